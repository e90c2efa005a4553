"The layers of docs/architecture.md, held: every import of every module of
the project, read with Hy's own reader (and Python's ast for .py) in every
form and literal, in macro templates, relative and dynamic, and every string
that names a module (the registries' tables), goes to a lower floor or within
its own package; no command imports another; only the registries import a
module named at run time; no cycle; every module is on a floor the table
names; a function-local import of a project module says what it saves in a
comment, as the reader reads one.  The same rules hold the imports as they
happen: every module of the project imported in a process of its own, each
import seen on its way in (tests/import_edges.hy).  Each kind of violation,
planted in a project of its own, is caught."

(import ast
        io
        json
        os
        re
        subprocess
        sys
        tokenize
        tomllib
        pathlib [Path]
        hy
        hy.models [Expression Keyword List Sequence String Symbol]
        pytest)

(setv ROOT (. (Path __file__) parent parent)
      ;; At the top of the tree but not modules of the project: the build's
      ;; script, and the tests.
      NOT-PROJECT #{"setup" "tests"}
      IMPORTS #{"import" "require"}
      ;; Forms whose body runs when a function is called: an import there is function-local.
      FUNCTIONS #{"defn" "fn" "defmacro" "defn/a" "fn/a"}
      ;; Calls that import a module named at run time (mangled, as Python names
      ;; them), by their last part, whatever importlib is called where they are.
      DYNAMIC #{"import_module" "__import__" "hy.eval"}
      ;; Modules whose only use is to import or run a module named at run time.
      DYNAMIC-MODULES #{"runpy" "importlib.import_module" "importlib.__import__"}
      ;; Calls whose string argument is code that runs: its imports are the module's own.
      CODE {"exec" "python" "eval" "python" "builtins.exec" "python" "builtins.eval" "python"
            "hy.read" "hy" "hy.read_many" "hy"}
      ;; The registries: the only modules that may import a module named at run
      ;; time (the game a person names, the command a person runs).
      REGISTRIES #{"slagle.games" "slagle.compiled.rules" "slagle.core.programs" "slagle.cli"}
      ;; The references up the floors the table allows, #(module named): the
      ;; engine's trees and searches draw themselves for Jupyter with the
      ;; pictures once those are loaded, found in sys.modules, never imported.
      LOOKED-UP #{#("slagle.core.trees" "slagle.pictures.svg") #("slagle.core.picture" "slagle.pictures.svg")}
      ;; What commands may share: the one module of slagle.commands they all may import.
      COMMON "slagle.commands.common"
      ;; A function-local import's reason: at least this many words.
      REASON-WORDS 3)


;; The layers, as docs/architecture.md writes them

(defn floors []
  "{package: floor} from the table of docs/architecture.md (a row a floor, lowest first)."
  (setv text (.read-text (/ ROOT "docs" "architecture.md"))
        table (get (.split text "<!-- layers" 1) 1)
        out {})
  (for [line (.splitlines table)]
    (setv row (re.match r"\|\s*(\d+)\s*\|([^|]*)\|" line))
    (when row
      (for [package (re.findall r"`([\w.]+)`" (.group row 2))]
        (setv (get out package) (int (.group row 1))))))
  out)

(defn home [module table]
  "The package of `table` that module belongs to: the longest that is it or holds it."
  (max (gfor p table :if (within? module p) p) :key len :default None))

(defn within? [module package]
  "Is module the package, or one of its modules or subpackages?"
  (or (= module package) (.startswith module (+ package "."))))

(defn one-package? [a b table]
  "Are the packages a and b of the table one: a package and its own
  subpackage on one row (slagle.core and slagle.core.programs)?"
  (and (= (get table a) (get table b)) (or (within? a b) (within? b a))))

(defn package-of [module path]
  "The package that holds the module at path: itself for a package's
  __init__ or a top-level module, else the package its file is in."
  (if (or (= path.stem "__init__") (not-in "." module))
      module
      (get (.rsplit module "." 1) 0)))

(defn unplaced [paths table]
  "The modules ({module: path}) on no floor: neither they nor the package
  that holds them named in the table (a subpackage is not placed by its parent)."
  (lfor [module path] (.items paths)
        :if (and (not-in module table) (not-in (package-of module path) table))
        f"{path}: {module} is in {(package-of module path)}, which no row of the table names"))


;; The modules and their imports
;;
;; An import found is #(module line local? how): how is "import" (import,
;; require, Python's import and from, code exec or eval is given), "template"
;; (written by a macro's template: quasiquoted, quoted in a macro, read by
;; hy.read), "dynamic" (a module named at run time: import_module and
;; __import__ under any name, getattr of importlib, runpy, hy.I, hy.eval of
;; text, an import's symbol made from a string) or "named" (a string naming a
;; module: a registry's table, a look-up in sys.modules); a dynamic import's
;; module is None unless a string literal names it.  Imports seen as they
;; happen (tests/import_edges.hy) are in the same form, how saying by which
;; road: "import", "import-module", "find-spec", "first load".

(defn module-name [path [root ROOT]]
  "The dotted name of the module at path (a package's __init__: the package)."
  (setv parts (list (. (.relative-to path root) parts)))
  (setv (get parts -1) (. (Path (get parts -1)) stem))
  (when (= (get parts -1) "__init__")
    (.pop parts))
  (.join "." parts))

(defn project-tops [[root ROOT]]
  "The project's top-level packages and modules: those the build names in
  pyproject.toml, every directory at the top of the tree that is a package,
  and every module there (not the build's own script, nor the tests)."
  (setv toml (/ root "pyproject.toml")
        build (if (.exists toml)
                  (get (tomllib.loads (.read-text toml)) "tool" "setuptools")
                  {})
        named (+ (lfor p (.get build "packages" []) (get (.split p ".") 0))
                 (.get build "py-modules" []))
        found (lfor path (.iterdir root)
                    :if (or (and (.is-dir path)
                                 (any (gfor init ["__init__.py" "__init__.hy"] (.exists (/ path init)))))
                            (and (.is-file path) (in path.suffix [".py" ".hy"])))
                    path.stem))
  (sorted (- (set (+ named found)) NOT-PROJECT)))

(defn project-files [[root ROOT] [tops None]]
  "Every .hy and .py module of the project: of its top-level packages, and
  its top-level modules."
  (sorted (gfor top (if (is tops None) (project-tops root) tops)
                path (if (.is-dir (/ root top))
                         (gfor suffix ["*.hy" "*.py"] path (.rglob (/ root top) suffix) path)
                         (gfor suffix [".py" ".hy"] :if (.exists (/ root (+ top suffix))) (/ root (+ top suffix))))
                :if (not-in "__pycache__" path.parts)
                path)))

(defn dotted? [x]
  "Is x a module's name as Hy reads it: a symbol, or (. a b) for a.b?"
  (or (isinstance x Symbol)
      (and (isinstance x Expression) x (= (get x 0) (Symbol "."))
           (all (gfor part (cut x 1 None) (dotted? part))))))

(defn hy-name [x]
  "A module's name as Hy writes it (appendix-a.programs, read as (. appendix-a
  programs)), as Python knows it (appendix_a.programs)."
  (if (isinstance x Symbol)
      (hy.mangle (str x))
      (.join "." (gfor part (cut x 1 None) (hy-name part)))))

(defn import-targets [form]
  "The modules one (import ...) or (require ...) form names: for each module,
  the module, or the submodules named in its bracket when they are modules."
  (setv out [] args (list (cut form 1 None)) i 0)
  (while (< i (len args))
    (setv x (get args i))
    (when (dotted? x)
      (setv name (hy-name x)
            after (when (< (+ i 1) (len args)) (get args (+ i 1))))
      (.append out name)
      (when (isinstance after List)
        (for [n after]
          (when (isinstance n Symbol)
            (.append out (+ name "." (hy.mangle (str n))))))))
    (+= i (if (isinstance x Keyword) 2 1)))
  out)

(defn method-call? [form]
  "Is form a method call, (.import-module importlib ...), which Hy reads as
  ((. None import-module) importlib ...)?"
  (setv head (get form 0))
  (and (dotted? head) (.startswith (hy-name head) "None.")))

(defn head-name [form]
  "The mangled name an expression calls (importlib.import_module, or
  import_module for (.import-module importlib ...)), or None."
  (when (and (isinstance form Expression) form (dotted? (get form 0)))
    (setv name (hy-name (get form 0)))
    (if (method-call? form) (cut name (len "None.") None) name)))

(defn dynamic-targets [form]
  "The modules a dynamic import names: the string its call is given, or, for
  hy.eval, those the text it reads imports; [None] when none is written."
  (setv name (head-name form)
        args (cut form (if (method-call? form) 2 1) None)
        texts (lfor x args :if (isinstance x String) (str x)))
  (cond (= name "hy.eval")
          (or (lfor text (strings-in args)
                    [target #* _] (try (read-imports text) (except [Exception] []))
                    target)
              [None])
        texts [(get texts 0)]
        True [None]))

(defn strings-in [form]
  "Every string literal within form."
  (cond (isinstance form String) [(str form)]
        (isinstance form Sequence) (lfor x form s (strings-in x) s)
        True []))

(defn dynamic-call? [name]
  "Does a call of name (mangled) import a module named at run time: hy.eval,
  or importlib's import-module or __import__, whatever importlib is called?"
  (and name (or (in name DYNAMIC) (in (get (.rsplit name "." 1) -1) DYNAMIC))))

(defn dynamic-module? [target]
  "Is target a module (or function) whose only use is a dynamic import: runpy, importlib's import-module?"
  (or (in target DYNAMIC-MODULES) (in (get (.split target ".") 0) DYNAMIC-MODULES)))

(defn code-imports [text language]
  "The modules the code in text imports, read as `language` (\"python\" or
  \"hy\"); none when it is not code."
  (try
    (lfor [target #* _] (if (= language "python") (py-read text "<string>" False) (read-imports text))
          :if target
          target)
    (except [Exception] [])))

(defn builds-an-import? [form]
  "Does form make the symbol of an import out of a string, (hy.models.Symbol \"import\")?"
  (setv name (head-name form))
  (and name (= (get (.rsplit name "." 1) -1) "Symbol")
       (any (gfor x (cut form 1 None) (and (isinstance x String) (in (str x) IMPORTS))))))

(defn hy-imports [path [forms None]]
  "[#(module line local? how)] for every import in the Hy file at path (its forms, if read already)."
  (read-imports (.read-text path) (str path) forms))

(defn read-imports [text [filename "<string>"] [forms None]]
  "[#(module line local? how)] for every import in the Hy text: in every
  form and literal (lists, tuples, sets, dicts, f-strings), in macro
  templates (quasiquoted, or quoted in a macro), in code a string holds
  (exec, eval, hy.read), and dynamic ones (import-module under any name,
  getattr of importlib, runpy, an import's symbol made from a string); not
  in quoted data."
  (setv found [])
  (defn walk [form local how macro]
    "Note the imports in form and within it; local: within a function; how:
    \"import\", or \"template\" within a macro's template; macro: within a defmacro."
    (setv head (when (and (isinstance form Expression) form (isinstance (get form 0) Symbol))
                 (str (get form 0)))
          template (or (= head "quasiquote") (and macro (= head "quote"))))
    (cond (not (isinstance form Sequence)) None
          (and (= head "quote") (not macro)) None
          True
            (do (setv name (head-name form)
                      line (getattr form "start_line" None))
                (cond (in head IMPORTS)
                        (for [target (import-targets form)]
                          (.append found #(target line local (if (dynamic-module? target) "dynamic" how))))
                      ;; hy.I.slagle.cli, which Hy reads as (. hy I slagle cli)
                      (and (isinstance form Expression) (dotted? form)
                           (= (cut (.split (hy-name form) ".") 2) ["hy" "I"]))
                        (.append found #((.join "." (cut (.split (hy-name form) ".") 2 None)) line local "dynamic"))
                      (dynamic-call? name)
                        (for [target (dynamic-targets form)]
                          (.append found #(target line local "dynamic")))
                      ;; (getattr importlib "import_module"), under any name
                      (and (= name "getattr") (> (len form) 1) (dotted? (get form 1))
                           (= (get (.split (hy-name (get form 1)) ".") 0) "importlib"))
                        (.append found #(None line local "dynamic"))
                      (in name CODE)
                        (for [text (cut form 1 None)
                              :if (isinstance text String)
                              target (code-imports (str text) (get CODE name))]
                          (.append found #(target line (and local (= (get CODE name) "python"))
                                           (if (= (get CODE name) "python") how "template"))))
                      (builds-an-import? form)
                        (.append found #(None line local "dynamic")))
                (for [x form]
                  ;; A template's imports are written where the macro is used, not here.
                  (walk x (and (not template) (or local (in head FUNCTIONS)))
                        (if template "template" how)
                        (or macro (= head "defmacro")))))))
  (for [form (if (is forms None) (hy.read-many text :filename filename) forms)]
    (walk form False "import" False))
  (lfor [target line local how] found
        #((or target None) line local how)))

(defn relative-base [module level is-package]
  "The package a relative import of `level` dots in `module` starts from."
  (setv parts (.split module "."))
  (.join "." (cut parts (- (len parts) level (if is-package -1 0)))))

(defn py-call-name [node]
  "The dotted name a Python call calls (importlib.import_module), or None."
  (setv f node.func parts [])
  (while (isinstance f ast.Attribute)
    (.insert parts 0 f.attr)
    (setv f f.value))
  (when (isinstance f ast.Name)
    (.join "." [f.id #* parts])))

(defn py-imports [path [module None]]
  "[#(module line local? how)] for every import in the Python file at path,
  a relative one resolved from `module` (its dotted name), and dynamic ones."
  (py-read (.read-text path) (or module (module-name path)) (= path.stem "__init__")))

(defn constant-string [node]
  "The string a Python constant node holds, or None."
  (when (and (isinstance node ast.Constant) (isinstance node.value str))
    node.value))

(defn py-read [text module is-package]
  "[#(module line local? how)] for every import in the Python text of
  `module`: import and from (relative ones resolved), code a string holds
  (exec, eval), and dynamic ones (import_module under any name, getattr of
  importlib, runpy, hy.I)."
  (setv tree (ast.parse text)
        local (set) found [])
  (for [node (ast.walk tree)
        :if (isinstance node #(ast.FunctionDef ast.AsyncFunctionDef ast.Lambda))
        inner (ast.walk node)
        :if (is-not inner node)]
    (.add local (id inner)))
  (defn imported [target line here]
    "An import of target: a dynamic one if target is runpy's or import_module."
    (.append found #(target line here (if (dynamic-module? target) "dynamic" "import"))))
  (for [node (ast.walk tree)]
    (setv here (in (id node) local)
          name (when (isinstance node ast.Call) (py-call-name node)))
    (cond (isinstance node ast.Import)
            (for [a node.names] (imported a.name node.lineno here))
          (isinstance node ast.ImportFrom)
            (do (setv base (if node.level
                               (.join "." (gfor p [(relative-base module node.level is-package) node.module] :if p p))
                               node.module))
                (imported base node.lineno here)
                (for [a node.names]
                  (imported f"{base}.{a.name}" node.lineno here)))
          (dynamic-call? name)
            (.append found #((when node.args (constant-string (get node.args 0)))
                             node.lineno here "dynamic"))
          (and (= name "getattr") node.args (isinstance (get node.args 0) ast.Name)
               (= (. (get node.args 0) id) "importlib"))
            (.append found #(None node.lineno here "dynamic"))
          (and (in name CODE) node.args (constant-string (get node.args 0)))
            (for [target (code-imports (constant-string (get node.args 0)) (get CODE name))]
              (.append found #(target node.lineno here "import")))
          (and (isinstance node ast.Attribute) (isinstance node.value ast.Name)
               (= node.value.id "hy") (= node.attr "I"))
            (.append found #(None node.lineno here "dynamic"))))
  found)

(defn hy-strings [forms]
  "[#(string line)]: every string literal of the Hy forms, quoted data too."
  (defn walk [form]
    "The strings in form and within it."
    (cond (isinstance form String) [#((str form) (getattr form "start_line" None))]
          (isinstance form Sequence) (lfor x form s (walk x) s)
          True []))
  (lfor form forms s (walk form) s))

(defn py-strings [text]
  "[#(string line)]: every string literal of the Python text."
  (lfor node (ast.walk (ast.parse text)) :if (constant-string node) #(node.value node.lineno)))

(defn named-module [string modules]
  "The module of `modules` that string names, as a registry or a look-up in
  sys.modules does: a dotted name (\"slagle.commands.run\"), and one with an
  attribute (\"slagle.games.checkers/Checkers\", \"module:attribute\");
  else None (a word alone, \"slagle\", is a word; \"slagle/figures\" a path)."
  (when (re.fullmatch r"\w+(\.\w+)+([/:][\w.-]+)?" string)
    (setv name (get (re.split "[/:]" string) 0))
    (when (in name modules) name)))

(defn project-modules [[root ROOT]]
  "{module: path} for every module of the project."
  (dfor path (project-files root) (module-name path root) path))

(defn project-imports [[root ROOT]]
  "{module: [#(imported-module line local? how path)]}: the imports of the
  project's modules among themselves, every dynamic import, and every string
  that names a module of the project (how: \"named\")."
  (setv paths (project-modules root)
        out {})
  (for [[module path] (.items paths)]
    (setv text (.read-text path)
          hy? (= path.suffix ".hy")
          forms (when hy? (list (hy.read-many text :filename (str path))))
          read (if hy? (hy-imports path forms) (py-imports path module))
          named (lfor [string line] (if hy? (hy-strings forms) (py-strings text))
                      :setv target (named-module string paths)
                      :if target
                      #(target line False "named")))
    (setv (get out module)
          (lfor [target line local how] (+ read named)
                :if (or (= how "dynamic") (and (in target paths) (!= target module)))
                #(target line local how path))))
  out)


;; The rules

(defn wrong-way [imports table]
  "Imports (and modules named) to a higher floor, or between two packages of
  one floor (not a package and its own subpackage): their lines."
  (lfor [module found] (.items imports)
        [target line _ how path] found
        :if (is-not target None)
        :setv [a b] [(home module table) (home target table)]
        :if (and (is-not a None) (is-not b None) (!= a b) (not (one-package? a b table))
                 (not (and (= how "named") (in #(module target) LOOKED-UP)))
                 (>= (get table b) (get table a)))
        f"{path}:{line}: {module} (floor {(get table a)}) {(if (= how "named") "names" "imports")} {target} (floor {(get table b)})"))

(defn commands-importing-commands [imports]
  "Imports of one command by another (all may import slagle.commands.common): their lines."
  (lfor [module found] (.items imports)
        [target line _ _ path] found
        :if (and (.startswith module "slagle.commands.") target (.startswith target "slagle.commands.")
                 (!= target COMMON))
        f"{path}:{line}: the command {module} imports {target}"))

(defn dynamic-outside-registries [imports]
  "Imports of a module named at run time anywhere but in a registry: their lines."
  (lfor [module found] (.items imports)
        [target line _ how path] found
        :if (and (= how "dynamic") (not-in module REGISTRIES))
        f"{path}:{line}: {module} imports {(or target "a module")} named at run time, and is no registry"))

(defn cycles [imports]
  "The strongly connected components of more than one module (Tarjan's algorithm)."
  (setv index {} low {} stack [] on-stack #{} found [] counter [0])
  (defn visit [v]
    (setv (get index v) (get counter 0) (get low v) (get counter 0))
    (+= (get counter 0) 1)
    (.append stack v)
    (.add on-stack v)
    ;; a module named in a registry's table is imported when it is asked for, not before
    (for [[w _ _ how #* _] (.get imports v []) :if (and (is-not w None) (!= how "named"))]
      (cond (not-in w index) (do (visit w) (setv (get low v) (min (get low v) (get low w))))
            (in w on-stack) (setv (get low v) (min (get low v) (get index w)))))
    (when (= (get low v) (get index v))
      (setv component [])
      (while True
        (setv w (.pop stack))
        (.discard on-stack w)
        (.append component w)
        (when (= w v) (break)))
      (when (> (len component) 1)
        (.append found (sorted component)))))
  (for [v (sorted imports)]
    (when (not-in v index)
      (visit v)))
  found)

(defn hy-comments [text]
  "{line: text} of the comments, as Hy's reader reads them: a `;` outside a
  string (not `#*`, not a `#` or `;` in a string), to the end of its line."
  (setv reader (hy.HyReader)
        comments {})
  (defn note [r key]
    "Note the comment's line and text, read to the end of the line as Hy does."
    (setv line (get r.pos 0) chars [])
    (for [c (r.chars :eof-ok True)]
      (when (= c "\n") (break))
      (.append chars c))
    (setv (get comments line) (.join "" chars))
    None)
  (setv (get reader.reader-table ";") note)
  (for [_ (hy.read-many text :reader reader)])
  comments)

(defn py-comments [text]
  "{line: text} of the comments, as Python's tokenizer reads them."
  (dfor token (tokenize.generate-tokens (. (io.StringIO text) readline))
        :if (= token.type tokenize.COMMENT)
        (get token.start 0) (cut token.string 1 None)))

(defn comments-of [path]
  "{line: text} of the comments of the module at path."
  (setv text (.read-text path))
  (if (= path.suffix ".hy") (hy-comments text) (py-comments text)))

(defn reason [path line comments]
  "The comment, as the reader reads one, on the line (numbered from 1) of
  the module at path, or on a line of comment alone just above it; None if
  there is none."
  (setv above (when (> line 1) (.strip (get (.splitlines (.read-text path)) (- line 2)))))
  (cond (in line comments) (get comments line)
        (and (in (- line 1) comments) above (in (get above 0) ";#")) (get comments (- line 1))))

(defn says-something? [text]
  "Does a comment say what an import saves: at least REASON-WORDS words
  (runs of letters or digits: `OpenSpiel, 120 ms`), not punctuation alone?"
  (>= (len (re.findall r"[^\W_]+" (or text ""))) REASON-WORDS))

(defn local-imports-without-a-reason [imports]
  "Function-local imports of project modules with no comment saying what they save."
  (setv comments {})
  (lfor [module found] (.items imports)
        [target line local how path] found
        :if (and local (not-in how #{"dynamic" "named"})
                 (not (says-something? (reason path line (or (.get comments path)
                                                             (.setdefault comments path (comments-of path)))))))
        f"{path}:{line}: {module} imports {target} inside a function, with no comment saying what it saves"))


;; The imports as they happen

(defn run-time-imports [[root ROOT]]
  "#(imports failed): the imports the project's modules at root make as they
  are imported, all of them in one fresh process under the watch of
  tests/import_edges.hy, as {module: [#(imported-module line False how
  path)]}, and {module: error} for those that failed to import."
  (setv paths (project-modules root)
        env (dict os.environ)
        (get env "PYTHONPATH") (.join os.pathsep [(str root) #* (if (.get env "PYTHONPATH") [(get env "PYTHONPATH")] [])])
        ;; Python itself, where the hy command has put itself in sys.executable
        python (getattr hy "sys_executable" sys.executable)
        done (subprocess.run [python "-m" "hy" (str (/ ROOT "tests" "import_edges.hy"))
                              #* (project-tops root) "--" #* paths]
                             :cwd root :env env :capture-output True :text True)
        _ (assert (= done.returncode 0) done.stderr)
        seen (json.loads (get (.splitlines done.stdout) -1))
        out (dfor module paths module []))
  (for [[source target how where] (get seen "edges")]
    (setv [path _ line] (.rpartition where ":"))
    (.append (.setdefault out source []) #(target (int line) False how path)))
  #(out (get seen "failed")))

;; The tests

(defn none [found]
  "Assert that a rule found nothing; else fail, saying what it found, a line each."
  (assert (not found) (.join "\n" (map str found))))

(defn [(pytest.fixture :scope "session")] imports []
  (project-imports))

(defn [(pytest.fixture :scope "session")] run-time []
  (run-time-imports))

(defn test-the-table-names-every-package-of-the-project [imports]
  (setv table (floors))
  (assert (>= (len table) 15))
  (none (lfor m imports :if (is (home m table) None) m))
  (none (unplaced (project-modules) table)))

(defn test-the-project-is-found-in-the-tree []
  ;; its packages, and the top-level module the installed `slagle` starts in
  (assert (<= #{"lisp" "appendix_a" "appendix_b" "appendix_c" "mccarthy" "textbook" "slagle" "slagle_start"}
              (set (project-tops))))
  (assert (not-in "tests" (project-tops)))
  (assert (in "slagle_start" (project-modules))))

(defn test-the-reader-sees-imports-top-level-and-local [imports]
  ;; So that the rules below could fail: known imports of each kind are found.
  (setv run (lfor [t _ local _ _] (get imports "slagle.commands.run") #(t local)))
  (assert (in #("slagle.core.search" False) run))
  (assert (in #("slagle.core.ordinary" True) run))
  (assert (in #("lisp.macros" False) run))
  ;; the command's module, named at run time, on the line where slagle.cli gives a command its arguments
  (setv line (+ 1 (next (gfor [i text] (enumerate (.splitlines (.read-text (/ ROOT "slagle" "cli.hy"))))
                              :if (in "(.add-arguments (importlib.import-module module)" text)
                              i))))
  (assert (in #(None line True "dynamic")
              (lfor [t line local how _] (get imports "slagle.cli") #(t line local how)))))

(defn test-no-import-goes-up-or-across [imports]
  (none (wrong-way imports (floors))))

(defn test-no-command-imports-another [imports]
  (none (commands-importing-commands imports)))

(defn test-only-the-registries-import-modules-named-at-run-time [imports]
  (none (dynamic-outside-registries imports)))

(defn test-there-is-no-cycle [imports]
  (none (cycles imports)))

(defn test-the-cycle-finder-finds-one []
  (assert (= (cycles {"a" [#("b" 1 False "import")] "b" [#("c" 1 False "import")]
                      "c" [#("a" 1 False "import")] "d" [#("a" 1 False "import")]
                      "e" [#("a" 1 False "named")] "a2" [#("e" 1 False "import")]})
             [["a" "b" "c"]])))

(defn test-every-local-import-of-the-project-says-why [imports]
  (none (local-imports-without-a-reason imports)))

(defn test-the-registries-name-their-modules [imports]
  ;; So that the floors could fail on them: the strings of each table are read as modules named.
  (setv named (fn [module] (sfor [t _ _ how _] (get imports module) :if (= how "named") t)))
  (assert (<= #{"slagle.games.checkers" "slagle.games.tic_tac_toe"} (named "slagle.games")))
  (assert (<= #{"slagle.core.programs.appendices" "slagle.core.programs.deepening"} (named "slagle.core.programs")))
  (assert (<= #{"slagle.commands.run" "slagle.commands.replay"} (named "slagle.cli"))))

(defn test-every-module-of-the-project-imports [run-time]
  (setv [_ failed] run-time)
  (none (lfor [module error] (.items failed) f"{module}: {error}")))

(defn test-the-watch-sees-imports-as-they-happen [run-time]
  ;; So that the rules below could fail: known imports are seen, each charged to its importer.
  (setv [imports _] run-time
        seen (fn [module] (sfor [t #* _] (get imports module) t)))
  (assert (<= #{"slagle.errors" "slagle.games"} (seen "slagle.cli")))
  (assert (in "slagle.cli" (seen "slagle.__main__")))
  ;; a require run as the module loads, through importlib
  (assert (in "lisp.forms" (seen "appendix_b.programs")))
  ;; a package loaded on the way to its module is not charged to the importer
  (assert (not-in "slagle" (seen "slagle.games"))))

(defn test-no-import-at-run-time-goes-up-or-across [run-time]
  (none (wrong-way (get run-time 0) (floors))))

(defn test-no-command-imports-another-at-run-time [run-time]
  (none (commands-importing-commands (get run-time 0))))

(defn test-there-is-no-cycle-at-run-time [run-time]
  (none (cycles (get run-time 0))))


;; Violations planted in a project of their own, each caught

(setv PLANTED
  ;; file, its text, the rule that must catch it
  [["lisp/up.hy" "(import slagle.cli)" "wrong-way"]
   ["lisp/in_list.hy" "(setv x [(import slagle.cli)])" "wrong-way"]
   ["lisp/in_dict.hy" "(setv x {\"k\" (do (import slagle.cli) 1)})" "wrong-way"]
   ["lisp/in_tuple.hy" "(setv x #((import slagle.cli)))" "wrong-way"]
   ["lisp/in_set.hy" "(setv x #{(import slagle.cli)})" "wrong-way"]
   ["lisp/in_fstring.hy" "(setv x f\"{(do (import slagle.cli) 1)}\")" "wrong-way"]
   ["lisp/template.hy" "(defmacro m [] `(import slagle.cli))" "wrong-way"]
   ["slagle/games/relative.py" "from ..cli import main\n" "wrong-way"]
   ["slagle/games/relative_package.py" "from .. import cli\n" "wrong-way"]
   ["slagle/commands/other.py" "from . import run\n" "commands"]
   ["lisp/by_name.hy" "(import importlib)\n(importlib.import-module \"slagle.cli\")" "wrong-way"]
   ["lisp/by_name_2.hy" "(import importlib)\n(importlib.import-module \"slagle.cli\")" "dynamic"]
   ["lisp/method.hy" "(import importlib)\n(.import-module importlib (input))" "dynamic"]
   ["lisp/dunder.hy" "(__import__ \"slagle.cli\")" "wrong-way"]
   ["lisp/hy_i.hy" "(hy.I.slagle.cli.main)" "dynamic"]
   ["lisp/hy_i_dotted.hy" "((. hy I slagle) cli)" "dynamic"]
   ["lisp/eval_text.hy" "(hy.eval (hy.read \"(import slagle.cli)\"))" "wrong-way"]
   ["lisp/eval_any.hy" "(hy.eval (hy.read (input)))" "dynamic"]
   ["lisp/by_name.py" "import importlib\nimportlib.import_module('slagle.cli')\n" "wrong-way"]
   ["lisp/dunder.py" "__import__('slagle.cli')\n" "dynamic"]
   ["lisp/hy_i.py" "import hy\nhy.I.slagle\n" "dynamic"]
   ["slagle/core/star.hy" "(defn f [#* args] (import slagle.errors) args)" "comment"]
   ["slagle/core/semicolon.hy" "(defn f [] (import slagle.errors) (print \"a; b\"))" "comment"]
   ["slagle/core/hash.py" "def f():\n    import slagle.errors; print('# no')\n" "comment"]
   ["slagle/core/above.hy" "(defn f []\n  \"Its docstring:\n  ; no comment\"\n  (import slagle.errors))" "comment"]
   ;; a comment that says nothing
   ["slagle/core/empty.hy" "(defn f [] (import slagle.errors))   ;" "comment"]
   ["slagle/core/dashes.py" "def f():\n    import slagle.errors  # -- !\n" "comment"]
   ["slagle/core/word.hy" "(defn f []\n  ;; why\n  (import slagle.errors))" "comment"]
   ;; importlib's import under another name, or found by getattr; runpy
   ["lisp/alias.hy" "(import importlib [import-module :as im])" "dynamic"]
   ["lisp/alias.py" "from importlib import import_module as im\n" "dynamic"]
   ["lisp/alias_module.hy" "(import importlib :as il)\n(il.import-module (input))" "dynamic"]
   ["lisp/getattr.hy" "(import importlib)\n((getattr importlib \"import_module\") (input))" "dynamic"]
   ["lisp/getattr.py" "import importlib\ngetattr(importlib, 'import_module')(input())\n" "dynamic"]
   ["lisp/runpy.hy" "(import runpy)" "dynamic"]
   ["lisp/runpy.py" "import runpy\n" "dynamic"]
   ;; code in a string: exec, eval, hy.read in a macro
   ["lisp/exec.hy" "(exec \"import slagle.cli\")" "wrong-way"]
   ["lisp/exec.py" "exec('import slagle.cli')\n" "wrong-way"]
   ["lisp/eval.py" "eval(\"__import__('slagle.cli')\")\n" "wrong-way"]
   ["lisp/read.hy" "(defmacro m [] (hy.read \"(import slagle.cli)\"))" "wrong-way"]
   ;; a macro's import written without a quasiquote
   ["lisp/quoted.hy" "(defmacro m [] '(import slagle.cli))" "wrong-way"]
   ["lisp/built.hy" "(defmacro m [] (hy.models.Expression [(hy.models.Symbol \"import\") (hy.models.Symbol (input))]))" "dynamic"]
   ;; a module named by a string: sys.modules, a registry's table
   ["lisp/sys_modules.hy" "(import sys)\n(.get sys.modules \"slagle.cli\")" "wrong-way"]
   ["lisp/sys_modules.py" "import sys\nsys.modules['slagle.cli']\n" "wrong-way"]
   ["slagle/games/registry.hy" "(setv GAMES {\"up\" \"slagle.cli/main\"})" "wrong-way"]
   ["slagle/commands/table.hy" "(setv OTHER \"slagle.commands.run\")" "commands"]])

(setv RULES {"wrong-way" (fn [imports] (wrong-way imports (floors)))
             "commands" commands-importing-commands
             "dynamic" dynamic-outside-registries
             "comment" local-imports-without-a-reason})

(defn plant [root files]
  "A project at root: the packages' modules the plants import, and `files` ({path: text})."
  (for [[path text] (.items {"lisp/__init__.py" ""
                             "slagle/__init__.py" "" "slagle/cli.hy" "" "slagle/errors.hy" ""
                             "slagle/games/__init__.hy" "" "slagle/core/__init__.hy" ""
                             "slagle/commands/__init__.hy" "" "slagle/commands/run.hy" ""
                             #** files})]
    (.mkdir (. (/ root path) parent) :parents True :exist-ok True)
    (.write-text (/ root path) text))
  (project-imports root))

(defn [(pytest.mark.parametrize #("path" "text" "rule") PLANTED)] test-a-planted-violation-is-caught [path text rule tmp-path]
  (setv found ((get RULES rule) (plant tmp-path {path text}))
        module (module-name (/ tmp-path path) tmp-path))
  ;; on the line of the violation, the last of each plant
  (assert found)
  (for [line found]
    (assert (in f":{(len (.splitlines text))}: " line) line)
    (assert (in f" {module} " line) line)))

(defn test-a-local-import-with-its-reason-and-a-registry-pass [tmp-path]
  ;; The same imports, said what they save in a comment, or made by a
  ;; registry; a registry's table naming its own package's modules, a
  ;; package importing its own subpackage, the pictures looked up for
  ;; Jupyter: nothing caught.
  (setv imports (plant tmp-path {"slagle/core/why.hy" "(defn f [#* args] (import slagle.errors) args)   ; the errors, 12 ms"
                                 "slagle/core/why.py" "def f():\n    import slagle.errors  # the errors, 12 ms\n"
                                 "slagle/core/above.hy" "(defn f []\n  ;; the errors: 12 ms\n  (import slagle.errors))"
                                 "slagle/games/__init__.hy" (+ "(import importlib)\n(defn f [n] (importlib.import-module n))\n"
                                                               "(setv GAMES {\"checkers\" \"slagle.games.checkers/Checkers\"})")
                                 "slagle/games/checkers.hy" "(import slagle.errors)"
                                 "slagle/cli.hy" "(import importlib)\n(defn f [n] (importlib.import-module n))\n(setv COMMANDS {\"run\" \"slagle.commands.run\"})"
                                 "slagle/core/programs/__init__.hy" "(import slagle.core.trees)"
                                 "slagle/core/search.hy" "(import slagle.core.programs)"
                                 "slagle/core/trees.hy" "(import sys)\n(.get sys.modules \"slagle.pictures.svg\")"
                                 "slagle/pictures/__init__.hy" "" "slagle/pictures/svg.hy" "(import slagle.core.trees)"}))
  (for [rule (.values RULES)]
    (assert (= (rule imports) [])))
  (assert (= (cycles imports) []))
  (assert (= (unplaced (project-modules tmp-path) (floors)) [])))

(setv UNPLACED
  ;; a module that no row of the table places: a new subpackage, with or
  ;; without its __init__; a new top-level package; a new top-level module
  ["slagle/newpkg/__init__.hy" "slagle/core/newpkg/mod.hy" "newtop/__init__.py" "upstart.py" "newtop_hy.hy"])

(defn [(pytest.mark.parametrize "path" UNPLACED)] test-a-module-on-no-floor-is-caught [path tmp-path]
  (plant tmp-path {path ""})
  (setv module (module-name (/ tmp-path path) tmp-path)
        found (unplaced (project-modules tmp-path) (floors)))
  (assert found)
  (for [line found]
    (assert (in f" {module} " line) line)))

(setv PLANTED-AT-RUN-TIME
  ;; file, its text: each imports slagle.cli (floor 14) from lisp (floor 1),
  ;; by a name made at run time, which no reading of the text sees
  [["lisp/rt_exec.hy" "(exec (+ \"import slagle.\" \"cli\"))"]
   ["lisp/rt_eval.py" "eval(\"__import__('slagle.' + 'cli')\")\n"]
   ["lisp/rt_getattr.hy" "(import importlib)\n((getattr importlib (+ \"import_\" \"module\")) (+ \"slagle.\" \"cli\"))"]
   ["lisp/rt_alias.hy" "(import importlib [import-module :as im])\n(im (+ \"slagle.\" \"cli\"))"]
   ["lisp/rt_dunder.py" "import importlib\nimportlib.__import__('slagle.' + 'cli')\n"]
   ["lisp/rt_runpy.hy" "(import runpy)\n(runpy.run-module (+ \"slagle.\" \"cli\"))"]
   ["lisp/rt_read.hy" "(hy.eval (hy.read (+ \"(import slagle.\" \"cli)\")))"]
   ["lisp/rt_macro.hy" (+ "(defmacro m [] (hy.models.Expression [(hy.models.Symbol \"import\") (hy.models.Symbol (+ \"sla\" \"gle\"))\n"
                          "                                      (hy.models.List [(hy.models.Symbol \"cli\")])]))\n(m)")]
   ["lisp/rt_hy_i.hy" "(hy.I (+ \"slagle.\" \"cli\"))"]
   ["lisp/rt_spec.py" "import importlib.util\nspec = importlib.util.find_spec('slagle.' + 'cli')\nspec.loader.exec_module(importlib.util.module_from_spec(spec))\n"]
   ["lisp/rt_sys_modules.py" "import sys, importlib\nsys.modules.setdefault('slagle.' + 'cli', importlib.import_module('slagle.' + 'cli'))\n"]
   ["lisp/rt_called.hy" "(defn f [] (import slagle.cli)) ; slagle.cli, 40 ms\n(f)"]
   ["lisp/rt_from.hy" "(import slagle [cli])"]])

(defn test-imports-made-at-run-time-are-caught [tmp-path]
  ;; All planted in one project, imported in one process: each is seen,
  ;; though slagle.cli is loaded by the first; a package loaded on the way to
  ;; its module (slagle, for slagle.errors) is charged to no one.
  (plant tmp-path {#** (dict PLANTED-AT-RUN-TIME) "slagle/games/__init__.hy" "(import slagle.errors)"})
  (setv [imports failed] (run-time-imports tmp-path)
        found (wrong-way imports (floors)))
  (assert (= failed {}))
  (for [[path _] PLANTED-AT-RUN-TIME]
    (setv module (module-name (/ tmp-path path) tmp-path))
    (assert (any (gfor line found (and (in f" {module} " line) (in "slagle.cli" line)))) module))
  (assert (not (any (gfor line found (in " slagle.games " line)))) found))
