"The one contract every game of the registry keeps
(slagle.games.position/SpielGame): what it declares, and games of two
random players played to their end by `slagle play` until the first side
has won, the second has won and, for a game that can end drawn, a game was
drawn, each ended by the rules, its ending said, its boards drawn, and its
record written and replayed."

(import json
        random
        pytest
        rich.text [Text]
        helpers [slagle]
        slagle.games [GAMES game-class]
        slagle.games.position [SpielGame Feature GameError play-moves spiel-game]
        slagle.matches.loop [play-out winner-of]
        slagle.matches.players [RandomPlayer])

(setv NAMES (list GAMES)
      ;; Seeds tried for each outcome: the rarest, a drawn game of checkers
      ;; (OpenSpiel's 40 plies without a capture) or of Kalah, comes within 100.
      SEEDS 400
      MUST-GIVE ["features" "move-name" "draw"])

(defn outcomes [cls]
  "The outcomes the game class cls declares: each side's win (its name), and
  None, a draw, for a game that can end drawn."
  #{#* cls.PLAYERS #* (if cls.CAN-DRAW [None] [])})

(defn outcome-seeds [name]
  "For each outcome of the game `name` (the winner's side, or None for a
  draw): the first seed whose game of two random players, drawing from one
  generator as `slagle play` gives them, ends in it by the rules."
  (setv cls (game-class name) found {})
  (for [seed (range SEEDS) :if (< (len found) (len (outcomes cls)))]
    (setv rng (random.Random seed)
          game (cls)
          [p ended] (play-out game [(RandomPlayer "random" rng) (RandomPlayer "random" rng)] None))
    (assert (= ended "over"))
    (.setdefault found (winner-of game p) seed))
  found)

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-game-declares-the-contract [name]
  (setv cls (game-class name))
  (assert (issubclass cls SpielGame))
  (assert (= cls.NAME name))
  (assert (and (isinstance cls.SPIEL-NAME str) cls.SPIEL-NAME))
  (assert (and (= (len cls.PLAYERS) 2) (!= #* cls.PLAYERS)))
  (assert (= (len cls.FEATURES) 3))
  (assert (all (gfor f cls.FEATURES (isinstance f Feature))))
  (assert (= (len (sfor f cls.FEATURES f.name)) 3))
  (assert (and (isinstance cls.MOVE-LIMIT int) (> cls.MOVE-LIMIT 0)) f"{name}: MOVE-LIMIT must be a positive int")
  (assert (and (isinstance cls.DEFAULT-DEPTH int) (> cls.DEFAULT-DEPTH 0)))
  (assert (or (is cls.OPENING-MOVES None) (and (isinstance cls.OPENING-MOVES int) (> cls.OPENING-MOVES 0))))
  (assert (isinstance cls.CAN-DRAW bool))
  (for [method MUST-GIVE]
    (assert (is-not (getattr cls (hy.mangle method)) (getattr SpielGame (hy.mangle method)))
            f"{name} does not give {method}"))
  (when cls.RECORD-FORMATS
    (assert (is-not (. cls record-text __func__) (. SpielGame record-text __func__)))))

(defn test-the-base-class-says-what-a-game-must-give []
  ;; A game that gives only its names: each method it must give says so, not
  ;; an AttributeError somewhere else.
  (defclass Bare [SpielGame]
    (setv NAME "bare" SPIEL-NAME "tic_tac_toe"))
  (setv game (Bare) p (get (.successors game game.root) 0))
  (for [[call says] [[(fn [] (.value game p)) "Bare does not give (features state player)"]
                     [(fn [] p.name) "Bare does not give (move-name state actions)"]
                     [(fn [] (.draw game p.state)) "Bare does not give (draw state [viewer])"]]]
    (with [e (pytest.raises NotImplementedError)]
      (call))
    (assert (.startswith (str e.value) says) (str e.value)))
  ;; the ending a game need not give: the rules' result (X wins by its top row, then a full board drawn)
  (setv won (.new-initial-state (spiel-game "tic_tac_toe")))
  (for [a [0 3 1 4 2]] (.apply-action won a))
  (assert (= (.ending game won) "the game is over: first wins"))
  (setv drawn (.new-initial-state (spiel-game "tic_tac_toe")))
  (for [a [0 1 2 4 3 5 7 6 8]] (.apply-action drawn a))
  (assert (= (.ending game drawn) "the game is over: a draw"))
  (assert (= (.aliases game game.root.state p) #("0"))))

(defn test-a-game-that-cannot-end-drawn-is-asked-for-wins-alone []
  (defclass Undrawn [SpielGame]
    (setv NAME "undrawn" SPIEL-NAME "tic_tac_toe" PLAYERS #("X" "O") CAN-DRAW False))
  (assert (= (outcomes Undrawn) #{"X" "O"}))
  (assert (= (outcomes (game-class "tic-tac-toe")) #{"X" "O" None})))

(defn check-drawn [game state]
  "draw at state: a board for nobody, and for each side one that says `you: SIDE`."
  (setv plain (. (.draw game state) plain))
  (assert (isinstance (.draw game state) Text))
  (assert plain)
  (assert (not-in "you: " plain))
  (for [[viewer side] (enumerate game.PLAYERS)]
    (setv board (.draw game state viewer))
    (assert (isinstance board Text))
    (assert (in f"you: {side}" board.plain) board.plain)))

(defn check-replayed [cls record]
  "The record's moves, by name and by OpenSpiel's actions, from the start:
  the game the record says, ended as it says."
  (setv game (play-moves (cls) (lfor m (get record "moves") (get m "move")))
        state (.new-initial-state (. (cls) spiel)))
  (for [m (get record "moves") a (get m "actions")]
    (.apply-action state a))
  (assert (= (.serialize state) (.serialize game.root.state) (get record "position")))
  (assert (.over? game game.root))
  (assert (= (winner-of game game.root) (get record "winner")))
  (assert (= (.ending game game.root.state) (get record "ended")))
  (check-drawn game game.root.state)
  game)

(defn [(pytest.mark.parametrize "name" NAMES)]
  test-random-games-end-won-each-way-and-drawn-and-their-records-replay [name capsys tmp-path]
  (setv cls (game-class name)
        seeds (outcome-seeds name))
  (assert (= (set seeds) (outcomes cls)) f"{name}: {(list seeds)} in {SEEDS} seeds")
  (for [[winner seed] (.items seeds)]
    (setv path (/ tmp-path f"{name}-{seed}.json")
          argv ["play" name "--first" "random" "--second" "random" "--seed" (str seed)]
          [status out err] (slagle [#* argv "--quiet" "--record" (str path)] capsys)
          record (json.loads (.read-text path)))
    (assert (= status 0) err)
    (assert (= [(get record "winner") (get record "result") (get record "ended-by")]
               [winner (if winner f"{winner} wins" "draw") "rules"]))
    (assert (.startswith (get record "ended") "the game is over: "))
    (assert (= (len (.splitlines (get record "ended"))) 1))
    (assert (in (get record "ended") out))
    ;; every board of the game drawn, for nobody and for each side
    (setv game (cls))
    (for [m (get record "moves")]
      (check-drawn game game.root.state)
      (setv game (play-moves game [(get m "move")])))
    (check-replayed cls record)
    ;; the game's other formats written beside the JSON, as record-text gives them
    (for [suffix cls.RECORD-FORMATS]
      (assert (= (.read-text (.with-suffix path suffix)) (.record-text cls record suffix))))
    ;; the record's players and seed play the same game again
    (setv [status out err] (slagle ["play" name "--first" (get record "players" 0)
                                    "--second" (get record "players" 1)
                                    "--seed" (str (get record "seed")) "--json"] capsys))
    (assert (= status 0) err)
    (assert (= (lfor m (get (json.loads out) "moves") (get m "move"))
               (lfor m (get record "moves") (get m "move"))))))

(defn [(pytest.mark.parametrize "name" NAMES)] test-a-format-a-game-lacks-is-refused [name]
  (with [e (pytest.raises GameError)]
    (.record-text (game-class name) {} ".sgf"))
  (assert (= (str e.value) f"{name} records have no .sgf format")))
