"LISP 1.5 semantics of the substrate, as a table: a snippet of defuns and one
expression, and what LISP 1.5 would print for it or the error it would give.

In the manner of the test suites of LISP 1.5 reimplementations, each row is
evaluated in a fresh module (as an appendix is), and its value printed with
`show`.  The rows are chosen where another language would answer otherwise:
lexical scope, Python's truthiness, one namespace for functions and values,
bindings left behind by an error exit, Python exceptions leaking through."

(import itertools
        types
        collections [namedtuple]
        pytest
        lisp [LispError show symeval bound? binding])

(setv Err (namedtuple "Err" ["code" "mentions"]))

(defn err [code [mentions None]]
  "The expectation that a row fails with LISP error `code`, its message naming `mentions`."
  (Err code mentions))

(setv module-numbers (itertools.count))

(defn fresh-module []
  "A new module in which defun is required and the LISP substrate imported."
  (setv module (types.ModuleType f"lisp_case_{(next module-numbers)}"))
  (hy.eval '(do (require lisp.forms [defun])
                (import lisp *
                        lisp.functions [append member length maplist assoc sublis logand logor]))
           :module module)
  module)

(defn run-lisp [source]
  "Evaluate the forms of `source` in a fresh module: `show` of the last one's
  value, or the LispError it raised.  Any other exception propagates."
  (setv module (fresh-module)
        value None)
  (try
    (for [form (hy.read-many source)]
      (setv value (hy.eval form :module module)))
    (except [e LispError]
      (return e)))
  (show value))

(defn check [outcome expected]
  "Assert that the outcome of a row is what the row expects."
  (if (isinstance expected Err)
      (do (assert (isinstance outcome LispError)
                  f"expected LISP error {expected.code}, got the value {outcome}")
          (assert (= outcome.code expected.code) f"expected {expected.code}, got {outcome}")
          (when expected.mentions
            (assert (in expected.mentions outcome.message)
                    f"the message should name {expected.mentions}: {outcome}")))
      (do (assert (not (isinstance outcome LispError)) f"expected {expected}, got {outcome}")
          (assert (= outcome expected) f"expected {expected}, got {outcome}"))))

;; The paper's two Appendix A programs, as the rows that use them define them.
(setv DITTO "(defun ditto [s n] (cond [(zerop n) NIL] [T (cons s (ditto s (- n 1)))]))"
      INSERT "(defun insert [sl el p]
                (cond [(null sl) (list el)]
                      [(p el (car sl)) (cons el sl)]
                      [T (cons (car sl) (insert (cdr sl) el p))]))")


;; Scope: every variable special, shallow binding, free variables dynamic.

(setv SCOPE
  [["a callee reads its caller's parameter (lexically it would be unbound)"
    "(defun callee [] sa) (defun caller [sa] (callee)) (caller 5)"
    "5"]
   ["the nearest binder wins"
    "(defun reader [] sb) (defun near [sb] (reader)) (defun far [sb] (near 2)) (far 1)"
    "2"]
   ["a callee's binding shadows the caller's only while the callee runs"
    "(defun reader [] sc) (defun inner [sc] (reader)) (defun outer [sc] (list (inner 2) (reader) sc)) (outer 1)"
    "(2 1 1)"]
   ["the free variable is the binding at call time, not at definition time"
    "(defun reader [] sd) (defun binder [sd] (reader)) (list (binder 1) (binder 2))"
    "(1 2)"]
   ["setq on a free variable changes the caller's binding, seen after return"
    "(defun bump [] (setq se (+ se 1)))
     (defun counter [se] (prog [] (bump) (bump) (return se)))
     (counter 5)"
    "7"]
   ["setq on a callee's own parameter is not seen by the caller"
    "(defun own [sf] (setq sf 100)) (defun caller [sf] (prog [] (own sf) (return sf))) (caller 5)"
    "5"]
   ["a prog variable binds specially too: a callee sees it"
    "(defun reader [] sg) (defun f [] (prog [sg] (setq sg 3) (return (reader)))) (f)"
    "3"]
   ["a prog variable starts as NIL even when a caller bound the name"
    "(defun inner [] (prog [sh] (return sh))) (defun outer [sh] (list (inner) sh)) (outer 5)"
    "(NIL 5)"]
   ["a prog variable with a parameter's name: NIL inside, the argument after"
    "(defun f [si] (list (prog [si] (return si)) si)) (f 5)"
    "(NIL 5)"]
   ["a prog variable with a parameter's name is unbound again after the call"
    "(defun f [sj] (prog [sj] (return 1))) (f 2) (symeval \"sj\")"
    (err "A8" "sj")]
   ["a value prog's variables are free again after it"
    "(defun f [] (cons (prog [sk] (return 1)) sk)) (f)"
    (err "A8" "sk")]
   ["a free variable nobody bound is A8, naming it"
    "(defun f [] sl-unbound) (f)"
    (err "A8" "sl-unbound")]
   ["a variable bound by a Python caller (binding) is seen free"
    "(defun reader [] (cons sm NIL)) (with [(binding {\"sm\" 4})] (reader))"
    "(4)"]
   ["setq on a free variable nobody bound is A4"
    "(defun f [] (setq sn-unbound 1)) (f)"
    (err "A4" "sn-unbound")]
   ["set-variable from Python on an unbound variable is A4"
    "(set-variable \"so-unbound\" 1)"
    (err "A4" "so-unbound")]
   ["symeval of an unbound variable is A8, naming it"
    "(symeval \"sp-unbound\")"
    (err "A8" "sp-unbound")]])


;; Functions and values are apart; functional arguments.

(setv FUNCTIONS
  [["a prog variable named like a function, and that function called (minvl's lubub)"
    "(defun lubub [x] (+ x 1))
     (defun minvl [] (prog [lubub] (setq lubub (lubub 1)) (setq lubub (lubub lubub)) (return lubub)))
     (minvl)"
    "3"]
   ["a parameter named like a function: the definition is called, the value read"
    "(defun glbua [x] (* x 10)) (defun f [glbua] (list (glbua 2) glbua)) (f 7)"
    "(20 7)"]
   ["a free variable named like a function reads the variable, not the function"
    "(defun glbub [] 1) (defun reader [] glbub) (reader)"
    (err "A8" "glbub")]
   ["insert[(2,6,7);4;LESSP]=(2,4,6,7): LESSP through the parameter p"
    #[[(defun insert [sl el p]
         (cond [(null sl) (list el)] [(p el (car sl)) (cons el sl)] [T (cons (car sl) (insert (cdr sl) el p))]))
       (insert (read "(2,6,7)") 4 (read "LESSP"))]]
    "(2 4 6 7)"]
   ["GREATERP as the functional argument orders the other way"
    (+ INSERT #[[(insert (read "(7 6 2)") 4 (read "GREATERP"))]])
    "(7 6 4 2)"]
   ["the functional argument quoted inside a defun"
    (+ INSERT "(defun f [] (insert '(1 3) 2 'LESSP)) (f)")
    "(1 2 3)"]
   ["a Python function as the functional argument"
    (+ INSERT #[[(insert (read "(1 3)") 2 greaterp)]])
    "(2 1 3)"]
   ["a functional argument that is NIL is A2"
    (+ INSERT #[[(insert (read "(1 3)") 2 NIL)]])
    (err "A2" "NIL")]
   ["a functional argument that is an atom with no function is A2"
    (+ INSERT #[[(insert (read "(1 3)") 2 (read "NOSUCHFN"))]])
    (err "A2" "NOSUCHFN")]
   ["a defined function wins over a parameter of its name (LISP 1.5's order)"
    "(defun p [a b] 'DEFINED) (defun use [p] (p 1 2)) (use (read \"LESSP\"))"
    "DEFINED"]
   ["calling an undefined function is A9, naming it"
    "(defun f [x] (nosuchfunction x)) (f 1)"
    (err "A9" "nosuchfunction")]
   ["a name that is no LISP function is A9, though Python has a builtin of that name"
    "(defun f [v] (set (quote v) 5)) (f 1)"
    (err "A9" "function object has no definition: set (called in f)")]
   ["print is no LISP function either"
    "(defun f [x] (print x)) (f 1)"
    (err "A9" "function object has no definition: print (called in f)")]
   ["nor len"
    "(defun f [x] (len x)) (f (read \"(A B)\"))"
    (err "A9" "function object has no definition: len (called in f)")]
   ["a LISP function with a builtin's name is the LISP one: max, min, list"
    "(defun f [x] (list (max x 3) (min x 3))) (f 5)"
    "(5 3)"]
   ["a builtin's name defined as a LISP function is that function"
    "(defun set [a v] (list a v)) (defun f [v] (set (quote v) 5)) (f 1)"
    "(v 5)"]
   ["too many arguments is F2"
    "(defun g [x y] x) (defun f [] (g 1 2 3)) (f)"
    (err "F2" "g()")]
   ["too few arguments is F3"
    "(defun g [x y] x) (defun f [] (g 1)) (f)"
    (err "F3" "g()")]
   ["too few arguments to a built-in is F3"
    "(defun f [] (cons 1)) (f)"
    (err "F3" "cons()")]
   ["too many arguments to a built-in is F2"
    "(defun f [] (car '(A) '(B))) (f)"
    (err "F2" "car()")]])


;; Truth: NIL is the only false value; predicates answer T or NIL.

(setv TRUTH
  [["0 is true in cond"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f 0)" "TRUE"]
   ["0.0 is true in cond"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f 0.0)" "TRUE"]
   ["the empty string is true in cond"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f \"\")" "TRUE"]
   ["an empty Python list is true in cond"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f [])" "TRUE"]
   ["Python's False is not NIL, so it is true in cond"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f False)" "TRUE"]
   ["NIL alone is false"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f NIL)" "FALSE"]
   ["the empty list () is NIL, so false"
    "(defun f [x] (cond [x 'TRUE] [T 'FALSE])) (f (read \"()\"))" "FALSE"]
   ["F is NIL and T is *T* (their APVALs); *T* is true"
    "(defun f [] (list F (cond [F 'TRUE] [T 'FALSE]) T)) (f)" "(NIL FALSE T)"]
   ["T is *T*, a predicate's value; the atom T quoted is another atom"
    "(defun f [] (list (eq T (null NIL)) (eq T '*T*) (eq T 'T) (eq (atom 'A) 'T))) (f)" "(T T NIL NIL)"]
   ["literal numbers and strings as tests are true"
    "(defun f [] (list (cond [0 'ZERO]) (cond [\"\" 'EMPTY]) (null 0) (not \"\"))) (f)"
    "(ZERO EMPTY NIL NIL)"]
   ["and, or, not answer T or NIL, with NIL alone false"
    "(defun f [] (list (and 0 \"\") (and 1 NIL) (or NIL 0) (or NIL NIL) (not 0) (not NIL))) (f)"
    "(T NIL T NIL NIL T)"]
   ["comparisons in a value place answer T or NIL"
    "(defun f [] (list (< 1 2) (> 1 2) (= 3 3.0) (!= 1 1) (<= ∞ ∞) (>= -∞ 0))) (f)"
    "(T NIL T NIL T NIL)"]
   ["null and atom answer T or NIL"
    "(defun f [] (list (null NIL) (null 0) (null '()) (atom 'A) (atom 5) (atom NIL) (atom '(A)))) (f)"
    "(T NIL T T T T NIL)"]
   ["eq: same atom, numbers by value, distinct lists are not eq"
    "(defun f [] (list (eq 'A 'A) (eq 'A 'B) (eq 2 2) (eq '(A) '(A)) (eq NIL '()))) (f)"
    "(T NIL T NIL T)"]
   ["equal: same S-expression"
    "(defun f [] (list (equal '(A (B . C) 1) '(A (B . C) 1)) (equal '(A B) '(A C)) (equal '(A) '(A . B)) (equal 'A 'A))) (f)"
    "(T NIL NIL T)"]
   ["zerop, lessp, greaterp, numberp answer T or NIL"
    "(defun f [] (list (zerop 0) (zerop 0.0) (zerop 1) (lessp 1 2) (lessp 2 1) (greaterp ∞ 5) (greaterp -∞ 5) (numberp 1.5) (numberp 'A))) (f)"
    "(T T NIL T NIL T NIL T NIL)"]
   ["predicates called from Python also answer T or NIL, not Python booleans"
    "(list (null 0) (atom 1) (eq 1 1) (equal NIL NIL) (lessp 2 1))"
    "(NIL T T T NIL)"]])


;; cond and prog.

(setv CONTROL
  [["cond takes the first true clause, in order"
    "(defun f [] (cond [NIL 1] [T 2] [T 3])) (f)" "2"]
   ["cond with no true clause outside a prog is A3"
    "(defun f [x] (cond [(zerop x) 'ZERO])) (f 1)" (err "A3")]
   ["cond with no clause at all outside a prog is A3"
    "(defun f [] (cond)) (f)" (err "A3")]
   ["a top-level cond of a prog with no true clause goes on to the next statement"
    "(defun f [] (prog [u] (cond [NIL (return 'FIRST)]) (setq u 'NEXT) (return u))) (f)" "NEXT"]
   ["a cond in a value place inside a prog is not at the top level: A3"
    "(defun f [] (prog [u] (setq u (cond [NIL 1])) (return u))) (f)" (err "A3")]
   ["a cond in a function called from a prog is not at the prog's top level: A3"
    "(defun g [] (cond [NIL 1])) (defun f [] (prog [] (g) (return 'AFTER))) (f)" (err "A3")]
   ["minvl's shape: a cond without a true clause, then the loop goes on"
    "(defun f [l] (prog [u] A (cond [(null l) (return u)]) (setq u (cons (car l) u)) (setq l (cdr l)) (go A)))
     (f (read \"(1 2 3)\"))"
    "(3 2 1)"]
   ["prog variables start as NIL"
    "(defun f [] (prog [u v] (return (list u v)))) (f)" "(NIL NIL)"]
   ["falling off the end of a prog gives NIL"
    "(defun f [] (prog [u] (setq u 5))) (f)" "NIL"]
   ["falling off the end of a prog with labels gives NIL"
    "(defun f [] (prog [u] (go B) A (setq u 1) B (setq u 2))) (f)" "NIL"]
   ["an empty prog gives NIL"
    "(defun f [] (prog [])) (f)" "NIL"]
   ["go and labels make a loop"
    "(defun f [n] (prog [acc] (setq acc 1) L (cond [(zerop n) (return acc)]) (setq acc (* acc n)) (setq n (- n 1)) (go L))) (f 5)"
    "120"]
   ["go forward skips statements"
    "(defun f [] (prog [u] (setq u 'A) (go SKIP) (setq u 'B) SKIP (return u))) (f)" "A"]
   ["go to a label the prog does not have is A6"
    "(defun f [] (prog [] (go NOWHERE))) (f)" (err "A6" "NOWHERE")]
   ["return in a cond clause returns from the prog"
    "(defun f [x] (prog [] (cond [(zerop x) (return 'ZERO)] [T (return 'OTHER)]) (return 'NEVER))) (list (f 0) (f 1))"
    "(ZERO OTHER)"]
   ["a cond in the consequent of a top-level cond is not at the top level: A3"
    "(defun f [x] (prog [] (cond [(null x) (cond [(null T) (return 1)])]) (return 2))) (f NIL)"
    (err "A3")]
   ["a cond three deep in a prog's cond with no true clause is A3"
    "(defun f [] (prog [] (cond [T (cond [T (cond [NIL (return 1)])])]) (return 2))) (f)"
    (err "A3")]
   ["the top-level cond around a nested cond still goes on when its own tests fail"
    "(defun f [x] (prog [] (cond [(null x) (cond [(null T) (return 1)])]) (return 2))) (f 'A)"
    "2"]
   ["return in a cond nested in a prog's cond returns from the prog"
    "(defun f [x] (prog [] (cond [(atom x) (cond [(null x) (return 'EMPTY)] [T (return 'ATOM)])]) (return 'LIST)))
     (list (f NIL) (f (read \"A\")) (f (read \"(A)\")))"
    "(EMPTY ATOM LIST)"]
   ["return three conds deep returns from the prog"
    "(defun f [x] (prog [] (cond [T (cond [T (cond [(null x) (return 'DEEP)] [T NIL])])]) (return 'AFTER)))
     (list (f NIL) (f 1))"
    "(DEEP AFTER)"]
   ["go in a cond nested in a prog's cond jumps in the prog"
    "(defun f [n] (prog [acc] L (setq acc (cons n acc)) (setq n (- n 1))
        (cond [(zerop n) (return acc)] [T (cond [(> n 0) (go L)])])))
     (f 3)"
    "(1 2 3)"]
   ["go in a nested cond reaches a label of its own prog, not the enclosing one"
    "(defun f [] (prog [i acc] (setq i 0)
        L (cond [(= i 2) (return acc)])
        (setq acc (cons (prog [k] (setq k 0)
                          L (cond [T (cond [(= k i) (return k)] [T (setq k (+ k 1))])])
                          (go L))
                        acc))
        (setq i (+ i 1))
        (go L)))
     (f)"
    "(1 0)"]
   ["return in a nested cond of a prog in a value place leaves only that prog"
    "(defun f [] (prog [a] (setq a (prog [] (cond [T (cond [T (return 1)])]) (return 2))) (return (+ a 10)))) (f)"
    "11"]
   ["setq's value is the value assigned"
    "(defun f [] (prog [u] (return (setq u 5)))) (f)" "5"]
   ["a prog in a value place: its return leaves only it"
    "(defun f [] (prog [a] (setq a (prog [] (return 1))) (return (+ a 1)))) (f)" "2"]
   ["a prog in a value place has its own labels; the outer go reaches the outer label"
    "(defun f [] (prog [i acc] (setq i 0)
        L (cond [(= i 3) (return acc)])
        (setq acc (cons (prog [k] (setq k 0) A (go L) L (cond [(= k i) (return k)]) (setq k (+ k 1)) (go L)) acc))
        (setq i (+ i 1))
        (go L)))
     (f)"
    "(2 1 0)"]])


;; Lists, the c..r family, numbers, property lists, errors naming their value.

(setv DATA
  [["ditto[(A . B);2]=((A . B),(A . B))"
    (+ DITTO #[[(ditto (read "(A . B)") 2)]]) "((A . B) (A . B))"]
   ["ditto[-∞;1]=(-∞), as sta builds initia"
    (+ DITTO "(ditto -∞ 1)") "(-∞)"]
   ["ditto with a quoted dotted pair in a defun"
    (+ DITTO "(defun f [] (ditto '(A . B) 2)) (f)") "((A . B) (A . B))"]
   ["quoted data in a defun: numbers, infinities, a dotted pair, () as NIL"
    "(defun f [] '(1 -2 1.5 ∞ -∞ (A . B) ())) (f)" "(1 -2 1.5 ∞ -∞ (A . B) NIL)"]
   ["cons, list and a dotted pair"
    "(defun f [] (list (cons 'A 'B) (cons 'A NIL) (list) (list 1 (list 2)))) (f)"
    "((A . B) (A) NIL (1 (2)))"]
   ["the c..r family"
    "(defun f [x] (list (car x) (cdr x) (cadr x) (cddr x) (caddr x) (caar x) (cdar x) (cadar x) (cadddr x) (cddddr x)))
     (f (read \"((A B) 2 3 4 5)\"))"
    "((A B) (2 3 4 5) 2 (3 4 5) 3 A (B) B 4 (5))"]
   ["car of an atom is an error naming the atom"
    "(defun f [x] (car x)) (f (read \"P233\"))" (err "CAR" "P233")]
   ["cdr of an atom is an error naming the atom"
    "(defun f [x] (cdr x)) (f (read \"P233\"))" (err "CDR" "P233")]
   ["car of NIL is an error"
    "(defun f [] (car NIL)) (f)" (err "CAR" "NIL")]
   ["cdr of NIL is an error"
    "(defun f [] (cdr NIL)) (f)" (err "CDR" "NIL")]
   ["car of a number is an error naming it"
    "(defun f [] (car 15)) (f)" (err "CAR" "15")]
   ["cadr of a one-member list is car of NIL"
    "(defun f [] (cadr '(A))) (f)" (err "CAR" "NIL")]
   ["min and max with the report's infinities: ∞ is floating point, so the value is (max[3;2.0] = 3.0)"
    "(defun f [] (list (min 3 ∞ -2) (max -∞ 4) (min ∞) (max -∞ -∞) (max 3 2))) (f)" "(-2.0 4.0 ∞ -∞ 3)"]
   ["arithmetic on integers, floats and infinities"
    "(defun f [] (list (+ 1 2) (- 5 7) (* 2 2.5) (- ∞ 1) (+ -∞ 100) (- 0 ∞))) (f)" "(3 -2 5.0 ∞ -∞ -∞)"]
   ["plus, difference, times, add1, sub1, expt, log2"
    "(defun f [] (list (plus 1 2 3) (difference 1 4) (times 2 3 4) (add1 1) (sub1 0) (expt 2 10) (expt 2 -∞) (log2 8) (log2 0))) (f)"
    "(6 -3 24 2 -1 1024 0.0 3.0 -∞)"]
   ["arithmetic on an atom in a defun is I3, not a Python TypeError"
    "(defun f [x] (- x 1)) (f (read \"P1\"))" (err "I3" "bad argument in f")]
   ["comparing an atom with a number in a cond test is I3"
    "(defun f [x] (cond [(< x 1) 'LESS] [T 'MORE])) (f NIL)" (err "I3")]
   ["zerop of an atom is I3 naming it"
    "(defun f [] (zerop 'A)) (f)" (err "I3" "A is not a number")]
   ["lessp of NIL is I3"
    "(defun f [] (lessp NIL 1)) (f)" (err "I3" "NIL")]
   ["min of an atom is I3"
    "(defun f [] (min 1 'A)) (f)" (err "I3" "A")]
   ["dividing by zero is G1"
    "(defun f [x] (/ 1 x)) (f 0)" (err "G1")]
   ["error is A1, printing its argument"
    "(defun f [] (error 'OOPS)) (f)" (err "A1" "OOPS")]
   ["property lists: put, get, a missing indicator, remprop"
    "(defun f [] (prog [v]
        (put 'PLA 'COLOR 'RED) (put 'PLA 'SIZE 3)
        (setq v (list (get 'PLA 'COLOR) (get 'PLA 'SIZE) (get 'PLA 'SHAPE)))
        (remprop 'PLA 'COLOR)
        (return (list v (get 'PLA 'COLOR) (plist 'PLA)))))
     (f)"
    "((RED 3 NIL) NIL (SIZE 3))"]
   ["put replaces the old property, and its value is the property"
    "(defun f [] (list (put 'PLB 'K 1) (put 'PLB 'K 2) (get 'PLB 'K) (plist 'PLB))) (f)"
    "(1 2 2 (K 2))"]
   ["remprop's value is NIL, and removing what is not there is harmless"
    "(defun f [] (list (remprop 'PLC 'NONE) (plist 'PLC))) (f)" "(NIL NIL)"]
   ["get of a number is an error, not a Python exception"
    "(defun f [] (get 5 'K)) (f)" (err "CAR" "5")]
   ["upper-case symbols are constant atoms; lower-case ones variables"
    "(defun f [x] (list 'x x NOSUCC)) (f 1)" "(x 1 NOSUCC)"]])


;; Restore on every exit: error, non-local and normal.

(setv RESTORE
  [["after a LISP error escapes a binder, its variable is unbound again"
    "(defun boom [ra] (car ra)) (try (boom 5) (except [LispError] None)) (symeval \"ra\")"
    (err "A8" "ra")]
   ["after a LISP error escapes a binder, the outer binding is back"
    "(defun boom [rb] (car rb))
     (with [(binding {\"rb\" (read \"OUTER\")})] (try (boom 5) (except [LispError] None)) (symeval \"rb\"))"
    "OUTER"]
   ["after an error deep in a recursion every level's binding is restored"
    "(defun down [rc] (cond [(zerop rc) (car rc)] [T (down (- rc 1))]))
     (with [(binding {\"rc\" (read \"OUTER\")})] (try (down 10) (except [LispError] None)) (symeval \"rc\"))"
    "OUTER"]
   ["prog variables are restored after an error in a function the prog called"
    "(defun g [] (cond [NIL 1])) (defun f [] (prog [rd] (setq rd 1) (g)))
     (with [(binding {\"rd\" (read \"OUTER\")})] (try (f) (except [LispError] None)) (symeval \"rd\"))"
    "OUTER"]
   ["bindings are restored after a Python error turned into a LISP one (I3)"
    "(defun f [re] (- re 1)) (try (f 'X) (except [LispError] None)) (bound? \"re\")"
    "False"]
   ["bindings are restored after A9"
    "(defun f [rf] (nosuchfunction rf)) (try (f 1) (except [LispError] None)) (symeval \"rf\")"
    (err "A8" "rf")]
   ["bindings are restored after return from inside a loop"
    "(defun f [rg] (prog [rh] L (setq rh rg) (return rh) (go L))) (list (f 1) (bound? \"rg\") (bound? \"rh\"))"
    "(1 False False)"]
   ["the binding context manager restores after an error"
    "(try (with [(binding {\"ri\" 1})] (car 5)) (except [LispError] None)) (symeval \"ri\")"
    (err "A8" "ri")]])

;; lambda and function: closures whose parameters bind specially (McCarthy's
;; λ and functional arguments), and the manual's list functions.

(setv LAMBDA
  [["a lambda applied in a function place, {e}[λw. ...]: e once, then the body"
    "(defun f [x] ((lambda [w] (list w w)) (+ x 1))) (f 1)"
    "(2 2)"]
   ["a lambda as an argument, called by the function it is passed to"
    "(defun each [u g] (cond [(null u) NIL] [T (cons (g (car u)) (each (cdr u) g))]))
     (defun adds [u n] (each u (lambda [x] (+ x n)))) (adds (read \"(1 2 3)\") 10)"
    "(11 12 13)"]
   ["a lambda's parameter is special: a function it calls sees it free"
    "(defun reader [] la) (defun f [] ((lambda [la] (reader)) 7)) (f)"
    "7"]
   ["a lambda's binding is restored when it returns"
    "(defun f [lb] (list ((lambda [lb] lb) 2) lb)) (f 1)"
    "(2 1)"]
   ["a lambda's binding is restored when it exits by error"
    "(defun f [] ((lambda [lc] (car lc)) 5)) (try (f) (except [LispError] None)) (symeval \"lc\")"
    (err "A8" "lc")]
   ["a lambda reads the variables of whoever called it, not of where it was written (no FUNARG)"
    "(defun make [ld] (lambda [] ld)) (defun call [g ld] (g)) (call (make 1) 2)"
    "2"]
   ["a lambda run after its maker returned finds the maker's variables unbound: A8"
    "(defun make [le] (lambda [] le)) ((make 1))"
    (err "A8" "le")]
   ["two lambdas in one call are two functions"
    "(defun pick [g h] (list (g 1) (h 1))) (defun f [] (pick (lambda [x] (+ x 1)) (lambda [x] (- x 1)))) (f)"
    "(2 0)"]
   ["a lambda with the wrong number of arguments is F2 or F3"
    "(defun f [] ((lambda [x y] x) 1)) (f)"
    (err "F3")]
   ["(function f) passes the function f"
    "(defun sq [x] (* x x)) (defun twice-of [g x] (g (g x))) (defun f [] (twice-of (function sq) 3)) (f)"
    "81"]
   ["(function f) of no definition is A9, naming it"
    "(defun f [] (function nosuchfn)) (f)"
    (err "A9" "nosuchfn")]
   ["a lambda's own variables are not the defun's free variables"
    "(defun f [u] (lambda [x] (list x u v))) f.free-variables"
    "['v']"]
   ["append copies the top level of its first list"
    "(setv a (read \"(1 2)\") b (read \"(3)\")) (setv c (append a b)) (list c (is (cdr (cdr c)) b) (is c a))"
    "((1 2 3) True False)"]
   ["member compares by equal; length; maplist gives f each tail"
    "(list (member (read \"(A)\") (read \"(B (A))\")) (member (intern \"C\") (read \"(A B)\")) (length (read \"(A B C)\"))
           (maplist (read \"(1 2 3)\") (fn [x] (length x))))"
    "(T NIL 3 (3 2 1))"]
   ["sublis substitutes at every level; assoc finds the first pair"
    "(list (sublis (read \"((1 . G) (2 . B))\") (read \"((1 2) 3 (2 . 1))\"))
           (assoc (intern \"B\") (read \"((A . 1) (B . 2) (B . 3))\")))"
    "(((G B) 3 (B . G)) (B . 2))"]
   ["assoc of a missing key is an error, as the manual's definition makes it"
    "(assoc (intern \"Z\") (read \"((A . 1))\"))"
    (err "CAR")]
   ["logand and logor work on the bits"
    "(list (logand 12 10) (logor 12 10) (logand 4744 33))"
    "(8 14 0)"]])

(setv TABLES {"scope" SCOPE "functions" FUNCTIONS "truth" TRUTH "control" CONTROL "data" DATA
              "restore" RESTORE "lambda" LAMBDA}
      ROWS (lfor [table rows] (.items TABLES) [description source expected] rows
                 (pytest.param source expected :id f"{table}: {description}")))

(defn [(pytest.mark.parametrize #("source" "expected") ROWS)]
  test-lisp-semantics [source expected]
  (check (run-lisp source) expected))

(defn test-the-tables-cover-every-error-code-the-brief-names []
  ;; A table that lost its error rows would still pass; this notices.
  (setv codes (sfor [_ _ expected] (sum (.values TABLES) [])
                    :if (isinstance expected Err)
                    expected.code))
  (assert (<= #{"A1" "A2" "A3" "A4" "A6" "A8" "A9" "CAR" "CDR" "F2" "F3" "G1" "I3"} codes) codes))

(defn test-an-error-names-what-it-is-about []
  ;; The message says what went wrong, in words, after the code.
  (setv e (run-lisp "(defun f [] zq-unbound-variable) (f)"))
  (assert (= (str e) "A8: unbound variable: zq-unbound-variable") (str e))
  (setv e (run-lisp "(defun f [x] (car x)) (f 'P233)"))
  (assert (= e.code "CAR"))
  (assert (in "P233" e.message) e.message))

(defn test-a-python-error-inside-a-called-python-function-is-its-own []
  ;; Only errors raised by the defun's own code are LISP diagnostics: a bug in
  ;; a Python function it calls (a game's value, say) is reported as itself.
  (setv module (fresh-module))
  (setv module.broken (fn [x] (+ x "not a number")))
  (hy.eval '(defun f [x] (broken x)) :module module)
  (with [(pytest.raises TypeError)]
    (module.f 1))
  (assert (not (bound? "x")) "the binding of x is restored all the same"))

(defn test-free-variables-are-listed []
  ;; defun records what a function reads free, as the paper's entries do.
  (setv module (fresh-module))
  (hy.eval '(defun f [a] (prog [u] (setq u (+ a b)) (setq c u) (return (g d)))) :module module)
  (assert (= module.f.free-variables ["b" "c" "d"]) module.f.free-variables))
