"`slagle draw`: a figure or tree file drawn as a tree, in the terminal or as
an SVG file, with what the search did at each position: the values it came
to, the positions it never looked at, the chosen move, and the paper's
horizontal line between each min-position and its successors."

(import lisp [LispError]
        slagle.figures [settings shadowing tree-source]
        slagle.paper [TITLES]
        slagle.picture [look title]
        slagle.picture-text [draw-text]
        slagle.run [add-search-arguments check-arguments fail note PARAMETERS]
        slagle.trees [TreeError load-tree])

(defn add-arguments [p]
  "The arguments of `slagle draw`: a search's, and where to draw it."
  (add-search-arguments p)
  (.add-argument p "--svg" :metavar "OUT.svg" :default None
                 :help "write the drawing to this SVG file instead of the terminal (- for standard output)"))

(defn svg-name-problem [name]
  "What is wrong with the name given to --svg, or None: it must name an SVG
  file (.svg), or be - for standard output."
  (cond (not (.strip name)) "--svg needs the name of the file to write"
        (= name "-") None
        (not (.endswith (.lower name) ".svg"))
          (+ f"--svg writes SVG, so the file's name must end in .svg, not {name}"
             " (- writes it to standard output)")))

(defn main [args]
  "Run `slagle draw`."
  (setv problem (when (is-not args.svg None) (svg-name-problem args.svg)))
  (when problem
    (return (fail problem)))
  (try
    (setv [path figure name] (tree-source args.tree)
          args (settings args figure))
    (note (shadowing args.tree))
    (check-arguments args)
    (setv root (load-tree path)
          seen (look root args.appendix args.m args.n args.dmax
                     (dfor k PARAMETERS k (getattr args k)))
          heading (title seen name)
          caption (when figure f"Fig. {figure}. {(get TITLES figure)}"))
    (if args.svg
        (do (import slagle.picture-svg [svg-text write-svg])
            (if (= args.svg "-")
                (print (svg-text seen heading caption))
                (do (write-svg seen args.svg heading caption)
                    (print f"wrote {args.svg}"))))
        (draw-text seen heading))
    0
    (except [e #(TreeError LispError)]
      (fail (str e)))
    (except [e OSError]
      ;; Writing the SVG file failed (a tree file's own errors are TreeErrors).
      (fail f"{(or e.filename args.svg)}: {(or e.strerror e)}"))))
