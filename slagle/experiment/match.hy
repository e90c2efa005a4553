"Stage 3, the match: 2&2 alpha beta with the learned functions against 1&1
alpha beta (McCarthy's maxval), both to depth D, every opening played twice
with the colours swapped.  A game ends when it is over, or as a draw after
the move limit (plies, openings included: 150 in checkers, 200 in Kalah).

First, on the typical positions (the first --sample of them), two
measurements: how often Appendix C as printed moves where Appendix B's 2&2
minimaxing values its choice below B's own (worse-moves.jsonl), and the
positions each side evaluates for one move, 2&2 at D and 1&1 at D..D+3
(effort.jsonl), which sets the depth of the equal-effort match.

The matches (games.jsonl, one line a game, every move kept):
  printed      Appendix C as the report prints it, learned functions
  root-tie     Appendix C with only sta1's tie rule changed (alpha < u)
  minimaxing   Appendix B's 2&2 minimaxing, learned functions, no pruning
  equal-effort root-tie against 1&1 at the depth of about equal effort
  report       root-tie with the report's example x = r = 3, y = s = 1"

(require lisp.macros [unless])
(import math
        pathlib [Path]
        slagle.experiment [ExperimentError]
        slagle.experiment.learn [learned-parameters fingerprint]
        slagle.experiment.positions [read-positions openings measured-positions MOVE-LIMIT]
        slagle.experiment.store [write-json])

(setv MATCHES ["printed" "root-tie" "minimaxing" "equal-effort" "report"]
      REPORT-FUNCTIONS {"x" 3 "y" 1 "r" 3 "s" 1}
      EFFORT-WAY "root-tie"
      DEEPER 3)

(defn sample-jobs [settings positions parameters kind extra]
  "A job of `kind` for each typical position measured (positions.hy's measured-positions)."
  (setv tag (fingerprint parameters))
  (lfor p (measured-positions settings positions)
        {"key" f"{kind}-{(get p "id")}-D{(get settings "depth")}-{tag}" "job" kind
         "game" (get settings "game") "state" (get p "state") "depth" (get settings "depth")
         "parameters" parameters #** extra}))

(defn nearest-depth [r]
  "The 1&1 depth whose positions evaluated are nearest (by ratio) 2&2's, on one position."
  (setv two-two (max 1 (get r "two-two")))
  (int (min (get r "one-one") :key (fn [k] (abs (math.log (/ (max 1 (get r "one-one" k)) two-two)))))))

(defn equal-effort-depth [effort d]
  "The depth of about equal effort: the median over the positions of each
  one's nearest depth (the lower median, for an even number)."
  (get (sorted (map nearest-depth effort)) (// (- (len effort) 1) 2)))

(defn players-of [match d parameters effort-depth]
  "The 2&2 and 1&1 players of a match."
  (setv two-two {"program" "2&2" "depth" d
                 "way" (if (in match ["printed" "minimaxing"]) match "root-tie")
                 "parameters" (if (= match "report") REPORT-FUNCTIONS parameters)}
        one-one {"program" "1&1" "depth" (if (= match "equal-effort") effort-depth d)})
  [two-two one-one])

(defn game-jobs [settings parameters effort-depth]
  "Every game of every match: each opening twice, the 2&2 side first, then second."
  (setv name (get settings "game") d (get settings "depth")
        pairs (// (get settings "games") 2)
        found (openings name (+ (get settings "seed") 1000) pairs)
        tag (fingerprint [parameters effort-depth])
        jobs [])
  (when (< (len found) pairs)
    (raise (ExperimentError f"only {(len found)} different openings of {name}; ask for fewer --games")))
  (for [[i o] (enumerate found) colour [0 1] match MATCHES]
    (setv [two-two one-one] (players-of match d parameters effort-depth))
    (.append jobs {"key" f"{match}-{i}-{colour}-D{d}-{tag}" "job" "play-game" "game" name
                   "match" match "opening-index" i "two-two-side" colour "opening" o
                   "limit" (get MOVE-LIMIT name)
                   "players" (if (= colour 0) [two-two one-one] [one-one two-two])}))
  jobs)

(defn match-stage [settings out runner]
  "Measure on the typical positions, then play every match: the files in `out`."
  (unless (and (>= (get settings "games") 2) (= (% (get settings "games") 2) 0))
    (raise (ExperimentError f"--games must be even and at least 2 (each opening is played twice), not {(get settings "games")}")))
  (setv positions (read-positions out (get settings "game"))
        parameters (learned-parameters out)
        d (get settings "depth")
        worse (runner (sample-jobs settings positions parameters "worse-move" {})
                      (/ (Path out) "worse-moves.jsonl") "C as printed against 2&2 minimaxing")
        effort (runner (sample-jobs settings positions parameters "effort"
                                    {"way" EFFORT-WAY "depths" (list (range d (+ d DEEPER 1)))})
                       (/ (Path out) "effort.jsonl") "positions evaluated per move")
        effort-depth (equal-effort-depth effort d))
  (write-json (/ (Path out) "match.json") {"equal-effort-depth" effort-depth "matches" MATCHES
                                           "limit" (get MOVE-LIMIT (get settings "game"))})
  (print f"match: 1&1 at depth {effort-depth} evaluates about as many positions a move as 2&2 ({EFFORT-WAY}) at {d}")
  (setv games (runner (game-jobs settings parameters effort-depth) (/ (Path out) "games.jsonl")
                      f"games: {(len MATCHES)} matches"))
  (print f"match: {(len games)} games in {(/ (Path out) "games.jsonl")}")
  games)
