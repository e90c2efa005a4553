"The runtime the paper's programs need: room to recurse as deep as they do on
deep or wide trees, and LISP 1.5's errors (G2, GC2, G1) where Python would
crash or raise its own."

(import sys
        threading
        types
        lisp [LispError])

(setv STACK-BYTES (* 512 1024 1024)
      ;; The programs recurse once a move down the tree and once a successor
      ;; along a list (sta1, minvl, maxvl ...), and a recorded run (slagle
      ;; draw) takes three frames a call: a position with 100,000 successors
      ;; needs some 700,000.  Frames of the paper's functions take little of
      ;; the C stack: a chain 200,000 moves deep, recorded, runs in STACK-BYTES.
      RECURSION-LIMIT 1000000
      ;; How often the main thread, waiting for the search, looks for signals.
      WAKE 0.1
      ;; CPython keeps its frames in chunks of 16 KB, mapped when a call
      ;; crosses into a new one and unmapped when the return leaves it: a
      ;; recursion going up and down across a chunk's edge spends more of its
      ;; time in the kernel than in Python.  A frame with this many spare
      ;; slots (8 bytes each) makes the chunk it starts as large again, and
      ;; every frame called from it lives in that room, mapped once.
      KEPT-SLOTS (<< 1 21))

(defn call [thunk]
  "thunk(), from the frame whose room its calls use (see KEPT-SLOTS)."
  (thunk))

(setv call-with-room
      (types.FunctionType (.replace call.__code__ :co-stacksize (+ call.__code__.co-stacksize KEPT-SLOTS))
                          (globals) "call_with_room"))

(defn on-kept-stack [thunk]
  "thunk(), its calls in frame room mapped once for them, not chunk by chunk
  as the recursion comes and goes (see KEPT-SLOTS)."
  (call-with-room thunk))

(defn start-deep [target]
  "Start target(limit) in a daemon thread with the largest stack the system
  gives, STACK-BYTES or else half as much, down to 1/32 of it, and set the
  recursion limit in proportion to the stack; the thread."
  (for [shift (range 6)]
    (setv limit (>> RECURSION-LIMIT shift))
    (threading.stack-size (>> STACK-BYTES shift))
    (sys.setrecursionlimit limit)
    (try
      (setv worker (threading.Thread :target target :args #(limit) :daemon True))
      (.start worker)
      (return worker)
      (except [RuntimeError])))       ; "can't start new thread": try a smaller stack
  (raise (LispError "G2" (+ "out of push-down list: the system gives no thread a stack of"
                            f" {(// (>> STACK-BYTES 5) (* 1024 1024))} MB (ulimit -v?)"))))

(defn wait-for [thread]
  "Wait for thread to end, waking every WAKE seconds.  A signal such as
  Ctrl-C may be delivered to the thread rather than to the main one, and a
  wait without end is interrupted only by the main thread's own signals:
  woken, the main thread runs the handler at once."
  (while (.is-alive thread)
    (.join thread WAKE)))

(defn threads? []
  "Can this Python start a thread?  Not in a browser's (Pyodide's, whose
  platform is emscripten): there the search runs in the one thread it has,
  within the recursion the page's stack allows."
  (!= sys.platform "emscripten"))

(setv deep-threads #{})       ; the threads deeply started, while they run its thunk

(defn caught [thunk limit result]
  "Run thunk on the kept stack, its value or LISP 1.5's error for what
  Python raised put in result: running out of recursion (at limit) is G2,
  out of memory GC2, arithmetic overflow G1, anything else as it came."
  (try
    (setv (get result "value") (on-kept-stack thunk))
    (except [RecursionError]
      (setv (get result "error")
            (LispError "G2" (+ "out of push-down list: the tree is too deep or too wide for this runtime"
                               f" (recursion limit {limit}: the programs recurse once a move down"
                               " and once a successor along)"))))
    (except [MemoryError]
      (setv (get result "error")
            (LispError "GC2" "not enough words collected: out of memory")))
    (except [e ArithmeticError]
      (setv (get result "error")
            (LispError "G1" (+ f"floating point trap or divide check: {(. (type e) __name__)}: {(if e.args (get e.args -1) e)}"
                               " (numbers beyond the range of reals: the tree's values, or -x -y -r -s?)"))))
    (except [e BaseException]
      (setv (get result "error") e))))

(defn deeply [thunk]
  "Call thunk with room to recurse as deep as the paper's programs do on deep or
  wide trees: in a thread with a large stack and a high recursion limit (see
  start-deep; where there are no threads, in this one; called from such a
  thread, in it, which has the room already).  Running out of it anyway is
  LISP 1.5's error G2, out of memory GC2, and arithmetic overflow G1, not a
  crash (see caught).  The thread is a daemon, so that Ctrl-C ends the
  command without waiting for it."
  (setv result {} old-limit (sys.getrecursionlimit) old-size (threading.stack-size))
  (defn target [limit]
    (setv me (threading.get-ident))
    (.add deep-threads me)
    (try
      (caught thunk limit result)
      (finally (.discard deep-threads me))))
  (try
    (cond (in (threading.get-ident) deep-threads) (caught thunk old-limit result)
          (threads?) (wait-for (start-deep target))
          True (target old-limit))
    (finally
      (threading.stack-size old-size)
      (sys.setrecursionlimit old-limit)))
  (when (in "error" result)
    (raise (get result "error")))
  (get result "value"))
