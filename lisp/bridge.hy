"Python and interpreted LISP calling each other: the bridge between the Hy
code that `defun` compiles (the transcriptions) and the universal function
(lisp.eval).

- interpreted: a Python function that applies a function defined on cards;
- function-object: what lisp.data's function-of gives defun code for an
  interpreted function passed as an argument (lisp.data, below the
  interpreter, finds this module among those loaded: it cannot import it);
- define-subrs: a module's functions as SUBRs, for cards to call;
- using-cards: a module's own code calling the cards' definitions."

(import lisp.data [NIL intern put from-python :as from-list]
        lisp.eval [apply-spread SUBR]
        lisp.eval [ProgExit no-prog-to-leave]
        lisp.trace [redefining])



(defn interpreted [name]
  "A Python function that applies the function the atom `name` (or an atom's
  name, a string) defines, with a NIL a-list: what Hy code calls in place of
  a transcribed function when a card's DEFINE replaces it."
  (setv atom (if (isinstance name str) (intern name) name))
  (defn call [#* args]
    (apply-from-python atom args))
  (setv call.__name__ (.lower atom.name)
        call.__doc__ f"The interpreted function {atom.name}."
        call.atom atom)
  call)

(defn function-object [f]
  "The Python function that applies the LISP function f (an atom with an
  EXPR, a LAMBDA, LABEL or FUNARG expression): lisp.data's function-of for
  what is not a SUBR."
  (fn [#* args] (apply-from-python f args)))

(defn apply-from-python [f args]
  "apply[f; args; NIL] for a caller in Python: a RETURN or GO that finds no
  prog on the way is A6 there too."
  (try
    (apply-spread f (list args) NIL)
    (except [e ProgExit]
      (raise (no-prog-to-leave e) :from None))))

(defn define-subrs [namespace names]
  "Put each function `names` of the module namespace (a transcription's, say)
  on the property list of its atom, the name in upper case, as a SUBR: cards
  then call it as they call CAR.  The value: the list of the atoms."
  (from-list (lfor name names
                   :setv atom (intern (.upper name))
                   (do (put atom SUBR (getattr namespace (hy.mangle name)))
                       atom))))

(defn using-cards [namespace names]
  "A with block in which the functions `names` of the module namespace are the
  cards' definitions of their upper-case atoms (interpreted), so that the
  module's own code calls them: a backing-up function of the user's own,
  punched on a card, in place of a transcribed one."
  (redefining namespace (dfor name names name (interpreted (.upper name)))))

(setv __all__ (lfor name ["interpreted" "function-object" "apply-from-python" "define-subrs" "using-cards"]
                    (hy.mangle name)))
