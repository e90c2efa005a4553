"COMPILE, the pseudo-function of the LISP 1.5 Programmer's Manual's
Appendix D (\"The LISP Compiler\", pp. 76-79): an EXPR (or FEXPR) becomes a
SUBR (or FSUBR), and its S-expression is removed from the property list.

\"The LISP Compiler is a program written in LISP that translates S-expression
definitions of functions into machine language subroutines.\"  Here the
machine language is Python: each LAMBDA is translated into the text of a
Python function, which Python compiles, and the function goes on the
property list as the SUBR.  Nothing of the body is left to eval: COND is an
if, PROG a loop whose GO is an assignment of the next block to run, SETQ an
assignment, a bound variable a Python local, a call a call of the
function the atom names at run time.

Variables, as Appendix D has them (\"There are three types of variables in
compiled functions: ordinary variables, SPECIAL variables, and COMMON
variables\"):

- an ordinary bound variable is a Python local, a cell on the push-down
  list: \"Other functions cannot find this private cell, making it
  impossible to use it as a free variable\";
- a variable declared SPECIAL or COMMON when the function is compiled is
  bound in its value cell, saved on entry and restored on every exit, and is
  seen free by every function called, compiled, interpreted or Hy (COMMON
  variables, which the manual binds on an a-list for the interpreter, are the
  same shared cells here, as the interpreter already treats them);
- a free variable is read from its value cell (with eval's APVAL first), as
  a SPECIAL variable used free is: \"When a function uses this variable free,
  then the quantity in the SPECIAL cell is picked up\".  Undeclared, the
  compiler prints a diagnostic and goes on (\"When certain errors caused by
  undeclared free variables occur, the compiler will print a diagnostic and
  continue\"); unbound at run time it is A8 naming it, as in interpreted code.

Functions are linked at run time, as the manual's Link does (\"If there is
no SUBR or FSUBR for the function that is being called, then link will call
the interpreter that may find an EXPR or FEXPR\"), the definition found
being kept for each call until the atom's property list changes; so a
function compiled later, redefined, or traced is found by the calls already
compiled.  Special forms are fixed when the function is compiled (\"They
must be defined before any function that calls them is compiled\")."

(eval-when-compile (require lisp.macros [unless]))
(import builtins
        itertools
        lisp.data [Atom Cons NIL T intern equal put remprop from-python check-halt HALT]
        lisp.reader [show]
        lisp.eval :as universal
        lisp.eval [diagnostic prop value assign special-cell ProgExit apply-spread apply-expr
                   subr-type-error function-value short-form car-of flag? outranked?
                   EXPR FEXPR SUBR FSUBR APVAL TRACE RANKS LAMBDA FUNARG FUNCTION QUOTE COND PROG
                   GO RETURN]
        lisp.functions :as functions)

(defclass NotCompiled [Exception]
  "A definition the compiler cannot read: it stays an EXPR.")

(setv MISSING (object))   ; a call site's cache before its first call


;; What compiled code calls at run time

(defn arity-error [variables args]
  "F2 or F3 for args given to a function of the variables `variables`, in the
  words pair gives them for an interpreted LAMBDA."
  (if (> (len args) (len (proper-members variables)))
      (diagnostic "F2" f"too many arguments for the variables {(show variables)}: {(show (from-python args))}")
      (diagnostic "F3" f"too few arguments for the variables {(show variables)}: {(show (from-python args))}")))

(defn link [head site]
  "The Python function a compiled call of the atom head calls, found on its
  property list as eval finds it (definition), and kept in site, the call's
  [property-list function], until the property list changes.  With no
  definition, the value of the variable head, from its cell (A9 if none),
  not kept."
  (setv f (definition head))
  (if (is f None)
      (applied (function-value head "A9"))
      (keep site head f)))

(defn link-local [head f]
  "As link, for an atom that is also a bound variable of the compiled
  function, whose value f is applied when the atom has no definition (the
  definition wins, as in eval)."
  (or (definition head) (applied f)))

(defn definition [head]
  "The Python function for the definition eval finds on head's property list
  (EXPR, FEXPR, SUBR, FSUBR, in that order), or None: a SUBR itself, or
  through the tracer if head is traced; an EXPR applied by the interpreter."
  (setv l head.plist)
  (while (is (type l) Cons)
    (setv indicator l.car)
    (when (and (in indicator RANKS) (is (type l.cdr.cdr) Cons) (outranked? indicator l.cdr.cdr))
      (setv l l.cdr.cdr)
      (continue))
    (cond (is indicator SUBR)
            (return (if (flag? head TRACE) (traced-subr head) l.cdr.car))
          (is indicator EXPR)
            (return (interpreted head l.cdr.car))
          (or (is indicator FEXPR) (is indicator FSUBR))
            (return (special-form-called head)))
    (setv l l.cdr.cdr))
  None)

(defn keep [site head f]
  "Keep f as what the call site calls while head's property list stays as it is."
  (setv (get site 0) head.plist
        (get site 1) f)
  f)

(defn traced-subr [head]
  "The SUBR of the traced atom head, called through the tracer, as eval calls it."
  (fn [#* args]
    (setv args (list args))
    (if (and universal.TRACING (flag? head TRACE))
        (universal.TRACER head args (fn [] (universal.call-subr head (prop head SUBR) args)) NIL)
        (universal.call-subr head (prop head SUBR) args))))

(defn interpreted [head expr]
  "The EXPR expr of the atom head, applied by the interpreter: \"Compiled
  functions that use interpreted functions will call the interpreter to
  evaluate these at run time.\""
  (fn [#* args] (apply-expr head expr (list args) NIL)))

(defn applied [f]
  "The function object f (a LAMBDA, FUNARG, atom or Python function), applied."
  (fn [#* args] (apply-spread f (list args) NIL)))

(defn special-form-called [head]
  "A call of head, which has become a special form since the call was
  compiled: A2, as apply gives for a special form."
  (fn [#* args] (diagnostic "A2" f"{(show head)} is a special form")))

(defn go-to [labels label]
  "The block a prog goes to for (GO label); A6 if the prog has no such label."
  (if (in label labels)
      (get labels label)
      (diagnostic "A6" (show label))))

(defn a-list-of [pairs]
  "An a-list of the (atom value) pairs, the last first, as pair makes one."
  (setv a NIL)
  (for [[x v] pairs]
    (setv a (Cons (Cons x v) a)))
  a)

(defn pair-value [a x]
  "The value of x on the a-list a (made by a-list-of)."
  (. (universal.binding x a) cdr))

(setv RUNTIME
  {"NIL" NIL "T_" T "Cons" Cons "ProgExit" ProgExit "RETURN_" RETURN "GO_" GO
   "HALT" HALT "check_halt" check-halt "value" value "assign" assign "equal" equal
   "diagnostic" diagnostic "short_form" short-form "car_of" car-of "subr_type_error" subr-type-error
   "arity_error" arity-error "link" link "link_local" link-local "go_to" go-to
   "apply_spread" apply-spread "a_list_of" a-list-of "pair_value" pair-value
   "interpret" universal.eval "cset" functions.cset "FUNARG_" FUNARG})


;; Reading the definition

(defn proper-members [l [what "a list"]]
  "The members of the proper list l; NotCompiled if it is dotted or circular."
  (setv out [] seen #{})
  (while (is (type l) Cons)
    (when (in (id l) seen)
      (raise (NotCompiled f"{what} is circular")))
    (.add seen (id l))
    (.append out l.car)
    (setv l l.cdr))
  (unless (is l NIL)
    (raise (NotCompiled f"{what} ends in {(show l)}, not NIL")))
  out)

(defn lambda-parts [expression]
  "The variables (atoms) and the body of (LAMBDA variables body)."
  (setv parts (proper-members expression "the LAMBDA expression"))
  (unless (and (>= (len parts) 3) (is (get parts 0) LAMBDA))
    (raise (NotCompiled f"{(show expression)} is not (LAMBDA variables form)")))
  #((variable-list (get parts 1)) (get parts 2)))

(defn variable-list [variables]
  "The atoms of a LAMBDA's or PROG's list of variables."
  (setv vs (proper-members variables "a list of variables"))
  (for [v vs]
    (unless (is (type v) Atom)
      (raise (NotCompiled f"the variables of a function are atomic symbols, not {(show variables)}"))))
  vs)

(defn definition-of [atom]
  "[indicator definition] of what eval would find first on atom's property
  list (EXPR, FEXPR, SUBR, FSUBR), or [None None]."
  (setv best #(None None) l atom.plist)
  (while (is (type l) Cons)
    (when (and (in l.car RANKS)
               (or (is (get best 0) None) (< (get RANKS l.car) (get RANKS (get best 0)))))
      (setv best #(l.car l.cdr.car)))
    (setv l l.cdr.cdr))
  best)


;; The translator: S-expressions into the text of a Python function

(defclass Emitter []
  "Lines of Python text, indented as they are added."
  (defn __init__ [self]
    (setv self.lines [] self.depth 1))

  (defn line [self text]
    "Add a line at the current depth; its index."
    (.append self.lines (+ (* "    " self.depth) text))
    (- (len self.lines) 1))

  (defn text [self] (.join "\n" self.lines)))

(defclass Scope []
  "One Python function being written: the names it binds, and those of the
  functions around it that it assigns (declared nonlocal)."
  (defn __init__ [self [outer None]]
    (setv self.outer outer self.own #{} self.nonlocal #{})))

(defclass Prog []
  "The prog whose statements are being translated: its labels (label ->
  block), and the Python names of its value and of its block counter."
  (defn __init__ [self labels result counter]
    (setv self.labels labels self.result result self.counter counter)))

(defclass Translation []
  "The translation of one function, name's LAMBDA expression, into Python."

  (defn __init__ [self name]
    (setv self.name name
          self.out (Emitter)
          self.names (itertools.count 1)
          self.constants {}
          self.namespace (dict RUNTIME)
          self.undeclared []
          self.scope (Scope)))

  (defn fresh [self prefix]
    "A new Python name."
    (+ prefix (str (next self.names))))

  (defn constant [self x]
    "The Python name of the constant x in the function's namespace."
    (setv key (id x))
    (unless (in key self.constants)
      (setv k (self.fresh "K")
            (get self.constants key) k
            (get self.namespace k) x))
    (get self.constants key))

  (defn line [self text] (.line self.out text))

  (defn indented [self thunk]
    "Run thunk with the lines it adds indented one step; pass when it adds none."
    (setv before (len self.out.lines))
    (+= self.out.depth 1)
    (thunk)
    (when (= (len self.out.lines) before) (.line self.out "pass"))
    (-= self.out.depth 1))

  (defn raise-at-run-time [self code detail]
    "A line that raises the diagnostic code with detail, as the interpreter would there."
    (.line self f"diagnostic({(self.constant code)}, {(self.constant detail)})"))

  ;; -- functions ---------------------------------------------------------

  (defn function [self pyname variables body env]
    "Write def pyname(*args): a LAMBDA's variables bound to its arguments,
    its body's value returned."
    (.line self f"def {pyname}(*args):")
    (+= self.out.depth 1)
    (setv self.scope (Scope self.scope)
          declaration (.line self "pass")
          n (len variables))
    (.line self f"if len(args) != {n}: arity_error({(self.constant (from-python variables))}, args)")
    (setv values (lfor i (range n) f"args[{i}]"))
    (.bind self variables values env
           (fn [env] (.line self f"return {(.form self body env)}")))
    (when self.scope.nonlocal
      (setv (get self.out.lines declaration)
            (+ (* "    " self.out.depth) "nonlocal " (.join ", " (sorted self.scope.nonlocal)))))
    (setv self.scope self.scope.outer)
    (-= self.out.depth 1))

  (defn bind [self variables values env then]
    "Bind variables to the Python values (text), then (then env') with the
    environment they are bound in: an ordinary variable as a new local, a
    SPECIAL or COMMON one in its cell, saved and restored on every exit."
    (setv env (dict env) cells [])
    (for [[v x] (zip variables values)]
      (setv cell (when (is (type v.plist) Cons) (special-cell v)))
      (if (is cell None)
          (do (setv py (self.fresh "v"))
              (.add self.scope.own py)
              (.line self f"{py} = {x}")
              (setv (get env v) #("local" py)))
          (do (setv saved (self.fresh "s") k (self.constant cell))
              (.line self f"{saved} = {k}.value")
              (.line self f"{k}.value = {x}")
              (.append cells #(k saved))
              (setv (get env v) #("special" k)))))
    (if cells
        (do (.line self "try:")
            (.indented self (fn [] (then env)))
            (.line self "finally:")
            (.indented self (fn [] (for [[k saved] (reversed cells)]
                                     (.line self f"{k}.value = {saved}")))))
        (then env)))

  ;; -- forms -------------------------------------------------------------

  (defn form [self x env]
    "Write the evaluation of the form x; the Python text of its value (a
    name or a constant)."
    (setv kind (type x))
    (cond (is x NIL) "NIL"
          (is kind Atom) (.variable self x env)
          (is-not kind Cons) (.constant self x)
          True (.compound self x env)))

  (defn variable [self x env]
    "A variable's value: a local, its cell when it is bound SPECIAL here, or
    eval's value with no a-list (an APVAL, else the cell: A8 if unbound)."
    (setv binding (.get env x))
    (cond (is-not (prop x APVAL) None) (.temporary self f"value({(self.constant x)}, NIL)")
          (is binding None)
            (do (unless (or (in x self.undeclared) (universal.special? x))
                  (.append self.undeclared x))
                (.temporary self f"value({(self.constant x)}, NIL)"))
          (= (get binding 0) "local") (get binding 1)
          True (.temporary self f"{(get binding 1)}.value")))

  (defn temporary [self text]
    "A new Python name holding the value of text."
    (setv t (self.fresh "t"))
    (.line self f"{t} = {text}")
    t)

  (defn compound [self x env]
    "A form (f args...)."
    (setv head x.car)
    (cond (is head QUOTE) (.constant self (.argument self x 1))
          (is head FUNCTION) (.function-form self x env)
          (is head COND) (.cond-form self x env)
          (is head PROG) (.prog-form self x env)
          (is (type head) Atom) (.call-atom self head x env)
          (and (is (type head) Cons) (is head.car LAMBDA)) (.lambda-call self head x env)
          True (.call-value self head x env)))

  (defn argument [self x i]
    "The i-th argument of the form x (QUOTE's datum, SETQ's variable ...);
    a form without it is not compiled."
    (setv l x)
    (for [_ (range i)]
      (setv l (if (is (type l) Cons) l.cdr l)))
    (if (is (type l) Cons)
        l.car
        (raise (NotCompiled f"{(show x)} is too short"))))

  (defn arguments [self x env]
    "Write the evaluation of the arguments of the form x, left to right (as
    evlis); their Python texts.  A variable is copied when a later argument
    could change it."
    (setv forms (proper-members x.cdr f"the arguments of {(show x)}")
          out [])
    (for [[i f] (enumerate forms)]
      (setv v (.form self f env))
      (when (and (.startswith v "v")
                 (some (fn [g] (and (is (type g) Cons) (is-not g.car QUOTE))) (cut forms (+ i 1) None)))
        (setv v (.temporary self v)))
      (.append out v))
    out)

  (defn call-atom [self head x env]
    "(f args...) for the atom f: a special form as it is when compiled,
    otherwise a call linked at run time."
    (setv [kind definition] (definition-of head))
    (cond (and (is kind FSUBR) (in definition SPECIAL-FORMS))
            ((getattr self (get SPECIAL-FORMS definition)) x env)
          (and (is kind FSUBR) (hasattr definition "spread"))
            (.spread-call self head definition.spread x env)
          (or (is kind FSUBR) (is kind FEXPR))
            (.interpreted-form self x env)
          True (.linked-call self head x env)))

  (defn linked-call [self head x env]
    "A call of the function the atom head names at run time."
    (setv site (self.fresh "S") k (self.constant head) f (self.fresh "f")
          local (.get env head))
    (setv (get self.namespace site) [MISSING None])
    (cond (is local None)
            (.line self f"{f} = {site}[1] if {site}[0] is {k}.plist else link({k}, {site})")
          True
            (.line self f"{f} = link_local({k}, {(.variable self head env)})"))
    (.call self f k (.arguments self x env)))

  (defn call [self f name args]
    "Call the Python function f (text) with args; a wrong number of them is
    F2 or F3 naming name, as call-subr gives it."
    (setv t (self.fresh "t") listed (.join ", " args))
    (.line self "try:")
    (.line self f"    {t} = {f}({listed})")
    (.line self "except TypeError as e:")
    (.line self f"    subr_type_error(e, {name}, [{listed}])")
    t)

  (defn spread-call [self head f x env]
    "An FSUBR that evaluates its arguments and spreads them (PLUS, LIST ...)."
    (.call self (self.constant f) (self.constant head) (.arguments self x env)))

  (defn interpreted-form [self x env]
    "A special form the compiler does not translate (a FEXPR, or an FSUBR
    other than the interpreter's own): eval is given it with an a-list of the
    bound variables, whose values come back from it after."
    (setv locals (lfor [v b] (.items env) :if (= (get b 0) "local") #(v (get b 1)))
          a (self.fresh "a"))
    (.line self f"{a} = a_list_of([{(.join ", " (gfor [v py] locals f"({(self.constant v)}, {py})"))}])")
    (setv t (.temporary self f"interpret({(self.constant x)}, {a})"))
    (for [[v py] locals]
      (.assign-local self py f"pair_value({a}, {(self.constant v)})"))
    t)

  (defn assign-local [self py text]
    "py = text, declaring py nonlocal if a function around this one binds it."
    (unless (in py self.scope.own)
      (.add self.scope.nonlocal py))
    (.line self f"{py} = {text}"))

  (defn lambda-call [self fn x env]
    "((LAMBDA (vars) body) args...): the arguments, then the body with the
    variables bound to them."
    (setv [variables body] (lambda-parts fn)
          args (.arguments self x env)
          t (self.fresh "t"))
    (unless (= (len args) (len variables))
      (.line self f"arity_error({(self.constant (from-python variables))}, [{(.join ", " args)}])"))
    (.line self f"{t} = NIL")
    (.bind self variables args env
           (fn [env] (.line self f"{t} = {(.form self body env)}")))
    t)

  (defn call-value [self head x env]
    "(e args...) for a form e that is not an atom or a LAMBDA: the arguments,
    then e applied to them, as apply applies it: a LABEL or FUNARG
    expression as it is, another form's value (apply evaluates it after the
    arguments)."
    (setv args (.arguments self x env)
          f (if (and (is (type head) Cons) (not-in head.car [(intern "LABEL") FUNARG]))
                (.form self head env)
                (.constant self head)))
    (.temporary self f"apply_spread({f}, [{(.join ", " args)}], NIL)"))

  (defn function-form [self x env]
    "(FUNCTION fn): a LAMBDA is compiled as a Python function within this one,
    which sees this one's variables as the FUNARG's a-list would; another fn
    is (FUNARG fn a-list) with its variable's binding, if it is one."
    (setv fn (.argument self x 1))
    (cond (and (is (type fn) Cons) (is fn.car LAMBDA))
            (do (setv [variables body] (lambda-parts fn)
                      pyname (self.fresh "fn"))
                (.function self pyname variables body env)
                pyname)
          (and (is (type fn) Atom) (in fn env))
            (.temporary self (+ f"Cons(FUNARG_, Cons({(self.constant fn)}, Cons(a_list_of([({(self.constant fn)},"
                                f" {(.variable self fn env)})]), NIL)))"))
          True (.temporary self f"Cons(FUNARG_, Cons({(self.constant fn)}, Cons(NIL, NIL)))")))

  (defn cond-form [self x env]
    "(COND (p1 e1) ...): the first clause whose p is true gives its e; A3 if none."
    (setv t (self.fresh "t"))
    (.clauses self (proper-members x.cdr f"the clauses of {(show x)}") env
              (fn [e env] (.line self f"{t} = {(.form self e env)}"))
              (fn [] (.raise-at-run-time self "A3" "no clause of cond is true")))
    t)

  (defn clauses [self clauses env chosen none [statement False]]
    "Write the tests of the clauses in turn, (chosen e env) for the first
    true one's e, (none) if no test is true.  A clause that is not a list is
    A3 (CAR at a prog's top level), one without its e CAR, as evcon finds them."
    (if (not clauses)
        (none)
        (do (setv clause (get clauses 0))
            (if (is-not (type clause) Cons)
                (if statement
                    (.line self f"car_of({(self.constant clause)})")
                    (.raise-at-run-time self "A3" f"a clause of cond is not a list: {(show clause)}"))
                (do (setv p (.form self clause.car env))
                    (.line self f"if {p} is not NIL:")
                    (.indented self (fn []
                                      (if (is (type clause.cdr) Cons)
                                          (chosen clause.cdr.car env)
                                          (.line self f"short_form({(self.constant clause)}, 1)"))))
                    (.line self "else:")
                    (.indented self (fn [] (.clauses self (cut clauses 1 None) env chosen none statement))))))))

  (defn setq-form [self x env]
    "(SETQ x e): the most recent binding of x is changed to e's value; A4 if
    x has none (nor a value cell that holds one)."
    (setv variable (.argument self x 1)
          v (.form self (.argument self x 2) env)
          binding (.get env variable))
    (cond (or (is binding None) (is-not (type variable) Atom))
            (.line self f"assign({(self.constant variable)}, {v}, NIL, 'A4')")
          (= (get binding 0) "local") (.assign-local self (get binding 1) v)
          True (.line self f"{(get binding 1)}.value = {v}"))
    (if (.startswith v "v") (.temporary self v) v))

  (defn set-form [self x env]
    "(SET x e): as SETQ with x evaluated: \"set ... can only be used to set
    common variables\" in compiled code: a cell, A5 if it holds nothing."
    (setv variable (.form self (.argument self x 1) env)
          v (.form self (.argument self x 2) env))
    (.line self f"assign({variable}, {v}, NIL, 'A5')")
    v)

  (defn and-form [self x env]
    "(AND p...): false at the first false p, else true."
    (.connective self x env "T_" "is NIL" "NIL"))

  (defn or-form [self x env]
    "(OR p...): true at the first true p, else false."
    (.connective self x env "NIL" "is not NIL" "T_"))

  (defn connective [self x env otherwise test decided]
    "AND's or OR's ps, in turn until one meets test (is NIL, is not NIL):
    then the value is decided, and if none does, otherwise."
    (setv t (self.fresh "t"))
    (.line self f"{t} = {otherwise}")
    (defn each [ps]
      (when ps
        (setv p (.form self (get ps 0) env))
        (.line self f"if {p} {test}:")
        (.line self f"    {t} = {decided}")
        (.line self "else:")
        (.indented self (fn [] (each (cut ps 1 None))))))
    (each (proper-members x.cdr))
    t)

  (defn select-form [self x env]
    "(SELECT q (q1 e1) ... e): the e of the first qi equal to q, else e."
    (setv q (.form self (.argument self x 1) env)
          clauses (cut (proper-members x.cdr) 1 None)
          t (self.fresh "t"))
    (unless clauses
      (raise (NotCompiled f"{(show x)} has no last form")))
    (when (.startswith q "v") (setv q (.temporary self q)))
    (defn each [cs]
      (if (= (len cs) 1)
          (.line self f"{t} = {(.form self (get cs 0) env)}")
          (do (setv c (get cs 0))
              (unless (is (type c) Cons) (raise (NotCompiled f"{(show c)} is not a clause of select")))
              (setv qi (.form self c.car env))
              (.line self f"if equal({qi}, {q}) is not NIL:")
              (.indented self (fn [] (.line self f"{t} = {(.form self (.argument self c 1) env)}")))
              (.line self "else:")
              (.indented self (fn [] (each (cut cs 1 None)))))))
    (each clauses)
    t)

  (defn csetq-form [self x env]
    "(CSETQ ob e): cset[ob; e], ob not evaluated."
    (.temporary self f"cset({(self.constant (.argument self x 1))}, {(.form self (.argument self x 2) env)})"))

  (defn go-form [self x env]
    "(GO label) away from a prog's top level: to the most recent prog entered."
    (.line self f"raise ProgExit(GO_, {(self.constant (.argument self x 1))})")
    "NIL")

  ;; -- the PROG feature --------------------------------------------------

  (defn prog-form [self x env]
    "(PROG (vars) statements...): the variables bound to NIL, the statements
    run in turn, a block between labels; GO sets the block to run next."
    (setv p x.cdr)
    (unless (is (type p) Cons) (raise (NotCompiled f"{(show x)} has no list of variables")))
    (setv variables (variable-list p.car)
          statements (proper-members p.cdr f"the statements of {(show x)}")
          blocks [[]] labels {})
    (for [s statements]
      (if (is (type s) Atom)
          (do (.append blocks [])
              (setv (get labels s) (- (len blocks) 1)))
          (.append (get blocks -1) s)))
    (setv r (self.fresh "r") pc (self.fresh "pc") k (self.constant labels)
          ctx (Prog labels r pc))
    (.line self f"{r} = NIL")
    (.bind self variables (* ["NIL"] (len variables)) env
           (fn [env]
             (.add self.scope.own pc)
             (.line self f"{pc} = 0")
             (.line self "while True:")
             (.indented self
               (fn []
                 (.line self "if HALT: check_halt()")
                 (.line self "try:")
                 (.indented self
                   (fn []
                     (for [[i block] (enumerate blocks)]
                       (when block
                         (.line self f"if {pc} <= {i}:")
                         (.indented self (fn [] (for [s block] (.statement self s env ctx))))))
                     (.line self "break")))
                 (.line self "except ProgExit as e:")
                 (.line self f"    if e.args[0] is RETURN_:")
                 (.line self f"        {r} = e.args[1]")
                 (.line self f"        break")
                 (.line self f"    {pc} = go_to({k}, e.args[1])")))))
    r)

  (defn statement [self s env ctx]
    "A statement of the prog ctx: RETURN, GO, a COND that goes on when no
    clause is true, or a form whose value is ignored."
    (setv head (when (is (type s) Cons) s.car))
    (cond (is head RETURN) (.return-to self (.argument self s 1) env ctx)
          (is head GO) (.go-within self (.argument self s 1) ctx)
          (is head COND)
            (.clauses self (proper-members s.cdr f"the clauses of {(show s)}") env
                      (fn [e env] (.consequent self e env ctx))
                      (fn [] None)
                      True)
          True (.form self s env)))

  (defn consequent [self e env ctx]
    "A consequent of a cond statement: GO and RETURN act on the prog at any
    depth of conds; a cond here is not at the prog's top level (A3 if no
    clause is true)."
    (setv head (when (is (type e) Cons) e.car))
    (cond (is head RETURN) (.return-to self (.argument self e 1) env ctx)
          (is head GO) (.go-within self (.argument self e 1) ctx)
          (is head COND)
            (.clauses self (proper-members e.cdr f"the clauses of {(show e)}") env
                      (fn [e2 env] (.consequent self e2 env ctx))
                      (fn [] (.raise-at-run-time self "A3" "no clause of cond is true")))
          True (.form self e env)))

  (defn return-to [self e env ctx]
    "(RETURN e) at the prog's top level: the prog's value is e's."
    (.line self f"{ctx.result} = {(.form self e env)}")
    (.line self "break"))

  (defn go-within [self label ctx]
    "(GO label) at the prog's top level: a transfer, or A6 if no such label."
    (if (in label ctx.labels)
        (do (.line self f"{ctx.counter} = {(get ctx.labels label)}")
            (.line self "continue"))
        (.raise-at-run-time self "A6" (show label)))))

(defn some [pred xs]
  "True if pred holds of one of xs."
  (any (gfor x xs (pred x))))

(setv SPECIAL-FORMS
  ;; The interpreter's FSUBRs that the compiler translates: Translation's method for each.
  {functions.setq-fsubr "setq_form" functions.set-fsubr "set_form"
   functions.and-fsubr "and_form" functions.or-fsubr "or_form"
   functions.select-fsubr "select_form" functions.csetq-fsubr "csetq_form"
   universal.go-fsubr "go_form"})


;; COMPILE

(defn compiled-function [name expression]
  "The Python function of the LAMBDA expression of the atom name (Translation)."
  (setv [variables body] (lambda-parts expression)
        translation (Translation name)
        pyname (.fresh translation "compiled"))
  (.function translation pyname variables body {})
  (try
    (exec (builtins.compile (dedent (.text translation.out)) f"<compiled {name.name}>" "exec")
          translation.namespace)
    (except [e #(SyntaxError RecursionError MemoryError)]
      (raise (NotCompiled f"too deep for Python to compile ({(. (type e) __name__)})"))))
  (setv f (get translation.namespace pyname))
  (setv f.__name__ name.name
        f.__qualname__ name.name
        f.__doc__ f"{name.name}, compiled: {(show expression)}"
        f.expression expression
        f.source (dedent (.text translation.out))
        f.undeclared (lfor x translation.undeclared x.name))
  f)

(defn dedent [text]
  "text with the first level of indentation taken away."
  (.join "\n" (gfor line (.splitlines text) (if (.startswith line "    ") (cut line 4 None) line))))

(defn lisp-compile [x]
  "compile[x] : SUBR pseudo-function.  \"The list x contains the names of
  previously defined functions.  They are compiled.\"  Each atomic symbol
  \"should have either an EXPR or an FEXPR on its property list before being
  compiled\"; the EXPR becomes a SUBR, the FEXPR an FSUBR, and \"if no error
  has occurred, then the EXPR or FEXPR is removed from the property list\".
  \"If no S-expression is found, then the compiler will print this fact and
  proceed with the next function\"; so for a definition it cannot read, which
  stays as it was.  An undeclared free variable is printed as the compiler's
  diagnostic, and taken as SPECIAL.  The value is the list of the names
  compiled."
  (setv done [])
  (for [name (universal.spread x)]
    (unless (is (type name) Atom)
      (diagnostic "CAR" f"compile wants atomic symbols, the names of functions, not {(show name)}"))
    (setv [kind definition] (definition-of name))
    (if (not (in kind [EXPR FEXPR]))
        (print f" {(show name)} HAS NO EXPR OR FEXPR, NOT COMPILED")
        (try
          (setv f (compiled-function name definition))
          (for [v f.undeclared]
            (print f" {v} IS A FREE VARIABLE OF {(show name)}, NOT DECLARED: TAKEN AS SPECIAL"))
          (remprop name kind)
          (put name (if (is kind EXPR) SUBR FSUBR) f)
          (.append done name)
          (except [e NotCompiled]
            (print f" {(show name)} NOT COMPILED: {e}")))))
  (from-python done))

(put (intern "COMPILE") SUBR lisp-compile)

(setv __all__ (lfor name ["lisp-compile" "compiled-function" "NotCompiled"] (hy.mangle name)))
