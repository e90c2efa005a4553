"The workbench in a real browser: Debian's Chromium, driven by Playwright,
opens try.html from a server on 127.0.0.1 with every other address refused,
and the transcription, run in the page by Pyodide, gives what `slagle run -
--json` gives on the same tree with the same settings, refuses bad input
with the command's own line, and steps through its search as a figure's
page does.  The site is written with `--workbench`, which
fetches Pyodide once from the npm registry (npm)."

(import functools [partial]
        http.server [ThreadingHTTPServer SimpleHTTPRequestHandler]
        json
        shutil
        subprocess
        sys
        threading
        pathlib [Path]
        pytest
        slagle.edition.sources :as src
        slagle.edition.functions [functions]
        slagle.edition.panels [search-panel]
        slagle.edition.site [build]
        helpers [violations])

(setv ROOT (. (Path __file__) parent parent)
      CHROMIUM (or (shutil.which "chromium") (shutil.which "chromium-browser"))
      ARGS ["--headless" "--no-sandbox" "--disable-gpu" "--no-first-run"
            "--disable-background-networking" "--disable-component-update" "--disable-sync"]
      ;; Loading Pyodide and compiling the programs takes seconds, not minutes.
      READY-MS 120000
      pytestmark [(pytest.mark.xdist-group "edition")
                  (pytest.mark.skipif (is CHROMIUM None)
                                      :reason "no browser: install Debian's package chromium (apt-get install chromium)")
                  (pytest.mark.skipif (is (shutil.which "npm") None)
                                      :reason "no npm to fetch Pyodide with: apt-get install npm")])

(defn [(pytest.fixture :scope "module")] served [tmp-path-factory]
  "The edition with its workbench, written once and served on 127.0.0.1; its address."
  (setv out (/ (.mktemp tmp-path-factory "workbench") "site"))
  (build out (/ ROOT "docs") :workbench True)
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
    (setv page (.new-page context))
    (.on page "pageerror" (fn [e] (.append errors (str e))))
    (.goto page (+ served "try.html"))
    (.wait-for-function page "window.slagle" :timeout READY-MS)
    (.evaluate page "window.slagle.ready")
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
