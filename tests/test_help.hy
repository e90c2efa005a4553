"What the command line says of itself: `slagle` alone, every command's
--help ending with examples that parse, --version, and shell completion."

(import itertools
        os
        pathlib [Path]
        re
        shlex
        subprocess
        sys
        pytest
        slagle.cli [main parser COMMANDS])

(setv ROOT (. (Path __file__) (resolve) parent parent))

(defn slagle [argv capsys]
  "[exit status, standard output, standard error] of `slagle ARGV`."
  (with [e (pytest.raises SystemExit)] (main argv))
  (setv captured (.readouterr capsys))
  [e.value.code captured.out captured.err])

(defn test-slagle-alone-shows-what-it-can-do [capsys]
  (setv [status out err] (slagle [] capsys))
  (assert (= status 2))
  (assert (= err ""))
  (for [name COMMANDS]
    (assert (re.search (+ r"(?m)^    " (re.escape name) r"\b") out) name))
  (assert (in "examples:" out)))

(defn example-lines [help-text]
  "The `slagle ...` command lines of the examples at the end of a help text,
  each cut from its description (two spaces or more)."
  (setv [_ _ examples] (.partition help-text "\nexamples:\n"))
  (lfor line (.splitlines examples)
        :if (.startswith (.strip line) "slagle ")
        (get (re.split r"\s{2,}" (.strip line)) 0)))

(defn [(pytest.mark.parametrize "name" (list COMMANDS))] test-every-command-has-examples-that-parse [name capsys]
  (setv [status out _] (slagle [name "--help"] capsys)
        examples (example-lines out))
  (assert (= status 0))
  (assert (>= (len examples) 2) out)
  (assert (any (gfor e examples (.startswith e f"slagle {name}"))) examples)
  ;; each stage of each example is a command line the parser takes
  (for [example examples
        stage (.split example " | ")
        :if (.startswith (.strip stage) "slagle ")]
    (setv words (shlex.split stage)
          ;; a redirection (< session.hy) is the shell's, not an argument
          argv (list (itertools.takewhile (fn [w] (not-in w ["<" ">"])) (cut words 1 None))))
    (if (= argv ["COMMAND" "--help"])
        None
        (.parse-args (parser argv) argv))))

(defn test-the-top-level-help-has-examples [capsys]
  (setv [status out _] (slagle ["--help"] capsys))
  (assert (= status 0))
  (assert (>= (len (example-lines out)) 4))
  (assert (in "register-python-argcomplete slagle" out)))

(defn test-version [capsys]
  (setv [status out _] (slagle ["--version"] capsys))
  (assert (= status 0))
  (assert (re.fullmatch r"slagle (\d+\.\d+\.\d+\S*|unknown)\n" out) out))

(defn completions [line tmp-path]
  "What shell completion offers for the command line typed so far (argcomplete's protocol)."
  (setv out (/ tmp-path "completions"))
  (subprocess.run [sys.executable "-c" "from slagle.cli import main; main()"]
                  :cwd ROOT :timeout 60 :check True :stdin subprocess.DEVNULL
                  :env {#** os.environ "_ARGCOMPLETE" "1" "COMP_LINE" line "COMP_POINT" (str (len line))
                        "_ARGCOMPLETE_STDOUT_FILENAME" (str out)})
  (sorted (gfor w (.split (.read-text out) "\x0b") (.strip w))))

(defn test-shell-completion-of-commands-and-options [tmp-path]
  (assert (= (completions "slagle rep" tmp-path) ["repl" "replay"]))
  (assert (= (completions "slagle replay --s" tmp-path) ["--summary"]))
  (assert (= (completions "slagle bench --cs" tmp-path) ["--csv"]))
  (assert (in "--appendix" (completions "slagle run fig6 --a" tmp-path))))
