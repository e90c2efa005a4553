"What each run's matches cost: for every run of the second and third
series in the data folder and every match it played, the engine, the games, and the seconds of search a
game, each side's and both (CPU seconds where the games record them, the
third series'; the clock's where they do not, the second series', run on
the transcription), with the searches the transcription checked.  A
match's own search only: 2&2's searches on a copy, which measure an
in-place budget, and the transcription's checks are not in the seconds.

Run from the project root:  .venv/bin/hy docs/figures/costs.hy"

(import pathlib [Path]
        statistics [mean]
        slagle.experiment.match [MATCHES]
        slagle.experiment.primary [run-games]
        slagle.experiment.runs [run-directory series-runs]
        slagle.experiment.store [records?])

(defn runs []
  "The names of the second and third series' runs that hold games, in name order."
  (lfor series ["second" "third"] name (series-runs series)
        :if (records? (/ (run-directory name) "games.jsonl"))
        name))

(defn side-seconds [game side]
  "Seconds of search of one side (0, 1) in `game`, and whether they are CPU seconds."
  (setv moves (lfor m (get game "moves") :if (= (get m "side") side) m)
        cpu (all (gfor m moves (in "cpu" m))))
  [(sum (gfor m moves (get m (if cpu "cpu" "seconds")))) cpu])

(defn match-cost [games]
  "[engine, games, 2&2 s a game, 1&1 s a game, both, CPU or clock, searches checked]."
  (setv two-two (lfor g games (side-seconds g (get g "two-two-side")))
        one-one (lfor g games (side-seconds g (- 1 (get g "two-two-side"))))
        a (mean (gfor [s _] two-two s))
        b (mean (gfor [s _] one-one s)))
  [(.get (get games 0) "engine" "transcription") (len games) a b (+ a b)
   (if (all (gfor [_ c] (+ two-two one-one) c)) "CPU" "clock")
   (sum (gfor g games (.get g "checked" 0)))])

(print "| run | match | engine | games | 2&2 s a game | 1&1 s a game | both | seconds | searches checked |")
(print "|---|---|---|---|---|---|---|---|---|")
(for [run (runs) match MATCHES]
  (setv games (run-games (run-directory run) match))
  (when games
    (setv [engine n a b both kind checked] (match-cost games))
    (print (+ f"| {run} | {match} | {engine} | {n} | {a :.2f} | {b :.2f} | {both :.2f}"
              f" | {kind} | {checked} |"))))
