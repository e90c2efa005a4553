"A game at a position given by moves from its start, and a program's move
there (`slagle run --game`): the game rules (slagle.games) meet the
engine's table of programs (slagle.core.programs)."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [nullcontext]
        math
        time
        lisp [show]
        slagle.core.budget [check-game-reach cost-estimate estimate-line]
        slagle.core.calls [RootWatcher]
        slagle.core.search [watching]
        slagle.core.programs [program-named settings-for]
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
                      [compiled False] [note None]]
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
        chosen (program-named program)
        watchers (when (and successors chosen.appendix (not compiled)) [])
        start (time.perf-counter))
  (defn during [programs]
    "The appendix's functions traced and the root's successors watched, a watcher a search."
    (setv watcher (when (is-not watchers None) (RootWatcher)))
    (when watcher (.append watchers watcher))
    (watching programs chosen.appendix trace (or trace-names None) :watcher watcher))
  (when names
    (setv game.evaluated []))
  (unless budget
    (check-game-reach game dmax force)
    (when note
      (setv cost (search-estimate chosen game dmax settings compiled))
      (when cost
        (note (estimate-line cost f"dmax {dmax}" "--max-seconds S or --max-positions N bounds it")))))
  (with [_ (if watch (watch game) (nullcontext))]
    (setv found (.run chosen game dmax (settings-for chosen settings)
                      :budget budget :compiled compiled
                      :during (when (or trace (is-not watchers None)) during))))
  (setv seconds (- (time.perf-counter) start)
        ;; the watcher of the search the move is from: with a budget, the
        ;; found.depth-th (a search a depth), else the one search
        seen (cond watchers (.successor-values (get watchers (if budget (- found.depth 1) 0)))
                   (and successors chosen.appendix) found.successors))
  {#** (what-was-run name chosen (settings-for chosen settings) game)
   "position" game.root.name "move" (show found.move) "value" (json-value found.value)
   "evaluated" game.evaluations
   #** (if names {"evaluated-names" (lfor p game.evaluated (show p))} {})
   #** (if (is-not seen None) {"successors" seen} {})
   "dmax" dmax "depth" found.depth
   #** (if budget {"max-positions" budget.positions "max-seconds" budget.seconds
                   #** (if (is-not budget.generated None) {"max-generated" budget.generated} {})}
           {})
   "seconds" seconds})

(defn search-estimate [program game dmax settings [compiled False]]
  "What a search of `program` dmax deep from game's root is expected to
  cost, when it is long (slagle.core.budget/cost-estimate), measured on a
  copy of the game; else None."
  (defn searched [d]
    (. (.run program (.after game game.root) d (settings-for program settings) :compiled compiled) evaluated))
  (cost-estimate searched (len (.successors game game.root)) dmax))

(defn json-value [v]
  "A value as JSON can hold it: ±∞ as the strings the report writes, None as null."
  (if (and (isinstance v float) (not (math.isfinite v))) (show v) v))

(defn what-was-run [name program settings game]
  "What a run on a game ran, for --json: the game, the program's name (and,
  for an appendix's, `appendix`), its settings with their defaults (m, n; x,
  y, r, s for Appendix C; none for a 1&1 program) and the value function's weights."
  {"game" name
   "program" program.name
   #** (if program.appendix {"appendix" program.appendix} {})
   #** settings
   "weights" (weights-by-name game)})
