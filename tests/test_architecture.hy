"The layers of docs/architecture.md, held: every import of every module of
the project, read with Hy's own reader (and Python's ast for .py), goes to a
lower floor or within its own package; no command imports another; no
cycle; a function-local import of a project module says why on its line."

(import ast
        re
        pathlib [Path]
        hy
        hy.models [Expression Keyword List Symbol]
        pytest)

(setv ROOT (. (Path __file__) parent parent)
      PACKAGES ["lisp" "appendix_a" "appendix_b" "appendix_c" "mccarthy" "textbook" "slagle"]
      IMPORTS #{"import" "require"}
      QUOTES #{(Symbol "quasiquote") (Symbol "quote")}
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

(defn module-name [path]
  "The dotted name of the module at path (a package's __init__: the package)."
  (setv parts (list (. (.relative-to path ROOT) parts)))
  (setv (get parts -1) (. (Path (get parts -1)) stem))
  (when (= (get parts -1) "__init__")
    (.pop parts))
  (.join "." parts))

(defn project-files []
  "Every .hy and .py module of the project's packages."
  (sorted (gfor package PACKAGES
                suffix ["*.hy" "*.py"]
                path (.rglob (/ ROOT package) suffix)
                :if (not-in "__pycache__" path.parts)
                path)))

(defn dotted? [x]
  "Is x a module's name as Hy reads it: a symbol, or (. a b) for a.b?"
  (or (isinstance x Symbol)
      (and (isinstance x Expression) x (= (get x 0) (Symbol ".")))))

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

(defn hy-imports [path]
  "[#(module line local?)] for every import and require in the Hy file at path."
  (setv found [])
  (defn walk [form depth]
    (when (and (isinstance form #(Expression List))
               ;; A macro's template: the imports it writes are its callers'.
               (not (and (isinstance form Expression) form (in (get form 0) QUOTES))))
      (when (and (isinstance form Expression) form (isinstance (get form 0) Symbol)
                 (in (str (get form 0)) IMPORTS))
        (for [target (import-targets form)]
          (.append found #(target form.start-line (> depth 0)))))
      (for [x form]
        (walk x (+ depth 1)))))
  (for [form (hy.read-many (.read-text path) :filename (str path))]
    (walk form 0))
  found)

(defn py-imports [path]
  "[#(module line local?)] for every import in the Python file at path."
  (setv tree (ast.parse (.read-text path)) top (set (map id tree.body)) found [])
  (for [node (ast.walk tree)]
    (cond (isinstance node ast.Import)
            (for [a node.names] (.append found #(a.name node.lineno (not-in (id node) top))))
          (and (isinstance node ast.ImportFrom) node.module)
            (for [a node.names]
              (.append found #(node.module node.lineno (not-in (id node) top)))
              (.append found #(f"{node.module}.{a.name}" node.lineno (not-in (id node) top))))))
  found)

(defn project-imports []
  "{module: [#(imported-module line local? path)]}: the imports of project modules, among project modules."
  (setv paths (dfor path (project-files) (module-name path) path)
        out {})
  (for [[module path] (.items paths)]
    (setv read (if (= path.suffix ".hy") (hy-imports path) (py-imports path)))
    (setv (get out module)
          (lfor [target line local] read
                :if (and (in target paths) (!= target module))
                #(target line local path))))
  out)


;; The rules

(defn wrong-way [imports table]
  "Imports to a higher floor, or between two packages of one floor: their lines."
  (lfor [module found] (.items imports)
        [target line _ path] found
        :setv [a b] [(home module table) (home target table)]
        :if (and (is-not a None) (is-not b None) (!= a b)
                 (>= (get table b) (get table a)))
        f"{(.relative-to path ROOT)}:{line}: {module} (floor {(get table a)}) imports {target} (floor {(get table b)})"))

(defn commands-importing-commands [imports]
  "Imports of one command by another (all may import slagle.commands.common): their lines."
  (lfor [module found] (.items imports)
        [target line _ path] found
        :if (and (.startswith module "slagle.commands.") (.startswith target "slagle.commands.")
                 (!= target COMMON))
        f"{(.relative-to path ROOT)}:{line}: the command {module} imports {target}"))

(defn cycles [imports]
  "The strongly connected components of more than one module (Tarjan's algorithm)."
  (setv index {} low {} stack [] on-stack #{} found [] counter [0])
  (defn visit [v]
    (setv (get index v) (get counter 0) (get low v) (get counter 0))
    (+= (get counter 0) 1)
    (.append stack v)
    (.add on-stack v)
    (for [[w #* _] (.get imports v [])]
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

(defn says-why? [lines line]
  "Is there a comment on the line (numbered from 1) or on a comment line just above it?"
  (setv here (get lines (- line 1))
        above (if (> line 1) (.strip (get lines (- line 2))) ""))
  (or (in ";" here) (in "#" here) (.startswith above ";") (.startswith above "#")))

(defn local-imports-without-a-reason [imports]
  "Function-local imports of project modules with no comment on their line or just above it."
  (setv lines {})
  (lfor [module found] (.items imports)
        [target line local path] found
        :if (and local
                 (not (says-why? (.setdefault lines path (.splitlines (.read-text path))) line)))
        f"{(.relative-to path ROOT)}:{line}: {module} imports {target} inside a function, with no comment saying why"))


;; The tests

(defn [(pytest.fixture :scope "module")] imports []
  (project-imports))

(defn test-the-table-names-every-package-of-the-project [imports]
  (setv table (floors))
  (assert (>= (len table) 15))
  (assert (= (lfor m imports :if (is (home m table) None) m) [])))

(defn test-the-reader-sees-imports-top-level-and-local [imports]
  ;; So that the rules below could fail: known imports of each kind are found.
  (setv run (lfor [t _ local _] (get imports "slagle.commands.run") #(t local)))
  (assert (in #("slagle.core.search" False) run))
  (assert (in #("slagle.matches.positions" True) run))
  (assert (in #("lisp.macros" False) run)))

(defn test-no-import-goes-up-or-across [imports]
  (assert (= (wrong-way imports (floors)) [])))

(defn test-the-rule-would-catch-an-import-upward [imports]
  (setv bad {"lisp.eval" [#("slagle.cli" 1 False (/ ROOT "lisp" "eval.hy"))]})
  (assert (= (len (wrong-way bad (floors))) 1)))

(defn test-no-command-imports-another [imports]
  (assert (= (commands-importing-commands imports) [])))

(defn test-there-is-no-cycle [imports]
  (assert (= (cycles imports) [])))

(defn test-the-cycle-finder-finds-one []
  (assert (= (cycles {"a" [#("b")] "b" [#("c")] "c" [#("a")] "d" [#("a")]}) [["a" "b" "c"]])))

(defn test-every-local-import-of-the-project-says-why [imports]
  (assert (= (local-imports-without-a-reason imports) [])))
