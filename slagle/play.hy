"`slagle play checkers|kalah --first SPEC --second SPEC`: a game between two
players (slagle.games.players), the board drawn after each move with the
move, its value, the positions evaluated and the time taken; and, for
`slagle run --game`, one move chosen from a given position.

A game's record (a dict; --json prints it, --record writes it, and for
checkers PDN beside it) holds every move with those figures.  A game ends
when the rules end it, after --max-plies complete moves (a draw), or when
Ctrl-C or the end of a person's input stops it: the record is kept then
too, and written to --record, or else to a file named for the game and the
time, and the command says where."

(require lisp.macros [unless])
(import datetime
        io
        json
        random
        sys
        time
        pathlib [Path]
        rich.console [Console]
        lisp [LispError show]
        slagle.games [game-class]
        slagle.games.position [GameError play-moves]
        slagle.games.players [parse-spec]
        slagle.programs [choose]
        slagle.run [fail])

(setv INTERRUPTED 130)

(defn opening-moves [text]
  "The moves of --opening or --position: separated by spaces or commas,
  except that a Kalah move's pits may be joined by + (see the games)."
  (lfor m (.split (.replace (or text "") "," " ")) :if m m))

(defn start-game [name moves [weights None]]
  "The game `name` after the complete moves `moves` from its start."
  (play-moves ((game-class name) :weights weights) moves))

(defn winner-of [game p]
  "The side that won the ended game at p (a name of game.PLAYERS), or None for a draw."
  (setv [a b] (.returns p.state))
  (cond (> a b) (get game.PLAYERS 0) (< a b) (get game.PLAYERS 1) True None))

(defn new-record [name first second seed opening]
  "A game record with no moves yet."
  {"game" name
   "date" (.strftime (datetime.datetime.now datetime.timezone.utc) "%Y.%m.%d")
   "first" first "second" second "seed" seed "opening" opening
   "moves" [] "result" "unfinished" "winner" None "ended" None "position" None})

(defn move-line [record entry]
  "One line on a move: its number, the side, the move and its figures."
  (setv value (get entry "value"))
  (+ f"{(get entry "ply")}. {(get entry "side")} {(get entry "move")}"
     (cond (= (get entry "by") "opening") "   (opening)"
           (in (get entry "by") #{"human" "random"}) f"   ({(get entry "by")})"
           True (+ (cond (is value None) ""
                         (isinstance value float) f"   value {value :.2f}"
                         True f"   value {(show value)}")
                   f"   evaluated {(get entry "evaluated")}   {(get entry "seconds") :.2f} s"))))

(defn play-game [game players record max-plies out]
  "Play from game's root until the game ends, max-plies complete moves have
  been played, or a player stops; record every move.  out: a rich Console
  for the boards, or None.  The game's last position."
  (setv p game.root)
  (when out
    (.print out (.draw game p.state)))
  (while True
    (when (.over? game p)
      (setv winner (winner-of game p)
            (get record "winner") winner
            (get record "result") (if winner f"{winner} wins" "draw")
            (get record "ended") "the game is over")
      (break))
    (when (and (is-not max-plies None) (>= (len (get record "moves")) max-plies))
      (setv (get record "result") "draw"
            (get record "ended") f"{max-plies} {(if (= max-plies 1) "ply" "plies")} played: a draw by --max-plies")
      (break))
    (setv here (.after game p)
          player (get players here.player)
          [move figures] (.move player here))
    (when (is move None)
      (setv (get record "ended") f"{(get game.PLAYERS here.player)} stopped")
      (break))
    (setv entry {"ply" (+ (len (get record "moves")) 1)
                 "side" (get game.PLAYERS here.player)
                 "by" player.spec
                 "move" move.name
                 "actions" (list move.actions)
                 #** figures})
    (.append (get record "moves") entry)
    (setv (get record "position") (.serialize move.state)
          p move)
    (when out
      (.print out (move-line record entry) :highlight False)
      (.print out (.draw game p.state))))
  p)

(defn write-record [record path]
  "Write the record as JSON to path and, for checkers, as PDN to path with the suffix .pdn; the paths."
  (import slagle.games.checkers [pdn-text])
  (setv path (Path path) written [path])
  (.write-text path (+ (json.dumps record :indent 1) "\n"))
  (when (= (get record "game") "checkers")
    (setv pdn (.with-suffix path ".pdn"))
    (.write-text pdn (pdn-text record))
    (.append written pdn))
  written)

(defn default-record-path [record]
  "A file name for a record no --record named: the game and the time."
  (Path (+ f"slagle-{(get record "game")}-"
           (.strftime (datetime.datetime.now datetime.timezone.utc) "%Y%m%d-%H%M%S") ".json")))

(defn add-arguments [p]
  "The arguments of `slagle play`."
  (setv p.epilog (+ "SPEC: NAME[:SETTING]..., NAME a program of the table (b, c, ...), random or human;"
                    " a SETTING is KEY=NUMBER or the program's settings in order (b, c: m n), and dmax=N"
                    " the depth in complete moves (default 4).  Moves: checkers 11-15, 15x24, 22x15x8"
                    " (or OpenSpiel's a3b4); Kalah pits A-F (yours; North's a-f) or 1-6, C+F for an extra turn."
                    "  See docs/games.md."))
  (.add-argument p "game" :metavar "GAME" :help "checkers or kalah")
  (.add-argument p "--first" :default "c:2:2:dmax=4" :metavar "SPEC"
                 :help "the first player (checkers: Black; Kalah: South), e.g. c:2:2:dmax=6, b:1:1:dmax=4, random, human (default c:2:2:dmax=4)")
  (.add-argument p "--second" :default "b:1:1:dmax=4" :metavar "SPEC"
                 :help "the second player (default b:1:1:dmax=4)")
  (.add-argument p "--max-plies" :type int :default None :metavar "N"
                 :help "end the game as a draw after N complete moves (the opening's among them)")
  (.add-argument p "--seed" :type int :default None :help "the seed of random players (default: chosen, and recorded)")
  (.add-argument p "--opening" :default None :metavar "MOVES"
                 :help "moves to play first, e.g. \"11-15 23-19\" or \"C+F d\"")
  (.add-argument p "--weight" :action "append" :default [] :metavar "FEATURE=C"
                 :help "a weight of value[p]'s features (checkers: pieces kings advancement; kalah: stores seeds free-moves)")
  (.add-argument p "--quiet" :action "store_true" :help "no boards: only the result")
  (.add-argument p "--json" :action "store_true" :help "print the game record as one JSON object")
  (.add-argument p "--record" :default None :metavar "PATH"
                 :help "write the game record (JSON) to PATH, and PDN to PATH.pdn for checkers"))

(defn weights-of [given]
  "The dict of FEATURE=C words; GameError for a malformed one."
  (dfor w given
        :setv parts (.split w "=" 1)
        :do (unless (= (len parts) 2)
              (raise (GameError f"--weight {w}: write FEATURE=NUMBER, e.g. pieces=10")))
        (get parts 0) (try (float (get parts 1))
                           (except [ValueError]
                             (raise (GameError f"--weight {w}: {(get parts 1)} is not a number"))))))

(defn main [args]
  "Run `slagle play`."
  (try
    (when (and (is-not args.max-plies None) (< args.max-plies 0))
      (raise (GameError f"--max-plies must be 0 or more, not {args.max-plies}")))
    (setv seed (if (is args.seed None) (random.randrange (** 2 32)) args.seed)
          rng (random.Random seed)
          out (when (not (or args.quiet args.json)) (Console :highlight False))
          game (start-game args.game [] (weights-of args.weight))
          [ask say] (if args.json (aside) #(None None))
          players [(parse-spec args.first rng ask say) (parse-spec args.second rng ask say)]
          opening (opening-moves args.opening)
          record (new-record args.game args.first args.second seed opening))
    (setv game (play-opening game opening record))
    (when args.record
      (check-writable args.record))
    (except [e #(GameError LispError)]
      (return (fail (str e)))))
  (setv humans (any (gfor pl players (= pl.spec "human")))
        stopped None)
  (try
    (play-game game players record args.max-plies out)
    (except [KeyboardInterrupt]
      (setv (get record "ended") "interrupted (Ctrl-C)"
            stopped INTERRUPTED))
    (except [e #(GameError LispError)]
      (setv (get record "ended") (str e)
            stopped (fail (str e)))))
  (finish record args humans stopped))

(defn aside []
  "A person's prompt and messages on standard error, for standard output is the JSON record's: #(ask say)."
  (defn say [line]
    (print line :file sys.stderr :flush True))
  (defn ask [prompt]
    (print prompt :end "" :file sys.stderr :flush True)
    (input))
  #(ask say))

(defn check-writable [path]
  "GameError, before the game, if the record cannot be written to path."
  (try
    (with [_ (open path "a")])
    (except [e OSError]
      (raise (GameError f"cannot write the record to {path}: {(or e.strerror e)}")))))

(defn play-opening [game opening record]
  "The game after the --opening moves, recorded as moves of the opening."
  (for [[i text] (enumerate opening 1)]
    (setv here game
          game (play-moves game [text] i)
          move game.root)
    (.append (get record "moves")
             {"ply" (+ (len (get record "moves")) 1) "side" (get here.PLAYERS here.player)
              "by" "opening" "move" move.name "actions" (list move.actions)
              "value" None "evaluated" 0 "seconds" 0})
    (setv (get record "position") (.serialize move.state)))
  game)

(defn finish [record args humans stopped]
  "Report the end of a game: the result line (or the JSON record), the
  record written where asked, or, if a person played or the game was
  stopped, to a file of its own; the exit status."
  (setv path (cond args.record args.record
                   (or humans stopped) (default-record-path record)
                   True None))
  (when args.json
    (print (json.dumps record)))
  (unless args.json
    (setv plies (len (get record "moves")))
    (print f"{(get record "result")}   {(get record "ended")}   ({plies} {(if (= plies 1) "ply" "plies")})"
           :flush True))
  (when path
    (try
      (setv written (write-record record path))
      (print f"record: {(.join " " (map str written))}" :file sys.stderr)
      (except [e OSError]
        (return (fail f"cannot write the record to {path}: {(or e.strerror e)}")))))
  (or stopped 0))

(defn run-game [args]
  "`slagle run --game`: the move a program chooses from --position (moves
  from the start), reported as `slagle run` reports a tree's.  The program:
  the appendix (args: appendix, m, n, x y r s, with trace), or another of the
  table's by name (args.program, where `slagle run` has --program)."
  (import slagle.programs [program-named])
  (try
    (setv name (getattr args "program" None))
    (when (is args.dmax None)
      (setv args.dmax 4))
    (if name
        (do (program-named name)
            (when (or args.trace args.trace-only)
              (raise (GameError f"--trace on a game is for the appendices, not {name}")))
            (setv settings {} during None trace None))
        (setv [settings during trace] (appendix-run args)))
    (setv game (start-game args.game (opening-moves args.position))
          start (time.perf-counter)
          move (choose (or name args.appendix) game args.dmax settings during)
          seconds (- (time.perf-counter) start)
          result {"game" args.game "position" game.root.name "move" (show move)
                  "evaluated" (lfor p game.evaluated (show p)) "dmax" args.dmax "seconds" seconds})
    (if args.json
        (print (json.dumps (if trace {#** result "trace" (.splitlines (.getvalue trace))} result)))
        (do (print f"move: {(show move)}")
            (print f"evaluated: {(len game.evaluated)} positions in {seconds :.2f} s")))
    0
    (except [e #(GameError LispError)]
      (fail (str e)))))

(defn appendix-run [args]
  "For an appendix's sta on a game: its settings (the defaults c, 2, 2 for
  what args leave out, checked as for a tree), the trace to run it in, and
  where the trace goes (a StringIO for --json): #(settings during trace)."
  (import slagle.run [check-arguments trace-names PARAMETERS]
          slagle.calls [tracing-appendix])
  (for [[k default] [["appendix" "c"] ["m" 2] ["n" 2]]]
    (when (is (getattr args k) None)
      (setattr args k default)))
  (check-arguments args)
  (setv names (trace-names args)
        trace (cond (is names None) None args.json (io.StringIO) True sys.stdout))
  #({"m" args.m "n" args.n #** (dfor k PARAMETERS :if (is-not (getattr args k) None) k (getattr args k))}
    (when trace
      (fn [programs] (tracing-appendix programs args.appendix (or names None) trace)))
    trace))
