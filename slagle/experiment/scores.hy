"The statistics of a match, on the 2&2 side's points.

A game scores 1, 1/2 or 0 for 2&2.  A match's 95% confidence interval is
Student's t over the openings (each opening's two games, colours swapped,
are one pair: the openings are the independent draws); the Elo difference
is -400·log10(1/score - 1), its interval the score interval's ends mapped
the same way (±∞ at 0 and 1).  Beside the interval, an exact sign-flip
(permutation) test over the pairs, which assumes no normality; over a
family of tests, Holm's adjustment."

(import math
        statistics [mean stdev]
        scipy.stats [t :as student-t])


(defn points [game]
  "The 2&2 side's points in `game`: 1, 1/2 or 0."
  (setv result (get game "result") side (get game "two-two-side"))
  (cond (= result "1/2-1/2") 0.5
        (= result (if (= side 0) "1-0" "0-1")) 1.0
        True 0.0))

(defn elo [score]
  "The Elo difference of a score (±∞ at 1 and 0)."
  (cond (>= score 1) math.inf
        (<= score 0) (- math.inf)
        True (* -400 (math.log10 (- (/ 1 score) 1)))))

(defn score-interval [games]
  "The score, and its 95% interval by Student's t over the openings' pair scores (clipped to 0..1)."
  (setv per-pair (pair-scores games)
        score (mean (gfor g games (points g))))
  (if (< (len per-pair) 2)
      [score 0.0 1.0]
      (do (setv half (* (student-t.ppf 0.975 (- (len per-pair) 1)) (/ (stdev per-pair) (math.sqrt (len per-pair)))))
          [score (max 0.0 (- score half)) (min 1.0 (+ score half))])))

(defn pair-scores [games]
  "Each opening's pair score: the mean of the 2&2 side's points in its games (both colours)."
  (setv pairs {})
  (for [g games]
    (.append (.setdefault pairs (get g "opening-index") []) (points g)))
  (lfor ps (.values pairs) (mean ps)))

(defn sign-flip-test [scores [unit 0.25]]
  "The exact two-sided sign-flip (permutation) test of the pair scores
  against 1/2: under the null hypothesis, that 2&2 and 1&1 are equal, each
  pair's difference from 1/2 is as likely positive as negative.  p is the
  share of the 2^n sign assignments of the n decisive pairs' differences
  (pairs at exactly 1/2 change nothing) whose sum is at least as far from 0
  as the one observed.  Pair scores are whole multiples of `unit` (quarters
  for two games; 1/(2k) for the mean of k), so the assignments are counted
  exactly by their sums (a convolution, not 2^n enumerations) for any n.
  [p, n]."
  (setv steps (lfor s scores :if (!= s 0.5) (round (/ (abs (- s 0.5)) unit)))
        observed (abs (round (/ (sum (gfor s scores (- s 0.5))) unit)))
        ;; counts[i]: the assignments so far whose sum is i - (the steps so far)
        counts [1])
  (for [w steps]
    (setv pad (* [0] (* 2 w))
          counts (lfor [minus plus] (zip (+ counts pad) (+ pad counts)) (+ minus plus))))
  (setv offset (sum steps))
  [(/ (sum (gfor [i c] (enumerate counts) :if (>= (abs (- i offset)) observed) c)) (** 2 (len steps)))
   (len steps)])

(defn holm-adjusted [ps]
  "Holm's step-down adjustment of the p values `ps` (a family of tests), in
  their order: the k-th smallest of n is multiplied by n - k + 1, each kept
  at least the one before it and at most 1."
  (setv n (len ps)
        order (sorted (range n) :key (fn [i] (get ps i)))
        adjusted (* [None] n)
        running 0)
  (for [[rank i] (enumerate order)]
    (setv running (max running (min 1.0 (* (- n rank) (get ps i))))
          (get adjusted i) running))
  adjusted)
