"The effort curve of the third series (slagle.experiment.curve), on games
whose scores and efforts are known."

(import json
        math
        numpy :as np
        pytest
        slagle.experiment [ExperimentError]
        slagle.experiment.curve [curve-arrays curve-points equal-point equal-interval effort-curve curve-lines])

(defn game [match opening two-two result two-two-effort one-one-effort]
  "A game record: 2&2 moves as side `two-two`, one move a side, each
  measure of effort the same number."
  {"match" match "opening-index" opening "two-two-side" two-two "result" result
   "moves" (lfor [side e] [[two-two two-two-effort] [(- 1 two-two) one-one-effort]]
                 {"side" side "evaluated" e "made" (* 2 e) "cpu" (/ e 1000)})})

(defn match-games [match wins-of-four one-one-effort]
  "Two openings, both colours: 2&2 wins `wins-of-four` of the four games,
  draws the rest; 2&2 spends 100 a move, 1&1 `one-one-effort`."
  (lfor [k [opening side]] (enumerate [[0 0] [0 1] [1 0] [1 1]])
        (game match opening side
              (if (< k wins-of-four) (if (= side 0) "1-0" "0-1") "1/2-1/2")
              100 one-one-effort)))

(defn test-a-match-is-a-point-of-score-and-effort-ratio []
  (setv [openings table] (curve-arrays [(match-games "root-tie" 2 50) (match-games "one-deeper" 0 200)] "evaluated"))
  (assert (= openings [0 1]))
  ;; 2 wins and 2 draws of 4: 0.75; 1&1 at half and at twice 2&2's effort
  (assert (= (curve-points table) [[0.75 0.5] [0.5 2.0]])))

(defn test-the-equal-point-is-read-off-the-log-ratio []
  (for [[curve expected] [[[[0.75 0.5] [0.5 2.0]] 0.625]            ; halfway in log ratio
                          [[[0.8 0.25] [0.6 0.5] [0.4 2.0]] 0.5]     ; the segment that crosses 1
                          [[[0.6 1.0] [0.4 4.0]] 0.6]                ; a point at 1 exactly
                          [[[0.75 0.5] [0.5 0.9]] None]              ; every point below 1: none
                          [[[0.75 1.5] [0.5 3.0]] None]]]            ; every point above 1: none
    (setv found (equal-point curve))
    (if (is expected None)
        (assert (is found None) curve)
        (assert (= (round found 12) expected) curve))))

(defn test-the-curve-of-a-run-with-its-interval [tmp-path]
  (setv games [#* (match-games "root-tie" 3 25) #* (match-games "one-deeper" 2 100) #* (match-games "two-deeper" 0 400)
               #* (match-games "equal-search" 4 100)])
  (.write-text (/ tmp-path "games.jsonl") (.join "\n" (map json.dumps games)))
  (setv curve (effort-curve tmp-path :resamples 200))
  (for [measure ["evaluated" "made" "cpu"]]
    (setv c (get curve measure))
    (assert (= (get c "openings") 2))
    (assert (= (get c "points" "root-tie" 0) 0.875))
    ;; the one-deeper point sits at a ratio of 1: its score is the equal point
    (assert (= (round (get c "equal") 12) 0.75))
    (setv [low high _] (get c "interval"))
    (assert (<= low (get c "equal") high)))
  (setv text (.join "\n" (curve-lines curve)))
  (assert (in "| one-deeper | 0.750 | 1.000 | 1.000 | 1.000 |" text))
  (assert (in "| positions generated | 0.750 |" text)))

(defn test-a-curve-needs-every-match-played-both-ways [tmp-path]
  (setv games [#* (match-games "root-tie" 3 25) (get (match-games "one-deeper" 2 100) 0)])
  (with [e (pytest.raises ExperimentError)]
    (curve-arrays [(lfor g games :if (= (get g "match") "root-tie") g)
                   (lfor g games :if (= (get g "match") "one-deeper") g)] "evaluated"))
  (assert (in "both ways in every match" (str e.value))))

(defn test-the-bootstrap-is-one-resample-at-a-time-bit-for-bit [monkeypatch]
  ;; real-valued efforts, whose sums depend on the order of addition, 1&1's
  ;; from about half 2&2's to about twice; chunks of 3 resamples, the last short
  (setv n 40
        rng (np.random.default-rng 1)
        table (np.stack [(/ (.integers rng 0 5 #(3 n)) 2) (np.full #(3 n) 2.0)
                         (+ 0.5 (.random rng #(3 n))) (np.full #(3 n) 4.0)
                         (* (np.array [[0.5] [1.0] [2.0]]) (+ 0.5 (.random rng #(3 n)))) (np.full #(3 n) 4.0)]
                        :axis -1)
        draws (np.random.default-rng 5)
        found (lfor _ (range 100)
                    :setv e (equal-point (curve-points (np.take table (.integers draws 0 n n) :axis 1)))
                    :if (is-not e None)
                    e))
  (monkeypatch.setattr "slagle.experiment.curve.CHUNK_BYTES" (* 3 table.nbytes))
  (assert found)
  (assert (= (equal-interval table 100 5)
             [(float (np.percentile found 2.5)) (float (np.percentile found 97.5)) (- 100 (len found))])))
