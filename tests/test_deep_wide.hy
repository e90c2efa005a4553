"Deep and wide trees: a chain 2,000 moves deep, a tree 2,000 moves deep whose
every interior position has two successors, and positions with 3,000
successors run to the end with both appendices (2&2, and 1&1 for Appendix B),
through slagle.core.search.search and through `slagle run` in a process of its own.
The appendices recurse as the paper's programs do; slagle.core.runtime.deeply gives
them the room, and beyond it the search stops with LISP 1.5's error G2.

What each search must come to is worked out here by other means: the backing-
up functions applied bottom-up in a loop, the lowest or highest values of a
list; and Appendix B takes the value of every tip (it has no cutoffs, and dmax
is the tree's height)."

(import json
        os
        subprocess
        sys
        threading
        pytest
        lisp [LispError]
        slagle.core.runtime :as runtime
        slagle.core.search [search]
        slagle.core.plain [plain]
        slagle.core.runtime [deeply]
        slagle.core.trees [parse-tree height])

(setv DEPTH 2000
      WIDTH 3000
      CONFIGURATIONS [["b" 1] ["b" 2] ["c" 2]])


;; Chains: each interior position has one successor.

(defn chain [depth [tip 5]]
  "C1, whose one successor is C2, and so on down to the tip T, `depth` moves
  below the position the chain hangs from."
  (+ (.join "" (gfor i (range 1 depth) f"(C{i} ")) f"(T {tip})" (* ")" (- depth 1))))

;; A chain backs its tip's value up unchanged: with one value on nb, Appendix
;; B's bunb[(∞,5)] = 5 - 2^(3-∞) = 5 (and buma likewise), and Appendix C's
;; bub[∞;(5)] = 5.  Except (the last row) where a bound comes in: with B = 6
;; looked at first, C2 is cut off at glbua's bound, which is alpha = 6, and
;; sta1 takes the later of two equal successors (docs/findings.md, class 1).
;; tree, the move of Appendix B (1&1 and 2&2), of Appendix C, what is evaluated
(setv CHAINS
  [[(+ "(R " (chain DEPTH) ")") "C1" "C1" ["T"]]
   [(+ "(R " (chain DEPTH) " (B 4))") "C1" "C1" ["T" "B"]]
   [(+ "(R (B 4) " (chain DEPTH) ")") "C1" "C1" ["B" "T"]]
   [(+ "(R " (chain DEPTH) " (B 6))") "B" "B" ["T" "B"]]
   [(+ "(R (B 6) " (chain DEPTH) ")") "B" "C1" ["B" "T"]]])

(defn [(pytest.mark.parametrize #("tree" "b_move" "c_move" "evaluated") CHAINS)
       (pytest.mark.parametrize #("appendix" "m") CONFIGURATIONS)]
  test-a-chain-2000-deep [tree b-move c-move evaluated appendix m]
  (setv root (parse-tree tree))
  (assert (= (height root) DEPTH))
  (assert (= (search root appendix m m)
             {"move" (if (= appendix "b") b-move c-move) "evaluated" evaluated "dmax" DEPTH})))


;; Combs: each interior position has two successors, a tip and the next one.

(defn comb [depth x0]
  "N0 (the root) has the tip X0 (value x0) and N1; each Nk has the tip Xk
  (value k) and N(k+1); N(depth-1) has the tips X(depth-1) and Y (value depth)."
  (+ f"(N0 (X0 {x0}) "
     (.join "" (gfor k (range 1 (- depth 1)) f"(N{k} (X{k} {k}) "))
     f"(N{(- depth 1)} (X{(- depth 1)} {(- depth 1)}) (Y {depth}))"
     (* ")" (- depth 1))))

(defn one-and-one [max? a b]
  "1&1: the better of the two values."
  (if max? (max a b) (min a b)))

(defn two-and-two [max? a b]
  "2&2, Appendix B's buma and bunb: a2 + 2^(3-(a2-a1)), b2 - 2^(3-(b1-b2))."
  (setv [low high] (sorted [a b])
        bonus (** 2 (- 3 (- high low))))
  (if max? (+ high bonus) (- low bonus)))

(defn n1-value [depth backing-up]
  "The value of N1, backed up from the bottom of the comb, a level at a time."
  (setv k (- depth 1)
        v (backing-up (= (% k 2) 0) k depth))
  (for [k (range (- depth 2) 0 -1)]
    (setv v (backing-up (= (% k 2) 0) k v)))
  v)

(defn tips [depth]
  "The comb's tips, in the order a search without cutoffs takes their values."
  [#* (gfor k (range depth) f"X{k}") "Y"])

(defn test-the-comb-tells-1-and-1-from-2-and-2 []
  ;; N1 is worth 1 backed up 1&1 and about 0.89 backed up 2&2, so with X0 =
  ;; 0.95 the move depends on all 2,000 levels being backed up 2&2.
  (assert (= (n1-value DEPTH one-and-one) 1))
  (assert (< 0.85 (n1-value DEPTH two-and-two) 0.95)))

;; X0's value, the appendix, m (= n), the move, and what is evaluated
(setv COMBS
  [[0.95 "b" 1 "N1" (tips DEPTH)]
   [0.95 "b" 2 "X0" (tips DEPTH)]
   [0.95 "c" 2 "X0" (tips DEPTH)]
   [0.85 "b" 1 "N1" (tips DEPTH)]
   [0.85 "b" 2 "N1" (tips DEPTH)]
   [0.85 "c" 2 "N1" (tips DEPTH)]
   ;; alpha = 1.5 ≥ X1's 1: an m&n alpha cutoff at N1, the rest unseen.
   [1.5 "b" 2 "X0" (tips DEPTH)]
   [1.5 "c" 2 "X0" ["X0" "X1"]]])

(defn [(pytest.mark.parametrize #("x0" "appendix" "m" "move" "evaluated") COMBS)]
  test-a-comb-2000-deep [x0 appendix m move evaluated]
  (setv root (parse-tree (comb DEPTH x0))
        n1 (n1-value DEPTH (if (= m 1) one-and-one two-and-two)))
  (assert (= (height root) DEPTH))
  ;; sta1 keeps the later of equal successors (alpha ≤ u).
  (assert (= move (if (<= x0 n1) "N1" "X0")))
  (assert (= (search root appendix m m) {"move" move "evaluated" evaluated "dmax" DEPTH})))

(defn test-a-comb-20000-deep []
  (setv root (parse-tree (comb 20000 0.95))
        result (search root "b" 2 2))
  (assert (= (get result "move") (if (<= 0.95 (n1-value 20000 two-and-two)) "N1" "X0")))
  (assert (= (get result "evaluated") (tips 20000))))


;; Wide positions: 3,000 successors.

(defn tips-text [width value]
  "The tips A0 ... A(width-1), Ai with value[i], as tree-file text."
  (.join " " (gfor i (range width) f"(A{i} {(value i)})")))

(defn wide-value [values m max?]
  "The value of a position backed up m&m from the values of its successors."
  (setv best (cut (sorted values :reverse max?) m))
  (if (= m 1) (get best 0) (two-and-two max? #* best)))

(defn later-best [names values]
  "The successor sta1 chooses: the last of those of the highest value."
  (get names (max (gfor i (range (len values)) :if (= (get values i) (max values)) i))))

(setv A-NAMES (lfor i (range WIDTH) f"A{i}")
      ROOT-VALUES (lfor i (range WIDTH) (% i 17))
      MIN-VALUES (lfor i (range WIDTH) (+ 10 (% i 17))))

(defn wide-trees [m]
  "[tree, move, evaluated] of the wide trees, the moves worked out for m&m."
  (setv x-value (wide-value ROOT-VALUES m True)
        m-value (wide-value [x-value 100] m False))
  [;; the root has 3,000 successors: sta1 goes down the list
   [(+ "(R " (tips-text WIDTH (fn [i] (% i 17))) ")")
    (later-best A-NAMES ROOT-VALUES) A-NAMES]
   ;; a min-position with 3,000 successors: minvl goes down the list
   [(+ "(R (M " (tips-text WIDTH (fn [i] (+ 10 (% i 17)))) ") (B 5))")
    (later-best ["M" "B"] [(wide-value MIN-VALUES m False) 5]) [#* A-NAMES "B"]]
   ;; a max-position with 3,000 successors: maxvl goes down the list
   [(+ "(R (M (X " (tips-text WIDTH (fn [i] (% i 17))) ") (Y 100)) (B 5))")
    (later-best ["M" "B"] [m-value 5]) [#* A-NAMES "Y" "B"]]])

(defn test-the-wide-trees-tell-1-and-1-from-2-and-2 []
  ;; M is worth 10 backed up 1&1 but 10 - 2^3 = 2 backed up 2&2.
  (assert (= (lfor [tree move evaluated] (wide-trees 1) move) ["A2991" "M" "M"]))
  (assert (= (lfor [tree move evaluated] (wide-trees 2) move) ["A2991" "B" "M"])))

(defn [(pytest.mark.parametrize #("appendix" "m") CONFIGURATIONS)]
  test-positions-with-3000-successors [appendix m]
  (for [[tree move evaluated] (wide-trees m)]
    (assert (= (search (parse-tree tree) appendix m m)
               {"move" move "evaluated" evaluated "dmax" (height (parse-tree tree))})
            move)))


;; The same through the command line, each run a process of its own.

(defn slagle-run [tmp-path tree #* args]
  "Run `python -m slagle run TREE ARGS --json` on tree (text): the process."
  (setv path (/ tmp-path "t.tree")
        env (dict os.environ))
  (.write-text path tree :encoding "utf-8")
  (.pop env "PYTHONDONTWRITEBYTECODE" None)   ; or every process compiles the .hy anew
  (subprocess.run [sys.executable "-m" "slagle" "run" (str path) #* args "--json"]
                  :env env :capture-output True :text True :timeout 120))

(setv COMMAND-LINE-TREES
  {"chain" (+ "(R " (chain DEPTH) " (B 4))")
   "comb" (comb DEPTH 0.95)
   "wide" (get (wide-trees 2) 1 0)})

(defn [(pytest.mark.parametrize "kind" (list COMMAND-LINE-TREES))
       (pytest.mark.parametrize #("appendix" "m") CONFIGURATIONS)]
  test-slagle-run-goes-as-deep-and-wide [kind appendix m tmp-path]
  (setv tree (get COMMAND-LINE-TREES kind)
        done (slagle-run tmp-path tree "--appendix" appendix "-m" (str m) "-n" (str m)))
  (assert (= [done.returncode done.stderr] [0 ""]) done.stderr)
  ;; the JSON gives numbers to the 15 digits a double always carries (slagle.core.plain)
  (setv got (json.loads done.stdout)
        expected (plain (search (parse-tree tree) appendix m m :successors True)))
  (assert (= (dfor k expected k (get got k)) expected))
  (assert (= [(get got "appendix") (get got "m") (get got "n")] [appendix m m])))


;; The limit: beyond it, error G2 in one line, never a crash.

(defn test-beyond-the-recursion-limit-is-error-g2 [monkeypatch]
  ;; A chain takes two frames a move (minv, maxv): 2,000 moves need 4,000.
  (monkeypatch.setattr runtime "RECURSION_LIMIT" 3000)
  (with [e (pytest.raises LispError)]
    (search (parse-tree (+ "(R " (chain DEPTH) ")")) "b" 2 2))
  (assert (= (str e.value) (+ "G2: out of push-down list: the tree is too deep or too wide for this runtime"
                              " (recursion limit 3000: the programs recurse once a move down"
                              " and once a successor along)"))))

(defn test-beyond-the-limit-a-process-ends-in-one-line [tmp-path]
  (.write-text (/ tmp-path "t.tree") (+ "(R " (chain DEPTH) ")"))
  (setv env (dict os.environ))
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  (setv done (subprocess.run
               [sys.executable "-c"
                (+ "import sys, hy, slagle.core.runtime\n"
                   "slagle.core.runtime.RECURSION_LIMIT = 3000\n"
                   "from slagle.cli import main\n"
                   "main(sys.argv[1:])\n")
                "run" "t.tree"]
               :cwd tmp-path :env env :capture-output True :text True :timeout 120))
  (assert (= [done.returncode done.stdout done.stderr]
             [1 "" (+ "slagle: error: G2: out of push-down list: the tree is too deep or too wide"
                      " for this runtime (recursion limit 3000: the programs recurse once a move down"
                      " and once a successor along)\n")])))

(defn refusing-stacks-over [most monkeypatch]
  "Make threads fail to start, as under a low `ulimit -v`, when their stack is over `most` bytes."
  (setv start threading.Thread.start)
  (defn limited-start [self]
    (when (> (threading.stack-size) most)
      (raise (RuntimeError "can't start new thread")))
    (start self))
  (monkeypatch.setattr threading.Thread "start" limited-start))

(defn test-deeply-takes-a-smaller-stack-if-it-must [monkeypatch]
  (assert (= (deeply sys.getrecursionlimit) runtime.RECURSION-LIMIT))
  (refusing-stacks-over (* 64 1024 1024) monkeypatch)
  ;; 1/8 of the stack, and 1/8 of the recursion limit, which is still plenty.
  (assert (= (deeply sys.getrecursionlimit) (// runtime.RECURSION-LIMIT 8)))
  (assert (= (get (search (parse-tree (comb DEPTH 0.95)) "c" 2 2) "move") "X0"))
  (refusing-stacks-over (* 1024 1024) monkeypatch)
  (with [e (pytest.raises LispError)]
    (deeply (fn [] 1)))
  (assert (.startswith (str e.value) "G2: out of push-down list: the system gives no thread a stack of 16 MB")))

;; Called from its own thread, deeply runs there: a loop of searches takes one
;; thread, not one a search, and a search in it still ends in G2 at the limit.

(defn test-deeply-within-deeply-runs-in-the-same-thread [monkeypatch]
  (setv outer (deeply (fn [] [(threading.get-ident) (deeply threading.get-ident)
                               (deeply sys.getrecursionlimit)])))
  (assert (= (get outer 0) (get outer 1)))
  (assert (!= (get outer 0) (threading.get-ident)))
  (assert (= (get outer 2) runtime.RECURSION-LIMIT))
  (assert (not runtime.deep-threads) "no thread is left marked once its thunk is done")
  (monkeypatch.setattr runtime "RECURSION_LIMIT" 3000)
  (defn search-then-go-on []
    (try
      (search (parse-tree (+ "(R " (chain DEPTH) ")")) "b" 2 2)
      (except [e LispError]
        [(cut (str e) 0 2) (get (search (parse-tree "(R (A 1) (B 2))") "b" 2 2) "move")])))
  (assert (= (deeply search-then-go-on) ["G2" "B"])))

;; The host's share: CPython maps and unmaps a chunk of frames each time a
;; recursion crosses a chunk's edge; the room `deeply` keeps spares the kernel that.

(setv FIB-DECK "DEFINE ((
(FIB (LAMBDA (N) (COND ((LESSP N 2) N) (T (PLUS (FIB (SUB1 N)) (FIB (DIFFERENCE N 2)))))))
))
FIB (22)
")

(defn test-a-recursion-up-and-down-spends-its-time-in-python-not-the-kernel []
  (import resource
          lisp.toplevel [run-deck overlord-test])
  (with [_ (overlord-test)]
    (setv before (resource.getrusage resource.RUSAGE-SELF)
          run (deeply (fn [] (run-deck FIB-DECK :style "values")))
          after (resource.getrusage resource.RUSAGE-SELF)))
  (assert (= (.strip (get run.printed -1)) "17711"))
  (setv user (- after.ru-utime before.ru-utime)
        system (- after.ru-stime before.ru-stime))
  ;; without the room, about half of it is the kernel's; a generous bound
  (assert (< system (* 0.25 (+ user system))) f"user {user:.2f} s, system {system:.2f} s"))
