"The command line: `slagle COMMAND ...`.  Each command lives in its own module,
which gives its arguments (add-arguments) and runs them (main)."

(import argparse
        importlib
        sys)

(setv COMMANDS {"replay" ["slagle.replay" "reproduce the paper: every figure and Example line"]
                "run" ["slagle.run" "run an appendix's sta on a tree file"]
                "draw" ["slagle.draw" "draw a figure or tree file, in the terminal or as SVG"]
                "repl" ["slagle.repl" "a Hy REPL with lisp, the appendices and the figures loaded"]
                "bench" ["slagle.bench" "positions evaluated, and positions per second"]})

(defclass Parser [argparse.ArgumentParser]
  "argparse, with errors as one line and exit status 2."
  (defn error [self message]
    (.exit self 2 f"{self.prog}: error: {message}\n")))

(defn parser []
  "The argument parser of the command line."
  (setv p (Parser :prog "slagle"
                  :description "Slagle's 1963 m&n minimaxing and m&n alpha beta programs, transcribed.")
        sub (.add-subparsers p :dest "command" :metavar "COMMAND" :parser-class Parser))
  (setv sub.required True)
  (for [[name [module help]] (.items COMMANDS)]
    (setv command (.add-parser sub name :help help :description help))
    (.add-arguments (importlib.import-module module) command)
    (.set-defaults command :module module))
  p)

(defn main [[argv None]]
  "Run the command line; the exit status is what the command returns."
  (setv args (.parse-args (parser) argv))
  (sys.exit (.main (importlib.import-module args.module) args)))
