"`slagle experiment positions|learn|match|report`: the report's proposed
experiment, stage by stage, in one directory (--out).  Each stage reads what
the one before wrote; settings.json keeps the parameters the run was made
with, and a stage given others is an error, not a silent mix."

(require lisp.macros [unless])
(import os
        lisp [LispError]
        slagle.errors [Refusal]
        slagle.experiment [ExperimentError needed]
        slagle.experiment.store [check-settings read-json]
        slagle.games [game-class]
        slagle.core.budget [check-game-reach]
        slagle.commands.common [fail])

(setv STAGES ["positions" "learn" "match" "report"]
      DEFAULTS {"depth" 4 "positions" 200 "games" 20 "seed" 1 "sample" 40 "fit" "constrained"}
      ;; The settings each stage makes its results with: kept in settings.json from then on.
      USES {"positions" ["game" "positions" "seed"] "learn" ["depth" "fit"]
            "match" ["depth" "games" "sample"] "report" []})

(defn add-arguments [p]
  "The arguments of `slagle experiment`."
  (.add-argument p "stage" :choices STAGES
                 :help "positions: typical positions; learn: Section 8's functions; match: the games; report: the tables")
  (.add-argument p "--game" :choices ["checkers" "kalah"] :required True
                 :help "the game (OpenSpiel's rules): checkers, the report's, or Kalah, Slagle and Dixon's")
  (.add-argument p "--depth" :type int :default None
                 :help f"D, the depth both sides search and the targets' depth (the report: 8; default {(get DEFAULTS "depth")})")
  (.add-argument p "--positions" :type int :default None
                 :help f"the number of typical positions (default {(get DEFAULTS "positions")})")
  (.add-argument p "--games" :type int :default None
                 :help f"games a match, even: each opening twice, colours swapped (default {(get DEFAULTS "games")})")
  (.add-argument p "--seed" :type int :default None :help f"the random openings' seed (default {(get DEFAULTS "seed")})")
  (.add-argument p "--sample" :type int :default None
                 :help f"typical positions the match stage measures moves and effort on (default {(get DEFAULTS "sample")})")
  (.add-argument p "--fit" :choices ["constrained" "free"] :default None
                 :help "which fit plays: with Section 8's condition y·2^x·ln 2 ≤ 1 (default) or free")
  (.add-argument p "--force" :action "store_true"
                 :help "accept a --depth whose estimated cost is far beyond reach")
  (.add-argument p "--out" :default None :help "the run's directory (default experiment-GAME)")
  (.add-argument p "--workers" :type int :default 1 :help "processes to run jobs on (default 1: this one)")
  (.add-argument p "--scheduler" :metavar "ADDRESS" :default None
                 :help "run jobs on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786)"))

(defn check-arguments [args]
  "One-line errors for numbers no stage can use."
  (for [[name least] [["depth" 2] ["positions" 1] ["games" 2] ["sample" 1] ["workers" 1]]]
    (setv k (getattr args name))
    (when (and (is-not k None) (< k least))
      (raise (ExperimentError f"--{name} must be at least {least}, not {k}"))))
  ;; Checked before any stage writes it to settings.json, where it would stay.
  (when (is-not args.depth None)
    (check-game-reach ((game-class args.game)) args.depth args.force "--depth" "give a smaller depth, or --force"))
  (when (and (is-not args.games None) (% args.games 2))
    (raise (ExperimentError f"--games must be even (each opening is played twice, colours swapped), not {args.games}"))))

(defn given-settings [args stored]
  "The settings given on the command line (None where not given), with the
  defaults of those the stage uses that were neither given nor `stored`."
  (setv given (dfor k ["game" "depth" "positions" "games" "seed" "sample" "fit"] k (getattr args k)))
  (for [k (get USES args.stage)]
    (when (and (is (get given k) None) (not-in k stored))
      (setv (get given k) (get DEFAULTS k))))
  given)

(defn run-stage [stage settings out [workers 1] [scheduler None] [client None]]
  "Run one stage with `settings` in the directory `out`; what the stage gives."
  ;; The stages need SciPy, matplotlib and Dask (the experiment extra):
  ;; imported once `needed` has said in one line what is missing.
  (import functools [partial]
          slagle.experiment.engine [run-jobs]
          slagle.experiment.positions [positions-stage]
          slagle.experiment.learn [learn-stage]
          slagle.experiment.match [match-stage]
          slagle.experiment.report [report-stage])
  (setv runner (partial run-jobs :workers workers :scheduler scheduler :client client)
        stages {"positions" positions-stage "learn" learn-stage "match" match-stage "report" report-stage})
  ((get stages stage) settings out runner))

(defn main [args]
  "Run `slagle experiment`."
  (try
    (needed)
    (check-arguments args)
    (setv out (or args.out f"experiment-{args.game}")
          path (os.path.join out "settings.json"))
    (when (and (!= args.stage "positions") (not (os.path.exists path)))
      (raise (ExperimentError f"{out} holds no run: run `slagle experiment positions --game {args.game} --out {out}` first")))
    (setv stored (if (os.path.exists path) (read-json path "positions") {})
          settings {#** DEFAULTS #** (check-settings out (given-settings args stored))})
    (run-stage args.stage settings out args.workers args.scheduler)
    0
    (except [e #(Refusal LispError OSError)]
      (fail (str e)))))
