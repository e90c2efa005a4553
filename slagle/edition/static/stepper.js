/* The step-through of a figure's searches: each panel holds one recorded
   search (its calls and steps as JSON, written by slagle edition) and its
   tree as SVG, whose boxes carry data-pos.  A step is shown by replaying the
   changes of the steps up to it: the values come to, the positions cut off.
   The URL fragment #KEY-K names step K of the panel KEY. */
"use strict";

(function () {
  const panels = [];
  let active = null;

  function Panel(section) {
    const data = JSON.parse(section.querySelector("script.search-data").textContent);
    const svg = section.querySelector("svg.tree");
    const byName = {};
    svg.querySelectorAll("[data-pos]").forEach(function (box) {
      const name = box.getAttribute("data-pos");
      byName[name] = {
        box: box,
        label: svg.querySelector('[data-pos-name="' + CSS.escape(name) + '"]'),
        value: svg.querySelector('[data-pos-value="' + CSS.escape(name) + '"]')
      };
      byName[name].drawn = byName[name].value ? byName[name].value.textContent : "";
    });
    this.section = section;
    this.key = data.key;
    this.root = data.root;
    this.calls = data.calls;
    this.steps = data.steps;
    this.byName = byName;
    this.k = 0;
    this.trace = section.querySelectorAll("ol.trace > li");
  }

  Panel.prototype.show = function (k) {
    const last = this.steps.length - 1;
    k = Math.max(0, Math.min(last, k));
    this.k = k;
    const values = {}, cut = {};
    for (let i = 0; i <= k; i++) {
      const s = this.steps[i];
      if (s.value) values[s.value[0]] = s.value[1];
      if (s.cut) s.cut.forEach(function (p) { cut[p] = true; });
    }
    const step = this.steps[k];
    const finished = k === last;
    for (const name in this.byName) {
      const pos = this.byName[name];
      const isRoot = name === this.root;
      const seen = isRoot || name in values;
      pos.box.classList.toggle("pending", !finished && !seen && !cut[name]);
      pos.box.classList.toggle("cut", !finished && !!cut[name]);
      pos.box.classList.toggle("focus", name === step.focus);
      if (pos.label) pos.label.classList.toggle("focus", name === step.focus);
      if (pos.value && !isRoot) {
        pos.value.textContent = finished || cut[name] ? pos.drawn : (values[name] || "");
        pos.value.classList.toggle("pending", !finished && !seen);
      }
    }
    this.render(step, k);
  };

  Panel.prototype.render = function (step, k) {
    const s = this.section, call = this.calls[step.call];
    s.querySelector(".counter .k").textContent = String(k + 1);
    s.querySelector(".event .kind").textContent = step.kind === "call" ? "call" : "return";
    s.querySelector(".event .text").textContent = step.text;
    s.querySelector(".note").textContent = step.note ? step.note : "";
    s.querySelector(".focus-name").textContent = step.focus;
    const body = s.querySelector(".bindings tbody");
    body.textContent = "";
    Object.keys(call.bindings).forEach(function (name) {
      const row = document.createElement("tr");
      row.setAttribute("data-var", name);
      if (call.reads.indexOf(name) >= 0) row.className = "reads";
      const th = document.createElement("th"), td = document.createElement("td");
      th.textContent = name;
      td.textContent = call.bindings[name];
      row.append(th, td);
      body.append(row);
    });
    const stack = s.querySelector(".stack");
    stack.textContent = "";
    const calls = this.calls;
    step.stack.forEach(function (i) {
      const li = document.createElement("li");
      const c = calls[i];
      li.textContent = c.name + "[" + c.args.join(";") + "]";
      stack.append(li);
    });
    this.trace.forEach(function (li, i) { li.classList.toggle("current", i === k); });
    const current = this.trace[k];
    if (current) {
      const box = current.parentElement;
      const top = current.offsetTop;   // the list is positioned: offsets are within it
      if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) {
        box.scrollTop = Math.max(0, top - box.clientHeight / 2);
      }
    }
    s.querySelector(".permalink").setAttribute("href", "#" + this.key + "-" + (k + 1));
  };

  function choose(panel) {
    active = panel;
    panels.forEach(function (p) { p.section.classList.toggle("active", p === panel); });
  }

  function go(panel, k, remember) {
    choose(panel);
    panel.show(k);
    if (remember) {
      const hash = "#" + panel.key + "-" + (panel.k + 1);
      if (location.hash !== hash) {
        try { history.replaceState(null, "", hash); } catch (err) { location.hash = hash; }
      }
    }
  }

  function fromHash() {
    const m = /^#([a-z0-9]+)-(\d+)$/.exec(location.hash);
    if (!m) return false;
    const panel = panels.find(function (p) { return p.key === m[1]; });
    if (!panel) return false;
    go(panel, parseInt(m[2], 10) - 1, false);
    return true;
  }

  function move(panel, how) {
    const last = panel.steps.length - 1;
    const k = { first: 0, back: panel.k - 1, forward: panel.k + 1, last: last }[how];
    go(panel, k, true);
  }

  document.querySelectorAll("section.panel").forEach(function (section) {
    const panel = new Panel(section);
    panels.push(panel);
    section.querySelectorAll("button[data-go]").forEach(function (b) {
      b.addEventListener("click", function () { move(panel, b.getAttribute("data-go")); });
    });
    section.addEventListener("click", function () { choose(panel); });
    panel.show(0);
  });
  if (!panels.length) return;
  choose(panels[panels.length - 1]);
  // A step's link opens its search, not the trace line of the same name.
  if (fromHash()) active.section.scrollIntoView({ block: "start" });
  window.addEventListener("hashchange", function () {
    if (fromHash()) active.section.scrollIntoView({ block: "nearest" });
  });
  // On paper, each search as it ended: the whole picture.
  window.addEventListener("beforeprint", function () {
    panels.forEach(function (p) { p.show(p.steps.length - 1); });
  });

  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || !active) return;
    const how = { ArrowRight: "forward", n: "forward", ArrowLeft: "back", p: "back",
                  Home: "first", End: "last" }[e.key];
    if (how) {
      e.preventDefault();
      move(active, how);
    } else if (/^[1-9]$/.test(e.key) && panels[parseInt(e.key, 10) - 1]) {
      choose(panels[parseInt(e.key, 10) - 1]);
    }
  });
})();
