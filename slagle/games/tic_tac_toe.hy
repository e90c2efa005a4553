"Tic-tac-toe (OpenSpiel's `tic_tac_toe`), the game of AIMA's chapter 5, as a
game in hand for the appendices: a small game whose whole tree the programs
can search, and the third game added to the registry as a file of its own.

X (OpenSpiel's player 0) moves first, O (player 1) second.  A move is named
by its square as a chess board names one: columns a-c from the left, rows
1-3 from the bottom (b2 is the centre); a person may also type the square's
number, 1-9 in reading order (5 is the centre).

value[p] = c1f1[p]+c2f2[p]+c3f3[p], each feature the side to move at the
root's count less the opponent's:
  open-lines  the rows, columns and diagonals one can still complete
              (none of the opponent's marks in them), c1 = 1
  threats     those lines holding two of one's marks and an empty square, c2 = 3
  centre      holding the centre square, c3 = 1"

(import rich.text [Text]
        slagle.games.position [SpielGame Feature])

(setv LINES [[0 1 2] [3 4 5] [6 7 8] [0 3 6] [1 4 7] [2 5 8] [0 4 8] [2 4 6]]
      LINE-SETS (lfor line LINES (frozenset line))
      MARKS "xo"          ; the marks of players 0 and 1, as OpenSpiel draws them
      CENTRE 4)

(defn squares-of [state player]
  "The squares (0-8, reading order) `player` has marked: OpenSpiel's
  actions, the players' in turn from X's, are the squares marked."
  (frozenset (cut (.history state) player None 2)))

(defn cells [state]
  "The nine squares in reading order: x, o or ."
  (setv board (list (* "." 9)))
  (for [player [0 1] k (squares-of state player)]
    (setv (get board k) (get MARKS player)))
  (.join "" board))

(defn square-name [action]
  "The square of OpenSpiel's action (0-8, reading order): a3 ... c1."
  (+ (get "abc" (% action 3)) (str (- 3 (// action 3)))))

(defn line-counts [mine theirs]
  "#(open-lines threats) for the player whose squares are `mine`, the
  opponent's `theirs`."
  (setv open (lfor line LINE-SETS :if (not (& line theirs)) line))
  #((len open) (sum (gfor line open (= (len (& line mine)) 2)))))

(defclass TicTacToe [SpielGame]
  "Tic-tac-toe as a game in hand: see the module."
  (setv SPIEL-NAME "tic_tac_toe"
        NAME "tic-tac-toe"
        PLAYERS #("X" "O")
        MOVE-LIMIT 9
        MOVE-HELP "a move names the square marked: a3 ... c1 (columns a-c, rows 1-3 from the bottom), or 1-9 in reading order"
        FEATURES [(Feature "open-lines" 1 8 "lines you can still complete, less the opponent's")
                  (Feature "threats" 3 8 "lines holding two of your marks and an empty square, less the opponent's")
                  (Feature "centre" 1 1 "1 if you hold the centre, -1 if the opponent does")])

  ;; The rules
  (defn features [self state player]
    "f1 f2 f3 (see FEATURES) for `player`, from the squares each side has marked."
    (setv mine (squares-of state player)
          theirs (squares-of state (- 1 player))
          [my-open my-threats] (line-counts mine theirs)
          [their-open their-threats] (line-counts theirs mine))
    [(- my-open their-open)
     (- my-threats their-threats)
     (cond (in CENTRE mine) 1 (in CENTRE theirs) -1 True 0)])

  (defn ending [self state]
    "Which rule ended the game: three in a row, or a full board."
    (setv board (cells state)
          won (lfor line LINES :if (and (!= (get board (get line 0)) ".")
                                        (= 1 (len (sfor k line (get board k)))))
                    line))
    (if won
        f"the game is over: three in a row, {(.join " " (gfor k (get won 0) (square-name k)))}"
        "the game is over: the board is full, a draw"))

  ;; For people: the notation and the board
  (defn move-name [self state actions]
    "The square marked."
    (square-name (get actions 0)))

  (defn aliases [self state m]
    "Other ways of writing the move to m: the square's number 1-9 in reading
    order, the square's name in capitals."
    #((str (+ (get m.actions 0) 1)) (.upper m.name)))

  (defn draw [self state [viewer None]]
    "The board, X's marks and O's, an empty square showing its name (and the
    viewer's mark, if a side is given): a rich Text."
    (setv board (cells state) out (Text))
    (for [row (range 3)]
      (.append out f" {(- 3 row)} " "dim")
      (for [col (range 3)]
        (setv k (+ (* row 3) col) mark (get board k))
        (.append out #* (cond (= mark "x") #(" X " "bold red")
                              (= mark "o") #(" O " "bold cyan")
                              True #(f"{(square-name k)} " "grey50")))
        (when (< col 2) (.append out "|" "dim")))
      (.append out "\n")
      (when (< row 2) (.append out "   ---+---+---\n" "dim")))
    (.append out (+ "    a   b   c" (if (is viewer None) "" f"   you: {(get self.PLAYERS viewer)}")) "dim")
    out))
