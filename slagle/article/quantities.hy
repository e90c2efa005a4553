"The article's numbers, each a named quantity computed from the committed
data: the report's statements replayed (slagle.paper.replay), and the third
series' matches (slagle.experiment: the games files of data/experiment).

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

(import functools [cache]
        slagle.experiment.curve [effort-curve MEASURES]
        slagle.experiment.primary [primary-result material-result MATERIAL-PLY RESAMPLES]
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
              "experiment" experiment-quantities
              "curve" curve-quantities})

(defn quantities []
  "Every quantity, {name: the text the article shows}, in name order."
  (setv out {})
  (for [make (.values GROUPS)] (.update out (make)))
  (dict (sorted (.items out))))
