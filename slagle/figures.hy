"The report's six figures, reconstructed as tree files (slagle/figures/figN.tree).

(load-figure 6) or (load-figure \"fig6\") gives the root Node of Fig. 6; on the
command line a figure can be named wherever a tree file can (tree-source)."

(require lisp.macros [unless])
(import argparse
        os
        re
        pathlib [Path]
        slagle.paper [RUNS TITLES]
        slagle.trees [TreeError load-tree])

(setv FIGURE-DIR (/ (. (Path __file__) parent) "figures")
      FIGURE (re.compile r"(?i)(fig(ure)?\.?\s*)?(\d+)")
      WORKED (re.compile r"[a-z][a-z0-9.-]*"))

(defn figure-path [figure]
  "The tree file of a figure, named 6, \"6\", \"fig6\" or \"Fig. 6\"."
  (setv digits (.join "" (gfor c (str figure) :if (.isdigit c) c)))
  (/ FIGURE-DIR f"fig{digits}.tree"))

(defn load-figure [figure]
  "The root Node of a figure's tree."
  (load-tree (figure-path figure)))

(defn tree-source [given]
  "The tree file a command is given, its figure number (or None) and a name for it:
  a figure (fig6, 6, \"Fig. 6\") unless a file of that name exists, else a
  worked example of the other sources (aima-5.2, eel5840) unless a file of
  that name exists, else the path given."
  (setv match (.fullmatch FIGURE (.strip given)))
  (if (and match (not (os.path.exists given)))
      (do (setv figure (int (.group match 3))
                path (figure-path figure))
          (unless (in figure TITLES)
            (raise (TreeError (+ f"no figure {figure}: the paper's figures are "
                                 (.join ", " (gfor k (sorted TITLES) f"fig{k}"))))))
          #(path figure f"Fig. {figure}"))
      (do (setv example (/ FIGURE-DIR f"{(.strip given)}.tree"))
          ;; the other sources' worked examples (slagle.worked): aima-5.2, eel5840
          (if (and (not (os.path.exists given)) (.fullmatch WORKED (.strip given)) (.exists example))
              #(example None (.strip given))
              #((Path given) None (. (Path given) name))))))

(defn figure-run [figure]
  "The paper's top-level call for a figure, as [appendix m n dmax] (the first, for Fig. 1)."
  (next (gfor [f #* call] (.values RUNS) :if (= f figure) call)))

(defn settings [args figure]
  "args with the search's settings filled in: those given, else the figure's
  own (the paper's call: its m and n only with its appendix), else appendix c,
  2&2 and the tree's height."
  (setv given (argparse.Namespace #** (vars args))
        [appendix m n dmax] (if figure (figure-run figure) ["c" 2 2 None])
        defaults (if (in given.appendix #{None appendix}) [appendix m n dmax] [None 2 2 dmax]))
  (for [[name default] (zip ["appendix" "m" "n" "dmax"] defaults)]
    (when (is (getattr given name) None)
      (setattr given name default)))
  given)
