"`slagle bench --games`: the programs on a game (checkers unless --game), timed.

Speed: from N positions of real games (random moves, seeded; see
slagle.games.position/random-positions), each program of the table (with
the settings it says it is timed with: Appendix C 2&2, Appendix B 1&1)
chooses a move dmax complete moves deep, and so does
OpenSpiel's alpha_beta_search on the same complete moves with the same value
function (slagle.games.crosscheck).  Game-rule time (OpenSpiel's C++ moves,
the complete moves, the notation, the value) is inside every figure.  The
figure compared is the time per evaluated position (a position whose static
value was taken), and the ratio is ours over OpenSpiel's; the time per
position made by succ is printed beside it, since a search that prunes more
makes more positions for each one it evaluates.  Each program that has a
compiled twin (slagle.compiled) has a second row, SPEC:compiled, timed after
one search has loaded the twin's compiled code, and a last line gives how
many times faster than the transcription the twin is a position evaluated.

A game: the report's match, 2&2 alpha beta (c:2:2:dmax=6) against 1&1
alpha beta (maxval:dmax=6) from the start, with the time per move of each side."

(import json
        math
        resource
        statistics
        subprocess
        sys
        time
        slagle.games [game-class]
        slagle.games.crosscheck [spiel-alpha-beta]
        slagle.matches.loop [play-game new-record]
        slagle.matches.players [parse-spec]
        slagle.games.position [random-positions]
        slagle.core.programs [PROGRAMS program-named run-program search-compiled]
        slagle.core.progress [TALLY]
        slagle.bench.tables [table])

(setv GAME "checkers"   ; the report's game, timed when no --game is given
      DMAX 6
      POSITIONS 20
      MAX-PLIES 200)

(defn plain-alpha-beta [game dmax]
  "Alpha-beta over pyspiel written plainly, as a user would, for a peer:
  clone, apply_action and a loop of its own over OpenSpiel's states, the
  search of open_spiel.python.algorithms.minimax (fail-hard, the first best
  action kept) over complete moves (a player's actions until the other
  moves, each position reached twice kept once), and the same value
  function as the programs (game's features and weights, game's outcome at
  an ended game).  It counts its evaluations in game.evaluations and the
  positions it makes in game.made.
  #(root value, the actions of the chosen complete move)."
  (setv me game.player weights game.weights)
  (defn value [state]
    (+= game.evaluations 1)
    (if (.is-terminal state)
        (.outcome game state)
        (sum (gfor [c f] (zip weights (.features game state me)) (* c f)))))
  (defn moves [state]
    (setv player (.current-player state) out [] seen #{} stack [#(state #())])
    (while stack
      (setv [s done] (.pop stack))
      (for [a (.legal-actions s)]
        (setv child (.clone s))
        (.apply-action child a)
        (if (and (= (.current-player child) player) (not (.is-terminal child)))
            (.append stack #(child #(#* done a)))
            (.append out #(#(#* done a) child)))))
    (.sort out :key (fn [m] (get m 0)))
    (setv kept (lfor [actions child] out
                     :setv k (str child)
                     :if (not-in k seen)
                     :do (.add seen k)
                     #(actions child)))
    (+= game.made (len kept))
    kept)
  (defn search [state depth alpha beta]
    (when (or (= depth 0) (.is-terminal state))
      (return #((value state) None)))
    (setv maximizing (= (.current-player state) me)
          best (if maximizing (- math.inf) math.inf)
          best-move None)
    (for [[actions child] (moves state)]
      (setv v (get (search child (- depth 1) alpha beta) 0))
      (if maximizing
          (do (when (> v best) (setv best v best-move actions))
              (setv alpha (max alpha best)))
          (do (when (< v best) (setv best v best-move actions))
              (setv beta (min beta best))))
      (when (>= alpha beta) (break)))
    #(best best-move))
  (search (.clone game.root.state) dmax (- math.inf) math.inf))

(defn timed-spec [name dmax]
  "The SPEC the program `name` is timed as: its name, the settings it is timed
  with (in the order it takes them), dmax."
  (.join ":" [name #* (gfor v (.values (. (program-named name) bench-settings)) (str v)) f"dmax={dmax}"]))

(defn time-searches [games search]
  "Run search(game) on a fresh copy of each game: #(seconds, evaluated, made)
  summed.  The seconds are CPU time (all the process's threads): on a
  machine shared with other work the clock mostly measures the others."
  (setv seconds 0 evaluated 0 made 0)
  (for [g games]
    (setv game (.on TALLY ((type g) g.root.state :name g.root.name))
          start (time.process-time))
    (search game)
    (+= seconds (- (time.process-time) start))
    (+= evaluated game.evaluations)
    (+= made game.made))
  #(seconds evaluated made))

(defn twin-available? [name]
  "Is the compiled twin there to time on the game `name` (numba installed, the game's rules compiled)?"
  (import slagle.compiled.twin [plays?])   ; numba is looked for only when timing the twin
  (plays? name))

(defn spec-search [spec dmax]
  "The search of the player SPEC at a game's root, dmax deep, as a function
  of the game: the program of the table, or its compiled twin."
  (setv player (parse-spec spec))
  (if player.compiled
      (fn [g] (search-compiled player.program.name g dmax player.settings))
      (fn [g] (run-program player.program.name g dmax player.settings))))

(defn program-specs [dmax game]
  "The programs of the table timed on `game`, as SPECs, each that has a
  compiled twin followed by it where the twin plays the game."
  (setv twinned (twin-available? game))
  (lfor name PROGRAMS
        :setv spec (timed-spec name dmax)
        s (if (and twinned (. (program-named name) twin)) [spec (+ spec ":compiled")] [spec])
        s))

(defn speed-table [count dmax seed [name GAME]]
  "The speed table: each program's positions evaluated and made, its CPU
  time, and its time a position against OpenSpiel's and the plain loop's."
  (setv games (random-positions (game-class name) count seed)
        rows [["OpenSpiel alpha_beta_search" (time-searches games (fn [g] (spiel-alpha-beta g dmax)))]
              ["plain pyspiel alpha-beta" (time-searches games (fn [g] (plain-alpha-beta g dmax)))]])
  (for [spec (program-specs dmax name)]
    (setv search (spec-search spec dmax))
    (when (.endswith spec ":compiled")
      (time-searches (cut games 1) (fn [g] (search-compiled (get (.split spec ":") 0) g 1
                                                            (. (parse-spec spec) settings)))))
    (.append rows [spec (time-searches games search)]))
  (setv per-position (fn [row] (/ (get row 1 0) (max (get row 1 1) 1)))
        per-spiel (per-position (get rows 0))
        per-plain (per-position (get rows 1))
        by-spec (dfor row rows (get row 0) (per-position row))
        twins (lfor [spec per] (.items by-spec) :if (.endswith spec ":compiled")
                    :setv hy-spec (cut spec 0 (- (len ":compiled")))
                    f"{hy-spec} {(/ (get by-spec hy-spec) (max per 1e-12)) :.1f}"))
  (table f"{(.capitalize name)}, {count} positions from random games (seed {seed}), {dmax} complete moves deep:"
         [["program" ""] ["evaluated" "d"] ["made" "d"] ["CPU s" ".2f"] ["s a move" ".3f"]
          ["µs an evaluated" ".1f"] ["µs a made" ".1f"] ["/ OpenSpiel" ".2f"] ["/ plain" ".2f"]]
         (lfor row rows
               :setv [spec [seconds evaluated made]] row
               :setv per (per-position row)
               [spec evaluated made seconds (/ seconds count) (* per 1e6) (* (/ seconds (max made 1)) 1e6)
                (/ per per-spiel) (/ per per-plain)])
         [(+ "/ OpenSpiel, / plain: time per evaluated position over that row's (OpenSpiel's"
             " alpha_beta_search over the programs' successors; the plain pyspiel alpha-beta,"
             " its own loop).")
          #* (if twins
                 [(+ "The compiled twin, times faster a position evaluated than the transcription: "
                     (.join ", " twins))]
                 [])]))


;; The report's depth: a move dmax 8 deep, each program in a process of its own

(setv REPORT-DMAX 8
      ;; The report's two programs (Section 8): 2&2 alpha beta and 1&1 alpha beta.
      REPORT-SPECS ["c:2:2" "maxval"])

(defn report-specs [game]
  "The programs --report-depth times on `game`, each followed by its compiled twin where the twin plays it."
  (if (twin-available? game)
      (lfor spec REPORT-SPECS s [spec (+ spec ":compiled")] s)
      REPORT-SPECS))

(defn peak-kb []
  "This process's peak resident set in KB: Linux's VmHWM, which starts
  afresh when a process runs a new program, where ru_maxrss keeps the
  parent's peak from before (the bench's own, numba and all); ru_maxrss
  where there is no /proc."
  (try
    (with [status (open "/proc/self/status")]
      (for [line status]
        (when (.startswith line "VmHWM:")
          (return (int (get (.split line) 1))))))
    (except [OSError]))
  (. (resource.getrusage resource.RUSAGE-SELF) ru-maxrss))

(defn depth-child [spec dmax count seed [name GAME]]
  "In a process of its own: the program of `spec` chooses a move dmax deep
  at each of count typical positions; print a JSON line a move (seconds by
  the clock and of CPU, positions evaluated, the peak resident set so far).
  A compiled twin's code is loaded first, by a search one move deep."
  (setv search (spec-search f"{spec}:dmax={dmax}" dmax)
        games (random-positions (game-class name) count seed))
  (when (.endswith spec ":compiled")
    (search-compiled (get (.split spec ":") 0) ((type (get games 0)) (. (get games 0) root state)) 1))
  (for [g games]
    (setv game ((type g) g.root.state :name g.root.name)
          start (time.perf-counter)
          cpu (time.process-time))
    (search game)
    (print (json.dumps {"seconds" (- (time.perf-counter) start) "cpu" (- (time.process-time) cpu)
                        "evaluated" game.evaluations
                        "peak-kb" (peak-kb)})
           :flush True)))

(defn depth-table [count dmax seed [name GAME]]
  "The report's depth measured: each of REPORT-SPECS chooses a move dmax
  deep at count typical positions, in a process of its own (so that its
  peak memory is its own): time a move, positions evaluated, peak memory;
  and how many times faster the compiled twin is a position evaluated."
  (setv rows [])
  (for [spec (report-specs name)]
    (setv out (subprocess.run [sys.executable "-c"
                               (+ "import hy, sys; from slagle.bench.games import depth_child;"
                                  f" depth_child({(repr spec)}, {dmax}, {count}, {seed}, {(repr name)})")]
                              :capture-output True :text True :check True)
          moves (lfor line (.splitlines out.stdout) (json.loads line))
          times (lfor m moves (get m "seconds"))
          counts (lfor m moves (get m "evaluated")))
    (.append rows [spec (statistics.mean times) (statistics.median times) (max times)
                   (statistics.mean (gfor m moves (get m "cpu")))
                   (round (statistics.mean counts)) (max counts) (/ (get moves -1 "peak-kb") 1024)]))
  (setv cpu-per-position (dfor row rows (get row 0) (/ (get row 4) (max (get row 5) 1)))
        twins (lfor [spec per] (.items cpu-per-position) :if (.endswith spec ":compiled")
                    :setv hy-spec (cut spec 0 (- (len ":compiled")))
                    f"{hy-spec} {(/ (get cpu-per-position hy-spec) (max per 1e-12)) :.1f}"))
  (table f"{(.capitalize name)}, {count} positions from random games (seed {seed}), {dmax} complete moves deep, a process a program:"
         [["program" ""] ["s a move mean" ".2f"] ["median" ".2f"] ["longest" ".2f"] ["CPU s mean" ".2f"]
          ["positions mean" "d"] ["most" "d"] ["peak MB" ".0f"]]
         rows
         (if twins
             [(+ "The compiled twin, times faster a position evaluated than the transcription (CPU): "
                 (.join ", " twins))]
             [])))

(defn game-table [dmax max-plies [name GAME]]
  "Play the report's match, each of REPORT-SPECS dmax deep (2&2 alpha beta
  first): each side's moves and seconds a move, and the result under it."
  (setv [first second] (lfor spec REPORT-SPECS f"{spec}:dmax={dmax}")
        record (new-record name first second None [])
        start (time.perf-counter))
  (play-game ((game-class name)) [(parse-spec first) (parse-spec second)] record max-plies None)
  (setv total (- (time.perf-counter) start)
        sides (dict (zip [first second] (. (game-class name) PLAYERS))))
  (table f"A game of {name}: {first} ({(get sides first)}) against {second} ({(get sides second)}), at most {max-plies} plies:"
         [["program" ""] ["side" ""] ["moves" "d"] ["s a move" ".2f"] ["median" ".2f"] ["longest" ".2f"]]
         (lfor spec [first second]
               :setv times (lfor m (get record "moves") :if (= (get m "by") spec) (get m "seconds"))
               :if times
               [spec (get sides spec) (len times) (statistics.mean times) (statistics.median times) (max times)])
         [f"result {(get record "result")} ({(get record "ended")}), {(len (get record "moves"))} plies in {total :.1f} s"]))
