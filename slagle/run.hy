"`slagle run`: an appendix's sta on a tree file, with the paper's example
backing-up functions (x = r = 3, y = s = 1 unless set)."

(require lisp.macros [unless])
(import contextlib [nullcontext]
        io
        json
        math
        sys
        threading
        lisp [LispError show]
        lisp.trace [redefining]
        appendix-a.programs [playing]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.cli [one-line]
        slagle.calls [PROGRAMS tracing-appendix]
        slagle.figures [settings tree-source]
        slagle.trees [TreeError TreeGame load-tree height])

(setv APPENDICES {"b" appendix-b  "c" appendix-c}
      PARAMETERS ["x" "y" "r" "s"]
      STACK-BYTES (* 512 1024 1024)
      RECURSION-LIMIT 400000)

(defn constant [k]
  "A backing-up parameter that is the same at every dmax."
  (fn [dmax] k))

(defn parameter-definitions [parameters]
  "Definitions of x, y, r, s for Appendix C from a dict of numbers or functions of dmax."
  (dfor [name k] (.items parameters)
        :if (is-not k None)
        name (if (callable k) k (constant k))))

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

(defn deeply [thunk]
  "Call thunk with room to recurse as deep as the paper's programs do on deep or
  wide trees: in a thread with a large stack and a high recursion limit (see
  start-deep).  Running out of it anyway is LISP 1.5's error G2, out of
  memory GC2, and arithmetic overflow G1, not a crash.  The thread is a
  daemon, so that Ctrl-C ends the command without waiting for it."
  (setv result {} old-limit (sys.getrecursionlimit) old-size (threading.stack-size))
  (defn target [limit]
    (try
      (setv (get result "value") (thunk))
      (except [RecursionError]
        (setv (get result "error")
              (LispError "G2" (+ "out of push-down list: the tree is too deep for this runtime"
                                 f" (recursion limit {limit})"))))
      (except [MemoryError]
        (setv (get result "error")
              (LispError "GC2" "not enough words collected: out of memory")))
      (except [e ArithmeticError]
        (setv (get result "error")
              (LispError "G1" (+ f"floating point trap or divide check: {(. (type e) __name__)}: {(if e.args (get e.args -1) e)}"
                                 " (numbers beyond the range of reals: the tree's values, or -x -y -r -s?)"))))
      (except [e BaseException]
        (setv (get result "error") e))))
  (try
    (.join (start-deep target))
    (finally
      (threading.stack-size old-size)
      (sys.setrecursionlimit old-limit)))
  (when (in "error" result)
    (raise (get result "error")))
  (get result "value"))

(defn play-sta [game appendix m n dmax [parameters {}] [during None]]
  "sta of `appendix` (\"b\" or \"c\") from the root of `game` (a game in hand:
  its root, value, succ and, if it has one, final; a TreeGame for a tree),
  with x, y, r, s from parameters, and (during programs), a context manager
  such as a trace or a recording, around the run.  The value: the move."
  (setv programs (get APPENDICES appendix))
  (with [_ (playing game programs)
         _ (redefining programs (parameter-definitions parameters))
         _ (if during (during programs) (nullcontext))]
    (deeply (fn [] (programs.sta game.root m n dmax)))))

(defn search [root appendix m n [dmax None] [parameters {}] [trace-out None] [trace-names None]]
  "Run sta of `appendix` (\"b\" or \"c\") on the tree `root` with m, n and dmax
  (the tree's height if None).  The value: a dict with the chosen move's name
  (or NOSUCC) and the names of the positions whose value was taken, in order.
  With trace-out (a file), the appendix's functions (or those of trace-names)
  are traced to it."
  (setv dmax (if (is dmax None) (height root) dmax)
        game (TreeGame root)
        move (play-sta game appendix m n dmax parameters
                       (when trace-out
                         (fn [programs] (tracing-appendix programs appendix trace-names trace-out)))))
  {"move" (show move)
   "evaluated" (lfor p game.evaluated (show p))
   "dmax" dmax})

(defn check-arguments [args]
  "One-line errors, before any search, for arguments the appendix does not
  allow or the paper gives no backing-up functions for."
  (setv appendix (.upper args.appendix)
        least (if (= appendix "B") 1 2)
        backing-up (get {"B" {"m" "buma" "n" "bunb"}
                         "C" {"m" "bua and glbua" "n" "bub and lubub"}}
                        appendix))
  (for [[name k] [["m" args.m] ["n" args.n]]]
    (when (< k least)
      (raise (LispError "DOMAIN" (+ f"Appendix {appendix} is for {name} = {least}, {(+ least 1)}, ...;"
                                    f" {name} = {k}"))))
    (when (> k 2)
      (raise (LispError "BACKUP" (+ "the paper gives backing-up functions only for m, n ≤ 2;"
                                    f" {name} = {k}: supply your own {(get backing-up name)}"
                                    " from the REPL or Python (slagle repl; lisp.trace.redefining)")))))
  (when (and (is-not args.dmax None) (< args.dmax 1))
    ;; sta looks at the successors of p whatever dmax is, and passes dmax-1
    ;; down: with dmax = 0, zerop[dmax] is never true and the search goes to the tips.
    (raise (LispError "DOMAIN" f"dmax must be 1 or more (sta always looks one move ahead), not {args.dmax}")))
  (for [name PARAMETERS]
    (setv k (getattr args name))
    (unless (is k None)
      (when (= appendix "B")
        (raise (LispError "DOMAIN" (+ f"-{name} sets Appendix C's backing-up functions;"
                                      " Appendix B's buma and bunb have 3 built in"))))
      (unless (math.isfinite k)
        (raise (LispError "DOMAIN" f"-{name} must be a finite number, not {k}")))
      (when (and (in name #{"y" "s"}) (<= k 0))
        (raise (LispError "DOMAIN" f"-{name} must be more than 0 (the paper: {name} > 0), not {k}"))))))

(defn add-search-arguments [p [games False]]
  "The arguments of a search, shared by `slagle run` and `slagle draw`: the
  tree or figure, the appendix, m, n, dmax, and x, y, r, s.  With a figure,
  what is not given is the paper's own call for it (slagle.figures/settings).
  With games, the tree may be left out for a game (--game)."
  (.add-argument p "tree" :metavar "TREEFILE-or-FIGURE" :nargs (if games "?" None)
                 :help "a tree file, (NAME [VALUE] node...), or one of the paper's figures: fig6, 6, \"Fig. 6\"")
  (.add-argument p "--appendix" :choices ["b" "c"] :default None
                 :help (+ "b: m&n minimaxing; c: the m&n alpha beta procedure"
                          " (default: the figure's, else c)"))
  (.add-argument p "-m" :type int :default None
                 :help "values backed up to a max-position (default: the figure's, else 2)")
  (.add-argument p "-n" :type int :default None
                 :help "values backed up to a min-position (default: the figure's, else 2)")
  (.add-argument p "--dmax" :type int :default None
                 :help "maximum depth (default: the figure's, else the tree's height)")
  (for [[name default] [["x" 3] ["y" 1] ["r" 3] ["s" 1]]]
    (.add-argument p f"-{name}" :type float :default None
                   :help f"Appendix C's backing-up parameter {name} (default {default})")))

(defn add-arguments [p]
  "The arguments of `slagle run`."
  (add-search-arguments p :games True)
  (.add-argument p "--game" :default None :metavar "GAME"
                 :help "a game instead of a tree: checkers or kalah (needs OpenSpiel: pip install '.[games]')")
  (.add-argument p "--position" :default None :metavar "MOVES"
                 :help "with --game: the position after these moves from the start, e.g. \"11-15 23-19\" (default: the start)")
  (.add-argument p "--program" :metavar "NAME" :default None
                 :help (+ "a 1&1 program instead of an appendix's sta: valmax (McCarthy, minimax),"
                          " maxval (McCarthy, alpha-beta), alpha-beta-search (AIMA), ab (the lecture's)"))
  (.add-argument p "--json" :action "store_true" :help "print one JSON object")
  (.add-argument p "--trace" :action "store_true"
                 :help "print every call of the appendix's functions and its value (LISP 1.5's TRACE)")
  (.add-argument p "--trace-only" :metavar "F,G,..." :default None
                 :help "trace only these functions, e.g. minv,maxv (implies --trace)"))

(defn trace-names [args]
  "The functions to trace: None for none, [] for all of the appendix's, or those named."
  (setv known (get PROGRAMS args.appendix))
  (cond (is-not args.trace-only None)
          (do (setv names (lfor name (.split args.trace-only ",") :if (.strip name) (.strip name)))
              (unless names
                (raise (LispError "TRACE" (+ "--trace-only names no function;"
                                             f" Appendix {(.upper args.appendix)}'s: {(.join " " known)}"))))
              (for [name names]
                (unless (in name known)
                  (raise (LispError "TRACE" (+ f"Appendix {(.upper args.appendix)} has no function {name};"
                                               f" its functions: {(.join " " known)}")))))
              names)
        args.trace []
        True None))

(defn report [result as-json [trace None]]
  "Print the result of a search; as JSON, with the lines of its trace if it was traced."
  (if as-json
      (print (json.dumps (if (is trace None) result {#** result "trace" (.splitlines trace)})))
      (do (print f"move: {(get result "move")}")
          (print f"evaluated ({(len (get result "evaluated"))}): {(.join " " (get result "evaluated"))}"))))

(defn fail [message]
  "Print a one-line error; the exit status 1.  A broken pipe on standard
  output being handled (the reader went away, as `| head` does) is no error
  to report: it is raised again, for the command line to end quietly."
  (setv handling (get (sys.exc-info) 1))
  (when (isinstance handling BrokenPipeError)
    (raise handling))
  (print f"slagle: error: {(one-line message)}" :file sys.stderr)
  1)

(defn main [args]
  "Run `slagle run`."
  (when (or args.game args.position (is args.tree None))
    (return (run-without-tree args)))
  (try
    (when args.program
      (import slagle.ordinary [program-main])
      (return (program-main args)))
    (setv [path figure _] (tree-source args.tree)
          args (settings args figure))
    (check-arguments args)
    (setv names (trace-names args)
          ;; A trace goes out as it happens, or into the JSON object.
          trace (cond (is names None) None args.json (io.StringIO) True sys.stdout)
          root (load-tree path)
          result (search root args.appendix args.m args.n args.dmax
                         (dfor name PARAMETERS name (getattr args name))
                         trace (or names None)))
    (report result args.json (when (and trace args.json) (.getvalue trace)))
    0
    (except [e #(TreeError LispError)]
      (fail (str e)))))

(defn run-without-tree [args]
  "`slagle run --game`, in slagle.play; or the one line for a tree and a game, or neither."
  (cond (and args.game args.tree) (fail f"a tree ({args.tree}) or a game (--game {args.game}), not both")
        args.game (do (import slagle.play) (slagle.play.run-game args))
        args.position (fail "--position is a position of a game: give --game checkers or kalah")
        True (do (print (+ "slagle: error: the following arguments are required: TREEFILE-or-FIGURE"
                           " (or --game GAME) (see slagle run --help)")
                        :file sys.stderr)
                 2)))
