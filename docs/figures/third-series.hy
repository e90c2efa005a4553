"The third series' primary analysis, as docs/experiment.md declares it:
each primary match pooled over its five function sets, with Holm's
correction over the family; each set's own score beside it.  A hypothesis
whose runs are not all complete is reported as such, and stays out of the
correction until they are: a complete one's Holm-adjusted p is then given
as at most Bonferroni's, m·p over the declared family of m, which Holm's
never exceeds whatever the others' p.

Below the table, the declared secondary measure of checkers at D = 8:
the material balance for 2&2 at ply 100 (or the game's end), pooled the
same way, once its runs are complete.  Then the same family against the
better 1&1 as declared (`deepening-best-first`), a secondary analysis
declared after the defect of the program the primary matches were played
with was found.

Run from the project root:  .venv/bin/hy docs/figures/third-series.hy"

(import slagle.experiment.primary [primary-result material-result MATERIAL-PLY run-games]
        slagle.experiment.scores [holm-adjusted]
        slagle.experiment.runs [run-directory]
        slagle.experiment.store [records?])

(setv ;; hypothesis: its runs (one a seed) and the games each set plays
      FAMILY [["H-Kalah (Kalah, D = 6)" (lfor s (range 1 6) (run-directory f"third/kalah-6-s{s}")) 1000]
              ["H-checkers (checkers, D = 8, the ballot)" (lfor s (range 1 6) (run-directory f"third/checkers-8-s{s}")) 312]]
      ;; the primary match, and the same against the better 1&1 as declared (secondary, declared after the defect was found)
      MATCHES [["equal-search" "The primary family: 2&2 against the better 1&1 as it was played (`deepening`)"]
               ["equal-search-best-first"
                "The same against the better 1&1 as declared (`deepening-best-first`; secondary, declared after the runs)"]])

(defn complete? [runs games match]
  "Has every run played all its games of `match`?"
  (all (gfor r runs (and (.exists r)
                         (records? (/ r "games.jsonl"))
                         (= (len (run-games r match)) games)))))

(defn family-table [match]
  "The table of the family's hypotheses for `match`, with Holm's correction
  over those complete (each complete one's at most m·p until all are)."
  (setv done (lfor [name runs games] FAMILY :if (complete? runs games match) [name (primary-result runs match)])
        whole (= (len done) (len FAMILY))
        adjusted (if whole
                     (lfor a (holm-adjusted (lfor [_ r] done (get r "p"))) f"{a :.2g}")
                     (lfor [_ r] done f"at most {(min 1.0 (* (len FAMILY) (get r "p"))) :.2g}")))
  (print "| hypothesis | score | 95% interval (sets and openings) | sign-flip p | Holm-adjusted p | decisive openings | games | each set's score |")
  (print "|---|---|---|---|---|---|---|---|")
  (for [[[name r] a] (zip done adjusted)]
    (setv [low high] (get r "interval"))
    (print (+ f"| {name} | {(get r "estimate") :.3f} | [{low :.3f}, {high :.3f}] | {(get r "p") :.2g} | {a}"
              f" | {(get r "decisive")} of {(get r "openings")} | {(get r "games")}"
              f" | {(.join ", " (gfor s (get r "sets") f"{s :.3f}"))} |")))
  (for [[name runs games] FAMILY :if (not (complete? runs games match))]
    (print f"| {name} | not yet complete | | | | | | |"))
  (setv [name runs games] (get FAMILY 1))
  (when (complete? runs games match)
    (setv m (material-result runs match))
    (print)
    (print (+ f"Secondary, {name}: 2&2's material balance at ply {MATERIAL-PLY} (a man 1, a king 1.5),"
              f" {(get m "mean") :+.3f} a game on average over {(get m "openings")} openings"
              f" ({(get m "unequal")} not level); sign-flip p {(get m "p") :.2g}."))))

(for [[match title] MATCHES]
  (print f"### {title}")
  (print)
  (family-table match)
  (print))
