"The universal function: evalquote, apply, eval, evcon and evlis, as the
LISP 1.5 Programmer's Manual defines them in Appendix B (\"The LISP
Interpreter\", pp. 70-72), and the PROG feature described there in English
(eval and prog call each other: one module holds both); the functions of
Appendix A are lisp.functions; lisp.interpreter loads them all.

Each function's docstring carries the manual's M-expression; the code follows
it clause by clause.  What the M-expressions leave to English or to the 7090
(spread, TSX, the go-list) is said where it is done.

Variables.  An interpreted LAMBDA or PROG binds its variables on the
association list a, as the manual's apply and prog do, so a free variable of
an interpreted function reads the binding of the most recent caller on the
a-list.  Two things join this to the Hy code that `defun` compiles, where
every variable is special (lisp.special):

- a variable declared SPECIAL or COMMON (special[(ALPHA ...)], common[...]) is
  bound in its shared value cell instead of on the a-list, as compiled code
  binds it: defun code and interpreted code then read and bind one cell;
- a variable found neither as an APVAL nor on the a-list is looked up in its
  value cell, so interpreted code reads (and setq changes) the binding a defun
  caller made; unbound there too, it is error A8.

The cell of the atom ALPHA is (special \"alpha\"): atoms are upper case, as the
manual writes them, and Hy's names lower case.

Functions.  An atom names a function by its property list: EXPR or FEXPR (an
S-expression, put there by define), SUBR or FSUBR (a Python function, as a
machine-language subroutine was).  A SUBR is called with its evaluated
arguments spread as Python arguments; an FSUBR with the unevaluated argument
list and the a-list.  A Python function found as a value (passed from Hy code)
is applied as a SUBR would be."

(eval-when-compile (require lisp.macros [unless]))
(import sys
        contextlib [contextmanager]
        lisp.data [Atom Cons NIL T LispError intern number? show spread from-python :as from-list
                   circular? check-halt HALT]
        lisp.special [special Special UNBOUND]
        lisp.forms [TOO-FEW TOO-MANY])

(setv APVAL (intern "APVAL") EXPR (intern "EXPR") FEXPR (intern "FEXPR")
      SUBR (intern "SUBR") FSUBR (intern "FSUBR")
      RANKS {EXPR 0 FEXPR 1 SUBR 2 FSUBR 3}   ; the order in which eval asks for them
      SPECIAL (intern "SPECIAL") COMMON (intern "COMMON") TRACE (intern "TRACE")
      LAMBDA (intern "LAMBDA") LABEL (intern "LABEL") FUNARG (intern "FUNARG")
      FUNCTION (intern "FUNCTION") QUOTE (intern "QUOTE") COND (intern "COND")
      PROG (intern "PROG") GO (intern "GO") RETURN (intern "RETURN") SETQ (intern "SETQ"))

(setv DIAGNOSTICS
  ;; The manual's list of error diagnostics (Section 6.3), by code.
  {"A1" "APPLIED FUNCTION CALLED ERROR"
   "A2" "FUNCTION OBJECT HAS NO DEFINITION - APPLY"
   "A3" "CONDITIONAL UNSATISFIED - EVCON"
   "A4" "SETQ GIVEN ON NONEXISTENT PROGRAM VARIABLE - APPLY"
   "A5" "SET GIVEN ON NONEXISTENT PROGRAM VARIABLE - APPLY"
   "A6" "GO REFERS TO A POINT NOT LABELLED - INTER"
   "A7" "TOO MANY ARGUMENTS - SPREAD"
   "A8" "UNBOUND VARIABLE - EVAL"
   "A9" "FUNCTION OBJECT HAS NO DEFINITION - EVAL"
   "F1" "CONS COUNTER TRAP"
   "F2" "FIRST ARGUMENT LIST TOO SHORT - PAIR"
   "F3" "SECOND ARGUMENT LIST TOO SHORT - PAIR"
   "G1" "FLOATING POINT TRAP OR DIVIDE CHECK"
   "G2" "OUT OF PUSH - DOWN LIST"
   "GC2" "NOT ENOUGH WORDS COLLECTED - RECLAIMER"
   "I1" "NOT ENOUGH ROOM FOR ARRAY"
   "I2" "FIRST ARGUMENT NEGATIVE - EXPT"
   "I3" "BAD ARGUMENT - NUMVAL"
   "I4" "BAD ARGUMENT - FIXVAL"
   "R1" "FIRST OBJECT ON INPUT LIST IS ILLEGAL - RDA"
   "R2" "CONTEXT ERROR WITH DOT NOTATION - RDA"
   "R3" "ILLEGAL CHARACTER - RDA"
   "R4" "END OF FILE ON READ-IN - RDA"
   "R5" "PRINT NAME TOO LONG - RDA"
   "R6" "NUMBER TOO LARGE IN CONVERSION - RDA"})

(defn diagnostic [code detail]
  "Raise the manual's diagnostic `code`, its words followed by `detail`."
  (raise (LispError code (if (in code DIAGNOSTICS)
                             f"{(get DIAGNOSTICS code)}: {detail}"
                             detail))))

(defn diagnostic-text [err]
  "The diagnostic of the LispError err as it is printed, by the top level
  and by errorset alike: *** ERROR, its code, its message."
  f"*** ERROR {err.code}: {err.message}")

;; Property lists, read as eval and apply read them

(defn prop [x indicator]
  "get[x;indicator], or None when x has no such property (get's NIL is a
  property value too: an APVAL of NIL).  x is an atom."
  (setv l x.plist)
  (while (is (type l) Cons)
    (when (is l.car indicator)
      (return l.cdr.car))
    (setv l l.cdr.cdr))
  None)

(defn special? [x]
  "True if the variable x is declared SPECIAL or COMMON: bound in its value cell."
  (is-not (special-cell x) None))

(defn special-cell [x]
  "The value cell of x if it is declared SPECIAL (the cell special[] put on its
  property list) or COMMON, else None."
  (setv l x.plist)
  (while (is (type l) Cons)
    (setv indicator l.car)
    (cond (and (is indicator SPECIAL) (is (type l.cdr.car) Special)) (return l.cdr.car)
          (or (is indicator SPECIAL) (is indicator COMMON)) (return (cell-of x)))
    (setv l l.cdr.cdr))
  None)

(setv CELLS {})

(defn cell-of [x]
  "The value cell that the atom x shares with Hy code: (special \"x\")."
  (or (.get CELLS x)
      (.setdefault CELLS x (special (.lower x.name)))))


;; Variables

(defn binding [x a]
  "The pair (x . value) of the most recent binding of x on the a-list a, or None."
  (while (is (type a) Cons)
    (when (is a.car.car x)
      (return a.car))
    (setv a a.cdr))
  None)

(defn value [x a]
  "The value of the variable x: eval's atom clause,
       atom[form] -> [get[form; APVAL] -> car[apval];
                      T -> cdr[sassoc[form; a; lambda[[ ]; error[A8]]]]]
  with the value cells after the a-list (see the module's docstring).  NIL
  is NIL whatever its property list holds (eval's first clause, null[form])."
  (when (is x NIL)
    (return NIL))
  (setv l x.plist)
  (when (is (type l) Cons)   ; most variables have no property list: straight to the a-list
    (while (is (type l) Cons)
      (setv indicator l.car)
      (cond (is indicator APVAL) (return l.cdr.car.car)
            (and (is indicator SPECIAL) (is (type l.cdr.car) Special))   ; special[] put the cell here
              (do (setv v l.cdr.car.value)
                  (return (if (is v UNBOUND) (diagnostic "A8" (show x)) v)))
            (or (is indicator SPECIAL) (is indicator COMMON)) (return (cell-value x)))
      (setv l l.cdr.cdr)))
  (while (is (type a) Cons)
    (when (is a.car.car x)
      (return a.car.cdr))
    (setv a a.cdr))
  (cell-value x))

(defn cell-value [x]
  "The value in x's cell; A8 naming x if it is unbound."
  (setv v (. (cell-of x) value))
  (if (is v UNBOUND)
      (diagnostic "A8" (show x))
      v))

(defn assign [x v a code]
  "setq[x;v] or set[x;v]: change the most recent binding of x to v; the value
  is v.  \"If the variable does not occur on the a-list, then error diagnostic
  A4 or A5 will occur\" (code), unless it has a binding in its value cell."
  (unless (is (type x) Atom)
    (diagnostic code (show x)))
  (setv pair (when (not (special? x)) (binding x a)))
  (if pair
      (setv pair.cdr v)
      (do (setv cell (cell-of x))
          (when (is cell.value UNBOUND)
            (diagnostic code (show x)))
          (setv cell.value v)))
  v)


;; evalquote, apply, eval

(defn evalquote [fn args]
  "evalquote[fn; args]=[get[fn; FEXPR] v get[fn; FSUBR] -> eval[cons[fn; args]; NIL];
                       T -> apply[fn; args; NIL]]"
  (cond (and (is (type fn) Atom) (or (is-not (prop fn FEXPR) None) (is-not (prop fn FSUBR) None)))
          (eval (Cons fn args) NIL)
        (is (type fn) Atom)
          (do (setv [kind definition] (top-definition fn))
              (cond (is kind SUBR) (call-subr fn definition (spread args))
                    (is kind EXPR) (apply-spread definition (spread args) NIL)
                    True (apply fn args NIL)))
        True (apply fn args NIL)))

(defn top-definition [fn]
  "[EXPR expr], [SUBR subr] or [None None]: the definition apply finds on the
  property list of the atom fn, to be applied as it is.  The manual's
  evalquote calls apply, not the tracer, so a traced function called by a
  doublet is not traced at the top (its calls within are: the Wang
  algorithm's run in chapter VIII shows no ARGUMENTS OF THEOREM)."
  (setv l fn.plist best #(None None))
  (while (is (type l) Cons)
    (when (and (or (is l.car EXPR) (is l.car SUBR))
               (or (is (get best 0) None) (< (get RANKS l.car) (get RANKS (get best 0)))))
      (setv best #(l.car l.cdr.car)))
    (setv l l.cdr.cdr))
  best)

(defn apply [fn args a]
  "apply[fn; args; a]=[
    null[fn] -> NIL;
    atom[fn] -> [get[fn; EXPR] -> apply[expr; args; a];
                 get[fn; SUBR] -> {spread[args]; $ALIST := a; TSX subr, 4};
                 T -> apply[cdr[sassoc[fn; a; lambda[[]; error[A2]]]]; args; a]];
    eq[car[fn]; LABEL] -> apply[caddr[fn]; args; cons[cons[cadr[fn]; caddr[fn]]; a]];
    eq[car[fn]; FUNARG] -> apply[cadr[fn]; args; caddr[fn]];
    eq[car[fn]; LAMBDA] -> eval[caddr[fn]; nconc[pair[cadr[fn]; args]; a]];
    T -> apply[eval[fn; a]; args; a]]

  \"Apply cannot handle special forms and will give error A2 if given one as
  its first argument.\"  The argument list args is a LISP list."
  (apply-spread fn (spread args) a))

(defn a-list [a]
  "a, as eval and apply given one from outside use it: an association list
  is searched for a pair whose car is the variable, so what is not a pair
  is never found (the 7090's car of an atom is no atom) and is left out
  here; a circular a-list is read once round.  A well-formed a-list is a
  itself; another, a copy of its pairs (the pairs themselves, so that setq
  still changes them)."
  (when (and (not (circular? a))
             (do (setv l a)
                 (while (and (is (type l) Cons) (is (type l.car) Cons))
                   (setv l l.cdr))
                 (is l NIL)))
    (return a))
  (setv pairs [] seen #{} l a)
  (while (and (is (type l) Cons) (not-in (id l) seen))
    (.add seen (id l))
    (when (is (type l.car) Cons)
      (.append pairs l.car))
    (setv l l.cdr))
  (from-list pairs))

(defn apply-spread [fn args a]
  "apply, with the arguments already spread as a Python list."
  (while True
    (cond (is fn NIL) (return NIL)
          (is (type fn) Atom)
            (do (setv l fn.plist)
                (while (is (type l) Cons)
                  (setv indicator l.car)
                  (when (and (in indicator RANKS) (is (type l.cdr.cdr) Cons) (outranked? indicator l.cdr.cdr))
                    (setv l l.cdr.cdr)
                    (continue))
                  (cond (is indicator EXPR) (return (apply-expr fn l.cdr.car args a))
                        (is indicator SUBR)
                          (return (if (and TRACING (flag? fn TRACE))
                                      (TRACER fn args (fn [] (call-subr fn (prop fn SUBR) args)) a)
                                      (call-subr fn l.cdr.car args)))
                        (or (is indicator FEXPR) (is indicator FSUBR))
                          (diagnostic "A2" f"{(show fn)} is a special form"))
                  (setv l l.cdr.cdr))
                (setv pair (binding fn a))
                (setv fn (if pair pair.cdr (function-value fn))))
          (is (type fn) Cons)
            (do (setv head fn.car)
                (cond (is head LAMBDA) (return (apply-lambda fn args a))
                      (is head LABEL)
                        (setv a (Cons (Cons (cadr fn) (caddr fn)) a)
                              fn (caddr fn))
                      (is head FUNARG)
                        (setv a (a-list (caddr fn))
                              fn (cadr fn))
                      True (setv fn (eval fn a))))
          (number? fn) (diagnostic "A2" (show fn))
          (callable fn) (return (call-subr fn fn args))
          True (diagnostic "A2" (show fn)))))

(defn function-value [fn [code "A2"]]
  "The value in the cell of the atom fn, taken as a function: a function a defun
  caller bound to a variable; the diagnostic `code` if it has none (A2 where
  apply asks, A9 where eval does)."
  (setv v (. (cell-of fn) value))
  (if (or (is v UNBOUND) (is v NIL))
      (diagnostic code (show fn))
      v))

(defn cadr [x]
  "cadr[x], for the interpreter's own lists: error CAR, car of an atom, if x
  is too short (a malformed form or function, as (QUOTE))."
  (if (and (is (type x) Cons) (is (type x.cdr) Cons))
      x.cdr.car
      (short-form x 1)))

(defn caddr [x]
  "caddr[x], for the interpreter's own lists: error CAR if x is too short."
  (if (and (is (type x) Cons) (is (type x.cdr) Cons) (is (type x.cdr.cdr) Cons))
      x.cdr.cdr.car
      (short-form x 2)))

(defn short-form [x n]
  "Raise the error of taking the car of x's n-th cdr, an atom: CAR naming it."
  (setv l x)
  (for [_ (range n)]
    (when (is (type l) Cons) (setv l l.cdr)))
  (if (is (type l) Cons)
      (diagnostic "CAR" f"car of the atom {(show l.car)} in {(show x)}")
      (diagnostic "CAR" f"car of the atom {(show l)}: {(show x)} is too short")))

(defn cdr-of [x]
  "cdr of x, which the interpreter expects to be a list: a malformed function
  or form is error CDR naming it, not a Python error."
  (if (is (type x) Cons)
      x.cdr
      (diagnostic "CDR" f"cdr of the atom {(show x)}, where a list should be")))

(defn call-subr [name f args]
  "Call the SUBR f with args spread as its arguments (subr-type-error)."
  (try
    (f #* args)
    (except [e TypeError]
      (subr-type-error e name args))))

(defn subr-type-error [e name args]
  "The TypeError e, raised calling the SUBR of name with args: a wrong number
  of arguments is F2 (too many) or F3 (too few), as pair reports it for an
  EXPR; raised within the SUBR, it is the SUBR's own and passes on."
  (unless (is e.__traceback__.tb_next None)
    (raise e))
  (setv text (str e))
  (cond (.search TOO-FEW text)
          (diagnostic "F3" f"too few arguments for {(show name)}: {(show (from-list args))}")
        (.search TOO-MANY text)
          (diagnostic "F2" f"too many arguments for {(show name)}: {(show (from-list args))}")
        True (raise e)))

(defn pair-variables [variables args a]
  "nconc[pair[variables; args]; a]: the a-list a with each variable paired with
  its argument in front of it (in reverse order, as pair's prog builds them);
  F2 if there are more arguments than variables, F3 if fewer.  SPECIAL and
  COMMON variables are not put on the a-list: they are bound in their cells,
  and the (cell argument) pairs of them are returned, for bind-specials,
  with the a-list: [a-list specials-or-None]."
  (setv specials None
        vs variables)
  (try
    (for [x args]
      (unless (is (type vs) Cons)
        (diagnostic "F2" f"too many arguments for the variables {(show variables)}: {(show (from-list args))}"))
      (setv v vs.car
            vs vs.cdr)
      (setv cell (when (is (type v.plist) Cons) (special-cell v)))
      (if (is cell None)
          (setv a (Cons (Cons v x) a))
          (do (when (is specials None) (setv specials []))
              (.append specials #(cell x)))))
    (except [AttributeError]
      (diagnostic "CAR" f"the variables of a function are atomic symbols, not {(show variables)}")))
  (when (is (type vs) Cons)
    (diagnostic "F3" f"too few arguments for the variables {(show variables)}: {(show (from-list args))}"))
  #(a specials))

(defn apply-lambda [fn args a]
  "eq[car[fn]; LAMBDA] -> eval[caddr[fn]; nconc[pair[cadr[fn]; args]; a]]"
  (setv [a specials] (pair-variables (cadr fn) args a))
  (if (is specials None)
      (eval (caddr fn) a)
      (eval-special (caddr fn) a specials)))

(defn bind-specials [specials]
  "Store each value of the (cell value) pairs specials in its cell; the
  (cell old-value) pairs to restore."
  (setv saved [])
  (for [[c x] specials]
    (.append saved #(c c.value))
    (setv c.value x))
  saved)

(defn unbind-specials [saved]
  "Restore the cells of saved (bind-specials) to their old values."
  (for [[c old] (reversed saved)]
    (setv c.value old)))

(defn eval-special [form a specials]
  "eval[form; a] with the SPECIAL variables of specials bound in their cells."
  (setv saved (bind-specials specials))
  (try
    (eval form a)
    (finally
      (unbind-specials saved))))

(defn manual-trace [name args thunk a]
  "Trace one call as the manual's listings do: ARGUMENTS OF, each argument,
  then VALUE OF and the value."
  (print f" ARGUMENTS OF {name.name}")
  (for [x args] (print f" {(show x)}"))
  (setv v (thunk))
  (print f" VALUE OF {name.name}")
  (print f" {(show v)}")
  v)

(setv TRACER manual-trace   ; (TRACER name args thunk a) runs each call of a traced EXPR
      TRACING False)        ; set by trace[], so that untraced calls look for no flag

(defn apply-expr [name expr args a]
  "get[fn; EXPR] -> apply[expr; args; a], tracing the call if name has the flag TRACE."
  (if (and TRACING (flag? name TRACE))
      (TRACER name args (fn [] (apply-spread expr args a)) a)
      (apply-spread expr args a)))

(defn flag? [x indicator]
  "True if the atom x has the flag indicator (a flag is kept as the indicator
  with the property T: the property lists here are pairs)."
  (is-not (prop x indicator) None))

(defn outranked? [indicator rest]
  "True if the rest of a property list, after the definition under indicator,
  holds a definition eval tries before it: the manual's eval asks for EXPR,
  then FEXPR, then SUBR, then FSUBR, whatever their order on the list."
  (setv rank (get RANKS indicator))
  (while (is (type rest) Cons)
    (when (< (.get RANKS rest.car rank) rank)
      (return True))
    (setv rest rest.cdr.cdr))
  False)

(defn eval [form a]
  "eval[form; a]= [
    null[form] -> NIL;
    numberp[form] -> form;
    atom[form] -> [get[form; APVAL] -> car[apval];
                   T -> cdr[sassoc[form; a; lambda[[ ]; error[A8]]]]];
    eq[car[form]; QUOTE] -> cadr[form];
    eq[car[form]; FUNCTION] -> list[FUNARG; cadr[form]; a];
    eq[car[form]; COND] -> evcon[cdr[form]; a];
    eq[car[form]; PROG] -> prog[cdr[form]; a];
    atom[car[form]] -> [get[car[form]; EXPR] -> apply[expr; evlis[cdr[form]; a]; a];
                        get[car[form]; FEXPR] -> apply[fexpr; list[cdr[form]; a]; a];
                        get[car[form]; SUBR] -> {spread[evlis[cdr[form]; a]];
                                                 $ALIST := a; TSX subr 4};
                        get[car[form]; FSUBR] -> {AC := cdr[form];
                                                  MQ := $ALIST := a; TSX fsubr 4}
                        T -> eval[cons[cdr[sassoc[car[form]; a; lambda[[]; error[A9]]]];
                                       cdr[form]]; a]];
    T -> apply[car[form]; evlis[cdr[form]; a]; a]]"
  (setv depth 0 limit None)
  (while True
    (setv kind (type form))
    (cond (is kind Atom) (return (if (is form NIL) NIL (value form a)))
          (is-not kind Cons) (return form)   ; a number, or a Python value
          (is-not (type form.car) Atom) (return (apply-spread form.car (evlis form.cdr a) a)))
    (setv head form.car)
    (cond (is head QUOTE) (return (cadr form))
          (is head COND) (do (setv form (evcon-form form.cdr a)) (continue))   ; eval the chosen e here
          (is head FUNCTION) (return (Cons FUNARG (Cons (cadr form) (Cons a NIL))))
          (is head PROG) (return (prog form.cdr a)))
    (setv l head.plist)
    (while (is (type l) Cons)
      (setv indicator l.car)
      (when (and (in indicator RANKS) (is (type l.cdr.cdr) Cons) (outranked? indicator l.cdr.cdr))
        (setv l l.cdr.cdr)
        (continue))
      (cond (is indicator SUBR)
              (do (setv args (evlis form.cdr a))
                  (when (and TRACING (flag? head TRACE))
                    (return (TRACER head args (fn [] (call-subr head (prop head SUBR) args)) a)))
                  (try
                    (return (l.cdr.car #* args))
                    (except [e TypeError]
                      (subr-type-error e head args))))
            (is indicator EXPR)
              (do (setv expr l.cdr.car
                        args (evlis form.cdr a))
                  (unless (and (is (type expr) Cons) (is expr.car LAMBDA) (not TRACING))
                    (return (apply-expr head expr args a)))
                  ;; apply[expr; args; a] for a LAMBDA: bind, then evaluate the
                  ;; body here, in this loop, rather than in a call of eval.
                  (setv [a specials] (pair-variables (cadr expr) args a))
                  (unless (is specials None)
                    (return (eval-special (caddr expr) a specials)))
                  (setv form (caddr expr))
                  ;; Each of these would be a recursion of eval, as the
                  ;; manual's eval recurs: past the runtime's depth, G2
                  ;; (out of push-down list), not an endless loop.
                  (+= depth 1)
                  (when (> depth (or limit (setx limit (sys.getrecursionlimit))))
                    (raise (RecursionError "an EXPR called in tail position past the push-down list's depth")))
                  (break))
            (is indicator FEXPR)
              (return (apply-spread l.cdr.car [form.cdr a] a))
            (is indicator FSUBR)
              (return (l.cdr.car form.cdr a)))
      (setv l l.cdr.cdr)
      (else
        ;; no definition on the property list: the value of the variable
        (setv pair (binding head a)
              form (Cons (if pair pair.cdr (function-value head "A9")) form.cdr))))))

(defn evlis [m a]
  "evlis[m; a] = maplist[m; lambda[[j]; eval[car[j]; a]]]
  The values, spread as a Python list.  A variable or a number among the
  forms is evaluated here, without a call of eval (a variable with no
  property list is looked up on the a-list here, as value would)."
  (setv out [])
  (while (is (type m) Cons)
    (setv x m.car
          kind (type x))
    (cond (is kind Cons)
            (.append out
                     ;; A SUBR's form, (CAR L) say, is evaluated here as eval
                     ;; would: its arguments, then the SUBR; one call of
                     ;; eval less for the commonest argument.  So is the
                     ;; form of an FSUBR that only spreads its evaluated
                     ;; arguments (lisp.functions' spread-fsubr: PLUS, MAX...).
                     (if (and (is (type x.car) Atom) (is (type x.car.plist) Cons) (not TRACING))
                         (do (setv plist x.car.plist indicator plist.car)
                             (cond (and (is indicator SUBR) (not (outranked? SUBR plist.cdr.cdr)))
                                     (call-subr x.car plist.cdr.car (evlis x.cdr a))
                                   (and (is indicator FSUBR) (hasattr plist.cdr.car "spread")
                                        (not (outranked? FSUBR plist.cdr.cdr)))
                                     (call-subr x.car plist.cdr.car.spread (evlis x.cdr a))
                                   True (eval x a)))
                         (eval x a)))
          (is-not kind Atom) (.append out x)
          (is (type x.plist) Cons) (.append out (value x a))
          True (do (setv l a)
                   (while (is (type l) Cons)
                     (when (is l.car.car x)
                       (.append out l.car.cdr)
                       (break))
                     (setv l l.cdr)
                     (else (.append out (cell-value x))))))
    (setv m m.cdr))
  out)

(defn evcon-form [c a]
  "evcon[c; a] = [null[c] -> error[A3];
                 eval[caar[c]; a] -> eval[cadar[c]; a];
                 T -> evcon[cdr[c]; a]]
  (The manual prints eval[cadar[a]; a], a slip for cadar[c].)  The value here
  is the form cadar[c], which eval then evaluates in its own loop."
  (while (is (type c) Cons)
    (setv clause c.car)
    (unless (is (type clause) Cons)
      (diagnostic "A3" f"a clause of cond is not a list: {(show clause)}"))
    (unless (is (eval clause.car a) NIL)
      (return (cadr clause)))
    (setv c c.cdr))
  (diagnostic "A3" "no clause of cond is true"))

(defn evcon [c a]
  "evcon[c; a]: the value of the first clause of c whose proposition is true; A3 if none."
  (eval (evcon-form c a) a))


(defn car-of [x]
  "car of x, which the interpreter expects to be a list (error CAR if not)."
  (if (is (type x) Cons)
      x.car
      (diagnostic "CAR" f"car of the atom {(show x)}, where a list should be")))

;; The PROG feature (the manual's Appendix B, in English, pp. 71-72; Section V)

(defclass ProgExit [Exception]
  "A RETURN or GO evaluated away from the top level of its prog: it passes to
  the most recent prog entered.")

(defn prog [p a]
  "The PROG feature (Appendix B, in English):
  1. the program variables are paired with NIL on the a-list;
  2. a go-list pairs each location symbol with the statements after it;
  3. setq and set change the most recent binding on the a-list (A4, A5);
  4. a return is evaluated and is the value of the most recent prog entered;
  5. go only as a statement or a consequent of a cond statement (A6 else);
  6. a cond statement with no true clause goes on to the next statement;
  7. any other statement is evaluated with the a-list and its value ignored;
  8. a prog that runs out of statements has the value NIL."
  (setv [variables statements go-list] (prog-parts p)
        [a specials] (pair-variables variables (* [NIL] (len (spread variables))) a))
  (if (is specials None)
      (run-prog statements go-list a)
      (do (setv saved (bind-specials specials))
          (try
            (run-prog statements go-list a)
            (finally
              (unbind-specials saved))))))

(setv PROG-PARTS {})   ; id of a prog's cdr -> [that cdr, its parts]

(defn prog-parts [p]
  "The variables, statements (a Python list) and go-list (label -> index of
  the statement after it) of the prog (PROG . p): made once for each prog,
  as the 7090 made them on each entry."
  (setv entry (.get PROG-PARTS (id p)))
  (if (and entry (is (get entry 0) p))
      (get entry 1)
      (do (setv statements (spread (cdr-of p))
                parts #((car-of p)
                        statements
                        (dfor [i s] (enumerate statements) :if (is (type s) Atom) s (+ i 1))))
          (setv (get PROG-PARTS (id p)) [p parts])
          parts)))

(defn run-prog [statements go-list a]
  "Run the statements of a prog with the a-list a; its value."
  (setv i 0
        n (len statements))
  (while (< i n)
    (setv s (get statements i)
          i (+ i 1))
    (when HALT (check-halt))   ; a loop that makes no cells stops at a time limit
    (when (is (type s) Atom)
      (continue))
    (try
      (setv [kind x] (statement s a))
      (except [e ProgExit]
        (setv [kind x] e.args)))
    (cond (is kind RETURN) (return x)
          (is kind GO) (setv i (if (in x go-list)
                                   (get go-list x)
                                   (diagnostic "A6" (show x))))))
  NIL)

(defn statement [s a]
  "Execute the prog statement s: [RETURN value], [GO label], or [None None]."
  (setv head (when (is (type s) Cons) s.car))
  (cond (is head RETURN) #(RETURN (eval (cadr s) a))
        (is head GO) #(GO (cadr s))
        (is head COND)
          (do (setv c s.cdr)
              (while (is (type c) Cons)
                (unless (is (eval (car-of c.car) a) NIL)
                  (return (consequent (cadr c.car) a)))
                (setv c c.cdr))
              #(None None))
        True (do (eval s a) #(None None))))

(defn consequent [e a]
  "A consequent of a cond statement: go and return act on the prog, at any
  depth of conds; a cond here is not at the prog's top level, so with no true
  clause it is A3."
  (setv head (when (is (type e) Cons) e.car))
  (cond (is head RETURN) #(RETURN (eval (cadr e) a))
        (is head GO) #(GO (cadr e))
        (is head COND) (consequent (evcon-form e.cdr a) a)
        True (do (eval e a) #(None None))))

(defn no-prog-to-leave [e]
  "The A6 diagnostic for the ProgExit e, a RETURN or GO that reached a caller
  outside every prog."
  (LispError "A6" f"{(get DIAGNOSTICS "A6")}: {(show (get e.args 0))} with no prog to leave"))

(defn return-subr [x]
  "return[x], evaluated within a form: the most recent prog returns x."
  (raise (ProgExit RETURN x)))

(defn go-fsubr [args a]
  "GO evaluated within a form: the most recent prog goes to the label."
  (raise (ProgExit GO (car-of args))))

(defn [contextmanager] python-errors-as-diagnostics []
  "For a with block: what Python raises for the manual's errors becomes them:
  recursion too deep is G2 (out of push-down list), arithmetic G1, memory
  exhausted GC2 (not enough words collected; the next doublet goes on).
  The diagnostic keeps nothing of the Python error (its frames, which a
  recursion too deep has a million of, are let go at once)."
  (setv error None)
  (try
    (yield)
    (except [RecursionError]
      (setv error (LispError "G2" f"{(get DIAGNOSTICS "G2")}: recursion too deep for this runtime")))
    (except [MemoryError]
      (setv error (LispError "GC2" f"{(get DIAGNOSTICS "GC2")}: out of memory")))
    (except [e ArithmeticError]
      (setv error (LispError "G1" f"{(get DIAGNOSTICS "G1")}: {e}"))))
  (when error
    (raise error)))


(setv __all__ (lfor name ["evalquote" "apply" "eval" "evcon" "evlis" "value" "assign"
                          "cell-of" "special?" "prop" "diagnostic" "diagnostic-text" "DIAGNOSTICS"
                          "prog" "ProgExit" "no-prog-to-leave" "return-subr" "go-fsubr"
                          "python-errors-as-diagnostics"]
                    (hy.mangle name)))
