// The workbench: `slagle run - --json` on the reader's tree, run in this page
// by Pyodide from the site's own files (pyodide/ and workbench/slagle.zip).
//
// window.slagle.run(treeText, {appendix, m, n, dmax, x, y, r, s, trace})
// is a Promise of the object the command prints; bad input rejects it with
// the command's own one line ("slagle: error: ...").
// window.slagle.tree({branching, depth, seed, low, high}) is a Promise of the
// text of the random tree `slagle bench` makes for them.
// The page's fragment holds the tree and the settings (#tree=...&appendix=c...).
(function () {
  "use strict";

  // The command, called as the command line calls it, its output caught.
  const RUN = `
import contextlib, io, json, sys
import hy
import slagle.cli

def page_run(tree_text, argv):
    out, err = io.StringIO(), io.StringIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(tree_text.encode("utf-8")), encoding="utf-8")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            slagle.cli.main(["run", "-", *argv])
            code = 0
        except SystemExit as e:
            code = e.code
    return json.dumps({"code": code, "out": out.getvalue(), "err": err.getvalue()})

def page_tree(given):
    from slagle.edition.panels import generated_tree
    from slagle.errors import Refusal
    fields = json.loads(given)
    try:
        numbers = []
        for name in ["branching", "depth", "seed", "low", "high"]:
            try:
                numbers.append(int(str(fields[name]).strip()))
            except ValueError:
                raise Refusal(f"{name} must be a whole number, not {fields[name]!r}")
        return json.dumps({"text": generated_tree(*numbers)})
    except Refusal as e:
        return json.dumps({"error": f"slagle: error: {e}"})

def page_panel(tree_text, appendix, m, n, dmax, given):
    from slagle.commands.common import lisp_number
    from slagle.edition.panels import panel_html
    parameters = {k: lisp_number(v) for k, v in json.loads(given).items()}
    return panel_html(tree_text, appendix, m, n, dmax, parameters)
`;

  const OPTIONS = ["appendix", "m", "n", "dmax", "x", "y", "r", "s"];
  const FLAGS = { appendix: "--appendix", dmax: "--dmax" };

  // A browser will not fetch the interpreter and the programs from a file://
  // address: say so rather than wait for them.
  const FROM_FILE = location.protocol === "file:";
  const SERVE = "The workbench runs Python from this site's own files, which a browser will not load from a file:// address: "
    + "serve the site (slagle edition --out DIR --workbench --serve) and open the http:// address it prints.";

  const ready = (async function () {
    if (FROM_FILE) throw new Error(SERVE);
    const py = await loadPyodide({ indexURL: new URL("pyodide/", document.baseURI).href });
    const zip = await (await fetch("workbench/slagle.zip")).arrayBuffer();
    py.unpackArchive(new Uint8Array(zip), "zip", { extractDir: "/home/pyodide/workbench" });
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide/workbench')");
    py.runPython(RUN);
    return { run: py.globals.get("page_run"), panel: py.globals.get("page_panel"), tree: py.globals.get("page_tree") };
  })();
  ready.catch(function () {});   // the page says why; the promise is for the callers

  // The command line's arguments for the options given (a blank is the default).
  function argv(options) {
    const args = [];
    for (const name of OPTIONS) {
      const value = options[name];
      if (value === undefined || value === null || String(value).trim() === "") continue;
      args.push(FLAGS[name] || "-" + name, String(value).trim());
    }
    args.push("--json");
    if (options.trace) args.push("--trace");
    return args;
  }

  async function run(treeText, options = {}) {
    const python = await ready;
    const done = JSON.parse(python.run(String(treeText), argv(options)));
    if (done.code !== 0) {
      throw new Error(done.err.trim() ? lastLine(done.err) : "slagle: exit " + done.code);
    }
    return JSON.parse(done.out);
  }

  // The step-through panel of the search a run made, as a figure's page has it.
  async function panel(treeText, result, options = {}) {
    const python = await ready;
    const given = {};
    for (const name of ["x", "y", "r", "s"]) {
      const value = options[name];
      if (value !== undefined && value !== null && String(value).trim() !== "") given[name] = String(value).trim();
    }
    return python.panel(String(treeText), result.appendix, result.m, result.n, result.dmax, JSON.stringify(given));
  }

  // The tree `slagle bench` makes for {branching, depth, seed, low, high},
  // made by the same Python function: a Promise of its text.
  async function tree(fields) {
    const python = await ready;
    const done = JSON.parse(python.tree(JSON.stringify(fields)));
    if (done.error) throw new Error(done.error);
    return done.text;
  }

  // The last line that says something: a Python error's, not its traceback.
  function lastLine(text) {
    const lines = String(text).split("\n").filter((l) => l.trim());
    return lines.length ? lines[lines.length - 1].trim() : String(text);
  }

  window.slagle = { ready: ready.then(() => true, () => false), fromFile: FROM_FILE, run, panel, tree };

  // The page's form, where there is one.
  const form = document.getElementById("workbench");
  if (!form) return;
  const $ = (id) => document.getElementById(id);
  const trees = JSON.parse($("trees").textContent);

  $("example").addEventListener("change", () => {
    const tree = trees.find((t) => t.slug === $("example").value);
    if (!tree) return;
    $("tree").value = tree.text;
    for (const [name, value] of Object.entries(tree.run)) $(name).value = value;
  });

  // The fragment holds the tree and the settings (#tree=...&appendix=c&m=2...),
  // so that a run can be linked to, and a figure's page links its own.
  const HASHED = ["tree", "predict", ...OPTIONS];

  function fromHash() {
    if (!/^#tree=|^#appendix=/.test(location.hash)) return false;
    const given = new URLSearchParams(location.hash.slice(1));
    if (given.has("tree")) $("tree").value = given.get("tree");
    for (const name of OPTIONS) if (given.has(name)) $(name).value = given.get(name);
    if (given.has("predict")) $("predict").checked = given.get("predict") === "1";
    return given.has("tree");
  }

  function toHash() {
    const fields = new URLSearchParams();
    for (const name of HASHED) {
      const value = name === "predict" ? ($("predict").checked ? "1" : "") : $(name).value;
      if (String(value).trim() !== "") fields.set(name, value);
    }
    history.replaceState(null, "", "#" + fields.toString().replace(/\+/g, "%20"));
  }

  const linked = fromHash();
  // A link followed within the page (another figure's search) runs that tree.
  window.addEventListener("hashchange", () => {
    if (fromHash()) ready.then(() => form.requestSubmit(), () => {});
  });

  ready.then(
    () => {
      $("run").disabled = false;
      $("generate").disabled = false;
      $("status").textContent = "Ready.";
      if (linked) form.requestSubmit();
    },
    (e) => { $("status").textContent = FROM_FILE ? SERVE : "Python could not be loaded: " + e.message; });

  $("generate").addEventListener("click", async () => {
    const fields = {};
    for (const name of ["branching", "depth", "seed", "low", "high"]) fields[name] = $("gen-" + name).value;
    $("tree-error").hidden = true;
    try {
      $("tree").value = await tree(fields);
      $("example").value = "";
      $("status").textContent = "Generated: run it.";
    } catch (e) {
      $("tree-error").textContent = e.message;
      $("tree-error").hidden = false;
      $("status").textContent = "Not generated.";
    }
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const options = { trace: true };
    for (const name of OPTIONS) options[name] = $(name).value;
    $("status").textContent = "Running…";
    $("tree-error").hidden = true;
    try {
      const result = await run($("tree").value, options);
      toHash();
      $("panels").innerHTML = "";
      try {
        $("panels").innerHTML = await panel($("tree").value, result, options);
        const section = $("panels").querySelector("section.panel");
        section.setAttribute("data-keep-hash", "");   // the fragment is the tree's, not a step's
        const stepper = window.slagleStepper.attach(section);
        if ($("predict").checked) stepper.setPredict(true);
      } catch (e) {
        $("panels").textContent = "The step-through could not be drawn: " + lastLine(e.message);
      }
      // Written after the panel is in predict mode, which puts it away until the end.
      $("summary").textContent = "move: " + result.move + "; evaluated (" + result.evaluated.length + "): "
        + result.evaluated.join(" ");
      $("status").textContent = "Done.";
    } catch (e) {
      $("tree-error").textContent = e.message;
      $("tree-error").hidden = false;
      $("status").textContent = "Not run.";
    }
  });
})();
