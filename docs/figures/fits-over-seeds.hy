"Learning replicated: for each dmax, how the third series' five function
sets (seeds 1 to 5, each from its own typical positions) fitted the deeper
values, least squares (installed, with Section 8's condition) and robust
(soft_l1) side by side.  For each fit, over the sets: the rms error as a
share of backing up the best value alone (minimax's rms), its smallest and
largest; the sets whose fit is at the condition's bound, which is minimax;
and the robust fit's median absolute error as a share of minimax's.  Below
1 is better than minimax.

Run from the project root:  .venv/bin/hy docs/figures/fits-over-seeds.hy"

(import json
        statistics [median]
        slagle.experiment.runs [run-directory])

(setv SERIES [["Kalah, D = 6" "kalah-6"] ["checkers, D = 8" "checkers-8"]
              ["Kalah, D = 4" "kalah-4"] ["checkers, D = 4" "checkers-4"]])

(defn learned-steps [prefix]
  "Each present set's fitting steps, one list a set, in seed order."
  (lfor s (range 1 6)
        :setv path (/ (run-directory f"third/{prefix}-s{s}") "functions.json")
        :if (.exists path)
        (get (json.loads (.read-text path)) "steps")))

(defn share [a b]
  "a as a share of b (1 where both are 0)."
  (if (= b 0) (if (= a 0) 1.0 (float "inf")) (/ a b)))

(defn span [xs]
  "The median of xs and its range, as text."
  f"{(median xs) :.3f} ({(min xs) :.3f} to {(max xs) :.3f})")

(defn dmax-row [name steps]
  "One table row for the steps of one dmax, one a set."
  (setv s0 (get steps 0)
        ls (lfor s steps (share (get s "constrained" "rms") (get s "baseline-rms")))
        bound (sum (gfor s steps (get s "constrained" "at-bound")))
        robust (lfor s steps (share (get s "robust" "median-abs") (get s "baseline-median-abs"))))
  (+ f"| {name} | {(get s0 "dmax")} | {(get s0 "kind")} | {(len steps)} | {(span ls)}"
     f" | {bound} | {(span robust)} |"))

(print "| game | dmax | position | sets | least squares: rms / minimax's, median (range) | at the bound (minimax) | robust: median abs error / minimax's, median (range) |")
(print "|---|---|---|---|---|---|---|")
(for [[name prefix] SERIES]
  (setv sets (learned-steps prefix))
  (when sets
    (for [steps (zip #* sets)]
      (print (dmax-row name steps)))))
