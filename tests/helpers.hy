"What the tests share: `slagle ARGV` run in this process, as the installed
command runs it (slagle.cli/main, with its one place for errors); a plain
minimax to hold the programs to; a LISP 1.5 deck's last outcome; what an
error must look like; what axe-core finds on a page."

(import io
        sys
        pytest
        lisp [show]
        lisp.toplevel [run-deck overlord-test]
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

(defn minimax [node maximizing [dmax -1]]
  "The plain minimax value of a tree's node (slagle.core.trees), searching
  dmax levels below it; to the tips when dmax is negative, as final[p;dmax] =
  zerop[dmax] does."
  (if (or (not node.children) (= dmax 0))
      node.value
      ((if maximizing max min) (gfor c node.children (minimax c (not maximizing) (- dmax 1))))))

(defn last-outcome [deck]
  "The printout of the last doublet of deck, or its error code, in a TEST packet."
  (with [_ (overlord-test)]
    (setv o (get (. (run-deck deck :style "values") outcomes) -1)))
  (if o.error o.error.code (show o.value)))

(defn assert-one-line-error [status err says [expected-status None] [prefix "slagle: error: "]]
  "The error is as the command line promises: one line on standard error,
  beginning with prefix and saying `says`, no traceback; the exit status
  expected-status, or if None any but 0."
  (assert (if (is expected-status None) (!= status 0) (= status expected-status)) err)
  (assert (= (len (.splitlines err)) 1) err)
  (assert (.endswith err "\n") err)
  (assert (.startswith err prefix) err)
  (assert (in says err) err)
  (assert (not-in "Traceback" err)))

(setv AA {"runOnly" {"type" "tag" "values" ["wcag2a" "wcag2aa" "wcag21a" "wcag21aa"]}
          "resultTypes" ["violations"]})

(defn violations [axe page]
  "What axe-core finds against WCAG 2.1 A and AA on the page as it stands:
  [[rule, the first element's selector, how many]]."
  (lfor v (get (. (.run axe page :options AA) response) "violations")
        [(get v "id") (get v "nodes" 0 "target") (len (get v "nodes"))]))
