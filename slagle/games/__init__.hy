"Real games for the report's programs, through OpenSpiel: checkers, Kalah,
tic-tac-toe and connect four, each a game in hand (Appendix A's value, succ and final) whose
positions are LISP atoms named by move (slagle.games.position).

A game is a file of its own, a class of slagle.games.position/SpielGame
giving the rules the programs need (see its docstring), and one line of
GAMES below; docs/architecture.md says how.

OpenSpiel is an optional extra (pip install '.[games]'): without it, naming a
game is a one-line GameError saying what to install."

(import slagle.errors [Refusal])

;; The registry: a game's name, and where its class is (imported when named).
(setv GAMES {"checkers" "slagle.games.checkers/Checkers"
             "kalah" "slagle.games.kalah/Kalah"
             "tic-tac-toe" "slagle.games.tic_tac_toe/TicTacToe"
             "connect-four" "slagle.games.connect_four/ConnectFour"})

(setv ;; The complete moves a program searches on a game when no dmax is given
      ;; (a game's class may give its own DEFAULT-DEPTH).
      DEFAULT-DEPTH 4)

(defclass GameError [Refusal]
  "Bad input to a game: an unknown game, a malformed position, an illegal move.")

(defn spiel []
  "The pyspiel module; GameError, saying what to install, without it."
  (try
    (import pyspiel)
    pyspiel
    (except [ImportError]
      (raise (GameError (+ "the games need OpenSpiel, which is not installed:"
                           " pip install '.[games]' (or: pip install open-spiel)"))))))

(defn game-list [[conjunction "or"]]
  "The registry's games as a sentence names them: checkers, kalah, tic-tac-toe or connect-four."
  (setv names (list GAMES))
  (if (= (len names) 1)
      (get names 0)
      f"{(.join ", " (cut names -1))} {conjunction} {(get names -1)}"))

(defn registered-class [name]
  "The class of the game `name`, a key of GAMES, imported without asking for
  OpenSpiel (its modules load it only when a game is made): for help texts."
  (import importlib)
  (setv [module cls] (.split (get GAMES name) "/"))
  (getattr (importlib.import-module module) cls))

(defn game-class [name]
  "The class of the game `name` (a key of GAMES); GameError for another name or without OpenSpiel."
  (when (not-in name GAMES)
    (raise (GameError f"no game {name}; the games: {(.join " " GAMES)}")))
  (spiel)
  (registered-class name))
