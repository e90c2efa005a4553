"Progress on standard error for long work: positions evaluated, their rate
and the time taken, on one line that rich redraws (rich.live), shown once
the work has taken a second, and only on a terminal.

The count is polled, not pushed: the line is drawn by rich's own refresh
thread, which reads a counter (a game's `evaluations`, or a Tally's) four
times a second, so a search pays nothing a position for being watched.  The
line is transient: it is erased when the work ends, Ctrl-C among the ways."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        os
        sys
        threading
        time)

(setv AFTER 1.0             ; seconds of work before the line is shown
      REFRESHES 4)          ; a second

(defclass Tally []
  "A count of positions evaluated over many games in turn: `on` each game
  as its search starts; (count) is the finished games' positions and the
  current one's so far."
  (defn __init__ [self]
    (setv self.done 0
          self.game None))

  (defn on [self game]
    "Count game's evaluations from now on (the previous game's are added to done)."
    (when self.game
      (+= self.done self.game.evaluations))
    (setv self.game game)
    game)

  (defn count [self]
    (+ self.done (if self.game self.game.evaluations 0))))

(setv TALLY (Tally))        ; the benchmarks' running count (slagle bench)

(defclass Line []
  "The progress line: what is being done, the count (a function, or None
  for none), its rate and the time since `start`."
  (defn __init__ [self what count]
    (setv self.what what
          self.count count
          self.start (time.perf-counter)))

  (defn __rich__ [self]
    (import rich.text [Text])           ; rich: loaded only once a line is shown
    (setv seconds (max (- (time.perf-counter) self.start) 1e-9))
    (if (is self.count None)
        (Text f"{self.what}: {seconds :.0f} s" :style "dim")
        (do (setv n (self.count))
            (Text f"{self.what}: {n :,} positions evaluated, {(/ n seconds) :,.0f} a second, {seconds :.0f} s"
                  :style "dim")))))

(defn maybe-terminal? []
  "Might standard error be a terminal as rich sees one: a tty, or an
  environment that tells rich to treat it as one?  (Asked without loading
  rich, 20 ms of start-up that a run whose output is piped does not need.)"
  (or (.isatty sys.stderr) (in "FORCE_COLOR" os.environ) (in "TTY_COMPATIBLE" os.environ)))

(defn shown? [quiet]
  "Is progress to be shown: not quiet, and standard error a terminal?"
  (when (and (not quiet) (maybe-terminal?))
    (import rich.console [Console])     ; rich: loaded only where a line may be shown
    (. (Console :stderr True) is-terminal)))

(defn [contextmanager] showing [what [count None] [quiet False] [after AFTER]]
  "For a with block: the progress line of `what` with the count (a function
  giving positions evaluated so far, or None) on standard error, from
  `after` seconds on, unless quiet or standard error is not a terminal."
  (if (not (shown? quiet))
      (yield)
      (do (import rich.console [Console] rich.live [Live])   ; rich: loaded only where a line is shown
          (setv console (Console :stderr True)
                live (Live (Line what count) :console console :transient True
                           :refresh-per-second REFRESHES :redirect-stdout False :redirect-stderr False)
                lock (threading.Lock)
                state {"started" False "over" False})
          (defn start []
            (with [lock]
              (unless (get state "over")
                (.start live)
                (setv (get state "started") True))))
          (setv timer (threading.Timer after start))
          (setv timer.daemon True)
          (.start timer)
          (try
            (yield)
            (finally
              (.cancel timer)
              (with [lock]
                (setv (get state "over") True)
                (when (get state "started")
                  (.stop live))))))))

(defn watcher [what [quiet False]]
  "A function of a game giving a context manager that shows the game's
  progress (showing its evaluations): what a player's or a run's `watch` takes."
  (fn [game] (showing what (fn [] game.evaluations) quiet)))
