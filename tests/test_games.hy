"The games of the registry (checkers, Kalah, tic-tac-toe) through OpenSpiel: positions as atoms named by complete
moves, succ without duplicates, value from the root player's view, and the
programs of slagle.core.programs run on them unchanged.  The cross-check: on 200
positions from real games of each, at depths 1-4, Appendix B with m = n = 1
gives the root value OpenSpiel's own alpha_beta_search gives, and a move that
differs from OpenSpiel's is worth as much (a tie); every program of the table
that says it is a 1&1 search (its one-and-one settings) does the same on
fewer positions."

(require lisp.macros [unless])
(import random
        pytest
        lisp [show NIL Atom OBLIST]
        lisp.trace [advising]
        slagle.games [GAMES :as REGISTRY game-class]
        slagle.games.position [GameError play-moves random-positions]
        slagle.games.checkers [square-of pdn-text]
        slagle.games.crosscheck [spiel-alpha-beta spiel-value-after]
        slagle.core.programs [choose run-program program-named PROGRAMS]
        slagle.core.search [play-sta]
        tree-strategies :as ts)

(setv GAMES (list REGISTRY)     ; every game of the registry, tic-tac-toe among them
      ;; 200 positions a game, times $SLAGLE_EXAMPLES for a long run (as the property tests)
      SAMPLES (max 200 (round (* 200 ts.EXAMPLES-SCALE)))
      ;; Small depths mostly, to keep the test near a few seconds a game.
      DEPTHS [1 2 3 1 2 3 4 1 2 3]
      ;; the table's 1&1 programs, as each says it is one: by its registry line alone
      ONE-AND-ONE (lfor name PROGRAMS
                        :setv settings (. (program-named name) one-and-one)
                        :if (is-not settings None)
                        #(name settings)))

(defn sample-positions [name count seed]
  "count positions from games of random moves (slagle.games.position/random-positions)."
  (random-positions (game-class name) count seed))

(defn appendix-b-1-1 [game d]
  "Appendix B with m = n = 1 from game's root, dmax d: #(root value, move).
  The root value is the alpha of sta1's last call, on the empty list."
  (setv calls [])
  (defn record [name f args]
    (.append calls args)
    (f #* args))
  (setv move (play-sta game "b" 1 1 d {} (fn [programs] (advising programs ["sta1"] record))))
  #((get calls -1 1) move))

(defn [(pytest.mark.parametrize "name" GAMES)] test-appendix-b-1-1-agrees-with-openspiel-alpha-beta [name]
  (setv ties 0)
  (for [[i game] (enumerate (sample-positions name SAMPLES 12))]
    (setv d (get DEPTHS (% i (len DEPTHS)))
          [ours move] (appendix-b-1-1 game d)
          [theirs spiel-move] (spiel-alpha-beta game d))
    (assert (= ours theirs) f"{name} {(repr (.serialize game.root.state))} depth {d}: B {ours}, OpenSpiel {theirs}")
    (unless (= move.name spiel-move.name)
      (+= ties 1)
      (assert (= (spiel-value-after game move (- d 1)) theirs)
              f"{name}: B's move {move.name} is not worth OpenSpiel's {spiel-move.name}")))
  ;; sta1 keeps the later of equal values, OpenSpiel the earlier: ties show.
  (assert (> ties 0)))

(defn test-the-one-and-one-programs-are-those-of-the-table []
  ;; Appendix C is 2&2 alone; every other program of the table is a 1&1 search.
  (assert (= (sorted (gfor [name _] ONE-AND-ONE name)) (sorted (gfor name PROGRAMS :if (!= name "c") name)))))

(defn [(pytest.mark.parametrize #("name" "program" "settings")
                                (lfor name GAMES [program settings] ONE-AND-ONE #(name program settings)))]
  test-every-one-and-one-program-agrees-with-openspiel-alpha-beta [name program settings]
  (for [[i game] (enumerate (sample-positions name 40 5))]
    (setv d (get DEPTHS (% i (len DEPTHS)))
          [best _] (spiel-alpha-beta game d)
          result (run-program program game d settings))
    (assert (= (spiel-value-after game result.move (- d 1)) best) f"{program}'s move on {name} at depth {d}")
    (assert (= result.value best) f"{program}'s value on {name} at depth {d}: {result.value}, OpenSpiel {best}")))

(defn [(pytest.mark.parametrize "name" GAMES)] test-appendices-b-and-c-run-unchanged [name]
  ;; Any m, n each appendix allows, x y r s set: a move is a successor of the root.
  (for [[appendix settings] [["b" {"m" 2 "n" 1}] ["b" {"m" 2 "n" 2}]
                             ["c" {}] ["c" {"x" 2 "y" 0.5 "r" 4 "s" 2}]]
        game (sample-positions name 4 3)]
    (setv move (choose appendix game 3 settings))
    (assert (in (.key game move.state) (lfor s (.successors game game.root) (.key game s.state)))
            f"{appendix} {settings}: {(show move)}")
    (assert (> game.evaluations 0))))

(defn [(pytest.mark.parametrize "name" GAMES)] test-moves-alternate-and-successors-are-distinct [name]
  (for [game (sample-positions name 150 7)]
    (setv p game.root
          after (.successors game p)
          keys (lfor s after (.key game s.state)))
    (assert after)
    (assert (= (len (set keys)) (len keys)))
    ;; every complete move reaches one of them: none is lost
    (assert (= (set keys) (sfor [_ s] (.complete-moves game p.state) (.key game s))))
    (for [s after]
      (assert (isinstance s Atom))
      (assert (is-not (.get OBLIST s.name) s) "positions are not on the object list")
      (assert (or (.over? game s) (!= (.current-player s.state) (.current-player p.state)))))))

(defn test-a-position-reached-twice-is-one-successor-named-by-the-first []
  ;; A Kalah in which every position is the same as every other (one key):
  ;; succ gives one successor, the first in order.
  (setv Kalah (game-class "kalah"))
  (defclass OneKey [Kalah]
    (defn key [self state] "one"))
  (setv game (OneKey))
  (assert (= (lfor p (.successors game game.root) p.name) ["A"]))
  (assert (= (lfor p (.successors (Kalah) game.root) p.name)
             ["A" "B" "C+A" "C+B" "C+D" "C+E" "C+F" "D" "E" "F"])))

(setv OPENSPIEL-SQUARES [["a1" 4] ["g1" 1] ["b2" 8] ["h2" 5] ["a3" 12] ["b8" 32] ["h8" 29]])

(defn [(pytest.mark.parametrize #("cell" "square") OPENSPIEL-SQUARES)] test-openspiel-cells-are-checkers-squares [cell square]
  (assert (= (square-of cell) square)))

;; moves from the start, and the successors' names then, in succ's order
(setv NAMED
  [["checkers" [] ["12-16" "11-16" "11-15" "10-15" "10-14" "9-14" "9-13"]]
   ["checkers" ["11-15" "23-19" "8-11" "22-17"] ["15-18" "12-16" "11-16" "10-14" "9-14" "9-13" "4-8" "3-8"]]
   ["checkers" ["11-15" "23-19" "8-11" "22-17" "9-13" "17-14" "10x17"]
    ;; a jump is compulsory
    ["21x14" "19x10"]]
   ["kalah" [] ["A" "B" "C+A" "C+B" "C+D" "C+E" "C+F" "D" "E" "F"]]
   ["kalah" ["D"] ["a" "b" "c+a" "c+b" "c+d" "c+e" "c+f" "d" "e" "f"]]
   ["tic-tac-toe" [] ["a3" "b3" "c3" "a2" "b2" "c2" "a1" "b1" "c1"]]
   ["tic-tac-toe" ["b2" "a3"] ["b3" "c3" "a2" "c2" "a1" "b1" "c1"]]])

(defn [(pytest.mark.parametrize #("name" "moves" "names") NAMED)] test-moves-are-named-in-the-games-notation [name moves names]
  (setv game (play-moves ((game-class name)) moves))
  (assert (= game.root.name (if moves (get moves -1) "START")))
  (assert (= (lfor p (.successors game game.root) p.name) names)))

(defn test-a-multi-jump-is-one-move-naming-every-square []
  ;; From random games: every move of more than one action is a jump naming
  ;; each square landed on, and the other side moves next.
  (setv seen 0)
  (for [game (sample-positions "checkers" 400 11)
        p (.successors game game.root)
        :if (> (len p.actions) 1)]
    (+= seen 1)
    (assert (= (len (.split p.name "x")) (+ (len p.actions) 1)) p.name))
  (assert (> seen 0)))

(defn test-a-checkers-name-turns-into-the-actions-named-finds []
  ;; From random games: every successor's name gives, hop by hop, the actions
  ;; of the successor `named` finds, the state left as it was; a multi-jump
  ;; named only in part is refused as `named` refuses it, and an alias (from
  ;; and to alone, 22x8) is not a name.
  (setv jumps 0)
  (for [game (sample-positions "checkers" 200 11)
        :setv state game.root.state
        :setv before (str state)
        p (.successors game game.root)]
    (assert (= (.actions-named game state p.name) (. (.named game p.name) actions)) p.name)
    (assert (= (str state) before))
    (when (> (len p.actions) 1)
      (+= jumps 1)
      (setv squares (.split p.name "x") part (.join "x" (cut squares 2)))
      (with [e (pytest.raises GameError)] (.actions-named game state part))
      (with [n (pytest.raises GameError)] (.named game part))
      (assert (= (str e.value) (str n.value)))
      (assert (in "is only the start of a move" (str e.value)))
      (with [(pytest.raises GameError)]
        (.actions-named game state f"{(get squares 0)}x{(get squares -1)}"))))
  (assert (> jumps 0)))

;; names refused at the start, and what `named` says of them too
(setv MISNAMED
  [["11-14" "'11-14' is not a legal move here; the legal moves: 12-16 11-16"]
   ["11x15" "'11x15' is not a legal move here"]          ; a step written as a jump
   ["11-15-18" "'11-15-18' is not a legal move here"]    ; more squares than the move's
   ["a3b4" "'a3b4' is not a legal move here"]            ; OpenSpiel's text: an alias, not a name
   ["" "'' is not a legal move here"]])

(defn [(pytest.mark.parametrize #("text" "says") MISNAMED)] test-a-checkers-name-of-no-move-is-refused [text says]
  (setv game ((game-class "checkers")))
  (with [e (pytest.raises GameError)]
    (.actions-named game game.root.state text))
  (assert (in says (str e.value)) (str e.value))
  (unless (= text "a3b4")
    (with [n (pytest.raises GameError)] (.named game text))
    (assert (= (str e.value) (str n.value)))))

;; text typed, and what the game makes of it
(setv TYPED
  [["checkers" [] "11-15" "11-15"]
   ["checkers" [] " a3b4 " "12-16"]
   ["checkers" ["11-15" "23-19" "8-11" "22-17" "9-13" "17-14"] "10x17" "10x17"]
   ["kalah" [] "C B" "C+B"]
   ["kalah" [] "3 2" "C+B"]
   ["kalah" [] "4" "D"]
   ["kalah" ["D"] "3,6" "c+f"]
   ["tic-tac-toe" [] "5" "b2"]
   ["tic-tac-toe" ["b2"] "A3" "a3"]])

(defn [(pytest.mark.parametrize #("name" "moves" "text" "move") TYPED)] test-a-move-may-be-typed-in-usual-notation [name moves text move]
  (assert (= (. (.named (play-moves ((game-class name)) moves) text) name) move)))

(setv REFUSED
  [["checkers" "11-14" "'11-14' is not a legal move here; the legal moves: 12-16 11-16"]
   ["checkers" "" "'' is not a legal move here"]
   ["kalah" "3" "'3' is only the start of a move: the same player moves on; write the whole move: C+A C+B"]
   ["kalah" "7" "'7' is not a legal move here; the legal moves: A B C+A"]
   ;; a-f are North's pits, as the help says: South's own are A-F
   ["kalah" "a" "'a' is not a legal move here; the legal moves: A B C+A"]
   ["kalah" "c+b" "'c+b' is not a legal move here; the legal moves: A B C+A"]])

(defn [(pytest.mark.parametrize #("name" "text" "says") REFUSED)] test-a-bad-move-says-why-and-the-legal-moves [name text says]
  (with [e (pytest.raises GameError)]
    (.named ((game-class name)) text))
  (assert (in says (str e.value)) (str e.value)))

(defn [(pytest.mark.parametrize "name" GAMES)] test-value-is-the-weighted-features-and-an-end-is-beyond-them [name]
  (setv cls (game-class name) rng (random.Random 4) ends 0)
  (for [game (sample-positions name 60 9)]
    (setv weights (lfor f cls.FEATURES (.randint rng -5 5))
          g (cls game.root.state :weights (dict (zip (gfor f cls.FEATURES f.name) weights)))
          fs (.features g g.root.state g.player))
    (for [[f x] (zip cls.FEATURES fs)]
      (assert (<= (abs x) f.bound) f"{f.name} = {x}"))
    (assert (= (.value g g.root) (sum (gfor [c x] (zip weights fs) (* c x)))))
    (assert (= g.evaluations 1)))
  ;; games played out to their end: a won or lost end is worth more than any sum
  (for [seed (range 6)]
    (setv game (cls) p game.root r (random.Random seed))
    (while (not (.over? game p))
      (setv p (.choice r (.successors game p))))
    (setv v (.value game p) most (sum (gfor f cls.FEATURES (* (abs f.weight) f.bound))))
    (assert (or (= v 0) (> (abs v) most)))
    (when v (+= ends 1)))
  (assert (> ends 0)))

(defn [(pytest.mark.parametrize "name" GAMES)] test-the-root-player-sees-the-value [name]
  ;; The same position valued by a game whose root player is either side: opposite values.
  (setv game (play-moves ((game-class name)) []) p (get (.successors game game.root) 0)
        child (.after game p))
  (assert (= (.value child child.root) (- (.value game p)))))

(defn test-weights-are-checked []
  (for [[weights says] [[{"mobility" 1} "no feature mobility; the features: pieces kings advancement"]
                        [{"pieces" "ten"} "the weight of pieces must be a finite number"]]]
    (with [e (pytest.raises GameError)]
      ((game-class "checkers") :weights weights))
    (assert (in says (str e.value)))))

(defn [(pytest.mark.parametrize "name" GAMES)] test-a-game-is-made-again-from-openspiels-serialization [name]
  (for [game (sample-positions name 10 2)]
    (setv again (.from-serialized (game-class name) (.serialize game.root.state)))
    (assert (= (.key again again.root.state) (.key game game.root.state)))
    (assert (= (lfor p (.successors again again.root) p.name)
               (lfor p (.successors game game.root) p.name)))))

(defn test-an-unknown-game-is-one-line []
  (with [e (pytest.raises GameError)]
    (game-class "chess"))
  (assert (= (str e.value) f"no game chess; the games: {(.join " " REGISTRY)}")))

(setv PDN-RESULTS [["Black wins" "Black" "0-1"] ["White wins" "White" "1-0"]
                   ["draw" None "1/2-1/2"] ["unfinished" None "*"]])

(defn [(pytest.mark.parametrize #("result" "winner" "pdn") PDN-RESULTS)]
  test-pdn-numbers-the-moves-and-ends-with-the-result [result winner pdn]
  (setv text (pdn-text {"date" "2026.11.24" "first" "c:2:2:dmax=4" "second" "human"
                        "result" result "winner" winner
                        "moves" (lfor m ["11-15" "23-19" "8-11"] {"move" m})}))
  (assert (in "[Black \"c:2:2:dmax=4\"]" text))
  (assert (in f"[Result \"{pdn}\"]" text))
  (assert (in "[GameType \"21\"]" text))
  (assert (.endswith text f"1. 11-15 23-19 2. 8-11 {pdn}\n")))


(defn every-position [name games seed]
  "The OpenSpiel states of `games` games of random moves of the game `name`,
  from the start to the end, every one."
  (setv cls (game-class name) rng (random.Random seed) out [])
  (for [_ (range games)]
    (setv game (cls) p game.root)
    (.append out p.state)
    (while (not (.over? game p))
      (setv p (.choice rng (.successors game p)))
      (.append out p.state)))
  out)

(defn kalah-holes-from-text [state]
  "Kalah's 14 holes as OpenSpiel's text draws them (the way they were read before)."
  (setv [top middle bottom] (cut (.split (str state) "\n") 3)
        north (lfor x (.split (.strip top "-") "-") (int x))
        stores (lfor x (.split middle "-") :if x (int x))
        south (lfor x (.split (.strip bottom "-") "-") (int x)))
  [(get stores 0) #* south (get stores 1) #* (reversed north)])

(defn tic-tac-toe-features-from-text [state player]
  "Tic-tac-toe's f1 f2 f3 from OpenSpiel's text (the way they were read before)."
  (import slagle.games.tic-tac-toe [LINES CENTRE])
  (setv board (.replace (str state) "\n" "") mine (get "xo" player) theirs (get "xo" (- 1 player)))
  (defn counts [me them]
    (setv open (lfor line LINES :if (not-in them (gfor k line (get board k))) line))
    [(len open) (len (lfor line open :if (= (sum (gfor k line (= (get board k) me))) 2) line))])
  (setv [a b] [(counts mine theirs) (counts theirs mine)])
  [(- (get a 0) (get b 0)) (- (get a 1) (get b 1))
   (cond (= (get board CENTRE) mine) 1 (= (get board CENTRE) theirs) -1 True 0)])

(defn test-kalah-reads-its-holes-as-its-text-shows-them []
  ;; Thousands of positions, the ended ones among them: the observation
  ;; tensor's holes are the text's, and so are the features and the boards.
  (import slagle.games.kalah [board side])
  (setv game ((game-class "kalah")) states (every-position "kalah" 120 3))
  (assert (> (len states) 3000))
  (for [state states]
    (setv holes (kalah-holes-from-text state))
    (assert (= (board state) holes) (str state))
    (assert (all (gfor x (board state) (is (type x) int))))
    (unless (.is-terminal state)
      (for [player [0 1]]
        (assert (= (.features game state player)
                   (lfor [a b] (zip (side holes player) (side holes (- 1 player))) (- a b))))))))

(defn test-tic-tac-toe-reads-its-marks-as-its-text-shows-them []
  (import slagle.games.tic-tac-toe [cells])
  (setv game ((game-class "tic-tac-toe")) states (every-position "tic-tac-toe" 500 3))
  (assert (> (len states) 3000))
  (for [state states]
    (assert (= (cells state) (.replace (str state) "\n" "")))
    (for [player [0 1]]
      (assert (= (.features game state player) (tic-tac-toe-features-from-text state player))))))

(defn test-tic-tac-toe-searched-to-the-end-is-a-draw []
  ;; AIMA chapter 5: with best play, tic-tac-toe is drawn.  Searched to its
  ;; end every tip is a final position, worth a win, a loss or 0.
  (setv game ((game-class "tic-tac-toe")))
  (assert (= (get (appendix-b-1-1 game 9) 0) 0))
  (assert (= (get (spiel-alpha-beta ((game-class "tic-tac-toe")) 9) 0) 0)))

(defn test-tic-tac-toe-takes-a-win-and-blocks-a-loss []
  ;; X holds a3 and b3 with c3 open: X to move wins there.
  (setv Game (game-class "tic-tac-toe"))
  (assert (= (. (choose "c" (play-moves (Game) ["a3" "a1" "b3" "b1"]) 2 {}) name) "c3"))
  ;; X holds a1 and b1 with c1 open: O to move must block there.
  (assert (= (. (choose "maxval" (play-moves (Game) ["a1" "a3" "b1"]) 2 {}) name) "c1")))

(defn test-appendix-c-as-printed-can-pass-up-a-win-by-its-tie-rule []
  ;; findings, section 9: four moves deep, the blocking c1 comes back "at
  ;; most 34", equal to the win c3's exact 34, and sta1's alpha ≤ u takes the
  ;; later of the two.  Appendix B, and C with the root's tie rule changed, win.
  (import slagle.experiment.jobs [two-two-move])
  (setv Game (game-class "tic-tac-toe")
        here (fn [] (play-moves (Game) ["a3" "a1" "b3" "b1"])))
  (assert (= (. (choose "c" (here) 4 {}) name) "c1"))
  (assert (= (. (choose "b" (here) 4 {}) name) "c3"))
  (assert (= (. (two-two-move (here) 4 "root-tie" {"x" 3 "y" 1 "r" 3 "s" 1}) name) "c3")))

(defn [(pytest.mark.parametrize "name" GAMES)] test-the-plain-pyspiel-peer-is-openspiels-search [name]
  ;; bench --games' plain alpha-beta (its own loop over clones) takes the value
  ;; of the positions OpenSpiel's alpha_beta_search does, and gives its value and move.
  (import slagle.bench.games [plain-alpha-beta])
  (for [game (sample-positions name 6 11)]
    (setv ours ((type game) game.root.state)
          theirs ((type game) game.root.state)
          [value actions] (plain-alpha-beta ours 3)
          [spiel-value move] (spiel-alpha-beta theirs 3))
    (assert (= ours.evaluations theirs.evaluations))
    (assert (= value spiel-value))
    (assert (= actions (when move move.actions)))))
