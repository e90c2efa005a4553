"A search as the edition shows it: its tree drawn as SVG with each
position tagged for the step-through, its recorded calls and steps, and
the panel that walks through them (the macro panel of macros.html).  The
figure pages are made of such panels when the edition is written, and the
workbench makes one in the reader's browser for the tree just run."

(import json
        re
        pathlib [Path]
        xml.etree.ElementTree :as ET
        jinja2 [Environment FileSystemLoader select-autoescape]
        slagle.edition.sources :as src
        slagle.edition.functions [functions]
        slagle.core.generate [check-shape uniform-tree tip-count]
        slagle.core.trees [tree-text]
        slagle.errors [Refusal]
        slagle.edition.steps [search]
        slagle.edition.predict [questions])

(setv HERE (. (Path __file__) parent)
      SVG "http://www.w3.org/2000/svg"
      ;; The most tips of a tree the workbench generates: more is not drawn legibly.
      MOST-TIPS 1000)

(defn paper-number [text]
  "Text with its whole numbers written as the paper writes them: 5, not 5.0."
  (re.sub r"(?<![\w.])(-?\d+)\.0(?![\w.])" r"\1" (str text)))

(defn environment []
  "The Jinja2 environment of the edition's templates, HTML escaped."
  (setv env (Environment :loader (FileSystemLoader (str (/ HERE "templates")))
                         :autoescape (select-autoescape ["html"])
                         :trim-blocks True
                         :lstrip-blocks True))
  (setv (get env.filters "paper_number") paper-number)
  env)

(defn page-data [data]
  "JSON to embed in a page's <script type=\"application/json\">, safe there."
  (.replace (json.dumps data :ensure-ascii False) "</" "<\\/"))

;; ---------------------------------------------------------------------------
;; The pictures

(defn marked-svg [look heading caption image-name key]
  "The project's SVG picture of a search (slagle.pictures.svg), each
  position's box, name and value tagged data-pos=NAME for the step-through;
  without the XML declaration, to sit inside the page; an image named `image-name`
  for assistive technology and described (its desc, desc-KEY), the steps
  beside it its long description."
  (ET.register-namespace "" SVG)
  (setv root (ET.fromstring (src.svg-text look heading caption))
        children (list root))
  (for [[i element] (enumerate children)]
    (setv title (.find element f"{{{SVG}}}title"))
    (when (and (= element.tag f"{{{SVG}}}rect") (is-not title None))
      (setv name (get (.split title.text ":" 1) 0))
      (.set element "data-pos" name)
      (.set (get children (- i 1)) "data-pos-name" name)
      (.set (get children (+ i 1)) "data-pos-value" name)))
  (setv desc (ET.Element f"{{{SVG}}}desc" {"id" f"desc-{key}"}))
  (setv desc.text (+ "Each position is a box under its name, square-cornered for a max-position and round for a"
                     " min-position, holding the value the search came to there. The steps beside the tree and"
                     " the trace below it give the search call by call."))
  (.insert root 0 desc)
  (.set root "class" "tree")
  (.set root "role" "img")
  (.set root "aria-label" image-name)
  (.set root "aria-describedby" f"desc-{key}")
  (.set root "preserveAspectRatio" "xMidYMin meet")
  (.decode (ET.tostring root :encoding "utf-8")))

(defn code-texts [fns appendix]
  "The texts of the functions a search of `appendix` runs, for the
  step-through's code beside the tree: name -> {mexpr hy}, each a list of lines."
  (dfor f fns
        :if (in (get f "key") ["appendix-a" f"appendix-{appendix}"])
        (get f "name") {"mexpr" (.splitlines (or (get f "mexpr") ""))
                        "hy" (.splitlines (get f "hy"))}))

(defn search-panel [root title fns appendix m n dmax [parameters {}]]
  "One search of the tree `root` (of the figure or file `title`) as a
  step-through shows it: the picture, the recorded calls and steps, and the
  texts of the functions it runs; parameters: x, y, r, s (none: the report's)."
  (setv code (code-texts fns appendix)
        found (search root appendix m n dmax code parameters)
        what (if (= appendix "c") "m&n alpha beta" "m&n minimaxing")
        key f"{appendix}{m}{n}"
        label f"Appendix {(.upper appendix)}: {m}&{n} {what}, dmax {dmax}")
  {"key" key "label" label "appendix" appendix
   "calls" (get found "calls")
   "call" f"sta[{root.name};{m};{n};{dmax}]"
   "move" (get found "move") "evaluated" (get found "evaluated")
   "svg" (marked-svg (get found "look") label None
                     f"The tree of {title}, searched by {label}" key)
   "steps" (get found "steps")
   #** (search-data {"key" key
                     "root" root.name
                     "calls" (get found "calls")
                     "steps" (get found "steps")
                     "code" code
                     "questions" (questions (get found "calls") (get found "steps") code appendix)})})

(defn search-data [data]
  "A panel's search as its step-through reads it: the dict (\"search\") and
  its JSON for the page (\"data\")."
  {"search" data "data" (page-data data)})

(defn panel-html [tree-text appendix m n dmax [parameters {}]]
  "The step-through panel of a search of the tree tree-text (the project's
  notation), as a figure page has it, for the workbench: its HTML."
  (setv root (src.parse-tree tree-text)
        found (search-panel root "your tree" (functions) appendix m n dmax parameters))
  (.render (.from-string (environment) "{% from 'macros.html' import panel %}{{ panel(p) }}") :p found))

(defn generated-tree [b d seed low high]
  "The uniform tree `slagle bench` searches for branching b, depth d and
  a seed, its tips' integer values from low to high (slagle.core.generate's
  uniform-tree, leaves in the order drawn), in the project's notation;
  Refusal in one line for a shape or range it cannot make."
  (when (not (<= low high))
    (raise (Refusal f"the lowest value, {low}, is more than the highest, {high}")))
  (try
    (check-shape b d)
    (except [e ValueError]
      (raise (Refusal (str e)))))
  (when (> (tip-count b d) MOST-TIPS)
    (raise (Refusal f"{b}^{d} is {(tip-count b d)} tips, more than the workbench draws ({MOST-TIPS})")))
  (tree-text (uniform-tree b d "random" seed low high)))
