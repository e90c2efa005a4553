"The article built: its source (docs/article/article.md, Markdown with
Jinja2's `{{ q(\"name\") }}` where a number stands) filled with the
quantities, rendered as one standalone HTML page (styles and figures
inline, so that it opens offline), and printed to PDF by Chromium.

The source holds no bare figure: `bare-figures` finds any digit that no
quantity backs, outside the places a figure is the report's own or a name
(EXEMPT: section and figure numbers, the programs' names 1&1 and 2&2, the
design's depths, years, code, text quoted from the report, the references)."

(import re
        html
        pathlib [Path]
        jinja2 [Environment FileSystemLoader StrictUndefined]
        markdown-it [MarkdownIt]
        slagle.files [write-atomically]
        slagle.article.sources [ArticleError article-folder source-text])
(eval-when-compile (require lisp.macros [unless]))

;; Where a figure is not a result: [what, the pattern that finds it].
(setv EXEMPT [["section, figure, appendix and report numbers"
               r"\b(?:Sections?|Figs?\.|Figures?|Appendix|Appendices|Examples?|Report|No\.|Table|Chapter|ch\.|p\.|pp\.)\s+[\dA-C][\d.,\-–]*(?:\s*(?:and|to|-|–)\s*[\dA-C][\d.\-–]*)*"]
              ["the programs' names" r"\b\d&\d\b"]
              ["the design's depths and their steps" r"\bD\s*(?:[=+]\s*\d+\s*)+|\bdepths?\s+\d+(?:\s*(?:and|or|,)\s*\d+)*"]
              ["years" r"\b(?:1[89]|20)\d\d[a-z]?\b"]
              ["the names of a language and a machine" r"\bLISP 1\.5\b|\bIBM 7090\b"]
              ["the declared confidence of every interval" r"\b95% interval"]
              ["a game's score, as declared" r"scores 1, ½ or 0"]
              ["a function set's seed, a name" r"\b[Ss]eed \d+\b"]
              ["the window theorem's two parts, by name" r"\bW[12]\b"]
              ["positions, by name" r"\bP\d+\b"]
              ["code and commands" r"`[^`]*`"]
              ["the report's words, quoted" r"“[^”]*”"]]
      FIGURE (re.compile r"<p>@@figure:([\w-]+)@@</p>"))

(defn without-references [text]
  "The source with its References section blanked (line count kept): the
  numbers of a reference are the reference's own."
  (re.sub r"(?ms)^## References$.*?(?=^## |\Z)"
          (fn [m] (* "\n" (.count (.group m 0) "\n")))
          text))

(defn without-templates [text]
  "The source with Jinja2's expressions, statements and comments blanked."
  (re.sub r"(?s)\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}"
          (fn [m] (* "\n" (.count (.group m 0) "\n")))
          text))

(defn bare-figures [source]
  "Every digit of `source` that no quantity backs and no EXEMPT pattern
  covers: a list of [line number, the line]."
  (setv text (without-templates (without-references source)))
  (for [[_ pattern] EXEMPT]
    (setv text (re.sub pattern "" text)))
  (lfor [i line] (enumerate (.split text "\n") 1)
        :if (re.search r"\d" line)
        [i (.strip (get (.split source "\n") (- i 1)))]))

(defn check-bare [source]
  "ArticleError naming the first bare figure of `source`, if it has one."
  (setv bare (bare-figures source))
  (when bare
    (setv [i line] (get bare 0))
    (raise (ArticleError f"the article's line {i} shows a figure no quantity backs: {line}"))))

(defn environment [quantities used]
  "Jinja2 for the source: q(name) shows a quantity (and notes it in `used`),
  figure(name) marks where a figure goes."
  (defn q [name]
    (unless (in name quantities)
      (raise (ArticleError f"the article names a quantity there is none of: {name}")))
    (.add used name)
    (get quantities name))
  (setv env (Environment :undefined StrictUndefined :autoescape False :keep-trailing-newline True
                        :loader (FileSystemLoader (article-folder))))
  (.update env.globals {"q" q "figure" (fn [name] f"@@figure:{name}@@")})
  env)

(defn fill [source quantities]
  "The source with every quantity filled in, and the names it used."
  (check-bare source)
  (setv used (set)
        text (.render (.from-string (environment quantities used) source)))
  #(text used))

(defn slug [text]
  "A heading's anchor as GitHub makes it: lower case, punctuation gone, spaces to -."
  (re.sub r"\s" "-" (re.sub r"[^\w\s-]" "" (.lower (.strip text)))))

(defn renderer []
  "markdown-it (CommonMark and tables), each heading with GitHub's anchor:
  the article's renderer, and the edition's."
  (setv md (.enable (MarkdownIt "commonmark" {"html" False}) "table"))
  (defn heading-open [tokens idx options env]
    (setv inline (get tokens (+ idx 1)))
    (.attrSet (get tokens idx) "id" (slug (.join "" (gfor c (or inline.children []) c.content))))
    (.renderToken md.renderer tokens idx options env))
  (setv (get md.renderer.rules "heading_open") heading-open)
  md)

(defn inline-svg [svg name]
  "An SVG file's text as an element of the page, labelled for a screen reader."
  (setv body (re.sub r"(?s)^.*?(?=<svg)" "" svg))
  (.replace body "<svg " f"<svg role=\"img\" aria-label=\"{(html.escape name)}\" " 1))

(defn placed-figures [body figures]
  "The rendered article `body` with each figure marker replaced by its SVG
  from `figures` ({name: SVG text})."
  (defn figure [m]
    (setv name (.group m 1))
    (unless (in name figures)
      (raise (ArticleError f"the article places a figure there is none of: {name}")))
    f"<figure id=\"figure-{name}\">{(inline-svg (get figures name) name)}</figure>")
  (FIGURE.sub figure body))

(defn page [markdown figures title]
  "The whole article as one HTML page: the Markdown rendered, each figure
  marker replaced by its SVG from `figures` ({name: SVG text})."
  ;; a wide table scrolls by itself on a narrow screen, and so takes the keyboard's focus
  (setv body (.replace (.render (renderer) markdown) "<table>" "<table tabindex=\"0\">"))
  (+ "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
     "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
     f"<title>{(html.escape title)}</title>\n<style>{STYLE}</style>\n</head>\n"
     f"<body>\n<main>\n{(placed-figures body figures)}</main>\n</body>\n</html>\n"))

(setv STYLE "
body { font-family: 'DejaVu Serif', Georgia, serif; line-height: 1.5; color: #111; background: #fff; margin: 0; }
main { max-width: 44rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.7rem; line-height: 1.25; }
h2 { font-size: 1.3rem; margin-top: 2rem; }
h3 { font-size: 1.1rem; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 1rem 0; display: block; max-width: 100%; overflow-x: auto; }
th, td { border-bottom: 1px solid #999; padding: 0.2rem 0.45rem; text-align: left; vertical-align: top; }
code { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.85em; overflow-wrap: anywhere; }
pre { background: #f3f3f3; padding: 0.6rem; overflow-x: auto; }
a { color: #1a4f8b; }
figure { margin: 1rem 0; }
figure svg { max-width: 100%; height: auto; }
blockquote { margin-left: 1rem; padding-left: 0.8rem; border-left: 3px solid #bbb; }
@page { size: A4; margin: 20mm 18mm 22mm 18mm; }
@media print { main { max-width: none; padding: 0; } table { display: table; } h2 { break-after: avoid; } table, figure { break-inside: avoid; } }
")

(setv FOOTER "<div style=\"font-size: 9px; width: 100%; text-align: center; font-family: 'DejaVu Serif', serif;\"><span class=\"pageNumber\"></span> / <span class=\"totalPages\"></span></div>")

(defn browser []
  "The system's Chromium (Debian's package chromium), or ArticleError."
  (import shutil)
  (setv found (or (shutil.which "chromium") (shutil.which "chromium-browser")))
  (unless found
    (raise (ArticleError "the PDF is printed by Chromium, which is not installed: apt-get install chromium")))
  found)

(defn print-pdf [html-path pdf-path]
  "Print the page `html-path` to `pdf-path` (A4, numbered pages) with Chromium, through Playwright."
  (setv chromium (browser))
  (try
    ;; Playwright only for the PDF: the rest of the build needs no browser
    (import playwright.sync-api [sync-playwright])
    (except [ImportError]
      (raise (ArticleError "the PDF is printed through Playwright, which is not installed: pip install '.[article]'"))))
  (with [p (sync-playwright)]
    (setv b (.launch p.chromium :executable-path chromium :args ["--no-sandbox"]))
    (try
      (setv pg (.new-page b))
      (.goto pg (.as-uri (.resolve (Path html-path))))
      (.pdf pg :path (str pdf-path) :format "A4" :print-background True :outline True :tagged True
            :display-header-footer True :header-template "<span></span>" :footer-template FOOTER
            :margin {"top" "20mm" "bottom" "22mm" "left" "18mm" "right" "18mm"})
      (finally (.close b)))))

(setv TITLE "Slagle's m&n alpha beta procedure, run again")

(defn committed-numbers []
  "The committed numbers, docs/article/quantities.json (a test holds them
  equal to what the data give)."
  (import json)
  (json.loads (source-text "quantities.json")))

(defn numbers-text [quantities]
  "The quantities as the committed numbers file holds them: JSON, a name a line, in name order."
  (import json)
  (+ (json.dumps (dict (sorted (.items quantities))) :indent 1 :ensure-ascii False) "\n"))

(defn built [quantities figures [source None]]
  "The article's HTML page from `quantities` and `figures`, and the names it used."
  (setv [text used] (fill (or source (source-text)) quantities))
  #((page text figures TITLE) used))

(setv ANSWER-BEGIN "<!-- the answer: docs/article/answer.md, filled by slagle article --docs -->"
      ANSWER-END "<!-- the answer ends -->")

(defn reflowed [markdown]
  "Markdown with each paragraph of prose filled to 76 columns (a filled-in
  quantity leaves its line short); headings, tables, lists and comments kept."
  (import textwrap)
  (defn block [text]
    (if (or (not (.strip text)) (re.match r"\s*(?:#|\||-|<!--|```)" text))
        text
        (textwrap.fill (.join " " (.split text)) 76 :break-long-words False :break-on-hyphens False)))
  (+ (.join "\n\n" (gfor b (re.split r"\n\s*\n" (.strip markdown)) (block b))) "\n"))

(defn filled [name numbers]
  "docs/article/NAME (answer.md, summary.md) with the quantities `numbers`
  filled in, its prose reflowed."
  (setv folder (article-folder))
  (for [part ["answer.md" name]]
    (check-bare (.read-text (/ folder part) :encoding "utf-8")))
  (reflowed (get (fill (.read-text (/ folder name) :encoding "utf-8") numbers) 0)))

(defn with-answer [readme answer]
  "The README's text with the answer between its markers replaced by `answer`."
  (setv begin (.find readme ANSWER-BEGIN) end (.find readme ANSWER-END))
  (when (or (< begin 0) (< end begin))
    (raise (ArticleError f"README.md has no place for the answer: a line {ANSWER-BEGIN} and, after it, {ANSWER-END}")))
  (+ (cut readme (+ begin (len ANSWER-BEGIN))) "\n" answer "\n" (cut readme end None)))

(defn docs-texts [numbers]
  "{path: text} of the docs written from the numbers and the runs: the
  committed numbers (docs/article/quantities.json), docs/summary.md, the
  lab book's index of runs (docs/experiment.md) and README.md's answer."
  (setv folder (article-folder)
        readme (/ folder.parent.parent "README.md"))
  ;; the index reads every run's settings: only when the docs are written
  (import slagle.article.lab [with-index])
  (setv lab (/ folder.parent "experiment.md"))
  {(/ folder "quantities.json") (numbers-text numbers)
   (/ folder.parent "summary.md") (filled "summary.md" numbers)
   lab (with-index (.read-text lab :encoding "utf-8") folder.parent)
   readme (with-answer (.read-text readme :encoding "utf-8") (.rstrip (filled "answer.md" numbers)))})

(defn write-docs [numbers]
  "Write docs/summary.md and README.md's answer from `numbers`: the paths written."
  (setv texts (docs-texts numbers))
  (for [[path text] (.items texts)]
    (write-atomically path text))
  (list texts))

(defn computed-numbers []
  "Every quantity, computed from the committed data (most of a minute)."
  ;; the data's computations, only when the article is built
  (import slagle.article.quantities [quantities])
  (quantities))

(defn write-article [out numbers [pdf True]]
  "Draw the figures and write OUT/article.html, OUT/quantities.json and (if
  `pdf`) OUT/article.pdf with the quantities `numbers`: the paths written."
  ;; matplotlib and drawsvg, only when the article is drawn
  (import slagle.article.figures [figures])
  (setv out (Path out)
        [text _] (built numbers (figures))
        html-path (/ out "article.html")
        written [])
  (.mkdir out :parents True :exist-ok True)
  (write-atomically html-path text)
  (write-atomically (/ out "quantities.json") (numbers-text numbers))
  (.extend written [html-path (/ out "quantities.json")])
  (when pdf
    (setv pdf-path (/ out "article.pdf") part (/ out ".article.pdf.part"))
    (print-pdf html-path part)
    (.replace part pdf-path)
    (.append written pdf-path))
  written)

(defn check-sources []
  "ArticleError for a source missing or holding a bare figure: found before
  the numbers are computed."
  (setv folder (article-folder))
  (for [name ["article.md" "answer.md" "summary.md"]]
    (check-bare (.read-text (/ folder name) :encoding "utf-8"))))
