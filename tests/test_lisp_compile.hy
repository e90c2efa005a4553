"COMPILE, the manual's pseudo-function (Appendix D; lisp.compiler): each
function of the manual's decks and of the appendices' decks, compiled, gives
the values, diagnostics and TRACE printouts it gives interpreted, on the same
doublets and on random arguments; Appendix C's functions compiled choose the
same moves and evaluate the same positions on the report's figures; the
variables of compiled code follow Appendix D's rules (ordinary, SPECIAL,
COMMON, free), one table row a case; TRACE and the cons counter see compiled
functions."

(import io
        re
        contextlib [redirect-stdout]
        pathlib [Path]
        pytest
        hypothesis [given settings]
        hypothesis.strategies :as st
        lisp [show intern Cons NIL]
        lisp.data [put property spread from-python]
        lisp.interpreter [SUBR EXPR FEXPR FSUBR]
        lisp.functions [define]
        lisp.compiler [lisp-compile compiled-function]
        lisp.toplevel :as toplevel
        lisp.toplevel [run-deck overlord-test evaluate]
        slagle.core.decks [run-cards deck-definitions]
        slagle.core.runtime :as runtime
        slagle.paper.figures [load-figure figure-run])

(setv ROOT (. (Path __file__) parent parent)
      MANUAL (/ ROOT "tests" "manual")
      DECKS (+ (lfor p (sorted (.glob MANUAL "*.deck")) (str (.relative-to p ROOT)))
               ["appendix_a/appendix-a.deck" "appendix_b/appendix-b.deck" "appendix_c/appendix-c.deck"])
      DEFINE (intern "DEFINE")
      LAMBDA (intern "LAMBDA")
      COMPILER-WORDS ["NOT COMPILED" "NOT DECLARED: TAKEN AS SPECIAL" "HAS NO EXPR OR FEXPR"])

(defn printout [o]
  "An outcome as compared: its value printed, or its diagnostic in full."
  (if o.error (+ "*** " o.error.code ": " o.error.message) (show o.value)))

(defn code-of [o]
  "An outcome as the tables give it: its value printed, or *** and its code."
  (if o.error (+ "*** " o.error.code) (show o.value)))

(defn without-compiler-lines [text]
  "What a run printed, without the compiler's own lines."
  (.join "\n" (gfor line (.splitlines text) :if (not (some-in line COMPILER-WORDS)) line)))

(defn some-in [line words]
  "True if one of words is in line."
  (any (gfor w words (in w line))))


;; Every function of the decks, compiled and interpreted

(defn [(pytest.fixture)] compiling [monkeypatch]
  "DEFINE compiles what it defines, and a doublet's LAMBDA is compiled before
  it is applied, for the test; the names compiled are collected."
  (setv compiled [] on [False] evalquote toplevel.evalquote)
  (defn compiling-define [x]
    (setv names (define x))
    (.extend compiled (spread (lisp-compile names)))
    names)
  (defn compiling-evalquote [fn args]
    (if (and (get on 0) (is (type fn) Cons) (is fn.car LAMBDA))
        ((compiled-function LAMBDA fn) #* (spread args))
        (evalquote fn args)))
  (monkeypatch.setattr toplevel "evalquote" compiling-evalquote)
  (defn run [text compiling]
    "The printouts and what was printed, running text compiled or not."
    (setv out (io.StringIO) (get on 0) compiling)
    (try
      (with [_ (overlord-test) _ (redirect-stdout out)]
        (when compiling (put DEFINE SUBR compiling-define))
        (setv r (runtime.deeply (fn [] (run-deck text :style "values")))))
      (finally
        (setv (get on 0) False)))
    #((lfor o r.outcomes (printout o)) (.getvalue out)))
  (setv run.compiled compiled)
  run)

(defn [(pytest.mark.parametrize "deck" DECKS)] test-every-function-of-the-decks-runs-alike-compiled [deck compiling]
  (setv text (.read-text (/ ROOT deck))
        [values printed] (compiling text False)
        [values-c printed-c] (compiling text True))
  (assert (= values-c values))
  (assert (= (without-compiler-lines printed-c) (without-compiler-lines printed)))
  (when (re.search r"DEFINE \(\(\s*\(\w+\s+\(LAMBDA" text)
    (assert compiling.compiled "the deck's functions were compiled")
    (assert (not-in "NOT COMPILED" printed-c))))

(defn test-the-wang-algorithm-compiled-traces-as-interpreted [compiling]
  "Chapter VIII's TRACE listing, its eleven functions compiled."
  (setv text (.read-text (/ MANUAL "wang.deck"))
        [_ printed] (compiling text False)
        [_ printed-c] (compiling text True))
  (assert (= (len compiling.compiled) 11))
  (assert (in "ARGUMENTS OF TH1" printed-c))
  (assert (= printed-c printed)))


;; Random arguments

(setv FUNCTIONS "DEFINE ((
(APP (LAMBDA (X Y) (COND ((NULL X) Y) (T (CONS (CAR X) (APP (CDR X) Y))))))
(REV (LAMBDA (L) (PROG (V) A (COND ((NULL L) (RETURN V))) (SETQ V (CONS (CAR L) V)) (SETQ L (CDR L)) (GO A))))
(FLAT (LAMBDA (X) (COND ((NULL X) NIL) ((ATOM X) (LIST X)) (T (APP (FLAT (CAR X)) (FLAT (CDR X)))))))
(SUBS (LAMBDA (X Y Z) (COND ((EQUAL Y Z) X) ((ATOM Z) Z) (T (CONS (SUBS X Y (CAR Z)) (SUBS X Y (CDR Z)))))))
(PAIRS (LAMBDA (X) (MAPLIST X (FUNCTION (LAMBDA (J) (CONS (CAR J) X))))))
(FIRSTS (LAMBDA (X) (MAPLIST X (FUNCTION CAAR))))
(SEL (LAMBDA (X) (SELECT (CAR X) ((QUOTE A) 1) ((QUOTE B) 2) (AND (CDR X) (OR (CADR X) 3)))))
(POLY (LAMBDA (X Y) (PLUS (TIMES X X) (DIFFERENCE Y (TIMES 3 X)) (QUOTIENT X (ADD1 (TIMES Y Y))))))
(GCD (LAMBDA (X Y) (COND ((GREATERP X Y) (GCD Y X)) ((ZEROP (REMAINDER Y X)) X) (T (GCD (REMAINDER Y X) X)))))
(POW (LAMBDA (X N) (PROG (R) (SETQ R 1) L (COND ((ZEROP N) (RETURN R))) (SETQ R (TIMES R X)) (SETQ N (SUB1 N)) (GO L))))
(MAXL (LAMBDA (L) ((LAMBDA (M) (COND ((NULL L) M) (T (MAX (CAR L) (MAXL (CDR L)))))) 0)))
))")

(setv NAMES ["APP" "REV" "FLAT" "SUBS" "PAIRS" "FIRSTS" "SEL" "POLY" "GCD" "POW" "MAXL"])

(defn outcome-of [fn args]
  "evalquote[fn; args] as the top level gives it: the value printed, or the diagnostic."
  (try
    (show (runtime.deeply (fn [] (evaluate fn args))))
    (except [e Exception]
      (+ "*** " (getattr e "code" (. (type e) __name__)) ": " (getattr e "message" (str e))))))

(defn [(pytest.fixture :scope "session")] both-ways []
  "The functions above, each under its name (interpreted) and its name with C
  after it (compiled), defined for the module's tests."
  (with [_ (overlord-test)]
    (assert (= (. (run-deck FUNCTIONS) failed) 0))
    (for [name NAMES]
      (define (from-python [(from-python [(intern (+ name "C")) (property (intern name) EXPR)])])))
    (lisp-compile (from-python (lfor name NAMES (intern (+ name "C")))))
    (yield)))

(defn assert-alike [name args]
  "name and its compiled twin give the same printout on the LISP list args."
  (setv i (outcome-of (intern name) args)
        c (outcome-of (intern (+ name "C")) args))
  (assert (= c i) f"{name} {(show args)}: interpreted {i}, compiled {c}"))

(setv atoms (st.sampled-from (lfor a ["A" "B" "C" "NIL"] (intern a)))
      numbers (st.one-of (st.integers -50 50) (st.floats -100 100 :allow-nan False)))
(setv sexprs (st.recursive (st.one-of atoms numbers)
                           (fn [inner] (st.builds Cons inner inner))
                           :max-leaves 12))
(setv lists (st.builds from-python (st.lists sexprs :max-size 6)))

(defn [(given (st.sampled-from ["APP" "REV" "FLAT" "SUBS" "PAIRS" "FIRSTS" "SEL" "MAXL"])
               (st.lists (st.one-of sexprs lists) :min-size 0 :max-size 4))
       (settings :max-examples 300 :deadline None)]
  test-list-functions-compiled-give-what-they-give-interpreted [both-ways name args]
  ;; any arguments, of any number: values, CAR of an atom, F2, F3, I3 alike
  (assert-alike name (from-python args)))

(defn [(given (st.lists (st.one-of (st.integers -30 30) numbers atoms) :min-size 0 :max-size 3))
       (settings :max-examples 200 :deadline None)]
  test-arithmetic-compiled-gives-what-it-gives-interpreted [both-ways args]
  ;; numbers fixed and floating, and atoms (I3), of any number (F2, F3)
  (assert-alike "POLY" (from-python args)))

(defn [(given (st.one-of (st.integers 1 500) (st.floats 0.5 50)) (st.integers 1 500)
              (st.one-of (st.integers -9 9) (st.floats -3 3)) (st.integers 0 12))
       (settings :max-examples 200 :deadline None)]
  test-loops-and-recursion-on-numbers-compiled-give-what-they-give-interpreted [both-ways x y base n]
  ;; positive numbers, so that gcd ends, and a power's n from 0
  (assert-alike "GCD" (from-python [x y]))
  (assert-alike "POW" (from-python [base n])))

(defn test-the-twins-are-compiled-and-the-originals-not [both-ways]
  (for [name NAMES]
    (assert (is-not (property (intern (+ name "C")) SUBR) None))
    (assert (is (property (intern (+ name "C")) EXPR) None))
    (assert (is-not (property (intern name) EXPR) None))))


;; Appendix C on the report's figures

(defn deck-names [appendix]
  "The functions of the decks of Appendix A and `appendix`, and the game's."
  (list (dict.fromkeys (+ (lfor a ["a" appendix] n (deck-definitions a) (.upper n))
                          ["VALUE" "SUCC" "FINAL"]))))

(defn figure-run-printed [figure compiled]
  "Appendix C's STA on the figure as cards, every function traced (so that
  the listing holds each call, each value and each position evaluated):
  the move and what was printed."
  (setv dmax (get (figure-run figure) 3)
        cards (run-cards (load-figure figure) "c" 2 2 dmax)
        at (+ (.rindex cards "\nSTA (") 1)
        names (.join " " (deck-names "c"))
        cards (+ (cut cards 0 at)
                 (if compiled f"COMPILE (({names}))\n" "")
                 f"TRACE (({names}))\n"
                 (cut cards at None))
        out (io.StringIO))
  (with [_ (overlord-test) _ (redirect-stdout out)]
    (setv run (runtime.deeply (fn [] (run-deck cards :style "values")))))
  (assert (= run.failed 0) run.listing)
  #((show (. (get run.outcomes -1) value)) (.getvalue out)
    (next (gfor o run.outcomes :if (is o.fn (intern "COMPILE")) o.value) NIL)))

(defn [(pytest.mark.parametrize "figure" [1 2 3 4 5 6])] test-appendix-c-compiled-plays-the-figures-as-interpreted [figure]
  (setv [move printed _] (figure-run-printed figure False)
        [move-c printed-c compiled] (figure-run-printed figure True))
  (assert (= (len (spread compiled)) (len (deck-names "c"))) "every EXPR of the decks compiled")
  (assert (= move-c move))
  (assert (= (lfor line (.splitlines printed-c) :if (in "VALUE" line) line)
             (lfor line (.splitlines printed) :if (in "VALUE" line) line)))
  (assert (in "ARGUMENTS OF VALUE" printed-c) "the positions evaluated are in the listing")
  (assert (= printed-c printed)))


;; The variables of compiled code (Appendix D), case by case:
;; [case, deck, the printouts of its doublets after the DEFINE interpreted, compiled]

(setv CALLS "DEFINE ((
(F (LAMBDA (X) (G)))
(G (LAMBDA () X))
))
")

(setv VARIABLES
  [["an ordinary variable of a compiled function is not seen by the function it calls"
    (+ CALLS "COMPILE ((F))\nF (A)") ["(F)" "*** A8"]]
   ["nor by a compiled one"
    (+ CALLS "COMPILE ((F G))\nF (A)") ["(F G)" "*** A8"]]
   ["a compiled function's free variable is not found on an interpreted caller's a-list"
    (+ CALLS "COMPILE ((G))\nF (A)") ["(G)" "*** A8"]]
   ["the same calls interpreted: the a-list"
    (+ CALLS "F (A)") ["A"]]
   ["a SPECIAL variable of a compiled function is seen by a compiled function it calls"
    (+ "SPECIAL ((X))\n" CALLS "COMPILE ((F G))\nF (A)") ["(F G)" "(F G)" "A"]]
   ["and by an interpreted one"
    (+ "SPECIAL ((X))\n" CALLS "COMPILE ((F))\nF (A)") ["(F G)" "(F)" "A"]]
   ["a compiled function reads the SPECIAL variable an interpreted caller binds"
    (+ "SPECIAL ((X))\n" CALLS "COMPILE ((G))\nF (A)") ["(F G)" "(G)" "A"]]
   ["COMMON: interpreted caller, compiled callee"
    (+ "COMMON ((X))\n" CALLS "COMPILE ((G))\nF (A)") ["(F G)" "(G)" "A"]]
   ["COMMON: compiled caller, interpreted callee"
    (+ "COMMON ((X))\n" CALLS "COMPILE ((F))\nF (A)") ["(F G)" "(F)" "A"]]
   ["the declaration counts when the function is compiled: UNSPECIAL after leaves it bound in its cell"
    (+ "SPECIAL ((X))\n" CALLS "COMPILE ((F))\nUNSPECIAL ((X))\nF (A)") ["(F G)" "(F)" "NIL" "A"]]
   ["a free variable unbound is A8, as interpreted"
    "DEFINE (((H (LAMBDA () UNSEEN))))\nCOMPILE ((H))\nH ()" ["(H)" "(H)" "*** A8"]]
   ["setq of a free variable with no binding is A4, as interpreted"
    "DEFINE (((H (LAMBDA () (SETQ UNSEEN 1)))))\nCOMPILE ((H))\nH ()" ["(H)" "(H)" "*** A4"]]
   ["setq of a SPECIAL variable a caller bound changes the caller's binding"
    (+ "SPECIAL ((Y))\nDEFINE (((K (LAMBDA (Y) (PROG2 (H) Y))) (H (LAMBDA () (SETQ Y (QUOTE CHANGED))))))\n"
       "COMPILE ((H))\nK (A)") ["NIL" "(K H)" "(H)" "CHANGED"]]
   ["a FUNCTION's LAMBDA sees the compiled function's variables, as FUNARG's a-list does"
    "DEFINE (((YDOT (LAMBDA (X Y) (MAPLIST X (FUNCTION (LAMBDA (J) (CONS (CAR J) Y))))))))\nCOMPILE ((YDOT))\nYDOT ((A B) Z)"
    ["(YDOT)" "(YDOT)" "((A . Z) (B . Z))"]]
   ["and sets them"
    "DEFINE (((N (LAMBDA (L) (PROG (K) (SETQ K 0) (MAP L (FUNCTION (LAMBDA (J) (SETQ K (ADD1 K))))) (RETURN K))))))\nCOMPILE ((N))\nN ((A B C))"
    ["(N)" "(N)" "3"]]
   ["a quoted LAMBDA is applied by the interpreter, and sees no variable of the caller's, compiled or not"
    "DEFINE (((YQ (LAMBDA (X Y) (MAPLIST X (QUOTE (LAMBDA (J) (CONS (CAR J) Y))))))))\nCOMPILE ((YQ))\nYQ ((A B) Z)"
    ["(YQ)" "(YQ)" "*** A8"]]
   ["a functional argument: the definition of the atom wins, else the variable's value"
    "DEFINE (((AP (LAMBDA (FN X) (FN X)))))\nCOMPILE ((AP))\nAP (CAR (A B))\nAP ((LAMBDA (Y) (CONS Y Y)) A)"
    ["(AP)" "(AP)" "A" "(A . A)"]]])

(defn outcomes [deck]
  "Each doublet's printout (value or *** and the code), and what was printed."
  (setv out (io.StringIO))
  (with [_ (overlord-test) _ (redirect-stdout out)]
    (setv run (run-deck deck :style "values")))
  #((lfor o run.outcomes (code-of o)) (.getvalue out)))

(defn [(pytest.mark.parametrize #("case" "deck" "expected") VARIABLES)] test-variables-of-compiled-code [case deck expected]
  (setv [got _] (outcomes deck))
  (assert (= (cut got (- (len expected)) None) expected) case))

(defn test-the-compiler-names-an-undeclared-free-variable []
  "\"When certain errors caused by undeclared free variables occur, the
  compiler will print a diagnostic and continue\": not for a declared
  variable, nor for an APVAL (T, F)."
  (setv [_ printed] (outcomes (.join "" ["SPECIAL ((S))\nDEFINE (((H (LAMBDA (X) (LIST X S U T F)))))\nCOMPILE ((H))"])))
  (assert (= (lfor line (.splitlines printed) :if (in "FREE VARIABLE" line) line)
             [" U IS A FREE VARIABLE OF H, NOT DECLARED: TAKEN AS SPECIAL"])))


;; COMPILE itself

(setv COMPILING
  [["the EXPR becomes a SUBR, the EXPR removed"
    "DEFINE (((F (LAMBDA (X) X))))\nCOMPILE ((F))\nGET (F EXPR)\nF (A)" ["(F)" "(F)" "NIL" "A"]]
   ["a FEXPR becomes an FSUBR"
    "DEFLIST (((Q (LAMBDA (L A) (CAR L)))) FEXPR)\nCOMPILE ((Q))\nGET (Q FEXPR)\n(LAMBDA () (Q B C)) ()"
    ["(Q)" "(Q)" "NIL" "B"]]
   ["a name with no EXPR is passed by" "COMPILE ((CAR NOSUCH))\nCAR ((A))" ["NIL" "A"]]
   ["a definition that is not a LAMBDA stays as it was"
    "DEFINE (((F CAR)))\nCOMPILE ((F))\nF ((A))" ["(F)" "NIL" "A"]]
   ["wrong numbers of arguments: F2 and F3 as pair gives them"
    "DEFINE (((F (LAMBDA (X Y) X))))\nCOMPILE ((F))\nF (A)\nF (A B C)" ["(F)" "(F)" "*** F3" "*** F2"]]
   ["car of an atom" "DEFINE (((F (LAMBDA (X) (CAR X)))))\nCOMPILE ((F))\nF (A)" ["(F)" "(F)" "*** CAR"]]
   ["a cond with no true clause" "DEFINE (((F (LAMBDA (X) (COND ((NULL X) X))))))\nCOMPILE ((F))\nF (A)" ["(F)" "(F)" "*** A3"]]
   ["a cond statement with no true clause goes on"
    "DEFINE (((F (LAMBDA (X) (PROG () (COND ((NULL X) (RETURN 1))) (RETURN 2))))))\nCOMPILE ((F))\nF (A)" ["(F)" "(F)" "2"]]
   ["go to a label the prog lacks" "DEFINE (((F (LAMBDA () (PROG () (GO NOWHERE))))))\nCOMPILE ((F))\nF ()" ["(F)" "(F)" "*** A6"]]
   ["return within a form, to the most recent prog"
    "DEFINE (((F (LAMBDA () (PROG (X) (SETQ X (CONS (RETURN (QUOTE OUT)) X)) (RETURN X))))))\nCOMPILE ((F))\nF ()"
    ["(F)" "(F)" "OUT"]]
   ["go within a form" "DEFINE (((F (LAMBDA (N) (PROG () A (COND ((ZEROP N) (RETURN (QUOTE DONE)))) (SETQ N (SUB1 N)) (PROG2 NIL (GO A)))))))\nCOMPILE ((F))\nF (3)"
    ["(F)" "(F)" "DONE"]]
   ["an undefined function is A9, before its arguments" "DEFINE (((F (LAMBDA () (FROB (CAR (QUOTE A)))))))\nCOMPILE ((F))\nF ()" ["(F)" "(F)" "*** A9"]]
   ["a function defined after the compiled one that calls it is linked when called"
    "DEFINE (((F (LAMBDA (X) (LATER X)))))\nCOMPILE ((F))\nDEFINE (((LATER (LAMBDA (X) (CONS X X)))))\nF (A)"
    ["(F)" "(F)" "(LATER)" "(A . A)"]]
   ["and a redefinition is seen"
    "DEFINE (((F (LAMBDA (X) (G X))) (G (LAMBDA (X) 1))))\nCOMPILE ((F))\nF (A)\nDEFINE (((G (LAMBDA (X) 2))))\nF (A)"
    ["(F G)" "(F)" "1" "(G)" "2"]]
   ["errorset around a compiled function"
    "DEFINE (((F (LAMBDA (X) (CAR X)))))\nCOMPILE ((F))\nERRORSET ((F (QUOTE A)) NIL NIL NIL)\nERRORSET ((F (QUOTE (B))) NIL NIL NIL)"
    ["(F)" "(F)" "NIL" "(B)"]]
   ["deep recursion is G2" "DEFINE (((F (LAMBDA (N) (ADD1 (F N))))))\nCOMPILE ((F))\nF (1)" ["(F)" "(F)" "*** G2"]]])

(defn [(pytest.mark.parametrize #("case" "deck" "expected") COMPILING)] test-compile [case deck expected]
  (setv [got _] (outcomes deck))
  (assert (= (cut got (- (len expected)) None) expected) case))


;; TRACE and the cons counter

(setv FIB "DEFINE (((FIB (LAMBDA (N) (COND ((LESSP N 2) N) (T (PLUS (FIB (SUB1 N)) (FIB (DIFFERENCE N 2)))))))))\n")

(defn test-trace-of-a-compiled-function-prints-as-interpreted []
  (setv [values printed] (outcomes (+ FIB "TRACE ((FIB))\nFIB (3)"))
        [values-c printed-c] (outcomes (+ FIB "COMPILE ((FIB))\nTRACE ((FIB))\nFIB (3)\nUNTRACE ((FIB))\nFIB (3)")))
  (assert (= (get values -1) (get values-c -3) (get values-c -1) "2"))
  (assert (.startswith printed " ARGUMENTS OF FIB\n 2\n ARGUMENTS OF FIB\n 1\n VALUE OF FIB\n 1\n"))
  (assert (= printed-c printed) "traced, then untraced: the same lines"))

(defn test-a-traced-function-called-by-compiled-code-is-traced []
  (setv [_ printed] (outcomes "DEFINE (((F (LAMBDA (X) (G X))) (G (LAMBDA (X) (CONS X X)))))\nCOMPILE ((F G))\nTRACE ((G))\nF (A)"))
  (assert (= printed " ARGUMENTS OF G\n A\n VALUE OF G\n (A . A)\n")))

(setv CONSES "DEFINE (((F (LAMBDA (X) (CONS X (CONS X NIL))))))\n")

(setv COUNTING
  ;; [case, deck after CONSES, interpreted, compiled]
  [["speak counts the conses made: the interpreter's a-list binding (2 cells) too"
    "COUNT (100)\nF (A)\nSPEAK (NIL)" ["NIL" "(A A)" "4"] ["NIL" "(A A)" "2"]]
   ["the counter traps in compiled code"
    "COUNT (2)\nF (A)" ["NIL" "*** F1"] ["NIL" "*** F1"]]
   ["errorset's n" "ERRORSET ((F (QUOTE A)) 2 NIL NIL)\nERRORSET ((F (QUOTE A)) 3 NIL NIL)"
    ["NIL" "NIL"] ["NIL" "((A A))"]]])

(defn [(pytest.mark.parametrize #("case" "deck" "interpreted" "compiled") COUNTING)]
  test-the-cons-counter-counts-compiled-conses [case deck interpreted compiled]
  (assert (= (cut (get (outcomes (+ CONSES deck)) 0) 1 None) interpreted))
  (assert (= (cut (get (outcomes (+ CONSES "COMPILE ((F))\n" deck)) 0) 2 None) compiled)))

(defn test-max-conses-stops-a-compiled-loop []
  (with [_ (overlord-test)]
    (setv run (run-deck (+ "DEFINE (((GROW (LAMBDA (L) (PROG () A (SETQ L (CONS L L)) (GO A))))))\n"
                           "COMPILE ((GROW))\nGROW (NIL)")
                        :style "values" :max-conses 1000)))
  (assert (= (. (get run.outcomes -1) error code) "F1")))

(defn test-max-seconds-stops-a-compiled-loop-that-makes-no-conses []
  (with [_ (overlord-test)]
    (setv run (run-deck "DEFINE (((SPIN (LAMBDA () (PROG () A (GO A))))))\nCOMPILE ((SPIN))\nSPIN ()"
                        :style "values" :max-seconds 0.5)))
  (assert (= (. (get run.outcomes -1) error code) "TIME")))
