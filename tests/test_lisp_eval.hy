"The universal function (lisp.eval): evalquote, apply and eval as the LISP 1.5
Programmer's Manual defines them, checked on the manual's own examples and
on each clause of its Appendix B definitions.

A table of rows (description, a deck of doublets, and the printout of the last
doublet's value or the diagnostic code it ends in), each deck run as an
Overlord TEST packet so that its definitions are undone after it.  Then the
joins between interpreted code and the Hy code `defun` compiles: one set of
special cells, functions calling each other both ways."

(require lisp.forms [defun])
(import pytest
        lisp
        lisp [read show LispError NIL T intern put]
        lisp.special [binding special UNBOUND]
        lisp.interpreter [evalquote eval apply interpreted SUBR]
        lisp.toplevel [run-deck overlord-test]
        helpers [last-outcome]
        appendix-a.programs [insert])

(setv MEMBER-UNION-INTERSECTION
  ;; Section II's example program, as the manual punches it.
  "DEFINE ((
(MEMBER (LAMBDA (A X) (COND ((NULL X) F)
( (EQ A (CAR X) ) T) (T (MEMBER A (CDR X))) )))
(UNION (LAMBDA (X Y) (COND ((NULL X) Y) ((MEMBER
(CAR X) Y) (UNION (CDR X) Y)) (T (CONS (CAR X)
(UNION (CDR X) Y))) )))
(INTERSECTION (LAMBDA (X Y) (COND ((NULL X) NIL)
( (MEMBER (CAR X) Y) (CONS (CAR X) (INTERSECTION
(CDR X) Y))) (T (INTERSECTION (CDR X) Y)) )))
))
")

(setv LENGTH
  "DEFINE ((
(LENGTH (LAMBDA (L)
(PROG (U V)
(SETQ V 0)
(SETQ U L)
A (COND ((NULL U) (RETURN V)))
(SETQ U (CDR U))
(SETQ V (ADD1 V))
(GO A) ))) ))
")

(setv REV
  ;; Section V: rev[x] = prog[[y;z]; A [null[x] -> return[y]]; z := car[x];
  ;; [atom[z] -> go[B]]; z := rev[z]; B y := cons[z;y]; x := cdr[x]; go[A]]
  "DEFINE (((REV (LAMBDA (X) (PROG (Y Z)
A (COND ((NULL X) (RETURN Y)))
  (SETQ Z (CAR X))
  (COND ((ATOM Z) (GO B)))
  (SETQ Z (REV Z))
B (SETQ Y (CONS Z Y))
  (SETQ X (CDR X))
  (GO A))))))
")

(setv ROWS
  [;; Section I and II: evalquote's identity and the manual's examples
   ["Section I: evalquote[(LAMBDA (X Y) (CONS (CAR X) Y)); ((A B) (C D))] = (A C D)"
    "(LAMBDA (X Y) (CONS (CAR X) Y)) ((A B) (C D))" "(A C D)"]
   ["Section 2.6, Example 1: CAR ((A B)) is A" "CAR ((A B))" "A"]
   ["Example 2: CONS (A (B . C)) prints as (A B . C)" "CONS (A (B . C))" "(A B . C)"]
   ["Example 3: the arguments are not evaluated"
    "CONS ((CAR (QUOTE (A . B))) (CDR (QUOTE (C . D))))" "((CAR (QUOTE (A . B))) CDR (QUOTE (C . D)))"]
   ["Example 3, corrected with LAMBDA" "(LAMBDA (X Y) (CONS (CAR X) (CDR Y))) ((A . B) (C . D))" "(A . D)"]
   ["Example 3, corrected with EVAL and a null a-list"
    "EVAL ((CONS (CAR (QUOTE (A . B))) (CDR (QUOTE (C . D)))) NIL)" "(A . D)"]
   ["Section 2.1: apply binds the variables on the a-list" "(LAMBDA (X Y) (CONS X Y)) (A B)" "(A . B)"]
   ["LABEL puts the function's name on the a-list: ff finds the first atom"
    "(LABEL FF (LAMBDA (X) (COND ((ATOM X) X) ((QUOTE T) (FF (CAR X)))))) ((((A B)) C))" "A"]
   ["Section I's LABEL EQUAL, renamed: (QUOTE F) is the atom F, which is not false (Section 3.3)"
    "(LABEL LEQUAL (LAMBDA (X Y) (COND ((ATOM X) (COND ((ATOM Y) (EQ X Y)) ((QUOTE T) (QUOTE F)))) ((LEQUAL (CAR X) (CAR Y)) (LEQUAL (CDR X) (CDR Y))) ((QUOTE T) (QUOTE F))))) ((A B) (A C))"
    "F"]
   ["Section I's LABEL EQUAL as printed: within it EQUAL is the system's SUBR (the p-list before the a-list)"
    "(LABEL EQUAL (LAMBDA (X Y) (COND ((ATOM X) (COND ((ATOM Y) (EQ X Y)) ((QUOTE T) (QUOTE F)))) ((EQUAL (CAR X) (CAR Y)) (EQUAL (CDR X) (CDR Y))) ((QUOTE T) (QUOTE F))))) ((A B) (A C))"
    "NIL"]
   ["Section II: DEFINE's value is the list of the functions defined"
    MEMBER-UNION-INTERSECTION "(MEMBER UNION INTERSECTION)"]
   ["Section II: INTERSECTION ((A1 A2 A3) (A1 A3 A5)) is (A1 A3)"
    (+ MEMBER-UNION-INTERSECTION "INTERSECTION ((A1 A2 A3) (A1 A3 A5))") "(A1 A3)"]
   ["Section II: UNION ((X Y Z) (U V W X)) is (Y Z U V W X)"
    (+ MEMBER-UNION-INTERSECTION "UNION ((X Y Z) (U V W X))") "(Y Z U V W X)"]
   ["Section 4.3: FACTORIAL"
    "DEFINE (((FACTORIAL (LAMBDA (N) (COND ((ZEROP N) 1) (T (TIMES N (FACTORIAL (SUB1 N)))))))))
     FACTORIAL (10)" "3628800"]
   ;; Section V: the program feature
   ["Section V: LENGTH ((A B C D)) is four" (+ LENGTH "LENGTH ((A B C D))") "4"]
   ["Section V: LENGTH (((X Y) A CAR (N B) (X Y Z))) is five" (+ LENGTH "LENGTH (((X Y) A CAR (N B) (X Y Z)))") "5"]
   ["Section V: rev[(A ((B C) D))] = ((D (C B)) A)" (+ REV "REV ((A ((B C) D)))") "((D (C B)) A)"]
   ["a prog that runs out of statements has the value NIL" "(LAMBDA () (PROG (X) (SETQ X 1))) ()" "NIL"]
   ["program variables are NIL at the entrance" "(LAMBDA () (PROG (X) (RETURN X))) ()" "NIL"]
   ["a cond statement with no true clause goes on to the next statement"
    "(LAMBDA () (PROG () (COND (NIL (RETURN 1))) (RETURN 2))) ()" "2"]
   ["a cond within a cond statement's consequent is a cond in a value place: A3"
    "(LAMBDA () (PROG () (COND (T (COND (NIL 1)))) (RETURN 2))) ()" "A3"]
   ["go and return in a cond within a cond statement act on the prog"
    "(LAMBDA () (PROG (N) (SETQ N 0) A (COND (T (COND ((LESSP N 3) (PROG2 (SETQ N (ADD1 N)) (GO A))) (T (RETURN N))))))) ()"
    "3"]
   ["go in a nested cond of a cond statement jumps"
    "(LAMBDA () (PROG (N) (SETQ N 0) A (COND ((LESSP N 3) (COND (T (GO B))))) (RETURN N) B (SETQ N (ADD1 N)) (GO A))) ()"
    "3"]
   ["return evaluated within a form returns from the most recent prog"
    "(LAMBDA () (PROG () (PROG2 NIL (RETURN (QUOTE DONE))) (RETURN (QUOTE NOT-HERE)))) ()" "DONE"]
   ["setq changes a variable of a higher level on the a-list"
    "(LAMBDA (X) (PROG2 ((LAMBDA () (SETQ X 5))) X)) (1)" "5"]
   ["set evaluates its first argument" "(LAMBDA (X Y) (PROG2 (SET Y 7) X)) (1 X)" "7"]
   ["go to a label the prog does not have is A6" "(LAMBDA () (PROG () (GO NOWHERE))) ()" "A6"]
   ["go outside any prog is A6" "(LAMBDA () (GO A)) ()" "A6"]
   ["setq on a variable nothing binds is A4" "(LAMBDA () (PROG () (SETQ NOSUCHVAR 1))) ()" "A4"]
   ["set on a variable nothing binds is A5" "(LAMBDA () (SET (QUOTE NOSUCHVAR) 1)) ()" "A5"]
   ;; constants: APVAL before the a-list
   ["T, F and NIL are constants: APVALs" "(LAMBDA () (LIST T F NIL)) ()" "(T NIL NIL)"]
   ["eval searches p-lists before a-lists: F bound by a LAMBDA is still NIL" "(LAMBDA (F) F) (A)" "NIL"]
   ["csetq makes a constant" "CSETQ (KONST (QUOTE (A B C D)))\n(LAMBDA () KONST) ()" "(A B C D)"]
   ["numbers are constants that evaluate to themselves" "(LAMBDA () (PLUS 1 2.5)) ()" "3.5"]
   ;; functional arguments: FUNCTION and FUNARG
   ["Section 3.1: change[(A B (C . D))] with maplist and FUNCTION"
    "DEFINE (((CHANGE (LAMBDA (A) (MAPLIST A (FUNCTION (LAMBDA (J) (CONS (CAR J) (QUOTE X)))))))))
     CHANGE ((A B (C . D)))" "((A . X) (B . X) ((C . D) . X))"]
   ["Section 3.1: MAPLIST written in S-expressions applies its variable FN"
    "DEFINE (((MYMAPLIST (LAMBDA (X FN) (COND ((NULL X) NIL) (T (CONS (FN X) (MYMAPLIST (CDR X) FN))))))))
     MYMAPLIST ((A B C) CAR)" "(A B C)"]
   ["FUNCTION keeps the a-list of its definition: the free Y is the caller's"
    "DEFINE (((WITHY (LAMBDA (FN Y) (FN)))
             (OUTER (LAMBDA (Y) (WITHY (FUNCTION (LAMBDA () Y)) (QUOTE INNER))))))
     OUTER ((QUOTE OUTER))" "(QUOTE OUTER)"]
   ["QUOTE instead of FUNCTION sees the binding where the function is applied"
    "DEFINE (((WITHY (LAMBDA (FN Y) (FN)))
             (OUTER (LAMBDA (Y) (WITHY (QUOTE (LAMBDA () Y)) (QUOTE INNER))))))
     OUTER (OUTER)" "INNER"]
   ["evalquote[FUNCTION; ...] makes a FUNARG" "(LAMBDA () (CAR (FUNCTION CAR))) ()" "FUNARG"]
   ["a define overrides a LABEL of the same name (the p-list before the a-list)"
    "DEFINE (((FF2 (LAMBDA (X) (QUOTE DEFINED)))))
     (LABEL FF2 (LAMBDA (X) (COND ((ATOM X) X) (T (FF2 (CAR X)))))) ((A))" "DEFINED"]
   ;; special forms: evalquote passes them to eval
   ["evalquote gives a special form (FSUBR) to eval: AND (T NIL)" "AND (T NIL)" "NIL"]
   ["and stops at the first false argument" "(LAMBDA () (AND NIL (CAR (QUOTE A)))) ()" "NIL"]
   ["or stops at the first true argument" "(LAMBDA () (OR (QUOTE X) (CAR (QUOTE A)))) ()" "T"]
   ["a FEXPR gets its arguments unevaluated, and the a-list"
    "DEFLIST (((FIRSTARG (LAMBDA (L A) (CAR L)))) FEXPR)\n(LAMBDA () (FIRSTARG X Y)) ()" "X"]
   ["apply cannot handle special forms: A2" "APPLY (AND (T) NIL)" "A2"]
   ;; the diagnostics
   ["A2: an atom with no definition, given to apply" "UNDEFINEDFN (A)" "A2"]
   ["A9: a form whose function has no definition, in eval" "(LAMBDA () (UNDEFINEDFN 1)) ()" "A9"]
   ["A8: an unbound variable" "(LAMBDA () NOSUCHVAR) ()" "A8"]
   ["A3: a cond with no true clause" "(LAMBDA () (COND (NIL 1))) ()" "A3"]
   ["F2: more arguments than variables" "(LAMBDA (X) X) (A B)" "F2"]
   ["F3: fewer arguments than variables" "(LAMBDA (X Y) X) (A)" "F3"]
   ["F2 for a SUBR too" "CONS (A B C)" "F2"]
   ["F3 for a SUBR too" "CONS (A)" "F3"]
   ["F3 for a SUBR in an argument of a form" "(LAMBDA () (LIST (CONS (QUOTE A)))) ()" "F3"]
   ["F2 for a SUBR in an argument of a form" "(LAMBDA () (LIST (CAR (QUOTE (A)) 1))) ()" "F2"]
   ["A1: error[x]" "ERROR ((SOMETHING WRONG))" "A1"]
   ["I3: arithmetic on an atom" "PLUS ((QUOTE A) 1)" "I3"]
   ["PLUS is an FSUBR: at the top its arguments are evaluated" "PLUS (A 1)" "A8"]
   ["car of an atom is an error naming it" "CAR (A)" "CAR"]
   ["a variable's value used as a function" "(LAMBDA (F1) (F1 (QUOTE (A B)))) (CDR)" "(B)"]])

(defn [(pytest.mark.parametrize ["description" "deck" "expected"] ROWS
                                :ids (lfor r ROWS (get r 0)))]
      test-universal-function [description deck expected]
  (assert (= (last-outcome deck) expected) description))


;; Interpreted code and defun code: one property list, one set of special cells

(defun free-zq [] "Reads zq free." zq)
(defun twice-via [f x] "Calls its functional argument on x twice." (f (f x)))

(defn run [deck]
  "The printouts of each doublet of deck (values or error codes), in a TEST packet."
  (with [_ (overlord-test)]
    (lfor o (. (run-deck deck :style "values") outcomes)
          (if o.error o.error.code (show o.value)))))

(defn test-a-special-variable-bound-by-interpreted-code-is-read-by-defun-code []
  (with [_ (overlord-test)]   ; the SUBR is gone after the test
    (put (intern "FREEZQ") SUBR free-zq)
    (assert (= (run "SPECIAL ((ZQ))\n(LAMBDA (ZQ) (FREEZQ)) (42)") ["NIL" "42"]))
    ;; without the declaration ZQ is bound on the a-list, which compiled code does not see
    (assert (= (run "(LAMBDA (ZQ) (FREEZQ)) (42)") ["A8"])))
  (assert (is (. (special "zq") value) UNBOUND) "the binding is undone on exit"))

(defn test-interpreted-code-reads-and-sets-the-binding-defun-code-made []
  (with [_ (binding {"zr" 5})]
    (assert (= (run "(LAMBDA () (PLUS ZR 1)) ()\n(LAMBDA () (SETQ ZR 9)) ()") ["6" "9"]))
    (assert (= (. (special "zr") value) 9))))

(defn test-common-variables-share-the-cell-too []
  (with [_ (overlord-test)]
    (put (intern "FREEZQ") SUBR free-zq)
    (assert (= (run "COMMON ((ZQ))\n(LAMBDA (ZQ) (FREEZQ)) (7)") ["NIL" "7"]))))

(defn test-defun-code-calls-a-defined-function-through-interpreted []
  (with [_ (overlord-test)]
    (run-deck "DEFINE (((DOUBLE (LAMBDA (X) (TIMES 2 X)))))")
    (setv double (interpreted "DOUBLE"))
    (assert (= (double 21) 42))
    (assert (= (twice-via double 5) 20))
    ;; an atom with an EXPR as a functional argument of defun code
    (assert (= (twice-via (intern "DOUBLE") 1) 4))))

(defn test-a-defined-predicate-orders-the-transcribed-insert []
  (with [_ (overlord-test)]
    (run-deck "DEFINE (((LONGER (LAMBDA (X Y) (GREATERP X Y)))))")
    (assert (= (show (insert (read "(7 6 2)") 4 (intern "LONGER"))) "(7 6 4 2)"))
    (assert (= (show (insert (read "(7 6 2)") 4 (read "(LAMBDA (X Y) (GREATERP X Y))"))) "(7 6 4 2)"))))

(defn test-a-card-calls-a-transcribed-function-put-as-a-subr []
  (with [_ (overlord-test)]   ; INSERT is Appendix A's name: no SUBR left behind
    (put (intern "INSERT") SUBR insert)
    (assert (= (run "INSERT ((2 6 7) 4 LESSP)") ["(2 4 6 7)"]))))

(defn test-a-python-function-as-a-value-is-applied []
  (assert (= (show (apply (read "(LAMBDA (F X) (F X))") (lisp.list (fn [x] (lisp.cons x x)) 1) NIL))
             "(1 . 1)")))

(defn test-special-bindings-are-restored-when-an-error-passes []
  (assert (= (run "SPECIAL ((ZS))\n(LAMBDA (ZS) (CAR ZS)) (A)") ["NIL" "CAR"]))
  (assert (is (. (special "zs") value) UNBOUND)))

(defn test-eval-and-apply-take-an-a-list []
  (assert (= (show (eval (read "(CONS X Y)") (read "((X . A) (Y . B))"))) "(A . B)"))
  (assert (= (show (apply (read "CONS") (read "(A B)") NIL)) "(A . B)"))
  (assert (= (show (evalquote (read "CAR") (read "((A B))"))) "A")))

(defn test-trace-prints-arguments-and-value-as-the-manual [capsys]
  (run "DEFINE (((ID (LAMBDA (X) X))))\nTRACE ((ID))\n(LAMBDA (Y) (ID Y)) (A)")
  (assert (= (. (capsys.readouterr) out) " ARGUMENTS OF ID\n A\n VALUE OF ID\n A\n")))

(defn test-the-doublets-own-function-is-not-traced-at-the-top [capsys]
  "evalquote calls apply, not the tracer: only the calls within are traced."
  (run "DEFINE (((ID (LAMBDA (X) X)) (TWICE (LAMBDA (X) (ID (ID X))))))\nTRACE ((ID TWICE))\nTWICE (A)\nID (B)")
  (assert (= (. (capsys.readouterr) out)
             " ARGUMENTS OF ID\n A\n VALUE OF ID\n A\n ARGUMENTS OF ID\n A\n VALUE OF ID\n A\n")))

(defn test-trace-follows-subrs-too-and-untrace-ends-it [capsys]
  (run "DEFINE (((FIRST (LAMBDA (X) (CAR X)))))\nTRACE ((FIRST CAR))\n(LAMBDA (X) (FIRST X)) ((A))\nUNTRACE ((FIRST CAR))\n(LAMBDA (X) (FIRST X)) ((B))")
  (assert (= (. (capsys.readouterr) out)
             " ARGUMENTS OF FIRST\n (A)\n ARGUMENTS OF CAR\n (A)\n VALUE OF CAR\n A\n VALUE OF FIRST\n A\n")))

(defn test-recursion-past-the-limit-is-g2 []
  (import sys lisp.toplevel [evaluate])
  (setv limit (sys.getrecursionlimit))
  (sys.setrecursionlimit 3000)
  (try
    (with [_ (overlord-test)]
      (run-deck "DEFINE (((LOOP (LAMBDA (X) (CONS X (LOOP X))))))")
      (with [e (pytest.raises LispError)]
        (evaluate (intern "LOOP") (read "(A)")))
      (assert (= e.value.code "G2")))
    (finally
      (sys.setrecursionlimit limit))))

(defn test-cards-call-the-transcription-the-papers-examples []
  (import lisp.interpreter [define-subrs] appendix-a.programs :as appendix-a)
  (with [_ (overlord-test)]
    (assert (= (show (define-subrs appendix-a ["ditto" "insert"])) "(DITTO INSERT)"))
    ;; Appendix A's Example lines, as a 1963 reader would have run them from cards
    (assert (= (run "DITTO ((A . B) 2)\nINSERT ((2 6 7) 4 LESSP)") ["((A . B) (A . B))" "(2 4 6 7)"]))))

(defn test-a-card-replaces-a-transcribed-backing-up-function []
  (import lisp.interpreter [using-cards] appendix-a.programs [playing] appendix-c.programs :as appendix-c
          slagle.paper.figures [load-figure] slagle.core.trees [TreeGame])
  (setv game (TreeGame (load-figure 6)))
  (defn sta [] (with [_ (playing game appendix-c)] (show (appendix-c.sta game.root 2 2 5))))
  (with [_ (overlord-test)
         _ (binding {"calls" 0})]
    ;; the user's own glbua: the paper's, counted; defined by a card
    (run-deck (+ "DEFINE (((GLBUA (LAMBDA (OLDALPHA A DMAX) (PROG2 (SETQ CALLS (ADD1 CALLS))"
                 " (COND ((NOT (GREATERP OLDALPHA (CAR A))) (MINUS INFINITY))"
                 " (T (PLUS (CAR A) (DIFFERENCE (LOG2 (DIFFERENCE OLDALPHA (CAR A))) 3)))))))))"))
    (put (intern "LOG2") SUBR lisp.data.log2)
    (put (intern "INFINITY") (intern "APVAL") (lisp.list lisp.∞))
    (with [_ (using-cards appendix-c ["glbua"])]
      (assert (= (sta) "P1")))
    (assert (> (. (special "calls") value) 0) "the transcription called the card's GLBUA")
    (setv calls (. (special "calls") value)))
  (assert (= (sta) "P1") "and its own glbua again after the block"))

(defn test-an-expr-is-asked-for-before-a-subr-whatever-the-order-on-the-property-list []
  ;; The manual's eval asks get[fn; EXPR] first, then FEXPR, SUBR, FSUBR: a SUBR
  ;; put on an atom after its DEFINE (put adds to the front) does not hide the EXPR.
  (with [_ (overlord-test)]
    (run-deck "DEFINE (((WHICH (LAMBDA () (QUOTE EXPR)))))")
    (put (intern "WHICH") SUBR (fn [] (intern "SUBR")))
    (assert (= (run "WHICH ()") ["EXPR"]))
    (assert (= (show (eval (read "(WHICH)") NIL)) "EXPR"))
    (assert (= (show (eval (read "(CONS (WHICH) NIL)") NIL)) "(EXPR)"))))

(defn test-a-return-outside-every-prog-is-a6-from-python-too []
  (with [_ (overlord-test)]
    (run-deck "DEFINE (((LEAVE (LAMBDA (X) (RETURN X)))))")
    (with [e (pytest.raises LispError)]
      ((interpreted "LEAVE") 5))
    (assert (= e.value.code "A6"))))

(defn test-an-endless-tail-call-is-g2-not-an-endless-loop []
  ;; eval evaluates an EXPR's body in its own loop; each turn would be a
  ;; recursion of the manual's eval, so past the runtime's depth it is G2.
  (import sys lisp.toplevel [evaluate])
  (setv limit (sys.getrecursionlimit))
  (sys.setrecursionlimit 3000)
  (try
    (with [_ (overlord-test)]
      (run-deck "DEFINE (((SPIN (LAMBDA (X) (SPIN X)))))")
      (with [e (pytest.raises LispError)]
        (evaluate (intern "SPIN") (read "(A)")))
      (assert (= e.value.code "G2")))
    (finally
      (sys.setrecursionlimit limit))))

(defn test-errorset-catches-what-python-raises-for-the-manuals-errors []
  ;; A recursion past the runtime's depth is G2 inside errorset too: its value is NIL.
  (import sys lisp.toplevel [evaluate])
  (setv limit (sys.getrecursionlimit))
  (sys.setrecursionlimit 3000)
  (try
    (with [_ (overlord-test)]
      (run-deck "DEFINE (((LOOP (LAMBDA (X) (CONS X (LOOP X))))))")
      (assert (= (show (evaluate (intern "ERRORSET") (read "((LOOP 1) NIL NIL NIL)"))) "NIL")))
    (finally
      (sys.setrecursionlimit limit))))

(defn test-a-functional-argument-takes-the-expr-before-the-subr-as-eval-does []
  (import lisp.data [function-of])
  (with [_ (overlord-test)]
    (run-deck "DEFINE (((DBL (LAMBDA (X) (TIMES X 2)))))")
    (put (intern "DBL") SUBR (fn [x] (* x 3)))
    (assert (= ((function-of (intern "DBL")) 5) 10))
    ;; a RETURN with no prog in a functional argument called from Hy is A6, as on cards
    (with [e (pytest.raises LispError)]
      (insert (read "(2 6)") 4 (read "(LAMBDA (X Y) (RETURN X))")))
    (assert (= e.value.code "A6"))))

(defn test-the-free-variables-of-a-deck-function-leave-out-the-functions-it-names []
  (import lisp.interpreted [free-variables])
  (assert (= (free-variables (read "(LAMBDA (L) (MAPLIST L (FUNCTION CAR)))")) []))
  (assert (= (free-variables (read "(LAMBDA (L) (MAPLIST L (FUNCTION (LAMBDA (J) (CONS J K)))))")) ["k"])))
