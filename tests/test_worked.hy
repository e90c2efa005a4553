"The other sources' worked examples (slagle.paper.worked): AIMA's Figure 5.2 and the
lecture's exercise, rebuilt as tree files and replayed on the 1&1 programs."

(import pytest
        slagle.paper.worked [CLAIMS EXAMPLES check example-path]
        slagle.paper.replay [provenance-of]
        slagle.core.trees [load-tree nodes])

(defn [(pytest.mark.parametrize "claim" CLAIMS :ids (lfor c CLAIMS f"{(get c "where")}: {(get c "says")}"))]
  test-the-worked-examples-are-reproduced [claim]
  (setv [ok computed] (check claim))
  (assert ok computed))

(defn test-a-wrong-claim-is-not-reproduced []
  (for [wrong [{"tree" "aima-5.2" "run" ["alpha-beta-search" True False] "move" "a2"}
               {"tree" "aima-5.2" "run" ["alpha-beta-search" True False] "value" 2}
               {"tree" "eel5840" "run" ["ab" True False] "unseen" ["O" "U" "X" "Y"]}
               {"tree" "eel5840" "run" ["ab" False True] "agrees" ["valmax" True False]}]]
    (setv [ok computed] (check wrong))
    (assert (not ok) computed)))

(defn test-the-trees-say-what-is-stated-and-what-chosen []
  (for [name EXAMPLES]
    (setv groups (provenance-of (example-path name))
          listed (lfor kind (.values groups) entry kind (get (.split entry "=") 0))
          valued (lfor node (nodes (load-tree (example-path name))) :if (is-not node.value None) node.name))
    (assert (= (sorted listed) (sorted valued)) name))
  (assert (= (len (get (provenance-of (example-path "aima-5.2")) "stated")) 7))
  (assert (= (get (provenance-of (example-path "aima-5.2")) "chosen") ["c2=4" "c3=6"]))
  (assert (= (len (get (provenance-of (example-path "eel5840")) "chosen")) 14))
  ;; the lecture's tree has the nodes A to Y (F written F_)
  (assert (= (sorted (gfor n (nodes (load-tree (example-path "eel5840"))) (get n.name 0)))
             (list "ABCDEFGHIJKLMNOPQRSTUVWXY"))))
