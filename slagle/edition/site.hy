"The edition written: every page rendered from the templates (Jinja2) into a
directory, with the stylesheet and the script beside them, all relative
links, so that the site opens from file:// with no server and no network."

(import re
        shutil
        urllib.parse [urlencode quote]
        pathlib [Path]
        slagle.edition.sources :as src
        slagle.edition.functions [functions GROUPS]
        slagle.edition.panels [HERE environment paper-number search-panel search-data]
        slagle.edition.texts [DOC-PAGES ARTICLE-PAGE TITLE article-here? article-html markdown notes-about slug]
        slagle.edition.reference :as ref
        slagle.edition.workbench [write-workbench]
        slagle.core.generate [LOW HIGH]
        slagle.files [write-atomically])

;; ---------------------------------------------------------------------------
;; The figures

(defn figure-pages [docs]
  "The figures (1-6) and the findings' minimal counterexamples, each
  [slug, title, kind, tree path, [run settings: appendix m n dmax ...]]."
  (setv out [])
  (for [[figure title] (sorted (.items src.TITLES))]
    (setv runs (lfor [f #* call] (.values src.RUNS) :if (= f figure) call))
    (when (= figure 1)
      ;; Appendix C beside Appendix B on Fig. 1 too, with Fig. 1's 2&2 call.
      (.append runs ["c" 2 2 2]))
    (.append out {"slug" f"fig{figure}" "title" f"Fig. {figure}. {title}" "kind" "figure"
                  "figure" figure "path" (src.figure-path figure)
                  "runs" (sorted runs :key (fn [r] #((get r 0) (get r 1))))}))
  (for [path (sorted (.glob (/ docs "figures") "*.tree"))]
    (setv root (src.load-tree path)
          dmax (src.default-dmax root))
    (.append out {"slug" path.stem "title" f"{path.name}: a minimal counterexample" "kind" "counterexample"
                  "figure" None "path" path
                  "runs" [["b" 2 2 dmax] ["c" 2 2 dmax]]}))
  out)

(defn panel [figure-page fns appendix m n dmax]
  "One search on a figure's page: the picture, the recorded calls and steps,
  and the texts of the functions it runs."
  (search-panel (src.load-tree (get figure-page "path")) (get figure-page "title") fns appendix m n dmax))

(defn try-link [tree-text [appendix None] [m None] [n None] [dmax None]]
  "The workbench's address for a tree and a search of it: try.html, the
  tree (its comments left out) and the settings in the fragment;
  tree-text None: the settings alone."
  (setv fields (if (is tree-text None)
                   {}
                   {"tree" (.join "\n" (gfor line (.splitlines tree-text)
                                             :setv bare (.rstrip (re.sub r";.*" "" line))
                                             :if (.strip bare)
                                             bare))}))
  (for [[name value] [["appendix" appendix] ["m" m] ["n" n] ["dmax" dmax]]]
    (when (is-not value None) (setv (get fields name) (str value))))
  (if fields (+ "try.html#" (urlencode fields :quote-via quote)) "try.html"))

(defn function-try-link [f runs]
  "A function's way into the workbench: its Example's search, if its page
  steps through one, else its appendix's search on the workbench's tree."
  (cond runs (get runs 0 "try")
        (in (get f "key") ["appendix-b" "appendix-c"]) (try-link None (cut (get f "key") -1 None))
        True "try.html"))

(defn comparison [panels]
  "What the 2&2 searches of Appendix B and Appendix C on a figure come to, side
  by side: [same move?, sentence], or None without both."
  (setv by-key (dfor p panels (get p "key") p))
  (when (and (in "b22" by-key) (in "c22" by-key))
    (setv b (get by-key "b22") c (get by-key "c22")
          same (= (get b "move") (get c "move")))
    [same (+ (if same
                 f"Both choose {(get b "move")}"
                 f"They choose differently: Appendix B {(get b "move")}, Appendix C {(get c "move")}")
             f"; Appendix B evaluates {(len (get b "evaluated"))} positions, Appendix C {(len (get c "evaluated"))}.")]))

(defn paper-args [args]
  "Arguments as the page compares them: shown, whole numbers as the paper's."
  (lfor a args (paper-number (if (isinstance a str) a (src.show a)))))

(defn return-step [steps i [kind "return"]]
  "The index of the step where call i returns (or, kind \"call\", is made)."
  (next (gfor [k s] (enumerate steps) :if (and (= (get s "call") i) (= (get s "kind") kind)) k)))

(defn claimed-call [claim calls steps]
  "The index of a claim's call among a search's calls: the first call of the
  name with the claim's leading arguments (inside the valuation of the
  claim's :within position, if it names one); None if none."
  (setv [name args _] (src.parse-call (get claim "call"))
        wanted (paper-args args)
        within (.get claim "within"))
  (for [[i c] (enumerate calls)]
    (when (and (= (get c "name") name)
               (= (cut (paper-args (get c "args")) 0 (len wanted)) wanted)
               (or (is within None)
                   (any (gfor j (get (get steps (return-step steps i "call")) "stack")
                              (and (in (get calls j "name") src.VALUERS)
                                   (= (get calls j "args" 0) within))))))
      (return i))))

(defn call-step [claim calls steps]
  "The step that shows a claim's call: where the call returns with its value,
  or where it is made if the claim gives no value; None if the search makes
  no such call."
  (setv i (claimed-call claim calls steps)
        [_ _ value] (src.parse-call (get claim "call")))
  (when (is-not i None)
    (return-step steps i (if (is value None) "call" "return"))))

(defn valuation-step [position calls steps kind]
  "The step where minv or maxv of `position` is called (kind \"call\") or returns."
  (for [[i c] (enumerate calls)]
    (when (and (in (get c "name") src.VALUERS) (= (get c "args" 0) position))
      (return (return-step steps i kind)))))

(defn claim-step [claim panels]
  "The step of a figure's search that shows what a claim says, as [panel key,
  step from 1], or None: its call; the cutoff that leaves its positions
  unlooked-at; the look at the position it says comes next; the first
  backing up it describes; the first value a computation takes; or, for
  Section 7's comparisons, the search's last step."
  (when (not (get claim "run")) (return None))
  (setv [_ appendix m n _] (get src.RUNS (get claim "run"))
        key f"{appendix}{m}{n}"
        panel (next (gfor p panels :if (= (get p "key") key) p) None))
  (when (is panel None) (return None))
  (setv calls (get panel "calls") steps (get panel "steps")
        k (cond (in "compare" claim) (- (len steps) 1)
                (in "call" claim) (call-step claim calls steps)
                (in "unseen" claim) (next (gfor [k s] (enumerate steps)
                                               :if (& (set (.get s "cut" [])) (set (get claim "unseen")))
                                               k)
                                          None)
                (in "next" claim) (valuation-step (get claim "next") calls steps "call")
                (in "backings" claim) (valuation-step (get claim "backings" 0 0) calls steps "return")
                (in "computes" claim) (call-step {"call" (get claim "given" -1)} calls steps)
                True None))
  (when (is-not k None) [key (+ k 1)]))

(defn example-steps [f searches]
  "For each Example line of a function's page, where its figure's
  step-through shows the call: \"figN.html#KEY-K\", or None."
  (lfor e (get f "examples")
        :setv claim (when (get e "status") (get e "status" "source"))
        :setv run (when (and claim (get claim "run")) (get src.RUNS (get claim "run") 0))
        :setv at (when run (claim-step claim (get searches f"fig{run}")))
        (when at f"fig{run}.html#{(get at 0)}-{(get at 1)}")))

(defn example-runs [f searches]
  "The Example lines of a function's page that its figure's search makes,
  each as a step-through of its own: the figure's search, stepped from the
  step where the call is made to the step where it returns (what the search
  did before it shown as the call finds it)."
  (setv out [])
  (for [[j e] (enumerate (get f "examples"))]
    (setv claim (when (get e "status") (get e "status" "source"))
          run (when (and claim (get claim "run") (in "call" claim)) (get src.RUNS (get claim "run")))
          panel (when run
                  (next (gfor p (get searches f"fig{(get run 0)}")
                              :if (= (get p "key") f"{(get run 1)}{(get run 2)}{(get run 3)}")
                              p)
                        None))
          i (when panel (claimed-call claim (get panel "calls") (get panel "steps"))))
    (when (is-not i None)
      (setv key f"{(get panel "key")}x{(+ j 1)}"
            first (return-step (get panel "steps") i "call")
            last (return-step (get panel "steps") i "return"))
      (.append out {#** panel
                    "key" key
                    "label" f"{(get e "line")}: {(get panel "label")}, steps {(+ first 1)} to {(+ last 1)}"
                    "first" first "last" last "page" f"fig{(get run 0)}.html"
                    #** (search-data {#** (get panel "search") "key" key "first" first "last" last})})))
  out)

(defn reconstruction [path]
  "How a figure's tree was rebuilt, from its file: the notes at its head
  (the lines of comment before the tree) and its values grouped as the
  report states them, implies them through its Example lines, or as chosen."
  (setv head [])
  (for [line (.splitlines (.read-text path :encoding "utf-8"))]
    (when (not (.startswith (.strip line) ";")) (break))
    (.append head (.rstrip (re.sub r"^\s*; ?" "" line))))
  {"head" (.join "\n" head) #** (src.provenance-of path)})

(defn claim-rows [claims]
  "The paper's claims, checked as `slagle replay` checks them: each with its
  anchor, where, what the paper says, the mark and what was computed."
  (lfor [i c] (enumerate claims)
        :setv [ok computed] (src.check c)
        {"id" f"claim-{(+ i 1)}" "where" (get c "where") "says" (get c "says")
         "mark" (get src.MARKS ok) "ok" (bool ok) "computed" computed
         "figure" (when (get c "run") (get src.RUNS (get c "run") 0))}))

(defn worked-rows []
  "The other sources' worked examples' claims, checked as `slagle replay` does."
  (lfor [i c] (enumerate src.WORKED-CLAIMS)
        :setv [ok computed] (src.check-worked c)
        {"id" f"worked-{(+ i 1)}" "where" (get c "where") "says" (get c "says")
         "tree" (get c "tree") "mark" (get src.MARKS ok) "ok" (bool ok) "computed" computed}))

;; ---------------------------------------------------------------------------
;; Writing

(defn write [out name text]
  "Write one file of the site, whole or not at all."
  (write-atomically (/ out name) text))

(defn build [out docs [workbench False]]
  "Write the edition into the directory `out`, from the project and its
  docs (the directory holding transcription-notes.md, findings.md and
  programs.md), with the workbench (try.html and what it runs on) if asked;
  the number of pages written."
  (setv out (Path out)
        env (environment)
        fns (functions)
        notes (.read-text (/ docs "transcription-notes.md") :encoding "utf-8")
        about (notes-about notes)
        claims (claim-rows src.CLAIMS)
        worked (worked-rows)
        figures (figure-pages docs)
        groups (lfor [key title #* _] GROUPS
                     {"key" key "title" title "functions" (lfor f fns :if (= (get f "key") key) f)})
        article? (article-here? (Path docs))
        common {"groups" groups "sections" ref.SECTIONS
                "article" article?
                "workbench" workbench
                "report" ref.REPORT
                "edition" {"version" (ref.edition-version) "date" ref.EDITION-DATE}
                "figures" (lfor f figures {"slug" (get f "slug") "title" (get f "title")
                                           "kind" (get f "kind") "figure" (get f "figure")})}
        index []
        pages [])
  (.mkdir out :parents True :exist-ok True)
  (shutil.copytree (/ HERE "static") (/ out "static") :dirs-exist-ok True
                   :copy-function (fn [source target] (write-atomically target (.read-bytes (Path source)))))
  (defn render [name template #** context]
    (setv page (.render (.get-template env template) #** common #** context))
    (write out name page)
    (.append pages name)
    (.extend index (ref.index-entries name (get context "title") page)))
  (render "index.html" "index.html" :title "A reading edition"
          :claims claims :worked worked)
  (setv searches (dfor fig figures (get fig "slug") (lfor run (get fig "runs") (panel fig fns #* run))))
  (when workbench
    (for [fig figures]
      (setv text (.read-text (get fig "path") :encoding "utf-8"))
      (for [[p run] (zip (get searches (get fig "slug")) (get fig "runs"))]
        (setv (get p "try") (try-link text #* run)))))
  (for [f fns]
    (setv runs (example-runs f searches))
    (render f"fn-{(get f "slug")}.html" "function.html" :title f"{(get f "name")} ({(get f "group")})"
            :f f :steps (example-steps f searches) :runs runs
            :try-link (when workbench (function-try-link f runs))
            :notes (lfor [heading block] (about (get f "key") (get f "name"))
                         {"heading" heading "anchor" (slug heading) "html" (markdown block)})))
  (for [fig figures]
    (setv panels (get searches (get fig "slug")))
    (render f"{(get fig "slug")}.html" "figure.html" :title (get fig "title")
            :fig fig
            :tree-text (.read-text (get fig "path") :encoding "utf-8")
            :panels panels
            :comparison (comparison panels)
            :reconstruction (reconstruction (get fig "path"))
            :claims (lfor [c raw] (zip claims src.CLAIMS)
                          :if (and (get fig "figure") (= (get c "figure") (get fig "figure")))
                          {#** c "step" (claim-step raw panels)})))
  (render "claims.html" "claims.html" :title "The paper's claims, replayed" :claims claims :worked worked)
  (for [[md page] (.items DOC-PAGES)]
    (render page "doc.html" :title (.strip (.lstrip (get (.splitlines (.read-text (/ docs md) :encoding "utf-8")) 0) "#"))
            :body (markdown (.read-text (/ docs md) :encoding "utf-8"))))
  (when article?
    (render ARTICLE-PAGE "doc.html" :title TITLE :body (article-html)))
  (render "cite.html" "cite.html" :title "How to cite"
          :report-bibtex (ref.bibtex-report) :edition-bibtex (ref.bibtex-edition))
  (render "principles.html" "principles.html" :title "Editorial principles")
  (render "glossary.html" "glossary.html" :title "Glossary"
          :glossary (lfor [anchor term definition] ref.GLOSSARY {"id" anchor "term" term "html" definition}))
  (render "search.html" "search.html" :title "Search")
  (setv notebook (/ docs "notebook" "example.py"))
  (when (.is-file notebook)
    (render "notebook.html" "notebook.html" :title "The edition in a notebook"
            :notebook (.read-text notebook :encoding "utf-8")))
  (when workbench
    (write-workbench out)
    (render "try.html" "try.html" :title "Workbench"
            :trees (lfor f figures {"slug" (get f "slug") "title" (get f "title")
                                    "text" (.read-text (get f "path") :encoding "utf-8")
                                    ;; the report's own call on it: Appendix C's where there is one
                                    "run" (dict (zip ["appendix" "m" "n" "dmax"] (get f "runs" -1)))})
            :settings WORKBENCH-SETTINGS
            :generate GENERATE-SETTINGS))
  (write out "static/search-index.js" (ref.index-script index))
  (len pages))

(setv WORKBENCH-SETTINGS
      ;; The workbench's fields: name, its first value (blank: the command's
      ;; default), and what it is.
      [["m" "2" "m, the values backed up to a max-position"]
       ["n" "2" "n, the values backed up to a min-position"]
       ["dmax" "" "dmax, the maximum depth (blank: the tree's height)"]
       #* (lfor [name default] (.items src.PARAMETER-DEFAULTS)
                [name "" f"{name}, Appendix C's backing-up parameter (blank: {default})"])])

(setv GENERATE-SETTINGS
      ;; The generated tree's fields: name, first value, and what it is.
      [["branching" "3" "branching: the successors of every position that has any"]
       ["depth" "3" "depth: the tips' depth below the root"]
       ["low" (str LOW) "low: the least value a tip may have"]
       ["high" (str HIGH) "high: the greatest value a tip may have"]
       ["seed" "0" "seed: the same seed, the same tree"]])
