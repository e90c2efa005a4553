"The EEL5840 lecture's alpha-beta procedure, AB(n; α, β) (Adversarial
Search, slide 8), in its numbered steps.

\"Reductions in search effort are therefore achieved by keeping track of
bounds on backed-up values. ... Search can be discontinued below any MIN
node having a beta value less than or equal to the alpha value of any of
its MAX node ancestors. ... Search can be discontinued below any MAX node
having an alpha value greater than or equal to the beta value of any of its
MIN node ancestors.\"

The depth bound, the static evaluation, the successors and which nodes are
MAX nodes are the game in hand (`playing-game`); a tip of a tree is at the
depth bound.  The count of positions examined is the number of static
evaluations.  ab-move, the move, is added here: the slide gives none."

(import sys
        lisp [lisp-error intern ∞ -∞]
        lisp.trace [redefining])

(defn no-game [what]
  "The error for using the game's functions with no game in hand."
  (lisp-error "A2" f"{what} is defined by the game in hand, and no game is in hand"))

(defn at-depth-bound [n] "n at depth bound: defined by the game in hand." (no-game "the depth bound"))
(defn static-evaluation [n] "The static evaluation at n: defined by the game in hand." (no-game "the static evaluation"))
(defn successors [n] "n1, ..., nb, the successors of n in order: defined by the game in hand." (no-game "successors"))
(defn max-node [n] "Is n a MAX node?  Defined by the game in hand." (no-game "MAX node"))

(defn ab [n α β]
  "AB(n; α, β)
   1. If n at depth bound, return AB(n) = static evaluation at n.  Otherwise
      let n1, ..., nk, ..., nb be the successors of n in order, set k ← 1,
      and if n is a MAX node, go to step 2, else go to step 2'
   2. Set α ← max[α, AB(nk; α, β)]      2'. Set β ← min[β, AB(nk; α, β)]
   3. If α ≥ β, return β, else continue  3'. If β ≤ α, return α, else continue
   4. If k = b, return α; else k ← k+1   4'. If k = b, return β; else k ← k+1
      go to step 2                           go to step 2'
  Begin with AB(s; −∞, +∞) and α < β throughout"
  ;; 1.
  (when (at-depth-bound n)
    (return (static-evaluation n)))
  (setv nodes (successors n)
        b (len nodes)
        k 1)
  (if (max-node n)
      (while True
        (setv α (max α (ab (get nodes (- k 1)) α β)))   ; 2.
        (when (>= α β) (return β))                       ; 3.
        (when (= k b) (return α))                        ; 4.
        (+= k 1))
      (while True
        (setv β (min β (ab (get nodes (- k 1)) α β)))   ; 2'.
        (when (<= β α) (return α))                       ; 3'.
        (when (= k b) (return β))                        ; 4'.
        (+= k 1))))

(defn ab-move [s]
  "The move AB(s; −∞, +∞) makes at s (added here: the slide gives none):
  steps 2 to 4 (or 2' to 4') at s, keeping the successor whose AB value moved
  α up (β down), the first of equals; NOSUCC at the depth bound.  It examines
  exactly the positions AB(s; −∞, +∞) examines."
  (setv best (intern "NOSUCC"))
  (when (at-depth-bound s)
    (return best))
  (setv nodes (successors s) b (len nodes) k 1 α -∞ β ∞ maximizing (max-node s))
  (while True
    (setv nk (get nodes (- k 1))
          v (ab nk α β))
    (if maximizing
        (do (when (> v α) (setv best nk))
            (setv α (max α v)))
        (do (when (< v β) (setv best nk))
            (setv β (min β v))))
    (when (or (>= α β) (= k b))
      (return best))
    (+= k 1)))

(defn this-module []
  "This module, as a namespace for redefining."
  (get sys.modules __name__))

(defn playing-game [at-depth-bound static-evaluation successors max-node]
  "A with block with the game in hand: the depth bound, the static
  evaluation, the successors (a Python sequence) and the MAX nodes."
  (redefining (this-module) {"at-depth-bound" at-depth-bound "static-evaluation" static-evaluation
                             "successors" successors "max-node" max-node}))
