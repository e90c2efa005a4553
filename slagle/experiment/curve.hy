"The third series' effort curve, as docs/experiment.md declares it among
its secondary analyses: 1&1 (`maxval`) at fixed depths D, D + 1 and D + 2
against 2&2 at D (the matches root-tie, one-deeper and two-deeper, on the
same openings), each match a point: 2&2's score against the ratio of 1&1's
effort a move to 2&2's, in each measure of effort (positions evaluated,
positions generated, CPU seconds).  The equal-search point of a measure is
the score where the ratio is 1, read off by linear interpolation of score
on the log of the ratio between the two points on either side of it; none
where every point lies on one side (no extrapolation).  Its 95% interval is
a bootstrap over the openings, each resample taking the same openings in
every match (10,000 resamples, seed 0), summed with numpy a chunk of
resamples at a time: the same draws and the same sums, bit for bit, as
one resample at a time."

(eval-when-compile (require lisp.macros [unless]))
(import math
        numpy :as np
        slagle.experiment [ExperimentError]
        slagle.experiment.fit [save-figure]
        slagle.experiment.scores [points]
        slagle.experiment.primary [run-games games-read-once RESAMPLES BOOTSTRAP-SEED])

(setv CURVE-MATCHES ["root-tie" "one-deeper" "two-deeper"]
      MEASURES {"evaluated" "positions evaluated" "made" "positions generated" "cpu" "CPU seconds"}
      ;; the most memory a chunk of the bootstrap's resampled tables takes:
      ;; a chunk that stays in the processor's cache is faster than a larger one
      CHUNK-BYTES 8000000)

(defn opening-effort [games measure]
  "{opening index: [2&2 points, games, 2&2 effort, 2&2 moves, 1&1 effort,
  1&1 moves]} summed over the opening's games, in `measure`."
  (setv by {})
  (for [g games]
    (setv row (.setdefault by (get g "opening-index") [0.0 0 0.0 0 0.0 0])
          two-two (get g "two-two-side"))
    (+= (get row 0) (points g))
    (+= (get row 1) 1)
    (for [m (get g "moves")]
      (setv at (if (= (get m "side") two-two) 2 4))
      (+= (get row at) (get m measure))
      (+= (get row (+ at 1)) 1)))
  by)

(defn curve-arrays [matches-games measure]
  "#(openings, an array (matches, openings, 6)) of opening-effort over the
  openings every match has played both ways."
  (setv per-match (lfor games matches-games (opening-effort games measure))
        openings (sorted (gfor i (get per-match 0)
                               :if (all (gfor by per-match (and (in i by) (= (get by i 1) 2))))
                               i)))
  (unless openings
    (raise (ExperimentError "no opening has been played both ways in every match of the curve")))
  #(openings (np.array (lfor by per-match (lfor i openings (get by i))) :dtype float)))

(defn score-ratio [totals]
  "[2&2's score, the 1&1/2&2 effort ratio] from totals of opening-effort
  rows (the last axis of `totals`), the pair as the last axis."
  (setv [won games two-two two-two-moves one-one one-one-moves] (np.moveaxis totals -1 0))
  (np.stack [(/ won games) (/ (/ one-one one-one-moves) (/ two-two two-two-moves))] :axis -1))

(defn curve-points [table]
  "Each match's [score, 1&1/2&2 effort ratio] from its rows of curve-arrays
  (summed over the openings given, as often as each is given), as floats."
  (.tolist (score-ratio (.sum table :axis 1))))

(defn equal-point [curve]
  "The score at a ratio of 1, interpolated linearly in the log of the ratio
  between the points on either side of it; None if there are none."
  (setv ordered (sorted (gfor [score ratio] curve :if (> ratio 0) [(math.log ratio) score])))
  (for [[[x0 y0] [x1 y1]] (zip ordered (cut ordered 1 None))]
    (when (<= x0 0 x1)
      (return (if (= x0 x1) (/ (+ y0 y1) 2) (+ y0 (* (- 0 x0) (/ (- y1 y0) (- x1 x0))))))))
  None)

(defn resampled-points [by-opening picks]
  "The curve-points of each resample of the openings, a row of `picks` a
  resample (the openings it takes), all summed at once; `by-opening` is
  curve-arrays' table with the openings first, (openings, matches, 6), so
  that numpy adds a resample's openings one after another, as curve-points
  does for the resample alone (the same sums, bit for bit)."
  (.tolist (score-ratio (.sum (np.take by-opening picks.T :axis 0) :axis 0))))

(defn resample-curves [table rng resamples]
  "The curve-points of `resamples` bootstrap resamples of the openings, in
  order, each drawn as `(.integers rng 0 n n)` would draw it; a chunk of
  resamples at a time, so that no chunk's resampled tables exceed
  CHUNK-BYTES (unless a single resample's does)."
  (setv n (get table.shape 1)
        by-opening (np.ascontiguousarray (.swapaxes table 0 1))
        chunk (max 1 (// CHUNK-BYTES table.nbytes)))
  (gfor start (range 0 resamples chunk)
        curve (resampled-points by-opening (.integers rng 0 n #((min chunk (- resamples start)) n)))
        curve))

(defn equal-interval [table [resamples RESAMPLES] [seed BOOTSTRAP-SEED]]
  "The 2.5th and 97.5th percentiles of the equal-search point over
  bootstrap resamples of the openings, and how many resamples had none."
  (setv found (lfor curve (resample-curves table (np.random.default-rng seed) resamples)
                    :setv e (equal-point curve)
                    :if (is-not e None)
                    e))
  [(when found (float (np.percentile found 2.5)))
   (when found (float (np.percentile found 97.5)))
   (- resamples (len found))])

(defn measure-curve [matches-games measure resamples]
  "The curve in one measure: the points of the matches, the equal-search
  point and its interval."
  (setv [openings table] (curve-arrays matches-games measure)
        curve (curve-points table))
  {"openings" (len openings)
   "points" (dict (zip CURVE-MATCHES curve))
   "equal" (equal-point curve)
   "interval" (equal-interval table resamples)})

(defn effort-curve [run [resamples RESAMPLES]]
  "The effort curve of the run directory `run` (games-curve of its games,
  its games file read once for the three matches)."
  (with [_ (games-read-once)]
    (games-curve (lfor m CURVE-MATCHES (run-games run m)) resamples)))

(defn games-curve [matches-games [resamples RESAMPLES]]
  "The effort curve of the games of each of CURVE-MATCHES, in that order,
  {measure: measure-curve}."
  (dfor measure MEASURES measure (measure-curve matches-games measure resamples)))

(defn curve-lines [curve]
  "The effort curve as Markdown: a row a match and measure, then the
  equal-search points."
  (setv measures (list MEASURES)
        lines [(+ "| match | 2&2 score | "
                  (.join " | " (gfor m measures f"1&1/2&2 {(get MEASURES m)}")) " |")
               (+ "|---|---|" (* "---|" (len measures)))])
  (for [m CURVE-MATCHES]
    (.append lines (+ f"| {m} | {(get curve (get measures 0) "points" m 0) :.3f} | "
                      (.join " | " (gfor k measures f"{(get curve k "points" m 1) :.3f}")) " |")))
  (.extend lines ["" "| measure | 2&2's score at equal effort | 95% interval (openings) | resamples without a crossing |"
                  "|---|---|---|---|"])
  (for [k measures]
    (setv c (get curve k) [low high none] (get c "interval"))
    (.append lines (+ f"| {(get MEASURES k)} | "
                      (if (is (get c "equal") None) "off the curve" f"{(get c "equal") :.3f}") " | "
                      (if (is low None) "none" f"[{low :.3f}, {high :.3f}]") f" | {none} |")))
  lines)

(defn plot-curve [curve title path]
  "The effort curve drawn, as the SVG file `path`: 2&2's score against the
  1&1/2&2 effort ratio (log scale), a line a measure through its matches'
  points, and at the ratio 1 each measure's equal-search point with its
  interval (side by side, so that the bars do not hide one another).  The
  matches are named on the first measure's line; every line meets them in
  the same order, from root-tie, the cheapest for 1&1, to two-deeper."
  (import matplotlib)
  (.use matplotlib "Agg")
  (import matplotlib.pyplot :as plt)
  (setv [fig ax] (plt.subplots :figsize #(7 4.5)))
  (.axhline ax 0.5 :color "gray" :lw 0.8)
  (.axvline ax 1 :color "gray" :lw 0.8 :ls ":")
  (for [[i [k label] color] (zip (range 3) (.items MEASURES) ["tab:blue" "tab:red" "tab:green"])]
    (setv c (get curve k)
          points (lfor m CURVE-MATCHES (get c "points" m)))
    (.plot ax (lfor [_ r] points r) (lfor [s _] points s) :marker "o" :color color :label label)
    (when (= i 0)                       ; the matches named once: each measure's points in the same order
      (for [[m [s r]] (zip CURVE-MATCHES points)]
        (.annotate ax m #(r s) :fontsize 7 :xytext #(-10 -12) :textcoords "offset points" :color color)))
    (setv [low high _] (get c "interval") x (** 1.04 (- i 1)))
    (when (is-not (get c "equal") None)
      (.errorbar ax [x] [(get c "equal")] :yerr (when (is-not low None) [[(- (get c "equal") low)] [(- high (get c "equal"))]])
                 :fmt "D" :color color :capsize 3)))
  (.set-xscale ax "log")
  (.set-xlabel ax "1&1's effort a move over 2&2's (log scale)")
  (.set-ylabel ax "2&2's score")
  (.set-title ax title)
  (.legend ax :fontsize 8)
  (.tight-layout fig)
  (save-figure fig path "svg")
  (plt.close fig))
