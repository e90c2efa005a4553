"The workbench's one kind of refusal, and how a message is kept to one line.

A Refusal is bad input, said in one line: a tree file that does not parse, a
game's illegal move, a setting a program does not take.  The tree reader,
the games, the engine and the experiment raise it (TreeError, GameError,
ExperimentError are its kinds); the command line catches it, and LISP 1.5's
own errors (lisp.LispError), in one place (slagle.cli) and prints
`slagle: error: ...` with exit status 1."

(defclass Refusal [ValueError]
  "Bad input to the workbench, said in one line (str of it).  With a `code`,
  the message reads as LISP 1.5's diagnostics do: CODE: text."
  (defn __init__ [self message [code None]]
    (.__init__ (super) (if code f"{code}: {message}" message))
    (setv self.code code)))

(defn one-line [text]
  "text as one line: control characters, newlines among them, escaped."
  (.join "" (gfor c text (if (.isprintable c) c (cut (repr c) 1 -1)))))
