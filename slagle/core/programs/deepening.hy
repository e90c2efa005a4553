"1&1 alpha beta as an engineer would write it under a budget: McCarthy's
maxval (fail-hard) deepening iteratively, dmax 1, 2, ..., each iteration
searching the root's successors in the order of the previous iteration's
values, best first (ties in the game's order); when the budget runs out
inside an iteration, the move is the best that iteration has found, if it
completed the first successor it searched, and the previous iteration's
move otherwise.

Two programs, which differ in one thing.  maxval is fail-hard: a successor
that is no better than the best so far comes back as exactly α, the best
value, so it ties with the best.  `deepening`, the program the third
series' equal-search matches were played with, orders such ties in the
game's order, so the previous iteration's best is not always searched
first (in about a third of the iterations in Kalah, a tenth in checkers),
and an iteration the budget stops early can play a move known only to be
no better.  `deepening-best-first`, the better 1&1 as docs/experiment.md
declares it, searches the previous iteration's best first, then the rest
by their values, ties in the game's order.

An iteration is movemaxval's walk (bestmaxval) over the reordered
successors: with the game's own order it is movemaxval itself, so that at
dmax 1 each program is maxval, and each later iteration differs only in the
order it meets the root's moves.  Not in any source: the experiment's
better 1&1 (docs/experiment.md, the third series)."

(import contextlib [nullcontext]
        itertools [count]
        lisp [∞ -∞ intern to-python]
        mccarthy.game-trees :as game-trees
        slagle.core.budget [Spent budgeted]
        slagle.core.ordinary [Depths check-ordinary mccarthy-playing]
        slagle.core.programs [Program]
        slagle.core.runtime [deeply])

(setv NOSUCC (intern "NOSUCC"))

(defclass Iteration []
  "One iteration's walk so far: the successors completed, their values (by
  the successor's place in the game's order), the best found, its place and α."
  (defn __init__ [self]
    (setv self.size 0
          self.completed 0
          self.values {}
          self.best NOSUCC
          self.best-place None
          self.alpha -∞)))

(defn walk [m g order it]
  "bestmaxval's walk over the root's successors taken in `order` (their
  places in the game's order; None: the game's order), noting each
  successor's value in the Iteration `it` as it completes."
  (setv successors (to-python (.successors g g.game.root))
        it.size (len successors)
        β ∞)
  (for [i (if (is order None) (range (len successors)) order)]
    (setv s (get successors i)
          w (m.minval1 s it.alpha β))
    (setv (get it.values i) w)
    (+= it.completed 1)
    (cond (= w β) (do (setv it.best s it.best-place i it.alpha w) (break))   ; a value reached β: that move
          (!= w it.alpha) (setv it.best s it.best-place i it.alpha w))))      ; a value above α: the best so far

(defn iterate [game d order it during]
  "One iteration, dmax d, on game's root, filling the Iteration `it`."
  (setv g (Depths game d))
  (with [m (mccarthy-playing g)
         _ (if during (during game-trees) (nullcontext))]
    (deeply (fn [] (walk m g order it)))))

(defn next-order [it [best-first False]]
  "The successors' places ordered by the iteration's values, best first,
  ties in the game's order; those it never reached (after a value reached
  β) last, in the game's order.  best-first: the iteration's best before
  every successor that ties with it."
  (setv ahead (if (and best-first (is-not it.best-place None)) [it.best-place] []))
  (+ ahead
     (sorted (gfor i it.values :if (not-in i ahead) i) :key (fn [i] #((- (get it.values i)) i)))
     (lfor i (range it.size) :if (not-in i it.values) i)))

(defn deepening-within [game dmax settings budget during [best-first False]]
  "The program within `budget` (None: none), iterations dmax 1, 2, ... up to
  dmax (None: no bound): #(move, its value, the iteration's dmax).  The
  first iteration always runs to its end.  best-first: see next-order."
  (setv move NOSUCC value None depth 0 order None)
  (with [_ (if budget (budgeted game budget (fn [] (> depth 0))) (nullcontext))]
    (for [d (count 1)]
      (when (and (is-not dmax None) (> d dmax))
        (break))
      (setv it (Iteration))
      (try
        (iterate game d order it during)
        (except [Spent]
          (when (and (> it.completed 0) (is-not it.best NOSUCC))
            (setv move it.best value it.alpha depth d))
          (break)))
      (setv move it.best value it.alpha depth d
            order (next-order it best-first))
      (when (= it.size 0)                   ; no move at the root: deeper iterations have none either
        (break))))
  #(move value depth))

(defn deepening-search [game dmax settings during]
  "The program dmax deep without a budget: its iterations 1 to dmax, the last one's move and value."
  (cut (deepening-within game dmax settings None during) 2))

(defn best-first-within [game dmax settings budget during]
  "deepening-within, the previous iteration's best searched first."
  (deepening-within game dmax settings budget during :best-first True))

(defn best-first-search [game dmax settings during]
  "deepening-search, the previous iteration's best searched first."
  (cut (best-first-within game dmax settings None during) 2))

(setv FUNCTIONS ["minval1" "maxval1" "minval2" "maxval2" "ter" "imval" "successors"])

(setv deepening (Program "deepening"
                         (+ "1&1 alpha beta deepening iteratively, the root's moves ordered by the last"
                            " iteration, ties in the game's order, an unfinished iteration's best move kept"
                            " (maxval's walk; not in any source)")
                         {} check-ordinary deepening-search game-trees FUNCTIONS
                         :within deepening-within
                         :twin "deepening"
                         :one-and-one {}))

(setv deepening-best-first
      (Program "deepening-best-first"
               (+ "1&1 alpha beta deepening iteratively, the last iteration's best move searched first,"
                  " the rest in the order of its values, an unfinished iteration's best move kept"
                  " (maxval's walk; not in any source)")
               {} check-ordinary best-first-search game-trees FUNCTIONS
               :within best-first-within
               :twin "deepening-best-first"
               :one-and-one {}))
