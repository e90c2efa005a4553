"`slagle draw`: a figure or tree file drawn as a tree, in the terminal or as
an SVG file, with what the search did at each position: the values it came
to, the positions it never looked at, the chosen move, and the paper's
horizontal line between each min-position and its successors."

(import lisp [LispError]
        slagle.figures [settings tree-source]
        slagle.paper [TITLES]
        slagle.picture [look title]
        slagle.picture-text [draw-text]
        slagle.run [add-search-arguments check-arguments fail PARAMETERS]
        slagle.trees [TreeError load-tree])

(defn add-arguments [p]
  "The arguments of `slagle draw`: a search's, and where to draw it."
  (add-search-arguments p)
  (.add-argument p "--svg" :metavar "OUT.svg" :default None
                 :help "write the drawing to this SVG file instead of the terminal"))

(defn main [args]
  "Run `slagle draw`."
  (when (and (is-not args.svg None) (not (.strip args.svg)))
    (return (fail "--svg needs the name of the file to write")))
  (try
    (setv [path figure name] (tree-source args.tree)
          args (settings args figure))
    (check-arguments args)
    (setv root (load-tree path)
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
      ;; Writing the SVG file failed (a tree file's own errors are TreeErrors).
      (fail f"{(or e.filename args.svg)}: {(or e.strerror e)}"))))
