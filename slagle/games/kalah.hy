"Kalah (six pits a side, four seeds a pit: OpenSpiel's `mancala`), the game
Slagle and Dixon ran the M&N procedure on (CACM 13(3), 1970), as a game in
hand for the appendices.

South (OpenSpiel's player 0, the bottom row) moves first, North (player 1)
second.  Each player numbers their own pits 1-6 from their left, so that
the last pit, 6, is beside their store (OpenSpiel's pits are 1-6 for South,
8-13 for North; its 7 and 0 are the stores).  A move is named by the pits
sown, in order, lettered as Awari and Kalah programs letter them, A-F for
South's pits 1-6 and a-f for North's: C, or C+F when sowing pit 3 ended in
the store and earned another turn.  (Letters, not numbers: a position is an
atom, and a tree file's names are never numbers either.)  A person may type
the pit numbers instead: 3, or 3 6.

value[p] = c1f1[p]+c2f2[p]+c3f3[p], each feature the side to move at the
root's count less the opponent's:
  stores      the seeds in the store, c1 = 3
  seeds       the seeds in the pits on one's own side, c2 = 1
  free-moves  the pits whose seeds would end in the store, earning another
              turn, c3 = 1"

(import rich.text [Text]
        slagle.games.position [SpielGame Feature])

(defn board [state]
  "OpenSpiel's 14 holes: 0 North's store, 1-6 South's pits, 7 South's store,
  8-13 North's pits; from its observation tensor, whose first 14 numbers
  they are (the player to move and the move number follow), not from its
  text: reading the text was half the time of a search."
  (lfor x (cut (.observation-tensor state 0) 14) (int x)))

(defn side [holes player]
  "#(stores seeds free-moves) for `player` (0 South, 1 North)."
  (setv store (if (= player 0) 7 0)
        pits (if (= player 0) (range 1 7) (range 8 14))
        to-store (if (= player 0) 7 14))
  #((get holes store)
    (sum (gfor k pits (get holes k)))
    (sum (gfor k pits (if (= (get holes k) (- to-store k)) 1 0)))))

(defn pit-of [action]
  "The pit number, 1-6 from the mover's left, of OpenSpiel's action."
  (if (> action 7) (- action 7) action))

(defn letter-of [action]
  "The letter of OpenSpiel's action: A-F for South's pits, a-f for North's."
  (if (> action 7)
      (get "abcdef" (- action 8))
      (get "ABCDEF" (- action 1))))

(defclass Kalah [SpielGame]
  "Kalah as a game in hand: see the module."
  (setv SPIEL-NAME "mancala"
        NAME "kalah"
        PLAYERS #("South" "North")
        MOVE-LIMIT 200
        OPENING-MOVES 2   ; the experiment's random openings: 116 different ones
        MOVE-HELP (+ "a move names the pit sown: A-F for South's pits (a-f for North's), or its number"
                     " 1-6 from the mover's left.  A sowing that ends in your own store earns another"
                     " turn: type the next pit when asked (or the whole move at once, C+F).")
        FEATURES [(Feature "stores" 3 48 "seeds in your store, less the opponent's")
                  (Feature "seeds" 1 48 "seeds in the pits on your side, less the opponent's")
                  (Feature "free-moves" 1 6 "pits whose sowing would end in your store, less the opponent's")])

  ;; The rules
  (defn features [self state player]
    "f1 f2 f3 (see FEATURES) for `player`, from OpenSpiel's holes (board)."
    (setv holes (board state))
    (lfor [a b] (zip (side holes player) (side holes (- 1 player))) (- a b)))

  (defn key [self state]
    "The board and the player to move (OpenSpiel's text less its move number)."
    (get (.rsplit (str state) "\n" 1) 0))

  (defn ending [self state]
    "Which rule ended the game: a side's pits are empty, and each side has
    the seeds in its store and its own pits (OpenSpiel's mancala)."
    (setv holes (board state)
          empty (lfor [player pits] [[0 (range 1 7)] [1 (range 8 14)]]
                      :if (= 0 (sum (gfor k pits (get holes k))))
                      (get self.PLAYERS player)))
    (+ f"the game is over: {(.join " and " empty)}'s pits are empty;"
       f" South {(+ (get holes 7) (sum (gfor k (range 1 7) (get holes k))))},"
       f" North {(+ (get holes 0) (sum (gfor k (range 8 14) (get holes k))))}"
       " (the store and the seeds left on one's own side)"))

  ;; For people: the notation and the board
  (defn move-name [self state actions]
    "The letters of the pits sown, joined by +."
    (.join "+" (map letter-of actions)))

  (defn aliases [self state m]
    "Other ways of writing the move to m: the pit numbers (3, 3+6, 3 6, 3,6),
    the letters with spaces or commas between.  A letter is the mover's in
    its own case only: a-f are North's pits, and South typing one is told the
    legal moves, not moved as if it had typed A-F."
    (setv pits (lfor a m.actions (str (pit-of a)))
          letters (.split m.name "+"))
    #(#* (gfor words [pits letters]
               sep ["+" " " ","]
               (.join sep words))
      #* (SpielGame.aliases self state m)))

  (defn draw [self state [viewer None]]
    "The board, North's pits above South's, each player's store on their
    right, and a legend (with the viewer's side, 0 South or 1 North, if one
    is given): a rich Text."
    (setv holes (board state) out (Text))
    (.append out "      " "")
    (for [k "fedcba"] (.append out f"  {k}  " "dim"))
    (.append out "   North\n")
    (.append out f" ({(get holes 0) :>2}) " "bold cyan")
    (for [k (range 13 7 -1)] (.append out f"[{(get holes k) :>2}] " "cyan"))
    (.append out "\n")
    (.append out "      " "")
    (for [k (range 1 7)] (.append out f"[{(get holes k) :>2}] " "yellow"))
    (.append out f"({(get holes 7) :>2})" "bold yellow")
    (.append out "\n      " "")
    (for [k "ABCDEF"] (.append out f"  {k}  " "dim"))
    (.append out "   South")
    (.append out (+ "\n[n] the seeds in a pit, (n) in a store; seeds are sown counterclockwise,"
                    " South's pits A-F left to right, North's a-f right to left"
                    (if (is viewer None) "" f"\nyou: {(get self.PLAYERS viewer)}"))
             "dim")
    out))
