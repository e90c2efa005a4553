"How deep the better 1&1 saw in the third series' equal-search games,
as played (deepening) and as declared (deepening-best-first) (secondary,
after the runs): its moves by the depth of the iteration it
played, below, at and above 2&2's depth D; how many moves were left in the
game after a move below D and after the others (medians); and 2&2's score
in the games where the 1&1 played below D at least once and in the rest
(slagle.experiment.spent/depth-profile).

Run from the project root:  .venv/bin/hy docs/figures/deepening-depths.hy"

(eval-when-compile (require lisp.macros [unless]))
(import slagle.experiment [ExperimentError]
        slagle.experiment.primary [run-games]
        slagle.experiment.spent [depth-profile]
        slagle.experiment.runs [run-directory])

(setv RUNS (lfor prefix ["kalah-6" "checkers-8" "kalah-4" "checkers-4"] s (range 1 6) f"{prefix}-s{s}")
      ;; the better 1&1 as played, and as declared
      MATCHES ["equal-search" "equal-search-best-first"])

(defn run-games-of [run match]
  "The games of `match` in `run`, none where it has none yet."
  (if (.exists run)
      (try (run-games run match) (except [ExperimentError] []))
      []))

(defn share [part whole]
  "part / whole as a decimal, or a dash."
  (if whole f"{(/ part whole) :.3f}" "-"))

(defn count-text [x]
  "A median of counts as a number (a half where there is one), or a dash."
  (if (is x None) "-" f"{x :g}"))

(defn score-text [scored]
  "A score and its games, or a dash."
  (setv [score games] scored)
  (if (is score None) "-" f"{score :.3f} ({games})"))

(print "| run | match | 1&1 moves | below D | at D | above D | moves left after a move below D | after the others | 2&2's score, games with a move below D | the other games |")
(print "|---|---|---|---|---|---|---|---|---|---|")
(for [match MATCHES
      run RUNS
      :setv games (run-games-of (run-directory f"third/{run}") match)
      :if games]
  (try
    (setv p (depth-profile games)
          moves (+ (get p "below") (get p "at") (get p "above")))
    (unless moves
      (raise (ExperimentError "no equal-search game yet")))
    (print (+ f"| {run} | {match} | {moves} | {(share (get p "below") moves)} | {(share (get p "at") moves)}"
              f" | {(share (get p "above") moves)} | {(count-text (get p "left-below"))} | {(count-text (get p "left-others"))}"
              f" | {(score-text (get p "shallow"))} | {(score-text (get p "deep"))} |"))
    (except [e ExperimentError]
      (print f"| {run} | {match} | {e} | | | | | | | |"))))
