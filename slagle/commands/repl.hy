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

(eval-when-compile (require lisp.macros [unless]))
(import inspect
        sys
        textwrap
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


(setv EXAMPLES "
examples:
  slagle repl                             then (help), (doc minv), (setv P (play 6))
  slagle repl < session.hy               the forms of a file, each value printed")

(setv deck-b (deck-programs "b")   ; the decks' programs, run by the interpreter
      deck-c (deck-programs "c")
      APPENDICES [appendix-b appendix-c deck-b deck-c]
      GREETING (+ "Slagle's m&n programs (1963), in Hy.  Loaded: lisp, appendix-a, appendix-b,"
                  " appendix-c;\n(play 6) puts Fig. 6 in hand and gives its root;"
                  " (trace appendix-c [\"minv\"]) traces; (help) lists the helpers;"
                  " (doc minv) shows the paper's description; (quit) ends."))

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
  (setv game (tree-game tree)
        game.given (tree-name tree)
        ;; what play put in hand before, if anything: the game whose value appendix-b has
        before (getattr (getattr appendix-b "value" None) "__self__" None))
  (when (and (hasattr before "given") (!= before.given game.given))
    (print (+ f"play: {game.given} is now the game in hand, not {before.given}:"
              " a position kept from before (P, say) now answers from the new game")
           :file sys.stderr))
  (for [namespace APPENDICES
        [name f] (.items (game-definitions game))]
    (setattr namespace (hy.mangle name) f))
  game.root)

(defn tree-name [tree]
  "How the notes name what play was given: a figure as fig6, a file by its path, a tree by its root."
  (cond (isinstance tree int) f"fig{tree}"
        (isinstance tree str) (if (.isdigit tree) f"fig{tree}" tree)
        True f"the tree {(show (getattr tree "name" "?"))}"))

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

(setv HELPERS
      ;; The helpers, in the order (help) lists them, each with the example docs/repl.md gives.
      [["play" "(setv P (play 6))" "put a figure, tree file or tree in hand for the session; its root"]
       ["playing" "(with [P (playing 6)] (appendix-c.sta P 2 2 5))" "the same for a with block"]
       ["binding" "(with [_ (binding {\"alpha\" 5 \"dmax\" 2})] ...)" "bind free variables as a caller would"]
       ["symeval" "(symeval \"alpha\")" "the value a free variable has now"]
       ["trace" "(trace appendix-c [\"minv\"])" "LISP 1.5's TRACE, until untrace"]
       ["untrace" "(untrace appendix-c)" "end trace"]
       ["tracing" "(with [_ (tracing appendix-c [\"sta\"])] ...)" "trace for a with block"]
       ["tracing-appendix" "(with [_ (tracing-appendix appendix-c \"c\")] ...)" "trace as slagle run --trace does, cutoffs marked"]
       ["redefining" "(with [_ (redefining appendix-c {\"bua\" my-bua})] ...)" "your own function in an appendix, for a with block"]
       ["defun" "(defun twice [x] (+ x x))" "a function written as the appendices are"]
       ["read" "(read \"(A . B)\")" "an S-expression from text"]
       ["show" "(show (read \"(A B)\"))" "an S-expression as text"]
       ["load-figure" "(load-figure 6)" "a figure's tree"]
       ["load-tree" "(load-tree \"my.tree\")" "a tree file's tree"]
       ["parse-tree" "(parse-tree \"(P (P1 3) (P2 5))\")" "a tree from text"]
       ["tree-text" "(tree-text (load-figure 1))" "a tree as tree-file text"]
       ["search" "(search (load-figure 6) \"c\" 2 2 5)" "slagle run's search, as a dict"]
       ["deck-c" "(deck-c.sta P 2 2 5)" "Appendix C's deck on the LISP 1.5 interpreter (deck-b: B's)"]
       ["doc" "(doc minv)" "the paper's description of a function, or a helper's"]])

(defn help [[thing None]]
  "(help) lists the REPL's helpers, each with an example; (help f) is (doc f)."
  (if (is thing None)
      (do (print "The helpers of this REPL (docs/repl.md has each at work):")
          (for [[name example what] HELPERS]
            (print f"  {name :<17} {what}")
            (print f"  {"" :<17}   {example}"))
          (print (+ "Loaded: lisp, appendix-a, appendix-b, appendix-c (the report's programs: (doc sta),"
                    " (doc appendix-b.sta)); car, cdr, cons, intern, NIL, T, ∞, -∞.")))
      (describe thing)))

(defn functions-of [module]
  "The functions a module defines itself (not those it imports): {name: function}."
  (dfor [name f] (.items (vars module))
        :if (and (callable f) (= (getattr f "__module__" None) module.__name__))
        (hy.unmangle name) f))

(defn described [name]
  "The functions a name given to doc stands for: [heading, function] pairs.
  A dotted name (appendix-c.minv) is that one; a bare one, the helper of that
  name or the appendices' functions of that name (sta is in B and in C)."
  (setv helpers (namespace))
  (if (in "." name)
      (do (setv [where function] (.rsplit name "." 1)
                module (.get helpers (hy.mangle where)))
          (if (and module (in function (functions-of module)))
              [[name (get (functions-of module) function)]]
              []))
      (+ (if (and (in (hy.mangle name) helpers) (callable (get helpers (hy.mangle name))))
             [[name (get helpers (hy.mangle name))]]
             [])
         (lfor [label module] [["appendix-a" appendix-a] ["appendix-b" appendix-b] ["appendix-c" appendix-c]]
               :if (in name (functions-of module))
               [f"{label}.{name}" (get (functions-of module) name)]))))

(defn describe [thing]
  "Print the description of a function: its docstring, which for the report's
  programs is the paper's description with its M-expression.  thing: a
  function, or its name (minv, appendix-b.sta, play)."
  (setv found (if (callable thing)
                  [[(heading thing) thing]]
                  (described (str thing))))
  (unless found
    (print f"doc: no function named {thing} here; (help) lists the helpers, and the appendices' are sta, minv, ..."
           :file sys.stderr)
    (return None))
  (for [[title f] found]
    (print f"{title}:")
    (print (textwrap.indent (or (inspect.getdoc f) "(no description)") "  "))))

(defn heading [f]
  "How doc heads a function: an appendix's as appendix-c.minv, any other by its name."
  (setv name (hy.unmangle (getattr f "__name__" "?"))
        module (getattr f "__module__" ""))
  (if (.endswith module ".programs")
      f"{(hy.unmangle (get (.split module ".") 0))}.{name}"
      name))

(setv DOC-MACRO
      ;; (doc minv): the REPL's doc takes a bare name, as Hy's own doc (for macros) does.
      "(defmacro doc [thing] `(describe ~(if (isinstance thing hy.models.Symbol) (str thing) thing)))")

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
   "help" help  "describe" describe  "hy" hy
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
  (.runsource repl DOC-MACRO)
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
