"Special variables with shallow binding, as LISP 1.5 bound them.

Every variable has one value cell.  Binding a variable saves the cell's old
value and stores the new one; the old value comes back on every exit, normal,
non-local or by error.  A free variable therefore reads the binding of the most
recent caller that bound it.  A cell that holds UNBOUND is unbound: reading it
is error A8, naming the variable."

(import contextlib [contextmanager]
        lisp.data [LispError])

(defclass Unbound []
  "The marker in the value cell of a variable that has no binding."
  (defn __repr__ [self] "UNBOUND"))

(setv UNBOUND (Unbound))

(defclass Special []
  "The value cell of one special variable."
  (setv __slots__ #("name" "value"))

  (defn __init__ [self name]
    (setv self.name name
          self.value UNBOUND))

  (defn __repr__ [self] f"<special {self.name}>"))

(setv CELLS {})

(defn special [name]
  "The value cell of the variable `name` (one cell a name, made on first use).
  Names are compared as Python compares identifiers: ℓ is l, old-alpha is old_alpha."
  (setv key (hy.mangle name))
  (or (.get CELLS key)
      (.setdefault CELLS key (Special name))))

(defn unbound-variable [cell]
  "Raise A8 for reading the unbound variable of `cell`."
  (raise (LispError "A8" f"unbound variable: {cell.name}")))

(defn symeval [name]
  "The current value of the variable `name`; A8 if it is unbound."
  (setv cell (special name))
  (if (is cell.value UNBOUND)
      (unbound-variable cell)
      cell.value))

(defn bound? [name]
  "True if the variable `name` has a binding now."
  (is-not (. (special name) value) UNBOUND))

(defn set-variable [name value]
  "setq from outside a defun: change the current binding of `name` (A4 if it has none)."
  (setv cell (special name))
  (when (is cell.value UNBOUND)
    (raise (LispError "A4" f"setq given on nonexistent program variable: {cell.name}")))
  (setv cell.value value))

(defn [contextmanager] binding [bindings]
  "Bind the variables of the dict `bindings` for the duration of a with block,
  as a caller would: from Hy, (with [(binding {\"alpha\" 5 \"dmax\" 1})] ...)."
  (setv cells (lfor name bindings (special name))
        saved (lfor cell cells cell.value))
  (try
    (for [[cell value] (zip cells (.values bindings))]
      (setv cell.value value))
    (yield)
    (finally
      (for [[cell old] (zip cells saved)]
        (setv cell.value old)))))

(defn bindings-of [names]
  "The current values of the variables `names`, as a dict (unbound ones left out)."
  (dfor name names
        :setv cell (special name)
        :if (is-not cell.value UNBOUND)
        name cell.value))

(setv __all__ (lfor name ["UNBOUND" "Special" "special" "unbound-variable" "symeval" "bound?"
                          "set-variable" "binding" "bindings-of"]
                    (hy.mangle name)))
