"LISP 1.5 data: atoms with property lists, cons cells, NIL, T and the numbers,
and the printer that shows them in S-expression notation.

NIL is the only false value.  T here is the manual's true atom *T*, the value
of the atom T and of every predicate that holds; the printer shows it as T.
car and cdr of an atom are errors that name the atom, as the report's
programs need them to be."

(eval-when-compile (require lisp.macros [unless]))
(import builtins
        decimal
        math
        operator
        os
        pickle
        select
        signal
        sys
        threading
        time)

;; Fixed-point numbers have no size limit here (transcription notes): Python's
;; limit on converting long integers to and from text is lifted, so that a
;; number of any size is read and printed whole.
(sys.set-int-max-str-digits 0)

(defclass LispError [Exception]
  "A LISP 1.5 error diagnostic: a code from the manual's list (A3, A8 ...) and a message."

  (defn __init__ [self code message]
    (.__init__ (super) f"{code}: {message}")
    (setv self.code code
          self.message message)))

(defn lisp-error [code message]
  "Raise the LISP error `code` with `message`."
  (raise (LispError code message)))


;; Atoms

(defclass Atom []
  "An atomic symbol: a print name and a property list (where a function it
  names is: SUBR for a Python function, EXPR for an interpreted one)."
  (setv __slots__ #("name" "plist"))

  (defn __init__ [self name]
    (setv self.name name
          self.plist None))

  (defn __repr__ [self] self.name)
  (defn __reduce__ [self] #(intern #(self.name))))

(setv ATOM-NAME (. Atom name))   ; the slot holding an atom's print name

(defclass NamedLater [Atom]
  "An atom not on the object list whose print name is given as a function,
  made the first time it is asked for: for atoms made by the many, most of
  them never printed (a game's positions)."
  (setv __slots__ #("namer"))

  (defn __init__ [self name]
    "name: the print name, or a function giving it."
    (.__init__ (super) (if (callable name) None name))
    (setv self.namer (when (callable name) name)))

  (defn [property] name [self]
    "The print name, made on first asking."
    (when (is-not self.namer None)
      (.__set__ ATOM-NAME self (self.namer))
      (setv self.namer None))
    (.__get__ ATOM-NAME self))

  (defn [name.setter] name [self text]
    (.__set__ ATOM-NAME self text)))

(setv OBLIST {})

(defn intern [name]
  "The atom whose print name is `name`, made on first use (LISP 1.5's object list)."
  (or (.get OBLIST name)
      (.setdefault OBLIST name (Atom name))))

(defclass TrueAtom [Atom]
  "The atom *T*, truth: \"The atomic symbols T and F have APVAL's whose
  values are *T* and NIL\" (p. 22), and a predicate's value is *T* or NIL.
  The atom T is another atom, whose value this is.  It prints as T, as the
  report writes truth (final[P1]=T) and the project prints it everywhere."
  (setv __slots__ #())
  (defn __repr__ [self] "T"))

(setv NIL (intern "NIL")
      T (.setdefault OBLIST "*T*" (TrueAtom "*T*"))
      F NIL)
(setv NIL.plist NIL
      T.plist NIL)

(setv ∞ math.inf
      -∞ (- math.inf))


;; Cons cells

(defclass Cons []
  "A cons cell: the pair (car . cdr)."
  (setv __slots__ #("car" "cdr"))

  (defn __init__ [self a d]
    (setv self.car a
          self.cdr d))

  (defn __eq__ [self other]
    (is-not (equal self other) NIL))

  (setv __hash__ None)

  (defn __repr__ [self]
    (show self)))

(defn cons [a d]
  "cons[a;d]: a new cell with car a and cdr d."
  (Cons a d))

(setv PLAIN-INIT Cons.__init__)


;; The cons counter (section 6.4, p. 34) and the limits of a doublet.
;;
;; While anything counts, Cons.__init__ is counting-init: every cell made,
;; by cons or by the interpreter binding a variable, adds one to COUNTED,
;; and when COUNTED reaches TRAP-AT, cons-trap sees which counter ran out.
;; Nothing counts, and cells are made at full speed, unless count[n], an
;; errorset, --max-conses or --max-seconds asks.

(defclass Halt [BaseException]
  "A limit of the doublet (--max-conses, --max-seconds) run out: it ends the
  doublet, whatever errorset it is in, and carries its LispError (.error)."
  (defn __init__ [self error]
    (.__init__ (super) (str error))
    (setv self.error error)))

(defclass Counter []
  "A cons counter: on or off, the COUNTED at which it was last reset (base)
  while on, the count it stopped at while off (frozen), and the number of
  conses that trap it (limit, None for none)."
  (defn __init__ [self]
    (setv self.on False self.base 0 self.frozen 0 self.limit None))

  (defn count [self]
    "The conses counted since the counter was last reset."
    (if self.on (- COUNTED self.base) self.frozen))

  (defn state [self]
    "What restore puts back: on-off status, count and limit."
    #(self.on (.count self) self.limit))

  (defn restore [self state]
    "Put back a state of the counter."
    (setv [on counted self.limit] state)
    (setv self.on False self.frozen counted)
    (if on (.resume self) (arm)))

  (defn start [self limit]
    "count[n]: on, reset, trapping at the limit-th cons."
    (setv self.on True self.base COUNTED self.limit limit)
    (arm))

  (defn resume [self]
    "count[NIL]: on, counting on from where it was stopped."
    (unless self.on
      (setv self.on True self.base (- COUNTED self.frozen)))
    (arm))

  (defn stop [self]
    "uncount[NIL]: off, its count kept."
    (when self.on
      (setv self.frozen (- COUNTED self.base) self.on False))
    (arm))

  (defn trap-at [self]
    "The COUNTED at which this counter traps, or None."
    (when (and self.on (is-not self.limit None))
      (+ self.base self.limit))))

(setv COUNTED 0                ; cells made while counting
      TRAP-AT (** 2 62)        ; COUNTED at which cons-trap runs
      NEVER (** 2 62)
      COUNTER (Counter)        ; the manual's: count, uncount, speak, errorset
      BUDGET (Counter)         ; --max-conses: conses a doublet may make
      DEADLINE None            ; #(serial seconds end) while a doublet has a time limit
      HALT [])                 ; the Halt to raise, once a time limit has passed

(defn counting-init [self a d]
  "Cons.__init__ while conses are counted."
  (global COUNTED)
  (setv self.car a
        self.cdr d)
  (+= COUNTED 1)
  (when (>= COUNTED TRAP-AT)
    (cons-trap)))

(defn arm []
  "Set TRAP-AT for the counters and the time limit, and make Cons count
  exactly when something counts."
  (global TRAP-AT)
  (setv traps (lfor c [COUNTER BUDGET] :setv at (.trap-at c) :if (is-not at None) at)
        TRAP-AT (cond HALT 0 traps (builtins.min traps) True NEVER))
  (setv Cons.__init__ (if (or COUNTER.on BUDGET.on DEADLINE HALT) counting-init PLAIN-INIT)))

(defn cons-trap []
  "A counter has reached its limit, or the time limit has passed: raise what
  it comes to.  The manual's counter traps with F1 (and is turned off, its
  count kept, so that the next doublet is not trapped at once); the doublet's
  limits end the doublet (Halt)."
  (check-halt)
  (cond (and BUDGET.on (>= (.count BUDGET) BUDGET.limit))
          (do (setv limit BUDGET.limit)
              (.stop BUDGET)
              (raise (Halt (LispError "F1" (+ f"CONS COUNTER TRAP: more than {limit} conses"
                                              " in one doublet (--max-conses)")))))
        (and COUNTER.on (is-not COUNTER.limit None) (>= (.count COUNTER) COUNTER.limit))
          (do (setv limit COUNTER.limit)
              (.stop COUNTER)
              (lisp-error "F1" f"CONS COUNTER TRAP: {limit} conses counted"))
        True (arm)))

(defn charge [words]
  "Count `words` cells at once, the full words of a large number about to be
  made: trapping before it is made if a counter runs out on the way."
  (global COUNTED)
  (when (is Cons.__init__ counting-init)
    (+= COUNTED words)
    (when (>= COUNTED TRAP-AT)
      (cons-trap))))

(setv BIG-BITS (** 2 20))   ; a number this large takes Python a noticeable time to make

(defn big-op [thunk bits]
  "thunk(), an arithmetic operation making a number of about `bits` bits.
  Python does such an operation at one go, which nothing stops midway: under
  a time limit, one that makes a large number is done in a child process,
  and if the limit passes first the child is stopped and the doublet ends
  (TIME)."
  (if (or (is DEADLINE None) (< bits BIG-BITS))
      (thunk)
      (in-child thunk (- (get DEADLINE 2) (time.monotonic)))))

(defn in-child [thunk seconds]
  "thunk() computed in a forked child within `seconds`; the Halt of the time
  limit if it is not done by then.  A LispError or ArithmeticError it raises
  comes back to be raised here."
  (setv [r w] (os.pipe)
        pid (os.fork))
  (when (= pid 0)
    (try
      (setv data (pickle.dumps #(True (thunk))))
      (except [e Exception]
        (setv data (pickle.dumps #(False e)))))
    (try
      (os.close r)
      (setv view (memoryview data))
      (while view
        (setv view (cut view (os.write w view) None)))
      (finally
        (os._exit 0))))
  (os.close w)
  (setv chunks [] end (+ (time.monotonic) (builtins.max seconds 0)) timed-out False)
  (try
    (while True
      (setv left (- end (time.monotonic)))
      (when (<= left 0)
        (os.kill pid signal.SIGKILL)
        (setv timed-out True)
        (break))
      (setv [ready _ _] (select.select [r] [] [] left))
      (when ready
        (setv chunk (os.read r 1048576))
        (unless chunk (break))
        (.append chunks chunk)))
    (finally
      (os.close r)
      (os.waitpid pid 0)))
  (when timed-out
    (time-out (get DEADLINE 0) (get DEADLINE 1))
    (check-halt))
  (unless chunks
    (raise (MemoryError "the operation's process ended without its result")))
  (setv [ok value] (pickle.loads (.join b"" chunks)))
  (if ok value (raise value)))

(defn uncounted [thunk]
  "thunk(), its cells not counted: what the system does between doublets
  (reading the next one) is not the doublet's."
  (setv init Cons.__init__)
  (setv Cons.__init__ PLAIN-INIT)
  (try
    (thunk)
    (finally
      (setv Cons.__init__ init))))

(defn check-halt []
  "Raise the doublet's Halt if its time limit has passed: called in the loops
  that make no cells (a PROG that only goes, a walk along a circular list)."
  (when HALT
    (raise (get HALT 0))))

(defn time-out [serial seconds]
  "The time limit of the doublet `serial` has passed (a timer's thread): the
  next cell made, or the next turn of a loop, ends it."
  (global TRAP-AT)
  (when (and DEADLINE (= (get DEADLINE 0) serial) (not HALT))
    (.append HALT (Halt (LispError "TIME" f"TIME LIMIT: the doublet ran {seconds} s (--max-seconds)")))
    (setv TRAP-AT 0)))

(defclass DoubletLimits []
  "A with block: one doublet under --max-conses (conses) and --max-seconds
  (seconds), either None for no limit."
  (setv SERIAL 0)

  (defn __init__ [self conses seconds]
    (setv self.conses conses self.seconds seconds self.timer None))

  (defn __enter__ [self]
    (global DEADLINE)
    (.clear HALT)
    (when (is-not self.conses None)
      (.start BUDGET self.conses))
    (when (is-not self.seconds None)
      (+= DoubletLimits.SERIAL 1)
      (setv serial DoubletLimits.SERIAL
            DEADLINE #(serial self.seconds (+ (time.monotonic) self.seconds))
            self.timer (threading.Timer self.seconds time-out #(serial self.seconds))
            self.timer.daemon True)
      (.start self.timer))
    (arm)
    self)

  (defn __exit__ [self #* _]
    (global DEADLINE)
    (when self.timer (.cancel self.timer))
    (setv DEADLINE None)
    (.clear HALT)
    (.stop BUDGET)
    (setv BUDGET.limit None)
    (arm)
    False))

(defn car [x]
  "car[x]: the first part of the cell x; an error for an atom."
  (if (is (type x) Cons)
      x.car
      (lisp-error "CAR" f"car of the atom {(show-atom x)}")))

(defn cdr [x]
  "cdr[x]: the second part of the cell x; an error for an atom."
  (if (is (type x) Cons)
      x.cdr
      (lisp-error "CDR" f"cdr of the atom {(show-atom x)}")))

(defn show-atom [x]
  "The printed form of x, for error messages."
  (show x))

(defmacro def-c-r [#* names]
  "Define each c..r function as the composition its letters spell."
  `(do ~@(gfor name names
               :setv path (cut (str name) 1 -1)
               `(defn ~name [x]
                  ~(+ (str name) "[x]: " (.join ", then " (gfor l (reversed path) f"c{l}r")) ".")
                  ~(do (setv form 'x)
                       (for [letter (reversed path)]
                         (setv form `(~(hy.models.Symbol f"c{letter}r") ~form)))
                       form)))))

(def-c-r caar cadr cdar cddr
         caaar caadr cadar caddr cdaar cdadr cddar cdddr
         caaaar caaadr caadar caaddr cadaar cadadr caddar cadddr
         cdaaar cdaadr cdadar cdaddr cddaar cddadr cdddar cddddr)

(defn list [#* xs]
  "list[x1;...;xn]: the list (x1 ... xn)."
  (setv result NIL)
  (for [x (reversed xs)]
    (setv result (Cons x result)))
  result)

(defn from-python [xs]
  "The LISP list of the items of the Python iterable xs."
  (list #* xs))

(defn members-and-end [l [consing True]]
  "#(the Python list of the members of the LISP list l, what ends it): NIL
  for a list, the last cdr for a dotted one.  A circular list has no end: the
  walk goes round it in place (go-round) once it has come back to a cell it
  passed, found in constant memory by Brent's method (a marker cell moved
  ahead at each power of two)."
  (setv out [] marker l steps 0 lap 2)
  (while (is (type l) Cons)
    (.append out l.car)
    (setv l l.cdr)
    (+= steps 1)
    (cond (is l marker) (go-round consing)
          (= steps lap) (setv marker l lap (* 2 lap))))
  #(out l))

(defn circular? [l]
  "True if following the cdrs of l comes back to a cell passed (Brent's
  method: constant memory, at most a few laps)."
  (setv marker l steps 0 lap 2)
  (while (is (type l) Cons)
    (setv l l.cdr)
    (+= steps 1)
    (cond (is l marker) (return True)
          (= steps lap) (setv marker l lap (* 2 lap))))
  False)

(defn go-round [consing]
  "What a walk along a circular list comes to: it never ends, in the manual's
  functions as here, but here it goes round in place, using no memory, until
  a limit of the doublet ends it (check-halt); a walk that conses (append,
  reverse, length's count) counts one cell a step on the cons counter."
  (while True
    (when consing (charge 1))
    (check-halt)))

(defn spread [l]
  "The Python list of the members of the LISP list l, a dotted list's last
  cdr left out (an argument list spread, as the interpreter and the
  M-expression reader take one)."
  (get (members-and-end l) 0))

(defn to-python [l]
  "The Python list of the members of the LISP list l; error CDR for a list
  that ends in another atom than NIL."
  (setv [out end] (members-and-end l))
  (when (is-not end NIL)
    (lisp-error "CDR" f"{(show-atom end)} ends a list that should end in NIL"))
  out)


;; Predicates: each answers *T* (T here) or NIL

(defn truth [x]
  "T if the Python truth x holds, else NIL."
  (if x T NIL))

(defn null [x] "null[x]: T if x is NIL." (if (is x NIL) T NIL))
(defn atom [x] "atom[x]: T if x is an atom (a symbol or a number)." (if (is (type x) Cons) NIL T))
(defn numberp [x] "numberp[x]: T if x is a number." (truth (number? x)))

(defn number? [x]
  "True for a LISP number: a Python int or float, never a bool."
  (and (isinstance x #(int float)) (not (isinstance x bool))))

(defn eq [x y]
  "eq[x;y]: T if x and y are the same atom (numbers compare by value)."
  (truth (or (is x y) (and (number? x) (number? y) (= x y)))))

(setv TOLERANCE 3e-6)   ; the manual's floating-point tolerance, for equal, zerop, onep

(defn same-atom? [x y]
  "True if the atoms x and y are equal: the same atom, or numbers equal as
  equal compares them.  \"Floating point numbers in S-expressions are compared
  for numerical equality with a floating point tolerance of 3 X 10^-6.  Fixed
  point numbers are compared for numerical equality.\""
  (or (is x y)
      (and (number? x) (number? y)
           (or (= x y)
               (and (or (isinstance x float) (isinstance y float))
                    (< (abs (- x y)) TOLERANCE))))))

(setv EQUAL-DEPTH (** 2 21))   ; lists nested deeper than this are circular through the car, in practice

(defn equal [x y]
  "equal[x;y]: T if x and y are the same S-expression, floating-point
  numbers within the manual's tolerance (same-atom?).  Lists are walked
  along their cdrs, and the cdrs still to compare after a car that is a list
  wait on an explicit stack, so any depth of nesting compares, up to
  EQUAL-DEPTH (then G2, as the manual's recursive equal runs out of
  push-down list on a list circular through its car).  Two
  circular lists are compared for ever, in place, as there, until a limit of
  the doublet ends it."
  (setv stack [])
  (while True
    (while (and (is (type x) Cons) (is (type y) Cons))
      (setv a x.car b y.car)
      (if (and (is (type a) Cons) (is (type b) Cons))
          (do (.append stack #(x.cdr y.cdr))
              (when (> (len stack) EQUAL-DEPTH)
                (raise (RecursionError "equal: lists nested past the push-down list")))
              (setv x a y b))
          (do (unless (same-atom? a b)
                (return NIL))
              (setv x x.cdr y y.cdr)))
      (when HALT (check-halt)))
    (unless (same-atom? x y)
      (return NIL))
    (unless stack
      (return T))
    (setv [x y] (.pop stack))))


;; Numbers

(defclass MinusZero [int]
  "The fixed-point -0: zero with its sign.  \"-0 is negative\" (p. 26); the
  7090 keeps the sign of a fixed-point number apart from its magnitude, so -0
  reads, prints and tests (minusp) as itself and computes as 0."
  (setv __slots__ #())
  (defn __new__ [cls] (.__new__ int cls 0))
  (defn __repr__ [self] "-0")
  (defn __str__ [self] "-0")
  (defn __neg__ [self] 0)
  (defn __reduce__ [self] #(MinusZero #())))

(setv MINUS-ZERO (MinusZero))

(defn negative? [x]
  "True if the number x is negative: below 0, or -0 (fixed or floating)."
  (or (< x 0)
      (is (type x) MinusZero)
      (and (isinstance x float) (= x 0) (< (math.copysign 1 x) 0))))

(defn words-of [bits]
  "The full words (35 bits of magnitude each) a fixed-point number of `bits` bits takes."
  (+ 1 (// bits 35)))

(defn numval [x fname]
  "x, if it is a number; else error I3 naming fname."
  (if (or (is (type x) int) (is (type x) float) (number? x))   ; the common cases first
      x
      (lisp-error "I3" f"bad argument to {fname}: {(show-atom x)} is not a number")))

(defn zerop [x]
  "zerop[x]: T if x = 0, or if |x| < 3×10^-6 (the manual's tolerance)."
  (truth (< (- TOLERANCE) (numval x "zerop") TOLERANCE)))
(defn lessp [x y] "lessp[x;y]: T if x < y." (truth (< (numval x "lessp") (numval y "lessp"))))
(defn greaterp [x y] "greaterp[x;y]: T if x > y." (truth (> (numval x "greaterp") (numval y "greaterp"))))

(defn extreme [x xs better? fname]
  "The number among x and xs that is better? than the others (the first of
  equals), floating point if any of them is: \"If at least one argument is a
  floating-point number, then the value of the function will be a
  floating-point number.\""
  (setv best (numval x fname)
        floating (is (type best) float))
  (for [y xs]
    (setv y (numval y fname))
    (when (is (type y) float)
      (setv floating True))
    (when (better? y best)
      (setv best y)))
  (if floating (float best) best))

(defn min [x #* xs]
  "min[x1;...;xn]: the least of the numbers, floating if any is (extreme)."
  (extreme x xs operator.lt "min"))

(defn max [x #* xs]
  "max[x1;...;xn]: the greatest of the numbers, floating if any is (extreme):
  \"Note that max[3;2.0] = 3.0.\""
  (extreme x xs operator.gt "max"))

(defn expt [x y]
  "expt[x;y]: x to the power y (2 to the -∞ is 0).  \"If both x and y are
  fixed-point numbers, this is computed by iterative multiplication.
  Otherwise the power is computed by using logarithms.  The first argument
  cannot be negative\" (error I2).  A negative fixed-point power is a
  floating-point number here (2^-1 = 0.5).  A fixed-point power counts its
  full words on the cons counter before it is computed (charge)."
  (when (< (numval x "expt") 0)
    (lisp-error "I2" f"first argument negative - expt: {(show-atom x)}"))
  (numval y "expt")
  (setv bits (if (and (isinstance x int) (isinstance y int) (> y 0) (> x 1)) (* y (.bit-length x)) 0))
  (when bits
    (charge (words-of bits)))
  (trapped (big-op (fn [] (** x y)) bits) [x y] "expt"))

(defn log2 [x]
  "log2[x]: the logarithm of x to the base 2 (log2[0] is -∞)."
  (if (= (numval x "log2") 0) -∞ (math.log2 x)))

(defn trapped [result arguments fname]
  "result, unless it is a floating overflow: an infinity (or NaN) made of
  finite arguments is the 7090's floating point trap, error G1."
  (if (and (isinstance result float) (not (math.isfinite result))
           (all (gfor x arguments (or (not (isinstance x float)) (math.isfinite x)))))
      (lisp-error "G1" f"floating point trap in {fname}: the result is out of range")
      result))

(defn plus [#* xs]
  "plus[x1;...;xn]: the sum."
  (trapped (sum (gfor x xs (numval x "plus"))) xs "plus"))
(defn difference [x y]
  "difference[x;y]: x - y."
  (trapped (- (numval x "difference") (numval y "difference")) [x y] "difference"))
(defn times [#* xs]
  "times[x1;...;xn]: the product.  A product of large fixed-point numbers
  counts its full words on the cons counter before it is computed (charge)."
  (setv xs (lfor x xs (numval x "times"))
        bits (if (all (gfor x xs (isinstance x int))) (sum (gfor x xs (.bit-length x))) 0))
  (when (> bits 35)
    (charge (words-of bits)))
  (trapped (big-op (fn [] (math.prod xs)) bits) xs "times"))
(defn add1 [x] "add1[x]: x + 1." (+ (numval x "add1") 1))
(defn sub1 [x] "sub1[x]: x - 1." (- (numval x "sub1") 1))

(defn error [x]
  "error[x]: the A1 diagnostic, printing x."
  (lisp-error "A1" f"error called with {(show-atom x)}"))


;; Property lists: (indicator1 property1 indicator2 property2 ...)

(defn get [x indicator]
  "get[x;i]: the property of the atom x under indicator i, or NIL."
  (setv p (property x indicator))
  (if (is p None) NIL p))

(defn property [x indicator]
  "The property of the atom x under indicator i, or None if it has none."
  (setv l (plist x))
  (while (is (type l) Cons)
    (when (is l.car indicator)
      (return (car l.cdr)))
    (setv l (cdr l.cdr)))
  None)

(defn put [x indicator property]
  "put[x;i;p]: give the atom x the property p under indicator i; the value is p."
  (remprop x indicator)
  (setv x.plist (Cons indicator (Cons property (plist x))))
  property)

(defn remprop [x indicator]
  "remprop[x;i]: remove the property under indicator i from the atom x; the value is NIL."
  (setv kept (gfor [i p] (pairs (plist x)) :if (is-not i indicator) [i p]))
  (setv x.plist (list #* (sum kept [])))
  NIL)

(defn pairs [l]
  "The (indicator property) pairs of the property list l."
  (setv items (to-python l))
  (zip (cut items 0 None 2) (cut items 1 None 2)))

(defn plist [x]
  "The property list of the atom x."
  (unless (isinstance x Atom)
    (lisp-error "CAR" f"{(show-atom x)} has no property list"))
  (when (is x.plist None)
    (setv x.plist NIL))
  x.plist)


;; The printer: data in S-expression notation (here, below the reader, so
;; that every error message can print what it is about)

(setv SHORT-BITS 30000   ; Python converts ints up to this size to text at once
      DECIMAL (decimal.Context :prec decimal.MAX-PREC :Emax decimal.MAX-EMAX :Emin decimal.MIN-EMIN))

(defn decimal-text [n]
  "The decimal digits of the int n, however long: split in halves at a power
  of two, each half converted and joined by decimal arithmetic, whose
  multiplication is fast for long numbers, where Python's own conversion
  takes time growing as the square of the length."
  (setv powers {})
  (defn power [w]
    "2^w as a decimal, each made once."
    (when (not-in w powers)
      (setv (get powers w) (.power DECIMAL (decimal.Decimal 2) w)))
    (get powers w))
  (defn convert [n w]
    "The decimal of the w-bit int n."
    (if (<= w SHORT-BITS)
        (decimal.Decimal n)
        (do (setv half (>> w 1)
                  high (>> n half)
                  low (- n (<< high half)))
            (.add DECIMAL (convert low half) (.multiply DECIMAL (convert high (- w half)) (power half))))))
  (setv text (str (convert (abs n) (.bit-length n))))
  (if (< n 0) (+ "-" text) text))

(defn show-number [x]
  "The printed form of a number: a fixed-point number whole, however long
  (decimal-text); a floating-point one as the manual punches it
  (show-float); ∞ and -∞ as the report writes them."
  (cond (is (type x) int) (if (> (.bit-length x) SHORT-BITS) (decimal-text x) (str x))
        (and (isinstance x float) (math.isinf x)) (if (> x 0) "∞" "-∞")
        (and (isinstance x float) (math.isnan x)) "NaN"
        (isinstance x float) (show-float x)
        True (str x)))

(defn show-float [x]
  "The finite floating-point number x in a form the manual's reader takes
  (section 4.1, a): a decimal point neither first nor last, and an exponent,
  where there is one, as the letter E and a signed power of ten written
  directly after the number: 1.0E-5, 1.5E16, 0.25.  The digits are the
  fewest that read back as x (Python's repr)."
  (setv [digits _ power] (.partition (repr x) "e"))
  (when (not-in "." digits)   ; repr's 1e-05: rule 1 wants the point
    (setv digits (+ digits ".0")))
  (if power
      (+ digits "E" (str (int power)))   ; -05 is -5, +16 is 16
      digits))

(defn show [x]
  "show[x]: x in S-expression notation, e.g. (A . B), (2 6 7), NIL."
  (if (is (type x) Cons)
      (show-list x)
      (show-atomic x)))

(defn show-atomic [x]
  "The printed form of anything but a cons cell; *T* prints as T (TrueAtom)."
  (cond (is x T) "T"
        (isinstance x Atom) x.name
        (number? x) (show-number x)
        True (repr x)))

(setv CIRCULAR "...")   ; printed for a list that contains itself

(defn show-list [x]
  "The printed form of the list x, walking cdrs in a loop and cars with an
  explicit stack of the rests of the lists still open, not by recursion.
  The cells of the lists open are remembered (path): a car or cdr that comes
  back to one of them, a circular list the 7090's printer would have printed
  until the job's output ran out, is printed as ... and its list closed, so
  that printing ends and what follows runs (transcription notes)."
  (setv out ["("] stack [] cells [x] path #{(id x)})
  (while True
    (setv head x.car)
    (cond (and (is (type head) Cons) (not-in (id head) path))
            (do (.append stack #(x.cdr cells))
                (.append out "(")
                (setv x head cells [x])
                (.add path (id x))
                (continue))
          (is (type head) Cons) (.append out CIRCULAR)
          True (.append out (show-atomic head)))
    (setv rest x.cdr)
    (when (and (is (type rest) Cons) (in (id rest) path))
      (.append out (+ " " CIRCULAR))
      (setv rest NIL))
    ;; Close each list that ends here; go on with the first that does not.
    (while (is-not (type rest) Cons)
      (unless (is rest NIL)
        (.append out " . ")
        (.append out (show-atomic rest)))
      (.append out ")")
      (for [c cells] (.discard path (id c)))
      (unless stack
        (return (.join "" out)))
      (setv [rest cells] (.pop stack))
      (when (and (is (type rest) Cons) (in (id rest) path))
        (.append out (+ " " CIRCULAR))
        (setv rest NIL)))
    (.append out " ")
    (setv x rest)
    (.append cells x)
    (.add path (id x))))


;; The built-in functions that may be passed as functional arguments

(setv SUBR (intern "SUBR")
      EXPR (intern "EXPR"))

(for [[name f] [["LESSP" lessp] ["GREATERP" greaterp] ["EQ" eq] ["EQUAL" equal]
                ["CAR" car] ["CDR" cdr] ["CONS" cons] ["NULL" null] ["ATOM" atom]
                ["ZEROP" zerop] ["MIN" min] ["MAX" max] ["PLUS" plus] ["TIMES" times]]]
  (put (intern name) SUBR f))

(defn function-of [f]
  "The Python function that f names: f itself if callable; an atom's SUBR; for
  an atom with an EXPR, or a LAMBDA, LABEL or FUNARG expression, a function
  that applies it with the interpreter (lisp.bridge).  A2 if f names none."
  (cond (is (type f) Atom)
          ;; EXPR before SUBR, whatever their order, as the interpreter asks for them
          (cond (is-not (property f EXPR) None) (interpreted-function f)
                (is-not (setx subr (property f SUBR)) None) subr
                True (lisp-error "A2" f"function object has no definition: {f.name}"))
        (is (type f) Cons) (interpreted-function f)
        (callable f) f
        True (lisp-error "A2" f"{(show-atom f)} is not a function")))

(defn interpreted-function [f]
  "The Python function that applies the LISP function f with the interpreter
  (lisp.bridge's function-object), if the interpreter is loaded: it sits
  above this module, which cannot import it, and only interpreted code can
  hand defun code a LISP function to call.  Without it, f is no function (A2)."
  (setv bridge (.get sys.modules "lisp.bridge"))
  (if (is bridge None)
      (lisp-error "A2" f"{(show f)} needs the LISP interpreter: import lisp.interpreter")
      (bridge.function-object f)))

(setv __all__ (lfor name ["LispError" "lisp-error" "Halt" "DoubletLimits" "uncounted" "big-op" "Atom" "Cons" "OBLIST" "intern" "NIL" "T" "F" "∞" "-∞"
                          "cons" "car" "cdr"
                          "caar" "cadr" "cdar" "cddr" "caaar" "caadr" "cadar" "caddr" "cdaar" "cdadr"
                          "cddar" "cdddr" "caaaar" "caaadr" "caadar" "caaddr" "cadaar" "cadadr"
                          "caddar" "cadddr" "cdaaar" "cdaadr" "cdadar" "cdaddr" "cddaar" "cddadr"
                          "cdddar" "cddddr"
                          "list" "from-python" "to-python" "truth" "null" "atom" "numberp" "number?"
                          "eq" "equal" "TOLERANCE" "MINUS-ZERO" "MinusZero" "negative?" "zerop" "lessp" "greaterp" "min" "max" "expt" "log2" "plus"
                          "difference" "times" "add1" "sub1" "error" "get" "put" "remprop" "plist"
                          "function-of" "show"]
                    (hy.mangle name)))
