"An installed slagle never compiles a .hy module when it runs.

The build (setup.py) compiles every .hy module to bytecode checked by the hash
of its source.  Installed where nobody may write, with PYTHONDONTWRITEBYTECODE
set, every module must still load from that bytecode: Hy says each module it
compiles when HY_MESSAGE_WHEN_COMPILING is set, and here it must say none."

(import os
        pathlib [Path]
        shutil
        stat
        subprocess
        sys
        pytest
        helpers [made-once])

(setv ROOT (. (Path __file__) (resolve) parent parent)
      SOURCES ["pyproject.toml" "setup.py" "README.md" "lisp" "appendix_a" "appendix_b" "appendix_c" "mccarthy" "textbook" "slagle" "slagle_start.py"])


(defn copy-sources [to]
  "A copy of what the build reads, so that the build leaves nothing in the checkout."
  (.mkdir to)
  (for [name SOURCES]
    (if (.is-dir (/ ROOT name))
        (shutil.copytree (/ ROOT name) (/ to name) :ignore (shutil.ignore-patterns "__pycache__"))
        (shutil.copy (/ ROOT name) (/ to name))))
  to)

(defn read-only [folder]
  "Take write permission away from everything under folder."
  (for [[here dirs files] (os.walk folder)
        name [#* dirs #* files]]
    (setv path (os.path.join here name))
    (os.chmod path (& (. (os.stat path) st-mode) (bnot (| stat.S-IWUSR stat.S-IWGRP stat.S-IWOTH))))))

(defn snapshot [folder]
  "Every file under folder."
  (sorted (gfor p (.rglob (Path folder) "*") (str p))))

(defn install [folder]
  "The project built and installed (without its dependencies, which this
  environment has) into folder/site, made read-only."
  (setv source (copy-sources (/ folder "source"))
        target (/ folder "site"))
  (subprocess.run [sys.executable "-m" "pip" "install" "--quiet" "--no-deps" "--target" (str target) (str source)]
                  :check True :capture-output True)
  (read-only target))

(defn [(pytest.fixture :scope "session")] installed [tmp-path-factory worker-id]
  "The installed copy, made once for the run: its read-only folder."
  (/ (made-once tmp-path-factory worker-id "install" install) "site"))

(defn run-installed [target #* code]
  "Run Python code with only the installed copy of the project importable,
  bytecode writing off and Hy announcing every module it compiles."
  (setv env {#** os.environ
             "PYTHONPATH" (str target)
             "PYTHONDONTWRITEBYTECODE" "1"
             "HY_MESSAGE_WHEN_COMPILING" "1"})
  (subprocess.run [sys.executable "-c" #* code] :env env :cwd (str target)
                  :capture-output True :text True))

(defn test-the-build-ships-bytecode-for-every-hy-module [installed]
  (setv modules (sorted (.rglob installed "*.hy")))
  (assert (> (len modules) 20))
  (for [module modules]
    (assert (.exists (/ module.parent "__pycache__" f"{module.stem}.{sys.implementation.cache-tag}.pyc"))
            module)))

(defn test-slagle-run-compiles-nothing [installed]
  (setv before (snapshot installed)
        done (run-installed installed "import sys, hy; from slagle.cli import main; main(sys.argv[1:])" "run" "fig6"))
  (assert (= done.returncode 0) done.stderr)
  (assert (= (get (.splitlines done.stdout) 0) "move: P1"))
  (assert (not-in "Compiling" done.stderr) done.stderr)
  (assert (= (snapshot installed) before)))

(defn test-no-module-of-the-installed-project-is-compiled [installed]
  ;; Every module, not only those one command imports.
  (setv program (+ "import importlib, pathlib, hy\n"
                   f"root = pathlib.Path({(repr (str installed))})\n"
                   "for path in sorted(root.rglob('*.hy')):\n"
                   "    importlib.import_module('.'.join(path.relative_to(root).with_suffix('').parts))\n"
                   "print('imported')\n")
        done (run-installed installed program))
  (assert (= (.strip done.stdout) "imported") done.stderr)
  (assert (not-in "Compiling" done.stderr) done.stderr))

(defn test-a-changed-source-is-compiled-again [installed tmp-path]
  ;; The bytecode is checked against its source: an edited module is not run stale.
  (setv copy (/ tmp-path "site"))
  (shutil.copytree installed copy)
  (read-only copy)
  (setv module (/ copy "appendix_a" "programs.hy"))
  (os.chmod module 0o644)
  (.write-text module (+ (.read-text module :encoding "utf-8") "\n(setv EDITED True)\n") :encoding "utf-8")
  (setv done (run-installed copy "import hy, appendix_a.programs as a; print(a.EDITED)"))
  (assert (= (.strip done.stdout) "True") done.stderr)
  (assert (in "Compiling" done.stderr)))

(defn test-the-installed-edition-ships-its-templates [installed tmp-path]
  "`slagle edition` from the installed copy (given the checkout's docs)
  writes the site: its templates, stylesheet and script are package data."
  (setv out (/ tmp-path "site")
        result (run-installed installed
                              "import sys; from slagle.cli import main; main(sys.argv[1:])"
                              "edition" "--out" (str out) "--docs" (str (/ ROOT "docs"))))
  (assert (= result.returncode 0) result.stderr)
  (assert (not-in "Compiling" result.stderr))
  (for [name ["index.html" "fig6.html" "static/stepper.js" "static/edition.css"]]
    (assert (.is-file (/ out name)) name)))
