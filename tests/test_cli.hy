"The command line never breaks: a malformed tree file or a bad argument to
`slagle run` or `slagle draw` is one line on standard error naming the problem
(and file:line:column), a non-zero exit and no traceback; anything unexpected
is one line `slagle: internal error: ...` and status 70; Ctrl-C is status 130;
output closed early (`| head`) ends quietly with status 141.  Most cases run
in this process (slagle.cli.main); a few in a real process, for what only a
real process shows."

(require lisp.macros [unless])
(import json
        os
        signal
        subprocess
        sys
        pytest
        slagle.cli :as cli
        slagle.cli [main]
        helpers [slagle assert-one-line-error]
        slagle.commands.draw :as draw
        slagle.commands.run :as run
        slagle.core.trees [parse-tree])

(setv FIG "(P (P1 (P11 1) (P12 2)) (P2 (P21 3) (P22 4)))"
      DEEPER "(P (P1 (P11 (P111 1) (P112 2)) (P12 (P121 3) (P122 4))) (P2 5))"
      HUGE (.format "(P (P1 (P11 1{0}) (P12 -1{0})) (P2 (P21 1) (P22 2)))" (* "0" 308))
      BACKUP "BACKUP: the paper gives backing-up functions only for m, n ≤ 2; ")

;; argv (t.tree: the tree file written from `tree`, bytes or text), the exit
;; status, and what the one line says
(setv ERRORS
  [;; malformed tree files
   [["run" "t.tree"] "(P (P1 1)" 1 "t.tree:1:1: unbalanced: the ( of P is never closed"]
   [["run" "t.tree"] "(P (P1 1)))" 1 "t.tree:1:11: unbalanced: this ) has no ( to close"]
   [["run" "t.tree"] "" 1 "t.tree: empty: no tree in it"]
   [["run" "t.tree"] "; Fig. 7\n; (P (P1 1))\n" 1 "t.tree: empty: no tree in it"]
   [["run" "t.tree"] "(P (P1 1) (P2))" 1 "t.tree:1:11: the tip P2 has no value"]
   [["run" "t.tree"] "(P (P1 one))" 1 "t.tree:1:8: the value of P1 is not a number: one"]
   [["run" "t.tree"] "(P (P1 NaN))" 1 "t.tree:1:8: the value of P1 is not a finite number: NaN"]
   [["run" "t.tree"] "(P (P1 inf))" 1 "t.tree:1:8: the value of P1 is not a finite number: inf"]
   [["run" "t.tree"] "(P\n  (P1 1e999))" 1 "t.tree:2:7: the value of P1 is not a finite number: 1e999"]
   [["run" "t.tree"] "(P (P1 1) (P1 2))" 1 "t.tree:1:12: duplicate name P1 (first at line 1)"]
   [["run" "t.tree"] b"(P \x00\x00(P1 1))" 1 "t.tree:1:4: not a tree file: it holds binary data (byte 0x00)"]
   [["run" "t.tree"] b"\x89PNG\r\n\x1a\n\x00" 1 "t.tree:1:1: not a tree file: it is not UTF-8 text (byte 0x89)"]
   [["run" "t.tree"] b"(P (P1 1)\n (P2 \xfe\xff))" 1 "t.tree:2:6: not a tree file: it is not UTF-8 text (byte 0xfe)"]
   [["run" "t.tree"] "(P (P1 1)) (Q (Q1 2))" 1 "t.tree:1:12: a second tree: a file holds one tree, with one root"]
   [["run" "t.tree"] "(P (12 1))" 1 "t.tree:1:5: not a position name: 12"]
   [["run" "t.tree"] "(P (NOSUCC 1) (Q 2))" 1 "t.tree:1:5: NOSUCC cannot name a position: the appendices give it a meaning of its own"]
   [["run" "t.tree"] "(NIL (P1 1))" 1 "t.tree:1:2: NIL cannot name a position"]
   [["run" "missing.tree"] None 1 "missing.tree: No such file or directory"]
   [["run" "."] None 1 ".: Is a directory"]
   ;; arguments the appendix does not allow, before the file is read
   [["run" "t.tree" "--appendix" "b" "-m" "0"] FIG 1 "DOMAIN: Appendix B is for m = 1, 2, ..., and the paper's backing-up functions for 1 or 2 (others: your own, in slagle repl); m = 0"]
   [["run" "t.tree" "--appendix" "b" "-n" "-1"] FIG 1 "DOMAIN: Appendix B is for n = 1, 2, ..., and the paper's backing-up functions for 1 or 2 (others: your own, in slagle repl); n = -1"]
   [["run" "t.tree" "--appendix" "c" "-m" "1"] FIG 1 "DOMAIN: Appendix C is for m = 2, 3, ..., and the paper's backing-up functions for 2 (others: your own, in slagle repl); m = 1"]
   [["run" "t.tree" "-n" "1"] FIG 1 "DOMAIN: Appendix C is for n = 2, 3, ..., and the paper's backing-up functions for 2 (others: your own, in slagle repl); n = 1"]
   [["run" "t.tree" "-m" "3"] FIG 1 (+ BACKUP "m = 3: supply your own bua and glbua from the REPL or Python")]
   [["run" "t.tree" "-n" "5"] FIG 1 (+ BACKUP "n = 5: supply your own bub and lubub from the REPL or Python")]
   [["run" "t.tree" "--appendix" "b" "-m" "3"] FIG 1 (+ BACKUP "m = 3: supply your own buma from the REPL or Python")]
   [["run" "t.tree" "--appendix" "b" "-m" "1" "-n" "4"] FIG 1 (+ BACKUP "n = 4: supply your own bunb from the REPL or Python")]
   [["run" "missing.tree" "-m" "3"] None 1 BACKUP]
   [["run" "t.tree" "--dmax" "-1"] FIG 1 "DOMAIN: dmax must be 1 or more (sta always looks one move ahead), not -1"]
   [["run" "t.tree" "--dmax" "0"] FIG 1 "DOMAIN: dmax must be 1 or more"]
   [["run" "9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"] None 1 "no figure 99999"]
   [["run" "t.tree" "-y" "0"] FIG 1 "DOMAIN: -y must be more than 0 (the paper: y > 0), not 0"]
   [["run" "t.tree" "-s" "-1"] FIG 1 "DOMAIN: -s must be more than 0 (the paper: s > 0), not -1"]
   [["run" "t.tree" "-r" "inf"] FIG 1 "DOMAIN: -r must be a finite number, not inf"]
   [["run" "t.tree" "-x" "nan"] FIG 1 "DOMAIN: -x must be a finite number, not nan"]
   [["run" "t.tree" "--appendix" "b" "-x" "2"] FIG 1 "DOMAIN: -x sets Appendix C's backing-up functions"]
   ;; arguments argparse refuses: status 2
   [["run" "t.tree" "--appendix" "d"] FIG 2 "argument --appendix: invalid choice: 'd' (choose from 'b', 'c') (see slagle run --help)"]
   [["run" "t.tree" "-m" "two"] FIG 2 "argument -m: invalid int value: 'two'"]
   [["run" "t.tree" "-n" "2.5"] FIG 2 "argument -n: invalid int value: '2.5'"]
   [["run" "t.tree" "--dmax" "x"] FIG 2 "argument --dmax: invalid int value: 'x'"]
   [["run"] None 2 "the following arguments are required: TREEFILE"]
   [["walk"] None 2 "argument COMMAND: invalid choice: 'walk'"]
   ;; what the search itself stops on
   [["run" "t.tree" "--dmax" "1"] "(P (P1 (P11 1)) (P2 2))" 1 "P1, which has no value in the tree"]
   [["run" "t.tree" "--appendix" "b"] HUGE 1 "t.tree:1:13: the value of P11 is too large an integer: 1000"]
   [["run" "t.tree" "-x" "1e300"] DEEPER 1 "G1: floating point trap or divide check: OverflowError: "]
   ;; slagle draw reads tree files and checks arguments the same way
   [["draw" "t.tree"] "(P (P1 1)" 1 "t.tree:1:1: unbalanced: the ( of P is never closed"]
   [["draw" "t.tree"] b"(P (P1 \x00))" 1 "t.tree:1:8: not a tree file: it holds binary data (byte 0x00)"]
   [["draw" "t.tree"] b"\xff\xd8\xff\xe0" 1 "t.tree:1:1: not a tree file: it is not UTF-8 text (byte 0xff)"]
   [["draw" "t.tree"] "(P (P1 1) (P1 2))" 1 "t.tree:1:12: duplicate name P1"]
   [["draw" "t.tree" "-n" "3"] FIG 1 (+ BACKUP "n = 3: supply your own bub and lubub")]
   [["draw" "t.tree" "-x" "1e300"] DEEPER 1 "G1: floating point trap or divide check: OverflowError: "]
   [["draw" "t.tree" "--appendix" "b" "-m" "0"] FIG 1 "DOMAIN: Appendix B is for m = 1, 2"]
   [["draw" "missing.tree"] None 1 "missing.tree: No such file or directory"]
   [["draw" "t.tree" "-m" "x"] FIG 2 "argument -m: invalid int value: 'x' (see slagle draw --help)"]
   ;; values and names as LISP 1.5 reads them: plain ASCII, integers a real holds exactly
   [["run" "t.tree"] "(P (P1 100000000000000000000) (P2 1))" 1 "t.tree:1:8: the value of P1 is too large an integer: 100000000000000000000 (at most 2^53"]
   [["run" "t.tree"] "(P (P1 ３) (P2 1))" 1 "t.tree:1:8: the value of P1 is not a number: ３ (LISP 1.5's numbers are plain ASCII: U+FF13 FULLWIDTH DIGIT THREE)"]
   [["run" "t.tree"] "(P (P1 ٣) (P2 1))" 1 "t.tree:1:8: the value of P1 is not a number: ٣ (LISP 1.5's numbers are plain ASCII: U+0663"]
   [["run" "t.tree"] "(P (P1\u200b 1) (P2 1))" 1 "t.tree:1:5: not a position name: P1\\u200b (LISP 1.5's names are plain ASCII: U+200B ZERO WIDTH SPACE)"]
   [["run" "t.tree"] "; my tree\r(P (P1 1)\r (P2 x))" 1 "t.tree:3:6: the value of P2 is not a number: x"]
   ;; --svg writes SVG, to a .svg file or standard output
   [["draw" "t.tree" "--svg" "x.png"] FIG 1 "--svg writes SVG, so the file's name must end in .svg, not x.png (- writes it to standard output)"]
   [["draw" "t.tree" "--svg" "x"] FIG 1 "the file's name must end in .svg, not x"]
   [["draw" "t.tree" "--svg" "."] FIG 1 "the file's name must end in .svg, not ."]])

(defn write-tree [path tree]
  "Write tree (bytes, or text as UTF-8) to path."
  (if (isinstance tree bytes)
      (.write-bytes path tree)
      (.write-text path tree :encoding "utf-8")))

(defn [(pytest.mark.parametrize #("argv" "tree" "status" "says") ERRORS)]
  test-an-error-is-one-line-and-a-non-zero-status [argv tree status says capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv path (/ tmp-path "t.tree"))
  (unless (is tree None)
    (write-tree path tree))
  (setv before (when (.exists path) (.read-bytes path))
        [code out err] (slagle argv capsys))
  (assert-one-line-error code err says status)
  (assert (= out "") out)
  ;; The tree file is only read.
  (assert (= (when (.exists path) (.read-bytes path)) before)))

(defn test-the-backup-error-comes-before-the-search [capsys tmp-path monkeypatch]
  ;; On FIG, 3&2 would run to the end (no max-position is backed up): the
  ;; paper gives no bua for m = 3 all the same, so it is refused up front.
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") FIG)
  (setv searched [])
  (monkeypatch.setattr run "search" (fn [#* args] (.append searched args) {}))
  (setv [code out err] (slagle ["run" "t.tree" "-m" "3"] capsys))
  (assert-one-line-error code err (+ BACKUP "m = 3") 1)
  (assert (= searched [])))

(defn test-a-name-with-control-characters-stays-on-one-line [capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv [code out err] (slagle ["run" "new\nline\u001b[2J.tree"] capsys))
  (assert-one-line-error code err "new\\nline\\x1b[2J.tree: No such file or directory" 1))

(defn test-a-good-run-still-prints-its-result [capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") FIG)
  (setv [code out err] (slagle ["run" "t.tree" "--appendix" "b"] capsys))
  (assert (= [code out err] [0 "move: P2\nevaluated (4): P11 P12 P21 P22\n" ""])))

(defn test-a-figure-with-the-other-appendix-takes-2-and-2 [capsys]
  ;; Fig. 1's own call is Appendix B with m = n = 1, which Appendix C excludes.
  (setv [code out err] (slagle ["run" "fig1" "--appendix" "c"] capsys))
  (assert (= [code err] [0 ""]))
  (assert (.startswith out "move: P2\n")))


;; The last resorts, here: an unexpected exception, Ctrl-C, a closed pipe.

(defn raising [e]
  "A stand-in for a function: it raises e whatever it is given."
  (fn [#* args #** kwargs] (raise e)))

;; what is raised inside `slagle run`, the exit status, and standard error
(setv LAST-RESORTS
  [[(RuntimeError "boom") 70 "slagle: internal error: RuntimeError: boom\n"]
   [(KeyError "P1") 70 "slagle: internal error: KeyError: 'P1'\n"]
   [(ValueError "two\nlines") 70 "slagle: internal error: ValueError: two\\nlines\n"]
   [(OSError 5 "Input/output error") 70 "slagle: internal error: OSError: [Errno 5] Input/output error\n"]
   [(KeyboardInterrupt) 130 "slagle: interrupted\n"]
   [(BrokenPipeError 32 "Broken pipe") 141 ""]])

(defn [(pytest.mark.parametrize #("exception" "status" "says") LAST-RESORTS)]
  test-the-last-resorts [exception status says capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") FIG)
  (monkeypatch.setattr run "search" (raising exception))
  (monkeypatch.setattr cli "quiet_stdout" (fn [] None))  ; capsys has no file descriptor
  (setv [code out err] (slagle ["run" "t.tree"] capsys))
  (assert (= [code err] [status says])))

(defn test-a-broken-pipe-in-draw-is-quiet-too [capsys tmp-path monkeypatch]
  ;; draw's own handler of OSError passes a broken pipe on (slagle.cli).
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") FIG)
  (monkeypatch.setattr draw "draw_text" (raising (BrokenPipeError 32 "Broken pipe")))
  (monkeypatch.setattr cli "quiet_stdout" (fn [] None))
  (assert (= (slagle ["draw" "t.tree"] capsys) #(141 "" ""))))

(defn test-an-error-while-parsing-the-arguments-is-internal-too [capsys monkeypatch]
  (monkeypatch.setattr cli "parser" (raising (AttributeError "no parser")))
  (assert (= (slagle ["run" "t.tree"] capsys)
             #(70 "" "slagle: internal error: AttributeError: no parser\n"))))


;; Real processes: `python -m slagle`, as the installed `slagle` runs it.

(defn environment []
  "The environment for a slagle process: this one, but letting Python keep
  the .hy modules compiled (or every process would compile them anew)."
  (setv env (dict os.environ))
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  env)

(defn process [args cwd [python None]]
  "Run `python -m slagle ARGS` (or python -c PYTHON ARGS) in cwd: the finished process."
  (subprocess.run (if python [sys.executable "-c" python #* args] [sys.executable "-m" "slagle" #* args])
                  :cwd cwd :env (environment) :capture-output True :text True :timeout 120))

(defn test-a-real-process-never-shows-a-traceback [tmp-path]
  (import random)
  (.write-bytes (/ tmp-path "junk.tree") (.randbytes (random.Random 1963) 4096))
  (.write-text (/ tmp-path "t.tree") "(P (P1 1) (P2 (P21 2)")
  (.write-text (/ tmp-path "fig.tree") FIG)
  (for [[args says] [[["run" "junk.tree"] "junk.tree:1:1: not a tree file: it is not UTF-8 text (byte 0x"]
                     [["run" "t.tree" "--json"] "t.tree:1:11: unbalanced: the ( of P2 is never closed"]
                     [["run" "fig.tree" "-m" "3" "-n" "3"] (+ BACKUP "m = 3")]
                     [["draw" "."] ".: Is a directory"]]]
    (setv done (process args tmp-path))
    (assert-one-line-error done.returncode done.stderr says 1)
    (assert (= done.stdout "") done.stdout)))

(defn test-a-real-process-reports-an-internal-error-in-one-line [tmp-path]
  (.write-text (/ tmp-path "fig.tree") FIG)
  (setv done (process ["run" "fig.tree"] tmp-path
                      (+ "import sys, hy, slagle.commands.run\n"
                         "def search(*args, **kwargs): return {}['boom']\n"
                         "slagle.commands.run.search = search\n"
                         "from slagle.cli import main\n"
                         "main(sys.argv[1:])\n")))
  (assert (= [done.returncode done.stdout done.stderr]
             [70 "" "slagle: internal error: KeyError: 'boom'\n"])))

(defn test-output-closed-early-ends-quietly [tmp-path]
  ;; More output than a pipe holds: writing it fails once the reader has gone.
  (.write-text (/ tmp-path "wide.tree")
               (+ "(R " (.join " " (gfor i (range 3000) f"(A_position_with_a_long_name_{i} {(% i 17)})")) ")"))
  (for [args [["run" "wide.tree" "--appendix" "b"] ["run" "wide.tree" "--json"] ["draw" "wide.tree"]]]
    (setv child (subprocess.Popen [sys.executable "-m" "slagle" #* args]
                                  :cwd tmp-path :env (environment) :text True :pipesize 4096
                                  :stdout subprocess.PIPE :stderr subprocess.PIPE))
    (assert (.startswith (.read child.stdout 10)
                         (cond (in "--json" args) "{\"tree\"" (in "draw" args) "wide.tree " True "move: A_po")))
    (.close child.stdout)
    (setv err (.read child.stderr))
    (assert (= [(.wait child :timeout 60) err] [141 ""]) args)))

(defn test-ctrl-c-ends-a-search-at-once-with-one-line [tmp-path]
  ;; The search runs in slagle.core.runtime.deeply's thread, which must not keep the
  ;; process alive once Ctrl-C has ended the command (the line is printed from that
  ;; thread, so that the interrupt comes while the search runs there).
  (.write-text (/ tmp-path "fig.tree") FIG)
  (setv child (subprocess.Popen
                [sys.executable "-c"
                 ;; Ctrl-C as a shell delivers it: a test runner's worker may ignore
                 ;; SIGINT, and an ignored signal stays ignored in its children
                 (+ "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n"
                    "import sys, time, hy, slagle.commands.run, slagle.core.runtime\n"
                    "def deep():\n"
                    "    print('searching', flush=True)\n"
                    "    time.sleep(60)\n"
                    "def search(*args, **kwargs):\n"
                    "    return slagle.core.runtime.deeply(deep)\n"
                    "slagle.commands.run.search = search\n"
                    "from slagle.cli import main\n"
                    "main(sys.argv[1:])\n")
                 "run" "fig.tree"]
                :cwd tmp-path :env (environment) :text True
                :stdout subprocess.PIPE :stderr subprocess.PIPE))
  (try
    (assert (= (.readline child.stdout) "searching\n"))
    (.send-signal child signal.SIGINT)
    (setv [out err] (.communicate child :timeout 60))
    (finally
      (.kill child)))
  (assert (= [child.returncode out err] [130 "" "slagle: interrupted\n"])))

(defn test-ctrl-c-delivered-to-the-search-thread-still-interrupts [tmp-path]
  ;; The system may deliver a process's SIGINT to any of its threads: one
  ;; that comes to deeply's own thread must still end the main thread's
  ;; wait for it (a search that never ends, so that only the signal can).
  (setv child (subprocess.run
                [sys.executable "-c"
                 (+ "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n"
                    "import sys, threading, hy, slagle.core.runtime\n"
                    "def deep():\n"
                    "    me = threading.get_ident()\n"
                    "    threading.Timer(0.3, signal.pthread_kill, (me, signal.SIGINT)).start()\n"
                    "    while True: pass\n"
                    "try:\n"
                    "    slagle.core.runtime.deeply(deep)\n"
                    "except KeyboardInterrupt:\n"
                    "    print('interrupted')\n"
                    "    sys.exit(130)\n")]
                :cwd tmp-path :env (environment) :capture-output True :text True :timeout 60))
  (assert (= [child.returncode child.stdout] [130 "interrupted\n"]) child.stderr))


;; The command line at its edges

(defn test-a-dash-reads-the-tree-from-standard-input [capsys monkeypatch]
  (import io)
  (monkeypatch.setattr sys "stdin" (io.TextIOWrapper (io.BytesIO (.encode FIG))))
  (assert (= (slagle ["run" "-" "--appendix" "b" "-m" "1" "-n" "1"] capsys)
             #(0 "move: P2\nevaluated (4): P11 P12 P21 P22\n" "")))
  (monkeypatch.setattr sys "stdin" (io.TextIOWrapper (io.BytesIO b"(P (P1 1)\n (P2 x))")))
  (setv [code out err] (slagle ["draw" "-"] capsys))
  (assert-one-line-error code err "slagle: error: <stdin>:2:6: the value of P2 is not a number: x" 1))

(defn test-run-json-says-what-was-run-and-the-values-of-the-moves [capsys]
  (import json)
  (setv [code out err] (slagle ["run" "fig6" "--json"] capsys)
        got (json.loads out))
  (assert (= code 0) err)
  (assert (= (dfor k ["appendix" "m" "n" "dmax" "x" "y" "r" "s" "move"] k (get got k))
             {"appendix" "c" "m" 2 "n" 2 "dmax" 5 "x" 3 "y" 1 "r" 3 "s" 1 "move" "P1"}))
  ;; P3's value is a bound: an alpha cutoff left P32 unlooked-at (slagle draw fig6)
  (assert (= (get got "successors")
             [{"position" "P1" "value" 10 "is" "exact"}
              {"position" "P2" "value" 9 "is" "exact"}
              {"position" "P3" "value" 3 "is" "at most"}]))
  (assert (= (len (get got "evaluated")) 9)))

(defn test-run-json-of-appendix-b-and-of-parameters [capsys]
  (import json)
  (setv got (json.loads (get (slagle ["run" "fig2" "--json"] capsys) 1)))
  (assert (= [(get got "appendix") (get got "x") (get got "s") (get got "dmax")] ["b" None None 4]))
  (assert (= (lfor s (get got "successors") [(get s "value") (get s "is")]) [[10 "exact"] [11 "exact"] [9 "exact"]]))
  (setv got (json.loads (get (slagle ["run" "fig6" "--json" "-x" "2.5" "--dmax" "5"] capsys) 1)))
  (assert (= [(get got "x") (get got "y")] [2.5 1])))

(defn test-draw-svg-to-standard-output [capsys]
  (import xml.etree.ElementTree :as ET)
  (setv [code out err] (slagle ["draw" "fig6" "--svg" "-"] capsys))
  (assert (= [code err] [0 ""]))
  (assert (= (. (ET.fromstring (.encode out)) tag) "{http://www.w3.org/2000/svg}svg")))

(defn test-a-file-named-like-a-figure-is-read-and-said-to-be [capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "6") FIG)
  (setv [code out err] (slagle ["run" "6"] capsys))
  (assert (= [code out] [0 "move: P2\nevaluated (4): P11 P12 P21 P22\n"]))
  (assert (= err "slagle: note: 6 is a file here: reading it, not the paper's Fig. 6 (for the figure, give fig6)\n"))
  (assert (= (slagle ["run" "fig6"] capsys) #(0 "move: P1\nevaluated (9): P1 P21 P22 P231 P232 P2331 P234 P24 P31\n" "")))
  (setv [code out err] (slagle ["draw" "6"] capsys))
  (assert (.startswith err "slagle: note: 6 is a file here")))

(defn test-one-position-has-no-move-whatever-dmax [capsys tmp-path monkeypatch]
  ;; sta looks one move ahead: a tree of one position is searched with dmax 1,
  ;; as any dmax below 1 is refused, and there is no move: sta1 of NIL is NOSUCC.
  (monkeypatch.chdir tmp-path)
  (.write-text (/ tmp-path "t.tree") "(P 5)")
  (for [appendix ["b" "c"]]
    (assert (= (slagle ["run" "t.tree" "--appendix" appendix] capsys)
               #(0 (+ "move: NOSUCC (the root has no successors: no move to choose, and sta says so with NOSUCC)\n"
                      "evaluated (0): \n")
                 ""))))
  (assert (= (get (run.search (parse-tree "(P 5)") "c" 2 2) "dmax") 1))
  (setv [code out err] (slagle ["run" "t.tree" "--dmax" "0"] capsys))
  (assert-one-line-error code err "DOMAIN: dmax must be 1 or more (sta always looks one move ahead)" 1))

(defn test-the-backing-up-parameters-are-read-as-lisp-reads-numbers [capsys]
  ;; -x 3 is the fixed-point 3, as the default is: typing the defaults changes nothing.
  (setv [_ given _] (slagle ["run" "fig6" "-x" "3" "-y" "1" "-r" "3" "-s" "1" "--json"] capsys)
        [_ default _] (slagle ["run" "fig6" "--json"] capsys))
  (assert (= given default))
  (setv [_ out _] (slagle ["run" "fig6" "-x" "3.0" "--json"] capsys))
  (assert (= (get (json.loads out) "x") 3.0))
  (assert (isinstance (get (json.loads out) "x") float)))

(defn test-run-json-names-what-it-ran-without-float-noise [capsys tmp-path monkeypatch]
  (import json)
  (monkeypatch.chdir tmp-path)
  ;; b2 - 2^(3-(beta-b2)) at P1 comes to -1.7000000000000004 in floating point
  (.write-text (/ tmp-path "t.tree") "(P (P1 (P11 2.3) (P12 0.3)) (P2 (P21 2.6) (P22 3)))")
  (for [[argv tree figure] [[["run" "fig6" "--json"] "fig6" "fig6"]
                            [["run" "6" "--json" "--program" "maxval"] "6" "fig6"]
                            [["run" "t.tree" "--json"] "t.tree" None]
                            [["run" "aima-5.2" "--json" "--program" "ab"] "aima-5.2" None]]]
    (setv [code out err] (slagle argv capsys)
          got (json.loads out))
    (assert (= code 0) err)
    (assert (= [(get got "tree") (get got "figure")] [tree figure]) argv))
  (setv got (json.loads (get (slagle ["run" "t.tree" "--json"] capsys) 1)))
  (assert (= (get got "successors" 0 "value") -1.7))
  (assert (not-in "00000" (get (slagle ["run" "t.tree" "--json"] capsys) 1))))
