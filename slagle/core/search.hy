"The engine's way to run the report's programs: an appendix's sta on a game
in hand (a tree's TreeGame, or a real game), with the backing-up parameters
x, y, r, s, watched (traced, recorded) when asked; and the checks of what
the appendices allow, on plain values, before any search."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager nullcontext ExitStack]
        math
        lisp [show]
        lisp.trace [redefining]
        appendix-a.programs [playing]
        slagle.errors [Refusal]
        slagle.core.calls [APPENDIX-FUNCTIONS Recorder RootWatcher Run recording tracing-appendix
                           valuations-and-backings watching-root]
        slagle.core.runtime [deeply]
        slagle.core.trees [TreeGame collector-held-off default-dmax])

(setv PARAMETERS ["x" "y" "r" "s"]
      ;; The report's example backing-up functions: x = r = 3, y = s = 1.
      PARAMETER-DEFAULTS {"x" 3 "y" 1 "r" 3 "s" 1})

(defn constant [k]
  "A backing-up parameter that is the same at every dmax."
  (fn [dmax] k))

(defn parameter-definitions [parameters]
  "Definitions of x, y, r, s for Appendix C from a dict of numbers or functions of dmax."
  (dfor [name k] (.items parameters)
        :if (is-not k None)
        name (if (callable k) k (constant k))))

(defn appendix-module [appendix]
  "The Hy transcription of Appendix `appendix` (\"b\" or \"c\"): its module,
  loaded when first asked for (14 ms each, which a run of the other need not pay)."
  (if (= appendix "b")
      (do (import appendix-b.programs)   ; Appendix B: loaded only for a run of it
          appendix-b.programs)
      (do (import appendix-c.programs)   ; Appendix C: loaded only for a run of it
          appendix-c.programs)))

(defn appendix-programs [appendix [interpreted False]]
  "The programs of `appendix` (\"b\" or \"c\"): the Hy transcription's module or,
  interpreted, its deck's functions run by the LISP 1.5 interpreter."
  (if interpreted
      (do (import slagle.core.decks [deck-programs]) ; the LISP 1.5 interpreter: loaded only for --interpreted
          (deck-programs appendix))
      (appendix-module appendix)))

(defn play-sta [game appendix m n dmax [parameters {}] [during None] [interpreted False]]
  "sta of `appendix` (\"b\" or \"c\") from the root of `game` (a game in hand:
  its root, value, succ and, if it has one, final; a TreeGame for a tree),
  with x, y, r, s from parameters, and (during programs), a context manager
  such as a trace or a recording, around the run; `interpreted`: the
  appendix's deck on the interpreter.  The value: the move."
  (setv programs (appendix-programs appendix interpreted))
  (with [_ (playing game programs)
         _ (redefining programs (parameter-definitions parameters))
         _ (if during (during programs) (nullcontext))
         _ (collector-held-off)]
    (deeply (fn [] (programs.sta game.root m n dmax)))))

(defn [contextmanager] watching [programs appendix trace-out trace-names [recorder None] [watcher None]]
  "For a with block: the appendix's functions (or those of trace-names) traced
  to trace-out, its valuations and backings recorded by recorder, and the
  root's successors' values kept by watcher (a RootWatcher), each if given."
  (with [stack (ExitStack)]
    (when trace-out
      (.enter-context stack (tracing-appendix programs appendix trace-names trace-out)))
    (when recorder
      (.enter-context stack (recording programs appendix recorder (valuations-and-backings appendix))))
    (when watcher
      (.enter-context stack (watching-root programs appendix watcher)))
    (yield)))

(defn watched-searches [appendix trace-out trace-names watchers]
  "A `during` for a program's run (slagle.core.programs/Program): each search
  of the appendix's functions run in `watching`, traced to trace-out (as
  watching takes it and trace-names), and, where watchers is a list, its
  root's successors kept by a RootWatcher of its own, appended to it."
  (fn [programs]
    (setv watcher (when (is-not watchers None) (RootWatcher)))
    (when watcher (.append watchers watcher))
    (watching programs appendix trace-out trace-names :watcher watcher)))

(defn search [root appendix m n [dmax None] [parameters {}] [trace-out None] [trace-names None]
              [successors False] [interpreted False] [watch None]]
  "Run sta of `appendix` (\"b\" or \"c\") on the tree `root` with m, n and dmax
  (trees/default-dmax if None).  The value: a dict with the chosen move's name
  (or NOSUCC) and the names of the positions whose value was taken, in order.
  With trace-out (a file), the appendix's functions (or those of trace-names)
  are traced to it.  With successors, the value of each successor of the
  root as the search saw it, exact or a bound, is added (kept by a
  RootWatcher: what slagle.core.picture/successor-values would give, without
  recording the search);
  `interpreted`: the appendix's deck runs, on the interpreter; watch, if
  given, is called with the game and gives a context manager to search in
  (a progress display)."
  (setv dmax (if (is dmax None) (default-dmax root) dmax)
        game (TreeGame root :record True)
        watcher (when successors (RootWatcher)))
  (with [_ (if watch (watch game) (nullcontext))]
    (setv move (play-sta game appendix m n dmax parameters
                         (fn [programs] (watching programs appendix trace-out trace-names :watcher watcher))
                         interpreted)))
  (setv result {"move" (show move)
               "evaluated" (lfor p game.evaluated (show p))
               "dmax" dmax})
  (when successors
    (setv (get result "successors") (.successor-values watcher)))
  result)

(defn recorded-run [root appendix m n [dmax None] [parameters {}]]
  "Run sta of `appendix` (\"b\" or \"c\") on the tree `root`, recording every
  call; parameters: x, y, r, s for Appendix C, as `search` takes them."
  (setv recorder (Recorder)
        game (TreeGame root :record True)
        move (play-sta game appendix m n (if (is dmax None) (default-dmax root) dmax) parameters
                       (fn [programs] (recording programs appendix recorder))))
  (Run move recorder.calls game.evaluated))

;; What the appendices allow, checked before any search

(defn check-appendix-settings [appendix m n dmax [parameters {}]]
  "Refusals, before any search, for settings the appendix (\"b\" or \"c\")
  does not allow or the paper gives no backing-up functions for: m, n, dmax
  (None: not given) and x, y, r, s (a dict; None: not given)."
  (setv appendix (.upper appendix)
        least (if (= appendix "B") 1 2)
        backing-up (get {"B" {"m" "buma" "n" "bunb"}
                         "C" {"m" "bua and glbua" "n" "bub and lubub"}}
                        appendix))
  (for [[name k] [["m" m] ["n" n]]]
    (when (< k least)
      (raise (Refusal (+ f"Appendix {appendix} is for {name} = {least}, {(+ least 1)}, ...,"
                         f" and the paper's backing-up functions for {(.join " or " (gfor i (range least 3) (str i)))}"
                         f" (others: your own, in slagle repl); {name} = {k}")
                      "DOMAIN")))
    (when (> k 2)
      (raise (Refusal (+ "the paper gives backing-up functions only for m, n ≤ 2;"
                         f" {name} = {k}: supply your own {(get backing-up name)}"
                         " from the REPL or Python (slagle repl; lisp.trace.redefining)")
                      "BACKUP"))))
  (when (and (is-not dmax None) (< dmax 1))
    ;; sta looks at the successors of p whatever dmax is, and passes dmax-1
    ;; down: with dmax = 0, zerop[dmax] is never true and the search goes to the tips.
    (raise (Refusal f"dmax must be 1 or more (sta always looks one move ahead), not {dmax}" "DOMAIN")))
  (for [name PARAMETERS]
    (setv k (.get parameters name))
    (unless (is k None)
      (when (= appendix "B")
        (raise (Refusal (+ f"-{name} sets Appendix C's backing-up functions;"
                           " Appendix B's buma and bunb have 3 built in")
                        "DOMAIN")))
      (unless (math.isfinite k)
        (raise (Refusal f"-{name} must be a finite number, not {k}" "DOMAIN")))
      (when (and (in name #{"y" "s"}) (<= k 0))
        (raise (Refusal f"-{name} must be more than 0 (the paper: {name} > 0), not {k}" "DOMAIN"))))))

(defn names-to-trace [appendix trace trace-only]
  "The functions of `appendix` to trace: None for none, [] for all of them
  (trace), or those named in trace-only (\"minv,maxv\"); TRACE for a name
  the appendix has no function of."
  (setv known (get APPENDIX-FUNCTIONS appendix))
  (cond (is-not trace-only None)
          (do (setv names (lfor name (.split trace-only ",") :if (.strip name) (.strip name)))
              (unless names
                (raise (Refusal (+ "--trace-only names no function;"
                                   f" Appendix {(.upper appendix)}'s: {(.join " " known)}")
                                "TRACE")))
              (for [name names]
                (unless (in name known)
                  (raise (Refusal (+ f"Appendix {(.upper appendix)} has no function {name};"
                                     f" its functions: {(.join " " known)}")
                                  "TRACE"))))
              names)
        trace []
        True None))
