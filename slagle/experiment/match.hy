"Stage 3, the match: 2&2 alpha beta with the learned functions against 1&1
alpha beta (McCarthy's maxval), every opening played twice with the colours
swapped.  A game ends when it is over, or as a draw after the game's move
limit (plies, openings included: 150 in checkers, 200 in Kalah).

First, on the typical positions the run measures (--sample of them, spread
by ply across the whole game: positions.hy's measured-positions), the
measurements the matches played need: how often Appendix C as printed moves
where Appendix B's 2&2 minimaxing values its choice below B's own
(worse-moves.jsonl; with printed or minimaxing), and the positions each side
evaluates for one move, 2&2 at D and 1&1 at D..D+3 (effort.jsonl; with
equal-effort, whose 1&1 depth it sets).

The matches (games.jsonl, one line a game, every move kept), 2&2 at depth D:
  printed          Appendix C as the report prints it, learned functions
  root-tie         Appendix C with only sta1's tie rule changed (alpha < u)
  minimaxing       Appendix B's 2&2 minimaxing, learned functions, no pruning
  equal-effort     root-tie against 1&1 at the depth of about equal effort
                   (the median over the measured positions)
  report           root-tie with the report's example x = r = 3, y = s = 1
  zero-bonus       the control: root-tie whose backing-up adds nothing
                   (x = r = -∞: the bonus 2^(x-...) is 0), the tie rule and
                   pruning alone
  equal-positions  root-tie against 1&1 with, for each move, a budget of the
                   positions 2&2 evaluated for its last move (iterative
                   deepening, slagle.core.budget)
  equal-time       the same with a budget of 2&2's last move's seconds
  equal-positions-in-place
                   root-tie against 1&1 with, for each move, a budget of the
                   positions 2&2 evaluates in its place (on the same
                   position, measured on a copy): no lag behind the game
The third series' (docs/experiment.md, declared before its games):
  equal-search     root-tie against the better 1&1 (the program deepening:
                   the root's moves ordered by its last iteration, an
                   unfinished iteration's best kept) with, for each move, a
                   budget of the positions 2&2 generates in its place
  equal-search-control
                   the same with the zero-bonus control as the 2&2 side
  equal-search-from-scratch
                   root-tie against today's budgeted 1&1 (maxval deepened
                   from scratch) within the same budget
  one-deeper, two-deeper
                   root-tie against 1&1 at D + 1 and D + 2: the effort curve
  equal-search-best-first
                   equal-search against the better 1&1 as declared (the
                   program deepening-best-first: its last iteration's best
                   searched first)
  equal-search-best-first-control
                   the same with the zero-bonus control as the 2&2 side
In all but equal-effort, the deeper and the budgeted matches, 1&1 searches to D.

--matches plays some of them; match.json keeps how many games each match
has (a run's matches may have different numbers of openings), and more
--games adds openings to the matches played, keeping the games there are."

(eval-when-compile (require lisp.macros [unless]))
(import math
        pathlib [Path]
        slagle.experiment [ExperimentError opening-moves]
        slagle.experiment.ballot [ballot-actions]
        slagle.experiment.learn [learned-parameters fingerprint]
        slagle.experiment.positions [read-positions openings opening-count measured-positions]
        slagle.experiment.store [read-json read-lines write-json]
        slagle.games [game-class])

(setv ;; New matches go at the end: the order is the report's, and old runs keep theirs.
      MATCHES ["printed" "root-tie" "minimaxing" "equal-effort" "report"
               "zero-bonus" "equal-positions" "equal-time" "equal-positions-in-place"
               "equal-search" "equal-search-control" "equal-search-from-scratch" "one-deeper" "two-deeper"
               "equal-search-best-first" "equal-search-best-first-control"]
      REPORT-FUNCTIONS {"x" 3 "y" 1 "r" 3 "s" 1}
      ZERO-BONUS {"x" (- math.inf) "y" 1 "r" (- math.inf) "s" 1}
      ;; The 1&1 side's budget in the matches matched move by move.
      BUDGETS {"equal-positions" "positions" "equal-time" "seconds" "equal-positions-in-place" "positions"
               "equal-search" "generated" "equal-search-control" "generated" "equal-search-from-scratch" "generated"
               "equal-search-best-first" "generated" "equal-search-best-first-control" "generated"}
      ;; Budgets measured on the 1&1 side's own position, not taken from 2&2's last move.
      IN-PLACE #{"equal-positions-in-place" "equal-search" "equal-search-control" "equal-search-from-scratch"
                 "equal-search-best-first" "equal-search-best-first-control"}
      ;; The 1&1 program of a budgeted match: McCarthy's maxval deepened from scratch, unless named here.
      SEARCHERS {"equal-search" "deepening" "equal-search-control" "deepening"
                 "equal-search-best-first" "deepening-best-first" "equal-search-best-first-control" "deepening-best-first"}
      ;; The 1&1 side's depth, over 2&2's, in the matches of the effort curve.
      DEEPER-BY {"one-deeper" 1 "two-deeper" 2}
      ;; The measurements on the typical positions, and the matches that need them.
      MEASURED-FOR {"worse-move" #{"printed" "minimaxing"} "effort" #{"equal-effort"}}
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

(defn two-two-parameters [match parameters]
  "The backing-up parameters the 2&2 side of `match` plays with."
  (cond (= match "report") REPORT-FUNCTIONS
        (in match #{"zero-bonus" "equal-search-control" "equal-search-best-first-control"}) ZERO-BONUS
        True parameters))

(defn players-of [match d parameters effort-depth]
  "The 2&2 and 1&1 players of a match.  A 1&1 side with a budget carries
  the 2&2 side (\"against\"), to measure 2&2's move where 1&1 moves first
  (or, \"in-place\", at every move)."
  (setv two-two {"program" "2&2" "depth" d
                 "way" (if (in match ["printed" "minimaxing"]) match "root-tie")
                 "parameters" (two-two-parameters match parameters)}
        one-one (if (in match BUDGETS)
                    {"program" "1&1" "budget" (get BUDGETS match) #** (if (in match IN-PLACE) {"in-place" True} {})
                     #** (if (in match SEARCHERS) {"searcher" (get SEARCHERS match)} {})
                     "against" two-two}
                    {"program" "1&1" "depth" (cond (= match "equal-effort") effort-depth
                                                   (in match DEEPER-BY) (+ d (get DEEPER-BY match))
                                                   True d)}))
  [two-two one-one])

(defn game-tag [settings match parameters effort-depth]
  "The tag of a match's game keys: what its games were played with.  A run
  made before measurement by ply tagged every game with the equal-effort
  depth; newer runs tag only equal-effort's, so that the other matches keep
  their games when the measured positions change."
  (fingerprint [parameters (when (or (= match "equal-effort") (not-in "measure" settings)) effort-depth)]))

(defn match-games [settings match-json matches]
  "Games a match, {match: games}: those match.json has (or, in an older
  run's, the run's --games for each match it played), with `matches` raised
  to the settings' --games."
  (setv have (cond (is match-json None) {}
                   (in "games" match-json) (dict (get match-json "games"))
                   True (dfor m (get match-json "matches") m (get settings "games"))))
  (for [m matches]
    (setv (get have m) (max (.get have m 0) (get settings "games"))))
  (dfor m MATCHES :if (in m have) m (get have m)))

(defn match-openings [settings pairs]
  "The run's first `pairs` openings: by its \"openings\" setting, the
  three-move ballot (\"ballot\", checkers: the 156 ballots played, in ACF
  order) or random openings from a seed (\"random:SEED\"; not set: the
  run's seed + 1000), each of the run's match-openings complete moves."
  (setv name (get settings "game")
        source (.get settings "openings"))
  (cond (= source "ballot")
          (do (unless (= name "checkers")
                (raise (ExperimentError f"the three-move ballot is checkers', not {name}'s")))
              (cut (ballot-actions) pairs))
        (and source (.startswith source "random:") (.isdigit (cut source 7 None)))
          (openings name (int (cut source 7 None)) pairs (.get settings "match-openings"))
        source
          (raise (ExperimentError f"--openings is random:SEED (a whole number) or ballot, not {source}"))
        True
          (openings name (+ (get settings "seed") 1000) pairs (.get settings "match-openings"))))

(defn available-openings [settings]
  "How many different openings the run's \"openings\" setting can give (see match-openings)."
  (setv source (.get settings "openings"))
  (if (= source "ballot")
      (len (ballot-actions))
      (opening-count (get settings "game") (or (.get settings "match-openings")
                                               (opening-moves (get settings "game"))))))

(defn check-games-wanted [settings]
  "ExperimentError, before the run's settings are saved, for more --games
  than the run's openings can give (each opening is played twice)."
  (setv pairs (// (get settings "games") 2) found (available-openings settings))
  (when (> pairs found)
    (raise (ExperimentError (+ f"--games {(get settings "games")} needs {pairs} different openings;"
                               f" {(get settings "game")} has {found} of the run's kind: ask for {(* 2 found)} --games or fewer")))))

(defn game-jobs [settings parameters effort-depth games]
  "Every game of the matches in `games` ({match: games}): each of the
  match's openings twice, the 2&2 side first, then second.  The openings are
  of the run's match-openings complete moves (a run made before that
  setting: the typical positions' opening moves, 2 in Kalah, whose 116
  different openings are too few for 140 pairs)."
  (setv name (get settings "game") d (get settings "depth")
        pairs (// (max (.values games) :default 0) 2)
        found (match-openings settings pairs)
        jobs [])
  (when (< (len found) pairs)
    (raise (ExperimentError f"only {(len found)} different openings of {name}; ask for fewer --games")))
  (for [[i o] (enumerate found) colour [0 1] [match n] (.items games) :if (< i (// n 2))]
    (setv [two-two one-one] (players-of match d parameters effort-depth)
          tag (game-tag settings match parameters effort-depth))
    (.append jobs {"key" f"{match}-{i}-{colour}-D{d}-{tag}" "job" "play-game" "game" name
                   "match" match "opening-index" i "two-two-side" colour "opening" o
                   "limit" (. (game-class name) MOVE-LIMIT)
                   "players" (if (= colour 0) [two-two one-one] [one-one two-two])}))
  jobs)

(defn chosen-matches [matches]
  "The matches to play: `matches` (names; None: all), checked."
  (setv unknown (lfor m (or matches []) :if (not-in m MATCHES) m))
  (when unknown
    (raise (ExperimentError f"no match {(get unknown 0)}; the matches: {(.join " " MATCHES)}")))
  (if matches (lfor m MATCHES :if (in m matches) m) (list MATCHES)))

(defn needs [measurement matches]
  "Whether any of `matches` needs `measurement` (MEASURED-FOR)."
  (bool (& (get MEASURED-FOR measurement) (set matches))))

(defn measure [settings out runner parameters matches]
  "The measurements on the typical positions that `matches` need; the
  equal-effort depth (None when not measured)."
  (setv positions (read-positions out (get settings "game")))
  (when (needs "worse-move" matches)
    (runner (sample-jobs settings positions parameters "worse-move" {})
            (/ (Path out) "worse-moves.jsonl") "C as printed against 2&2 minimaxing"))
  (when (needs "effort" matches)
    (setv effort (runner (sample-jobs settings positions parameters "effort"
                                      {"way" EFFORT-WAY "depths" (list (range (get settings "depth") (+ (get settings "depth") DEEPER 1)))})
                         (/ (Path out) "effort.jsonl") "positions evaluated per move")
          depth (equal-effort-depth effort (get settings "depth")))
    (print f"match: 1&1 at depth {depth} evaluates about as many positions a move as 2&2 ({EFFORT-WAY}) at {(get settings "depth")}")
    depth))

(defn played? [settings out [matches None]]
  "Has the run in `out` played every game of `matches` (None: all) that its
  settings ask for, with the measurements they need?  Not before match.json."
  (setv path (/ (Path out) "match.json"))
  (unless (.exists path)
    (return False))
  (setv matches (chosen-matches matches)
        before (read-json path "match")
        parameters (learned-parameters out)
        positions (read-positions out (get settings "game"))
        wanted [#* (lfor j (game-jobs settings parameters (get before "equal-effort-depth") (match-games settings before matches))
                         :if (in (get j "match") matches)
                         #("games.jsonl" (get j "key")))
                #* (if (needs "worse-move" matches)
                       (lfor j (sample-jobs settings positions parameters "worse-move" {}) #("worse-moves.jsonl" (get j "key")))
                       [])
                #* (if (needs "effort" matches)
                       (lfor j (sample-jobs settings positions parameters "effort" {}) #("effort.jsonl" (get j "key")))
                       [])]
        done (dfor name (set (gfor [name _] wanted name))
                   name (set (gfor r (read-lines (/ (Path out) name)) (get r "key")))))
  (all (gfor [name key] wanted (in key (get done name)))))

(defn match-stage [settings out runner [matches None]]
  "Measure on the typical positions, then play `matches` (None: all): the files in `out`."
  (unless (and (>= (get settings "games") 2) (= (% (get settings "games") 2) 0))
    (raise (ExperimentError f"--games must be even and at least 2 (each opening is played twice), not {(get settings "games")}")))
  (setv matches (chosen-matches matches)
        path (/ (Path out) "match.json")
        before (when (.exists path) (read-json path "match"))
        parameters (learned-parameters out)
        measured (measure settings out runner parameters matches)
        effort-depth (if (is measured None) (when before (get before "equal-effort-depth")) measured)
        games (match-games settings before matches))
  (write-json path {"equal-effort-depth" effort-depth "matches" (list games) "games" games
                    "limit" (. (game-class (get settings "game")) MOVE-LIMIT)})
  (setv played (runner (lfor j (game-jobs settings parameters effort-depth games) :if (in (get j "match") matches) j)
                       (/ (Path out) "games.jsonl")
                       f"games: {(.join ", " matches)}"))
  (print f"match: {(len played)} games in {(/ (Path out) "games.jsonl")}")
  played)
