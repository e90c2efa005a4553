"The edition's step-through in a notebook: a search of a tree shown in
Jupyter as the figure pages show it, stepping call by call, with the code
beside the tree.  The step-through is a page of its own (the edition's
stylesheet and script inline, nothing fetched) in an iframe, so that it
neither takes nor gives the notebook's styles."

(import html
        slagle.edition.sources :as src
        slagle.edition.functions [functions]
        slagle.edition.site [HERE environment search-panel])

(defn stepper-page [root appendix m n dmax [title None]]
  "The step-through of one search as a whole HTML page, wholly inline."
  (setv title (or title f"The tree {root.name}")
        env (environment)
        page (.render (.from-string env "{% from \"macros.html\" import panel %}{% include \"stepper.html\" %}")
                      :title title
                      :p (search-panel root title (functions) appendix m n dmax)
                      :css (.read-text (/ HERE "static" "edition.css") :encoding "utf-8")
                      :js (.replace (.read-text (/ HERE "static" "stepper.js") :encoding "utf-8")
                                    "</" "<\\/")))
  page)

(defclass StepThrough []
  "A search of a tree to step through in Jupyter (its _repr_html_)."
  (defn __init__ [self root appendix m n dmax title]
    (setv self.root root self.appendix appendix self.m m self.n n self.dmax dmax self.title title))

  (defn page [self]
    "The step-through as a page of its own."
    (stepper-page self.root self.appendix self.m self.n self.dmax self.title))

  (defn _repr_html_ [self]
    "The step-through in an iframe, for Jupyter."
    (+ f"<iframe title=\"{(html.escape (or self.title self.root.name))}: step through the search\""
       " style=\"width: 100%; height: 1150px; border: 1px solid #d6d9de; border-radius: 6px\""
       f" srcdoc=\"{(html.escape (.page self) :quote True)}\"></iframe>")))

(defn step-through [root [appendix "c"] [m 2] [n 2] [dmax None] [title None]]
  "A search of `root` by `appendix`'s sta (m, n, dmax: the default dmax of
  the tree if None) to step through in Jupyter, as the edition's figure
  pages step through theirs."
  (StepThrough root appendix m n (if (is dmax None) (src.default-dmax root) dmax) title))
