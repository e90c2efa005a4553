"The textbook's and the lecture's alpha-beta: AIMA's ALPHA-BETA-SEARCH
(Section 5.3, Figure 5.7) and the EEL5840 lecture's AB, each a 1&1 program
of slagle.core.ordinary."

(import lisp [∞ -∞]
        textbook.aima :as aima
        textbook.lecture :as lecture
        slagle.core.ordinary [Ordinary aima-playing lecture-playing keep-first keep-root-successors])

(defn first-value [calls g]
  "ALPHA-BETA-SEARCH's value of the root: v, the value of its call MAX-VALUE(state, −∞, +∞)."
  (get calls 0 2))

(defn best-of-successors [calls g]
  "AB's value of the root, as ab-move's walk reaches it: the greatest (at a
  MIN root the least) of AB's values of the root's successors it called AB on."
  (setv values (lfor [name args value] calls :if (.successor-of-root? g (get args 0)) value))
  (if (.max? g g.game.root) (max values) (min values)))

(setv alpha-beta-search (Ordinary "alpha-beta-search" "AIMA, Section 5.3, Figure 5.7: ALPHA-BETA-SEARCH"
                                  aima aima-playing
                                  (fn [m root g] (m.alpha-beta-search root))
                                  (fn [m root g] (m.max-value root -∞ ∞))
                                  ["alpha-beta-search" "max-value" "min-value" "terminal-test" "utility"]
                                  :seen #(["max-value"] keep-first first-value))
      ab (Ordinary "ab" "EEL5840 lecture, slide 8: AB(n; α, β) (the move by ab-move, added)"
                   lecture lecture-playing
                   (fn [m root g] (m.ab-move root))
                   (fn [m root g] (m.ab root -∞ ∞))
                   ["ab-move" "ab" "at-depth-bound" "static-evaluation"]
                   :min-root True
                   :seen #(["ab"] keep-root-successors best-of-successors)))
