"`slagle run`: an appendix's sta on a tree file, with the paper's example
backing-up functions (x = r = 3, y = s = 1 unless set); a 1&1 program on a
tree (--program); or a program's move on a game (--game)."

(eval-when-compile (require lisp.macros [unless]))
(import io
        json
        sys
        lisp [show]
        slagle.errors [Refusal]
        slagle.games [game-list]
        slagle.core.search [PARAMETERS PARAMETER-DEFAULTS search]
        slagle.core.budget [Budget check-budget]
        slagle.core.programs [checked-settings program-named]
        slagle.core.progress [watcher]
        slagle.core.plain [plain]
        slagle.core.trees [load-tree default-dmax]
        slagle.paper.figures [figure-settings shadowing tree-source]
        slagle.commands.common [add-search-arguments with-settings check-search-arguments
                                parameters-given trace-names note])


(setv EXAMPLES "
examples:
  slagle run fig6                                   the paper's call: Appendix C, 2&2, dmax 5
  slagle run fig6 --trace                           every call and its value, cutoffs marked
  slagle run my.tree --appendix b -m 1 -n 1         1&1 minimaxing on a tree of your own
  slagle run fig6 --program maxval --json           McCarthy's alpha-beta, as JSON
  slagle run --game checkers --position 11-15,23-19 --dmax 6
  slagle run --game kalah --max-seconds 2           deepening within two seconds
  slagle run fig6 --deck | slagle lisp - --values   the run as cards for LISP 1.5")

(defn add-arguments [p]
  "The arguments of `slagle run`."
  (add-search-arguments p :games True)
  (.add-argument p "--game" :default None :metavar "GAME"
                 :help f"a game instead of a tree: {(game-list)} (needs OpenSpiel: pip install '.[games]')")
  (.add-argument p "--position" :default None :metavar "MOVES"
                 :help "with --game: the position after these moves from the start, e.g. \"11-15 23-19\" (default: the start)")
  (.add-argument p "--program" :metavar "NAME" :default None
                 :help (+ "a program of the table instead of --appendix: b and c (Slagle's), valmax (McCarthy,"
                          " minimax), maxval (McCarthy, alpha-beta), alpha-beta-search (AIMA), ab (the lecture's), ..."))
  (.add-argument p "--json" :action "store_true"
                 :help (+ "print one JSON object: what was run, the move, the positions evaluated, and the values of the root's"
                          " successors as the search saw them (numbers to the 15 significant digits a double always carries)"))
  (.add-argument p "--max-positions" :type int :default None :metavar "N"
                 :help (+ "with --game: a budget; the program deepens iteratively (dmax 1, 2, ..., up to --dmax"
                          " if given) and plays the move of the deepest search it completed within N positions evaluated"))
  (.add-argument p "--max-seconds" :type float :default None :metavar "S"
                 :help "with --game: a budget of seconds, as --max-positions")
  (.add-argument p "--force" :action "store_true"
                 :help "with --game: search a dmax whose estimated cost is far beyond reach all the same")
  (.add-argument p "--quiet" :action "store_true"
                 :help "no progress on standard error (shown, on a terminal, for a search over a second)")
  (.add-argument p "--evaluated-names" :action "store_true"
                 :help (+ "with --game: list the names of the positions evaluated, in order"
                          " (kept only when asked: a deep search would hold them all)"))
  (.add-argument p "--compiled" :action "store_true"
                 :help (+ "with --game: the program's compiled twin searches (b, c, maxval, deepening; needs numba:"
                          " pip install '.[compiled]'), node for node the transcription's, at native speed"))
  (.add-argument p "--interpreted" :action "store_true"
                 :help (+ "run the appendix's deck (appendix_c/appendix-c.deck, ...) on the"
                          " LISP 1.5 interpreter instead of the Hy transcription"))
  (.add-argument p "--deck" :action "store_true"
                 :help (+ "print, instead of running it, the run as a deck for `slagle lisp`: the"
                          " appendix's deck, the tree's game as cards, and the doublet STA (...)"))
  (.add-argument p "--trace" :action "store_true"
                 :help "print every call of the appendix's functions and its value (LISP 1.5's TRACE)")
  (.add-argument p "--trace-only" :metavar "F,G,..." :default None
                 :help "trace only these functions, e.g. minv,maxv (implies --trace)"))

(defn main [args]
  "Run `slagle run`."
  (cond (and args.game args.tree) (raise (Refusal f"a tree ({args.tree}) or a game (--game {args.game}), not both"))
        args.game (run-game args)
        args.position (raise (Refusal f"--position is a position of a game: give --game {(game-list)}"))
        args.evaluated-names (raise (Refusal "--evaluated-names is for a game (--game): a tree's run lists the positions evaluated already"))
        args.compiled (raise (Refusal "--compiled is for a game (--game): a tree is searched by the transcription"))
        (budget-of args) (raise (Refusal "--max-positions and --max-seconds are for a game (--game): a tree is searched whole"))
        (is args.tree None) (do (print (+ "slagle: error: the following arguments are required: TREEFILE-or-FIGURE"
                                          " (or --game GAME) (see slagle run --help)")
                                       :file sys.stderr)
                                2)
        (is-not args.program None) (run-program args)
        True (run-appendix args)))


;; On a tree

(defn trace-out [names as-json]
  "Where a trace goes: nowhere (no names), into the JSON object, or out as it happens."
  (cond (is names None) None as-json (io.StringIO) True sys.stdout))

(defn run-appendix [args]
  "`slagle run TREE`: an appendix's sta on a tree or figure."
  (setv [path figure _] (tree-source args.tree)
        args (with-settings args (figure-settings figure args.appendix args.m args.n args.dmax)))
  (note (shadowing args.tree))
  (check-search-arguments args)
  (setv names (trace-names args)
        trace (trace-out names args.json))
  (when (and args.deck (or args.json args.interpreted (is-not names None)))
    (raise (Refusal (+ "--deck prints the run's cards instead of running it:"
                       " no --json, --interpreted or --trace with it")
                    "DECK")))
  (setv root (load-tree path))
  (when args.deck
    (print-cards root args)
    (return 0))
  (setv result (search root args.appendix args.m args.n args.dmax (parameters-given args)
                       trace (or names None) :successors args.json :interpreted args.interpreted
                       ;; no progress over a trace, which is the output as it happens
                       :watch (watcher "slagle run" (or args.quiet (is trace sys.stdout)))))
  (report result args.json (when (and trace args.json) (.getvalue trace))
          {#** (tree-run args.tree figure) #** (what-was-run args)})
  0)

(defn program-given [args]
  "The program --program names (of the table), refused with --appendix, or None."
  (when (is-not args.program None)
    (setv program (program-named args.program))
    (when (is-not args.appendix None)
      (raise (Refusal f"--program {args.program} and --appendix {args.appendix}: give one program" "PROGRAM")))
    program))

(defn run-program [args]
  "`slagle run TREE --program NAME`: an appendix's program as --appendix runs
  it; any other as an appendix's run, with the value."
  (setv program (program-given args))
  (checked-settings program (settings-given args) args.dmax)
  (when program.appendix
    (setv args.appendix program.appendix)
    (return (run-appendix args)))
  ;; McCarthy's and the textbook's programs: loaded only for --program, not by every run.
  (import slagle.core.ordinary [ordinary-names-to-trace search-program])
  (for [option (options-given args)]
    (raise (Refusal (+ f"{program.name} has no deck: --{option} is for Slagle's"
                       " Appendices B and C, whose programs the decks are")
                    "PROGRAM")))
  (setv [path figure _] (tree-source args.tree)
        names (ordinary-names-to-trace program args.trace args.trace-only)
        trace (trace-out names args.json)
        result (search-program (load-tree path) program args.dmax trace names))
  (report result args.json (when (and trace args.json) (.getvalue trace))
          {#** (tree-run args.tree figure) "program" args.program})
  (unless args.json
    (print f"value: {(show (get result "value"))}"))
  0)

(defn settings-given [args]
  "m, n, x, y, r, s as given (None where not)."
  {"m" args.m "n" args.n #** (parameters-given args)})

(defn options-given [args]
  "The deck options given, which only the appendices' programs have decks for."
  (lfor option ["interpreted" "deck"] :if (getattr args option False) option))

(defn tree-run [given figure]
  "What a run on a tree ran on, for --json: the tree as given (a file, - for
  standard input, a figure's name) and the figure, if it is one of the
  paper's (else null)."
  {"tree" given  "figure" (when figure f"fig{figure}")})

(defn what-was-run [args]
  "The settings of a search, for --json: appendix, m, n, and x, y, r, s
  (Appendix C's, given or the paper's example; None for Appendix B)."
  {"appendix" args.appendix  "m" args.m  "n" args.n
   #** (dfor name PARAMETERS
             name (cond (= args.appendix "b") None
                        (is (getattr args name) None) (get PARAMETER-DEFAULTS name)
                        True (getattr args name)))})

(defn report [result as-json [trace None] [settings {}]]
  "Print the result of a search; as JSON, with the settings it was run with,
  the values of the root's successors, and the lines of its trace if it was traced."
  (if as-json
      (print (json.dumps (plain {#** settings
                          #** result
                          #** (if (is trace None) {} {"trace" (.splitlines trace)})})
                         :ensure-ascii False))
      (do (print (+ f"move: {(get result "move")}"
                    (if (= (get result "move") "NOSUCC")
                        " (the root has no successors: no move to choose, and sta says so with NOSUCC)"
                        "")))
          (print f"evaluated ({(len (get result "evaluated"))}): {(.join " " (get result "evaluated"))}"))))

(defn print-cards [root args]
  "Print the run the arguments ask for as a deck for `slagle lisp` (slagle.core.decks/run-cards)."
  (import slagle.core.decks [run-cards])   ; the LISP 1.5 interpreter: loaded only for --deck
  (print (run-cards root args.appendix args.m args.n (or args.dmax (default-dmax root))
                    (parameters-given args))
         :end ""))


;; On a game

(defn budget-of [args]
  "The budget --max-positions and --max-seconds give (checked), or None."
  (setv budget (Budget args.max-positions args.max-seconds))
  (when budget
    (check-budget budget)
    budget))

(defn run-game [args]
  "`slagle run --game`: the move a program of the table chooses from
  --position (moves from the start), reported as `slagle run` reports a
  tree's: the request handed whole to slagle.matches.positions/choose-on-game,
  which checks it, picks the depth and runs the program or its twin."
  (import slagle.matches.positions [choose-on-game opening-moves])   ; the games' rules: loaded only for a game
  (for [option ["interpreted" "deck"]]
    (when (getattr args option False)
      (raise (Refusal f"--{option} is for a tree (the decks run on a tree's game); a game is searched by the Hy programs"))))
  (setv trace (trace-out (when (or args.trace args.trace-only) []) args.json)
        budget (Budget args.max-positions args.max-seconds)
        result (choose-on-game args.game args.position args.program args.dmax (settings-given args)
                               :appendix args.appendix :budget budget :force args.force
                               :compiled args.compiled
                               :trace args.trace :trace-only args.trace-only :trace-to trace
                               :successors args.json :names args.evaluated-names
                               :watch (watcher f"slagle run --game {args.game}" args.quiet)
                               :note note))
  (if args.json
      (print (json.dumps (plain {#** result
                                 ;; the whole line of moves to the position, not its last move alone
                                 "moves" (opening-moves args.position)
                                 #** (if trace {"trace" (.splitlines (.getvalue trace))} {})})
                         :ensure-ascii False))
      (do (print (+ f"move: {(get result "move")}"
                    (if (= (get result "move") "NOSUCC")
                        " (the game is over at this position: no move to choose, and the program says so with NOSUCC)"
                        "")))
          (print f"evaluated: {(get result "evaluated")} positions in {(get result "seconds") :.2f} s")
          (when budget
            (print f"depth reached: {(get result "depth")} (the deepest search completed within {budget})"))
          (when args.evaluated-names
            (print f"evaluated ({(get result "evaluated")}): {(.join " " (get result "evaluated-names"))}"))))
  0)
