"McCarthy's programs (1973, 6. Game trees): minimax (valmax, the move by
movemax) and the αβ-heuristic (maxval, the move by movemaxval), each a 1&1
program of slagle.core.ordinary."

(import lisp [NIL]
        mccarthy.game-trees :as game-trees
        slagle.core.ordinary [Ordinary mccarthy-playing keep-last])

(defn last-valsofar [calls g]
  "valmax's value of the root: valsofar of the last call of bestmaxa (bestmina), at the end of the successors."
  (get calls -1 1 2))

(defn last-bound [calls g]
  "maxval's value of the root: α of bestmaxval's last call at the end of the
  successors, β (∞) where a successor's value reached it and cut the walk off."
  (setv [u sofar α β] (get calls -1 1))
  (if (is u NIL) α β))

(setv valmax (Ordinary "valmax" "McCarthy 1973, 6. Game trees: minimax (movemax, valmax)"
                       game-trees mccarthy-playing
                       (fn [m root g] (if g.root-max (m.movemax root) (m.movemin root)))
                       (fn [m root g] (if g.root-max (m.valmax root) (m.valmin root)))
                       ["movemax" "bestmax" "bestmaxa" "valmax" "valmin" "maxlis" "minlis"
                        "ter" "imval" "successors"]
                       :min-root True
                       :seen #(["bestmaxa" "bestmina"] keep-last last-valsofar))
      maxval (Ordinary "maxval" "McCarthy 1973, 6. Game trees: the αβ-heuristic (maxval; the move by movemaxval, added)"
                       game-trees mccarthy-playing
                       (fn [m root g] (m.movemaxval root))
                       (fn [m root g] (m.maxval root))
                       ["movemaxval" "bestmaxval" "maxval" "maxval1" "maxval2" "minval1" "minval2"
                        "ter" "imval" "successors"]
                       :seen #(["bestmaxval"] keep-last last-bound)
                       :twin "maxval"))
