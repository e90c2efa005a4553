"The README's tour, the tutorial (docs/tutorial.md) and the REPL's page
(docs/repl.md), run: every `$ slagle ...` they show (a pipeline of them too)
prints what the page says it prints (a line `...` stands for lines left out),
and each REPL session answers as shown.  `$ cat FILE` blocks are the files
the commands read."

(import io
        re
        sys
        pathlib [Path]
        pytest
        lisp.trace [redefining]
        appendix-b.programs :as b
        appendix-c.programs :as c
        slagle.cli [main]
        slagle.commands.repl [make-repl])

(setv ROOT (. (Path __file__) parent parent)
      README (/ ROOT "README.md")
      ;; The pages whose commands and sessions are run here.
      PAGES [README (/ ROOT "docs" "tutorial.md") (/ ROOT "docs" "repl.md")]
      ADDRESS (re.compile r" at 0x[0-9a-f]+")
      ;; A game with a person in it: the moves typed after each prompt, and
      ;; what differs from run to run (times, and the record's file name).
      TYPED (re.compile r"^\w+ to move: (.*)$")
      VARYING (re.compile r"\d+\.\d+ s\b|\d{8}-\d{6}"))

(defn code-blocks [text]
  "The fenced code blocks of a Markdown text, each as a list of lines."
  (lfor block (cut (.split text "```") 1 None 2)
        (cut (.splitlines block) 1 None)))

(defn commands [block]
  "The `$ command` lines of a block, each with the lines that follow it up to the next."
  (setv out [])
  (for [line block]
    (if (.startswith line "$ ")
        (.append out [(cut line 2 None) []])
        (when out (.append (get out -1 1) line))))
  out)

(setv SHOWN (lfor page PAGES
                  block (code-blocks (.read-text page :encoding "utf-8"))
                  command (commands block)
                  command)
      FILES (dfor [command lines] SHOWN :if (.startswith command "cat ") (cut command 4 None) lines)
      RUNS (lfor [command lines] SHOWN
                 :if (and (.startswith command "slagle ") (!= command "slagle repl"))
                 [command lines])
      SESSIONS (lfor [command lines] SHOWN :if (= command "slagle repl") lines))

(defn shown-as [expected actual]
  "True if the actual lines are what the README shows: the same lines, or, where
  the README has a line `...`, the lines it shows, in order, among them."
  (setv expected (lfor l expected (.rstrip (.sub ADDRESS " at 0x" l)))
        actual (lfor l actual (.rstrip (.sub ADDRESS " at 0x" l))))
  (if (in "..." (lfor l expected (.strip l)))
      (do (setv rest (iter actual))
          (all (gfor l expected :if (!= (.strip l) "...") (in l rest))))
      (= expected actual)))

(defn typing [lines]
  "An input() that types the moves the README shows after each prompt, echoed
  as a terminal shows them; then the end of input."
  (setv moves (iter (lfor l lines :setv m (.match TYPED l) :if m (.group m 1))))
  (fn [prompt]
    (setv line (next moves None))
    (when (is line None)
      (raise EOFError))
    (print (+ prompt line))
    line))

(defn steady [lines]
  "The lines with what differs from run to run masked."
  (lfor l lines (.sub VARYING "#" l)))

(defn test-the-readme-shows-commands []
  ;; The tutorial: replay, trace, draw, a tree of one's own, the REPL, a LISP 1.5 deck.
  (assert (>= (len RUNS) 8))
  (assert (= (sorted FILES) ["my.tree" "union.lisp"]))
  ;; a file shown twice is the same file each time
  (for [[command lines] SHOWN :if (.startswith command "cat ")]
    (assert (= lines (get FILES (cut command 4 None))) command))
  ;; the README's tour, the REPL's page: each at least one session
  (assert (>= (len SESSIONS) 3)))

(defn test-the-readme-opens-with-its-two-commands []
  (setv text (.read-text README :encoding "utf-8")
        [first-block #* _] (code-blocks text))
  (assert (= first-block
             ["python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/slagle replay"
              "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/python -m pytest"]))
  ;; nothing but the title before them
  (assert (= (len (.splitlines (get (.split text "```") 0))) 2))
  ;; what it is, the tour, then links; the long material in docs/
  (assert (< (len (.splitlines text)) 150)))

(defn run-command [command capsys monkeypatch]
  "Run the `slagle ...` command line here; a pipeline `slagle A | slagle B`
  stage by stage, each stage's output the next one's standard input.  What
  the last stage printed."
  (setv captured None)
  (for [stage (.split command " | ")]
    (when captured
      (monkeypatch.setattr sys "stdin" (io.StringIO captured.out)))
    (with [(pytest.raises SystemExit)]
      (main (cut (.split stage) 1 None)))
    (setv captured (.readouterr capsys)))
  captured)

(defn [(pytest.mark.parametrize #("command" "lines") RUNS :ids (lfor [command _] RUNS command))]
  test-a-readme-command-prints-what-it-shows [command lines capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (for [[name content] (.items FILES)]
    (.write-text (/ tmp-path name) (+ (.join "\n" content) "\n")))
  (setv person (in "human" (.split command)))
  (when person
    (monkeypatch.setattr "builtins.input" (typing lines)))
  (setv captured (run-command command capsys monkeypatch)
        actual (.splitlines (+ captured.out captured.err)))
  (assert (if person
              (shown-as (steady lines) (steady actual))
              (shown-as lines actual))
          captured.out))

(defn session-inputs [lines]
  "The REPL session as [input, lines shown after it]: `=> ` starts an input,
  `... ` continues it, other lines are what the REPL printed."
  (setv out [])
  (for [line lines]
    (cond (.startswith line "=> ") (.append out [(cut line 3 None) []])
          (.startswith line "... ") (setv (get out -1 0) (+ (get out -1 0) "\n" (cut line 4 None)))
          True (.append (get out -1 1) line)))
  out)

(defn [(pytest.mark.parametrize "session" SESSIONS :ids (lfor i (range (len SESSIONS)) f"session-{i}"))]
  test-a-repl-session-answers-as-shown [session capsys]
  (setv game-functions ["value" "succ" "final"]
        repl (make-repl))
  (.readouterr capsys)
  (with [_ (redefining b (dfor name game-functions name (getattr b name)))
         _ (redefining c (dfor name game-functions name (getattr c name)))]
    (for [[source shown] (session-inputs session)]
      (.runsource repl source)
      (setv captured (.readouterr capsys))
      (assert (shown-as shown (.splitlines (+ captured.out captured.err))) #(source captured.out)))))
