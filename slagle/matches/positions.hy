"A game at a position given by moves from its start, and a program's move
there (`slagle run --game`): the game rules (slagle.games) meet the
engine's table of programs (slagle.core.programs)."

(require lisp.macros [unless])
(import contextlib [nullcontext]
        time
        lisp [show]
        slagle.core.budget [check-game-reach deepen]
        slagle.core.calls [RootWatcher]
        slagle.core.search [APPENDICES watching]
        slagle.core.programs [choose program-named search-compiled settings-for]
        slagle.games [game-class]
        slagle.games.position [play-moves])

(defn opening-moves [text]
  "The moves of --opening or --position: separated by spaces or commas,
  except that a Kalah move's pits may be joined by + (see the games)."
  (lfor m (.split (.replace (or text "") "," " ")) :if m m))

(defn start-game [name moves [weights None]]
  "The game `name` after the complete moves `moves` (texts) from its start."
  (play-moves ((game-class name) :weights weights) moves))

(defn weights-by-name [game]
  "The weights of game's value function, by feature name: those given and the defaults."
  (dfor [f c] (zip game.FEATURES game.weights) f.name c))

(defn choose-on-game [name position program dmax settings [trace-names None] [trace None]
                      [successors False] [names False] [budget None] [force False] [watch None]
                      [compiled False]]
  "The move the program `program` (of the table) chooses in the game `name`
  after the moves `position` (a text), dmax complete moves deep, with
  `settings`; an appendix's functions (trace-names: [] for all) traced to
  `trace`.  A dict: what was run, the position, the move, the count of
  positions evaluated, dmax and the seconds taken; with successors (an
  appendix), the values of the root's successors as the search saw them;
  with names, the names of the positions evaluated, in order (kept only
  then: a deep search keeps no positions).  With a budget (slagle.core.budget),
  the program deepens iteratively up to dmax (None: no bound) and the dict
  says the depth of the search whose move it is; without one, a dmax far
  beyond reach is refused unless forced.  watch, if given, is called with
  the game and gives a context manager to search in (a progress display).
  compiled: the program's compiled twin searches (slagle.compiled), with
  the same result."
  (setv game (start-game name (opening-moves position))
        start (time.perf-counter))
  (defn search [dmax]
    "The move dmax deep, and the RootWatcher that saw the search (or None)."
    (setv watcher (when (and successors (in program APPENDICES)) (RootWatcher))
          during (fn [programs] (watching programs program trace (or trace-names None) :watcher watcher)))
    #((choose program game dmax settings (when (or trace watcher) during)) watcher))
  (when names
    (setv game.evaluated []))
  (unless budget
    (check-game-reach game dmax force))
  (with [_ (if watch (watch game) (nullcontext))]
    (if compiled
        (setv found (search-compiled program game dmax settings budget)
              [move depth] #(found.move found.depth)
              seen (when (and successors (in program APPENDICES)) found.successors))
        (setv [[move watcher] depth] (if budget (deepen game search budget dmax) #((search dmax) dmax))
              seen (when watcher (.successor-values watcher)))))
  (setv seconds (- (time.perf-counter) start))
  {#** (what-was-run name program (settings-for (program-named program) settings) game)
   "position" game.root.name "move" (show move)
   "evaluated" game.evaluations
   #** (if names {"evaluated-names" (lfor p game.evaluated (show p))} {})
   #** (if (is-not seen None) {"successors" seen} {})
   "dmax" dmax "depth" depth
   #** (if budget {"max-positions" budget.positions "max-seconds" budget.seconds} {})
   "seconds" seconds})

(defn what-was-run [name program settings game]
  "What a run on a game ran, for --json: the game, the program (and, for an
  appendix, `appendix`), its settings with their defaults (m, n; x, y, r, s
  for Appendix C; none for a 1&1 program) and the value function's weights."
  {"game" name
   "program" program
   #** (if (in program #{"b" "c"}) {"appendix" program} {})
   #** settings
   "weights" (weights-by-name game)})
