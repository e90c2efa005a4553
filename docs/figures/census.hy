"How often Appendix C's sta chooses another move than Appendix B's on uniform
random trees, with the report's own functions (m = n = 2, x = r = 3, y = s = 1,
dmax the tree's height), and why.  The trees are slagle.core.generate's
random-tree[b; d; seed; 0; 99] for seeds 0-299; for reals, each value replaced
by a uniform real in [0, 99] rounded to 6 decimals (same seed).  The census
itself is slagle.paper.window's, which the article reads too.

Run from the project root:  .venv/bin/hy docs/figures/census.hy
(its output is docs/figures/census.txt)."

(import collections [Counter]
        itertools [groupby]
        slagle.paper.window [census])

(defn outcome [case]
  "A case's line in the census: same move, or why the moves differ."
  (if (get case "same") "same move" f"differ: {(get case "why")}"))

(for [[[kind branching d] cases] (groupby (census) (fn [c] #((get c "kind") (get c "branching") (get c "depth"))))]
  (setv counts (Counter (gfor c cases (outcome c))))
  (print f"{(.ljust kind 8)} b={branching} d={d}:" (.join ", " (gfor [k n] (sorted (.items counts)) f"{k} {n}"))))
