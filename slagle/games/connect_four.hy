"Connect four (OpenSpiel's `connect_four`, 6 rows of 7 columns, four in a row
wins), as a game in hand for the appendices: a game between tic-tac-toe and
checkers, whose complete move is one disc dropped.

X (OpenSpiel's player 0) moves first, O (player 1) second.  A move is named
by its column, a-g from the left (OpenSpiel's actions 0-6); a person may
also type the column's number, 1-7.  A square is named as on a chess board,
the column and the row counted from the bottom (d1 is the bottom of the
middle column).

value[p] = c1f1[p]+c2f2[p]+c3f3[p], each feature the side to move at the
root's count less the opponent's:
  open-fours  the 69 lines of four squares one can still fill (none of the
              opponent's discs in them), c1 = 1
  threes      those lines holding three of one's discs and an empty square, c2 = 4
  centre      one's discs in the middle column, c3 = 2"

(import rich.text [Text]
        slagle.games.position [SpielGame Feature])

(setv ROWS 6
      COLUMNS 7
      CENTRE 3                ; the middle column, d
      MARKS "xo"              ; the discs of players 0 and 1, as OpenSpiel draws them
      COLUMN-NAMES "abcdefg")

(defn lines []
  "Every line of four squares (a square numbered 7 * row + column, row 0 the
  bottom): rows, columns, and both diagonals."
  (setv out [])
  (for [row (range ROWS) column (range COLUMNS)
        [dr dc] [[0 1] [1 0] [1 1] [1 -1]]]
    (setv end-row (+ row (* 3 dr)) end-column (+ column (* 3 dc)))
    (when (and (< end-row ROWS) (<= 0 end-column (- COLUMNS 1)))
      (.append out (lfor i (range 4) (+ (* COLUMNS (+ row (* i dr))) column (* i dc))))))
  out)

(setv LINES (lines)
      LINE-SETS (lfor line LINES (frozenset line)))

(defn discs [state]
  "The 42 squares (7 * row + column, row 0 the bottom): each the player
  (0 or 1) whose disc is there, or None; OpenSpiel's actions, the players'
  in turn from X's, are the columns dropped into."
  (setv board (* [None] (* ROWS COLUMNS)) height (* [0] COLUMNS))
  (for [[i column] (enumerate (.history state))]
    (setv (get board (+ (* COLUMNS (get height column)) column)) (% i 2))
    (+= (get height column) 1))
  board)

(defn squares-of [board player]
  "The squares holding player's discs."
  (frozenset (gfor [k who] (enumerate board) :if (= who player) k)))

(defn square-name [k]
  "The name of the square k: its column a-g and its row 1-6 from the bottom."
  (+ (get COLUMN-NAMES (% k COLUMNS)) (str (+ 1 (// k COLUMNS)))))

(defn line-counts [mine theirs]
  "#(open-fours threes) for the player whose squares are `mine`, the
  opponent's `theirs`."
  (setv open (lfor line LINE-SETS :if (not (& line theirs)) line))
  #((len open) (sum (gfor line open (= (len (& line mine)) 3)))))

(defclass ConnectFour [SpielGame]
  "Connect four as a game in hand: see the module."
  (setv SPIEL-NAME "connect_four"
        NAME "connect-four"
        PLAYERS #("X" "O")
        MOVE-LIMIT 42
        CAN-DRAW True
        MOVE-HELP "a move names the column a disc is dropped into: a ... g from the left, or 1-7"
        FEATURES [(Feature "open-fours" 1 69 "lines of four you can still fill, less the opponent's")
                  (Feature "threes" 4 69 "lines holding three of your discs and an empty square, less the opponent's")
                  (Feature "centre" 2 6 "your discs in the middle column, less the opponent's")])

  ;; The rules
  (defn features [self state player]
    "f1 f2 f3 (see FEATURES) for `player`, from the squares each side holds."
    (setv board (discs state)
          mine (squares-of board player)
          theirs (squares-of board (- 1 player))
          [my-open my-threes] (line-counts mine theirs)
          [their-open their-threes] (line-counts theirs mine)
          centre (lfor row (range ROWS) (get board (+ (* COLUMNS row) CENTRE))))
    [(- my-open their-open)
     (- my-threes their-threes)
     (- (.count centre player) (.count centre (- 1 player)))])

  (defn ending [self state]
    "Which rule ended the game: four in a row, or a full board."
    (setv board (discs state)
          won (lfor line LINES :if (and (is-not (get board (get line 0)) None)
                                        (= 1 (len (sfor k line (get board k)))))
                    line))
    (if won
        f"the game is over: four in a row, {(.join " " (gfor k (get won 0) (square-name k)))}"
        "the game is over: the board is full, a draw"))

  ;; For people: the notation and the board
  (defn move-name [self state actions]
    "The column dropped into."
    (get COLUMN-NAMES (get actions 0)))

  (defn aliases [self state m]
    "Other ways of writing the move to m: the column's number 1-7, its letter in capitals."
    #((str (+ (get m.actions 0) 1)) (.upper m.name)))

  (defn draw [self state [viewer None]]
    "The board from the top row down, X's discs and O's (and the viewer's
    side, if one is given): a rich Text."
    (setv board (discs state) out (Text))
    (for [row (reversed (range ROWS))]
      (.append out f" {(+ row 1)} " "dim")
      (for [column (range COLUMNS)]
        (setv who (get board (+ (* COLUMNS row) column)))
        (.append out #* (cond (= who 0) #(" X" "bold red")
                              (= who 1) #(" O" "bold cyan")
                              True #(" ." "grey50"))))
      (.append out "\n"))
    (.append out (+ "    " (.join " " COLUMN-NAMES)
                    (if (is viewer None) "" f"   you: {(get self.PLAYERS viewer)}"))
             "dim")
    out))
