"`slagle repl`: tracing, printing, and LISP errors as one line (the README's
session is run by test_readme.hy)."

(import hy
        subprocess
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

;; (help) and (doc NAME)

(defn test-help-lists-every-helper-with-an-example [repl capsys]
  (import slagle.commands.repl [HELPERS namespace])
  (setv [listed] (session repl capsys ["(help)"]))
  (for [[name example _] HELPERS]
    (assert (in f"  {name} " listed) name)
    (assert (in example listed) name)
    ;; a helper is there to call, under the name help gives it
    (assert (or (= name "defun") (= name "doc") (in (hy.mangle name) (namespace))) name))
  (assert (not-in "Welcome to Python" listed)))

(defn test-doc-shows-the-papers-description [repl capsys]
  (setv [minv one glbua play nothing via-help]
        (session repl capsys ["(doc minv)" "(doc appendix-b.sta)" "(doc \"glbua\")" "(doc play)" "(doc nothing-here)"
                              "(help appendix-a.ditto)"]))
  ;; minv is in both appendices: both descriptions, each with its M-expression
  (assert (.startswith minv "appendix-b.minv:\n  minv[p] (value of a min-position)"))
  (assert (in "appendix-c.minv:\n  minv[p;oldbeta] (value of a min-position)" minv))
  (assert (in "cond[final[p;alpha;oldbeta;dmax] → value[p];" minv))
  (assert (.startswith one "appendix-b.sta:\n  sta[p;m;n;dmax] (start)"))
  (assert (not-in "appendix-c" one))
  (assert (in "glbua[oldalpha;a;dmax]" glbua))
  (assert (.startswith play "play:\n  Put a tree in hand"))
  (assert (= nothing "doc: no function named nothing-here here; (help) lists the helpers, and the appendices' are sta, minv, ..."))
  (assert (in "ditto[(A . B);2]=((A . B),(A . B))" via-help)))

(defn test-play-says-when-it-replaces-the-game-in-hand [repl capsys]
  (setv [first same other value]
        (session repl capsys ["(setv P (play 6))" "(setv P (play \"fig6\"))" "(setv Q (play 2))" "(appendix-b.value (intern \"P1\"))"]))
  (assert (= [first same] ["" ""]))
  (assert (= other "play: fig2 is now the game in hand, not fig6: a position kept from before (P, say) now answers from the new game"))
  (assert (= value "10")))

(defn test-redefining-a-backing-up-function-as-docs-repl-shows [repl capsys]
  ;; m = 3 is refused by the paper's glbua; a backing-up function of one's own,
  ;; in place for a with block, lets Appendix C search 3&2 (docs/repl.md).
  (setv [refused ours after]
        (session repl capsys ["(with [P (playing 6)] (appendix-c.sta P 3 2 5))"
                              (+ "(with [P (playing 6)"
                                 "       _ (redefining appendix-c {\"glbua\" (fn [oldalpha a dmax] -∞)"
                                 "                                 \"bua\" (fn [alpha a dmax] (car a))})]"
                                 "  (appendix-c.sta P 3 2 5))")
                              "(with [P (playing 6)] (appendix-c.sta P 3 2 5))"]))
  (assert (.startswith refused "*** "))
  (assert (in ours ["P1" "P2" "P3"]))
  (assert (= after refused)))
