"The article's figures, drawn by the project from the committed data: Fig. 6
as the tree the m&n alpha beta procedure searches (slagle.pictures.svg), and
each game's effort curve (slagle.experiment.curve), as SVG text."

(import tempfile
        pathlib [Path]
        slagle.core.picture [look]
        slagle.core.trees [load-tree]
        slagle.experiment.curve [plot-curve]
        slagle.paper.figures [figure-path figure-run TITLES]
        slagle.article.quantities [curves GAMES])

(defn searched-figure [figure]
  "The report's figure `figure` searched as the paper searches it, drawn: SVG text."
  ;; drawsvg: only when a figure is drawn
  (import slagle.pictures.svg [svg-text])
  (setv [appendix m n dmax] (figure-run figure)
        seen (look (load-tree (figure-path figure)) appendix m n dmax))
  (svg-text seen f"Fig. {figure}, searched by Appendix {(.upper appendix)} ({m}&{n})"
            f"Fig. {figure}. {(get TITLES figure)}"))

(defn curve-figure [game title]
  "The effort curve of `game` (a name of GAMES), drawn: SVG text."
  (with [d (tempfile.TemporaryDirectory)]
    (setv path (/ (Path d) "curve.svg"))
    (plot-curve (get (curves) game) f"The effort curve: {title}, 2&2 at D" path)
    (.read-text path :encoding "utf-8")))

(defn figures []
  "{name: SVG text} of every figure the article places."
  (| {"fig6" (searched-figure 6)}
     (dfor [game title _] GAMES f"curve-{game}" (curve-figure game title))))
