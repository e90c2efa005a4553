"The reading edition (slagle edition) checked as data: every function, figure
and claim has its page, every link and asset of the site resolves inside it,
and each figure's step-through is the calls `slagle run FIG --trace` prints;
the Jupyter pictures, and the example notebook run."

(import contextlib [redirect-stdout]
        html [unescape]
        html.parser [HTMLParser]
        io
        json
        re
        pathlib [Path]
        pytest
        helpers [slagle edition-site]
        slagle.cli [command]
        slagle.edition.functions [GROUPS functions line-pads]
        slagle.paper.claims [CLAIMS RUNS TITLES])

(setv ROOT (. (Path __file__) parent parent)
      DOCS (/ ROOT "docs"))

(defclass Page [HTMLParser]
  "A page's ids, links (href, src) and the JSON of its searches."
  (defn __init__ [self]
    (.__init__ (super))
    (setv self.ids #{} self.links [] self.assets [] self.data [] self.in-data False))
  (defn handle-starttag [self tag attrs]
    (setv attrs (dict attrs))
    (when (in "id" attrs) (.add self.ids (get attrs "id")))
    (when (in "href" attrs)
      (.append (if (= tag "link") self.assets self.links) (get attrs "href")))
    (when (in "src" attrs) (.append self.assets (get attrs "src")))
    (setv self.in-data (and (= tag "script") (= (.get attrs "type") "application/json"))))
  (defn handle-data [self data]
    (when self.in-data
      (.append self.data (json.loads data))
      (setv self.in-data False))))

(defn parsed [path]
  "The Page of an HTML file."
  (setv p (Page))
  (.feed p (.read-text path :encoding "utf-8"))
  p)

(defn [(pytest.fixture :scope "session")] site [tmp-path-factory worker-id]
  "The edition, written once for the run."
  (edition-site tmp-path-factory worker-id))

(defn site-files [folder]
  "The files of an edition's folder, by their names in it."
  (sorted (lfor p (.rglob folder "*") :if (.is-file p) (str (.relative-to p folder)))))

(defn test-command-writes-the-site [site tmp-path capsys]
  "`slagle edition --out DIR` writes the index and says how many pages; the
  site it writes is the site written before, file for file and byte for
  byte, with the note that says an edition may be written there again; a
  missing docs directory is one line and status 1."
  (import slagle.commands.edition [MARKER])
  (setv again (/ tmp-path "site")
        [status out err] (slagle ["edition" "--out" (str again)] capsys))
  (assert (= status 0) err)
  (assert (.is-file (/ again "index.html")))
  (assert (re.search r"wrote \d+ pages" out))
  (assert (= (site-files again) (sorted [MARKER #* (site-files site)])))
  (for [name (site-files site)]
    (assert (= (.read-bytes (/ site name)) (.read-bytes (/ again name))) name))
  (setv [status out err] (slagle ["edition" "--out" (str (/ tmp-path "x")) "--docs" (str tmp-path)] capsys))
  (assert (= [status (len (.splitlines err))] [1 1]))
  (assert (.startswith err "slagle: error: the edition needs the project's docs")))

(defn test-every-function-has-its-page [site]
  "Each defun of the appendices, McCarthy's chapter and the textbook's
  programs (found here by its own pattern in the .hy files), and the source
  functions written as defn, has its page, with its name and Hy text."
  (setv pages (lfor f (functions) (get f "slug")))
  (for [[key _ module _ extra] GROUPS]
    (setv text (.read-text (Path module.__file__) :encoding "utf-8")
          names [#* (re.findall r"(?m)^\(defun ([^\s\[]+)" text) #* extra])
    (assert names)
    (for [name names]
      (setv page (/ site f"fn-{key}-{name}.html"))
      (assert (in f"{key}-{name}" pages))
      (assert (.is-file page) page)
      (setv html (.read-text page :encoding "utf-8"))
      (assert (in f"<code>{name}</code>" html))
      (assert (in "Hy transcription" html)))))

(defn test-a-function-page-puts-the-four-texts-side-by-side [site]
  "minv of Appendix C: the description, the M-expression as printed, the Hy
  body, the deck's card, its Example line replayed, and notes that name it."
  (setv html (.read-text (/ site "fn-appendix-c-minv.html") :encoding "utf-8"))
  (for [text ["minv[p;oldbeta] (value of a min-position)"
              "cond[final[p;alpha;oldbeta;dmax] → value[p];"
              "(cond [(final p alpha oldbeta dmax) (value p)]"
              "(MINV (LAMBDA (P OLDBETA)"
              "minv[P233;15]=4 in Fig. 6"
              "<code>minv"]]
    (assert (in text html) text))
  (assert (re.search r"class=\"mark ok\">✓</td>" html)))

(defn test-every-figure-and-counterexample-has-its-page [site]
  "Figures 1-6 and each of the findings' counterexample trees."
  (for [n TITLES]
    (assert (.is-file (/ site f"fig{n}.html"))))
  (setv trees (list (.glob (/ DOCS "figures") "*.tree")))
  (assert (>= (len trees) 5))
  (for [path trees]
    (setv page (parsed (/ site f"{path.stem}.html")))
    ;; Appendix B and Appendix C side by side
    (assert (= (lfor d page.data (get d "key")) ["b22" "c22"])))
  ;; where the two choose differently, as docs/findings.md says, and where not
  (assert (in "They choose differently: Appendix B P1, Appendix C P2"
              (.read-text (/ site "glbua-bound-is-alpha.html") :encoding "utf-8")))
  (assert (in "Both choose P1" (.read-text (/ site "fig6.html") :encoding "utf-8"))))

(defn test-every-claim-has-its-place [site]
  "Each claim of `slagle replay` on the claims page, with its anchor, and
  each claim about a figure on that figure's page too."
  (setv claims (parsed (/ site "claims.html")))
  (for [[i c] (enumerate CLAIMS)]
    (assert (in f"claim-{(+ i 1)}" claims.ids))
    (when (get c "run")
      (setv figure (get RUNS (get c "run") 0))
      (assert (in f"claim-{(+ i 1)}" (. (parsed (/ site f"fig{figure}.html")) ids))))))

(defn test-every-link-resolves [site]
  "Every link of every page names a page of the site (and an id on it), or
  the web; every stylesheet, script and image is inside the site."
  (setv pages (dfor path (.glob site "*.html") path.name (parsed path))
        checked 0)
  (assert (> (len pages) 100))
  (for [[name page] (.items pages)]
    (for [asset page.assets]
      (assert (not (re.match r"[a-z]+:" asset)) f"{name}: {asset} is not local")
      (assert (.is-file (/ site asset)) f"{name}: {asset}"))
    (for [link page.links :if (not (re.match r"https?:" link))]
      (setv [target _ anchor] (.partition link "#")
            target (or target name))
      (assert (in target pages) f"{name}: {link}")
      (when anchor
        (assert (in anchor (. (get pages target) ids)) f"{name}: {link}"))
      (+= checked 1)))
  (assert (> checked 1000)))

(setv TRACE-LINE (re.compile r"^( *)(.*?)(?:   ; (.*))?$"))

(defn traced [figure appendix m n dmax]
  "The lines `slagle run FIGURE --trace` prints for the calls, as [depth text comment]."
  (setv out (io.StringIO))
  (with [_ (redirect-stdout out)]
    (assert (= (command ["run" figure "--appendix" appendix "-m" (str m) "-n" (str n)
                         "--dmax" (str dmax) "--trace"])
               0)))
  (lfor line (.splitlines (.getvalue out))
        :if (not (re.match r"(move: |evaluated \(|value: )" line))
        :setv [indent text comment] (.groups (.match TRACE-LINE line))
        [(// (len indent) 2) text comment]))

(defn figure-searches []
  "Each search on each figure's page: [page tree appendix m n dmax], as the
  page labels it."
  (setv out [])
  (for [n TITLES
        :setv runs (lfor [f #* call] (.values RUNS) :if (= f n) call)]
    (for [run (+ runs (if (= n 1) [["c" 2 2 2]] []))]
      (.append out [f"fig{n}" f"fig{n}" #* run])))
  (for [path (.glob (/ DOCS "figures") "*.tree")]
    (for [a ["b" "c"]]
      (.append out [path.stem (str path) a 2 2 None])))
  out)

(defn page-search [site page tree appendix m n dmax]
  "#(the page's data of the search, the lines `slagle run --trace` prints for
  it, its dmax: as given, else sta's on the page)."
  (setv data (next (gfor d (. (parsed (/ site f"{page}.html")) data)
                         :if (= (get d "key") f"{appendix}{m}{n}")
                         d))
        dmax (or dmax (max (gfor c (get data "calls") :if (= (get c "name") "sta") (int (get c "args" -1))))))
  #(data (traced tree appendix m n dmax) dmax))

(defn test-each-step-through-is-the-trace [site]
  "The steps of each search on each page are the lines `slagle run --trace`
  prints, one for one: the same call or return, at the same depth, the free
  variables it prints bound as the step's call has them, and each cutoff the
  trace marks marked on the same step."
  (for [[page tree appendix m n dmax] (figure-searches)]
    (setv [data lines dmax] (page-search site page tree appendix m n dmax)
          steps (get data "steps"))
    (assert (= (len steps) (len lines)) page)
    (for [[step [depth text comment]] (zip steps lines)]
      (assert (= [(get step "depth") (get step "text")] [depth text]) [page step])
      (setv call (get (get data "calls") (get step "call")))
      (if (= (get step "kind") "call")
          (for [pair (if comment (.split comment ", ") [])]
            (setv [k v] (.split pair " = " 1))
            (assert (= (get call "bindings" k) v) [page step pair]))
          (assert (= (.get step "note") comment) [page step])))))

(defn test-the-cutoffs-are-marked-on-the-tree [site]
  "Fig. 6's C search: the steps cut off exactly the positions the picture
  shows never looked at (P2332 P2333, P32), and the focus at minv[P233;15]
  is P233 with alpha = 5.0 bound."
  (setv data (get (. (parsed (/ site "fig6.html")) data) -1)
        cut (lfor s (get data "steps") p (.get s "cut" []) p)
        at (next (gfor s (get data "steps") :if (= (get s "text") "(minv P233 15)") s)))
  (assert (= cut ["P2332" "P2333" "P32"]))
  (assert (= (get at "focus") "P233"))
  (assert (= (get (get data "calls") (get at "call") "bindings" "alpha") "5.0")))

(defn test-the-pictures-show-in-jupyter []
  "A tree and a search are SVG for Jupyter, a recorded run HTML."
  (import slagle.pictures.svg                ; teaches trees and searches to draw themselves
          slagle.paper.figures [load-figure] slagle.core.search [recorded-run] slagle.core.picture [look])
  (setv root (load-figure 6)
        tree (._repr_svg_ root))
  (assert (in "<svg" tree))
  ;; a bare tree is the tree as given: its static values, no search, no move
  (assert (in "no search" tree))
  (assert (not-in "move" tree))
  (assert (in ">10<" tree))
  (assert (in "move P1" (._repr_svg_ (look root "c" 2 2 5))))
  (assert (in "minv[P233;15]=4" (._repr_html_ (recorded-run root "c" 2 2 5)))))

(defn test-the-example-notebook-runs []
  "docs/notebook/example.py, read by jupytext and run by nbclient on a
  Python kernel, shows the tree (as given) and the search as SVG, the run as
  HTML, and the search to step through as the edition's panel in an iframe."
  (import jupytext nbclient [NotebookClient])
  (setv notebook (jupytext.read (/ DOCS "notebook" "example.py")))
  (.execute (NotebookClient notebook :timeout 120 :kernel-name "python3"
                            :resources {"metadata" {"path" (str ROOT)}}))
  (setv outputs (lfor cell notebook.cells :if (= cell.cell-type "code")
                      output (.get cell "outputs" [])
                      (.get output "data" {})))
  (setv svgs (lfor d outputs :if (in "image/svg+xml" d) (get d "image/svg+xml"))
        pages (lfor d outputs :if (in "text/html" d) (get d "text/html")))
  (assert (= (len svgs) 2))
  (assert (not-in "move" (get svgs 0)))
  (assert (in "move P1" (get svgs 1)))
  (assert (= (len pages) 2))
  (assert (in "minv[P233;15]=4" (get pages 0)))
  ;; the step-through: the edition's panel and its script, inline in an iframe
  (assert (.startswith (get pages 1) "<iframe"))
  (assert (in "search-data" (get pages 1)))
  (assert (in "Panel.prototype.show" (unescape (get pages 1)))))

(defclass Sections [HTMLParser]
  "The text of each <section> and <pre> of a page, by the section's first
  class: {class [text of each pre in it] ...} and {class all its text}."
  (defn __init__ [self]
    (.__init__ (super))
    (setv self.stack [] self.pres {} self.texts {} self.pre None))
  (defn handle-starttag [self tag attrs]
    (setv cls (.split (or (.get (dict attrs) "class") "")))
    (when (= tag "section")
      (.append self.stack (if cls (get cls 0) "")))
    (when (and (= tag "pre") self.stack)
      (setv self.pre [])))
  (defn handle-endtag [self tag]
    (when (and (= tag "pre") (is-not self.pre None))
      (.append (.setdefault self.pres (get self.stack -1) []) (.join "" self.pre))
      (setv self.pre None))
    (when (and (= tag "section") self.stack)
      (.pop self.stack)))
  (defn handle-data [self data]
    (when (is-not self.pre None) (.append self.pre data))
    (for [s self.stack]
      (setv (get self.texts s) (+ (.get self.texts s "") data)))))

(defn source-definition [lines]
  "The definition a docstring's lines print after \"Definition:\", read here
  on its own: every following line indented deeper than \"Definition:\" (a
  formula's exponent line with its base), up to a blank line or the source's
  next sentence; the lines' common indentation taken off."
  (setv at (next (gfor [i line] (enumerate lines) :if (= (.strip line) "Definition:") i))
        base (- (len (get lines at)) (len (.lstrip (get lines at))))
        out [])
  (for [line (cut lines (+ at 1) None)]
    (when (or (not (.strip line)) (<= (- (len line) (len (.lstrip line))) base))
      (break))
    (.append out (.rstrip line)))
  (setv cut-off (min (gfor line out (- (len line) (len (.lstrip line))))))
  (lfor line out (cut line cut-off None)))

(defn squeezed [text]
  "text without white space."
  (re.sub r"\s+" "" text))

(defn docstrings-of [path]
  "Each function of an appendix's .hy file with a Definition: [name, its
  docstring's lines as the file has them]."
  (setv text (.read-text path :encoding "utf-8"))
  (lfor m (re.finditer r"(?ms)^\((?:defun|defn) (\S+) \[[^\]]*\]\n  \"(.*?)(?<!\\)\"" text)
        :if (in "Definition:" (.group m 2))
        [(.group m 1) (.splitlines (.replace (.group m 2) "\\\"" "\""))]))

(defn test-every-function-page-attributes-rightly [site]
  "Each function of Appendices A-C with a Definition: its page shows the
  definition whole under \"As printed\" (a two-line formula's exponent line
  and base line both, in place); the source's sentences after it under
  \"The source continues\"; the transcription's paragraphs (\"Added here\",
  \"Here:\") under \"Added in the transcription\" and nowhere else; and x, y,
  r, s, which the source does not define, as the transcription's."
  (setv checked 0)
  (for [[key _ module _ _] GROUPS :if (.startswith key "appendix")]
    (for [[name lines] (docstrings-of (Path module.__file__))]
      (setv page (Sections))
      (.feed page (.read-text (/ site f"fn-{key}-{name}.html") :encoding "utf-8"))
      (setv printed (source-definition lines)
            shown (get page.pres "col" 0)
            added-text (.get page.texts "added" "")
            at (next (gfor [i line] (enumerate lines) :if (= (.strip line) "Definition:") i))
            after (.join "\n" (cut lines (+ at 1 (len printed)) None))
            paragraphs (lfor p (re.split r"\n\s*\n" after) :if (.strip p) (.strip p)))
      (assert (in "As printed" (get page.texts "col")) name)
      (assert (= (.splitlines (.rstrip shown "\n")) printed) [key name])
      (for [p paragraphs]
        ;; compared without white space: the page sets prose and formulas apart
        (setv words (squeezed p))
        (if (re.match r"(Added here|Here:)" p)
            (do (assert (in words (squeezed added-text)) [name p])
                (assert (not-in words (squeezed (get page.texts "col"))) [name p]))
            (do (assert (in "The source continues" (get page.texts "col")) name)
                (assert (in words (squeezed (get page.texts "col"))) [name p])
                (assert (not-in words (squeezed added-text)) [name p]))))
      (+= checked 1)))
  (assert (= checked 28))   ; 4 of Appendix A, 10 of B, 14 of C
  ;; bua's formula: its exponent over its base, the paper's "where" its own
  (setv page (Sections))
  (.feed page (.read-text (/ site "fn-appendix-c-bua.html") :encoding "utf-8"))
  (setv [top base] (.splitlines (get page.pres "col" 0)))
  (assert (= (.strip top) "x - (a2 - α)y"))
  (assert (= base "bua[alpha;a;dmax] = a2 + 2"))
  (assert (> (.index top "x") (.index base "2 ")))
  (for [name ["x" "y" "r" "s"]]
    (setv html (unescape (.read-text (/ site f"fn-appendix-c-{name}.html") :encoding "utf-8")))
    (assert (in "Not the source's" html) name)
    (assert (in "The transcription's description" html) name)
    (assert (not-in "The source's description" html) name))
  (setv index (.read-text (/ site "index.html") :encoding "utf-8")
        own (get (re.findall r"(?s)Added by the transcription, the parameters the formulas name:(.*?)</p>" index) 0))
  (assert (= (re.findall r"<code>(\w+)</code>" own) ["x" "y" "r" "s"])))

(defn test-whole-numbers-as-the-paper-prints-them [site]
  "The values replayed read 5 where the computation gives 5.0: glbua[10;(6);2]=5."
  (setv html (.read-text (/ site "fn-appendix-c-glbua.html") :encoding "utf-8"))
  (assert (in "glbua[10;(6);2]=5<" html))
  (assert (not (re.search r"(?<![\w.])\d+\.0(?![\w.])" (.join "" (re.findall r"(?s)<table>.*?</table>" html))))))

(defn test-the-source-is-cited [site]
  "The contents give the report's bibliographic record and an anchor for each
  section and appendix; every page's footer names the report and the
  edition's version and date; the citing page gives BibTeX for the report
  and for the edition; the principles and the glossary have their pages."
  (import slagle.edition.reference [REPORT SECTIONS EDITION-DATE edition-version])
  (setv index (unescape (.read-text (/ site "index.html") :encoding "utf-8"))
        ids (. (parsed (/ site "index.html")) ids))
  (for [text ["James R. Slagle" "Artificial Intelligence Group Report No. 3"
              "Lawrence Radiation Laboratory" "November 8, 1963" "Vault Reference Copy"
              f"version {(edition-version)}, {EDITION-DATE}"]]
    (assert (in text index) text))
  (for [[number anchor #* _] SECTIONS]
    (assert (in anchor ids) number))
  (assert (= (len SECTIONS) 8))
  (for [page (.glob site "*.html")]
    (setv text (unescape (.read-text page :encoding "utf-8")))
    (assert (in "Artificial Intelligence Group Report No. 3" text) page.name)
    (assert (in f"version {(edition-version)}" text) page.name))
  (setv cite (unescape (.read-text (/ site "cite.html") :encoding "utf-8")))
  (for [text ["@techreport{slagle1963gametrees," "author      = {Slagle, James R.}," "number      = {3},"
              "year        = {1963}" "@misc{slagle1963edition," f"version      = {{{(edition-version)}}},"]]
    (assert (in text cite) text))
  (setv glossary (parsed (/ site "glossary.html")))
  (for [term ["final-segment" "superprogram" "mn-cutoff" "nosucc" "dmax"]]
    (assert (in term glossary.ids) term))
  (assert (in "Editorial principles" (.read-text (/ site "principles.html") :encoding "utf-8"))))

(defn test-the-search-index-covers-the-edition [site]
  "static/search-index.js is a script (it loads from file://) that lists
  every page of the site, and a function's page under its name."
  (setv text (.read-text (/ site "static" "search-index.js") :encoding "utf-8"))
  (assert (.startswith text "window.SEARCH_INDEX = "))
  (setv entries (json.loads (cut (.strip text) (len "window.SEARCH_INDEX = ") -1))
        pages (sfor e entries (get (.split (get e "u") "#") 0)))
  (assert (= pages (sfor p (.glob site "*.html") p.name)))
  (assert (in "fn-appendix-c-glbua.html" (lfor e entries :if (.startswith (get e "t") "glbua (") (get e "u"))))
  (assert (not-in "(minv P233 15)" text)))

(defn test-each-claim-on-a-figure-links-the-step-that-shows-it [site]
  "On each figure's page every claim links a step of one of its searches,
  and that step shows what the claim says: its call (returning the value the
  claim gives, whole numbers as the paper's), the cutoff that leaves its
  positions unlooked-at, the look at the position it says comes next, or,
  for Section 7's comparisons, the search's end; and a reconstruction note
  sorts the tree's values into stated, implied and chosen."
  (setv checked 0)
  (for [n TITLES]
    (setv path (/ site f"fig{n}.html")
          text (.read-text path :encoding "utf-8")
          data (dfor d (. (parsed path) data) (get d "key") d))
    (for [[i c] (enumerate CLAIMS) :if (and (get c "run") (= (get RUNS (get c "run") 0) n))]
      (setv item (get (.split (get (.split text f"<li id=\"claim-{(+ i 1)}\">" 1) 1) "</li>" 1) 0)
            m (re.search r"href=\"#([bc]\d\d)-(\d+)\"" item))
      (assert m [n (get c "says")])
      (setv [key k] (.groups m)
            d (get data key)
            step (get (get d "steps") (- (int k) 1))
            call (get (get d "calls") (get step "call")))
      (cond (in "compare" c) (assert (= (int k) (len (get d "steps"))))
            (in "call" c)
              (let [[name _ value] (.groups (re.fullmatch r"([a-z0-9]+)\[(.*)\](?:=(.*))?" (get c "call")))]
                (assert (= (get call "name") name) [(get c "call") step])
                (when value
                  (assert (= (get step "kind") "return"))
                  (assert (= (re.sub r"\.0\b" "" (get call "value")) (.replace (.replace value "," " ") "(" "(")) [(get c "call") call])))
            (in "unseen" c) (assert (& (set (.get step "cut" [])) (set (get c "unseen"))) [(get c "says") step])
            (in "next" c) (assert (= [(get step "kind") (get call "args" 0)] ["call" (get c "next")]) [(get c "says") step])
            True (assert (in (get call "name") #{"minv" "maxv"})))
      (+= checked 1))
    (assert (in "How the figure was rebuilt" text))
    (assert (in "Stated by the text" text)))
  (assert (>= checked 60)))

(defn test-each-example-line-links-its-call-step-by-step [site]
  "Each Example line of Appendices A-C that happens in a figure's search
  links the step of that search where the function's call shows it: a call
  of that function, returning the value the line gives."
  (setv linked 0 figures {})
  (for [[key _ _ _ _] GROUPS :if (.startswith key "appendix")]
    (for [f (functions) :if (= (get f "key") key)]
      (setv text (.read-text (/ site f"fn-{(get f "slug")}.html") :encoding "utf-8"))
      (for [[line page k] (re.findall r"<tr><td><code>([^<]*)</code></td>.*?href=\"(fig\d\.html)#([bc]\d\d-\d+)\">the call" text re.S)]
        (setv [panel step] (.split k "-")
              data (next (gfor d (. (parsed (/ site page)) data) :if (= (get d "key") panel) d))
              s (get (get data "steps") (- (int step) 1))
              call (get (get data "calls") (get s "call")))
        (assert (= (get call "name") (get f "name")) [line k])
        (assert (.startswith (unescape line) (+ (get f "name") "[")) line)
        (+= linked 1))))
  (assert (= linked 26)))   ; all but ditto's and insert's, which run alone

(setv LINE-PADS
  ;; [M-expression, Hy, the blank rows after lines (from 0) of each]
  [["f[x]=\n  g[x]" "(defun f [x]\n  \"...\"\n  (g x))" {"m" {0 1} "hy" {}}]
   ["f[x]=\n  g[x]" "(defun f [x]\n  \"...\"\n  :require (p x)\n  (g x))" {"m" {0 2} "hy" {}}]
   ["f[x]=\n  a[x];\n  b[x]" "(defun f [x]\n  (b x))" {"m" {} "hy" {0 1}}]
   ["  x\nf[a] = 2" "(defun f [a]\n  (expt 2 x))" {"m" {} "hy" {}}]      ; would need rows above a first line
   ["f[x]=\n  g[x]" "(defun f [x]\n  (g x))" {"m" {} "hy" {}}]])

(defn [(pytest.mark.parametrize #("mexpr" "hy" "pads") LINE-PADS)]
      test-the-lines-that-go-together-stand-level [mexpr hy pads]
  (assert (= (line-pads mexpr hy) pads)))

(defn test-appendix-cs-functions-stand-level-past-the-docstring []
  (setv by-name (dfor f (functions) :if (= (get f "key") "appendix-c") (get f "name") f))
  (for [name ["sta1" "minvl" "maxvl" "minvl3" "maxvl3"]]
    (assert (= (get by-name name "pads") {"m" {0 1} "hy" {}}) name)))


(defn test-the-article-is-a-page-with-its-numbers-and-figures [site]
  "The article's page: reached from every page's header and the index, with
  the committed numbers of the answer and every figure its source places."
  (import slagle.article.build [committed-numbers]
          slagle.article.sources [source-text])
  (setv text (.read-text (/ site "article.html") :encoding "utf-8")
        numbers (committed-numbers)
        places (re.findall r"figure\(\"([\w-]+)\"\)" (source-text)))
  (for [name ["index.html" "findings.html" "fn-appendix-c-minvl3.html"]]
    (assert (in "href=\"article.html\"" (.read-text (/ site name) :encoding "utf-8")) name))
  (for [k ["experiment.checkers-8.as-declared.score" "experiment.checkers-8.as-declared.verdict"
           "paper.reproduced" "claims.same-move.differ"]]
    (assert (in (get numbers k) text) k))
  (assert (> (len places) 4))
  (for [name places]
    (assert (in f"<figure id=\"figure-{name}\"><svg role=\"img\"" text) name))
  (assert (not-in "@@figure" text))
  (assert (not-in "{{" text)))

(defn test-predict-mode-asks-what-the-trace-decides [site]
  "The questions of each search on each figure's page, asked before the step
  that decides them: the positions evaluated, in order, are those `slagle
  run --json` lists as evaluated; each value backed up is the one its
  minv or maxv returns in the trace; each cutoff asked about is one the
  trace marks, by α for minvl and minvl3, by β for maxvl and maxvl3, its
  reason naming the function's M-expression line that decides it; a walk
  the trace marks no cutoff on is answered none; Appendix B has no cutoff
  question."
  (for [[page tree appendix m n dmax] (figure-searches)]
    (setv [data lines dmax] (page-search site page tree appendix m n dmax)
          out (io.StringIO))
    (with [_ (redirect-stdout out)]
      (assert (= (command ["run" tree "--appendix" appendix "-m" (str m) "-n" (str n) "--dmax" (str dmax) "--json"]) 0)))
    (setv evaluated (get (json.loads (.getvalue out)) "evaluated")
          qs (get data "questions"))
    (assert (= (lfor q qs :if (= (get q "kind") "evaluation") (get q "answer")) evaluated) page)
    (for [q qs]
      (setv [depth text comment] (get lines (get q "step")))
      (cond (= (get q "kind") "evaluation")
            (assert (= text f"(value {(get q "answer")})") [page q])
            (= (get q "kind") "backed")
            (do (assert (re.match r"(minv|maxv) = " text) [page q])
                (assert (= (float (get (.split text " = ") 1)) (float (get q "answer"))) [page q]))
            True
            (do (assert (= appendix "c") [page q])
                (setv walker (get (.split text " = ") 0))
                (assert (in walker ["minvl" "minvl3" "maxvl" "maxvl3"]) [page q])
                (if comment
                    (do (assert (= (get q "answer") (if (.startswith walker "min") "alpha" "beta")) [page q])
                        (assert (.startswith comment f"{(get q "answer")} cutoff") [page q])
                        (assert (re.search (if (.startswith walker "min") r"its line “[^”]*alpha ?≥ ?u[^”]*”" r"its line “[^”]*beta ?≤ ?u[^”]*”")
                                           (get q "why"))
                                [page q]))
                    (assert (= (get q "answer") "none") [page q]))))
      (when (= (get q "kind") "evaluation")
        (assert (.startswith (get q "why") f"{(get q "answer")} is evaluated next") [page q]))
      (assert (in "of its M-expression)" (get q "why")) [page q]))
    (if (= appendix "b")
      (assert (not-in "cutoff" (lfor q qs (get q "kind"))) page)
      (assert (= (len (lfor q qs :if (!= (get q "answer") "none") :if (= (get q "kind") "cutoff") q))
                 (len (lfor [_ _ comment] lines :if (and comment (in "cutoff" comment)) comment)))
              page))))

(defn test-without-the-workbench-no-page-links-it [site]
  "Built without --workbench, no page links try.html, nor offers a link to it."
  (for [path (.glob site "*.html")]
    (setv text (.read-text path :encoding "utf-8"))
    (assert (not-in "try.html" text) path.name)
    (assert (not-in "try-link" text) path.name)))
