"The third series' effort curve, as docs/experiment.md declares it among
its secondary analyses: 1&1 at depths D, D + 1 and D + 2 against 2&2 at D
(seed 1's least-squares functions), each match a point of score and effort
ratio, and the score at equal effort read off in each measure, with its
bootstrap interval over the openings; each curve drawn as
docs/figures/effort-curve-RUN.svg.  A run whose three matches are not
all played is said to be so.

Run from the project root:  .venv/bin/hy docs/figures/effort-curve.hy"

(import pathlib [Path]
        slagle.experiment [ExperimentError]
        slagle.experiment.curve [CURVE-MATCHES effort-curve curve-lines plot-curve]
        slagle.experiment.primary [run-games]
        slagle.experiment.runs [run-directory])

(setv FIGURES (Path "docs/figures")
      ;; the run and the games each match of its curve plays
      RUNS [["Kalah, D = 6" (run-directory "third/kalah-6-s1") 1000]
            ["Checkers, D = 8, the ballot" (run-directory "third/checkers-8-s1") 312]
            ["Kalah, D = 4" (run-directory "third/kalah-4-s1") 1000]
            ["Checkers, D = 4" (run-directory "third/checkers-4-s1") 280]])

(defn played [run games]
  "Has `run` played all the games of every match of the curve?"
  (try (all (gfor m CURVE-MATCHES (= (len (run-games run m)) games)))
       (except [ExperimentError] False)))

(for [[name run games] RUNS]
  (print f"### {name} ({run.name})")
  (print)
  (if (played run games)
      (do (setv curve (effort-curve run))
          (for [line (curve-lines curve)] (print line))
          (plot-curve curve f"The effort curve: {name}, 2&2 at D" (/ FIGURES f"effort-curve-{run.name}.svg")))
      (print f"Not yet played: the matches {(.join ", " CURVE-MATCHES)}, {games} games each."))
  (print))
