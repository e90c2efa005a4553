"How long a command takes before it does anything (`slagle bench --startup`):
`slagle --help` and `slagle run fig6` as processes, with bytecode written as
usual and with PYTHONDONTWRITEBYTECODE=1, beside Python's own start and Hy's
import."

(eval-when-compile (require lisp.macros [unless]))
(import os
        statistics
        subprocess
        sys
        time
        slagle.errors [Refusal]
        slagle.bench.tables [table])

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
                (raise (Refusal f"{(.join " " command)} failed: {(.strip (.decode done.stderr))}" "BENCH")))
              (- (time.perf-counter) start)))))

(defn project-origin [env cwd]
  "Where a process started in cwd imports the project from."
  (import subprocess)
  (.strip (. (subprocess.run [sys.executable "-c" "import os, slagle; print(os.path.dirname(os.path.dirname(slagle.__file__)))"]
                             :env env :cwd cwd :capture-output True :text True)
             stdout)))

(defn startup-table [repeat]
  "The start-up benchmark: each command's median time, with bytecode written
  as usual and with PYTHONDONTWRITEBYTECODE=1.  The processes start in an
  empty folder, so that they take the installed project if there is one,
  not a checkout in the current folder."
  (import os tempfile)
  (setv cached (dict os.environ)
        no-writing {#** os.environ "PYTHONDONTWRITEBYTECODE" "1"})
  (.pop cached "PYTHONDONTWRITEBYTECODE" None)
  (with [cwd (tempfile.TemporaryDirectory)]
    (table (+ f"Start-up, median of {repeat} runs of each command as a process ({sys.executable}),"
              f" the project imported from {(or (project-origin cached cwd) "nowhere: it is not installed")}.")
           [["command" ""] ["cached s" ".3f"] ["no-write s" ".3f"]]
           (lfor [what args] STARTUP-COMMANDS
                 :setv command [sys.executable #* args]
                 :do (median-time command cached 1 cwd)  ; once untimed, to write the bytecode
                 [what (median-time command cached repeat cwd) (median-time command no-writing repeat cwd)]))))
