"The third series' primary analysis, as docs/experiment.md declares it
before its games: a match played on the same openings by several function
sets (one a seed), pooled.

For each opening, its pair score is the mean of the 2&2 side's points over
its games, both colours and every set; the estimate is the mean of the pair
scores; the test is the exact sign-flip test of the pair scores against
1/2; the 95% interval is a two-level bootstrap, resampling the sets and then
the openings (10,000 resamples, seed 0), so that it includes learning's own
variance.  Each set's own score is given beside it.  Two kinds of set
made from the same seeds (the robust fit's and least squares') are
compared set against set, paired by seed and opening."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        pathlib [Path]
        statistics [mean]
        numpy :as np
        slagle.experiment [ExperimentError]
        slagle.experiment.scores [points sign-flip-test]
        slagle.experiment.store [read-json read-lines records?])

(setv RESAMPLES 10000
      BOOTSTRAP-SEED 0
      ;; {games file: its records} while games-read-once holds, else None
      READ None)

(defn [contextmanager] games-read-once []
  "Within it, run-games reads each games file once: analyses of several
  matches of the same runs (the article's) share what was read.  The
  records are shared too: whoever reads them within it must not change them."
  (global READ)
  (setv outer READ)
  (when (is outer None) (setv READ {}))
  (try
    (yield)
    (finally (setv READ outer))))

(defn games-records [path]
  "The records of the games file `path`, read once while games-read-once holds."
  (cond (is READ None) (read-lines path)
        (in path READ) (get READ path)
        True (.setdefault READ path (read-lines path))))

(defn run-games [run match]
  "The games of `match` in the run directory `run` (its games.jsonl)."
  (setv path (/ (Path run) "games.jsonl"))
  (unless (records? path)
    (raise (ExperimentError f"{run} has no games yet")))
  (lfor g (games-records path) :if (= (get g "match") match) g))

(defn set-pair-scores [games]
  "{opening index: the mean of the 2&2 side's points in its games} of one set."
  (setv by {})
  (for [g games]
    (.append (.setdefault by (get g "opening-index") []) (points g)))
  (dfor [i ps] (.items by) i (mean ps)))

(defn pooled [runs match]
  "The sets' pair scores on the openings every set has played both colours
  of: #(the openings, a (sets, openings) array of pair scores, games an opening)."
  (setv each (lfor run runs (run-games run match))
        per-set (lfor games each (set-pair-scores games))
        counts (lfor games each (opening-counts games))
        openings (sorted (gfor i (get per-set 0)
                               :if (all (gfor c counts (= (.get c i 0) 2)))
                               i)))
  (unless openings
    (raise (ExperimentError f"no opening of {match} has been played both ways by every set")))
  #(openings
    (np.array (lfor s per-set (lfor i openings (get s i))))
    (* 2 (len runs))))

(defn opening-counts [games]
  "{opening index: the games played from it}."
  (setv out {})
  (for [g games]
    (setv (get out (get g "opening-index")) (+ 1 (.get out (get g "opening-index") 0))))
  out)

(defn two-level-interval [scores [resamples RESAMPLES] [seed BOOTSTRAP-SEED]]
  "The 95% percentile interval of the mean pair score, resampling the sets
  (rows) and then the openings (columns) with replacement."
  (setv rng (np.random.default-rng seed)
        [sets openings] scores.shape
        means (np.empty resamples))
  (for [b (range resamples)]
    (setv rows (.integers rng 0 sets sets)
          cols (.integers rng 0 openings openings)
          (get means b) (.mean (get scores (np.ix_ rows cols)))))
  #((float (np.percentile means 2.5)) (float (np.percentile means 97.5))))

(defn primary-result [runs match]
  "The pooled analysis of `match` over the runs (one a function set): a dict
  of the estimate, its interval, the sign-flip p and decisive openings, the
  openings and games counted, and each set's own score."
  (setv [openings scores games-each] (pooled runs match)
        per-opening (.mean scores :axis 0)
        [p decisive] (sign-flip-test (lfor s per-opening (float s)) (/ 1 (* 2 games-each))))
  {"estimate" (float (.mean per-opening))
   "interval" (two-level-interval scores)
   "p" p "decisive" decisive
   "openings" (len openings) "games" (* (len openings) games-each)
   "sets" (lfor row scores (float (.mean row)))})


(defn seed-of [run]
  "The seed the function set of the run directory `run` was made from."
  (.get (read-json (/ (Path run) "settings.json") "positions") "seed"))

(defn check-same-openings [runs match]
  "ExperimentError unless every run played the same opening under each
  opening index of `match`: pair scores are compared index by index."
  (setv seen {})
  (for [run runs g (run-games run match)]
    (setv i (get g "opening-index")
          opening (.get g "opening"))
    (when (!= (.setdefault seen i opening) opening)
      (raise (ExperimentError f"{run} played another opening as opening {i} of {match}: the runs cannot be paired")))))

(defn paired-result [runs others match]
  "Two kinds of function set compared set against set in `match`: `runs`
  and `others` name one set a seed each, in the same order of seeds.  For
  each seed and opening, the run's pair score less the other's; for each
  opening, the mean of those differences over the seeds; their mean, the
  two-level interval, and the exact sign-flip test of the openings' means
  against 0, on the openings every set of both has played both ways.  A
  dict as primary-result's (games: those of both kinds), each seed's own
  difference beside it."
  (setv runs (list runs) others (list others) k (len runs))
  (when (!= k (len others))
    (raise (ExperimentError f"{k} sets against {(len others)}: pair them a seed each")))
  (setv seeds (lfor r runs (seed-of r)) other-seeds (lfor r others (seed-of r)))
  (when (!= seeds other-seeds)
    (raise (ExperimentError f"the sets are of seeds {seeds} and {other-seeds}: pair them a seed each, in the same order")))
  (check-same-openings (+ runs others) match)
  (setv [openings scores games-each] (pooled (+ runs others) match)
        differences (- (cut scores k) (cut scores k None))
        per-opening (.mean differences :axis 0)
        ;; a set's pair score is in quarters, so the mean of k differences is in units of 1/(4k)
        [p decisive] (sign-flip-test (lfor d per-opening (+ 0.5 (float d))) (/ 1 (* 4 k))))
  {"estimate" (float (.mean per-opening))
   "interval" (two-level-interval differences)
   "p" p "decisive" decisive
   "openings" (len openings) "games" (* (len openings) games-each)
   "sets" (lfor row differences (float (.mean row)))})


;; Checkers at depth 8: a paired measure finer than the result

(setv MATERIAL-PLY 100)

(defn material-balance [game]
  "The 2&2 side's material less 1&1's (a man 1, a king 1.5) in the checkers
  game record `game`, at ply MATERIAL-PLY (the opening's plies counted) or
  at the game's end if sooner: the position replayed from the opening by
  the moves' names, each turned into OpenSpiel's actions by
  Checkers.actions-named (the successors `named` would make are not)."
  (import slagle.experiment.jobs [start-after]        ; OpenSpiel: loaded only to replay a game
          slagle.games.checkers [Checkers])
  (setv checkers (Checkers)
        state (start-after "checkers" (get game "opening"))
        ;; the opening's plies count towards MATERIAL-PLY
        moves (cut (get game "moves") (max 0 (- MATERIAL-PLY (len (get game "opening"))))))
  (for [m moves]
    (for [a (.actions-named checkers state (get m "move"))]
      (.apply-action state a)))
  (setv two-two (if (= (get game "two-two-side") 0) (get game "first") (- 1 (get game "first")))
        [pieces kings _] (.features checkers state two-two))
  (+ pieces (* 0.5 kings)))

(defn material-result [runs match]
  "The declared secondary measure of `match` over the runs `runs` (every
  set): material-summary of their games."
  (material-summary (lfor run runs g (run-games run match) g)))

(defn material-summary [games]
  "Each opening's mean material balance for 2&2 over its `games` (both
  colours, every set), its mean, and the exact sign-flip test of the
  openings' means against 0 (in units of 1/4 of a man over the games
  pooled), on the openings played as often as any."
  (setv by {})
  (for [g games]
    (.append (.setdefault by (get g "opening-index") []) (material-balance g)))
  ;; the openings played as often as any: their means are whole multiples of one unit
  (setv games-each (max (gfor vs (.values by) (len vs)))
        means (lfor vs (.values by) :if (= (len vs) games-each) (mean vs))
        [p decisive] (sign-flip-test (lfor v means (+ 0.5 v)) (/ 0.5 games-each)))
  {"mean" (mean means) "p" p "openings" (len means) "unequal" decisive})
