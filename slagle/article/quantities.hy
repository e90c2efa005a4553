"The article's numbers, each a named quantity computed from the committed
data: the report's statements replayed (slagle.paper.replay), the census of
\"the same move\" and the window theorem on random trees
(slagle.paper.window), the efficiency of Appendix C (the output of
`slagle bench --json`, committed as docs/article/efficiency.json), and the
third series' matches (slagle.experiment: the games files of data/experiment).

A quantity's name is dotted, its group first (`paper.reproduced`,
`experiment.checkers-8.as-declared.score`); its value is the text the
article shows, formatted here once, so that the article, the committed
numbers (docs/article/quantities.json) and a test compare the same thing.

The verdict word of a result comes from one rule, `verdict`, which the
article states: ½ is rejected when the test's p (Holm-adjusted within the
primary family) is below 0.05, or, where no p is computed (the effort
curves' equal-effort points), when the 95% interval excludes ½; then 2&2
is ahead or behind by the side its score is on.  Where ½ is not rejected,
the result is level if its interval lies within ½ ± LEVEL, and otherwise
only not rejected."

(eval-when-compile (require lisp.macros [unless]))
(import functools [cache]
        json
        re
        slagle.article.sources [ArticleError source-text]
        slagle.experiment.curve [effort-curve MEASURES]
        slagle.experiment.primary [primary-result material-result run-games games-read-once MATERIAL-PLY RESAMPLES]
        slagle.experiment.runs [run-directory]
        slagle.experiment.scores [holm-adjusted])

(setv ALPHA 0.05
      LEVEL 0.025
      SEEDS (range 1 6)
      ;; [the name in a quantity, the article's words, the runs' prefix]
      GAMES [["kalah-6" "Kalah, D = 6" "kalah-6"]
             ["checkers-8" "checkers, D = 8 (the ballot)" "checkers-8"]
             ["kalah-4" "Kalah, D = 4" "kalah-4"]
             ["checkers-4" "checkers, D = 4" "checkers-4"]]
      ;; the declared primary family: its hypotheses, Holm-corrected together
      PRIMARY ["kalah-6" "checkers-8"]
      ;; [the name in a quantity, the match the better 1&1 played]
      OPPONENTS [["as-played" "equal-search"] ["as-declared" "equal-search-best-first"]])

(defn score-text [x] f"{x :.3f}")
(defn p-text [p] f"{p :.2g}")
(defn count-text [n] f"{n :,}")

(defn level? [low high]
  "Does the interval [low, high] lie within ½ ± LEVEL?"
  (<= (- 0.5 LEVEL) low high (+ 0.5 LEVEL)))

(defn verdict [score low high [p None]]
  "The verdict word of a score with its 95% interval and, where one is
  computed, its p: ahead, behind, level or not rejected (see the module)."
  (setv rejected (if (is p None) (not (<= low 0.5 high)) (< p ALPHA)))
  (cond rejected (if (> score 0.5) "ahead" "behind")
        (level? low high) "level"
        True "not rejected"))

(defn game-runs [prefix]
  "The run directories of the five function sets of `prefix` (kalah-6 and so on)."
  (lfor s SEEDS (run-directory f"third/{prefix}-s{s}")))

(defn paper-quantities []
  "The report's statements replayed: how many, how many reproduced, how many ✓*."
  ;; the replay runs every appendix on the figures: only when the article is built
  (import slagle.paper.replay [outcomes])
  (setv rows (outcomes))
  {"paper.statements" (count-text (len rows))
   "paper.reproduced" (count-text (sum (gfor r rows (get r "reproduced"))))
   "paper.starred" (count-text (sum (gfor r rows (= (get r "mark") "✓*"))))})

(defn percent-text [part whole] f"{(* 100 (/ part whole)) :.0f}%")

(defn census-cases []
  "Every case of the census of the findings (slagle.paper.window, which keeps it)."
  ;; the census runs both appendices on 3,000 trees: only when the article is built
  (import slagle.paper.window [census])
  (census))

(defn census-quantities []
  "\"The same move\" on uniform random trees: how often B and C differ, why,
  and how often the window theorem held (to rounding, the report's functions)."
  ;; with the census itself: only when the article is built
  (import slagle.paper.window [CENSUS-SEEDS CENSUS-SHAPES])
  (setv cases (census-cases)
        differ (lfor c cases :if (not (get c "same")) c)
        groups (sorted (sfor c cases #((get c "kind") (get c "branching") (get c "depth"))))
        shares (lfor g groups
                     (/ (sum (gfor c differ :if (= #((get c "kind") (get c "branching") (get c "depth")) g) 1))
                        CENSUS-SEEDS))
        why (fn [w] (count-text (sum (gfor c differ :if (= (get c "why") w) 1)))))
  {"claims.census.trees" (count-text (len cases))
   "claims.census.seeds" (count-text CENSUS-SEEDS)
   "claims.census.shapes" (count-text (len CENSUS-SHAPES))
   "claims.same-move.differ" (count-text (len differ))
   "claims.same-move.share" (percent-text (len differ) (len cases))
   "claims.same-move.low" f"{(* 100 (min shares)) :.0f}%"
   "claims.same-move.high" f"{(* 100 (max shares)) :.0f}%"
   "claims.same-move.glbua" (why "glbua's bound equals alpha")
   "claims.same-move.tie" (why "a tie, a successor worth alpha")
   "claims.same-move.rounding" (why "report rounded above alpha")
   "claims.window.holds" (count-text (sum (gfor c cases :if (get c "window") 1)))
   "claims.window.differ-at-alpha" (count-text (sum (gfor c differ :if (get c "reports-alpha") 1)))})

(setv EFFICIENCY "efficiency.json")

(defn [cache] efficiency-tables []
  "The committed output of `slagle bench --json`: {\"random\" rows \"ordered\" rows}."
  (setv tables (get (json.loads (source-text EFFICIENCY)) "tables"))
  {"random" (get tables 0 "rows") "ordered" (get tables 1 "rows")})

(defn ratio-text [x] f"{x :.2f}")

(defn efficiency-seeds []
  "How many random trees a row of the committed benchmark is the mean of, as its title says."
  (setv title (get (json.loads (source-text EFFICIENCY)) "tables" 0 "title")
        found (re.search r"mean of (\d+)" title))
  (unless found
    (raise (ArticleError f"{EFFICIENCY}: the first table's title names no number of trees: {title}")))
  (int (.group found 1)))

(defn efficiency-quantities []
  "Appendix C's positions evaluated against Appendix B's (2&2 minimaxing) and
  against 1&1 alpha beta (maxval), on random and best-first leaves."
  (setv out {} tables (efficiency-tables) random (get tables "random"))
  (for [[order rows] (.items tables)]
    (setv key f"claims.efficiency.{order}"
          c (sum (gfor r rows (get r "2&2 C")))
          over-b (lfor r rows (/ (get r "2&2 C") (get r "2&2 B")))
          over-ab (lfor r rows (get r "C/ab")))
    (.update out {f"{key}.c-over-b.low" (percent-text (min over-b) 1)
                  f"{key}.c-over-b.high" (percent-text (max over-b) 1)
                  f"{key}.c-over-b.all" (percent-text c (sum (gfor r rows (get r "2&2 B"))))
                  f"{key}.c-over-ab.low" (ratio-text (min over-ab))
                  f"{key}.c-over-ab.high" (ratio-text (max over-ab))
                  f"{key}.c-over-ab.all" (ratio-text (/ c (sum (gfor r rows (get r "1&1 alpha beta")))))}))
  (setv ordered (get tables "ordered"))
  (| out
     {"claims.efficiency.shapes" (count-text (len random))
      "claims.efficiency.largest" (count-text (max (gfor r random (get r "b^d"))))
      "claims.efficiency.random-trees" (count-text (efficiency-seeds))
      "claims.efficiency.ab-at-minimum"
      (count-text (sum (gfor r ordered :if (= (get r "1&1 alpha beta") (get r "KM min")) 1)))}))

(defn [cache] match-results []
  "{[game, opponent]: primary-result} of every game of the series against each better 1&1."
  (dfor [game _ prefix] GAMES
        [opponent match] OPPONENTS
        #(game opponent) (primary-result (game-runs prefix) match)))

(defn holm [results opponent]
  "{game: Holm-adjusted p} of the primary family against `opponent`."
  (dict (zip PRIMARY (holm-adjusted (lfor g PRIMARY (get results #(g opponent) "p"))))))

(defn result-quantities [key r [adjusted None]]
  "The quantities of one pooled result `r` under the name `key`."
  (setv [low high] (get r "interval")
        p (if (is adjusted None) (get r "p") adjusted))
  (| {f"{key}.score" (score-text (get r "estimate"))
      f"{key}.low" (score-text low)
      f"{key}.high" (score-text high)
      f"{key}.p" (p-text (get r "p"))
      f"{key}.games" (count-text (get r "games"))
      f"{key}.openings" (count-text (get r "openings"))
      f"{key}.decisive" (count-text (get r "decisive"))
      f"{key}.verdict" (verdict (get r "estimate") low high p)}
     (if (is adjusted None) {} {f"{key}.holm" (p-text adjusted)})))

(defn experiment-quantities []
  "Every game's result against each better 1&1, the primary family's
  Holm-adjusted p, and the material at ply 100 at D = 8."
  (setv results (match-results) out {})
  (for [[opponent _] OPPONENTS]
    (setv adjusted (holm results opponent))
    (for [[game _ _] GAMES]
      (.update out (result-quantities f"experiment.{game}.{opponent}"
                                      (get results #(game opponent))
                                      (.get adjusted game)))))
  (for [[opponent match] OPPONENTS]
    (setv m (material-result (game-runs "checkers-8") match))
    (.update out {f"experiment.checkers-8.{opponent}.material" f"{(get m "mean") :+.2f}"
                  f"experiment.checkers-8.{opponent}.material-p" (p-text (get m "p"))}))
  out)

(defn twin-quantities []
  "How much of the compiled twin's work in the replay's matches the
  transcription searched again: {game: checked searches, all searches}."
  (setv out {})
  (for [game PRIMARY]
    (setv prefix (get (lfor [g _ p] GAMES :if (= g game) p) 0)
          games (lfor run (game-runs prefix) g (run-games run (get (dict OPPONENTS) "as-declared")) g))
    (.update out {f"twin.{game}.checked" (count-text (sum (gfor g games (get g "checked"))))
                  f"twin.{game}.searches" (count-text (sum (gfor g games (len (get g "moves")))))
                  f"twin.{game}.games" (count-text (len games))}))
  out)

(defn [cache] curves []
  "{game: its effort curve}: seed 1's set against McCarthy's 1&1 at D, D + 1 and D + 2."
  (dfor [game _ prefix] GAMES game (effort-curve (run-directory f"third/{prefix}-s1"))))

(defn curve-quantities []
  "Each game's effort curve: 2&2's score at equal effort in each measure,
  its interval, its verdict."
  (setv out {})
  (for [[game curve] (.items (curves))]
    (for [measure MEASURES]
      (setv c (get curve measure) [low high _] (get c "interval")
            key f"experiment.{game}.curve.{measure}")
      (if (is (get c "equal") None)
          (setv (get out f"{key}.score") "off the curve")
          (.update out {f"{key}.score" (score-text (get c "equal"))
                        f"{key}.low" (score-text low)
                        f"{key}.high" (score-text high)
                        f"{key}.verdict" (verdict (get c "equal") low high)}))))
  out)

(defn rule-quantities []
  "The figures of the analysis as declared and of the verdict rule."
  {"rule.alpha" f"{ALPHA}"
   "rule.level" f"{LEVEL}"
   "rule.level-low" (score-text (- 0.5 LEVEL))
   "rule.level-high" (score-text (+ 0.5 LEVEL))
   "rule.resamples" (count-text RESAMPLES)
   "rule.material-ply" (count-text MATERIAL-PLY)
   "rule.sets" (count-text (len SEEDS))})

(setv GROUPS {"rule" rule-quantities
              "paper" paper-quantities
              "census" census-quantities
              "efficiency" efficiency-quantities
              "experiment" experiment-quantities
              "twin" twin-quantities
              "curve" curve-quantities})

(defn quantities []
  "Every quantity, {name: the text the article shows}, in name order; each
  run's games read once for all the groups."
  (setv out {})
  (with [_ (games-read-once)]
    (for [make (.values GROUPS)] (.update out (make))))
  (dict (sorted (.items out))))
