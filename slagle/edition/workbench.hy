"The edition's workbench (try.html): the transcription itself, run in the
reader's browser by Pyodide on a tree the reader gives, and stepped
through in the panel a figure's page has.

Pyodide comes from the npm registry (the package `pyodide`, PYODIDE-VERSION),
fetched once with `npm pack` into the cache folder and copied into the site,
so that the page needs no network.  The programs come as one zip that the
page unpacks into Pyodide's files: Hy, funcparserlib, Jinja2 (with
MarkupSafe) and drawsvg as installed here, and the project's own packages that `slagle
run` on a tree and a panel load.

With node, the zip also holds the modules' bytecode for Pyodide's Python,
made at build time by that Python itself (bytecode.mjs: Pyodide in node
imports what the page imports, every .hy module of the zip compiled by Hy
there), in pycs checked by their sources' hashes, so that the page imports
without compiling; it is kept in the cache folder by a digest of the zip, so
that a build of the same sources makes it once.  Without node the zip is
the sources alone, and the page compiles them on its first run."

(import hashlib
        importlib.util
        io
        os
        pathlib [Path]
        shutil
        subprocess
        sys
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
      ;; experiment, the article, the benchmarks; and the script that makes
      ;; the bytecode, which runs at build time.
      LEFT-OUT #{"compiled" "experiment" "article" "bench" "__pycache__" "bytecode.mjs"}
      ;; That script: given the npm package's folder, the programs' zip and a
      ;; file to write, it writes the zip of their bytecode there.
      BYTECODE-SCRIPT (/ (. (Path __file__) parent) "bytecode.mjs")
      ;; How many zips of bytecode the cache keeps (the latest made).
      BYTECODE-KEPT 4
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

(defn bytecode-key [programs]
  "The digest that names the bytecode of the zip programs: of its bytes, of
  the Pyodide version and of the script that makes it."
  (setv digest (hashlib.sha256))
  (for [part [programs (.encode PYODIDE-VERSION) (.read-bytes BYTECODE-SCRIPT)]]
    (.update digest (.to-bytes (len part) 8 "big"))
    (.update digest part))
  (.hexdigest digest))

(defn bytecode-folder []
  "Where the zips of bytecode are kept: beside the npm package, in the
  cache folder's parent (~/.cache/slagle/bytecode)."
  (/ (. (cache-folder) parent) "bytecode"))

(defn kept-bytecode [programs package]
  "The zip of the bytecode of the zip programs for the Pyodide in the folder
  package: the one kept for it, or one made and kept; None without node, or
  if node could not make it (said in a note)."
  (when (is (shutil.which "node") None)
    (return None))
  (setv kept (/ (bytecode-folder) f"{(bytecode-key programs)}.zip"))
  (when (.is-file kept)
    (os.utime kept)
    (return (.read-bytes kept)))
  (setv made (made-bytecode programs package))
  (when made
    (.mkdir kept.parent :parents True :exist-ok True)
    (write-atomically kept made)
    (forget-old-bytecode))
  made)

(defn made-bytecode [programs package]
  "The zip of the bytecode of the zip programs, made by Pyodide's Python in
  node (BYTECODE-SCRIPT); None, and a note on standard error, if node fails."
  (with [work (tempfile.TemporaryDirectory :prefix "slagle-bytecode.")]
    (setv given (/ (Path work) "programs.zip")
          made (/ (Path work) "bytecode.zip"))
    (.write-bytes given programs)
    (setv done (subprocess.run ["node" (str BYTECODE-SCRIPT) (str package) (str given) (str made)]
                               :capture-output True :text True :errors "replace"))
    (when (!= done.returncode 0)
      (print (+ "slagle: note: the workbench's modules were not compiled ahead, and the page will compile them"
                f" on its first run: node said: {(or (last-line done.stderr) f"exit {done.returncode}")}")
             :file sys.stderr)
      (return None))
    (.read-bytes made)))

(defn forget-old-bytecode []
  "Remove the zips of bytecode kept but the BYTECODE-KEPT last used."
  (setv kept (sorted (.glob (bytecode-folder) "*.zip") :key last-used :reverse True))
  (for [path (cut kept BYTECODE-KEPT None)]
    (.unlink path :missing-ok True)))

(defn last-used [path]
  "When the kept file path was last made or used (0 if another build has
  just removed it)."
  (try
    (. (.stat path) st-mtime)
    (except [OSError]
      0)))

(defn with-bytecode [programs bytecode]
  "The zip programs with the members of the zip bytecode after its own (or
  programs as it is, if bytecode is None)."
  (when (is bytecode None)
    (return programs))
  (setv buffer (io.BytesIO programs))
  (with [z (zipfile.ZipFile buffer "a" zipfile.ZIP-DEFLATED)
         pycs (zipfile.ZipFile (io.BytesIO bytecode))]
    (for [name (sorted (.namelist pycs))]
      (setv info (zipfile.ZipInfo name STAMP))
      (setv info.compress-type zipfile.ZIP-DEFLATED)
      (.writestr z info (.read pycs name))))
  (.getvalue buffer))

(defn write-workbench [out]
  "Write into the site out what try.html runs on: pyodide/ (the npm
  package's files) and workbench/slagle.zip (the programs, and with node
  their bytecode)."
  (setv package (fetched-package))
  (for [folder ["pyodide" "workbench"]]
    (.mkdir (/ out folder) :parents True :exist-ok True))
  (for [name PYODIDE-FILES]
    (write-atomically (/ out "pyodide" name) (.read-bytes (/ package name))))
  (setv programs (bundle-bytes))
  (write-atomically (/ out "workbench" "slagle.zip")
                    (with-bytecode programs (kept-bytecode programs package))))
