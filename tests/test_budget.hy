"Searches that scale: memory bounded by depth (a deep search in a process
under a memory limit), budgets (iterative deepening on trees and games),
depths beyond reach refused, and --json's successors' values without a
recorded run."

(import json
        os
        subprocess
        sys
        textwrap
        pytest
        lisp [show]
        slagle.core.budget [Budget deepen check-reach REACH]
        slagle.core.generate [uniform-tree random-tree]
        slagle.core.ordinary [run-ordinary]
        slagle.core.picture [look successor-values]
        slagle.core.programs [choose program-named run-program]
        slagle.core.search [search]
        slagle.core.trees [TreeGame nodes]
        slagle.errors [Refusal]
        helpers [slagle])

(setv ROOT (os.path.dirname (os.path.dirname (os.path.abspath __file__))))


;; Memory: a deep search keeps no positions

(setv DEEP-SEARCH (textwrap.dedent "
  import resource, sys
  limit = int(sys.argv[1]) * 1024 * 1024
  resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
  import hy
  from slagle.games.checkers import Checkers
  from slagle.core.programs import choose
  game = Checkers()
  move = choose('c', game, 7, {})
  print(move.name, game.evaluations)")
      ;; Address space for Appendix C 2&2 from the start of checkers at dmax 7
      ;; (69,377 positions evaluated), the search's thread stack among it
      ;; (slagle.core.runtime takes the largest that fits: 128 MB here).
      ;; Measured: when the search kept every position it made, the
      ;; search ended in GC2 (out of memory) under it; now its peak is 311 MB
      ;; of address space, 36 MB resident.  See bench/README.md, section 6.
      MEMORY-LIMIT-MB 350)

(defn test-a-deep-search-runs-in-bounded-memory []
  ;; MALLOC_ARENA_MAX=1: else glibc tries, and fails, to reserve an arena
  ;; of 128 MB for the search's thread at every allocation, a system call each.
  (setv done (subprocess.run [sys.executable "-c" DEEP-SEARCH (str MEMORY-LIMIT-MB)]
                             :capture-output True :text True :cwd ROOT
                             :env {#** os.environ "PYTHONPATH" ROOT "MALLOC_ARENA_MAX" "1"}))
  (assert (= done.returncode 0) done.stderr)
  (setv [move evaluated] (.split done.stdout))
  (assert (= (int evaluated) 69377)))

(defn test-counts-stay-exact-and-names-are-kept-only-when-asked []
  (setv root (uniform-tree 3 4 "random" 1)
        kept (TreeGame root :record True)
        counted (TreeGame root))
  (for [game [kept counted]]
    (choose "c" game 4 {}))
  (assert (is counted.evaluated None))
  (assert (= counted.evaluations kept.evaluations (len kept.evaluated)))
  (assert (= (lfor p kept.evaluated (show p)) (get (search root "c" 2 2 4) "evaluated"))))

(defn test-1-1-programs-forget-the-subtrees-they-left []
  ;; The depths a 1&1 program keeps are those of the path and its siblings.
  (import slagle.core.ordinary [Depths])
  (setv seen [] forget Depths.forget-below)
  (defn watched [self d]
    (forget self d)
    (.append seen (len self.depths)))
  (setv Depths.forget-below watched)
  (try
    (for [name ["valmax" "maxval" "alpha-beta-search" "ab"]]
      (.clear seen)
      (run-ordinary (program-named name) (TreeGame (uniform-tree 3 6 "random" 2)) 6)
      (assert (<= (max seen) (+ 1 (* 3 6))) name))
    (finally
      (setv Depths.forget-below forget))))


;; --json: the root's successors' values, as the recorded run gives them

(defn [(pytest.mark.parametrize #("appendix" "m") [["b" 1] ["b" 2] ["c" 2]])]
  test-successor-values-without-recording [appendix m]
  (for [seed (range 12)]
    (setv root (random-tree 3 4 seed)
          watched (get (search root appendix m m None {} None None :successors True) "successors"))
    (assert (= watched (successor-values (look root appendix m m))) seed)))


;; Budgets: iterative deepening

(defn valued-tree [b d seed]
  "A uniform tree whose every position has a static value (a search may stop anywhere)."
  (setv root (uniform-tree b d "random" seed))
  (for [[i node] (enumerate (nodes root))]
    (when (is node.value None)
      (setv node.value (% (* (+ i seed) 37) 101))))
  root)

(defn plain-counts [make-game name settings depths]
  "The positions a plain search of each depth evaluates, and its move."
  (lfor d depths
        :setv game (make-game)
        :setv move (choose name game d settings)
        #(game.evaluations (show move))))

(defn expected-depth [counts budget]
  "The deepest d whose searches 1..d together evaluate at most budget (1 at least)."
  (setv total 0 reached 1)
  (for [[d [n _]] (enumerate counts 1)]
    (+= total n)
    (when (and (> d 1) (> total budget)) (break))
    (setv reached d))
  reached)

(defn check-budgets [make-game name settings depths budgets]
  (setv counts (plain-counts make-game name settings depths))
  (for [n budgets]
    (setv game (make-game)
          found (run-program name game (get depths -1) settings :budget (Budget n))
          [move d] #(found.move found.depth)
          want (expected-depth counts n))
    (assert (= d want) f"{name} budget {n}")
    (assert (= (show move) (get counts (- d 1) 1)) f"{name} budget {n}")
    (assert (<= game.evaluations (max n (get counts 0 0))) f"{name} budget {n}")))

(defn [(pytest.mark.parametrize "name" ["c" "b" "maxval" "ab"])] test-a-budget-on-a-tree [name]
  (setv root (valued-tree 4 5 3))
  (check-budgets (fn [] (TreeGame root)) name {} [1 2 3 4 5] [1 4 5 20 21 60 100 400 5000]))

(defn [(pytest.mark.parametrize "name" ["c" "maxval"])] test-a-budget-on-checkers [name]
  (import slagle.games.checkers [Checkers])
  (check-budgets Checkers name {} [1 2 3 4] [1 7 50 100 400 1000 3000]))

(defn test-a-budget-of-seconds-plays-a-searched-move []
  (import slagle.games.checkers [Checkers])
  (setv game (Checkers)
        found (run-program "c" game None {} :budget (Budget None 1e-9))
        [move d] #(found.move found.depth))
  (assert (= d 1))                      ; the first search always ends
  (assert (in move.name (lfor p (.successors game game.root) p.name))))

(defn test-deepen-stops-at-the-ceiling []
  (setv root (valued-tree 2 3 0)
        d (. (run-program "c" (TreeGame root) 3 {} :budget (Budget 10000)) depth))
  (assert (= d 3)))

(defn test-run-game-with-a-budget-says-the-depth [capsys]
  (setv [status out err] (slagle ["run" "--game" "checkers" "--max-positions" "3000" "--json"] capsys)
        result (json.loads out))
  (assert (= status 0) err)
  (assert (<= (get result "evaluated") 3000))
  (assert (= (get result "depth") 4))
  (assert (= (get result "max-positions") 3000))
  (assert (= (len (get result "successors")) 7))
  (setv [status out err] (slagle ["run" "--game" "checkers" "--max-positions" "3000"] capsys))
  (assert (in "depth reached: 4 (the deepest search completed within 3000 positions)" out)))

(defn test-a-player-with-a-budget [capsys]
  (setv [status out err] (slagle ["play" "tic-tac-toe" "--first" "c:maxpos=200" "--second" "maxval:maxsec=5:dmax=3"
                                  "--json" "--max-plies" "4"] capsys)
        record (json.loads out))
  (assert (= status 0) err)
  (assert (= (get record "players") ["c:m=2:n=2:x=3:y=1:r=3:s=1:maxpos=200" "maxval:dmax=3:maxsec=5"]))
  (for [m (get record "moves")]
    (assert (>= (get m "depth") 1))
    (when (= (get m "by") "maxval:maxsec=5:dmax=3")
      (assert (<= (get m "depth") 3)))))

(defn test-bad-budgets-are-refused [capsys]
  (for [[argv says] [[["run" "--game" "checkers" "--max-positions" "0"] "a budget of positions must be 1 or more"]
                     [["run" "--game" "checkers" "--max-seconds" "-1"] "a budget of seconds must be more than 0"]
                     [["run" "fig6" "--max-positions" "5"] "are for a game"]
                     [["play" "checkers" "--first" "c:maxpos=1.5"] "maxpos must be a whole number"]]]
    (setv [status out err] (slagle argv capsys))
    (assert (= status 1) err)
    (assert (= (len (.splitlines err)) 1) err)
    (assert (in says err) err)))


;; Depths beyond reach

(defn test-check-reach []
  (check-reach 7 13)                                   ; 7^13 ≈ 10^11.0: within
  (with [e (pytest.raises Refusal)] (check-reach 7 14))
  (assert (in "7^14" (str e.value)))
  (check-reach 7 14 :force True)
  (check-reach 1 36)                                   ; a forced move counts as 2: 2^36 < 10^11
  (with [(pytest.raises Refusal)] (check-reach 1 37)))

(defn test-absurd-depths-are-refused-before-any-work [capsys tmp-path]
  (for [[argv says] [[["run" "--game" "checkers" "--dmax" "99999999999"] "about 10^84509804000"]
                     [["run" "--game" "kalah" "--dmax" "15" "--program" "maxval"] "dmax 15 is far beyond reach"]
                     [["play" "checkers" "--second" "maxval:dmax=99999999999"] "player maxval:dmax=99999999999"]
                     [["experiment" "positions" "--game" "checkers" "--depth" "99999999999999"
                       "--out" (str (/ tmp-path "run"))] "--depth 99999999999999 is far beyond reach"]]]
    (setv [status out err] (slagle argv capsys))
    (assert (= status 1) err)
    (assert (= (len (.splitlines err)) 1) err)
    (assert (in says err) err))
  (assert (not (.exists (/ tmp-path "run")))))

(defn test-a-huge-ceiling-with-a-budget-is-no-hang [capsys]
  (setv [status out err] (slagle ["run" "--game" "checkers" "--dmax" "99999999999" "--max-positions" "500"] capsys))
  (assert (= status 0) err)
  (assert (in "depth reached: 3" out)))
