"Recording the calls an appendix makes: which function, with which arguments
and which free-variable bindings, returning what, in the order called.

This is how an Example line is checked in context: minv[P233;15]=4 must be a
call that happens during Fig. 6's sta[P;2;2;5], with alpha = 5 bound by its
callers, and not only a call one can make by hand."

(import contextlib [contextmanager]
        functools [wraps]
        lisp [show bindings-of]
        appendix-a.programs [redefining playing]
        slagle.trees [TreeGame height])

(setv WATCHED ["alpha" "beta" "oldalpha" "oldbeta" "dmax"]
      PROGRAMS {"b" ["sta" "sta4" "sta1" "minv" "minvl" "maxv" "maxvl" "final" "buma" "bunb"
                     "value" "succ"]
                "c" ["sta" "sta4" "sta1" "minv" "minvl" "minvl3" "maxv" "maxvl" "maxvl3" "final"
                     "bua" "glbua" "bub" "lubub" "value" "succ"]})

(defclass Call []
  "One call: the function's name, its arguments, the watched free variables
  bound when it was called, its depth of nesting and, once returned, its value."
  (setv __slots__ #("name" "args" "bindings" "depth" "value"))

  (defn __init__ [self name args bindings depth]
    (setv self.name name
          self.args args
          self.bindings bindings
          self.depth depth
          self.value None))

  (defn __str__ [self]
    "The call in the paper's M-expression notation, name[arg;arg]=value."
    f"{self.name}[{(.join ";" (map show self.args))}]={(show self.value)}"))

(defn recorder [f name calls depth]
  "f, recording each of its calls in `calls`; depth is a one-element list shared by all."
  (defn [(wraps f)] recorded [#* args]
    (setv call (Call name args (bindings-of WATCHED) (get depth 0)))
    (.append calls call)
    (+= (get depth 0) 1)
    (try
      (setv call.value (f #* args))
      (finally
        (-= (get depth 0) 1)))
    call.value)
  recorded)

(defn [contextmanager] recording [namespace names]
  "Record the calls of the functions `names` of the module `namespace` for a
  with block; the block gets the list the calls go into."
  (setv calls [] depth [0])
  (with [_ (redefining namespace (dfor name names
                                       name (recorder (getattr namespace (hy.mangle name)) name calls depth)))]
    (yield calls)))

(defclass Run []
  "What one top-level call of sta did: the move, every call, and the positions
  whose value was taken."
  (defn __init__ [self move calls evaluated]
    (setv self.move move
          self.calls calls
          self.evaluated evaluated))

  (defn looked-at [self]
    "The positions the search looked at: those minv or maxv was called on, in order."
    (lfor c self.calls :if (in c.name #{"minv" "maxv"}) (get c.args 0))))

(defn recorded-run [root appendix-name programs m n [dmax None]]
  "Run sta of `programs` (appendix \"b\" or \"c\") on the tree `root`, recording every call."
  (import slagle.run [deeply])
  (setv game (TreeGame root)
        dmax (if (is dmax None) (height root) dmax))
  (with [_ (playing game programs)
         calls (recording programs (get PROGRAMS appendix-name))]
    (setv move (deeply (fn [] (programs.sta game.root m n dmax)))))
  (Run move calls game.evaluated))
