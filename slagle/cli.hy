"The command line: `slagle COMMAND ...`.  Each command lives in its own module
of slagle.commands, which gives its arguments (add-arguments) and runs them
(main); what a command refuses (slagle.errors/Refusal, and LISP 1.5's own
errors) is caught here, once.

Whatever happens, the command line ends in at most one line on standard error
and an exit status, never a traceback: 0 done; 1 an error in what was given
(`slagle: error: ...`); 2 bad arguments; 70 an internal error (a bug:
`slagle: internal error: ...`); 130 interrupted; 141 standard output closed
early (`| head`, or closed before the command began), quietly.

Output that the terminal's encoding cannot show is written in ASCII forms
(≤ as <=, α as alpha, a box's lines as - | +), never an error; a closed
standard input reads as an empty one; integers of any size print."

(eval-when-compile (require lisp.macros [unless]))
(import argparse
        codecs
        importlib
        os
        sys
        unicodedata
        slagle.errors [Refusal one-line]
        slagle.games [game-list])

(setv COMMANDS {"replay" ["slagle.commands.replay" "reproduce the paper: every figure and Example line"]
                "run" ["slagle.commands.run" "run an appendix's sta on a tree file or a game"]
                "play" ["slagle.commands.play" f"play {(game-list)}: programs, a random mover or you"]
                "draw" ["slagle.commands.draw" "draw a figure or tree file, in the terminal or as SVG"]
                "repl" ["slagle.commands.repl" "a Hy REPL with lisp, the appendices and the figures loaded"]
                "bench" ["slagle.commands.bench" "positions evaluated, and positions per second"]
                "lisp" ["slagle.commands.lisp" "the LISP 1.5 top level: EVALQUOTE doublets from a deck or the terminal"]
                "experiment" ["slagle.commands.experiment" "the report's experiment: learn 2&2's functions, play 2&2 against 1&1"]
                "edition" ["slagle.commands.edition" "write the reading edition: the report's programs and runs as web pages"]
                "article" ["slagle.commands.article" "build the replication's article, every number computed from the data"]}
      INTERNAL-ERROR 70    ; sysexits.h EX_SOFTWARE
      INTERRUPTED 130      ; 128 + SIGINT, as a shell reports it
      BROKEN-PIPE 141)     ; 128 + SIGPIPE

(setv EXAMPLES "
examples:
  slagle replay                  reproduce the paper: every figure and Example line
  slagle run fig6 --trace        Appendix C on Fig. 6, every call traced
  slagle draw fig6               the search drawn in the terminal
  slagle repl                    the programs at a REPL: (help), (doc minv)
  slagle COMMAND --help          a command's options, and examples of it

shell completion (bash): eval \"$(register-python-argcomplete slagle)\"")

(defclass Formatter [argparse.HelpFormatter]
  "argparse's help, with the examples at the end of a command's help kept
  line for line (the text before them filled as usual)."
  (defn _fill-text [self text width indent]
    (setv [before _ examples] (.partition text "\nexamples:\n"))
    (if examples
        (+ (if (.strip before) (+ (._fill-text (super) before width indent) "\n\n") "")
           "examples:\n" examples)
        (._fill-text (super) text width indent))))

(defclass Parser [argparse.ArgumentParser]
  "argparse, with errors as one line and exit status 2."
  (defn error [self message]
    (.exit self 2 f"slagle: error: {message} (see {self.prog} --help)\n")))

(defn command-named [argv]
  "The command argv names (its first word that is not an option), or None."
  (next (gfor word argv :if (not (.startswith word "-")) word) None))

(defn parser [[argv []]]
  "The argument parser of the command line.  Only the module of the command
  argv names is imported, to give that command its arguments: `slagle --help`
  and each command start without loading the others."
  (setv p (Parser :prog "slagle"
                  :description "Slagle's 1963 m&n minimaxing and m&n alpha beta programs, transcribed."
                  :epilog EXAMPLES :formatter-class Formatter)
        sub (.add-subparsers p :dest "command" :metavar "COMMAND" :parser-class Parser)
        wanted (command-named argv))
  (setv sub.required True)
  (.add-argument p "--version" :action Version)
  (for [[name [module help]] (.items COMMANDS)]
    (setv command (.add-parser sub name :help help :description help :formatter-class Formatter))
    (when (= name wanted)
      (.add-arguments (importlib.import-module module) command)
      (add-examples command (get sys.modules module)))
    (.set-defaults command :module module))
  p)

(defn add-examples [command module]
  "End a command's help with its examples (its module's EXAMPLES)."
  (setv command.epilog (+ (or command.epilog "") (getattr module "EXAMPLES" ""))))

(defn complete [p]
  "Shell completion (argcomplete), when the shell asks for it: the parser of
  the command being typed answers, and the process ends there."
  (import argcomplete)   ; only when completing
  (argcomplete.autocomplete p))

(defclass Version [argparse.Action]
  "--version: print the installed version and exit, the version looked up
  only when asked (importlib.metadata is slow to load, and no other start needs it)."
  (defn __init__ [self option-strings dest #** kwargs]
    (.__init__ (super) option-strings dest :nargs 0 :default argparse.SUPPRESS
               :help "show program's version number and exit"))

  (defn __call__ [self parser namespace values [option-string None]]
    (print f"{parser.prog} {(version)}")
    (.exit parser)))

(defn version []
  "The installed version of the project, or \"unknown\" when run from a checkout that was never installed."
  (import importlib.metadata [version PackageNotFoundError])
  (try
    (version "slagle-mn-alpha-beta")
    (except [PackageNotFoundError]
      "unknown")))

(defn command [argv]
  "Parse argv and run its command; the command's exit status.  Standard
  output is flushed here, so that a broken pipe shows while it can be caught."
  (try
    (setv argv (if (is argv None) (cut sys.argv 1 None) argv))
    (when (in "_ARGCOMPLETE" os.environ)
      (complete (parser (cut (.split (.get os.environ "COMP_LINE" "")) 1 None))))
    (unless argv
      ;; `slagle` alone: what it can do, rather than an error about a missing command
      (.print-help (parser))
      (return 2))
    (setv args (.parse-args (parser argv) argv))
    (.main (importlib.import-module args.module) args)
    (finally
      (.flush sys.stdout))))

(defn say [message]
  "Write one line to standard error, if it is still there."
  (try
    (print message :file sys.stderr :flush True)
    (except [OSError])))

(defn quiet-stdout []
  "Point standard output at the null device: the reader has gone, and what
  is still buffered must not fail again at exit (Python's SIGPIPE recipe)."
  (setv devnull (os.open os.devnull os.O-WRONLY))
  (os.dup2 devnull (.fileno sys.stdout)))

;; The standard streams as the command line needs them

(setv ASCII-FORMS {"≤" "<=" "≥" ">=" "≠" "/=" "−" "-" "–" "-" "—" "--" "→" "->" "←" "<-" "↑" "^" "↓" "v"
                   "×" "x" "·" "." "…" "..." "•" "*" "∞" "inf" "√" "sqrt" "±" "+/-" "≈" "~"
                   "α" "alpha" "β" "beta" "γ" "gamma" "δ" "delta" "Δ" "Delta" "ε" "epsilon" "μ" "mu"
                   "π" "pi" "σ" "sigma" "Σ" "Sigma" "χ" "chi" "²" "^2" "³" "^3" "½" "1/2" "¼" "1/4"
                   "✓" "ok" "✔" "ok" "✗" "X" "✘" "X" "★" "*" "●" "o" "○" "o" "◆" "*" "▶" ">" "◀" "<"
                   "‘" "'" "’" "'" "“" "\"" "”" "\"" "«" "<<" "»" ">>" "§" "S." "°" " deg"
                   "━" "-" "─" "-" "═" "=" "│" "|" "┃" "|" "║" "|" "█" "#" "▌" "|" "▐" "|" " " " " " " " "})

(defn ascii-form [c]
  "An ASCII form of the character c: its entry in ASCII-FORMS, a box
  drawing's corner as +, a letter without its accent (é: e), else ?."
  (cond (in c ASCII-FORMS) (get ASCII-FORMS c)
        (.startswith (unicodedata.name c "") "BOX DRAWINGS") "+"
        True (or (.decode (.encode (unicodedata.normalize "NFKD" c) "ascii" "ignore") "ascii") "?")))

(defn in-ascii-forms [error]
  "A codec error handler: what an encoding cannot write, in ASCII forms."
  (when (not (isinstance error UnicodeEncodeError))
    (raise error))
  #((.join "" (gfor c (cut error.object error.start error.end) (ascii-form c))) error.end))

(codecs.register-error "slagle-ascii-forms" in-ascii-forms)

(defn writes-unicode? [stream]
  "Can stream's encoding write any character (a UTF encoding)?"
  (.startswith (.lower (.replace (or (getattr stream "encoding" None) "") "-" "")) "utf"))

(defn prepare-streams []
  "The standard streams made ready for the command: an output encoding that
  cannot write every character writes ASCII forms; a closed standard input
  reads as empty.  False if standard output is closed (nothing can be said)."
  (when (is sys.stdout None)
    (return False))
  (for [stream [sys.stdout sys.stderr]]
    (when (and stream (not (writes-unicode? stream)) (hasattr stream "reconfigure"))
      (.reconfigure stream :errors "slagle-ascii-forms")))
  (when (is sys.stdin None)
    (setv sys.stdin (open os.devnull :encoding "utf-8")))
  True)

(defn main [[argv None]]
  "Run the command line; exit with the command's status, or with one line
  and 70, 130 or 141 when something unexpected, Ctrl-C or a closed pipe
  stops it."
  ;; Python refuses to print an integer of more than 4300 digits; fig6 -x 100000 has more.
  (sys.set-int-max-str-digits 0)
  (when (not (prepare-streams))
    (sys.exit BROKEN-PIPE))
  (sys.exit
    (try
      (command argv)
      (except [BrokenPipeError]
        (quiet-stdout)
        BROKEN-PIPE)
      (except [e SystemExit]
        ;; rich ends with SystemExit(1) on a broken pipe (its output pointed at the null device).
        (if (isinstance e.__context__ BrokenPipeError) BROKEN-PIPE (raise)))
      (except [KeyboardInterrupt]
        (say "slagle: interrupted")
        INTERRUPTED)
      (except [e Exception]
        (if (refusal? e)
            (refused e)
            (do (say f"slagle: internal error: {(. (type e) __name__)}: {(one-line (str e))}")
                INTERNAL-ERROR))))))

(defn refusal? [e]
  "Is e bad input, said in one line: a Refusal, or LISP 1.5's own error
  (lisp.data's LispError, if the LISP layer was loaded: else none was raised)."
  (setv lisp-data (.get sys.modules "lisp.data"))
  (isinstance e #(Refusal #* (if lisp-data [lisp-data.LispError] []))))

(defn refused [e]
  "Say what was refused, in one line; the exit status 1.  A refusal raised
  while a broken pipe on standard output was being handled (the reader went
  away, as `| head` does) is no error to report: the command line ends quietly."
  (if (isinstance e.__context__ BrokenPipeError)
      (do (quiet-stdout) BROKEN-PIPE)
      (do (say f"slagle: error: {(one-line (str e))}") 1)))
