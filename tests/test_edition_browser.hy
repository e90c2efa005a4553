"The reading edition in a real browser: Debian's Chromium (the package
`chromium`, never a downloaded build), driven by Playwright, opens Fig. 6's
page from file://, steps through Appendix C's search with the keyboard and
checks what it shows against the calls slagle.core.calls records; no console
error; screenshots saved (in SLAGLE_SCREENSHOTS if set, else the test's
temporary directory)."

(import os
        shutil
        pathlib [Path]
        pytest
        lisp [show]
        slagle.core.search [recorded-run]
        slagle.paper.figures [load-figure]
        slagle.edition.site [build])

(setv ROOT (. (Path __file__) parent parent)
      CHROMIUM (or (shutil.which "chromium") (shutil.which "chromium-browser"))
      ARGS ["--headless" "--no-sandbox" "--disable-gpu" "--disable-quic" "--no-first-run"
            "--disable-background-networking" "--disable-component-update" "--disable-sync"]
      pytestmark [(pytest.mark.xdist-group "edition")
                  (pytest.mark.skipif (is CHROMIUM None)
                                      :reason "no browser: install Debian's package chromium (apt-get install chromium)")])

(defn [(pytest.fixture :scope "module")] site [tmp-path-factory]
  "The edition, written once for these tests."
  (setv out (/ (.mktemp tmp-path-factory "edition-browser") "site"))
  (build out (/ ROOT "docs"))
  out)

(defn [(pytest.fixture :scope "module")] browser []
  "Chromium, headless, started by Playwright from the system's executable."
  (setv sync (. (pytest.importorskip "playwright.sync_api") sync-playwright))
  (with [p (sync)]
    (setv b (.launch p.chromium :executable-path CHROMIUM :args ARGS))
    (yield b)
    (.close b)))

(defn shots [tmp-path]
  "Where the screenshots go."
  (setv d (Path (os.environ.get "SLAGLE_SCREENSHOTS" (str tmp-path))))
  (.mkdir d :parents True :exist-ok True)
  d)

(defn events [calls]
  "The recorded calls as the steps a reader walks: [kind call], a call
  returning before the next call no deeper than it (independent of the edition)."
  (setv open [] out [])
  (for [c calls]
    (while (and open (>= (. (get open -1) depth) c.depth))
      (.append out ["return" (.pop open)]))
    (.append out ["call" c])
    (.append open c))
  (+ out (lfor c (reversed open) ["return" c])))

(defn opened [browser url errors [width 1400]]
  "A page of the browser at url, its console errors collected."
  (setv page (.new-page browser :viewport {"width" width "height" 1000}))
  (.on page "console" (fn [m] (when (= m.type "error") (.append errors m.text))))
  (.on page "pageerror" (fn [e] (.append errors (str e))))
  (.goto page url)
  page)

(defn shown-bindings [panel]
  "The bindings the panel shows, as {variable text}."
  (dfor row (.all (.locator panel ".bindings tr"))
        (.get-attribute row "data-var") (.inner-text (.locator row "td"))))

(defn test-fig6-steps-by-keyboard [browser site tmp-path]
  "On Fig. 6, Appendix C's panel: the arrow keys step; at the call
  minv[P233;15], at the alpha cutoff below it and at maxv[P23;10] the marked
  position, the call and the bindings shown are the recorded call's; the
  cutoff marks P2332 and P2333 on the tree; back goes back; each step is its
  link; no console error."
  (setv errors []
        run (recorded-run (load-figure 6) "c" 2 2 5)
        walk (events run.calls)
        page (opened browser (.as-uri (/ site "fig6.html")) errors)
        panel (.locator page "#panel-c22")
        out (shots tmp-path))
  (.click (.locator panel "h2"))
  (defn step-of [kind text]
    (next (gfor [i [k c]] (enumerate walk)
                :if (and (= k kind) (= (if (= k "call") (+ "(" (.join " " [c.name #* (map show c.args)]) ")")
                                           f"{c.name} = {(show c.value)}")
                                       text))
                i)))
  (setv at 0)
  (for [[kind text focus] [["call" "(maxv P23 10)" "P23"]
                           ["call" "(minv P233 15)" "P233"]
                           ["return" "minvl = 4" "P233"]]]
    (setv target (step-of kind text))
    (for [_ (range (- target at))]
      (.press page.keyboard "ArrowRight"))
    (setv at target
          call (get walk target 1))
    (assert (= (.inner-text (.locator panel ".counter .k")) (str (+ target 1))))
    (assert (= (.inner-text (.locator panel ".event .text")) text))
    (assert (= (.inner-text (.locator panel ".focus-name")) focus))
    (assert (= (.get-attribute (.locator panel "svg rect.focus") "data-pos") focus))
    (setv bound (shown-bindings panel))
    (for [[k v] (.items call.bindings)]
      (assert (= (get bound k) (show v)) [text k]))
    (assert (.endswith page.url f"#c22-{(+ target 1)}")))
  ;; The alpha cutoff under P233: its two successors marked cut off.
  (assert (= (sorted (lfor r (.all (.locator panel "svg rect.cut")) (.get-attribute r "data-pos")))
             ["P2332" "P2333"]))
  (assert (in "alpha cutoff" (.inner-text (.locator panel ".note"))))
  (.screenshot (.locator panel ".picture") :path (str (/ out "fig6-c-cutoff-tree.png")))
  (.screenshot page :path (str (/ out "fig6-cutoff.png")) :full-page True)
  (.press page.keyboard "ArrowLeft")
  (assert (= (.inner-text (.locator panel ".counter .k")) (str at)))
  (assert (not (.all (.locator panel "svg rect.cut"))))
  (.press page.keyboard "End")
  (assert (= (.inner-text (.locator panel ".event .text")) "sta = P1"))
  (assert (= errors [])))

(defn test-a-steps-link-opens-that-step [browser site tmp-path]
  "fig6.html#c22-K shows step K of Appendix C's search; the B panel stays
  at its start; on a phone's width the page works the same; no console error."
  (setv errors []
        run (recorded-run (load-figure 6) "c" 2 2 5)
        walk (events run.calls)
        k (next (gfor [i [kind c]] (enumerate walk) :if (and (= kind "call") (= c.name "glbua")) (+ i 1)))
        page (opened browser (+ (.as-uri (/ site "fig6.html")) f"#c22-{k}") errors :width 390)
        panel (.locator page "#panel-c22"))
  (assert (= (.inner-text (.locator panel ".counter .k")) (str k)))
  (assert (= (.inner-text (.locator panel ".event .text")) "(glbua 10 (6) 2)"))
  (assert (= (.inner-text (.locator page "#panel-b22 .counter .k")) "1"))
  (.screenshot page :path (str (/ (shots tmp-path) "fig6-phone.png")))
  (assert (= errors [])))

(defn test-pages-open-without-errors [browser site tmp-path]
  "The index, a function's page and a counterexample's open with no console error."
  (setv errors [])
  (for [[name shot] [["index.html" "index.png"] ["fn-appendix-c-minvl3.html" "minvl3.png"]
                     ["glbua-bound-is-alpha.html" "glbua-bound-is-alpha.png"]]]
    (setv page (opened browser (.as-uri (/ site name)) errors))
    (.screenshot page :path (str (/ (shots tmp-path) shot)) :full-page True)
    (.close page))
  (assert (= errors [])))
