"A game at a position given by moves from its start, and a program's move
there (`slagle run --game`): the game rules (slagle.games) meet the
engine's table of programs (slagle.core.programs)."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [nullcontext]
        math
        time
        lisp [show]
        slagle.errors [Refusal]
        slagle.core.budget [check-budget check-game-reach estimate-line]
        slagle.core.search [names-to-trace watched-searches]
        slagle.core.programs [checked-settings compiled-program program-named]
        slagle.games [DEFAULT-DEPTH game-class]
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

(defn search-depth [game dmax budget]
  "The depth a program searches on `game` (a game's class or a game in
  hand; None: a game not yet known): dmax as given; none with a budget (it
  deepens unbounded); else the game's DEFAULT-DEPTH complete moves (the
  registry's, slagle.games/DEFAULT-DEPTH, for None).  The one place a
  default depth is picked."
  (cond (is-not dmax None) dmax
        budget None
        (is game None) DEFAULT-DEPTH
        True game.DEFAULT-DEPTH))

(defn program-for [program appendix]
  "The program a search on a game runs: `program` (a name of the table),
  refused beside an appendix; else the appendix's; else Appendix C's."
  (when (and (is-not program None) (is-not appendix None))
    (raise (Refusal f"--program {program} and --appendix {appendix}: give one program" "PROGRAM")))
  (program-named (if (is-not program None) program (or appendix "c"))))

(defn trace-names-for [program trace trace-only compiled]
  "The functions of `program` to trace on a game (slagle.core.search/names-to-trace):
  None for none; refused for the compiled twin, which makes no calls, and for a
  program other than an appendix's."
  (when (or trace (is-not trace-only None))
    (when compiled
      (raise (Refusal "--trace shows the Hy programs' calls: the compiled twin makes none (leave out --compiled)")))
    (unless program.appendix
      (raise (Refusal f"--trace on a game is for the appendices, not {program.name}")))
    (names-to-trace program.appendix trace trace-only)))

(defn choose-on-game [name position program dmax settings
                      [appendix None] [budget None] [force False] [compiled False]
                      [trace False] [trace-only None] [trace-to None]
                      [successors False] [names False] [watch None] [note None]]
  "The move a program of the table chooses in the game `name` after the
  moves `position` (a text): the one path of a search on a game, which
  checks the request once, picks the depth once and runs the program or its
  compiled twin.  program: its name, or None for the appendix's (b or c;
  None: c); dmax: as given (None: see search-depth); settings: m, n, x, y,
  r, s as given (None: not given), checked as the program checks them.
  trace, trace-only: the appendix's functions traced (all, or these names,
  \"minv,maxv\"), written to trace-to.  A dict: what was run, the position, the move, the count of
  positions evaluated, dmax and the seconds taken; with successors (an
  appendix), the values of the root's successors as the search saw them;
  with names, the names of the positions evaluated, in order (kept only
  then: a deep search keeps no positions).  With a budget (slagle.core.budget),
  the program deepens iteratively up to dmax (None: no bound) and the dict
  says the depth of the search whose move it is; without one, a dmax far
  beyond reach is refused unless forced.  watch, if given, is called with
  the game and gives a context manager to search in (a progress display);
  note, if given, is called with a line to say before a long search or a
  first compilation.  compiled: the program's compiled twin searches
  (slagle.compiled), with the same result."
  (setv chosen (program-for program appendix)
        trace-names (trace-names-for chosen trace trace-only compiled)
        budget (when budget (check-budget budget) budget)
        game (start-game name (opening-moves position))
        dmax (search-depth game dmax budget)
        settings (checked-settings chosen settings dmax)
        watchers (when (and successors chosen.appendix (not compiled)) [])
        start (time.perf-counter))
  (when compiled
    (compiled-program chosen.name budget)
    (when note
      (import slagle.compiled.twin [first-use-note])   ; numpy and numba's cache: only for a compiled search
      (note (first-use-note [chosen.twin]))))
  (when names
    (setv game.evaluated []))
  (unless budget
    (check-game-reach game dmax force)
    (when note
      (setv cost (.estimate chosen game dmax settings compiled))
      (when cost
        (note (estimate-line cost f"dmax {dmax}" "--max-seconds S or --max-positions N bounds it")))))
  (with [_ (if watch (watch game) (nullcontext))]
    (setv found (.run chosen game dmax settings
                      :budget budget :compiled compiled
                      :during (when (or (is-not trace-names None) (is-not watchers None))
                                (watched-searches chosen.appendix trace-to trace-names watchers)))))
  (setv seconds (- (time.perf-counter) start)
        ;; the watcher of the search the move is from: with a budget, the
        ;; found.depth-th (a search a depth), else the one search
        seen (cond watchers (.successor-values (get watchers (if budget (- found.depth 1) 0)))
                   (and successors chosen.appendix) found.successors))
  {#** (what-was-run name chosen settings game)
   "position" game.root.name "move" (show found.move) "value" (json-value found.value)
   "evaluated" game.evaluations
   #** (if names {"evaluated-names" (lfor p game.evaluated (show p))} {})
   #** (if (is-not seen None) {"successors" seen} {})
   "dmax" dmax "depth" found.depth
   #** (if budget {"max-positions" budget.positions "max-seconds" budget.seconds
                   #** (if (is-not budget.generated None) {"max-generated" budget.generated} {})}
           {})
   "seconds" seconds})

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
