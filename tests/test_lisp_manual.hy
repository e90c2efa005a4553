"The LISP 1.5 Programmer's Manual's own programs, run as its decks and
compared with what it prints (tests/manual/, read from the copy in
simon-brooke/beowulf, doc/lisp1.5.md; tests/manual/README.md says what was
read where the copy's OCR is wrong):

- each deck's doublets, value for value with the manual's (;= in the deck);
  where the project computes something else, ;~ gives its value and why, and
  the test holds both;
- the Wang algorithm's run (chapter VIII), its TRACE listing line for line;
- the index of functions: every atom's indicator (SUBR, FSUBR, EXPR, FEXPR,
  APVAL) here against the manual's, each difference named with its reason;
- the points where running the manual's decks took a decision (dotted
  pairs, octal, arrays, -0, FSUBRs, the EVALQUOTE listing, TRACE, memory,
  overlord cards, errors, print names, EQ), one table row (or test) each."

(import io
        contextlib [redirect-stdout]
        pathlib [Path]
        re
        pytest
        lisp [read show intern NIL LispError]
        lisp.data [property]
        lisp.interpreter [EXPR FEXPR SUBR FSUBR APVAL]
        lisp.toplevel [run-deck doublets overlord-test])

(setv MANUAL (/ (. (Path __file__) parent) "manual")
      DECKS (sorted (gfor p (.glob MANUAL "*.deck") :if (!= p.stem "wang") p.name))
      ;; How the manual prints truth and falsity, and how this system does:
      ;; "the atomic symbols T and F have APVAL's whose values are *T* and NIL"
      ;; (p. 22); here the true atom prints as T (transcription notes).
      PRINTED-AS {"F" "NIL" "*T*" "T"})


;; The decks: value for value

(defn expectations [text]
  "The expectations of a deck text, in order: for each doublet the manual's
  printed value (;= value  ;p page) and, if the project's differs, its own
  value and the reason (;~ value  reason)."
  (setv out [])
  (for [line (.splitlines text)]
    (cond (.startswith line ";=")
            (setv [value _ page] (.partition (cut line 2 None) ";p")
                  out (+ out [{"manual" (.strip value) "page" (.strip page) "ours" None "why" None}]))
          (.startswith line ";~")
            (setv [value _ why] (.partition (.strip (cut line 2 None)) "  ")
                  (get (get out -1) "ours") (.strip value)
                  (get (get out -1) "why") (.strip why))))
  out)

(defn printed [text]
  "The S-expression text as this system prints it: read, then shown, the
  manual's names for truth and falsity as they print here; a diagnostic
  (***), or text the reader cannot read (a misprint of the manual's), as it
  is."
  (setv text (.strip text))
  (cond (.startswith text "***") text
        (in text PRINTED-AS) (get PRINTED-AS text)
        True (try
               (show (read text))
               (except [LispError]
                 text))))

(defn outcome-text [outcome]
  "What a doublet came to: its value printed, or *** and its diagnostic's code."
  (if outcome.error
      f"*** {outcome.error.code}"
      (show outcome.value)))

(defn run-manual-deck [name]
  "Run the deck `name` of tests/manual quietly: the DeckRun."
  (with [_ (redirect-stdout (io.StringIO))]
    (run-deck (.read-text (/ MANUAL name)))))

(defn [(pytest.mark.parametrize "name" DECKS)] test-the-manuals-examples-give-its-values [name]
  (setv text (.read-text (/ MANUAL name))
        expected (expectations text)
        run (run-manual-deck name))
  (assert (= (len run.outcomes) (len expected))
          f"{name}: {(len run.outcomes)} doublets, {(len expected)} values from the manual")
  (setv wrong (lfor [o e] (zip run.outcomes expected)
                    :setv want (printed (or (get e "ours") (get e "manual")))
                    :if (!= (outcome-text o) want)
                    f"line {o.line}: {(outcome-text o)}, not {want} (p. {(get e "page")})"))
  (assert (not wrong) (.join "\n" wrong)))

(defn [(pytest.mark.parametrize "name" DECKS)] test-where-the-project-differs-it-says-why [name]
  "A ;~ line is a difference the project keeps: it must differ from the
  manual's value, and give its reason (transcription notes)."
  (for [e (expectations (.read-text (/ MANUAL name))) :if (get e "ours")]
    (assert (!= (printed (get e "ours")) (printed (get e "manual"))) f"{name}: {e} is no difference")
    (assert (get e "why") f"{name}: {e} has no reason")))

(defn test-the-corpus-is-the-manuals-chapters []
  "Chapters I-V and VII, Appendix A's examples and the universal function are
  there, with their values (chapter VI's cards are the Wang deck's)."
  (assert (<= #{"ch1.deck" "ch1-universal.deck" "ch2.deck" "ch3.deck" "ch4.deck" "ch5.deck"
                "ch7.deck" "appendix-a.deck"}
              (set DECKS)))
  (assert (>= (sum (gfor name DECKS (len (expectations (.read-text (/ MANUAL name)))))) 80)))


;; Chapter VIII: the Wang algorithm and its printed run

(defn listing-lines [text]
  "The non-blank lines of a listing, blanks run together, as compared: the
  manual's typewriter spacing (\"VALUE IS..\") and this system's
  (\"VALUE   IS ..\") differ only in blanks."
  (lfor line (.splitlines text)
        :setv line (.replace (re.sub r"\s+" " " (.strip line)) " .." "..")
        :if line
        line))

(defn wang-run []
  "The Wang deck run as slagle lisp runs a deck: its DeckRun and everything
  printed, TRACE's lines among the doublets' in the order printed."
  (setv out (io.StringIO))
  (with [_ (redirect-stdout out)]
    (setv run (run-deck (.read-text (/ MANUAL "wang.deck")) :out out)))
  #(run (.getvalue out)))

(defn test-the-wang-algorithm-prints-the-manuals-listing-line-for-line []
  "From the TRACE doublet on, the listing is the manual's (chapter VIII), line
  for line, but for *T*, which prints as T here.  The manual leaves out the
  DEFINE's arguments (\"omitted to save space\") and the system's own lines
  (the walrus's time, END OF EVALQUOTE OPERATOR, END OF LISP JOB)."
  (setv [run printed] (wang-run)
        ours (listing-lines printed)
        start (- (.index ours "TRACE") 1)
        manual (lfor line (listing-lines (.read-text (/ MANUAL "wang.listing")))
                     (.replace line "*T*" "T")))
  (assert (= (len manual) 129))
  (for [[i [m o]] (enumerate (zip manual (cut ours start None)))]
    (assert (= o m) f"listing line {(+ i 1)}: {o!r}, the manual prints {m!r}"))
  (assert (= (len (cut ours start None)) (len manual)))
  (assert (= (get ours (- start 1)) "(THEOREM TH1 TH2 TH THL THR TH1L TH1R TH2L TH2R TH11)"))
  (assert run.finished "the FIN card ends the run")
  (assert (= run.failed 0)))


;; The index of functions: every kind

(defn index-rows []
  "The rows of the manual's index: [name kind pages what]."
  (lfor line (.splitlines (.read-text (/ MANUAL "kinds.table")))
        :if (and line (not (.startswith line ";")))
        (.split line None 3)))

(setv PYTHON "a function the manual defines in LISP is written in Python here, so a SUBR (FSUBR for an FEXPR): arguments evaluated alike")
(setv LEFT-OUT "the 7090's input/output, LAP, character reading, storage or console: left out (transcription notes)")
(setv KINDS-DIFFER
  ;; atom: [the indicator here (None: not defined), why]
  {"CONC" ["FSUBR" PYTHON] "CSETQ" ["FSUBR" PYTHON] "SELECT" ["FSUBR" PYTHON]
   "CSET" ["SUBR" PYTHON] "DEFINE" ["SUBR" PYTHON] "DEFLIST" ["SUBR" PYTHON]
   "FLAG" ["SUBR" PYTHON] "TRACE" ["SUBR" PYTHON] "UNTRACE" ["SUBR" PYTHON]
   "SET" ["FSUBR" "set reads the a-list, which a SUBR here is not given ($ALIST): an FSUBR that evaluates both arguments"]
   "LABEL" [None "LABEL is read by apply in a function's place (p. 70), never evaluated as a form"]
   #** (dfor name ["ADVANCE" "CLEARBUFF" "CP1" "DASH" "DIGIT" "DUMP" "ENDREAD"
                   "ERROR1" "EXCISE" "INTERN" "LAP" "LITER" "LOAD" "MKNAM" "NUMOB" "OPCHAR"
                   "OPDEFINE" "PACK" "PAUSE" "PLB" "PRIN1" "PRINTPROP" "PUNCH" "PUNCHDEF"
                   "PUNCHLAP" "READ" "READLAP" "REMOB" "STARTREAD" "TEMPUS-FUGIT"
                   "TERPRI" "TRACESET" "UNPACK" "UNTRACESET"
                   "BLANK" "CHARCOUNT" "COMMA" "CURCHAR" "DOLLAR" "EOF" "EOR" "EQSIGN"
                   "LPAR" "PERIOD" "PLUSS" "RPAR" "SLASH" "STAR"]
             name [None LEFT-OUT])})

(defn kind-here [name]
  "The indicator the atom `name` is defined under here (EXPR, FEXPR, SUBR,
  FSUBR, APVAL, in the order eval asks), or None."
  (setv atom (intern name))
  (next (gfor i [EXPR FEXPR SUBR FSUBR APVAL] :if (is-not (property atom i) None) i.name) None))

(defn test-every-function-of-the-index-has-the-manuals-kind-or-a-reason []
  (setv rows (index-rows))
  (assert (= (len rows) 146))
  (setv wrong (lfor [name kind #* _] rows
                    :setv here (kind-here name)
                    :setv [expected why] (.get KINDS-DIFFER name [kind None])
                    :if (!= here expected)
                    f"{name}: {here} here, the manual's {kind}, expected {expected} ({why})"))
  (assert (not wrong) (.join "\n" wrong))
  (assert (<= (set KINDS-DIFFER) (sfor [name #* _] rows name)) "a difference for an atom not in the index"))

(defn test-the-manuals-fsubrs-evaluate-their-arguments-at-the-top []
  "evalquote gives an FSUBR or FEXPR's doublet to eval (p. 70): the arguments
  are forms."
  (for [[doublet value] [["LIST ((QUOTE A) (CAR (QUOTE (B))))" "(A B)"]
                         ["PLUS (1 (ADD1 1))" "3"]
                         ["TIMES (2 3 4)" "24"]
                         ["MAX (1 (PLUS 1 4) 2)" "5"]
                         ["LOGOR (1 2)" "3"]
                         ["CONC ((LIST (QUOTE A)) (QUOTE (B)))" "(A B)"]
                         ["SELECT ((QUOTE B) ((QUOTE A) 1) ((QUOTE B) 2) 3)" "2"]]]
    (setv run (run-deck doublet))
    (assert (= (outcome-text (get run.outcomes 0)) value) doublet)))


;; The decisions in running the decks, point by point

(setv ITEMS
  ;; [point, deck, what it comes to: the printed value, or *** and a code]
  [["1 a dot next to an atom" "CDR ((A. B))" "B"]
   ["1 a dot between atoms" "CDR ((A.B))" "B"]
   ["1 the manual's mixed notation" "CAR (((A. B). (X. Y)))" "(A . B)"]
   ["2 octal" "PLUS (777Q 1)" "512"]
   ["2 octal with a scale factor" "PLUS (1Q2)" "64"]
   ["2 a negative octal word" "MINUS (-3Q)" "3"]
   ["3 setting an array element is NIL"
    "ARRAY (((ZETA (2) LIST)))\n(LAMBDA (X) (NULL (ZETA (QUOTE SET) X 1))) (A)" "T"]
   ["7 a fixed-point -0 keeps its sign" "MINUSP (-0)" "T"]
   ["7 a negative floating zero is negative" "MINUSP (-0.0)" "T"]
   ["8 LIST is an FSUBR" "LIST (A)" "*** A8"]
   ["10 print names of any length are read (documented)" "ATOM (ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ)" "T"]
   ["11 EQ of equal numbers is T (documented)" "EQ (15 15)" "T"]])

(defn [(pytest.mark.parametrize #("point" "deck" "value") ITEMS)] test-a-decision-on-reading-the-manual [point deck value]
  (with [_ (overlord-test)]
    (setv run (run-deck deck)))
  (assert (= (outcome-text (get run.outcomes -1)) value)))

;; Truth: "The atomic symbols T and F have APVAL's whose values are *T* and
;; NIL" (p. 22), and a predicate's value is *T* or NIL.  *T* prints as T here.
(setv TRUTH
  [["the value of T is *T*, not the atom T" "(LAMBDA () (EQ T (QUOTE T))) ()" "NIL"]
   ["the value of T is *T*" "(LAMBDA () (EQ T (QUOTE *T*))) ()" "T"]
   ["a predicate's value is *T*" "(LAMBDA () (EQ (ATOM (QUOTE A)) (QUOTE *T*))) ()" "T"]
   ["every predicate gives the same *T*" "(LAMBDA () (EQ (NULL NIL) (NUMBERP 1))) ()" "T"]
   ["*T* is its own value" "(LAMBDA () (EQ *T* (QUOTE *T*))) ()" "T"]
   ["read in a deck, *T* is the true atom and T another" "EQ (*T* T)" "NIL"]
   ["the value of F is NIL" "(LAMBDA () (EQ F NIL)) ()" "T"]
   ["(QUOTE T) is the atom T, printed as T too" "(LAMBDA () (QUOTE T)) ()" "T"]
   ["\"(QUOTE T) or (QUOTE X) is equivalent to T as a constant predicate\" (section 3.3)"
    "(LAMBDA () (COND ((QUOTE T) (QUOTE YES)))) ()" "YES"]])

(defn [(pytest.mark.parametrize #("description" "deck" "value") TRUTH :ids (lfor r TRUTH (get r 0)))]
      test-truth-is-the-manuals-t [description deck value]
  (with [_ (overlord-test)]
    (setv run (run-deck deck)))
  (assert (= (outcome-text (get run.outcomes -1)) value) description))

;; An evaluator in the style of McCarthy's micro-manual.  Its clause
;; ((EQ E T) T) compares E with the value of T, *T*: it takes a *T* it is
;; given, and what its own predicates give, as truth; the atom T is a variable.
(setv MICRO-DEFINE
  (+ "DEFINE ((\n"
     "(MICRO (LAMBDA (E A) (COND\n"
     "   ((ATOM E) (COND ((EQ E T) T) ((EQ E NIL) NIL) (T (CDR (ASSOC E A)))))\n"
     "   ((EQ (CAR E) (QUOTE QUOTE)) (CADR E))\n"
     "   ((EQ (CAR E) (QUOTE ATOM)) (ATOM (MICRO (CADR E) A)))\n"
     "   ((EQ (CAR E) (QUOTE EQ)) (EQ (MICRO (CADR E) A) (MICRO (CADDR E) A)))\n"
     "   ((EQ (CAR E) (QUOTE COND)) (MICROCON (CDR E) A)))))\n"
     "(MICROCON (LAMBDA (C A) (COND ((MICRO (CAAR C) A) (MICRO (CADAR C) A))\n"
     "                              (T (MICROCON (CDR C) A)))))\n"
     "))\n"))

(setv MICRO
  [["*T* is truth to it" "MICRO (*T* NIL)" "T"]
   ["so is the value of T" "(LAMBDA () (MICRO T NIL)) ()" "T"]
   ["its ATOM gives *T*, which its EQ compares with the *T* it is given"
    "MICRO ((EQ (ATOM (QUOTE A)) *T*) NIL)" "T"]
   ["a cond clause (*T* e) is taken"
    "MICRO ((COND ((EQ (QUOTE A) (QUOTE B)) (QUOTE NO)) (*T* (QUOTE YES))) NIL)" "YES"]
   ["the atom T is not truth to it but a variable, found on its a-list"
    "MICRO (T ((T . ATOM-T)))" "ATOM-T"]])

(defn [(pytest.mark.parametrize #("description" "deck" "value") MICRO :ids (lfor r MICRO (get r 0)))]
      test-a-micro-manual-evaluator-takes-star-t-as-truth [description deck value]
  (with [_ (overlord-test)]
    (setv run (run-deck (+ MICRO-DEFINE deck))))
  (assert (= (lfor o run.outcomes (outcome-text o)) ["(MICRO MICROCON)" value]) description))

(defn test-the-header-comes-before-what-the-doublet-prints []
  (setv out (io.StringIO))
  (with [_ (redirect-stdout out)]
    (run-deck "PRINT ((A B))" :out out))
  (assert (= (listing-lines (.getvalue out))
             ["FUNCTION EVALQUOTE HAS BEEN ENTERED, ARGUMENTS.." "PRINT" "((A B))"
              "(A B)" "END OF EVALQUOTE, VALUE IS.." "(A B)"])))

(defn test-the-doublets-own-function-is-not-traced []
  (setv out (io.StringIO))
  (with [_ (overlord-test) _ (redirect-stdout out)]
    (run-deck "DEFINE (((ID (LAMBDA (X) X))))\nTRACE ((ID))\nID (A)\n(LAMBDA (Y) (ID Y)) (B)" :out out :style "values"))
  (assert (= (listing-lines (.getvalue out))
             ["(ID)" "NIL" "A" "ARGUMENTS OF ID" "B" "VALUE OF ID" "B" "B"])))

(defn test-memory-is-gc2-and-a-circular-list-prints-bounded []
  (import lisp.eval [python-errors-as-diagnostics])
  (with [e (pytest.raises LispError)]
    (with [_ (python-errors-as-diagnostics)]
      (raise (MemoryError))))
  (assert (= e.value.code "GC2"))
  (setv run (with [_ (overlord-test)]
              (run-deck (+ "(LAMBDA (X) (RPLACD X X)) ((A B))\n"
                           "(LAMBDA (X) (RPLACA X X)) ((A B))\n"
                           "(LAMBDA (X) (RPLACD (CDR X) X)) ((A B C))\n"
                           "CAR ((A B))"))))
  (assert (= (lfor o run.outcomes (outcome-text o)) ["(A ...)" "(... B)" "(B A ...)" "A"]))
  ;; shared, not circular: printed in full
  (setv run (run-deck "(LAMBDA (X) (CONS X X)) ((A))"))
  (assert (= (outcome-text (get run.outcomes 0)) "((A) A)")))

(defn test-an-unedited-deck-with-overlord-cards-runs []
  (setv deck (+ "* ID CARD\n"
                "SET DEFINITIONS FOR LATER PACKETS\n"
                "DEFINE (((KEPT (LAMBDA (X) (CONS X X)))))\n"
                "STOP)))) ))))\n"
                "TEST A PACKET THAT IS FORGOTTEN\n"
                "DEFINE (((GONE (LAMBDA (X) X))))\n"
                "GONE (A)\n"
                "STOP))))\n"
                "TEST\n"
                "GONE (B)\n"
                "KEPT (C)\n"
                "STOP\n"
                "FIN END OF LISP RUN\n"
                "NEVER (READ)\n"))
  (setv run (with [_ (overlord-test)] (run-deck deck)))
  (assert (= (lfor o run.outcomes (outcome-text o)) ["(KEPT)" "(GONE)" "A" "*** A2" "(C . C)"]))
  (assert run.finished))

(defn test-a-set-packet-with-an-error-is-not-set []
  (setv deck (+ "SET\nDEFINE (((HALF (LAMBDA (X) X))))\nCAR (A)\nSTOP))\n"
                "SETSET\nDEFINE (((WHOLE (LAMBDA (X) X))))\nCAR (A)\nSTOP))\n"
                "TEST\nHALF (A)\nWHOLE (B)\nSTOP\n"))
  (setv run (with [_ (overlord-test)] (run-deck deck)))
  (assert (= (lfor o run.outcomes (outcome-text o)) ["(HALF)" "*** CAR" "(WHOLE)" "*** CAR" "*** A2" "B"])))

(defn test-after-an-error-outside-a-doublet-reading-goes-on-after-it []
  "FOO BAR is a doublet whose arguments are not a list, BAZ (X) the next."
  (setv run (run-deck "FOO BAR BAZ (X)\nA B\nCAR ((A))\n)\nCDR ((A B))"))
  (assert (= (lfor o run.outcomes (outcome-text o)) ["*** R1" "*** A2" "*** R1" "A" "*** R1" "(B)"])))

(defn test-a-terminals-error-is-placed-on-its-own-line []
  (setv items (doublets "CAR ((A)))\n" 2))
  (assert (= (lfor i items (get i 0)) ["doublet" "error"]))
  (assert (= (cut (get items 1) 2 None) [3 10])))

(defn test-lower-case-is-named []
  (setv run (run-deck "car ((a b))"))
  (setv e (. (get run.outcomes 0) error))
  (assert (= e.code "A2"))
  (assert (in "LISP 1.5 is upper case: car is not CAR" e.message)))
