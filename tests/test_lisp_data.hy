"LISP 1.5 data as Python sees it: the functions of lisp.data and lisp.special
called directly, as the workbench and a REPL user call them.

A table of rows (description, a thunk, and the printout of its value or the
LispError code it raises): predicates answer the atoms T and NIL, never
Python booleans; car and cdr of an atom are errors naming it; property lists;
the special variables' value cells."

(import math
        pytest
        lisp
        lisp [read show LispError NIL T F Atom Cons intern cons car cdr cadr cddr caddr
              list from-python to-python truth null atom numberp eq equal zerop lessp greaterp
              min max plus times difference add1 sub1 expt log2 put remprop plist function-of
              special symeval bound? binding bindings-of set-variable UNBOUND]
        lisp.data [numval])

(defn r [text] "The S-expression text stands for." (read text))

(defn raises [code [mentions None]]
  "The expectation that a row raises LISP error `code`, its message naming `mentions`."
  #("raises" code mentions))

(setv ROWS
  [;; the atoms
   ["T and NIL are atoms, and F is NIL" (fn [] (list (atom T) (atom NIL) (eq F NIL))) "(T T T)"]
   ["NIL is the atom read from NIL and from ()" (fn [] (list (eq (r "NIL") NIL) (eq (r "()") NIL))) "(T T)"]
   ["atoms are interned: one atom a name" (fn [] (eq (intern "P1") (r "P1"))) "T"]
   ["∞ and -∞ are the float infinities"
    (fn [] (list (eq lisp.∞ math.inf) (eq lisp.-∞ (- math.inf)) (greaterp lisp.∞ (** 10 100)))) "(T T T)"]
   ;; cons cells
   ["cons makes a dotted pair" (fn [] (cons (r "A") (r "B"))) "(A . B)"]
   ["car and cdr" (fn [] (list (car (r "(A B)")) (cdr (r "(A B)")))) "(A (B))"]
   ["cadr, cddr, caddr" (fn [] (list (cadr (r "(1 2 3)")) (cddr (r "(1 2 3)")) (caddr (r "(1 2 3)")))) "(2 (3) 3)"]
   ["car of an atom names it" (fn [] (car (r "P233"))) (raises "CAR" "P233")]
   ["cdr of an atom names it" (fn [] (cdr (r "P233"))) (raises "CDR" "P233")]
   ["car of NIL" (fn [] (car NIL)) (raises "CAR" "NIL")]
   ["cdr of NIL" (fn [] (cdr NIL)) (raises "CDR" "NIL")]
   ["car of a number" (fn [] (car 7)) (raises "CAR" "7")]
   ["car of a Python list is not a Python exception" (fn [] (car [1 2])) (raises "CAR")]
   ["caddr past the end of a list" (fn [] (caddr (r "(1 2)"))) (raises "CAR" "NIL")]
   ["list, from-python, to-python"
    (fn [] (list (list) (list 1 2) (from-python (range 3)) (len (to-python (r "(A B C)"))))) "(NIL (1 2) (0 1 2) 3)"]
   ["to-python of a dotted list is an error" (fn [] (to-python (r "(A . B)"))) (raises "CDR" "B")]
   ["== on cells is equal" (fn [] (truth (= (r "(A (B . 1))") (r "(A (B . 1))")))) "T"]
   ;; predicates answer T or NIL
   ["null" (fn [] (list (null NIL) (null 0) (null "") (null F))) "(T NIL NIL T)"]
   ["atom" (fn [] (list (atom 0) (atom (r "A")) (atom (r "(A)")))) "(T T NIL)"]
   ["numberp: numbers, not atoms, not Python booleans"
    (fn [] (list (numberp 1) (numberp 1.5) (numberp lisp.∞) (numberp (r "A")) (numberp True))) "(T T T NIL NIL)"]
   ["eq: atoms by identity, numbers by value, cells by identity"
    (fn [] (setv x (r "(A)")) (list (eq x x) (eq (r "(A)") (r "(A)")) (eq 3 3.0) (eq 1 True))) "(T NIL T NIL)"]
   ["equal: same S-expression"
    (fn [] (list (equal (r "(A (B C) . D)") (r "(A (B C) . D)")) (equal (r "(A)") (r "(A B)")) (equal 2 2.0)))
    "(T NIL T)"]
   ["zerop, lessp, greaterp" (fn [] (list (zerop 0) (zerop 1) (lessp -1 0) (greaterp -1 0))) "(T NIL T NIL)"]
   ["the predicates' values are the atoms themselves"
    (fn [] (truth (and (is (null NIL) T) (is (eq 1 2) NIL) (is (lessp 1 2) T)))) "T"]
   ["truth turns a Python truth into T or NIL" (fn [] (list (truth 1) (truth []) (truth "x"))) "(T NIL T)"]
   ;; numbers
   ["min and max of one argument" (fn [] (list (min 3) (max lisp.-∞))) "(3 -∞)"]
   ["min and max with the infinities: floating point if any argument is (the manual's max[3;2.0] = 3.0)"
    (fn [] (list (min 3 lisp.∞ -2) (max lisp.-∞ 4 2.5) (max 3 2.0) (min 3 2))) "(-2.0 4.0 3.0 2)"]
   ["plus, times, difference, add1, sub1"
    (fn [] (list (plus) (plus 1 2 3) (times) (times 2 3) (difference 1 3) (add1 1.5) (sub1 0))) "(0 6 1 6 -2 2.5 -1)"]
   ["expt and log2 at the edges" (fn [] (list (expt 2 lisp.-∞) (log2 0) (log2 1024))) "(0.0 -∞ 10.0)"]
   ["zerop of an atom is I3" (fn [] (zerop (r "A"))) (raises "I3" "A")]
   ["lessp of NIL is I3" (fn [] (lessp NIL 1)) (raises "I3" "NIL")]
   ["max of a list is I3" (fn [] (max 1 (r "(2)"))) (raises "I3" "(2)")]
   ["plus of a Python boolean is I3" (fn [] (plus 1 True)) (raises "I3")]
   ["numval names the function" (fn [] (numval (r "X") "difference")) (raises "I3" "difference")]
   ;; property lists
   ["a fresh atom's property list is NIL" (fn [] (plist (intern "DPA"))) "NIL"]
   ["put and get"
    (fn [] (setv a (intern "DPB")) (put a (r "COLOR") (r "RED")) (list (lisp.get a (r "COLOR")) (lisp.get a (r "SHAPE"))))
    "(RED NIL)"]
   ["put replaces; the plist holds indicator and property"
    (fn [] (setv a (intern "DPC")) (put a (r "K") 1) (put a (r "J") 2) (put a (r "K") 3) (plist a)) "(K 3 J 2)"]
   ["remprop removes one indicator and answers NIL"
    (fn [] (setv a (intern "DPD")) (put a (r "K") 1) (put a (r "J") 2) (list (remprop a (r "K")) (plist a)))
    "(NIL (J 2))"]
   ["a property may be a list" (fn [] (setv a (intern "DPE")) (put a (r "L") (r "(1 2)")) (lisp.get a (r "L")))
    "(1 2)"]
   ["get of a cell is a LISP error" (fn [] (lisp.get (r "(A)") (r "K"))) (raises "CAR")]
   ;; functions named by atoms: the functional arguments
   ["the atom LESSP names lessp" (fn [] ((function-of (r "LESSP")) 1 2)) "T"]
   ["the atom GREATERP names greaterp" (fn [] ((function-of (r "GREATERP")) 1 2)) "NIL"]
   ["a Python function is its own function" (fn [] ((function-of cons) 1 2)) "(1 . 2)"]
   ["an atom with no function is A2" (fn [] (function-of (r "NOFUNCTION"))) (raises "A2" "NOFUNCTION")]
   ["NIL is no function" (fn [] (function-of NIL)) (raises "A2" "NIL")]
   ["a number is no function" (fn [] (function-of 5)) (raises "A2" "5")]
   ;; special variables
   ["an unbound variable is A8, naming it" (fn [] (symeval "dv-unbound")) (raises "A8" "dv-unbound")]
   ["binding binds for a with block" (fn [] (with [(binding {"dva" 1})] (symeval "dva"))) "1"]
   ["binding nests, the nearest binding wins"
    (fn [] (with [(binding {"dvb" 1})] (with [(binding {"dvb" 2})] (symeval "dvb")))) "2"]
   ["binding restores the outer value"
    (fn [] (with [(binding {"dvc" 1})] (with [(binding {"dvc" 2})]) (symeval "dvc"))) "1"]
   ["binding restores after an error, to unbound"
    (fn [] (try (with [(binding {"dvd" 1})] (car 1)) (except [LispError])) (truth (bound? "dvd"))) "NIL"]
   ["set-variable changes the current binding only"
    (fn [] (with [(binding {"dve" 1})] (with [(binding {"dve" 2})] (set-variable "dve" 5)) (symeval "dve"))) "1"]
   ["set-variable on an unbound variable is A4" (fn [] (set-variable "dvf-unbound" 1)) (raises "A4" "dvf-unbound")]
   ["names are Python identifiers: old-alpha is old_alpha"
    (fn [] (with [(binding {"old-dvg" 1})] (symeval "old_dvg"))) "1"]
   ["bindings-of leaves unbound names out"
    (fn [] (with [(binding {"dvh" 1})] (from-python (gfor [k v] (.items (bindings-of ["dvh" "dvi-unbound"])) (list (intern k) v))))) "((dvh 1))"]
   ["the error function is A1" (fn [] (lisp.error (r "HELP"))) (raises "A1" "HELP")]])

(defn outcome [thunk]
  "show of the thunk's value, or the LispError it raises."
  (try
    (show (thunk))
    (except [e LispError] e)))

(defn [(pytest.mark.parametrize #("thunk" "expected") (lfor [d t e] ROWS (pytest.param t e :id d)))]
  test-lisp-data [thunk expected]
  (setv got (outcome thunk))
  (if (isinstance expected tuple)
      (let [[_ code mentions] expected]
        (assert (isinstance got LispError) f"expected {code}, got the value {got}")
        (assert (= got.code code) f"expected {code}, got {got}")
        (when mentions
          (assert (in mentions got.message) f"the message should name {mentions}: {got}")))
      (assert (= got expected) f"expected {expected}, got {got}")))

(defn test-a-lisp-error-has-its-code-and-message []
  (setv e (LispError "A3" "conditional unsatisfied"))
  (assert (= #(e.code e.message (str e)) #("A3" "conditional unsatisfied" "A3: conditional unsatisfied"))))

(defn test-a-variable-has-one-value-cell []
  (assert (is (special "dv-cell") (special "dv-cell")))
  (assert (is (. (special "dv-never-bound") value) UNBOUND)))

(defn test-cells-are-not-hashable-atoms-are []
  ;; equal cells need not be one object, so a cell is no dict key; an atom is.
  (with [(pytest.raises TypeError)]
    (hash (r "(A)")))
  (assert (= (get {(r "A") 1} (intern "A")) 1)))

(defn test-an-interpreted-function-needs-the-interpreter-loaded []
  ;; lisp.data cannot import the interpreter, which sits above it: it finds it
  ;; among the modules loaded, and without it a LAMBDA is no function (A2).
  (import subprocess sys)
  (setv done (subprocess.run
               [sys.executable "-c"
                (+ "import hy\n"
                   "from lisp.data import function_of, LispError\n"
                   "from lisp.reader import read\n"
                   "f = read('(LAMBDA (X) (CONS X X))')\n"
                   "try:\n"
                   "    function_of(f)\n"
                   "except LispError as e:\n"
                   "    print(e)\n"
                   "import lisp.interpreter\n"
                   "print(function_of(f)(read('A')))\n")]
               :capture-output True :text True))
  (assert (= (.splitlines done.stdout)
             ["A2: (LAMBDA (X) (CONS X X)) needs the LISP interpreter: import lisp.interpreter" "(A . A)"])
          done.stderr))
