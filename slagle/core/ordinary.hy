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
action, and ab-move for AB (added: the lecture gives none).  Its value is the
program's value of the root: read from the calls of the search for the move
where they show it, else from a second run whose evaluations are not counted.
The programs themselves are entries of the table (slagle.core.programs.mccarthy
and slagle.core.programs.textbook)."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager nullcontext]
        lisp [T NIL cdr show to-python from-python intern truth]
        lisp.trace [advising tracing]
        mccarthy.game-trees :as game-trees
        textbook.aima :as aima
        textbook.lecture :as lecture
        slagle.errors [Refusal]
        slagle.core.programs [Program]
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

  (defn successor-of-root? [self p]
    "Is p one of the root's successors (depth 1)?  (No error for a position forgotten.)"
    (setv known (.get self.depths (id p)))
    (and (is-not known None) (is (get known 0) p) (= (get known 1) 1)))

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

(defn [contextmanager] noting-calls [namespace names calls keep g]
  "For a with block: each call of the functions `names` of `namespace` that
  (keep calls g args) says to keep noted in `calls` as it starts, a list
  [name args value], its value set when it returns.  keep sees the calls
  kept so far and may drop them (a reader that needs the last call keeps
  one): the calls kept stay few, whatever the search's size."
  (defn note [name f args]
    (if (keep calls g args)
        (do (setv call [name args None])
            (.append calls call)
            (setv (get call 2) (f #* args))
            (get call 2))
        (f #* args)))
  (with [_ (advising namespace names note)]
    (yield)))

(defn keep-first [calls g args]
  "Keep the first call alone."
  (not calls))

(defn keep-last [calls g args]
  "Keep the last call alone (each call replaces the one before)."
  (.clear calls)
  True)

(defn keep-root-successors [calls g args]
  "Keep the calls on the root's successors."
  (.successor-of-root? g (get args 0)))

(defclass Ordinary [Program]
  "A 1&1 program of a chapter or a textbook, searching the game in hand
  through the Depths: `playing`, a context manager given the Depths and
  giving the module, puts the game in hand for it; `move` and `value`, each
  a function of the module, the root and the Depths, give its move and its
  value of the root; `functions` are those a trace shows.  min-root: it
  searches for MIN at the root too.  seen, if given, #(names keep reader):
  the functions whose calls give the move's value, which of them to keep
  (keep-first, keep-last, keep-root-successors: see noting-calls), and
  (reader calls g) that value from the calls kept ([name args value], in
  the order they started) and the Depths g; without it the value is a
  second search, its positions not counted in the run's (every program of
  the table gives `seen`: a budget would see the second search)."
  (defn __init__ [self name source namespace playing move value functions
                  [min-root False] [seen None] [twin None]]
    (.__init__ (super) name source {} check-ordinary
               (fn [game dmax settings during] (run-ordinary self game dmax during))
               namespace functions :twin twin :one-and-one {})
    (setv self.playing playing
          self.move move
          self.value value
          self.min-root min-root
          self.seen seen)))

(defn check-ordinary [settings dmax]
  "The refusals of a 1&1 program's run: dmax < 1 (None: not given)."
  (when (and (is-not dmax None) (< dmax 1))
    (raise (Refusal f"dmax must be 1 or more, not {dmax}" "DOMAIN"))))

(defn uncount [game counted]
  "Take back the evaluations of `game` after the first `counted` (the second
  run's, for the value): its count, and the positions if it keeps them."
  (setv game.evaluations counted)
  (when (is-not game.evaluated None)
    (del (cut game.evaluated counted None))))

(defn run-ordinary [program game dmax [during None] [root-max True] [reverse False]]
  "Run the 1&1 program `program` at the root of `game` to depth dmax: the
  move (NOSUCC where the program gives none) and the program's value of the
  root, read from the move's search where the program says how (its
  `seen`), else from a second search whose evaluations are not counted.
  `during`, if not None, is called with the program's module and gives a
  context manager (a trace) around the run that chooses the move.  With
  root-max False the root is a MIN position (valmax's move is then movemin's,
  and ab-move minimizes; maxval and ALPHA-BETA-SEARCH are for MAX at the
  root); with reverse, successors are taken right to left."
  (unless (or root-max program.min-root)
    (raise (Refusal f"{program.name} searches for MAX at the root" "PROGRAM")))
  (setv [names keep reader] (or program.seen #([] None None))
        calls [])
  (defn run []
    (setv g (Depths game dmax root-max reverse))
    (with [m (program.playing g)]
      (setv move (with [_ (noting-calls program.namespace names calls keep g)
                        _ (if during (during program.namespace) (nullcontext))]
                   (program.move m game.root g))
            counted game.evaluations
            value (if (and reader calls) (reader calls g) (program.value m game.root g)))
      (uncount game counted)
      #((if (is move None) (intern "NOSUCC") move) value)))
  (deeply run))


;; A 1&1 program on a tree, as `slagle run --program` runs it

(defn ordinary-names-to-trace [program trace trace-only]
  "The functions of the 1&1 program `program` to trace: None for none, all of
  them (trace), or those named in trace-only (\"maxval,minval1\")."
  (setv known program.functions)
  (cond (is-not trace-only None)
          (do (setv names (lfor f (.split trace-only ",") :if (.strip f) (.strip f)))
              (for [f (or names [""])]
                (unless (in f known)
                  (raise (Refusal (+ f"{program.name} has no function {(or f "named")};"
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

(defn search-program [root program [dmax None] [trace-out None] [trace-names None]]
  "Run the 1&1 program `program` on the tree `root` to dmax (the tree's height
  if None): a dict with the move's name, the names of the positions whose
  value was taken, in order, the value and dmax.  With trace-out (a file),
  the program's functions (or those of trace-names) are traced to it."
  (setv dmax (if (is dmax None) (height root) dmax)
        game (TreeGame root :record True)
        names (or trace-names program.functions)
        result (.run program game dmax
                     :during (when trace-out
                               (fn [namespace] (tracing namespace names :out trace-out
                                                        :note cutoff-note)))))
  {"move" (show result.move)
   "evaluated" (lfor p game.evaluated (show p))
   "value" result.value
   "dmax" dmax})
