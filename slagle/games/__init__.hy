"Real games for the report's programs, through OpenSpiel: checkers, Kalah and
tic-tac-toe, each a game in hand (Appendix A's value, succ and final) whose
positions are LISP atoms named by move (slagle.games.position).

A game is a file of its own, a class of slagle.games.position/SpielGame
giving the rules the programs need (see its docstring), and one line of
GAMES below; docs/architecture.md says how.

OpenSpiel is an optional extra (pip install '.[games]'): without it, naming a
game is a one-line GameError saying what to install."

(require lisp.macros [unless])
(import slagle.games.position [GameError spiel])

;; The registry: a game's name, and where its class is (imported when named).
(setv GAMES {"checkers" "slagle.games.checkers/Checkers"
             "kalah" "slagle.games.kalah/Kalah"
             "tic-tac-toe" "slagle.games.tic_tac_toe/TicTacToe"})

(defn game-class [name]
  "The class of the game `name` (a key of GAMES); GameError for another name or without OpenSpiel."
  (import importlib)
  (unless (in name GAMES)
    (raise (GameError f"no game {name}; the games: {(.join " " GAMES)}")))
  (spiel)
  (setv [module cls] (.split (get GAMES name) "/"))
  (getattr (importlib.import-module module) cls))
