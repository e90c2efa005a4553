// The workbench: `slagle run - --json` on the reader's tree, run in this page
// by Pyodide from the site's own files (pyodide/ and workbench/slagle.zip).
//
// window.slagle.run(treeText, {appendix, m, n, dmax, x, y, r, s, trace})
// is a Promise of the object the command prints; bad input rejects it with
// the command's own one line ("slagle: error: ...").
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

def page_panel(tree_text, appendix, m, n, dmax, given):
    from slagle.commands.common import lisp_number
    from slagle.edition.panels import panel_html
    parameters = {k: lisp_number(v) for k, v in json.loads(given).items()}
    return panel_html(tree_text, appendix, m, n, dmax, parameters)
`;

  const OPTIONS = ["appendix", "m", "n", "dmax", "x", "y", "r", "s"];
  const FLAGS = { appendix: "--appendix", dmax: "--dmax" };

  const ready = (async function () {
    const py = await loadPyodide({ indexURL: new URL("pyodide/", document.baseURI).href });
    const zip = await (await fetch("workbench/slagle.zip")).arrayBuffer();
    py.unpackArchive(new Uint8Array(zip), "zip", { extractDir: "/home/pyodide/workbench" });
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide/workbench')");
    py.runPython(RUN);
    return { run: py.globals.get("page_run"), panel: py.globals.get("page_panel") };
  })();

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

  // The last line that says something: a Python error's, not its traceback.
  function lastLine(text) {
    const lines = String(text).split("\n").filter((l) => l.trim());
    return lines.length ? lines[lines.length - 1].trim() : String(text);
  }

  window.slagle = { ready: ready.then(() => true), run, panel };

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

  ready.then(
    () => { $("run").disabled = false; $("status").textContent = "Ready."; },
    (e) => { $("status").textContent = "Python could not be loaded: " + e.message; });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const options = { trace: true };
    for (const name of OPTIONS) options[name] = $(name).value;
    $("status").textContent = "Running…";
    $("tree-error").hidden = true;
    try {
      const result = await run($("tree").value, options);
      $("summary").textContent = "move: " + result.move + "; evaluated (" + result.evaluated.length + "): "
        + result.evaluated.join(" ");
      $("panels").innerHTML = "";
      try {
        $("panels").innerHTML = await panel($("tree").value, result, options);
        window.slagleStepper.attach($("panels").querySelector("section.panel"));
      } catch (e) {
        $("panels").textContent = "The step-through could not be drawn: " + lastLine(e.message);
      }
      $("status").textContent = "Done.";
    } catch (e) {
      $("tree-error").textContent = e.message;
      $("tree-error").hidden = false;
      $("status").textContent = "Not run.";
    }
  });
})();
