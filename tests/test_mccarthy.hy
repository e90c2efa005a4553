"McCarthy's chapter (mccarthy/): the tree search on a graph of our own,
Instant Insanity both ways against a brute force, the game-tree functions on
the report's Fig. 6; and each misprint's behaviour, as printed and as read."

(import pytest
        lisp [LispError read show intern to-python binding NIL T]
        mccarthy.search :as search
        mccarthy.allsol :as allsol
        mccarthy.graph :as graph
        mccarthy.earlier :as earlier
        mccarthy.insanity :as lists
        mccarthy.insanity-words :as words
        mccarthy.game-trees :as gt
        slagle.bench.insanity [brute-force orientations side-cycle towers-of word-towers colored]
        slagle.paper.figures [load-figure]
        slagle.core.trees [TreeGame parse-tree])

;; A graph of our own: A to E, with a cycle A C A.
(setv GRAPH (read "((A B C) (B D) (C A D E) (D E) (E))"))

(defn with-graph [final thunk]
  "thunk's value with the graph application in hand, searching for `final`."
  (with [_ (search.applying graph)
         _ (binding {"graph" GRAPH "final" (intern final)})]
    (thunk)))

(defn test-search-finds-a-path-in-the-graph []
  ;; Depth first, successors in the graph's order: A B D E, written in reverse.
  (assert (= (show (with-graph "E" (fn [] (search.search (read "(A)"))))) "(E D B A)"))
  (assert (= (show (with-graph "C" (fn [] (search.search (read "(A)"))))) "(C A)"))
  ;; A node no path reaches: LOSE, after the cycle A C A is cut by lose.
  (assert (= (show (with-graph "Z" (fn [] (search.search (read "(A)"))))) "LOSE")))

(defn test-lose-cuts-cycles []
  (assert (is (graph.lose (read "(A C A)")) T))
  (assert (is (graph.lose (read "(C A)")) NIL)))

(defn test-allsol-finds-every-path []
  (assert (= (show (with-graph "E" (fn [] (allsol.allsol (read "(A)")))))
             "((E C A) (E D C A) (E D B A))")))

(defn test-mapapp-as-printed-calls-mappap-which-is-undefined []
  (with [e (pytest.raises LispError)]
    (with-graph "E" (fn [] (search.allsol (read "(A)")))))
  (assert (= e.value.code "A9"))
  (assert (in "mappap" e.value.message)))

(defn test-mapapp-read-as-appending-gives-allsolas-paths []
  (with [_ (search.reading)]
    (setv simple (to-python (with-graph "E" (fn [] (search.allsol (read "(A)")))))))
  (setv efficient (to-python (with-graph "E" (fn [] (allsol.allsol (read "(A)"))))))
  (assert (= (sorted (map show simple)) (sorted (map show efficient))))
  (assert (= (len simple) 3)))

(defn test-mappap-as-mapapp-with-cons-nests-the-solutions []
  ;; With only the name read (mappap = mapapp, cons kept), the solutions come
  ;; back nested by depth, not as a list of paths: why . must be * (append).
  (with [_ (lisp.trace.redefining search {"mappap" search.mapapp})]
    (setv nested (with-graph "E" (fn [] (search.allsol (read "(A)"))))))
  (assert (!= (show nested) "((E D B A) (E D C A) (E C A))"))
  (assert (in "(E D B A)" (show nested))))

(import lisp.trace)

;; The earlier chapters' functions

(defn test-nth-is-the-nth-tail []
  (assert (= (show (earlier.nth (read "(A B C)") 1)) "(A B C)"))
  (assert (= (show (earlier.nth (read "(A B C)") 3)) "(C)")))

(defn test-prup-pairs-and-orlis-tests-some []
  (assert (= (show (earlier.prup (read "(1 2)") (read "(G B)"))) "((1 . G) (2 . B))"))
  (assert (is (earlier.orlis (read "(1 2 3)") (fn [x] (if (= x 2) T NIL))) T))
  (assert (is (earlier.orlis NIL (fn [x] T)) NIL)))

;; Instant Insanity

(defn test-cycles-are-the-rotations []
  (assert (= (show (lists.cycles (read "(2 3 4 5)"))) "((2 3 4 5) (3 4 5 2) (4 5 2 3) (5 2 3 4))")))

(defn test-puzz2-is-the-24-orientations-of-a-cube []
  ;; The chapter's six cycles, each turned four ways, are exactly the side
  ;; cycles of the 24 orientations our own quarter turns reach.
  (setv puzz2 (lfor c (to-python (lists.assign-puzz2)) (tuple (to-python c))))
  (assert (= (len puzz2) 24))
  (assert (= (set puzz2) (sfor o (orientations) (tuple (side-cycle o)))))
  (assert (= (len (orientations)) 24)))

(defn test-lose-as-printed-fails-at-p0-in-lisp-1-5 []
  ;; a of a NIL face: right where car[NIL] = NIL (the PDP-10's, by our reading), LISP 1.5's error.
  (with [e (pytest.raises LispError)]
    (lists.lose lists.p0))
  (assert (= e.value.code "CAR"))
  (with [_ (lists.reading)]
    (assert (is (lists.lose lists.p0) NIL))
    (assert (is (lists.lose (read "((G G) (B) (R) (W))")) T))))

(defn test-puzz4-as-printed-substitutes-into-puzz3 []
  ;; sublis[s,puzz3]: the substitutions themselves, not the 24 cycles; puzz
  ;; then asks for the 9th orientation of a list of 4: an error.
  (with [_ (lists.assigned lists ["puzz1" "puzz2" "puzz3" "puzz4"])]
    (setv puzz4 (lisp.symeval "puzz4")))
  (assert (= (len (to-python (car puzz4))) 4))
  (with [e (pytest.raises LispError)]
    (with [_ (lists.assigned)] None))
  (assert (= e.value.code "CDR")))

(import lisp [car])

(defn solutions []
  "The list and bit-word allsol solutions, as block side colors, with the readings."
  (with [_ (lists.reading) _ (lists.assigned)]
    (setv from-lists (with [_ (search.applying lists)] (to-python (allsol.allsol lists.p0)))
          from-words (with [_ (lists.assigned words ["puzza"]) _ (search.applying words)]
                       (to-python (allsol.allsol words.p0)))))
  #((sorted (map towers-of from-lists)) (sorted (map word-towers from-words))))

(defn test-instant-insanity-both-ways-is-the-brute-forces []
  (setv [from-lists from-words] (solutions)
        blocks (lfor b (to-python (lists.assign-puzz1)) (lfor c (to-python b) (show c)))
        brute (brute-force blocks)
        chosen #{#(2 3 4 5) #(1 2 6 4) #(1 3 6 5)})
  (assert (= (len brute) 24))          ; 3 stackings, each turned 8 ways
  (assert (= from-lists from-words))
  (assert (= from-lists (sorted (gfor s brute :if (in (get s 0) chosen) (colored blocks s)))))
  (assert (= (len from-lists) 3)))

(defn test-search-and-its-first-solution []
  (with [_ (lists.reading) _ (lists.assigned) _ (search.applying lists)]
    (setv won (search.search lists.p0)))
  (for [face (to-python won)]
    (assert (= (len (set (map show (to-python face)))) 4))))

(defn test-zap-and-poo []
  (assert (= (words.zap (read "(G B W R)")) (+ 4 (* 16 8) (* 256 2) (* 4096 1))))
  (assert (= (lfor c "RWGB" (words.poo (intern c))) [1 2 4 8])))

;; Game trees, on Fig. 6 (a tree to the tips)

(defn on-tree [root thunk [readings True]]
  "thunk's value with the tree in hand for the game-tree functions: ter at
  its tips, imval its values, successors its successors."
  (setv game (TreeGame root))
  (with [_ (gt.playing-game (fn [p] (game.final p 1)) game.value game.succ)
         _ (if readings (gt.reading) (lisp.trace.redefining gt {}))]
    (thunk)))

(defn test-minimax-and-alpha-beta-on-fig6 []
  (setv root (load-figure 6) P (intern "P"))
  (assert (= (on-tree root (fn [] (gt.valmax P))) 10))
  (assert (= (on-tree root (fn [] (gt.maxval P))) 10))
  (assert (= (show (on-tree root (fn [] (gt.movemax P)))) "P1"))
  (assert (= (show (on-tree root (fn [] (gt.movemaxval P)))) "P1"))
  (assert (= (on-tree root (fn [] (with [_ (gt.iterative)] (gt.valmax P)))) 10))
  ;; 1&1: P233 = min(4, 20, 17) = 4; P23 = max(6, 2, 4, 7) = 7; P2 = min(15, 13, 7, 14) = 7
  (assert (= (on-tree root (fn [] (gt.valmin (intern "P233")))) 4))
  (assert (= (on-tree root (fn [] (gt.valmax (intern "P23")))) 7))
  (assert (= (on-tree root (fn [] (gt.valmin (intern "P2")))) 7))
  (assert (= (on-tree root (fn [] (gt.minlis (read "(P21 P22 P24)") gt.valmax))) 13)))

(defn test-the-misprints-as-printed []
  (setv root (load-figure 6) P (intern "P"))
  ;; succesors: undefined
  (with [e (pytest.raises LispError)] (on-tree root (fn [] (gt.movemax P)) False))
  (assert (= e.value.code "A9"))
  (assert (in "succesors" e.value.message))
  ;; bestsofar: unbound
  (with [e (pytest.raises LispError)]
    (on-tree root (fn [] (gt.bestmax (read "(P1 P2)") gt.valmin)) False))
  (assert (= e.value.code "A8"))
  (assert (in "bestsofar" e.value.message))
  ;; maxval2 and minval2: no end of list, car of NIL
  (with [e (pytest.raises LispError)] (on-tree root (fn [] (gt.maxval P)) False))
  (assert (= e.value.code "CAR"))
  (assert (in "NIL" e.value.message))
  ;; but a cutoff before the end returns: β reached at the first successor
  (assert (= (on-tree root (fn [] (gt.maxval2 (read "(P21)") 0 10)) False) 10)))

(defn test-minval1s-terminal-case-is-right-though-printed-as-maxval1s []
  ;; max[α,min[β,v]] brings v within [α,β] whoever is to move.
  (setv root (parse-tree "(P (P1 4) (P2 9))"))
  (for [[α β v] [[0 10 4] [5 10 5] [0 3 3]]]
    (assert (= (on-tree root (fn [] (gt.minval1 (intern "P1") α β))) v)))
  (assert (= (on-tree root (fn [] (gt.minval (intern "P")))) 4)))
