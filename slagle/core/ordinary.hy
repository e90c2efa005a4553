"The 1&1 (ordinary) programs, on a game in hand: McCarthy's minimax (valmax)
and αβ (maxval), AIMA's ALPHA-BETA-SEARCH and the lecture's AB.

Each program has its own names for Appendix A's final, value and succ; here
they are all made from the one game in hand (a TreeGame for a tree): the
positions are the game's, their depth is counted from the root as the
search goes down (a position at depth dmax is terminal, as Slagle's final
makes it), the root is a MAX position and the players alternate.

Each program's move is the one the program itself gives: movemax for valmax
(with the chapter's misprints read as mccarthy.game-trees/READINGS says),
movemaxval for maxval (added: the chapter gives none), ALPHA-BETA-SEARCH's
action, and ab-move for AB (added: the lecture gives none).  The value is the
program's value of the root, from a second run whose evaluations are not
counted (for `slagle run --program`; a player in a game searches once, for
the move alone)."

(require lisp.macros [unless])
(import contextlib [contextmanager nullcontext]
        lisp [T NIL cdr show to-python from-python intern truth]
        lisp.trace [tracing]
        mccarthy.game-trees :as game-trees
        textbook.aima :as aima
        textbook.lecture :as lecture
        slagle.errors [Refusal]
        slagle.core.runtime [deeply]
        slagle.core.trees [TreeGame height])

(defclass Depths []
  "The game in hand as the 1&1 programs see it: each position's depth is
  noted as the search reaches it, and a position is terminal at a tip of the
  game or at depth dmax (the game's final with the moves left, dmax - depth).
  The root is a MAX position unless root-max is False; with reverse, the
  successors are taken right to left (the lecture's exercise, part d).

  Only the positions on the search's path and their siblings are known: the
  programs search depth first, so when the successors of a position at
  depth d are taken, those noted deeper than d belong to a subtree the
  search has left, and are forgotten (memory of order depth times branching,
  however many positions the search reaches)."
  (defn __init__ [self game dmax [root-max True] [reverse False]]
    (setv self.game game
          self.dmax dmax
          self.root-max root-max
          self.reverse reverse
          self.depths {(id game.root) #(game.root 0)}
          self.levels [[game.root]]))

  (defn depth [self p]
    "The depth of the position p (0 at the root); error DEPTH for a position
    the search did not reach from the root."
    (setv known (.get self.depths (id p)))
    (when (is known None)
      (raise (Refusal f"{(show p)} was not reached from the root {(show self.game.root)}" "DEPTH")))
    (get known 1))

  (defn terminal? [self p]
    "True at a tip and at depth dmax."
    (is (self.game.final p (- self.dmax (.depth self p))) T))

  (defn successors [self p]
    "The successors of p (a LISP list), their depths noted, and the
    positions deeper than p forgotten."
    (setv s (self.game.succ p)
          d (+ (.depth self p) 1))
    (when self.reverse
      (setv s (from-python (reversed (to-python s)))))
    (.forget-below self d)
    (setv level (to-python s))
    (for [q level]
      (setv (get self.depths (id q)) #(q d)))
    (.append self.levels level)
    s)

  (defn forget-below [self d]
    "Forget the positions noted at depth d and deeper."
    (while (> (len self.levels) d)
      (for [q (.pop self.levels)]
        (.pop self.depths (id q) None))))

  (defn max? [self p]
    "Is p a MAX position (an even depth, if the root is one)?"
    (= (= (% (.depth self p) 2) 0) self.root-max)))

(defn mccarthy-definitions [g]
  "ter, imval and successors of McCarthy's chapter, from the Depths g."
  {"ter" (fn [p] (truth (.terminal? g p)))
   "imval" g.game.value
   "successors" g.successors})

(defn [contextmanager] mccarthy-playing [g]
  "McCarthy's game-tree functions with g in hand and the chapter's misprints read."
  (with [_ (game-trees.playing-game #** (mccarthy-definitions g))
         _ (game-trees.reading)]
    (yield game-trees)))

(defn [contextmanager] aima-playing [g]
  "AIMA's functions with g in hand: a tree's actions are its successors, and
  RESULT(state, a) the successor a."
  (with [_ (aima.playing-game (fn [s] (.terminal? g s)) g.game.value
                              (fn [s] (to-python (.successors g s))) (fn [s a] a))]
    (yield aima)))

(defn [contextmanager] lecture-playing [g]
  "The lecture's AB with g in hand."
  (with [_ (lecture.playing-game (fn [n] (.terminal? g n)) g.game.value
                                 (fn [n] (to-python (.successors g n))) (fn [n] (.max? g n)))]
    (yield lecture)))

;; The programs

(defclass Ordinary []
  "A 1&1 program: where it comes from, the module whose functions it runs,
  how the game is put in hand for it (a context manager given the Depths,
  giving the module), how it gives its move and the root's value (each a
  function of the module, the root and the Depths), and the functions a
  trace shows."
  (defn __init__ [self source namespace playing move value functions]
    (setv self.source source
          self.namespace namespace
          self.playing playing
          self.move move
          self.value value
          self.functions functions)))

(setv -∞ (float "-inf")
      ∞ (float "inf")
      ORDINARY
  {"valmax" (Ordinary "McCarthy 1973, 6. Game trees: minimax (movemax, valmax)"
                      game-trees mccarthy-playing
                      (fn [m root g] (if g.root-max (m.movemax root) (m.movemin root)))
                      (fn [m root g] (if g.root-max (m.valmax root) (m.valmin root)))
                      ["movemax" "bestmax" "bestmaxa" "valmax" "valmin" "maxlis" "minlis"
                       "ter" "imval" "successors"])
   "maxval" (Ordinary "McCarthy 1973, 6. Game trees: the αβ-heuristic (maxval; the move by movemaxval, added)"
                      game-trees mccarthy-playing
                      (fn [m root g] (m.movemaxval root))
                      (fn [m root g] (m.maxval root))
                      ["movemaxval" "bestmaxval" "maxval" "maxval1" "maxval2" "minval1" "minval2"
                       "ter" "imval" "successors"])
   "alpha-beta-search" (Ordinary "AIMA, Section 5.3, Figure 5.7: ALPHA-BETA-SEARCH"
                                 aima aima-playing
                                 (fn [m root g] (m.alpha-beta-search root))
                                 (fn [m root g] (m.max-value root -∞ ∞))
                                 ["alpha-beta-search" "max-value" "min-value" "terminal-test" "utility"])
   "ab" (Ordinary "EEL5840 lecture, slide 8: AB(n; α, β) (the move by ab-move, added)"
                  lecture lecture-playing
                  (fn [m root g] (m.ab-move root))
                  (fn [m root g] (m.ab root -∞ ∞))
                  ["ab-move" "ab" "at-depth-bound" "static-evaluation"])})

(defn uncount [game counted]
  "Take back the evaluations of `game` after the first `counted` (the second
  run's, for the value): its count, and the positions if it keeps them."
  (setv game.evaluations counted)
  (when (is-not game.evaluated None)
    (del (cut game.evaluated counted None))))

(defn run-ordinary [name game dmax [during None] [root-max True] [reverse False] [with-value True]]
  "Run the 1&1 program `name` at the root of `game` to depth dmax: the move
  (NOSUCC when the root is terminal) and the program's value of the root.
  `during`, if not None, is called with the program's module and gives a
  context manager (a trace) around the run that chooses the move.  With
  root-max False the root is a MIN position (valmax's move is then movemin's,
  and ab-move minimizes; maxval and ALPHA-BETA-SEARCH are for MAX at the
  root); with reverse, successors are taken right to left.  Without
  with-value the root's value (a second search) is not computed: None."
  (setv program (get ORDINARY name))
  (unless (or root-max (in name #{"valmax" "ab"}))
    (raise (Refusal f"{name} searches for MAX at the root" "PROGRAM")))
  (defn run []
    (setv g (Depths game dmax root-max reverse))
    (with [m (program.playing g)]
      (setv move (with [_ (if during (during program.namespace) (nullcontext))]
                   (program.move m game.root g))
            counted game.evaluations
            value (when with-value (program.value m game.root g)))
      (uncount game counted)
      #((if (is move None) (intern "NOSUCC") move) value)))
  (deeply run))



;; A 1&1 program on a tree, as `slagle run --program` runs it

(defn check-ordinary-settings [name dmax [appendix None] [settings {}] [options []]]
  "Refusals for a run of the 1&1 program `name`: an unknown name, an appendix
  given with it, a setting of Slagle's programs (m, n, x, y, r, s: a dict,
  None where not given) or a deck option (the names in `options`:
  interpreted, deck), dmax < 1 (None: not given)."
  (unless (in name ORDINARY)
    (raise (Refusal (+ f"no program {name}; the 1&1 programs: {(.join " " ORDINARY)}"
                       " (Slagle's: --appendix b or c)")
                    "PROGRAM")))
  (when (is-not appendix None)
    (raise (Refusal f"--program {name} and --appendix {appendix}: give one program" "PROGRAM")))
  (for [k ["m" "n" "x" "y" "r" "s"]]
    (unless (is (.get settings k) None)
      (raise (Refusal (+ f"{name} is a 1&1 program: it takes no -{k}"
                         " (m, n, x, y, r and s are for Slagle's Appendices B and C)")
                      "PROGRAM"))))
  (for [option options]
    (raise (Refusal (+ f"{name} has no deck: --{option} is for Slagle's"
                       " Appendices B and C, whose programs the decks are")
                    "PROGRAM")))
  (when (and (is-not dmax None) (< dmax 1))
    (raise (Refusal f"dmax must be 1 or more, not {dmax}" "DOMAIN"))))

(defn ordinary-names-to-trace [name trace trace-only]
  "The functions of the 1&1 program `name` to trace: None for none, all of
  them (trace), or those named in trace-only (\"maxval,minval1\")."
  (setv known (. (get ORDINARY name) functions))
  (cond (is-not trace-only None)
          (do (setv names (lfor f (.split trace-only ",") :if (.strip f) (.strip f)))
              (for [f (or names [""])]
                (unless (in f known)
                  (raise (Refusal (+ f"{name} has no function {(or f "named")};"
                                     f" its functions: {(.join " " known)}")
                                  "TRACE"))))
              names)
        trace known
        True None))

(setv WALKERS {"maxval2" "β" "minval2" "α" "bestmaxval" "β"})

(defn cutoff-note [name args value made]
  "The remark on the return of maxval2 or minval2 (or bestmaxval) that ended
  before the end of its list: a value reached β (α), and the positions left
  were never looked at.  made: the traced calls it made directly."
  (setv bound (.get WALKERS name)
        u (when bound (get args 0)))
  (when (and bound (is-not u NIL))
    (setv rest (cdr u))
    (unless (or (is rest NIL)
                (any (gfor [callee callee-args] made
                           (and (in callee WALKERS) (is (get callee-args 0) rest)))))
      (+ f"{bound} cutoff: " (.join " " (map show (to-python rest))) " never looked at"))))

(defn search-program [root name [dmax None] [trace-out None] [trace-names None]]
  "Run the 1&1 program `name` on the tree `root` to dmax (the tree's height
  if None): a dict with the move's name, the names of the positions whose
  value was taken, in order, the value and dmax.  With trace-out (a file),
  the program's functions (or those of trace-names) are traced to it."
  (setv dmax (if (is dmax None) (height root) dmax)
        game (TreeGame root :record True)
        names (or trace-names (. (get ORDINARY name) functions))
        [move value] (run-ordinary name game dmax
                                   (when trace-out
                                     (fn [namespace] (tracing namespace names :out trace-out
                                                              :note cutoff-note)))))
  {"move" (show move)
   "evaluated" (lfor p game.evaluated (show p))
   "value" value
   "dmax" dmax})
