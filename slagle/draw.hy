"`slagle draw`: a figure or tree file drawn as a tree, in the terminal or as
an SVG file, with what the search did at each position: the values it came
to, the positions it never looked at, the chosen move, and the paper's
horizontal line between each min-position and its successors."

(require hyrule [unless])
(import argparse
        re
        pathlib [Path]
        lisp [LispError]
        slagle.figures [figure-path]
        slagle.paper [RUNS TITLES]
        slagle.picture [look title]
        slagle.picture-text [draw-text]
        slagle.run [check-arguments deeply fail PARAMETERS]
        slagle.trees [TreeError load-tree])

(setv FIGURE (re.compile r"(?i)(fig(ure)?\.?\s*)?(\d+)"))

(defn add-arguments [p]
  "The arguments of `slagle draw`."
  (.add-argument p "tree" :metavar "TREEFILE-or-FIGURE"
                 :help "a tree file, or one of the paper's figures: fig6, 6, \"Fig. 6\"")
  (.add-argument p "--appendix" :choices ["b" "c"] :default None
                 :help (+ "b: m&n minimaxing; c: the m&n alpha beta procedure"
                          " (default: the figure's, else c)"))
  (.add-argument p "-m" :type int :default None
                 :help "values backed up to a max-position (default: the figure's, else 2)")
  (.add-argument p "-n" :type int :default None
                 :help "values backed up to a min-position (default: the figure's, else 2)")
  (.add-argument p "--dmax" :type int :default None
                 :help "maximum depth (default: the figure's, else the tree's height)")
  (for [[name default] [["x" 3] ["y" 1] ["r" 3] ["s" 1]]]
    (.add-argument p f"-{name}" :type float :default None
                   :help f"Appendix C's backing-up parameter {name} (default {default})"))
  (.add-argument p "--svg" :metavar "OUT.svg" :default None
                 :help "write the drawing to this SVG file instead of the terminal"))

(defn figure-run [figure]
  "The paper's top-level call for a figure, as [appendix m n dmax] (the first, for Fig. 1)."
  (next (gfor [f #* call] (.values RUNS) :if (= f figure) call)))

(defn settings [args figure]
  "args with the search's settings filled in: those given, else the figure's
  own (the paper's call), else appendix c, 2&2 and the tree's height."
  (setv given (argparse.Namespace #** (vars args))
        defaults (if figure (figure-run figure) ["c" 2 2 None]))
  (for [[name default] (zip ["appendix" "m" "n" "dmax"] defaults)]
    (when (is (getattr given name) None)
      (setattr given name default)))
  given)

(defn tree-source [given]
  "The tree file to draw, its figure number (or None) and the name to title it
  with: a figure (fig6, 6, \"Fig. 6\") unless a file of that name exists, else
  the path given."
  (setv match (.fullmatch FIGURE (.strip given)))
  (if (and match (not (.exists (Path given))))
      (do (setv figure (int (.group match 3))
                path (figure-path figure))
          (unless (in figure TITLES)
            (raise (TreeError (+ f"no figure {figure}: the paper's figures are "
                                 (.join ", " (gfor k (sorted TITLES) f"fig{k}"))))))
          #(path figure f"Fig. {figure}"))
      #((Path given) None (. (Path given) name))))

(defn main [args]
  "Run `slagle draw`."
  (try
    (setv [path figure name] (tree-source args.tree)
          args (settings args figure))
    (check-arguments args)
    ;; The parser recurses down the tree: give it deeply's room.
    (setv root (deeply (fn [] (load-tree path)))
          seen (look root args.appendix args.m args.n args.dmax
                     (dfor k PARAMETERS k (getattr args k)))
          heading (title seen name)
          caption (when figure f"Fig. {figure}. {(get TITLES figure)}"))
    (if args.svg
        (do (import slagle.picture-svg [write-svg])
            (write-svg seen args.svg heading caption)
            (print f"wrote {args.svg}"))
        (draw-text seen heading))
    0
    (except [e #(TreeError LispError)]
      (fail (str e)))
    (except [e OSError]
      (fail (if (and e.filename e.strerror) f"{e.filename}: {e.strerror}" (str e))))))
