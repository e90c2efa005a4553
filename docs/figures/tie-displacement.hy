"How often the better 1&1 as the equal-search matches played it
(`deepening`) does not search the previous iteration's best move first:
on POSITIONS random positions of each game (seed SEED), iterations 1 to
DEPTH, the orderings whose first move is not the iteration's best.
maxval is fail-hard, so a move met after the best that is no better comes
back valued exactly as the best, and `deepening` orders ties in the game's
order; `deepening-best-first` puts the best first always.

Run from the project root:  .venv/bin/hy docs/figures/tie-displacement.hy"

(import slagle.core.programs.deepening [Iteration iterate next-order]
        slagle.games [game-class]
        slagle.games.position [random-positions])

(setv POSITIONS 20
      SEED 5
      DEPTH 5)

(defn displaced [g depth]
  "For each of iterations 1 to depth at g's root: is the next order's first
  move other than the iteration's best?"
  (setv order None out [])
  (for [d (range 1 (+ depth 1))]
    (setv it (Iteration))
    (iterate ((type g) g.root.state) d order it None)
    (setv order (next-order it))
    (when (is-not it.best-place None)
      (.append out (!= (get order 0) it.best-place))))
  out)

(print "| game | orderings | the previous best not first |")
(print "|---|---|---|")
(for [name ["kalah" "checkers"]]
  (setv flags (lfor g (random-positions (game-class name) POSITIONS SEED) f (displaced g DEPTH) f))
  (print f"| {name} | {(len flags)} | {(sum flags)} |"))
