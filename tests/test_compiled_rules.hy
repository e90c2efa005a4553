"The compiled rules (slagle.compiled: each game of its registry, in numba)
held to the games over OpenSpiel (slagle.games): at thousands of positions
of each game, from random games and from games a program plays, the
compiled successors are the game class's (the same complete moves, in the
same order, the same repeated positions left out, each position the compact
form of OpenSpiel's), and the terminal test, the outcome and the features
are the same.  $SLAGLE_EXAMPLES scales the sample: 40 reaches 100,000
positions a game.  Then the round trips between compact positions and
OpenSpiel's states, the buffers' bounds, and numba's cache."

(import functools [cache]
        itertools
        pathlib [Path]
        random
        subprocess
        sys
        numpy :as np
        pytest
        hypothesis [given]
        hypothesis.strategies :as st
        slagle.games [game-class]
        slagle.core.programs [choose]
        slagle.compiled [layout kalah checkers tic-tac-toe connect-four]
        slagle.compiled.rules [MODULES]
        tree-strategies :as ts)

(setv RULES MODULES               ; every game the twin plays, by its registry line
      NAMES (list RULES)
      ;; Positions a game: 3,000, times $SLAGLE_EXAMPLES (40: 120,000).
      POSITIONS (round (* 3000 ts.EXAMPLES-SCALE))
      ;; Games maxval plays against itself (dmax 1 and 2), times $SLAGLE_EXAMPLES.
      PROGRAM-GAMES (max 2 (round (* 2 ts.EXAMPLES-SCALE))))

(defn buffers [width]
  "Fresh out_states, out_actions and scratch of layout's shapes, for positions of `width` numbers."
  #((np.zeros #(layout.MAX-MOVES width) :dtype np.int32)
    (np.zeros #(layout.MAX-MOVES layout.MAX-STEPS) :dtype np.int32)
    (np.zeros #(layout.SCRATCH width) :dtype np.int32)))

(defn compiled-successors [rules a]
  "#(states actions) after the complete moves at the compact position a: the
  compact positions, and each move's actions as a tuple."
  (assert (= (len a) rules.WIDTH) "a position is of its game's own width")
  (setv [out-states out-actions scratch] (buffers rules.WIDTH)
        k (rules.successors a out-states out-actions scratch))
  (assert (>= k 0) "no buffer overflows at a real position")
  #((lfor i (range k) (.copy (get out-states i)))
    (lfor i (range k) (tuple (map int (itertools.takewhile (fn [x] (>= x 0)) (get out-actions i)))))))

;; ---------------------------------------------------------------------------
;; Positions from real games

(defn random-game [cls rng]
  "The OpenSpiel states of one game of random complete moves, start to end."
  (setv game (cls) p game.root states [p.state])
  (while (not (.over? game p))
    (setv p (.choice rng (.successors game p)))
    (.append states p.state))
  states)

(defn program-game [cls dmax rng]
  "The OpenSpiel states of a game maxval plays against itself at dmax,
  after an opening of up to six random moves (so that games differ)."
  (setv game (cls) states [game.root.state])
  (for [_ (range (.randint rng 0 6)) :if (not (.over? game game.root))]
    (setv game (.after game (.choice rng (.successors game game.root))))
    (.append states game.root.state))
  (while (not (.over? game game.root))
    (setv game (.after game (choose "maxval" game dmax)))
    (.append states game.root.state))
  states)

(defn [cache] sample [name]
  "POSITIONS OpenSpiel states of the game `name`: every position of random
  games (openings to endings), and of PROGRAM-GAMES games maxval plays."
  (setv cls (game-class name) rng (random.Random 1963) states [])
  (for [i (range PROGRAM-GAMES)]
    (.extend states (program-game cls (+ 1 (% i 2)) rng)))
  (while (< (len states) POSITIONS)
    (.extend states (random-game cls rng)))
  states)

;; ---------------------------------------------------------------------------
;; The compiled rules are the game's

(defn check-successors [name state]
  "Are the compiled successors at the OpenSpiel state those of the game `name`'s class?"
  (setv rules (get RULES name)
        game ((game-class name) state)
        expected (.successors game game.root)
        [after actions] (compiled-successors rules (rules.from-spiel state)))
  (assert (= actions (lfor p expected (tuple p.actions))) f"{name} {(repr (.serialize state))}")
  (for [[a p] (zip after expected)]
    (assert (= (.tolist a) (.tolist (rules.from-spiel p.state)))
            f"{name} {(repr (.serialize state))} then {p.actions}")))

(defn check-ending-and-features [name state]
  "Are the compiled terminal test, outcome, features and player to move at
  the OpenSpiel state those of the game `name`'s class?"
  (setv rules (get RULES name)
        a (rules.from-spiel state) game ((game-class name) state) where (repr (.serialize state)))
  (assert (= (rules.is-terminal a) (.is-terminal state)) f"{name} {where}")
  (for [player [0 1]]
    (assert (= (list (rules.features a player)) (list (.features game state player))) f"{name} {where}")
    (when (.is-terminal state)
      (assert (= (rules.outcome a player) (int (np.sign (get (.returns state) player)))) f"{name} {where}")))
  (when (not (.is-terminal state))
    (assert (= (rules.current-player a) (.current-player state)) f"{name} {where}")))

(defn [(pytest.mark.parametrize "name" NAMES)] test-compiled-successors-are-the-games [name]
  (setv checked 0)
  (for [state (sample name)]
    (check-successors name state)
    (+= checked 1))
  (assert (>= checked POSITIONS)))

(defn [(pytest.mark.parametrize "name" NAMES)] test-compiled-terminal-test-outcome-and-features-are-the-games [name]
  (for [state (sample name)]
    (check-ending-and-features name state)))

(defn test-a-drawn-game-of-connect-four-is-the-games []
  ;; A full board drawn ends about one random game in 500, too few for the
  ;; sample to hold one: the first drawn game of random moves from seed 0 on.
  (setv cls (game-class "connect-four")
        states (next (gfor seed (itertools.count)
                           :setv states (random-game cls (random.Random seed))
                           :if (= (list (.returns (get states -1))) [0.0 0.0])
                           states)))
  (assert (= (len states) 43) "a drawn game fills the board")
  (for [state states]
    (check-successors "connect-four" state)
    (check-ending-and-features "connect-four" state)))

(defn [(pytest.mark.parametrize "name" NAMES)] test-the-dispatch-on-a-games-number-is-its-own-rules [name]
  ;; The searches ask slagle.compiled.rules, by the game's number, what the
  ;; game's module answers: its registry line is all the dispatch needs.
  (import slagle.compiled [rules :as dispatch]
          slagle.compiled.twin [no-tree])
  (setv module (get RULES name) number (get dispatch.GAMES name) tree (no-tree))
  (assert (is (get dispatch.REGISTRY (- number 1)) (get dispatch.MODULES name) module))
  (assert (= (sorted (.values dispatch.GAMES)) (list (range 1 (+ (len dispatch.REGISTRY) 1)))))
  (for [state (cut (sample name) 300)]
    (setv a (module.from-spiel state)
          [states actions scratch] (buffers module.WIDTH)
          k (dispatch.successors number a states actions scratch tree)
          [after moves] (compiled-successors module a))
    (assert (= (lfor i (range k) (.tolist (get states i))) (lfor b after (.tolist b))))
    (assert (= (dispatch.is-over number a tree) (module.is-terminal a)))
    (for [player [0 1]]
      (assert (= (dispatch.features number a player) (module.features a player)))
      (when (module.is-terminal a)
        (assert (= (dispatch.outcome number a player) (module.outcome a player)))))))

(defn [(pytest.mark.parametrize "name" NAMES)] test-each-compiled-game-is-a-game-of-the-registry [name]
  ;; a compiled module names the game it is the rules of, and its positions are of its own width
  (setv module (get RULES name) cls (game-class name))
  (assert (= module.NAME cls.NAME name))
  (assert (= module.SPIEL-NAME cls.SPIEL-NAME))
  (assert (= (. (module.from-spiel (.new-initial-state (module.spiel-game))) shape) #(module.WIDTH))))

;; The rules' cases a sample must reach, each a test of a compact position a
;; and its successors (compact positions and actions).

(defn kalah-capture? [a after]
  "Did a move take seeds from the opponent's pits (only a capture does)?"
  (setv theirs (if (= (kalah.current-player a) 0) (range 8 14) (range 1 7)))
  (any (gfor b after (any (gfor k theirs (< (get b k) (get a k)))))))

(defn kings [a player]
  "The kings of player on the compact checkers board a."
  (.count (.tolist (cut a 32)) (if (= player 0) checkers.KING0 checkers.KING1)))

(defn four-along? [a steps]
  "Is there a line of four on the compact connect four board a whose squares
  are `steps` apart (1 a row, 7 a column, 6 and 8 the diagonals)?"
  (any (gfor line (.tolist connect-four.LINES)
             (and (in (- (get line 1) (get line 0)) steps)
                  (!= (get a (get line 0)) 0)
                  (= 1 (len (sfor k line (get a k))))))))

(setv CASES
  {"kalah" {"an extra turn" (fn [a after actions] (any (gfor m actions (> (len m) 1))))
            "a capture" (fn [a after actions] (kalah-capture? a after))
            "an ending won" (fn [a after actions] (and (kalah.is-terminal a) (!= (kalah.outcome a 0) 0)))
            "an ending drawn" (fn [a after actions] (and (kalah.is-terminal a) (= (kalah.outcome a 0) 0)))}
   "checkers" {"kings" (fn [a after actions] (> (+ (kings a 0) (kings a 1)) 0))
               "a multi-jump" (fn [a after actions] (any (gfor m actions (> (len m) 1))))
               "a crowning" (fn [a after actions]
                              (setv p (checkers.current-player a))
                              (any (gfor b after (> (kings b p) (kings a p)))))
               "a draw after 40 moves without a capture"
                 (fn [a after actions] (and (checkers.is-terminal a) (>= (get a checkers.QUIET) 40)))
               "a side that cannot move" (fn [a after actions] (and (checkers.is-terminal a) (!= (checkers.outcome a 0) 0)))}
   "tic-tac-toe" {"three in a row" (fn [a after actions] (and (tic-tac-toe.is-terminal a) (!= (tic-tac-toe.outcome a 0) 0)))
                  "a full board, drawn" (fn [a after actions] (and (tic-tac-toe.is-terminal a) (= (tic-tac-toe.outcome a 0) 0)))}
   ;; a full board drawn ends one random game in 500: test-a-drawn-game-of-connect-four-is-the-games
   "connect-four" {"four in a row" (fn [a after actions] (and (connect-four.is-terminal a) (four-along? a #{1})))
                   "four in a column" (fn [a after actions] (and (connect-four.is-terminal a) (four-along? a #{7})))
                   "four on a diagonal" (fn [a after actions] (and (connect-four.is-terminal a) (four-along? a #{6 8})))
                   "a full column" (fn [a after actions] (and (not (connect-four.is-terminal a)) (< (len after) 7)))}})

(defn [(pytest.mark.parametrize "name" NAMES)] test-the-sample-reaches-every-case-of-the-rules [name]
  (setv rules (get RULES name) counts (dfor case (get CASES name) case 0))
  (for [state (sample name)]
    (setv a (rules.from-spiel state) [after actions] (compiled-successors rules a))
    (for [[case reached?] (.items (get CASES name))]
      (when (reached? a after actions)
        (+= (get counts case) 1))))
  (assert (all (.values counts)) f"{name}: {counts}"))

(setv REPEATS
  ;; Positions (OpenSpiel's actions from the start) where two complete moves
  ;; reach one position, found by search: in random games a Kalah position
  ;; has one about once in 100,000 (a board reached by two orders of
  ;; sowings), a checkers position about once in 30,000 (a king's jumps
  ;; round a circuit either way).
  [["kalah" [3 5 8 2 10 2 9 6 8 1 6 2 9 3 5 10 4 12 5 1 11 4 13 6]]
   ["checkers" [354 156 297 85 368 229 441 30 498 174 297 85 410 228 355 191 466 142 336 197 395 116 440 301
                322 446 450]]])

(defn [(pytest.mark.parametrize #("name" "history") REPEATS)]
      test-a-position-reached-again-is-left-out-as-the-game-leaves-it-out [name history]
  (setv rules (get RULES name) cls (game-class name)
        state (.new-initial-state (rules.spiel-game)))
  (for [action history]
    (.apply-action state action))
  (setv game (cls state)
        expected (.successors game game.root)
        [after actions] (compiled-successors rules (rules.from-spiel state)))
  (assert (< (len expected) (len (.complete-moves game state))))
  (assert (= actions (lfor p expected (tuple p.actions))))
  (assert (= (lfor a after (.tolist a)) (lfor p expected (.tolist (rules.from-spiel p.state))))))

;; ---------------------------------------------------------------------------
;; Round trips with OpenSpiel's states

(defn walk [name seed plies]
  "An OpenSpiel state after up to `plies` random complete moves (chosen
  with the compiled successors, played on OpenSpiel's state)."
  (setv rules (get RULES name) rng (random.Random seed)
        state (.new-initial-state (rules.spiel-game)))
  (for [_ (range plies) :if (not (.is-terminal state))]
    (setv [after actions] (compiled-successors rules (rules.from-spiel state)))
    (for [action (.choice rng actions)]
      (.apply-action state action)))
  state)

(defn same-game-state? [s t]
  "Do two OpenSpiel states agree: text, legal actions, end and returns?"
  (and (= (str s) (str t)) (= (.legal-actions s) (.legal-actions t))
       (= (.is-terminal s) (.is-terminal t)) (= (list (.returns s)) (list (.returns t)))))

(defn [(pytest.mark.parametrize "name" NAMES) (ts.many 60)
       (given :seed (st.integers 0 (** 10 6)) :plies (st.integers 0 120))]
      test-to-spiel-of-from-spiel-is-the-state [name seed plies]
  (setv rules (get RULES name) state (walk name seed plies))
  (assert (same-game-state? (rules.to-spiel (rules.from-spiel state)) state)))

(defn [(pytest.mark.parametrize "name" NAMES) (ts.many 60)
       (given :seed (st.integers 0 (** 10 6)) :plies (st.integers 0 120) :pick (st.integers 0 1000))]
      test-from-spiel-of-to-spiel-is-the-position [name seed plies pick]
  ;; a: a compiled successor, a position from_spiel has not been given.
  (setv rules (get RULES name) state (walk name seed plies)
        [after actions] (compiled-successors rules (rules.from-spiel state)))
  (when after
    (setv i (% pick (len after)) a (get after i) made (rules.to-spiel a))
    (assert (= (.tolist (rules.from-spiel made)) (.tolist a)))
    (for [action (get actions i)]
      (.apply-action state action))
    (assert (same-game-state? made state))))

(defn [(pytest.mark.parametrize "name" NAMES)] test-to-spiel-finds-a-move-after-a-position-seen-again [name]
  ;; The start, then 100 other positions, then the start again: a move
  ;; after the start is a move after one of the last positions seen.
  (setv rules (get RULES name) start (.new-initial-state (rules.spiel-game)))
  (rules.from-spiel start)
  (for [state (cut (lfor s (sample name) :if (> (len (.history s)) 4) s) 100)]
    (rules.from-spiel state))
  (setv [after actions] (compiled-successors rules (rules.from-spiel start)))
  (assert (= (.tolist (rules.from-spiel (rules.to-spiel (get after -1)))) (.tolist (get after -1)))))

(defn [(pytest.mark.parametrize #("name" "index" "value") [["kalah" kalah.MOVE-NUMBER 999]
                                                          ["checkers" checkers.QUIET 39]])]
      test-to-spiel-says-when-openspiel-cannot-make-the-state [name index value]
  ;; OpenSpiel sets no board of these games: an unseen position is refused.
  (setv rules (get RULES name)
        a (rules.from-spiel (.new-initial-state (rules.spiel-game))))
  (setv (get a index) value)
  (with [(pytest.raises LookupError)]
    (rules.to-spiel a)))

;; ---------------------------------------------------------------------------
;; Buffers and the cache

(setv SHORT-BUFFERS
  ;; a game, moves from the start, and buffers one size too small for them
  [["kalah" [] #(9 layout.MAX-STEPS layout.SCRATCH)]        ; 10 complete moves
   ["kalah" [] #(layout.MAX-MOVES 1 layout.SCRATCH)]        ; C+A is two actions
   ["kalah" [] #(layout.MAX-MOVES layout.MAX-STEPS (+ kalah.HASHED 2))] ; C+A needs two rows below the root
   ["checkers" [] #(6 layout.MAX-STEPS layout.SCRATCH)]     ; 7 steps
   ["tic-tac-toe" [] #(8 layout.MAX-STEPS layout.SCRATCH)]  ; 9 squares
   ["connect-four" [] #(6 layout.MAX-STEPS layout.SCRATCH)]]); 7 columns

(defn [(pytest.mark.parametrize #("name" "moves" "shape") SHORT-BUFFERS)]
      test-a-short-buffer-is-refused-and-nothing-written-past-it [name moves shape]
  ;; Views into guarded arrays: a write out of bounds would change the guard.
  (setv rules (get RULES name)
        a (rules.from-spiel (.new-initial-state (rules.spiel-game)))
        [moves-n steps scratch-n] shape
        states (np.full #((+ moves-n 4) rules.WIDTH) 77 :dtype np.int32)
        actions (np.full #((+ moves-n 4) (+ steps 4)) 77 :dtype np.int32)
        scratch (np.full #((+ scratch-n 4) rules.WIDTH) 77 :dtype np.int32))
  (assert (= (rules.successors a (cut states moves-n) (get actions #((slice moves-n) (slice steps)))
                               (cut scratch scratch-n))
             -1))
  (assert (np.all (= (cut states moves-n None) 77)))
  (assert (np.all (= (get actions #((slice None) (slice steps None))) 77)))
  (assert (np.all (= (cut actions moves-n None) 77)))
  (assert (np.all (= (cut scratch scratch-n None) 77))))

(setv FIRST-RESULTS
  (+ "import sys, numpy as np\n"
     "from importlib import import_module\n"
     "from slagle.compiled import layout\n"
     "for short in sys.argv[1:]:\n"
     "    g = import_module('slagle.compiled.' + short)\n"
     "    a = g.from_spiel(g.spiel_game().new_initial_state())\n"
     "    g.successors(a, np.zeros((layout.MAX_MOVES, g.WIDTH), np.int32),"
     " np.zeros((layout.MAX_MOVES, layout.MAX_STEPS), np.int32), np.zeros((layout.SCRATCH, g.WIDTH), np.int32))\n"
     "    g.is_terminal(a); g.outcome(a, 0); g.features(a, 0); g.current_player(a)\n"
     "    fs = [g.successors, g.is_terminal, g.outcome, g.features, g.current_player]\n"
     "    print(short, sum(len(f.stats.cache_misses) for f in fs))\n"))

(defn test-a-second-process-loads-the-compiled-rules-from-numbas-cache []
  ;; every game's rules, in one process and then in another
  (setv shorts (lfor name NAMES (get (.rsplit (. (get RULES name) __name__) "." 1) 1)))
  (defn misses []
    (dfor line (.splitlines (. (subprocess.run [sys.executable "-c" FIRST-RESULTS #* shorts]
                                               :capture-output True :text True :check True)
                               stdout))
          :setv [short n] (.split line)
          short (int n)))
  (misses)                              ; compiles, if nothing is cached yet
  (assert (= (misses) (dfor short shorts short 0))))

(defn test-the-cache-is-stamped-with-all-the-packages-sources [tmp-path]
  ;; numba stamps a cached function with its own file: a search inlines rules
  ;; from other files, so the package's functions carry a stamp of them all.
  (import numba.core [caching]
          slagle.compiled [jit searches])
  (setv locator (. (caching.CompileResultCacheImpl searches.walk-c.py-func) locator))
  (assert (isinstance locator jit.PackageStamp))
  (assert (= (.get-source-stamp locator) jit.SOURCES (jit.sources-digest jit.HERE)))
  (assert (is (.from-function (get caching.CacheImpl._locator-classes 0) random.random
                              (. (__import__ "random") __file__))
              None)
          "a function outside the package is left to numba's own locators")
  (.write-text (/ tmp-path "searches.py") "def walk_c(): pass\n")
  (.write-text (/ tmp-path "kalah.py") "def sow(): pass\n")
  (setv before (jit.sources-digest tmp-path))
  (.write-text (/ tmp-path "kalah.py") "def sow(): return 1\n")
  (assert (!= (jit.sources-digest tmp-path) before) "a change in any file changes the stamp"))

(defn test-the-cache-is-the-machines-under-the-stamp [tmp-path monkeypatch]
  ;; every copy of the same sources (a clone, an installed copy) finds the same
  ;; compiled functions; where the user's cache cannot be written, the package's own folder
  (import numba.core [caching]
          slagle.compiled [jit searches])
  (defn folder []
    (Path (.get-cache-path (. (caching.CompileResultCacheImpl searches.walk-c.py-func) locator))))
  (monkeypatch.delenv "NUMBA_CACHE_DIR" :raising False)
  (monkeypatch.setenv "XDG_CACHE_HOME" (str tmp-path))
  (assert (= (folder) (/ tmp-path "slagle" "numba" (cut jit.SOURCES 16)) (jit.machine-folder)))
  (assert (.is-dir (folder)))
  (.write-text (/ tmp-path "a-file") "")
  (monkeypatch.setenv "XDG_CACHE_HOME" (str (/ tmp-path "a-file")))
  (assert (= (folder) (/ (. (Path searches.__file__) parent) "__pycache__"))))
