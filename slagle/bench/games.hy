"`slagle bench --games`: the programs on checkers, timed.

Speed: from N positions of real checkers games (random moves, seeded; see
slagle.games.position/random-positions), each 2&2 alpha beta (Appendix C)
and 1&1 program of the table (Appendix B with m = n = 1; McCarthy's maxval
when it is registered) chooses a move dmax complete moves deep, and so does
OpenSpiel's alpha_beta_search on the same complete moves with the same value
function (slagle.games.crosscheck).  Game-rule time (OpenSpiel's C++ moves,
the complete moves, the notation, the value) is inside every figure.  The
figure compared is the time per evaluated position (a position whose static
value was taken), and the ratio is ours over OpenSpiel's; the time per
position made by succ is printed beside it, since a search that prunes more
makes more positions for each one it evaluates.

A game: 2&2 alpha beta (c:2:2:dmax=6) against 1&1 (dmax 6) from the start,
with the time per move of each side."

(import statistics
        time
        slagle.games.checkers [Checkers]
        slagle.games.crosscheck [spiel-alpha-beta]
        slagle.matches.loop [play-game new-record]
        slagle.matches.players [parse-spec]
        slagle.games.position [random-positions]
        slagle.core.programs [PROGRAMS choose])

(setv DMAX 6
      POSITIONS 20
      MAX-PLIES 200)

(defn one-and-one-specs [dmax]
  "The 1&1 programs of the table as SPECs: Appendix B with m = n = 1, and maxval once it is there."
  [f"b:1:1:dmax={dmax}" #* (if (in "maxval" PROGRAMS) [f"maxval:dmax={dmax}"] [])])

(defn time-searches [games search]
  "Run search(game) on a fresh copy of each game: #(seconds, evaluated, made) summed."
  (setv seconds 0 evaluated 0 made 0)
  (for [g games]
    (setv game (Checkers g.root.state :name g.root.name)
          start (time.perf-counter))
    (search game)
    (+= seconds (- (time.perf-counter) start))
    (+= evaluated (len game.evaluated))
    (+= made game.made))
  #(seconds evaluated made))

(defn speed-lines [count dmax seed]
  "The lines of the speed table."
  (setv games (random-positions Checkers count seed)
        rows [["OpenSpiel alpha_beta_search" (time-searches games (fn [g] (spiel-alpha-beta g dmax)))]])
  (for [spec [f"c:2:2:dmax={dmax}" #* (one-and-one-specs dmax)]]
    (setv player (parse-spec spec))
    (.append rows [spec (time-searches games (fn [g] (choose player.program.name g dmax player.settings)))]))
  (setv [_ [spiel-seconds spiel-evaluated _]] (get rows 0)
        per-spiel (/ spiel-seconds (max spiel-evaluated 1))
        lines [f"Checkers, {count} positions from random games (seed {seed}), {dmax} complete moves deep:"
               f"{"program" :<30} {"evaluated" :>10} {"made" :>10} {"seconds" :>9} {"µs/evaluated" :>13} {"µs/made" :>8} {"ratio" :>6}"])
  (for [[name [seconds evaluated made]] rows]
    (setv per (/ seconds (max evaluated 1)))
    (.append lines (+ f"{name :<30} {evaluated :>10} {made :>10} {seconds :>9.2f} {(* per 1e6) :>13.1f}"
                      f" {(* (/ seconds (max made 1)) 1e6) :>8.1f} {(/ per per-spiel) :>6.2f}")))
  (.append lines (+ "ratio: time per evaluated position over OpenSpiel's (goal: at most 1.5);"
                    " a shared 2-core machine: the figures are noisy"))
  lines)

(defn game-lines [dmax max-plies]
  "Play 2&2 alpha beta against the 1&1 program (maxval once it is in the table, else Appendix B), both dmax deep, and report the times."
  (setv first f"c:2:2:dmax={dmax}"
        second (get (one-and-one-specs dmax) -1)
        record (new-record "checkers" first second None [])
        start (time.perf-counter))
  (play-game (Checkers) [(parse-spec first) (parse-spec second)] record max-plies None)
  (setv total (- (time.perf-counter) start)
        lines [f"A game of checkers: {first} (Black) against {second} (White), at most {max-plies} plies:"])
  (for [spec [first second]]
    (setv times (lfor m (get record "moves") :if (= (get m "by") spec) (get m "seconds")))
    (when times
      (.append lines (+ f"  {spec :<16} {(len times)} moves, {(statistics.mean times) :.2f} s a move"
                        f" (median {(statistics.median times) :.2f}, longest {(max times) :.2f})"))))
  (.append lines f"  result {(get record "result")} ({(get record "ended")}), {(len (get record "moves"))} plies in {total :.1f} s")
  lines)
