"The third series' declared secondary matches, each pooled over the
function sets that play it as the primary analysis is (pair scores per
opening, the exact sign-flip test against 1/2, the two-level bootstrap
interval), with no correction claimed: Kalah and checkers at D = 4 (five
sets each, the equal-search match), the zero-bonus control under the
equal-search budget and at the same depth and the 1&1 deepening from
scratch under it (seed 1's set, Kalah at D = 6 and 4, checkers at D =
4), and checkers at D = 8's other
ballot matches (seed 1's set), with their material balance at ply 100;
and the same against the better 1&1 as declared (deepening-best-first), a
secondary analysis declared after the runs; and the robust sets against
it, each game and depth's five pooled, and then paired with the
least-squares sets of the same seeds (the robust set's pair score less
its least-squares set's, seed by seed and opening by opening).
A match whose games are not all played says how far it has gone.

Run from the project root:  .venv/bin/hy docs/figures/third-secondary.hy"

(import slagle.experiment [ExperimentError]
        slagle.experiment.primary [primary-result material-result paired-result run-games]
        slagle.experiment.runs [run-directory])

(setv BEST-FIRST "equal-search-best-first"
      ;; [the game and depth, its runs' name, games a set plays, checkers at D = 8?]
      ROBUST
      [["Kalah, D = 6" "kalah-6" 1000 False]
       ["Kalah, D = 4" "kalah-4" 1000 False]
       ["checkers, D = 4" "checkers-4" 280 False]
       ["checkers, D = 8" "checkers-8" 312 True]])

(defn sets [run [kind ""]]
  "The five function sets' run directories of `run` (kalah-6 and so on)."
  (lfor s (range 1 6) (run-directory f"third/{run}-s{s}{kind}")))

(defn seed-1 [run [kind ""]]
  "Seed 1's run directory of `run`, alone."
  [(run-directory f"third/{run}-s1{kind}")])

;; [what is tested, the match, its runs (one a function set), games a set plays, checkers at D = 8?]
(setv SECONDARY
      [["Kalah, D = 4" "equal-search" (sets "kalah-4") 1000 False]
       ["checkers, D = 4" "equal-search" (sets "checkers-4") 280 False]
       ["Kalah, D = 6, zero bonus, equal search" "equal-search-control" (seed-1 "kalah-6") 1000 False]
       ["Kalah, D = 6, zero bonus, same depth" "zero-bonus" (seed-1 "kalah-6") 1000 False]
       ["Kalah, D = 6, 1&1 from scratch, equal search" "equal-search-from-scratch" (seed-1 "kalah-6") 1000 False]
       ;; the same three at depth 4
       #* (gfor [game run games] [["Kalah" "kalah-4" 1000] ["checkers" "checkers-4" 280]]
                [what match] [["zero bonus, equal search" "equal-search-control"]
                              ["zero bonus, same depth" "zero-bonus"]
                              ["1&1 from scratch, equal search" "equal-search-from-scratch"]]
                [f"{game}, D = 4, {what}" match (seed-1 run) games False])
       ["checkers, D = 8, same depth" "root-tie" (seed-1 "checkers-8") 312 True]
       ["checkers, D = 8, zero bonus, equal search" "equal-search-control" (seed-1 "checkers-8") 312 True]
       ["checkers, D = 8, zero bonus, same depth" "zero-bonus" (seed-1 "checkers-8") 312 True]
       ;; against the better 1&1 as declared (deepening-best-first), declared after the runs
       ["Kalah, D = 6, zero bonus, equal search, best first" f"{BEST-FIRST}-control" (seed-1 "kalah-6") 1000 False]
       ["checkers, D = 8, zero bonus, equal search, best first" f"{BEST-FIRST}-control" (seed-1 "checkers-8") 312 True]
       ["Kalah, D = 4, best first" BEST-FIRST (sets "kalah-4") 1000 False]
       ["checkers, D = 4, best first" BEST-FIRST (sets "checkers-4") 280 False]
       ;; the robust sets, declared before their games
       ["Kalah, D = 6, robust, seed 1, as played" "equal-search" (seed-1 "kalah-6" "-robust") 1000 False]
       #* (gfor [name run games material?] ROBUST
                [f"{name}, robust, best first" BEST-FIRST (sets run "-robust") games material?])])

(defn unplayed [runs match games]
  "How far `match` has gone, if the runs have not all played their `games`: else None."
  (setv played (sum (gfor r runs (try (len (run-games r match)) (except [ExperimentError] 0))))
        wanted (* games (len runs)))
  (when (< played wanted)
    f"{played} of {wanted} games played"))

(defn result-row [name match runs games material?]
  "One table row: the pooled result, or how far the games have gone."
  (setv so-far (unplayed runs match games))
  (if so-far
      f"| {name} | {match} | {so-far} | | | | | |"
      (do (setv r (primary-result runs match)
                [low high] (get r "interval")
                m (when material? (material-result runs match)))
          (+ f"| {name} | {match} | {(get r "estimate") :.3f} | [{low :.3f}, {high :.3f}] | {(get r "p") :.2g}"
             f" | {(get r "decisive")} of {(get r "openings")} | {(.join ", " (gfor s (get r "sets") f"{s :.3f}"))}"
             f" | {(if m f"{(get m "mean") :+.2f} (p {(get m "p") :.2g})" "")} |"))))

(defn paired-row [name run games]
  "One row of the robust sets less the least-squares sets of the same
  seeds, or how far the games of both kinds have gone."
  (setv robust (sets run "-robust")
        so-far (unplayed (+ robust (sets run)) BEST-FIRST games))
  (if so-far
      f"| {name} | {so-far} | | | | |"
      (do (setv r (paired-result robust (sets run) BEST-FIRST)
                [low high] (get r "interval"))
          (+ f"| {name} | {(get r "estimate") :+.3f} | [{low :+.3f}, {high :+.3f}] | {(get r "p") :.2g}"
             f" | {(get r "decisive")} of {(get r "openings")} | {(.join ", " (gfor s (get r "sets") f"{s :+.3f}"))} |"))))

(print "| secondary | match | score | 95% interval | sign-flip p | decisive openings | each set's score | material at ply 100 |")
(print "|---|---|---|---|---|---|---|---|")
(for [row SECONDARY]
  (print (result-row #* row)))
(print)
(print f"The robust sets less the least-squares sets, against the 1&1 as declared ({BEST-FIRST}):")
(print)
(print "| game | difference in score | 95% interval | sign-flip p | openings unequal | each seed's difference |")
(print "|---|---|---|---|---|---|")
(for [[name run games _] ROBUST]
  (print (paired-row name run games)))
