/* The edition's search: every entry of the index (static/search-index.js,
   written by slagle edition: a title, a link and the words of a page or a
   part of one) whose text holds every word asked for, titles first.  No
   server: the index is a script beside the pages. */
"use strict";

(function () {
  const entries = window.SEARCH_INDEX || [];
  const form = document.querySelector("form.search");
  const input = document.getElementById("q");
  const count = document.querySelector(".search-count");
  const list = document.querySelector(".search-results");
  form.hidden = false;

  function fold(text) {
    return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  }
  entries.forEach(function (e) { e.title = fold(e.t); e.body = fold(e.x); });

  function snippet(text, word) {
    const at = fold(text).indexOf(word);
    const from = Math.max(0, at - 60);
    return (from > 0 ? "…" : "") + text.slice(from, from + 180) + (from + 180 < text.length ? "…" : "");
  }

  function run() {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    list.textContent = "";
    if (!words.length) { count.textContent = ""; return; }
    const found = entries.filter(function (e) {
      return words.every(function (w) { return e.title.indexOf(w) >= 0 || e.body.indexOf(w) >= 0; });
    }).sort(function (a, b) {
      const ta = words.filter(function (w) { return a.title.indexOf(w) >= 0; }).length;
      const tb = words.filter(function (w) { return b.title.indexOf(w) >= 0; }).length;
      return tb - ta;
    });
    count.textContent = found.length === 1 ? "1 place found" : found.length + " places found";
    found.slice(0, 100).forEach(function (e) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = e.u;
      a.textContent = e.t;
      const p = document.createElement("p");
      p.textContent = snippet(e.x, words[0]);
      li.append(a, p);
      list.append(li);
    });
  }

  form.addEventListener("submit", function (e) { e.preventDefault(); run(); });
  input.addEventListener("input", run);
  const asked = new URLSearchParams(location.search).get("q");
  if (asked) { input.value = asked; run(); }
})();
