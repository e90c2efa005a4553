"defun: functions written as LISP 1.5 wrote them, compiled to plain Python.

Inside a defun the body is LISP 1.5, not Hy:

- every lower-case symbol in an argument place is a variable, and every variable
  is special: the parameters and prog variables are bound in their value cells
  on entry and restored on every exit, and a free variable reads the binding of
  the most recent caller that bound it (A8 if none did);
- an upper-case symbol (NIL, NOSUCC, GREATERP) is a constant atom, as in the
  M-expressions, except T and F, which are *T* and NIL (their APVALs in LISP
  1.5: the values of T and F); ∞ and -∞ are the report's infinities;
- (cond [p1 e1] [p2 e2] ...) takes the first clause whose p is not NIL; with no
  such clause it is error A3, except at the top level of a prog, where it goes
  on to the next statement (a cond within that cond's consequents is not at
  the top level: A3);
- (prog [v1 v2] statement-or-label ...) binds v1 v2 to NIL; (setq v e), (go L)
  and (return e) as in LISP 1.5, as statements of the prog or consequents of
  a cond statement, however deep in conds; falling off the end gives NIL;
- (f a b) calls the function f, a LISP function of the module (defined or
  imported there), never one of Python's builtins: (set ...) with no LISP
  function set is A9, not Python's set (a name that is also a builtin is
  looked up in the module's globals alone, when called).  When f is also a variable in scope (the
  report's minvl has a prog variable lubub and calls the function lubub), the
  function definition wins, as in LISP 1.5; with no definition of that name the
  variable's value is applied (insert's p).
- < <= > >= = != answer T or NIL; in a cond's test they compile to Python's
  comparisons directly.  and, or and not answer T or NIL too;
- (get x i) is LISP's get (a property of the atom x), not Hy's subscript;
- (lambda [x y] e) is a function: a Python closure whose parameters are
  special variables, bound and restored as a defun's are; its body reads
  every other variable as a free variable, from whoever bound it last when
  it is called (LISP 1.5's dynamic binding, not a FUNARG's).  In a
  function place, ((lambda [w] e) a) applies it to a;
- (function f) is the function f as a functional argument: the definition
  of f current when the form is evaluated, or a lambda; an argument that is
  a function is called as (g x) inside the function it is passed to;
- what Python would raise in the function's own code becomes the LISP 1.5
  diagnostic: calling an undefined function is A9, a wrong number of
  arguments F2 (too many) or F3 (too few), arithmetic on a non-number I3,
  dividing by zero G1.

The compiled code is what one would write by hand in Python: a value cell per
variable, saved and restored in try/finally, and if/else for cond.  The
Python errors are translated in an except clause of that try, which costs
nothing until something is raised."

(eval-when-compile (require lisp.macros [unless]))
(import builtins
        re
        hy.models [Expression Symbol List String Integer Float Keyword]
        lisp.data [LispError function-of]
        lisp.special [UNBOUND unbound-variable])

(setv COMPARISONS #{"<" "<=" ">" ">=" "=" "!="}
      INFINITIES {"∞" '_lisp-inf  "-∞" '_lisp-neg-inf}
      CONSTANTS {"T" '_lisp-T "F" '_lisp-NIL}
      ;; Python's wording of a call with the wrong number of arguments.
      TOO-FEW (re.compile r"\bmissing \d+ required|\btakes at least\b|\(0 given\)")
      TOO-MANY (re.compile r"\b(was|were) given\b|\btakes (no|exactly \w+) arguments?\b|\bexpected at most\b"))

(defn cond-unsatisfied []
  "Error A3: no clause of a cond outside a prog was true."
  (raise (LispError "A3" "conditional unsatisfied: no clause of cond is true")))

(defn go-unlabelled [label]
  "Error A6: go to a label the prog does not have."
  (raise (LispError "A6" f"go refers to a point not labelled: {label}")))

(defn setq-unbound [cell]
  "Error A4: setq on a variable that nothing has bound."
  (raise (LispError "A4" f"setq given on nonexistent program variable: {cell.name}")))

(defn python-error [e where]
  "Raise the LISP 1.5 diagnostic for the Python error e, caught in the code of
  the LISP function `where`, if that code raised it itself; an error raised
  inside a Python function it called is left as it is (that function's own).
  NameError is A9 (a call of an undefined function), a wrong number of
  arguments F2 (too many) or F3 (too few), ArithmeticError G1, any other
  TypeError I3 (a numeric function given a non-number)."
  (unless (is e.__traceback__.tb_next None)
    (return None))
  (setv text (str e))
  (raise
    (cond (isinstance e NameError)
            (LispError "A9" f"function object has no definition: {(hy.unmangle (or e.name text))} (called in {where})")
          (isinstance e ArithmeticError)
            (LispError "G1" f"floating point trap or divide check in {where}: {text}")
          (.endswith text "is not callable")
            (LispError "A9" f"function object has no definition in {where}: {text}")
          (.search TOO-FEW text)
            (LispError "F3" f"too few arguments (second argument list too short) in {where}: {text}")
          (.search TOO-MANY text)
            (LispError "F2" f"too many arguments (first argument list too short) in {where}: {text}")
          True
            (LispError "I3" f"bad argument in {where}: {text}"))
    :from e))

(defn module-function [namespace name where]
  "The function `name` of the module whose globals are namespace, for a call
  in the LISP function `where`: a name Python also has as a builtin (set,
  print, len) names no LISP function unless the module defines it (A9)."
  (setv f (.get namespace name))
  (when (is f None)
    (raise (LispError "A9" f"function object has no definition: {(hy.unmangle name)} (called in {where})")))
  f)

(defn head-function [namespace name cell]
  "The function a call names when its name is also a variable in scope: the
  definition if there is one, else the variable's value (A2 if not a function)."
  (or (.get namespace name)
      (function-of (if (is cell.value UNBOUND) (unbound-variable cell) cell.value))))


;; The compiler.  A Scope records what one defun needs at module level: the
;; value cells and constant atoms it refers to, and which variables are bound
;; by the defun itself (their reads need no unbound check).

(defclass Scope []
  "What the compilation of one defun has found so far."
  (defn __init__ [self params [name "a LISP function"]]
    (setv self.name name
          self.own (set (map str params))
          self.cells (set (map str params))
          self.atoms (set)
          self.quotes {}
          self.free (set)
          self.labels None)))

(defn cell-symbol [name]
  "The module-level name of the value cell of the variable `name`."
  (Symbol (+ "_special_" (hy.mangle name))))

(defn atom-symbol [name]
  "The module-level name of the constant atom `name`."
  (Symbol (+ "_atom_" (hy.mangle name))))

(defn constant-atom? [name]
  "Upper-case symbols are constant atoms, as in the M-expressions."
  (.isupper name))

(defn compile-symbol [sym scope]
  "A symbol in an argument place: an infinity, a constant atom, or a variable."
  (setv name (str sym))
  (cond (in name INFINITIES) (get INFINITIES name)
        (in name CONSTANTS) (get CONSTANTS name)
        (constant-atom? name) (do (.add scope.atoms name) (atom-symbol name))
        True (do (.add scope.cells name)
                 (if (in name scope.own)
                     `(. ~(cell-symbol name) value)
                     (do (.add scope.free name)
                         `(if (is (setx _value (. ~(cell-symbol name) value)) _lisp-UNBOUND)
                              (_lisp-unbound-variable ~(cell-symbol name))
                              _value))))))

(defn quote-text [form]
  "The S-expression text of a quoted Hy form, for the LISP reader."
  (cond (isinstance form #(Expression List)) (+ "(" (.join " " (map quote-text form)) ")")
        ;; str of a Hy number model is its repr, hy.models.Integer(1)
        (isinstance form Integer) (str (int form))
        (isinstance form Float) (repr (float form))
        (isinstance form String) (str form)
        True (str form)))

(defn compile-quote [form scope]
  "(quote x): the constant x, read once when the module loads."
  (setv text (quote-text form)
        name (Symbol (+ "_quote_" (str (len scope.quotes)) "_" (hex (abs (hash text))))))
  (setv (get scope.quotes name) text)
  name)

(defn head-name [form]
  "The name of the head of an expression, or None."
  (when (and (isinstance form Expression) form (isinstance (get form 0) Symbol))
    (str (get form 0))))

(defn compile-form [form scope]
  "Compile a LISP form in a value place."
  (cond (isinstance form Symbol) (compile-symbol form scope)
        (isinstance form #(Integer Float String)) form
        (isinstance form Expression) (compile-expression form scope)
        True (raise (LispError "A9" f"not a LISP form: {(hy.repr form)}"))))

(defn compile-args [args scope]
  "Compile the argument forms of a call."
  (lfor a args (compile-form a scope)))

(defn compile-expression [form scope]
  "Compile (head arg ...) in a value place."
  (setv head (head-name form)
        args (cut form 1 None))
  (cond (= head "quote") (compile-quote (get args 0) scope)
        (= head "cond") (compile-cond-value args scope)
        (= head "prog") (compile-prog-value args scope)
        (= head "setq") (compile-setq args scope)
        (in head #{"and" "or" "not"}) `(if ~(compile-test form scope) _lisp-T _lisp-NIL)
        (= head "get") `(_lisp-get ~@(compile-args args scope))
        (= head "lambda") (compile-lambda args scope)
        (= head "function") (compile-function args scope)
        (in head COMPARISONS) `(if ~(compile-test form scope) _lisp-T _lisp-NIL)
        (in head #{"return" "go"})
          (raise (LispError "A9" f"{head} is allowed only as a statement of a prog or a consequent of a cond statement: {(hy.repr form)}"))
        (is head None) `((_lisp-function-of ~(compile-form (get form 0) scope)) ~@(compile-args args scope))
        (in head scope.own)
          (do (.add scope.cells head)
              `((_lisp-head-function (globals) ~(hy.mangle head) ~(cell-symbol head))
                ~@(compile-args args scope)))
        (hasattr builtins (hy.mangle head))
          `((_lisp-module-function (globals) ~(hy.mangle head) ~scope.name) ~@(compile-args args scope))
        True `(~(get form 0) ~@(compile-args args scope))))

(defn compile-prog-value [args scope]
  "A prog in a value place: a local function run at once.  Its variables and
  labels are its own: after it, the names are free again, and go reaches the
  enclosing prog's labels, not its."
  (setv own scope.own
        labels scope.labels
        scope.own (set own))
  (try
    (setv body (compile-prog-body args scope))
    (finally
      (setv scope.own own
            scope.labels labels)))
  `(do (defn _prog [] ~@body) (_prog)))

(defn compile-test [form scope]
  "Compile a form whose value is only tested: a Python truth, NIL alone false."
  (setv head (head-name form))
  (cond (and (isinstance form Symbol) (= (str form) "T")) True
        ;; A number or string is never NIL (and Python warns of `is` on a literal).
        (isinstance form #(Integer Float String)) True
        (and (in head #{"null" "not"}) (isinstance (get form 1) #(Integer Float String))) False
        (= head "null") `(is ~(compile-form (get form 1) scope) _lisp-NIL)
        (= head "not") `(is ~(compile-form (get form 1) scope) _lisp-NIL)
        (= head "atom") `(is-not (type ~(compile-form (get form 1) scope)) _lisp-Cons)
        (= head "and") `(and ~@(gfor f (cut form 1 None) (compile-test f scope)))
        (= head "or") `(or ~@(gfor f (cut form 1 None) (compile-test f scope)))
        (in head COMPARISONS) `(~(get form 0) ~@(compile-args (cut form 1 None) scope))
        True `(is-not ~(compile-form form scope) _lisp-NIL)))

(defn clauses [args]
  "The [test consequent] clauses of a cond, checked."
  (for [c args]
    (unless (and (isinstance c List) (= (len c) 2))
      (raise (LispError "A9" f"a cond clause is [test form]: {(hy.repr c)}"))))
  args)

(defn compile-cond-value [args scope]
  "cond in a value place: the first true clause's value, else A3."
  (setv result '(_lisp-cond-unsatisfied))
  (for [[test consequent] (reversed (clauses args))]
    (setv result `(if ~(compile-test test scope) ~(compile-form consequent scope) ~result)))
  result)

(defn compile-setq [args scope]
  "(setq v e): set the current binding of v to the value of e; that value."
  (setv [var value] args
        name (str var))
  (.add scope.cells name)
  (setv cell (cell-symbol name))
  `(do (setv _new ~(compile-form value scope))
       ~@(unless (in name scope.own)
           (.add scope.free name)
           [`(when (is (. ~cell value) _lisp-UNBOUND) (_lisp-setq-unbound ~cell))])
       (setv (. ~cell value) _new)
       _new))


;; Functions as values: lambda and function

(defn compile-lambda [args scope]
  "(lambda [v ...] e): a closure binding v ... specially while e runs.  In
  its body only its own parameters are its own: the enclosing function's
  variables are free there (it may have returned when the closure runs),
  and go cannot leave it."
  (unless (and (= (len args) 2) (isinstance (get args 0) List))
    (raise (LispError "A9" f"a lambda is (lambda [v ...] body): {(hy.repr `(lambda ~@args))}")))
  (setv [params body] args
        own scope.own
        labels scope.labels
        free (set scope.free)
        scope.own (set (map str params))
        scope.labels None)
  (.update scope.cells scope.own)
  (try
    (setv statements (compile-lambda-body params body scope))
    (finally
      ;; The enclosing function's own variables read in the closure are not
      ;; free variables of that function.
      (setv scope.free (| free (- scope.free own))
            scope.own own
            scope.labels labels)))
  ;; A name of its own: Hy hoists the defn out of the expression, beside
  ;; those of the other lambdas of the same call.
  (setv name (hy.gensym "lambda"))
  `(do (defn ~name ~params ~@statements) ~name))

(defn compile-function [args scope]
  "(function f): the function f, or (function (lambda ...))."
  (setv [f] args)
  (cond (and (isinstance f Expression) (= (head-name f) "lambda")) (compile-form f scope)
        (isinstance f Symbol) f
        True (raise (LispError "A9" f"function takes a function name or a lambda: {(hy.repr f)}"))))


;; Statements: the top level of a prog, where return, go and labels live, and
;; the consequents of its conds, where return and go may be too.

(defn compile-statement [form scope]
  "Compile one statement of a prog: the Python statements it becomes."
  (setv head (head-name form))
  (cond (= head "return") [`(return ~(compile-form (get form 1) scope))]
        (= head "go") [(compile-go (get form 1) scope)]
        (= head "cond") [(compile-cond-statement (cut form 1 None) scope)]
        True [(compile-form form scope)]))

(defn compile-go [label scope]
  "(go L): jump to label L of the enclosing prog."
  (setv name (str label))
  (if (and scope.labels (in name scope.labels))
      `(do (setv _pc ~(get scope.labels name)) (continue))
      `(_lisp-go-unlabelled ~name)))

(defn compile-cond-statement [args scope]
  "cond at the top level of a prog: with no true clause, go on to the next statement."
  (compile-cond-clauses args scope None))

(defn compile-cond-clauses [args scope otherwise]
  "The clauses of a cond within a prog as nested ifs, each consequent a
  prog's consequent (compile-consequent); `otherwise` when no test is true."
  (setv result otherwise)
  (for [[test consequent] (reversed (clauses args))]
    (setv result `(if ~(compile-test test scope)
                      (do ~@(compile-consequent consequent scope))
                      ~result)))
  result)

(defn compile-consequent [form scope]
  "Compile the consequent of a cond within a prog: return and go act on the
  prog, at any depth of conds; a cond here is not at the prog's top level, so
  with no true clause it is A3, as in a value place."
  (setv head (head-name form))
  (cond (in head #{"return" "go"}) (compile-statement form scope)
        (= head "cond") [(compile-cond-clauses (cut form 1 None) scope '(_lisp-cond-unsatisfied))]
        True [(compile-form form scope)]))

(defn split-blocks [statements]
  "The statements of a prog cut at its labels: a list of (label, statements)."
  (setv blocks [[None []]])
  (for [s statements]
    (if (isinstance s Symbol)
        (.append blocks [(str s) []])
        (.append (get (get blocks -1) 1) s)))
  blocks)

(defn compile-prog-body [args scope]
  "The Python statements of (prog [vars] statement ...): bind the prog
  variables to NIL, run the statements, give NIL on falling off the end."
  (setv [variables #* statements] args
        names (lfor v variables (str v))
        blocks (split-blocks statements))
  (.update scope.own names)
  (.update scope.cells names)
  (setv scope.labels (dfor [i [label _]] (enumerate blocks) :if label label i))
  (setv body
        (if (= (len blocks) 1)
            [#* (sum (gfor s statements (compile-statement s scope)) [])
             '(return _lisp-NIL)]
            [`(setv _pc 0)
             `(while True
                (cond ~@(sum (gfor [i [_ block]] (enumerate blocks)
                               [`(= _pc ~i)
                                `(do ~@(sum (gfor s block (compile-statement s scope)) [])
                                     (setv _pc ~(+ i 1)))])
                             [])
                      True (return _lisp-NIL)))]))
  (bound-body names (lfor _ names '_lisp-NIL) body scope))

(defn bound-body [names values body scope]
  "Statements that bind the variables `names` to `values` (Python expressions),
  run `body`, and restore the old values on every exit.  The Python errors
  the body raises itself become LISP errors (python-error)."
  ;; Each saved value has a name of its own: a prog variable may have the
  ;; name of a parameter, and both are saved in the same Python function.
  (setv saved (lfor name names (hy.gensym (+ "_old_" (hy.mangle name)))))
  `[~@(gfor [name old] (zip names saved) `(setv ~old (. ~(cell-symbol name) value)))
    ~@(gfor [name value] (zip names values) `(setv (. ~(cell-symbol name) value) ~value))
    (try
      ~@body
      (except [_python-error #(TypeError NameError ArithmeticError)]
        (_lisp-python-error _python-error ~scope.name)
        (raise))
      (finally
        ~@(gfor [name old] (zip names saved) `(setv (. ~(cell-symbol name) value) ~old))))])

(defn module-prelude [scope]
  "The module-level definitions a compiled defun refers to."
  `[(import lisp.data [NIL :as _lisp-NIL T :as _lisp-T Cons :as _lisp-Cons intern :as _lisp-intern
                       function-of :as _lisp-function-of ∞ :as _lisp-inf -∞ :as _lisp-neg-inf
                       get :as _lisp-get]
            lisp.reader [read :as _lisp-read]
            lisp.special [special :as _lisp-special UNBOUND :as _lisp-UNBOUND
                          unbound-variable :as _lisp-unbound-variable]
            lisp.forms [cond-unsatisfied :as _lisp-cond-unsatisfied head-function :as _lisp-head-function
                        module-function :as _lisp-module-function
                        go-unlabelled :as _lisp-go-unlabelled setq-unbound :as _lisp-setq-unbound
                        python-error :as _lisp-python-error])
    ~@(gfor name (sorted scope.cells) `(setv ~(cell-symbol name) (_lisp-special ~name)))
    ~@(gfor name (sorted scope.atoms) `(setv ~(atom-symbol name) (_lisp-intern ~name)))
    ~@(gfor [sym text] (.items scope.quotes) `(setv ~sym (_lisp-read ~text)))])

(defn compile-lambda-body [params body scope]
  "The Python statements of a LISP function body: bind the parameters
  specially, then evaluate the body (a prog's statements go in directly)."
  (setv names (lfor p params (str p)))
  (if (= (head-name body) "prog")
      (bound-body names (lfor p params (Symbol (hy.mangle (str p))))
                  (compile-prog-body (cut body 1 None) scope) scope)
      (bound-body names (lfor p params (Symbol (hy.mangle (str p))))
                  [`(return ~(compile-form body scope))] scope)))

(defn defun-parts [parts]
  "Split what follows a defun's parameters: docstring, :require check, body."
  (setv parts (list parts)
        doc (when (and parts (isinstance (get parts 0) String)) (.pop parts 0))
        check (when (and parts (= (get parts 0) (Keyword "require"))) (.pop parts 0) (.pop parts 0)))
  (unless (= (len parts) 1)
    (raise (LispError "A9" f"a defun has one body form, not {(len parts)}")))
  #(doc check (get parts 0)))

(defmacro defun [name params #* parts]
  "Define the LISP 1.5 function `name`: (defun name [p1 p2] \"doc\" body).

  The function's parameters are special variables; its free variables (read
  from whoever bound them last) are listed in name.free-variables.  An
  optional `:require check` before the body is a Python-level precondition on
  the arguments, for what the report states in prose rather than in the
  M-expression (the m and n an appendix is for)."
  (import lisp.forms [Scope compile-lambda-body module-prelude defun-parts])
  (setv [doc check body] (defun-parts parts))
  (setv scope (Scope params (str name))
        statements (compile-lambda-body params body scope))
  `(do ~@(module-prelude scope)
       (defn ~name ~params
         ~@(if doc [doc] [])
         ~@(if check [check] [])
         ~@statements)
       (setv (. ~name free-variables) ~(sorted scope.free))
       ~name))
