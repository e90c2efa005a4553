"The experiment's units of work, one function a kind of job: every job is a
dict that says all it needs (the game's name, a position as OpenSpiel's
serialized state, the learned backing-up parameters as numbers), so that it
runs the same in this process, in a pool process or on a Dask worker, and
gives a dict that is written as one line.

The searches are the project's own: 1&1 alpha beta is McCarthy's maxval
(slagle.core.ordinary's Depths and mccarthy-playing: its move by movemaxval, its
value by maxval or minval); 2&2 alpha beta is Appendix C's sta, minv and
maxv; 2&2 minimaxing is Appendix B's.  Learned functions are installed as
the report says they vary, as x, y, r, s of dmax (lisp.trace's redefining),
and the free variables are bound as the programs' callers bind them
(lisp.special's binding)."

(eval-when-compile (require lisp.forms [defun]
                            lisp.macros [unless]))
(import contextlib [ExitStack]
        math
        time
        zlib
        lisp [NIL ∞ -∞ binding car cdr cadr to-python show LispError]
        lisp.trace [redefining]
        appendix-a.programs [playing ditto]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.experiment [ExperimentError]
        slagle.games [game-class]
        slagle.games.position [spiel-game]
        slagle.core.ordinary [Depths mccarthy-playing]
        slagle.core.budget [Budget]
        slagle.core.programs [choose run-program]
        slagle.core.search [parameter-definitions]
        slagle.core.runtime [deeply]
        slagle.matches.loop [play-out])


;; The engine: the compiled twin (slagle.compiled), checked against the transcription

(setv ;; The engine of the job being run (run-job sets it from the job's "engine"),
      ;; and the searches checked in it so far: one job at a time in a process.
      ENGINE {"name" "transcription" "check-all" False "checked" 0 "check-seconds" 0.0 "check-cpu" 0.0}
      ;; One in CHECK-EVERY searches is run by both engines and compared.
      CHECK-EVERY 50)

(defn compiled? []
  "Does the job being run search with the compiled twin?"
  (= (get ENGINE "name") "compiled"))

(defn copy-of [game]
  "The game at game's root again, its value for the same player."
  (setv copy (.after game game.root))
  (setv copy.player game.player)
  copy)

(defn typed [x]
  "x with its type, so that 5 and 5.0 differ as the transcription's printing does."
  #((. (type x) __name__) x))

(defn outcome-of [result]
  "What is compared of a search's result: moves by name, numbers with their type."
  (cond (isinstance result #(tuple list)) (tuple (map outcome-of result))
        (isinstance result #(int float)) (typed result)
        True (show result)))

(defn twin-checked [what game compiled transcribed [check False] [checkable True]]
  "(compiled game) on the compiled twin, or (transcribed game) where the job
  runs on the transcription.  With check (or the job checking every
  search), the transcription searches a copy as well, and a difference in
  the result or the positions evaluated stops the run with one line naming
  the program and the position."
  (unless (compiled?)
    (return (transcribed game)))
  (setv check (and checkable (or check (get ENGINE "check-all")))
        copy (when check (copy-of game))
        before game.evaluations
        got (compiled game))
  (when check
    (setv clock (time.perf-counter)
          cpu (time.process-time)
          want (transcribed copy))
    (+= (get ENGINE "check-seconds") (- (time.perf-counter) clock))
    (+= (get ENGINE "check-cpu") (- (time.process-time) cpu))
    (setv ours [(outcome-of got) (- game.evaluations before)]
          theirs [(outcome-of want) copy.evaluations])
    (+= (get ENGINE "checked") 1)
    (unless (= ours theirs)
      (raise (ExperimentError (+ f"the compiled twin differs from the transcription: {what} at the {game.NAME}"
                                 f" position {(repr (.serialize game.root.state))}: compiled {ours},"
                                 f" transcription {theirs}")))))
  got)

(defn sampled? [key [ply 0]]
  "Is the search of this job (at this ply) among those checked: one in CHECK-EVERY."
  (= 0 (% (+ (zlib.crc32 (.encode key)) ply) CHECK-EVERY)))


;; Positions and games in hand

(defn game-at [name serialized [machine None]]
  "The game `name` from OpenSpiel's `serialized` state, its value taken for
  the player `machine` (0 or 1; default the player to move there)."
  (setv game (.from-serialized (game-class name) serialized))
  (unless (is machine None)
    (setv game.player machine))
  game)

(defn other [player] "The other player." (- 1 player))

(defn machine-of [game kind]
  "The maximizing player (the machine) at the root of `game` when the root is
  a \"max\"-position (the machine to move) or a \"min\"-position (the other to move)."
  (setv mover (.current-player game.root.state))
  (if (= kind "max") mover (other mover)))


;; The backing-up parameters, x y r s, as functions of dmax

(defn parameter-function [name table]
  "The function of dmax that gives parameter `name` (x, y, r or s) from
  `table`, {dmax: number}; for a dmax it has none, error BACKUP."
  (fn [dmax]
    (setv k (.get table (str dmax)))
    (when (is k None)
      (raise (LispError "BACKUP" f"no {name} learned for dmax {dmax}")))
    k))

(defn parameter-settings [parameters]
  "x, y, r, s as Appendix C's settings from `parameters`: a dict of numbers
  (the same at every dmax), kept, or of {dmax: number} tables (learned), each
  made a function of dmax."
  (dfor [name k] (.items parameters)
        name (if (isinstance k dict) (parameter-function name k) k)))

(defn appendix-b-backing-up [parameters]
  "Appendix B's buma and bunb of the report's forms (5) and (6), with x, y, r, s
  from `parameters`: the same functions Appendix C's bua and bub compute,
  for Appendix B's lists ma = (a1, a2) and nb = (b1, b2)."
  (setv defs (parameter-definitions (parameter-settings parameters))
        [x y r s] (lfor k "xyrs" (get defs k)))
  (defn buma [ma dmax]
    "buma[ma;dmax] = a2 + 2^(x-(a2-a1)y), a1 = car[ma], a2 = cadr[ma]; a2 if there is no a1."
    (if (is (cdr ma) NIL)                  ; a LISP predicate's NIL is true to Python: test the atom
        (car ma)
        (do (setv a1 (car ma) a2 (cadr ma))
            (+ a2 (** 2 (- (x dmax) (* (- a2 a1) (y dmax))))))))
  (defn bunb [nb dmax]
    "bunb[nb;dmax] = b2 - 2^(r-(b1-b2)s), b1 = car[nb], b2 = cadr[nb]; b2 if there is no b1."
    (if (is (cdr nb) NIL)
        (car nb)
        (do (setv b1 (car nb) b2 (cadr nb))
            (- b2 (** 2 (- (r dmax) (* (- b1 b2) (s dmax))))))))
  {"buma" buma "bunb" bunb})


;; The 2&2 side's three ways

(defn minv [p oldbeta]
  "Appendix C's minv as it is defined now (a call through its name, as
  LISP 1.5's were, so that a trace or redefinition of it is seen)."
  (appendix-c.minv p oldbeta))

(defun sta1-first-of-equal [ℓ alpha best dmax]
  "Appendix C's sta1 with only its tie rule changed: alpha < u where the report
  prints alpha ≤ u, so that of equal values the first is kept and a later
  successor reported equal to alpha (a bound, \"at most alpha\") never
  replaces it.  docs/findings.md, section 1: with this rule Appendix C
  chooses Appendix B's move.  Installed in place of sta1 by `redefining`;
  the transcription is not changed.

       sta1[ℓ;alpha;best;dmax]=
            prog[[u];
                 cond[null[ℓ] → return[best]];
                 setq[u;minv[car[ℓ];∞]];
                 return[cond[alpha<u → sta1[cdr[ℓ];u;car[ℓ];dmax];
                             T → sta1[cdr[ℓ];alpha;best;dmax]]]]"
  (prog [u]
        (cond [(null ℓ) (return best)])
        (setq u (minv (car ℓ) ∞))
        (return (cond [(< alpha u) (sta1-first-of-equal (cdr ℓ) u (car ℓ) dmax)]
                      [T (sta1-first-of-equal (cdr ℓ) alpha best dmax)]))))

(defn two-two-move [game dmax way parameters [check False]]
  "two-two-transcribed (see it) on the engine of the job: the compiled twin
  (Appendix C as printed: \"c\"; root-tie: \"c-root-tie\"; minimaxing:
  Appendix B with the parameters) or the transcription."
  (twin-checked f"2&2 {way} dmax {dmax}" game
                (fn [g] (. (search-compiled-kind (get TWIN-WAYS way) g dmax parameters) move))
                (fn [g] (two-two-transcribed g dmax way parameters))
                check))

(setv TWIN-WAYS {"printed" "c" "root-tie" "c-root-tie" "minimaxing" "b"})

(defn search-compiled-kind [kind game dmax [settings {}] [budget None]]
  "The compiled search `kind` of slagle.compiled.twin (a Searched)."
  (import slagle.compiled.twin [search])   ; numba: loaded only on the compiled engine
  (search kind game dmax settings budget))

(defn two-two-transcribed [game dmax way parameters]
  "The move of the 2&2 side at the root of `game`: `way` is \"printed\"
  (Appendix C as the report prints it), \"root-tie\" (Appendix C with
  sta1-first-of-equal) or \"minimaxing\" (Appendix B), with x, y, r, s from `parameters`."
  (setv two-two {"m" 2 "n" 2})
  (cond (= way "printed") (choose "c" game dmax {#** two-two #** (parameter-settings parameters)})
        (= way "root-tie") (choose "c" game dmax {#** two-two #** (parameter-settings parameters)}
                                   (fn [programs] (redefining programs {"sta1" sta1-first-of-equal})))
        (= way "minimaxing") (choose "b" game dmax two-two
                                     (fn [programs] (redefining programs (appendix-b-backing-up parameters))))
        True (raise (ValueError f"no 2&2 way {way}"))))

(defn one-one-move [game dmax [check False]]
  "The move of 1&1 alpha beta (McCarthy's maxval, the move by movemaxval) at the root of `game`."
  (twin-checked f"1&1 maxval dmax {dmax}" game
                (fn [g] (. (search-compiled-kind "maxval" g dmax) move))
                (fn [g] (choose "maxval" g dmax))
                check))

(defn one-one-value [game dmax kind [check False]]
  "The value of the root of `game` by 1&1 alpha beta to depth dmax: maxval
  at a max-position, minval at a min-position (for the game's machine)."
  (twin-checked f"1&1 {(if (= kind "max") "maxval" "minval")} dmax {dmax}" game
                (fn [g] (. (search-compiled-kind (+ "maxval-" kind) g dmax) value))
                (fn [g] (with [m (mccarthy-playing (Depths g dmax))]
                          (deeply (fn [] (if (= kind "max") (m.maxval g.root) (m.minval g.root))))))
                check))


;; Learning: Section 8's data

(defn two-best [values kind]
  "The two best values, best first: the greatest two at a max-position, the least two at a min-position."
  (setv ordered (sorted values :reverse (= kind "max")))
  #((get ordered 0) (get ordered 1)))

(defn successor-values [game kind dmax parameters [check False]]
  "successor-values-transcribed (see it) on the engine of the job."
  (twin-checked f"2&2 values of the successors ({kind}) dmax {dmax}" game
                (fn [g] (lfor s (. (search-compiled-kind (+ "c-each-" kind) g (+ dmax 1) parameters) successors)
                              (get s "value")))
                (fn [g] (successor-values-transcribed g kind dmax parameters))
                check))

(defn successor-values-transcribed [game kind dmax parameters]
  "The 2&2 alpha beta value of each successor of the root of `game`,
  searching dmax below each, with Appendix C's own minv (the root a
  max-position) or maxv (a min-position), the free variables bound as sta4
  and sta1 (or minvl) bind them for a successor of the position they search:
  initia = (-∞), initib = (∞), alpha = -∞ (or beta = ∞) and dmax."
  (setv C appendix-c)
  (with [_ (playing game C)
         _ (redefining C (parameter-definitions (parameter-settings parameters)))
         _ (binding {"initia" (ditto -∞ 1) "initib" (ditto ∞ 1) "dmax" dmax
                     #** (if (= kind "max") {"alpha" -∞} {"beta" ∞})})]
    (deeply (fn [] (lfor p (to-python (game.succ game.root))
                         (if (= kind "max") (C.minv p ∞) (C.maxv p -∞)))))))

(defn learn-data [job]
  "Section 8.1 (kind max) or 8.2 (kind min) data for one typical position:
  the two best successors' values a2, α (or b2, β) by 2&2 alpha beta dmax
  below each successor, beside the position's target v; None for a position
  with fewer than two successors."
  (setv kind (get job "kind")
        game (game-for job kind)
        values (successor-values game kind (get job "dmax") (get job "parameters")))
  (if (< (len values) 2)
      {"best" None "second" None}
      (do (setv [best second] (two-best values kind))
          {"best" best "second" second})))

(defn target [job]
  "Section 8's v(k) of one typical position: 1&1 alpha beta to depth D, the
  position taken as a max-position and as a min-position."
  (dfor kind ["max" "min"]
        kind (one-one-value (game-for job kind) (get job "depth") kind)))

(defn game-for [job kind]
  "The game at the job's position, its root a max- or min-position as `kind` says."
  (setv game (game-at (get job "game") (get job "state")))
  (setv game.player (machine-of game kind))
  game)


;; Measurements on the typical positions

(defn minimaxing-values [game dmax parameters [check False]]
  "minimaxing-values-transcribed (see it) on the engine of the job: Appendix
  B's sta1 values every successor whatever it chooses."
  (twin-checked f"2&2 minimaxing values dmax {dmax}" game
                (fn [g] (lfor s (. (search-compiled-kind "b" g dmax parameters) successors) (get s "value")))
                (fn [g] (minimaxing-values-transcribed g dmax parameters))
                check))

(defn minimaxing-values-transcribed [game dmax parameters]
  "Appendix B's 2&2 value of each successor of the root, as its sta1 sees them (a list)."
  (setv B appendix-b)
  (with [_ (playing game B)
         _ (redefining B (appendix-b-backing-up parameters))
         _ (binding {"initima" (ditto -∞ 2) "initinb" (ditto ∞ 2) "dmax" (- dmax 1)})]
    (deeply (fn [] (lfor p (to-python (game.succ game.root)) (B.minv p))))))

(defn worse-move [job]
  "On one typical position (the machine to move): the moves of Appendix C as
  printed, C with the root's tie rule changed and Appendix B, each 2&2 to
  depth D with the learned functions, and B's 2&2 value of each move: is
  C's move one that 2&2 minimaxing values below its own choice?"
  (setv name (get job "game") state (get job "state") d (get job "depth") ps (get job "parameters"))
  (setv moves (dfor way ["printed" "root-tie" "minimaxing"]
                    way (show (two-two-move (game-at name state) d way ps)))
        game (game-at name state)
        names (lfor p (to-python (game.succ game.root)) (show p))
        values (dict (zip names (minimaxing-values game d ps))))
  {"moves" moves
   "values" (dfor [way m] (.items moves) way (.get values m))
   "worse" (dfor way ["printed" "root-tie"]
                 way (< (get values (get moves way)) (get values (get moves "minimaxing"))))})

(defn effort [job]
  "Positions evaluated for one move from one typical position: 2&2 (the
  match's way) to depth D, and 1&1 alpha beta to each depth of `depths` in
  turn, up to the first at which it evaluates as many as 2&2."
  (setv name (get job "game") state (get job "state"))
  (defn counted [move-of]
    "The positions evaluated by move-of on the game at the position."
    (setv game (game-at name state))
    (move-of game)
    game.evaluations)
  (setv two-two (counted (fn [g] (two-two-move g (get job "depth") (get job "way") (get job "parameters"))))
        one-one {})
  ;; Deeper only until 1&1 evaluates as many as 2&2: a deeper search is farther from it.
  (for [d (get job "depths")]
    (setv (get one-one (str d)) (counted (fn [g] (one-one-move g d))))
    (when (>= (get one-one (str d)) two-two) (break)))
  {"two-two" two-two "one-one" one-one})


;; Games

(defn start-after [name opening]
  "The game `name` after the opening moves (OpenSpiel action lists, one a complete move)."
  (setv state (.new-initial-state (spiel-game (. (game-class name) SPIEL-NAME))))
  (for [actions opening]
    (for [a actions] (.apply-action state a)))
  state)

(defn timed-move [game move-of]
  "(move-of game) and its figures, the effort of the move's search: positions
  evaluated, positions generated (made by succ), seconds by the clock and
  CPU seconds (the process's, all its threads)."
  (setv clock (time.perf-counter)
        cpu (time.process-time)
        made game.made
        checking (get ENGINE "check-seconds")
        checking-cpu (get ENGINE "check-cpu")
        move (move-of game))
  ;; The transcription's check of a compiled search is not the move's time.
  #(move {"evaluated" game.evaluations
          "made" (- game.made made)
          "seconds" (- (time.perf-counter) clock (- (get ENGINE "check-seconds") checking))
          "cpu" (- (time.process-time) cpu (- (get ENGINE "check-cpu") checking-cpu))}))

(defn two-two-side-move [game side [check False]]
  "The move of a 2&2 side at game's root (two-two-move with the side's settings)."
  (two-two-move game (get side "depth") (get side "way") (get side "parameters") check))

(defn matched-budget [side game last]
  "The budget of a 1&1 side matched move by move to 2&2: the positions (its
  \"budget\" \"positions\") or seconds (\"seconds\") 2&2 took for its
  last move, `last`; before 2&2 has moved (None), or at every move for a
  side \"in-place\", what 2&2 (the side's \"against\") takes for a move
  at game's root, measured on a copy."
  (setv figures (if (or (is last None) (.get side "in-place"))
                    (get (timed-move (.after game game.root) (fn [g] (two-two-side-move g (get side "against")))) 1)
                    last))
  (setv kind (get side "budget"))
  (cond (= kind "positions") (Budget :positions (max 1 (get figures "evaluated")))
        (= kind "generated") (Budget :generated (max 1 (get figures "made")))
        True (Budget :seconds (get figures "seconds"))))

(defn budgeted-one-one-move [game budget [check False] [searcher "maxval"]]
  "1&1 alpha beta within `budget`: `searcher` \"maxval\" deepens McCarthy's
  maxval from scratch (slagle.core.budget), \"deepening\" and
  \"deepening-best-first\" are the better 1&1 as the equal-search matches
  played it and as declared (slagle.core.programs.deepening).  #(the move
  played, its search's depth)."
  (twin-checked f"1&1 {searcher} within {budget}" game
                (fn [g] (setv found (search-compiled-kind searcher g None {} budget))
                        #(found.move found.depth))
                (fn [g] (setv found (run-program searcher g None {} :budget budget))
                        #(found.move found.depth))
                check
                ;; seconds are not the same twice: only budgets of positions are checked
                (is budget.seconds None)))

(defclass MatchPlayer []
  "A side of a match as a player of the one game loop (slagle.matches.loop):
  `side` {\"program\": \"2&2\" or \"1&1\", and \"depth\", or for 1&1
  a \"budget\" matched to 2&2's last move (then \"against\": the 2&2
  side); for 2&2 \"way\" and \"parameters\"}; `last` {program: the
  figures of its last move}, kept by the loop's caller.  Its move, the
  positions evaluated and the seconds, and for a budget the budget and the
  depth of the search played."
  (defn __init__ [self side last [key ""]]
    "key: the game's job key, which picks the moves checked (sampled?)."
    (setv self.side side
          self.last last
          self.key key
          self.spec (get side "program")))

  (defn move [self game]
    (setv side self.side
          check (sampled? self.key (.move-number game.root.state)))
    (cond (= (get side "program") "2&2")
            (timed-move game (fn [g] (two-two-side-move g side check)))
          (in "budget" side)
            (do (setv budget (matched-budget side game (.get self.last "2&2"))
                      [[move depth] figures] (timed-move game (fn [g] (budgeted-one-one-move g budget check
                                                                                             (.get side "searcher" "maxval")))))
                #(move {#** figures "budget" (or budget.positions budget.seconds budget.generated) "depth" depth}))
          True
            (timed-move game (fn [g] (one-one-move g (get side "depth") check))))))

(defn play-game [job]
  "One game from an opening between two players (MatchPlayer's sides), the
  first of `players` moving first after the opening, played by the one game
  loop.  The game ends when it is over or after `limit` complete moves
  (plies) in all, the opening's among them: a draw.  Every move is recorded:
  its name, the side (0 the first player, 1 the second), positions evaluated
  and seconds, and for a side with a budget its budget and depth."
  (setv players (get job "players")
        state (start-after (get job "game") (get job "opening"))
        first-mover (.current-player state)
        by-player (if (= first-mover 0) players (list (reversed players)))
        last {}
        moves [])
  (defn on-move [here move player figures]
    (setv (get last player.spec) figures)
    (.append moves {"move" (show move) "side" (if (= here.player first-mover) 0 1) #** figures}))
  (setv [last-position _] (play-out ((game-class (get job "game")) state)
                                    (lfor side by-player (MatchPlayer side last (get job "key")))
                                    (get job "limit") (len (get job "opening")) on-move)
        state last-position.state
        returns (if (.is-terminal state) (.returns state) [0 0]))
  {"match" (.get job "match") "opening-index" (.get job "opening-index")
   "two-two-side" (.get job "two-two-side") "opening" (get job "opening")
   "players" (lfor p players (dfor [k v] (.items p) :if (not-in k #{"parameters" "against"}) k v))
   "moves" moves
   "first" first-mover
   "over" (.is-terminal state)
   "result" (cond (> (get returns first-mover) 0) "1-0"
                  (< (get returns first-mover) 0) "0-1"
                  True "1/2-1/2")})

(defn opening-game [job]
  "A game of 1&1 alpha beta against itself at a small depth from an opening,
  for typical positions: every position of it from the opening on that is
  not over, as OpenSpiel's serialized state, with the ply and the mover."
  (setv cls (game-class (get job "game"))
        state (start-after (get job "game") (get job "opening"))
        out [])
  (while (and (not (.is-terminal state)) (< (len out) (get job "limit")))
    (setv game (cls (.clone state)))
    (.append out {"state" (.serialize state) "key" (.key game state)
                  "mover" (get cls.PLAYERS (.current-player state))})
    (setv state (. (one-one-move game (get job "depth")) state)))
  {"positions" out})

(setv KINDS {"opening-game" opening-game "target" target "learn-data" learn-data
             "worse-move" worse-move "effort" effort "play-game" play-game})

(defn run-job [job]
  "Run one job (its \"job\" names the kind): its result, with the job's key.
  On the compiled engine (the job's \"engine\"), the result says how many
  of its searches the transcription checked: every search of a match's
  first opening, else one in CHECK-EVERY (see sampled?)."
  (setv engine (.get job "engine" "transcription")
        key (get job "key"))
  (.update ENGINE {"name" engine "checked" 0
                   "check-all" (if (= (get job "job") "play-game")
                                   (= (.get job "opening-index") 0)
                                   (sampled? key))})
  (try
    (setv result {"key" key #** ((get KINDS (get job "job")) job)})
    (finally
      (setv (get ENGINE "name") "transcription")))
  (if (= engine "compiled")
      {#** result "engine" engine "checked" (get ENGINE "checked")}
      result))
