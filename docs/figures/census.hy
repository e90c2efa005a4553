"How often Appendix C's sta chooses another move than Appendix B's on uniform
random trees, with the report's own functions (m = n = 2, x = r = 3, y = s = 1,
dmax the tree's height), and why.  The trees are slagle.core.generate's
random-tree[b; d; seed; 0; 99] for seeds 0-299; for reals, each value replaced
by a uniform real in [0, 99] rounded to 6 decimals (same seed).

Run from the project root:  .venv/bin/hy docs/figures/census.hy
(its output is docs/figures/census.txt)."

(import random
        sys
        collections [Counter])
;; The comparison of B and C successor by successor is the equivalence tests'
;; (tests/compare.hy): run from the project root, as below.
(.insert sys.path 0 "tests")
(import appendix-a.programs [redefining]
        appendix-b.programs :as b
        compare [run-both window-report]
        slagle.core.generate [random-tree]
        slagle.core.search [search]
        slagle.core.trees [nodes])

(defn b-values [root dmax]
  "Appendix B's value of every position it values, by name."
  (setv out {})
  (defn wrap [f] (fn [p] (setv v (f p)) (setv (get out (str p)) v) v))
  (with [_ (redefining b {"minv" (wrap b.minv) "maxv" (wrap b.maxv)})]
    (search root "b" 2 2 dmax))
  out)

(defn classify [root dmax]
  "same, or why C's move differs: the successor C takes last reports u >= alpha
  although B values it below alpha; u above alpha (rounding), or u = alpha
  because one of its successors is worth exactly alpha (a tie), or because of
  glbua's bound."
  (setv r (run-both root 2 2 dmax) w (window-report r)
        [names u alpha] (lfor k ["names" "u" "alpha"] (get w k)))
  (when (= (get r "b") (get r "c")) (return "same move"))
  (setv j (get (lfor j (range (+ (.index names (get r "b")) 1) (len names))
                     :if (>= (get u j) (get alpha j)) j) -1)
        values (b-values root dmax))
  (cond (> (get u j) (get alpha j)) "differ: report rounded above alpha"
        (any (gfor g (. (get root.children j) children) (= (.get values g.name) (get alpha j))))
        "differ: a tie, a successor worth alpha"
        True "differ: glbua's bound equals alpha"))

(defn real-tree [branching d seed]
  "random-tree's shape with uniform real values."
  (setv rng (random.Random seed) root (random-tree branching d seed 0 99))
  (for [node (nodes root) :if (is-not node.value None)]
    (setv node.value (round (rng.uniform 0 99) 6)))
  root)

(for [[kind make] [["integers" random-tree] ["reals" real-tree]]
      [branching d] [[2 4] [3 3] [3 4] [4 4] [5 3]]]
  (setv counts (Counter (gfor seed (range 300) (classify (make branching d seed) d))))
  (print f"{(.ljust kind 8)} b={branching} d={d}:" (.join ", " (gfor [k n] (sorted (.items counts)) f"{k} {n}"))))
