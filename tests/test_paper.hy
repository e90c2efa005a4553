"The paper's worked examples: every Example line of Appendices A, B and C and
what Sections 5-7 say of Figures 1-6, each checked in context (slagle.paper.claims
holds them as data; slagle.paper.replay checks them)."

(import pytest
        lisp [read show T]
        slagle.paper.claims [CLAIMS RUNS parse-call]
        slagle.paper.replay :as replay
        slagle.paper.replay [check run-of provenance BY-THE-GAMES-FINAL]
        slagle.paper.figures [load-figure]
        slagle.core.trees [nodes])

(defn claim-id [c]
  "A test id for a claim: where the paper makes it and its words."
  f"{(get c "where")}: {(get c "says")}")

(defn [(pytest.mark.parametrize "claim" CLAIMS :ids (list (map claim-id CLAIMS)))]
  test-the-paper-is-reproduced [claim]
  (setv [ok computed] (check claim))
  (assert ok computed))

(defn test-every-example-line-is-there []
  ;; Appendix A has 4 Example lines, Appendix B 10, Appendix C 14.
  (setv counts (dfor where ["Appendix A" "Appendix B" "Appendix C"]
                     where (len (lfor c CLAIMS :if (= (get c "where") where) c))))
  (assert (= counts {"Appendix A" 4 "Appendix B" 10 "Appendix C" 14})))

(defn test-a-wrong-claim-is-not-reproduced []
  ;; The checks can fail: a wrong value, a wrong binding, a position that was looked at.
  (for [wrong [{"where" "test" "run" "Fig. 6" "says" "" "call" "minv[P233;15]=5"}
               {"where" "test" "run" "Fig. 6" "says" "" "call" "minv[P233;15]" "bindings" {"alpha" 2}}
               {"where" "test" "run" "Fig. 6" "says" "" "call" "minv[P233;14]=4"}
               {"where" "test" "run" "Fig. 6" "says" "" "unseen" ["P2331"]}
               {"where" "test" "run" "Fig. 6" "says" "" "after" "P2331" "next" "P2332"}
               {"where" "test" "run" None "says" "" "alone" "ditto[A;2]=(A)"}
               {"where" "test" "run" "Fig. 2" "says" "" "backings" [["P23" [16 12 13]] ["P233" [15 20 17]]]}
               {"where" "test" "run" "Fig. 2" "says" "" "backings" [["P233" [15 17 20]]]}
               {"where" "test" "run" "Fig. 2" "says" "" "call" "bunb[(17,15)]=13" "within" "P23"}
               {"where" "test" "run" "Fig. 5" "says" "" "computes" "bua[4;(6);2]=9" "given" ["minv[P231;15]=6"]}
               {"where" "test" "run" "Fig. 5" "says" "" "computes" "bua[4;(6);2]=8" "given" ["minv[P231;15]=7"]}
               {"where" "test" "run" "Fig. 2" "says" "" "call" "final[P1]=NIL" "final" True}]]
    (setv [ok computed] (check wrong))
    (assert (not ok) computed)))

(defn test-section-7-claims-can-fail [monkeypatch]
  ;; On Fig. 1 ordinary minimaxing (Appendix B, 1&1) and 2&2 alpha beta
  ;; choose different moves, and alpha beta looks at no less tree there.
  (monkeypatch.setitem replay.RUNS "Fig. 1, Appendix C" [1 "c" 2 2 2])
  (for [compare ["move" "evaluated"]]
    (setv [ok computed] (check {"where" "test" "run" "Fig. 1, 1&1" "says" ""
                                "against" "Fig. 1, Appendix C" "compare" compare}))
    (assert (not ok) computed)))

(defn test-the-final-examples-hold-only-by-the-tree-games-final []
  ;; final[P1]=T (Fig. 2) and final[P22;10;∞;3]=T (Fig. 6): the paper's
  ;; final, zerop[dmax], gives NIL at dmax = 3; every other claim is a plain ✓.
  (setv marked (lfor c CLAIMS :if (= (get (check c) 0) BY-THE-GAMES-FINAL) (get c "says")))
  (assert (= marked ["final[P1]=T" "final[P22;10;∞;3]=T"]))
  (for [c CLAIMS :if (.get c "final")]
    (assert (in "the paper's final[...]=zerop[dmax] gives NIL here (dmax = 3)" (get (check c) 1)))))

(defn test-parse-call-reads-the-papers-notation []
  (setv [name args value] (parse-call "minvl[(P21,P22,P23,P24);∞;(∞);3]=9"))
  (assert (= name "minvl"))
  (assert (= (lfor a args (show a)) ["(P21 P22 P23 P24)" "∞" "(∞)" "3"]))
  (assert (= value 9))
  (assert (is (get (parse-call "minv[P2;∞]") 2) None))
  ;; the paper's T is truth, the value of T (the manual's *T*), not the atom T
  (assert (is (get (parse-call "final[P1]=T") 2) T)))

(defn test-figure-values-are-stated-implied-or-chosen []
  ;; Every valued position of every figure is accounted for, once.
  (for [figure (range 1 7)]
    (setv groups (provenance figure)
          listed (lfor kind (.values groups) entry kind (get (.split entry "=") 0))
          valued (lfor node (nodes (load-figure figure)) :if (is-not node.value None) node.name))
    (assert (= (sorted listed) (sorted valued)) figure)))

(defn test-stated-values-are-the-papers []
  ;; The values the text states, as the reading notes gather them.
  (setv stated {1 {"P11" 30 "P12" 30 "P21" 29 "P22" 80}
                2 {"P231" 16 "P232" 12 "P2331" 15 "P2332" 20 "P2333" 17}
                3 {"P1" 10 "P21" 5}
                4 {"P1" 10 "P21" 13 "P22" 15 "P231" 16}
                5 {"P1" 10 "P21" 15 "P22" 13 "P231" 6 "P232" 2 "P2331" 4}
                6 {"P1" 10}})
  (for [[figure values] (.items stated)]
    (setv tree (dfor node (nodes (load-figure figure)) node.name node.value))
    (for [[name v] (.items values)]
      (assert (= (get tree name) v) #(figure name)))
    (assert (= (sorted (lfor e (get (provenance figure) "stated") (get (.split e "=") 0)))
               (sorted values))
            figure)))
