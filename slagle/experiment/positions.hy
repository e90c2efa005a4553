"Stage 1, typical positions: \"the program is supplied by the experimenter
with a large number of typical checker positions\".

Games of 1&1 alpha beta against itself at a small depth, each from its own
opening of random moves (a few complete moves chosen with the seed: for
checkers, in place of the three-move ballots, which are themselves three
opening moves), give the positions; from each game, positions at evenly
spaced plies across it, that are not over and were not met before, until
there are --positions of them.  positions.jsonl: one a line, OpenSpiel's
serialized state (the actions from the start, one a line) with the mover."

(eval-when-compile (require lisp.macros [unless]))
(import functools
        math
        random
        pathlib [Path]
        slagle.experiment [ExperimentError opening-moves]
        slagle.experiment.store [read-lines Appender]
        slagle.games [game-class])

(setv PER-GAME 8                                 ; positions taken from one game at most
      POSITION-DEPTH 2)                          ; the depth of the games that give them

(defn random-opening [name rng plies]
  "An opening of `plies` random complete moves from the start: a list of action lists."
  (setv cls (game-class name) game (cls) out [])
  (for [_ (range plies)]
    (setv moves (.successors game game.root))
    (unless moves (break))
    (setv m (.choice rng moves))
    (.append out (list m.actions))
    (setv game (.after game m)))
  out)

(defn [functools.cache] opening-count [name moves]
  "How many different openings of `moves` complete moves the game `name` has
  (an opening the game ends within counts once): the most `openings` can find."
  (setv cls (game-class name))
  (defn leaves [game k]
    (setv moves-here (if (> k 0) (.successors game game.root) []))
    (if moves-here
        (sum (gfor m moves-here (leaves (.after game m) (- k 1))))
        1))
  (leaves (cls) moves))

(defn check-positions-wanted [settings]
  "ExperimentError, before the run's settings are saved, for more --positions
  than the games from every different opening can give."
  (setv name (get settings "game")
        found (opening-count name (opening-moves name))
        most (* PER-GAME found))
  (when (> (get settings "positions") most)
    (raise (ExperimentError (+ f"--positions {(get settings "positions")} is more than {name}'s"
                               f" {found} different openings can give"
                               f" ({PER-GAME} a game, at most {most}); ask for fewer")))))

(defn openings [name seed count [moves None]]
  "`count` different random openings for the game `name`, from `seed`, each
  of `moves` complete moves (None: the game's OPENING-MOVES)."
  (setv rng (random.Random seed) seen #{} out [] tries 0)
  (while (and (< (len out) count) (< tries (* 50 count)))
    (+= tries 1)
    (setv o (random-opening name rng (or moves (opening-moves name))) k (repr o))
    (unless (in k seen)
      (.add seen k)
      (.append out o)))
  out)

(defn spread [items k]
  "At most k of items, at evenly spaced places across them."
  (if (<= (len items) k)
      items
      (lfor i (range k) (get items (int (/ (* i (len items)) k))))))

(defn check-positions [rows name path]
  "Each line of positions.jsonl must be a position of the game `name`."
  (for [[i r] (enumerate rows 1)]
    (unless (and (= (.get r "game") name) (isinstance (.get r "state") str) (isinstance (.get r "id") int))
      (raise (ExperimentError (+ f"{path}, line {i}: not a {name} position of this run"
                                 (if (and (isinstance (.get r "game") str) (!= (.get r "game") name))
                                     f" (a {(get r "game")} position)" "")))))))

(defn read-positions [out name]
  "The typical positions of the run in `out`, checked; ExperimentError if there are none."
  (setv path (/ (Path out) "positions.jsonl") rows (read-lines path))
  (unless rows
    (raise (ExperimentError f"{path} is missing or empty: run `slagle experiment positions` first")))
  (check-positions rows name path)
  rows)

(defn positioned? [out settings]
  "Does the run in `out` hold all the typical positions its settings ask for?"
  (>= (len (read-lines (/ (Path out) "positions.jsonl"))) (get settings "positions")))

(defn positions-stage [settings out runner]
  "Make positions.jsonl in `out`: settings' positions typical positions of its game, from its seed."
  (setv name (get settings "game") wanted (get settings "positions")
        path (/ (Path out) "positions.jsonl"))
  (setv have (read-lines path))
  (check-positions have name path)
  (when (>= (len have) wanted)
    (print f"positions: {(len have)} already in {path}")
    (return have))
  (setv count (+ 4 (math.ceil (/ (* 1.5 wanted) PER-GAME)))
        jobs (lfor [i o] (enumerate (openings name (get settings "seed") count))
                   {"key" f"opening-{i}" "job" "opening-game" "game" name "opening" o
                    "depth" POSITION-DEPTH "limit" (. (game-class name) MOVE-LIMIT)})
        games (runner jobs (/ (Path out) "position-games.jsonl") "typical positions: games")
        seen (set (gfor r have (get r "key")))
        rows (list have))
  ;; Round the games, one position from each in turn, so that every game gives some.
  (setv spreads (lfor [job g] (zip jobs games)
                      (lfor [ply p] (spread (list (enumerate (get g "positions") (len (get job "opening")))) PER-GAME)
                            [job ply p])))
  (for [k (range PER-GAME) s spreads :if (< k (len s))]
    (setv [job ply p] (get s k))
    (when (and (< (len rows) wanted) (not-in (get p "key") seen))
      (.add seen (get p "key"))
      (.append rows {"id" (len rows) "game" name "state" (get p "state") "key" (get p "key")
                     "mover" (get p "mover") "ply" ply "opening" (get job "key")})))
  (with [f (Appender path)]
    (for [r (cut rows (len have) None)] (.write f r)))
  (print f"positions: {(len rows)} typical {name} positions in {path} (from {(len jobs)} games)")
  (when (< (len rows) wanted)
    (raise (ExperimentError f"only {(len rows)} different positions came from {(len jobs)} games; ask for fewer --positions")))
  rows)

(defn measured-positions [settings positions]
  "The typical positions the match stage measures moves and effort on,
  --sample of them: spread evenly by ply across the whole game (the
  positions ordered by ply, then id, taken at evenly spaced places) where
  the run's settings say measure by-ply; in a run made before that setting
  (none), the first --sample, as such runs were measured."
  (setv n (get settings "sample"))
  (if (= (.get settings "measure") "by-ply")
      (spread (sorted positions :key (fn [p] #((get p "ply") (get p "id")))) n)
      (cut positions n)))
