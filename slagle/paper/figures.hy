"The report's six figures, reconstructed as tree files (slagle/figures/figN.tree).

(load-figure 6) or (load-figure \"fig6\") gives the root Node of Fig. 6; on the
command line a figure can be named wherever a tree file can (tree-source)."

(eval-when-compile (require lisp.macros [unless]))
(import os
        re
        pathlib [Path]
        slagle.paper.claims [RUNS TITLES]
        slagle.core.trees [TreeError load-tree])

(setv FIGURE-DIR (/ (. (Path __file__) parent parent) "figures")
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
  a figure (fig6, 6, \"Fig. 6\") unless a file of that name exists
  (shadowing tells), else a worked example of the other sources (aima-5.2,
  eel5840) unless a file of that name exists, else the path given; - is
  standard input."
  (setv match (.fullmatch FIGURE (.strip given)))
  (when (= given "-")
    (return #(given None "standard input")))
  (if (and match (not (os.path.exists given)))
      (do (setv figure (int (.group match 3))
                path (figure-path figure))
          (unless (in figure TITLES)
            (raise (TreeError (+ f"no figure {figure}: the paper's figures are "
                                 (.join ", " (gfor k (sorted TITLES) f"fig{k}"))))))
          #(path figure f"Fig. {figure}"))
      (do (setv example (/ FIGURE-DIR f"{(.strip given)}.tree"))
          ;; the other sources' worked examples (slagle.paper.worked): aima-5.2, eel5840
          (if (and (not (os.path.exists given)) (.fullmatch WORKED (.strip given)) (os.path.exists example))
              #(example None (.strip given))
              #((Path given) None (. (Path given) name))))))

(defn shadowing [given]
  "A note when `given` names one of the paper's figures and is also a file
  here, which is what is read; else None."
  (setv match (.fullmatch FIGURE (.strip given)))
  (when (and match (os.path.exists given) (in (int (.group match 3)) TITLES))
    (setv figure (int (.group match 3))
          free (next (gfor name [f"fig{figure}" f"Fig. {figure}" (str figure) f"figure{figure}"]
                           :if (not (os.path.exists name))
                           name)
                     None))
    (+ f"{given} is a file here: reading it, not the paper's Fig. {figure}"
       (if free f" (for the figure, give {free})" ""))))

(defn figure-run [figure]
  "The paper's top-level call for a figure, as [appendix m n dmax] (the first, for Fig. 1)."
  (next (gfor [f #* call] (.values RUNS) :if (= f figure) call)))

(defn figure-settings [figure appendix m n dmax]
  "The search's settings, {appendix m n dmax}: those given (not None), else the
  figure's own (the paper's call: its m and n only with its appendix), else
  appendix c, 2&2 and the tree's height (dmax None)."
  (setv [fig-appendix fig-m fig-n fig-dmax] (if figure (figure-run figure) ["c" 2 2 None])
        defaults (if (in appendix #{None fig-appendix}) [fig-appendix fig-m fig-n fig-dmax] [None 2 2 fig-dmax]))
  (dfor [name given default] (zip ["appendix" "m" "n" "dmax"] [appendix m n dmax] defaults)
        name (if (is given None) default given)))
