"The workbench in a real browser: Debian's Chromium, driven by Playwright,
opens try.html from a server on 127.0.0.1 with every other address refused,
and the transcription, run in the page by Pyodide, gives what `slagle run -
--json` gives on the same tree with the same settings, refuses bad input
with the command's own line, and steps through its search as a figure's
page does.  The site is written with `--workbench`, which
fetches Pyodide once from the npm registry (npm)."

(import _imp
        functools [partial]
        html
        http.server [ThreadingHTTPServer SimpleHTTPRequestHandler]
        json
        re
        shutil
        subprocess
        sys
        threading
        time
        urllib.parse [urlparse parse-qs]
        zipfile
        pathlib [Path]
        pytest
        slagle.edition.sources :as src
        slagle.edition.functions [functions]
        slagle.edition.panels [search-panel]
        slagle.core.generate [uniform-tree]
        slagle.core.trees [tree-text]
        slagle.edition.site [figure-pages]
        slagle.edition.workbench :as workbench
        helpers [violations edition-site]
        test-edition-browser [trace-answer first-child-answer predict-through])

(setv ROOT (. (Path __file__) parent parent)
      CHROMIUM (or (shutil.which "chromium") (shutil.which "chromium-browser"))
      ARGS ["--headless" "--no-sandbox" "--disable-gpu" "--no-first-run"
            "--disable-background-networking" "--disable-component-update" "--disable-sync"]
      ;; Loading Pyodide and compiling the programs takes seconds, not minutes.
      READY-MS 120000
      ;; Before the page's script: the Pyodide it loads kept as window.pagePython,
      ;; with a count of what its Python compiles from source (installed before
      ;; Hy, whose loader compiles a .hy module's Python through the same method).
      COUNT-COMPILES #[[(() => {
  const COUNT = `
import importlib.machinery as m
compiled_in_page = []
compile_source = m.SourceFileLoader.source_to_code
def counted(self, data, path, *args, **kwargs):
    compiled_in_page.append(path)
    return compile_source(self, data, path, *args, **kwargs)
m.SourceFileLoader.source_to_code = counted
`;
  let kept;
  Object.defineProperty(window, "loadPyodide", {
    configurable: true,
    get: () => kept,
    set(given) {
      kept = typeof given !== "function" ? given : async (options) => {
        const py = await given(options);
        py.runPython(COUNT);
        window.pagePython = py;
        return py;
      };
    },
  });
})();]]
      ;; What the page's Python loaded from the programs (unpacked where the
      ;; page unpacks them), and compiled of it.
      LOADED #[[
import json, os, sys
tree = "/home/pyodide/workbench/"
loaded = [m for m in list(sys.modules.values()) if (getattr(m, "__file__", None) or "").startswith(tree)]
json.dumps({"loaded": len(loaded),
            "cached": len([m for m in loaded if os.path.isfile(m.__cached__)]),
            "hy": len([m for m in loaded if m.__file__.endswith(".hy")]),
            "compiled": [p for p in compiled_in_page if p.startswith(tree)]})
]]
      pytestmark [(pytest.mark.skipif (is CHROMIUM None)
                                      :reason "no browser: install Debian's package chromium (apt-get install chromium)")
                  (pytest.mark.skipif (is (shutil.which "npm") None)
                                      :reason "no npm to fetch Pyodide with: apt-get install npm")])

(defn [(pytest.fixture :scope "session")] site [tmp-path-factory worker-id]
  "The edition with its workbench, written once for the run."
  (edition-site tmp-path-factory worker-id :workbench True))

(defn [(pytest.fixture :scope "session")] served [site]
  "The site served on 127.0.0.1; its address."
  (setv out site)
  (setv server (ThreadingHTTPServer #("127.0.0.1" 0) (partial SimpleHTTPRequestHandler :directory (str out))))
  (.start (threading.Thread :target server.serve-forever :daemon True))
  (yield f"http://127.0.0.1:{(get server.server-address 1)}/")
  (.shutdown server))

(defn [(pytest.fixture :scope "module")] page [served]
  "try.html in Chromium, Python loaded; no request leaves 127.0.0.1."
  (setv sync (. (pytest.importorskip "playwright.sync_api") sync-playwright))
  (with [p (sync)]
    (setv browser (.launch p.chromium :executable-path CHROMIUM :args ARGS)
          context (.new-context browser)
          errors [] outside [])
    (.route context "**/*" (fn [route]
                             (if (.startswith route.request.url served)
                                 (.continue_ route)
                                 (do (.append outside route.request.url) (.abort route)))))
    (.add-init-script context COUNT-COMPILES)
    (setv page (.new-page context))
    (.on page "pageerror" (fn [e] (.append errors (str e))))
    ;; From opening the page to its first run's panel drawn: Fig. 6, Appendix C.
    (setv start (time.perf-counter))
    (.goto page (+ served "try.html"))
    (.wait-for-function page "window.slagle" :timeout READY-MS)
    (.evaluate page "window.slagle.ready")
    (.select-option page "#example" "fig6")
    (.click page "#run")
    (.wait-for-function page "document.getElementById('status').textContent === 'Done.'" :timeout READY-MS)
    (setv page.first-run (- (time.perf-counter) start))
    (print f"\nworkbench: {page.first-run :.1f} s from opening try.html to its first run of Fig. 6 drawn")
    (setv page.first-loaded (json.loads (.evaluate page "(code) => window.pagePython ? window.pagePython.runPython(code) : 'null'" LOADED)))
    (setv page.errors errors page.outside outside)
    (yield page)
    (.close browser)))

(defn command [tree-text #* argv]
  "What `slagle run - ARGV` prints on tree-text: [status, stdout, the last
  line of stderr (argparse's usage comes before it)]."
  (setv done (subprocess.run [sys.executable "-m" "slagle" "run" "-" #* argv]
                             :input tree-text :capture-output True :text True :cwd ROOT)
        said (lfor line (.splitlines done.stderr) :if (.strip line) line))
  [done.returncode done.stdout (if said (get said -1) "")])

(defn in-page [page tree-text options]
  "window.slagle.run(tree-text, options): [\"ok\" object] or [\"error\" message]."
  (.evaluate page "([t, o]) => window.slagle.run(t, o).then((r) => ['ok', r], (e) => ['error', e.message])"
             [tree-text options]))

(defn figure-text [figure]
  "The tree file of a figure of the report."
  (.read-text (src.figure-path figure) :encoding "utf-8"))

;; Every search the edition steps through: its figure and settings.
(setv RUNS (sorted (.items src.RUNS)))

(defn [(pytest.mark.parametrize #("name" "run") RUNS)] test-the-page-gives-what-the-command-gives [page name run]
  (setv [figure appendix m n dmax] run
        text (figure-text figure)
        [status out _] (command text "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json" "--trace")
        [kind value] (in-page page text {"appendix" appendix "m" m "n" n "dmax" dmax "trace" True}))
  (assert (= status 0))
  (assert (= kind "ok") value)
  (assert (= value (json.loads out)))
  (assert (> (len (get value "trace")) 0)))

;; Bad input, as the workbench's fields give it: the command's own line.
(setv BAD [["(P1 (P2" {}]
           ["(P1 (P2 3) (P3 x))" {}]
           [(figure-text 6) {"m" "two"}]
           [(figure-text 6) {"appendix" "d"}]
           [(figure-text 6) {"dmax" "-1"}]
           ["" {}]])

(defn [(pytest.mark.parametrize #("text" "options") BAD)] test-bad-input-is-the-command-s-one-line [page text options]
  (setv argv (lfor [k v] (.items options) x [(if (= k "appendix") "--appendix" (if (= k "dmax") "--dmax" f"-{k}")) v] x)
        [status _ said] (command text #* argv "--json")
        [kind message] (in-page page text options))
  (assert (!= status 0))
  (assert (= kind "error"))
  (assert (.startswith message "slagle: error: "))
  (assert (= message said)))

(defn test-the-form-runs-the-tree-it-holds [page]
  ;; a figure picked brings its tree and the report's call on it
  (.select-option page "#example" "fig6")
  (setv [_ appendix m n dmax] (get src.RUNS "Fig. 6"))
  (assert (= [(.input-value page "#appendix") (.input-value page "#m") (.input-value page "#n") (.input-value page "#dmax")]
             [appendix (str m) (str n) (str dmax)]))
  (.click page "#run")
  (.wait-for-function page "document.getElementById('status').textContent === 'Done.'")
  (setv shown (.inner-text page "#summary")
        [_ out _] (command (figure-text 6) "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json")
        expected (json.loads out))
  (assert (in f"move: {(get expected "move")}" shown))
  (assert (in (.join " " (get expected "evaluated")) shown))
  ;; and the step-through a figure's page has, of the same search, steps
  (setv steps (len (get (search-panel (src.load-tree (src.figure-path 6)) "Fig. 6" (functions) appendix m n dmax) "steps")))
  (assert (= (.inner-text page "#panels .counter") f"step 1 of {steps}"))
  (.click page "#panels button[data-go='forward']")
  (assert (= (.inner-text page "#panels .counter") f"step 2 of {steps}"))
  (.click page "#panels button[data-go='last']")
  (assert (in (get expected "move") (.inner-text page "#panels .live")))
  ;; a bad tree: the command's line beside the tree box, no stack trace
  (.fill page "#tree" "(P1 (P2")
  (.click page "#run")
  (.wait-for-function page "document.getElementById('status').textContent === 'Not run.'")
  (setv said (.inner-text page "#tree-error"))
  (assert (.startswith said "slagle: error: "))
  (assert (not-in "Traceback" said)))

(defn test-the-page-passes-axe-at-level-aa [page]
  ;; as it stands after the form's run: its panel and the error beside the tree
  (setv axe (. (pytest.importorskip "axe_playwright_python.sync_playwright") Axe))
  (assert (> (.count (.locator page "#panels section.panel")) 0))
  (assert (= (violations (axe) page) [])))

(defn test-nothing-is-fetched-from-outside-and-nothing-fails [page]
  (assert (= page.outside []))
  (assert (= page.errors [])))

;; ---------------------------------------------------------------------------
;; The programs' bytecode, made at build time for Pyodide's Python

(defn pyodide-cache-tag [site]
  "The cache tag of the Python of the site's Pyodide (cpython-313), from its lock file."
  (setv [major minor #* _] (.split (get (json.loads (.read-text (/ site "pyodide" "pyodide-lock.json")))
                                        "info" "python")
                                   "."))
  f"cpython-{major}{minor}")

(defn [(pytest.mark.skipif (is (shutil.which "node") None) :reason "no node to compile the programs with")]
  test-the-zip-holds-each-hy-module-s-bytecode-checked-by-its-source [site monkeypatch]
  "The programs' zip holds, for every .hy module of the project it ships, a
  pyc for the page's Python (its cache tag) that is checked by the hash of
  its source (PEP 552: flags 3), the hash of that source's bytes; the zip
  made again from the same sources is the same bytes, its bytecode from the
  cache, node not run."
  (setv tag (pyodide-cache-tag site)
        zip-path (/ site "workbench" "slagle.zip"))
  (with [z (zipfile.ZipFile zip-path)]
    (setv names (set (.namelist z))
          modules (lfor name (sorted names)
                        :if (and (.endswith name ".hy") (in (get (.split name "/") 0) workbench.PROJECT))
                        name))
    (assert (> (len modules) 50))
    (for [name modules]
      (setv [folder stem] (.rsplit (cut name 0 (- (len ".hy"))) "/" 1)
            pyc f"{folder}/__pycache__/{stem}.{tag}.pyc")
      (assert (in pyc names) name)
      (setv data (.read z pyc)
            key (int.from-bytes (cut data 0 4) "little"))
      (assert (= (int.from-bytes (cut data 4 8) "little") 3) pyc)
      (assert (= (cut data 8 16) (_imp.source-hash key (.read z name))) pyc)))
  (monkeypatch.setattr workbench.subprocess "run" (fn [#* _ #** __] (raise (AssertionError "node was run"))))
  (setv programs (workbench.bundle-bytes))
  (assert (= (workbench.with-bytecode programs (workbench.kept-bytecode programs (workbench.fetched-package)))
             (.read-bytes zip-path))))

(defn [(pytest.mark.skipif (is (shutil.which "node") None) :reason "no node to compile the programs with")]
  test-the-first-run-compiles-nothing [page]
  "From opening try.html to its first run drawn, the page's Python compiled
  nothing of the programs: every module it loaded from them, the .hy ones
  among them, came from its pyc in __pycache__."
  (setv loaded page.first-loaded)
  (assert (is-not loaded None) "the page's Pyodide was kept")
  (assert (= (get loaded "compiled") []))
  (assert (> (get loaded "hy") 40) loaded)
  (assert (= (get loaded "cached") (get loaded "loaded")) loaded))

;; ---------------------------------------------------------------------------
;; Predict mode, generated trees, the way in from the figures, file://

(defn run-form [page]
  "Run the form as it stands; the status it comes to."
  (.evaluate page "document.getElementById('status').textContent = ''")
  (.click page "#run")
  (.wait-for-function page "['Done.', 'Not run.'].includes(document.getElementById('status').textContent)"
                      :timeout READY-MS)
  (.inner-text page "#status"))

(defn test-predicting-the-workbench-s-search-from-the-trace [page]
  "With predict each step, a run of Fig. 6's tree asks before each step that
  decides something: a student answering from `slagle run - --json --trace`
  is right every time, one answering the first successor is not; before
  each answer the page shows nothing ahead (the summary put away too); a
  later run of a Fig. 6-sized tree is timed."
  (.select-option page "#example" "fig6")
  (.check page "#predict")
  (setv start (time.perf-counter))
  (assert (= (run-form page) "Done."))
  (print f"\nworkbench: {(- (time.perf-counter) start) :.2f} s for a later run of Fig. 6 (Appendix C), its panel drawn")
  (setv [_ appendix m n dmax] (get src.RUNS "Fig. 6")
        [status out _] (command (figure-text 6) "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json" "--trace")
        trace (get (json.loads out) "trace")
        panel (.locator page "#panels section.panel"))
  (assert (= status 0))
  (assert (.is-hidden (.locator page "#summary")))
  ;; on a phone's width, asking: no sideways scroll, and axe finds nothing
  (.set-viewport-size page {"width" 390 "height" 900})
  (assert (<= #* (.evaluate page "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")))
  (setv axe (. (pytest.importorskip "axe_playwright_python.sync_playwright") Axe))
  (assert (= (violations (axe) page) []))
  (.set-viewport-size page {"width" 1280 "height" 720})
  (setv [right asked verdicts] (predict-through page panel trace trace-answer))
  (assert (= right asked (len verdicts)))
  (assert (> asked 10))
  (assert (.is-visible (.locator page "#summary")) "at the end, the summary is back")
  (assert (= (run-form page) "Done."))
  (setv panel (.locator page "#panels section.panel"))
  (setv [careless careless-asked _] (predict-through page panel trace first-child-answer))
  (assert (= careless-asked asked))
  (assert (< careless right))
  (.uncheck page "#predict")
  (assert (= page.errors [])))

(defn test-bad-input-in-predict-mode-keeps-the-page-usable [page]
  "Predicting, a value that is no number is said so and not counted; a bad
  tree run meanwhile is the command's line beside the tree box, and the
  question asked stays answerable."
  (.select-option page "#example" "fig6")
  (.check page "#predict")
  (assert (= (run-form page) "Done."))
  (setv panel (.locator page "#panels section.panel"))
  ;; to the first question of a value backed up
  (setv [_ appendix m n dmax] (get src.RUNS "Fig. 6")
        [_ out _] (command (figure-text 6) "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json" "--trace")
        trace (get (json.loads out) "trace"))
  (for [_ (range 40)]
    (when (.is-visible (.locator panel ".answer-value")) (break))
    (if (.is-visible (.locator panel ".answer-position"))
        (.fill (.locator panel ".answer-name") (trace-answer trace "evaluation" None (int (.inner-text (.locator panel ".counter .k")))))
        (.check (.locator panel ".answer-cutoff input[value=none]")))
    (.click (.locator panel "form.question button[type=submit]"))
    (.click (.locator panel ".next-question")))
  (setv score (.inner-text (.locator panel ".score")))
  (.fill (.locator panel ".answer-number") "four")
  (.press (.locator panel ".answer-number") "Enter")
  (assert (in "is not a value" (.inner-text (.locator panel ".verdict"))))
  (assert (= (.inner-text (.locator panel ".score")) score))
  (assert (.is-visible (.locator panel ".answer-value")))
  (.fill page "#tree" "(P1 (P2")
  (assert (= (run-form page) "Not run."))
  (assert (.startswith (.inner-text page "#tree-error") "slagle: error: "))
  (.fill (.locator panel ".answer-number") "5")
  (.press (.locator panel ".answer-number") "Enter")
  (assert (re.match r"(Right|Wrong)" (.inner-text (.locator panel ".verdict"))))
  (.uncheck page "#predict")
  (assert (= page.errors [])))

(defn test-a-generated-tree-is-the-command-line-s [page]
  "The page's generated tree for a shape, a range and a seed is the text of
  the tree slagle.core.generate's uniform-tree makes for them, as `slagle
  bench` makes its random trees; run, it gives what `slagle run -` gives on
  it; a shape too big, or a field not a number, is one line beside the tree."
  (for [[b d seed low high] [[2 3 0 0 99] [3 3 7 -20 20] [4 2 12345 0 9]]]
    (setv fields {"branching" b "depth" d "seed" seed "low" low "high" high})
    (assert (= (.evaluate page "(f) => window.slagle.tree(f)" fields)
               (tree-text (uniform-tree b d "random" seed low high)))
            fields))
  (for [[name value] [["branching" "3"] ["depth" "4"] ["seed" "42"] ["low" "0"] ["high" "99"]]]
    (.fill page f"#gen-{name}" value))
  (.click page "#generate")
  (.wait-for-function page "document.getElementById('status').textContent === 'Generated: run it.'")
  (setv text (.input-value page "#tree"))
  (assert (= text (tree-text (uniform-tree 3 4 "random" 42 0 99))))
  (.select-option page "#appendix" "c")
  (for [name ["m" "n"]] (.fill page f"#{name}" "2"))
  (.fill page "#dmax" "")
  (assert (= (run-form page) "Done."))
  (setv [status out _] (command text "--appendix" "c" "-m" "2" "-n" "2" "--json")
        expected (json.loads out))
  (assert (= status 0))
  (assert (in f"move: {(get expected "move")}" (.inner-text page "#summary")))
  (assert (in (.join " " (get expected "evaluated")) (.inner-text page "#summary")))
  (for [[name value said] [["depth" "9" "more than the workbench draws"] ["seed" "x" "seed must be a whole number"]]]
    (.fill page f"#gen-{name}" value)
    (.click page "#generate")
    (.wait-for-function page "document.getElementById('status').textContent === 'Not generated.'")
    (assert (.startswith (.inner-text page "#tree-error") "slagle: error: "))
    (assert (in said (.inner-text page "#tree-error")))
    (assert (= (.input-value page "#tree") text) "the tree box keeps its tree")
    (.fill page f"#gen-{name}" (get {"depth" "4" "seed" "42"} name)))
  (assert (= page.errors [])))

(defn try-links [path]
  "The workbench links of a page of the site."
  (lfor link (re.findall r"class=\"try-link\" href=\"([^\"]+)\"" (.read-text path :encoding "utf-8"))
        (html.unescape link)))

(defn test-every-figure-and-function-page-links-the-workbench [site]
  "Built with --workbench, each figure's and counterexample's page links
  try.html once for each of its searches, the link's fragment holding that
  page's tree and the search's settings; each function's page links it too."
  (setv pages (figure-pages (/ ROOT "docs"))
        fns (sorted (.glob site "fn-*.html")))
  (assert (>= (len pages) 6))
  (for [fig pages]
    (setv name f"{(get fig "slug")}.html"
          wanted (tree-text (src.load-tree (get fig "path")))
          runs (lfor link (try-links (/ site name))
                     :setv fields (parse-qs (. (urlparse link) fragment))
                     (do (assert (.startswith link "try.html#") link)
                         (assert (= (tree-text (src.parse-tree (get fields "tree" 0))) wanted) name)
                         [(get fields "appendix" 0) #* (gfor k ["m" "n" "dmax"] (int (get fields k 0)))])))
    (assert (= runs (get fig "runs")) name))
  (assert fns)
  (for [path fns]
    (assert (lfor link (try-links path) :if (.startswith link "try.html") link) path.name)))

(defn test-a-figures-link-opens-its-search-in-the-workbench [page served site]
  "Following Fig. 6's link to Appendix C's search fills the form with its
  tree and settings and runs it: the summary is the command's on Fig. 6."
  (setv [link] (lfor l (try-links (/ site "fig6.html")) :if (in "appendix=c" l) l))
  (.goto page (+ served link))
  (.wait-for-function page "document.getElementById('status').textContent === 'Done.'" :timeout READY-MS)
  (setv [_ appendix m n dmax] (get src.RUNS "Fig. 6")
        [_ out _] (command (figure-text 6) "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json")
        expected (json.loads out))
  (assert (= [(.input-value page "#appendix") (.input-value page "#m") (.input-value page "#n") (.input-value page "#dmax")]
             [appendix (str m) (str n) (str dmax)]))
  (assert (in f"move: {(get expected "move")}" (.inner-text page "#summary")))
  (assert (in (.join " " (get expected "evaluated")) (.inner-text page "#summary")))
  (assert (= page.errors [])))

(defn test-from-file-the-page-says-to-serve-it [page site]
  "Opened from file://, where Chromium will not fetch Pyodide's files, the
  page says at once that the site must be served, and how; it does not wait."
  (setv context (.new-context page.context.browser)
        bare (.new-page context)
        errors [])
  (.on bare "pageerror" (fn [e] (.append errors (str e))))
  (.goto bare (.as-uri (/ site "try.html")))
  (.wait-for-function bare "document.getElementById('status').textContent !== 'Loading Python…'" :timeout 5000)
  (setv said (.inner-text bare "#status"))
  (assert (in "file://" said))
  (assert (in "slagle edition --out DIR --workbench --serve" said))
  (assert (.is-disabled bare "#run"))
  (assert (= (.evaluate bare "window.slagle.ready") False))
  (.close context)
  (assert (= errors [])))
