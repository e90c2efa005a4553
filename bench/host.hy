"What the host costs the LISP 1.5 interpreter: CPU time spent in Python and
in the kernel, with the frame room kept as `slagle lisp` runs a deck
(slagle.core.runtime/on-kept-stack) and without it.

Run from the project root:  .venv/bin/hy bench/host.hy [--repeat N] [--large]

Each workload is a deck of EVALQUOTE doublets run as `slagle lisp` runs one:
in the thread `deeply` starts, as one packet whose definitions are undone
at its end.  Printed, for each: its value, and the process's user and system
CPU seconds (resource.getrusage, every thread), the best of N runs by their
sum, with the room kept and without it.  --large adds the workloads that
take a minute or more without it."

(import argparse
        resource
        time
        lisp.toplevel [run-deck overlord-test]
        slagle.core.runtime :as runtime)

(setv DEFINITIONS "DEFINE ((
(NREV (LAMBDA (L) (COND ((NULL L) NIL) (T (APPEND (NREV (CDR L)) (LIST (CAR L)))))))
(NREVS (LAMBDA (N L) (PROG () A (COND ((ZEROP N) (RETURN (LENGTH (NREV L))))) (NREV L) (SETQ N (SUB1 N)) (GO A))))
(FIB (LAMBDA (N) (COND ((LESSP N 2) N) (T (PLUS (FIB (SUB1 N)) (FIB (DIFFERENCE N 2)))))))
(TAK (LAMBDA (X Y Z) (COND ((NOT (LESSP Y X)) Z)
  (T (TAK (TAK (SUB1 X) Y Z) (TAK (SUB1 Y) Z X) (TAK (SUB1 Z) X Y))))))
(COUNT (LAMBDA (N) (PROG (I) (SETQ I 0) A (COND ((EQUAL I N) (RETURN I))) (SETQ I (ADD1 I)) (GO A))))
(DEEP (LAMBDA (N) (COND ((ZEROP N) 0) (T (ADD1 (DEEP (SUB1 N)))))))
))
")

(setv WORKLOADS
      [["naive reverse of 30, 2000 times" "NREVS (2000 (A B C D E F G H I J K L M N O P Q R S T U V W X Y Z 1 2 3 4))"]
       ["FIB 20" "FIB (20)"]
       ["TAK (18 12 6)" "TAK (18 12 6)"]
       ["TAK (22 16 8)" "TAK (22 16 8)"]
       ["a PROG loop of 10^5 turns" "COUNT (100000)"]
       ["DEEP (100000), recursion 100,000 deep" "DEEP (100000)"]]
      LARGE
      [["FIB 25" "FIB (25)"]
       ["TAK (24 16 8)" "TAK (24 16 8)"]
       ["a PROG loop of 10^6 turns" "COUNT (1000000)"]])

(defn cpu []
  "The process's user and system CPU seconds so far, every thread."
  (setv usage (resource.getrusage resource.RUSAGE-SELF))
  [usage.ru-utime usage.ru-stime])

(defn run-once [doublet]
  "Run DEFINITIONS and doublet as one packet, as `slagle lisp` runs a deck:
  [value, user seconds, system seconds]."
  (with [_ (overlord-test)]
    (setv [user system] (cpu)
          run (runtime.deeply (fn [] (run-deck (+ DEFINITIONS doublet "\n") :style "values")))
          [user2 system2] (cpu)))
  (setv outcome (get run.outcomes -1))
  (when outcome.error
    (raise (RuntimeError f"{doublet}: {outcome.error}")))
  [(get run.printed -1) (- user2 user) (- system2 system)])

(defn best-of [repeat doublet kept]
  "The run of doublet, of repeat, whose CPU time is least; the frame room
  kept as the command keeps it (kept) or not."
  (setv keeping runtime.on-kept-stack)
  (try
    (when (not kept)
      (setv runtime.on-kept-stack (fn [thunk] (thunk))))
    (min (gfor _ (range repeat) (run-once doublet)) :key (fn [r] (+ (get r 1) (get r 2))))
    (finally
      (setv runtime.on-kept-stack keeping))))

(defn row [name doublet repeat]
  "The printed line of one workload: value, then kept and not kept."
  (setv [value user system] (best-of repeat doublet True)
        [_ user0 system0] (best-of repeat doublet False))
  (+ f"{name :<40} {(.strip value) :>8}"
     f"  kept {user :6.2f} {system :5.2f} ({(share system user) :>3})"
     f"  not {user0 :6.2f} {system0 :5.2f} ({(share system0 user0) :>3})"))

(defn share [system user]
  "The kernel's share of the CPU time, as a percentage."
  (setv total (+ system user))
  (if (> total 0) f"{(round (* 100 (/ system total)))}%" "-"))

(defn main []
  "Print a line a workload."
  (setv parser (argparse.ArgumentParser :description "CPU time of the LISP 1.5 interpreter in Python and in the kernel")
        _ (.add-argument parser "--repeat" :type int :default 3 :help "runs of each workload; the best is shown (3)")
        _ (.add-argument parser "--large" :action "store_true" :help "add FIB 25, TAK (24 16 8) and 10^6 turns of a PROG")
        args (.parse-args parser))
  (print f"CPU seconds, user and system (the kernel's share), best of {args.repeat}; frame room kept, and not")
  (for [[name doublet] (+ WORKLOADS (if args.large LARGE []))]
    (print (row name doublet args.repeat) :flush True)))

(when (= __name__ "__main__")
  (main))
