"Where the better 1&1's budget went in the third series' equal-search
games (a secondary measure, declared): for each function set's run, on the
games of its first OPENINGS openings, the mean share of a move's positions
generated spent by the iterations before the one it played, by the played
one, and by a deeper one it abandoned; the median played share; the moves
played from an iteration that ran to its end.  Every move's search is run
again on the twin within its recorded budget and must make what the game
records (slagle.experiment.spent).

The games of the match named on the command line, equal-search (the
better 1&1 as played) if none is; equal-search-best-first for the better
1&1 as declared.

Run from the project root:  .venv/bin/hy docs/figures/budget-share.hy [MATCH]"

(import sys
        slagle.experiment [ExperimentError]
        slagle.experiment.spent [budget-shares share-summary]
        slagle.experiment.runs [run-directory])

(setv OPENINGS 50
      MATCH (if (> (len sys.argv) 1) (get sys.argv 1) "equal-search")
      RUNS (lfor [prefix game] [["kalah-6" "kalah"] ["checkers-8" "checkers"] ["kalah-4" "kalah"] ["checkers-4" "checkers"]]
                 s (range 1 6)
                 [f"{prefix}-s{s}" game]))

(print "| run | moves | earlier iterations | the played one | abandoned deeper | median played | played finished |")
(print "|---|---|---|---|---|---|---|")
(for [[run name] RUNS :if (.exists (run-directory f"third/{run}"))]
  (try
    (setv s (share-summary (budget-shares (run-directory f"third/{run}") MATCH name OPENINGS)))
    (print (+ f"| {run} | {(get s "moves")} | {(get s "earlier") :.3f} | {(get s "played") :.3f} | {(get s "abandoned") :.3f}"
              f" | {(get s "median-played") :.3f} | {(get s "finished") :.3f} |"))
    (except [e ExperimentError]
      (print f"| {run} | {e} | | | | | |"))))
