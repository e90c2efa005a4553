"`slagle repl`: tracing, printing, and LISP errors as one line (the README's
session is run by test_readme.hy)."

(import subprocess
        sys
        pytest
        lisp [read intern NIL]
        lisp.trace [redefining]
        appendix-b.programs :as b
        appendix-c.programs :as c
        slagle.commands.repl [make-repl lisp-repr deck-b deck-c])

(defn [pytest.fixture] repl []
  "A REPL whose `play` is undone afterwards: the game-defined functions of both
  appendices come back as they were."
  (setv game-functions ["value" "succ" "final"])
  (with [_ (redefining b (dfor name game-functions name (getattr b name)))
         _ (redefining c (dfor name game-functions name (getattr c name)))
         _ (redefining deck-b (dfor name game-functions name (getattr deck-b name None)))
         _ (redefining deck-c (dfor name game-functions name (getattr deck-c name None)))]
    (yield (make-repl))))

(defn session [repl capsys lines]
  "What the REPL prints for the input lines, one entry a line (its output, stripped)."
  (.readouterr capsys)
  (lfor line lines
        (do (.runsource repl line)
            (setv captured (.readouterr capsys))
            (.strip (+ captured.out captured.err)))))

;; What a user may get wrong, and the one line the REPL answers with.
(setv MISTAKES
  [["(play \"no-such.tree\")" "*** no-such.tree: No such file or directory"]
   ["(trace appendix-c [\"nope\"])" "*** TRACE: nope is not a function of appendix_c.programs"]
   ["(appendix-a.ditto 1 -1)" "*** G2: out of push-down list: recursion deeper than the REPL's limit"]
   ["(cdr 5)" "*** CDR: cdr of the atom 5"]
   ;; an unknown name is one line, not a traceback
   ["(no-such-function 1)" "*** no-such-function is not defined: not a name of this session"]])

(defn [(pytest.mark.parametrize #("line" "printed") MISTAKES)] test-a-mistake-is-one-line [repl capsys line printed]
  (setv [shown] (session repl capsys [line]))
  (assert (.startswith shown printed))
  (assert (= (len (.splitlines shown)) 1)))

(defn test-trace-from-the-repl [repl capsys]
  (setv [_ _ traced _ untraced] (session repl capsys ["(setv P (play 6))"
                                                     "(trace appendix-c [\"minv\"])"
                                                     "(appendix-c.sta P 2 2 5)"
                                                     "(untrace appendix-c)"
                                                     "(appendix-c.sta P 2 2 5)"]))
  (assert (in "  (minv P233 15)   ; alpha = 5.0, dmax = 2, initib = (∞)\n  minv = 4" traced))
  (assert (.endswith traced "P1"))
  (assert (= untraced "P1")))

(defn test-trace-an-appendix-from-the-repl [repl capsys]
  (setv [_ traced] (session repl capsys ["(setv P (play 6))"
                                         "(with [_ (tracing-appendix appendix-c \"c\")] (appendix-c.sta P 2 2 5))"]))
  (assert (in "minvl = 4   ; alpha cutoff: P2332 P2333 never looked at" traced))
  (assert (.endswith traced "sta = P1\nP1")))

(defn test-the-decks-from-the-repl [repl capsys]
  ;; The game in hand reaches the deck as it reaches the transcription, and the
  ;; deck traces alike.
  (setv [_ move b-move traced deck-traced]
        (session repl capsys ["(setv P (play 6))"
                              "(deck-c.sta P 2 2 5)"
                              "(deck-b.sta P 2 2 5)"
                              "(with [_ (tracing-appendix appendix-c \"c\")] (appendix-c.sta P 2 2 5))"
                              "(with [_ (tracing-appendix deck-c \"c\")] (deck-c.sta P 2 2 5))"]))
  (assert (= move "P1"))
  (assert (= b-move (lisp-repr (b.sta (intern "P") 2 2 5))))
  (assert (in "minvl = 4   ; alpha cutoff: P2332 P2333 never looked at" deck-traced))
  (assert (= deck-traced traced)))

(setv PRINTED [[(read "(A . B)") "(A . B)"] [NIL "NIL"] [(float "inf") "∞"] [3 "3"]
               [[1 2] "[1 2]"] ["text" "\"text\""] [True "True"]])

(defn [(pytest.mark.parametrize #("value" "printed") PRINTED)] test-lisp-repr [value printed]
  (assert (= (lisp-repr value) printed)))

(defn test-slagle-repl-reads-stdin-to-the-end []
  (setv done (subprocess.run [sys.executable "-c" "from slagle.cli import main; main()" "repl"]
                             :input "(setv P (play \"fig6\"))\n(appendix-c.sta P 2 2 5)\n(car NIL)\n"
                             :capture-output True :text True :timeout 60))
  (assert (= done.returncode 0))
  (assert (in "=> P1" done.stdout))
  (assert (in "*** CAR: car of the atom NIL" done.stderr))
  (assert (not-in "Traceback" (+ done.stdout done.stderr))))

;; Every function the README's REPL section names, used as it says.
(defn test-the-readmes-repl-functions-do-what-it-says [repl capsys]
  (setv [in-hand after redefined traced traced-appendix]
        (session repl capsys
                 ["(with [P (playing 6)] (appendix-c.sta P 2 2 5))"
                  "(appendix-c.sta (intern \"P\") 2 2 5)"
                  "(with [P (playing 6) _ (redefining appendix-c {\"bua\" (fn [alpha a dmax] (car a))})] (appendix-c.sta P 2 2 5))"
                  "(with [P (playing \"fig6\") _ (tracing appendix-c [\"sta\"])] (appendix-c.sta P 2 2 5))"
                  "(with [P (playing (load-figure 6)) _ (tracing-appendix appendix-c \"c\")] (appendix-c.sta P 2 2 5))"]))
  (assert (= in-hand "P1"))
  ;; playing puts the game back as it was: here, no game at all
  (assert (.startswith after "*** ") after)
  (assert (in redefined ["P1" "P2" "P3"]))
  (assert (= traced "(sta P 2 2 5)\nsta = P1\nP1"))
  (assert (in "alpha cutoff: P2332 P2333 never looked at" traced-appendix)))
