"The paper's text, read by machine (lisp.mexpr): the report's M-expression
notation translated by the LISP 1.5 Manual's rules; each \"Definition:\" of the
transcription's docstrings read and compared with the deck's definition, and
each defun body with both; and each Example line read and run on the decks."

(require lisp.macros [unless])
(import pathlib [Path]
        pytest
        lisp [show]
        lisp.mexpr [read-definition read-form definition-text MexprError]
        sexpr [defun-sexpr defun-forms defun-docstring]
        slagle.core.decks [deck-definitions])

(setv ROOT (. (Path __file__) parent parent)
      SOURCES {"a" (/ ROOT "appendix_a" "programs.hy")
               "b" (/ ROOT "appendix_b" "programs.hy")
               "c" (/ ROOT "appendix_c" "programs.hy")}
      ;; Typeset over two lines or by juxtaposition: the decks write them by hand.
      TYPESET #{"buma" "bunb" "bua" "glbua" "bub" "lubub"}
      ;; Not in the report's appendices: the backing-up functions' parameters
      ;; (added, in the transcription and the deck alike).
      PARAMETERS #{"x" "y" "r" "s"})

;; ---------------------------------------------------------------------------
;; The notation, rule by rule (Manual, Section 1.6; 3.1; 3.3; 4.2)

(setv TRANSLATIONS
  [;; names in upper case; constants quoted; T F NIL as they are; numbers
   ["car[x]" "(CAR X)"]
   ["ff[car[X]]" "(FF (CAR (QUOTE X)))"]
   ["f[T;F;NIL;NOSUCC]" "(F T F NIL (QUOTE NOSUCC))"]
   ["f[]" "(F)"]
   ["sta1[ℓ;alpha;best;dmax]" "(STA1 L ALPHA BEST DMAX)"]
   ["f[3;2.5;∞;-∞;-2]" "(F 3 2.5 ∞ -∞ -2)"]
   ;; conditional expressions, with cond and without
   ["cond[null[x] → NIL; T → f[x]]" "(COND ((NULL X) NIL) (T (F X)))"]
   ["[atom[x] → x; T → ff[car[x]]]" "(COND ((ATOM X) X) (T (FF (CAR X))))"]
   ["cond[p -> a; T -> b]" "(COND (P A) (T B))"]
   ;; prog, setq, return, go
   ["prog[[u;v]; setq[u;f[v]]; go[A]; return[u]]"
    "(PROG (U V) (SETQ U (F V)) (GO A) (RETURN U))"]
   ["prog[[]; return[x]]" "(PROG NIL (RETURN X))"]
   ;; λ and label; a λ as an argument is a functional argument
   ["λ[[x;y];cons[y;x]][A;B]" "((LAMBDA (X Y) (CONS Y X)) (QUOTE A) (QUOTE B))"]
   ["maplist[x;λ[[j];cons[car[j];X]]]" "(MAPLIST X (FUNCTION (LAMBDA (J) (CONS (CAR J) (QUOTE X)))))"]
   ["label[ff;λ[[x];[atom[x] → x; T → ff[car[x]]]]]"
    "(LABEL FF (LAMBDA (X) (COND ((ATOM X) X) (T (FF (CAR X))))))"]
   ;; the report's infix arithmetic and comparisons
   ["dmax-1" "(SUB1 DMAX)"]
   ["n+1" "(ADD1 N)"]
   ["a2-a1" "(DIFFERENCE A2 A1)"]
   ["a-1.0" "(DIFFERENCE A 1.0)"]
   ["a+b+c" "(PLUS A B C)"]
   ["a-b-c" "(DIFFERENCE (DIFFERENCE A B) C)"]
   ["a+b·c" "(PLUS A (TIMES B C))"]
   ["(a+b)·c" "(TIMES (PLUS A B) C)"]
   ["a/b" "(QUOTIENT A B)"]
   ["-x" "(MINUS X)"]
   ["3-(a2-a1)" "(DIFFERENCE 3 (DIFFERENCE A2 A1))"]
   ["alpha≤u" "(NOT (GREATERP ALPHA U))"]
   ["u ≥ beta" "(NOT (LESSP U BETA))"]
   ["a < b" "(LESSP A B)"]
   ["a > b+1" "(GREATERP A (ADD1 B))"]
   ["alpha ≤ dmax-1" "(NOT (GREATERP ALPHA (SUB1 DMAX)))"]
   ;; the report's list notation, as constants
   ["insert[(2,6,7);4;LESSP]" "(INSERT (QUOTE (2 6 7)) 4 (QUOTE LESSP))"]
   ["ditto[(A . B);2]" "(DITTO (QUOTE (A . B)) 2)"]
   ["minvl[(P21,P22,P23,P24);∞;(∞);3]" "(MINVL (QUOTE (P21 P22 P23 P24)) ∞ (QUOTE (∞)) 3)"]
   ["f[((A,B),C);(-∞,-∞)]" "(F (QUOTE ((A B) C)) (QUOTE (-∞ -∞)))"]])

(defn [(pytest.mark.parametrize #("mexpr" "sexpr") TRANSLATIONS)]
  test-translation [mexpr sexpr]
  (assert (= (show (read-form mexpr)) sexpr)))

(defn test-a-definition-is-a-define-pair []
  (assert (= (show (read-definition "ff[x]=[atom[x] → x; T → ff[car[x]]]"))
             "(FF (LAMBDA (X) (COND ((ATOM X) X) (T (FF (CAR X))))))")))

(setv NOT-READ
  [["buma[ma;dmax] = a2 + 2\n  3 - (a2 - a1)" "expected the end"]
   ["            3 - (a2 - a1)\nbuma[ma;dmax] = a2 + 2" "not a definition"]
   ["g[x]=a2 + (1/y)[log2[x] - x]" "juxtaposition"]
   ["f[x]=2[x]" "juxtaposition"]
   ["f[x]=g[x;y" "expected ; or ] after an argument, found the end"]
   ["f[x]=g[x;" "ends too soon, after ; at line 1, column 9"]
   ["f[x]=cond[x → y; z]" "expected →"]
   ["f[x]=g[x}" "not an M-expression: '}'"]
   ["f[x]" "expected = after f"]
   ["f[x;2]=x" "expected a variable name"]
   ["" "it is empty"]])

(defn [(pytest.mark.parametrize #("text" "message") NOT-READ)]
  test-what-is-not-an-m-expression-is-a-clear-error [text message]
  (with [e (pytest.raises MexprError)]
    (read-definition text))
  (assert (= e.value.code "MEXPR"))
  (assert (in message (str e.value)) (str e.value)))

(defn test-an-error-says-where []
  (with [e (pytest.raises MexprError)]
    (read-definition "f[x]=\n   cond[p → a;\n        q b]"))
  (assert (in "found b at line 3, column 11" (str e.value)) (str e.value)))

;; ---------------------------------------------------------------------------
;; The docstrings, the decks and the defun bodies

(defn appendix-defuns [appendix [text None]]
  "The defun forms of an appendix's Hy source (or of `text`), by name."
  (defun-forms (or text (.read-text (get SOURCES appendix) :encoding "utf-8"))))

(defn disagreements [appendix [text None]]
  "How the appendix's Hy source (or `text`), its docstrings' definitions and its
  deck disagree: a list of [name what], empty when all agree.  For each defun
  with a deck definition: the defun body as an S-expression must equal the
  deck's; and where the docstring's Definition can be read, its translation
  must equal the deck's too.  A Definition that cannot be read must be one of
  the typeset formulas; the deck and the transcription define the same functions."
  (setv deck (deck-definitions appendix)
        defuns (appendix-defuns appendix text)
        out [])
  (for [[name form] (.items defuns) :if (in name deck)]
    (setv wanted (show (get deck name))
          code (show (defun-sexpr form))
          text (definition-text (or (defun-docstring form) "")))
    (when (!= code wanted)
      (.append out [name f"the Hy body {code} is not the deck's {wanted}"]))
    (when text
      (try
        (setv read (show (read-definition text)))
        (when (!= read wanted)
          (.append out [name f"the docstring's Definition {read} is not the deck's {wanted}"]))
        (except [e MexprError]
          (unless (in name TYPESET)
            (.append out [name f"the docstring's Definition cannot be read: {e}"]))))))
  (for [name deck :if (not-in name defuns)]
    (.append out [name "the deck defines it and the transcription does not"]))
  (for [name defuns :if (not-in name deck)]
    (.append out [name "the transcription defines it and the deck does not"]))
  out)

(defn [(pytest.mark.parametrize "appendix" ["a" "b" "c"])]
  test-docstrings-code-and-deck-agree [appendix]
  (assert (= (disagreements appendix) [])))

(defn [(pytest.mark.parametrize "appendix" ["a" "b" "c"])]
  test-every-definition-is-read-but-the-typeset-formulas [appendix]
  (setv read #{} unread #{})
  (for [[name form] (.items (appendix-defuns appendix))]
    (setv text (definition-text (or (defun-docstring form) "")))
    (when text
      (try (read-definition text) (.add read name)
           (except [MexprError] (.add unread name)))))
  (setv deck (set (deck-definitions appendix)))
  (assert (= unread (& TYPESET (set (appendix-defuns appendix)))))
  (assert (= (- deck read) (& (| TYPESET PARAMETERS) deck))))

(defn test-value-and-succ-are-the-games []
  ;; Not defuns of Appendix A, and in no deck: the game in hand defines them.
  ;; succ's Definition is prose; value's, c1f1[p]+c2f2[p]+c3f3[p], reads as
  ;; calls of functions c1f1, ..., a product by juxtaposition misread.
  (import appendix-a.programs [value succ])
  (with [e (pytest.raises MexprError)]
    (read-definition (definition-text succ.__doc__)))
  (assert (= (show (read-definition (definition-text value.__doc__)))
             "(VALUE (LAMBDA (P) (PLUS (C1F1 P) (C2F2 P) (C3F3 P))))"))
  (for [appendix ["a" "b" "c"]]
    (assert (not (& #{"value" "succ"} (set (deck-definitions appendix)))))))

;; A docstring edited away from its code, and code edited away from its
;; docstring: each must be found.
(setv EDITS
  [["c" "u≥car[b] → minvl3[cdr[ℓ];min[u;beta];b]" "u≥car[b] → minvl3[cdr[ℓ];max[u;beta];b]"
    "minvl3" "docstring"]
   ["c" "setq[u;maxv[car[ℓ];alpha]];\n                 cond[alpha ≥ u → return[u];"
    "setq[u;maxv[car[ℓ];beta]];\n                 cond[alpha ≥ u → return[u];" "minvl" "docstring"]
   ["b" "return[cond[alpha ≤ u → sta1" "return[cond[alpha < u → sta1" "sta1" "docstring"]
   ["a" "cond[zerop[n] → NIL;" "cond[zerop[n] → T;" "ditto" "docstring"]
   ["c" "sta4[p;ditto[-∞;m-1];ditto[∞;n-1];dmax]" "sta4[p;ditto[-∞;m-1];ditto[∞;n];dmax]"
    "sta" "docstring"]
   ["c" "(maxvl3 (cdr ℓ) (max alpha glbua) newa)" "(maxvl3 (cdr ℓ) (min alpha glbua) newa)"
    "maxvl" "Hy body"]
   ["b" "(minvl (succ p) initinb (- dmax 1))" "(minvl (succ p) initinb dmax)" "minv" "Hy body"]
   ["c" "(+ (car a) (expt 2 (- (x dmax) (* (- (car a) alpha) (y dmax)))))"
    "(+ (car a) (expt 2 (- (x dmax) (* (- alpha (car a)) (y dmax)))))" "bua" "Hy body"]])

(defn [(pytest.mark.parametrize #("appendix" "old" "new" "name" "where") EDITS)]
  test-an-edit-away-from-the-other-text-is-found [appendix old new name where]
  (setv text (.read-text (get SOURCES appendix) :encoding "utf-8"))
  (assert (= (.count text old) 1) old)
  (setv found (disagreements appendix (.replace text old new)))
  (assert (= (lfor [n _] found n) [name]) found)
  (assert (in f"the {where}" (get found 0 1)) found))

;; ---------------------------------------------------------------------------
;; The Example lines, read and run on the decks
;;
;; Each Example line, e.g. "sta[P;2;2;5]=P1 in Fig. 6", is read as a form and a
;; value, and the form evaluated by the interpreter with the deck's functions
;; and the figure's game: it must come to the paper's value (equal, as LISP
;; 1.5 compares: glbua's 5.0 is 5).  A line whose function reads a variable
;; its caller binds (minv[P233;15]=4 reads alpha and dmax) needs that caller:
;; at the top level it is A8, as it was in 1963; slagle replay checks it as a
;; call within its figure's search.

(import re
        lisp [equal T NIL LispError]
        lisp.interpreter [eval]
        appendix-a.programs [playing]
        slagle.core.decks [deck-programs]
        slagle.paper.figures [load-figure]
        slagle.core.trees [TreeGame])

(setv EXAMPLE (re.compile r"^\s*(?P<call>\w+\[.*\])=(?P<value>.*?)(?:\s+in\s+Fig\.?\s*(?P<figure>\d+))?\.?\s*$")
      ;; Read free, from a caller: the paper's Example is a call in context.
      NEEDS-A-CALLER {"b" #{"sta1" "minv" "minvl" "maxv" "maxvl"}
                      "c" #{"sta1" "minv" "minvl" "minvl3" "maxv" "maxvl" "maxvl3"}}
      ;; final[P1]=T in Fig. 2 has one argument where final has two (replay
      ;; matches it against final[P1;3], see the transcription notes).
      ONE-ARGUMENT-FINAL "final[P1]")

(defn example-lines [docstring]
  "The Example lines of a docstring as [call value figure-or-None]."
  (when (not-in "Example:" docstring)
    (return []))
  (setv text (get (.split (get (.split docstring "Example:" 1) 1) "Superprogram" 1) 0))
  (lfor line (.splitlines text)
        :setv m (.match EXAMPLE line)
        :if m
        [(.group m "call") (.group m "value") (.group m "figure")]))

(defn appendix-examples []
  "Every Example line of the transcription, as [appendix name call value figure]."
  (import appendix-a.programs :as a appendix-b.programs :as b appendix-c.programs :as c)
  (lfor [appendix module] [["a" a] ["b" b] ["c" c]]
        name (+ (list (appendix-defuns appendix)) (if (= appendix "a") ["value" "succ"] []))
        [call value figure] (example-lines (. (getattr module name) __doc__))
        [appendix name call value figure]))

(setv EXAMPLES (appendix-examples))

(defn test-every-example-line-is-read []
  ;; 28 Example lines in the three appendices, one for each function (B and C
  ;; each have their own sta ... final); each reads as a form and a value.
  (assert (= (len EXAMPLES) 28))
  (for [[_ _ call value _] EXAMPLES]
    (read-form call)
    (read-form value)))

(defn run-example [appendix call figure]
  "The value of the Example's call on the deck of `appendix` (Appendix A's
  functions with Appendix B's deck), the figure's game in hand (Fig. 2 for
  Appendix B, Fig. 6 for C, unless the line names one)."
  (setv programs (deck-programs (if (= appendix "c") "c" "b"))
        game (TreeGame (load-figure (or figure (if (= appendix "c") 6 2)))))
  (with [_ (playing game programs)
         _ (.loading programs)]
    (eval (read-form call) NIL)))

(setv RUNNABLE (lfor example EXAMPLES :if (!= (get example 2) ONE-ARGUMENT-FINAL) example))

(defn [(pytest.mark.parametrize #("appendix" "name" "call" "value" "figure") RUNNABLE
                                :ids (lfor [a _ call _ _] RUNNABLE f"{a}-{call}"))]
  test-an-example-line-runs-on-the-deck [appendix name call value figure]
  ;; The value is an M-expression too: its form's value is the paper's
  ;; (a constant quoted; T is truth, *T*, as in the manual's M-expressions).
  (setv paper (eval (read-form value) NIL))
  (if (in name (.get NEEDS-A-CALLER appendix #{}))
      (do (with [e (pytest.raises LispError)]
            (run-example appendix call figure))
          (assert (= e.value.code "A8") (str e.value)))
      (do (setv deck (run-example appendix call figure))
          (assert (is (equal deck paper) T) #(call (show deck) value)))))

(defn test-the-one-argument-final-is-the-only-example-left-out []
  (assert (= (lfor example EXAMPLES :if (not-in example RUNNABLE) [(get example 0) (get example 2)])
             [["b" ONE-ARGUMENT-FINAL]]))
  (assert (= (show (read-form ONE-ARGUMENT-FINAL)) "(FINAL (QUOTE P1))"))
  (assert (= (show (get (deck-definitions "b") "final"))
             "(FINAL (LAMBDA (P DMAX) (ZEROP DMAX)))")))
