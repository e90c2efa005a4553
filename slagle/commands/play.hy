"`slagle play GAME --first SPEC --second SPEC`: a game between two players
(slagle.matches.players), the board drawn after each move with the move, its
value, the positions evaluated and the time taken.

A game's record (a dict; --json prints it, --record writes it, and for
checkers PDN beside it: slagle.matches.records) holds every move with those
figures.  A game ends when the rules end it, after --max-plies plies (a
draw), or when Ctrl-C or the end of a person's input stops it: the record is
kept then too, and written to --record, or else to a file named for the game
and the time (numbered -2, -3 ... should that name be taken), and the
command says where.  A closed terminal (SIGHUP) or a request to stop
(SIGTERM) ends the game as Ctrl-C does, its record kept.  No record
overwrites a file: an existing --record is refused before the game.  A record
that cannot be written where it was to go (a full disk, a file-size limit)
goes to a file named for the game in the current directory, else in the
temporary directory, else to standard error as one JSON line: said in one
line, never lost."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        json
        os
        random
        signal
        sys
        tempfile
        slagle.core.terminal [console]
        lisp [LispError]
        slagle.errors [Refusal]
        slagle.games [DEFAULT-DEPTH GAMES game-list registered-class]
        slagle.games.position [GameError]
        slagle.matches.loop [new-record play-game play-opening]
        slagle.matches.players [ProgramPlayer parse-spec check-reach-of]
        slagle.matches.positions [opening-moves start-game weights-by-name]
        slagle.core.budget [estimate-line]
        slagle.matches.records [check-record-path default-record-path write-record]
        slagle.core.progress [watcher]
        slagle.commands.common [fail note note-compiling])


(setv EXAMPLES "
examples:
  slagle play checkers --first human --second c:2:2:dmax=6
  slagle play kalah --first c:2:2:dmax=4 --second maxval:dmax=4 --quiet
  slagle play tic-tac-toe --first human --second maxval
  slagle play checkers --first c:maxpos=3000 --second random --seed 1 --json")

(setv INTERRUPTED 130
      BROKEN-PIPE 141      ; 128 + SIGPIPE, as slagle.cli ends on a closed output
      ;; Signals that stop a game as Ctrl-C does, with what the record says of each.
      STOPPING {signal.SIGHUP "the terminal closed (SIGHUP)" signal.SIGTERM "stopped (SIGTERM)"})

(defclass Stopped [KeyboardInterrupt]
  "A signal of STOPPING came: the game stops, its record kept."
  (defn __init__ [self signum]
    (.__init__ (super) (get STOPPING signum))
    (setv self.signum signum)))

(defn [contextmanager] stopping-on-signals []
  "For a with block: SIGHUP and SIGTERM raise Stopped in it (once: a second
  is ignored while the record is kept); the old handlers back after it."
  (setv old (dfor signum STOPPING signum (signal.getsignal signum)))
  (defn stop [signum frame]
    (for [s STOPPING] (signal.signal s signal.SIG-IGN))
    (raise (Stopped signum)))
  (for [signum STOPPING] (signal.signal signum stop))
  (try
    (yield)
    (finally
      (for [[signum handler] (.items old)] (signal.signal signum handler)))))

(defn add-arguments [p]
  "The arguments of `slagle play`."
  (setv p.epilog (+ "SPEC: NAME[:SETTING]..., NAME a program of the table (b, c, ...), random or human;"
                    " a SETTING is KEY=NUMBER or a bare NUMBER, the program's settings in order (b: m n;"
                    " c: m n x y r s, so c:2:2:2:2 sets m n x y), each once, and dmax=N"
                    f" the depth in complete moves (default {DEFAULT-DEPTH}); maxpos=N, maxsec=S a budget: the program deepens"
                    " iteratively and plays the deepest search's move it completed within N positions, S seconds."
                    #* (gfor name GAMES f"  Moves in {name}: {(.rstrip (. (registered-class name) MOVE-HELP) ".")}.")
                    "  See docs/games.md."))
  (.add-argument p "game" :metavar "GAME" :help (game-list))
  (.add-argument p "--first" :default "c:2:2:dmax=4" :metavar "SPEC"
                 :help (+ f"the first player ({(by-game (fn [cls] (get cls.PLAYERS 0)))}), e.g. c:2:2:dmax=6,"
                          " b:1:1:dmax=4, random, human (default c:2:2:dmax=4)"))
  (.add-argument p "--second" :default "b:1:1:dmax=4" :metavar "SPEC"
                 :help "the second player (default b:1:1:dmax=4)")
  (.add-argument p "--max-plies" :type int :default None :metavar "N"
                 :help "end the game as a draw after N plies, moves of one side (the opening's among them)")
  (.add-argument p "--seed" :type int :default None :help "the seed of random players (default: chosen, and recorded)")
  (.add-argument p "--opening" :default None :metavar "MOVES"
                 :help "moves to play first, e.g. \"11-15 23-19\" or \"C+F d\"")
  (.add-argument p "--weight" :action "append" :default [] :metavar "FEATURE=C"
                 :help (+ "a weight of value[p]'s features, each once"
                          f" ({(by-game (fn [cls] (.join " " (gfor f cls.FEATURES f.name))))})"))
  (.add-argument p "--quiet" :action "store_true" :help "no boards: only the result")
  (.add-argument p "--force" :action "store_true"
                 :help "let a program search a dmax whose estimated cost is far beyond reach")
  (.add-argument p "--json" :action "store_true" :help "print the game record as one JSON object")
  (.add-argument p "--record" :default None :metavar "PATH"
                 :help (+ "write the game record as JSON to PATH and, for checkers, as PDN to PATH with"
                          " its suffix made .pdn (keep.json: keep.pdn); refused if either file exists")))

(defn by-game [what]
  "(what cls) for each game of the registry, for a help text: checkers: ...; kalah: ..."
  (.join "; " (gfor name GAMES f"{name}: {(what (registered-class name))}")))

(defn weights-of [given]
  "The dict of FEATURE=C words; GameError for a malformed one or a feature given twice."
  (setv weights {})
  (for [w given]
    (setv parts (.split w "=" 1))
    (unless (= (len parts) 2)
      (raise (GameError f"--weight {w}: write FEATURE=NUMBER, e.g. pieces=10")))
    (setv [k c] parts)
    (when (in k weights)
      (raise (GameError f"--weight {k} is given twice; give each feature's weight once")))
    (setv (get weights k) (try (float c)
                               (except [ValueError]
                                 (raise (GameError f"--weight {w}: {c} is not a number"))))))
  weights)

(defn main [args]
  "Run `slagle play`."
  (when (and (is-not args.max-plies None) (< args.max-plies 0))
    (raise (GameError f"--max-plies must be 0 or more, not {args.max-plies}")))
  (setv seed (if (is args.seed None) (random.randrange (** 2 32)) args.seed)
        rng (random.Random seed)
        out (when (not (or args.quiet args.json)) (console :highlight False))
        game (start-game args.game [] (weights-of args.weight))
        [ask say show] (if args.json (aside) #(None None None))
        players (lfor spec [args.first args.second] (parse-spec spec rng ask say show :game game))
        opening (opening-moves args.opening)
        record (new-record args.game args.first args.second seed opening players
                           (weights-by-name game) args.max-plies))
  (when (and (is-not args.max-plies None) (> (len opening) args.max-plies))
    (raise (GameError (+ f"--opening has {(len opening)} moves, more than --max-plies {args.max-plies}"
                         " allows: give a longer --max-plies or a shorter --opening"))))
  (setv game (play-opening game opening record))
  (check-reach-of players game args.force)
  (note-long-searches players game)
  (setv twins (lfor pl players :if (getattr pl "compiled" False) pl.program.twin))
  (when twins
    (note-compiling twins))
  (for [pl players :if (hasattr pl "watch")]
    (setv pl.watch (watcher f"{(get game.PLAYERS (.index players pl))} ({pl.spec}) thinking" args.quiet)))
  (when (is-not args.record None)
    (check-record-path args.record args.game))
  (setv humans (lfor [side pl] (enumerate players) :if (= pl.spec "human") side)
        stopped None)
  (with [_ (stopping-on-signals)]
    (try
      ;; One person at the board sees it from their own side.
      (play-game game players record args.max-plies out (when (= (len humans) 1) (get humans 0)))
      (except [e Stopped]
        (setv stopped (signal-stop record e)))
      (except [KeyboardInterrupt]
        (setv (get record "ended") "interrupted (Ctrl-C)"
              (get record "ended-by") "interrupted"
              stopped INTERRUPTED))
      (except [e #(OSError SystemExit)]
        (setv stopped (closed-stop record e)))
      (except [e #(Refusal LispError)]
        (setv (get record "ended") (str e)
              (get record "ended-by") "error"
              stopped (fail (str e)))))
    (finish record args (bool humans) stopped)))

(defn closed-stop [record e]
  "Mark the record as stopped by what ended the game's output, e (an OSError
  or rich's SystemExit): a signal of STOPPING that came while the prompt's
  line was ended on a closed terminal, or standard output closed (`| head`:
  rich ends with SystemExit on a broken pipe); the exit status.  Any other e
  is raised again."
  (setv cause (if (isinstance e BrokenPipeError) e e.__context__))
  (cond (isinstance cause Stopped) (signal-stop record cause)
        (isinstance cause BrokenPipeError)
          (do (setv (get record "ended") "standard output closed"
                    (get record "ended-by") "interrupted")
              BROKEN-PIPE)
        True (raise e)))

(defn signal-stop [record stop]
  "Mark the record as stopped by the signal of `stop` (a Stopped); the exit
  status a shell gives for that signal (128 + its number)."
  (setv (get record "ended") (str stop)
        (get record "ended-by") "interrupted")
  (+ 128 stop.signum))

(defn note-long-searches [players game]
  "A note for each program player whose first move is expected to take more
  than a minute (slagle.core.budget/cost-estimate), with how to bound it."
  (for [[side pl] (enumerate players)
        :if (and (isinstance pl ProgramPlayer) (not pl.budget))]
    (setv cost (.estimate pl.program game pl.dmax pl.settings pl.compiled))
    (when cost
      (note (estimate-line cost f"{(get game.PLAYERS side)} ({pl.spec}), a move"
                           "maxsec=S or maxpos=N in its SPEC bounds it")))))

(defn aside []
  "A person's prompt, messages and boards on standard error, for standard
  output is the JSON record's: #(ask say show)."
  (setv boards (console :stderr True :highlight False))
  (defn say [line]
    (print line :file sys.stderr :flush True))
  (defn ask [prompt]
    (print prompt :end "" :file sys.stderr :flush True)
    (input))
  #(ask say boards.print))

(defn finish [record args humans stopped]
  "Report the end of a game: the result line (or the JSON record), the
  record written where asked, or, if a person played or the game was
  stopped, to a file of its own; the exit status."
  (setv played (any (gfor m (get record "moves") (!= (get m "by") "opening")))
        path (cond (and stopped (not played)) None      ; nothing to keep
                   (and (= (get record "ended-by") "stopped") (not played)) None
                   (is-not args.record None) args.record
                   ;; The reader of the output went away (`| head`): on purpose, not a loss.
                   (= stopped BROKEN-PIPE) None
                   (or humans stopped) (default-record-path record)
                   True None))
  ;; The record first: after a closed terminal, printing may fail.
  (setv [written failure] (if path (kept record path) [None None]))
  (try
    (when args.json
      (print (json.dumps record)))
    (unless args.json
      (setv plies (len (get record "moves")))
      (print f"{(get record "result")}   {(get record "ended")}   ({plies} {(if (= plies 1) "ply" "plies")})"
             :flush True))
    (when (and (not path) (not played) (!= stopped BROKEN-PIPE) (or stopped (= (get record "ended-by") "stopped")))
      (print "slagle: no move was played: no record written" :file sys.stderr))
    (when written
      (print f"record: {(.join " " (map str written))}" :file sys.stderr))
    (when failure
      (return (fail failure)))
    (except [OSError]
      (unless stopped (raise))))
  (or stopped 0))

(defn kept [record path]
  "Write the record to path's files or, if that fails, to the first of the
  fallbacks (a file named for the game here, then in the temporary
  directory) that takes it, else to standard error as one JSON line:
  #(the files written, or None; the failure to report, or None)."
  (setv tried [])
  (for [where [path (default-record-path record)
               (os.path.join (tempfile.gettempdir) (str (default-record-path record)))]]
    (try
      (return #((write-record record where) (when tried (fallen-back tried))))
      (except [e OSError]
        (.append tried #(where (or e.strerror (str e)))))))
  (print (json.dumps record) :file sys.stderr :flush True)
  #(None (+ (fallen-back tried) "; the record is the JSON line above, on standard error")))

(defn fallen-back [tried]
  "What could not be written: the first path and why, in one line."
  (setv [where why] (get tried 0))
  f"cannot write the record to {where}: {why}")
