"`slagle run`: an appendix's sta on a tree file, with the paper's example
backing-up functions (x = r = 3, y = s = 1 unless set)."

(require hyrule [unless])
(import json
        sys
        threading
        lisp [LispError show]
        appendix-a.programs [playing redefining]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
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

(defn deeply [thunk]
  "Call thunk with room to recurse as deep as the paper's programs do on deep or
  wide trees: a thread with a large stack and a high recursion limit.  Running
  out of it anyway is LISP 1.5's error G2, not a crash."
  (setv result {} old-limit (sys.getrecursionlimit) old-size (threading.stack-size))
  (defn target []
    (try
      (setv (get result "value") (thunk))
      (except [RecursionError]
        (setv (get result "error")
              (LispError "G2" (+ "out of push-down list: the tree is too deep for this runtime"
                                 f" (recursion limit {RECURSION-LIMIT})"))))
      (except [e BaseException]
        (setv (get result "error") e))))
  (try
    (threading.stack-size STACK-BYTES)
    (sys.setrecursionlimit RECURSION-LIMIT)
    (setv worker (threading.Thread :target target))
    (.start worker)
    (.join worker)
    (finally
      (threading.stack-size old-size)
      (sys.setrecursionlimit old-limit)))
  (when (in "error" result)
    (raise (get result "error")))
  (get result "value"))

(defn search [root appendix m n [dmax None] [parameters {}]]
  "Run sta of `appendix` (\"b\" or \"c\") on the tree `root` with m, n and dmax
  (the tree's height if None).  The value: a dict with the chosen move's name
  (or NOSUCC) and the names of the positions whose value was taken, in order."
  (setv programs (get APPENDICES appendix)
        game (TreeGame root)
        dmax (if (is dmax None) (height root) dmax))
  (with [_ (playing game programs)
         _ (redefining programs (parameter-definitions parameters))]
    (setv move (deeply (fn [] (programs.sta game.root m n dmax)))))
  {"move" (show move)
   "evaluated" (lfor p game.evaluated (show p))
   "dmax" dmax})

(defn check-arguments [args]
  "One-line errors for arguments the appendix does not allow."
  (setv least (if (= args.appendix "b") 1 2))
  (for [[name k] [["m" args.m] ["n" args.n]]]
    (when (< k least)
      (raise (LispError "DOMAIN" (+ f"Appendix {(.upper args.appendix)} is for {name} = {least}, {(+ least 1)}, ...;"
                                    f" {name} = {k}")))))
  (when (and (is-not args.dmax None) (< args.dmax 0))
    (raise (LispError "DOMAIN" f"dmax must be 0 or more, not {args.dmax}")))
  (when (= args.appendix "b")
    (for [name PARAMETERS]
      (unless (is (getattr args name) None)
        (raise (LispError "DOMAIN" (+ f"-{name} sets Appendix C's backing-up functions;"
                                      " Appendix B's buma and bunb have 3 built in")))))))

(defn add-arguments [p]
  "The arguments of `slagle run`."
  (.add-argument p "tree" :metavar "TREEFILE" :help "a tree file: (NAME [VALUE] node...)")
  (.add-argument p "--appendix" :choices ["b" "c"] :default "c"
                 :help "b: m&n minimaxing; c: the m&n alpha beta procedure (default c)")
  (.add-argument p "-m" :type int :default 2 :help "values backed up to a max-position (default 2)")
  (.add-argument p "-n" :type int :default 2 :help "values backed up to a min-position (default 2)")
  (.add-argument p "--dmax" :type int :default None :help "maximum depth (default: the tree's height)")
  (for [[name default] [["x" 3] ["y" 1] ["r" 3] ["s" 1]]]
    (.add-argument p f"-{name}" :type float :default None
                   :help f"Appendix C's backing-up parameter {name} (default {default})"))
  (.add-argument p "--json" :action "store_true" :help "print one JSON object"))

(defn report [result as-json]
  "Print the result of a search."
  (if as-json
      (print (json.dumps result))
      (do (print f"move: {(get result "move")}")
          (print f"evaluated ({(len (get result "evaluated"))}): {(.join " " (get result "evaluated"))}"))))

(defn fail [message]
  "Print a one-line error; the exit status 1."
  (print f"slagle: error: {message}" :file sys.stderr)
  1)

(defn main [args]
  "Run `slagle run`."
  (try
    (check-arguments args)
    (setv root (load-tree args.tree)
          result (search root args.appendix args.m args.n args.dmax
                         (dfor name PARAMETERS name (getattr args name))))
    (report result args.json)
    0
    (except [e #(TreeError LispError)]
      (fail (str e)))))
