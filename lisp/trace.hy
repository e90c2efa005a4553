"TRACE and UNTRACE, as LISP 1.5 had them, and the redefinition they rest on.

A LISP 1.5 function calls another through its name, so changing what a name
is defined as changes every call of it.  Here a defined function is a global
of its module (its namespace): `redefining` changes some of them for a with
block and restores them on every exit; `advising` wraps them in advice that
sees each call; TRACE is one piece of advice.

A traced function prints each call, as an S-expression with the current
bindings of the function's free variables (the ones its description lists),
and each return, indented by the depth of traced calls:

    (minv P233 15)   ; alpha = 5, dmax = 1
    minv = 4

LISP 1.5's TRACE printed ARGUMENTS OF MINV and VALUE OF MINV, each over lines
of its own; one line a call and one a return, in S-expression notation, reads
better beside the paper and shows the same things.

From Hy:  (with [(tracing appendix-c [\"minv\" \"maxv\"])] ...)  traces for a
block; (trace appendix-c [\"minv\"]) and (untrace appendix-c) as LISP 1.5's
trace[(MINV)] and untrace[(MINV)]."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        functools [wraps]
        sys
        lisp.data [LispError]
        lisp.reader [show]
        lisp.special [bindings-of])

(defn [contextmanager] redefining [namespace definitions]
  "Define the functions of the dict `definitions` in the module `namespace` for
  the duration of a with block, restoring the old definitions on every exit."
  (setv saved (dfor name definitions name (getattr namespace (hy.mangle name) None)))
  (try
    (for [[name f] (.items definitions)]
      (setattr namespace (hy.mangle name) f))
    (yield namespace)
    (finally
      (for [[name f] (.items saved)]
        (if (is f None)
            (delattr namespace (hy.mangle name))
            (setattr namespace (hy.mangle name) f))))))

(defn definition [namespace name]
  "The function `name` of `namespace`; error TRACE if it has none."
  (setv f (getattr namespace (hy.mangle name) None))
  (unless (callable f)
    (raise (LispError "TRACE" f"{name} is not a function of {namespace.__name__}")))
  f)

(defn names-of [names]
  "A list of function names, from a list of them or one name alone."
  (if (isinstance names str) [names] (list names)))

(defn advised [f name advice]
  "f with around-advice: a call of it is (advice name f args)."
  (defn [(wraps f)] advised-f [#* args]
    (advice name f args))
  (setv advised-f.unadvised f)
  advised-f)

(defn advising [namespace names advice]
  "Wrap the functions `names` of `namespace` in `advice` for a with block."
  (redefining namespace (dfor name (names-of names)
                              name (advised (definition namespace name) name advice))))

(defclass Tracer []
  "Around-advice that prints calls and returns, indented by depth.

  quiet: free variables not to print.  note: a function of the call's name,
  arguments, value and the traced calls it made directly (a list of
  [name args]), giving a remark for the return line, or None."

  (defn __init__ [self [out None] [quiet #{}] [note None]]
    (setv self.out out
          self.quiet quiet
          self.note note
          self.depth 0
          self.children []))

  (defn emit [self depth text]
    "Print one line of the trace, indented for depth."
    (print (+ (* "  " depth) text) :file (or self.out sys.stdout)))

  (defn free-bindings [self f]
    "The bindings of f's free variables, as \"   ; alpha = 5, dmax = 1\"."
    (setv names (lfor v (getattr f "free_variables" []) :if (not-in v self.quiet) v)
          bound (bindings-of names))
    (if bound
        (+ "   ; " (.join ", " (gfor [v x] (.items bound) f"{v} = {(show x)}")))
        ""))

  (defn __call__ [self name f args]
    "Trace one call of f, named name, with args."
    (setv depth self.depth)
    (when self.children
      (.append (get self.children -1) [name args]))
    (.emit self depth (+ "(" (.join " " [name #* (map show args)]) ")" (.free-bindings self f)))
    (setv self.depth (+ depth 1))
    (.append self.children [])
    (try
      (setv value (f #* args))
      (except [e LispError]
        (.emit self depth f"{name} exits by error {e.code}")
        (raise))
      (finally
        (setv self.depth depth
              made (.pop self.children))))
    (setv remark (when self.note (self.note name args value made)))
    (.emit self depth (+ f"{name} = {(show value)}" (if remark f"   ; {remark}" "")))
    value))

(defn [contextmanager] tracing [namespace names #** options]
  "Trace the functions `names` of `namespace` for a with block; the options are
  the Tracer's (out, quiet, note).  The definitions come back on every exit."
  (with [_ (advising namespace names (Tracer #** options))]
    (yield)))

(defn trace [namespace names #** options]
  "LISP 1.5's trace: trace the functions `names` of `namespace` until untrace.
  The value: the names."
  (setv tracer (Tracer #** options)
        names (names-of names)
        functions (lfor name names (definition namespace name)))
  (for [[name f] (zip names functions)]
    (unless (hasattr f "unadvised")
      (setattr namespace (hy.mangle name) (advised f name tracer))))
  names)

(defn untrace [namespace [names None]]
  "LISP 1.5's untrace: the functions `names` of `namespace` (all, if None)
  untraced.  The value: the names untraced."
  (setv done [])
  (for [name (if (is names None) (lfor k (dir namespace) (hy.unmangle k)) (names-of names))]
    (setv f (getattr namespace (hy.mangle name) None))
    (when (hasattr f "unadvised")
      (setattr namespace (hy.mangle name) f.unadvised)
      (.append done name)))
  done)

(setv __all__ (lfor name ["redefining" "advising" "Tracer" "tracing" "trace" "untrace"]
                    (hy.mangle name)))
