"How fast the transcription runs (`slagle bench --speed`): positions evaluated
per second by the transcription and by a plain-Python transcription of the
same functions (slagle.bench.baseline) on a uniform 8^5 tree: sta alone,
slagle.core.search's search, and the `slagle run` command end to end in a
process of its own; and the decks on the LISP 1.5 interpreter against the
transcription."

(eval-when-compile (require lisp.macros [unless]))
(import math
        os
        subprocess
        sys
        time
        lisp [show]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.errors [Refusal]
        slagle.core.generate [uniform-tree write-tree tip-count LOW HIGH]
        slagle.core.search [search play-sta]
        slagle.core.trees [TreeGame]
        slagle.bench.baseline :as baseline
        slagle.bench.efficiency [evaluate]
        slagle.bench.tables [table])

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
  (setv rows [])
  (for [[name appendix m] [["2&2 B" "b" 2] ["2&2 C" "c" 2] ["1&1 B" "b" 1]]]
    (setv programs (if (= appendix "b") appendix-b appendix-c)
          game (TreeGame root))
    (setv [hy-sta count] (best-time (fn [] (get (evaluate game programs m m d) 1)) repeat)
          [base-sta base-count] (best-time (fn [] (setv game.evaluations 0) (baseline.run game appendix m m d)
                                             game.evaluations)
                                           repeat))
    (unless (= count base-count)
      (raise (Refusal f"the baseline evaluated {base-count} positions, the transcription {count}" "BENCH")))
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
    [sys.executable "-m" "slagle.bench.baseline" (str tree-file) "--appendix" appendix]))

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
      (raise (Refusal f"{(.join " " command)} failed: {(.strip done.stderr)}" "BENCH"))))
  (lfor [name appendix] [["2&2 B" "b"] ["2&2 C" "c"]]
        :setv [hy-command base-command] (command-lines tree-file appendix)
        :do (do (run-command hy-command) (run-command base-command))
        [f"slagle run (process), {name}" (count-of appendix)
         (get (best-time (fn [] (run-command hy-command)) repeat) 0)
         (get (best-time (fn [] (run-command base-command)) repeat) 0)]))

(defn interpreter-row [root d repeat]
  "The interpreter's speed: Appendix C's sta (2&2) on the tree `root`, run as
  its deck on the LISP 1.5 interpreter and as the Hy transcription (the same
  positions, in the same order): [positions, deck's CPU s, transcription's]."
  (defn run-sta [interpreted]
    (setv game (TreeGame root :record True))
    (play-sta game "c" 2 2 d {} None interpreted)
    (lfor p game.evaluated (show p)))
  (setv [deck deck-evaluated] (best-time (fn [] (run-sta True)) repeat time.process-time)
        [hy hy-evaluated] (best-time (fn [] (run-sta False)) repeat time.process-time))
  (unless (= deck-evaluated hy-evaluated)
    (raise (Refusal "the deck and the transcription evaluated different positions" "BENCH")))
  [(len hy-evaluated) deck hy (/ deck hy)])

(defn speed-tables [b d repeat seed processes]
  "The speed benchmark on a uniform b^d tree with random leaves: the
  transcription against the baseline, then the deck on the interpreter
  against the transcription."
  (import tempfile pathlib [Path])
  (setv root (uniform-tree b d "random" seed))
  (setv rows (in-process-timings root d repeat)
        counts (dfor [what count #* _] rows what count))
  (when processes
    (with [folder (tempfile.TemporaryDirectory)]
      (setv tree-file (write-tree root (/ (Path folder) f"uniform-{b}-{d}.tree")))
      (.extend rows (process-timings tree-file
                                     (fn [appendix] (get counts f"search, 2&2 {(.upper appendix)}"))
                                     repeat))))
  [(table (+ f"Speed on a uniform {b}^{d} tree ({(tip-count b d)} tips, random leaves {LOW} to {HIGH}, seed {seed}),"
             f" best of {repeat} runs; baseline: slagle.bench.baseline, the same functions by hand in plain Python."
             " sta: the appendix's sta on a built TreeGame; search: slagle.core.search's search (TreeGame, sta, names);"
             " slagle run (process): the command against `python -m slagle.bench.baseline`, start-up and parsing included.")
          [["what" ""] ["evaluated" "d"] ["Hy s" ".3f"] ["base s" ".3f"] ["Hy positions a second" ",.0f"]
           ["base positions a second" ",.0f"] ["Hy / base" ".2f"]]
          (lfor [what count hy base] rows [what count hy base (/ count hy) (/ count base) (/ hy base)]))
   (table (+ "The LISP 1.5 interpreter: Appendix C's sta (2&2) as its deck (appendix_c/appendix-c.deck)"
             f" against the Hy transcription, the same positions evaluated; CPU time, best of {repeat}:")
          [["positions" "d"] ["deck s" ".4f"] ["transcription s" ".4f"] ["deck / transcription" ".1f"]]
          [(interpreter-row root d repeat)]
          :keys 0)])
