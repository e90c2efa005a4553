"Where the better 1&1's budget goes (slagle.experiment.spent), on moves
searched here and recorded as a match records them."

(eval-when-compile (require lisp.macros [unless]))
(import pytest
        slagle.core.budget [Budget]
        slagle.core.programs [run-program]
        slagle.experiment [ExperimentError]
        slagle.experiment.jobs [start-after search-compiled-kind]
        slagle.experiment.spent [depth-profile game-depths game-shares made-by share-summary]
        slagle.games [game-class])

(setv OPENING [[3] [10]])

(defn recorded-game [budget [searcher "deepening"]]
  "A Kalah game record of one move of the better 1&1 (the program
  `searcher`) within `budget` positions generated, as a match records it,
  and the game at that move."
  (setv here ((game-class "kalah") (start-after "kalah" OPENING))
        fresh (.after here here.root)
        found (search-compiled-kind searcher fresh None {} (Budget :generated budget)))
  #({"opening" OPENING "two-two-side" 1
     "players" [{"program" "1&1" "searcher" searcher} {"program" "2&2" "depth" 6}]
     "moves" [{"side" 0 "budget" budget "made" fresh.made "depth" found.depth "move" found.move.name}]}
    here))

(defn [(pytest.mark.parametrize "searcher" ["deepening" "deepening-best-first"])]
  test-a-moves-budget-is-split-between-its-iterations [searcher]
  (for [budget [40 300 2500]]
    (setv [game here] (recorded-game budget searcher)
          [share] (game-shares "kalah" game)
          depth (get game "moves" 0 "depth"))
    (assert (= (round (+ (get share "earlier") (get share "played") (get share "abandoned")) 12) 1.0))
    (assert (< 0 (get share "played") 1.0001))
    ;; the iterations run whole make what the transcription's program makes
    (setv g (.after here here.root))
    (run-program searcher g depth {})
    (assert (= (get (made-by here depth None searcher) 0) g.made))
    ;; an unfinished played iteration leaves nothing abandoned
    (unless (get share "finished")
      (assert (= (get share "abandoned") 0)))))

(defn test-a-record-the-replay-does-not-make-is-refused []
  (setv [game _] (recorded-game 300))
  (+= (get game "moves" 0 "made") 1)
  (with [e (pytest.raises ExperimentError)]
    (game-shares "kalah" game))
  (assert (in "replayed" (str e.value))))

(defn test-the-summary-of-shares []
  (setv s (share-summary [{"earlier" 0.2 "played" 0.5 "abandoned" 0.3 "finished" True}
                          {"earlier" 0.4 "played" 0.6 "abandoned" 0.0 "finished" False}]))
  (assert (= (get s "moves") 2))
  (assert (= (round (get s "played") 12) 0.55))
  (assert (= (get s "finished") 0.5))
  (with [(pytest.raises ExperimentError)]
    (share-summary [])))

(defn depth-game [two-two-side result depths]
  "A game record of 2&2 at depth 6 against the better 1&1, whose moves
  reached `depths`; the 2&2 side's moves in between."
  (setv one-one (- 1 two-two-side) moves [])
  (for [d depths]
    (.append moves {"side" two-two-side "made" 10})
    (.append moves {"side" one-one "budget" 10 "made" 10 "depth" d}))
  {"two-two-side" two-two-side "result" result
   "players" (if (= two-two-side 0)
                 [{"program" "2&2" "depth" 6} {"program" "1&1" "searcher" "deepening"}]
                 [{"program" "1&1" "searcher" "deepening"} {"program" "2&2" "depth" 6}])
   "moves" moves})

(defn test-the-depths-the-better-one-one-saw []
  (setv games [(depth-game 0 "1-0" [7 7 2])          ; 2&2 won, the 1&1 below 6 on its last move
               (depth-game 1 "1/2-1/2" [8 6 5 7])    ; drawn, below 6 with 2 moves left after
               (depth-game 0 "0-1" [7 6 8])]          ; 2&2 lost, never below 6
        p (depth-profile games))
  (assert (= (lfor [d _] (game-depths (get games 0)) d) [7 7 2]))
  (assert (= (lfor [_ left] (game-depths (get games 1)) left) [6 4 2 0]))
  (assert (= [(get p "below") (get p "at") (get p "above")] [2 2 6]))
  (assert (= (get p "left-below") 1))                ; moves left after 2 and after 5: 0 and 2
  (assert (= (get p "shallow") #(0.75 2)))
  (assert (= (get p "deep") #(0.0 1)))
  (assert (= (get (depth-profile []) "shallow") #(None 0))))
