"`slagle lisp [DECK]`: the LISP 1.5 top level (lisp.toplevel).  It reads
EVALQUOTE doublets from the deck file DECK (- for standard input) or, without
one, from the terminal with line editing, and prints each as the manual's
listings do; a doublet that fails prints the manual's diagnostic with its
card's line and column, and the next one goes on.  --max-conses and
--max-seconds bound each doublet: one that runs past either ends with a
diagnostic (F1, CONS COUNTER TRAP; TIME), and the next one goes on;
--max-conses alone brings a time limit of IMPLIED-SECONDS with it.  The
exit status is 1 if any doublet failed."

(eval-when-compile (require lisp.macros [unless]))
(import argparse
        math
        sys
        lisp [LispError]
        lisp.toplevel [DeckRun run-deck run-item doublets complete? overlord-test]
        slagle.errors [one-line]
        slagle.core.runtime [deeply])


(setv EXAMPLES "
examples:
  slagle lisp union.lisp                  a deck of EVALQUOTE doublets
  slagle lisp                             the top level at the terminal
  slagle run fig6 --deck | slagle lisp - --values")

(setv GREETING "LISP 1.5 EVALQUOTE: type doublets such as  CAR ((A B))  or  DEFINE ((...)); FIN or end of input ends; help for more."
      ;; The time limit of a doublet under --max-conses alone: the counter
      ;; cannot stop a loop that makes no conses, and a limit given is a bound.
      IMPLIED-SECONDS 60.0
      ;; What `help` alone on a line shows at the terminal, where no doublet is open
      ;; (a doublet's function may well span cards: inside one, help is an atom).
      HELP (+ "A doublet is a function and the list of its arguments, as a card holds it:\n"
              "  CONS (A B)          CAR ((A B))          DEFINE (((SQ (LAMBDA (X) (TIMES X X)))))\n"
              "it may go on over several lines until its parentheses close; each is evaluated at once.\n"
              "FIN, or the end of input (Ctrl-D), ends the session; `slagle lisp --help` lists the options."))

(defn add-arguments [p]
  "The deck file and how much of the listing to print."
  (.add-argument p "deck" :nargs "?" :metavar "DECK"
                 :help "a deck of doublets (- for standard input); without it, the terminal")
  (.add-argument p "--values" :action "store_true"
                 :help "print only each doublet's value (or diagnostic), not the arguments it was entered with")
  (.add-argument p "--max-conses" :type (positive int "a whole number of conses") :metavar "N" :default None
                 :help (+ "let each doublet make at most N conses (the cons counter of the manual's section 6.4):"
                          " one that makes more ends with F1, CONS COUNTER TRAP, and the next goes on"
                          f" (a loop that makes none is stopped by the time limit: {IMPLIED-SECONDS :g} s"
                          " unless --max-seconds says otherwise)"))
  (.add-argument p "--max-seconds" :type (positive float "a number of seconds") :metavar "S" :default None
                 :help (+ "let each doublet run at most S seconds: one that runs longer ends with a TIME diagnostic,"
                          f" and the next goes on ({IMPLIED-SECONDS :g} s with --max-conses alone)")))

(defn time-limit [args]
  "The seconds a doublet may run: --max-seconds, or IMPLIED-SECONDS when
  --max-conses is given alone (its counter stops only a doublet that
  conses), or None."
  (cond (is-not args.max-seconds None) args.max-seconds
        (is-not args.max-conses None) IMPLIED-SECONDS
        True None))

(defn positive [kind what]
  "An argparse type: a positive number of kind (int or float), else a one-line error naming what is wanted."
  (fn [text]
    (try
      (setv x (kind text))
      (except [ValueError]
        (raise (argparse.ArgumentTypeError f"{text !r} is not {what}"))))
    (unless (and (> x 0) (math.isfinite x))
      (raise (argparse.ArgumentTypeError f"{text !r} is not {what} above 0")))
    x))

(defn read-deck [name]
  "The text of the deck file name (standard input for -); error if unreadable,
  or if it is not UTF-8 text (naming the line and column of the first bad byte)."
  (try
    (setv data (if (= name "-")
                   (if (hasattr sys.stdin "buffer")
                       (.read sys.stdin.buffer)
                       (.encode (.read sys.stdin) "utf-8"))   ; a text stream put in its place
                   (with [f (open name "rb")] (.read f))))
    (.decode data "utf-8")
    (except [e OSError]
      (raise (LispError "DECK" f"cannot read the deck {name}: {(or e.strerror e)}")))
    (except [e UnicodeDecodeError]
      (setv before (cut data 0 e.start)
            line (+ (.count before b"\n") 1)
            column (- e.start (.rfind before b"\n")))
      (raise (LispError "DECK" (+ f"cannot read the deck {name}: line {line}, column {column}:"
                                  f" not UTF-8 text (byte 0x{(get data e.start) :02x})"))))))

(defn failures-line [run deck]
  "One line for standard error about the failed doublets of run (from the
  deck file named deck, if any), or None."
  (setv failed (lfor o run.outcomes :if o.error o))
  (when failed
    (setv first (get failed 0))
    (+ (if (and deck (!= deck "-")) f"{deck}: " "")
       f"{(len failed)} of {(len run.outcomes)} doublets failed"
       f" (the first at line {first.line}, column {first.column}: {first.error.code})")))

(defn terminal [style [max-conses None] [max-seconds None]]
  "Read doublets from the terminal, a card at a time, with line editing; each
  is evaluated as soon as it is complete.  The DeckRun."
  (import readline)   ; gives input() line editing and history
  (setv run (DeckRun) buffer "" lines-before 0)
  (print GREETING)
  (while (not run.finished)
    (try
      (setv line (input (if buffer "  " "* ")))
      (except [EOFError]
        (print)
        (break)))
    (when (and (not buffer) (in (.strip line) #{"help" "HELP" "?"}))
      (print HELP)
      (continue))
    (setv buffer (+ buffer line "\n"))
    (when (complete? buffer)
      (setv items (doublets buffer lines-before)
            lines-before (+ lines-before (.count buffer "\n"))
            buffer "")
      (deeply (fn [] (for [item items]
                       (unless (run-item item run sys.stdout style max-conses max-seconds)
                         (break)))))))
  run)

(defn main [args]
  "Run `slagle lisp`: 0 if every doublet succeeded, else 1 with one line on
  standard error."
  (setv style (if args.values "values" "listing"))
  (try
    ;; One run is one packet: what it defines is undone when it ends, which
    ;; matters only to a caller of main in the same process (the tests).
    (with [_ (overlord-test)]
      (setv run (if (or args.deck (not (.isatty sys.stdin)))
                    (do (setv text (read-deck (or args.deck "-")))
                        (deeply (fn [] (run-deck text :out sys.stdout :style style
                                                 :max-conses args.max-conses :max-seconds (time-limit args)))))
                    (terminal (if args.values "values" "answers") args.max-conses (time-limit args)))))
    (except [e LispError]                ; what was run so far was printed: no summary
      (print f"slagle: error: {(one-line (str e))}" :file sys.stderr :flush True)
      (return 1)))
  (setv line (failures-line run args.deck))
  (when line
    (.flush sys.stdout)
    (print f"slagle: error: {line}" :file sys.stderr :flush True))
  (if line 1 0))
