"What a person at a terminal meets: NO_COLOR gives plain text (no bold, no
dim, no colour), and a finished game's position says why there is no move."

(import pytest
        rich.text [Text]
        slagle.cli [main]
        slagle.core.terminal [console])

(defn slagle [argv capsys]
  "[exit status, standard output, standard error] of `slagle ARGV`."
  (with [e (pytest.raises SystemExit)] (main argv))
  (setv captured (.readouterr capsys))
  [e.value.code captured.out captured.err])

(defn printed [c]
  "What the console c prints of a bold, a dim and a coloured word."
  (with [capture (.capture c)]
    (.print c (Text "bold" :style "bold") (Text "dim" :style "dim") (Text "w" :style "bold white on grey23")))
  (.get capture))

(defn test-no-color-turns-off-every-style [monkeypatch]
  (monkeypatch.delenv "NO_COLOR" :raising False)
  (assert (in "\x1b[" (printed (console :force-terminal True))))
  (monkeypatch.setenv "NO_COLOR" "1")
  (assert (= (printed (console :force-terminal True)) "bold dim w\n")))

(defn test-draw-and-a-board-under-no-color [monkeypatch capsys]
  ;; FORCE_COLOR makes rich style its output as at a terminal; NO_COLOR still wins.
  (monkeypatch.setenv "FORCE_COLOR" "1")
  (monkeypatch.delenv "NO_COLOR" :raising False)
  (setv [_ styled _] (slagle ["draw" "fig6"] capsys))
  (assert (in "\x1b[" styled))
  (monkeypatch.setenv "NO_COLOR" "1")
  (setv [status plain _] (slagle ["draw" "fig6"] capsys))
  (assert (= status 0))
  (assert (not-in "\x1b[" plain))
  (assert (in "P2331  max       4       4" plain))
  (setv [status board _] (slagle ["play" "tic-tac-toe" "--first" "maxval" "--second" "maxval" "--max-plies" "1"] capsys))
  (assert (= status 0))
  (assert (not-in "\x1b[" board))
  (assert (in "X" board)))

(defn test-a-finished-game-says-why-there-is-no-move [capsys]
  (setv [status out _] (slagle ["run" "--game" "tic-tac-toe" "--position" "a3 a1 b3 b1 c3" "--quiet"] capsys))
  (assert (= status 0))
  (assert (.startswith out "move: NOSUCC (the game is over at this position: no move to choose")))
