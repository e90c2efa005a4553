"`slagle draw`: a figure or tree file drawn as a tree, in the terminal or as
an SVG file, with what the search did at each position: the values it came
to, the positions it never looked at, the chosen move, and the paper's
horizontal line between each min-position and its successors."

(import slagle.errors [Refusal]
        slagle.core.picture [title]
        slagle.core.picture [look]
        slagle.core.trees [load-tree]
        slagle.paper.claims [TITLES]
        slagle.paper.figures [figure-settings shadowing tree-source]
        slagle.pictures.text [draw-text]
        slagle.commands.common [add-search-arguments with-settings check-search-arguments
                                parameters-given note])


(setv EXAMPLES "
examples:
  slagle draw fig6                        Fig. 6 in the terminal, as the paper ran it
  slagle draw fig2 --appendix c           Fig. 2 under the alpha beta procedure
  slagle draw my.tree -m 1 -n 1           a tree of your own
  slagle draw fig6 --svg fig6.svg         as SVG (--svg - to standard output)")

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
    (raise (Refusal problem)))
  (setv [path figure name] (tree-source args.tree)
        args (with-settings args (figure-settings figure args.appendix args.m args.n args.dmax)))
  (note (shadowing args.tree))
  (check-search-arguments args)
  (setv root (load-tree path)
        seen (look root args.appendix args.m args.n args.dmax (parameters-given args))
        heading (title seen name)
        caption (when figure f"Fig. {figure}. {(get TITLES figure)}"))
  (if args.svg
      (draw-svg seen args.svg heading caption)
      (draw-text seen heading))
  0)

(defn draw-svg [seen out heading caption]
  "Write the drawing as SVG to the file out, or standard output for -."
  (import slagle.pictures.svg [svg-text write-svg])   ; drawsvg: loaded only for --svg
  (if (= out "-")
      (print (svg-text seen heading caption))
      (do (try
            (write-svg seen out heading caption)
            (except [e OSError]
              (raise (Refusal f"{(or e.filename out)}: {(or e.strerror e)}"))))
          (print f"wrote {out}"))))
