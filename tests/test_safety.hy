"Nothing lost, nothing unbounded, every end one line and a status.

A sweep of bad input over the commands (bad files, depths, player specs,
positions, binary data, unreadable paths, places no file can be written,
long arguments): each one line, a non-zero status, never an internal error.
Then the faults one by one: a write cut short leaves the old file whole; a
run's directory is held by one command; sizes are checked before they are
saved; a learned run is left as it is; a game's record survives SIGHUP,
SIGTERM and a disk that takes nothing; the edition's --out is checked before
anything is written; a long search says its cost; workers end with their
command; a closed output, a closed input, an ASCII terminal and an integer of
100,000 digits each end as they should.  Places no process may write are
under /proc, since the tests may run as root, whom permissions do not stop."

(import fcntl
        json
        os
        shutil
        signal
        subprocess
        sys
        time
        pathlib [Path]
        pytest
        helpers [slagle assert-one-line-error edition-site]
        slagle.files [write-new-atomically]
        slagle.core.budget :as budget
        slagle.core.budget [cost-estimate estimate-line])

(setv ROOT (. (Path __file__) (resolve) parent parent)
      LONG (* "x" 100000)
      BINARY (bytes (range 256))
      ;; A run learned with depth 2: one step, dmax 0 (its numbers need not be real).
      SETTINGS {"game" "kalah" "depth" 2 "positions" 6 "seed" 7 "fit" "constrained"
                "digits" 4 "measure" "by-ply" "match-openings" 3}
      FIT {"p" 1.0 "q" 1.0 "rms" 1.0 "condition" 0.5 "satisfies" True "at-bound" False}
      FUNCTIONS {"depth" 2 "fit" "constrained"
                 "steps" [{"dmax" 0 "procedure" "8.2" "n" 6 "names" ["r" "s"] "plays" "constrained"
                           "baseline-rms" 1.0 "free" FIT "constrained" FIT}]
                 "parameters" {"x" {} "y" {} "r" {"0" 1.0} "s" {"0" 1.0}}})

(defn environment [#** more]
  "The environment for a slagle process: this checkout's packages first, the
  .hy modules' bytecode kept, and `more`."
  (setv env (dict os.environ))
  (.pop env "PYTHONDONTWRITEBYTECODE" None)
  (setv (get env "PYTHONPATH") (os.pathsep.join [(str ROOT) #* (if (.get env "PYTHONPATH") [(get env "PYTHONPATH")] [])]))
  {#** env #** more})

(defn process [args cwd #** options]
  "Run `python -m slagle ARGS` in cwd to its end: the finished process."
  (subprocess.run [sys.executable "-m" "slagle" #* args] :cwd cwd :env (.pop options "env" (environment))
                  :capture-output True :text True :timeout 300 #** options))

(defn plant [root files]
  "Write `files` ({path: text or bytes}; a value of [\"link\" TARGET] a symbolic link) under root."
  (for [[name content] (.items files)]
    (setv path (/ root name))
    (.mkdir path.parent :parents True :exist-ok True)
    (cond (isinstance content list) (os.symlink (get content 1) path)
          (isinstance content bytes) (.write-bytes path content)
          True (.write-text path content :encoding "utf-8"))))


;; The sweep: argv, the files planted first, the exit status, what the line says

(setv GOOD-RUN {"run/settings.json" (json.dumps SETTINGS)})
(setv SWEEP
  [;; bad files
   [["run" "bad.tree"] {"bad.tree" "(P (P1 1"} 1 "unbalanced"]
   [["experiment" "learn" "--out" "run"] {"run/settings.json" "[1,2]"} 1 "a JSON array, not an object"]
   [["experiment" "learn" "--out" "run"] {"run/settings.json" "{\"game\": 5}"} 1 "\"game\" is a JSON number"]
   [["experiment" "learn" "--out" "run"] {"run/settings.json" b"{\"game\": \"kalah\xff\"}"} 1 "not UTF-8 text"]
   [["experiment" "report" "--out" "run"] {#** GOOD-RUN "run/functions.json" "{\"steps\": 3, \"parameters\": {}}"}
    1 "\"steps\" is a JSON number"]
   [["experiment" "report" "--out" "run"] {#** GOOD-RUN "run/functions.json" "{\"steps\": [], \"parameters\": {\"x\": 1}}"}
    1 "not x, y, r and s"]
   [["experiment" "report" "--out" "run"] {#** GOOD-RUN "run/functions.json" (json.dumps {#** FUNCTIONS "steps" [{"dmax" 0}]})}
    1 "its step 0 is not a learned step"]
   [["experiment" "match" "--out" "run"] {#** GOOD-RUN "run/functions.json" (json.dumps FUNCTIONS) "run/match.json" "[1]"}
    1 "match.json is damaged (a JSON array"]
   [["edition" "--out" "site" "--docs" "docs"] {"docs/transcription-notes.md" "# Notes\n" "docs/findings.md" b"# \xff\n"}
    1 "findings.md: not UTF-8 text"]
   ;; depths
   [["run" "--game" "checkers" "--dmax" "100"] {} 1 "DEPTH: dmax 100 is far beyond reach"]
   [["play" "checkers" "--first" "c:dmax=100"] {} 1 "DEPTH: player c:dmax=100"]
   [["bench" "--games" "--dmax" "100"] {} 1 "DEPTH: --dmax 100 is far beyond reach"]
   [["bench" "--report-depth" "--dmax" "60"] {} 1 "DEPTH: --dmax 60 is far beyond reach"]
   [["experiment" "positions" "--game" "kalah" "--depth" "60"] {} 1 "DEPTH: --depth 60"]
   [["run" "--game" "kalah" "--dmax" "-3"] {} 1 "dmax must be 1 or more"]
   ;; player specs
   [["play" "checkers" "--first" "zz:9"] {} 1 "no player 'zz'"]
   [["play" "checkers" "--first" "c:m=2:m=2"] {} 1 "m is given twice"]
   [["play" "kalah" "--second" "b:dmax=two"] {} 1 "dmax"]
   ;; positions
   [["run" "--game" "kalah" "--position" "zz"] {} 1 "'zz' is not a legal move here"]
   [["play" "checkers" "--opening" "1-2"] {} 1 "'1-2' is not a legal move here"]
   [["play" "kalah" "--opening" "A A A A A A A A A A A A A A A A A"] {} 1 "not a legal move"]
   ;; binary data
   [["run" "bin.dat"] {"bin.dat" BINARY} 1 "not a tree file"]
   [["draw" "bin.dat"] {"bin.dat" BINARY} 1 "not a tree file"]
   [["lisp" "bin.dat"] {"bin.dat" BINARY} 1 "not UTF-8 text"]
   [["experiment" "learn" "--out" "run"] {"run/settings.json" BINARY} 1 "settings.json is damaged"]
   ;; unreadable paths
   [["run" "gone.tree"] {"gone.tree" ["link" "/nonexistent/t.tree"]} 1 "gone.tree: No such file or directory"]
   [["run" "ok.tree/t.tree"] {"ok.tree" "(P (P1 1))"} 1 "Not a directory"]
   [["lisp" "."] {} 1 "Is a directory"]
   [["experiment" "report" "--out" "bin.dat"] {"bin.dat" BINARY} 1 "is a file, not a run's directory"]
   ;; places no file can be written
   [["draw" "fig6" "--svg" "/proc/fig6.svg"] {} 1 "/proc/fig6.svg"]
   [["play" "kalah" "--first" "random" "--second" "random" "--record" "/proc/g.json"] {} 1 "/proc/g.json"]
   [["experiment" "positions" "--game" "kalah" "--out" "/proc/run"] {} 1 "/proc/run"]
   [["edition" "--out" "/proc/site"] {} 1 "/proc/site"]
   ;; long arguments
   [["run" LONG] {} 1 "xxxx"]
   [["draw" LONG] {} 1 "xxxx"]
   [["draw" "fig6" "--svg" (+ LONG ".svg")] {} 1 "File name too long"]
   [["play" "checkers" "--first" LONG] {} 1 "no player"]
   [["play" "checkers" "--record" (+ LONG ".json")] {} 1 "File name too long"]
   [["lisp" LONG] {} 1 "File name too long"]
   [["experiment" "positions" "--game" "kalah" "--out" LONG] {} 1 "File name too long"]
   [["edition" "--out" LONG] {} 1 "File name too long"]
   [["run" "fig6" "-m" LONG] {} 2 "invalid int value"]
   [["experiment" "positions" "--game" "kalah" "--positions" LONG] {} 2 "invalid int value"]])

(defn [(pytest.mark.parametrize #("argv" "files" "status" "says") SWEEP
                                :ids (lfor [i row] (enumerate SWEEP) f"{i}-{(get row 0 0)}"))]
  test-bad-input-is-one-line-never-an-internal-error [argv files status says capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (plant tmp-path files)
  (setv [code out err] (slagle argv capsys))
  (assert (not-in "internal error" err))
  (assert-one-line-error code err says status))


;; Files written whole

(defn limited-python [code cwd [limit 4096]]
  "Run the Python `code` in cwd with files limited to `limit` bytes (ulimit -f): the finished process."
  (import resource)
  (subprocess.run [sys.executable "-c" code] :cwd cwd :env (environment) :capture-output True :text True
                  :timeout 300
                  :preexec-fn (fn [] (resource.setrlimit resource.RLIMIT-FSIZE #(limit limit)))))

(defn test-a-write-cut-short-leaves-the-old-file-whole [tmp-path]
  (setv old (* "old report\n" 400))
  (.write-text (/ tmp-path "report.md") old)
  (setv done (limited-python (+ "import hy\nfrom slagle.files import write_atomically\n"
                                "write_atomically('report.md', 'new report\\n' * 4000)\n")
                             tmp-path))
  (assert (!= done.returncode 0))
  (assert (in "File too large" done.stderr))
  (assert (= (.read-text (/ tmp-path "report.md")) old))
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["report.md"])))

(defn test-a-new-file-never-replaces-one [tmp-path]
  (setv path (/ tmp-path "g.json"))
  (write-new-atomically path "first")
  (with [_ (pytest.raises FileExistsError)]
    (write-new-atomically path "second"))
  (assert (= (.read-text path) "first"))
  (assert (= (lfor p (.iterdir tmp-path) p.name) ["g.json"])))

(defn test-a-link-s-target-is-written-whole-and-the-link-kept [tmp-path]
  (import slagle.files [write-atomically])
  (setv target (/ tmp-path "target.svg"))
  (.write-text target "old")
  (os.symlink target (/ tmp-path "link.svg"))
  (write-atomically (/ tmp-path "link.svg") "new")
  (assert (= (.read-text target) "new"))
  (assert (.is-symlink (/ tmp-path "link.svg")))
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["link.svg" "target.svg"])))


;; A run's directory, its sizes, a learned run

(defn learned-run [root]
  "A run that has learned its functions, under root/run: its directory."
  (plant root {"run/settings.json" (json.dumps SETTINGS) "run/functions.json" (json.dumps FUNCTIONS)})
  (/ root "run"))

(defn contents [directory]
  "Every file under directory, {name: bytes}."
  (dfor p (sorted (.rglob directory "*")) :if (.is-file p) (str (.relative-to p directory)) (.read-bytes p)))

(defn test-a-run-in-use-is-refused-in-one-line [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv run (learned-run tmp-path) fd (os.open run os.O-RDONLY))
  (try
    (fcntl.flock fd fcntl.LOCK-EX)
    (setv [code out err] (slagle ["experiment" "learn" "--out" "run"] capsys))
    (assert-one-line-error code err "run is in use by another `slagle experiment` command" 1)
    (finally
      (os.close fd)))
  ;; released, the command runs
  (assert (= (get (slagle ["experiment" "learn" "--out" "run"] capsys) 0) 0)))

(defn test-a-learned-run-is-left-as-it-is [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv run (learned-run tmp-path) before (contents run))
  (setv [code out err] (slagle ["experiment" "learn" "--out" "run"] capsys))
  (assert (= code 0) err)
  (assert (in "learn: already complete" out))
  (assert (in "--force" out))
  (assert (= (contents run) before)))

(defn test-too-many-games-are-refused-before-they-are-saved [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv run (learned-run tmp-path) before (contents run))
  (setv [code out err] (slagle ["experiment" "match" "--out" "run" "--games" "100000"] capsys))
  (assert-one-line-error code err "--games 100000 needs 50000 different openings; kalah has 1022" 1)
  (assert (= (contents run) before)))

(defn test-too-many-positions-are-refused-before-a-run-is-made [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (setv [code out err] (slagle ["experiment" "positions" "--game" "kalah" "--positions" "100000" "--out" "new"] capsys))
  (assert-one-line-error code err "--positions 100000 is more than kalah's 116 different openings can give" 1)
  (assert (not (.exists (/ tmp-path "new")))))

(defn test-more-workers-than-cores-need-force [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (learned-run tmp-path)
  (setv [code out err] (slagle ["experiment" "learn" "--out" "run" "--workers" "1000"] capsys))
  (assert-one-line-error code err "--workers 1000 is more than this machine's" 1)
  ;; forced, the stage goes on (to learn again, which here has no positions to learn from)
  (setv [code out err] (slagle ["experiment" "learn" "--out" "run" "--workers" "1000" "--force"] capsys))
  (assert-one-line-error code err "positions.jsonl is missing or empty" 1))


;; A game's record

(defn [(pytest.mark.parametrize #("signum" "ended") [[signal.SIGTERM "stopped (SIGTERM)"]
                                                     [signal.SIGHUP "the terminal closed (SIGHUP)"]])]
  test-a-signal-keeps-the-game-s-record [signum ended tmp-path]
  (setv child (subprocess.Popen [sys.executable "-m" "slagle" "play" "kalah" "--first" "human" "--second" "random"
                                 "--seed" "1" "--record" "g.json"]
                                :cwd tmp-path :env (environment) :text True
                                :stdin subprocess.PIPE :stdout subprocess.PIPE :stderr subprocess.PIPE))
  (try
    (.write child.stdin "A\n")
    (.flush child.stdin)
    ;; the person's move, then the random player's: the person is asked again
    (setv seen "")
    (while (< (.count seen "to move") 2)
      (+= seen (.read child.stdout 1)))
    (.send-signal child signum)
    (setv [out err] (.communicate child :timeout 60))
    (finally
      (.kill child)))
  (assert (= child.returncode (+ 128 signum)) err)
  (setv record (json.loads (.read-text (/ tmp-path "g.json"))))
  (assert (= (get record "ended") ended))
  (assert (= (lfor m (get record "moves") (get m "by")) ["human" "random"]))
  (assert (in "record: g.json" err))
  (assert (not-in "Traceback" err)))

(defn test-a-record-no-file-can-take-goes-to-standard-error [tmp-path]
  (import resource)
  (setv done (subprocess.run [sys.executable "-m" "slagle" "play" "kalah" "--first" "random" "--second" "random"
                              "--seed" "1" "--quiet" "--record" "g.json"]
                             :cwd tmp-path :env (environment) :capture-output True :text True :timeout 300
                             :preexec-fn (fn [] (resource.setrlimit resource.RLIMIT-FSIZE #(1024 1024))))
        lines (.splitlines done.stderr))
  (assert (= done.returncode 1) done.stderr)
  (assert (= (len lines) 2) done.stderr)
  (setv record (json.loads (get lines 0)))
  (assert (= (get record "game") "kalah"))
  (assert (= (get record "ended-by") "rules"))
  (assert (.startswith (get lines 1) "slagle: error: cannot write the record to g.json: File too large"))
  (assert (in "standard error" (get lines 1)))
  (assert (= (lfor p (.iterdir tmp-path) p.name) [])))

(defn test-a-record-written-elsewhere-says-where [tmp-path capsys monkeypatch]
  (import slagle.matches.records :as records)
  (monkeypatch.chdir tmp-path)
  (setv real records.write-new)
  (defn refusing [files texts]
    (if (in "refused" (str (get files 0)))
        (raise (OSError 28 "No space left on device"))
        (real files texts)))
  (monkeypatch.setattr records "write_new" refusing)
  (setv [code out err] (slagle ["play" "tic-tac-toe" "--first" "random" "--second" "random" "--seed" "2"
                                "--quiet" "--record" "refused.json"] capsys)
        lines (.splitlines err))
  (assert (= code 1) err)
  (assert (.startswith (get lines 0) "record: slagle-tic-tac-toe-") err)
  (assert (= (get lines 1) "slagle: error: cannot write the record to refused.json: No space left on device"))
  (setv [kept] (lfor p (.iterdir tmp-path) p))
  (assert (= (get (json.loads (.read-text kept)) "game") "tic-tac-toe")))


;; The edition's --out

(defn test-the-edition-writes-only-into-a-directory-of-its-own [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (plant tmp-path {"mine/index.html" "my own page" "links/x.txt" "x" "links/static" ["link" "/tmp"]})
  (for [[argv says] [[["edition" "--out" ""] "--out '': give the edition a directory"]
                     [["edition" "--out" "mine"] "--out mine holds files that are not a reading edition's (index.html)"]
                     [["edition" "--out" "links"] "holds files that are not"]
                     [["edition" "--out" "new" "--serve" "--port" "99999"] "--port 99999: a port is a number from 0 to 65535"]]]
    (setv [code out err] (slagle argv capsys))
    (assert-one-line-error code err says 1))
  (assert (= (.read-text (/ tmp-path "mine" "index.html")) "my own page"))
  (assert (not (.exists (/ tmp-path "new"))))
  (assert (= (sorted (gfor p (.iterdir tmp-path) p.name)) ["links" "mine"])))

(defn test-an-edition-s-directory-with-a-link-in-it-is-refused [tmp-path capsys monkeypatch]
  (import slagle.commands.edition [MARKER])
  (monkeypatch.chdir tmp-path)
  (plant tmp-path {f"site/{MARKER}" "" "site/index.html" ["link" (str (/ tmp-path "outside.html"))]})
  (.write-text (/ tmp-path "outside.html") "outside")
  (setv [code out err] (slagle ["edition" "--out" "site"] capsys))
  (assert-one-line-error code err "site/index.html is a symbolic link" 1)
  (assert (= (.read-text (/ tmp-path "outside.html")) "outside")))


;; A long search says its cost

(defn test-a-long-search-s-cost-is-estimated-from-shallow-ones []
  ;; a search d deep: 10^d positions at 10^5 a second
  (defn searched [d]
    (time.sleep (/ (** 10 d) 1e5))
    (** 10 d))
  (setv [positions seconds rate] (cost-estimate searched 10 12))
  (assert (< 3e11 positions 3e12))
  (assert (< 3e6 seconds 3e7))
  (assert (< 2e4 rate 2e5))
  (assert (.startswith (estimate-line #(positions seconds rate) "dmax 12" "bound it")
                       "dmax 12: about 1e+12 positions, about")))

(defn test-a-short-search-is-not-measured []
  (defn searched [d] (raise (AssertionError "measured")))
  (assert (is (cost-estimate searched 7 6) None)))

(defn test-run-and-play-say-a-long-search-s-cost-first [capsys monkeypatch]
  ;; every search counts as long here
  (monkeypatch.setattr budget "LONG" 1e-9)
  (monkeypatch.setattr budget "FASTEST" 1)
  (setv [code out err] (slagle ["run" "--game" "tic-tac-toe" "--dmax" "3"] capsys))
  (assert (= code 0) err)
  (assert (.startswith err "slagle: note: dmax 3: about ") err)
  (assert (in "--max-seconds S or --max-positions N bounds it" err))
  (setv [code out err] (slagle ["play" "tic-tac-toe" "--first" "b:1:1:dmax=3" "--second" "random" "--quiet"] capsys))
  (assert (= code 0) err)
  (assert (.startswith err "slagle: note: X (b:1:1:dmax=3), a move: about ") err))


;; Workers end with their command

(defn workers-started [tmp-path]
  "A `slagle experiment positions --workers 2` started in a session of its
  own (Ctrl-C as a shell delivers it: a test runner's worker may ignore
  SIGINT, and an ignored signal stays ignored in its children): the process,
  once its two workers run."
  (setv child (subprocess.Popen
                [sys.executable "-c"
                 (+ "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n"
                    "import sys, hy\nfrom slagle.cli import main\nmain(sys.argv[1:])\n")
                 "experiment" "positions" "--game" "checkers" "--positions" "400" "--out" "run" "--workers" "2"]
                :cwd tmp-path :env (environment) :text True :start-new-session True
                :stdout subprocess.PIPE :stderr subprocess.PIPE))
  ;; until the workers have started and finished a job each, at most 5 minutes
  (setv results (/ tmp-path "run" "position-games.jsonl"))
  (for [_ (range 3000)]
    (when (and (>= (len (workers-of child.pid)) 2) (.exists results)
               (>= (.count (.read-text results) "\n") 2))
      (break))
    (time.sleep 0.1))
  child)

(defn command-line [pid]
  "The command line of the process pid, or \"\" if it has ended meanwhile."
  (try (.read-text (Path "/proc" (str pid) "cmdline") :errors "replace")
       (except [FileNotFoundError] "")))

(defn workers-of [pid]
  "The pool's worker processes among the children of the process pid (a
  child that ends between being listed and being read is none of them)."
  (lfor child (.split (. (subprocess.run ["pgrep" "-P" (str pid)] :capture-output True :text True) stdout))
        :if (in "spawn_main" (command-line child))
        (int child)))

(defn alive? [pid]
  "Is the process pid running (not a zombie)?"
  (try
    (not-in "State:\tZ" (.read-text (Path "/proc" (str pid) "status")))
    (except [OSError] False)))

(defn [(pytest.mark.skipif (!= sys.platform "linux") :reason "reads /proc")]
  test-workers-die-with-their-parent [tmp-path]
  (setv child (workers-started tmp-path) workers (workers-of child.pid))
  (assert (= (len workers) 2))
  (.kill child)
  (.wait child)
  (for [_ (range 1200)]
    (when (not (any (map alive? workers))) (break))
    (time.sleep 0.1))
  (assert (not (any (map alive? workers))) (lfor w workers (status-of w))))

(defn status-of [pid]
  "The state and parent of process pid, from /proc, or None if it is gone."
  (try
    (lfor line (.splitlines (.read-text (Path "/proc" (str pid) "status")))
          :if (or (.startswith line "State") (.startswith line "PPid") (.startswith line "SigIgn") (.startswith line "SigCgt") (.startswith line "SigBlk") (.startswith line "ShdPnd") (.startswith line "Threads"))
          line)
    (except [OSError] None)))

(defn [(pytest.mark.skipif (!= sys.platform "linux") :reason "reads /proc")]
  test-ctrl-c-with-workers-is-one-line-and-130 [tmp-path]
  (setv child (workers-started tmp-path) workers (workers-of child.pid))
  (os.killpg child.pid signal.SIGINT)      ; as a terminal sends it: to every process of the command
  (setv [out err] (.communicate child :timeout 120))
  (assert (= child.returncode 130) err)
  (assert (.endswith err "slagle: interrupted\n") err)
  (assert (not-in "Traceback" err))
  ;; one line for the interruption (a note of the twin's first compilation may come before it)
  (assert (= (len (lfor line (.splitlines err)
                        :if (and (in "slagle:" line) (not (.startswith line "slagle: note:")))
                        line))
             1)
          err)
  (time.sleep 1)
  (assert (not (any (map alive? workers)))))


;; Closed streams, an ASCII terminal, a very large number

(defn test-a-closed-output-is-141-quietly [tmp-path]
  (setv done (subprocess.run [sys.executable "-m" "slagle" "replay"] :cwd tmp-path :env (environment)
                             :stderr subprocess.PIPE :text True :timeout 300 :preexec-fn (fn [] (os.close 1))))
  (assert (= [done.returncode done.stderr] [141 ""])))

(defn test-play-into-head-is-141-quietly [tmp-path]
  ;; a one-page pipe read a byte at a time: the game's 15 kB cannot all be written
  ;; before the reader goes, however fast the game is played
  (setv child (subprocess.Popen [sys.executable "-m" "slagle" "play" "checkers" "--first" "c:dmax=2" "--second" "b:dmax=2"]
                                :cwd tmp-path :env (environment) :bufsize 0 :pipesize 4096
                                :stdout subprocess.PIPE :stderr subprocess.PIPE))
  (.readline child.stdout)
  (.close child.stdout)
  (assert (= [(.wait child :timeout 120) (.read child.stderr)] [141 b""])))

(defn [(pytest.mark.parametrize "argv" [["lisp" "-"] ["repl"] ["play" "kalah" "--first" "human" "--quiet"]])]
  test-a-closed-input-reads-as-empty [argv tmp-path]
  (setv done (subprocess.run [sys.executable "-m" "slagle" #* argv] :cwd tmp-path :env (environment)
                             :capture-output True :text True :timeout 300 :preexec-fn (fn [] (os.close 0))))
  (assert (= done.returncode 0) done.stderr)
  (assert (not-in "Traceback" done.stderr))
  (assert (not-in "internal error" done.stderr)))

(defn [(pytest.mark.parametrize "argv" [["draw" "fig6"] ["run" "fig6" "--trace"] ["replay"]])]
  test-an-ascii-terminal-gets-ascii-forms [argv tmp-path]
  (setv done (process argv tmp-path :env (environment :PYTHONIOENCODING "ascii")))
  (assert (= done.returncode 0) done.stderr)
  (assert (.isascii done.stdout))
  (assert (not-in "?" (.replace done.stdout "fig6?" ""))))

(defn test-ascii-forms-of-what-the-output-holds []
  (import slagle.cli [ascii-form])
  (assert (= (lfor c "≤≥−αβ∞✓├é" (ascii-form c)) ["<=" ">=" "-" "alpha" "beta" "inf" "ok" "+" "e"])))

(defn [(pytest.mark.parametrize "argv" [["run" "fig6" "-x" "100000" "--trace"] ["draw" "fig6" "-x" "100000"]])]
  test-a-number-of-any-size-prints [argv capsys]
  (setv [code out err] (slagle argv capsys))
  (assert (= code 0) err)
  (assert (any (gfor word (.split out) (> (len word) 30000)))))

(defn test-ctrl-c-while-the-workbench-loads-is-one-line [tmp-path]
  ;; The interrupt comes while slagle.cli is being imported, as a Ctrl-C in
  ;; the command's first moment does (Ctrl-C as a shell delivers it).
  (setv done (subprocess.run
               [sys.executable "-c"
                (+ "import builtins, os, signal, sys\n"
                   "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
                   "real = builtins.__import__\n"
                   "def interrupted(name, *args, **kwargs):\n"
                   "    if name == 'slagle.cli':\n"
                   "        os.kill(os.getpid(), signal.SIGINT)\n"
                   "    return real(name, *args, **kwargs)\n"
                   "builtins.__import__ = interrupted\n"
                   "sys.argv = ['slagle', 'replay']\n"
                   "import slagle_start\n"
                   "slagle_start.main()\n")]
               :cwd tmp-path :env (environment) :capture-output True :text True :timeout 300))
  (assert (= [done.returncode done.stdout done.stderr] [130 "" "slagle: interrupted\n"])))

(defn test-a-report-cut-short-leaves-the-old-one-whole [tmp-path]
  (setv old (* "# the report\n" 300))
  (.write-text (/ tmp-path "report.md") old)
  (setv done (limited-python (+ "import hy\nfrom pathlib import Path\n"
                                "from slagle.experiment.report import write_report\n"
                                "write_report(Path('report.md'), 'a longer report\\n' * 4000, True)\n")
                             tmp-path))
  (assert (in "File too large" done.stderr))
  (assert (= (.read-text (/ tmp-path "report.md")) old))
  (assert (= (lfor p (.iterdir tmp-path) p.name) ["report.md"])))

(defn test-an-edition-cut-short-leaves-its-pages-whole [tmp-path tmp-path-factory worker-id]
  ;; the edition written before: the run's, with the note the command leaves beside it
  (import slagle.commands.edition [MARKER MARKER-TEXT])
  (shutil.copytree (edition-site tmp-path-factory worker-id) (/ tmp-path "site"))
  (.write-text (/ tmp-path "site" MARKER) MARKER-TEXT :encoding "utf-8")
  (setv before (contents (/ tmp-path "site")))
  (import resource)
  (setv done (process ["edition" "--out" "site"] tmp-path
                      :preexec-fn (fn [] (resource.setrlimit resource.RLIMIT-FSIZE #(8192 8192)))))
  (assert-one-line-error done.returncode done.stderr "File too large" 1)
  ;; each page the old one or a new one of the same bytes (the edition is the same), none cut short
  (assert (= (contents (/ tmp-path "site")) before)))

(defn test-positions-already-made-are-left-as-they-are [tmp-path capsys monkeypatch]
  (monkeypatch.chdir tmp-path)
  (plant tmp-path {"run/settings.json" (json.dumps SETTINGS)
                   "run/positions.jsonl" (.join "" (gfor i (range 6) (+ (json.dumps {"id" i}) "\n")))})
  (setv before (contents (/ tmp-path "run"))
        [code out err] (slagle ["experiment" "positions" "--out" "run"] capsys))
  (assert (= code 0) err)
  (assert (= out "positions: already complete: run has its 6 typical positions (positions.jsonl)\n"))
  (assert (= (contents (/ tmp-path "run")) before)))

(defn read-until [fd text count [timeout 120]]
  "Read the terminal's output from fd until `text` has come `count` times: all of it read."
  (import select)
  (setv seen "" deadline (+ (time.monotonic) timeout))
  (while (< (.count seen text) count)
    (assert (< (time.monotonic) deadline) seen)
    (when (get (select.select [fd] [] [] 1) 0)
      (+= seen (.decode (os.read fd 4096) "utf-8" "replace"))))
  seen)

(defn [(pytest.mark.skipif (!= sys.platform "linux") :reason "a pseudo-terminal's hang-up as Linux gives it")]
  test-a-closed-terminal-keeps-the-game-s-record [tmp-path]
  ;; A person at a terminal (a pseudo-terminal) moves, then the terminal closes.
  (import pty)
  (setv [pid fd] (pty.fork))
  (when (= pid 0)
    (os.chdir tmp-path)
    (os.execve sys.executable [sys.executable "-m" "slagle" "play" "kalah" "--first" "human" "--second" "random"
                               "--seed" "1" "--record" "g.json"]
               (environment)))
  (try
    (read-until fd "to move" 1)
    (os.write fd b"A\n")
    (read-until fd "to move" 1)
    (finally
      (os.close fd)))
  (setv [_ status] (os.waitpid pid 0))
  (assert (= (os.waitstatus-to-exitcode status) 129))
  (setv record (json.loads (.read-text (/ tmp-path "g.json"))))
  (assert (= (get record "ended") "the terminal closed (SIGHUP)"))
  (assert (= (lfor m (get record "moves") (get m "by")) ["human" "random"])))
