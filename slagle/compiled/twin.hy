"The compiled twin of the programs, from the game in hand: a tree's
TreeGame or a real game (slagle.games), its root turned into a compact
position (slagle.compiled.rules), a compiled search run (slagle.compiled.searches),
and its result turned back into the game's positions and Python's numbers.

A search gives a `Searched`: the move (a successor of the root as the game
in hand gives it, or NOSUCC), sta1's best value (Appendices B and C; the
move's value for maxval), the positions evaluated (counted into the game's
`evaluations` as the transcription counts them), the depth of the search
the move is from, and the values of the root's successors as the search
saw them (the appendices).  A game that keeps the positions evaluated
(its `evaluated`, a list) gets them, in order, as its own succ makes them.

The compiled rules need numba (pip install '.[compiled]'); `available`
says whether it is there, and `needed` refuses in one line without it."

(eval-when-compile (require lisp.macros [unless]))
(import itertools
        math
        time
        numpy :as np
        lisp [LispError intern show to-python]
        slagle.errors [Refusal])

(setv INSTALL "pip install '.[compiled]' (or: pip install numba)")

(defn available []
  "Can the compiled twin run here (numba installed)?  Found, not imported:
  numba is loaded only by a search."
  (import importlib.util)   ; looked up only when asked: a command that searches no twin never asks
  (is-not (importlib.util.find-spec "numba") None))

(defn needed [[what "--compiled"]]
  "Refuse, in one line saying how to install it, when numba is not installed."
  (unless (available)
    (raise (Refusal f"{what} needs numba, which is not installed: {INSTALL}"))))

(defn plays? [name]
  "Has the twin the rules of the game `name` (numba installed, and loaded to ask)?"
  (and (available) (in name (. (get (compiled) 1) GAMES))))

(defn check-plays [name [remedy "leave out the compiled option"]]
  "Refuse, in one line ending in `remedy` (the option that does without the
  twin, as the caller names it), a game the twin has no rules of."
  (setv games (. (get (compiled) 1) GAMES))
  (when (not-in name games)
    (raise (Refusal (+ f"the compiled twin has no rules of {name}; its games:"
                       f" {(.join " " games)} ({remedy})")
                    "PROGRAM"))))

(setv ;; The compiled search each kind of search runs (see KINDS).
      KERNELS {"b" "appendix_b" "c" "appendix_c" "c-root-tie" "appendix_c" "c-each-max" "appendix_c"
               "c-each-min" "appendix_c" "maxval" "maxval" "maxval-max" "maxval" "maxval-min" "maxval"
               "deepening" "maxval" "deepening-best-first" "maxval"})

(defn compiled-here? [[kinds None]]
  "Has this machine compiled the searches these kinds run (None: every
  search) from the sources here (numba's cache holds them, under the
  package's stamp of its sources)?  Asked of numba's cache index; where
  numba keeps it otherwise than this version does, taken to be yes."
  (setv [_ _ searches] (compiled)
        kernels (sfor kind (or kinds KERNELS) (get KERNELS kind)))
  (try
    (all (gfor kernel kernels
               (bool (. (getattr searches kernel) _cache _cache-file (_load-index)))))
    (except [AttributeError]
      True)))

(defn first-use-note [[kinds None]]
  "A note for the first compiled search of these kinds (None: any) on this machine, or None."
  (unless (compiled-here? kinds)
    (+ "the compiled twin is being compiled for this machine, once (about half a minute);"
       " numba keeps it for the searches after")))

(defn compiled []
  "The compiled modules: layout, rules, searches (numba loaded on first use)."
  (import slagle.compiled [layout rules searches])   ; numba: loaded only for a compiled search
  #(layout rules searches))


;; The game in hand as the compiled search sees it

(defclass Compact []
  "The game in hand, compact: the game's number, the root's position, the
  tree's arrays (dummies for a game), the evaluation (c1 c2 c3, win, the
  player whose value it is, ints or not) and a tree's names of its
  positions by number (None for a game)."
  (defn __init__ [self game root tree evaluation [names None]]
    (setv self.game game
          self.root root
          self.tree tree
          self.evaluation evaluation
          self.names names)))

(defn whole? [x]
  "Does Python hold the number x as an int?"
  (and (isinstance x int) (not (isinstance x bool))))

(defn no-tree []
  "The tree arrays of a game, which has no tree."
  #((np.zeros 1 np.int64) (np.zeros 1 np.int64) (np.zeros 1 np.int64)
    (np.zeros 1) (np.zeros 1 np.int8) (np.zeros 1 np.int8)))

(defn tree-arrays [game]
  "A TreeGame's positions numbered in the order of its `positions`, and the
  arrays of slagle.compiled.rules: first child, number of children, the
  children, value, int or not, a value or not; and the numbering."
  (setv names (list game.positions)
        number (dfor [i name] (enumerate names) name i)
        first [] count [] children [] values [] wholes [] has [])
  (for [name names]
    (setv node (get game.positions name))
    (.append first (len children))
    (.append count (len node.children))
    (.extend children (gfor c node.children (get number c.name)))
    (.append values (if (is node.value None) 0.0 (float node.value)))
    (.append wholes (whole? node.value))
    (.append has (is-not node.value None)))
  #(#((np.array first np.int64) (np.array count np.int64) (np.array (or children [0]) np.int64)
      (np.array values np.float64) (np.array wholes np.int8) (np.array has np.int8))
    names))

(defn compact [game]
  "The game in hand `game` as a Compact (a TreeGame has a `tree`)."
  (setv [layout rules _] (compiled))
  (if (hasattr game "tree")
      (do (setv [arrays names] (tree-arrays game)
                state (np.zeros layout.TREE-WIDTH np.int32))
          (setv (get state 0) (.index names game.root.name))
          (Compact rules.TREE state arrays (np.zeros 6) names))
      (do (check-plays game.NAME)
          (setv weights (list game.weights)
                whole (and (all (map whole? weights)) (whole? game.win)))
          (Compact (get rules.GAMES game.NAME) (.from-spiel (get rules.MODULES game.NAME) game.root.state)
                   (no-tree)
                   (np.array [#* (map float weights) (float game.win) (float game.player) (float whole)])))))


;; Settings as the searches take them

(defn parameter-arrays [parameters dmax]
  "x, y, r, s for every dmax 0..dmax: a (4, dmax+1) array of values and one
  of kinds (1 int, 0 float, -1 none), from a dict of numbers, functions of
  dmax or {dmax (a text): number} tables (the experiment's learned ones)."
  (setv values (np.zeros #(4 (+ dmax 1)))
        kinds (np.full #(4 (+ dmax 1)) -1 np.int8))
  (for [[row name] (enumerate "xyrs")]
    (setv k (.get parameters name))
    (for [d (range (+ dmax 1))]
      (setv v (cond (is k None) None
                    (isinstance k dict) (.get k (str d))
                    (callable k) (k d)
                    True k))
      (unless (is v None)
        (setv (get values #(row d)) (float v)
              (get kinds #(row d)) (if (whole? v) 1 0)))))
  #(values kinds))

(defn budget-array [budget first armed deadline [made -1]]
  "The searches' budget: the most positions (counted from `first`), armed
  or not, the deadline on the monotonic clock (math.inf: none), and the
  most positions this search may make (-1: no bound)."
  (np.array [(if (and budget (is-not budget.positions None)) (float (+ first budget.positions)) -1.0)
             (float armed)
             deadline
             (float made)]))

(defn record-arrays [capacity dmax width]
  "Room for `capacity` evaluated positions of `width` numbers: theirs, their
  paths from the root (the index of the successor taken at each level), the
  paths' lengths."
  #((np.zeros #(capacity width) np.int32)
    (np.zeros #(capacity (+ dmax 1)) np.int32)
    (np.zeros capacity np.int32)))


;; Results back in the game's terms

(defclass Searched []
  "What a compiled search gave: move, value, evaluated, depth and successors
  (a list of {position value is}, or None)."
  (defn __init__ [self move value evaluated depth successors]
    (setv self.move move
          self.value value
          self.evaluated evaluated
          self.depth depth
          self.successors successors)))

(defn number [v whole]
  "The float v as the transcription holds it: an int where it has one."
  (if whole (int v) (float v)))

(setv WATCHED {0 "never looked at" 1 "at most" 2 "exact"})

(defn successor-values [names watched]
  "The root's successors' values as slagle.core.calls/RootWatcher gives them."
  (lfor [i name] (enumerate names)
        :setv [v whole seen] (get watched i)
        {"position" name
         "value" (when (> seen 0) (number v (bool whole)))
         "is" (get WATCHED (int seen))}))

(defn evaluated-positions [game record count]
  "The first `count` positions evaluated, as the game in hand's own succ
  gives them: each found by its path from the root (the compiled
  successors come in succ's order), each position's successors made once.
  The positions succ makes here are not counted in the game's `made`: the
  search made them already."
  (setv [_ paths depths] record
        made (getattr game "made" None)
        successors {})
  (defn at [path]
    "The position at the end of path."
    (if path
        (get (successors-at (cut path -1)) (get path -1))
        game.root))
  (defn successors-at [path]
    "The successors of the position at the end of path, made once."
    (unless (in path successors)
      (setv (get successors path) (to-python (.succ game (at path)))))
    (get successors path))
  (setv out (lfor i (range count)
                  (at (tuple (gfor j (range (get depths i)) (int (get paths i j)))))))
  (unless (is made None)
    (setv game.made made))
  out)

(defn error-of [c searches tally]
  "The error a compiled search reported, as the transcription raises it."
  (setv code (get tally searches.T-ERROR))
  (cond (= code searches.E-FULL)
          (Refusal "a position has more complete moves than the compiled search holds (slagle.compiled.layout)")
        (= code searches.E-NO-PARAMETER)
          (LispError "BACKUP" f"no {(get "xyrs" (get tally searches.T-WHAT))} learned for dmax {(get tally searches.T-WHERE)}")
        (= code searches.E-NO-VALUE)
          (LispError "VALUE" f"the search stopped at {(get c.names (get tally searches.T-WHERE))}, which has no value in the tree")
        (= code searches.E-OVERFLOW)
          (OverflowError 34 "Numerical result out of range")
        True (RuntimeError f"compiled search error {code}")))


;; Running a search

(setv ;; Appendix B's buma and bunb have x = r = 3, y = s = 1 built in.
      B-BACKING-UP {"x" 3 "y" 1 "r" 3 "s" 1}
      KINDS {"b" "Appendix B" "c" "Appendix C" "c-root-tie" "Appendix C, the root's tie rule"
             "maxval" "maxval" "maxval-max" "maxval" "maxval-min" "minval" "deepening" "deepening"
             "deepening-best-first" "deepening, the last iteration's best first"
             "c-each-max" "Appendix C's minv of each successor" "c-each-min" "Appendix C's maxv of each successor"})

(defn run-kernel [kind c dmax settings budget record tally watched [order None] [root-values None]]
  "One compiled search of `kind` (see KINDS): the move's index (-1 NOSUCC),
  the value, an int or not.  order and root-values: deepening's walk of the
  root (see slagle.compiled.searches/maxval)."
  (setv [layout _ searches] (compiled)
        [values kinds] (parameter-arrays (if (= kind "b") {#** B-BACKING-UP #** settings} settings) dmax))
  (cond (= kind "b")
          (searches.appendix-b c.game c.root dmax (.get settings "m" 2) (.get settings "n" 2) values kinds
                               c.evaluation c.tree budget record tally watched)
        (in kind #{"c" "c-root-tie"})      ; root_max and each given, so that one compiled walk serves every kind
          (searches.appendix-c c.game c.root dmax (= kind "c-root-tie") values kinds
                               c.evaluation c.tree budget record tally watched True False)
        (in kind #{"c-each-max" "c-each-min"})
          (searches.appendix-c c.game c.root dmax False values kinds c.evaluation c.tree budget
                               record tally watched (= kind "c-each-max") True)
        True
          (searches.maxval c.game c.root dmax (get {"maxval" 0 "deepening" 0 "deepening-best-first" 0 "maxval-max" 1 "maxval-min" 2} kind)
                           c.evaluation c.tree budget record tally
                           (if (is order None) (np.zeros 0 np.int64) order)
                           ;; room for every successor of the root: kind 0 notes each one's value
                           (if (is root-values None) (np.zeros #(layout.MAX-MOVES 2)) root-values))))

(defn once [kind c game dmax settings budget first armed deadline recording [most-made -1] [order None] [root-values None]]
  "One search dmax deep: #(its result, the tally, the watched values, the
  record).  Where the positions evaluated are kept and the record had too
  little room for them, the search is run again with room enough (only a
  game that keeps its positions, for names, pays for it).  most-made, order
  and root-values: deepening's (see run-kernel and budget-array)."
  (setv [layout _ searches] (compiled))
  (setv capacity (if recording 4096 0))
  (while True
    (setv tally (np.zeros searches.TALLY np.int64)
          watched (np.zeros #(layout.MAX-MOVES 3))
          record (record-arrays capacity dmax (len c.root))
          limits (budget-array budget first armed deadline most-made))
    (setv (get tally searches.T-EVALUATED) game.evaluations
          (get tally searches.T-FIRST) game.evaluations)
    (setv result (run-kernel kind c dmax settings limits record tally watched order root-values))
    (setv made (- (get tally searches.T-EVALUATED) game.evaluations))
    (if (or (not recording) (<= made capacity))
        (return #(result tally watched record))
        (setv capacity made))))

(setv ;; The searches that keep to a budget of positions generated (their root's succ is checked too).
      GENERATING #{"maxval" "deepening" "deepening-best-first"})

(defn check-budget-kind [kind budget]
  "Refuse, in one line, a budget of positions generated for a search that does not keep to one."
  (when (and budget (is-not budget.generated None) (not-in kind GENERATING))
    (raise (Refusal (+ "the compiled twin keeps to a budget of positions generated only in the 1&1"
                       " searches, maxval and deepening (leave out the compiled option)")
                    "BUDGET"))))

(defn generated-limit [budget made-first game]
  "What the next search may make within a budget of positions generated
  counted from made-first: 0 once spent; -1 for no such budget.  A game
  that does not count the positions it makes (a tree) is refused."
  (cond (not (and budget (is-not budget.generated None))) -1
        (not (hasattr game "made"))
          (raise (Refusal "a budget of positions generated needs a game that counts them (a real game, not a tree)" "BUDGET"))
        True (max 0 (- (+ made-first budget.generated) game.made))))

(defn walk-order [values completed walk size [best None]]
  "The next iteration's walk of the root: the places (in succ's order) of
  the successors this one completed, by their values best first, ties in
  succ's order; those it never reached last, in succ's order; `best`, the
  place of the iteration's best, if given, before them all (as
  slagle.core.programs.deepening/next-order)."
  (setv places (lfor i (range completed) (if (is walk None) i (int (get walk i))))
        value-of (dfor [i p] (enumerate places) p (float (get values i 0)))
        ahead (if (is best None) [] [best]))
  (+ ahead
     (sorted (gfor p places :if (not-in p ahead) p) :key (fn [p] #((- (get value-of p)) p)))
     (lfor p (range size) :if (not-in p value-of) p)))

(defn starting [game budget]
  "What a search notes as it starts: the game compact, whether it keeps the
  positions evaluated, the evaluations and positions made so far, and the
  budget's deadline (math.inf: none)."
  #((compact game)
    (is-not game.evaluated None)
    game.evaluations
    (getattr game "made" 0)
    (if (and budget (is-not budget.seconds None)) (+ (time.perf-counter) budget.seconds) math.inf)))

(defn deepening-search [game dmax budget [best-first False]]
  "The programs deepening and deepening-best-first
  (slagle.core.programs.deepening) compiled: iterations dmax 1, 2, ... up
  to dmax (None: no bound), each walking the root's successors in the order
  the last one's values give (best-first: its best first), within the
  budget as the program keeps it (an unfinished iteration's best, if it
  completed its first successor): a Searched."
  (setv [layout _ searches] (compiled)
        [c recording first made-first deadline] (starting game budget)
        walk None move -1 value None depth 0)
  (for [d (itertools.count 1)]
    (when (and (is-not dmax None) (> d dmax))
      (break))
    (setv root-values (np.zeros #(layout.MAX-MOVES 2))
          limit (generated-limit budget made-first game)
          [result tally _ record] (once "deepening" c game d {} budget first (> depth 0) deadline recording
                                        limit walk root-values)
          evaluated (int (- (get tally searches.T-EVALUATED) game.evaluations))
          code (get tally searches.T-ERROR))
    (when (and (!= code searches.E-NONE) (!= code searches.E-SPENT))
      (raise (error-of c searches tally)))
    (when recording
      (when (is-not walk None)              ; the record's first steps are places in the walk
        (setv [_ paths depths] record)
        (for [n (range (min evaluated (len depths))) :if (> (get depths n) 0)]
          (setv (get paths n 0) (get walk (get paths n 0)))))
      (.extend game.evaluated (evaluated-positions game record evaluated)))
    (setv game.evaluations (int (get tally searches.T-EVALUATED)))
    (when (hasattr game "made")
      (+= game.made (int (get tally searches.T-MADE))))
    (setv [index alpha whole] result
          completed (int (get tally searches.T-COMPLETED))
          place (when (>= index 0) (if (is walk None) index (int (get walk index)))))
    (when (= code searches.E-SPENT)
      (when (and (> completed 0) (is-not place None))
        (setv move place value (number alpha whole) depth d))
      (break))
    (setv move (if (is place None) -1 place)
          value (number alpha whole)
          depth d
          walk (np.array (walk-order root-values completed walk (int (get tally searches.T-ROOT))
                                     (when best-first place))
                         np.int64))
    (when (= (get tally searches.T-ROOT) 0)  ; no move at the root: deeper iterations have none either
      (break)))
  (setv made (getattr game "made" None)
        moves (to-python (.succ game game.root)))
  (unless (is made None)                    ; the root's successors again: made already, by the search
    (setv game.made made))
  (Searched (if (< move 0) (intern "NOSUCC") (get moves move)) value (- game.evaluations first) depth None))

(defn search [kind game dmax [settings {}] [budget None]]
  "The compiled search `kind` (\"b\", \"c\", \"c-root-tie\", \"maxval\"; and
  \"maxval-max\" or \"maxval-min\" for the root's value alone) at the root
  of the game in hand `game`, dmax deep (settings: m and n for b; x, y, r,
  s as numbers, functions of dmax or {dmax: number} tables), as the
  transcription searches it: a Searched.  With a budget
  (slagle.core.budget's Budget), it deepens iteratively, dmax 1, 2, ... up
  to dmax (None: no bound), as slagle.core.budget/deepen does.  The
  positions evaluated are added to game.evaluations, and kept in
  game.evaluated if the game keeps them."
  (when (in kind #{"deepening" "deepening-best-first"})
    (return (deepening-search game dmax budget (= kind "deepening-best-first"))))
  (check-budget-kind kind budget)
  (for [k ["m" "n"]]
    (unless (in (.get settings k 2) #{1 2})
      (raise (Refusal f"the compiled searches back up 1 or 2 values, not {k} = {(get settings k)}" "BACKUP"))))
  (setv [_ _ searches] (compiled)
        [c recording first made-first deadline] (starting game budget)
        done None
        depth 0)
  (for [d (cond (not budget) [dmax] (is dmax None) (itertools.count 1) True (range 1 (+ dmax 1)))]
    (setv [result tally watched record] (once kind c game d settings budget first (> depth 0) deadline recording
                                              (generated-limit budget made-first game))
          made (int (- (get tally searches.T-EVALUATED) game.evaluations))
          code (get tally searches.T-ERROR))
    (when (and (!= code searches.E-NONE) (!= code searches.E-SPENT))
      (raise (error-of c searches tally)))
    (when recording
      (.extend game.evaluated (evaluated-positions game record made)))
    (setv game.evaluations (int (get tally searches.T-EVALUATED)))
    (when (hasattr game "made")             ; a real game counts the positions succ makes
      (+= game.made (int (get tally searches.T-MADE))))
    (when (= code searches.E-SPENT)
      (break))
    (setv done #(result watched) depth d)
    (when (= made 0)                        ; evaluated nothing (no move at the root): deeper would not either
      (break)))
  (setv [[index value whole] watched] done
        made (getattr game "made" None)
        moves (to-python (.succ game game.root)))
  (unless (is made None)                    ; the root's successors again: made already, by the search
    (setv game.made made))
  (Searched (if (< index 0) (intern "NOSUCC") (get moves index))
            (number value whole)
            (- game.evaluations first)
            depth
            (when (in kind #{"b" "c" "c-root-tie" "c-each-max" "c-each-min"})
              (successor-values (lfor p moves (show p)) watched))))
