"What the tests share: `slagle ARGV` run in this process, as the installed
command runs it (slagle.cli/main, with its one place for errors)."

(import io
        sys
        pytest
        slagle.cli [main])

(defn slagle [argv capsys [stdin None] [monkeypatch None]]
  "Run `slagle ARGV` here, with `stdin` (a text) as standard input if given:
  the exit status, standard output and standard error."
  (when (is-not stdin None)
    (.setattr monkeypatch sys "stdin" (io.StringIO stdin)))
  (with [e (pytest.raises SystemExit)]
    (main argv))
  (setv captured (.readouterr capsys))
  #(e.value.code captured.out captured.err))
