"Uniform game trees: every interior position has b successors and every tip is
at depth d, the trees Knuth and Moore counted alpha-beta's work on.

The tips' values are random integers from a seeded generator (the same seed
gives the same tree), either in the order drawn or ordered best-first: at
every position the successors are sorted by their minimax value, the best for
the player to move first (highest at a max-position, lowest at a
min-position), the order in which 1&1 alpha beta looks at no more than Knuth
and Moore's minimal tree.  Positions are named as in the report's figures:
the root P, its successors P1 P2 ..., theirs P11 P12 ...; past 9 successors
the letters A B ... Z go on from 9."

(eval-when-compile (require lisp.macros [unless]))
(import random
        pathlib [Path]
        slagle.core.trees [Node levels tree-text]
        slagle.files [write-atomically])

(setv DIGITS "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
      LOW 0
      HIGH 99
      ORDERS #("random" "ordered"))

(defn check-shape [b d]
  "ValueError unless b and d make a uniform tree that can be named."
  (unless (and (isinstance b int) (<= 1 b (len DIGITS)))
    (raise (ValueError f"the branching factor must be 1 to {(len DIGITS)}, not {b}")))
  (unless (and (isinstance d int) (>= d 0))
    (raise (ValueError f"the depth must be 0 or more, not {d}"))))

(defn random-tree [b d [seed 0] [low LOW] [high HIGH]]
  "A uniform tree of branching b and depth d whose b^d tips have random
  integer values from low to high (both included), drawn left to right."
  (check-shape b d)
  (setv rng (random.Random seed)
        root (Node "P" None [] 1)
        level [root])
  (for [depth (range d)]
    (setv next-level [])
    (for [node level]
      (setv node.children (lfor i (range b) (Node (+ node.name (get DIGITS i)) None [] 1)))
      (.extend next-level node.children))
    (setv level next-level))
  (for [tip level]
    (setv tip.value (.randint rng low high)))
  root)

(defn minimax-values [root]
  "A dict from each position's name to its 1&1 minimax value (the root a max-position)."
  (setv values {})
  (for [[depth level] (reversed (list (enumerate (levels root))))]
    (setv best (if (% depth 2) min max))
    (for [node level]
      (setv (get values node.name)
            (if node.children
                (best (gfor c node.children (get values c.name)))
                node.value))))
  values)

(defn rename [root]
  "Name the positions by where they stand: P, then P1 P2 ..., P11 ..."
  (for [level (levels root)]
    (for [node level]
      (for [[i c] (enumerate node.children)]
        (setv c.name (+ node.name (get DIGITS i))))))
  root)

(defn best-first [root]
  "Sort the successors of every position by minimax value, the best for the
  player to move first (ties keep their order); renamed so that P1 is first."
  (setv values (minimax-values root))
  (for [[depth level] (enumerate (levels root))]
    (for [node level]
      (.sort node.children :key (fn [c] (get values c.name)) :reverse (not (% depth 2)))))
  (rename root))

(defn uniform-tree [b d [leaves "random"] [seed 0] [low LOW] [high HIGH]]
  "A uniform tree of branching b and depth d with random integer tip values
  from low to high, their order as drawn (leaves \"random\") or best-first
  (leaves \"ordered\")."
  (unless (in leaves ORDERS)
    (raise (ValueError f"leaves are random or ordered, not {leaves}")))
  (setv root (random-tree b d seed low high))
  (if (= leaves "ordered") (best-first root) root))

(defn write-tree [root path]
  "Write the tree as a tree file at path; the path."
  (setv path (Path path))
  (write-atomically path (tree-text root)))

(defn tip-count [b d]
  "The number of tips of a uniform tree: b^d."
  (** b d))

(defn minimal-tree [b d]
  "Knuth and Moore's minimal tree for 1&1 alpha beta on a uniform tree: the
  number of tips it looks at when the best move is always first,
  b^ceil(d/2) + b^floor(d/2) - 1."
  (- (+ (** b (// (+ d 1) 2)) (** b (// d 2))) 1))

(setv __all__ (lfor name ["DIGITS" "LOW" "HIGH" "ORDERS" "random-tree" "minimax-values" "best-first"
                          "uniform-tree" "write-tree" "tip-count" "minimal-tree" "levels"]
                    (hy.mangle name)))
