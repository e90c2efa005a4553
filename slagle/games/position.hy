"Positions of a real game as LISP atoms, and the game in hand they make for
the appendices: Appendix A's value, succ and final over an OpenSpiel game.

A position is an atom named by the complete move that reached it, in the
game's usual notation (the root: START, or the last move played to reach it),
carrying the OpenSpiel state.  It is not on the object list: two positions
reached by moves of the same name are two atoms, as two positions of a tree
are, and `show`, traces and the REPL print its name.

A move here is complete: every OpenSpiel action of the player to move up to
the change of player (a checkers multi-jump, a Kalah extra turn), so that
max- and min-positions alternate as the appendices assume.  succ lists the
positions after each complete move, depth first in OpenSpiel's order of the
legal actions (ascending action numbers) at each step; a position reached
again by another sequence is left out, and keeps the name of the first."

(eval-when-compile (require lisp.macros [unless]))
(import functools [partial]
        random
        lisp [T zerop from-python]
        lisp.data [NamedLater]
        slagle.games [GameError spiel DEFAULT-DEPTH])

(setv SPIEL-GAMES {})

(defn spiel-game [name]
  "The OpenSpiel game `name`, loaded once."
  (unless (in name SPIEL-GAMES)
    (setv (get SPIEL-GAMES name) (.load-game (spiel) name)))
  (get SPIEL-GAMES name))

(defclass Position [NamedLater]
  "A position of a game: an atom (not on the object list) named by the move
  that reached it, with the OpenSpiel `state` and the `actions` of that move."
  (setv __slots__ #("state" "actions"))

  (defn __init__ [self name state actions]
    "name: the move's notation, or a function giving it when it is first
    asked for (the notation is a third of a 1&1 search's time on checkers,
    and most positions a search makes are never named)."
    (.__init__ (super) name)
    (setv self.state state
          self.actions actions)))

(defclass Feature []
  "A feature f of value[p] = c1f1[p]+c2f2[p]+c3f3[p]: its name, its default
  weight c, the most it can be in absolute value, and what it measures."
  (setv __slots__ #("name" "weight" "bound" "doc"))

  (defn __init__ [self name weight bound doc]
    (setv self.name name
          self.weight weight
          self.bound bound
          self.doc doc)))

(defn must-give [game what]
  "The error for a method a game must give and does not: a bug in the game, not bad input."
  (NotImplementedError
    f"{(. (type game) __name__)} does not give {what}: every game must (see slagle.games.position/SpielGame)"))

;; A game is three things, kept apart here: the rules the programs search
;; (GameRules), the notation and board a person reads and types (GameNotation),
;; and the files its records are written to (GameRecords).  SpielGame is all three.

(defclass GameRules []
  "The rules: a game in hand for the appendices (see slagle.core.programs),
  its `root` position and Appendix A's value, succ and final, counting in
  `evaluations` the positions whose value is taken (and, made with record,
  keeping them in the list `evaluated`; else it is None: a deep search keeps
  no positions).

  A game gives NAME (its name in the registry, slagle.games), SPIEL-NAME
  (OpenSpiel's), PLAYERS (the names of its two sides, OpenSpiel's player 0
  first), FEATURES (three Feature), MOVE-LIMIT (plies after which a match's
  game is called a draw: a positive int) and (features state player); it
  may give its own (key state) and (ending state), OPENING-MOVES (the
  complete moves of an opening of the experiment, slagle.experiment; a game
  without them is not one of its games), CAN-DRAW (False for a game its
  rules never end drawn) and DEFAULT-DEPTH (the complete moves a program
  searches when no dmax is given)."

  (setv NAME None SPIEL-NAME None FEATURES [] PLAYERS #("first" "second")
        ;; Every game gives its own: the base class has no limit to share.
        MOVE-LIMIT None
        OPENING-MOVES None
        CAN-DRAW True
        DEFAULT-DEPTH DEFAULT-DEPTH)

  (defn features [self state player]
    "The numbers f1 f2 f3 of FEATURES for `player` (OpenSpiel's 0 or 1) at
    the state, not ended: value[p] = c1f1+c2f2+c3f3.  A game must give it."
    (raise (must-give self "(features state player)")))

  (defn key [self state]
    "What tells two positions apart: OpenSpiel's text of the state."
    (str state))

  (defn ending [self state]
    "Which rule ended the game at `state` (over), in one line beginning
    \"the game is over: \", for a record's `ended`; a game that says no more
    than its rules' result: who won, or a draw."
    (setv returns (.returns state))
    (if (= (get returns 0) (get returns 1))
        "the game is over: a draw"
        f"the game is over: {(get self.PLAYERS (if (> (get returns 0) (get returns 1)) 0 1))} wins"))

  (defn __init__ [self [state None] [weights None] [name None] [record False]]
    "The game from `state` (an OpenSpiel state, default the start), with the
    weights c1 c2 c3 given by name in the dict `weights` (the rest their
    defaults), the root named `name` (default START); with record, the
    positions evaluated kept in `evaluated`."
    (setv self.spiel (spiel-game self.SPIEL-NAME)
          state (if (is state None) (.new-initial-state self.spiel) state)
          self.root (Position (or name "START") state #())
          self.player (.current-player state)
          self.weights (self.weights-from (or weights {}))
          self.win (+ 1 (sum (gfor [f c] (zip self.FEATURES self.weights) (* (abs c) f.bound))))
          self.evaluated (when record [])
          self.evaluations 0
          self.made 0))

  (defn [classmethod] weights-from [cls given]
    "The weights c1 c2 c3: the FEATURES' defaults, replaced by those named in `given`."
    (setv names (lfor f cls.FEATURES f.name))
    (for [[k c] (.items given)]
      (unless (in k names)
        (raise (GameError f"no feature {k}; the features: {(.join " " names)}")))
      (unless (and (isinstance c #(int float)) (< (abs c) 1e9))
        (raise (GameError f"the weight of {k} must be a finite number, not {c}"))))
    (lfor f cls.FEATURES (.get given f.name f.weight)))

  (defn [classmethod] from-serialized [cls text #** kwargs]
    "The game from OpenSpiel's serialization of a state (its actions, one a line)."
    (setv game (spiel-game cls.SPIEL-NAME))
    (cls (try (.deserialize-state game text)
              (except [e Exception]
                (raise (GameError f"not an OpenSpiel {cls.SPIEL-NAME} state: {e}"))))
         #** kwargs))

  (defn value [self p]
    "value[p] = c1f1[p]+c2f2[p]+c3f3[p], from the point of view of the player
    to move at the root; a won (lost) final position is worth more (less)
    than any sum of the features, a drawn one 0."
    (+= self.evaluations 1)
    (when (is-not self.evaluated None)
      (.append self.evaluated p))
    (setv state p.state)
    (if (.is-terminal state)
        (self.outcome state)
        (sum (gfor [c f] (zip self.weights (self.features state self.player)) (* c f)))))

  (defn outcome [self state]
    "The value of the ended game `state`: self.win, -self.win or 0."
    (setv r (get (.returns state) self.player))
    (cond (> r 0) self.win (< r 0) (- self.win) True 0))

  (defn succ [self p]
    "succ[p]: the positions after each complete move at p (see the module)."
    (from-python (self.successors p)))

  (defn final [self p #* args]
    "final[p;alpha;beta;dmax] (and Appendix B's final[p;dmax]): zerop[dmax], or the game is over."
    (if (.is-terminal p.state) T (zerop (get args -1))))

  (defn over? [self p]
    "Has the game ended at the position p?"
    (.is-terminal p.state))

  (defn successors [self p]
    "The positions after each complete move at p, as a Python list; `made`
    counts them."
    (setv seen #{} out [])
    (for [[actions state] (self.complete-moves p.state)]
      (setv k (self.key state))
      (unless (in k seen)
        (.add seen k)
        (.append out (Position (partial self.move-name p.state actions) state actions))))
    (+= self.made (len out))
    out)

  (defn complete-moves [self state]
    "Each complete move at state, as (actions, the state after): depth first,
    in OpenSpiel's order of the legal actions at each step."
    (setv player (.current-player state) out [] stack [#(state #())])
    (while stack
      (setv [s done] (.pop stack))
      (for [a (.legal-actions s)]
        (setv child (.clone s) actions #(#* done a))
        (.apply-action child a)
        (if (and (= (.current-player child) player) (not (.is-terminal child)))
            (.append stack #(child actions))
            (.append out #(actions child)))))
    ;; Depth first in action order is the order of the action sequences.
    (sorted out :key (fn [move] (get move 0))))

  (defn after [self p]
    "The game from the position p, with the same weights, p its root (its
    name and the actions of the move that reached it kept)."
    (setv game ((type self) p.state :weights (dict (zip (gfor f self.FEATURES f.name) self.weights))
                            :name p.name))
    (setv game.root.actions p.actions)
    game))

(defclass GameNotation []
  "The game for people: the names of moves, what a person may type, and the
  board.  A game gives (move-name state actions) and (draw state [viewer]);
  it may give its own MOVE-HELP, (aliases state m), (refusal-note moves),
  and, for a move whose player moves on, (continued typed text) and
  (steps-in typed)."

  ;; What a person at the board is told by `help`: how moves are written.
  (setv MOVE-HELP "")

  (defn move-name [self state actions]
    "The usual notation of the complete move `actions` (OpenSpiel's) from
    state: a position's name.  A game must give it."
    (raise (must-give self "(move-name state actions)")))

  (defn draw [self state [viewer None]]
    "The board at state for people, a rich Text; viewer: the side a person
    plays (0 or 1), for which it says `you: SIDE` (and may turn the board
    to put that side at the bottom), or None.  A game must give it."
    (raise (must-give self "(draw state [viewer])")))

  (defn aliases [self state m]
    "Other ways of writing the move from state to m: OpenSpiel's action numbers joined by commas."
    #((.join "," (map str m.actions))))

  (defn refusal-note [self moves]
    "A sentence more for a person whose move is not among `moves`, or \"\"."
    "")

  (defn continued [self typed text]
    "The move a person means by `text` typed after the start `typed` of a
    move whose player moves on (Kalah: C, then F: C+F)."
    f"{typed}+{text}")

  (defn steps-in [self typed]
    "How many of a move's actions the start `typed` of it names (C+F: 2)."
    (len (.split typed "+")))

  (defn named [self text]
    "The successor of the root that the move `text` names (its name or an
    alias); GameError, with the legal moves, if it names none or several."
    (setv text (.strip text)
          moves (self.successors self.root)
          state self.root.state
          found (or (lfor m moves :if (= m.name text) m)
                    (lfor m moves :if (in text (self.aliases state m)) m)))
    (cond (not moves) (raise (GameError "the game is over: there is no move"))
          (not found) (raise (self.not-a-move text moves))
          (> (len found) 1) (raise (GameError (+ f"{(repr text)} could be any of {(.join " " (gfor m found m.name))};"
                                                 " write the whole move")))
          True (get found 0)))

  (defn not-a-move [self text moves]
    "The GameError for `text`, which names none of the moves: only the start
    of a move whose player moves on, or not a legal move here."
    (setv begun (lfor m moves :if (self.begins? text m) m.name))
    (if begun
        (GameError (+ f"{(repr text)} is only the start of a move: the same player"
                      f" moves on; write the whole move: {(.join " " begun)}"))
        (GameError (+ f"{(repr text)} is not a legal move here; the legal moves: {(.join " " (gfor m moves m.name))}"
                      (self.refusal-note moves)))))

  (defn begins? [self text m]
    "Is text the start of the move to m, up to a step after which the same player moves on?"
    (any (gfor a #(m.name #* (self.aliases self.root.state m))
               (and (> (len a) (len text)) (.startswith a text) (in (get a (len text)) "+ ,x")))))

  (defn part-way [self typed]
    "The state after the start `typed` of a move (see begins?): the
    position a person sees before typing the rest; None if typed begins none."
    (setv moves (lfor m (self.successors self.root) :if (self.begins? typed m) m))
    (when moves
      (setv state (.clone self.root.state))
      (for [a (cut (. (get moves 0) actions) (self.steps-in typed))]
        (.apply-action state a))
      state)))

(defclass GameRecords []
  "The game's records: JSON always (slagle.matches.records); a game whose
  records have formats of their own besides gives RECORD-FORMATS (file
  suffixes, checkers: .pdn) and (record-text record suffix)."

  (setv RECORD-FORMATS #())

  (defn [classmethod] record-text [cls record suffix]
    "The game `record` (slagle.matches.loop) in the format of RECORD-FORMATS' suffix."
    (raise (GameError f"{cls.NAME} records have no {suffix} format"))))

(defclass SpielGame [GameRules GameNotation GameRecords]
  "A game through OpenSpiel, the one protocol every game of the registry
  keeps: its rules (GameRules), its notation and board for people
  (GameNotation) and its records (GameRecords).

  A game must give: NAME, SPIEL-NAME, PLAYERS, FEATURES, MOVE-LIMIT,
  (features state player), (move-name state actions), (draw state [viewer]).
  It may give its own: OPENING-MOVES, CAN-DRAW, DEFAULT-DEPTH, (ending
  state), (key state), MOVE-HELP, (aliases state m), (refusal-note moves),
  (continued typed text), (steps-in typed), RECORD-FORMATS with
  (record-text record suffix).
  The rest (successors, value, final, named, after ...) is SpielGame's.")


(defn play-moves [game moves [number-from 1]]
  "The game after the complete moves `moves` (texts) from game's root;
  GameError naming the move that is not legal (numbered from number-from)."
  (for [[i text] (enumerate moves number-from)]
    (when (.over? game game.root)
      (raise (GameError f"move {i}, {text}: the game is already over")))
    (setv game (.after game (try (.named game text)
                                 (except [e GameError]
                                   (raise (GameError f"move {i}: {e}")))))))
  game)

(defn random-positions [cls count seed [keep 0.25]]
  "count games of the class cls, each from a position of a game of random
  moves (from random.Random(seed)) where the game is not over: positions
  from real games, opening to ending, each kept with probability keep."
  (setv rng (random.Random seed) out [])
  (while (< (len out) count)
    (setv game (cls) p game.root)
    (while (and (not (.over? game p)) (< (len out) count))
      (when (< (.random rng) keep)
        (.append out (cls p.state :name p.name)))
      (setv p (.choice rng (.successors game p)))))
  out)
