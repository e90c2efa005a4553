"The one table of programs (slagle.core.programs): every program of the
registry, by its registry line alone, is a --program of `slagle run` on a
tree and on a game, a player of `slagle play`, and a row of `slagle bench
--games`; its run gives the move, the move's value, the positions evaluated
and the depth reached."

(import json
        pytest
        lisp [show to-python LispError]
        helpers [slagle]
        slagle.errors [Refusal]
        slagle.games [game-class]
        slagle.games.position [play-moves]
        slagle.core.budget [Budget]
        slagle.core.programs [PROGRAMS Program Result program-named run-program settings-for]
        slagle.core.trees [TreeGame parse-tree])

(setv NAMES (list PROGRAMS)
      ;; a tree every program chooses P2 in, at dmax 1 or 2, m&n or 1&1; a value at every position
      TREE "(P (P1 1 (P11 3) (P12 9)) (P2 2 (P21 7) (P22 8)) (P3 0 (P31 1) (P32 2)))")

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-registry-line-gives-a-program [name]
  (setv program (program-named name))
  (assert (isinstance program Program))
  (assert (= program.name name))
  (assert (is (program-named name) program))          ; loaded once
  (assert (callable program.check))
  (assert (callable program.search))
  (assert (<= (set program.bench-settings) (set program.settings))))

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-run-gives-move-value-evaluated-and-depth [name]
  (setv game (TreeGame (parse-tree TREE) :record True)
        found (run-program name game 2))
  (assert (isinstance found Result))
  (assert (= (show found.move) "P2"))
  (assert (is-not found.value None))
  (assert (= found.evaluated game.evaluations (len game.evaluated)))
  (assert (= found.depth 2))
  ;; one move deep, the move's value is its static value
  (setv game (TreeGame (parse-tree "(P (P1 4) (P2 6) (P3 5))"))
        found (run-program name game 1))
  (assert (= [(show found.move) found.value found.evaluated] ["P2" 6 game.evaluations])))

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-run-within-a-budget-says-its-depth [name]
  (setv game (TreeGame (parse-tree TREE))
        found (run-program name game 2 {} :budget (Budget 4)))
  (assert (= found.depth 1))            ; 3 positions one move deep, and 4 more two deep
  (assert (= (show found.move) "P2")))

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-setting-not-taken-is-refused [name]
  (setv program (program-named name)
        absent (next (gfor k ["m" "x" "dmax-of-nothing"] :if (not-in k program.settings) k)))
  (with [e (pytest.raises Refusal)]
    (settings-for program {absent 1}))
  (assert (in f"{name} takes no setting {absent}" (str e.value))))

(defn [(pytest.mark.parametrize "name" NAMES)] test-every-program-runs-on-a-tree [name capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") TREE)
  (setv [status out err] (slagle ["run" "t.tree" "--program" name "--dmax" "2" "--json"] capsys)
        result (json.loads out))
  (assert (= status 0) err)
  (assert (= (get result "move") "P2")))

(defn [(pytest.mark.parametrize "name" NAMES)] test-every-program-runs-on-a-game [name capsys]
  (setv [status out err] (slagle ["run" "--game" "tic-tac-toe" "--position" "b2 a1" "--program" name
                                  "--dmax" "2" "--json"] capsys)
        result (json.loads out)
        game (play-moves ((game-class "tic-tac-toe")) ["b2" "a1"]))
  (assert (= status 0) err)
  (assert (= (get result "program") name))
  (assert (in (get result "move") (lfor p (.successors game game.root) p.name)))
  (assert (> (get result "evaluated") 0)))

(defn [(pytest.mark.parametrize "name" NAMES)] test-every-program-is-a-player [name capsys]
  (setv [status out err] (slagle ["play" "tic-tac-toe" "--first" f"{name}:dmax=2" "--second" "random"
                                  "--seed" "3" "--json"] capsys)
        record (json.loads out)
        moves (lfor m (get record "moves") :if (= (get m "by") f"{name}:dmax=2") m))
  (assert (= status 0) err)
  (assert moves)
  (for [m moves]
    (assert (is-not (get m "value") None) m)          ; the value is the run's
    (assert (> (get m "evaluated") 0) m)))

(defn test-every-program-is-a-row-of-the-games-bench []
  (import slagle.bench.games [speed-table timed-spec])
  (setv programs (lfor row (get (speed-table 1 1 0 "tic-tac-toe") "rows") (get row 0)))
  (for [name NAMES]
    (assert (in (timed-spec name 1) programs) name)))


;; The experiment's better 1&1: deepening, the root's moves ordered by the last iteration

(setv ORDERED "(P (P1 9 (P11 1) (P12 2)) (P2 5 (P21 6) (P22 7)) (P3 4 (P31 0) (P32 8)))")

(defn test-deepening-one-move-deep-is-maxval []
  (import slagle.games.kalah [Kalah] slagle.games.checkers [Checkers])
  (for [cls [Kalah Checkers]]
    (setv ours (run-program "deepening" (cls) 1)
          theirs (run-program "maxval" (cls) 1))
    (assert (= [(show ours.move) ours.value ours.evaluated] [(show theirs.move) theirs.value theirs.evaluated]))))

(defn [(pytest.mark.parametrize "dmax" [2 3 4])] test-deepening-finds-maxvals-value [dmax]
  ;; the root's order changes which of equal moves is met first and what is cut off, not the value
  (import slagle.games.position [random-positions] slagle.games.kalah [Kalah])
  (for [g (random-positions Kalah 6 dmax)]
    (setv ours (run-program "deepening" ((type g) g.root.state) dmax)
          theirs (run-program "maxval" ((type g) g.root.state) dmax))
    (assert (= ours.value theirs.value) g.root.name)))

(defn [(pytest.mark.parametrize #("values" "best" "as_run" "best_first")
                                 ;; values by place in walk order; the best's place; the two orders
                                 [[{0 1 1 5 2 5 3 -2} 1 [1 2 0 3 4] [1 2 0 3 4]]
                                  ;; fail-hard: 1 and 0, met after the best (2), come back as α = 5
                                  [{2 5 1 5 0 5} 2 [0 1 2 3 4] [2 0 1 3 4]]
                                  [{3 7 0 2 4 7} 3 [3 4 0 1 2] [3 4 0 1 2]]
                                  [{4 6 2 6 1 3} 4 [2 4 1 0 3] [4 2 1 0 3]]])]
  test-deepening-orders-by-the-last-iteration [values best as-run best-first]
  ;; best first, ties in the game's order, unreached last; best-first puts the best before its ties
  (import slagle.core.programs.deepening [Iteration next-order])
  (setv it (Iteration))
  (setv it.size 5 it.values values it.best-place best)
  (assert (= (next-order it) as-run))
  (assert (= (next-order it True) best-first)))

(defn iteration-orders [g d]
  "Iterations 1 to d of deepening at the root of the game g: for each after
  the first, [the place it searched first, the place of the last one's best]."
  (import slagle.core.programs.deepening [Iteration iterate next-order])
  (setv order None pairs [])
  (for [depth (range 1 (+ d 1))]
    (setv it (Iteration))
    (iterate ((type g) g.root.state) depth order it None)
    (setv order (next-order it))
    (.append pairs [(get order 0) it.best-place]))
  (cut pairs 0 -1))

(defn test-deepening-as-run-does-not-always-search-the-last-best-first []
  ;; the defect the best-first program mends: the last iteration's best,
  ;; tied with the successors met after it, comes after those of them
  ;; earlier in the game's order
  (import slagle.games.position [random-positions] slagle.games.kalah [Kalah])
  (setv pairs (lfor g (random-positions Kalah 10 5) p (iteration-orders g 5) p))
  (assert (any (gfor [first best] pairs (!= first best))))
  (assert (any (gfor [first best] pairs (= first best)))))

(defn [(pytest.mark.parametrize "name" ["kalah" "checkers"])]
  test-deepening-best-first-searches-the-last-best-first [name]
  (import slagle.core.programs.deepening :as dp slagle.games [game-class] slagle.games.position [random-positions])
  (setv firsts [])
  (defn noting [original]
    "next-order, noting for a best-first order whether it starts with the best."
    (fn [it [best-first False]]
      (setv order (original it best-first))
      (when (and best-first (is-not it.best-place None))
        (.append firsts (= (get order 0) it.best-place)))
      order))
  (setv original dp.next-order)
  (try
    (setv dp.next-order (noting original))
    (for [g (random-positions (game-class name) 6 7)]
      (run-program "deepening-best-first" ((type g) g.root.state) 5))
    (finally (setv dp.next-order original)))
  (assert (= (len firsts) 30))                       ; six positions, each of iterations 1 to 5 ordering the next
  (assert (all firsts)))

(defn [(pytest.mark.parametrize "program" ["deepening" "deepening-best-first"])
       (pytest.mark.parametrize #("budget" "move" "depth")
                                 [[4 "P1" 1]       ; iteration 2 stopped inside its first successor: iteration 1's move
                                  [7 "P2" 2]       ; stopped after P1 and P2: the better of the two
                                  [100 "P2" 2]])]  ; no budget to speak of: iteration 2's own move
  test-deepening-keeps-an-unfinished-iterations-best [program budget move depth]
  (setv found (run-program program (TreeGame (parse-tree ORDERED)) 2 {} :budget (Budget budget)))
  (assert (= [(show found.move) found.depth] [move depth]))
  ;; deepening from scratch keeps only a finished iteration's move
  (when (< budget 8)
    (assert (= (show (. (run-program "maxval" (TreeGame (parse-tree ORDERED)) 2 {} :budget (Budget budget)) move))
               "P1"))))

(defn test-a-budget-of-positions-generated-counts-what-succ-makes []
  (import slagle.games.kalah [Kalah])
  (for [n [1 50 400 3000]]
    (setv game (Kalah)
          found (run-program "deepening" game None {} :budget (Budget :generated n)))
    (assert (>= found.depth 1))
    ;; the budget is checked before each succ: spent, and over it by at most
    ;; one position's complete moves (the first iteration, 7 here, always ends)
    (assert (<= (min n 7) (max n 7) game.made (+ (max n 7) 40)) [n game.made])))

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-budget-at-a-root-without-moves-ends [name]
  ;; deeper searches would find no more: the program stops, with no move to
  ;; play, or fails as its source does with none (valmax's bestmax of NIL)
  (try
    (setv found (run-program name (TreeGame (parse-tree "(A 5)")) None {} :budget (Budget 5)))
    (assert (= (show found.move) "NOSUCC"))
    (assert (<= 1 found.depth 5))     ; a program that evaluates the root itself spends the budget on it
    (except [e LispError]
      (assert (= e.code "CDR") e))))

(defn test-a-budget-of-positions-generated-on-a-tree-is-refused-by-both-engines []
  (for [compiled [False True]]
    (with [e (pytest.raises Refusal)]
      (run-program "deepening" (TreeGame (parse-tree TREE)) 2 {} :budget (Budget :generated 10) :compiled compiled))
    (assert (in "needs a game that counts them" (str e.value)))))
