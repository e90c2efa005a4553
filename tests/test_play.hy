"`slagle play` and `slagle run --game`: games between SPEC players, drawn or
recorded (JSON, PDN), reproducible with --seed and --opening; a person at
the terminal, re-prompted on a bad move; Ctrl-C and the end of input keep
the record; bad input is one line and a non-zero status; without OpenSpiel,
one line saying what to install."

(import itertools
        json
        io
        os
        signal
        subprocess
        sys
        time
        pathlib [Path]
        pytest
        slagle.cli [main]
        helpers [slagle]
        slagle.games [game-class game-list]
        slagle.core.programs [PROGRAMS program-named]
        slagle.bench.games [timed-spec]
        slagle.games.position [play-moves])

(setv ROOT (. (Path __file__) (resolve) parent parent))

(defn record-of [argv capsys]
  "The JSON record `slagle play ARGV --json` prints."
  (setv [status out err] (slagle [#* argv "--json"] capsys))
  (assert (= status 0) err)
  (json.loads out))

(defn test-a-game-is-recorded-move-by-move-and-replays [capsys]
  (setv record (record-of ["play" "checkers" "--first" "c:2:2:dmax=2" "--second" "random"
                           "--seed" "3" "--max-plies" "6"] capsys)
        moves (get record "moves"))
  (assert (= (len moves) 6))
  (assert (= (get record "result") "draw"))
  (assert (in "--max-plies" (get record "ended")))
  (assert (= (lfor m moves (get m "side")) ["Black" "White" "Black" "White" "Black" "White"]))
  (for [m (cut moves 0 None 2)]
    (assert (= (get m "by") "c:2:2:dmax=2"))
    (assert (> (get m "evaluated") 0))
    (assert (is-not (get m "value") None)))
  ;; the moves, replayed by name from the start, reach the recorded position
  (setv game (play-moves ((game-class "checkers")) (lfor m moves (get m "move"))))
  (assert (= (.serialize game.root.state) (get record "position")))
  ;; the same seed, the same game
  (assert (= (lfor m (get (record-of ["play" "checkers" "--first" "c:2:2:dmax=2" "--second" "random"
                                      "--seed" "3" "--max-plies" "6"] capsys) "moves")
                   (get m "move"))
             (lfor m moves (get m "move")))))

(defn test-a-kalah-game-plays-to-its-end [capsys]
  (setv record (record-of ["play" "kalah" "--first" "c:dmax=2" "--second" "b:1:1:dmax=2"] capsys))
  (assert (in (get record "result") #{"South wins" "North wins" "draw"}))
  (assert (= (get record "result") (if (get record "winner") f"{(get record "winner")} wins" "draw")))
  (assert (.startswith (get record "ended") "the game is over: "))
  (assert (in "pits are empty" (get record "ended")))
  (assert (= (get record "ended-by") "rules"))
  (setv game (play-moves ((game-class "kalah")) (lfor m (get record "moves") (get m "move"))))
  (assert (.over? game game.root)))

(defn test-the-opening-is-played-first [capsys]
  (setv moves (get (record-of ["play" "checkers" "--opening" "11-15, 23-19" "--first" "c:dmax=1"
                               "--max-plies" "3"] capsys)
                   "moves"))
  (assert (= (lfor m (cut moves 2) #((get m "move") (get m "by"))) [#("11-15" "opening") #("23-19" "opening")]))
  (assert (= (get moves 2 "by") "c:dmax=1")))

(defn test-boards-are-drawn-with-each-move-and-quiet-is-one-line [capsys]
  (setv [status out err] (slagle ["play" "kalah" "--first" "c:dmax=1" "--second" "c:dmax=1" "--max-plies" "2"] capsys))
  (assert (= status 0) err)
  (assert (in "1. South " out))
  (assert (in "2. North " out))
  (assert (in "evaluated " out))
  (assert (= (.count out "South\n") 3))        ; the start and after each move
  (setv [status out err] (slagle ["play" "kalah" "--quiet" "--max-plies" "2"] capsys))
  (assert (= (.splitlines out) ["draw   2 plies played: a draw by --max-plies   (2 plies)"])))

(defn test-record-writes-json-and-pdn [capsys tmp-path]
  (setv path (/ tmp-path "game.json"))
  (setv [status out err] (slagle ["play" "checkers" "--quiet" "--first" "c:dmax=1" "--second" "random"
                                  "--seed" "1" "--max-plies" "4" "--record" (str path)] capsys))
  (assert (= status 0) err)
  (setv record (json.loads (.read-text path))
        pdn (.read-text (/ tmp-path "game.pdn")))
  ;; cut by --max-plies: not finished, PDN's *; the usual tags
  (assert (in "[Result \"*\"]" pdn))
  (assert (= (lfor line (.splitlines pdn) :if (.startswith line "[") (get (.split (cut line 1 None)) 0))
             ["Event" "Site" "Date" "Round" "Black" "White" "Result" "GameType"]))
  (assert (in (+ "1. " (get record "moves" 0 "move") " " (get record "moves" 1 "move")) pdn)))

(defn human-game [capsys monkeypatch tmp-path lines]
  "Play checkers as Black typing `lines` (then the end of input) against c:dmax=1; the status, output and record."
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO (.join "" (gfor l lines (+ l "\n")))))
  (setv [status out err] (slagle ["play" "checkers" "--first" "human" "--second" "c:dmax=1"] capsys)
        [path] (list (.glob tmp-path "slagle-checkers-*.json")))
  #(status out err (json.loads (.read-text path))))

(defn test-a-person-is-re-prompted-on-a-bad-move-and-leaving-keeps-the-record [capsys monkeypatch tmp-path]
  (setv [status out err record] (human-game capsys monkeypatch tmp-path ["11-14" "a3b4" "nonsense"]))
  (assert (= status 0) err)
  (assert (in "  '11-14' is not a legal move here; the legal moves: 12-16 11-16 11-15 10-15 10-14 9-14 9-13\n" out))
  (assert (in "  'nonsense' is not a legal move here" out))
  (assert (= (lfor m (get record "moves") (get m "move")) ["12-16" (get record "moves" 1 "move")]))
  (assert (= (get record "ended") "Black stopped"))
  (assert (.exists (/ tmp-path (.replace (. (next (.glob tmp-path "*.json")) name) ".json" ".pdn")))))

(defn test-ctrl-c-at-the-prompt-ends-the-game-and-keeps-the-record [capsys monkeypatch tmp-path]
  (defn interrupt [prompt] (raise KeyboardInterrupt))
  (monkeypatch.setattr "builtins.input" interrupt)
  (setv path (/ tmp-path "g.json")
        [status out err] (slagle ["play" "kalah" "--first" "c:dmax=1" "--second" "human" "--record" (str path)] capsys)
        record (json.loads (.read-text path)))
  (assert (= status 130))
  (assert (= (get record "ended") "interrupted (Ctrl-C)"))
  (assert (= (len (get record "moves")) 1))
  (assert (= (get record "result") "unfinished")))

(defn test-ctrl-c-during-a-search-keeps-the-record [tmp-path]
  ;; A real process: the search runs in a thread of its own (slagle.core.runtime/deeply).
  ;; Interrupted once Black's first move is drawn, in White's long search.
  (setv path (/ tmp-path "g.json")
        process (subprocess.Popen [sys.executable "-c"
                                   ;; Ctrl-C as a shell delivers it: a test runner's worker may
                                   ;; ignore or block SIGINT, and its children would keep that
                                   ;; (and SIGUSR1 shows where every thread is, should it hang)
                                   (+ "import signal; signal.signal(signal.SIGINT, signal.default_int_handler)\n"
                                      "signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT])\n"
                                      "import faulthandler; faulthandler.register(signal.SIGUSR1, all_threads=True)\n"
                                      "import sys, hy; from slagle.cli import main; main(sys.argv[1:])\n")
                                   "play" "checkers" "--first" "c:dmax=1" "--second" "b:1:1:dmax=12"
                                   "--record" (str path)]
                                  :cwd ROOT :stdout subprocess.PIPE :stderr subprocess.PIPE :text True
                                  :env {#** os.environ "PYTHONUNBUFFERED" "1"}))
  (try
    (for [line process.stdout]
      (when (.startswith line "1. Black")
        (break)))
    (time.sleep 0.3)
    (.send-signal process signal.SIGINT)
    (setv [out err] (try (.communicate process :timeout 60)
                         (except [subprocess.TimeoutExpired]
                           (.send-signal process signal.SIGUSR1)
                           (time.sleep 1)
                           (.kill process)
                           (.communicate process))))
    (finally
      ;; Never leave White's search running should the test fail.
      (.kill process)))
  (assert (= process.returncode 130) err)
  (assert (not-in "Traceback" err))
  (assert (in "unfinished   interrupted (Ctrl-C)   (1 ply)" out))
  (setv record (json.loads (.read-text path)))
  (assert (= (get record "ended") "interrupted (Ctrl-C)"))
  (assert (= (len (get record "moves")) 1)))

;; argv, the exit status, what the one line says
(setv ERRORS
  [[["play" "chess"] 1 "no game chess; the games: checkers kalah"]
   [["play" "checkers" "--first" "z:1"] 1 "no player 'z' in 'z:1'; the players: b c "]
   [["play" "checkers" "--first" "c:1:1"] 1 "DOMAIN: Appendix C is for m = 2, 3, ..., and the paper's backing-up functions for 2 (others: your own, in slagle repl); m = 1"]
   [["play" "checkers" "--first" "c:3"] 1 "BACKUP: the paper gives backing-up functions only for m, n ≤ 2; m = 3"]
   [["play" "checkers" "--first" "b:dmax=0"] 1 "DOMAIN: dmax must be 1 or more"]
   [["play" "checkers" "--first" "b:1:1:1"] 1 "player b:1:1:1: b takes 2 settings in order (m n)"]
   [["play" "checkers" "--first" "b:1:x=3"] 1 "PROGRAM: b takes no setting x; its settings: m n"]
   [["play" "checkers" "--first" "c:m=two"] 1 "player c:m=two: m must be a number, not 'two'"]
   [["play" "checkers" "--second" "random:3"] 1 "player random:3: random takes no settings"]
   [["play" "checkers" "--opening" "11-15 11-14"] 1 "move 2: '11-14' is not a legal move here; the legal moves: 24-19 24-20"]
   [["play" "kalah" "--opening" "3"] 1 "move 1: '3' is only the start of a move"]
   [["play" "checkers" "--weight" "mobility=2"] 1 "no feature mobility; the features: pieces kings advancement"]
   [["play" "checkers" "--weight" "pieces"] 1 "--weight pieces: write FEATURE=NUMBER"]
   [["play" "checkers" "--max-plies" "-1"] 1 "--max-plies must be 0 or more"]
   [["play" "checkers" "--record" "/no/such/folder/g.json"] 1 "cannot write the record to /no/such/folder/g.json: No such file or directory"]
   [["play" "checkers" "--record" "/dev/null"] 1 "--record /dev/null: /dev/null is not a regular file"]
   [["play" "checkers" "--record" "/"] 1 "--record /: a directory; give the record a file name"]
   [["play" "checkers" "--record" ""] 1 "--record '': give the record a file name"]
   [["play" "checkers" "--record" "g.pdn"] 1 "--record g.pdn: the PDN goes to PATH with the suffix .pdn"]
   [["play" "checkers" "--opening" "11-15 23-19 8-11" "--max-plies" "2" "--quiet"] 1
    "--opening has 3 moves, more than --max-plies 2 allows"]
   [["play" "kalah" "--first" "c:m=2:m=3"] 1 "player c:m=2:m=3: m is given twice; give each setting once"]
   [["play" "kalah" "--first" "c:2:2:n=2"] 1 "player c:2:2:n=2: n is given twice"]
   [["play" "kalah" "--second" "b:dmax=2:dmax=3"] 1 "player b:dmax=2:dmax=3: dmax is given twice"]
   [["play" "kalah" "--weight" "stores=2" "--weight" "stores=3"] 1 "--weight stores is given twice"]
   [["run" "--game" "chess"] 1 "no game chess"]
   [["run" "--game" "kalah" "--interpreted"] 1 "--interpreted is for a tree"]
   [["run" "--game" "kalah" "--deck"] 1 "--deck is for a tree"]
   [["run" "--game" "checkers" "--position" "11-14"] 1 "move 1: '11-14' is not a legal move here"]
   [["run" "--game" "checkers" "--appendix" "c" "-m" "1"] 1 "DOMAIN: Appendix C is for m = 2, 3, ..., and the paper's backing-up functions for 2 (others: your own, in slagle repl); m = 1"]
   ;; a program on a game is checked as on a tree, by the table (slagle.core.programs/checked-settings)
   [["run" "--game" "checkers" "--program" "maxval" "-m" "3"] 1 "PROGRAM: maxval takes no setting m; it takes none"]
   [["run" "--game" "checkers" "--program" "ab" "-x" "7"] 1 "PROGRAM: ab takes no setting x; it takes none"]
   [["run" "--game" "checkers" "--program" "c" "-m" "1"] 1 "DOMAIN: Appendix C is for m = 2, 3, ..., and the paper's backing-up functions for 2 (others: your own, in slagle repl); m = 1"]
   [["run" "--game" "checkers" "--program" "maxval" "--appendix" "b"] 1 "PROGRAM: --program maxval and --appendix b: give one program"]
   [["run" "--game" "kalah" "--program" "valmax" "--dmax" "0"] 1 "DOMAIN: dmax must be 1 or more, not 0"]
   [["run" "--game" "kalah" "--program" "minimax"] 1
    "PROGRAM: no program minimax; the programs: b c valmax maxval alpha-beta-search ab"]
   [["run" "--game" "kalah" "--program" ""] 1 "PROGRAM: no program ''; the programs: "]
   [["run" "--position" "11-15"] 1 f"--position is a position of a game: give --game {(game-list)}"]
   [["run" "fig6" "--game" "kalah"] 1 "a tree (fig6) or a game (--game kalah), not both"]])

(defn [(pytest.mark.parametrize #("argv" "status" "says") ERRORS)] test-bad-input-is-one-line [argv status says capsys]
  (setv [code out err] (slagle argv capsys))
  (assert (= code status) err)
  (assert (= (len (.splitlines err)) 1) err)
  (assert (.startswith err "slagle: error: ") err)
  (assert (in says err) err))

(defn test-run-chooses-a-move-from-a-position [capsys]
  (setv [status out err] (slagle ["run" "--game" "checkers" "--position" "11-15 23-19" "--dmax" "2" "--json"] capsys)
        result (json.loads out))
  (assert (= status 0) err)
  (assert (= (get result "position") "23-19"))
  (assert (= (get result "moves") ["11-15" "23-19"]))   ; the whole line of moves to it
  (setv game (play-moves ((game-class "checkers")) ["11-15" "23-19"]))
  (assert (in (get result "move") (lfor p (.successors game game.root) p.name)))
  (assert (> (get result "evaluated") 0)))

(defn test-run-traces-a-game [capsys]
  (setv [status out err] (slagle ["run" "--game" "kalah" "--appendix" "b" "-m" "1" "-n" "1" "--dmax" "1" "--trace"] capsys))
  (assert (= status 0) err)
  (assert (in "(sta START 1 1 1)" out))
  (assert (in "succ = (A B C+A C+B C+D C+E C+F D E F)" out))
  (assert (in "move: " out)))

(defn [(pytest.mark.parametrize "argv" [["play" "checkers"] ["run" "--game" "kalah"] ["bench" "--games"]])]
  test-without-openspiel-one-line-says-what-to-install [argv]
  (setv done (subprocess.run [sys.executable "-c"
                              (+ "import sys, hy; sys.modules['pyspiel'] = None;"
                                 " from slagle.cli import main; main(sys.argv[1:])")
                              #* argv]
                             :cwd ROOT :capture-output True :text True))
  (assert (= done.returncode 1) done.stderr)
  (assert (= (.splitlines done.stderr)
             ["slagle: error: the games need OpenSpiel, which is not installed: pip install '.[games]' (or: pip install open-spiel)"])))

(defn test-bench-games-prints-the-ratio-and-the-game [capsys]
  (setv [status out err] (slagle ["bench" "--games" "--positions" "2" "--dmax" "2" "--max-plies" "4" "--json"] capsys)
        [speed game] (get (json.loads out) "tables"))
  (assert (= status 0) err)
  (assert (= (get speed "title") "Checkers, 2 positions from random games (seed 0), 2 complete moves deep:"))
  (setv rows (dfor row (get speed "rows") (get row "program") row))
  ;; every program of the table, with the settings it is timed with, and each twin after its program
  (assert (= (list rows)
             ["OpenSpiel alpha_beta_search" "plain pyspiel alpha-beta"
              #* (gfor name PROGRAMS
                       :setv spec (timed-spec name 2)
                       s (if (. (program-named name) twin) [spec (+ spec ":compiled")] [spec])
                       s)]))
  (assert (= (cut (list rows) 2 6)
             ["b:1:1:dmax=2" "b:1:1:dmax=2:compiled" "c:2:2:dmax=2" "c:2:2:dmax=2:compiled"]))
  (for [spec ["c:2:2:dmax=2" "b:1:1:dmax=2" "maxval:dmax=2"]]
    ;; the twin evaluates and makes the positions the transcription does
    (for [column ["evaluated" "made"]]
      (assert (= (get rows spec column) (get rows (+ spec ":compiled") column)))))
  (assert (.startswith (get speed "notes" -1) "The compiled twin, times faster a position evaluated than the transcription: b:1:1:dmax=2 "))
  (for [row (.values rows)]
    (assert (> (get row "evaluated") 0)))             ; positions evaluated
  (setv [spiel plain #* _] (.values rows))
  (assert (= (get spiel "evaluated") (get plain "evaluated")))   ; the plain peer evaluates what OpenSpiel's search does
  (assert (= (get spiel "/ OpenSpiel") 1.0))          ; OpenSpiel's ratio to itself
  (assert (= (get plain "/ plain") 1.0))              ; the plain one's to itself
  (assert (= (get game "title") "A game of checkers: c:2:2:dmax=2 (Black) against maxval:dmax=2 (White), at most 4 plies:"))
  (assert (= (lfor row (get game "rows") [(get row "program") (get row "side") (get row "moves")])
             [["c:2:2:dmax=2" "Black" 2] ["maxval:dmax=2" "White" 2]]))
  (assert (.startswith (get game "notes" 0) "result draw (4 plies played: a draw by --max-plies), 4 plies in ")))

(defn test-with-json-a-person-is-asked-on-standard-error [capsys monkeypatch tmp-path]
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO "11-14\n11-15\n"))
  (setv [status out err] (slagle ["play" "checkers" "--json" "--first" "human" "--second" "c:dmax=1"] capsys)
        record (json.loads out))
  (assert (= status 0) err)
  (assert (in "Black to move: " err))
  (assert (in "'11-14' is not a legal move here" err))
  (assert (= (get record "moves" 0 "move") "11-15")))

(defn test-a-program-on-a-game-is-refused-as-on-a-tree [capsys]
  ;; The same one line, word for word, for a tree and for a game.
  (for [extra [["--program" "minimax"] ["--program" "maxval" "-m" "3"] ["--program" "ab" "--appendix" "c"]
                ["--program" "b" "-x" "2"]]]
    (setv [_ _ on-tree] (slagle ["run" "fig6" #* extra] capsys)
          [status _ on-game] (slagle ["run" "--game" "kalah" #* extra] capsys))
    (assert (= status 1))
    (assert (= on-game on-tree))))

;; argv after `run --game kalah --position D --dmax 2 --json`; what the JSON says was run
(setv RUNS
  [[[] {"program" "c" "appendix" "c" "m" 2 "n" 2 "x" 3 "y" 1 "r" 3 "s" 1}]
   [["--appendix" "b" "-m" "1"] {"program" "b" "appendix" "b" "m" 1 "n" 2}]
   [["-x" "2" "-s" "0.5"] {"program" "c" "appendix" "c" "m" 2 "n" 2 "x" 2.0 "y" 1 "r" 3 "s" 0.5}]
   [["--program" "b" "-m" "1"] {"program" "b" "appendix" "b" "m" 1 "n" 2}]
   [["--program" "maxval"] {"program" "maxval"}]
   [["--program" "ab"] {"program" "ab"}]])

(defn [(pytest.mark.parametrize #("extra" "settings") RUNS)] test-run-on-a-game-says-what-was-run [extra settings capsys]
  (setv [status out err] (slagle ["run" "--game" "kalah" "--position" "D" "--dmax" "2" "--json" #* extra] capsys)
        result (json.loads out))
  (assert (= status 0) err)
  (assert (= (get result "position") "D"))
  (assert (= (get result "moves") ["D"]))
  (assert (in (get result "move") ["a" "b" "c+a" "c+b" "c+d" "c+e" "c+f" "d" "e" "f"]))
  (assert (= (dfor k ["program" "appendix" "m" "n" "x" "y" "r" "s"] :if (in k result) k (get result k)) settings))
  (assert (= (get result "weights") {"stores" 3 "seeds" 1 "free-moves" 1}))
  (assert (= (get result "dmax") 2)))

(defn test-run-on-a-game-searches-four-moves-deep-by-default [capsys]
  (setv [status out err] (slagle ["run" "--game" "kalah" "--program" "maxval" "--json"] capsys))
  (assert (= status 0) err)
  (assert (= (get (json.loads out) "dmax") 4)))

(defn test-a-games-own-default-depth-is-what-run-and-play-search [capsys monkeypatch]
  ;; the one default depth is the game class's, whichever command reads it
  (.setattr monkeypatch (game-class "tic-tac-toe") "DEFAULT_DEPTH" 2)
  (setv [status out err] (slagle ["run" "--game" "tic-tac-toe" "--program" "maxval" "--json"] capsys))
  (assert (= status 0) err)
  (assert (= (get (json.loads out) "dmax") 2))
  (setv record (record-of ["play" "tic-tac-toe" "--first" "maxval" "--second" "random" "--max-plies" "1"] capsys))
  (assert (in "dmax=2" (get record "players" 0)) (get record "players")))

(defn test-a-record-holds-all-a-replay-needs [capsys]
  ;; The players' full SPECs (defaults written out), the weights and --max-plies:
  ;; replayed from the record alone, the game is the same, move for move.
  (setv record (record-of ["play" "kalah" "--first" "c:dmax=1" "--second" "random" "--seed" "5"
                           "--weight" "stores=2" "--max-plies" "4"] capsys))
  (assert (= (get record "players") ["c:m=2:n=2:x=3:y=1:r=3:s=1:dmax=1" "random"]))
  (assert (= (get record "weights") {"stores" 2.0 "seeds" 1 "free-moves" 1}))
  (assert (= (get record "max-plies") 4))
  (setv again (record-of ["play" "kalah" "--first" (get record "players" 0) "--second" (get record "players" 1)
                          "--seed" (str (get record "seed")) "--max-plies" (str (get record "max-plies"))
                          #* (gfor [k c] (.items (get record "weights")) x ["--weight" f"{k}={c}"] x)]
                         capsys))
  (assert (= (lfor m (get again "moves") #((get m "move") (get m "value")))
             (lfor m (get record "moves") #((get m "move") (get m "value"))))))

(defn test-an-opening-as-long-as-max-plies-is-played-and-ends-the-game [capsys]
  (setv record (record-of ["play" "checkers" "--opening" "11-15 23-19" "--max-plies" "2"] capsys))
  (assert (= (lfor m (get record "moves") (get m "by")) ["opening" "opening"]))
  (assert (= (get record "ended") "2 plies played: a draw by --max-plies")))

(defn test-an-existing-record-is-refused-before-the-game-and-kept [capsys tmp-path]
  ;; The JSON, or for checkers the PDN beside it: either there, nothing is played or written.
  (for [[game there asked] [["kalah" "k.json" "k.json"] ["checkers" "c.json" "c.json"] ["checkers" "c.pdn" "c.json"]]]
    (setv kept (/ tmp-path there) path (/ tmp-path asked))
    (.write-text kept "the user's")
    (setv [status out err] (slagle ["play" game "--quiet" "--max-plies" "1" "--record" (str path)] capsys))
    (assert (= status 1))
    (assert (= out ""))
    (assert (= err f"slagle: error: --record {path}: {kept} exists; give a PATH that does not (no record overwrites a file)\n"))
    (assert (= (.read-text kept) "the user's"))
    (.unlink kept)
    (assert (not (list (.iterdir tmp-path))))))

(defn test-default-record-names-never-collide [capsys monkeypatch tmp-path]
  ;; Three games stopped in the same second (the clock held still): three records.
  (import datetime)
  (defclass Still [datetime.datetime]
    (defn [classmethod] now [cls [tz None]] (cls 2026 1 2 3 4 5 :tzinfo tz)))
  (monkeypatch.setattr datetime "datetime" Still)
  (monkeypatch.chdir tmp-path)
  (for [i (range 3)]
    (monkeypatch.setattr "sys.stdin" (io.StringIO "11-15\n"))
    (setv [status out err] (slagle ["play" "checkers" "--quiet" "--first" "human" "--second" "c:dmax=1"] capsys))
    (assert (= status 0) err))
  (assert (= (sorted (gfor f (.iterdir tmp-path) f.name))
             (sorted (gfor stem ["slagle-checkers-20260102-030405" "slagle-checkers-20260102-030405-2"
                                 "slagle-checkers-20260102-030405-3"]
                           suffix [".json" ".pdn"]
                           (+ stem suffix)))))
  ;; the second game's record is the one with a move, not overwritten by the third
  (assert (= (lfor m (get (json.loads (.read-text (/ tmp-path "slagle-checkers-20260102-030405-2.json"))) "moves")
                   (get m "by"))
             ["human" "c:dmax=1"])))

(defn test-write-record-takes-the-next-free-name [tmp-path]
  ;; Should a file appear under the name during the game, the record goes beside it.
  (import slagle.matches.records [write-record]
          slagle.matches.loop [new-record])
  (setv record (new-record "checkers" "human" "random" 1 []))
  (.write-text (/ tmp-path "g.pdn") "someone's")
  (assert (= (write-record record (/ tmp-path "g.json")) [(/ tmp-path "g-2.json") (/ tmp-path "g-2.pdn")]))
  (assert (= (.read-text (/ tmp-path "g.pdn")) "someone's"))
  (assert (not (.exists (/ tmp-path "g.json")))))

(defn test-the-help-says-plies-and-where-the-pdn-goes [capsys]
  (setv [status out err] (slagle ["play" "--help"] capsys)
        text (.join " " (.split out)))
  (assert (= status 0))
  (assert (in "as a draw after N plies" text))
  (assert (not-in "complete moves (the opening" text))
  (assert (in "PATH with its suffix made .pdn (keep.json: keep.pdn)" text))
  (assert (in "c: m n x y r s, so c:2:2:2:2 sets m n x y" text)))

(defn test-the-help-and-errors-list-the-games-of-the-registry [capsys monkeypatch]
  ;; A game added to the registry (here tic-tac-toe again, as noughts) is in
  ;; the texts that list the games, with its first side, features and moves.
  (import slagle.games [GAMES])
  (setv before (list GAMES))
  (.setitem monkeypatch GAMES "noughts" (get GAMES "tic-tac-toe"))
  (.setenv monkeypatch "COLUMNS" "1000")      ; argparse breaks no line, nor tic-tac-toe
  (setv [status out err] (slagle ["play" "--help"] capsys)
        text (.join " " (.split out))
        listed (+ (.join ", " before) " or noughts"))
  (assert (= status 0) err)
  (assert (in f"GAME {listed}" text))
  (assert (in "; noughts: X)" text))
  (assert (in "noughts: open-lines threats centre)" text))
  (assert (in "Moves in noughts: a move names the square marked" text))
  (assert (in f"a game instead of a tree: {listed}"
              (.join " " (.split (get (slagle ["run" "--help"] capsys) 1)))))
  (assert (= (get (slagle ["run" "--position" "b2"] capsys) 2)
             f"slagle: error: --position is a position of a game: give --game {listed}\n")))

(defn test-playing-a-game-loads-no-paper-module []
  ;; A game needs the engine, the rules and the loop, not the report's figures and claims.
  (setv done (subprocess.run
               [sys.executable "-c"
                (+ "import sys, hy\nfrom slagle.cli import main\n"
                   "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
                   "print(sorted(m for m in sys.modules if m.startswith('slagle')))\n")
                "play" "kalah" "--first" "random" "--second" "c:dmax=1" "--max-plies" "2" "--quiet"]
               :capture-output True :text True :timeout 120))
  (setv loaded (get (.splitlines done.stdout) -1))
  (assert (in "slagle.matches.loop" loaded) done.stderr)
  (assert (not-in "slagle.paper" loaded))
  (assert (not-in "figures" loaded)))

(defn test-tic-tac-toe-plays-to-its-end-and-runs-a-move [capsys]
  ;; The third game of the registry, through the same commands as the others.
  (setv [code out err] (slagle ["play" "tic-tac-toe" "--first" "c:dmax=9" "--second" "maxval:dmax=9"
                                "--json" "--seed" "1"] capsys)
        record (json.loads out))
  (assert (= [code err] [0 ""]))
  (assert (= [(get record "ended") (get record "result")] ["the game is over: the board is full, a draw" "draw"]))
  (assert (= (get record "moves" 0 "side") "X"))
  (setv [code out err] (slagle ["run" "--game" "tic-tac-toe" "--position" "a3 a1 b3 b1" "--dmax" "1" "--json"] capsys))
  (assert (= [code (get (json.loads out) "move")] [0 "c3"])))


(defn test-a-tic-tac-toe-game-won-by-three-in-a-row-is-recorded [capsys tmp-path]
  ;; Random players, seed 3: O completes the top row on the eighth ply.
  (setv path (/ tmp-path "t.json")
        [status out err] (slagle ["play" "tic-tac-toe" "--first" "random" "--second" "random" "--seed" "3"
                                  "--quiet" "--record" (str path)] capsys)
        record (json.loads (.read-text path)))
  (assert (= [status err] [0 f"record: {path}\n"]))
  (assert (= (.splitlines out) ["O wins   the game is over: three in a row, a3 b3 c3   (8 plies)"]))
  (assert (= [(get record "result") (get record "winner") (get record "ended-by")] ["O wins" "O" "rules"])))


;; People at the board

(defn test-opening-moves-keep-their-actions-and-replay-by-actions [capsys]
  (setv record (record-of ["play" "kalah" "--opening" "C+F d" "--first" "c:dmax=1" "--second" "c:dmax=1"
                           "--max-plies" "3"] capsys)
        state (.new-initial-state (. ((game-class "kalah")) spiel)))
  (assert (= (lfor m (cut (get record "moves") 2) (get m "actions")) [[3 6] [11]]))
  (for [m (get record "moves") a (get m "actions")]
    (.apply-action state a))
  (assert (= (.serialize state) (get record "position"))))

(defn test-leaving-before-any-move-writes-no-record [capsys monkeypatch tmp-path]
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO ""))
  (setv [status out err] (slagle ["play" "checkers" "--quiet" "--first" "human"] capsys))
  (assert (= status 0))
  (assert (in "no move was played: no record written" err))
  (assert (= (list (.iterdir tmp-path)) [])))

(defn test-help-at-the-prompt-says-how-moves-are-written [capsys monkeypatch tmp-path]
  (setv [status out err record] (human-game capsys monkeypatch tmp-path ["help" "11-15"]))
  (assert (in "a capture is compulsory" (.lower out)))
  (assert (in "legal moves: 12-16 11-16 11-15" out))
  (assert (= (get record "moves" 0 "move") "11-15")))

(defn test-a-compulsory-capture-is-explained [capsys monkeypatch tmp-path]
  ;; After 11-15 23-19 8-11 22-17 9-13 17-14, Black must jump 10x17.
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO "12-16\n10x17\n"))
  (setv [status out err] (slagle ["play" "checkers" "--opening" "11-15 23-19 8-11 22-17 9-13 17-14"
                                  "--first" "human" "--second" "random" "--seed" "1" "--max-plies" "8"] capsys))
  (assert (in "'12-16' is not a legal move here; the legal moves: 10x17 (a capture is compulsory" out)))

(defn test-a-person-sees-the-board-from-their-side-every-square-numbered [capsys monkeypatch tmp-path]
  (setv [status out err record] (human-game capsys monkeypatch tmp-path ["11-15"]))
  (setv first-row (get (.splitlines out) 0))
  ;; Black (the person) at the bottom: White's men on 32 29 ... in the top row, each numbered
  (assert (in "32w" first-row) first-row)
  (assert (in "you: Black" out)))

(defn test-a-kalah-extra-turn-is-typed-a-sowing-at-a-time [capsys monkeypatch tmp-path]
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO "C\nF\n"))
  (setv [status out err] (slagle ["play" "kalah" "--first" "human" "--second" "c:dmax=1" "--max-plies" "2"
                                  "--record" "k.json"] capsys)
        record (json.loads (.read-text (/ tmp-path "k.json"))))
  (assert (= status 0) err)
  (assert (in "South moves on after C: " out))
  (assert (in "you: South" out))
  (assert (= (get record "moves" 0 "move") "C+F")))

(defn test-ctrl-c-at-the-prompt-ends-its-line-first []
  (import slagle.matches.players [HumanPlayer])
  (setv said [])
  (defn ask [prompt] (raise KeyboardInterrupt))
  (setv person (HumanPlayer "human" ask (fn [line] (.append said line))))
  (with [(pytest.raises KeyboardInterrupt)]
    (.move person ((game-class "kalah"))))
  (assert (= said [""])))

(defn [(pytest.mark.parametrize "depth" [1 2])] test-a-game-s-own-default-depth-is-the-one-run-and-play-search [depth capsys monkeypatch]
  ;; the depth is picked in one place (slagle.matches.positions/search-depth), from the game's class
  (.setattr monkeypatch (game-class "kalah") "DEFAULT_DEPTH" depth)
  (setv [status out err] (slagle ["run" "--game" "kalah" "--json"] capsys)
        ran (json.loads out))
  (assert (= status 0) err)
  (assert (= (get ran "dmax") depth))
  (setv [_ direct _] (slagle ["run" "--game" "kalah" "--json" "--dmax" (str depth)] capsys))
  (assert (= (get ran "evaluated") (get (json.loads direct) "evaluated")))
  (setv record (record-of ["play" "kalah" "--first" "c" "--second" "random" "--max-plies" "1"] capsys))
  (assert (.endswith (get record "players" 0) f":dmax={depth}")))
