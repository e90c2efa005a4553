"Recording the calls an appendix makes: which function, with which arguments
and which free-variable bindings, returning what, in the order called; and
tracing them (lisp.trace) with the cutoffs marked.

Recording is how an Example line is checked in context: minv[P233;15]=4 must be a
call that happens during Fig. 6's sta[P;2;2;5], with alpha = 5 bound by its
callers, and not only a call one can make by hand."

(eval-when-compile (require lisp.macros [unless]))
(import lisp [NIL show bindings-of cdr to-python]
        lisp.trace [advising tracing])

(setv WATCHED ["alpha" "beta" "oldalpha" "oldbeta" "dmax"]
      APPENDIX-FUNCTIONS {"b" ["sta" "sta4" "sta1" "minv" "minvl" "maxv" "maxvl" "final" "buma" "bunb"
                     "value" "succ"]
                "c" ["sta" "sta4" "sta1" "minv" "minvl" "minvl3" "maxv" "maxvl" "maxvl3" "final"
                     "bua" "glbua" "bub" "lubub" "value" "succ"]}
      ;; The walks down a list of successors, and the bound whose cutoff ends one early.
      WALKERS {"minvl" "alpha"  "minvl3" "alpha"  "maxvl" "beta"  "maxvl3" "beta"}
      ;; The functions that value a position, and those that back a value up.
      VALUERS #{"minv" "maxv"}
      BACKERS #{"bua" "bub" "buma" "bunb"})

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

(defclass Recorder []
  "Around-advice (see lisp.trace) recording each call as a Call, in order."
  (defn __init__ [self]
    (setv self.calls []
          self.depth 0))

  (defn __call__ [self name f args]
    "Record one call of f, named name, with args, and its value."
    (setv call (Call name args (bindings-of WATCHED) self.depth))
    (.append self.calls call)
    (+= self.depth 1)
    (try
      (setv call.value (f #* args))
      (finally
        (-= self.depth 1)))
    call.value))

(defn cutoff-note [name args value made]
  "The remark on the return of a walk down a list of successors (minvl, minvl3,
  maxvl, maxvl3) that stopped before the end of the list: the positions left
  in it were never looked at.  made: the traced calls it made directly."
  (setv bound (.get WALKERS name))
  (when (and bound (is-not (get args 0) NIL))
    (setv rest (cdr (get args 0)))
    (unless (or (is rest NIL)
                (any (gfor [callee callee-args] made
                           (and (in callee WALKERS) (is (get callee-args 0) rest)))))
      (+ f"{bound} cutoff: " (.join " " (map show (to-python rest))) " never looked at"))))

(defn tracing-appendix [programs appendix-name [names None] [out None]]
  "Trace an appendix's functions (all of them, or `names`) for a with block, with
  the cutoffs marked when all the walks down lists are traced (a cutoff is seen
  as a walk that did not go on).  initia and initib, fixed for the whole
  search, are not printed at each call."
  (setv names (or names (get APPENDIX-FUNCTIONS appendix-name)))
  (tracing programs names
           :out out
           :quiet #{"initia" "initib" "initima" "initinb"}
           :note (when (<= (set WALKERS) (set names)) cutoff-note)))

(defclass Run []
  "What one top-level call of sta did: the move, every call, and the positions
  whose value was taken."
  (defn __init__ [self move calls evaluated]
    (setv self.move move
          self.calls calls
          self.evaluated evaluated))

  (defn valuations [self]
    "The calls of minv and maxv, which value a position, in order."
    (lfor c self.calls :if (in c.name VALUERS) c))

  (defn looked-at [self]
    "The positions the search looked at: those minv or maxv was called on, in order."
    (lfor c (.valuations self) (get c.args 0)))

  (defn valuing [self]
    "For each call, in order, the position being valued (by minv or maxv)
    when it was made: that of the innermost call of minv or maxv around it,
    or None for the calls outside any."
    (setv open [] out [])
    (for [c self.calls]
      (while (and open (>= (get open -1 0) c.depth))
        (.pop open))
      (.append out (when open (get open -1 1)))
      (when (in c.name VALUERS)
        (.append open #(c.depth (get c.args 0)))))
    out)

  (defn backings [self]
    "Each backing up, in order: the position whose value was backed up from
    all its successors, and its successors' values as the walk obtained them.
    A backing-up function (bua, bub, buma, bunb) is called inside a
    position's minv or maxv exactly when the walk down its successors
    reached the end of the list."
    (setv obtained {} out [])
    (for [[c p] (zip self.calls (.valuing self))]
      (when p
        (cond (in c.name VALUERS) (.append (.setdefault obtained p []) c.value)
              (in c.name BACKERS) (.append out #(p (list (.get obtained p [])))))))
    out)

  (defn _repr_html_ [self]
    "The run for Jupyter: the move, then each call and its value, indented by depth."
    (import html [escape])
    (+ f"<p>move <b>{(escape (show self.move))}</b>; evaluated ({(len self.evaluated)}):"
       f" {(escape (.join " " (map show self.evaluated)))}</p><pre>"
       (.join "\n" (gfor c self.calls (escape (+ (* "  " c.depth) (str c)))))
       "</pre>"))

  (defn backed-up [self]
    "The positions whose value was backed up from all their successors, in order."
    (lfor [p _] (.backings self) p)))

(defn recording [programs appendix recorder [names None]]
  "For a with block: the calls of an appendix's functions (all, or `names`)
  recorded by a Recorder."
  (advising programs (or names (get APPENDIX-FUNCTIONS appendix)) recorder))

(defn valuations-and-backings [appendix]
  "The names of an appendix's functions that value a position or back a value
  up: what a Run needs for its valuations and backings, and no more."
  (lfor name (get APPENDIX-FUNCTIONS appendix) :if (in name (| VALUERS BACKERS)) name))


;; The root's successors' values, without recording the search

(setv ROOT-KIND-BOUND "at most")   ; the root's successors are min-positions: a cutoff leaves an upper bound

(defclass RootWatcher []
  "Around-advice keeping, of a whole search, only what the values of the
  root's successors need: the successors as succ gave them at the root, the
  value minv or maxv came to on each, whether it was backed up from all its
  successors (a backing-up function called while it is the position being
  valued), and whether its static value was taken.  It gives what
  slagle.core.picture/successor-values gives from a recorded run, in memory
  of the path being valued and one entry a successor of the root."
  (defn __init__ [self]
    (setv self.successors None
          self.valuing []                 ; minv's and maxv's positions, outermost first
          self.came-to {}
          self.backed-up (set)
          self.taken (set)))

  (defn __call__ [self name f args]
    "Pass the call on to f, noting what it says about a successor of the root."
    (cond (in name VALUERS) (.valued self f args)
          (and (= name "succ") (is self.successors None))
            (do (setv s (f #* args)
                      self.successors (lfor p (to-python s) (show p)))
                s)
          (!= (len self.valuing) 1) (f #* args)
          (in name BACKERS) (do (.add self.backed-up (show (get self.valuing 0)))
                                (f #* args))
          (and (= name "value") (is (get args 0) (get self.valuing 0)))
            (do (.add self.taken (show (get args 0)))
                (f #* args))
          True (f #* args)))

  (defn valued [self f args]
    "A call of minv or maxv: its value, kept when it values a successor of the root."
    (.append self.valuing (get args 0))
    (try
      (setv v (f #* args))
      (finally
        (.pop self.valuing)))
    (unless self.valuing
      (setv (get self.came-to (show (get args 0))) v))
    v)

  (defn successor-values [self]
    "The value of each successor of the root as the search saw it: a list of
    {position, value, is}, as slagle.core.picture/successor-values gives it."
    (lfor name (or self.successors [])
          {"position" name
           "value" (.get self.came-to name)
           "is" (cond (in name self.taken) "exact"
                      (not-in name self.came-to) "never looked at"
                      (in name self.backed-up) "exact"
                      True ROOT-KIND-BOUND)})))

(defn watching-root [programs appendix watcher]
  "For a with block: the appendix's functions that value, back up, take a
  value or a position's successors advised by the RootWatcher watcher."
  (advising programs (lfor name (get APPENDIX-FUNCTIONS appendix)
                           :if (in name (| VALUERS BACKERS #{"value" "succ"})) name)
            watcher))
