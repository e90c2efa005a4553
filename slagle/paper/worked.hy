"The worked examples of the other sources, replayed beside the report's: the
textbook's two-ply game (AIMA Figure 5.2) and the lecture's exercise (nodes A
to Y), rebuilt as tree files as the report's figures are (each value stated
by the source, implied by what it says, or chosen), and what the sources say
of them checked on the 1&1 programs (slagle.core.ordinary).  `slagle replay`
prints this after the report's claims."

(eval-when-compile (require lisp.macros [unless]))
(import functools [cache]
        slagle.paper.figures [FIGURE-DIR]
        slagle.core.ordinary [run-ordinary]
        slagle.core.programs [program-named]
        slagle.paper.replay [MARKS provenance-of]
        slagle.core.trees [TreeGame load-tree nodes height])

(setv EXAMPLES {"aima-5.2" "AIMA, Figure 5.2: a two-ply game tree, searched by Figure 5.7's ALPHA-BETA-SEARCH"
                "eel5840" "EEL5840 lecture, the alpha-beta exercise (nodes A to Y; its figure is lost)"})

(defn example-path [name]
  "The tree file of a worked example."
  (/ FIGURE-DIR f"{name}.tree"))

(defn claim [where tree says run #** check]
  "One claim: where the source makes it, its tree, its words, the run it is
  checked on ([program root-max reverse]) and what to check: :move, :value,
  :unseen (the positions never looked at, neither valued nor expanded:
  exactly these), :agrees (another run
  whose move must be the same)."
  {"where" where "tree" tree "says" says "run" run #** check})

(setv MAX-LR ["ab" True False]
      MIN-RL ["ab" False True]
      CLAIMS
  [(claim "AIMA Fig. 5.2, the book's example" "aima-5.2" "MAX's best move at the root is a1"
          ["alpha-beta-search" True False] :move "a1")
   (claim "cutoff slides" "aima-5.2" "MINIMAX(root) = max(min(3,12,8), min(2,x,y), min(14,5,2)) = 3"
          ["alpha-beta-search" True False] :value 3)
   (claim "cutoff slides" "aima-5.2" "z = min(2, x, y) ≤ 2: x and y (c2, c3) are never looked at"
          ["alpha-beta-search" True False] :unseen ["c2" "c3"])
   (claim "cross-check" "aima-5.2" "McCarthy's minimax (valmax) makes the same move" ["valmax" True False] :move "a1")
   (claim "cross-check" "aima-5.2" "McCarthy's αβ (maxval) never looks at c2, c3 either" ["maxval" True False]
          :unseen ["c2" "c3"])
   (claim "cross-check" "aima-5.2" "the lecture's AB never looks at c2, c3 either" MAX-LR :unseen ["c2" "c3"])
   (claim "EEL5840 (a)" "eel5840" "Assuming that the first player is the maximizing player: A chooses C"
          ["valmax" True False] :move "C")
   (claim "EEL5840 (b)" "eel5840" "Assuming that the first player is the minimizing player: A chooses D"
          ["valmax" False False] :move "D")
   (claim "EEL5840 (c)" "eel5840" "left-to-right alpha-beta as in (a): Do Not Evaluate {O,U,X,Y, and K}"
          MAX-LR :unseen ["O" "U" "X" "Y" "K"])
   (claim "EEL5840 (d)" "eel5840" "right-to-left alpha-beta as in (b): Do Not Evaluate {V,R,S,H,P,M,L and E}"
          MIN-RL :unseen ["V" "R" "S" "H" "P" "M" "L" "E"])
   (claim "EEL5840 (e)" "eel5840" "Alpha-Beta and Minimax produce the same results: (c)'s move is (a)'s"
          MAX-LR :agrees ["valmax" True False])
   (claim "EEL5840 (e)" "eel5840" "Alpha-Beta and Minimax produce the same results: (d)'s move is (b)'s"
          MIN-RL :agrees ["valmax" False False])])

(defclass WatchedGame [TreeGame]
  "A TreeGame that also records the positions whose successors were taken."
  (defn __init__ [self root]
    (.__init__ (super) root :record True)
    (setv self.expanded []))

  (defn succ [self p]
    "succ[p], recorded."
    (.append self.expanded p)
    (.succ (super) p)))

(defn [cache] run-of [tree run]
  "[move value examined positions] of the run [program root-max reverse] on a
  worked example's tree: examined are the positions whose value or whose
  successors the program took; positions, all of the tree's."
  (setv [program root-max reverse] run
        root (load-tree (example-path tree))
        game (WatchedGame root)
        [move value] (run-ordinary (program-named program) game (height root) None root-max reverse))
  [(str move) value (lfor p [#* game.expanded #* game.evaluated] (str p))
   (lfor node (nodes root) node.name)])

(defn describe [run]
  "A run as the report names it."
  (setv [program root-max reverse] run)
  (+ program (if root-max "" ", MIN at the root") (if reverse ", right to left" "")))

(defn check [c]
  "Check one claim: (reproduced?, what the programs compute)."
  (setv [move value examined positions] (run-of (get c "tree") (tuple (get c "run"))))
  (cond (in "move" c) #((= move (get c "move")) f"{(describe (get c "run"))}: move {move}")
        (in "value" c) #((= value (get c "value")) f"{(describe (get c "run"))}: value {value}")
        (in "unseen" c)
          (do (setv unseen (lfor p positions :if (not-in p examined) p))
              #((= (sorted unseen) (sorted (get c "unseen")))
                f"{(describe (get c "run"))}: never looked at {(.join " " unseen)} (looked at {(- (len positions) (len unseen))} of {(len positions)} positions)"))
        True
          (do (setv other (get (run-of (get c "tree") (tuple (get c "agrees"))) 0))
              #((= move other) f"{(describe (get c "run"))}: move {move}; {(describe (get c "agrees"))}: move {other}"))))

(defn report-example [name]
  "Print one worked example's section; the number of claims not reproduced."
  (setv p (provenance-of (example-path name))
        failures 0)
  (print (get EXAMPLES name))
  (print f"  tree {name}.tree: values stated by the source: {(or (.join " " (get p "stated")) "none")}")
  (print f"    implied by what it says: {(or (.join " " (get p "implied")) "none")}")
  (print f"    chosen for this reconstruction: {(or (.join " " (get p "chosen")) "none")}")
  (for [c CLAIMS :if (= (get c "tree") name)]
    (setv [ok computed] (check c))
    (unless ok (+= failures 1))
    (print f"  {(get MARKS ok)} [{(get c "where")}] {(get c "says")}")
    (print f"      computed: {computed}"))
  (print)
  failures)

(defn replay []
  "Print the worked examples of the other sources; the number of claims not reproduced."
  (print "The other sources' worked examples (the 1&1 programs: slagle run --program):")
  (print)
  (setv failures (sum (gfor name EXAMPLES (report-example name))))
  (print f"{(- (len CLAIMS) failures)} of {(len CLAIMS)} claims reproduced.")
  failures)

(defn outcomes []
  "Every claim of the other sources' worked examples checked, as plain data,
  as slagle.paper.replay/outcomes gives the report's."
  (lfor c CLAIMS
        :setv [ok computed] (check c)
        {"source" (get c "tree")
         "figure" (get c "tree")
         "group" (get EXAMPLES (get c "tree"))
         "where" (get c "where")  "says" (get c "says")
         "mark" (get MARKS ok)  "reproduced" (bool ok)  "computed" computed}))
