"Where the better 1&1's budget goes, a secondary measure docs/experiment.md
declares for the third series: the share of a move's budget of positions
generated that the iteration whose move it plays spent, the rest going to
the iterations before it and to a deeper one it abandoned.

The games record, for each move of the better 1&1 (the \"deepening\" or
\"deepening-best-first\" searcher, which the game's players name), its
budget, the positions it generated and the depth of the iteration it
played.  Replayed on the compiled twin from the game's
opening and moves: iterations 1 to d (played at depth d) run whole make
M(d) positions, and the played iteration made min(made, M(d)) - M(d - 1):
all of M(d) - M(d - 1) when it finished and the next was abandoned, the
rest of the budget when it was itself the unfinished one.  Each move's
search within its budget is run again too, and must make exactly the
positions and reach exactly the depth recorded."

(eval-when-compile (require lisp.macros [unless]))
(import statistics [mean median]
        slagle.core.budget [Budget]
        slagle.experiment [ExperimentError]
        slagle.experiment.jobs [start-after search-compiled-kind]
        slagle.experiment.primary [run-games]
        slagle.experiment.scores [points]
        slagle.games [game-class])

(defn made-by [game dmax [budget None] [searcher "deepening"]]
  "The positions the better 1&1 (the program `searcher`) generates at
  game's root, iterations 1 to dmax (None: until the budget is spent), and
  the depth it plays."
  (setv fresh (.after game game.root)
        found (search-compiled-kind searcher fresh dmax {} budget))
  #(fresh.made found.depth))

(defn move-share [game move [searcher "deepening"]]
  "Where `move`'s positions generated went, at game's root, as shares of
  them: {\"earlier\" the iterations before the played one, \"played\"
  the played one, \"abandoned\" a deeper one begun and not played,
  \"finished\" whether the played one ran to its end}.  ExperimentError if
  the search within the budget does not make what the record says."
  (setv [made depth] (made-by game None (Budget :generated (get move "budget")) searcher))
  (unless (= [made depth] [(get move "made") (get move "depth")])
    (raise (ExperimentError (+ f"move {(get move "move")}: recorded {(get move "made")} positions made at depth {(get move "depth")},"
                               f" replayed {made} at depth {depth}"))))
  (setv [whole _] (made-by game depth None searcher)
        [before _] (if (> depth 1) (made-by game (- depth 1) None searcher) #(0 None))
        played (- (min made whole) before))
  {"earlier" (/ before made) "played" (/ played made) "abandoned" (/ (- made before played) made)
   "finished" (<= whole made)})

(defn game-shares [name game]
  "move-share of each move of the better 1&1 in the game record `game`."
  (setv here ((game-class name) (start-after name (get game "opening")))
        one-one (- 1 (get game "two-two-side"))
        searcher (get game "players" one-one "searcher")
        shares [])
  (for [m (get game "moves")]
    (when (and (= (get m "side") one-one) (in "budget" m))
      (.append shares (move-share here m searcher)))
    (setv here (.after here (.named here (get m "move")))))
  shares)

(defn budget-shares [run match name [openings None]]
  "The shares of every move of the better 1&1 in `match`'s games of the
  run directory `run` (the game `name`), on the openings whose index is
  below `openings` (None: all)."
  (lfor g (run-games run match)
        :if (or (is openings None) (< (get g "opening-index") openings))
        s (game-shares name g)
        s))

(defn share-summary [shares]
  "The moves, the mean share of each part, the median played share and the
  share of moves played from a finished iteration."
  (unless shares
    (raise (ExperimentError "no move of the better 1&1 to measure")))
  {"moves" (len shares)
   #** (dfor part ["earlier" "played" "abandoned"] part (mean (gfor s shares (get s part))))
   "median-played" (median (gfor s shares (get s "played")))
   "finished" (/ (sum (gfor s shares (get s "finished"))) (len shares))})

;; How deep the budget let it see

(defn two-two-depth [game]
  "The depth of the 2&2 side of the game record `game`."
  (get (next (gfor p (get game "players") :if (= (get p "program") "2&2") p)) "depth"))

(defn game-depths [game]
  "The better 1&1's moves in the game record `game`, each as #(the depth
  it played, the moves left in the game after it)."
  (setv moves (get game "moves")
        one-one (- 1 (get game "two-two-side")))
  (lfor [i m] (enumerate moves)
        :if (and (= (get m "side") one-one) (in "depth" m))
        #((get m "depth") (- (len moves) i 1))))

(defn depth-profile [games]
  "How deep the better 1&1 saw in `games` against 2&2 at depth D: its moves
  played from a depth below D, at D, above D; the median moves left in the
  game after a move below D and after the others; and 2&2's score in the
  games where the 1&1 played below D at least once and in the others
  (#(score games), score None without games)."
  (setv below [] at-or-above [] counts {"below" 0 "at" 0 "above" 0}
        shallow-games [] deep-games [])
  (for [g games]
    (setv d (two-two-depth g) depths (game-depths g))
    (for [[depth left] depths]
      (cond (< depth d) (do (+= (get counts "below") 1) (.append below left))
            (= depth d) (do (+= (get counts "at") 1) (.append at-or-above left))
            True (do (+= (get counts "above") 1) (.append at-or-above left))))
    (.append (if (any (gfor [depth _] depths (< depth d))) shallow-games deep-games) (points g)))
  (defn scored [points]
    #((if points (/ (sum points) (len points)) None) (len points)))
  {#** counts
   "left-below" (if below (median below) None) "left-others" (if at-or-above (median at-or-above) None)
   "shallow" (scored shallow-games) "deep" (scored deep-games)})
