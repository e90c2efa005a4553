"The LISP 1.5 top level (lisp.toplevel) and `slagle lisp`: decks of EVALQUOTE
doublets with comments, STOP and FIN; the listing as the manual prints it; a
malformed deck's diagnostics with the card's line and column, going on with
the next doublet; exit status 1 when any doublet failed, and never a
traceback."

(import contextlib [redirect-stdout]
        io
        os
        subprocess
        sys
        pathlib [Path]
        pytest
        lisp [show]
        lisp.toplevel [run-deck doublets complete? overlord-test]
        slagle.cli [main]
        helpers [slagle assert-one-line-error])

(defn outcomes [deck]
  "Each doublet's printout (value or error code) and the line and column of its card."
  (with [_ (overlord-test)]
    (lfor o (. (run-deck deck :style "values") outcomes)
          [(if o.error o.error.code (show o.value)) o.line o.column])))

(defn test-the-listing-prints-each-doublet-as-the-manual-does []
  (with [_ (overlord-test)]
    (setv run (run-deck "CAR ((A B))\nCAR (A)\n")))
  (assert (= run.listing
             (+ " FUNCTION   EVALQUOTE   HAS BEEN ENTERED, ARGUMENTS..\n"
                " CAR\n"
                " ((A B))\n"
                "\n"
                " END OF EVALQUOTE, VALUE IS ..\n"
                " A\n"
                "\n"
                " FUNCTION   EVALQUOTE   HAS BEEN ENTERED, ARGUMENTS..\n"
                " CAR\n"
                " (A)\n"
                "\n"
                " *** ERROR CAR: car of the atom A   (line 2, column 1)\n"
                "\n")))
  (assert (= run.failed 1)))

(defn test-card-boundaries-are-ignored-and-commas-are-blanks []
  (assert (= (outcomes "CONS\n  (A,\n   (B, C))") [["(A B C)" 1 1]])))

(defn test-comments-stop-and-fin []
  (assert (= (outcomes (+ "* AN OVERLORD COMMENT CARD\n"
                          "CAR ((A B))   ; a comment; (not read)\n"
                          "STOP)))))))\n"
                          "  CDR ((A B))\n"
                          "FIN\n"
                          "CAR ((NEVER READ))\n"))
             [["A" 2 1] ["(B)" 4 3]])))

;; malformed decks: each doublet that fails is one outcome with its code,
;; at the line and column where its card starts (or where reading failed),
;; and the deck goes on
(setv MALFORMED
  [["an unknown function" "FROB (A)\nCAR ((A))" [["A2" 1 1] ["A" 2 1]]]
   ["too many arguments" "CONS (A B C)\nCAR ((A))" [["F2" 1 1] ["A" 2 1]]]
   ["too few arguments" "  CONS (A)\nCAR ((A))" [["F3" 1 3] ["A" 2 1]]]
   ["a doublet whose arguments are not a list" "CAR A\nCAR ((A))" [["R1" 1 1] ["A" 2 1]]]
   ["a stray right parenthesis" "CAR ((A)))\nCDR ((A))" [["A" 1 1] ["R1" 1 10] ["NIL" 2 1]]]
   ["a list never closed swallows the deck: R4 where the reading started"
    "CAR ((A)\nCDR ((B))" [["R4" 1 1]]]
   ["a function with no arguments at the end of the deck" "CAR ((A))\nCDR" [["A" 1 1] ["R4" 2 1]]]
   ["a dot out of context" "CONS (A . B C)\nCAR ((A))" [["R2" 1 13] ["A" 2 1]]]
   ["an illegal character" "CAR ((A [B]))\nCAR ((A))" [["R3" 1 9] ["A" 2 1]]]
   ["an error in a function defined by the deck" "DEFINE (((F (LAMBDA (X) (CAR X)))))\nF (A)\nF ((B))"
    [["(F)" 1 1] ["CAR" 2 1] ["B" 3 1]]]
   ;; a read error stops only its own doublet, however the doublets after it begin
   ["a number too large, then doublets that begin with (" "CAR ((7777777777777Q))\n(LAMBDA (X) X) (A)\n(LAMBDA (X) X) (B)"
    [["R6" 1 7] ["A" 2 1] ["B" 3 1]]]
   ["a $$ atom without its delimiter, then doublets that begin with (" "CAR (($$XABC))\n(LAMBDA (Y) Y) (A)\n(LAMBDA (Y) Y) (B)"
    [["R5" 1 7] ["A" 2 1] ["B" 3 1]]]
   ["a stray right parenthesis, then doublets that begin with (" "CAR ((A)))\n(LAMBDA (X) X) (A)\n(LAMBDA (X) X) (B)"
    [["A" 1 1] ["R1" 1 10] ["A" 2 1] ["B" 3 1]]]
   ["a stray right parenthesis is a doublet by itself" "CAR ((A))) CDR ((A B))" [["A" 1 1] ["R1" 1 10] ["(B)" 1 12]]]
   ["a number too large on a DEFINE's second card stops the DEFINE alone"
    "DEFINE ((\n(F (LAMBDA (X) (PLUS X 7777777777777Q)))\n(G (LAMBDA (X) X))\n))\n(LAMBDA (X) X) (A)\nG (B)"
    [["R6" 2 24] ["A" 5 1] ["A2" 6 1]]]
   ["a dot out of context is passed by with its doublet" ". CAR ((A))\n(LAMBDA (X) X) (A)" [["R1" 1 1] ["A" 2 1]]]
   ["a doublet whose arguments are not a list, then one on the same card" "FOO BAR (LAMBDA (X) X) (A)"
    [["R1" 1 1] ["A" 1 9]]]])

(defn [(pytest.mark.parametrize ["description" "deck" "expected"] MALFORMED
                                :ids (lfor r MALFORMED (get r 0)))]
      test-a-malformed-deck-says-where-and-goes-on [description deck expected]
  (assert (= (outcomes deck) expected) description))

(defn test-slagle-lisp-counts-a-doublet-it-cannot-read [tmp-path capsys]
  (setv deck (/ tmp-path "deck.lisp"))
  (.write-text deck "CAR ((7777777777777Q))\n(LAMBDA (X) X) (A)\n(LAMBDA (X) X) (B)\n")
  (setv [status out err] (slagle ["lisp" (str deck) "--values"] capsys))
  (assert (= status 1))
  (assert (= (cut (.splitlines out) 1 None) [" A" " B"]))
  (assert (= err f"slagle: error: {deck}: 1 of 3 doublets failed (the first at line 1, column 7: R6)\n")))

(defn test-a-doublet-is-complete-when-its-lists-are-closed []
  (assert (not (complete? "CONS (A")))
  (assert (not (complete? "CONS")))
  (assert (complete? "CONS (A B)\n"))
  (assert (complete? "CONS (A B))\n"))   ; complete, with an error to show
  (assert (complete? "STOP\n")))


;; slagle lisp

(defn test-slagle-lisp-runs-a-deck-and-exits-0 [tmp-path capsys]
  (setv deck (/ tmp-path "deck.lisp"))
  (.write-text deck "DEFINE (((TWICE (LAMBDA (X) (CONS X X)))))\nTWICE (A)\nFIN\n")
  (setv [status out err] (slagle ["lisp" (str deck) "--values"] capsys))
  (assert (= #(status out err) #(0 " (TWICE)\n (A . A)\n" ""))))

(defn test-slagle-lisp-exits-1-with-one-line-when-a-doublet-fails [tmp-path capsys]
  (setv deck (/ tmp-path "deck.lisp"))
  (.write-text deck "CAR ((A))\n\n  FROB (A)\nCDR ((A B))\n")
  (setv [status out err] (slagle ["lisp" (str deck) "--values"] capsys))
  (assert (= status 1))
  (assert (= out (+ " A\n"
                    " *** ERROR A2: FUNCTION OBJECT HAS NO DEFINITION - APPLY: FROB   (line 3, column 3)\n"
                    " (B)\n")))
  (assert (= err f"slagle: error: {deck}: 1 of 3 doublets failed (the first at line 3, column 3: A2)\n")))

(defn test-slagle-lisp-reads-a-deck-from-standard-input [capsys monkeypatch]
  (setv [status out err] (slagle ["lisp" "-"] capsys "CAR ((A B))" monkeypatch))
  (assert (= status 0))
  (assert (in " END OF EVALQUOTE, VALUE IS ..\n A\n" out)))

(defn test-slagle-lisp-a-deck-it-cannot-read-is-one-line [tmp-path capsys]
  (setv [status out err] (slagle ["lisp" (str (/ tmp-path "missing.lisp"))] capsys))
  (assert (= status 1))
  (assert (= (len (.splitlines err)) 1))
  (assert (in "missing.lisp: No such file or directory" err))
  (.write-bytes (/ tmp-path "binary.lisp") b"\x89PNG\x00")
  (setv [status out err] (slagle ["lisp" (str (/ tmp-path "binary.lisp"))] capsys))
  (assert (= status 1))
  (assert (in "binary.lisp" err))
  (assert (not-in "Traceback" err))
  (.write-bytes (/ tmp-path "latin.lisp") b"CAR ((A))\nCAR ((\xff))\n")
  (setv [status out err] (slagle ["lisp" (str (/ tmp-path "latin.lisp"))] capsys))
  (assert (= status 1))
  (assert (.endswith err "latin.lisp: line 2, column 7: not UTF-8 text (byte 0xff)\n") err))

(defn test-a-real-process-recurses-deeply-and-runs-out-as-g2 [tmp-path]
  (setv deck (/ tmp-path "deep.lisp"))
  (.write-text deck (+ "DEFINE (((DEEP (LAMBDA (N) (COND ((ZEROP N) 0) (T (ADD1 (DEEP (SUB1 N)))))))\n"
                       "         (LOOP (LAMBDA (X) (CONS X (LOOP X))))))\n"
                       "DEEP (20000)\n"
                       "LOOP (A)\n"
                       "CAR ((AFTER))\n"))
  (setv env (dict os.environ))
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  (setv done (subprocess.run [sys.executable "-m" "slagle" "lisp" (str deck) "--values"]
                             :env env :capture-output True :text True :timeout 120))
  (assert (= done.returncode 1) done.stderr)
  (setv lines (.splitlines done.stdout))
  (assert (= (cut lines 0 2) [" (DEEP LOOP)" " 20000"]))
  (assert (.startswith (get lines 2) " *** ERROR G2: OUT OF PUSH - DOWN LIST"))
  (assert (= (get lines 3) " AFTER"))
  (assert (not-in "Traceback" done.stderr)))

(defclass Terminal []
  "A standard input that is a terminal (isatty), for `slagle lisp` without a deck."
  (defn isatty [self] True))

(defn test-help-at-the-terminal-explains-and-keeps-the-next-line [capsys monkeypatch]
  ;; help alone, with no doublet open, is the session's help; inside a
  ;; doublet it is an atom like any other.
  (setv typed ["help" "CAR ((A B))" "CONS (HELP" "  (B))"])
  (.setattr monkeypatch "builtins.input" (fn [prompt] (if typed (.pop typed 0) (raise EOFError))))
  (.setattr monkeypatch sys "stdin" (Terminal))
  (setv [status out err] (slagle ["lisp"] capsys))
  (assert (= status 0) err)
  (assert (in "A doublet is a function and the list of its arguments" out))
  (assert (in " END OF EVALQUOTE, VALUE IS ..\n A\n" out) "the line after help is a doublet of its own")
  (assert (in " END OF EVALQUOTE, VALUE IS ..\n (HELP B)\n" out)))

(defn test-slagle-lisp-at-the-terminal-evaluates-each-doublet-as-it-is-completed [capsys monkeypatch]
  (setv typed ["CONS (A" "   B)" "CAR (A)" "DEFINE (((SQ (LAMBDA (X) (TIMES X X)))))" "SQ (12)"]
        prompts [])
  (defn scripted-input [prompt]
    (.append prompts prompt)
    (if typed (.pop typed 0) (raise EOFError)))
  (.setattr monkeypatch "builtins.input" scripted-input)
  (.setattr monkeypatch sys "stdin" (Terminal))
  (setv [status out err] (slagle ["lisp"] capsys))
  (assert (= prompts ["* " "  " "* " "* " "* " "* "]) "a doublet still open prompts for more")
  (assert (= status 1))
  (assert (in " END OF EVALQUOTE, VALUE IS ..\n (A . B)\n" out))
  (assert (in " *** ERROR CAR: car of the atom A   (line 3, column 1)\n" out) "lines count from the session's start")
  (assert (in " END OF EVALQUOTE, VALUE IS ..\n 144\n" out))
  (assert (not-in "FUNCTION   EVALQUOTE" out) "the terminal shows what was typed; the listing does not repeat it")
  (assert (= err "slagle: error: 1 of 4 doublets failed (the first at line 3, column 1: CAR)\n")))

(defn test-slagle-lisp-is-one-packet-what-it-defines-is-undone-after [tmp-path capsys]
  (import lisp [intern] lisp.interpreter [EXPR prop])
  (setv deck (/ tmp-path "member.lisp"))
  (.write-text deck "DEFINE (((MEMBER (LAMBDA (A X) NIL))))\nMEMBER (A (A))\n")
  (setv [status out err] (slagle ["lisp" (str deck) "--values"] capsys))
  (assert (= out " (MEMBER)\n NIL\n"))
  (assert (is (prop (intern "MEMBER") EXPR) None) "the system's MEMBER is back")
  (assert (= (outcomes "MEMBER (A (A))") [["T" 1 1]])))


;; Numbers of any size in a deck, read one doublet at a time

(defn test-a-number-of-any-size-is-computed-read-and-printed-between-doublets []
  (setv literal (+ "1" (* "0" 4300)))
  (assert (= (outcomes (+ "CAR ((BEFORE))\n"
                          "EXPT (10 4300)\n"
                          f"(LAMBDA (X) (DIFFERENCE X (EXPT 10 4300))) ({literal})\n"
                          "CAR ((AFTER))\n"))
             [["BEFORE" 1 1] [literal 2 1] ["0" 3 1] ["AFTER" 4 1]])))

(defn test-a-bad-card-stops-only-itself []
  "A deck is read doublet by doublet: a card the reader cannot read is its
  diagnostic, and the cards before and after it run."
  (assert (= (outcomes (+ "CAR ((BEFORE))\n"
                          "CAR (($$XAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA))\n"
                          "PLUS (1E400 2)\n"
                          "CAR ((AFTER))\n"))
             [["BEFORE" 1 1] ["R5" 2 7] ["R6" 3 7] ["AFTER" 4 1]])))

(defn test-errorset-prints-its-diagnostic-as-the-listing-does [capsys]
  "One format for a diagnostic: *** ERROR, the code, the message."
  (setv run (run-deck "ERRORSET ((CAR (QUOTE A)) NIL T NIL)\nCAR (A)" :style "values"))
  (setv lines (.splitlines run.listing)
        printed (.splitlines (. (.readouterr capsys) out)))
  (assert (= (get printed 0) " *** ERROR CAR: car of the atom A"))
  (assert (.startswith (get lines 1) (get printed 0)) "the listing's, with the card's place after it"))


;; errorset and the prog: "If an error occurs inside of an errorset, then the
;; value of errorset is NIL" (p. 35).  A GO or RETURN that finds no prog
;; within the errorset is such an error, A6, whether or not a prog outside
;; entered the errorset; one to a prog within it goes there.

(defn printout [deck]
  "The lines a deck prints, as `slagle lisp --values` prints them: each
  doublet's value or diagnostic, and what errorset prints among them."
  (setv out (io.StringIO))
  (with [_ (overlord-test) _ (redirect-stdout out)]
    (run-deck deck :out out :style "values"))
  (.splitlines (.getvalue out)))

(setv A6-RETURN " *** ERROR A6: GO REFERS TO A POINT NOT LABELLED - INTER: RETURN with no prog to leave"
      A6-GO " *** ERROR A6: GO REFERS TO A POINT NOT LABELLED - INTER: GO with no prog to leave")

(setv ERRORSET-EXITS
  [["a GO with no prog" "ERRORSET ((GO X) NIL NIL NIL)" [" NIL"]]
   ["a RETURN with no prog" "ERRORSET ((RETURN 1) NIL NIL NIL)" [" NIL"]]
   ["m true prints the diagnostic, as the listing does" "ERRORSET ((GO X) NIL T NIL)" [A6-GO " NIL"]]
   ["a RETURN to a prog outside the errorset is caught, and that prog goes on"
    "(LAMBDA () (PROG () (ERRORSET (QUOTE (RETURN 1)) NIL T NIL) (RETURN 2))) ()" [A6-RETURN " 2"]]
   ["a GO to a label of a prog outside the errorset is caught"
    "(LAMBDA () (PROG (V) (SETQ V (ERRORSET (QUOTE (GO L)) NIL NIL NIL)) (RETURN V) L (RETURN (QUOTE WENT)))) ()"
    [" NIL"]]
   ["a RETURN in a function the errorset calls, with the prog outside"
    "(LAMBDA () (PROG () (ERRORSET (QUOTE ((LAMBDA (X) (RETURN X)) 5)) NIL NIL NIL) (RETURN 2))) ()" [" 2"]]
   ["a RETURN to a prog within the errorset" "ERRORSET ((PROG () (RETURN 1)) NIL T NIL)" [" (1)"]]
   ["a RETURN within a form, to a prog within the errorset" "ERRORSET ((PROG () (CAR (RETURN 1))) NIL T NIL)" [" (1)"]]
   ["a RETURN in a function called from a prog within the errorset"
    "ERRORSET ((PROG () ((LAMBDA (X) (RETURN X)) 5)) NIL T NIL)" [" (5)"]]
   ["a GO to a label of a prog within the errorset"
    "ERRORSET ((PROG (N) (SETQ N 0) A (SETQ N (ADD1 N)) (COND ((LESSP N 3) (GO A))) (RETURN N)) NIL T NIL)" [" (3)"]]
   ["a GO to a label the prog within lacks is A6 there, caught"
    "(LAMBDA () (PROG () (ERRORSET (QUOTE (PROG () (GO L))) NIL NIL NIL) (RETURN 2) L (RETURN 3))) ()" [" 2"]]
   ["outside any errorset a RETURN with no prog still ends the doublet"
    "(LAMBDA () (RETURN 1)) ()\nCAR ((AFTER))"
    [(+ A6-RETURN "   (line 1, column 1)") " AFTER"]]])

(defn [(pytest.mark.parametrize ["description" "deck" "expected"] ERRORSET-EXITS
                                :ids (lfor r ERRORSET-EXITS (get r 0)))]
      test-a-go-or-return-with-no-prog-within-the-errorset-is-its-error [description deck expected]
  (assert (= (printout deck) expected) description))


;; The limits of a doublet: --max-conses and --max-seconds

(setv RUNAWAYS
  ;; a doublet that never ends, as the manual's functions would not: each
  ;; ends at a limit with its diagnostic, and the next doublet goes on
  [["LENGTH of a circular list" "(LAMBDA (X) (LENGTH (RPLACD X X))) ((A))" "F1" "TIME"]
   ["APPEND of a circular list" "(LAMBDA (X) (APPEND (RPLACD X X) NIL)) ((A))" "F1" "TIME"]
   ["MAPLIST along a circular list" "(LAMBDA (X) (MAPLIST (RPLACD X X) (FUNCTION CAR))) ((A))" "F1" "TIME"]
   ["a recursion that conses" "(LABEL GROW (LAMBDA (X) (CONS X (GROW X)))) (A)" "F1" None]
   ["a number too large to make in time" "EXPT (10 1000000000)" "F1" "TIME"]
   ["a shift too large to make in time" "LEFTSHIFT (1 100000000000)" "F1" "TIME"]
   ["EQUAL of two circular lists" "(LAMBDA (X Y) (EQUAL (RPLACD X X) (RPLACD Y Y))) ((A) (A))" None "TIME"]
   ["MEMBER of a circular list" "(LAMBDA (X) (MEMBER (QUOTE B) (RPLACD X X))) ((A))" None "TIME"]
   ["a PROG that only goes" "(LAMBDA () (PROG () A (GO A))) ()" None "TIME"]])

(defn limited [deck #** limits]
  "The codes (or values) of the outcomes of deck run with limits, with the
  room to recurse that slagle lisp gives it."
  (import slagle.core.runtime [deeply])
  (with [_ (overlord-test)]
    (lfor o (. (deeply (fn [] (run-deck deck :style "values" #** limits))) outcomes)
          (if o.error o.error.code (show o.value)))))

(defn [(pytest.mark.parametrize ["description" "doublet" "by_conses" "by_time"] RUNAWAYS
                                :ids (lfor r RUNAWAYS (get r 0)))]
      test-a-runaway-doublet-ends-at-its-limit-and-the-deck-goes-on [description doublet by-conses by-time]
  (setv deck (+ doublet "\nCAR ((AFTER))\n"))
  (when by-time
    (assert (= (limited deck :max-seconds 0.5) [by-time "AFTER"])))
  (when by-conses
    (assert (= (limited deck :max-conses 20000) [by-conses "AFTER"]))))

(defn test-a-circular-list-is-walked-in-constant-memory []
  "LENGTH of a circular list goes round in place: what it holds does not grow
  while it runs.  Measured in a process of its own, where nothing else
  allocates beside it (a test runner's threads would)."
  (setv program (+ "import hy, tracemalloc\n"
                   "from test_lisp_toplevel import limited\n"
                   "deck = '(LAMBDA (X) (LENGTH (RPLACD X X))) ((A B C))'\n"
                   "limited(deck, max_seconds=0.1)\n"        ; what loads on first use, untraced
                   "tracemalloc.start()\n"
                   "codes = limited(deck, max_seconds=0.5)\n"
                   "print(codes, tracemalloc.get_traced_memory()[1])\n")
        done (subprocess.run [sys.executable "-c" program] :capture-output True :text True :timeout 120
                             :cwd (str (. (Path __file__) parent))
                             :env {#** os.environ "PYTHONPATH" (os.pathsep.join [(str (. (Path __file__) parent parent))
                                                                                 (str (. (Path __file__) parent))])})
        [codes peak] (.rsplit (.strip done.stdout) " " 1))
  (assert (= done.returncode 0) done.stderr)
  (assert (= codes "['TIME']"))
  (assert (< (int peak) 2000000) f"{peak} bytes at the most"))

(defn test-errorset-does-not-keep-a-doublet-past-its-limit []
  "The doublet's limits are the command line's, not the program's: errorset
  catches a cons trap of count[], not of --max-conses."
  (assert (= (limited (+ "(LAMBDA (X) (ERRORSET (QUOTE (LENGTH (RPLACD X X))) 100 NIL (LIST (CONS (QUOTE X) X)))) ((A))\n"
                         "(LAMBDA (X) (ERRORSET (QUOTE (LENGTH X)) 10 NIL (LIST (CONS (QUOTE X) X)))) ((A))\n")
                      :max-conses 1000)
             ["NIL" "(1)"]))
  (assert (= (limited "(LAMBDA (X) (ERRORSET (QUOTE (LENGTH (RPLACD X X))) NIL NIL (LIST (CONS (QUOTE X) X)))) ((A))"
                      :max-conses 1000)
             ["F1"])))

(defn test-the-counter-of-a-deck-and-the-limit-of-the-command-line-are-apart []
  "count[n] within a doublet limited by --max-conses: uncount does not lift the limit."
  (assert (= (limited (+ "UNCOUNT (NIL)\n"
                         "(LAMBDA (X) (LENGTH (RPLACD X X))) ((A))\n"
                         "SPEAK (NIL)\n")
                      :max-conses 500)
             ["NIL" "F1" "0"])))

(defn test-after-g2-the-frames-are-let-go []
  "A G2 keeps nothing of the recursion that ran out (its frames are freed at
  once, not when the process ends)."
  (with [_ (overlord-test)]
    (setv run (run-deck "(LABEL GROW (LAMBDA (X) (CONS X (GROW X)))) (A)\nCAR ((AFTER))" :style "values")))
  (setv e (. (get run.outcomes 0) error))
  (assert (= e.code "G2"))
  (assert (is e.__context__ None))
  (assert (is e.__traceback__ None)))

(defn test-slagle-lisp-bounds-each-doublet [tmp-path capsys]
  (setv deck (/ tmp-path "runaway.lisp"))
  (.write-text deck (+ "(LAMBDA (X) (LENGTH (RPLACD X X))) ((A))\n"
                       "(LAMBDA () (PROG () A (GO A))) ()\n"
                       "CAR ((AFTER))\n"))
  (setv [status out err] (slagle ["lisp" (str deck) "--values" "--max-conses" "1000" "--max-seconds" "0.5"] capsys))
  (assert (= status 1))
  (setv lines (.splitlines out))
  (assert (.startswith (get lines 0) " *** ERROR F1: CONS COUNTER TRAP: more than 1000 conses"))
  (assert (.startswith (get lines 1) " *** ERROR TIME: TIME LIMIT"))
  (assert (= (get lines 2) " AFTER"))
  (assert (= err f"slagle: error: {deck}: 2 of 3 doublets failed (the first at line 1, column 1: F1)\n")))

(defn test-max-conses-alone-brings-a-time-limit [tmp-path capsys monkeypatch]
  ;; The counter cannot stop a loop that makes no conses: a limit given is still a bound.
  (import slagle.commands.lisp :as lisp-command)
  (monkeypatch.setattr lisp-command "IMPLIED_SECONDS" 0.5)
  (setv deck (/ tmp-path "goes.lisp"))
  (.write-text deck "(LAMBDA () (PROG () A (GO A))) ()\nCAR ((AFTER))\n")
  (setv [status out err] (slagle ["lisp" (str deck) "--values" "--max-conses" "1000"] capsys)
        lines (.splitlines out))
  (assert (= status 1))
  (assert (.startswith (get lines 0) " *** ERROR TIME: TIME LIMIT: the doublet ran 0.5 s"))
  (assert (= (get lines 1) " AFTER")))

(defn [(pytest.mark.parametrize "argv" [["--max-conses" "0"] ["--max-conses" "many"] ["--max-seconds" "-1"]
                                        ["--max-seconds" "nan"]])]
      test-slagle-lisp-refuses-a-limit-that-is-not-one [argv tmp-path capsys]
  (setv deck (/ tmp-path "deck.lisp"))
  (.write-text deck "CAR ((A))\n")
  (setv [status out err] (slagle ["lisp" (str deck) #* argv] capsys))
  (assert (= out ""))
  (assert-one-line-error status err (get argv 0) 2))

(defn test-a-test-packet-restores-the-cons-counter []
  "The counter is in the core memory a TEST packet restores (section 6.1)."
  (assert (= (limited (+ "TEST\nCOUNT (5)\nSPEAK (NIL)\nSTOP\n"
                         "TEST\n(LAMBDA (X) (LIST X X X X X X)) (A)\nSPEAK (NIL)\nSTOP\n"))
             ["NIL" "0" "(A A A A A A)" "0"])))
