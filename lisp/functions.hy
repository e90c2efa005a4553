"The functions and constants of the LISP 1.5 Programmer's Manual's Appendix A
(\"Functions and Constants in the LISP System\") that need neither the 7090's
input/output nor its storage layout, put on the property lists of their atoms
as the system had them: SUBR and FSUBR for those coded in Python here (machine
language there), APVAL for the constants.

Each function's docstring carries the manual's description and, where the
manual gives one, its M-expression.  The functions of lisp.data (car, cdr,
cons, the arithmetic) are the same Python functions defun code calls.

What is left out, and why, is listed in docs/transcription-notes.md (the
cards' I/O, LAP, storage dumps); COMPILE is lisp.compiler's."

(eval-when-compile (require lisp.macros [unless]))
(import builtins
        itertools
        math
        lisp.data [Atom Cons NIL T LispError Halt intern spread cons null atom eq equal number?
                   put remprop numval truth negative? MinusZero MINUS-ZERO charge check-halt go-round
                   circular? members-and-end words-of big-op uncounted COUNTER HALT]
        lisp.data :as data
        lisp.special [special UNBOUND]
        lisp.eval [evalquote apply eval evlis evcon value assign diagnostic diagnostic-text cell-of prop a-list
                   APVAL EXPR FEXPR SUBR FSUBR SPECIAL COMMON TRACE FUNARG QUOTE COND PROG
                   GO RETURN from-list car-of cadr]
        lisp.eval :as universal
        lisp.eval [prog return-subr go-fsubr]
        lisp.reader [show])


;; Elementary functions

(defn rplaca [x y]
  "rplaca[x; y] : SUBR pseudo-function.  Replaces the address (car) of x with
  y; the value is x, changed."
  (unless (is (type x) Cons) (diagnostic "CAR" f"rplaca of the atom {(show x)}"))
  (setv x.car y)
  x)

(defn rplacd [x y]
  "rplacd[x; y] : SUBR pseudo-function.  Replaces the decrement (cdr) of x with
  y; the value is x, changed."
  (unless (is (type x) Cons) (diagnostic "CDR" f"rplacd of the atom {(show x)}"))
  (setv x.cdr y)
  x)

(defn lisp-list [#* xs]
  "list[x1; ...; xn] : FSUBR.  The value of list is a list of its arguments."
  (from-list xs))


;; Logical connectives (special forms: their arguments are not evaluated first)

(defn and-fsubr [args a]
  "and[x1; x2; ... ; xn] : FSUBR predicate.  The arguments are evaluated in
  sequence, from left to right, until one is found that is false, or until
  the end of the list is reached.  The value of and is false or true
  respectively."
  (for [x (spread args)]
    (when (is (eval x a) NIL) (return NIL)))
  T)

(defn or-fsubr [args a]
  "or[x1; x2; ... ; xn] : FSUBR predicate.  The arguments are evaluated in
  sequence from left to right, until one is found that is true, or until the
  end of the list is reached.  The value of or is true or false respectively."
  (for [x (spread args)]
    (unless (is (eval x a) NIL) (return T)))
  NIL)

(defn lisp-not [x]
  "not[x] : SUBR predicate.  The value of not is true if its argument is false,
  and false otherwise."
  (if (is x NIL) T NIL))


;; The interpreter's special forms and functions

(defn quote-fsubr [args a]
  "(QUOTE X): X, unevaluated."
  (car-of args))

(defn function-fsubr [args a]
  "(FUNCTION fn): list[FUNARG; fn; a], fn with the a-list of its definition."
  (from-list [FUNARG (car-of args) a]))

(defn cond-fsubr [args a]
  "(COND (p1 e1) ...): evcon[cdr[form]; a]."
  (evcon args a))

(defn prog-fsubr [args a]
  "(PROG (vars) statements...): the PROG feature."
  (prog args a))

(defn setq-fsubr [args a]
  "setq[x; y]: set the variable x (not evaluated) to the value of y, in its
  most recent binding; the value is that of y.  A4 if x has no binding."
  (assign (car-of args) (eval (cadr args) a) a "A4"))

(defn set-fsubr [args a]
  "set[x; y]: as setq, but x is evaluated to give the variable.  A5 if it has
  no binding.  (A SUBR in the manual, which reads the a-list from $ALIST.)"
  (assign (eval (car-of args) a) (eval (cadr args) a) a "A5"))

(defn lisp-apply [f args a]
  "apply[fn; args; a]: the universal function's apply, as a SUBR."
  (apply f args (a-list a)))

(defn lisp-eval [form a]
  "eval[form; a]: the universal function's eval, as a SUBR."
  (eval form (a-list a)))

(defn lisp-evlis [m a]
  "evlis[m; a]: the list of the values of the forms m."
  (from-list (evlis m (a-list a))))


;; Defining functions and functions useful for property lists

(defn define [x]
  "define[x] : EXPR pseudo-function.  The argument of define, x, is a list of
  pairs ((u1 v1) (u2 v2) ... (un vn)) where each u is a name and each v is a
  λ-expression for a function.  For each pair, define puts an EXPR on the
  property list for u pointing to v.  The value of define is the list of us.
       define[x] = deflist[x; EXPR]"
  (deflist x EXPR))

(defn deflist [x ind]
  "deflist[x; ind] : EXPR pseudo-function.  A more general defining function:
  its first argument is a list of pairs as for define, its second the
  indicator to use.  If deflist or define is used twice on the same object
  with the same indicator, the old value will be replaced by the new one."
  (setv names [])
  (for [p (spread x)]
    (unless (is (type p) Cons)
      (diagnostic "CAR" f"car of the atom {(show p)}: define and deflist take pairs (name definition)"))
    (unless (is (type p.cdr) Cons)
      (diagnostic "CAR" f"car of the atom {(show p.cdr)}: {(show p)} has no definition after its name"))
    (put (atomic p.car "define") ind p.cdr.car)
    (.append names p.car))
  (from-list names))

(defn attrib [x e]
  "attrib[x; e] : SUBR pseudo-function.  Concatenates its two arguments by
  changing the last element of its first argument to point to the second
  argument.  The value of attrib is the second argument.  (Given an atom, it
  tacks e onto the end of the atom's property list.)"
  (if (is (type x) Atom)
      (setv x.plist (nconc (data.plist x) e))
      (nconc x e))
  e)

(defn lisp-prop [x y u]
  "prop[x; y; u] : SUBR functional.  Searches the list x for an item eq to y;
  if found, the value is the rest of the list after it, else u[].
       prop[x; y; u] = [null[x] -> u[];
                        eq[car[x]; y] -> cdr[x];
                        T -> prop[cdr[x]; y; u]]
  (Given an atom, it searches the atom's property list.)"
  (setv x (if (is (type x) Atom) (data.plist x) x))
  (while (is (type x) Cons)
    (when (is-not (eq x.car y) NIL) (return x.cdr))
    (when HALT (check-halt))
    (setv x x.cdr))
  (apply u NIL NIL))

(defn cset [ob val]
  "cset[ob; val] : EXPR pseudo-function.  Creates a constant by putting the
  indicator APVAL and the value cons[val; NIL] on the property list of the
  atomic symbol ob.  The value: the list (val).  NIL is an atomic symbol and
  may be given one, which eval never reads: null[form] -> NIL comes first."
  (put (atomic ob "cset") APVAL (cons val NIL)))

(defn csetq-fsubr [args a]
  "csetq[ob; val] : FEXPR pseudo-function.  Like cset, except that it quotes
  its first argument instead of evaluating it."
  (cset (car-of args) (eval (cadr args) a)))

(defn atomic [x who]
  "x, if it is an atomic symbol (NIL and T among them, as on the 7090); else
  error CAR: a property list is reached from an atom, and x has none."
  (if (is (type x) Atom)
      x
      (diagnostic "CAR" f"{who} wants an atomic symbol, with a property list, not {(show x)}")))

(defn flag [l ind]
  "flag[l; ind] : EXPR pseudo-function.  Puts the flag ind on the property list
  of every atomic symbol in the list l.  The value of flag is NIL.  No
  property list ever receives a duplicated flag.  (Here a flag is kept as ind
  with the property T, the property lists being pairs.)"
  (for [x (spread l)]
    (put (atomic x "flag") ind T))
  NIL)

(defn remflag [l ind]
  "remflag[l; ind] : EXPR pseudo-function.  Removes all occurrences of the
  indicator ind from the property list of each atomic symbol in the list l."
  (for [x (spread l)]
    (remprop (atomic x "remflag") ind))
  NIL)


;; Table building and table reference functions

(defn pair [x y]
  "pair[x; y] : SUBR.  The list of pairs of corresponding elements of the lists
  x and y, which must have the same number of elements: F2 if x is shorter
  (\"first argument list too short\"), F3 if y is.
       pair[x; y] = prog[[u; v; m];
                         u := x; v := y;
                    A    [null[u] -> [null[v] -> return[m]; T -> error[F2]]];
                         [null[v] -> error[F3]];
                         m := cons[cons[car[u]; car[v]]; m];
                         u := cdr[u]; v := cdr[v];
                         go[A]]
  The prog builds m backwards; the manual's text says the value is
  ((a1 . b1) (a2 . b2) ...), in the order of x, and this SUBR follows the
  text.  The interpreter's own binding of a LAMBDA's variables (lisp.eval's
  pair-variables) follows the prog: of a variable named twice, the last
  argument is found first."
  (setv xs (spread x) ys (spread y))
  (cond (< (len xs) (len ys)) (diagnostic "F2" f"{(show x)} is shorter than {(show y)}")
        (> (len xs) (len ys)) (diagnostic "F3" f"{(show y)} is shorter than {(show x)}"))
  (from-list (lfor [u v] (zip xs ys) (cons u v))))

(defn pairlis [x y a]
  "pairlis[x; y; a] (Section I): the list of pairs of corresponding elements of
  the lists x and y, appended to the list a.
       pairlis[x; y; a] = [null[x] -> a;
                           T -> cons[cons[car[x]; car[y]]; pairlis[cdr[x]; cdr[y]; a]]]"
  (setv xs (spread x) ys (spread y))
  (for [[u v] (reversed (list (zip xs ys)))]
    (setv a (cons (cons u v) a)))
  a)

(defn assoc [x a]
  "assoc[x; a] (Section I): the first pair of the association list a whose
  first term is x.
       assoc[x; a] = [equal[caar[a]; x] -> car[a]; T -> assoc[x; cdr[a]]]
  With no such pair the definition comes to caar[NIL]: error CAR, as written."
  (while (is (equal (data.caar a) x) NIL)
    (when HALT (check-halt))
    (setv a (data.cdr a)))
  (data.car a))

(defn sassoc [x y u]
  "sassoc[x; y; u] : SUBR functional.  Searches y, a list of dotted pairs, for
  a pair whose first element is x; that pair is the value.  Otherwise the
  function u of no arguments is taken as the value of sassoc."
  (while (is (type y) Cons)
    (when (is (data.car y.car) x) (return y.car))
    (when HALT (check-halt))
    (setv y y.cdr))
  (apply u NIL NIL))

(defn subst [x y z]
  "subst[x; y; z] : SUBR.  The result of substituting x for all occurrences of
  the S-expression y in the S-expression z.
       subst[x; y; z] = [equal[y; z] -> x;
                         atom[z] -> z;
                         T -> cons[subst[x; y; car[z]]; subst[x; y; cdr[z]]]]"
  (cond (is-not (equal y z) NIL) x
        (is-not (type z) Cons) z
        True (cons (subst x y z.car) (subst x y z.cdr))))

(defn sublis [x y]
  "sublis[x; y] : SUBR.  x is a list of pairs ((u1 . v1) ... (un . vn)); the
  value is the result of substituting each v for the corresponding u in y.
       sublis[x; y] = [null[x] -> y;
                       null[y] -> y;
                       T -> search[x;
                                   lambda[[j]; equal[y; caar[j]]];
                                   lambda[[j]; cdar[j]];
                                   lambda[[j]; [atom[y] -> y;
                                                T -> cons[sublis[x; car[y]];
                                                          sublis[x; cdr[y]]]]]]]"
  (cond (is x NIL) y
        (is y NIL) y
        True (do (setv l x)
                 (while (is (type l) Cons)
                   (when (is-not (equal y (data.car l.car)) NIL)
                     (return (data.cdr l.car)))
                   (setv l l.cdr))
                 (if (is-not (type y) Cons)
                     y
                     (cons (sublis x y.car) (sublis x y.cdr))))))


;; List handling functions

(defn append [x y]
  "append[x; y] : SUBR.  Combines its two arguments into one new list; append
  copies the top level of the first list.
       append[x; y] = [null[x] -> y; T -> cons[car[x]; append[cdr[x]; y]]]"
  (setv result y)
  (for [u (reversed (spread x))]
    (setv result (cons u result)))
  result)

(defn conc [#* xs]
  "conc[x1; x2; ...; xn] : FEXPR pseudo-function.  Concatenates its arguments
  by stringing them all together on the top level, without copying them.
  conc[(A (B C) D); (F); (G H)] = (A (B C) D F G H)."
  (setv result NIL)
  (for [x (reversed xs)]
    (setv result (nconc x result)))
  result)

(defn nconc [x y]
  "nconc[x; y] : SUBR pseudo-function.  Concatenates its arguments without
  copying the first one; the value is the entire result, the modified x.
       nconc[x; y] = prog[[m];
                          [null[x] -> return[y]];
                          m := x;
                     A    [null[cdr[m]] -> go[B]];
                          m := cdr[m];
                          go[A];
                     B    rplacd[m; y];
                          return[x]]"
  (when (is x NIL) (return y))
  (when (circular? x) (go-round False))
  (setv m x)
  (while (is (type (data.cdr m)) Cons)
    (setv m m.cdr))
  (rplacd m y)
  x)

(defn copy [x]
  "copy[x] : SUBR.  Makes a copy of the list x.
       copy[x] = [null[x] -> NIL; atom[x] -> x;
                  T -> cons[copy[car[x]]; copy[cdr[x]]]]"
  (if (is (type x) Cons)
      (cons (copy x.car) (copy x.cdr))
      x))

(defn reverse [l]
  "reverse[l] : SUBR.  Reverses the top level of a list.
       reverse[l] = prog[[v; u];
                         u := l;
                    A    [null[u] -> return[v]];
                         v := cons[car[u]; v];
                         u := cdr[u];
                         go[A]]"
  (setv v NIL)
  (for [x (spread l)]
    (setv v (cons x v)))
  v)

(defn member [x l]
  "member[x; l] : SUBR predicate.  If the S-expression x is a member of the
  list l, the value is T; otherwise NIL.
       member[x; l] = [null[l] -> F; equal[x; car[l]] -> T; T -> member[x; cdr[l]]]
  Of a circular list without x, the search goes round in place for ever
  (go-round), as the manual's does, until a limit of the doublet ends it."
  (setv marker l steps 0 lap 2)
  (while (is (type l) Cons)
    (when (is-not (equal x l.car) NIL) (return T))
    (setv l l.cdr)
    (+= steps 1)
    (cond (is l marker) (go-round False)
          (= steps lap) (setv marker l lap (* 2 lap))))
  NIL)

(defn length [x]
  "length[x] : SUBR.  The number of items in the list x; the list () or NIL
  has length 0.  The manual's length is a prog that counts with add1 along
  the list: of a circular list it counts for ever, in place here (go-round),
  one cell counted a step (add1's number), until a limit ends it."
  (setv n 0 marker x lap 2)
  (while (is (type x) Cons)
    (setv x x.cdr)
    (+= n 1)
    (cond (is x marker) (go-round True)
          (= n lap) (setv marker x lap (* 2 lap))))
  n)

(defn efface [x l]
  "efface[x; l] : SUBR pseudo-function.  Deletes the first appearance of the
  item x from the list l.
       efface[x; l] = [null[l] -> NIL;
                       equal[x; car[l]] -> cdr[l];
                       T -> rplacd[l; efface[x; cdr[l]]]]"
  (cond (is l NIL) NIL
        (is-not (equal x (data.car l)) NIL) l.cdr
        True (rplacd l (efface x l.cdr))))


;; Functionals: functions with functions as arguments

(defn call [f #* args]
  "f[args]: apply the functional argument f (an atom, a λ-expression, a
  FUNARG or a Python function) to args."
  (universal.apply-spread f (list args) NIL))

(defn maplist [x f]
  "maplist[x; f] : SUBR functional.  A mapping of the list x onto a new list
  f[x].
       maplist[x; f] = [null[x] -> NIL; T -> cons[f[x]; maplist[cdr[x]; f]]]"
  (setv out [])
  (while (is (type x) Cons)
    (.append out (call f x))
    (charge 1)   ; the cell maplist conses for it
    (when HALT (check-halt))
    (setv x x.cdr))
  (from-list out))

(defn mapcon [x f]
  "mapcon[x; f] : SUBR pseudo-functional.  Like maplist, but the resultant
  list is a concatenated one instead of having been created by cons-ing.
       mapcon[x; f] = [null[x] -> NIL; T -> nconc[f[x]; mapcon[cdr[x]; f]]]"
  (setv parts [])
  (while (is (type x) Cons)
    (.append parts (call f x))
    (when HALT (check-halt))
    (setv x x.cdr))
  (conc #* parts))

(defn lisp-map [x f]
  "map[x; f] : SUBR functional.  Like maplist, but its value is NIL, and it
  does not cons the values of f: used when the action of doing f[x] matters.
       map[x; f] = prog[[m];
                        m := x;
                   LOOP [null[m] -> return[NIL]];
                        f[m];
                        m := cdr[m];
                        go[LOOP]]"
  (while (is (type x) Cons)
    (call f x)
    (when HALT (check-halt))
    (setv x x.cdr))
  NIL)

(defn search [x p f u]
  "search[x; p; f; u] : SUBR functional.  Looks through the list x for an
  element that has the property p; if one is found, f of that element is the
  value.  If there is none, the function u of one argument x is the value (x
  is then, of course, NIL).  (As sublis's definition uses it, p and f are
  given the rest of the list that begins with the element.)"
  (while (is (type x) Cons)
    (unless (is (call p x) NIL)
      (return (call f x)))
    (when HALT (check-halt))
    (setv x x.cdr))
  (call u x))


;; Arithmetic (Section IV): fixed point is a Python int, floating point a float.
;; "If all of the arguments for a function are fixed-point numbers, then the
;; value will be a fixed-point number.  If at least one argument is a
;; floating-point number, then the value of the function will be a
;; floating-point number."

(defn fixval [x who]
  "x, if it is a fixed-point number; else I4 naming who."
  (if (and (number? x) (isinstance x int))
      x
      (diagnostic "I4" f"{who}: {(show x)} is not a fixed-point number")))

(defn minus [x]
  "minus[x] : SUBR.  -x."
  (- (numval x "minus")))

(defn quotient [x y]
  "quotient[x; y] : SUBR.  The quotient of its arguments.  For fixed-point
  arguments, the value is the number theoretic quotient (the 7090's divide:
  truncated toward zero).  A divide check or floating-point trap will result
  in a LISP error (G1)."
  (setv x (numval x "quotient") y (numval y "quotient"))
  (when (= y 0)
    (diagnostic "G1" f"quotient[{(show x)}; {(show y)}]: divide check"))
  (if (and (isinstance x int) (isinstance y int))
      (big-op (fn [] (* (if (= (< x 0) (< y 0)) 1 -1) (// (abs x) (abs y))))
              (builtins.min (.bit-length x) (.bit-length y)))
      (/ x y)))

(defn remainder [x y]
  "remainder[x; y] : SUBR.  The number theoretic remainder for fixed-point
  numbers (the sign of the dividend, with quotient's truncation), and the
  floating-point residue for floating-point arguments."
  (setv x (numval x "remainder") y (numval y "remainder"))
  (when (= y 0)
    (diagnostic "G1" f"remainder[{(show x)}; {(show y)}]: divide check"))
  (if (and (isinstance x int) (isinstance y int))
      (- x (* y (quotient x y)))
      (math.fmod x y)))

(defn divide [x y]
  "divide[x; y] : SUBR.  divide[x; y] = cons[quotient[x; y]; cons[remainder[x; y]; NIL]]"
  (cons (quotient x y) (cons (remainder x y) NIL)))

(defn recip [x]
  "recip[x] : SUBR.  1/x.  The reciprocal of any fixed point number is defined
  as zero.
       recip[x] = [fixp[x] -> 0; T -> quotient[1; x]]"
  (if (isinstance (numval x "recip") int) 0 (quotient 1 x)))

(defn onep [x]
  "onep[x] : SUBR predicate.  True if |x-1| < 3×10^-6."
  (truth (< (abs (- (numval x "onep") 1)) data.TOLERANCE)))

(defn minusp [x]
  "minusp[x] : SUBR predicate.  True if x is negative.  \"-0 is negative\"
  (p. 26), fixed or floating (lisp.data's MinusZero)."
  (truth (negative? (numval x "minusp"))))

(defn fixp [x]
  "fixp[x] : SUBR predicate.  True only if x is a fixed-point number.  If x is
  not a number at all, an error will result (I3)."
  (truth (isinstance (numval x "fixp") int)))

(defn floatp [x]
  "floatp[x] : SUBR predicate.  As fixp, but for floating-point numbers."
  (truth (isinstance (numval x "floatp") float)))

(defn logor [#* xs]
  "logor[x1; ...; xn] : FSUBR.  A logical OR of its fixed-point arguments (36-bit words)."
  (setv r 0)
  (for [x xs] (setv r (| r (word x "logor"))))
  r)

(defn logand [#* xs]
  "logand[x1; ...; xn] : FSUBR.  A logical AND of its fixed-point arguments."
  (setv r (- (** 2 36) 1))
  (for [x xs] (setv r (& r (word x "logand"))))
  r)

(defn logxor [#* xs]
  "logxor[x1; ...; xn] : FSUBR.  An exclusive OR of its fixed-point arguments."
  (setv r 0)
  (for [x xs] (setv r (^ r (word x "logxor"))))
  r)

(defn word [x who]
  "The 36-bit logical word of the fixed-point number x (sign in the P bit, as
  the reader ORs it in)."
  (setv x (fixval x who))
  (if (negative? x) (| (** 2 35) (& (- x) (- (** 2 35) 1))) (& x (- (** 2 36) 1))))

(defn leftshift [x n]
  "leftshift[x; n] : SUBR.  x × 2^n: shifted left by n bits, or right if n is negative."
  (setv x (fixval x "leftshift") n (fixval n "leftshift"))
  (setv bits (if (and (> n 0) (!= x 0)) (+ n (.bit-length x)) 0))
  (when bits
    (charge (words-of bits)))
  (big-op (fn [] (if (>= n 0) (<< x n) (>> x (- n)))) bits))


;; Arrays (Section 4.4): array[((ALPHA (7 10) LIST) ...)] makes ALPHA a function
;; that locates an element, or with first argument SET sets one.  "Storage for
;; arrays is located in an area of memory called binary program space" (p. 27),
;; whose size the SHARE system's set-up deck gives as 14000 octal words (p. 99).

(setv BINARY-PROGRAM-SPACE 0o14000   ; words; an element takes one, a pointer
      ARRAYS [])                     ; [atom function] of each array declared

(defn array [x]
  "array[x] : SUBR.  Declares the arrays of the list x, each (name dimensions
  LIST); each element is NIL, indices range from 0 to n-1, and the name
  becomes a function: name[i; j] locates an element, name[SET; x; i; j] sets
  it.  The value is NIL.  \"Arrays may have up to three indices\"; the
  dimensions are fixed-point numbers (I4 if not, as an index is, or one
  outside its dimension), and the arrays still
  declared share binary program space: an array that does not fit is I1,
  NOT ENOUGH ROOM FOR ARRAY."
  (for [decl (spread x)]
    (setv name (atomic (data.car decl) "array")
          dims (lfor d (spread (data.cadr decl)) (fixval d "array")))
    (unless (<= 1 (len dims) 3)
      (diagnostic "I4" f"array: an array has one, two or three dimensions (p. 27), not {(show (data.cadr decl))}"))
    (setv size (math.prod dims)
          free (- BINARY-PROGRAM-SPACE (words-in-arrays name)))
    (when (or (some negative? dims) (> size free))
      (diagnostic "I1" (+ f"{(show name)} {(show (from-list dims))} takes {size} words;"
                          f" {free} of binary program space's {BINARY-PROGRAM-SPACE} are free")))
    (setv f (array-function name dims))
    (put name SUBR f)
    (.append ARRAYS #(name f)))
  NIL)

(defn some [pred xs]
  "True if pred holds of one of xs."
  (any (gfor x xs (pred x))))

(defn words-in-arrays [replaced]
  "The words of binary program space taken by the arrays still declared, but
  the one of the atom `replaced` (being declared again): those whose atoms
  still have them as their SUBR (an array declared again under its name, or
  forgotten when a TEST packet restores the memory, gives its words back)."
  (setv (cut ARRAYS) (lfor [atom f] ARRAYS :if (is (data.property atom SUBR) f) #(atom f)))
  (sum (gfor [atom f] ARRAYS :if (is-not atom replaced) f.words)))

(defn array-function [name dims]
  "The SUBR of the array `name` with dimensions dims, its elements in one
  block, marginally indexed (the last index varies fastest)."
  (setv SET (intern "SET")
        cells (* [NIL] (math.prod dims)))
  (defn element [#* args]
    "name[i; j ...] locates an element, name[SET; x; i; j ...] sets it."
    (setv setting (and args (is (get args 0) SET))
          index (cut args (if setting 2 0) None))
    (unless (= (len index) (len dims))
      (diagnostic (if (< (len index) (len dims)) "F3" "F2")
                  f"{(show name)} has {(len dims)} indices, not {(show (from-list index))}"))
    (setv k 0)
    (for [[i n] (zip index dims)]
      (setv i (fixval i (show name)))
      (unless (< -1 i n)
        (diagnostic "I4" f"{(show name)}: no element {(show (from-list index))} in an array of {(show (from-list dims))}"))
      (setv k (+ (* k n) i)))
    (if setting
        (do (setv (get cells k) (get args 1))
            NIL)   ; the manual gives no value for a setting: NIL, a LISP value
        (get cells k)))
  (setv element.words (len cells))
  element)


;; The compiler's declarations: SPECIAL and COMMON variables

(defn lisp-special [x]
  "special[x] : SUBR pseudo-function.  The list x contains the names of
  variables that are to be declared SPECIAL: the indicator SPECIAL and a
  pointer to the variable's fixed cell go on its property list.  Here the cell
  is the one defun code uses (lisp.special), and the interpreter binds the
  variable there rather than on the a-list."
  (for [v (spread x)]
    (put (atomic v "special") SPECIAL (cell-of v)))
  NIL)

(defn unspecial [x]
  "unspecial[x] : SUBR pseudo-function.  The variables of x are no longer SPECIAL."
  (for [v (spread x)] (remprop (atomic v "unspecial") SPECIAL))
  NIL)

(defn common [x]
  "common[x] : SUBR pseudo-function.  The variables of x are declared COMMON
  (the flag COMMON on the property list): they \"maintain complete
  communication between compiled programs and the interpreter\".  Here that
  is the value cell shared with defun code, as for SPECIAL."
  (flag x COMMON))

(defn uncommon [x]
  "uncommon[x] : SUBR pseudo-function.  The variables of x are no longer COMMON."
  (remflag x COMMON))


;; System control, debugging and error processing

(defn lisp-error [#* x]
  "error[x] : the A1 diagnostic, APPLIED FUNCTION CALLED ERROR; the argument
  (if any) is printed."
  (diagnostic "A1" (if x (show (get x 0)) "")))

(defn count [n]
  "count[n] : SUBR pseudo-function.  \"The counter is turned on by executing
  count[n], where n is an integer.  If n conses are performed before the
  counter is turned off, a trap will occur and an error diagnostic will be
  given\" (F1, CONS COUNTER TRAP).  \"The counter is turned on and reset each
  time count[n] is executed.  The counter can be turned on so as to continue
  counting from the state it was in when last turned off by executing
  count[NIL]\" (section 6.4, p. 34).  The value is NIL."
  (if (is n NIL)
      (.resume COUNTER)
      (.start COUNTER (fixval n "count")))
  NIL)

(defn uncount [x]
  "uncount[NIL] : SUBR pseudo-function.  \"The counter is turned off by
  uncount[NIL]\" (p. 34); its count is kept.  The value is NIL."
  (.stop COUNTER)
  NIL)

(defn speak [x]
  "speak[NIL] : SUBR pseudo-function.  \"The function speak[NIL] gives the
  number of conses counted since the counter was last reset\" (p. 34)."
  (.count COUNTER))

(defn errorset [e n m a]
  "errorset[e; n; m; a] : pseudo-function.  If no error occurs,
       errorset[e; n; m; a] = list[eval[e; a]]
  \"n is the number of conses permitted before a cons trap will occur.  The
  cons counter is always on during an errorset; however, when leaving the
  errorset the counter is always restored to the value it had before
  entering the errorset.  The on-off status of the counter will also be
  restored.\"  If an error occurs inside it, its value is NIL, and the
  diagnostic is printed if m is true (section 6.4, pp. 34-35); a GO or
  RETURN that finds no prog within the errorset is such an error (A6).  n
  NIL is count[NIL]: the counter goes on as it was.  A limit of the
  doublet's own (--max-conses, --max-seconds) is not an error within the
  doublet: it ends the doublet, errorset or not."
  (setv saved (.state COUNTER))
  (count n)
  (try
    (with [_ (universal.python-errors-as-diagnostics)]
      (setv value (eval-within-errorset e a)))
    ;; list[...] is errorset's own, made before it leaves: counted neither
    ;; among the n conses nor by the counter it restores
    (uncounted (fn [] (cons value NIL)))
    (except [err LispError]
      (unless (is m NIL)
        (print (+ " " (diagnostic-text err))))
      NIL)
    (finally
      (.restore COUNTER saved))))

(defn eval-within-errorset [e a]
  "eval[e; a] for errorset.  A GO or RETURN that leaves e without meeting a
  prog of its own is error A6 here: an error inside the errorset, which gives
  NIL, not a way out of it to a prog that entered the errorset."
  (try
    (eval e (a-list a))
    (except [exit universal.ProgExit]
      (raise (universal.no-prog-to-leave exit) :from None))))

(defn trace-fsubr [x]
  "trace[x] : EXPR pseudo-function.  The argument is a list of functions; after
  trace each is traced (the flag TRACE on its property list; the interpreter
  calls lisp.eval's TRACER for it).  The value of trace is NIL."
  (setv universal.TRACING True)
  (flag x TRACE))

(defn untrace [x]
  "untrace[x] : EXPR pseudo-function.  Removes the tracing from all functions in
  the list x.  The value of untrace is NIL."
  (remflag x TRACE))

(defn lisp-print [x]
  "print[x] : SUBR pseudo-function.  Prints the S-expression x; the value is x."
  (print (+ " " (show x)))
  x)

(defn prog2 [x y]
  "prog2[x; y] : SUBR.  The value of prog2 is its second argument."
  y)

(setv GENSYM (itertools.count 1))

(defn gensym []
  "gensym[] : SUBR.  A new, distinct atomic symbol with a print name of the
  form G00001, G00002, ...: not on the object list (it is not recognized if
  read back in)."
  (Atom f"G{(next GENSYM) :05d}"))

(defn select-fsubr [args a]
  "select[q; (q1 e1); (q2 e2); ...; e] : FEXPR.  The qi are evaluated in
  sequence from left to right until one is found that equals q, and the
  value of select is the value of the corresponding ei.  If no such qi is
  found the value of select is that of e."
  (setv q (eval (car-of args) a)
        clauses (spread args.cdr))
  (unless clauses
    (diagnostic "F3" f"select needs a last form e, for when no q is equal: {(show args)}"))
  (for [c (cut clauses 0 -1)]
    (when (is-not (equal (eval (car-of c) a) q) NIL)
      (return (eval (cadr c) a))))
  (eval (get clauses -1) a))

(defn reclaim []
  "reclaim[] : SUBR pseudo-function.  A garbage collection; the value is NIL
  (Python's collector does the work)."
  NIL)


;; The property lists

(setv SUBRS
  {"CAR" data.car "CDR" data.cdr "CONS" cons "ATOM" atom "EQ" eq "EQUAL" equal
   "LIST" lisp-list "NULL" null "RPLACA" rplaca "RPLACD" rplacd "NOT" lisp-not
   "APPLY" lisp-apply "EVAL" lisp-eval "EVLIS" lisp-evlis
   "DEFINE" define "DEFLIST" deflist "ATTRIB" attrib "PROP" lisp-prop "GET" data.get
   "CSET" cset "REMPROP" remprop "FLAG" flag "REMFLAG" remflag
   "PAIR" pair "PAIRLIS" pairlis "ASSOC" assoc "SASSOC" sassoc "SUBST" subst "SUBLIS" sublis
   "APPEND" append "CONC" conc "NCONC" nconc "COPY" copy "REVERSE" reverse "MEMBER" member
   "LENGTH" length "EFFACE" efface
   "MAPLIST" maplist "MAPCON" mapcon "MAP" lisp-map "SEARCH" search
   "PLUS" data.plus "MINUS" minus "DIFFERENCE" data.difference "TIMES" data.times
   "DIVIDE" divide "QUOTIENT" quotient "REMAINDER" remainder "ADD1" data.add1 "SUB1" data.sub1
   "MAX" data.max "MIN" data.min "RECIP" recip "EXPT" data.expt
   "LESSP" data.lessp "GREATERP" data.greaterp "ZEROP" data.zerop "ONEP" onep "MINUSP" minusp
   "NUMBERP" data.numberp "FIXP" fixp "FLOATP" floatp
   "LOGOR" logor "LOGAND" logand "LOGXOR" logxor "LEFTSHIFT" leftshift "ARRAY" array
   "SPECIAL" lisp-special "UNSPECIAL" unspecial "COMMON" common "UNCOMMON" uncommon
   "ERROR" lisp-error "ERRORSET" errorset "COUNT" count "UNCOUNT" uncount "SPEAK" speak "TRACE" trace-fsubr "UNTRACE" untrace
   "PRINT" lisp-print "PROG2" prog2 "GENSYM" gensym "RECLAIM" reclaim
   "RETURN" return-subr})   ; a SUBR in the manual's index (p. 72): its argument is evaluated

;; car and cdr composed, caar to cddddr, as the system had them; and log2,
;; not the manual's, which the report's glbua and lubub use (lisp.data/log2).
(.update SUBRS (dfor name ["caar" "cadr" "cdar" "cddr" "caaar" "caadr" "cadar" "caddr" "cdaar"
                           "cdadr" "cddar" "cdddr" "caaaar" "caaadr" "caadar" "caaddr" "cadaar"
                           "cadadr" "caddar" "cadddr" "cdaaar" "cdaadr" "cdadar" "cdaddr"
                           "cddaar" "cddadr" "cdddar" "cddddr" "log2"]
                     (.upper name) (getattr data name)))

(setv FSUBRS
  {"QUOTE" quote-fsubr "FUNCTION" function-fsubr "COND" cond-fsubr "PROG" prog-fsubr
   "AND" and-fsubr "OR" or-fsubr "SETQ" setq-fsubr "SET" set-fsubr
   "GO" go-fsubr "CSETQ" csetq-fsubr "SELECT" select-fsubr})

(setv APVALS
  ;; "The atomic symbols T and F have APVAL's whose values are *T* and NIL":
  ;; T is lisp.data's *T*, which is its own value and prints as T.
  {"T" T "F" NIL "NIL" NIL "*T*" T})

(setv SPREAD-FSUBRS
  ;; The manual's FSUBRs of any number of evaluated arguments (Appendix A,
  ;; its index, p. 100): at the top level their arguments are evaluated too.
  #{"LIST" "PLUS" "TIMES" "MAX" "MIN" "LOGOR" "LOGAND" "LOGXOR"
    "CONC"})   ; an FEXPR in the manual (p. 61): here Python, so an FSUBR

(defn spread-fsubr [name f]
  "The FSUBR of the atom name that evaluates its arguments and gives them,
  spread, to f (as f's SUBR would be given them: F2 or F3 for too many or
  too few).  Its spread attribute is f, for evlis to call directly."
  (setv atom (intern name))
  (defn fsubr [args a]
    (universal.call-subr atom f (evlis args a)))
  (setv fsubr.__doc__ f.__doc__ fsubr.spread f)
  fsubr)

(defn install []
  "Put the SUBRs, FSUBRs and APVALs above on their atoms' property lists."
  (for [[name f] (.items SUBRS)]
    (if (in name SPREAD-FSUBRS)
        (do (remprop (intern name) SUBR)
            (put (intern name) FSUBR (spread-fsubr name f)))
        (put (intern name) SUBR f)))
  (for [[name f] (.items FSUBRS)]
    (put (intern name) FSUBR f))
  (for [[name v] (.items APVALS)]
    (put (intern name) APVAL (cons v NIL)))
  (put (intern "OBLIST") APVAL (cons (oblist) NIL)))

(defn oblist []
  "The object list, as a LISP list of the atoms (a snapshot)."
  (from-list (list (.values data.OBLIST))))

(install)

(setv __all__ (lfor name ["install" "define" "deflist" "pair" "pairlis" "assoc" "sassoc" "subst" "sublis"
                          "append" "conc" "nconc" "copy" "reverse" "member" "length" "efface"
                          "maplist" "mapcon" "search" "quotient" "remainder" "divide" "recip"
                          "minus" "onep" "minusp" "fixp" "floatp" "rplaca" "rplacd" "cset"
                          "flag" "remflag" "errorset" "count" "uncount" "speak" "array" "BINARY-PROGRAM-SPACE"
                          "SUBRS" "FSUBRS" "APVALS"]
                    (hy.mangle name)))
