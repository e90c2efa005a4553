"The report's programs as card decks: Appendices A, B and C as the DEFINE decks
a 1963 reader would have punched from the M-expressions
(appendix_a/appendix-a.deck, appendix_b/appendix-b.deck, appendix_c/appendix-c.deck).

deck-definitions gives a deck's definitions by name, as S-expressions, for
comparison with the M-expressions of the transcription's docstrings and with
its defun bodies."

(require lisp.macros [unless])
(import contextlib [contextmanager]
        pathlib [Path]
        lisp [Atom Cons NIL LispError intern show to-python from-python put remprop]
        lisp.reader [tokens read-form parse-atom ILLEGAL]
        slagle.trees [nodes])

(setv ROOT (. (Path __file__) parent parent)
      DECKS {"a" (/ ROOT "appendix_a" "appendix-a.deck")
             "b" (/ ROOT "appendix_b" "appendix-b.deck")
             "c" (/ ROOT "appendix_c" "appendix-c.deck")}
      ;; The decks an appendix's programs need, in the order they are read.
      LOADS {"a" ["a"]  "b" ["a" "b"]  "c" ["a" "c"]}
      DEFINE (intern "DEFINE"))

(defn deck-text [appendix]
  "The text of the deck of `appendix` (\"a\", \"b\" or \"c\")."
  (.read-text (get DECKS appendix) :encoding "utf-8"))

(defn uncommented [text]
  "text without its comments (; to the end of a line)."
  (.join "\n" (gfor line (.split text "\n") (get (.split line ";" 1) 0))))

(defn deck-forms [text]
  "The S-expressions of a deck, in order."
  (setv text (uncommented text)
        toks (tokens text)
        i 0 out [])
  (while (< i (len toks))
    (setv [form i] (read-form toks i text))
    (.append out form))
  out)

(defn doublets [text]
  "The doublets (function, arguments) of a deck, in order."
  (setv forms (deck-forms text))
  (lfor i (range 0 (len forms) 2) #((get forms i) (get forms (+ i 1)))))

(defn deck-definitions [appendix]
  "The definitions of `appendix`'s deck: a dict from each function's name, in
  lower case as the transcription spells it, to its DEFINE pair (NAME (LAMBDA ...))."
  (dfor [function arguments] (doublets (deck-text appendix))
        :if (is function DEFINE)
        pair (to-python (. arguments car))
        (.lower (. pair car name)) pair))


;; ---------------------------------------------------------------------------
;; A deck's functions as a namespace of Python functions
;;
;; The transcription's programs are the functions of a module, and the
;; workbench runs, traces, records and redefines them through the module
;; (play-sta, lisp.trace's redefining and advising).  DeckPrograms gives the
;; functions a deck defines the same form: an attribute for each, called from
;; Python, replaced by assigning to it.  What is assigned goes on the atom's
;; property list while the deck runs: an interpreted definition as its EXPR,
;; anything else (the game's value and succ, a tracer's advice, a backing-up
;; function of one's own) as its SUBR, which interpreted calls then reach.

(setv EXPR (intern "EXPR")
      SUBR (intern "SUBR")
      LAMBDA (intern "LAMBDA")
      QUOTE (intern "QUOTE")
      COND (intern "COND")
      PROG (intern "PROG")
      SETQ (intern "SETQ")
      GO (intern "GO")
      CONSTANTS #{"T" "F" "NIL"})

(defn lisp-members [l]
  "The members of the LISP list l, as a Python list."
  (setv out [])
  (while (is (type l) Cons)
    (.append out l.car)
    (setv l l.cdr))
  out)

(defn free-variables [expression]
  "The variables the function (LAMBDA (params) form) reads or sets free: not
  its parameters or a prog's variables, nor T, F, NIL; in lower case, sorted,
  as a defun lists them (free-variables)."
  (setv [_ params body] (lisp-members expression)
        free (set))
  (defn walk [form bound]
    (cond (is (type form) Atom)
            (unless (or (in form bound) (in form.name CONSTANTS))
              (.add free (.lower form.name)))
          (is (type form) Cons)
            (do (setv head form.car
                      args (lisp-members form.cdr))
                (cond (is head QUOTE) None
                      (is head GO) None
                      (is head COND) (for [clause args]
                                       (for [f (lisp-members clause)] (walk f bound)))
                      (is head PROG) (do (setv inner (| bound (set (lisp-members (get args 0)))))
                                         (for [s (cut args 1 None)]
                                           (unless (is (type s) Atom) (walk s inner))))
                      (is head SETQ) (for [f args] (walk f bound))
                      (is (type head) Atom) (for [f args] (walk f bound))
                      True (for [f [head #* args]] (walk f bound))))))
  (walk body (set (lisp-members params)))
  (sorted free))

(defclass Interpreted []
  "A function a deck defines, called from Python: its name, its LAMBDA
  expression, and the deck's namespace, which it loads onto the property list
  if it is not loaded already (a call from Python, not from the deck)."
  (defn __init__ [self name expression namespace]
    (setv self.name name
          self.expression expression
          self.namespace namespace
          self.free-variables (free-variables expression)
          self.__name__ name
          self.__doc__ f"{name}, interpreted: {(show expression)}"))

  (defn __call__ [self #* args]
    (import lisp.eval [apply])
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

(defclass DeckPrograms []
  "The functions that the decks of an appendix define, as a namespace of
  Python functions for play-sta, redefining, advising and tracing."
  (defn __init__ [self appendix]
    (setv forms (lfor a (get LOADS appendix) f (deck-forms (deck-text a)) f)
          (get self.__dict__ "__name__") f"the deck of Appendix {(.upper appendix)}"
          (get self.__dict__ "doublets") (lfor i (range 0 (len forms) 2)
                                              #((get forms i) (get forms (+ i 1))))
          (get self.__dict__ "atoms") (atoms-in forms)
          (get self.__dict__ "loaded") False
          (get self.__dict__ "table") {})
    (for [[function arguments] self.doublets :if (is function DEFINE)
          pair (lisp-members arguments.car)]
      (setv name (.lower pair.car.name)
            (get self.table (hy.mangle name)) (Interpreted name pair.cdr.car self))))

  (defn __getattr__ [self name]
    (try (get (get self.__dict__ "table") name)
         (except [KeyError] (raise (AttributeError name)))))

  (defn __setattr__ [self name value]
    (setv (get self.table name) value)
    (when self.loaded
      (install-definition (intern (.upper (hy.unmangle name))) value)))

  (defn __delattr__ [self name]
    (del (get self.table name)))

  (defn __dir__ [self] (list self.table))

  (defn [contextmanager] loading [self]
    "Read the deck into the LISP system for a with block (its DEFINEs and
    SPECIAL declarations, as EVALQUOTE would), with what the namespace's
    functions have been replaced by; the property lists come back on exit."
    (import lisp.eval [evalquote])
    (setv atoms (| self.atoms (sfor name self.table (intern (.upper (hy.unmangle name)))))
          saved (dfor x atoms x (property-pairs x)))
    (try
      (for [[function arguments] self.doublets]
        (evalquote function arguments))
      (for [[name f] (.items self.table)]
        (install-definition (intern (.upper (hy.unmangle name))) f))
      (setv (get self.__dict__ "loaded") True)
      (yield self)
      (finally
        (setv (get self.__dict__ "loaded") False)
        (for [[x pairs] (.items saved)]
          (setv x.plist (from-python (lfor [i p] pairs q [i p] q))))))))

(defn property-pairs [x]
  "The (indicator property) pairs of the atom x's property list."
  (setv items (lisp-members (or x.plist NIL)))
  (list (zip (cut items 0 None 2) (cut items 1 None 2))))

(defn install-definition [atom f]
  "Make f the function `atom` names: an Interpreted function as its EXPR, any
  other Python function as its SUBR (the other taken away)."
  (remprop atom EXPR)
  (remprop atom SUBR)
  (if (isinstance f Interpreted)
      (put atom EXPR f.expression)
      (put atom SUBR f)))

(defn deck-programs [appendix]
  "The programs of Appendix `appendix` (\"b\" or \"c\") as their deck defines them."
  (DeckPrograms appendix))


;; ---------------------------------------------------------------------------
;; A tree's game as cards, for the LISP 1.5 top level (slagle lisp)
;;
;; Run from Python, a deck reaches the game in hand through the property
;; list: value, succ and final are the game's Python functions, as SUBRs
;; (play-sta with DeckPrograms).  On cards, a reader of 1963 would punch the
;; tree itself: each position's static value and successors on its property
;; list (DEFLIST), and value, succ and final that look them up.

(setv FINAL-PARAMETERS {"b" "(P DMAX)"  "c" "(P ALPHA BETA DMAX)"})

(defn punchable [name]
  "name, if the LISP reader reads it back as the atom it is; error DECK if not."
  (when (or (.search ILLEGAL name) (not (isinstance (parse-atom name) Atom)))
    (raise (LispError "DECK" f"the position {name} cannot be punched on a card: the reader would not read it back")))
  name)

(defn successor-list [node]
  "The successors of node in list notation, NIL if none."
  (if node.children
      (+ "(" (.join " " (gfor c node.children c.name)) ")")
      "NIL"))

(defn game-cards [root appendix]
  "The cards of the game the tree `root` defines, for Appendix `appendix`'s
  final[p;dmax] (\"b\") or final[p;alpha;beta;dmax] (\"c\"): true at a tip, and
  wherever zerop[dmax], as the tree games of the figures are."
  (setv positions (nodes root))
  (.join "\n"
         ["; The game: each position's value (NIL if the tree gives none) and"
          "; successors (NIL at a tip) on its property list."
          "DEFLIST (("
          #* (gfor node positions
                   f"({(punchable node.name)} {(if (is node.value None) "NIL" (show node.value))})")
          ") VALUE)"
          "DEFLIST (("
          #* (gfor node positions
                   f"({node.name} {(successor-list node)})")
          ") SUCC)"
          "DEFINE (("
          "(VALUE (LAMBDA (P) (GET P (QUOTE VALUE))))"
          "(SUCC (LAMBDA (P) (GET P (QUOTE SUCC))))"
          f"(FINAL (LAMBDA {(get FINAL-PARAMETERS appendix)} (OR (NULL (GET P (QUOTE SUCC))) (ZEROP DMAX))))"
          "))"
          ""]))

(defn parameter-cards [parameters]
  "DEFINE cards for the backing-up parameters x, y, r, s given as numbers."
  (setv given (lfor [name k] (.items parameters) :if (is-not k None) [name k]))
  (if given
      (.join "\n" ["; The backing-up functions' parameters, as given."
                   "DEFINE (("
                   #* (gfor [name k] given f"({(.upper name)} (LAMBDA (DMAX) {(show k)}))")
                   "))"
                   ""])
      ""))

(defn run-cards [root appendix m n dmax [parameters {}]]
  "The whole deck of a run, for `slagle lisp`: the decks of Appendix A and of
  `appendix`, the tree's game, the parameters given, and the doublet
  STA (root m n dmax)."
  (.join "\n" [#* (gfor a (get LOADS appendix) (deck-text a))
               (game-cards root appendix)
               #* (if (parameter-cards parameters) [(parameter-cards parameters)] [])
               f"STA ({(punchable root.name)} {m} {n} {dmax})"
               "FIN"
               ""]))
