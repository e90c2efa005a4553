"Real games for the report's programs, through OpenSpiel: checkers and Kalah,
each a game in hand (Appendix A's value, succ and final) whose positions are
LISP atoms named by move (slagle.games.position).

OpenSpiel is an optional extra (pip install '.[games]'): without it, naming a
game is a one-line GameError saying what to install."

(require lisp.macros [unless])
(import slagle.games.position [GameError spiel])

(setv GAMES {"checkers" "slagle.games.checkers/Checkers"
             "kalah" "slagle.games.kalah/Kalah"})

(defn game-class [name]
  "The class of the game `name` (checkers or kalah); GameError for another name or without OpenSpiel."
  (import importlib)
  (unless (in name GAMES)
    (raise (GameError f"no game {name}; the games: {(.join " " GAMES)}")))
  (spiel)
  (setv [module cls] (.split (get GAMES name) "/"))
  (getattr (importlib.import-module module) cls))
