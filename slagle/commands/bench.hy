"`slagle bench`: how much tree the appendices look at, and how fast they run.
Each mode is a module of slagle.bench; this command parses, checks and prints.

Efficiency (the default; slagle.bench.efficiency): the positions evaluated by
the appendices and 1&1 alpha beta on uniform trees, and what they say.
Speed (--speed; slagle.bench.speed): the transcription against a plain-Python
baseline, and the decks on the interpreter.  Start-up (--startup;
slagle.bench.startup).  Tree loading (--load; slagle.bench.load).  McCarthy's
Instant Insanity (--insanity; slagle.bench.insanity).  The games (--games;
slagle.bench.games): the programs on checkers against OpenSpiel and a plain
pyspiel alpha-beta.  The report's depth (--report-depth; slagle.bench.games):
2&2 alpha beta and maxval a move 8 deep, time, positions and peak memory.
Every mode shows its progress on standard error (slagle.core.progress)."

(eval-when-compile (require lisp.macros [unless]))
(import slagle.errors [Refusal]
        slagle.core.generate [tip-count LOW HIGH]
        slagle.bench.efficiency [BRANCHING DEPTHS DEFAULT-MAX-TIPS LARGEST SEEDS
                                 grid measure efficiency-tables interpretation]
        slagle.bench.speed [speed-tables]
        slagle.bench.startup [startup-table]
        slagle.bench.load [load-table]
        slagle.bench.tables [print-tables text-lines text-within]
        slagle.core.progress [TALLY showing]
        slagle.games [GAMES game-class game-list]
        slagle.core.budget [check-game-reach estimate-line]
        slagle.core.programs [program-named]
        slagle.commands.common [note])


(setv EXAMPLES "
examples:
  slagle bench                            positions evaluated on uniform trees
  slagle bench --depth 2 3 4 --csv        the same, as CSV
  slagle bench --speed --json             the transcription's speed, as JSON
  slagle bench --insanity                 McCarthy's Instant Insanity, both ways
  slagle bench --games --positions 5 --dmax 4")

(setv SPEED-SHAPE [8 5]
      LOAD-SHAPE [8 6]
      REPEAT 5)

(defn add-arguments [p]
  "The arguments of `slagle bench`."
  (.add-argument p "--large" :action "store_true"
                 :help f"all of branching 2-10 and depth 2-6, up to 10^6 tips (default: trees of at most {DEFAULT-MAX-TIPS} tips), with a progress bar")
  (.add-argument p "--branching" :type int :nargs "+" :metavar "B" :default None
                 :help "branching factors (default 2 to 10)")
  (.add-argument p "--depth" :type int :nargs "+" :metavar "D" :default None :help "depths (default 2 to 6)")
  (.add-argument p "--max-tips" :type int :default None :help "leave out trees with more tips than this")
  (.add-argument p "--seeds" :type int :default SEEDS :help f"random trees a row (default {SEEDS})")
  (.add-argument p "--seed" :type int :default 0 :help "the base seed of the random trees (default 0)")
  (.add-argument p "--values" :type int :nargs 2 :metavar #("LOW" "HIGH") :default [LOW HIGH]
                 :help f"the range of the tips' integer values (default {LOW} {HIGH})")
  (.add-argument p "--speed" :action "store_true"
                 :help "time the transcription against the plain-Python baseline instead")
  (.add-argument p "--shape" :type int :nargs 2 :metavar #("B" "D") :default None
                 :help "the uniform tree of --speed (default 8 5: 32,768 tips) or --load (default 8 6)")
  (.add-argument p "--repeat" :type int :default REPEAT :help f"--speed: best of this many runs (default {REPEAT})")
  (.add-argument p "--startup" :action "store_true"
                 :help "time the start of `slagle --help` and `slagle run fig6` instead")
  (.add-argument p "--insanity" :action "store_true"
                 :help "solve McCarthy's Instant Insanity both ways, check it by brute force, time it beside the PDP-10's")
  (.add-argument p "--load" :action "store_true"
                 :help "time reading a large tree file: `slagle run` on it end to end, and the parser alone")
  (.add-argument p "--no-processes" :action "store_true" :help "--speed: leave out timing `slagle run` as a process")
  (.add-argument p "--progress" :action "store_true" :help "show the progress bar even on a short run")
  (.add-argument p "--quiet" :action "store_true" :help "no progress on standard error")
  (.add-argument p "--games" :action "store_true"
                 :help "checkers: 2&2 alpha beta and 1&1 against OpenSpiel's alpha_beta_search, and a game between them (needs OpenSpiel)")
  (.add-argument p "--report-depth" :action "store_true"
                 :help (+ "checkers at the report's depth: 2&2 alpha beta (Appendix C) and maxval choose a move"
                          " 8 complete moves deep at typical positions, each program in a process of its own:"
                          " time a move, positions evaluated, peak memory (slow: tens of seconds a move)"))
  (.add-argument p "--game" :default None :choices (list GAMES) :metavar "GAME"
                 :help f"--games, --report-depth: the game ({(game-list)}; default checkers)")
  (.add-argument p "--positions" :type int :default None :help "--games, --report-depth: the positions timed (default 20)")
  (.add-argument p "--dmax" :type int :default None :help "--games, --report-depth: complete moves deep (default 6; 8)")
  (.add-argument p "--max-plies" :type int :default None :help "--games: the longest game (default 200 plies)")
  (.add-argument p "--no-game" :action "store_true" :help "--games: leave out the game")
  (setv form (.add-mutually-exclusive-group p))
  (.add-argument form "--json" :action "store_const" :const "json" :dest "form" :default "text"
                 :help "print the mode's tables as one JSON object (each row an object keyed by column), values as measured")
  (.add-argument form "--csv" :action "store_const" :const "csv" :dest "form"
                 :help "print the mode's tables as CSV (a header row each; a blank line between tables)"))

(defclass Tables []
  "Where a mode's tables go: printed at once as text (a long mode shows each
  table as it is done), or kept for one JSON object or CSV at the end."
  (defn __init__ [self mode form]
    (setv self.mode mode self.form form self.kept []))

  (defn show [self table]
    "Print the table now (text), or keep it for the end."
    (if (= self.form "text")
        (do (when self.kept (print))
            (.append self.kept table)
            (for [line (text-lines table)] (print line :flush True)))
        (.append self.kept table)))

  (defn done [self]
    "Print what was kept, as JSON or CSV."
    (unless (= self.form "text")
      (print-tables self.mode self.kept self.form))))

(defn games [args out]
  "`slagle bench --games`: print the speed table and the game's times (slagle.bench.games)."
  (import slagle.bench.games :as bench)   ; OpenSpiel: loaded only for --games
  (for [[name default] (.items GAMES-DEFAULTS)]
    (when (is (getattr args name) None)
      (setattr args name default)))
  (unless (and (>= args.positions 1) (>= args.dmax 1) (>= args.max-plies 1))
    (raise (Refusal "--positions, --dmax and --max-plies must be 1 or more")))
  (setv game (or args.game bench.GAME))
  (check-depth game args.dmax args.positions)
  (.show out (bench.speed-table args.positions args.dmax args.seed game))
  (unless args.no-game
    (.show out (bench.game-table args.dmax args.max-plies game))))

(defn check-depth [name dmax count]
  "Refuse a --dmax far beyond reach on the game `name` (as `run` and `play`
  do: slagle.core.budget/check-reach), and say what searches expected to
  take more than a minute will cost: a search of Appendix C's at the start, count times."
  (setv game ((game-class name)))
  (check-game-reach game dmax False "--dmax" "give a smaller --dmax")
  (setv cost (.estimate (program-named "c") game dmax {}))
  (when cost
    (setv [positions seconds rate] cost)
    (note (estimate-line #((* count positions) (* count seconds) rate)
                         f"--dmax {dmax} on {count} positions, each program"
                         "give a smaller --dmax or fewer --positions"))))

(defn report-depth [args out]
  "`slagle bench --report-depth`: the report's depth measured (slagle.bench.games/depth-lines)."
  (import slagle.bench.games :as bench)   ; OpenSpiel: loaded only for a game
  (setv count (or args.positions (get GAMES-DEFAULTS "positions"))
        dmax (or args.dmax bench.REPORT-DMAX))
  (unless (and (>= count 1) (>= dmax 1))
    (raise (Refusal "--positions and --dmax must be 1 or more")))
  (setv game (or args.game bench.GAME))
  (check-depth game dmax count)
  (.show out (bench.depth-table count dmax args.seed game)))

(setv MODES ["speed" "startup" "insanity" "load" "games" "report_depth"]
      ;; The options that only some modes use (None: the table of positions
      ;; evaluated, which runs when no mode is given); an option given
      ;; without its mode is an error, not ignored.
      MODE-OPTIONS {"shape" #{"speed" "load"}  "no_processes" #{"speed"}
                    "game" #{"games" "report_depth"}  "positions" #{"games" "report_depth"}  "dmax" #{"games" "report_depth"}  "max_plies" #{"games"}  "no_game" #{"games"}
                    "large" #{None}  "branching" #{None}  "depth" #{None}  "max_tips" #{None}  "progress" #{None}}
      GAMES-DEFAULTS {"positions" 20  "dmax" 6  "max_plies" 200})

(defn check-modes [args]
  "One mode at a time, and no option that the mode does not use."
  (setv modes (lfor m MODES :if (getattr args m) m))
  (when (> (len modes) 1)
    (raise (Refusal f"one of --{(.replace (.join ", --" modes) "_" "-")} at a time")))
  (setv mode (if modes (get modes 0) None))
  (for [[name used-by] (.items MODE-OPTIONS)]
    (unless (or (in (getattr args name) [None False]) (in mode used-by))
      (raise (Refusal (+ f"--{(.replace name "_" "-")} is for "
                            (.join " or " (gfor m (sorted used-by :key str)
                                                (if (is m None) "the table of positions evaluated (no mode)" f"--{(.replace m "_" "-")}")))
                            (if mode f", not --{(.replace mode "_" "-")}" "")))))))

(defn check-arguments [args]
  "A one-line error for arguments the bench cannot use."
  (check-modes args)
  (for [b (or args.branching [])]
    (unless (<= 2 b 35) (raise (Refusal f"a branching factor must be 2 to 35, not {b}"))))
  (for [d (or args.depth [])]
    (unless (<= 1 d 12) (raise (Refusal f"a depth must be 1 to 12, not {d}"))))
  (when (< args.seeds 1) (raise (Refusal f"--seeds must be 1 or more, not {args.seeds}")))
  (when (< args.repeat 1) (raise (Refusal f"--repeat must be 1 or more, not {args.repeat}")))
  (when (> (get args.values 0) (get args.values 1))
    (raise (Refusal f"--values LOW HIGH needs LOW <= HIGH, not {(get args.values 0)} {(get args.values 1)}")))
  (setv [b d] (shape-of args))
  (unless (and (<= 2 b 35) (<= 1 d 12) (<= (tip-count b d) LARGEST))
    (raise (Refusal (+ f"--shape needs a branching factor 2 to 35 and a depth 1 to 12,"
                          f" at most {LARGEST} tips, not {b} {d}")))))

(defn shape-of [args]
  "The uniform tree of --speed or --load: --shape, else the mode's own."
  (or args.shape (if args.load LOAD-SHAPE SPEED-SHAPE)))

(defn efficiency [args out]
  "Print the table of positions evaluated and what it shows."
  (setv max-tips (min LARGEST
                      (cond (is-not args.max-tips None) args.max-tips
                            (or args.large args.branching args.depth) LARGEST
                            True DEFAULT-MAX-TIPS))
        [shapes left-out] (grid (or args.branching BRANCHING) (or args.depth DEPTHS) max-tips)
        [low high] args.values)
  (unless shapes
    (raise (Refusal f"every tree asked for has more than {max-tips} tips")))
  (setv bar (and (not args.quiet)
                 (or args.progress args.large (> (sum (gfor s shapes (tip-count #* s))) DEFAULT-MAX-TIPS)))
        rows (with [_ (showing "slagle bench" (. TALLY count) (or args.quiet bar))]   ; the bar, when shown, says it
               (measure shapes args.seeds low high args.seed bar)))
  (setv [random ordered] (efficiency-tables rows args.seeds low high))
  (.extend (get ordered "notes")
           [#* (if left-out
                   [(+ f"Left out (more than {max-tips} tips{(if (< max-tips LARGEST) "; --large runs them" "")}): "
                       (.join " " (gfor [b d] left-out f"{b}^{d}")))]
                   [])
            ""
            #* (interpretation (sorted rows :key (fn [row] #((get row "tips") (get row "b")))))])
  (.show out random)
  (.show out ordered))

(defn main [args]
  "Run `slagle bench`: the mode's tables as text, JSON or CSV."
  (check-arguments args)
  (defn shown [what] (showing f"slagle bench --{what}" None args.quiet))
  (setv mode (next (gfor m MODES :if (getattr args m) m) "efficiency")
        out (Tables (.replace mode "_" "-") args.form))
  (cond args.games (with [_ (showing "slagle bench --games" (. TALLY count) args.quiet)] (games args out))
        args.report-depth (with [_ (shown "report-depth")] (report-depth args out))
        args.insanity (do (import slagle.bench.insanity [report])   ; McCarthy's programs: only for --insanity
                          (setv done (with [_ (shown "insanity")] (report)))
                          (if (= args.form "text")
                              (for [line (text-within (get done "lines"))] (print line))
                              (for [t (get done "tables")] (.show out t))))
        args.startup (.show out (with [_ (shown "startup")] (startup-table args.repeat)))
        args.load (.show out (with [_ (shown "load")] (load-table #* (shape-of args) args.repeat args.seed)))
        args.speed (for [t (with [_ (shown "speed")] (speed-tables #* (shape-of args) args.repeat args.seed (not args.no-processes)))]
                     (.show out t))
        True (efficiency args out))
  (.done out)
  0)
