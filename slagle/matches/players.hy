"The players of a game: a program of slagle.core.programs' table with its
settings, a random mover, or a person at the terminal, each named by a SPEC.

SPEC := NAME ( \":\" SETTING )*
  NAME     a program of the table (b: Appendix B, c: Appendix C, and any
           program registered there), `random` or `human`
  SETTING  KEY=NUMBER, or a bare NUMBER: the program's settings in the
           order the table lists them (m, n for b; m, n, x, y, r, s for c,
           so that c:2:2:2:2 sets m, n, x and y); each setting at most once
  dmax=N   how many complete moves deep the program searches (default: the
           game's DEFAULT-DEPTH, see slagle.matches.positions/search-depth)
  maxpos=N, maxsec=S, maxgen=G  a budget: the program deepens iteratively
           (dmax 1, 2, ..., up to dmax if given) and plays the move of the
           deepest search it completed within N positions evaluated, S
           seconds, G positions generated (a program that deepens by itself,
           such as deepening, plays by its own rule)
  compiled the program's compiled twin searches (slagle.compiled): the same
           moves, values and counts, at native speed (needs numba)
e.g. c:2:2:dmax=6 (2&2 alpha beta, six moves deep), b:1:1:dmax=4 (1&1
minimaxing), c:dmax=6:x=2, maxval:dmax=6, c:2:2:dmax=8:compiled."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [nullcontext]
        random
        time
        slagle.core.terminal [console]
        lisp [NIL]
        slagle.errors [Refusal]
        slagle.core.budget [Budget check-budget check-game-reach]
        slagle.core.programs [PROGRAMS program-list program-named checked-settings compiled-program]
        slagle.games.position [GameError]
        slagle.matches.positions [search-depth])

(setv OTHERS ["random" "human"])

(defclass Player []
  "A player: its SPEC, and (move game) giving #(position, figures): a
  successor of game's root (or None to stop the game) and a dict of what
  the choice took (value, evaluated, seconds).")

(defclass ProgramPlayer [Player]
  "A program of the table, run on the game in hand at each move; with a
  budget (slagle.core.budget), deepening iteratively up to dmax (None: no
  bound).  watch, if not None, is called with the game at each move and
  gives a context manager to think in (a progress display)."
  (defn __init__ [self spec program settings dmax [budget None] [compiled False]]
    (setv self.spec spec
          self.program program
          self.settings settings
          self.dmax dmax
          self.budget budget
          self.compiled compiled
          self.watch None))

  (defn move [self game]
    "The program's move at game's root, its value, the positions evaluated,
    the depth reached (with a budget) and the time."
    (setv start (time.perf-counter))
    (with [_ (if self.watch (self.watch game) (nullcontext))]
      (setv found (.run self.program game self.dmax self.settings
                        :budget self.budget :compiled self.compiled)))
    #((if (is found.move NIL) None found.move)
      {"value" found.value
       "evaluated" found.evaluated
       #** (if self.budget {"depth" found.depth} {})
       "seconds" (- (time.perf-counter) start)})))

(defclass RandomPlayer [Player]
  "A move chosen at random among the successors, from a seeded generator."
  (defn __init__ [self spec rng]
    (setv self.spec spec
          self.rng rng))

  (defn move [self game]
    #((.choice self.rng (.successors game game.root)) {"value" None "evaluated" 0 "seconds" 0})))

(defclass HumanPlayer [Player]
  "A person at the terminal, typing moves in the game's usual notation; a
  move that is not legal gets one line saying why, and the prompt again;
  `help` (or ?) shows how moves are written and the legal ones.  A move
  after which the same player moves on (a Kalah sowing that ends in the
  store, a checkers multi-jump) may be typed a step at a time, the board
  shown between.  End of input is the person leaving: the game stops (see
  slagle.matches.loop)."
  (defn __init__ [self spec [ask None] [say None] [show None]]
    "ask, say and show: how to read a line, show one and show a board (default:
    input, print and a rich Console's print, as they are when called)."
    (setv self.spec spec
          self.ask (or ask (fn [prompt] (input prompt)))
          self.say (or say (fn [line] (print line)))
          self.show (or show (fn [board] (.print (console :highlight False) board)))))

  (defn read [self prompt]
    "A line the person types, or None at the end of input; a Ctrl-C leaves
    the prompt's line before it stops the game."
    (try
      (self.ask prompt)
      (except [EOFError]
        (self.say "")                   ; end the prompt's line
        None)
      (except [KeyboardInterrupt]
        (self.say "")
        (raise))))

  (defn help-lines [self game]
    "What `help` shows: how moves are written, and the legal ones here."
    [f"  {game.MOVE-HELP}"
     f"  legal moves: {(.join " " (gfor m (.successors game game.root) m.name))}"
     "  help or ? shows this; end of input (Ctrl-D) leaves the game, Ctrl-C stops it"])

  (defn move [self game]
    (setv start (time.perf-counter)
          side (get game.PLAYERS game.player)
          typed None)
    (while True
      (setv text (self.read (if typed f"{side} moves on after {typed}: " f"{side} to move: ")))
      (when (is text None)
        (return #(None {"value" None "evaluated" 0 "seconds" 0})))
      (setv text (.strip text))
      (if (in (.lower text) #{"help" "?"})
          (for [line (self.help-lines game)] (self.say line))
          (do (setv meant (if typed (.continued game typed text) text))
              (try
                (return #((.named game meant) {"value" None "evaluated" 0
                                               "seconds" (- (time.perf-counter) start)}))
                (except [e GameError]
                  (setv part-way (.part-way game meant))
                  (if (and part-way (not (in meant (lfor m (.successors game game.root) m.name))))
                      (do (setv typed meant)
                          (self.show (.draw game part-way game.player)))
                      (self.say f"  {e}")))))))))

(defn setting-number [text key spec]
  "The number text spells: an int if it is whole, else a float; GameError if none."
  (try (int text)
       (except [ValueError]
         (try (float text)
              (except [ValueError]
                (raise (GameError f"player {spec}: {key} must be a number, not {(repr text)}")))))))

(defn parse-spec [spec [rng None] [ask None] [say None] [show None] [game None]]
  "The Player a SPEC names (see the module), searching as deep as the SPEC
  says, else as search-depth picks for `game` (a game's class or a game in
  hand; None: the registry's DEFAULT-DEPTH); GameError or LispError, one
  line, for a SPEC that names no player or settings its program refuses."
  (setv [name #* fields] (.split (.strip spec) ":"))
  (cond (= name "random") (do (when fields (raise (GameError f"player {spec}: random takes no settings")))
                              (RandomPlayer spec (or rng (random.Random))))
        (= name "human") (do (when fields (raise (GameError f"player {spec}: human takes no settings")))
                             (HumanPlayer spec ask say show))
        True (program-player spec name fields game)))

(defn program-player [spec name fields [game None]]
  "The ProgramPlayer of the program `name` with the SETTING fields, as deep
  as they say, else as search-depth picks for `game`."
  (unless (in name PROGRAMS)
    (raise (GameError (+ f"no player {(repr name)} in {(repr spec)}; the players: "
                         (program-list) " " (.join " " OTHERS)))))
  (setv program (program-named name)
        order (list program.settings)
        given {})
  (setv positional 0
        compiled (in "compiled" fields))
  (for [field fields :if (!= field "compiled")]
    (if (in "=" field)
        (setv [k v] (.split field "=" 1))
        (do (when (>= positional (len order))
              (raise (GameError (+ f"player {spec}: {name} takes {(len order)} settings in order"
                                   (if order f" ({(.join " " order)})" "")))))
            (setv k (get order positional) v field)
            (+= positional 1)))
    (when (in k given)
      (raise (GameError f"player {spec}: {k} is given twice; give each setting once")))
    (setv (get given k) (setting-number v k spec)))
  (setv budget (Budget (.pop given "maxpos" None) (.pop given "maxsec" None) (.pop given "maxgen" None))
        dmax (search-depth game (.pop given "dmax" None) budget))
  (unless (or (isinstance dmax int) (and budget (is dmax None)))
    (raise (GameError f"player {spec}: dmax must be a whole number, not {dmax}")))
  (for [[key bound] [["maxpos" budget.positions] ["maxgen" budget.generated]]]
    (unless (or (is bound None) (isinstance bound int))
      (raise (GameError f"player {spec}: {key} must be a whole number, not {bound}"))))
  (check-budget budget)
  (when compiled
    (compiled-program name budget))
  (setv settings (checked-settings program given (if (is dmax None) 1 dmax)))
  (ProgramPlayer spec program settings dmax (when budget budget) compiled))

(defn check-reach-of [players game [force False]]
  "Refuse, before the game, a program player without a budget whose dmax is
  far beyond reach from game's root (slagle.core.budget/check-reach), unless forced."
  (for [player players]
    (when (and (isinstance player ProgramPlayer) (not player.budget))
      (check-game-reach game player.dmax force f"player {player.spec}: dmax"))))

(defn full-spec [player]
  "The SPEC of player with every setting written out by name, defaults
  included (c:dmax=1 is c:m=2:n=2:x=3:y=1:r=3:s=1:dmax=1): what parse-spec
  reads back as the same player, whatever the defaults become."
  (if (isinstance player ProgramPlayer)
      (.join ":" [player.program.name
                  #* (gfor [k v] (.items player.settings) f"{k}={v}")
                  #* (if (is player.dmax None) [] [f"dmax={player.dmax}"])
                  #* (if player.budget
                         (+ (if (is-not player.budget.positions None) [f"maxpos={player.budget.positions}"] [])
                            (if (is-not player.budget.seconds None) [f"maxsec={player.budget.seconds}"] [])
                            (if (is-not player.budget.generated None) [f"maxgen={player.budget.generated}"] []))
                         [])
                  #* (if player.compiled ["compiled"] [])])
      player.spec))
