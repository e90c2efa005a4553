"The edition's workbench (try.html): the transcription itself, run in the
reader's browser by Pyodide on a tree the reader gives, and stepped
through in the panel a figure's page has.

Pyodide comes from the npm registry (the package `pyodide`, PYODIDE-VERSION),
fetched once with `npm pack` into the cache folder and copied into the site,
so that the page needs no network.  The programs come as one zip that the
page unpacks into Pyodide's files: Hy, funcparserlib, Jinja2 (with
MarkupSafe) and drawsvg as installed here, and the project's own packages that `slagle
run` on a tree and a panel load."

(import importlib.util
        io
        os
        pathlib [Path]
        shutil
        subprocess
        tarfile
        tempfile
        zipfile
        slagle.errors [Refusal]
        slagle.files [write-atomically])

(setv PYODIDE-VERSION "0.29.5"
      ;; What the page loads of the package: the loader, the interpreter and
      ;; its standard library, and the lock file the loader reads.
      PYODIDE-FILES ["pyodide.js" "pyodide.asm.js" "pyodide.asm.wasm" "python_stdlib.zip" "pyodide-lock.json"]
      ;; The installed packages the programs need, and the project's own.
      LIBRARIES ["hy" "funcparserlib" "jinja2" "markupsafe" "drawsvg"]
      PROJECT ["lisp" "appendix_a" "appendix_b" "appendix_c" "mccarthy" "textbook" "slagle"]
      ;; Of the workbench, what neither `slagle run` on a tree nor a panel
      ;; (slagle.edition.panels) loads: the games' twin (numba), the
      ;; experiment, the article, the benchmarks.
      LEFT-OUT #{"compiled" "experiment" "article" "bench" "__pycache__"}
      ;; A fixed time for every member, so that two builds are the same bytes.
      STAMP #(1980 1 1 0 0 0))

(defn cache-folder []
  "Where the npm package is kept once fetched: $XDG_CACHE_HOME (or
  ~/.cache)/slagle/pyodide-VERSION."
  (/ (Path (or (os.environ.get "XDG_CACHE_HOME") (/ (Path.home) ".cache")))
     "slagle" f"pyodide-{PYODIDE-VERSION}"))

(defn fetched-package []
  "The folder of the npm package pyodide@PYODIDE-VERSION, fetched into the
  cache by `npm pack` if it is not there; Refusal in one line if npm is
  missing or cannot fetch it."
  (setv kept (cache-folder))
  (when (all (gfor name PYODIDE-FILES (.is-file (/ kept name))))
    (return kept))
  (check-npm)
  (.mkdir kept.parent :parents True :exist-ok True)
  (with [work (tempfile.TemporaryDirectory :dir kept.parent)]
    (setv done (subprocess.run ["npm" "pack" f"pyodide@{PYODIDE-VERSION}" "--pack-destination" work]
                               :capture-output True :text True))
    (when (!= done.returncode 0)
      (raise (Refusal (+ f"the workbench needs pyodide@{PYODIDE-VERSION} from the npm registry, and npm said: "
                         (or (last-line done.stderr) f"exit {done.returncode}")))))
    (setv [archive] (list (.glob (Path work) "*.tgz")))
    (with [tar (tarfile.open archive)]
      (.extractall tar work :filter "data"))
    (shutil.rmtree kept :ignore-errors True)
    (os.replace (/ (Path work) "package") kept))
  kept)

(defn check-npm []
  "Refusal in one line if there is no npm to fetch Pyodide with."
  (when (is (shutil.which "npm") None)
    (raise (Refusal (+ f"the workbench needs pyodide@{PYODIDE-VERSION} from the npm registry:"
                       " install npm (apt-get install npm), or leave out --workbench")))))

(defn last-line [text]
  "The last line of text that says something, or None."
  (next (gfor line (reversed (.splitlines text)) :if (.strip line) (.strip line)) None))

(defn package-folder [name]
  "The folder an importable package is in."
  (. (Path (. (importlib.util.find-spec name) origin)) parent))

(defn bundled-files []
  "[name-in-zip path] of every file the page's Python needs, in name order."
  (sorted (lfor name (+ LIBRARIES PROJECT)
                :setv folder (package-folder name)
                path (package-files folder)
                [(str (.relative-to path folder.parent)) path])))

(defn package-files [folder]
  "The source files of the package in folder (.py, .hy and the data they
  read), none of the parts LEFT-OUT."
  (lfor path (sorted (.rglob folder "*"))
        :if (and (.is-file path)
                 (not (& LEFT-OUT (set (. (.relative-to path folder) parts))))
                 (not-in path.suffix #{".pyc" ".so"}))
        path))

(defn bundle-bytes []
  "The zip of the page's Python: the same bytes for the same sources."
  (setv buffer (io.BytesIO))
  (with [z (zipfile.ZipFile buffer "w" zipfile.ZIP-DEFLATED)]
    (for [[name path] (bundled-files)]
      (setv info (zipfile.ZipInfo name STAMP))
      (setv info.compress-type zipfile.ZIP-DEFLATED)
      (.writestr z info (.read-bytes path))))
  (.getvalue buffer))

(defn write-workbench [out]
  "Write into the site out what try.html runs on: pyodide/ (the npm
  package's files) and workbench/slagle.zip (the programs)."
  (setv package (fetched-package))
  (for [folder ["pyodide" "workbench"]]
    (.mkdir (/ out folder) :parents True :exist-ok True))
  (for [name PYODIDE-FILES]
    (write-atomically (/ out "pyodide" name) (.read-bytes (/ package name))))
  (write-atomically (/ out "workbench" "slagle.zip") (bundle-bytes)))
