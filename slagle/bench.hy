"`slagle bench`: how much tree the appendices look at, and how fast they run.

Efficiency (the default): on uniform trees of branching b and depth d, with
random leaves and with leaves ordered best-first, the positions evaluated
(whose value was taken) by 1&1 minimaxing (Appendix B, m = n = 1), 2&2
minimaxing (Appendix B) and 2&2 alpha beta (Appendix C), beside the full tree
b^d, Knuth and Moore's minimal tree and 1&1 alpha beta itself (McCarthy's
maxval, slagle.ordinary); dmax is d, so minimaxing searches the whole tree.  Below the table, what the numbers say of
the report's \"m&n minimaxing ... generally looks at much more tree than the
corresponding m&n alpha beta procedure does\".

Speed (--speed): positions evaluated per second by the transcription and by a
plain-Python transcription of the same functions (slagle.baseline) on a
uniform 8^5 tree: sta alone, slagle.run's search, and the `slagle run`
command end to end in a process of its own.

Start-up (--startup): the time `slagle --help` and `slagle run fig6` take as
processes, with bytecode written as usual and with PYTHONDONTWRITEBYTECODE=1,
beside Python's own start and Hy's import.

Tree loading (--load): a uniform 8^6 tree file (299,593 positions, one a
line): the time and memory (peak resident set) of `slagle run FILE
--appendix c` end to end as a process, and the positions per second of the
parser alone (parse-tree)."

(require lisp.macros [unless])
(import math
        statistics
        sys
        time
        lisp [show LispError binding to-python ∞ -∞]
        appendix-a.programs [playing ditto]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.generate [uniform-tree tip-count minimal-tree LOW HIGH]
        slagle.ordinary [run-ordinary]
        slagle.run [deeply search play-sta]
        slagle.trees [TreeGame tree-text])

(setv SEARCHES [["1&1 B" appendix-b 1 1] ["2&2 B" appendix-b 2 2] ["2&2 C" appendix-c 2 2]]
      ;; and 1&1 alpha beta: McCarthy's maxval (slagle.ordinary)
      ALPHA-BETA "1&1 alpha beta"
      COUNTED [#* (gfor [name #* _] SEARCHES name) ALPHA-BETA]
      BRANCHING (list (range 2 11))
      DEPTHS (list (range 2 7))
      DEFAULT-MAX-TIPS 100000
      ;; About 0.7 GB a million tips: the nodes, their atoms and successor lists.
      LARGEST 2000000
      SEEDS 3
      SPEED-SHAPE [8 5]
      LOAD-SHAPE [8 6]
      REPEAT 5
      ;; The report's example backing-up parameters (Appendix C's x and y).
      EXAMPLE-X 3
      EXAMPLE-Y 1)


;; Counting: the positions one search evaluates

(defn evaluate [game programs m n dmax]
  "Run sta of `programs` on the TreeGame `game`: the chosen move (its name)
  and the number of positions whose value was taken."
  (.clear game.evaluated)
  (with [_ (playing game programs)]
    (setv move (deeply (fn [] (programs.sta game.root m n dmax)))))
  #((show move) (len game.evaluated)))

(defn move-values [game d]
  "Appendix B's 2&2 value of each successor of the root, as its sta1 sees them: {name value}."
  (with [_ (playing game appendix-b)
         _ (binding {"initima" (ditto -∞ 2) "initinb" (ditto ∞ 2) "dmax" (- d 1)})]
    (dfor p (to-python (game.succ game.root))
          (show p) (deeply (fn [] (appendix-b.minv p))))))

(defn count-tree [root d]
  "The three searches on one tree with dmax = d: {search-name [move count]}, and
  under \"worse\" whether C chose a move of lower 2&2 value than B's."
  (setv game (TreeGame root)
        counts (dfor [name programs m n] SEARCHES
                     name (evaluate game programs m n d)))
  (.clear game.evaluated)
  (setv (get counts ALPHA-BETA) #((show (get (run-ordinary "maxval" game d :with-value False) 0)) (len game.evaluated))
        b-move (get counts "2&2 B" 0)
        c-move (get counts "2&2 C" 0))
  (setv (get counts "worse")
        (and (!= b-move c-move)
             (do (setv values (move-values game d))
                 (< (get values c-move) (get values b-move)))))
  counts)

(defn tree-seed [b d i seed]
  "The seed of the i-th random tree of shape b, d (reproducible, distinct per row)."
  (+ (* seed 1000003) (* b 10007) (* d 101) i))

(defn measure-row [b d seeds low high seed progress]
  "One row of the table: counts on `seeds` random trees (their mean) and on one
  best-first tree, and whether B and C chose the same move on each."
  (setv random-counts (lfor i (range seeds)
                            (do (setv c (count-tree (uniform-tree b d "random" (tree-seed b d i seed) low high) d))
                                (progress (* (len SEARCHES) (tip-count b d)))
                                c))
        ordered (count-tree (uniform-tree b d "ordered" (tree-seed b d 0 seed) low high) d))
  (progress (* (len SEARCHES) (tip-count b d)))
  {"b" b "d" d "tips" (tip-count b d) "minimal" (minimal-tree b d)
   "random" (dfor name COUNTED
                  name (statistics.fmean (gfor c random-counts (get c name 1))))
   "random-each" (lfor c random-counts (dfor name COUNTED name (get c name 1)))
   "ordered" (dfor name COUNTED name (get ordered name 1))
   "agree" (lfor c [#* random-counts ordered] (= (get c "2&2 B" 0) (get c "2&2 C" 0)))
   "worse" (lfor c [#* random-counts ordered] (get c "worse"))})

(defn grid [branching depths max-tips]
  "The (b, d) pairs to run, smallest trees first, and those left out as too large."
  (setv shapes (sorted (gfor b branching d depths #(b d)) :key (fn [s] #((tip-count #* s) #* s))))
  #((lfor s shapes :if (<= (tip-count #* s) max-tips) s)
    (lfor s shapes :if (> (tip-count #* s) max-tips) s)))

(defn progress-bar [total show?]
  "A function that advances a progress bar by k tips (shown on long runs, on a
  terminal), and a function that closes it."
  ;; rich is imported here, not at the top: every `slagle` command imports this module.
  (import rich.console [Console]
          rich.progress [Progress TextColumn BarColumn MofNCompleteColumn
                         TimeElapsedColumn TimeRemainingColumn])
  (setv console (Console :stderr True)
        bar (Progress (TextColumn "slagle bench: tips searched") (BarColumn) (MofNCompleteColumn)
                      (TimeElapsedColumn) (TimeRemainingColumn)
                      :console console :transient True
                      :disable (not (and show? console.is-terminal))))
  (.start bar)
  (setv task (.add-task bar "bench" :total total))
  #((fn [k] (.advance bar task k)) (fn [] (.stop bar))))

(defn measure [shapes seeds low high seed show-progress]
  "The rows of the table for the (b, d) shapes."
  (setv [advance close] (progress-bar (* (+ seeds 1) (len SEARCHES) (sum (gfor s shapes (tip-count #* s))))
                                    show-progress))
  (try
    (lfor [b d] (sorted shapes) (measure-row b d seeds low high seed advance))
    (finally (close))))


;; The table

(defn number [x]
  "An integer as it is, a mean to one decimal (unless whole)."
  (if (= x (round x)) (str (int (round x))) f"{x :.1f}"))

(defn percent [part whole]
  "part as a percentage of whole."
  (* 100 (/ part whole)))

(setv COLUMNS [["b" 3] ["d" 3] ["b^d" 9] ["KM min" 8]
               ["1&1 B" 9] ["2&2 B" 9] ["2&2 C" 9] ["C/B" 6] ["1&1 alpha beta" 16] ["C/ab" 6]
               ["1&1 B" 9] ["2&2 B" 9] ["2&2 C" 9] ["C/B" 6] ["1&1 alpha beta" 16] ["C/ab" 6] ["C/KM" 6]])

(defn row-cells [row]
  "The cells of one row of the table, as strings."
  (setv r (get row "random") o (get row "ordered"))
  [(str (get row "b")) (str (get row "d")) (str (get row "tips")) (str (get row "minimal"))
   (number (get r "1&1 B")) (number (get r "2&2 B")) (number (get r "2&2 C"))
   f"{(percent (get r "2&2 C") (get r "2&2 B")) :.0f}%"
   (number (get r ALPHA-BETA)) f"{(/ (get r "2&2 C") (get r ALPHA-BETA)) :.2f}"
   (number (get o "1&1 B")) (number (get o "2&2 B")) (number (get o "2&2 C"))
   f"{(percent (get o "2&2 C") (get o "2&2 B")) :.0f}%"
   (number (get o ALPHA-BETA)) f"{(/ (get o "2&2 C") (get o ALPHA-BETA)) :.2f}"
   f"{(/ (get o "2&2 C") (get row "minimal")) :.2f}"])

(defn table-lines [rows seeds low high]
  "The table: one line a (b, d)."
  (defn line [cells]
    (.join "" (gfor [cell [_ width]] (zip cells COLUMNS) (.rjust cell width))))
  (setv left (sum (gfor [_ w] (cut COLUMNS 4) w))
        random-width (sum (gfor [_ w] (cut COLUMNS 4 10) w))
        ordered-width (sum (gfor [_ w] (cut COLUMNS 10 None) w)))
  [(+ f"Positions evaluated (value taken) with dmax = d; tips are random integers {low} to {high};"
      f" C's x = r = {EXAMPLE-X}, y = s = {EXAMPLE-Y} (the report's example).")
   (+ (* " " left)
      (.rjust f"random leaves (mean of {seeds})" random-width)
      (.rjust "ordered best-first" ordered-width))
   (line (lfor [name _] COLUMNS name))
   #* (gfor row rows (line (row-cells row)))])


;; What the numbers say

(defn span [xs [fmt ".0f"]]
  "\"lo-hi\" of the numbers xs, or the one number when they are all the same."
  (setv lo (min xs) hi (max xs))
  (if (= (format lo fmt) (format hi fmt)) (format lo fmt) f"{(format lo fmt)}-{(format hi fmt)}"))

(defn minimaxing-counts-line [rows]
  "Whether Appendix B took the value of every tip, b^d, on every tree."
  (setv trees (sum (gfor row rows (+ (len (get row "random-each")) 1)))
        whole (sum (gfor row rows
                         (+ (sum (gfor c (get row "random-each")
                                       (and (= (get c "1&1 B") (get row "tips")) (= (get c "2&2 B") (get row "tips")))))
                            (and (= (get row "ordered" "1&1 B") (get row "tips"))
                                 (= (get row "ordered" "2&2 B") (get row "tips")))))))
  (if (= whole trees)
      f"- Minimaxing, 1&1 and 2&2 (Appendix B), took the value of every tip, b^d, on all {trees} trees: it looks at the whole tree."
      f"- Minimaxing (Appendix B) took the value of every tip on {whole} of {trees} trees."))

(defn saving-line [rows order label]
  "How much of what 2&2 minimaxing looked at 2&2 alpha beta looked at, for one ordering."
  (setv ratios (lfor row rows (percent (get row order "2&2 C") (get row order "2&2 B")))
        total (percent (sum (gfor row rows (get row order "2&2 C"))) (sum (gfor row rows (get row order "2&2 B"))))
        largest (get rows -1)
        factor (/ (get largest order "2&2 B") (get largest order "2&2 C")))
  (+ f"- {label}: 2&2 alpha beta (Appendix C) took {(span ratios)}% of the values 2&2 minimaxing took"
     f" (all rows together {total :.0f}%); on the largest tree, {(get largest "b")}^{(get largest "d")},"
     f" minimaxing looked at {factor :.1f} times as many positions."))

(defn trend-line [rows order label]
  "How C/B changes with depth at each branching factor, for one ordering."
  (setv ratio (fn [row] (percent (get row order "2&2 C") (get row order "2&2 B")))
        by-b (dfor b (sorted (set (gfor row rows (get row "b"))))
                   b (sorted (gfor row rows :if (= (get row "b") b) row) :key (fn [row] (get row "d"))))
        deep (dfor [b rs] (.items by-b) :if (> (len rs) 1) b rs)
        falling (lfor [b rs] (.items deep) :if (< (ratio (get rs -1)) (ratio (get rs 0))) b))
  (if (not deep)
      f"- {label}: one depth a branching factor; run more depths to see how C/B changes with depth."
      (do (setv [b rs] (max (.items deep) :key (fn [item] #((len (get item 1)) (get item 0)))))
          (+ f"- {label}: from the shallowest to the deepest tree, C/B fell at {(len falling)} of"
             f" {(len deep)} branching factors; at b = {b}: "
             (.join ", " (gfor row rs f"{(ratio row) :.0f}% at d={(get row "d")}"))
             "."))))

(defn minimal-tree-line [rows]
  "2&2 alpha beta against Knuth and Moore's minimal tree for 1&1 alpha beta."
  (setv ordered (lfor row rows (/ (get row "ordered" "2&2 C") (get row "minimal")))
        random (lfor row rows (/ (get row "random" "2&2 C") (get row "minimal"))))
  (+ f"- Against Knuth and Moore's minimal tree (what 1&1 alpha beta looks at on best-first trees):"
     f" 2&2 alpha beta took {(span ordered ".2f")} times it on best-first leaves"
     f" and {(span random ".2f")} times it on random leaves."))

(defn alpha-beta-line [rows]
  "What Slagle's 2&2 alpha beta costs over 1&1 alpha beta, and 1&1 alpha beta
  against Knuth and Moore's minimal tree on best-first trees."
  (setv random (lfor row rows (/ (get row "random" "2&2 C") (get row "random" ALPHA-BETA)))
        ordered (lfor row rows (/ (get row "ordered" "2&2 C") (get row "ordered" ALPHA-BETA)))
        total (/ (sum (gfor row rows (get row "random" "2&2 C")))
                 (sum (gfor row rows (get row "random" ALPHA-BETA))))
        at-minimal (sum (gfor row rows (= (get row "ordered" ALPHA-BETA) (get row "minimal"))))
        below (sum (gfor row rows (< (get row "ordered" ALPHA-BETA) (get row "minimal")))))
  (+ f"- Against 1&1 alpha beta (McCarthy's maxval): 2&2 alpha beta took {(span random ".2f")} times"
     f" as many values on random leaves (all rows together {total :.2f}) and {(span ordered ".2f")}"
     f" times on best-first leaves.  1&1 alpha beta took exactly Knuth and Moore's minimum on"
     f" {at-minimal} of {(len rows)} best-first trees"
     (if below f" and fewer on {below} (tied values cut off more)." ".")))

(defn agreement-line [rows]
  "Whether 2&2 minimaxing and 2&2 alpha beta chose the same move, and if not, whose was better."
  (setv agree (sum (gfor row rows a (get row "agree") a))
        worse (sum (gfor row rows w (get row "worse") w))
        trees (sum (gfor row rows (len (get row "agree")))))
  (+ f"- The report calls them equivalent: B and C chose the same move on {agree} of {trees} trees"
     (if (= agree trees)
         "."
         (+ (if (= worse (- trees agree))
                f"; on every one of the other {worse}, C's move has a lower 2&2 value than B's (by B's own values)."
                f"; on {worse} of the other {(- trees agree)}, C's move has a lower 2&2 value than B's (by B's own values).")
            (if worse
                (+ " A cut-off minv returns a bound u <= alpha, which glbua's bound makes equal to alpha"
                   " (or a tie does); sta1's alpha <= u then takes that later move, whose value may be"
                   " lower (docs/findings.md, section 1).")
                "")))))

(defn verdict-line [rows]
  "Whether \"generally looks at much more tree\" holds on these trees."
  (setv [random-factor ordered-factor]
        (lfor order ["random" "ordered"]
              (round (/ (sum (gfor row rows (get row order "2&2 B")))
                        (sum (gfor row rows (get row order "2&2 C"))))
                     1))
        more (sum (gfor row rows (< (get row "random" "2&2 C") (get row "random" "2&2 B"))))
        row-factors (lfor row rows (/ (get row "random" "2&2 B") (get row "random" "2&2 C"))))
  (+ f"- So: over all rows 2&2 minimaxing looked at {random-factor} times as much tree as 2&2 alpha beta"
     f" with random leaves and {ordered-factor} times with best-first leaves, and at more tree on"
     f" {more} of {(len rows)} rows with random leaves. "
     (cond (>= random-factor 2)
             (+ f"\"Generally looks at much more tree\" holds: {random-factor} times as much over all in random order"
                f" (row by row {(min row-factors) :.1f} to {(max row-factors) :.1f} times), far more in a good one.")
           (>= ordered-factor 2)
             "It looks at more tree; \"much more\" needs good move ordering (or larger trees) here."
           (> random-factor 1)
             "It looks at more tree, but not much more, on these trees."
           True "The claim does not hold on these trees.")))

(defn interpretation [rows]
  "The lines below the table: what the numbers show."
  ["What the numbers show:"
   (minimaxing-counts-line rows)
   (saving-line rows "random" "Random leaves")
   (saving-line rows "ordered" "Best-first leaves")
   (trend-line rows "random" "Random leaves")
   (minimal-tree-line rows)
   (alpha-beta-line rows)
   (agreement-line rows)
   (verdict-line rows)])


;; Speed

(defn best-time [thunk repeat [clock time.perf-counter]]
  "The least time of `repeat` calls of thunk, by the wall clock
  (time.perf_counter) or another, and its last value."
  (setv best math.inf value None)
  (for [_ (range repeat)]
    (setv start (clock)
          value (thunk)
          best (min best (- (clock) start))))
  #(best value))

(defn in-process-timings [root d repeat]
  "Rows of [what, evaluated, hy seconds, baseline seconds] for sta alone and for search."
  (import slagle.baseline :as baseline)
  (setv rows [])
  (for [[name appendix m] [["2&2 B" "b" 2] ["2&2 C" "c" 2] ["1&1 B" "b" 1]]]
    (setv programs (if (= appendix "b") appendix-b appendix-c)
          game (TreeGame root))
    (setv [hy-sta count] (best-time (fn [] (get (evaluate game programs m m d) 1)) repeat)
          [base-sta base-count] (best-time (fn [] (.clear game.evaluated) (baseline.run game appendix m m d)
                                             (len game.evaluated))
                                           repeat))
    (unless (= count base-count)
      (raise (LispError "BENCH" f"the baseline evaluated {base-count} positions, the transcription {count}")))
    (.append rows [f"sta, {name}" count hy-sta base-sta])
    (setv [hy-search _] (best-time (fn [] (search root appendix m m d)) repeat)
          [base-search _] (best-time (fn [] (baseline.search root appendix m m d)) repeat))
    (.append rows [f"search, {name}" count hy-search base-search]))
  rows)

(defn command-lines [tree-file appendix]
  "The two commands timed end to end: `slagle run` and the baseline's."
  (import pathlib [Path] shutil)
  (setv script (/ (. (Path sys.executable) parent) "slagle")
        slagle (cond (.exists script) [(str script)]
                     (shutil.which "slagle") [(shutil.which "slagle")]
                     True [sys.executable "-c" "import sys, hy; from slagle.cli import main; main(sys.argv[1:])"]))
  #([#* slagle "run" (str tree-file) "--appendix" appendix]
    [sys.executable "-m" "slagle.baseline" (str tree-file) "--appendix" appendix]))

(defn process-timings [tree-file count-of repeat]
  "Rows of [what, evaluated, hy seconds, baseline seconds] for the commands run as processes
  (one untimed run of each first, so both find their bytecode compiled)."
  (import os subprocess)
  (setv env (dict os.environ))
  ;; With it, every process would compile every .hy module anew.
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  (defn run-command [command]
    (setv done (subprocess.run command :env env :stdout subprocess.DEVNULL :stderr subprocess.PIPE :text True))
    (unless (= done.returncode 0)
      (raise (LispError "BENCH" f"{(.join " " command)} failed: {(.strip done.stderr)}"))))
  (lfor [name appendix] [["2&2 B" "b"] ["2&2 C" "c"]]
        :setv [hy-command base-command] (command-lines tree-file appendix)
        :do (do (run-command hy-command) (run-command base-command))
        [f"slagle run (process), {name}" (count-of appendix)
         (get (best-time (fn [] (run-command hy-command)) repeat) 0)
         (get (best-time (fn [] (run-command base-command)) repeat) 0)]))

(defn speed-lines [rows]
  "The speed table: seconds, positions per second and the ratio Hy/baseline."
  (setv widths [30 10 10 10 12 12 9])
  (defn line [cells]
    (+ (.ljust (str (get cells 0)) (get widths 0))
       (.join "" (gfor [c w] (zip (cut cells 1 None) (cut widths 1 None)) (.rjust (str c) w)))))
  [(line ["" "evaluated" "Hy s" "base s" "Hy pos/s" "base pos/s" "Hy/base"])
   #* (gfor [what count hy base] rows
            (line [what count f"{hy :.3f}" f"{base :.3f}" f"{(/ count hy) :,.0f}" f"{(/ count base) :,.0f}"
                   f"{(/ hy base) :.2f}"]))])

(defn interpreter-lines [root d repeat]
  "The interpreter's speed: Appendix C's sta (2&2) on the tree `root`, run as
  its deck on the LISP 1.5 interpreter and as the Hy transcription (the same
  positions, in the same order); its printed lines."
  (defn run-sta [interpreted]
    (setv game (TreeGame root))
    (play-sta game "c" 2 2 d {} None interpreted)
    (lfor p game.evaluated (show p)))
  (setv [deck deck-evaluated] (best-time (fn [] (run-sta True)) repeat time.process-time)
        [hy hy-evaluated] (best-time (fn [] (run-sta False)) repeat time.process-time))
  (unless (= deck-evaluated hy-evaluated)
    (raise (LispError "BENCH" "the deck and the transcription evaluated different positions")))
  ["The LISP 1.5 interpreter: Appendix C's sta (2&2) as its deck (appendix_c/appendix-c.deck)"
   f"against the Hy transcription, the same {(len hy-evaluated)} positions evaluated; CPU time, best of {repeat}:"
   f"  deck {deck :.4f} s, transcription {hy :.4f} s: the deck takes {(/ deck hy) :.1f} times as long (goal: at most 20)"])

(defn run-speed [b d repeat seed processes]
  "The speed benchmark on a uniform b^d tree with random leaves; its printed lines."
  (import tempfile pathlib [Path] slagle.generate [write-tree])
  (setv root (uniform-tree b d "random" seed))
  (setv rows (in-process-timings root d repeat)
        counts (dfor [what count #* _] rows what count))
  (when processes
    (with [folder (tempfile.TemporaryDirectory)]
      (setv tree-file (write-tree root (/ (Path folder) f"uniform-{b}-{d}.tree")))
      (.extend rows (process-timings tree-file
                                     (fn [appendix] (get counts f"search, 2&2 {(.upper appendix)}"))
                                     repeat))))
  [f"Speed on a uniform {b}^{d} tree ({(tip-count b d)} tips, random leaves {LOW} to {HIGH}, seed {seed}),"
   f"best of {repeat} runs; baseline: slagle.baseline, the same functions by hand in plain Python."
   "sta: the appendix's sta on a built TreeGame; search: slagle.run's search (TreeGame, sta, names);"
   "slagle run (process): the command against `python -m slagle.baseline`, start-up and parsing included."
   #* (speed-lines rows)
   ""
   #* (interpreter-lines root d repeat)])


;; Start-up: how long a command takes before it does anything

(setv STARTUP-COMMANDS [["python -c pass" ["-c" "pass"]]
                        ["python -c 'import hy'" ["-c" "import hy"]]
                        ["slagle --help" ["-m" "slagle" "--help"]]
                        ["slagle run fig6" ["-m" "slagle" "run" "fig6"]]])

(defn median-time [command env repeat [cwd None]]
  "The median wall-clock time of `repeat` runs of the process `command`."
  (import subprocess)
  (statistics.median
    (lfor _ (range repeat)
          (do (setv start (time.perf-counter))
              (setv done (subprocess.run command :env env :cwd cwd
                                         :stdout subprocess.DEVNULL :stderr subprocess.PIPE))
              (unless (= done.returncode 0)
                (raise (LispError "BENCH" f"{(.join " " command)} failed: {(.strip (.decode done.stderr))}")))
              (- (time.perf-counter) start)))))

(defn project-origin [env cwd]
  "Where a process started in cwd imports the project from."
  (import subprocess)
  (.strip (. (subprocess.run [sys.executable "-c" "import os, slagle; print(os.path.dirname(os.path.dirname(slagle.__file__)))"]
                             :env env :cwd cwd :capture-output True :text True)
             stdout)))

(defn startup-lines [repeat]
  "The start-up benchmark: each command's median time, with bytecode written
  as usual and with PYTHONDONTWRITEBYTECODE=1; its printed lines.  The
  processes start in an empty folder, so that they take the installed
  project if there is one, not a checkout in the current folder."
  (import os tempfile)
  (setv cached (dict os.environ)
        no-writing {#** os.environ "PYTHONDONTWRITEBYTECODE" "1"})
  (.pop cached "PYTHONDONTWRITEBYTECODE" None)
  (with [cwd (tempfile.TemporaryDirectory)]
    [f"Start-up, median of {repeat} runs of each command as a process ({sys.executable}),"
     f"the project imported from {(or (project-origin cached cwd) "nowhere: it is not installed")}."
     f"{"" :30}{"cached s" :>10}{"no-write s" :>12}"
     #* (gfor [what args] STARTUP-COMMANDS
              :setv command [sys.executable #* args]
              :do (median-time command cached 1 cwd)  ; once untimed, to write the bytecode
              f"{what :30}{(median-time command cached repeat cwd) :>10.3f}{(median-time command no-writing repeat cwd) :>12.3f}")]))


;; Tree loading: a large tree file read, and run end to end

(defn tree-file-text [b d seed]
  "A uniform b^d tree with random leaves as tree-file text, one node a line
  (unindented, as a program would write it)."
  (tree-text (uniform-tree b d "random" seed) ""))

(defn child-run [command env]
  "Run the process `command`: its wall-clock seconds, its CPU seconds (user
  and system: less swayed than the wall clock by other work on the machine)
  and its peak resident set in MB."
  (import os subprocess)
  (setv start (time.perf-counter)
        child (subprocess.Popen command :env env :stdout subprocess.DEVNULL :stderr subprocess.PIPE)
        [_ status usage] (os.wait4 child.pid 0)
        seconds (- (time.perf-counter) start)
        child.returncode (os.waitstatus-to-exitcode status))
  (unless (= child.returncode 0)
    (raise (LispError "BENCH" f"{(.join " " command)} failed: {(.strip (.decode (.read child.stderr)))}")))
  (.close child.stderr)
  ;; ru_maxrss is in kilobytes on Linux
  #(seconds (+ usage.ru-utime usage.ru-stime) (/ usage.ru-maxrss 1024)))

(defn load-lines [b d repeat seed]
  "The tree-loading benchmark: `slagle run FILE --appendix c` as a process
  (median of `repeat`, after one untimed run), and the parser's positions
  per second (best of `repeat`); its printed lines.  The processes run
  first, while this one is small: a child's peak counts what it shares of
  its parent until it starts the command."
  (import os tempfile pathlib [Path] slagle.trees [parse-tree nodes])
  (setv text (tree-file-text b d seed)
        env (dict os.environ))
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  (with [folder (tempfile.TemporaryDirectory)]
    (setv tree-file (/ (Path folder) f"uniform-{b}-{d}.tree"))
    (.write-text tree-file text :encoding "utf-8")
    (setv command [#* (get (command-lines tree-file "c") 0)])
    (child-run command env)
    (setv runs (lfor _ (range repeat) (child-run command env))))
  (setv positions (len (nodes (parse-tree text)))
        parse-seconds (get (best-time (fn [] (parse-tree text) None) repeat) 0)
        parse-cpu (get (best-time (fn [] (parse-tree text) None) repeat time.process-time) 0))
  [f"Tree loading: a uniform {b}^{d} tree file ({positions :,} positions, {(/ (len (.encode text)) 1e6) :.1f} MB, one a line, random leaves, seed {seed})."
   (+ f"  slagle {(.join " " (cut command -4 None))}, median of {repeat} processes:"
      f" {(statistics.median (gfor [s _ _] runs s)) :.2f} s ({(statistics.median (gfor [_ c _] runs c)) :.2f} s of CPU),"
      f" peak {(statistics.median (gfor [_ _ mb] runs mb)) :.0f} MB resident")
   (+ f"  the parser alone (parse-tree), best of {repeat}: {parse-seconds :.3f} s, {(/ positions parse-seconds) :,.0f} positions/s"
      f" ({parse-cpu :.3f} s of CPU, {(/ positions parse-cpu) :,.0f} positions/s)")])


;; The command

(defn add-arguments [p]
  "The arguments of `slagle bench`."
  (.add-argument p "--large" :action "store_true"
                 :help f"all of branching 2-10 and depth 2-6, up to 10^6 tips (default: trees of at most {DEFAULT-MAX-TIPS} tips), with a progress bar")
  (.add-argument p "--branching" :type int :nargs "+" :metavar "B" :default None
                 :help "branching factors (default 2 to 10)")
  (.add-argument p "--depth" :type int :nargs "+" :metavar "D" :default None :help "depths (default 2 to 6)")
  (.add-argument p "--max-tips" :type int :default None :help "leave out trees with more tips than this")
  (.add-argument p "--seeds" :type int :default SEEDS :help f"random trees a row (default {SEEDS})")
  (.add-argument p "--seed" :type int :default 0 :help "the base seed of the random trees (default 0)")
  (.add-argument p "--values" :type int :nargs 2 :metavar #("LOW" "HIGH") :default [LOW HIGH]
                 :help f"the range of the tips' integer values (default {LOW} {HIGH})")
  (.add-argument p "--speed" :action "store_true"
                 :help "time the transcription against the plain-Python baseline instead")
  (.add-argument p "--shape" :type int :nargs 2 :metavar #("B" "D") :default None
                 :help "the uniform tree of --speed (default 8 5: 32,768 tips) or --load (default 8 6)")
  (.add-argument p "--repeat" :type int :default REPEAT :help f"--speed: best of this many runs (default {REPEAT})")
  (.add-argument p "--startup" :action "store_true"
                 :help "time the start of `slagle --help` and `slagle run fig6` instead")
  (.add-argument p "--insanity" :action "store_true"
                 :help "solve McCarthy's Instant Insanity both ways, check it by brute force, time it beside the PDP-10's")
  (.add-argument p "--load" :action "store_true"
                 :help "time reading a large tree file: `slagle run` on it end to end, and the parser alone")
  (.add-argument p "--no-processes" :action "store_true" :help "--speed: leave out timing `slagle run` as a process")
  (.add-argument p "--progress" :action "store_true" :help "show the progress bar even on a short run")
  (.add-argument p "--games" :action "store_true"
                 :help "checkers: 2&2 alpha beta and 1&1 against OpenSpiel's alpha_beta_search, and a game between them (needs OpenSpiel)")
  (.add-argument p "--positions" :type int :default None :help "--games: the positions timed (default 20)")
  (.add-argument p "--dmax" :type int :default None :help "--games: complete moves deep (default 6)")
  (.add-argument p "--max-plies" :type int :default None :help "--games: the longest game (default 200 plies)")
  (.add-argument p "--no-game" :action "store_true" :help "--games: leave out the game"))

(defn games [args]
  "`slagle bench --games`: print the speed table and the game's times (slagle.games.bench)."
  (import slagle.games.position [spiel])
  (spiel)
  (import slagle.games.bench :as bench)
  (for [[name default] (.items GAMES-DEFAULTS)]
    (when (is (getattr args name) None)
      (setattr args name default)))
  (unless (and (>= args.positions 1) (>= args.dmax 1) (>= args.max-plies 1))
    (raise (ValueError "--positions, --dmax and --max-plies must be 1 or more")))
  (for [line (bench.speed-lines args.positions args.dmax args.seed)] (print line :flush True))
  (unless args.no-game
    (print)
    (for [line (bench.game-lines args.dmax args.max-plies)] (print line))))

(setv MODES ["speed" "startup" "insanity" "load" "games"]
      ;; The options that only some modes use (None: the table of positions
      ;; evaluated, which runs when no mode is given); an option given
      ;; without its mode is an error, not ignored.
      MODE-OPTIONS {"shape" #{"speed" "load"}  "no_processes" #{"speed"}
                    "positions" #{"games"}  "dmax" #{"games"}  "max_plies" #{"games"}  "no_game" #{"games"}
                    "large" #{None}  "branching" #{None}  "depth" #{None}  "max_tips" #{None}  "progress" #{None}}
      GAMES-DEFAULTS {"positions" 20  "dmax" 6  "max_plies" 200})

(defn check-modes [args]
  "One mode at a time, and no option that the mode does not use."
  (setv modes (lfor m MODES :if (getattr args m) m))
  (when (> (len modes) 1)
    (raise (ValueError f"one of --{(.join ", --" modes)} at a time")))
  (setv mode (if modes (get modes 0) None))
  (for [[name used-by] (.items MODE-OPTIONS)]
    (unless (or (in (getattr args name) [None False]) (in mode used-by))
      (raise (ValueError (+ f"--{(.replace name "_" "-")} is for "
                            (.join " or " (gfor m (sorted used-by :key str)
                                                (if (is m None) "the table of positions evaluated (no mode)" f"--{m}")))
                            (if mode f", not --{mode}" "")))))))

(defn check-arguments [args]
  "A one-line error for arguments the bench cannot use."
  (check-modes args)
  (for [b (or args.branching [])]
    (unless (<= 2 b 35) (raise (ValueError f"a branching factor must be 2 to 35, not {b}"))))
  (for [d (or args.depth [])]
    (unless (<= 1 d 12) (raise (ValueError f"a depth must be 1 to 12, not {d}"))))
  (when (< args.seeds 1) (raise (ValueError f"--seeds must be 1 or more, not {args.seeds}")))
  (when (< args.repeat 1) (raise (ValueError f"--repeat must be 1 or more, not {args.repeat}")))
  (when (> (get args.values 0) (get args.values 1))
    (raise (ValueError f"--values LOW HIGH needs LOW <= HIGH, not {(get args.values 0)} {(get args.values 1)}")))
  (setv [b d] (shape-of args))
  (unless (and (<= 2 b 35) (<= 1 d 12) (<= (tip-count b d) LARGEST))
    (raise (ValueError (+ f"--shape needs a branching factor 2 to 35 and a depth 1 to 12,"
                          f" at most {LARGEST} tips, not {b} {d}")))))

(defn shape-of [args]
  "The uniform tree of --speed or --load: --shape, else the mode's own."
  (or args.shape (if args.load LOAD-SHAPE SPEED-SHAPE)))

(defn efficiency [args]
  "Print the table of positions evaluated and what it shows."
  (setv max-tips (min LARGEST
                      (cond (is-not args.max-tips None) args.max-tips
                            (or args.large args.branching args.depth) LARGEST
                            True DEFAULT-MAX-TIPS))
        [shapes left-out] (grid (or args.branching BRANCHING) (or args.depth DEPTHS) max-tips)
        [low high] args.values)
  (unless shapes
    (raise (ValueError f"every tree asked for has more than {max-tips} tips")))
  (setv rows (measure shapes args.seeds low high args.seed
                      (or args.progress args.large (> (sum (gfor s shapes (tip-count #* s))) DEFAULT-MAX-TIPS))))
  (for [line (table-lines rows args.seeds low high)] (print line))
  (when left-out
    (print f"Left out (more than {max-tips} tips{(if (< max-tips LARGEST) "; --large runs them" "")}):"
           (.join " " (gfor [b d] left-out f"{b}^{d}"))))
  (print)
  (for [line (interpretation (sorted rows :key (fn [row] #((get row "tips") (get row "b")))))]
    (print line)))

(defn main [args]
  "Run `slagle bench`."
  (try
    (check-arguments args)
    (cond args.games (games args)
          args.insanity (do (import slagle.insanity [report-lines])
                            (for [line (report-lines)] (print line)))
          args.startup (for [line (startup-lines args.repeat)] (print line))
          args.load (for [line (load-lines #* (shape-of args) args.repeat args.seed)] (print line))
          args.speed (for [line (run-speed #* (shape-of args) args.repeat args.seed (not args.no-processes))] (print line))
          True (efficiency args))
    0
    (except [e #(ValueError LispError)]
      (print f"slagle: error: {e}" :file sys.stderr)
      1)))
