"The project's own texts on the edition's pages: docs/*.md rendered by
markdown-it, with headings given GitHub's anchors and links between the
docs pointed at their pages; the article, with its committed numbers and
its figures; and the transcription notes cut into blocks, so that a
function's page can show those that speak of it."

(import re
        html
        slagle.article.build [renderer slug fill committed-numbers placed-figures TITLE]
        slagle.article.sources [ArticleError article-folder source-text])

(setv DOC-PAGES {"transcription-notes.md" "notes.html"
                 "findings.md" "findings.html"
                 "programs.md" "programs.html"}
      ARTICLE-PAGE "article.html"
      HREF (re.compile r"href=\"([^\"]*)\"")
      ;; Sections of the notes by the sources they are about.
      SCOPES [["McCarthy" "mccarthy"] ["textbook" "textbook"] ["1&1 programs" "textbook"]
              ["interpreter" None]])

(setv MD (renderer))

(defn local-href [href]
  "A link of the docs as the site has it: another doc's page, an anchor, a
  web address; None for a file of the project the site has no page for."
  (setv [path _ anchor] (.partition href "#"))
  (cond (.startswith href "#") href
        (re.match r"[a-z]+:" href) href
        (= path "article/article.md") (+ ARTICLE-PAGE (if anchor f"#{anchor}" ""))
        (in (get (.rsplit path "/" 1) -1) DOC-PAGES)
          (+ (get DOC-PAGES (get (.rsplit path "/" 1) -1)) (if anchor f"#{anchor}" ""))
        True None))

(defn markdown [text]
  "Markdown as HTML for the site: links to the project's files that have no
  page become plain text (code), the others point at their pages."
  ;; a wide table scrolls in its own box, not the page
  (setv out (.replace (.replace (.render MD text)
                                "<table>" "<div class=\"table-box\" tabindex=\"0\" role=\"region\" aria-label=\"table\"><table>")
                      "</table>" "</table></div>"))
  (re.sub r"<a href=\"([^\"]*)\">(.*?)</a>"
          (fn [m] (setv to (local-href (html.unescape (.group m 1))))
                  (if (is to None)
                      f"<span class=\"file\" title=\"{(.group m 1)}\">{(.group m 2)}</span>"
                      f"<a href=\"{(html.escape to)}\">{(.group m 2)}</a>"))
          out))

(defn article-here? [docs]
  "Is the article of the docs `docs` the one the article's build finds (in
  the checkout, with the runs its figures are drawn from)?  An installed
  copy run outside a checkout writes the edition without it."
  (and (.is-file (/ docs "article" "article.md"))
       (try (= (.resolve (article-folder)) (.resolve (/ docs "article")))
            (except [ArticleError] False))))

(defn article-html []
  "The article as the site shows it: its source filled with the committed
  numbers, rendered as the docs' pages are, its figures inline."
  ;; matplotlib and drawsvg, only when the site is written
  (import slagle.article.figures [figures])
  (placed-figures (markdown (get (fill (source-text) (committed-numbers)) 0)) (figures)))

(defn blocks [text]
  "The notes cut into blocks, each [section, heading, markdown]: a paragraph,
  a list item, or a table row with the table's header; section is the ##
  heading above it, heading the nearest."
  (setv out [] section "" heading "")
  (for [chunk (re.split r"\n\s*\n" text)]
    (setv lines (.splitlines (.strip chunk)))
    (cond (not lines) None
          (.startswith (get lines 0) "#")
            (do (setv heading (.strip (.lstrip (get lines 0) "#")))
                (when (.startswith (get lines 0) "## ") (setv section heading)))
          (.startswith (get lines 0) "|")
            (for [row (cut lines 2 None)]
              (.append out [section heading (.join "\n" [#* (cut lines 2) row])]))
          (.startswith (get lines 0) "- ")
            (for [item (re.split r"\n(?=- )" (.strip chunk))]
              (.append out [section heading item]))
          True (.append out [section heading (.strip chunk)])))
  out)

(defn scope-of [section]
  "Which sources a ## section of the notes is about: \"mccarthy\",
  \"textbook\", None (the interpreter), else \"appendix\"."
  (for [[word scope] SCOPES]
    (when (in word section) (return scope)))
  "appendix")

(defn notes-about [text]
  "A function (key name) -> the notes' blocks that speak of it, as [heading
  markdown]: its name in code (`minv`, `minv[...]`, `minv ←`) within the
  sections about its source."
  (setv scoped (lfor [section heading block] (blocks text) [(scope-of section) heading block]))
  (fn [key name]
    (setv source (get (.split key "-") 0)
          ;; The textbook writes its functions in capitals: MIN-VALUE.
          pattern (re.compile (+ r"`" (re.escape name) r"(?:[\[ `(]|\s*←)"
                                 (if (= source "textbook")
                                     (+ r"|(?<![\w-])" (re.escape (.upper name)) r"(?![\w-])")
                                     ""))))
    (lfor [scope heading block] scoped
          :if (and (= scope source) (.search pattern block))
          [heading block])))
