"Searches within a budget, and depths beyond reach.

A budget is a most of positions evaluated, of seconds and (or) of
positions generated (made by succ).  A program with a budget deepens
iteratively: it searches dmax 1, 2, ... from the same position, each search
from scratch, and plays the move of the deepest search it completed (a
program that deepens by itself, such as deepening, plays by its own rule).
The search that the budget runs out in is stopped at the next position
whose value it would take (or, for positions generated, the next position
whose successors it would make), and thrown away.  The first search, one
move deep, always runs to its end, so that there is a move; the positions
of every search, the one stopped among them, count against the budget.
The experiment's matched matches give 1&1 alpha beta its budget this way
(equal-positions, equal-search).

A depth far beyond reach is refused before any work: a search dmax moves
deep from a position with b moves may take the value of some b^dmax
positions (alpha beta's best case is near b^(dmax/2), its worst b^dmax),
and more than REACH of them is refused, saying the estimate, unless forced."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        itertools [count]
        math
        time
        slagle.errors [Refusal])

(setv ;; Positions a search may be estimated to take before it is refused unless forced.
      REACH (** 10 11))

(defclass Spent [Exception]
  "The budget ran out in the middle of a search.")

(defclass Budget []
  "At most `positions` positions evaluated, `seconds` seconds and `generated`
  positions generated (made by succ: a real game counts them in `made`),
  each None for no bound, counted from when the budget is put on the game."
  (defn __init__ [self [positions None] [seconds None] [generated None]]
    (setv self.positions positions
          self.seconds seconds
          self.generated generated))

  (defn __bool__ [self]
    (any (gfor bound [self.positions self.seconds self.generated] (is-not bound None))))

  (defn __str__ [self]
    (.join " and " (+ (if (is-not self.positions None) [f"{self.positions} positions"] [])
                      (if (is-not self.seconds None) [f"{self.seconds} s"] [])
                      (if (is-not self.generated None) [f"{self.generated} positions generated"] [])))))

(defn check-budget [budget]
  "Refusals for a budget that allows nothing: positions below 1, seconds not above 0."
  (when (and (is-not budget.positions None) (< budget.positions 1))
    (raise (Refusal f"a budget of positions must be 1 or more, not {budget.positions}" "BUDGET")))
  (when (and (is-not budget.seconds None) (not (and (math.isfinite budget.seconds) (> budget.seconds 0))))
    (raise (Refusal f"a budget of seconds must be more than 0, not {budget.seconds}" "BUDGET")))
  (when (and (is-not budget.generated None) (< budget.generated 1))
    (raise (Refusal f"a budget of positions generated must be 1 or more, not {budget.generated}" "BUDGET"))))

(defn [contextmanager] budgeted [game budget armed]
  "For a with block: game's value raises Spent once the budget of positions
  evaluated or of seconds is spent, and its succ once that of positions
  generated is, while (armed) is true.  The positions are counted from
  game.evaluations (game.made) now, the seconds from now."
  (setv value game.value
        succ game.succ
        first game.evaluations
        most (when (is-not budget.positions None) (+ first budget.positions))
        deadline (when (is-not budget.seconds None) (+ (time.perf-counter) budget.seconds))
        generating (is-not budget.generated None))
  (when (and generating (not (hasattr game "made")))
    (raise (Refusal "a budget of positions generated needs a game that counts them (a real game, not a tree)" "BUDGET")))
  (setv most-made (when generating (+ game.made budget.generated)))
  (defn counted-value [p]
    (when (and (armed)
               (or (and most (>= game.evaluations most))
                   (and deadline (>= (time.perf-counter) deadline))))
      (raise (Spent)))
    (value p))
  (defn counted-succ [p]
    (when (and (armed) (>= game.made most-made))
      (raise (Spent)))
    (succ p))
  (setv game.value counted-value)
  (when generating
    (setv game.succ counted-succ))
  (try
    (yield)
    (finally
      (del game.value)
      (when generating
        (del game.succ)))))

(defn deepen [game search budget [ceiling None]]
  "Run (search dmax) on game for dmax 1, 2, ... (up to ceiling, if not
  None) until the budget is spent, or a search evaluates no position (a
  root without successors: deeper ones would not either): #(the result of
  the deepest search completed, its dmax).  The first search is not
  stopped (see the module)."
  (setv done [None 0])
  (with [_ (budgeted game budget (fn [] (> (get done 1) 0)))]
    (for [d (count 1)]
      (when (and (is-not ceiling None) (> d ceiling))
        (break))
      (setv before game.evaluations)
      (try
        (setv done [(search d) d])
        (except [Spent]
          (break)))
      (when (= game.evaluations before)
        (break))))
  (tuple done))

;; Depths beyond reach

(defn estimated-cost [branching dmax]
  "log10 of the estimate of positions a search dmax deep takes with branching
  moves a position (at least 2: a forced move now says nothing of later ones)."
  (* dmax (math.log10 (max branching 2))))

(setv HINT "give a smaller depth, a budget of positions or seconds, or --force")

(defn check-reach [branching dmax [force False] [what "dmax"] [hint HINT]]
  "Refuse, before any work, a search dmax deep whose estimated cost (b^dmax,
  b the moves at the root, at least 2) is more than REACH positions, unless
  forced; the message says the estimate, and then `hint`."
  (setv digits (estimated-cost branching dmax))
  (when (and (not force) (> digits (math.log10 REACH)))
    (raise (Refusal (+ f"{what} {dmax} is far beyond reach: an estimated {(max branching 2)}^{dmax}"
                       f" positions, about 10^{digits :.1f} ({branching} moves at the root), more than"
                       f" 10^{(round (math.log10 REACH))}; {hint}")
                    "DEPTH"))))

(defn check-game-reach [game dmax [force False] [what "dmax"] [hint HINT]]
  "check-reach with the branching of game's root (its complete moves)."
  (check-reach (len (.successors game game.root)) dmax force what hint))

;; A long search's expected cost, said before it starts

(setv LONG 60             ; seconds a search may be expected to take before its cost is said
      FASTEST 1e7         ; positions a second no search here reaches: below LONG at it, nothing is measured
      SAMPLE 0.5)         ; seconds of shallower searches timed for the estimate

(defn cost-estimate [searched branching dmax]
  "#(positions seconds rate) a search dmax deep is expected to take, when
  that is more than LONG seconds; else None.  Estimated from searches 1, 2,
  ... deep, timed for about SAMPLE seconds: (searched d) runs one and gives
  the positions it evaluated.  The positions grow by the growth over the
  last two depths measured (alpha beta's alternates, odd and even), the
  seconds at the rate measured.  A search that cannot take LONG seconds
  even at FASTEST positions a second (b^dmax, b the root's moves) is not measured."
  (when (< (estimated-cost branching dmax) (math.log10 (* FASTEST LONG)))
    (return None))
  (setv counts [] spent 0)
  (for [d (range 1 dmax)]
    (setv start (time.perf-counter))
    (.append counts (max 1 (searched d)))
    (+= spent (- (time.perf-counter) start))
    (when (> spent SAMPLE) (break)))
  (setv measured (len counts)
        growth (max 1 (cond (>= measured 3) (math.sqrt (/ (get counts -1) (get counts -3)))
                            (= measured 2) (/ (get counts -1) (get counts -2))
                            True (max branching 2)))
        rate (/ (sum counts) (max spent 1e-6))
        positions (try (* (get counts -1) (** growth (- dmax measured)))
                       (except [OverflowError] math.inf)))
  (setv seconds (/ positions rate))
  (when (> seconds LONG)
    #(positions seconds rate)))

(defn duration-text [seconds]
  "seconds as a reader takes them in: 3 min, 5.2 h, 12 days, 4e+08 years."
  (for [[unit size] [["years" (* 365.25 86400)] ["days" 86400] ["h" 3600] ["min" 60]]]
    (when (>= seconds size)
      (return f"{(/ seconds size) :.2g} {unit}")))
  f"{seconds :.2g} s")

(defn estimate-line [estimate what hint]
  "The one line that says a long search's estimate (cost-estimate's), of
  `what` (a search, a player), and `hint`, how to bound it."
  (setv [positions seconds rate] estimate)
  (+ f"{what}: about {positions :.2g} positions, about {(duration-text seconds)} at this machine's"
     f" measured speed ({rate :.3g} positions a second); {hint}"))
