"How often, in real positions, a fail-low bound comes back above alpha by
rounding, and how often that changes the move of Appendix C with the root's
tie rule changed (root-tie, slagle.experiment.jobs/sta1-first-of-equal).

For each typical position of a committed run (RUN/positions.jsonl in the data folder,
the machine to move), 2&2 alpha beta to the run's depth D, with the run's
learned functions and with the report's example (x = r = 3, y = s = 1):
- root-tie's sta1 is run with a recording copy of it, which notes for each
  successor of the root the alpha it was searched with and the u minv gave;
- each successor's exact 2&2 value is Appendix C's minv with alpha = -∞
  (slagle.experiment.jobs/successor-values; Appendix B's value, by test);
- a fail-low bound above alpha: u > alpha (root-tie takes the successor)
  although u is not the successor's exact value.  In exact arithmetic such
  a u is at most alpha (findings, the window theorem), so each is rounding;
  its distance above alpha is given in ulps of alpha;
- a move changed: root-tie's move is valued below the best exact value.

Run from the project root (one process; a few minutes for each run at depth
4, longer at depth 6, hence the first 40 there):
  PYTHONPATH=$PWD .venv/bin/hy docs/figures/rounding-census.hy first/checkers-4 first/kalah-4 first/kalah-6 40
Its output, one JSON line a run and set of functions, is docs/figures/rounding-census.txt."

(require lisp.forms [defun])
(import json
        math
        sys
        pathlib [Path]
        lisp [∞ car cdr to-python show]
        lisp.trace [redefining]
        appendix-c.programs :as appendix-c
        slagle.experiment.jobs [game-at successor-values parameter-definitions minv]
        slagle.experiment.match [REPORT-FUNCTIONS]
        slagle.experiment.runs [run-directory]
        slagle.experiment.store [read-lines read-json]
        slagle.core.search [play-sta])

(setv NOTES [])

(defn note [alpha u]
  "Note the alpha a successor of the root was searched with and the u it gave; u."
  (.append NOTES #(alpha u))
  u)

(defun sta1-noting [ℓ alpha best dmax]
  "root-tie's sta1 (sta1-first-of-equal, alpha < u), noting alpha and u for each successor."
  (prog [u]
        (cond [(null ℓ) (return best)])
        (setq u (note alpha (minv (car ℓ) ∞)))
        (return (cond [(< alpha u) (sta1-noting (cdr ℓ) u (car ℓ) dmax)]
                      [T (sta1-noting (cdr ℓ) alpha best dmax)]))))

(defn ulps-above [u alpha]
  "How many units in the last place of alpha u lies above it."
  (if (math.isinf alpha) math.inf (round (/ (- u alpha) (math.ulp alpha)))))

(defn census-of [game-name state depth parameters]
  "On one position: the rounded-above bounds (their ulps) and whether root-tie's move is worse than the best."
  (.clear NOTES)
  (setv move (show (play-sta (game-at game-name state) "c" 2 2 depth (parameter-definitions parameters)
                             (fn [programs] (redefining programs {"sta1" sta1-noting}))))
        notes (list NOTES)
        game (game-at game-name state)
        names (lfor p (to-python (game.succ game.root)) (show p))
        exact (successor-values game "max" (- depth 1) parameters)
        above (lfor [[alpha u] v] (zip notes exact) :if (and (< alpha u) (!= u v)) (ulps-above u alpha)))
  {"above" above "successors" (len names)
   "worse" (< (get exact (.index names move)) (max exact))})

(defn census [run [limit None] [functions "learned"]]
  "The counts over the run's positions (the first `limit`), with its learned functions or the report's."
  (setv out (run-directory run)
        settings (read-json (/ out "settings.json") "positions")
        parameters (if (= functions "learned")
                       (get (read-json (/ out "functions.json") "learn") "parameters")
                       REPORT-FUNCTIONS)
        positions (cut (read-lines (/ out "positions.jsonl")) limit)
        rows (lfor p positions (census-of (get settings "game") (get p "state") (get settings "depth") parameters))
        ulps (lfor r rows u (get r "above") u))
  {"run" run "functions" functions "positions" (len rows)
   "successors" (sum (gfor r rows (get r "successors")))
   "searched-successors-above" (len ulps)
   "positions-with-one-above" (sum (gfor r rows (bool (get r "above"))))
   "ulps" (sorted ulps)
   "worse-moves" (sum (gfor r rows (get r "worse")))
   "worse-with-one-above" (sum (gfor r rows (and (get r "worse") (bool (get r "above")))))})

(defn main [argv]
  "Print the census of each run named (a run name, optionally followed by how many positions)."
  (setv i 0)
  (while (< i (len argv))
    (setv run (get argv i) limit None)
    (when (and (< (+ i 1) (len argv)) (.isdigit (get argv (+ i 1))))
      (setv limit (int (get argv (+ i 1))) i (+ i 1)))
    (for [functions ["learned" "report"]]
      (print (json.dumps (census run limit functions)) :flush True))
    (+= i 1)))

(when (= __name__ "__main__")
  (main (cut sys.argv 1 None)))
