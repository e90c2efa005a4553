/* The step-through of a figure's searches.  Each panel holds one recorded
   search (its calls and steps as JSON, written by slagle edition) and its
   tree as SVG, whose boxes carry data-pos, whose names, values and side notes
   carry data-pos-name, data-pos-value and class side, and whose edges carry
   data-to.  The page as written shows each search as it ended; stepping, a
   step is shown by replaying the changes of the steps up to it (the values
   come to, the positions cut off), and nothing decided later is shown: not
   the move, not its edge, not a cutoff.  The URL fragment #KEY-K names step
   K of the panel KEY.  The keys step a search only while it has the focus.
   A panel whose data has first and last (a function's page: one call of a
   figure's search) steps within them, starting at the first.  A whole
   search's panel also has a predict mode, which asks before each step that
   decides something what it decides (see below). */
"use strict";

(function () {
  const SVGNS = "http://www.w3.org/2000/svg";
  const panels = [];

  /* Whole numbers as the paper writes them: 5, not 5.0. */
  function paper(text) {
    return String(text).replace(/(^|[^\w.])(-?\d+)\.0(?![\w.])/g, "$1$2");
  }

  function Panel(section) {
    const data = JSON.parse(section.querySelector("script.search-data").textContent);
    const svg = section.querySelector("svg.tree");
    const byName = {};
    svg.querySelectorAll("[data-pos]").forEach(function (box) {
      const name = box.getAttribute("data-pos");
      const value = svg.querySelector('[data-pos-value="' + CSS.escape(name) + '"]');
      const title = box.querySelector("title");
      byName[name] = {
        title: title,
        told: title ? title.textContent : "",
        box: box,
        label: svg.querySelector('[data-pos-name="' + CSS.escape(name) + '"]'),
        value: value,
        drawn: value ? value.textContent : "",
        edge: svg.querySelector('[data-to="' + CSS.escape(name) + '"]')
      };
    });
    this.section = section;
    this.svg = svg;
    this.key = data.key;
    this.root = data.root;
    this.calls = data.calls;
    this.steps = data.steps;
    this.code = data.code || {};
    this.byName = byName;
    this.first = typeof data.first === "number" ? data.first : 0;
    this.last = typeof data.last === "number" ? data.last : data.steps.length - 1;
    this.k = this.first;
    this.zoom = 1;
    this.width = parseFloat(svg.getAttribute("width"));
    this.timer = null;
    this.trace = Array.from(section.querySelectorAll("ol.trace > li"));
    this.traceList = section.querySelector("ol.trace");
    const first = this.first, last = this.last;
    // Predict mode: the questions within the panel's steps, asked in order.
    this.questions = (data.questions || []).filter(function (q) { return q.step > first && q.step <= last; });
    this.predicting = false;
    this.trace.forEach(function (li, i) { li.hidden = i < first || i > last; });
    this.windows = svg.appendChild(document.createElementNS(SVGNS, "g"));
    this.windows.setAttribute("class", "windows");
    this.windows.setAttribute("aria-hidden", "true");
    this.shownFn = null;
  }

  /* The first step after k, up to the panel's last, that is an evaluation (a
     call of value), a cutoff or a value backed up; k itself if none. */
  Panel.prototype.next = function (what) {
    for (let i = this.k + 1; i <= this.last; i++) {
      const s = this.steps[i];
      if (what === "evaluation" && s.kind === "call" && this.calls[s.call].name === "value") return i;
      if (what === "cutoff" && s.note) return i;
      if (what === "backed" && s.value) return i;
    }
    return this.k;
  };

  Panel.prototype.show = function (k) {
    const end = this.steps.length - 1;
    k = Math.max(this.first, Math.min(this.last, k));
    this.k = k;
    const values = {}, cut = {}, visited = {};
    for (let i = 0; i <= k; i++) {
      const s = this.steps[i];
      visited[s.focus] = true;
      if (s.value) values[s.value[0]] = s.value[1];
      if (s.cut) s.cut.forEach(function (p) { cut[p] = true; });
    }
    const step = this.steps[k];
    const finished = k === end;
    this.section.classList.toggle("stepping", !finished);
    const outcome = this.section.querySelector(".outcome");   // none on a call's panel
    if (outcome) outcome.hidden = !finished;
    for (const name in this.byName) {
      const pos = this.byName[name];
      const isRoot = name === this.root;
      const seen = isRoot || name in values || name in visited;
      const pending = !finished && !seen && !cut[name];
      pos.box.classList.toggle("pending", pending);
      pos.box.classList.toggle("cut", !finished && !!cut[name]);
      pos.box.classList.toggle("focus", name === step.focus);
      if (pos.label) {
        pos.label.classList.toggle("focus", name === step.focus);
        pos.label.classList.toggle("pending", pending);
      }
      if (pos.edge) {
        pos.edge.classList.toggle("pending", pending);
        pos.edge.classList.toggle("cut", !finished && !!cut[name]);
      }
      if (pos.value) {
        pos.value.textContent = finished ? pos.drawn : (isRoot ? "" : paper(values[name] || ""));
        pos.value.classList.toggle("pending", pending);
      }
      // A box's tooltip tells the whole search's outcome there: its name alone until the end.
      if (pos.title) pos.title.textContent = finished ? pos.told : name;
    }
    this.placeTrace(k);
    this.drawWindows(finished ? [] : (step.window || []));
    this.render(step, k);
    this.reveal(this.byName[step.focus]);
  };

  /* The trace's lines: all of them, or, predicting, only those up to step k
     (the later ones taken out of the page, not merely hidden). */
  Panel.prototype.placeTrace = function (k) {
    const list = this.traceList, upto = this.predicting ? k : this.steps.length - 1;
    this.trace.forEach(function (li, i) {
      if (i <= upto) { if (!li.isConnected) list.appendChild(li); }
      else if (li.isConnected) li.remove();
    });
  };

  /* Scroll the tree's box, where the tree is wider than it, to a position. */
  Panel.prototype.reveal = function (pos) {
    if (!pos) return;
    const pic = this.section.querySelector(".picture");
    const scale = (this.svg.clientWidth || this.width) / this.width;
    const x = (parseFloat(pos.box.getAttribute("x")) + parseFloat(pos.box.getAttribute("width")) / 2) * scale;
    const y = (parseFloat(pos.box.getAttribute("y")) + parseFloat(pos.box.getAttribute("height")) / 2) * scale;
    if (x < pic.scrollLeft + 40 || x > pic.scrollLeft + pic.clientWidth - 40) {
      pic.scrollLeft = Math.max(0, x - pic.clientWidth / 2);
    }
    if (y < pic.scrollTop + 40 || y > pic.scrollTop + pic.clientHeight - 40) {
      pic.scrollTop = Math.max(0, y - pic.clientHeight / 2);
    }
  };

  /* The [α, β] window under each position of the current path. */
  Panel.prototype.drawWindows = function (windows) {
    const g = this.windows, byName = this.byName;
    g.textContent = "";
    windows.forEach(function (w) {
      const pos = byName[w[0]];
      if (!pos) return;
      const x = parseFloat(pos.box.getAttribute("x")) + parseFloat(pos.box.getAttribute("width")) / 2;
      const y = parseFloat(pos.box.getAttribute("y")) + parseFloat(pos.box.getAttribute("height")) + 15;
      const t = document.createElementNS(SVGNS, "text");
      t.setAttribute("x", x);
      t.setAttribute("y", y);
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("class", "window");
      t.setAttribute("data-window", w[0]);
      t.textContent = "[" + paper(w[1]) + ", " + paper(w[2]) + "]";
      g.appendChild(t);
    });
  };

  /* The running function, as printed and in Hy, its current line marked. */
  Panel.prototype.showCode = function (at) {
    const s = this.section;
    const side = s.querySelector(".code-side");
    const texts = at && this.code[at.fn];
    side.classList.toggle("empty", !texts);
    if (!texts) { s.querySelector(".running .fn").textContent = at ? at.fn : ""; return; }
    if (this.shownFn !== at.fn) {
      this.shownFn = at.fn;
      s.querySelector(".running .fn").textContent = at.fn;
      [["mexpr", ".now-m code"], ["hy", ".now-hy code"]].forEach(function (pair) {
        const box = s.querySelector(pair[1]);
        box.textContent = "";
        texts[pair[0]].forEach(function (line, i) {
          const span = document.createElement("span");
          span.className = "line";
          span.setAttribute("data-line", String(i + 1));
          span.textContent = line;
          box.append(span, "\n");
        });
      });
    }
    [["m", ".now-m"], ["hy", ".now-hy"]].forEach(function (pair) {
      const pre = s.querySelector(pair[1]);
      pre.querySelectorAll(".line").forEach(function (line, i) {
        line.classList.toggle("current", i === at[pair[0]]);
      });
      const current = pre.querySelector(".line.current");
      if (current) {
        const top = current.offsetTop - pre.offsetTop;
        if (top < pre.scrollTop || top > pre.scrollTop + pre.clientHeight - current.offsetHeight) {
          pre.scrollTop = Math.max(0, top - pre.clientHeight / 2);
        }
      }
    });
  };

  Panel.prototype.render = function (step, k) {
    const s = this.section, call = this.calls[step.call];
    s.querySelector(".counter .k").textContent = String(k + 1);
    s.querySelector(".event .kind").textContent = step.kind === "call" ? "call" : "return";
    s.querySelector(".event .text").textContent = paper(step.text);
    s.querySelector(".note").textContent = step.note ? paper(step.note) : "";
    s.querySelector(".focus-name").textContent = step.focus;
    s.querySelector(".live").textContent = "Step " + (k + 1) + " of " + this.steps.length + ": " +
      (step.kind === "call" ? "call " : "return ") + paper(step.text) + (step.note ? "; " + paper(step.note) : "");
    const body = s.querySelector(".bindings tbody");
    body.textContent = "";
    Object.keys(call.bindings).forEach(function (name) {
      const row = document.createElement("tr");
      row.setAttribute("data-var", name);
      if (call.reads.indexOf(name) >= 0) row.className = "reads";
      const th = document.createElement("th"), td = document.createElement("td");
      th.textContent = name;
      th.scope = "row";
      td.textContent = paper(call.bindings[name]);
      row.append(th, td);
      body.append(row);
    });
    const stack = s.querySelector(".stack");
    stack.textContent = "";
    const calls = this.calls;
    step.stack.forEach(function (i) {
      const li = document.createElement("li");
      const c = calls[i];
      li.textContent = c.name + "[" + c.args.map(paper).join(";") + "]";
      stack.append(li);
    });
    this.showCode(step.at);
    this.trace.forEach(function (li, i) {
      li.classList.toggle("current", i === k);
      const a = li.querySelector("a");
      a.tabIndex = i === k ? 0 : -1;
      if (i === k) a.setAttribute("aria-current", "step"); else a.removeAttribute("aria-current");
    });
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

  /* ---- Predict mode.  Before each step that decides something (a call of
     value, the end of a walk down a position's successors, a value backed
     up) the panel stops and asks what it decides; the answer shows the step
     and says whether it was right and why.  The questions, answers and
     reasons are written with the search's data (slagle/edition/predict.hy);
     nothing here works out the search. */

  /* A value as typed: a number, ∞ or -∞; NaN if it is none of them. */
  function typedNumber(text) {
    const t = String(text).trim().replace(/\u2212/g, "-");
    if (/^\+?(∞|inf(inity)?)$/i.test(t)) return Infinity;
    if (/^-(∞|inf(inity)?)$/i.test(t)) return -Infinity;
    return t === "" ? NaN : Number(t);
  }

  /* Whether an answer is the step's: a value typed to two or more decimals
     is right if the value rounds to it (Appendix B's values are long). */
  function isRight(q, given) {
    if (q.kind === "evaluation") return given.trim().toUpperCase() === q.answer.toUpperCase();
    if (q.kind === "cutoff") return given === q.answer;
    const a = typedNumber(given), b = typedNumber(q.answer);
    if (a === b) return true;
    const decimals = (String(given).trim().split(".")[1] || "").length;
    return decimals >= 2 && isFinite(a) && isFinite(b) && a.toFixed(decimals) === b.toFixed(decimals);
  }

  Panel.prototype.part = function (selector) { return this.section.querySelector(selector); };

  /* While predicting, what else on the page would tell the search's course
     (the other searches, the claims, the tree file, the workbench's summary)
     is put away, and put back as it was after. */
  Panel.prototype.putAway = function (away) {
    const own = this.section;
    if (away) {
      this.away = [];
      const panel = this;
      document.querySelectorAll("[data-tells], section.panel").forEach(function (e) {
        if (e === own || e.contains(own)) return;
        panel.away.push([e, e.hidden]);
        e.hidden = true;
      });
    } else {
      (this.away || []).forEach(function (pair) { pair[0].hidden = pair[1]; });
      this.away = [];
    }
  };

  Panel.prototype.setPredict = function (on) {
    if (on === this.predicting || !this.part(".predict")) return;
    this.stop();
    this.predicting = on;
    this.section.classList.toggle("predicting", on);
    const toggle = this.part("button.predict-toggle");
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    toggle.textContent = on ? "stop predicting" : "predict each step";
    this.section.querySelectorAll(".controls .buttons").forEach(function (e) { e.hidden = on; });
    this.putAway(on);
    this.asked = 0;
    this.right = 0;
    this.qi = 0;
    this.part(".score").textContent = "";
    this.part(".verdict").textContent = "";
    this.part(".next-question").hidden = true;
    this.part("form.question").hidden = true;
    if (on) {
      this.show(this.first);
      this.ask();
    } else {
      this.show(this.k);
    }
  };

  /* The next question, the search shown as it stood at the step before. */
  Panel.prototype.ask = function () {
    const form = this.part("form.question");
    if (this.qi >= this.questions.length) {
      this.show(this.last);
      form.hidden = true;
      this.part(".next-question").hidden = true;
      this.putAway(false);   // the whole search is told now: the rest of the page may tell it too
      const end = "The search is over: " + this.scoreText() + ".";
      this.part(".verdict").textContent = end;
      this.part(".live").textContent = end;
      return;
    }
    const q = this.questions[this.qi];
    this.part(".ask").textContent = "Question " + (this.qi + 1) + " of " + this.questions.length + ": " + q.ask;
    this.part(".answer-position").hidden = q.kind !== "evaluation";
    this.part(".answer-cutoff").hidden = q.kind !== "cutoff";
    this.part(".answer-value").hidden = q.kind !== "backed";
    form.querySelectorAll("input[type=text]").forEach(function (e) { e.value = ""; });
    form.querySelectorAll("input[type=radio]").forEach(function (e) { e.checked = false; });
    form.hidden = false;
    this.part(".next-question").hidden = true;
    this.part(".verdict").textContent = "";
    this.part(".live").textContent = q.ask;
    const first = form.querySelector(q.kind === "evaluation" ? ".answer-name"
      : q.kind === "cutoff" ? "input[type=radio]" : ".answer-number");
    first.focus({ preventScroll: true });
  };

  Panel.prototype.scoreText = function () {
    return "right " + this.right + " of " + this.asked + " asked";
  };

  /* What the form holds for the question asked: a name, none/alpha/beta, a value. */
  Panel.prototype.given = function (q) {
    if (q.kind === "evaluation") return this.part(".answer-name").value;
    if (q.kind === "backed") return this.part(".answer-number").value;
    const checked = this.part(".answer-cutoff input:checked");
    return checked ? checked.value : "";
  };

  /* An answer: the step shown, the verdict said (and announced), the score kept.
     An answer that is no answer (blank, not a number) is said so, and not counted. */
  Panel.prototype.answer = function (given) {
    const q = this.questions[this.qi];
    if (!q || this.part("form.question").hidden) return;
    let problem = "";
    if (String(given).trim() === "") problem = "Give an answer first.";
    else if (q.kind === "backed" && isNaN(typedNumber(given))) {
      problem = "“" + given + "” is not a value: give a number, as 4 or -2.5.";
    }
    if (problem) {
      this.part(".verdict").textContent = problem;
      this.part(".live").textContent = problem;
      return;
    }
    const ok = isRight(q, given);
    this.asked += 1;
    if (ok) this.right += 1;
    this.show(q.step);
    const said = q.kind === "cutoff" ? { none: "no cutoff", alpha: "a cutoff by α", beta: "a cutoff by β" }[given] : given.trim();
    const verdict = (ok ? "Right: " : "Wrong (you said " + said + "): ") + paper(q.why);
    this.part(".verdict").textContent = verdict;
    this.part(".score").textContent = this.scoreText();
    this.part(".live").textContent = verdict + " Score: " + this.scoreText() + ".";
    this.part("form.question").hidden = true;
    this.qi += 1;
    const next = this.part(".next-question");
    next.textContent = this.qi < this.questions.length ? "next question" : "to the end of the search";
    next.hidden = false;
    next.focus({ preventScroll: true });
  };

  Panel.prototype.setZoom = function (how) {
    const box = this.section.querySelector(".picture");
    const fit = Math.min(1, (box.clientWidth - 4) / this.width);
    this.zoom = how === "fit" ? fit
      : Math.max(0.3, Math.min(3, this.zoom * (how === "in" ? 1.25 : 0.8)));
    this.svg.style.width = Math.round(this.width * this.zoom) + "px";
  };

  Panel.prototype.stop = function () {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const b = this.section.querySelector("button.play");
    b.textContent = "play";
    b.setAttribute("aria-pressed", "false");
  };

  Panel.prototype.play = function () {
    const panel = this;
    if (panel.timer) { panel.stop(); return; }
    if (panel.k >= panel.last) go(panel, panel.first, true);
    const b = panel.section.querySelector("button.play");
    b.textContent = "pause";
    b.setAttribute("aria-pressed", "true");
    const delay = parseInt(panel.section.querySelector("select.speed").value, 10);
    panel.timer = setInterval(function () {
      if (panel.k >= panel.last) { panel.stop(); return; }
      go(panel, panel.k + 1, true);
    }, delay);
  };

  /* B and C in lockstep by position: when one steps, the other goes to the
     first of its steps about the same position, if it looks at it at all. */
  let lockstep = false;

  function follow(panel) {
    if (!lockstep || panel.predicting) return;
    const focus = panel.steps[panel.k].focus;
    panels.forEach(function (other) {
      if (other === panel) return;
      const k = other.steps.findIndex(function (s) { return s.focus === focus; });
      if (k >= 0 && other.k !== k) other.show(k);
    });
  }

  /* On B's tree, the positions C's search never looks at. */
  function markUnseen(on) {
    const b = panels.find(function (p) { return p.key[0] === "b"; });
    const c = panels.find(function (p) { return p.key[0] === "c"; });
    if (!b || !c) return;
    const seen = {};
    c.steps.forEach(function (s) { seen[s.focus] = true; });
    Object.keys(b.byName).forEach(function (name) {
      b.byName[name].box.classList.toggle("c-unseen", on && !seen[name]);
    });
  }

  function go(panel, k, remember) {
    panel.show(k);
    follow(panel);
    // A panel whose page keeps its own fragment (the workbench's) leaves it be.
    if (remember && !panel.section.hasAttribute("data-keep-hash")) {
      const hash = "#" + panel.key + "-" + (panel.k + 1);
      if (location.hash !== hash) {
        try { history.replaceState(null, "", hash); } catch (err) { location.hash = hash; }
      }
    }
  }

  function fromHash() {
    const m = /^#([a-z0-9]+)-(\d+)$/.exec(location.hash);
    if (!m) return null;
    const panel = panels.find(function (p) { return p.key === m[1]; });
    if (!panel || panel.predicting) return null;   // predicting, no step is shown out of turn
    const asked = parseInt(m[2], 10) - 1;
    const outside = asked < panel.first || asked > panel.last;
    go(panel, asked, outside);   // a step outside the panel's range: the link says where it went
    return panel;
  }

  function move(panel, how) {
    const k = { first: panel.first, back: panel.k - 1, forward: panel.k + 1, last: panel.last,
                evaluation: panel.next("evaluation"), cutoff: panel.next("cutoff"),
                backed: panel.next("backed") }[how];
    go(panel, k, true);
  }

  /* A panel's section made a step-through: its controls shown and bound. */
  function attach(section) {
    const panel = new Panel(section);
    panels.push(panel);
    section.querySelectorAll(".controls, .zoom, .code-side, .state").forEach(function (e) { e.hidden = false; });
    section.querySelectorAll("button[data-go]").forEach(function (b) {
      b.addEventListener("click", function () { panel.stop(); move(panel, b.getAttribute("data-go")); });
    });
    section.querySelectorAll("button[data-zoom]").forEach(function (b) {
      b.addEventListener("click", function () { panel.setZoom(b.getAttribute("data-zoom")); });
    });
    section.querySelector("button.play").addEventListener("click", function () { panel.play(); });
    const predict = section.querySelector(".predict");
    if (predict && panel.questions.length) {
      predict.hidden = false;
      predict.querySelector("button.predict-toggle").addEventListener("click", function () {
        panel.setPredict(!panel.predicting);
      });
      predict.querySelector("form.question").addEventListener("submit", function (e) {
        e.preventDefault();
        panel.answer(panel.given(panel.questions[panel.qi]));
      });
      predict.querySelector(".next-question").addEventListener("click", function () { panel.ask(); });
    }
    section.querySelector("select.speed").addEventListener("change", function () {
      if (panel.timer) { panel.stop(); panel.play(); }
    });
    // A position's box: the first step about it.  A trace line: its box lit.
    Object.keys(panel.byName).forEach(function (name) {
      const box = panel.byName[name].box;
      box.addEventListener("click", function () {
        // Predicting, a box clicked is the answer to "which position is evaluated next?"
        if (panel.predicting) {
          const q = panel.questions[panel.qi];
          if (q && q.kind === "evaluation" && !panel.part("form.question").hidden) {
            panel.part(".answer-name").value = name;
            panel.answer(name);
          }
          return;
        }
        const k = panel.steps.findIndex(function (s, i) { return i >= panel.first && s.focus === name; });
        if (k >= 0 && k <= panel.last) { panel.stop(); go(panel, k, true); }
      });
    });
    panel.trace.forEach(function (li, i) {
      const focus = panel.steps[i].focus;
      li.addEventListener("mouseenter", function () {
        const pos = panel.byName[focus];
        if (pos) pos.box.classList.add("lit");
      });
      li.addEventListener("mouseleave", function () {
        const pos = panel.byName[focus];
        if (pos) pos.box.classList.remove("lit");
      });
    });
    // The trace is one tab stop: the arrows move within it.
    section.querySelector("ol.trace").addEventListener("keydown", function (e) {
      const how = { ArrowDown: "forward", ArrowUp: "back" }[e.key];
      if (!how || panel.predicting) return;
      e.preventDefault();
      e.stopPropagation();
      move(panel, how);
      panel.trace[panel.k].querySelector("a").focus();
    });
    // The keys step this search only while the focus is in it.
    section.addEventListener("keydown", function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || panel.predicting) return;
      if (/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
      const how = { ArrowRight: "forward", n: "forward", ArrowLeft: "back", p: "back" }[e.key];
      if (how) {
        e.preventDefault();
        panel.stop();
        move(panel, how);
      }
    });
    panel.show(panel.first);
    return panel;
  }

  /* A panel put in the page after it loaded (the workbench's): a step-through
     too, in place of the panel of the same key, if there was one. */
  window.slagleStepper = {
    attach: function (section) {
      const i = panels.findIndex(function (p) { return p.key === section.getAttribute("data-key"); });
      if (i >= 0) { panels[i].setPredict(false); panels[i].stop(); panels.splice(i, 1); }
      return attach(section);
    }
  };

  document.querySelectorAll("[hidden].help").forEach(function (e) { e.hidden = false; });
  document.querySelectorAll("section.panel").forEach(attach);
  if (!panels.length) return;
  const together = document.querySelector("input.lockstep");
  if (together && panels.length > 1) {
    together.closest(".lockstep-box").hidden = false;
    together.addEventListener("change", function () {
      lockstep = together.checked;
      markUnseen(lockstep);
      const c = panels.find(function (p) { return p.key[0] === "c"; }) || panels[0];
      follow(c);
    });
  }
  // A step's link opens its search, not the trace line of the same name.
  const opened = fromHash();
  if (opened) opened.section.scrollIntoView({ block: "start" });
  window.addEventListener("hashchange", function () {
    const p = fromHash();
    if (p) p.section.scrollIntoView({ block: "nearest" });
  });
  // On paper, each search as it ended (a call of one, as it returned).
  window.addEventListener("beforeprint", function () {
    panels.forEach(function (p) { if (!p.predicting) { p.stop(); p.show(p.last); } });
  });
})();
