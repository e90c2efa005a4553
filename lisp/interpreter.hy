"The LISP 1.5 system as a program sees it: the universal function (lisp.eval),
with its PROG feature, the functions of Appendix A on their atoms'
property lists (lisp.functions), the bridge to Python (lisp.bridge) and
the compiler (lisp.compiler), loaded together.  Import from here to use the interpreter; the layers below
each import only the ones under them:

    lisp.data, lisp.special, lisp.forms     atoms, lists, cells, the printer
    lisp.eval                               evalquote, apply, eval, evcon, evlis; prog
    lisp.functions, lisp.bridge             Appendix A; Python <-> interpreted code
    lisp.compiler                           COMPILE: EXPRs into SUBRs
    lisp.interpreter                        all of them (this module)
    lisp.toplevel, lisp.interpreted         decks of doublets; a deck as a namespace"

(import lisp.eval [evalquote apply eval evcon evlis value assign cell-of special? prop
                   diagnostic diagnostic-text DIAGNOSTICS python-errors-as-diagnostics prog ProgExit no-prog-to-leave
                   apply-spread EXPR FEXPR SUBR FSUBR APVAL SPECIAL TRACE]
        lisp.eval :as universal
        lisp.functions
        lisp.compiler
        lisp.bridge [interpreted function-object apply-from-python define-subrs using-cards])

(defn tracing? []
  "True once trace[] has flagged a function: the interpreter then looks for TRACE flags."
  universal.TRACING)

(defn set-tracing [on]
  "Let the interpreter look for TRACE flags (on) or not: a TEST packet restores it."
  (setv universal.TRACING on))

(setv __all__ (lfor name ["evalquote" "apply" "eval" "evcon" "evlis" "prog" "value" "assign"
                          "cell-of" "special?" "prop" "diagnostic" "diagnostic-text" "DIAGNOSTICS"
                          "python-errors-as-diagnostics" "apply-spread"
                          "EXPR" "FEXPR" "SUBR" "FSUBR" "APVAL" "SPECIAL" "TRACE"
                          "ProgExit" "no-prog-to-leave"
                          "interpreted" "function-object" "apply-from-python" "define-subrs"
                          "using-cards" "tracing?" "set-tracing"]
                    (hy.mangle name)))
