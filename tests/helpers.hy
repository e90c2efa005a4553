"What the tests share: `slagle ARGV` run in this process, as the installed
command runs it (slagle.cli/main, with its one place for errors); a plain
minimax to hold the programs to; a LISP 1.5 deck's last outcome; what an
error must look like; what axe-core finds on a page; what the run's
workers build once and share."

(import fcntl
        io
        json
        shutil
        sys
        pytest
        lisp [show]
        lisp.toplevel [run-deck overlord-test]
        slagle.cli [main])
(eval-when-compile (require lisp.macros [unless]))

(defn slagle [argv capsys [stdin None] [monkeypatch None]]
  "Run `slagle ARGV` here, with `stdin` (a text) as standard input if given:
  the exit status, standard output and standard error."
  (when (is-not stdin None)
    (.setattr monkeypatch sys "stdin" (io.StringIO stdin)))
  (with [e (pytest.raises SystemExit)]
    (main argv))
  (setv captured (.readouterr capsys))
  #(e.value.code captured.out captured.err))

(defn run-root [tmp-path-factory worker-id]
  "The folder every worker of this run shares (each worker's own temporary
  folders lie in it); a single process's own, when there are no workers."
  (setv base (.getbasetemp tmp-path-factory))
  (if (= worker-id "master") base base.parent))

(defn made-once [tmp-path-factory worker-id name make]
  "The folder `name`, made by (make folder) in the first of the run's
  workers to ask for it and found made by the others, which wait for it:
  the edition, the installed copy and the article's numbers each take many
  seconds, and a module's fixture is made again whenever a worker runs
  another module's tests between its tests.  Whoever uses the folder only
  reads it."
  (setv root (run-root tmp-path-factory worker-id)
        done (/ root name))
  (with [lock (open (/ root f"{name}.lock") "w")]
    (fcntl.flock lock fcntl.LOCK-EX)
    (unless (.exists done)
      (setv work (/ root f"{name}.making"))
      (when (.exists work) (shutil.rmtree work))
      (.mkdir work)
      (make work)
      (.rename work done)))
  done)

(defn json-once [tmp-path-factory worker-id name make]
  "make()'s value (JSON), made once for the run's workers as made-once makes a folder."
  (setv path (/ (made-once tmp-path-factory worker-id name
                           (fn [folder] (.write-text (/ folder "value.json") (json.dumps (make)) :encoding "utf-8")))
                "value.json"))
  (json.loads (.read-text path :encoding "utf-8")))

(defn edition-site [tmp-path-factory worker-id [workbench False]]
  "The reading edition of the checkout's docs, written once for the run
  (with the workbench, if asked): its folder, for reading only."
  (import pathlib [Path]
          slagle.edition.site [build])
  (setv docs (/ (. (Path __file__) (resolve) parent parent) "docs"))
  (made-once tmp-path-factory worker-id (if workbench "edition-workbench" "edition")
             (fn [folder] (build folder docs :workbench workbench))))

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
  [[rule, the first element's selector, how many]].  axe-core is run as
  axe-playwright-python runs it, but only its violations come back: the
  rest of its report is large."
  (.evaluate page axe.axe-script)
  (.evaluate page "o => axe.run(o).then(r => r.violations.map(v => [v.id, v.nodes[0].target, v.nodes.length]))" AA))
