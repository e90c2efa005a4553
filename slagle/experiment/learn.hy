"Stage 2, learning: Section 8, steps a-g.

First the targets: \"the program uses 1&1 alpha beta with a maximum depth
of 8 [here D] to compute a backed up value v(k) for each typical position
P(k)\" (targets.jsonl).  Every typical position serves as a max-position
(the machine to move: maxval) and as a min-position (the machine's opponent
to move: minval, the values the machine's).

Then for dmax = 0, 1, ..., D-2 in turn: with the report's even D, an even
dmax occurs only below min-positions (procedure 8.2: b2, β and r, s), an
odd one only below max-positions (8.1: a2, α and x, y); with an odd D the
other way (kind-of).  For each typical position, Appendix
C's minv or maxv values each successor dmax below it, with the functions
learned for every smaller dmax installed (learn-dmax-K.jsonl); the form is
fitted freely and with Section 8's condition, and the fit that plays (the
constrained one unless --fit free) is installed for this dmax.
functions.json holds every step's numbers; plots/dmax-K.png and .svg."

(import hashlib
        json
        pathlib [Path]
        slagle.experiment.fit [fit-step installed plot-step]
        slagle.experiment.positions [read-positions]
        slagle.experiment.store [write-json read-json])

(defn kind-of [dmax depth]
  "The kind of position whose successors have this dmax in a search to
  `depth` from a max-position: it lies depth - dmax - 1 moves down, a
  max-position at an even depth.  With the report's even depth (8), min
  for an even dmax and max for an odd one; with an odd depth the other way."
  (if (= (% (- depth dmax 1) 2) 0) "max" "min"))

(defn fingerprint [obj]
  "A short digest of obj, so that a result made with other parameters is not taken for this one's."
  (cut (.hexdigest (hashlib.sha1 (.encode (json.dumps obj :sort-keys True)))) 10))

(defn targets [settings out runner positions]
  "Each typical position's v(k), 1&1 alpha beta to depth D, as max- and min-position: {id {max v min v}}."
  (setv d (get settings "depth")
        jobs (lfor p positions
                   {"key" f"target-{(get p "id")}-D{d}" "job" "target" "game" (get settings "game")
                    "state" (get p "state") "depth" d})
        done (runner jobs (/ (Path out) "targets.jsonl") f"targets: 1&1 alpha beta, depth {d}"))
  (dfor [p r] (zip positions done) (get p "id") r))

(defn step-data [settings out runner positions dmax parameters]
  "The data of one dmax: for each typical position with two successors or more, [v best second]."
  (setv kind (kind-of dmax (get settings "depth"))
        tag (fingerprint parameters)
        jobs (lfor p positions
                   {"key" f"learn-{(get p "id")}-{dmax}-{tag}" "job" "learn-data" "game" (get settings "game")
                    "state" (get p "state") "kind" kind "dmax" dmax "parameters" parameters})
        done (runner jobs (/ (Path out) f"learn-dmax-{dmax}.jsonl")
                     f"dmax {dmax}: {kind}-positions, 2&2 alpha beta"))
  (lfor [p r] (zip positions done)
        :if (is-not (get r "best") None)
        [(get p "id") (get r "best") (get r "second")]))

(defn no-parameters []
  "The learned parameters before the first step: empty tables for x, y, r, s."
  {"x" {} "y" {} "r" {} "s" {}})

(defn learn-stage [settings out runner]
  "Learn the backing-up functions for dmax 0..D-2: functions.json and the plots in `out`."
  (setv positions (read-positions out (get settings "game"))
        v (targets settings out runner positions)
        plays (get settings "fit")
        parameters (no-parameters)
        steps [])
  (.mkdir (/ (Path out) "plots") :exist-ok True)
  (for [dmax (range (- (get settings "depth") 1))]
    (setv kind (kind-of dmax (get settings "depth"))
          data (step-data settings out runner positions dmax parameters)
          rows (lfor [k best second] data [(get v k kind) best second])
          fit (fit-step rows kind)
          [p q] (installed fit plays (.get settings "digits"))
          [pn qn] (if (= kind "max") ["x" "y"] ["r" "s"]))
    (setv (get parameters pn (str dmax)) p
          (get parameters qn (str dmax)) q)
    (plot-step rows kind dmax fit plays (/ (Path out) "plots" f"dmax-{dmax}"))
    (.append steps {"dmax" dmax "kind" kind "procedure" (if (= kind "max") "8.1" "8.2")
                    "names" [pn qn] #** fit "plays" plays "installed" [p q]})
    (print-step (get steps -1))
    ;; After every step, so that a long run shows the steps it has learned.
    (write-json (/ (Path out) "functions.json") {"depth" (get settings "depth") "fit" plays
                                                  "digits" (.get settings "digits")
                                                  "steps" steps "parameters" parameters}))
  (print f"learn: functions.json and plots/ in {out}")
  parameters)

(defn print-step [step]
  "One line a step, as it is learned."
  (setv [pn qn] (get step "names") f (get step (get step "plays")))
  (print (+ f"dmax {(get step "dmax")} ({(get step "procedure")}, n = {(get step "n")}):"
            f" {pn} = {(get step "installed" 0) :.4g}, {qn} = {(get step "installed" 1) :.4g}"
            f" ({(get step "plays")}{(if (get f "at-bound") ", at the bound: the best value alone" "")});"
            f" rms {(get f "rms") :.3f} against minimax's {(get step "baseline-rms") :.3f}")))

(defn learned? [out settings]
  "Has the run in `out` learned all its functions: a functions.json with a
  step for every dmax, 0 to D-2, made with the run's fit?"
  (setv path (/ (Path out) "functions.json"))
  (and (.exists path)
       (let [functions (read-json path "learn")]
         (and (= (len (get functions "steps")) (- (get settings "depth") 1))
              (= (.get functions "fit") (get settings "fit"))))))

(defn learned-parameters [out]
  "The parameters functions.json holds (learn's result); ExperimentError if learn has not run."
  (get (read-json (/ (Path out) "functions.json") "learn") "parameters"))
