"The one game loop: two players (slagle.matches.players, or any object with
`spec` and (move game)) play from a position until the rules end the game,
a ply limit is reached or a player stops.  `slagle play`, `slagle bench
--games` and the experiment's matches all play their games with play-out;
play-game keeps the record `slagle play` writes and shows the boards."

(import datetime
        lisp [show]
        slagle.games.position [play-moves]
        slagle.matches.players [full-spec])

(defn winner-of [game p]
  "The side that won the ended game at p (a name of game.PLAYERS), or None for a draw."
  (setv [a b] (.returns p.state))
  (cond (> a b) (get game.PLAYERS 0) (< a b) (get game.PLAYERS 1) True None))

(defn play-out [game players max-plies [plies-before 0] [on-move None]]
  "Play from game's root until the game is over, max-plies plies (moves of
  one side; None: no limit) have been played, counting plies-before played
  already, or a player stops.  players: indexed by the player to move
  (OpenSpiel's 0 or 1).  After each move, (on-move game-before move player
  figures) is called, if given.  #(the last position, why the game ended:
  \"over\", \"max-plies\" or \"stopped\")."
  (setv p game.root plies plies-before)
  (while True
    (when (.over? game p)
      (return #(p "over")))
    (when (and (is-not max-plies None) (>= plies max-plies))
      (return #(p "max-plies")))
    (setv here (.after game p)
          player (get players here.player)
          [move figures] (.move player here))
    (when (is move None)
      (return #(p "stopped")))
    (when on-move
      (on-move here move player figures))
    (setv p move)
    (+= plies 1)))

(defn new-record [name first second seed opening [players None] [weights None] [max-plies None]]
  "A game record with no moves yet: with the players' full SPECs
  (players/full-spec), the weights and --max-plies, all a replay needs."
  {"game" name
   "date" (.strftime (datetime.datetime.now datetime.timezone.utc) "%Y.%m.%d")
   "first" first "second" second
   "players" (when players (lfor pl players (full-spec pl)))
   "weights" weights "max-plies" max-plies "seed" seed "opening" opening
   "moves" [] "result" "unfinished" "winner" None "ended" None "ended-by" None "position" None})

(defn move-line [record entry]
  "One line on a move: its number, the side, the move and its figures."
  (setv value (get entry "value"))
  (+ f"{(get entry "ply")}. {(get entry "side")} {(get entry "move")}"
     (cond (= (get entry "by") "opening") "   (opening)"
           (in (get entry "by") #{"human" "random"}) f"   ({(get entry "by")})"
           True (+ (cond (is value None) ""
                         (isinstance value float) f"   value {value :.2f}"
                         True f"   value {(show value)}")
                   f"   evaluated {(get entry "evaluated")}"
                   (if (in "depth" entry) f"   depth {(get entry "depth")}" "")
                   f"   {(get entry "seconds") :.2f} s"))))

(defn record-move [record here move by figures]
  "Add the move from here (a game whose root is the position before it) to the record."
  (setv entry {"ply" (+ (len (get record "moves")) 1)
               "side" (get here.PLAYERS here.player)
               "by" by
               "move" move.name
               "actions" (list move.actions)
               #** figures})
  (.append (get record "moves") entry)
  (setv (get record "position") (.serialize move.state))
  entry)

(defn play-game [game players record max-plies out [viewer None]]
  "Play from game's root (play-out), recording every move in `record` and
  why the game ended: `ended` in words, `ended-by` the rules, max-plies or
  stopped.  out: a rich Console for the boards, or None; viewer: the side a
  person plays, shown at the bottom of the boards.  The game's last position."
  (defn on-move [here move player figures]
    (setv entry (record-move record here move player.spec figures))
    (when out
      (.print out (move-line record entry) :highlight False)
      (.print out (.draw game move.state viewer))))
  (when out
    (.print out (.draw game game.root.state viewer)))
  (setv [p ended] (play-out game players max-plies (len (get record "moves")) on-move))
  (cond (= ended "over")
          (setv winner (winner-of game p)
                (get record "winner") winner
                (get record "result") (if winner f"{winner} wins" "draw")
                (get record "ended") (.ending game p.state)
                (get record "ended-by") "rules")
        (= ended "max-plies")
          (setv (get record "result") "draw"
                (get record "ended") f"{max-plies} {(if (= max-plies 1) "ply" "plies")} played: a draw by --max-plies"
                (get record "ended-by") "max-plies")
        True
          (setv (get record "ended") f"{(get game.PLAYERS (. (.after game p) player))} stopped"
                (get record "ended-by") "stopped"))
  p)

(defn play-opening [game opening record]
  "The game after the --opening moves, recorded as moves of the opening."
  (for [[i text] (enumerate opening 1)]
    (setv here game
          game (play-moves game [text] i))
    (record-move record here game.root "opening" {"value" None "evaluated" 0 "seconds" 0}))
  game)
