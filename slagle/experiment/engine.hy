"Running jobs: each job a dict with a unique \"key\", run by
slagle.experiment.jobs/run-job wherever it runs, its result (a dict) written
to a results file as soon as it is back, with rich's progress bar and an
estimate of the time left.

Where: in this process (workers 1), on a process pool over the cores
(concurrent.futures, workers N), or on an existing Dask cluster
(dask.distributed, a scheduler's address).  The interface is the same:
submit every job not yet done, take the results as they complete.  The
programs' free variables are special variables, one value cell a name for
the whole process, as LISP 1.5's were: two searches must not share a
process at once, so each pool process and each Dask worker thread-count is 1."

(eval-when-compile (require lisp.macros [unless]))
(import concurrent.futures [ProcessPoolExecutor as-completed]
        contextlib [contextmanager]
        multiprocessing
        os
        signal
        sys
        rich.progress [Progress SpinnerColumn TextColumn BarColumn MofNCompleteColumn
                       TimeElapsedColumn TimeRemainingColumn]
        slagle.experiment [ExperimentError]
        slagle.experiment.store [Appender read-lines]
        slagle.experiment.jobs [run-job])

(defn progress-bar []
  "A rich progress bar on standard error: what, a bar, done/all, time spent and left."
  (import rich.console [Console])
  (Progress (SpinnerColumn) (TextColumn "{task.description}") (BarColumn) (MofNCompleteColumn)
            (TextColumn "elapsed") (TimeElapsedColumn) (TextColumn "left") (TimeRemainingColumn)
            :console (Console :stderr True)
            :transient False))

(defclass InProcess []
  "Run jobs one after another in this process."
  (defn results [self jobs]
    "Each job's result, in order."
    (gfor job jobs (run-job job)))
  (defn close [self [abandon False]]))

(defn die-with-parent [parent]
  "In a pool's worker process: end when the process `parent` that started
  it ends, however it ends (Linux's parent-death signal; elsewhere the pool's
  own watch), and leave Ctrl-C to the parent, which stops the workers: the
  terminal's Ctrl-C reaches every process of the command, and a worker's
  traceback is no news to the person who pressed it."
  (signal.signal signal.SIGINT signal.SIG-IGN)
  (when (= sys.platform "linux")
    (import ctypes)
    (setv PR-SET-PDEATHSIG 1)
    (.prctl (ctypes.CDLL None :use-errno True) PR-SET-PDEATHSIG signal.SIGKILL 0 0 0))
  ;; The parent may have ended before the signal was asked for.
  (when (!= (os.getppid) parent)
    (os._exit 1)))

(defclass Pool []
  "Run jobs on a pool of `workers` processes (each started afresh: spawn),
  which end with this one."
  (defn __init__ [self workers]
    (setv self.executor (ProcessPoolExecutor :max-workers workers
                                             :mp-context (multiprocessing.get-context "spawn")
                                             :initializer die-with-parent :initargs #((os.getpid)))))
  (defn results [self jobs]
    "Each job's result, as it completes.  The workers are started as the
    jobs are submitted, with Ctrl-C ignored, which a started process keeps
    from its first instruction (a handler set later would come too late for
    a Ctrl-C during its imports)."
    (setv handler (signal.signal signal.SIGINT signal.SIG-IGN))
    (try
      (setv futures (lfor job jobs (.submit self.executor run-job job)))
      (finally
        (signal.signal signal.SIGINT handler)))
    (gfor f (as-completed futures) (.result f)))
  (defn close [self [abandon False]]
    "Shut the pool down; abandon: stop the jobs running now too (after Ctrl-C
    or an error: a job's result would not be kept), not wait for them."
    (when abandon
      ;; The executor has no call to stop running jobs: its processes are ended here.
      (setv processes (list (.values (or self.executor._processes {}))))
      (for [p processes] (.terminate p))
      (for [p processes] (.join p 5))
      ;; A worker ended inside a result's write leaves the executor's thread
      ;; waiting for the rest, and the exit waiting for that thread: with this
      ;; process's own end of the results' pipe closed, it reads the pipe's end.
      (.close self.executor._result_queue._writer))
    (.shutdown self.executor :wait (not abandon) :cancel-futures True)))

(defclass Cluster []
  "Run jobs on the Dask cluster whose scheduler is at `address` (or a Client given)."
  (defn __init__ [self address [client None]]
    (import distributed [Client])
    (setv self.own (is client None)
          self.client (or client
                          (try (Client address :timeout 20)
                               (except [e Exception]
                                 (raise (ExperimentError f"no Dask scheduler at {address}: {(. (type e) __name__)}: {e}"))))))
    (setv threads (lfor w (.values (get (.scheduler-info self.client) "workers")) (get w "nthreads")))
    (unless threads
      (raise (ExperimentError f"the Dask cluster at {address} has no workers")))
    (when (> (max threads) 1)
      (raise (ExperimentError (+ "the Dask workers must run one task at a time (dask worker --nthreads 1):"
                                 " the programs' free variables are one value cell a name per process")))))
  (defn results [self jobs]
    "Each job's result, as it completes."
    (import distributed [as-completed :as dask-completed])
    (setv futures (lfor job jobs (.submit self.client run-job job :pure False :key f"slagle-{(get job "key")}")))
    (gfor f (dask-completed futures) (.result f)))
  (defn close [self [abandon False]]
    (when self.own (.close self.client))))

(defn engine [workers [scheduler None] [client None]]
  "Where jobs run: a Dask cluster (scheduler address or client), a pool of `workers`, or this process."
  (cond (or scheduler client) (Cluster scheduler client)
        (> workers 1) (Pool workers)
        True (InProcess)))

(defn run-jobs [jobs path description [workers 1] [scheduler None] [client None]]
  "Run the jobs whose key is not yet in the results file `path`, appending
  each result (the job's key with what run-job gave) as it comes; all the
  results, done before and now, in the order of `jobs`."
  (setv done (dfor r (read-lines path) (get r "key") r)
        todo (lfor job jobs :if (not-in (get job "key") done) job))
  (when todo
    (setv where (engine workers scheduler client))
    (try
      (with [out (Appender path)
             bar (progress-bar)]
        (setv task (.add-task bar description :total (len jobs) :completed (- (len jobs) (len todo))))
        (for [result (.results where todo)]
          (.write out result)
          (setv (get done (get result "key")) result)
          (.advance bar task)))
      (except [BaseException]
        (.close where :abandon True)
        (raise))
      (else
        (.close where))))
  (lfor job jobs (get done (get job "key"))))
