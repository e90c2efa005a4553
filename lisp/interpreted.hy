"A deck's functions as a namespace of Python functions.

The transcription's programs are the functions of a module, and what runs,
traces, records or redefines them does it through the module (lisp.trace's
redefining and advising, the workbench's play-sta).  DeckNamespace gives the
functions a deck of EVALQUOTE doublets defines the same form: an attribute for
each, called from Python, replaced by assigning to it.

A deck's functions call each other through their atoms' property lists, so
what is assigned goes there while the deck runs: an interpreted definition as
the atom's EXPR, anything else (a game's value and succ, a tracer's advice, a
function of one's own) as its SUBR, which the interpreted calls then reach.
Calling one of the functions from Python reads the deck into the LISP system
(its DEFINEs and declarations, as EVALQUOTE would), with those replacements,
for the duration of the call; every property list it touched is restored
after it.

A call through Python (a SUBR: advice, a replacement) starts a new
association list, as a SUBR called from the interpreter has none to pass on:
the variables one function binds and another reads free must be declared
SPECIAL in the deck, so that they live in the value cells, as the report's
decks declare theirs."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        lisp.data [Atom Cons NIL intern from-python put remprop pairs plist]
        lisp.reader [show]
        lisp.interpreter [evalquote apply EXPR SUBR]
        lisp.data [spread])

(setv DEFINE (intern "DEFINE")
      LAMBDA (intern "LAMBDA")
      FUNCTION (intern "FUNCTION")
      QUOTE (intern "QUOTE")
      COND (intern "COND")
      PROG (intern "PROG")
      GO (intern "GO")
      CONSTANTS #{"T" "*T*" "F" "NIL"})

(defn free-variables [expression]
  "The variables the function (LAMBDA (params) form) reads or sets free: not
  its parameters or a prog's variables, nor T, *T*, F or NIL; in lower case and
  sorted, as a defun lists its own (its free-variables attribute)."
  (setv [_ params body] (spread expression)
        free (set))
  (defn walk [form bound]
    (cond (is (type form) Atom)
            (unless (or (in form bound) (in form.name CONSTANTS))
              (.add free (.lower form.name)))
          (is (type form) Cons)
            (let [head form.car args (spread form.cdr)]
              (cond (in head #{QUOTE GO}) None
                    ;; (FUNCTION F) names a function; only a LAMBDA there has variables
                    (is head FUNCTION) (for [f args :if (is-not (type f) Atom)] (walk f bound))
                    (is head LAMBDA) (for [f (cut args 1 None)]
                                       (walk f (| bound (set (spread (get args 0))))))
                    (is head COND) (for [clause args f (spread clause)] (walk f bound))
                    (is head PROG) (for [s (cut args 1 None) :if (is-not (type s) Atom)]
                                     (walk s (| bound (set (spread (get args 0))))))
                    (is (type head) Atom) (for [f args] (walk f bound))
                    True (for [f [head #* args]] (walk f bound))))))
  (walk body (set (spread params)))
  (sorted free))

(defclass Interpreted []
  "A function a deck defines, as a Python function: its name, its LAMBDA
  expression, the names it reads free (for TRACE), and the namespace it
  belongs to, which a call from Python loads if it is not loaded already."
  (defn __init__ [self name expression namespace]
    (setv self.name name
          self.expression expression
          self.namespace namespace
          self.free-variables (free-variables expression)
          self.__name__ name
          self.__doc__ f"{name}, interpreted: {(show expression)}"))

  (defn __call__ [self #* args]
    (if self.namespace.loaded
        (apply self.expression (from-python args) NIL)
        (with [_ (.loading self.namespace)]
          (apply self.expression (from-python args) NIL))))

  (defn __repr__ [self] f"<interpreted {self.name}>"))

(defn atoms-in [forms]
  "Every atomic symbol in the S-expressions forms."
  (setv out (set) stack (list forms))
  (while stack
    (setv x (.pop stack))
    (cond (is (type x) Atom) (.add out x)
          (is (type x) Cons) (.extend stack [x.car x.cdr])))
  out)

(defn atom-named [name]
  "The atom of the Python (mangled, lower-case) name of a function: MINV for minv."
  (intern (.upper (hy.unmangle name))))

(defclass DeckNamespace []
  "The functions that a deck's doublets (a list of (function arguments)
  pairs) DEFINE, as a namespace of Python functions named in lower case."
  (defn __init__ [self name doublets]
    (.update self.__dict__ {"__name__" name  "doublets" doublets  "loaded" False  "table" {}
                            "atoms" (atoms-in (lfor d doublets x d x))})
    (for [[function arguments] doublets :if (is function DEFINE)
          pair (spread arguments.car)]
      (setv name (.lower pair.car.name)
            (get self.table (hy.mangle name)) (Interpreted name pair.cdr.car self))))

  (defn __getattr__ [self name]
    (try (get (get self.__dict__ "table") name)
         (except [KeyError] (raise (AttributeError name)))))

  (defn __setattr__ [self name value]
    (setv (get self.table name) value)
    (when self.loaded
      (install-definition (atom-named name) value)))

  (defn __delattr__ [self name]
    (del (get self.table name)))

  (defn __dir__ [self] (list self.table))

  (defn [contextmanager] loading [self]
    "Read the deck into the LISP system for a with block, with the namespace's
    definitions on their atoms; every property list it touched comes back on exit."
    (setv atoms (| self.atoms (sfor name self.table (atom-named name)))
          saved (lfor x atoms #(x (list (pairs (plist x))))))
    (try
      (for [[function arguments] self.doublets]
        (evalquote function arguments))
      (for [[name f] (.items self.table)]
        (install-definition (atom-named name) f))
      (setv (get self.__dict__ "loaded") True)
      (yield self)
      (finally
        (setv (get self.__dict__ "loaded") False)
        (for [[x kept] saved]
          (setv x.plist (from-python (lfor pair kept item pair item))))))))

(defn install-definition [atom f]
  "Make f the function `atom` names: an Interpreted function as its EXPR, any
  other Python function as its SUBR (the other taken away)."
  (remprop atom EXPR)
  (remprop atom SUBR)
  (if (isinstance f Interpreted)
      (put atom EXPR f.expression)
      (put atom SUBR f)))

(setv __all__ (lfor name ["DeckNamespace" "Interpreted" "free-variables"] (hy.mangle name)))
