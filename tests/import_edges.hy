"The imports of the project as they happen: run as a script, it imports the
modules named on its command line (after the project's top-level names and a
--), under a hook on every road into the import system, and prints as JSON
each edge #(importer imported how where): the project module executing when a
project module was imported, found from the frame stack, however the import
was made (an import statement or require, importlib.import-module however it
is reached, hy.I, exec, hy.eval, runpy, a macro's expansion, a module's
first load by any route), and the modules that failed to import.

  python -m hy tests/import_edges.hy TOP ... -- MODULE ..."

(import builtins
        importlib
        importlib.util
        json
        sys
        traceback)

(setv ORIGINAL-IMPORT builtins.__import__
      ORIGINAL-GCD importlib._bootstrap._gcd-import
      ORIGINAL-FIND-SPEC importlib.util.find-spec
      IMPORT-MODULE importlib.import-module
      BOOTSTRAP "<frozen importlib._bootstrap>"
      ;; importlib's own frames, where a package is loaded on the way to its module
      MACHINERY #{BOOTSTRAP "<frozen importlib.util>" importlib.util.__file__}
      TOPS #{}
      EDGES {})

(defn project? [name]
  "Is name a module of the project (its first part one of the project's top-level names)?"
  (and (isinstance name str) (in (get (.split name ".") 0) TOPS)))

(defn place [frame]
  "file:line of the code at frame, or, for code run from a string (exec,
  hy.eval), of the first frame outside it that has a file."
  (setv at frame)
  (while (and at (.startswith at.f-code.co-filename "<") at.f-back)
    (setv at at.f-back))
  (when (.startswith at.f-code.co-filename "<")
    (setv at frame))
  f"{at.f-code.co-filename}:{at.f-lineno}")

(defn importer [frame]
  "The project module executing at frame or outside it: the innermost frame
  whose globals are a project module's, or, while a module is compiled or
  loaded (its macros expanded, its requires run), that module."
  (while frame
    (setv name (.get frame.f-globals "__name__"))
    (when (project? name)
      (return #(name (place frame))))
    (when (and (= frame.f-code.co-filename BOOTSTRAP) (= frame.f-code.co-name "_load_unlocked"))
      (setv spec (.get frame.f-locals "spec"))
      (when (and spec (project? spec.name))
        (return #(spec.name f"{spec.origin}:0"))))
    (setv frame frame.f-back))
  #(None None))

(defn note [target how frame]
  "Record the edge to the project module target from whichever project module is executing at frame."
  (when (project? target)
    (setv [source where] (importer frame))
    (when (and source (!= source target))
      (.setdefault EDGES #(source target how) where))))

(defn implicit-parent? [name frame]
  "Is the import of name at frame only the load of a package on the way to its
  submodule (import a.b loads a first; so does find-spec of a.b)?  Then the
  submodule's import is the edge."
  (while (and frame (in frame.f-code.co-filename MACHINERY))
    (setv child (cond (= frame.f-code.co-name "_find_and_load_unlocked") (.get frame.f-locals "name")
                      (= frame.f-code.co-name "find_spec") (.get frame.f-locals "fullname")))
    (when (and (isinstance child str) (.startswith child (+ name ".")))
      (return True))
    (setv frame frame.f-back))
  False)

(defclass Watcher []
  "A finder first on sys.meta_path that finds nothing: it notes each module's
  first load, however it was asked for."
  (defn [classmethod] find-spec [cls name [path None] [target None]]
    (setv frame (sys._getframe 1))
    (when (not (implicit-parent? name frame))
      (note name "first load" frame))
    None))

(defn absolute [name globals level]
  "The absolute name of an import of name, `level` dots up from the module of globals."
  (if (and level globals)
      (importlib._bootstrap._resolve-name name (importlib._bootstrap._calc---package-- globals) level)
      name))

(defn watched-import [name [globals None] [locals None] [fromlist #()] [level 0]]
  "builtins.__import__, noting the module an import statement names and the
  submodules its from-list names, loaded already or not."
  (setv module (ORIGINAL-IMPORT name globals locals fromlist level)
        base (absolute name globals level)
        frame (sys._getframe 1))
  (when (not (implicit-parent? base frame))
    (note base "import" frame))
  (for [entry (or fromlist #())]
    (when (isinstance entry str)
      (setv full f"{base}.{entry}")
      (when (in full sys.modules)
        (note full "import" frame))))
  module)

(defn watched-gcd [name [package None] [level 0]]
  "importlib's own import (import-module, importlib.__import__, hy.I, runpy's
  parents), noting the module, loaded already or not."
  (setv module (ORIGINAL-GCD name package level)
        frame (sys._getframe 1))
  (when (not (implicit-parent? module.__name__ frame))
    (note module.__name__ "import-module" frame))
  module)

(defn watched-find-spec [name [package None]]
  "importlib.util.find-spec (runpy's road to a module), noting the module."
  (setv full (if (.startswith name ".") (importlib.util.resolve-name name package) name))
  (note full "find-spec" (sys._getframe 1))
  (ORIGINAL-FIND-SPEC name package))

(defn watch []
  "Put the hooks on every road into the import system."
  (.insert sys.meta-path 0 Watcher)
  (setv builtins.__import__ watched-import
        importlib._bootstrap._gcd-import watched-gcd
        importlib.util.find-spec watched-find-spec))

(defn load-all [modules]
  "Import each module; {module: the error} for those that failed."
  (setv failed {})
  (for [module modules]
    (try
      (IMPORT-MODULE module)
      (except [e BaseException]
        (setv (get failed module) (.strip (get (traceback.format-exception-only e) -1))))))
  failed)

(defn main [argv]
  "Import the modules after -- under the hooks, the project's top-level names
  before it; print the edges and the failures as JSON."
  (setv split (.index argv "--"))
  (.update TOPS (cut argv 0 split))
  (watch)
  (setv failed (load-all (cut argv (+ split 1) None)))
  (print (json.dumps {"edges" (lfor [[source target how] where] (.items EDGES) [source target how where])
                      "failed" failed})))

(when (= __name__ "__main__")
  (main (cut sys.argv 1 None)))
