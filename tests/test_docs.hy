"The docs as a reader meets them: the names they give exist, they speak as
the product (no notes about its making), the sources are cited where a
reader can find them, and the files a well-kept project has are there."

(import importlib
        pathlib [Path]
        re
        subprocess
        tomllib
        hy
        pytest
        yaml)

(setv ROOT (. (Path __file__) (resolve) parent parent)
      ;; What a reader reads: the README, the docs (the experiment's own
      ;; record aside, which a running experiment writes), the benchmarks'
      ;; record, the example notebook.
      PAGES [(/ ROOT "README.md") (/ ROOT "bench" "README.md") (/ ROOT "docs" "notebook" "example.py")
             #* (gfor p (sorted (.glob (/ ROOT "docs") "*.md")) :if (!= p.name "experiment.md") p)]
      NAME (re.compile r"\bslagle(?:\.[A-Za-z_][\w-]*)+(?:/[A-Za-z_][\w-]*)?"))

(defn resolves? [name]
  "Does a dotted name (slagle.core.search.recorded_run, slagle.core.trees/parse-tree) name a module or a thing in one?"
  (setv [dotted _ attribute] (.partition name "/")
        parts (.split dotted "."))
  (for [k (range (len parts) 0 -1)]
    (try
      (setv thing (importlib.import-module (.join "." (gfor p (cut parts k) (hy.mangle p)))))
      (except [ModuleNotFoundError] (continue)))
    (for [rest [#* (cut parts k None) #* (if attribute [attribute] [])]]
      (when (not (hasattr thing (hy.mangle rest)))
        (return False))
      (setv thing (getattr thing (hy.mangle rest))))
    (return True))
  False)

(defn test-every-name-the-docs-give-exists []
  (setv names (sfor page PAGES
                    m (.finditer NAME (.read-text page :encoding "utf-8"))
                    #(page.name (.rstrip (.group m 0) ".-"))))
  (assert (> (len names) 30))
  (assert (= [] (sorted (gfor [page name] names :if (not (resolves? name)) f"{page}: {name}")))))

(defn test-the-name-check-catches-a-stale-name []
  (assert (resolves? "slagle.core.picture.look"))
  (assert (resolves? "slagle.core.trees/parse-tree"))
  (assert (not (resolves? "slagle.picture.look")))
  (assert (not (resolves? "slagle.calls.recorded_run"))))

;; Notes about the making of the product, not for its users.
(setv NOT-THE-PRODUCTS-VOICE
  [r"\bissue\s*#?\d+" r"the issue\b" r"\bgoal\b" r"\bengineers\b" r"\bshared\b[^.]*\bmachine"
   r"machine is shared" r"\bnoisy\b" r"\ba test run of mine\b" r"\bthis branch\b" r"\bTODO\b"])

(defn test-the-docs-speak-as-the-product []
  (setv found (lfor page PAGES
                    [n line] (enumerate (.splitlines (.read-text page :encoding "utf-8")) 1)
                    pattern NOT-THE-PRODUCTS-VOICE
                    :if (re.search pattern line :flags re.I)
                    f"{page.name}:{n}: {(.strip line)}"))
  (assert (= found [])))

(defn test-the-products-output-speaks-as-the-product []
  ;; What the commands can print: every string of the command modules and
  ;; the modules whose lines they print.
  (setv sources (lfor folder ["slagle/commands" "slagle/bench" "slagle/paper" "slagle/matches"]
                      p (sorted (.glob (/ ROOT folder) "*.hy"))
                      p)
        found (lfor p sources
                    [n line] (enumerate (.splitlines (.read-text p :encoding "utf-8")) 1)
                    pattern NOT-THE-PRODUCTS-VOICE
                    :if (re.search pattern line :flags re.I)
                    f"{p.name}:{n}: {(.strip line)}"))
  (assert (= found [])))

(defn test-the-sources-are-cited-where-a-reader-finds-them []
  (setv sources (.read-text (/ ROOT "docs" "sources.md") :encoding "utf-8"))
  (for [says ["Slagle, J. R. *Game Trees, m&n Minimaxing, and the m&n Alpha Beta"
              "Artificial Intelligence Group Report No. 3, Lawrence Radiation"
              "Laboratory, University of California, Livermore, November 1963."
              "McCarthy, J. \"5. Tree search\" and \"6. Game trees.\""
              "CH2.5[206,JMC], Stanford Artificial Intelligence Laboratory, November 1973."
              "*Artificial Intelligence: A Modern Approach.*"
              "*EEL5840: Elements of Machine Intelligence*"
              "*LISP 1.5 Programmer's Manual.*"]]
    (assert (in says sources) says))
  ;; no doc sends a reader to a file a clone does not have
  (for [page PAGES]
    (setv text (.read-text page :encoding "utf-8"))
    (assert (not (re.search r"\.\./shared|/work/|READING-NOTES" text)) page.name))
  (assert (in "(sources.md)" (.read-text (/ ROOT "docs" "transcription-notes.md") :encoding "utf-8"))))

(defn test-citation-license-changelog []
  (setv citation (yaml.safe-load (.read-text (/ ROOT "CITATION.cff") :encoding "utf-8"))
        project (get (tomllib.loads (.read-text (/ ROOT "pyproject.toml") :encoding "utf-8")) "project"))
  (assert (= (get citation "cff-version") "1.2.0"))
  (assert (= (get citation "version") (get project "version")))
  (assert (= (get citation "license") (get project "license" "text") "MIT"))
  (setv [report #* _] (get citation "references"))
  (assert (= [(get report "title") (get report "year") (get report "number")]
             ["Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure" 1963 "3"]))
  (assert (.startswith (.read-text (/ ROOT "LICENSE")) "MIT License"))
  (setv changelog (.read-text (/ ROOT "CHANGELOG.md") :encoding "utf-8"))
  (assert (in f"## {(get project "version")} " changelog))
  ;; the notebook has an extra of its own, which the docs name
  (assert (in "notebook" (get project "optional-dependencies")))
  (assert (in "'.[notebook]'" (.read-text (/ ROOT "docs" "tutorial.md") :encoding "utf-8"))))

(defn test-what-the-tutorial-writes-is-ignored-by-git []
  (setv ignored (subprocess.run ["git" "check-ignore" "--no-index" "site/index.html" "run/settings.json" "fig6.svg"
                                 "slagle-checkers-20261124-235501.json" "slagle-checkers-20261124-235501.pdn"
                                 "docs/notebook/example.ipynb"]
                                :cwd ROOT :capture-output True :text True))
  (assert (= (len (.splitlines ignored.stdout)) 6) ignored)
  ;; and what the project keeps is not
  (setv kept (subprocess.run ["git" "check-ignore" "--no-index" "docs/images/fig6.svg" "slagle/figures/fig6.tree"]
                             :cwd ROOT :capture-output True :text True))
  (assert (= kept.stdout "")))

(defn test-the-readmes-picture-is-what-draw-draws [capsys]
  (import slagle.cli [main])
  (with [(pytest.raises SystemExit)] (main ["draw" "fig6" "--svg" "-"]))
  (assert (= (.strip (. (.readouterr capsys) out))
             (.strip (.read-text (/ ROOT "docs" "images" "fig6.svg") :encoding "utf-8"))))
  (assert (in "](docs/images/fig6.svg)" (.read-text (/ ROOT "README.md") :encoding "utf-8"))))
