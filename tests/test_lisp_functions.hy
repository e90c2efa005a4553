"The functions and constants of the manual's Appendix A (lisp.functions), and
its numbers (Section IV), on the manual's own examples where it gives them.

Each row: a description, a deck of doublets as a LISP 1.5 user would punch
them, and the printout of the last doublet's value or the diagnostic code it
ends in.  Each deck runs as an Overlord TEST packet, so that what it defines
is undone after it."

(import pytest
        helpers [last-outcome])

(setv ROWS
  [;; elementary functions
   ["cons" "CONS (A B)" "(A . B)"]
   ["atom of a number" "ATOM (7)" "T"]
   ["eq of two atoms" "EQ (A A)" "T"]
   ["eq of two lists is NIL: not the same cells" "EQ ((A) (A))" "NIL"]
   ["equal: the same S-expression" "EQUAL ((A (B . 1)) (A (B . 1)))" "T"]
   ["list, an FSUBR: its arguments evaluated at the top too" "LIST ((QUOTE A) (QUOTE (B)) (QUOTE C))" "(A (B) C)"]
   ["list of an unbound variable" "LIST (A)" "A8"]
   ["null" "NULL (NIL)" "T"]
   ["rplaca changes the cell; the value is the cell" "RPLACA ((A B) C)" "(C B)"]
   ["rplacd" "RPLACD ((A B) C)" "(A . C)"]
   ["rplaca of an atom is an error" "RPLACA (A B)" "CAR"]
   ;; logical connectives
   ["not" "NOT (NIL)" "T"]
   ["and with no arguments is true" "AND ()" "T"]
   ["or with no arguments is false" "OR ()" "NIL"]
   ;; defining functions, property lists
   ["define's value is the list of the names" "DEFINE (((F1 (LAMBDA (X) X)) (F2 (LAMBDA (X) X))))" "(F1 F2)"]
   ["deflist with the indicator EXPR defines" "DEFLIST (((F3 (LAMBDA (X) (CONS X X)))) EXPR)\nF3 (A)" "(A . A)"]
   ["define twice: the new definition replaces the old"
    "DEFINE (((F4 (LAMBDA (X) 1))))\nDEFINE (((F4 (LAMBDA (X) 2))))\nF4 (A)" "2"]
   ["get after define finds the EXPR" "DEFINE (((F5 (LAMBDA (X) X))))\nGET (F5 EXPR)" "(LAMBDA (X) X)"]
   ["attrib tacks a property onto the end of the property list"
    "ATTRIB (FF6 (EXPR (LAMBDA (X) (COND ((ATOM X) X) (T (FF6 (CAR X)))))))\nFF6 (((A) B))" "A"]
   ["prop: the rest of the list after the item" "PROP ((A B C) B (LAMBDA () NONE))" "(C)"]
   ["prop: u[] when there is none" "PROP ((A B C) D (LAMBDA () (QUOTE NONE)))" "NONE"]
   ["cset makes a constant (APVAL)" "CSET (PI1 3.14)\n(LAMBDA () PI1) ()" "3.14"]
   ["remprop removes a property; the value is NIL"
    "DEFINE (((F7 (LAMBDA (X) X))))\nREMPROP (F7 EXPR)\nF7 (A)" "A2"]
   ["flag and remflag" "FLAG ((A1X A2X) MARKED)\nGET (A1X MARKED)" "T"]
   ["remflag" "FLAG ((A1X) MARKED)\nREMFLAG ((A1X) MARKED)\nGET (A1X MARKED)" "NIL"]
   ;; table building and reference (Section I's and Appendix A's examples)
   ["pair" "PAIR ((A B C) (U V W))" "((A . U) (B . V) (C . W))"]
   ["pair: first list too short is F2" "PAIR ((A) (U V))" "F2"]
   ["pair: second list too short is F3" "PAIR ((A B) (U))" "F3"]
   ["pairlis[(A B C);(U V W);((D . X) (E . Y))]"
    "PAIRLIS ((A B C) (U V W) ((D . X) (E . Y)))" "((A . U) (B . V) (C . W) (D . X) (E . Y))"]
   ["assoc[B;((A . (M N)), (B . (CAR X)), (C . (QUOTE M)), (C . (CDR X)))] = (B . (CAR X))"
    "ASSOC (B ((A . (M N)), (B . (CAR X)), (C . (QUOTE M)), (C . (CDR X))))" "(B CAR X)"]
   ["sassoc finds the pair" "SASSOC (B ((A . 1) (B . 2)) (LAMBDA () NONE))" "(B . 2)"]
   ["sassoc: u[] when there is none" "SASSOC (Z ((A . 1)) (LAMBDA () (QUOTE NONE)))" "NONE"]
   ["subst[(X . A);B;((A . B) . C)] = ((A . (X . A)) . C)"
    "SUBST ((X . A) B ((A . B) . C))" "((A X . A) . C)"]
   ["sublis[((X . SHAKESPEARE) (Y . (THE TEMPEST)));(X WROTE Y)]"
    "SUBLIS (((X . SHAKESPEARE) (Y . (THE TEMPEST))) (X WROTE Y))" "(SHAKESPEARE WROTE (THE TEMPEST))"]
   ;; list handling
   ["append[(A B);(C D E)] = (A B C D E)" "APPEND ((A B) (C D E))" "(A B C D E)"]
   ["conc[(A (B C) D); (F); (G H)] = (A (B C) D F G H): an FEXPR, its arguments evaluated at the top" "CONC ((QUOTE (A (B C) D)) (QUOTE (F)) (QUOTE (G H)))" "(A (B C) D F G H)"]
   ["nconc" "NCONC ((A B) (C))" "(A B C)"]
   ["nconc of NIL is the second list" "NCONC (NIL (C))" "(C)"]
   ["copy" "COPY ((A (B . C) D))" "(A (B . C) D)"]
   ["reverse[(A B (C . D))] = ((C . D) B A)" "REVERSE ((A B (C . D)))" "((C . D) B A)"]
   ["member" "MEMBER ((B) (A (B) C))" "T"]
   ["member: not there" "MEMBER (D (A B C))" "NIL"]
   ["length of NIL is 0" "LENGTH (NIL)" "0"]
   ["length" "LENGTH ((A (B C) D))" "3"]
   ["efface deletes the first appearance" "EFFACE (B (A B C B))" "(A C B)"]
   ;; functionals
   ["maplist applies f to x, cdr[x], ..." "MAPLIST ((A B C) (LAMBDA (J) (CAR J)))" "(A B C)"]
   ["mapcon concatenates" "MAPCON ((A B C) (LAMBDA (J) (LIST (CAR J) (CAR J))))" "(A A B B C C)"]
   ["map's value is NIL" "MAP ((A B C) (LAMBDA (J) (CAR J)))" "NIL"]
   ["search: f of the element found"
    "SEARCH ((1 2 3 4) (LAMBDA (J) (GREATERP (CAR J) 2)) (LAMBDA (J) (CAR J)) (LAMBDA (J) (QUOTE NONE)))" "3"]
   ["search: u when there is none"
    "SEARCH ((1 2) (LAMBDA (J) (GREATERP (CAR J) 2)) (LAMBDA (J) (CAR J)) (LAMBDA (J) (QUOTE NONE)))" "NONE"]
   ;; arithmetic (Section IV): mixing to floating, the tolerance, division
   ["max[3;2.0] = 3.0: floating if any argument is" "MAX (3 2.0)" "3.0"]
   ["max of fixed-point numbers is fixed" "MAX (3 2 7)" "7"]
   ["min mixes to floating too" "MIN (3 2.5 7)" "2.5"]
   ["min of 2 and 2.5 is 2.0" "MIN (2 2.5)" "2.0"]
   ["plus mixes to floating" "PLUS (1 2 3.0)" "6.0"]
   ["plus of no arguments is 0" "PLUS ()" "0"]
   ["times" "TIMES (2 3 4)" "24"]
   ["difference" "DIFFERENCE (1 4)" "-3"]
   ["minus" "MINUS (5)" "-5"]
   ["add1 of a floating-point number is floating" "ADD1 (1.5)" "2.5"]
   ["sub1" "SUB1 (0)" "-1"]
   ["quotient of fixed-point numbers is the number theoretic quotient" "QUOTIENT (7 2)" "3"]
   ["quotient truncates toward zero" "QUOTIENT (-7 2)" "-3"]
   ["quotient of floating-point numbers" "QUOTIENT (7.0 2)" "3.5"]
   ["quotient by zero is a divide check: G1" "QUOTIENT (1 0)" "G1"]
   ["remainder" "REMAINDER (7 2)" "1"]
   ["remainder has the dividend's sign" "REMAINDER (-7 2)" "-1"]
   ["remainder of floating-point numbers is the residue" "REMAINDER (7.5 2)" "1.5"]
   ["divide[x;y] = (quotient remainder)" "DIVIDE (17 5)" "(3 2)"]
   ["recip of a fixed-point number is defined as zero" "RECIP (4)" "0"]
   ["recip of a floating-point number" "RECIP (4.0)" "0.25"]
   ["expt of fixed-point numbers is fixed" "EXPT (2 10)" "1024"]
   ["expt with a floating-point argument" "EXPT (4 0.5)" "2.0"]
   ["expt: the first argument cannot be negative: I2" "EXPT (-2 2)" "I2"]
   ["lessp" "LESSP (1 2.0)" "T"]
   ["greaterp" "GREATERP (1 2)" "NIL"]
   ["zerop[x] is true if |x| < 3×10^-6" "ZEROP (1.0E-7)" "T"]
   ["zerop of 1.0E-5 is false" "ZEROP (1.0E-5)" "NIL"]
   ["onep[x] is true if |x-1| < 3×10^-6" "ONEP (1.000001)" "T"]
   ["onep of 1 is true" "ONEP (1)" "T"]
   ["minusp" "MINUSP (-3)" "T"]
   ["-0 is negative" "MINUSP (-0.0)" "T"]
   ["minusp of 0 is false" "MINUSP (0)" "NIL"]
   ["numberp of an atom" "NUMBERP (A)" "NIL"]
   ["fixp" "FIXP (3)" "T"]
   ["fixp of a floating-point number" "FIXP (3.0)" "NIL"]
   ["fixp of a non-number is an error" "FIXP (A)" "I3"]
   ["floatp" "FLOATP (3.0)" "T"]
   ["equal compares floating-point numbers with the tolerance 3×10^-6" "EQUAL (1.0 1.000001)" "T"]
   ["equal: beyond the tolerance" "EQUAL (1.0 1.0001)" "NIL"]
   ["equal: fixed-point numbers for numerical equality" "EQUAL ((1 2) (1 2))" "T"]
   ["equal: the tolerance inside lists" "EQUAL ((A 2.0) (A 2.000001))" "T"]
   ["arithmetic on an atom is I3" "TIMES (2 (QUOTE A))" "I3"]
   ["a floating overflow is the floating point trap, G1" "TIMES (1E300 1E300)" "G1"]
   ["so is a sum out of range" "PLUS (1E308 1E308)" "G1"]
   ["logor" "LOGOR (1 2 4)" "7"]
   ["logand" "LOGAND (12 10)" "8"]
   ["logxor" "LOGXOR (12 10)" "6"]
   ["logand wants fixed-point numbers: I4" "LOGAND (1.5 1)" "I4"]
   ["leftshift[x;n] = x × 2^n" "LEFTSHIFT (3 4)" "48"]
   ["leftshift by a negative n shifts right" "LEFTSHIFT (48 -4)" "3"]
   ;; floating-point numbers print as the manual punches them (section 4.1, a)
   ["a small real prints with its point and E" "QUOTIENT (1.0 100000)" "1.0E-5"]
   ["a large real prints with its point and E" "TIMES (1.0E10 1.0E6)" "1.0E16"]
   ["a real past the 7090's range prints so too" "TIMES (1.0E20 1.0E19)" "1.0E39"]
   ["a real within the plain range prints plainly" "PLUS (0.25 1000.0)" "1000.25"]
   ["what is printed reads back as the same number"
    "(LAMBDA (X) (EQUAL X (QUOTIENT 1.0 100000))) (1.0E-5)" "T"]
   ;; arrays (Section 4.4)
   ["array: elements are NIL at first" "ARRAY (((ALPHA (7 10) LIST)))\nALPHA (3 4)" "NIL"]
   ["array: alpha[SET; x; 3; 4] sets, alpha[3; 4] locates"
    "ARRAY (((ALPHA (7 10) LIST)))\nALPHA (SET (A B C) 3 4)\nALPHA (3 4)" "(A B C)"]
   ["array: indices range from 0 to n-1; one outside is a bad fixed-point argument, I4"
    "ARRAY (((ALPHA (7 10) LIST)))\nALPHA (7 0)" "I4"]
   ["array: a declaration without its dimensions takes car of NIL" "ARRAY ((ALPHA))" "CAR"]
   ["array: the arrays declared share binary program space, 14000 octal words (pp. 27, 99)"
    "ARRAY (((ALPHA (64 64) LIST)))\nARRAY (((BETA (32 64) LIST)))\nARRAY (((GAMMA (1) LIST)))" "I1"]
   ["array: an array declared again under its name gives its words back"
    "ARRAY (((ALPHA (64 64) LIST)))\nARRAY (((ALPHA (64 64) LIST)))\nARRAY (((BETA (32 64) LIST)))\nBETA (31 63)" "NIL"]
   ["array: an index that is not a fixed-point number is I4"
    "ARRAY (((ALPHA (7 10) LIST)))\nALPHA (A 0)" "I4"]
   ["array: an element of a three-index array"
    "ARRAY (((BETA (3 4 5) LIST)))\nBETA (SET X 2 3 4)\nBETA (2 3 4)" "X"]
   ["array: too few indices" "ARRAY (((ALPHA (7 10) LIST)))\nALPHA (1)" "F3"]
   ["minusp of a fixed-point -0: \"-0 is negative\" (p. 26)" "MINUSP (-0)" "T"]
   ["-0 is a fixed-point number, and zero" "(LAMBDA (X) (AND (FIXP X) (ZEROP X) (EQUAL X 0))) (-0)" "T"]
   ["logor keeps -0's sign bit (the 36-bit word, p. 27)" "LOGOR (-0 0)" "34359738368"]
   ["expt of fixed-point numbers has no size limit" "(LAMBDA () (REMAINDER (EXPT 10 4300) 7)) ()" "4"]
   ["count's argument is a fixed-point number or NIL: I4" "COUNT (A)" "I4"]
   ["select with no last form e is F3" "SELECT ((TIMES))" "F3"]
   ["eval: what is not a pair on the a-list binds nothing: X is unbound, A8" "EVAL (X (A B))" "A8"]
   ;; the rest
   ["prog2's value is its second argument" "PROG2 (A B)" "B"]
   ["select: the e of the first q equal to q"
    "(LAMBDA (X) (SELECT X (1 (QUOTE ONE)) (2 (QUOTE TWO)) (QUOTE OTHER))) (2)" "TWO"]
   ["select: e when no q is equal" "(LAMBDA (X) (SELECT X (1 (QUOTE ONE)) (QUOTE OTHER))) (5)" "OTHER"]
   ["errorset: list[eval[e;a]] if no error" "ERRORSET ((CAR (QUOTE (A))) 100 NIL NIL)" "(A)"]
   ["errorset: NIL after an error, and the doublet goes on" "ERRORSET ((CAR (QUOTE A)) 100 NIL NIL)" "NIL"]
   ["error is A1" "ERROR (X)" "A1"]
   ["gensym makes a new atom" "(LAMBDA () (EQ (GENSYM) (GENSYM))) ()" "NIL"]
   ["apply as a function" "APPLY (CONS (A B) NIL)" "(A . B)"]
   ["evlis" "EVLIS (((QUOTE A) (CAR (QUOTE (B)))) NIL)" "(A B)"]
   ["special and unspecial are pseudo-functions with the value NIL" "SPECIAL ((XV YV))" "NIL"]
   ["trace's value is NIL" "TRACE ((CAR))" "NIL"]
   ["*T* is truth, its own value (printed T)" "(LAMBDA () *T*) ()" "T"]
   ["OBLIST is the object list: a list of atoms" "(LAMBDA () (MEMBER (QUOTE CAR) OBLIST)) ()" "T"]])

(defn [(pytest.mark.parametrize ["description" "deck" "expected"] ROWS
                                :ids (lfor r ROWS (get r 0)))]
      test-manual-function [description deck expected]
  (assert (= (last-outcome deck) expected) description))
