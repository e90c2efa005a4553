"The one table of programs (slagle.core.programs): every program of the
registry, by its registry line alone, is a --program of `slagle run` on a
tree and on a game, a player of `slagle play`, and a row of `slagle bench
--games`; its run gives the move, the move's value, the positions evaluated
and the depth reached."

(import json
        pytest
        lisp [show to-python]
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
  (import slagle.bench.games [speed-lines timed-spec])
  (setv lines (speed-lines 1 1 0 "tic-tac-toe"))
  (for [name NAMES]
    (assert (any (gfor line lines (.startswith line (+ (timed-spec name 1) " ")))) name)))
