// The workbench's bytecode, made at build time by the Python the page runs.
//
//   node bytecode.mjs PYODIDE-FOLDER PROGRAMS.zip OUT.zip
//
// Loads Pyodide from PYODIDE-FOLDER (the npm package), unpacks PROGRAMS.zip
// where try.html unpacks it, imports every .hy module in it and runs the
// page's own Python (static/workbench.js's RUN) on Fig. 6, as a reader's
// first run does.  Every module that Pyodide's Python compiled from the
// unpacked tree on the way, .hy or .py, is written to OUT.zip as the
// bytecode the import made, in a pyc checked by the hash of its source
// (PEP 552) under the name the import looks for it by
// (pkg/__pycache__/mod.cpython-313.pyc): valid wherever the zip is unpacked,
// whatever times its files are given.  Pyodide's Python writes no bytecode
// itself (sys.dont_write_bytecode).  Python's output goes to standard error.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [folder, programs, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node bytecode.mjs PYODIDE-FOLDER PROGRAMS.zip OUT.zip");
  process.exit(2);
}

// The page's Python, as the page has it: the template literal RUN.
const script = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "static", "workbench.js"), "utf8");
const found = script.match(/const RUN = `([^`]*)`;/);
if (!found || found[1].includes("\\") || found[1].includes("${")) {
  console.error("bytecode.mjs: no plain `const RUN = `...`;` in static/workbench.js");
  process.exit(1);
}

const MAKE = `
import importlib, importlib.machinery, importlib.util, json, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TREE = "/home/pyodide/workbench"
STAMP = (1980, 1, 1, 0, 0, 0)

# Every code object compiled from a file of the tree, by path.  Installed
# before Hy, whose loader compiles a .hy module's Python through it.
made = {}
compile_source = importlib.machinery.SourceFileLoader.source_to_code

def recorded(self, data, path, *args, **kwargs):
    code = compile_source(self, data, path, *args, **kwargs)
    if path.startswith(TREE + "/"):
        made[path] = code
    return code

importlib.machinery.SourceFileLoader.source_to_code = recorded
sys.path.insert(0, TREE)
import hy

def module_name(relative):
    parts = relative[:-len(".hy")].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

# Every .hy module of the tree; one that cannot run here was still compiled.
for root, folders, files in sorted(os.walk(TREE)):
    for name in sorted(files):
        relative = os.path.relpath(os.path.join(root, name), TREE)
        if name.endswith(".hy") and name != "__main__.hy":
            try:
                importlib.import_module(module_name(relative))
            except Exception as e:
                print(f"bytecode.mjs: {relative}: {type(e).__name__}: {e}", file=sys.stderr)

# The page's first run, its panel and a generated tree, as try.html makes them.
page = {}
exec(PAGE, page)
with open(os.path.join(TREE, "slagle", "figures", "fig6.tree"), encoding="utf-8") as f:
    tree = f.read()
for appendix in ["b", "c"]:
    done = json.loads(page["page_run"](tree, ["--appendix", appendix, "--json", "--trace"]))
    assert done["code"] == 0, done["err"]
    run = json.loads(done["out"])
    page["page_panel"](tree, run["appendix"], run["m"], run["n"], run["dmax"], "{}")
page["page_tree"](json.dumps({"branching": 2, "depth": 2, "seed": 0, "low": 0, "high": 9}))

with zipfile.ZipFile(OUT, "w", zipfile.ZIP_DEFLATED) as z:
    for path, code in sorted(made.items()):
        with open(path, "rb") as f:
            source = f.read()
        name = os.path.relpath(importlib.util.cache_from_source(path), TREE)
        info = zipfile.ZipInfo(name, STAMP)
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, _code_to_hash_pyc(code, importlib.util.source_hash(source), True))
print(f"bytecode.mjs: {len(made)} modules", file=sys.stderr)
`;

// A failure's last line is its own (a Python error's, not node's listing of
// the minified line it was thrown from).
try {
  const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
  const say = (line) => process.stderr.write(line + "\n");
  // One hash seed, so that the same sources make the same bytes (a module may
  // name what it compiles by a string's hash).
  const py = await loadPyodide({ indexURL: path.resolve(folder) + path.sep, stdout: say, stderr: say,
                                 env: { PYTHONHASHSEED: "0" } });
  py.unpackArchive(new Uint8Array(fs.readFileSync(programs)), "zip", { extractDir: "/home/pyodide/workbench" });
  py.globals.set("PAGE", found[1]);
  py.globals.set("OUT", "/tmp/bytecode.zip");
  py.runPython(MAKE);
  fs.writeFileSync(out, py.FS.readFile("/tmp/bytecode.zip"));
} catch (e) {
  console.error(String(e && e.message ? e.message : e).trimEnd());
  process.exit(1);
}
