"The experiment (slagle experiment): Section 8's fit on data of known
form, the learning data from Appendix C's own minv and maxv, the root's tie
rule changed through redefining, the job engine in process, on a pool and on
a Dask LocalCluster, and a small run of all four stages end to end (Kalah,
depth 2, a few positions, two games a match) that resumes without loss or
double counting.  Bad input: one line, a non-zero exit, nothing lost."

(import json
        math
        re
        shutil
        pytest
        numpy :as np
        lisp [∞ -∞ binding from-python show]
        lisp.trace [redefining]
        appendix-a.programs [playing]
        appendix-c.programs :as appendix-c
        slagle.cli [main]
        helpers [slagle assert-one-line-error]
        slagle.experiment [ExperimentError needed experiment-games]
        slagle.experiment.engine [run-jobs]
        slagle.experiment.fit [fit-step installed condition P-MIN]
        slagle.experiment.jobs [run-job game-at successor-values minimaxing-values sta1-first-of-equal two-two-move]
        slagle.experiment.learn [kind-of]
        slagle.experiment.runs [run-directory series-runs]
        slagle.experiment.store [read-lines records?]
        slagle.games [GAMES game-class]
        slagle.core.search [play-sta]
        slagle.core.runtime [deeply]
        slagle.core.trees [TreeGame load-tree])


;; Section 8's fit

(defn form-rows [kind p q n seed [noise 0.0]]
  "n rows [v best second] made by the report's form with p, q (and noise)."
  (setv rng (np.random.default-rng seed) sign (if (= kind "max") 1 -1) rows [])
  (for [_ (range n)]
    (setv best (float (.integers rng -20 20)) d (float (.integers rng 0 12))
          v (+ best (* sign (** 2 (- p (* d q)))) (* noise (.normal rng))))
    (.append rows [v best (- best (* sign d))]))
  rows)

(defn [(pytest.mark.parametrize #("kind" "p" "q") [["max" 2.0 0.5] ["min" 1.5 0.25] ["max" -1.0 2.0]])]
  test-the-free-fit-recovers-the-form [kind p q]
  (setv fit (fit-step (form-rows kind p q 80 1) kind) f (get fit "free"))
  (assert (< (abs (- (get f "p") p)) 1e-4) fit)
  (assert (< (abs (- (get f "q") q)) 1e-4) fit)
  (assert (< (get f "rms") 1e-6) fit)
  (assert (> (get fit "baseline-rms") 0.1) fit))

(defn test-the-constrained-fit-keeps-section-8s-condition []
  ;; 2^3 · 1 · ln 2 > 1: the free fit breaks the condition, the constrained one keeps it.
  (setv fit (fit-step (form-rows "max" 3.0 1.0 80 2 0.1) "max"))
  (assert (not (get fit "free" "satisfies")) fit)
  (assert (get fit "constrained" "satisfies") fit)
  (assert (<= (condition (get fit "constrained" "p") (get fit "constrained" "q")) (+ 1 1e-9)))
  (assert (is-not (get fit "free" "se-p") None))
  (assert (>= (get fit "constrained" "rms") (get fit "free" "rms"))))

(defn test-data-pulling-the-other-way-install-the-best-value-alone []
  ;; v below the best at a max-position: the form can only add; the fit runs to the bound.
  (setv rows (lfor [v best second] (form-rows "max" 2.0 0.5 60 3) [(- best 3) best second])
        fit (fit-step rows "max")
        [x y] (installed fit "constrained"))
  (assert (get fit "free" "at-bound") fit)
  (assert (get fit "constrained" "at-bound") fit)
  (assert (= x (- math.inf)))
  ;; Appendix C's own bua then backs up a2 exactly, and glbua never gives a bound.
  (with [_ (redefining appendix-c {"x" (fn [d] x) "y" (fn [d] y)})]
    (assert (= (appendix-c.bua 5 (from-python [7]) 1) 7))
    (assert (= (appendix-c.bua -∞ (from-python [7]) 1) 7))
    (assert (= (appendix-c.glbua 10 (from-python [7]) 1) ∞))))

(defn test-the-kinds-alternate-as-section-8-says []
  ;; D = 8: dmax 0 below min-positions (a), 1 below max-positions (b), ..., 6 min (g).
  (assert (= (lfor k (range 7) (kind-of k 8)) ["min" "max" "min" "max" "min" "max" "min"])))


;; The learning data are the transcription's values

(defn test-learning-data-at-dmax-0-are-the-successors-values []
  (setv game-cls (game-class "kalah") game (game-cls))
  (for [_ (range 3)] (setv game (.after game (get (.successors game game.root) 0))))
  (setv state (.serialize game.root.state))
  (for [kind ["max" "min"]]
    (setv g (game-at "kalah" state) mover (.current-player g.root.state))
    (setv g.player (if (= kind "max") mover (- 1 mover)))
    (setv direct (sorted (lfor p (.successors g g.root) (.value g p)) :reverse (= kind "max"))
          r (run-job {"key" "k" "job" "learn-data" "game" "kalah" "state" state "kind" kind "dmax" 0
                      "parameters" {"x" 3 "y" 1 "r" 3 "s" 1}}))
    (assert (= [(get r "best") (get r "second")] (cut direct 2)) #(kind r direct))))

(defn test-learning-data-deeper-are-appendix-c-values-of-each-successor []
  ;; dmax 1 below a max-position: each successor's value is Appendix C's minv,
  ;; the same as sta4 finds for that successor alone (its value at the root of its own game, negated).
  (setv game ((game-class "kalah")))
  (setv values (successor-values game "max" 1 {"x" 3 "y" 1 "r" 3 "s" 1}))
  (assert (= (len values) (len (.successors game game.root))))
  (for [[p u] (zip (.successors game game.root) values)]
    (setv sub (.after game p))
    (setv sub.player game.player)
    ;; p is a min-position: minv over its successors (max-positions, dmax 0) backs up with bub at dmax 0.
    (setv leaves (sorted (lfor q (.successors sub sub.root) (.value sub q))))
    (if (< (len leaves) 2)
        (assert (= u (get leaves 0)))
        (assert (< (abs (- u (- (get leaves 0) (** 2 (- 3 (- (get leaves 1) (get leaves 0))))))) 1e-9)
                #(u leaves)))))


(defn [(pytest.mark.parametrize "parameters"
         [{"x" 1.0 "y" 0.5 "r" 2.0 "s" 0.25}
          {"x" {"0" 0.75 "2" 2.0} "y" {"0" 0.85 "2" 0.1} "r" {"1" (- math.inf)} "s" {"1" 8.5}}])]
  test-appendix-b-with-the-forms-values-as-appendix-c-does [parameters]
  ;; Appendix B's buma and bunb of forms (5) and (6) back up the values
  ;; Appendix C's bua and bub do: each successor of the root, searched
  ;; below with alpha = -∞, gets the same value from both (a best value
  ;; alone, p = -∞, included).
  (setv game ((game-class "kalah")))
  (for [_ (range 5)] (setv game (.after game (get (.successors game game.root) -1))))
  (setv state (.serialize game.root.state))
  (setv b (minimaxing-values (game-at "kalah" state) 3 parameters)
        c (successor-values (game-at "kalah" state) "max" 2 parameters))
  (assert (= (len b) (len c)))
  (for [[u v] (zip b c)]
    (assert (< (abs (- u v)) 1e-9) #(b c))))


;; The root's tie rule, changed through redefining

(defn test-the-root-tie-rule-changes-only-sta1 []
  ;; docs/findings.md, class 2: C as printed moves to P2, which B values at 4.75 < 10.
  (setv root (load-tree "docs/figures/tie-at-alpha.tree"))
  (assert (= (show (play-sta (TreeGame root) "c" 2 2 2)) "P2"))
  (assert (= (show (play-sta (TreeGame root) "b" 2 2 2)) "P1"))
  (assert (= (show (play-sta (TreeGame root) "c" 2 2 2 {}
                             (fn [programs] (redefining programs {"sta1" sta1-first-of-equal}))))
             "P1"))
  (assert (is-not appendix-c.sta1 sta1-first-of-equal)))


;; The job engine

(defn target-jobs [n]
  "n target jobs on Kalah positions after one to n opening moves."
  (setv cls (game-class "kalah") game (cls) jobs [])
  (for [i (range n)]
    (setv game (.after game (get (.successors game game.root) 0)))
    (.append jobs {"key" f"t{i}" "job" "target" "game" "kalah" "state" (.serialize game.root.state) "depth" 2}))
  jobs)

(defn test-the-pool-and-dask-give-what-this-process-gives [tmp-path]
  (import distributed [LocalCluster])
  (setv jobs (target-jobs 4)
        here (run-jobs jobs (/ tmp-path "here.jsonl") "here")
        pooled (run-jobs jobs (/ tmp-path "pool.jsonl") "pool" :workers 2))
  ;; The cluster by its scheduler's address, as --scheduler gives it.
  (with [cluster (LocalCluster :n-workers 1 :threads-per-worker 1 :processes False :dashboard-address None)]
    (setv dasked (run-jobs jobs (/ tmp-path "dask.jsonl") "dask" :scheduler cluster.scheduler-address)))
  (assert (= here pooled dasked))
  (assert (= (len (read-lines (/ tmp-path "dask.jsonl"))) 4)))

(defn test-dask-workers-must-run-one-task-at-a-time []
  (import distributed [Client LocalCluster])
  (with [cluster (LocalCluster :n-workers 1 :threads-per-worker 2 :processes False :dashboard-address None)
         client (Client cluster)]
    (with [e (pytest.raises ExperimentError)]
      (run-jobs (target-jobs 1) "unused.jsonl" "dask" :client client))
    (assert (in "--nthreads 1" (str e.value)))))

(defn kept-text [path [packed None]]
  "The lines of the results file `path` (X.jsonl) as kept: X.jsonl.xz (or
  the bytes `packed`) as Python's own lzma reads it, then X.jsonl."
  (import lzma pathlib [Path])
  (setv path (Path path) xz (Path (+ (str path) ".xz")))
  (+ (.decode (lzma.decompress (if (is packed None) (.read-bytes xz) packed)))
     (if (.exists path) (.read-text path) "")))

(defn test-an-interrupted-file-resumes-without-loss-or-double-counting [tmp-path]
  (setv jobs (target-jobs 3) path (/ tmp-path "r.jsonl")
        first (run-jobs jobs path "first")
        lines (.splitlines (kept-text path)))
  ;; Kept compressed, and nothing in the journal once the jobs are done.
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["r.jsonl.xz"]))
  ;; Interrupted: the first job's line folded, the second's in the journal
  ;; and the third's cut short, as an interruption leaves them: the third is
  ;; done again, once, and all three are folded, as an uninterrupted run has them.
  (.unlink (/ tmp-path "r.jsonl.xz"))
  (run-jobs (cut jobs 1) path "first")
  (.write-text path (+ (get lines 1) "\n" (cut (get lines 2) 10)))
  (assert (= (run-jobs jobs path "again") first))
  (assert (= (read-lines path) first))
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["r.jsonl.xz"]))
  (assert (= (sorted (.splitlines (kept-text path))) (sorted lines))))

(defn test-a-fold-cut-short-is-undone-and-done-again [tmp-path]
  ;; A fold interrupted after its stream was partly appended: the note
  ;; gives the size before it, the journal still holds the lines.
  (import slagle.experiment.store [fold folding packed])
  (setv path (/ tmp-path "r.jsonl") xz (packed path))
  (.write-text path "{\"key\": 1}\n")
  (fold path)
  (setv once (.read-bytes xz))
  (.write-text path "{\"key\": 2}\n")
  (.write-text (folding path) (str (len once)))
  (.write-bytes xz (+ once (cut once 7)))
  (assert (= (read-lines path) [{"key" 1} {"key" 2}]))
  (fold path)
  (assert (= (read-lines path) [{"key" 1} {"key" 2}]))
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["r.jsonl.xz"]))
  (assert (.startswith (.read-bytes xz) once)))


;; The four stages, end to end

(setv SMALL ["--game" "kalah" "--depth" "2" "--positions" "6" "--games" "2" "--sample" "3" "--seed" "7"])

(defn test-the-four-stages-end-to-end [tmp-path capsys]
  (setv out (str (/ tmp-path "run")))
  (for [stage ["positions" "learn" "report" "match" "report"]]
    (setv [status printed err] (slagle ["experiment" stage #* SMALL "--out" out] capsys))
    (assert (= status 0) err)
    ;; A report before the match: the functions learned, and no match yet.
    (when (and (= stage "report") (not (records? (/ tmp-path "run" "games.jsonl"))))
      (assert (in "No match played yet" printed))
      (assert (in "| 0 | 8.2 (r, s) |" printed))
      (.unlink (/ tmp-path "run" "report.md"))))
  (setv functions (json.loads (.read-text (/ tmp-path "run" "functions.json")))
        step (get functions "steps" 0)
        games (read-lines (/ tmp-path "run" "games.jsonl"))
        report (.read-text (/ tmp-path "run" "report.md")))
  (assert (= (len (get functions "steps")) 1))
  (assert (= [(get step "dmax") (get step "procedure") (get step "names")] [0 "8.2" ["r" "s"]]))
  (assert (= (get step "n") 6))
  (for [ext ["png" "svg"]]
    (assert (.exists (/ tmp-path "run" "plots" f"dmax-0.{ext}"))))
  ;; Every match (the second series' nine, the third's seven) of two games, the opening twice with the colours swapped.
  (import slagle.experiment.match [MATCHES])
  (assert (= (len MATCHES) 16))
  (assert (= (len games) (* 2 (len MATCHES))))
  ;; every move records its effort as search, and the report gives it, each side
  (assert (in "## The effort as search" report))
  (assert (in "| equal-search | " (get (.split report "## The effort as search") 1)))
  (for [m MATCHES]
    (setv these (lfor g games :if (= (get g "match") m) g))
    (assert (= (sorted (gfor g these (get g "two-two-side"))) [0 1]))
    (assert (= (len (set (gfor g these (json.dumps (get g "opening"))))) 1))
    (assert (in f"| {m} |" report))
    (for [g these]
      (assert (in (get g "result") ["1-0" "0-1" "1/2-1/2"]))
      (assert (all (gfor mv (get g "moves") (> (get mv "evaluated") 0))))))
  ;; root-tie, one-deeper and two-deeper all played: the report reads the
  ;; effort curve off them; Kalah has no ballot, so no material section
  (setv curve (get (.split report "## The effort curve") 1))
  (for [m ["root-tie" "one-deeper" "two-deeper"]]
    (assert (in f"| {m} | " curve)))
  (assert (in "| positions generated | " curve))
  (assert (not-in "## Material" report))
  ;; and the curve is drawn, its matches named on it
  (import slagle.experiment.curve [effort-curve plot-curve])
  (plot-curve (effort-curve out 100) "The small run's curve" (/ tmp-path "curve.svg"))
  (setv drawn (.read-text (/ tmp-path "curve.svg")))
  (for [text ["The small run's curve" "root-tie" "one-deeper" "two-deeper" "positions generated"]]
    (assert (in f"<!-- {text} -->" drawn) text))
  ;; Every results file is kept compressed, as xz that Python's lzma reads.
  (setv results (sorted (gfor p (.iterdir (/ tmp-path "run")) :if (in ".jsonl" p.name) p.name)))
  (assert (= results ["effort.jsonl.xz" "games.jsonl.xz" "learn-dmax-0.jsonl.xz" "position-games.jsonl.xz"
                      "positions.jsonl.xz" "targets.jsonl.xz" "worse-moves.jsonl.xz"]))
  (assert (= (lfor line (.splitlines (kept-text (/ tmp-path "run" "games.jsonl"))) (json.loads line)) games))
  ;; Again: nothing is computed twice, and the numbers are the same.
  ;; A stage already complete says so and writes nothing.
  (setv before (.read-bytes (/ tmp-path "run" "games.jsonl.xz"))
        settings (.read-text (/ tmp-path "run" "settings.json")))
  (for [stage ["positions" "learn" "match"]]
    (setv [status printed err] (slagle ["experiment" stage #* SMALL "--out" out] capsys))
    (assert (= status 0) err)
    (assert (.startswith printed f"{stage}: already complete: ") printed))
  (assert (= (.read-bytes (/ tmp-path "run" "games.jsonl.xz")) before))
  (assert (= (.read-text (/ tmp-path "run" "settings.json")) settings))
  ;; Learned again (--force), the same functions and plots.
  (setv plots (lfor ext ["png" "svg"] (.read-bytes (/ tmp-path "run" "plots" f"dmax-0.{ext}"))))
  (setv [status _ err] (slagle ["experiment" "learn" #* SMALL "--out" out "--force"] capsys))
  (assert (= status 0) err)
  (assert (= (get (json.loads (.read-text (/ tmp-path "run" "functions.json"))) "steps") (get functions "steps")))
  ;; the plots learned again are the same bytes
  (assert (= (lfor ext ["png" "svg"] (.read-bytes (/ tmp-path "run" "plots" f"dmax-0.{ext}"))) plots))
  ;; Bad input: one line, a non-zero exit, nothing already computed lost.
  (for [[stage argv says] [["match" ["--depth" "3"] "made with --depth 2, not 3"]
                           ["report" ["--games" "4"] "made with --games 2, not 4"]
                           ["match" ["--game" "checkers"] "made with --game kalah, not checkers"]]]
    (setv [status _ err] (slagle ["experiment" stage #* SMALL #* argv "--out" out] capsys))
    (assert-one-line-error status err says)
    (assert (= (.read-bytes (/ tmp-path "run" "games.jsonl.xz")) before)))
  ;; New runs keep what reproduces them: the rounding, the measurement, the versions.
  (setv settings (json.loads (.read-text (/ tmp-path "run" "settings.json"))))
  (assert (= [(get settings "digits") (get settings "measure") (get settings "match-openings")] [4 "by-ply" 3]))
  (assert (= (set (get settings "versions")) #{"positions" "learn" "match"}))
  (assert (<= #{"python" "numpy" "scipy" "open_spiel" "hy"} (set (get settings "versions" "learn"))))
  (for [table (.values (get functions "parameters")) k (.values table) :if (not (math.isinf k))]
    (assert (= k (float (format k ".4g"))) functions))
  ;; More games: the run grows, the games played are kept, and it cannot shrink.
  (setv [status out-text err] (slagle ["experiment" "match" #* SMALL "--games" "4" "--out" out] capsys))
  (assert (= status 0) err)
  (assert (in "grows from 2 to 4 games" out-text))
  ;; the games played before are not rewritten: the new ones are one more xz stream after them
  (assert (.startswith (.read-bytes (/ tmp-path "run" "games.jsonl.xz")) before))
  (assert (not (.exists (/ tmp-path "run" "games.jsonl"))))
  (setv grown (kept-text (/ tmp-path "run" "games.jsonl")))
  (assert (.startswith grown (kept-text (/ tmp-path "run" "games.jsonl") before)))
  (assert (= (len (.splitlines grown)) (* 4 (len MATCHES))))
  (setv [status _ err] (slagle ["experiment" "match" #* SMALL "--out" out] capsys))
  (assert-one-line-error status err "it can grow, not shrink to 2")
  ;; The report takes the game from settings.json, and keeps a report.md
  ;; that differs from the new one unless --force.
  (setv old-report (.read-text (/ tmp-path "run" "report.md"))
        [status printed err] (slagle ["experiment" "report" "--out" out] capsys))
  (assert-one-line-error status err "report.md exists and differs from the report printed above: give --force")
  (assert (= (.read-text (/ tmp-path "run" "report.md")) old-report))
  (assert (in "| printed | printed, depth 2 | 2 | 4 |" printed))
  (setv [status printed err] (slagle ["experiment" "report" "--force" "--out" out] capsys))
  (assert (= status 0) err)
  (assert (= (+ (.read-text (/ tmp-path "run" "report.md")) "\n") printed))
  (assert (not-in "not played yet" printed))
  ;; Compressed data cut short or damaged is refused, naming the file and
  ;; the line where it fails, and nothing of it is changed.
  (setv packed (/ tmp-path "run" "games.jsonl.xz") kept (.read-bytes packed))
  (for [[bad says] [[(cut kept -20) r"games\.jsonl\.xz, line \d+: is cut short"]
                    [(+ (cut kept 100) (bytes [(^ (get kept 100) 1)]) (cut kept 101 None))
                     r"games\.jsonl\.xz, line \d+: is damaged"]]]
    (.write-bytes packed bad)
    (setv [status _ err] (slagle ["experiment" "report" "--out" out] capsys))
    (assert-one-line-error status err "games.jsonl.xz, line ")
    (assert (re.search says err) err)
    (assert (= (.read-bytes packed) bad)))
  ;; Damaged lines are named, not skipped: a line that is not JSON, bytes that are not text.
  (setv path (/ tmp-path "run" "games.jsonl") lines (.splitlines (.encode grown)))
  (.unlink packed)
  (for [[bad says] [[b"{oops" "games.jsonl, line 2: damaged"]
                    [b"\x00\xff\xfe binary" "games.jsonl, line 2: not UTF-8 text (byte 0xff at column 2)"]]]
    (.write-bytes path (+ (.join b"\n" [(get lines 0) bad #* (cut lines 1 None)]) b"\n"))
    (setv [status _ err] (slagle ["experiment" "report" #* SMALL "--games" "4" "--out" out] capsys))
    (assert-one-line-error status err says)))

(defn test-the-same-seed-gives-the-same-positions-and-another-seed-others [capsys tmp-path]
  (defn positions [seed name]
    (setv out (str (/ tmp-path name)))
    (setv [status _ err] (slagle ["experiment" "positions" "--game" "kalah" "--positions" "5" "--seed" seed "--out" out] capsys))
    (assert (= status 0) err)
    (kept-text (/ tmp-path name "positions.jsonl")))
  (setv a (positions "3" "a") b (positions "3" "b") c (positions "4" "c"))
  (assert (= a b))
  (assert (!= a c))
  (assert (= (len (.splitlines a)) 5)))

(defn [(pytest.mark.parametrize #("argv" "says")
        [[["experiment" "learn" "--game" "kalah"] "holds no run: run `slagle experiment positions"]
         [["experiment" "positions" "--game" "kalah" "--games" "0"] "--games must be at least 2"]
         [["experiment" "positions" "--game" "kalah" "--games" "3"] "--games must be even"]
         [["experiment" "positions" "--game" "kalah" "--depth" "1"] "--depth must be at least 2"]
         [["experiment" "pieces" "--game" "kalah"] "invalid choice: 'pieces'"]
         [["experiment" "learn" "--game" "chess"] "invalid choice: 'chess'"]])]
  test-bad-input-is-one-line [argv says capsys tmp-path]
  (setv [status _ err] (slagle [#* argv "--out" (str (/ tmp-path "none"))] capsys))
  (assert-one-line-error status err says))

(defn [(pytest.mark.parametrize #("argv" "says")
        [[["experiment" "positions" "--game" "kalah"] "is a file, not a run's directory"]
         [["experiment" "report"] "is a file, not a run's directory"]
         [["experiment" "report" "--game" "checkers"] "is a file, not a run's directory"]])]
  test-a-file-as-out-is-one-line [argv says capsys tmp-path]
  (setv path (/ tmp-path "notes.txt"))
  (.write-text path "kept")
  (setv [status _ err] (slagle [#* argv "--out" (str path)] capsys))
  (assert-one-line-error status err says)
  (assert (not-in "positions --out" err))
  (assert (= (.read-text path) "kept")))

(defn [(pytest.mark.parametrize #("argv" "says")
        [[["--seed" "-1"] "--seed must be at least 0, not -1"]
         [[] "give --game for a new run, or --out a run's directory"]])]
  test-what-a-new-run-cannot-be-made-with [argv says capsys tmp-path]
  (setv [status _ err] (slagle ["experiment" "positions" #* argv] capsys))
  (assert-one-line-error status err says))

(defn test-positions-of-another-game-are-refused [capsys tmp-path]
  (setv out (/ tmp-path "run"))
  (.mkdir out)
  (.write-text (/ out "settings.json") (json.dumps {"game" "kalah" "positions" 2 "seed" 1}))
  (.write-text (/ out "positions.jsonl") (+ (json.dumps {"id" 0 "game" "checkers" "state" "9\n"}) "\n"))
  (setv [status _ err] (slagle ["experiment" "learn" "--game" "kalah" "--out" (str out)] capsys))
  (assert-one-line-error status err "line 1: not a kalah position of this run (a checkers position)"))

(defn test-the-games-are-the-registrys-that-declare-openings [capsys tmp-path]
  ;; --game's choices come from the registry; a run naming a game without openings is refused naming it
  (assert (= (experiment-games) (lfor name GAMES :if (. (game-class name) OPENING-MOVES) name) ["checkers" "kalah"]))
  (setv [status _ err] (slagle ["experiment" "positions" "--game" "tic-tac-toe" "--out" (str (/ tmp-path "new"))] capsys))
  (assert-one-line-error status err "invalid choice: 'tic-tac-toe'" 2)
  (setv out (/ tmp-path "run"))
  (.mkdir out)
  (.write-text (/ out "settings.json") (json.dumps {"game" "tic-tac-toe" "positions" 2 "seed" 1}))
  (setv [status _ err] (slagle ["experiment" "learn" "--out" (str out)] capsys))
  (assert-one-line-error status err (+ "tic-tac-toe declares no openings (OPENING-MOVES), so the experiment"
                                       " cannot play it; its games: checkers kalah")))

(defn test-a-game-the-twin-has-no-rules-of-is-refused-naming-the-transcription [capsys monkeypatch tmp-path]
  (import slagle.compiled.twin [available]
          slagle.compiled.rules :as rules)
  (when (not (available))
    (pytest.skip "numba is not installed"))
  (.delitem monkeypatch rules.GAMES "kalah")
  (setv [status _ err] (slagle ["experiment" "positions" "--game" "kalah" "--positions" "5"
                                "--out" (str (/ tmp-path "run"))] capsys))
  (assert-one-line-error status err (+ "the compiled twin has no rules of kalah; its games:"
                                       " checkers tic-tac-toe connect-four (give --transcription)")))

(defn test-without-the-extra-the-command-says-what-to-install [capsys monkeypatch]
  (import importlib.util)
  (setv real importlib.util.find-spec)
  (.setattr monkeypatch importlib.util "find_spec"
            (fn [name #* args] (if (= name "scipy") None (real name #* args))))
  (setv [status _ err] (slagle ["experiment" "positions" "--game" "kalah" "--out" "unused"] capsys))
  (assert-one-line-error status err "pip install '.[experiment]'"))

(defn test-the-match-statistics-on-games-of-known-outcome []
  ;; Four openings, each played twice with colours swapped; the 2&2 side is
  ;; first (0) in one game of each pair and second (1) in the other.
  (import math slagle.experiment.scores [points elo score-interval])
  (defn game [opening side result] {"opening-index" opening "two-two-side" side "result" result})
  (setv games [(game 0 0 "1-0") (game 0 1 "0-1")        ; 2&2 wins both: pair 1
               (game 1 0 "1/2-1/2") (game 1 1 "1-0")    ; a draw and a loss: pair 1/4
               (game 2 0 "0-1") (game 2 1 "1/2-1/2")    ; a loss and a draw: pair 1/4
               (game 3 0 "1-0") (game 3 1 "1-0")])      ; a win and a loss: pair 1/2
  (assert (= (lfor g games (points g)) [1.0 1.0 0.5 0.0 0.0 0.5 1.0 0.0]))
  (setv [score low high] (score-interval games)
        pairs [1.0 0.25 0.25 0.5]
        sd (math.sqrt (/ (sum (gfor p pairs (** (- p 0.5) 2))) 3))
        half (* 3.182446305284263 (/ sd 2)))              ; Student's t, 0.975, 3 degrees of freedom
  (assert (= score 0.5))
  (assert (< (abs (- low (max 0.0 (- 0.5 half)))) 1e-9) low)
  (assert (< (abs (- high (min 1.0 (+ 0.5 half)))) 1e-9) high)
  (assert (= (elo 0.5) 0.0))
  (assert (< (abs (- (elo 0.75) 190.848501887865)) 1e-6))   ; 400 log10 3
  (assert (< (abs (+ (elo 0.25) 190.848501887865)) 1e-6))
  (assert (= (elo 1.0) math.inf)))


(defn [(pytest.mark.parametrize #("scores" "p")
        [[[1.0 1.0 1.0 1.0 1.0] (/ 2 32)]                  ; five pairs all one way: 2 of 32 assignments
         [[1.0 1.0 1.0 1.0 1.0 0.5 0.5 0.5] (/ 2 32)]      ; pairs at 1/2 change nothing
         [[1.0 0.25 0.25 0.5] 1.0]                         ; +2, -1, -1 quarters: a sum of 0
         [[0.5 0.5] 1.0]                                   ; nothing decisive
         [[1.0 1.0 0.75 0.25] (/ 6 16)]])]                 ; +2 +2 +1 -1 quarters: |sum| ≥ 4 on 6 of 16
  test-the-sign-flip-test-on-known-pairs [scores p]
  (import slagle.experiment.scores [sign-flip-test])
  (setv [got n] (sign-flip-test scores))
  (assert (< (abs (- got p)) 1e-12) got)
  (assert (= n (sum (gfor s scores (!= s 0.5))))))

(defn test-the-sign-flip-test-counts-every-assignment []
  ;; Against a plain enumeration of the 2^n sign assignments, on random pair scores.
  (import itertools random slagle.experiment.scores [sign-flip-test])
  (setv rng (random.Random 5))
  (for [_ (range 20)]
    (setv scores (lfor _ (range (.randint rng 1 12)) (/ (.randint rng 0 4) 4))
          d (lfor s scores :if (!= s 0.5) (- s 0.5))
          observed (abs (sum (gfor s scores (- s 0.5))))
          hits (sum (gfor signs (itertools.product [1 -1] :repeat (len d))
                          (>= (abs (sum (gfor [k x] (zip signs d) (* k x)))) (- observed 1e-9)))))
    (assert (= (get (sign-flip-test scores) 0) (/ hits (** 2 (len d)))) scores)))

(defn test-scores-by-colour []
  (import slagle.experiment.report [colour-score match-row])
  (defn game [opening side result] {"opening-index" opening "two-two-side" side "result" result
                                    "moves" [] "over" True "players" []})
  (setv games [(game 0 0 "1-0") (game 0 1 "1/2-1/2") (game 1 0 "1-0") (game 1 1 "1-0")])
  (assert (= (colour-score games 0) [1.0 2]))      ; first: won both
  (assert (= (colour-score games 1) [0.25 2]))     ; second: a draw and a loss
  (setv row (match-row "root-tie" games))
  (assert (= [(get row "first") (get row "second") (get row "decisive") (get row "pairs")] [[1.0 2] [0.25 2] 1 2])))   ; pairs 3/4 and 1/2

(defn [(pytest.mark.parametrize #("run" "match" "p")
        [["kalah-6" "equal-effort" "0.062 (5 of 12)"]
         ["checkers-4" "equal-effort" "0.031 (6 of 30)"]
         ["kalah-4" "equal-effort" "0.00018 (25 of 50)"]])]
  test-the-committed-runs-still-report [run match p capsys tmp-path]
  ;; Runs made before the new settings (no digits, no measure)
  ;; report as before, with the sign-flip test beside the interval.
  (setv out (/ tmp-path run))
  (shutil.copytree (run-directory f"first/{run}") out)
  (.unlink (/ out "report.md"))
  (setv settings (.read-text (/ out "settings.json"))
        [status printed err] (slagle ["experiment" "report" "--out" (str out)] capsys))
  (assert (= status 0) err)
  (assert (= (.read-text (/ out "settings.json")) settings))
  (assert (in p (next (gfor line (.splitlines printed) :if (.startswith line f"| {match} |") line))) printed)
  (assert (not-in "not played yet" printed)))

(defn [(pytest.mark.parametrize #("settings" "plies")
        [[{"sample" 3} [2 2 2]]                              ; an old run: the first --sample
         [{"sample" 3 "measure" "first"} [2 2 2]]
         [{"sample" 3 "measure" "by-ply"} [2 30 60]]          ; spread by ply across the game
         [{"sample" 9 "measure" "by-ply"} [2 2 2 30 30 30 60 60 60]]])]
  test-measurement-positions-across-the-whole-game [settings plies]
  (import slagle.experiment.positions [measured-positions])
  ;; Three games' positions, taken by turns: every game's opening ply first.
  (setv positions (lfor [i ply] (enumerate [2 2 2 30 30 30 60 60 60]) {"id" i "ply" ply}))
  (assert (= (lfor p (measured-positions settings positions) (get p "ply")) plies)))

(defn [(pytest.mark.parametrize #("x" "digits" "rounded")
        [[1.2345678912 4 1.235] [-0.00012345678 4 -0.0001235] [1.2345678912 None 1.2345678912]
         [(- math.inf) 4 (- math.inf)] [0.0 4 0.0] [0.62180000001 4 0.6218]])]
  test-parameters-are-rounded-before-they-are-installed [x digits rounded]
  (import slagle.experiment.fit [rounded :as round-to])
  (assert (= (round-to x digits) rounded))
  ;; Two computations that differ in the 9th digit install the same parameters.
  (setv fit {"constrained" {"p" (* x (+ 1 1e-9)) "q" 0.5 "at-bound" False}}
        again {"constrained" {"p" x "q" (* 0.5 (- 1 1e-9)) "at-bound" False}})
  (when (and digits (not (math.isinf x)))
    (assert (= (installed fit "constrained" digits) (installed again "constrained" digits)))))

(defn test-the-robust-fit-is-not-pulled-by-decided-positions []
  ;; The form with p = 0, q = 1 and small noise, and five positions decided
  ;; (v 199 above the best): least squares is pulled off, soft_l1 is not.
  (setv rows (+ (form-rows "max" 0.0 1.0 120 3 0.05)
                (lfor k (range 5) [(+ 199.0 k) (float k) (- k 3.0)]))
        fit (fit-step rows "max")
        robust (get fit "robust") plain (get fit "constrained"))
  ;; Least squares moves the whole curve toward the five (p 3.7, q 0.11: 8 off
  ;; on half the positions); soft_l1 keeps it on the others (p -0.04, q 0.67).
  (assert (< (abs (get robust "p")) 0.1) robust)
  (assert (> (abs (get plain "p")) 3) plain)
  (assert (< (get robust "median-abs") 0.2) robust)
  (assert (> (get plain "median-abs") 5) plain)
  (assert (get robust "satisfies"))
  (assert (= (get robust "loss") "soft_l1")))

(defn test-a-resumed-stage-keeps-the-setup-it-began-with [tmp-path monkeypatch]
  ;; The first setup stays under versions; each other one a resumed stage
  ;; ran with is added once under resumed-with.
  (import slagle.experiment.store :as store)
  (setv path (/ tmp-path "settings.json")
        setups [{"commit" "a"} {"commit" "a"} {"commit" "b"} {"commit" "b"} {"commit" "a"} {"commit" "c"}])
  (.write-text path "{\"game\": \"kalah\"}")
  (for [setup setups]
    (.setattr monkeypatch store "library_versions" (fn [] setup))
    (store.note-versions tmp-path "match"))
  (setv settings (json.loads (.read-text path)))
  (assert (= (get settings "versions") {"match" {"commit" "a"}}))
  (assert (= (get settings "resumed-with") {"match" [{"commit" "b"} {"commit" "c"}]}))
  (assert (= (get settings "game") "kalah")))

(defn test-the-documented-runs-have-their-versions-pinned []
  ;; Every library settings.json records is pinned in the constraints file;
  ;; the platform, BLAS and commit are recorded beside them.
  (import slagle.experiment.store [library-versions])
  (setv text (.read-text (run-directory "constraints.txt"))
        pins (dfor line (.splitlines text) :if (in "==" line)
                   :setv [name version] (.split line "==")
                   (.replace (.lower name) "_" "-") version))
  (for [name (library-versions) :if (not-in name #{"python" "platform" "blas" "commit"})]
    (assert (in (.replace name "_" "-") pins) name)))


;; The zero-bonus control and the matches matched move by move

(defn [(pytest.mark.parametrize #("name" "opened" "dmax")
        [["kalah" 0 1] ["kalah" 1 3] ["checkers" 0 2] ["checkers" 1 3]])]
  test-the-zero-bonus-control-backs-up-the-best-value-alone [name opened dmax]
  ;; With x = r = -∞ the bonus 2^(x-...) is 0: each successor's 2&2 value is
  ;; its 1&1 (minimax) value, and root-tie's move is one of the best.
  (import slagle.experiment.match [ZERO-BONUS]
          slagle.experiment.jobs [start-after one-one-value]
          slagle.experiment.positions [openings])
  (setv state (start-after name (if opened (get (openings name 3 1) 0) []))
        game ((game-class name) state)
        values (successor-values game "max" dmax ZERO-BONUS)
        moves (.successors game game.root))
  (for [[p u] (zip moves values)]
    (setv sub (.after game p))
    (setv sub.player game.player)
    (assert (= u (one-one-value sub dmax "min")) (show p)))
  (setv chosen (show (two-two-move ((game-class name) (.clone state)) (+ dmax 1) "root-tie" ZERO-BONUS)))
  (assert (= (get (dict (zip (lfor p moves (show p)) values)) chosen) (max values))))

(defn matched-game [name match [two-two-side 0] [depth 2]]
  "A game of a match matched move by move (equal-positions, equal-time, equal-positions-in-place) from a one-move opening."
  (import slagle.experiment.match [players-of]
          slagle.experiment.positions [openings])
  (setv players (players-of match depth {"x" 3 "y" 1 "r" 3 "s" 1} None))
  (run-job {"key" "k" "job" "play-game" "game" name "match" match "opening-index" 0
            "two-two-side" two-two-side "opening" (get (openings name 5 1) 0) "limit" 30
            "players" (if (= two-two-side 0) players (list (reversed players)))}))

(defn [(pytest.mark.parametrize #("name" "two_two_side") [["kalah" 0] ["kalah" 1] ["checkers" 0] ["checkers" 1]])]
  test-1-1-gets-the-positions-2-2-evaluated-for-its-last-move [name two-two-side]
  (import slagle.experiment.jobs [game-at timed-move two-two-side-move start-after]
          slagle.experiment.match [players-of])
  (setv game (matched-game name "equal-positions" two-two-side)
        moves (get game "moves")
        last None)
  (assert (> (len moves) 4))
  (for [[i m] (enumerate moves)]
    (if (= (get m "side") two-two-side)
        (setv last (get m "evaluated"))
        (do (assert (>= (get m "depth") 1))
            ;; the budget spent to the position, unless the first search, one move deep, took more
            (assert (or (= (get m "evaluated") (get m "budget")) (= (get m "depth") 1)) m)
            (if (is-not last None)
                (assert (= (get m "budget") last) i)
                ;; 1&1 moves first: 2&2 measured on that position
                (do (setv [two-two _] (players-of "equal-positions" 2 {"x" 3 "y" 1 "r" 3 "s" 1} None)
                          here ((game-class name) (start-after name (get game "opening")))
                          [_ figures] (timed-move here (fn [g] (two-two-side-move g two-two))))
                    (assert (= i 0))
                    (assert (= (get m "budget") (get figures "evaluated"))))))))
  (assert (all (gfor m moves :if (= (get m "side") two-two-side) (not-in "budget" m)))))

(defn [(pytest.mark.parametrize #("name" "two_two_side") [["kalah" 0] ["kalah" 1] ["checkers" 0] ["checkers" 1]])]
  test-1-1-in-place-gets-the-positions-2-2-evaluates-on-its-position [name two-two-side]
  ;; Replayed move by move: before each 1&1 move, 2&2 searched on a copy of
  ;; that position evaluates the budget 1&1 was given.
  (import slagle.experiment.jobs [timed-move two-two-side-move start-after]
          slagle.experiment.match [players-of])
  (setv game (matched-game name "equal-positions-in-place" two-two-side)
        [two-two _] (players-of "equal-positions-in-place" 2 {"x" 3 "y" 1 "r" 3 "s" 1} None)
        state (start-after name (get game "opening"))
        budgets 0)
  (assert (> (len (get game "moves")) 4))
  (for [m (get game "moves")]
    (setv here ((game-class name) (.clone state)))
    (if (= (get m "side") two-two-side)
        (assert (not-in "budget" m))
        (do (setv [_ figures] (timed-move ((game-class name) (.clone state)) (fn [g] (two-two-side-move g two-two))))
            (assert (= (get m "budget") (get figures "evaluated")) m)
            (assert (or (= (get m "evaluated") (get m "budget")) (= (get m "depth") 1)) m)
            (+= budgets 1)))
    (setv state (. (next (gfor p (.successors here here.root) :if (= (show p) (get m "move")) p)) state)))
  (assert (> budgets 2)))

(defn test-1-1-gets-the-seconds-2-2-took-for-its-last-move []
  (setv game (matched-game "kalah" "equal-time")
        moves (get game "moves"))
  (for [[before m] (zip moves (cut moves 1 None)) :if (= (get before "side") 0)]
    (assert (= (get m "budget") (get before "seconds")))
    (assert (>= (get m "depth") 1))))

(defn test-the-players-of-the-control-and-the-matched-matches []
  (import slagle.experiment.match [players-of ZERO-BONUS])
  (setv learned {"x" {"0" 1.0} "y" {"0" 0.5} "r" {} "s" {}})
  (assert (= (players-of "zero-bonus" 4 learned 5)
             [{"program" "2&2" "depth" 4 "way" "root-tie" "parameters" ZERO-BONUS}
              {"program" "1&1" "depth" 4}]))
  (setv [two-two one-one] (players-of "equal-positions" 4 learned 5))
  (assert (= one-one {"program" "1&1" "budget" "positions" "against" two-two}))
  (assert (= (get two-two "parameters") learned))
  (assert (= (get (players-of "equal-positions-in-place" 4 learned 5) 1)
             {"program" "1&1" "budget" "positions" "in-place" True "against" two-two}))
  (assert (= (get (players-of "equal-effort" 4 learned 5) 1) {"program" "1&1" "depth" 5})))

(defn test-matches-grow-one-by-one [tmp-path capsys]
  ;; --matches plays some matches; each keeps its own number of games.
  (setv out (str (/ tmp-path "run")))
  (for [argv [["positions" "--games" "2"] ["learn" "--games" "2"] ["match" "--games" "2" "--matches" "root-tie"]
              ["match" "--games" "4" "--matches" "zero-bonus,equal-positions"]]]
    (setv [status printed err] (slagle ["experiment" #* argv #* (cut SMALL 0 -6) "--sample" "3" "--seed" "7" "--out" out] capsys))
    (assert (= status 0) err))
  (setv games (read-lines (/ tmp-path "run" "games.jsonl"))
        match (json.loads (.read-text (/ tmp-path "run" "match.json"))))
  (assert (= (get match "games") {"root-tie" 2 "zero-bonus" 4 "equal-positions" 4}))
  (assert (= (sorted (gfor g games (get g "match"))) (sorted (+ ["root-tie" "root-tie"] (* ["zero-bonus" "equal-positions"] 4)))))
  ;; Only the matches that need them measure: no equal-effort, no printed here.
  (assert (not (records? (/ tmp-path "run" "effort.jsonl"))))
  (assert (not (records? (/ tmp-path "run" "worse-moves.jsonl"))))
  (setv [status printed err] (slagle ["experiment" "report" "--out" out] capsys))
  (assert (= status 0) err)
  (assert (in "2 games root-tie, 4 games zero-bonus, 4 games equal-positions" printed))
  (assert (in "| equal-positions | root-tie, depth 2 | 2&2's last move's positions: median depth" printed))
  (assert (not-in "not played yet" printed)))

(defn [(pytest.mark.parametrize #("argv" "says")
        [[["match" "--matches" "root-tie,no-such"] "no match no-such; the matches: printed root-tie"]
         [["report" "--matches" "root-tie"] "--matches is for the match stage, not report"]])]
  test-matches-that-are-not-there-are-refused [argv says tmp-path capsys]
  (setv out (str (/ tmp-path "run")))
  (for [stage ["positions" "learn"]]
    (assert (= (get (slagle ["experiment" stage #* SMALL "--out" out] capsys) 0) 0)))
  (setv [status _ err] (slagle ["experiment" #* argv "--out" out] capsys))
  (assert-one-line-error status err says)
  (assert (not (records? (/ tmp-path "run" "games.jsonl")))))

(defn [(pytest.mark.parametrize #("run" "last_move" "in_place")
        [["kalah-4" 1.1 1.1] ["checkers-4" 1.1 1.1] ["kalah-4-robust" None None]
         ["kalah-6" 1.12 1.1] ["checkers-8" 1.1 1.1]])]
  test-the-second-series-reports-as-committed [run last-move in-place capsys tmp-path]
  ;; The committed report.md is what the committed files give, number for
  ;; number; where effort was matched move by move, the two sides' positions
  ;; a move agree within 10%: in place in every run, by 2&2's last move in
  ;; every run but Kalah at depth 6 (11.4%; docs/experiment.md says why).
  (setv committed (run-directory f"second/{run}")
        out (/ tmp-path run))
  (shutil.copytree committed out)
  (.unlink (/ out "report.md"))
  (setv [status printed err] (slagle ["experiment" "report" "--out" (str out)] capsys))
  (assert (= status 0) err)
  (assert (= (.read-text (/ out "report.md")) (.read-text (/ committed "report.md"))))
  (setv bounds {"equal-positions" last-move "equal-positions-in-place" in-place})
  (for [line (.splitlines printed)
        :setv cells (lfor c (.split line "|") (.strip c))
        :if (and (> (len cells) 15) (in (get cells 1) bounds))]
    (setv bound (get bounds (get cells 1)))
    (assert (<= (/ 1 bound) (float (get cells 15)) bound) line)))

(defn [(pytest.mark.parametrize "name" ["kalah" "checkers"])]
  test-every-move-records-its-effort-as-search [name]
  ;; positions evaluated and generated, seconds and CPU seconds, for each side's every move
  (setv moves (get (matched-game name "equal-positions-in-place") "moves"))
  (assert (> (len moves) 4))
  (for [m moves]
    (assert (<= 1 (get m "evaluated") (get m "made")) m)   ; a position evaluated was made by succ
    (assert (>= (get m "cpu") 0) m)
    (assert (>= (get m "seconds") 0) m)))

(defn test-a-run-records-what-made-it []
  (import slagle.experiment.store [library-versions])
  (setv found (library-versions))
  (for [k ["python" "numpy" "scipy" "open_spiel" "numba" "platform" "blas" "commit"]]
    (assert (in k found) k))
  (assert (or (is (get found "commit") None)
              (= (len (get (.split (get found "commit")) 0)) 40))
          (get found "commit")))

(defn test-every-third-series-run-recorded-what-made-it []
  ;; each stage of every committed run, and each setup it was resumed with,
  ;; names its commit (a checkout with other changes marked dirty), the
  ;; libraries, the platform and the BLAS
  (import re)
  (setv runs (lfor name (series-runs "third") (/ (run-directory name) "settings.json"))
        commit (re.compile r"[0-9a-f]{40}( dirty)?"))
  (assert (= (len runs) 40))
  (for [path runs
        :setv settings (json.loads (.read-text path))
        :do (assert (= (set (get settings "versions")) #{"positions" "learn" "match"}) path)
        [stage first] (.items (get settings "versions"))
        setup [first #* (.get (.get settings "resumed-with" {}) stage [])]]
    (for [k ["python" "numpy" "scipy" "open_spiel" "numba" "platform" "blas"]]
      (assert (get setup k) [path stage k]))
    (assert (commit.fullmatch (get setup "commit")) [path stage])))

(defn test-holm-adjusts-a-family-of-tests []
  (import slagle.experiment.scores [holm-adjusted])
  (assert (= (holm-adjusted []) []))
  (assert (= (holm-adjusted [0.04]) [0.04]))
  ;; 0.01 x 3; 0.03 x 2; 0.04 x 1, raised to the 0.06 before it; in the order given
  (assert (= (lfor p (holm-adjusted [0.04 0.01 0.03]) (round p 10)) [0.06 0.03 0.06]))
  (assert (= (holm-adjusted [0.5 0.9]) [1 1]))
  ;; the second series' twelve headline tests: only checkers-4 in place stays below 5%
  (setv raw [0.0078 0.0068 0.0066 0.0094 1 0.00053 0.41 0.064 0.12 1 1 1]
        adjusted (holm-adjusted raw))
  (assert (= (lfor [p a] (zip raw adjusted) :if (< a 0.05) p) [0.00053]))
  (assert (= (round (get adjusted 0) 4) 0.0726)))

(defn test-the-three-move-ballot-is-legal-and-whole []
  (import collections [Counter]
          slagle.experiment.ballot [BALLOT ballot-openings]
          slagle.games.checkers [Checkers]
          slagle.games.position [play-moves])
  (assert (= (lfor [n _ _] BALLOT n) (list (range 1 175))))
  (assert (= (sorted (.items (Counter (gfor [_ _ standing] BALLOT standing))))
             [#("added" 12) #("barred" 18) #("deck" 144)]))
  (assert (= (len (ballot-openings)) 156))
  ;; every ballot three legal moves under OpenSpiel's rules, Black first, and no two the same position
  (setv seen (set))
  (for [[number moves _] BALLOT]
    (setv game (play-moves (Checkers) (.split moves)))
    (assert (= (len (.history game.root.state)) 3) number)   ; three moves of one step each
    (.add seen (.key game game.root.state)))
  (assert (= (len seen) 174)))

(defn [(pytest.mark.parametrize #("name" "match") [["kalah" "equal-search"] ["checkers" "equal-search"]
                                                   ["kalah" "equal-search-from-scratch"]])]
  test-1-1-gets-the-positions-2-2-generates-in-its-place [name match]
  ;; The third series' equal search: replayed move by move, 2&2 searched on a
  ;; copy of 1&1's position generates the budget 1&1 was given, and 1&1 spends
  ;; it (over by at most one position's moves), its first iteration always ending.
  (import slagle.experiment.jobs [timed-move two-two-side-move start-after]
          slagle.experiment.match [players-of])
  (setv game (matched-game name match 1)
        [two-two one-one] (players-of match 2 {"x" 3 "y" 1 "r" 3 "s" 1} None)
        state (start-after name (get game "opening"))
        budgets 0)
  (assert (= (.get one-one "searcher" "maxval") (if (= match "equal-search") "deepening" "maxval")))
  (for [m (get game "moves")]
    (setv here ((game-class name) (.clone state)))
    (when (!= (get m "side") 1)
      (setv [_ figures] (timed-move ((game-class name) (.clone state)) (fn [g] (two-two-side-move g two-two))))
      (assert (= (get m "budget") (get figures "made")) m)
      (assert (or (>= (get m "made") (get m "budget")) (= (get m "depth") 1)) m)
      (+= budgets 1))
    (setv state (. (next (gfor p (.successors here here.root) :if (= (show p) (get m "move")) p)) state)))
  (assert (> budgets 2)))

(defn test-the-third-series-matches-are-played-by-the-players-declared []
  (import slagle.experiment.match [players-of ZERO-BONUS])
  (setv learned {"x" {"0" 1.0} "y" {"0" 0.5} "r" {} "s" {}}
        [a b] (players-of "equal-search-control" 6 learned None)
        [_ deeper] (players-of "two-deeper" 6 learned None))
  (assert (= (get a "parameters") ZERO-BONUS))
  (assert (= [(get b "budget") (get b "searcher") (get b "in-place")] ["generated" "deepening" True]))
  (assert (= (get deeper "depth") 8)))

(defn test-the-help-names-every-match [capsys monkeypatch]
  (import slagle.experiment.match [MATCHES])
  (.setenv monkeypatch "COLUMNS" "1000")
  (setv [status out err] (slagle ["experiment" "--help"] capsys)
        text (.join " " (.split out)))
  (assert (= status 0) err)
  (for [m MATCHES]
    (assert (in f" {m}" text) m)))

(defn test-a-match-plays-the-openings-asked-for []
  (import slagle.experiment.match [match-openings]
          slagle.experiment.ballot [ballot-actions]
          slagle.experiment.positions [openings])
  (setv kalah {"game" "kalah" "seed" 2 "match-openings" 3})
  (assert (= (match-openings kalah 4) (openings "kalah" 1002 4 3)))      ; the run's seed + 1000, as before
  (assert (= (match-openings {#** kalah "openings" "random:3"} 4) (openings "kalah" 3 4 3)))
  (setv ballot (match-openings {"game" "checkers" "seed" 1 "openings" "ballot"} 156))
  (assert (= (len ballot) 156))
  ;; ACF 1, 9-13 21-17 5-9, as OpenSpiel's actions: played, the ballot's position
  (import slagle.experiment.jobs [start-after] slagle.games.checkers [Checkers] slagle.games.position [play-moves])
  (setv played (play-moves (Checkers) ["9-13" "21-17" "5-9"]))
  (assert (= (.key played (start-after "checkers" (get ballot 0))) (.key played played.root.state)))
  (for [[settings says] [[{#** kalah "openings" "ballot"} "the three-move ballot is checkers'"]
                         [{#** kalah "openings" "random:x"} "--openings is random:SEED"]]]
    (with [e (pytest.raises ExperimentError)]
      (match-openings settings 2))
    (assert (in says (str e.value)))))

(defn primary-run [path results]
  "A run directory holding equal-search games: results, per opening, the 2&2 side's points as first and as second mover."
  (.mkdir path)
  (.write-text (/ path "games.jsonl")
               (.join "" (gfor [i [a b]] (enumerate results) [side pts] [[0 a] [1 b]]
                               (+ (json.dumps {"match" "equal-search" "opening-index" i "two-two-side" side
                                               "result" (cond (= pts 0.5) "1/2-1/2"
                                                              (= (= pts 1) (= side 0)) "1-0"
                                                              True "0-1")})
                                  "\n")))))

(defn test-the-primary-analysis-pools-the-sets [tmp-path]
  (import slagle.experiment.primary [primary-result]
          slagle.experiment.scores [sign-flip-test])
  (setv a (/ tmp-path "a") b (/ tmp-path "b"))
  (primary-run a [[1 1] [1 0.5] [0 0] [1 0] [0.5 0.5]])
  (primary-run b [[1 0] [1 1] [0.5 0] [1 1] [0.5 0.5]])
  (setv found (primary-result [a b] "equal-search")
        ;; each opening's pair score: its four games, both colours of both sets
        pairs [0.75 0.875 0.125 0.75 0.5])
  (assert (= (get found "openings") 5))
  (assert (= (get found "games") 20))
  (assert (= (round (get found "estimate") 10) (round (/ (sum pairs) 5) 10)))
  (assert (= (lfor s (get found "sets") (round s 10)) [0.55 0.65]))
  (assert (= [(get found "p") (get found "decisive")] (sign-flip-test pairs (/ 1 8))))
  (setv [low high] (get found "interval"))
  (assert (<= low (get found "estimate") high))
  (assert (= (get found "interval") (get (primary-result [a b] "equal-search") "interval")))   ; seeded
  ;; only openings every set has played both ways count
  (setv c (/ tmp-path "c"))
  (primary-run c [[1 1]])
  (assert (= (get (primary-result [a b c] "equal-search") "openings") 1)))

(defn seeded-run [path seed results]
  "primary-run's directory, its function set made from `seed`."
  (primary-run path results)
  (.write-text (/ path "settings.json") (json.dumps {"game" "kalah" "seed" seed})))

(defn test-two-kinds-of-set-are-compared-paired-by-seed-and-opening [tmp-path]
  (import slagle.experiment.primary [paired-result])
  (setv [a b c d] (lfor n "abcd" (/ tmp-path n)))
  (seeded-run a 1 [[1 1] [1 0.5] [0 0] [0.5 0.5] [1 1]])  ; robust; its fifth opening played by no other
  (seeded-run b 2 [[1 0] [1 1] [0 0] [0.5 0.5]])          ; robust
  (seeded-run c 1 [[0.5 0.5] [1 0.5] [0 0] [0.5 0.5]])    ; least squares
  (seeded-run d 2 [[1 0] [0 0] [0 0.5] [0.5 0.5]])        ; least squares
  (setv found (paired-result [a b] [c d] "equal-search"))
  ;; each opening: (a - c + b - d) / 2 of the pair scores, [0.25 0.5 -0.125 0]
  (assert (= [(get found "openings") (get found "games")] [4 32]))
  (assert (= (get found "estimate") 0.15625))
  (assert (= (get found "sets") [0.125 0.1875]))            ; seed by seed: a - c, b - d
  (assert (= [(get found "p") (get found "decisive")] [0.5 3]))
  (setv [low high] (get found "interval"))
  (assert (<= low (get found "estimate") high))
  (assert (= (get (paired-result [a b] [a b] "equal-search") "estimate") 0.0)))

(defn test-the-paired-test-counts-in-eighths-for-two-seeds [tmp-path]
  (import slagle.experiment.primary [paired-result])
  ;; seed 1 a quarter better on three openings, seed 2 even: each opening's mean 1/8
  (setv [a b c d] (lfor n "abcd" (/ tmp-path n)))
  (seeded-run a 1 [[1 0.5] [1 0.5] [1 0.5]])
  (seeded-run b 2 [[0.5 0.5] [0.5 0.5] [0.5 0.5]])
  (seeded-run c 1 [[0.5 0.5] [0.5 0.5] [0.5 0.5]])
  (seeded-run d 2 [[0.5 0.5] [0.5 0.5] [0.5 0.5]])
  ;; of the 2^3 signs of three equal steps, 2 are as far from 0
  (assert (= (lfor k ["p" "decisive"] (get (paired-result [a b] [c d] "equal-search") k)) [0.25 3])))

(defn test-sets-that-cannot-be-paired-are-refused [tmp-path]
  (import slagle.experiment.primary [paired-result])
  (setv [a b c d e] (lfor n "abcde" (/ tmp-path n)))
  (seeded-run a 1 [[1 1]])
  (seeded-run b 2 [[1 0]])
  (seeded-run c 1 [[0 0]])
  (seeded-run d 2 [[0 1]])
  (primary-run e [[1 1]])
  (.write-text (/ e "games.jsonl")                           ; seed 2's, another opening under index 0
               (.replace (.read-text (/ e "games.jsonl")) "\"opening-index\": 0," "\"opening-index\": 0, \"opening\": [3],"))
  (.write-text (/ e "settings.json") (json.dumps {"game" "kalah" "seed" 2}))
  (for [[runs others says] [[[a b] [c] "pair them a seed each"]
                            [[a b] [d c] "seeds [1, 2] and [2, 1]"]
                            [[a e] [c d] "played another opening as opening 0"]]]
    (with [err (pytest.raises ExperimentError)]
      (paired-result runs others "equal-search"))
    (assert (in says (str err.value)) says)))

(defn test-the-sign-flip-test-counts-in-any-unit []
  (import slagle.experiment.scores [sign-flip-test])
  ;; quarters as before; and eighths: 3 pairs all one way, of 2^3 assignments 2 as far
  (assert (= (sign-flip-test [0.75 0.75 1.0]) [0.25 3]))
  (assert (= (sign-flip-test [0.625 0.875 0.75] (/ 1 8)) [0.25 3])))

(defn test-a-ballot-run-reports-its-material-at-ply-100 [tmp-path capsys]
  ;; A checkers run on the three-move ballot gives each match's material
  ;; balance, the mean of its games' own; a run without the curve's three
  ;; matches gives no effort curve.
  (import statistics [mean] slagle.experiment.primary [material-balance])
  (setv out (str (/ tmp-path "run"))
        small ["--game" "checkers" "--depth" "2" "--positions" "6" "--games" "2" "--sample" "3" "--seed" "7" "--openings" "ballot"]
        matches ["root-tie" "equal-search-best-first"])
  (for [argv [["positions" #* small] ["learn"] ["match" "--matches" (.join "," matches)]]]
    (assert (= (get (slagle ["experiment" #* argv "--out" out] capsys) 0) 0)))
  (setv [status printed err] (slagle ["experiment" "report" "--out" out] capsys)
        games (read-lines (/ tmp-path "run" "games.jsonl"))
        material (get (.split printed "## Material at ply 100") 1))
  (assert (= status 0) err)
  (for [m matches]
    (setv balance (mean (gfor g games :if (= (get g "match") m) (material-balance g))))
    (assert (in f"| {m} | {balance :+.2f} | " material)))
  (assert (not-in "## The effort curve" printed)))

(defn [(pytest.mark.parametrize #("match" "searcher" "zero_bonus")
                                 [["equal-search" "deepening" False]
                                  ["equal-search-control" "deepening" True]
                                  ["equal-search-best-first" "deepening-best-first" False]
                                  ["equal-search-best-first-control" "deepening-best-first" True]
                                  ["equal-search-from-scratch" None False]])]
  test-each-equal-search-match-plays-its-1-1 [match searcher zero-bonus]
  ;; the better 1&1 as declared plays the matches named for it; from
  ;; scratch is the budgeted maxval (no searcher named); every one is given
  ;; 2&2's positions generated in its place
  (import slagle.experiment.match [players-of ZERO-BONUS])
  (setv learned {"steps" []}
        [two-two one-one] (players-of match 6 learned None))
  (assert (= (.get one-one "searcher") searcher))
  (assert (= [(get one-one "budget") (get one-one "in-place")] ["generated" True]))
  (assert (is (get one-one "against") two-two))
  (assert (= (get two-two "parameters") (if zero-bonus ZERO-BONUS learned))))

(defn test-the-material-balance-of-a-checkers-game []
  (import slagle.experiment.primary [material-balance]
          slagle.experiment.ballot [ballot-actions])
  ;; ACF 4, 9-13 22-17 13x22: Black has taken a man; the 2&2 side Black or White
  (setv opening (get (ballot-actions #{"deck" "added" "barred"}) 3)
        record {"opening" opening "moves" [] "first" 1 "two-two-side" 0})
  (assert (= (material-balance record) -1))          ; 2&2 moves first after the opening: White, a man down
  (assert (= (material-balance {#** record "two-two-side" 1}) 1))
  ;; played on: the balance at the game's end (here the two moves after the opening)
  (assert (= (material-balance {#** record "moves" [{"move" "25x18"} {"move" "6-9"}]}) 0)))
