"`slagle experiment positions|learn|match|report`: the report's proposed
experiment, stage by stage, in one directory (--out).  Each stage reads what
the one before wrote; settings.json keeps the parameters the run was made
with, and a stage given others is an error, not a silent mix.

`slagle experiment verify|manifest [FOLDER]`: the committed runs as a
dataset (slagle.experiment.dataset): every file checked against the data
folder's manifest, one line a run; the manifest written anew."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [nullcontext]
        os
        lisp [LispError]
        slagle.errors [Refusal]
        slagle.experiment [ExperimentError needed experiment-games opening-moves]
        slagle.experiment.dataset [verify-lines write-manifest]
        slagle.experiment.positions [positioned?]
        slagle.experiment.runs [data-folder]
        slagle.experiment.store [check-settings locked-run note-versions read-json]
        slagle.games [game-class]
        slagle.games.position [GameError]
        slagle.core.budget [check-game-reach]
        slagle.commands.common [fail note note-compiling])


(setv EXAMPLES "
examples:
  slagle experiment positions --game kalah --depth 4 --positions 200 --games 20 --out run
  slagle experiment learn --out run
  slagle experiment match --out run --workers 2
  slagle experiment report --out run
  slagle experiment verify")

(setv STAGES ["positions" "learn" "match" "report"]
      ;; What reads or describes the data folder, not a run.
      DATASET ["verify" "manifest"]
      DEFAULTS {"depth" 4 "positions" 200 "games" 20 "seed" 1 "sample" 40 "fit" "constrained" "openings" None}
      ;; Settings a run gets when it is made, which older runs lack: read as
      ;; before where absent (parameters not rounded, the first --sample
      ;; measured, the match's openings as long as the positions' openings).
      NEW-RUN {"digits" 4 "measure" "by-ply" "match-openings" 3}
      ;; Settings a stage may raise on a run that has them: the match adds openings.
      GROWING {"match" #{"games"}}
      ;; The settings each stage makes its results with: kept in settings.json from then on.
      USES {"positions" ["game" "positions" "seed"] "learn" ["depth" "fit"]
            "match" ["depth" "games" "sample" "openings"] "report" []})

(defn add-arguments [p]
  "The arguments of `slagle experiment`."
  (.add-argument p "stage" :choices [#* STAGES #* DATASET]
                 :help (+ "positions: typical positions; learn: Section 8's functions; match: the games; report: the tables;"
                          " verify: check the data folder against its manifest; manifest: write it anew"))
  (.add-argument p "folder" :nargs "?" :default None :metavar "FOLDER"
                 :help "verify, manifest: the data folder (default the project's data/experiment)")
  (setv games (experiment-games))
  (.add-argument p "--game" :choices games :default None
                 :help (+ f"the game (OpenSpiel's rules), one that declares openings: {(.join ", " games)}"
                          " (checkers is the report's, Kalah Slagle and Dixon's);"
                          " needed for a new run, else read from --out's settings.json"))
  (.add-argument p "--depth" :type int :default None
                 :help f"D, the depth both sides search and the targets' depth (the report: 8; default {(get DEFAULTS "depth")})")
  (.add-argument p "--positions" :type int :default None
                 :help f"the number of typical positions (default {(get DEFAULTS "positions")})")
  (.add-argument p "--games" :type int :default None
                 :help (+ f"games a match, even: each opening twice, colours swapped (default {(get DEFAULTS "games")});"
                          " `match` with more than a run has adds openings and keeps the games played"))
  (.add-argument p "--seed" :type int :default None
                 :help f"the random openings' seed, 0 or more (default {(get DEFAULTS "seed")})")
  (.add-argument p "--sample" :type int :default None
                 :help f"typical positions the match stage measures moves and effort on (default {(get DEFAULTS "sample")})")
  (.add-argument p "--matches" :default None :metavar "NAMES"
                 :help (+ "match: the matches to play, names joined by commas (default all: printed, root-tie,"
                          " minimaxing, equal-effort, report, zero-bonus, equal-positions, equal-time,"
                          " equal-positions-in-place; the third series' equal-search, equal-search-control,"
                          " equal-search-from-scratch, one-deeper, two-deeper, equal-search-best-first,"
                          " equal-search-best-first-control)"))
  (.add-argument p "--openings" :default None :metavar "SOURCE"
                 :help (+ "match: where a match's openings come from: random:SEED (random openings from SEED;"
                          " default: the run's --seed + 1000) or ballot (checkers: the three-move ballot of"
                          " tournament checkers, its 156 ballots played in ACF order)"))
  (.add-argument p "--fit" :choices ["constrained" "free" "robust"] :default None
                 :help (+ "which fit plays: least squares with Section 8's condition y·2^x·ln 2 ≤ 1 (default),"
                          " free, or robust (the condition, soft_l1 loss)"))
  (.add-argument p "--out" :default None :help "the run's directory (default experiment-GAME)")
  (.add-argument p "--force" :action "store_true"
                 :help (+ "learn: learn a run's functions again (without it, a run that has them is left"
                          " as it is); report: overwrite a report.md that differs from the new one (without it,"
                          " the new one is only printed); any stage: accept a --depth whose estimated cost is far"
                          " beyond reach, or more --workers than the machine has cores"))
  (.add-argument p "--transcription" :action "store_true"
                 :help (+ "run the searches on the Hy transcription alone (default: on the compiled twin,"
                          " with a sample of them checked against the transcription as the run goes)"))
  (.add-argument p "--workers" :type int :default 1
                 :help "processes to run jobs on (default 1: this one; at most the machine's cores, unless --force)")
  (.add-argument p "--scheduler" :metavar "ADDRESS" :default None
                 :help "run jobs on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786)"))

(defn check-arguments [args]
  "One-line errors for numbers no stage can use."
  ;; A negative seed is refused: Python's random takes -1 for 1, and would replay --seed 1's games.
  (for [[name least] [["depth" 2] ["positions" 1] ["games" 2] ["seed" 0] ["sample" 1] ["workers" 1]]]
    (setv k (getattr args name))
    (when (and (is-not k None) (< k least))
      (raise (ExperimentError f"--{name} must be at least {least}, not {k}"))))
  ;; Checked before any stage writes it to settings.json, where it would stay.
  (when (and (is-not args.depth None) (is-not args.game None))
    (check-game-reach ((game-class args.game)) args.depth args.force "--depth" "give a smaller depth, or --force"))
  (when (and (> args.workers (cores)) (not args.force))
    (raise (ExperimentError (+ f"--workers {args.workers} is more than this machine's {(cores)} cores"
                               " (more would only share them): give at most that, or --force"))))
  (when (and args.matches (!= args.stage "match"))
    (raise (ExperimentError f"--matches is for the match stage, not {args.stage}")))
  (when (and (is-not args.games None) (% args.games 2))
    (raise (ExperimentError f"--games must be even (each opening is played twice, colours swapped), not {args.games}"))))

(defn cores []
  "The cores this process may run on."
  (if (hasattr os "sched_getaffinity") (len (os.sched-getaffinity 0)) (or (os.cpu-count) 1)))

(defn given-settings [args stored]
  "The settings given on the command line (None where not given), with the
  defaults of those the stage uses that were neither given nor `stored`."
  (setv given (dfor k ["game" "depth" "positions" "games" "seed" "sample" "fit" "openings"] k (getattr args k)))
  (for [k (get USES args.stage)]
    (when (and (is (get given k) None) (not-in k stored))
      (setv (get given k) (get DEFAULTS k))))
  ;; A match's openings, when not given, are the run's seed's: kept, so that no later
  ;; --openings can mix other openings into the games played.
  (when (and (= args.stage "match") (is (get given "openings") None) (not-in "openings" stored))
    (setv (get given "openings") f"random:{(+ (or (get given "seed") (.get stored "seed") (get DEFAULTS "seed")) 1000)}"))
  given)

(defn engine-of [transcription name]
  "The engine the jobs search on the game `name`: the compiled twin, unless
  the transcription is asked for or numba is not installed (then said in a
  note); a game the twin has no rules of is refused, naming --transcription."
  (import slagle.compiled.twin [available INSTALL check-plays])   ; numba is looked for only by a stage that searches
  (cond transcription "transcription"
        (available) (do (check-plays name "give --transcription")
                        (note-compiling)
                        "compiled")
        True (do (note f"the compiled twin needs numba, which is not installed ({INSTALL}): the searches run on the transcription")
                 "transcription")))

(defn run-stage [stage settings out [workers 1] [scheduler None] [client None] [force False] [matches None]
                 [engine "transcription"]]
  "Run one stage with `settings` in the directory `out`, its searches on
  `engine` (\"compiled\" or \"transcription\"); what the stage gives."
  ;; The stages need SciPy, matplotlib and Dask (the experiment extra):
  ;; imported once `needed` has said in one line what is missing.
  (import functools [partial]
          slagle.experiment.engine [run-jobs]
          slagle.experiment.positions [positions-stage]
          slagle.experiment.learn [learn-stage]
          slagle.experiment.match [match-stage]
          slagle.experiment.report [report-stage])
  (defn runner [jobs #* args #** kwargs]
    "run-jobs with every job on the engine."
    (run-jobs (lfor job jobs {#** job "engine" engine}) #* args
              :workers workers :scheduler scheduler :client client #** kwargs))
  (setv stages {"positions" positions-stage "learn" learn-stage "match" (partial match-stage :matches matches)
                "report" (partial report-stage :force force)})
  ((get stages stage) settings out runner))

(defn run-directory [args]
  "The run's directory (--out, or experiment-GAME); ExperimentError if it names a file."
  (when (and (is args.out None) (is args.game None))
    (raise (ExperimentError "give --game for a new run, or --out a run's directory (its settings.json names the game)")))
  (setv out (or args.out f"experiment-{args.game}"))
  (when (and (os.path.exists out) (not (os.path.isdir out)))
    (raise (ExperimentError f"--out {out} is a file, not a run's directory: give a directory (a new one for a new run)")))
  out)

(defn stored-settings [args out]
  "The settings in `out`'s settings.json, {} for a new run (the positions stage
  makes one); ExperimentError if another stage is given a directory without a run."
  (setv path (os.path.join out "settings.json"))
  (cond (os.path.exists path) (read-json path "positions")
        (= args.stage "positions") {}
        True (raise (ExperimentError (+ f"{out} holds no run: run `slagle experiment positions --game {(or args.game "GAME")}"
                                        f" --out {out}` first")))))

(defn check-sizes [stage settings]
  "ExperimentError, before they are saved, for more --positions or --games
  than the game's different openings can give."
  ;; The stages' modules need SciPy (the experiment extra): imported once `needed` has checked it.
  (import slagle.experiment.positions [check-positions-wanted]
          slagle.experiment.match [check-games-wanted])
  (cond (= stage "positions") (check-positions-wanted settings)
        (= stage "match") (check-games-wanted settings)))

(defn positioned [settings out]
  "Has the run in `out` all its typical positions (slagle.experiment.positions/positioned?)?"
  (positioned? out settings))

(defn matched [settings out matches]
  "Has the run in `out` played the games of `matches` (names joined by commas; None: all)
  (slagle.experiment.match/played?)?"
  ;; SciPy (the experiment extra), as in check-sizes.
  (import slagle.experiment.match [played?])
  (played? settings out (when matches (.split matches ","))))

(defn learned [settings out]
  "Has the run in `out` learned all its functions (slagle.experiment.learn/learned?)?"
  ;; SciPy (the experiment extra), as in check-sizes.
  (import slagle.experiment.learn [learned?])
  (learned? out settings))

(defn main [args]
  "Run `slagle experiment`."
  (when (in args.stage DATASET)
    (return (dataset-main args)))
  (try
    (when (is-not args.folder None)
      (raise (ExperimentError (+ f"a FOLDER is for verify and manifest, not {args.stage}:"
                                 f" give a run's directory as --out {args.folder}"))))
    (needed)
    (check-arguments args)
    (setv out (run-directory args)
          stored (stored-settings args out)
          given (given-settings args stored))
    (unless stored
      (when (is args.game None)
        (raise (ExperimentError f"{out} holds no run yet: give --game to make one")))
      (.update given NEW-RUN))
    (check-sizes args.stage {#** DEFAULTS #** stored #** (dfor [k v] (.items given) :if (is-not v None) k v)})
    ;; Held until the stage ends: two commands writing one run would mix their results.
    ;; Report only reads the results (and writes report.md whole): it may run beside a stage.
    (with [_ (if (= args.stage "report") (nullcontext) (locked-run out))]
      (run-settled args out stored given))
    (except [e #(Refusal LispError)]
      (fail (str e)))
    (except [e OSError]
      (fail (if e.filename f"{e.filename}: {(or e.strerror e)}" (str e))))))

(defn run-settled [args out stored given]
  "Run the stage args ask for on the run in `out`, its settings checked and
  saved; 0, at once for a stage already complete (said in one line)."
  (setv settings {#** DEFAULTS #** (check-settings out given (.get GROWING args.stage #{}))})
  ;; A run's settings.json may name a game the experiment has no openings for.
  (opening-moves (get settings "game"))
  ;; A stage that is complete is left as it is (not even its setup noted): a
  ;; run's stages may be run again in a row, to resume whichever was stopped.
  (when (and (= args.stage "learn") (not args.force) (learned settings out))
    (print f"learn: already complete: {out} has its functions (functions.json); --force learns them again")
    (return 0))
  (when (and (= args.stage "match") (matched settings out args.matches))
    (print f"match: already complete: {out} has played its games ({(get settings "games")} a match; more --games adds openings)")
    (return 0))
  (when (and (= args.stage "positions") (positioned settings out))
    (print f"positions: already complete: {out} has its {(get settings "positions")} typical positions (positions.jsonl)")
    (return 0))
  (when (and (= args.stage "match") (in "games" stored) (> (get settings "games") (get stored "games")))
    (print f"match: {out} grows from {(get stored "games")} to {(get settings "games")} games a match; the games played are kept"))
  ;; Only the stages that compute: report reads, and leaves a committed run's files as they are.
  (unless (= args.stage "report")
    (note-versions out args.stage))
  (run-stage args.stage settings out args.workers args.scheduler :force args.force
             :matches (when args.matches (.split args.matches ","))
             :engine (if (= args.stage "report") "transcription" (engine-of args.transcription (get settings "game"))))
  0)

(defn dataset-main [args]
  "Run `slagle experiment verify` or `manifest` on the data folder: 0 when
  every file is as the manifest says (verify) or the manifest is written."
  (try
    (setv folder (or args.folder (data-folder)))
    (unless (os.path.isdir folder)
      (raise (ExperimentError f"{folder} is not a folder: give the data folder (data/experiment)")))
    (if (= args.stage "manifest")
        (do (print f"manifest: {(write-manifest folder)}") 0)
        (let [[lines well] (verify-lines folder)]
          (for [line lines] (print line))
          (if well 0 (fail "the data folder differs from its manifest (the lines above say where)"))))
    (except [e Refusal]
      (fail (str e)))
    (except [e OSError]
      (fail (if e.filename f"{e.filename}: {(or e.strerror e)}" (str e))))))
