"`slagle repl`: a Hy REPL with the LISP 1.5 substrate, the appendices and the
figures loaded, printing values in S-expression notation.

    => (setv P (play 6))           ; Fig. 6 is the game in hand
    => (appendix-c.sta P 2 2 5)
    P1
    => (trace appendix-c [\"minv\"]) ; LISP 1.5's trace; (untrace appendix-c) ends it
    => (deck-c.sta P 2 2 5)        ; Appendix C's deck, on the interpreter
    P1

`play` defines value, succ and final for both appendices for the rest of the
session, as a LISP 1.5 user defined them before calling sta; `playing` does
the same for a with block.  `defun` is there to define functions of your own
the way the appendices are written (a backing-up function, say, installed
with `redefining`)."

(import sys
        contextlib [contextmanager]
        hy
        lisp
        lisp [car cdr cons read show intern NIL T ∞ -∞ Atom Cons LispError binding symeval]
        lisp.trace [trace untrace tracing redefining]
        appendix-a.programs :as appendix-a
        appendix-a.programs [game-definitions]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.core.calls [tracing-appendix]
        slagle.core.decks [deck-programs]
        slagle.paper.figures [load-figure tree-source]
        slagle.core.search [search]
        slagle.core.trees [TreeError TreeGame load-tree parse-tree tree-text])

(setv deck-b (deck-programs "b")   ; the decks' programs, run by the interpreter
      deck-c (deck-programs "c")
      APPENDICES [appendix-b appendix-c deck-b deck-c]
      GREETING (+ "Slagle's m&n programs (1963), in Hy.  Loaded: lisp, appendix-a, appendix-b,"
                  " appendix-c;\n(play 6) puts Fig. 6 in hand and gives its root;"
                  " (trace appendix-c [\"minv\"]) traces; (quit) ends."))

(defn tree-game [tree]
  "The TreeGame of a figure (6, \"fig6\"), a tree file's path, or a Node."
  (TreeGame (if (isinstance tree #(int str))
                (load-tree (get (tree-source (str tree)) 0))
                tree)
            :record True))

(defn play [tree]
  "Put a tree in hand for Appendices B and C (and their decks, deck-b and
  deck-c) for the rest of the session: a
  figure (6, \"fig6\"), a tree file's path, or a Node.  The value: the root
  position, ready for sta."
  (setv game (tree-game tree))
  (for [namespace APPENDICES
        [name f] (.items (game-definitions game))]
    (setattr namespace (hy.mangle name) f))
  game.root)

(defn [contextmanager] playing [tree]
  "Put a tree in hand for Appendices B and C for a with block, as play does
  for the session: (with [P (playing 6)] (appendix-c.sta P 2 2 5)).  What
  was in hand before comes back after it."
  (setv game (tree-game tree))
  (with [_ (redefining appendix-b (game-definitions game))
         _ (redefining appendix-c (game-definitions game))]
    (yield game.root)))

(defn lisp-repr [x]
  "How the REPL prints a value: LISP data in S-expression notation, anything else as Hy does."
  (if (or (isinstance x #(Atom Cons)) (and (isinstance x #(int float)) (not (isinstance x bool))))
      (show x)
      (hy.repr x)))

(defn namespace []
  "What the REPL starts with."
  {"lisp" lisp  "car" car  "cdr" cdr  "cons" cons  "read" read  "show" show  "intern" intern
   "NIL" NIL  "T" T  (hy.mangle "∞") ∞  (hy.mangle "-∞") -∞
   "binding" binding  "symeval" symeval
   "trace" trace  "untrace" untrace  "tracing" tracing  "tracing_appendix" tracing-appendix
   "redefining" redefining  "playing" playing  "play" play
   "appendix_a" appendix-a  "appendix_b" appendix-b  "appendix_c" appendix-c
   "deck_b" deck-b  "deck_c" deck-c
   "load_figure" load-figure  "load_tree" load-tree  "parse_tree" parse-tree  "tree_text" tree-text
   "TreeGame" TreeGame  "search" search
   "__name__" "__slagle_repl__"})

(defn diagnostic [e]
  "The one line a LISP 1.5 user would see for the error e, or None for an
  error of Hy or Python's own (shown with its traceback)."
  (cond (isinstance e #(LispError TreeError)) (str e)
        (isinstance e NameError)
          (+ f"{(hy.unmangle (or e.name "?"))} is not defined: not a name of this session"
             " (a LISP atom is quoted, 'A, or read, (read \"A\"))")
        (isinstance e RecursionError)
          (+ "G2: out of push-down list: recursion deeper than the REPL's limit of"
             f" {(sys.getrecursionlimit)} (slagle run has room for deep trees)")
        True None))

(defclass LispREPL [hy.REPL]
  "Hy's REPL, with a LISP error shown as LISP 1.5 showed one: its code and
  message on one line, no traceback (the error itself stays in *e)."
  (defn showtraceback [self]
    (setv e (get (sys.exc-info) 1)
          line (diagnostic e))
    (if line
        (do (.write self f"*** {line}\n")
            (setv (get self.locals (hy.mangle "*e")) e))
        (.showtraceback (super)))))

(defn make-repl []
  "A REPL with the namespace above, printing with lisp-repr, defun required."
  (setv repl (LispREPL :locals (namespace) :output-fn lisp-repr))
  (.runsource repl "(require lisp.forms [defun])")
  repl)

(defn add-arguments [p]
  "`slagle repl` takes no arguments."
  None)

(defn main [args]
  "Run `slagle repl` until end of input or (quit)."
  (setv repl (make-repl))
  (setv repl.banner (fn [] GREETING))
  ;; The paper's programs recurse down the tree: room for the figures and trees
  ;; some thousands deep (slagle run's deeply has far more; beyond this, G2).
  (sys.setrecursionlimit (max (sys.getrecursionlimit) 20000))
  (try
    (.run repl)
    (except [SystemExit]))
  0)
