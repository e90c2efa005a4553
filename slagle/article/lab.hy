"The lab book's index of runs (docs/experiment.md): every committed run of
the experiment, a row each, with the command that made it, the link to its
report and what of the article it feeds.  Written between two markers by
`slagle article --docs`, from the runs' own settings, so that it names every
run there is and no other."

(eval-when-compile (require lisp.macros [unless]))
(import os
        slagle.experiment.dataset [stage-command]
        slagle.experiment.runs [run-directory series-runs]
        slagle.experiment.store [read-json]
        slagle.article.quantities [GAMES SEEDS]
        slagle.article.sources [ArticleError article-folder])

(setv SERIES ["first" "second" "third"]
      INDEX-BEGIN "<!-- the index of runs: written by `slagle article --docs` -->"
      INDEX-END "<!-- the index of runs ends -->"
      ;; Where in the article a run's results are: [its words, the heading's anchor].
      RESULTS ["the results table" "results"]
      CURVES ["the effort curves" "results"]
      TWIN ["the twin's checks" "what-was-replicated-and-how"]
      ;; The games whose effort curve is a figure of the article, and whose
      ;; matches are the replay the twin's checks are counted on.
      PRIMARY #{"kalah-6" "checkers-8"})

(defn article-uses [run]
  "What of the article the committed run `run` (SERIES/RUN) feeds: a list
  of [words, anchor], empty for a run the article does not read."
  (setv [series _ name] (.partition run "/")
        uses [])
  (when (= series "third")
    (for [[game _ prefix] GAMES seed SEEDS]
      (when (= name f"{prefix}-s{seed}")
        (.append uses RESULTS)
        (when (= seed 1) (.append uses CURVES))
        (when (in game PRIMARY) (.append uses TWIN)))))
  uses)

(defn settings-words [settings]
  "A run's game, depth, fit and seed, as the index shows them."
  (+ f"{(get settings "game")}, D = {(get settings "depth")}"
     (if (in "fit" settings) f", {(get settings "fit")} fit" "")
     (if (in "seed" settings) f", seed {(get settings "seed")}" "")))

(defn run-games [directory]
  "The matches of a run (match.json) and the games it asked of each:
  \"N matches × G games\" (\"1 match × G games\"; no games named: \"N matches\")."
  (setv path (/ directory "match.json"))
  (unless (.exists path)
    (return "no matches"))
  (setv match (read-json path "match")
        games (.get match "games" {})
        names (or (.get match "matches") (list games))
        each (sorted (set (.values games))))
  (+ f"{(len names)} {(if (= (len names) 1) "match" "matches")}"
     (cond (not each) ""
           (= (len each) 1) f" × {(get each 0)} games"
           True f" × {(get each 0)}-{(get each -1)} games")))

(defn index-row [run docs]
  "The index's row of the committed run `run`, its links relative to `docs`."
  (setv directory (run-directory run)
        settings (read-json (/ directory "settings.json") "positions")
        report (os.path.relpath (/ directory "report.md") docs)
        uses (article-uses run)
        article (os.path.relpath (/ (article-folder) "article.md") docs))
  (+ f"| [{run}]({report}) | {(settings-words settings)} | {(run-games directory)}"
     f" | `{(stage-command run "positions" settings)}`, then `learn`, `match` and `report` on its `--out`"
     " | " (if uses (.join "; " (gfor [words anchor] uses f"[{words}]({article}#{anchor})")) "the lab book only")
     " |"))

(defn run-index [docs]
  "The index of every committed run, as a Markdown table."
  (.join "\n" ["| run (its report) | game, depth, fit, seed | matches | made by | in the article |"
               "|---|---|---|---|---|"
               #* (gfor series SERIES run (series-runs series) (index-row run docs))]))

(defn with-index [text docs]
  "docs/experiment.md's text with its index of runs made anew; ArticleError
  if it has no place for one."
  (setv [before found rest] (.partition text INDEX-BEGIN)
        [_ ended after] (.partition rest INDEX-END))
  (unless (and found ended)
    (raise (ArticleError f"docs/experiment.md has no place for the index of runs: a line {INDEX-BEGIN} and, after it, {INDEX-END}")))
  (+ before INDEX-BEGIN "\n" (run-index docs) "\n" INDEX-END after))
