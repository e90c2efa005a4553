"The report's programs by two roads: the Hy transcription, and the decks
(appendix_b/appendix-b.deck, appendix_c/appendix-c.deck) on the LISP 1.5
interpreter.  On every figure and on generated trees, both choose the same
move, evaluate the same positions in the same order, and trace the same calls
with the same free-variable bindings and cutoffs, line for line."

(import contextlib [contextmanager]
        io
        json
        pytest
        hypothesis [given]
        hypothesis.strategies :as st
        lisp [LispError]
        lisp.trace [redefining]
        slagle.core.calls [tracing-appendix]
        slagle.cli [main]
        helpers [slagle]
        slagle.core.decks [deck-programs]
        slagle.paper.figures [load-figure figure-run]
        slagle.core.search [play-sta]
        slagle.core.trees [TreeGame height]
        tree-strategies :as ts)

(defn [contextmanager] replaced-and-traced [programs appendix functions out]
  "Replace the functions of `programs` by `functions` and trace the appendix's
  functions to `out`, for a with block."
  (with [_ (redefining programs functions)
         _ (tracing-appendix programs appendix None out)]
    (yield)))

(defn run-traced [root appendix m n dmax [functions {}] [parameters {}] [interpreted False]]
  "sta of `appendix` on the tree `root`, traced: the move, the positions
  evaluated, the trace's text; the move is the LISP error's code if it ends in one."
  (setv game (TreeGame root :record True)
        out (io.StringIO))
  (try
    (setv move (play-sta game appendix m n dmax parameters
                         (fn [programs] (replaced-and-traced programs appendix functions out))
                         interpreted))
    (except [e LispError]
      (setv move f"error {e.code}")))
  {"move" (str move) "evaluated" (lfor p game.evaluated (str p)) "trace" (.getvalue out)})

(defn assert-same-runs [root appendix m n dmax [functions None] [parameters {}]]
  "Assert that the transcription and the deck run alike on the tree root."
  (setv functions (or functions {})
        hy (run-traced root appendix m n dmax functions parameters)
        deck (run-traced root appendix m n dmax functions parameters True))
  (assert (= (get deck "move") (get hy "move")))
  (assert (= (get deck "evaluated") (get hy "evaluated")))
  (assert (= (get deck "trace") (get hy "trace"))))

;; ---------------------------------------------------------------------------
;; Every figure, with the paper's own call and with the other appendix

(setv FIGURE-RUNS (lfor figure [1 2 3 4 5 6]
                        [appendix m n dmax] [(figure-run figure)
                                             [(if (= (get (figure-run figure) 0) "b") "c" "b") 2 2
                                              (get (figure-run figure) 3)]]
                        [figure appendix m n dmax]))

(defn [(pytest.mark.parametrize #("figure" "appendix" "m" "n" "dmax") FIGURE-RUNS)]
  test-every-figure-runs-alike-on-the-deck [figure appendix m n dmax]
  (setv root (load-figure figure)
        dmax (or dmax (height root)))
  (assert-same-runs root appendix m n dmax)
  (assert (> (len (.splitlines (get (run-traced root appendix m n dmax {} {} True) "trace"))) 10)))

(defn [(pytest.mark.parametrize "options" [[] ["--trace"] ["--json"] ["--json" "--trace"]
                                           ["--trace-only" "minv,maxv" "-x" "2" "-y" "0.5"]
                                           ["--appendix" "b" "-m" "1" "-n" "2" "--trace"]])]
  test-slagle-run-interpreted-prints-the-same [options capsys]
  (setv [status out _] (slagle ["run" "fig6" #* options] capsys)
        [deck-status deck-out _] (slagle ["run" "fig6" "--interpreted" #* options] capsys))
  (assert (= [deck-status deck-out] [status out]))
  (assert (= status 0))
  (when (in "--json" options)
    (assert (= (get (json.loads deck-out) "move") "P1"))))

(defn test-the-deck-is-what-runs-interpreted [monkeypatch]
  ;; No function of the transcription is called; and a deck edited (maxvl's
  ;; max[alpha;glbua] as min) runs as edited.
  (import appendix-c.programs :as c
          slagle.core.calls [APPENDIX-FUNCTIONS]
          slagle.core.decks :as decks
          lisp.trace [advising])
  (setv root (load-figure 6)
        called [])
  (with [_ (advising c (get APPENDIX-FUNCTIONS "c") (fn [name f args] (.append called name) (f #* args)))]
    (setv deck (run-traced root "c" 2 2 5 {} {} True)))
  (assert (= called []))
  (assert (= (get deck "move") "P1"))
  (setv original decks.deck-text
        text (original "c")
        edited (.replace text "(MAXVL3 (CDR L) (MAX ALPHA GLBUA) NEWA)" "(MAXVL3 (CDR L) (MIN ALPHA GLBUA) NEWA)"))
  (assert (!= edited text))
  (monkeypatch.setattr decks "deck_text" (fn [appendix] (if (= appendix "c") edited (original appendix))))
  (setv changed (run-traced root "c" 2 2 5 {} {} True))
  (assert (in "(maxvl3 (P232 P233 P234) -∞ (6))" (get changed "trace")))
  (assert (!= (get changed "trace") (get deck "trace"))))

(defn [(pytest.mark.parametrize "appendix" ["b" "c"])]
  test-the-deck-reads-free-what-the-transcription-does [appendix]
  ;; So that TRACE prints the same bindings, and the binding is as dynamic.
  (import slagle.core.search [appendix-module])
  (setv programs (deck-programs appendix)
        module (appendix-module appendix)
        names (lfor name (dir programs) :if (hasattr (getattr module name None) "free_variables") name))
  (assert (>= (len names) 10))
  (for [name names]
    (assert (= (. (getattr programs name) free-variables) (. (getattr module name) free-variables)) name)))

(defn test-a-run-leaves-the-property-lists-as-they-were []
  (import lisp [intern] lisp.data [get :as property] lisp.interpreter [EXPR SUBR SPECIAL])
  (defn properties []
    (lfor name ["STA" "MINV" "BUA" "VALUE" "SUCC" "FINAL" "ALPHA" "DMAX"]
          i [EXPR SUBR SPECIAL]
          (property (intern name) i)))
  (setv before (properties))
  (assert (= (get (run-traced (load-figure 6) "c" 2 2 5 {} {} True) "move") "P1"))
  (assert (= (properties) before)))

;; ---------------------------------------------------------------------------
;; Generated trees: about 2,000 in all for a full run (SLAGLE_EXAMPLES=5), a
;; fifth of them by default (ts.share-of).
;; m, n = 1-3 where the appendix allows them: the paper's backing-up functions
;; are for m, n <= 2 (the decks' by hand, the transcription's), and for 3 a
;; family of backing-up functions (tree_strategies) replaces them in both.

(setv small-trees (ts.trees :depth 3 :branch 3))

(defn [(given small-trees (st.sampled-from [1 2]) (st.sampled-from [1 2]) (st.integers 1 4))
       (ts.share-of 500)]
  test-appendix-b-deck-runs-alike [root m n dmax]
  (assert-same-runs root "b" m n dmax))

(defn [(given small-trees (ts.parameters (st.sampled-from [0 1 2 3 1.5 -1])
                                         (st.sampled-from [0.5 1 2 3 0.25]))
              (st.integers 1 4))
       (ts.share-of 500)]
  test-appendix-c-deck-runs-alike [root parameters dmax]
  (assert-same-runs root "c" 2 2 dmax None parameters))

(setv families
  (st.one-of (st.tuples (st.just "exponential") (ts.parameters ts.exponents ts.slopes))
             (st.tuples (st.just "tent") (ts.parameters ts.tent-heights ts.tent-slopes))))

(defn backing-up [family appendix]
  "The backing-up functions of `appendix` in the family (name, parameters)."
  (setv [name parameters] family)
  (get ((get ts.FAMILIES name) #** parameters) appendix))

(defn [(given small-trees families (st.integers 1 3) (st.integers 1 3) (st.integers 1 4))
       (ts.share-of 500)]
  test-appendix-b-deck-runs-alike-for-m-and-n-to-3 [root family m n dmax]
  (assert-same-runs root "b" m n dmax (backing-up family "b")))

(defn [(given small-trees families (st.integers 2 3) (st.integers 2 3) (st.integers 1 4))
       (ts.share-of 500)]
  test-appendix-c-deck-runs-alike-for-m-and-n-to-3 [root family m n dmax]
  (assert-same-runs root "c" m n dmax (backing-up family "c")))

;; ---------------------------------------------------------------------------
;; The whole run as cards (`slagle run TREE --deck`), for the top level: the
;; game on property lists, in LISP alone

(defn [contextmanager] preserved-property-lists []
  "Every atom's property list as it was before the with block, after it: a
  deck run by the top level defines and declares for the whole LISP system.
  (Importing lisp.interpreter puts the system's own functions on theirs first.)"
  (import operator [attrgetter]
          lisp [OBLIST] lisp.interpreter lisp.toplevel [set-plists])
  (setv atoms (list (.values OBLIST))
        plists (list (map (attrgetter "plist") atoms)))
  (try
    (yield)
    (finally
      (set-plists atoms plists))))

(defn [pytest.fixture] fresh-property-lists []
  (with [_ (preserved-property-lists)]
    (yield)))

(defn [(pytest.mark.parametrize #("figure" "appendix" "m" "n" "dmax") FIGURE-RUNS)]
  test-every-figure-runs-alike-as-cards [figure appendix m n dmax fresh-property-lists]
  (import lisp.toplevel [run-deck]
          slagle.core.decks [run-cards])
  (setv root (load-figure figure)
        dmax (or dmax (height root))
        run (run-deck (run-cards root appendix m n dmax)))
  (assert (= run.failed 0) run.listing)
  (assert (= (str (. (get run.outcomes -1) value)) (get (run-traced root appendix m n dmax) "move"))))

(defn [(given small-trees (st.integers 1 4)) (ts.many 50)]
  test-generated-trees-run-alike-as-cards [root dmax]
  (import lisp.toplevel [run-deck]
          slagle.core.decks [run-cards])
  (with [_ (preserved-property-lists)]
    (for [[appendix m] [["b" 1] ["b" 2] ["c" 2]]]
      (setv run (run-deck (run-cards root appendix m m dmax)))
      (assert (= run.failed 0) run.listing)
      (assert (= (str (. (get run.outcomes -1) value)) (get (run-traced root appendix m m dmax) "move"))))))

(defn test-slagle-run-deck-prints-the-cards [capsys]
  (setv [status out _] (slagle ["run" "fig6" "--deck" "-x" "2"] capsys))
  (assert (= status 0))
  (for [card ["(STA (LAMBDA (P M N DMAX)" "(P2331 4)" "(P233 (P2331 P2332 P2333))" "(P2332 NIL)"
              "(FINAL (LAMBDA (P ALPHA BETA DMAX) (OR (NULL (GET P (QUOTE SUCC))) (ZEROP DMAX))))"
              "(X (LAMBDA (DMAX) 2))"]]
    (assert (in card out) card))
  (assert (.endswith out "STA (P 2 2 5)\nFIN\n")))

(defn test-a-position-the-reader-would-not-read-back-is-an-error [capsys tmp-path]
  (setv path (/ tmp-path "odd.tree"))
  (.write-text path "(P (P[1] 1) (P2 2))")
  (with [e (pytest.raises SystemExit)]
    (main ["run" (str path) "--deck"]))
  (assert (= e.value.code 1))
  (assert (in "DECK: the position P[1] cannot be punched" (. (.readouterr capsys) err))))

(defn [(pytest.mark.parametrize "option" ["--json" "--interpreted" "--trace"])]
  test-deck-runs-nothing-and-says-so [option capsys]
  (with [e (pytest.raises SystemExit)]
    (main ["run" "fig6" "--deck" option]))
  (assert (= e.value.code 1))
  (setv captured (.readouterr capsys))
  (assert (= captured.out ""))
  (assert (in "DECK: --deck prints the run's cards instead of running it" captured.err)))
