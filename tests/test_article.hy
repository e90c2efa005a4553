"The article (slagle.article): every quantity recomputed from the committed
data is the committed number, the built page shows every quantity its source
names, the source holds no bare figure, the verdict rule is the one stated,
a planted change in the data changes the number it backs, and the page and
its PDF are what a reader opens: offline, accessible, paged, fonts embedded.
The committed benchmark is printed again on its smaller trees
($SLAGLE_EXAMPLES > 1: whole)."

(import json
        re
        html
        shutil
        pathlib [Path]
        pytest
        helpers [slagle assert-one-line-error json-once]
        tree-strategies [EXAMPLES-SCALE]
        slagle.article.sources [ArticleError article-folder source-text]
        slagle.article.build [bare-figures check-bare check-sources fill built print-pdf numbers-text docs-texts with-answer reflowed]
        slagle.article.quantities [quantities verdict result-quantities game-runs]
        slagle.experiment.primary [primary-result]
        slagle.experiment.store [read-lines])

(setv COMMITTED (json.loads (.read-text (/ (article-folder) "quantities.json") :encoding "utf-8"))
      CHROMIUM (or (shutil.which "chromium") (shutil.which "chromium-browser"))
      ;; the benchmark's trees checked: at most this many tips ($SLAGLE_EXAMPLES > 1: all)
      BENCH-TIPS (if (> EXAMPLES-SCALE 1) None 10000))
(eval-when-compile (require lisp.macros [unless]))

(defn [(pytest.fixture :scope "session")] numbers [tmp-path-factory worker-id]
  "Every quantity, computed anew from the committed data."
  (json-once tmp-path-factory worker-id "article-quantities" quantities))

(defn [(pytest.fixture :scope "session")] page [numbers tmp-path-factory worker-id]
  "The article's HTML page and the names of the quantities it shows."
  (import slagle.article.figures [figures])
  (setv [text used] (json-once tmp-path-factory worker-id "article-page"
                          (fn [] (setv [t u] (built numbers (figures))) [t (sorted u)])))
  #(text (set used)))

(defn text-of [page-html]
  "What a reader of the page reads: its text, figures and styles left out."
  (html.unescape (re.sub r"<[^>]+>" " " (re.sub r"(?s)<svg.*?</svg>|<style>.*?</style>" "" page-html))))


;; The numbers

(defn test-every-quantity-recomputed-is-the-committed-number [numbers]
  ;; what differs is named, quantity by quantity
  (setv differ (lfor [k v] (.items numbers) :if (!= v (.get COMMITTED k)) f"{k}: {(.get COMMITTED k)} committed, {v} computed")
        missing (lfor k COMMITTED :if (not-in k numbers) k))
  (assert (= differ []))
  (assert (= missing []))
  ;; and the committed file is written as the build writes it
  (assert (= (.read-text (/ (article-folder) "quantities.json") :encoding "utf-8") (numbers-text numbers))))

(defn test-the-page-shows-every-quantity-its-source-names [page numbers]
  (setv [text used] page
        reads (text-of text))
  (assert (> (len used) 100))
  (for [name used]
    (assert (in (get numbers name) reads) name))
  ;; every quantity the source names is one computed: nothing left to Jinja2
  (assert (not-in "{{" reads))
  (assert (not-in "@@figure" text)))

(defn test-every-figure-is-placed-as-vector-graphics [page]
  (setv [text _] page)
  (for [name ["fig6" "counterexample-b" "counterexample-c" "efficiency" "curve-checkers-8" "curve-kalah-6"]]
    (assert (re.search (+ r"<figure id=\"figure-" name r"\"><svg role=\"img\" aria-label=") text) name)))

(defn test-the-article-says-what-its-numbers-say [numbers]
  ;; the abstract's answer: the learned 2&2 does not beat 1&1 for the same effort
  (for [game ["kalah-6" "checkers-8"]]
    (assert (!= (get numbers f"experiment.{game}.as-declared.verdict") "ahead") game))
  ;; and the first round, against the 1&1 with the defect, seemed to show the opposite
  (for [game ["kalah-6" "checkers-8"]]
    (assert (= (get numbers f"experiment.{game}.as-played.verdict") "ahead") game))
  ;; 63 of 63: the replay reproduces every statement
  (assert (= (get numbers "paper.reproduced") (get numbers "paper.statements"))))

(defn test-the-claims-beyond-the-paper-say-what-their-numbers-say [numbers]
  ;; Section 7's "always the same": false on some trees, each difference at a report of alpha
  (setv differ (int (.replace (get numbers "claims.same-move.differ") "," ""))
        trees (int (.replace (get numbers "claims.census.trees") "," "")))
  (assert (< 0 differ trees))
  (assert (= (get numbers "claims.window.holds") (get numbers "claims.census.trees")))
  (assert (= (get numbers "claims.window.differ-at-alpha") (get numbers "claims.same-move.differ")))
  ;; C looks at less than B over all, more than 1&1 alpha beta
  (for [order ["random" "ordered"]]
    (assert (< (int (.rstrip (get numbers f"claims.efficiency.{order}.c-over-b.all") "%")) 100) order)
    (assert (> (float (get numbers f"claims.efficiency.{order}.c-over-ab.all")) 1) order)))

(defn bench-json [capsys #* argv]
  "The output of `slagle bench --json ARGV`, read."
  (setv [status out err] (slagle ["bench" "--json" #* argv] capsys))
  (assert (= status 0) err)
  (json.loads out))

(defn rows-by-shape [table]
  "A table's rows by the shape of their trees, #(b d)."
  (dfor row (get table "rows") #((get row "b") (get row "d")) row))

(defn test-the-committed-benchmark-is-what-the-bench-prints [capsys]
  ;; docs/article/efficiency.json is the output of `slagle bench --json`, as
  ;; committed: whole for a long run, else row for row on the trees of at
  ;; most BENCH-TIPS tips (the larger trees take most of the bench's time)
  (setv committed (json.loads (source-text "efficiency.json")))
  (when (is BENCH-TIPS None)
    (assert (= (bench-json capsys) committed))
    (return))
  (setv printed (bench-json capsys "--max-tips" (str BENCH-TIPS)))
  (assert (= (get printed "mode") (get committed "mode")))
  (for [[mine theirs] (zip (get printed "tables") (get committed "tables") :strict True)]
    (assert (= (lfor k ["title" "columns"] (get mine k)) (lfor k ["title" "columns"] (get theirs k))))
    (assert (> (len (get mine "rows")) 30) (len (get mine "rows")))
    (setv rows (rows-by-shape theirs))
    (for [row (get mine "rows")]
      (assert (= row (.get rows #((get row "b") (get row "d")))) row))))

(defn test-a-planted-result-changes-the-number-it-backs [tmp-path]
  ;; checkers at D = 4, as declared: the games copied, one 2&2 loss made a win
  (setv match "equal-search-best-first" key "experiment.checkers-4.as-declared" copies [])
  (for [[i run] (enumerate (game-runs "checkers-4"))]
    (setv d (/ tmp-path f"s{i}") games (lfor g (read-lines (/ run "games.jsonl")) :if (= (get g "match") match) g))
    (.mkdir d)
    (.append copies [d games]))
  (defn write-copies []
    (for [[d games] copies]
      (.write-text (/ d "games.jsonl") (.join "" (gfor g games (+ (json.dumps g) "\n"))) :encoding "utf-8")))
  (defn computed []
    (result-quantities key (primary-result (lfor [d _] copies d) match)))
  (write-copies)
  (setv before (computed))
  (for [name ["score" "low" "high" "p" "games" "openings" "decisive"]]
    (assert (= (get before f"{key}.{name}") (get COMMITTED f"{key}.{name}")) name))
  (setv games (get copies 0 1)
        lost (next (gfor g games :if (= (get g "result") (if (= (get g "two-two-side") 0) "0-1" "1-0")) g)))
  (setv (get lost "result") (if (= (get lost "two-two-side") 0) "1-0" "0-1"))
  (write-copies)
  (setv after (computed))
  (assert (!= (get after f"{key}.score") (get before f"{key}.score")))
  (assert (= (get after f"{key}.games") (get before f"{key}.games"))))


;; The verdict rule

(setv VERDICTS
  ;; score low high p (None: an effort curve's point): the word
  [[0.56 0.53 0.59 0.001 "ahead"]
   [0.43 0.40 0.46 0.001 "behind"]
   [0.49 0.48 0.506 0.055 "level"]
   [0.49 0.45 0.53 0.5 "not rejected"]
   [0.52 0.49 0.55 0.049 "ahead"]
   [0.476 0.463 0.488 None "behind"]
   [0.501 0.489 0.514 None "level"]
   [0.483 0.464 0.502 None "not rejected"]
   [0.5 0.475 0.525 0.9 "level"]
   [0.5 0.474 0.525 0.9 "not rejected"]])

(defn test-the-verdict-word-follows-the-stated-rule []
  (for [[score low high p word] VERDICTS]
    (assert (= (verdict score low high p) word) [score low high p])))


;; The source

(defn test-the-source-holds-no-bare-figure []
  (assert (= (bare-figures (source-text)) []))
  (check-sources))

(setv BARE
  ;; a line of source: the bare figures found in it
  [["2&2 wins 61% of its games." 1]
   ["2&2 wins {{ q(\"experiment.kalah-6.as-declared.score\") }} of its games." 0]
   ["Section 7 and Fig. 6, in 1963." 0]
   ["The report says “about 3 times as fast”." 0]
   ["Run `slagle run fig6.tree --dmax 4`." 0]
   ["checkers at depth 8 and D = 6, seed 1's set" 0]
   ["checkers at depth 8 took 40 hours" 1]])

(defn test-a-bare-figure-is-found-and-the-exempt-are-not []
  (for [[line found] BARE]
    (assert (= (len (bare-figures line)) found) line))
  (with [e (pytest.raises ArticleError)]
    (check-bare "# Title\n\nWe ran 12 matches.\n"))
  (assert (in "line 3" (str e.value)))
  (assert (in "We ran 12 matches." (str e.value))))

(defn test-a-quantity-there-is-none-of-is-refused []
  (with [e (pytest.raises ArticleError)]
    (fill "The score is {{ q(\"experiment.go-9.score\") }}." {"paper.statements" "63"}))
  (assert (in "experiment.go-9.score" (str e.value)))
  (assert (= (get (fill "{{ q(\"paper.statements\") }} of them" {"paper.statements" "63"}) 0) "63 of them")))


;; The summary and the README

(defn test-the-summary-and-the-readme-carry-the-numbers []
  ;; as `slagle article --docs` writes them from the committed numbers
  (for [[path text] (.items (docs-texts COMMITTED))]
    (assert (= (.read-text path :encoding "utf-8") text) (str path))))

(defn test-the-lab-book-indexes-every-run-a-click-from-its-report []
  (import slagle.experiment.runs [series-runs])
  (setv docs (. (article-folder) parent)
        text (.read-text (/ docs "experiment.md") :encoding "utf-8")
        links (dict (re.findall r"(?m)^\| \[([\w/-]+)\]\(([^)]+)\)" text))
        runs (lfor s ["first" "second" "third"] r (series-runs s) r))
  (assert (> (len runs) 40))
  (assert (= (sorted links) (sorted runs)))
  (for [[run link] (.items links)]
    (assert (.is-file (/ docs link)) run))
  ;; the runs the article reads say so, the others do not
  (for [line (.splitlines text) :if (.startswith line "| [third/checkers-8-s1]")]
    (assert (in "the results table" line)))
  (for [line (.splitlines text) :if (.startswith line "| [first/")]
    (assert (in "the lab book only" line))))

(defn test-the-lab-book-leaves-the-article-s-results-to-it []
  ;; every pooled score the article gives, with its interval, as a sentence
  ;; or a table's cells would give it: none is in the lab book
  (setv text (.read-text (/ (. (article-folder) parent) "experiment.md") :encoding "utf-8")
        results (lfor key COMMITTED
                      :if (and (.startswith key "experiment.") (.endswith key ".score"))
                      (cut key 0 (- (len ".score")))))
  (assert (> (len results) 15))
  (setv restated (lfor result results
                       :setv [score low high] (gfor part ["score" "low" "high"] (get COMMITTED f"{result}.{part}"))
                       form [f"{score} [{low}, {high}]" f"{score} | [{low}, {high}]"]
                       :if (in form text)
                       f"{result}: {form}"))
  (assert (= restated [])))

(defn test-the-summary-is-one-page-with-one-table []
  (setv text (.read-text (/ (. (article-folder) parent) "summary.md") :encoding "utf-8")
        words (len (.split (re.sub r"\|[-|]+\|" "" text))))
  (assert (<= words 400) words)
  (assert (= (len (re.findall r"(?m)^\|[-|]+\|$" text)) 1))
  (assert (in (get COMMITTED "experiment.checkers-8.as-declared.verdict") text)))

(defn test-the-readme-must-have-a-place-for-the-answer []
  (with [e (pytest.raises ArticleError)]
    (with-answer "# A README\n\nNo markers.\n" "the answer"))
  (assert (in "no place for the answer" (str e.value))))

(defn test-prose-is-reflowed-and-tables-kept []
  (setv table "| a | b |\n|---|---|\n| 1 | 2 |")
  (assert (= (reflowed (+ "one\ntwo   three\n\n" table "\n"))
             (+ "one two three\n\n" table "\n"))))


;; The command

(defn test-the-command-refuses-a-place-it-cannot-write [capsys tmp-path]
  (setv [status out err] (slagle ["article"] capsys))
  (assert-one-line-error status err "nothing to write")
  (setv [status out err] (slagle ["article" "--out" ""] capsys))
  (assert-one-line-error status err "give the article a directory")
  (setv afile (/ tmp-path "a-file"))
  (.write-text afile "kept")
  (setv [status out err] (slagle ["article" "--out" (str afile) "--no-pdf"] capsys))
  (assert-one-line-error status err "not a directory")
  (assert (= (.read-text afile) "kept")))


;; The page and its PDF, in Debian's Chromium

(setv browser-only (pytest.mark.skipif (is CHROMIUM None)
                                       :reason "no browser: install Debian's package chromium (apt-get install chromium)"))

(defn [(pytest.fixture :scope "session")] written [page tmp-path-factory]
  "The page written to a file, and its PDF printed beside it."
  (setv d (.mktemp tmp-path-factory "article")
        html-path (/ d "article.html"))
  (.write-text html-path (get page 0) :encoding "utf-8")
  (when CHROMIUM (print-pdf html-path (/ d "article.pdf")))
  d)

(defn [browser-only] test-the-pdf-is-paged-with-its-fonts-and-its-answer [written numbers]
  (import pypdf [PdfReader])
  (setv reader (PdfReader (/ written "article.pdf")))
  (assert (<= 5 (len reader.pages) 30))
  (assert (> (len reader.outline) 0))
  (setv text (.join "\n" (gfor p reader.pages (.extract-text p))))
  (assert (in (get numbers "experiment.checkers-8.as-declared.score") text))
  (assert (in "Abstract" text))
  ;; every font the pages use is in the file
  (for [p reader.pages]
    (for [f (.values (or (.get (.get p "/Resources" {}) "/Font") {}))]
      (setv f (.get-object f)
            d (or (.get f "/FontDescriptor")
                  (.get (.get-object (get (.get f "/DescendantFonts" [{}]) 0)) "/FontDescriptor")))
      (assert (or (= (.get f "/Subtype") "/Type3")
                  (any (gfor k ["/FontFile" "/FontFile2" "/FontFile3"] (in k (.get-object d)))))
              (.get f "/BaseFont")))))

(defn [browser-only] test-the-page-opens-offline-and-passes-axe [written]
  (import playwright.sync-api [sync-playwright]
          axe-playwright-python.sync-playwright [Axe])
  (setv requests [] errors [] found {}
        rules {"runOnly" {"type" "tag" "values" ["wcag2a" "wcag2aa" "wcag21a" "wcag21aa"]}
               "resultTypes" ["violations"]})
  (with [p (sync-playwright)]
    (setv b (.launch p.chromium :executable-path CHROMIUM :args ["--headless" "--no-sandbox"]))
    (try
      (for [width [1280 390]]
        (setv pg (.new-page b :viewport {"width" width "height" 900}))
        (.on pg "request" (fn [r] (unless-file r requests)))
        (.on pg "console" (fn [m] (when (= m.type "error") (.append errors m.text))))
        (.goto pg (.as-uri (/ written "article.html")))
        (setv v (lfor x (get (. (.run (Axe) pg :options rules) response) "violations") (get x "id")))
        (when v (setv (get found width) v))
        ;; nothing scrolls the page sideways, even at a phone's width
        (assert (<= (.evaluate pg "document.documentElement.scrollWidth") width) width)
        (.close pg))
      (finally (.close b))))
  (assert (= found {}))
  (assert (= requests []))
  (assert (= errors [])))

(defn unless-file [request requests]
  "Note a request the page makes for anything but its own file."
  (when (not (.startswith request.url "file://"))
    (.append requests request.url)))
