"The reading edition in a real browser: Debian's Chromium (the package
`chromium`, never a downloaded build), driven by Playwright, opens Fig. 6's
page from file://, steps through Appendix C's search with the keyboard and
checks what it shows against the calls slagle.core.calls records; no console
error; screenshots saved (in SLAGLE_SCREENSHOTS if set, else the test's
temporary directory)."

(import json
        os
        re
        shutil
        subprocess
        sys
        pathlib [Path]
        pytest
        lisp [show]
        slagle.core.search [recorded-run]
        slagle.paper.figures [load-figure]
        helpers [violations edition-site]
        tree-strategies [EXAMPLES-SCALE])

(setv ROOT (. (Path __file__) parent parent)
      CHROMIUM (or (shutil.which "chromium") (shutil.which "chromium-browser"))
      ARGS ["--headless" "--no-sandbox" "--disable-gpu" "--disable-quic" "--no-first-run"
            "--disable-background-networking" "--disable-component-update" "--disable-sync"]
      pytestmark [(pytest.mark.skipif (is CHROMIUM None)
                                      :reason "no browser: install Debian's package chromium (apt-get install chromium)")])

(defn [(pytest.fixture :scope "session")] site [tmp-path-factory worker-id]
  "The edition, written once for the run."
  (edition-site tmp-path-factory worker-id))

(defn [(pytest.fixture :scope "module")] browser []
  "Chromium, headless, started by Playwright from the system's executable."
  (setv sync (. (pytest.importorskip "playwright.sync_api") sync-playwright))
  (with [p (sync)]
    (setv b (.launch p.chromium :executable-path CHROMIUM :args ARGS))
    (yield b)
    (.close b)))

(defn page-kinds [site [by-source False]]
  "The edition's pages by kind, as {kind [path ...]}: a function's pages by
  its group (by-source: by the source it transcribes, the appendices,
  McCarthy's or the textbook's), the Markdown documents with the article,
  the paper's figures, the counterexamples, and each other page a kind of
  its own."
  (import slagle.edition.functions [functions]
          slagle.edition.site [figure-pages]
          slagle.edition.texts [DOC-PAGES ARTICLE-PAGE])
  (setv kind-of (dict (+ (lfor f (functions) :setv key (get f "key")
                               #(f"fn-{(get f "slug")}.html" (if by-source (get (.split key "-") 0) key)))
                         (lfor name [ARTICLE-PAGE #* (.values DOC-PAGES)] #(name "document"))
                         (lfor f (figure-pages (/ ROOT "docs")) #(f"{(get f "slug")}.html" (get f "kind")))))
        kinds {})
  (for [path (sorted (.glob site "*.html"))]
    (.append (.setdefault kinds (.get kind-of path.name path.name) []) path))
  kinds)

(defn longest [paths]
  "The largest file of paths."
  (max paths :key (fn [p] (. (.stat p) st-size))))

(defn pages-seen [site [one-of-each False]]
  "The pages a check of the whole site opens: all of them if
  $SLAGLE_EXAMPLES > 1; else every page but the functions' (98 pages of one
  template) and of those the longest of each group's; with one-of-each, the
  longest page of each kind (page-kinds, a function's by its source) alone."
  (setv kinds (page-kinds site :by-source one-of-each))
  (cond (> EXAMPLES-SCALE 1) (sorted (gfor paths (.values kinds) p paths p))
        one-of-each (sorted (gfor paths (.values kinds) (longest paths)))
        True (sorted (gfor paths (.values kinds)
                           p (if (.startswith (. (get paths 0) name) "fn-") [(longest paths)] paths)
                           p))))

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

(defn paper [text]
  "A value as the edition writes it: a whole number without .0, as the paper."
  (re.sub r"(?<![\w.])(-?\d+)\.0(?![\w.])" r"\1" text))

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
      (assert (= (get bound k) (paper (show v))) [text k]))
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
  (.click (.locator panel "button[data-go=last]"))
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

(defn figure-pages [site]
  "The pages with a whole search's step-through: the figures and the
  counterexamples (a function's page steps through one call of one)."
  (sorted (lfor p (.glob site "*.html")
                :if (and (not (.startswith p.name "fn-"))
                         (in "class=\"panel\"" (.read-text p :encoding "utf-8")))
                p)))

(setv SPOILERS "
  (panel) => {
    const out = [];
    const svg = panel.querySelector('svg.tree');
    const blue = 'rgb(26, 95, 208)';
    svg.querySelectorAll('text').forEach(t => {
      const st = getComputedStyle(t);
      if (st.display !== 'none' && /^move |◀ move|: move /.test(t.textContent))
        out.push('text: ' + t.textContent);
      if (st.display !== 'none' && st.fill === blue) out.push('blue text: ' + t.textContent);
    });
    svg.querySelectorAll('rect.box, .edge').forEach(e => {
      const st = getComputedStyle(e);
      if (st.stroke === blue) out.push('blue: ' + (e.getAttribute('data-pos') || e.getAttribute('data-to')));
      if (st.strokeDasharray !== 'none') out.push('dashed: ' + (e.getAttribute('data-pos') || e.getAttribute('data-to')));
    });
    const root = svg.querySelector('[data-pos-value]');
    const outcome = panel.querySelector('.outcome');
    if (outcome && !outcome.hidden) out.push('the outcome shown');
    return out;
  }")

(setv FIRST-AND-LAST (+ "
  () => {
    const spoilers = " SPOILERS ";
    return Array.from(document.querySelectorAll('section.panel')).map(panel => {
      const at = panel.querySelector('.counter .k').innerText;
      const first = spoilers(panel);
      panel.querySelector('button[data-go=last]').click();
      return [panel.id, at, first, spoilers(panel)];
    });
  }"))

(defn test-nothing-is-told-before-it-is-decided [browser site]
  "At step 1 of every search on every figure and counterexample page, the
  tree tells nothing the search has yet to decide: no move written, nothing
  in the move's blue, no box or edge dashed as cut off, the outcome hidden;
  at the last step the picture is the whole one again.  Each page's panels
  are seen in one script, each at its first step and then at its last."
  (setv errors [] checked 0)
  (for [path (figure-pages site)]
    (setv page (opened browser (.as-uri path) errors :width 1280))
    (for [[panel at first last] (.evaluate page FIRST-AND-LAST)]
      (assert (= at "1") [path.name panel at])
      (assert (= first []) [path.name panel first])
      (assert last [path.name panel "the last step shows the move"])
      (+= checked 1))
    (.close page))
  (assert (>= checked 12))
  (assert (= errors [])))

(setv STEP-TO "
  (panel, text) => {
    for (let i = 0; i < 400; i++) {
      if (panel.querySelector('.event .text').innerText === text) return true;
      panel.querySelector('button[data-go=forward]').click();
    }
    return false;
  }")

(defn go-to [panel text]
  "Step the panel forward, by its button, until its event reads text."
  (when (not (.evaluate panel STEP-TO text))
    (raise (AssertionError f"no step {text}"))))

(defn test-the-window-and-the-code-beside-the-tree [browser site tmp-path]
  "Fig. 6, Appendix C: at the alpha cutoff under P233 the tree shows
  [5, 15] under P233, the window the paper gives it, and [10, ∞] at the root;
  at the call minv[P233;15] the code beside the tree is the caller's, maxvl3,
  its line that calls minv marked, in the M-expression and in the Hy."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280)
        panel (.locator page "#panel-c22"))
  (go-to panel "(minv P233 15)")
  (assert (= (.inner-text (.locator panel ".running .fn")) "maxvl3"))
  (assert (in "minv[car[ℓ];beta]" (.inner-text (.locator panel ".now-m .line.current"))))
  (assert (in "(minv (car ℓ) beta)" (.inner-text (.locator panel ".now-hy .line.current"))))
  (assert (= (.count (.locator panel ".now-m .line.current")) 1))
  (.click (.locator panel "button[data-go=cutoff]"))
  (assert (in "alpha cutoff" (.inner-text (.locator panel ".note"))))
  (assert (= (.text-content (.locator panel "svg text.window[data-window=P233]")) "[5, 15]"))
  (assert (= (.text-content (.locator panel "svg text.window[data-window=P]")) "[10, ∞]"))
  (.screenshot panel :path (str (/ (shots tmp-path) "fig6-c-window.png")))
  (.click (.locator panel "button[data-go=last]"))
  (assert (= (.count (.locator panel "svg text.window")) 0))
  (assert (= errors [])))

(defn test-coarse-steps-and-play [browser site]
  "next evaluation goes to the next call of value, next backed-up value to
  the next return of minv or maxv; play steps on by itself and pause stops it."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280)
        panel (.locator page "#panel-b22"))
  (.click (.locator panel "button[data-go=evaluation]"))
  (assert (.startswith (.inner-text (.locator panel ".event .text")) "(value "))
  (.click (.locator panel "button[data-go=backed]"))
  (assert (re.match r"(minv|maxv) = " (.inner-text (.locator panel ".event .text"))))
  (.select-option (.locator panel "select.speed") "150")
  (setv before (int (.inner-text (.locator panel ".counter .k"))))
  (.click (.locator panel "button.play"))
  (.wait-for-timeout page 1000)
  (.click (.locator panel "button.play"))
  (setv paused (int (.inner-text (.locator panel ".counter .k"))))
  (assert (> paused (+ before 2)))
  (.wait-for-timeout page 500)
  (assert (= (int (.inner-text (.locator panel ".counter .k"))) paused))
  (assert (= errors [])))

(defn test-keys-step-only-the-search-in-focus [browser site]
  "An arrow key with the focus outside any search moves no search; with the
  focus in one, it moves that one only; Home is left to the page."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280))
  (.press page.keyboard "ArrowRight")
  (assert (= (lfor p (.all (.locator page ".counter .k")) (.inner-text p)) ["1" "1"]))
  (.focus (.locator page "#panel-c22 button[data-go=forward]"))
  (.press page.keyboard "ArrowRight")
  (.press page.keyboard "n")
  (assert (= (lfor p (.all (.locator page ".counter .k")) (.inner-text p)) ["1" "3"]))
  (.press page.keyboard "Home")
  (assert (= (.inner-text (.locator page "#panel-c22 .counter .k")) "3"))
  (assert (= errors [])))

(setv LABELS "
  () => Array.from(document.querySelectorAll('svg.tree')).flatMap(svg => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Array.from(svg.querySelectorAll('text'))
      .filter(t => getComputedStyle(t).display !== 'none' && t.textContent.trim())
      .map(t => [t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
  })")

(setv OVERFLOW "
  () => {
    const doc = document.documentElement;
    return [doc.scrollWidth, doc.clientWidth];
  }")

(defn test-legible-at-a-laptops-and-a-phones-width [browser site]
  "At 1280 and at 390 px: every label of every tree on the figure pages is at
  least 12 px as drawn (a tree wider than its box scrolls inside it), and no
  page of the edition (pages-seen) is wider than the window.  Each page is
  opened once, at the phone's width, and seen at both (the window then
  widened, the page laid out again)."
  (setv errors []
        page (.new-page browser :viewport {"width" 390 "height" 900}))
  (.on page "pageerror" (fn [e] (.append errors (str e))))
  (for [path (pages-seen site)]
    (.set-viewport-size page {"width" 390 "height" 900})
    (.goto page (.as-uri path))
    (for [width [390 1280]]
      (.set-viewport-size page {"width" width "height" 900})
      (setv [scroll client] (.evaluate page OVERFLOW))
      (assert (<= scroll client) [width path.name scroll])
      (for [[text size] (.evaluate page LABELS)]
        (assert (>= size 11.99) [width path.name text size]))))
  (.close page)
  (assert (= errors [])))

(defn test-search-finds-what-it-is-asked [browser site]
  "The search page, from file://: glbua's page comes first for \"glbua\";
  \"final segment\" finds the glossary's entry; a word nowhere finds nothing."
  (setv errors []
        page (opened browser (.as-uri (/ site "search.html")) errors :width 1280))
  (.fill (.locator page "#q") "glbua")
  (assert (.startswith (.get-attribute (. (.locator page ".search-results a") first) "href") "fn-appendix-c-glbua.html"))
  (.fill (.locator page "#q") "final segment")
  (assert (in "glossary.html" (lfor a (.all (.locator page ".search-results a")) (.get-attribute a "href"))))
  (.fill (.locator page "#q") "zzqxv")
  (assert (= (.count (.locator page ".search-results li")) 0))
  (assert (in "0 places" (.inner-text (.locator page ".search-count"))))
  (assert (= errors [])))

(defn test-every-page-passes-axe-at-level-aa [browser site]
  "axe-core (bundled by axe-playwright-python) finds no violation of WCAG 2.1
  A or AA on any page at 1280 px (the longest of each kind, every page if
  $SLAGLE_EXAMPLES > 1); nor on Fig. 6 at 390 px at
  its first step, at a cutoff and at its last; nor on the search page
  showing results."
  (setv axe (. (pytest.importorskip "axe_playwright_python.sync_playwright") Axe)
        axe (axe)
        found {}
        page (.new-page browser :viewport {"width" 1280 "height" 900}))
  (for [path (pages-seen site :one-of-each True)]
    (.goto page (.as-uri path))
    (setv v (violations axe page))
    (when v (setv (get found path.name) v)))
  (.goto page (+ (.as-uri (/ site "search.html")) "?q=alpha"))
  (assert (> (.count (.locator page ".search-results li")) 0))
  (when (setx v (violations axe page)) (setv (get found "search.html?q=alpha") v))
  (.close page)
  (setv page (.new-page browser :viewport {"width" 390 "height" 900}))
  (.goto page (.as-uri (/ site "fig6.html")))
  (setv panel (.locator page "#panel-c22"))
  (for [[what button] [["first" None] ["cutoff" "cutoff"] ["last" "last"]]]
    (when button (.click (.locator panel f"button[data-go={button}]")))
    (when (setx v (violations axe page)) (setv (get found f"fig6.html at 390 px, {what}") v)))
  (.close page)
  (assert (= found {})))

(defn test-the-step-through-for-every-reader [browser site]
  "Each tree is an image with a name and a description; the trace is one tab
  stop, the current step's; the live region says one line; without
  JavaScript the controls, the help and the code beside the tree are hidden
  and the picture is the whole search."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280)
        panel (.locator page "#panel-c22")
        svg (.locator panel "svg.tree"))
  (assert (= (.get-attribute svg "role") "img"))
  (assert (in "Fig. 6" (.get-attribute svg "aria-label")))
  (assert (in "square-cornered for a max-position"
              (.text-content (.locator page (+ "#" (.get-attribute svg "aria-describedby"))))))
  (for [_ (range 5)] (.click (.locator panel "button[data-go=forward]")))
  (setv stops (.all (.locator panel "ol.trace a:not([tabindex='-1'])")))
  (assert (= (len stops) 1))
  (assert (= (.get-attribute (get stops 0) "href") "#c22-6"))
  (.focus (get stops 0))
  (.press page.keyboard "ArrowDown")
  (assert (= (.inner-text (.locator panel ".counter .k")) "7"))
  (setv live (.inner-text (.locator panel ".live")))
  (assert (.startswith live "Step 7 of "))
  (assert (not-in "\n" live))
  (assert (= (.get-attribute (.locator panel ".state") "aria-live") None))
  (setv context (.new-context browser :java-script-enabled False)
        bare (.new-page context))
  (.goto bare (.as-uri (/ site "fig6.html")))
  (for [selector [".controls" ".help" ".code-side" ".zoom" ".state"]]
    (assert (not (.is-visible (. (.locator bare selector) first))) selector))
  (assert (.is-visible (.locator bare "#panel-c22 .outcome")))
  (assert (in "move P1" (.text-content (.locator bare "#panel-c22 svg.tree"))))
  (.close context)
  (assert (= errors [])))

(defn test-a-claims-step-link-opens-its-step [browser site]
  "On Fig. 6, the claim minv[P233;15]=4 links the step where that call
  returns 4: following the link shows it, with P233 in focus."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280)
        item (.filter (.locator page ".claim-list li") :has-text "minv[P233;15]=4"))
  (.click (.locator item "a.claim-step"))
  (setv panel (.locator page "#panel-c22"))
  ;; the step is shown when the page has followed the link: wait for it
  (.wait-for-function page "document.querySelector('#panel-c22 .event .text').textContent === 'minv = 4'")
  (assert (= (.inner-text (.locator panel ".event .text")) "minv = 4"))
  (assert (= (.inner-text (.locator panel ".focus-name")) "P233"))
  (assert (= errors [])))

(defn test-the-notebooks-step-through [browser]
  "The step-through a notebook shows (slagle.edition.notebook) works as a
  page of its own, nothing fetched: forward steps, next cutoff finds the
  alpha cutoff under P233 with its window, the code is beside the tree."
  (import slagle.edition.notebook [step-through])
  (setv errors []
        page (.new-page browser :viewport {"width" 1000 "height" 900}))
  (.on page "pageerror" (fn [e] (.append errors (str e))))
  (.on page "request" (fn [r] (when (not (.startswith r.url "about:")) (.append errors r.url))))
  (.set-content page (.page (step-through (load-figure 6) "c" 2 2 5 "Fig. 6")))
  (setv panel (.locator page "section.panel"))
  (.click (.locator panel "button[data-go=forward]"))
  (assert (= (.inner-text (.locator panel ".counter .k")) "2"))
  (.click (.locator panel "button[data-go=cutoff]"))
  (assert (in "alpha cutoff" (.inner-text (.locator panel ".note"))))
  (assert (= (.text-content (.locator panel "svg text.window[data-window=P233]")) "[5, 15]"))
  (assert (.is-visible (.locator panel ".now-m .line.current")))
  (assert (= errors [])))

(setv DOCS-SHOTS (/ ROOT "docs" "screenshots"))

(defn test-fig6-at-its-first-a-cutoff-and-its-last-step [browser site tmp-path]
  "Fig. 6's Appendix C search at 1280 and at 390 px, at its first step, at
  its first cutoff and at its last: nothing decided shown at the first, the
  cut positions at the cutoff, the move at the last.  The pictures are saved
  (SLAGLE_SCREENSHOTS, else the test's directory); docs/screenshots holds
  them as of this version (SLAGLE_SCREENSHOTS=docs/screenshots remakes them)."
  (setv out (shots tmp-path) errors [])
  (for [width [1280 390]]
    (setv page (opened browser (.as-uri (/ site "fig6.html")) errors :width width)
          panel (.locator page "#panel-c22"))
    (.scroll-into-view-if-needed panel)
    (assert (= (.evaluate panel SPOILERS) []))
    (.screenshot panel :path (str (/ out f"fig6-first-{width}.png")))
    (.click (.locator panel "button[data-go=cutoff]"))
    (assert (= (sorted (lfor r (.all (.locator panel "svg rect.cut")) (.get-attribute r "data-pos")))
               ["P2332" "P2333"]))
    (.screenshot panel :path (str (/ out f"fig6-cutoff-{width}.png")))
    (.click (.locator panel "button[data-go=last]"))
    (assert (in "move P1" (.text-content (.locator panel "svg.tree"))))
    (.screenshot panel :path (str (/ out f"fig6-last-{width}.png")))
    (.close page))
  (for [name ["first" "cutoff" "last"] width [1280 390]]
    (assert (.is-file (/ DOCS-SHOTS f"fig6-{name}-{width}.png")) name))
  (assert (= errors [])))

(defn test-b-and-c-in-lockstep [browser site]
  "With \"step Appendix B and Appendix C together\" on, stepping C to its
  alpha cutoff under P233 takes B to its first step about P233, and B's
  tree outlines the positions C never looks at (those its cutoffs leave:
  P2332, P2333, P32) and no other."
  (setv errors []
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 1280)
        b (.locator page "#panel-b22")
        c (.locator page "#panel-c22"))
  (assert (= (.count (.locator b "svg rect.c-unseen")) 0))
  (.check (.locator page "input.lockstep"))
  (assert (= (sorted (lfor r (.all (.locator b "svg rect.c-unseen")) (.get-attribute r "data-pos")))
             ["P2332" "P2333" "P32"]))
  (.click (.locator c "button[data-go=cutoff]"))
  (assert (= (.inner-text (.locator c ".focus-name")) "P233"))
  (assert (= (.inner-text (.locator b ".focus-name")) "P233"))
  (setv k (int (.inner-text (.locator b ".counter .k"))))
  (.click (.locator b "button[data-go=back]"))
  (assert (= (int (.inner-text (.locator b ".counter .k"))) (- k 1)))
  (assert (!= (.inner-text (.locator b ".focus-name")) "P233"))
  (assert (= errors [])))

(defn test-a-functions-example-steps-within-its-call [browser site tmp-path]
  "minv's page steps through its Example line's call, minv[P233;15]=4 in
  Fig. 6: it opens at the step where the call is made, goes no further back
  than that nor further on than its return, whose value is the Example's,
  and tells nothing of the search's move."
  (setv errors []
        page (opened browser (.as-uri (/ site "fn-appendix-c-minv.html")) errors :width 1280)
        panel (.locator page ".example-runs section.panel")
        k (fn [] (int (.inner-text (.locator panel ".counter .k"))))
        text (fn [] (.inner-text (.locator panel ".event .text"))))
  (assert (= (.count panel) 1))
  (setv start (k))
  (assert (.startswith (text) "(minv P233 ") (text))
  (.click (.locator panel "button[data-go=back]"))
  (assert (= (k) start) "no step before the call")
  (.click (.locator panel "button[data-go=last]"))
  (setv end (k))
  (assert (> end start))
  (assert (= (paper (text)) "minv = 4") (text))
  (.click (.locator panel "button[data-go=forward]"))
  (assert (= (k) end) "no step after the call returns")
  (assert (.is-hidden (.locator panel ".outcome")) "the search's move is not told")
  ;; what the search decides later is not told either (cutoffs made before the call are)
  (assert (= (lfor t (.evaluate panel SPOILERS) :if (not (.startswith t "dashed")) t) []))
  (assert (= (.count (.locator panel "ol.trace > li:visible")) (+ (- end start) 1)))
  (.click (.locator panel "button[data-go=first]"))
  (assert (= (k) start))
  (.screenshot page :path (str (/ (shots tmp-path) "minv-example.png")) :full-page True)
  (assert (= errors [])))

(setv LEVEL "
  (pre) => Array.from(pre.querySelectorAll('.line')).map(l => [l.textContent, Math.round(l.getBoundingClientRect().top)])")

(defn test-the-m-expression-and-the-hy-stand-level [browser site]
  "Side by side on minvl's page (Appendix C), each line of the M-expression
  stands level with the Hy line that transcribes it (the Hy's docstring line
  faced by a blank row), the printed text itself unchanged; on a phone the
  two are one above the other, with no blank rows."
  (setv errors []
        page (opened browser (.as-uri (/ site "fn-appendix-c-minvl.html")) errors :width 1400)
        [m hy] (lfor sel [".side-by-side .mexpr pre" ".side-by-side .hy pre"] (.evaluate (.locator page sel) LEVEL))
        top (fn [lines prefix] (next (gfor [text y] lines :if (.startswith (.strip text) prefix) y))))
  (for [[m-start hy-start] [["prog[" "(prog"] ["cond[null" "(cond [(null"] ["setq[u;" "(setq u"]
                            ["setq[lubub" "(setq lubub"] ["return[cond[" "(return (cond"]]]
    (assert (= (top m m-start) (top hy hy-start)) [m-start hy-start m hy]))
  (assert (= (.rstrip (.inner-text (.locator page ".side-by-side .mexpr pre")) "\n")
             (.join "\n" (lfor [text _] m text)))
          "the blank rows are not in the text")
  (.set-viewport-size page {"width" 390 "height" 900})
  (setv m (.evaluate (.locator page ".side-by-side .mexpr pre") LEVEL))
  (assert (< (- (get m 1 1) (get m 0 1)) 30) "no blank row when the texts are one above the other")
  (assert (= errors [])))

;; ---------------------------------------------------------------------------
;; Predict mode, answered by a scripted student

(defn returned [trace c]
  "The index of the line of `trace` (the command's --trace lines) where the
  call on line c returns: the next line as deep as it."
  (setv indent (- (len (get trace c)) (len (.lstrip (get trace c)))))
  (next (gfor j (range (+ c 1) (len trace))
              :setv line (get trace j)
              :if (= (- (len line) (len (.lstrip line))) indent)
              j)))

(defn valuation-line [trace position]
  "The line of the trace where minv or maxv is called on position."
  (next (gfor [j line] (enumerate trace)
              :if (re.match (+ r"\s*\((minv|maxv) " (re.escape position) r"[ )]") line)
              j)))

(defn trace-answer [trace kind position k [focus None]]
  "A question's answer as the command's trace tells it, read from the trace
  alone (k: the step the page shows, from 1): the next (value P) line; the
  walk down position's successors stopped by a cutoff its returns note
  (alpha, beta) or none; the value minv or maxv of position returns."
  (cond (= kind "evaluation")
        (next (gfor line (cut trace k None)
                    :setv m (re.match r"\s*\(value (\S+)\)" line)
                    :if m (.group m 1)))
        (= kind "backed")
        (.strip (get (.split (get (.split (get trace (returned trace (valuation-line trace position))) " = " 1) 1) ";") 0))
        True
        (do (setv c (valuation-line trace position)
                  notes (lfor j (range c (returned trace c))
                              :setv m (re.match r"\s*\((minvl3?|maxvl3?) \(([^ )]+)" (get trace j))
                              :if (and m (.startswith (.group m 2) position)
                                       (= (len (.group m 2)) (+ (len position) 1)))
                              (get trace (returned trace j))))
            (cond (any (gfor n notes (in "; alpha cutoff" n))) "alpha"
                  (any (gfor n notes (in "; beta cutoff" n))) "beta"
                  True "none"))))

(defn first-child-answer [trace kind position k focus]
  "A careless student's answer: the first successor of the position in
  focus, no cutoff, a value of 0."
  (get {"evaluation" (+ focus "1") "cutoff" "none" "backed" "0"} kind))

(setv ASKED-KIND "
  (panel) => ['evaluation', 'cutoff', 'backed'].find((k, i) =>
    !panel.querySelector(['.answer-position', '.answer-cutoff', '.answer-value'][i]).hidden)")

(setv SHOWN "
  (panel) => {
    // hidden as Playwright has it: no box, or visibility hidden
    const hidden = (e) => {
      const box = e.getBoundingClientRect();
      return !(box.width > 0 && box.height > 0) || getComputedStyle(e).visibility === 'hidden';
    };
    const outcome = panel.querySelector('.outcome');
    return {
      trace: panel.querySelectorAll('ol.trace > li').length,
      values: Array.from(panel.querySelectorAll('svg [data-pos-value]'))
        .filter(t => t.textContent.trim()).map(t => t.getAttribute('data-pos-value')),
      titled: Array.from(panel.querySelectorAll('svg rect[data-pos]'))
        .filter(r => r.querySelector('title').textContent !== r.getAttribute('data-pos')).length,
      verdict: panel.querySelector('.verdict').innerText,
      outcome: outcome ? hidden(outcome) : true,
      tells: Array.from(document.querySelectorAll('[data-tells]')).filter(e => !hidden(e)).length,
    };
  }")

(defn nothing-ahead [panel trace k kind position]
  "Before an answer: the page shows nothing of the search after step k, in
  its visible text or its accessibility tree: the trace's lines up to k and
  no further, no later call or cutoff of a position, no backed-up value of
  the position asked about, no tooltip telling a value, the outcome and
  whatever else tells the search's course put away.  (What the page's
  elements hold is read in one script, SHOWN.)"
  (setv shown (.evaluate panel SHOWN))
  (assert (= (get shown "trace") k))
  (setv said (+ (.inner-text panel) "\n" (.aria-snapshot panel))
        past (sfor line (cut trace 0 k) piece (.split line ";") (.strip piece)))
  (for [line (cut trace k None)]
    (for [piece (.split line ";")]
      (setv piece (.strip piece))
      (when (and (re.search r"P\d" piece) (not-in piece past))
        (assert (not-in piece said) [k piece]))))
  (setv come-to (sfor [c line] (enumerate (cut trace 0 k))
                      :setv m (re.match r"\s*\((?:minv|maxv) (\S+)" line)
                      :if (and m (< (returned trace c) k))
                      (.group m 1))
        values (set (get shown "values")))
  (assert (<= values come-to) [k (- values come-to)])
  (when (= kind "backed")
    (assert (not-in position values)))
  (assert (= (get shown "titled") 0))
  (assert (not (re.match r"Right|Wrong" (get shown "verdict"))))
  (assert (get shown "outcome") "the outcome is put away")
  (assert (= (get shown "tells") 0) "whatever tells the search's course is put away"))

(defn predict-through [page panel trace answer-of]
  "Answer every question of the panel in predict mode (on already) with
  answer-of [trace kind position k focus], by the keyboard and by clicking
  boxes, checking before each that nothing ahead is shown; [right asked
  verdicts], from the page's own score at the end."
  (setv verdicts [])
  (for [_ (range 500)]
    (when (.is-hidden (.locator panel "form.question")) (break))
    (setv ask (.inner-text (.locator panel ".ask"))
          kind (.evaluate panel ASKED-KIND)
          m (re.search r"(P\w*)'s successors|back up to (P\w*)\?" ask)
          position (when m (or (.group m 1) (.group m 2)))
          k (int (.inner-text (.locator panel ".counter .k")))
          focus (.inner-text (.locator panel ".focus-name"))
          given (answer-of trace kind position k focus))
    (nothing-ahead panel trace k kind position)
    (cond (and (= kind "evaluation") (.count (.locator panel f"svg rect[data-pos='{given}']")))
          (.click (.locator panel f"svg rect[data-pos='{given}']"))
          (= kind "evaluation")
          (do (.fill (.locator panel ".answer-name") given) (.press (.locator panel ".answer-name") "Enter"))
          (= kind "cutoff")
          (do (.check (.locator panel f".answer-cutoff input[value={given}]"))
              (.click (.locator panel "form.question button[type=submit]")))
          True
          (do (.fill (.locator panel ".answer-number") given) (.press (.locator panel ".answer-number") "Enter")))
    (setv verdict (.inner-text (.locator panel ".verdict")))
    (.append verdicts verdict)
    (assert (in verdict (.inner-text (.locator panel ".live"))))
    ;; the focus is on "next question": Enter goes on
    (.press page.keyboard "Enter"))
  (setv end (re.search r"right (\d+) of (\d+) asked" (.inner-text (.locator panel ".verdict"))))
  (assert end (.inner-text (.locator panel ".verdict")))
  [(int (.group end 1)) (int (.group end 2)) verdicts])

(defn command-trace [figure appendix m n dmax]
  "The lines `slagle run figN --json --trace` prints for the search."
  (setv done (subprocess.run [sys.executable "-m" "slagle" "run" f"fig{figure}" "--appendix" appendix
                              "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json" "--trace"]
                             :capture-output True :text True :cwd ROOT :check True))
  (get (json.loads done.stdout) "trace"))

(defn test-predicting-fig6-from-the-trace [browser site]
  "On Fig. 6's page, predict mode on Appendix C's search: a student who
  answers from the command's trace is right at every question (the cutoffs
  by α under P233 and P3 among them, said by minvl's line alpha ≥ u), one
  who always answers the first successor is not; before every answer the
  page shows nothing ahead; an answer that is none keeps the question
  open and uncounted; at 390 px the page does not scroll sideways and
  axe finds nothing; leaving predict mode puts the page back."
  (setv errors []
        trace (command-trace 6 "c" 2 2 5)
        page (opened browser (.as-uri (/ site "fig6.html")) errors :width 390)
        panel (.locator page "#panel-c22"))
  (.click (.locator panel "button.predict-toggle"))
  (assert (= (.get-attribute (.locator panel "button.predict-toggle") "aria-pressed") "true"))
  (assert (.is-hidden (.locator page "#panel-b22")))
  ;; no answer, and a value that is no value: said, not counted
  (.click (.locator panel "form.question button[type=submit]"))
  (assert (= (.inner-text (.locator panel ".verdict")) "Give an answer first."))
  (assert (.is-visible (.locator panel "form.question")))
  (assert (= (.inner-text (.locator panel ".score")) ""))
  (setv [scroll client] (.evaluate page OVERFLOW))
  (assert (<= scroll client) scroll)
  (setv [right asked verdicts] (predict-through page panel trace trace-answer))
  (assert (= right asked (len verdicts)))
  (assert (> asked 10))
  (assert (all (gfor v verdicts (.startswith v "Right: "))))
  (assert (= (len (lfor v verdicts :if (in "minvl stops at its line “cond[alpha ≥ u → return[u];”" v) v)) 2)
          verdicts)
  (assert (any (gfor v verdicts (in "a cutoff by α, alpha cutoff: P2332 P2333 never looked at" v))))
  (assert (.is-visible (.locator panel ".outcome")) "at the end, the search's move")
  (setv [scroll client] (.evaluate page OVERFLOW))
  (assert (<= scroll client) scroll)
  ;; again, answering the first successor each time
  (.click (.locator panel "button.predict-toggle"))
  (assert (.is-visible (.locator page "#panel-b22")) "leaving predict mode puts the page back")
  (assert (= (.count (.locator panel "ol.trace > li")) (len trace)))
  (.click (.locator panel "button.predict-toggle"))
  (setv [careless careless-asked _] (predict-through page panel trace first-child-answer))
  (assert (= careless-asked asked))
  (assert (< careless right))
  (.click (.locator panel "button.predict-toggle"))
  (assert (= errors []) errors)
  ;; axe, at a question and at a verdict (its reading of the file:// stylesheet is its own affair)
  (setv axe (. (pytest.importorskip "axe_playwright_python.sync_playwright") Axe)
        axe (axe))
  (.click (.locator panel "button.predict-toggle"))
  (assert (= (violations axe page) []))
  (.fill (.locator panel ".answer-name") "P9")
  (.press (.locator panel ".answer-name") "Enter")
  (assert (.startswith (.inner-text (.locator panel ".verdict")) "Wrong (you said P9): P1 is evaluated next"))
  (assert (= (violations axe page) [])))
