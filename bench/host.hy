"What the host costs the LISP 1.5 interpreter: CPU time spent in Python and
in the kernel, with the frame room kept as `slagle lisp` runs a deck
(slagle.core.runtime/on-kept-stack) and without it; and, side by side, the
CPU time of another LISP 1.5 on the same workloads.

Run from the project root:  .venv/bin/hy bench/host.hy [--repeat N] [--large] [--against LISP]

Each workload is a deck of EVALQUOTE doublets run as `slagle lisp` runs one:
in the thread `deeply` starts, as one packet whose definitions are undone
at its end.  Printed, for each: its value, and the process's user and system
CPU seconds (resource.getrusage, every thread), the best of N runs by their
sum, with the room kept and without it, and compiled by COMPILE (the
room kept).  --large adds the workloads that take a minute or more
without the room.

--against LISP runs the same definitions and each workload as an EVAL form
in the program LISP, which reads a file of S-expressions named as its
argument and then its standard input (QUIT ends it), as sasagawa888/lisp1.5
does; its CPU seconds (user and system, of the child process, the best of
N) less those of a run of the definitions alone, and ours, interpreted
and compiled, over its."

(import argparse
        os
        resource
        subprocess
        tempfile
        lisp.toplevel [run-deck overlord-test]
        slagle.core.runtime :as runtime)

(setv DEFINITIONS "(
(NREV (LAMBDA (L) (COND ((NULL L) NIL) (T (APPEND (NREV (CDR L)) (LIST (CAR L)))))))
(NREVS (LAMBDA (N L) (PROG () A (COND ((ZEROP N) (RETURN (LENGTH (NREV L))))) (NREV L) (SETQ N (SUB1 N)) (GO A))))
(FIB (LAMBDA (N) (COND ((LESSP N 2) N) (T (PLUS (FIB (SUB1 N)) (FIB (DIFFERENCE N 2)))))))
(TAK (LAMBDA (X Y Z) (COND ((NOT (LESSP Y X)) Z)
  (T (TAK (TAK (SUB1 X) Y Z) (TAK (SUB1 Y) Z X) (TAK (SUB1 Z) X Y))))))
(COUNT (LAMBDA (N) (PROG (I) (SETQ I 0) A (COND ((EQUAL I N) (RETURN I))) (SETQ I (ADD1 I)) (GO A))))
(DEEP (LAMBDA (N) (COND ((ZEROP N) 0) (T (ADD1 (DEEP (SUB1 N)))))))
)")

;; name, the EVALQUOTE doublet, the same as an EVAL form
(setv LIST30 "(A B C D E F G H I J K L M N O P Q R S T U V W X Y Z 1 2 3 4)"
      WORKLOADS
      [["naive reverse of 30, 2000 times" f"NREVS (2000 {LIST30})" f"(NREVS 2000 (QUOTE {LIST30}))"]
       ["FIB 20" "FIB (20)" "(FIB 20)"]
       ["TAK (18 12 6)" "TAK (18 12 6)" "(TAK 18 12 6)"]
       ["TAK (22 16 8)" "TAK (22 16 8)" "(TAK 22 16 8)"]
       ["a PROG loop of 10^5 turns" "COUNT (100000)" "(COUNT 100000)"]
       ["DEEP (100000), recursion 100,000 deep" "DEEP (100000)" "(DEEP 100000)"]]
      LARGE
      [["FIB 25" "FIB (25)" "(FIB 25)"]
       ["TAK (24 16 8)" "TAK (24 16 8)" "(TAK 24 16 8)"]
       ["a PROG loop of 10^6 turns" "COUNT (1000000)" "(COUNT 1000000)"]])

(defn cpu [[who resource.RUSAGE-SELF]]
  "The user and system CPU seconds so far of this process (every thread),
  or of its children that have ended."
  (setv usage (resource.getrusage who))
  [usage.ru-utime usage.ru-stime])

(defn since [before who]
  "The user and system CPU seconds spent since `before` (cpu's)."
  (lfor [now then] (zip (cpu who) before) (- now then)))

(setv COMPILED "COMPILE ((NREV NREVS FIB TAK COUNT DEEP))\n")

(defn run-once [doublet [compiled False]]
  "Run the definitions (compiled, if asked, by the manual's COMPILE) and
  doublet as one packet, as `slagle lisp` runs a deck: [value, user
  seconds, system seconds], the time of the doublet alone."
  (with [_ (overlord-test)]
    (runtime.deeply (fn [] (run-deck (+ f"DEFINE ({DEFINITIONS})\n" (if compiled COMPILED "")) :style "values")))
    (setv before (cpu)
          run (runtime.deeply (fn [] (run-deck f"{doublet}\n" :style "values")))
          spent (since before resource.RUSAGE-SELF)))
  (setv outcome (get run.outcomes -1))
  (when outcome.error
    (raise (RuntimeError f"{doublet}: {outcome.error}")))
  [(.strip (get run.printed -1)) #* spent])

(defn best [runs]
  "The run of runs ([value user system ...]) whose CPU time is least."
  (min runs :key (fn [r] (+ (get r 1) (get r 2)))))

(defn best-of [repeat doublet kept [compiled False]]
  "The best of repeat runs of doublet, the frame room kept as the command
  keeps it (kept) or not, the functions compiled or not."
  (setv keeping runtime.on-kept-stack)
  (try
    (when (not kept)
      (setv runtime.on-kept-stack (fn [thunk] (thunk))))
    (best (gfor _ (range repeat) (run-once doublet compiled)))
    (finally
      (setv runtime.on-kept-stack keeping))))

(defn run-other [lisp form]
  "Run the definitions and form (printed) in the program lisp: [the line it
  printed first after its banner, or its exit status; user seconds; system
  seconds]."
  (with [deck (tempfile.NamedTemporaryFile "w" :suffix ".lsp" :delete False)]
    (.write deck f"(DEFINE {DEFINITIONS})\n")
    (when form (.write deck f"(PRINT {form})\n")))
  (try
    (setv before (cpu resource.RUSAGE-CHILDREN)
          done (subprocess.run [lisp deck.name] :input "(QUIT)\n" :capture-output True :text True)
          spent (since before resource.RUSAGE-CHILDREN)
          lines (.splitlines done.stdout))
    [(if (and (= done.returncode 0) (> (len lines) 1)) (.strip (get lines 1)) f"exit {done.returncode}") #* spent]
    (finally
      (os.unlink deck.name))))

(defn other-cpu [lisp form repeat]
  "The value the program lisp prints for form and its CPU seconds, the best
  of repeat runs less the best run of the definitions alone."
  (setv [value user system] (best (gfor _ (range repeat) (run-other lisp form)))
        [_ user0 system0] (best (gfor _ (range repeat) (run-other lisp None))))
  [value (max 0.0 (- (+ user system) user0 system0))])

(defn share [system user]
  "The kernel's share of the CPU time, as a percentage."
  (setv total (+ system user))
  (if (> total 0) f"{(round (* 100 (/ system total)))}%" "-"))

(defn row [workload repeat against]
  "The printed line of one workload: its value, then its CPU seconds with
  the room kept and without it, and beside the program against (if any)."
  (setv [name doublet form] workload
        [value user system] (best-of repeat doublet True)
        [_ user0 system0] (best-of repeat doublet False)
        [compiled-value cuser csystem] (best-of repeat doublet True True)
        line (+ f"{name :<38} {value :>7}"
                f"  kept {user :6.2f} {system :5.2f} ({(share system user) :>3})"
                f"  not {user0 :6.2f} {system0 :5.2f} ({(share system0 user0) :>3})"
                f"  compiled {(+ cuser csystem) :6.2f}"))
  (when (!= compiled-value value)
    (raise (RuntimeError f"{doublet}: {compiled-value} compiled, {value} interpreted")))
  (when against
    (setv [other seconds] (other-cpu against form repeat)
          per (max seconds 0.005))
    (+= line (if (= other value)
                 (+ f"  other {seconds :6.2f}  over it: interpreted {(/ (+ user system) per) :5.2f},"
                    f" compiled {(/ (+ cuser csystem) per) :5.2f}")
                 f"  other: {other}")))
  line)

(defn main []
  "Print a line a workload."
  (setv parser (argparse.ArgumentParser :description "CPU time of the LISP 1.5 interpreter in Python and in the kernel")
        _ (.add-argument parser "--repeat" :type int :default 3 :help "runs of each workload; the best is shown (3)")
        _ (.add-argument parser "--large" :action "store_true" :help "add FIB 25, TAK (24 16 8) and 10^6 turns of a PROG")
        _ (.add-argument parser "--against" :metavar "LISP" :default None
                         :help "another LISP 1.5 to run the same workloads in, side by side")
        args (.parse-args parser))
  (print (+ f"CPU seconds, user and system (the kernel's share), best of {args.repeat}; frame room kept, and not"
            (if args.against f"; {args.against}, its CPU seconds less its start-up" "")))
  (for [workload (+ WORKLOADS (if args.large LARGE []))]
    (print (row workload args.repeat args.against) :flush True)))

(when (= __name__ "__main__")
  (main))
