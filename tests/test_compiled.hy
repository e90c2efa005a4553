"The compiled twin of the programs (slagle.compiled) against the
transcription, node for node: on the figures, on generated trees and on
positions of every game, the same positions evaluated in the same order,
the same values of the root's successors (ints where the transcription has
ints), the same move; within budgets, the same depth and counts; and in the
experiment, a planted difference caught by the check that runs beside it."

(require lisp.macros [unless])
(import json
        os
        pathlib [Path]
        numpy :as np
        pytest
        hypothesis [given]
        hypothesis.strategies :as st
        lisp [show LispError]
        slagle.core.trees [TreeGame load-tree default-dmax height]
        slagle.core.search [search]
        slagle.core.ordinary [search-program]
        slagle.core.budget [Budget]
        slagle.core.programs [program-named search-compiled]
        slagle.games [game-class]
        slagle.compiled.rules [GAMES]
        slagle.games.position [random-positions]
        slagle.matches.positions [choose-on-game]
        slagle.paper.figures [tree-source]
        slagle.compiled.twin :as twin
        slagle.experiment.runs [run-directory]
        tree-strategies [trees many small-integers eighths reals EXAMPLES-SCALE]
        helpers [slagle])

(setv ;; the games the twin has rules for (a game of the registry may have none)
      TWIN-GAMES (list GAMES))

(defn typed [x]
  "x with the type of every number in it: 5 and 5.0 differ, as they print."
  (cond (isinstance x dict) (dfor [k v] (.items x) k (typed v))
        (isinstance x list) (lfor v x (typed v))
        (isinstance x #(int float)) #((. (type x) __name__) x)
        True x))

(defn on-tree [root kind dmax [settings {}]]
  "The compiled search of kind on the tree root: move, names evaluated, successors."
  (setv game (TreeGame root :record True)
        found (twin.search kind game dmax settings))
  {"move" (show found.move) "evaluated" (lfor p game.evaluated (show p))
   "successors" (typed found.successors) "value" (typed found.value)})

(defn transcribed [root appendix m n dmax [parameters {}]]
  "The transcription's search of the tree: the same three things."
  (setv r (search root appendix m n dmax parameters :successors True))
  {"move" (get r "move") "evaluated" (get r "evaluated") "successors" (typed (get r "successors"))})

(defn same-as-transcription [root appendix m n dmax [parameters {}]]
  "Does the compiled appendix search the tree as the transcription does?"
  (setv ours (on-tree root appendix dmax {"m" m "n" n #** parameters}))
  (del (get ours "value"))
  (= ours (transcribed root appendix m n dmax parameters)))

(setv FIGURES ["fig1" "fig2" "fig3" "fig4" "fig5" "fig6"])

(defn [(pytest.mark.parametrize "figure" FIGURES)
       (pytest.mark.parametrize "appendix" ["b" "c"])]
  test-each-figure-is-searched-node-for-node [figure appendix]
  (setv [path _ _] (tree-source figure)
        root (load-tree path))
  (assert (same-as-transcription root appendix 2 2 (default-dmax root) {"x" 3 "y" 1 "r" 3 "s" 1})))

(defn [(pytest.mark.parametrize "figure" FIGURES)]
  test-maxval-on-each-figure-is-the-transcriptions [figure]
  (setv [path _ _] (tree-source figure)
        root (load-tree path)
        d (height root)
        ref (search-program root (program-named "maxval") d)
        ours (on-tree root "maxval" d)
        value (twin.search "maxval-max" (TreeGame root) d))
  (assert (= [(get ours "move") (get ours "evaluated") (typed value.value)]
             [(get ref "move") (get ref "evaluated") (typed (get ref "value"))])))

(setv parameter-values (st.sampled-from [1 2 3 0.5 1.5 2.75 0.3]))

(defn [(given (trees (st.one-of small-integers eighths reals) :depth 5 :branch 3)
              (st.integers 1 6) (st.sampled-from [[1 1] [1 2] [2 1] [2 2]])
              parameter-values parameter-values parameter-values parameter-values)
       (many 150)]
  test-generated-trees-are-searched-node-for-node [root dmax mn x y r s]
  (setv [m n] mn)
  (assert (same-as-transcription root "b" m n dmax))
  (assert (same-as-transcription root "c" 2 2 dmax {"x" x "y" y "r" r "s" s}))
  (setv ref (search-program root (program-named "maxval") dmax)
        ours (on-tree root "maxval" dmax)
        value (twin.search "maxval-max" (TreeGame root) dmax))
  (assert (= [(get ours "move") (get ours "evaluated") (typed value.value)]
             [(get ref "move") (get ref "evaluated") (typed (get ref "value"))])))


;; Games

(setv EXAMPLE {"x" 3 "y" 1 "r" 3 "s" 1}
      LEARNED (get (json.loads (.read-text (/ (run-directory "second/kalah-4") "functions.json")))
                   "parameters")
      ;; program, settings, the dmax searched (the learned functions are for D = 4)
      RUNS [["b" {"m" 1 "n" 1} [1 2 3 4]]
            ["b" {"m" 2 "n" 2} [1 2 3 4]]
            ["c" {} [1 2 3 4]]
            ["c" LEARNED [4]]
            ["maxval" {} [1 2 3 4]]
            ["deepening" {} [1 2 3 4]]
            ["deepening-best-first" {} [1 2 3 4]]])

(defn game-positions [name count seed]
  "count positions of random games of `name`, each a game in hand."
  (random-positions (game-class name) count seed))

(defn both-ways [name position program settings dmax [budget None]]
  "choose-on-game's result for the program, transcribed and compiled, the
  seconds left out: a pair of dicts."
  (lfor compiled [False True]
        (dfor [k v] (.items (choose-on-game name position program dmax settings
                                            :successors True :names True :budget budget
                                            :compiled compiled))
              :if (!= k "seconds")
              k (typed v))))

(defn [(pytest.mark.parametrize "name" TWIN-GAMES)]
  test-every-program-searches-positions-of-the-game-node-for-node [name]
  "At positions of random games (the default run's sample: times
  $SLAGLE_EXAMPLES), each program at dmax 1 to its deepest: the same move,
  positions evaluated in order, and values of the root's successors."
  (setv count (max 4 (round (* 12 EXAMPLES-SCALE)))
        cls (game-class name)
        checked 0)
  (for [[i g] (enumerate (game-positions name count 7))]
    (for [[program settings depths] RUNS]
      (setv dmax (get depths (% i (len depths)))
            ours (twin-and-transcription g program settings dmax))
      (assert (= (get ours 0) (get ours 1)) f"{name} {program} {settings} dmax {dmax}")
      (+= checked 1)))
  (assert (>= checked (* count (len RUNS)))))

(defn learned-functions [parameters]
  "x, y, r, s as the experiment installs them: a {dmax: number} table as a function of dmax."
  (import slagle.experiment.jobs [parameter-settings])
  (parameter-settings parameters))

(defn twin-and-transcription [g program settings dmax]
  "The game in hand g searched by the program both ways: the move, the
  names of the positions evaluated, the successors' values and the
  positions succ made."
  (import slagle.core.programs [choose program-named]
          slagle.core.search [watching play-sta]
          slagle.core.calls [RootWatcher])
  (defn fresh []
    (setv game ((type g) g.root.state :name g.root.name :record True))
    game)
  (setv game (fresh)
        appendix (. (program-named program) appendix)
        watcher (when appendix (RootWatcher))
        full {#** (. (program-named program) settings) #** settings}
        move (if appendix
                 (play-sta game program (.get full "m" 2) (.get full "n" 2) dmax
                           (learned-functions (dfor k "xyrs" :if (in k full) k (get full k)))
                           (fn [programs] (watching programs program None None :watcher watcher)))
                 (choose program game dmax {}))
        theirs [(show move) (lfor p game.evaluated (show p))
                (typed (when watcher (.successor-values watcher))) game.made]
        game (fresh)
        found (twin.search (. (program-named program) twin) game dmax full)
        ours [(show found.move) (lfor p game.evaluated (show p)) (typed found.successors) game.made])
  [ours theirs])

(defn test-a-learned-function-missing-at-a-dmax-is-the-same-error []
  (setv g (get (game-positions "kalah" 1 3) 0))
  (with [theirs (pytest.raises LispError)]
    (twin-and-transcription g "c" LEARNED 3))       ; the transcription runs first
  (with [ours (pytest.raises LispError)]
    (twin.search "c" ((type g) g.root.state) 3 LEARNED))
  (assert (= (str ours.value) (str theirs.value) "BACKUP: no x learned for dmax 0")))

(defn [(pytest.mark.parametrize "name" TWIN-GAMES)
       (pytest.mark.parametrize "program" ["c" "b" "maxval" "deepening" "deepening-best-first"])]
  test-a-budget-reaches-the-same-depth-with-the-same-counts [name program]
  (for [positions [1 40 333 2000]]
    (setv [theirs ours] (both-ways name "" program (if (= program "b") {"m" 1 "n" 1} {}) None
                                   (Budget :positions positions)))
    (assert (= ours theirs) f"{name} {program} within {positions} positions")))

(defn without-seconds [result]
  "A run's JSON object less its seconds, which no two runs share."
  (dfor [k v] (.items result) :if (!= k "seconds") k v))

(defn [(pytest.mark.parametrize "name" TWIN-GAMES)]
  test-slagle-run-compiled-prints-what-the-transcription-prints [name capsys]
  (setv outs (lfor extra [[] ["--compiled"]]
                   (do (setv [code out err] (slagle ["run" "--game" name "--dmax" "3" "--json" "--evaluated-names" #* extra]
                                                    capsys))
                       (assert (= code 0) err)
                       (without-seconds (json.loads out))))
        [theirs ours] outs)
  (assert (= (json.dumps ours) (json.dumps theirs))))

(defn [(pytest.mark.parametrize ["argv" "says"]
         [[["run" "fig6" "--compiled"] "--compiled is for a game"]
          [["run" "--game" "kalah" "--compiled" "--trace"] "the compiled twin makes none"]
          [["run" "--game" "kalah" "--compiled" "--program" "valmax"] "valmax has no compiled twin"]
          [["play" "kalah" "--first" "ab:compiled" "--quiet"] "ab has no compiled twin"]])]
  test-what-the-twin-cannot-do-is-refused-in-one-line [argv says capsys]
  (setv [code out err] (slagle argv capsys))
  (assert (= code 1))
  (assert (in says err))
  (assert (= (len (.splitlines err)) 1)))

(defn test-without-numba-compiled-is-refused-saying-how-to-install [capsys monkeypatch]
  (.setattr monkeypatch twin "available" (fn [] False))
  (setv [code out err] (slagle ["run" "--game" "kalah" "--compiled"] capsys))
  (assert (= code 1))
  (assert (in "pip install '.[compiled]'" err)))

(defn test-a-player-plays-the-same-game-compiled [capsys]
  (setv records (lfor c ["" ":compiled"]
                      (do (setv [code out err] (slagle ["play" "kalah" "--first" f"c:2:2:dmax=3{c}"
                                                        "--second" f"maxval:dmax=3{c}" "--quiet" "--json"]
                                                       capsys))
                          (assert (= code 0) err)
                          (lfor m (get (json.loads out) "moves") #((get m "move") (typed (get m "value")) (get m "evaluated")))))
        [theirs ours] records)
  (assert (= ours theirs))
  (assert (> (len ours) 4)))


;; In the experiment: checked while it runs

(defn match-job [key opening-index]
  "A short game of the experiment: 2&2 root-tie against 1&1, both 2 deep, on the compiled engine."
  {"key" key "job" "play-game" "game" "kalah" "opening" [] "limit" 12 "engine" "compiled"
   "match" "root-tie" "opening-index" opening-index "two-two-side" 0
   "players" [{"program" "2&2" "depth" 2 "way" "root-tie" "parameters" {"x" 3 "y" 1 "r" 3 "s" 1}}
              {"program" "1&1" "depth" 2}]})

(defn test-the-experiment-checks-its-first-games-moves-against-the-transcription []
  (import slagle.experiment.jobs [run-job])
  (setv result (run-job (match-job "checked" 0)))
  (assert (= (get result "engine") "compiled"))
  (assert (= (get result "checked") (len (get result "moves")))))

(defn test-a-planted-difference-stops-the-run-with-nothing-lost-or-doubled [tmp-path monkeypatch]
  "One weight one ulp off in the compiled engine: the check catches it at
  the first move it checks, in one line, and the results file keeps the
  game played before, once."
  (import slagle.experiment.engine [run-jobs]
          slagle.experiment [ExperimentError])
  (setv path (/ tmp-path "games.jsonl"))
  (run-jobs [(match-job "before" 5)] path "a game")
  (setv compact twin.compact)
  (defn nudged [game]
    (setv c (compact game))
    (setv (get c.evaluation 0) (np.nextafter (get c.evaluation 0) np.inf))
    c)
  (.setattr monkeypatch twin "compact" nudged)
  (with [e (pytest.raises ExperimentError)]
    (run-jobs [(match-job "before" 5) (match-job "planted" 0)] path "games"))
  (assert (in "the compiled twin differs from the transcription" (str e.value)))
  (assert (= (len (.splitlines (str e.value))) 1))
  (import slagle.experiment.store [read-lines])
  (assert (= (lfor r (read-lines path) (get r "key")) ["before"])))

(defn [(pytest.mark.parametrize "name" ["kalah" "checkers"])]
  test-the-experiments-searches-are-the-transcriptions-on-the-compiled-engine [name]
  "Each search the experiment's jobs make, on the compiled engine and on the
  transcription, at positions of random games with kalah-4's learned
  functions where they are learned (Appendix B's values at D = 4) and the
  report's example ones elsewhere: Section 8's values of every successor
  (the root a max- and a min-position), 1&1's value and its move within a
  budget of positions."
  (import slagle.experiment.jobs :as jobs)
  (defn both [search]
    "(search game) on each engine, each on a game of its own: the results with their types."
    (lfor engine ["transcription" "compiled"]
          (do (setv (get jobs.ENGINE "name") engine)
              (try
                (setv game ((type g) g.root.state) result (search game))
                (finally (setv (get jobs.ENGINE "name") "transcription")))
              [(typed (jobs.outcome-of result)) game.evaluations])))
  (setv searches 0)
  (for [g (game-positions name (max 3 (round (* 6 EXAMPLES-SCALE))) 11)]
    (for [kind ["max" "min"]]
      (setv g.player (jobs.machine-of g kind))
      (for [search [(fn [game] (setv game.player g.player) (jobs.successor-values game kind 3 EXAMPLE))
                    (fn [game] (setv game.player g.player) (jobs.one-one-value game 3 kind))]]
        (setv [theirs ours] (both search))
        (assert (= ours theirs) f"{name} {kind}")
        (+= searches 1)))
    (setv g.player (.current-player g.root.state))
    (for [search [(fn [game] (jobs.minimaxing-values game 4 LEARNED))
                  (fn [game] (jobs.budgeted-one-one-move game (Budget :positions 300)))]]
      (setv [theirs ours] (both search))
      (assert (= ours theirs) name)
      (+= searches 1)))
  (assert (>= searches 18)))

(defn test-the-report-says-what-searched-on-the-twin-and-what-was-checked [tmp-path]
  (import slagle.experiment.engine [run-jobs]
          slagle.experiment.report [engine-lines])
  (assert (= (engine-lines tmp-path) []))
  (setv [result] (run-jobs [(match-job "first" 0)] (/ tmp-path "games.jsonl") "a game")
        text (.join "\n" (engine-lines tmp-path)))
  (assert (in "1 of 1 jobs searched on the compiled twin" text))
  (assert (in f"searched {(len (get result "moves"))} of the twin's searches again" text)))

(defn test-a-search-runs-its-compiled-kernel-once-unless-its-record-is-too-small [monkeypatch]
  "The kernel runs once a search; a second time only where the positions
  evaluated are kept and outnumber the room made for them."
  (setv runs [] run-kernel twin.run-kernel)
  (defn counted [#* args]
    (.append runs 1)
    (run-kernel #* args))
  (.setattr monkeypatch twin "run_kernel" counted)
  (setv cls (game-class "kalah")
        found (twin.search "c" (cls) 5 EXAMPLE))
  (assert (> found.evaluated 4096))            ; more than the room first made for a record
  (assert (= (len runs) 1))
  (.clear runs)
  (twin.search "c" (cls :record True) 5 EXAMPLE)
  (assert (= (len runs) 2)))

(defn [(pytest.mark.parametrize "here" [False True])]
  test-the-first-compiled-search-on-a-machine-says-it-is-compiling [here capsys monkeypatch]
  (setv asked [])
  (.setattr monkeypatch twin (hy.mangle "compiled-here?") (fn [[kinds None]] (.append asked kinds) here))
  (setv [code out err] (slagle ["run" "--game" "kalah" "--compiled" "--dmax" "1" "--program" "maxval"] capsys))
  (assert (= code 0))
  (assert (= (in "is being compiled for this machine" err) (not here)))
  ;; the note is of the search's own kernel, not of every one
  (assert (= asked [["maxval"]])))

(defn test-each-search-is-compiled-here-by-its-own-kernel []
  (assert (= (sorted (set (.values twin.KERNELS))) ["appendix_b" "appendix_c" "maxval"]))
  (for [kind twin.KERNELS]
    (assert (hasattr (get (twin.compiled) 2) (get twin.KERNELS kind)) kind))
  (assert (= (twin.compiled-here?) (all (gfor k ["b" "c" "maxval"] (twin.compiled-here? [k]))))))

(defn test-a-game-the-twin-has-no-rules-of-is-refused-in-one-line [capsys monkeypatch]
  ;; a game of the registry need not have compiled rules: --compiled then says so
  (import slagle.compiled.rules :as rules)
  (.delitem monkeypatch rules.GAMES "kalah")
  (setv [status out err] (slagle ["run" "--game" "kalah" "--compiled" "--dmax" "2"] capsys))
  (assert (= status 1) err)
  (assert (= err (+ "slagle: error: PROGRAM: the compiled twin has no rules of kalah; its games:"
                    " checkers tic-tac-toe connect-four (leave out the compiled option)\n"))))

(defn [(pytest.mark.parametrize "name" TWIN-GAMES)
       (pytest.mark.parametrize "program" ["deepening" "deepening-best-first"])]
  test-deepening-within-positions-generated-is-the-transcriptions [name program]
  ;; the experiment's better 1&1: an unfinished iteration's best, the same positions made and evaluated
  (import slagle.core.programs [run-program])
  (for [[i g] (enumerate (game-positions name 4 5))
        generated [1 60 700 4000]]
    (setv runs (lfor compiled [False True]
                     :setv game ((type g) g.root.state :name g.root.name :record True)
                     :setv found (run-program program game None {} :budget (Budget :generated generated)
                                              :compiled compiled)
                     [(show found.move) (typed found.value) found.evaluated found.depth game.made
                      (lfor p game.evaluated (show p))]))
    (assert (= (get runs 0) (get runs 1)) f"{name} {program} position {i} within {generated} generated")))
