"Reading a large tree file (`slagle bench --load`): a uniform 8^6 tree file
(299,593 positions, one a line): the time and memory (peak resident set) of
`slagle run FILE --appendix c` end to end as a process, and the positions
per second of the parser alone (parse-tree)."

(eval-when-compile (require lisp.macros [unless]))
(import statistics
        subprocess
        time
        slagle.errors [Refusal]
        slagle.core.generate [uniform-tree]
        slagle.core.trees [tree-text parse-tree nodes]
        slagle.bench.speed [best-time command-lines]
        slagle.bench.tables [table])

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
    (raise (Refusal f"{(.join " " command)} failed: {(.strip (.decode (.read child.stderr)))}" "BENCH")))
  (.close child.stderr)
  ;; ru_maxrss is in kilobytes on Linux
  #(seconds (+ usage.ru-utime usage.ru-stime) (/ usage.ru-maxrss 1024)))

(defn load-table [b d repeat seed]
  "The tree-loading benchmark: `slagle run FILE --appendix c` as a process
  (median of `repeat`, after one untimed run), and the parser alone (best of
  `repeat`): seconds, CPU seconds, positions a second, peak memory.  The
  processes run first, while this one is small: a child's peak counts what
  it shares of its parent until it starts the command."
  (import os tempfile pathlib [Path])
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
        parse-cpu (get (best-time (fn [] (parse-tree text) None) repeat time.process-time) 0)
        run-seconds (statistics.median (gfor [s _ _] runs s)))
  (table (+ f"Tree loading: a uniform {b}^{d} tree file ({positions :,} positions,"
            f" {(/ (len (.encode text)) 1e6) :.1f} MB, one a line, random leaves, seed {seed});"
            f" `slagle run` as a process, the median of {repeat}; the parser, the best of {repeat}.")
         [["what" ""] ["s" ".3f"] ["CPU s" ".3f"] ["positions a second" ",.0f"] ["peak MB" ".0f"]]
         [["slagle run FILE --appendix c"
           run-seconds (statistics.median (gfor [_ c _] runs c)) (/ positions run-seconds)
           (statistics.median (gfor [_ _ mb] runs mb))]
          ["the parser alone (parse-tree)"
           parse-seconds parse-cpu (/ positions parse-seconds) None]]))
