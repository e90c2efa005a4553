"The report's six figures, reconstructed as tree files (slagle/figures/figN.tree).

(load-figure 6) or (load-figure \"fig6\") gives the root Node of Fig. 6."

(import pathlib [Path]
        slagle.trees [load-tree])

(setv FIGURE-DIR (/ (. (Path __file__) parent) "figures"))

(defn figure-path [figure]
  "The tree file of a figure, named 6, \"6\", \"fig6\" or \"Fig. 6\"."
  (setv digits (.join "" (gfor c (str figure) :if (.isdigit c) c)))
  (/ FIGURE-DIR f"fig{digits}.tree"))

(defn load-figure [figure]
  "The root Node of a figure's tree."
  (load-tree (figure-path figure)))
