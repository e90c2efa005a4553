"What the commands share: the arguments of a search on a tree (run, draw),
their settings made plain values for the engine, and the command line's
notes and errors on standard error."

(eval-when-compile (require lisp.macros [unless]))
(import argparse
        sys
        slagle.errors [one-line]
        slagle.games [DEFAULT-DEPTH]
        slagle.core.search [PARAMETERS PARAMETER-DEFAULTS check-appendix-settings names-to-trace])

(defn note-compiling [[twins None]]
  "Say, on the first compiled search of these twins (None: any) on this
  machine, that the compiled twin is being compiled."
  (import slagle.compiled.twin [available first-use-note])   ; numba: looked for only by a compiled search
  (when (available)
    (note (first-use-note twins))))

(defn lisp-number [text]
  "A number given on the command line, as LISP 1.5 reads one: fixed point when
  written without a point or an exponent (3), else floating point (3.0, 1e3)."
  (try
    (int text)
    (except [ValueError]
      (float text))))

(setv APPENDICES ["b" "c"])

(defn appendix-named [text]
  "An argparse type: the appendix text names (b or c), else the one line
  every Python gives alike (argparse's own wording of a bad choice differs
  from one version to the next)."
  (when (not-in text APPENDICES)
    (raise (argparse.ArgumentTypeError
             f"invalid choice: {text !r} (choose from {(.join ", " (gfor a APPENDICES (repr a)))})")))
  text)

(defn add-search-arguments [p [games False]]
  "The arguments of a search, shared by `slagle run` and `slagle draw`: the
  tree or figure, the appendix, m, n, dmax, and x, y, r, s.  With a figure,
  what is not given is the paper's own call for it (slagle.paper.figures).
  With games, the tree may be left out for a game (--game)."
  (.add-argument p "tree" :metavar "TREEFILE-or-FIGURE" :nargs (if games "?" None)
                 :help "a tree file, (NAME [VALUE] node...), - for standard input, or one of the paper's figures: fig6, 6, \"Fig. 6\"")
  (.add-argument p "--appendix" :type appendix-named :choices APPENDICES :default None
                 :help (+ "b: m&n minimaxing; c: the m&n alpha beta procedure"
                          " (default: the figure's, else c)"))
  (.add-argument p "-m" :type int :default None
                 :help "values backed up to a max-position (default: the figure's, else 2)")
  (.add-argument p "-n" :type int :default None
                 :help "values backed up to a min-position (default: the figure's, else 2)")
  (.add-argument p "--dmax" :type int :default None
                 :help (+ "maximum depth (default: the figure's, else the tree's height, at least 1"
                          (if games f"; on a game, {DEFAULT-DEPTH} complete moves)" ")")))
  (for [[name default] (.items PARAMETER-DEFAULTS)]
    (.add-argument p f"-{name}" :type lisp-number :default None
                   :help f"Appendix C's backing-up parameter {name} (default {default})")))

(defn with-settings [args settings]
  "args with the search's settings (a dict: appendix, m, n, dmax) filled in."
  (for [[k v] (.items settings)]
    (setattr args k v))
  args)

(defn parameters-given [args]
  "x, y, r, s as given on the command line: a dict, None where not given."
  (dfor name PARAMETERS name (getattr args name)))

(defn check-search-arguments [args]
  "The engine's refusals (slagle.core.search/check-appendix-settings) for a search's arguments."
  (check-appendix-settings args.appendix args.m args.n args.dmax (parameters-given args)))

(defn trace-names [args]
  "The functions to trace (slagle.core.search/names-to-trace) that --trace and --trace-only ask for."
  (names-to-trace args.appendix args.trace args.trace-only))

(defn note [message]
  "Print a one-line note on standard error, if there is one to print."
  (when message
    (print f"slagle: note: {(one-line message)}" :file sys.stderr)))

(defn fail [message]
  "Print a one-line error; the exit status 1.  For a command that goes on
  after an error (a game's record is still written); any other refusal is
  raised, for slagle.cli to print.  A broken pipe on standard output being
  handled (the reader went away, as `| head` does) is no error to report:
  it is raised again, for the command line to end quietly."
  (setv handling (get (sys.exc-info) 1))
  (when (isinstance handling BrokenPipeError)
    (raise handling))
  (print f"slagle: error: {(one-line message)}" :file sys.stderr)
  1)
