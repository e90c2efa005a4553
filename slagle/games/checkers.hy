"Checkers (8×8 American checkers, OpenSpiel's `checkers`), the game the
report's Section 8 proposes, as a game in hand for the appendices.

Black (OpenSpiel's player 0, drawn `o`) moves first, White (player 1, `+`)
second.  Squares are numbered as checkers players number them: 1-4 on
Black's back rank (from Black's right), 29-32 on White's.  OpenSpiel's board
is the usual diagram turned half a turn: its square (column c, row r) is
square 4(r-1) + (7-c)//2 + 1.  A move is named as checkers players write
it: 11-15 for a step, 22x15 for a jump and 22x15x8 for a multi-jump (every
square landed on).

value[p] = c1f1[p]+c2f2[p]+c3f3[p], each feature the side to move at the
root's count less the opponent's:
  pieces       the piece advantage (men and kings), c1 = 10
  kings        the king advantage (a king counts as a piece and a king), c2 = 5
  advancement  the rows the men have advanced from their own back rank
               (Samuel 1959's ADV, simplified), c3 = 1"

(eval-when-compile (require lisp.macros [unless]))
(import functools [cache]
        rich.text [Text]
        slagle.games [GameError]
        slagle.games.position [SpielGame Feature])

(setv ;; OpenSpiel's pieces: Black's men and kings, White's men and kings.
      BLACK-MAN "o" BLACK-KING "8" WHITE-MAN "+" WHITE-KING "*"
      LETTERS "abcdefgh")

(defn [cache] square-of [cell]
  "The square number of OpenSpiel's cell `cell`, e.g. a3 (kept: 64 cells)."
  (setv c (.index LETTERS (get cell 0)) r (int (get cell 1)))
  (+ (* 4 (- r 1)) (// (- 7 c) 2) 1))

(defn board-rows [state]
  "OpenSpiel's board, as 8 strings of 8 cells, row 8 first, column a first."
  (lfor line (cut (.split (str state) "\n") 8) (cut line 1 None)))

(defn side-counts [rows]
  "For Black and White: #(pieces kings advancement)."
  (setv black-adv 0 white-adv 0)
  (for [[i row] (enumerate rows)]
    ;; rows[i] is row 8 - i; Black advances up the board, White down.
    (+= black-adv (* (.count row BLACK-MAN) (- 7 i)))
    (+= white-adv (* (.count row WHITE-MAN) i)))
  (setv text (.join "" rows)
        bk (.count text BLACK-KING)
        wk (.count text WHITE-KING))
  #(#((+ (.count text BLACK-MAN) bk) bk black-adv)
    #((+ (.count text WHITE-MAN) wk) wk white-adv)))

(defn action-strings [state actions]
  "OpenSpiel's texts (e.g. g3e5) of the actions of one move from state."
  (if (= (len actions) 1)
      [(.action-to-string state (get actions 0))]
      (do (setv s (.clone state) out [])
          (for [a actions]
            (.append out (.action-to-string s a))
            (.apply-action s a))
          out)))

(defn notation [strings]
  "The checkers notation of a move given as OpenSpiel's texts: 11-15, 22x15, 22x15x8."
  (setv first (get strings 0)
        jump (= (abs (- (int (get first 1)) (int (get first 3)))) 2)
        squares [(square-of (cut first 0 2)) #* (gfor s strings (square-of (cut s 2 4)))])
  (.join (if jump "x" "-") (map str squares)))

(defn [cache] hop-squares [text]
  "The squares an OpenSpiel action's text (g3e5) goes from and to, as the
  numbers' texts (22 and 15); kept, as there are few such texts."
  #((str (square-of (cut text 0 2))) (str (square-of (cut text 2 4)))))

(defn hop-action [state start end]
  "The legal action at state whose OpenSpiel text goes from the square
  `start` to the square `end` (both texts, e.g. 22 and 15), or None."
  (setv hop #(start end))
  (for [a (.legal-actions state)]
    (when (= (hop-squares (.action-to-string state a)) hop)
      (return a))))

(defclass Checkers [SpielGame]
  "Checkers as a game in hand: see the module."
  (setv SPIEL-NAME "checkers"
        NAME "checkers"
        PLAYERS #("Black" "White")
        MOVE-LIMIT 150
        OPENING-MOVES 3   ; the experiment's random openings, as long as a three-move ballot
        MOVE-HELP (+ "moves by square numbers (1-32, Black's side 1-12): 11-15 a step, 15x24 a jump,"
                     " 22x15x8 a multi-jump (or 22x8); OpenSpiel's a3b4 too.  A capture is compulsory.")
        RECORD-FORMATS #(".pdn")
        FEATURES [(Feature "pieces" 10 12 "piece advantage: men and kings, yours less the opponent's")
                  (Feature "kings" 5 12 "king advantage")
                  (Feature "advancement" 1 84 "rows your men have advanced from your back rank, less the opponent's")])

  ;; The rules
  (defn features [self state player]
    "f1 f2 f3 (see FEATURES) for `player`, from OpenSpiel's text of the
    board, counted by string methods: its observation tensor gives the same
    numbers, but reading it takes twice the time."
    (setv [black white] (side-counts (board-rows state)))
    (setv [mine theirs] (if (= player 0) #(black white) #(white black)))
    (lfor [a b] (zip mine theirs) (- a b)))

  (defn ending [self state]
    "Which rule ended the game: OpenSpiel draws it after 40 plies without a
    capture; else the side to move has no move (no pieces, or none free) and loses."
    (if (= (list (.returns state)) [0.0 0.0])
        "the game is over: a draw, 40 plies without a capture (OpenSpiel's rule)"
        (+ f"the game is over: {(get self.PLAYERS (.index (list (.returns state)) -1.0))}"
           " cannot move (no pieces, or none free), and loses")))

  ;; For people: the notation and the board
  (defn move-name [self state actions]
    "The move's checkers notation."
    (notation (action-strings state actions)))

  (defn actions-named [self state name]
    "OpenSpiel's actions of the move `name` from state, the name as the game
    writes it (11-15, 22x15, 22x15x8: every square landed on): hop by hop,
    the legal action whose text (g3e5) goes from one square to the next.
    The actions `named` finds, without making every successor and naming
    it (a record replays five times as fast); GameError, as `named` gives,
    unless it is the whole name of a legal move (not an alias: 22x8, g3e5)."
    (setv squares (.split (.replace name "x" "-") "-")
          s (.clone state) actions [] texts [])
    (for [[start end] (zip squares (cut squares 1 None))]
      (setv a (hop-action s start end))
      (when (is a None) (raise (self.refusal state name)))
      (.append texts (.action-to-string s a))
      (.append actions a)
      (.apply-action s a))
    ;; the separator must be the move's (x a jump), and a multi-jump named
    ;; only in part leaves the same player to move
    (unless (and actions (= (notation texts) name)
                 (or (.is-terminal s) (!= (.current-player s) (.current-player state))))
      (raise (self.refusal state name)))
    (tuple actions))

  (defn refusal [self state name]
    "The GameError `named` gives for `name` at state, the legal moves listed."
    (setv game ((type self) state) moves (.successors game game.root))
    (if moves
        (.not-a-move game name moves)
        (GameError "the game is over: there is no move")))

  (defn aliases [self state m]
    "Other ways of writing the move to m: from and to alone (22x8), and
    OpenSpiel's texts (g3e5, or g3e5 e5g7 for a multi-jump)."
    (setv strings (action-strings state m.actions)
          squares (.split (.replace m.name "x" "-") "-")
          sep (if (in "x" m.name) "x" "-"))
    #(f"{(get squares 0)}{sep}{(get squares -1)}"
      (.join " " strings) (.join "" strings) (.join "," strings)
      #* (SpielGame.aliases self state m)))

  (defn draw [self state [viewer None]]
    "The board as checkers diagrams show it, Black at the top, or turned so
    that the viewer's side (0 Black, 1 White) is at the bottom: a rich Text.
    Every dark square shows its number, an occupied one its piece beside it:
    Black's men b, kings B; White's w, W."
    (setv rows (board-rows state) out (Text)
          turned (= viewer 0)          ; Black at the bottom: the board turned round
          order (if turned (range 1 9) (range 8 0 -1)))
    (for [row order]
      (for [col (if turned (range 7 -1 -1) (range 8))]
        (if (= (% (+ col row) 2) 1)
            (do (setv square (+ (* (- 8 row) 4) (// col 2) 1)
                      piece (get rows (- row 1) (- 7 col)))
                (.append out #* (.get {BLACK-MAN #(f"{square :>2}b " "bold red on grey23")
                                      BLACK-KING #(f"{square :>2}B " "bold red on grey23")
                                      WHITE-MAN #(f"{square :>2}w " "bold bright_white on grey23")
                                      WHITE-KING #(f"{square :>2}W " "bold bright_white on grey23")}
                                     piece
                                     #(f"{square :>2}  " "grey50 on grey23"))))
            (.append out "    " "on grey70")))
      (.append out "\n"))
    (.append out (+ "b/B Black's men/kings   w/W White's   squares numbered 1-32"
                    (if (is viewer None) "" f"   you: {(get self.PLAYERS viewer)}"))
             "dim")
    out)

  (defn continued [self typed text]
    "A multi-jump typed a jump at a time: 22x15, then 8 (or x8): 22x15x8."
    f"{typed}x{(.lstrip text "x-")}")

  (defn steps-in [self typed]
    "The jumps the start of a multi-jump names (22x15: 1)."
    (- (len (.split (.replace typed "-" "x") "x")) 1))

  (defn refusal-note [self moves]
    "When every legal move is a capture, that a capture must be made."
    (if (and moves (all (gfor m moves (in "x" m.name))))
        " (a capture is compulsory: when one is possible, a jump must be made, and a multi-jump taken to its end)"
        ""))

  ;; Records
  (defn [classmethod] record-text [cls record suffix]
    "The game `record` in PDN (suffix .pdn)."
    (if (= suffix ".pdn")
        (pdn-text record)
        (.record-text (super) record suffix))))

(defn pdn-result [record]
  "PDN's Result of the game `record`: 1-0 White won, 0-1 Black won, 1/2-1/2 a
  draw by the rules, * unfinished (stopped, or cut off by --max-plies)."
  (cond (not-in (.get record "ended-by" "rules") #{"rules"}) "*"
        (= (get record "result") "draw") "1/2-1/2"
        (= (get record "winner") "White") "1-0"
        (= (get record "winner") "Black") "0-1"
        True "*"))

(defn pdn-text [record]
  "The game `record` (see slagle.matches.loop) in PDN, the format checkers programs
  exchange: the tags, and the moves numbered as Black's and White's pairs."
  (setv result (pdn-result record)
        tags [["Event" "slagle play"]
              ["Site" "?"]                  ; PDN's unknown
              ["Date" (get record "date")]
              ["Round" "-"]                 ; PDN's not applicable
              ["Black" (get record "first")]
              ["White" (get record "second")]
              ["Result" result]
              ["GameType" "21"]]      ; English draughts
        words [])
  (for [[i move] (enumerate (get record "moves"))]
    (when (= (% i 2) 0)
      (.append words f"{(+ (// i 2) 1)}."))
    (.append words (get move "move")))
  (.append words result)
  (setv lines [] line "")
  (for [w words]
    (if (> (+ (len line) (len w) 1) 79)
        (do (.append lines line) (setv line w))
        (setv line (if line f"{line} {w}" w))))
  (.append lines line)
  (+ (.join "\n" (gfor [k v] tags f"[{k} \"{v}\"]")) "\n\n" (.join "\n" lines) "\n"))
