"OpenSpiel's own alpha-beta (open_spiel.python.algorithms.minimax), a program
no one here wrote, run on the same game as the appendices: the same complete
moves, the same successors in the same order, the same value function.

alpha_beta_search walks a state through clone, legal_actions, apply_action,
is_terminal, current_player and player_return; CompleteMoves gives it those
over a game in hand, with a complete move (succ) as one action, so that its
depth counts the moves the appendices' dmax counts.  The value at an ended
game (player_return) and at the depth limit (value_function) are both the
game's value[p], from the root player's view as the appendices' value is."

(import slagle.games.position [spiel])

(defclass CompleteMoves []
  "A state for OpenSpiel's search: a position of a game in hand, whose
  actions are the indices of its successors.  Each position's successors
  are made once, as succ makes them once for the appendices: the clones of
  one search share them."
  (setv __slots__ #("game" "position" "made"))

  (defn __init__ [self game position [made None]]
    (setv self.game game
          self.position position
          self.made (if (is made None) {} made)))

  (defn clone [self] (CompleteMoves self.game self.position self.made))
  (defn is-terminal [self] (.over? self.game self.position))
  (defn current-player [self] (.current-player self.position.state))

  (defn successors [self]
    "The successors of the position, made on first asking."
    (setv p self.position s (.get self.made p))
    (when (is s None)
      (setv s (.successors self.game p)
            (get self.made p) s))
    s)

  (defn legal-actions [self] (range (len (.successors self))))

  (defn apply-action [self i]
    "Move to the i-th successor (succ's order)."
    (setv self.position (get (.successors self) i)))

  (defn player-return [self player]
    "value[p] of the ended game, for the root player (OpenSpiel asks for it by that player's id)."
    (setv v (.value self.game self.position))
    (if (= player self.game.player) v (- v))))

(defn spiel-alpha-beta [game dmax]
  "OpenSpiel's alpha_beta_search from game's root, dmax complete moves deep,
  with game's value as the value function: #(root value, chosen successor or None)."
  (spiel)
  (import open-spiel.python.algorithms.minimax [alpha-beta-search])
  (setv root (CompleteMoves game game.root)
        [value i] (alpha-beta-search game.spiel
                                     :state root
                                     :value-function (fn [s] (.value game s.position))
                                     :maximum-depth dmax
                                     :maximizing-player-id game.player))
  #(value (when (and (is-not i None) (>= i 0)) (get (.successors root) i))))

(defn spiel-value-after [game p depth]
  "The value OpenSpiel's alpha_beta_search gives the position p (a successor
  of game's root, or deeper), searching depth complete moves below it, for
  the root player."
  (spiel)
  (import open-spiel.python.algorithms.minimax [alpha-beta-search])
  (get (alpha-beta-search game.spiel
                          :state (CompleteMoves game p)
                          :value-function (fn [s] (.value game s.position))
                          :maximum-depth depth
                          :maximizing-player-id game.player)
       0))
