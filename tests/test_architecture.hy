"The layers of docs/architecture.md, held: every import of every module of
the project, read with Hy's own reader (and Python's ast for .py) in every
form and literal, in macro templates, relative and dynamic, goes to a lower
floor or within its own package; no command imports another; only the
registries import a module named at run time; no cycle; a function-local
import of a project module says why in a comment, as the reader reads one.
Each kind of violation, planted in a project of its own, is caught."

(import ast
        io
        re
        tokenize
        pathlib [Path]
        hy
        hy.models [Expression Keyword List Sequence String Symbol]
        pytest)

(setv ROOT (. (Path __file__) parent parent)
      PACKAGES ["lisp" "appendix_a" "appendix_b" "appendix_c" "mccarthy" "textbook" "slagle"]
      IMPORTS #{"import" "require"}
      ;; Forms whose body runs when a function is called: an import there is function-local.
      FUNCTIONS #{"defn" "fn" "defmacro" "defn/a" "fn/a"}
      ;; Calls that import a module named at run time (mangled, as Python names them).
      DYNAMIC #{"importlib.import_module" "import_module" "__import__" "hy.eval"}
      ;; The registries: the only modules that may import a module named at run
      ;; time (the game a person names, the command a person runs).
      REGISTRIES #{"slagle.games" "slagle.core.programs" "slagle.cli"}
      ;; What commands may share: the one module of slagle.commands they all may import.
      COMMON "slagle.commands.common")


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
  (max (gfor p table :if (or (= module p) (.startswith module (+ p "."))) p) :key len :default None))


;; The modules and their imports
;;
;; An import found is #(module line local? how): how is "import" (import,
;; require, Python's import and from), "template" (written by a macro's
;; quasiquoted template) or "dynamic" (a module named at run time:
;; importlib.import_module, __import__, hy.I, hy.eval of text); a dynamic
;; import's module is None unless a string literal names it.

(defn module-name [path [root ROOT]]
  "The dotted name of the module at path (a package's __init__: the package)."
  (setv parts (list (. (.relative-to path root) parts)))
  (setv (get parts -1) (. (Path (get parts -1)) stem))
  (when (= (get parts -1) "__init__")
    (.pop parts))
  (.join "." parts))

(defn project-files [[root ROOT] [packages PACKAGES]]
  "Every .hy and .py module of the project's packages."
  (sorted (gfor package packages
                suffix ["*.hy" "*.py"]
                path (.rglob (/ root package) suffix)
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

(defn hy-imports [path]
  "[#(module line local? how)] for every import in the Hy file at path."
  (read-imports (.read-text path) (str path)))

(defn read-imports [text [filename "<string>"]]
  "[#(module line local? how)] for every import in the Hy text: in every
  form and literal (lists, tuples, sets, dicts, f-strings), in macro
  templates, and dynamic ones; not in quoted data."
  (setv found [])
  (defn walk [form local how]
    "Note the imports in form and within it; local: within a function; how:
    \"import\", or \"template\" within a quasiquote."
    (cond (not (isinstance form Sequence)) None
          (and (isinstance form Expression) form (= (get form 0) (Symbol "quote"))) None
          True
            (do (setv head (when (and (isinstance form Expression) form (isinstance (get form 0) Symbol))
                             (str (get form 0)))
                      name (head-name form)
                      line (getattr form "start_line" None))
                (cond (in head IMPORTS)
                        (for [target (import-targets form)]
                          (.append found #(target line local how)))
                      ;; hy.I.slagle.cli, which Hy reads as (. hy I slagle cli)
                      (and (isinstance form Expression) (dotted? form)
                           (= (cut (.split (hy-name form) ".") 2) ["hy" "I"]))
                        (.append found #((.join "." (cut (.split (hy-name form) ".") 2 None)) line local "dynamic"))
                      (in name DYNAMIC)
                        (for [target (dynamic-targets form)]
                          (.append found #(target line local "dynamic"))))
                (for [x form]
                  ;; A template's imports are written where the macro is used, not here.
                  (walk x (and (!= head "quasiquote") (or local (in head FUNCTIONS)))
                        (if (= head "quasiquote") "template" how))))))
  (for [form (hy.read-many text :filename filename)]
    (walk form False "import"))
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
  (setv tree (ast.parse (.read-text path))
        module (or module (module-name path))
        is-package (= path.stem "__init__")
        local (set) found [])
  (for [node (ast.walk tree)
        :if (isinstance node #(ast.FunctionDef ast.AsyncFunctionDef ast.Lambda))
        inner (ast.walk node)
        :if (is-not inner node)]
    (.add local (id inner)))
  (for [node (ast.walk tree)]
    (setv here (in (id node) local))
    (cond (isinstance node ast.Import)
            (for [a node.names] (.append found #(a.name node.lineno here "import")))
          (isinstance node ast.ImportFrom)
            (do (setv base (if node.level
                               (.join "." (gfor p [(relative-base module node.level is-package) node.module] :if p p))
                               node.module))
                (.append found #(base node.lineno here "import"))
                (for [a node.names]
                  (.append found #(f"{base}.{a.name}" node.lineno here "import"))))
          (and (isinstance node ast.Call) (in (py-call-name node) DYNAMIC))
            (.append found #((when (and node.args (isinstance (get node.args 0) ast.Constant)
                                        (isinstance (. (get node.args 0) value) str))
                               (. (get node.args 0) value))
                             node.lineno here "dynamic"))
          (and (isinstance node ast.Attribute) (isinstance node.value ast.Name)
               (= node.value.id "hy") (= node.attr "I"))
            (.append found #(None node.lineno here "dynamic"))))
  found)

(defn project-imports [[root ROOT] [packages PACKAGES]]
  "{module: [#(imported-module line local? how path)]}: the imports of the
  project's modules: among project modules, and every dynamic import."
  (setv paths (dfor path (project-files root packages) (module-name path root) path)
        out {})
  (for [[module path] (.items paths)]
    (setv read (if (= path.suffix ".hy") (hy-imports path) (py-imports path module)))
    (setv (get out module)
          (lfor [target line local how] read
                :if (or (= how "dynamic") (and (in target paths) (!= target module)))
                #(target line local how path))))
  out)


;; The rules

(defn wrong-way [imports table]
  "Imports to a higher floor, or between two packages of one floor: their lines."
  (lfor [module found] (.items imports)
        [target line _ _ path] found
        :if (is-not target None)
        :setv [a b] [(home module table) (home target table)]
        :if (and (is-not a None) (is-not b None) (!= a b)
                 (>= (get table b) (get table a)))
        f"{path}:{line}: {module} (floor {(get table a)}) imports {target} (floor {(get table b)})"))

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
    (for [[w #* _] (.get imports v []) :if (is-not w None)]
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

(defn hy-comment-lines [text]
  "The lines holding a comment, as Hy's reader reads them: a `;` outside a
  string (not `#*`, not a `#` or `;` in a string)."
  (setv reader (hy.HyReader)
        lines #{}
        comment (get reader.reader-table ";"))
  (defn note [r key]
    "Note the comment's line, and read it as Hy does."
    (.add lines (get r.pos 0))
    (comment r key))
  (setv (get reader.reader-table ";") note)
  (for [_ (hy.read-many text :reader reader)])
  lines)

(defn py-comment-lines [text]
  "The lines holding a comment, as Python's tokenizer reads them."
  (sfor token (tokenize.generate-tokens (. (io.StringIO text) readline))
        :if (= token.type tokenize.COMMENT)
        (get token.start 0)))

(defn comment-lines [path]
  "The lines of the module at path that hold a comment."
  (setv text (.read-text path))
  (if (= path.suffix ".hy") (hy-comment-lines text) (py-comment-lines text)))

(defn says-why? [path line comments]
  "Is there a comment, as the reader reads one, on the line (numbered from 1)
  of the module at path, or a line of comment alone just above it?"
  (setv above (when (> line 1) (.strip (get (.splitlines (.read-text path)) (- line 2)))))
  (or (in line comments)
      (and (in (- line 1) comments) above (in (get above 0) ";#"))))

(defn local-imports-without-a-reason [imports]
  "Function-local imports of project modules with no comment saying why."
  (setv comments {})
  (lfor [module found] (.items imports)
        [target line local how path] found
        :if (and local (!= how "dynamic")
                 (not (says-why? path line (or (.get comments path)
                                               (.setdefault comments path (comment-lines path))))))
        f"{path}:{line}: {module} imports {target} inside a function, with no comment saying why"))


;; The tests

(defn [(pytest.fixture :scope "module")] imports []
  (project-imports))

(defn test-the-table-names-every-package-of-the-project [imports]
  (setv table (floors))
  (assert (>= (len table) 15))
  (assert (= (lfor m imports :if (is (home m table) None) m) [])))

(defn test-the-reader-sees-imports-top-level-and-local [imports]
  ;; So that the rules below could fail: known imports of each kind are found.
  (setv run (lfor [t _ local _ _] (get imports "slagle.commands.run") #(t local)))
  (assert (in #("slagle.core.search" False) run))
  (assert (in #("slagle.matches.positions" True) run))
  (assert (in #("lisp.macros" False) run))
  ;; the command's module, named at run time, on the line where slagle.cli gives a command its arguments
  (setv line (+ 1 (next (gfor [i text] (enumerate (.splitlines (.read-text (/ ROOT "slagle" "cli.hy"))))
                              :if (in "(.add-arguments (importlib.import-module module)" text)
                              i))))
  (assert (in #(None line True "dynamic")
              (lfor [t line local how _] (get imports "slagle.cli") #(t line local how)))))

(defn test-no-import-goes-up-or-across [imports]
  (assert (= (wrong-way imports (floors)) [])))

(defn test-no-command-imports-another [imports]
  (assert (= (commands-importing-commands imports) [])))

(defn test-only-the-registries-import-modules-named-at-run-time [imports]
  (assert (= (dynamic-outside-registries imports) [])))

(defn test-there-is-no-cycle [imports]
  (assert (= (cycles imports) [])))

(defn test-the-cycle-finder-finds-one []
  (assert (= (cycles {"a" [#("b")] "b" [#("c")] "c" [#("a")] "d" [#("a")]}) [["a" "b" "c"]])))

(defn test-every-local-import-of-the-project-says-why [imports]
  (assert (= (local-imports-without-a-reason imports) [])))


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
   ["slagle/core/above.hy" "(defn f []\n  \"Its docstring:\n  ; no comment\"\n  (import slagle.errors))" "comment"]])

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
  (project-imports root ["lisp" "slagle"]))

(defn [(pytest.mark.parametrize #("path" "text" "rule") PLANTED)] test-a-planted-violation-is-caught [path text rule tmp-path]
  (setv found ((get RULES rule) (plant tmp-path {path text}))
        module (module-name (/ tmp-path path) tmp-path))
  ;; on the line of the violation, the last of each plant
  (assert found)
  (for [line found]
    (assert (in f":{(len (.splitlines text))}: " line) line)
    (assert (in f" {module} " line) line)))

(defn test-a-local-import-with-its-reason-and-a-registry-pass [tmp-path]
  ;; The same imports, said why in a comment, or made by a registry: nothing caught.
  (setv imports (plant tmp-path {"slagle/core/why.hy" "(defn f [#* args] (import slagle.errors) args)   ; why"
                                 "slagle/core/why.py" "def f():\n    import slagle.errors  # why\n"
                                 "slagle/games/__init__.hy" "(import importlib)\n(defn f [n] (importlib.import-module n))"
                                 "slagle/cli.hy" "(import importlib)\n(defn f [n] (importlib.import-module n))"}))
  (for [rule (.values RULES)]
    (assert (= (rule imports) []))))
