"`slagle play` and `slagle run --game`: games between SPEC players, drawn or
recorded (JSON, PDN), reproducible with --seed and --opening; a person at
the terminal, re-prompted on a bad move; Ctrl-C and the end of input keep
the record; bad input is one line and a non-zero status; without OpenSpiel,
one line saying what to install."

(import json
        io
        os
        signal
        subprocess
        sys
        time
        pathlib [Path]
        pytest
        slagle.cli [main]
        slagle.games [game-class]
        slagle.games.position [play-moves])

(setv ROOT (. (Path __file__) (resolve) parent parent))

(defn slagle [argv capsys]
  "Run `slagle ARGV` here: the exit status, standard output and standard error."
  (with [e (pytest.raises SystemExit)]
    (main argv))
  (setv captured (.readouterr capsys))
  #(e.value.code captured.out captured.err))

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
  (assert (= (get record "ended") "the game is over"))
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
  (assert (in "[Result \"1/2-1/2\"]" pdn))
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
  ;; A real process: the search runs in a thread of its own (slagle.run/deeply).
  ;; Interrupted once Black's first move is drawn, in White's long search.
  (setv path (/ tmp-path "g.json")
        process (subprocess.Popen [sys.executable "-c" "import sys, hy; from slagle.cli import main; main(sys.argv[1:])"
                                   "play" "checkers" "--first" "c:dmax=1" "--second" "b:1:1:dmax=12"
                                   "--record" (str path)]
                                  :cwd ROOT :stdout subprocess.PIPE :stderr subprocess.PIPE :text True
                                  :env {#** os.environ "PYTHONUNBUFFERED" "1"}))
  (for [line process.stdout]
    (when (.startswith line "1. Black")
      (break)))
  (time.sleep 0.3)
  (.send-signal process signal.SIGINT)
  (setv [out err] (.communicate process :timeout 30))
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
   [["play" "checkers" "--first" "c:1:1"] 1 "DOMAIN: Appendix C is for m = 2, 3, ...; m = 1"]
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
   [["run" "--game" "chess"] 1 "no game chess"]
   [["run" "--game" "checkers" "--position" "11-14"] 1 "move 1: '11-14' is not a legal move here"]
   [["run" "--game" "checkers" "--appendix" "c" "-m" "1"] 1 "DOMAIN: Appendix C is for m = 2, 3, ...; m = 1"]
   [["run" "--position" "11-15"] 1 "--position is a position of a game: give --game checkers or kalah"]
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
  (setv game (play-moves ((game-class "checkers")) ["11-15" "23-19"]))
  (assert (in (get result "move") (lfor p (.successors game game.root) p.name)))
  (assert (get result "evaluated")))

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
  (setv [status out err] (slagle ["bench" "--games" "--positions" "2" "--dmax" "2" "--max-plies" "4"] capsys)
        lines (.splitlines out))
  (assert (= status 0) err)
  (assert (= (get lines 0) "Checkers, 2 positions from random games (seed 0), 2 complete moves deep:"))
  (for [[line name] (zip (cut lines 2 5) ["OpenSpiel alpha_beta_search" "c:2:2:dmax=2" "b:1:1:dmax=2"])]
    (assert (.startswith line name))
    (setv numbers (lfor w (.split (cut line 30 None)) (float w)))
    (assert (= (len numbers) 6))
    (assert (> (get numbers 0) 0)))                   ; positions evaluated
  (assert (.endswith (get lines 2) " 1.00"))          ; OpenSpiel's ratio to itself
  (assert (in "A game of checkers: c:2:2:dmax=2 (Black) against " out))   ; the 1&1 program: b, or maxval
  (assert (in "  result draw (4 plies played: a draw by --max-plies), 4 plies in " out)))

(defn test-with-json-a-person-is-asked-on-standard-error [capsys monkeypatch tmp-path]
  (monkeypatch.chdir tmp-path)
  (monkeypatch.setattr "sys.stdin" (io.StringIO "11-14\n11-15\n"))
  (setv [status out err] (slagle ["play" "checkers" "--json" "--first" "human" "--second" "c:dmax=1"] capsys)
        record (json.loads out))
  (assert (= status 0) err)
  (assert (in "Black to move: " err))
  (assert (in "'11-14' is not a legal move here" err))
  (assert (= (get record "moves" 0 "move") "11-15")))

(defn test-run-on-a-game-takes-any-program-of-the-table-by-name [capsys]
  ;; As `slagle run --program NAME --game ...` will call it: the table's program, its defaults.
  (import types [SimpleNamespace] slagle.play [run-game])
  (setv args (SimpleNamespace :program "b" :game "kalah" :position "D" :dmax 2 :json True
                              :trace False :trace-only None)
        status (run-game args)
        result (json.loads (. (.readouterr capsys) out)))
  (assert (= status 0))
  (assert (= (get result "position") "D"))
  (assert (in (get result "move") ["a" "b" "c+a" "c+b" "c+d" "c+e" "c+f" "d" "e" "f"])))
