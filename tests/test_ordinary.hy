"The 1&1 programs cross-checked (slagle.core.ordinary): McCarthy's valmax and
maxval, AIMA's ALPHA-BETA-SEARCH and the lecture's AB against Appendix B
with m = n = 1 on generated trees (small integers, with many ties, and
reals); the positions the three alpha-beta programs examine; Knuth and
Moore's count on perfectly ordered trees; each program's tie rule; and
`slagle run --program`.  The cross-checks run a fifth of their full examples
(ts.share-of): SLAGLE_EXAMPLES=5 runs them all."

(import json
        pytest
        hypothesis [given assume]
        lisp [show intern binding to-python ∞ -∞]
        lisp.trace [redefining]
        appendix-a.programs [playing ditto]
        appendix-b.programs :as b
        textbook.aima :as aima
        slagle.cli [main]
        helpers [slagle minimax]
        slagle.core.generate [uniform-tree minimal-tree]
        slagle.core.ordinary [Ordinary run-ordinary]
        slagle.core.programs [PROGRAMS program-named]
        slagle.core.search [search]
        slagle.core.runtime [deeply]
        slagle.core.trees [TreeGame parse-tree height nodes]
        tree-strategies :as ts)

(setv ALPHA-BETA ["maxval" "alpha-beta-search" "ab"]
      ;; the 1&1 programs of the table that search as slagle.core.ordinary's do
      ORDINARY (lfor name PROGRAMS :if (isinstance (program-named name) Ordinary) name))

(defn appendix-b-value [root d]
  "The 1&1 value of the root by Appendix B's own minv: the greatest minv of its successors."
  (setv game (TreeGame root))
  (with [_ (playing game b)
         _ (binding {"initima" (ditto -∞ 1) "initinb" (ditto ∞ 1) "dmax" (- d 1)})]
    (max (gfor p (to-python (game.succ game.root)) (deeply (fn [] (b.minv p)))))))

(defn run [name root [d None]]
  "[move value evaluated] of the 1&1 program `name` on the tree root, to its height."
  (setv game (TreeGame root :record True)
        [move value] (run-ordinary (program-named name) game (if (is d None) (height root) d)))
  [(show move) value (lfor p game.evaluated (show p))])

(defn check-tree [root]
  "Everything the cross-check asks of one tree; the runs."
  (setv d (height root)
        runs (dfor name ORDINARY name (run name root d))
        expected (appendix-b-value root d))
  (for [name ORDINARY]
    (assert (= (get runs name 1) expected) #(name (get runs name 1) expected)))
  ;; McCarthy's maxval and the lecture's AB examine the same positions, in the same order
  (assert (= (get runs "maxval" 2) (get runs "ab" 2)))
  ;; AIMA's MIN-VALUE cuts only at v < α: it examines all of those and more
  (setv aima-seen (get runs "alpha-beta-search" 2))
  (assert (<= (set (get runs "maxval" 2)) (set aima-seen)))
  ;; every program's move is the first successor of the best value
  (setv values (lfor c root.children (minimax c False))
        first-best (get root.children (.index values (max values))))
  ;; minimax takes every tip; movemax's bestmaxa computes f[a u] twice for a
  ;; successor better than the best so far (in the test and in the recursion)
  (setv tips (fn [node] (lfor n (nodes node) :if (not n.children) n.name))
        improving (lfor [i c] (enumerate root.children)
                        :if (and (> i 0) (> (get values i) (max (cut values i))))
                        c))
  (assert (= (set (get runs "valmax" 2)) (set (tips root))))
  (assert (= (len (get runs "valmax" 2))
             (+ (len (tips root)) (sum (gfor c improving (len (tips c)))))))
  (for [name ORDINARY]
    (assert (= (get runs name 0) first-best.name) #(name (get runs name 0) first-best.name)))
  runs)

(defn [(ts.share-of 1200) (given (ts.trees ts.small-integers 4 3))]
  test-the-1-1-programs-agree-with-appendix-b-on-integer-trees [root]
  (check-tree root)
  None)

(defn [(ts.share-of 700) (given (ts.trees ts.reals 4 3))]
  test-the-1-1-programs-agree-with-appendix-b-on-real-trees [root]
  (setv runs (check-tree root)
        tips (lfor n (nodes root) :if (not n.children) n.value))
  ;; With all tips distinct, no MIN node's value can equal α: AIMA's v < α and
  ;; the others' v ≤ α cut at the same places, and the three examine the same.
  (when (= (len (set tips)) (len tips))
    (assert (= (get runs "alpha-beta-search" 2) (get runs "maxval" 2)))))

(defn slides-min-value [state α β]
  "MIN-VALUE as the cutoff slides print Figure 5.7 (3rd edition): if v ≤ α then return v."
  (when (aima.terminal-test state)
    (return (aima.utility state)))
  (setv v ∞)
  (for [a (aima.actions state)]
    (setv v (min v (aima.max-value (aima.result state a) α β)))
    (when (<= v α)
      (return v))
    (setv β (min β v)))
  v)

(defn [(ts.many 500) (given (ts.trees ts.small-integers 4 3))]
  test-with-the-slides-min-value-aima-examines-exactly-what-the-others-do [root]
  ;; The one difference among the three is AIMA's v < α as the textbook pages
  ;; print it: with the slides' v ≤ α the positions are the same, tie or no tie.
  (with [_ (redefining aima {"min-value" slides-min-value})]
    (setv seen (get (run "alpha-beta-search" root) 2)))
  (assert (= seen (get (run "maxval" root) 2))))

(defn test-a-tie-at-alpha-is-where-aima-examines-more []
  ;; P1 = 3 sets α = 3; P21 = 3 equals it: v ≤ α would cut, v < α does not.
  (setv root (parse-tree "(P (P1 3) (P2 (P21 3) (P22 1)))"))
  (assert (= (get (run "maxval" root) 2) ["P1" "P21"]))
  (assert (= (get (run "ab" root) 2) ["P1" "P21"]))
  (assert (= (get (run "alpha-beta-search" root) 2) ["P1" "P21" "P22"])))

;; Knuth and Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 tips on perfectly ordered trees

(setv SHAPES (lfor b [2 3 4] d [1 2 3 4 5] :if (<= (** b d) 256) [b d]))

(defn [(pytest.mark.parametrize #("b" "d") SHAPES)]
  test-knuth-and-moore-count-on-perfectly-ordered-trees [b d]
  (for [seed (range 3)]
    ;; values from a wide range: all distinct, so the order is perfect
    (setv root (uniform-tree b d "ordered" seed 0 (** 10 9))
          tips (lfor n (nodes root) :if (not n.children) n.value))
    (assert (= (len (set tips)) (len tips)))
    (for [name ALPHA-BETA]
      (assert (= (len (get (run name root) 2)) (minimal-tree b d)) #(name b d seed)))
    (assert (= (len (get (run "valmax" root) 2)) (** b d)))))

(defn test-the-lectures-minimal-count-is-not-knuth-and-moores-for-odd-d []
  ;; The lecture: N_d = 2b^(d/2) - 1 for even d, b^((d+1)/2) + b^((d+1)/2) - 1 for odd d.
  ;; Even d: the same as Knuth and Moore's; odd d: b^((d+1)/2) + b^((d-1)/2) - 1 is measured.
  (for [[b d] SHAPES]
    (setv root (uniform-tree b d "ordered" 0 0 (** 10 9))
          measured (len (get (run "maxval" root) 2))
          lecture (if (% d 2)
                      (- (+ (** b (// (+ d 1) 2)) (** b (// (+ d 1) 2))) 1)
                      (- (* 2 (** b (// d 2))) 1)))
    (assert (= measured (minimal-tree b d)))
    (if (% d 2)
        (assert (> lecture measured) #(b d lecture measured))
        (assert (= lecture measured)))))

;; Tie rules

(setv TIE "(P (P1 5) (P2 5) (P3 4))")

(defn test-the-tie-rules []
  ;; McCarthy's bestmaxa keeps sofar when f[a u] ≤ valsofar: the first of equals;
  ;; movemaxval, ALPHA-BETA-SEARCH ("the action ... with value v", read as the
  ;; first) and ab-move (α moves only on a greater value) likewise.
  (for [name ORDINARY]
    (assert (= (get (run name (parse-tree TIE)) 0) "P1") name))
  ;; Appendix B's sta1 takes a successor when alpha ≤ its value: the last of equals.
  (assert (= (get (search (parse-tree TIE) "b" 1 1) "move") "P2")))

(defn test-movemin-takes-the-first-of-equals-too []
  (setv root (parse-tree "(P (P1 4) (P2 4) (P3 9))")
        game (TreeGame root))
  (assert (= (show (get (run-ordinary (program-named "valmax") game 1 None False) 0)) "P1"))
  (assert (= (show (get (run-ordinary (program-named "ab") (TreeGame root) 1 None False) 0)) "P1")))

;; The command

(defn test-slagle-run-program-prints-as-the-appendices-do [capsys]
  (for [name ORDINARY]
    (setv [status out err] (slagle ["run" "fig6" "--program" name "--json"] capsys)
          result (json.loads out))
    (assert (= status 0) err)
    (assert (= (get result "move") "P1"))
    (assert (= (get result "program") name))
    (assert (not-in "successors" result))
    (assert (= (get result "value") 10))
    (assert (= (len (get result "evaluated")) (if (= name "valmax") 12 8))))
  (setv [status out err] (slagle ["run" "fig6" "--program" "maxval" "--trace" "--json"] capsys))
  (assert (in "(maxval2 (P231 P232 P233 P234) 10.0 13.0)" (.join "\n" (get (json.loads out) "trace"))))
  (setv [status out err] (slagle ["run" "fig6" "--program" "ab"] capsys))
  (assert (= (.splitlines out) ["move: P1" "evaluated (8): P1 P21 P22 P231 P232 P2331 P234 P31" "value: 10"])))

(setv BAD [[["run" "fig6" "--program" "minimax"] "no program minimax; the programs: b c valmax maxval alpha-beta-search ab"]
           [["run" "fig6" "--program" ""] "no program ''; the programs: b c"]
           [["run" "fig6" "--program" "maxval" "-m" "2"] "PROGRAM: maxval takes no setting m; it takes none"]
           [["run" "fig6" "--program" "ab" "-x" "3"] "PROGRAM: ab takes no setting x; it takes none"]
           [["run" "fig6" "--program" "b" "-x" "3"] "PROGRAM: b takes no setting x; its settings: m n"]
           [["run" "fig6" "--program" "c" "--appendix" "c"] "--program c and --appendix c: give one program"]
           [["run" "fig6" "--program" "ab" "--appendix" "c"] "--program ab and --appendix c: give one program"]
           [["run" "fig6" "--program" "maxval" "--interpreted"] "maxval has no deck: --interpreted is for Slagle's"]
           [["run" "fig6" "--program" "valmax" "--deck"] "valmax has no deck: --deck is for Slagle's"]
           [["run" "fig6" "--program" "ab" "--dmax" "0"] "dmax must be 1 or more"]
           [["run" "fig6" "--program" "valmax" "--trace-only" "minv"] "valmax has no function minv"]
           [["run" "nosuch.tree" "--program" "ab"] "nosuch.tree"]
           ;; trees the program cannot handle
           [["run" "fig6" "--program" "maxval" "--dmax" "1"] "the search stopped at P2, which has no value in the tree"]
           [["run" "tip.tree" "--program" "valmax"] "CDR: cdr of the atom NIL"]])

(defn [(pytest.mark.parametrize #("argv" "says") BAD)]
  test-slagle-run-program-rejects-bad-input-in-one-line [argv says capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "tip.tree") "(P 5)")   ; a root without successors: movemax has no move
  (setv [status out err] (slagle argv capsys))
  (assert (= status 1) err)
  (assert (= (len (.splitlines err)) 1) err)
  (assert (in says err) err)
  (assert (not-in "Traceback" err)))

(defn [(pytest.mark.parametrize "argv" [["run" "fig6"] ["run" "fig3"]
                                        ["run" "--game" "kalah" "--dmax" "2" "--json"]])
       (pytest.mark.parametrize "appendix" ["b" "c"])]
  test-an-appendix-by-program-is-the-appendix [argv appendix capsys]
  ;; every program of the table is a --program: an appendix's runs as --appendix does
  (setv [status by-program err] (slagle [#* argv "--program" appendix] capsys)
        [_ by-appendix _] (slagle [#* argv "--appendix" appendix] capsys))
  (assert (= status 0) err)
  (assert (in "move" by-program))
  (defn seen [out]
    "What a run printed, the seconds it took left out."
    (if (in "--json" argv)
        (dfor [k v] (.items (json.loads out)) :if (!= k "seconds") k v)
        out))
  (assert (= (seen by-program) (seen by-appendix))))
