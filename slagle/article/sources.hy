"Where the article's sources are: docs/article/ of the checkout, holding
its Markdown (article.md, answer.md, summary.md), its committed numbers
(quantities.json) and the benchmark output it reads (efficiency.json)."

(import pathlib [Path]
        slagle.errors [Refusal])

(setv CHECKOUT (. (Path __file__) (resolve) parent parent parent)
      ;; The article's place in a checkout, relative to its root.
      ARTICLE (Path "docs" "article"))

(defclass ArticleError [Refusal]
  "The article cannot be built as asked: a name no quantity has, a bare figure, no browser.")

(defn article-folder []
  "docs/article/ of the checkout this package is in, else of the working
  directory; ArticleError if neither holds the article's source."
  (for [root [CHECKOUT (Path ".")]]
    (when (.is-file (/ root ARTICLE "article.md"))
      (return (/ root ARTICLE))))
  (raise (ArticleError f"no article source {(/ ARTICLE "article.md")} here: build the article in the project's checkout")))

(defn source-text [[name "article.md"]]
  "One of the article's sources (docs/article/NAME), as text."
  (.read-text (/ (article-folder) name) :encoding "utf-8"))
