"The article's figures, drawn by the project from the committed data: Fig. 6
as the tree the m&n alpha beta procedure searches (slagle.pictures.svg), the
efficiency of Appendix C against Appendix B and against 1&1 alpha beta (the
committed benchmark), and each game's effort curve (slagle.experiment.curve),
as SVG text."

(import tempfile
        functools [cache]
        pathlib [Path]
        slagle.core.picture [look]
        slagle.article.sources [article-folder]
        slagle.core.trees [load-tree]
        slagle.experiment.curve [plot-curve]
        slagle.experiment.fit [save-figure]
        slagle.paper.figures [figure-path figure-run TITLES]
        slagle.article.quantities [curves efficiency-tables efficiency-seeds GAMES])

(defn searched-tree [path appendix m n dmax heading caption]
  "The tree file `path` searched by `appendix`'s sta, drawn: SVG text."
  ;; drawsvg: only when a figure is drawn
  (import slagle.pictures.svg [svg-text])
  (svg-text (look (load-tree path) appendix m n dmax) heading caption))

(defn searched-figure [figure]
  "The report's figure `figure` searched as the paper searches it, drawn: SVG text."
  (setv [appendix m n dmax] (figure-run figure))
  (searched-tree (figure-path figure) appendix m n dmax
                 f"Fig. {figure}, searched by Appendix {(.upper appendix)} ({m}&{n})"
                 f"Fig. {figure}. {(get TITLES figure)}"))

(setv COUNTEREXAMPLE ["figures" "glbua-bound-is-alpha.tree"]
      COUNTEREXAMPLE-DMAX 3)

(defn counterexample-figure [appendix]
  "The smallest tree of the census's kind (glbua's bound equals alpha),
  docs/figures/glbua-bound-is-alpha.tree, searched by `appendix` (2&2): SVG text."
  (searched-tree (/ (. (article-folder) parent) #* COUNTEREXAMPLE) appendix 2 2 COUNTEREXAMPLE-DMAX
                 f"glbua's bound equals alpha: Appendix {(.upper appendix)} (2&2, dmax {COUNTEREXAMPLE-DMAX})"
                 None))

(defn curve-figure [game title]
  "The effort curve of `game` (a name of GAMES), drawn: SVG text."
  (with [d (tempfile.TemporaryDirectory)]
    (setv path (/ (Path d) "curve.svg"))
    (plot-curve (get (curves) game) f"The effort curve: {title}, 2&2 at D" path)
    (.read-text path :encoding "utf-8")))

(setv ORDERS [["random" "random leaves"] ["ordered" "best-first leaves"]]
      ;; [the measure, its column over which column, its label, its colour]
      RATIOS [["2&2 C" "2&2 B" "over 2&2 minimaxing (Appendix B)" "tab:blue"]
              ["2&2 C" "1&1 alpha beta" "over 1&1 alpha beta (maxval)" "tab:red"]])

(defn efficiency-figure []
  "Appendix C's positions evaluated over Appendix B's and over 1&1 alpha
  beta's against the tree's size, on random and on best-first leaves: SVG text."
  (import matplotlib)
  (.use matplotlib "Agg")
  (import matplotlib.pyplot :as plt)
  (setv tables (efficiency-tables)
        [fig axes] (plt.subplots 1 2 :figsize #(8 4) :sharey True))
  (for [[ax [order title]] (zip axes ORDERS)]
    (.axhline ax 1 :color "gray" :lw 0.8)
    (for [[part whole label color] RATIOS]
      (setv rows (get tables order))
      (.scatter ax (lfor r rows (get r "b^d")) (lfor r rows (/ (get r part) (get r whole)))
                :s 14 :color color :label f"2&2 alpha beta {label}"))
    (.set-xscale ax "log")
    (.set-yscale ax "log")
    (.set-xlabel ax "tips of the tree, b^d (log scale)")
    (.set-title ax (if (= order "random") f"{title} (mean of {(efficiency-seeds)} trees)" title) :fontsize 10))
  (.set-ylabel (get axes 0) "positions evaluated, as a ratio (log scale)")
  (.legend (get axes 0) :fontsize 7 :loc "lower left")
  (.suptitle fig "The efficiency of Appendix C (2&2, x = r = 3, y = s = 1), uniform trees, dmax = d" :fontsize 10)
  (.tight-layout fig)
  (with [d (tempfile.TemporaryDirectory)]
    (setv path (/ (Path d) "efficiency.svg"))
    (save-figure fig path "svg")
    (plt.close fig)
    (.read-text path :encoding "utf-8")))

(defn [cache] figures []
  "{name: SVG text} of every figure the article places."
  (| {"fig6" (searched-figure 6)
      "counterexample-b" (counterexample-figure "b")
      "counterexample-c" (counterexample-figure "c")
      "efficiency" (efficiency-figure)}
     (dfor [game title _] GAMES f"curve-{game}" (curve-figure game title))))
