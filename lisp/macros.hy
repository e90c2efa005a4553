"The one macro the project's Hy takes beyond Hy's core: `unless`.

hyrule has it, but importing hyrule loads every one of its modules (a quarter
of a second at start-up); this module is all `(require lisp.macros [unless])` gave."

(defmacro unless [test #* body]
  "Evaluate body when test is false, as hyrule's unless: (when (not test) body...)."
  `(when (not ~test) ~@body))
