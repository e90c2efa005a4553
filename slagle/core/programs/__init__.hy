"The programs that choose a move, by name: the one table that `slagle run`,
`slagle play`, `slagle bench --games` and the experiment look a program up in.

A program is a file of its own in this package, giving a `Program`, and one
line of PROGRAMS below (docs/architecture.md says how).  It is run on a game
in hand: an object with a `root` position and Appendix A's `value`, `succ`
and (if it has one) `final`, that counts the positions whose static value it
takes (a TreeGame for a tree file).  (run-program NAME game dmax settings)
runs it at the game's root, searching at most dmax moves deep (or deepening
iteratively within a budget), and gives a Result: the move it chooses (a
successor of the root, or NOSUCC), the move's value, the positions evaluated
and the depth of the search the move is from.

Each program says which settings it takes (m, n for the m&n programs; x, y,
r, s for Appendix C's backing-up functions) and their defaults; a setting it
does not take is an error, not ignored."

(eval-when-compile (require lisp.macros [unless]))
(import importlib
        hy
        slagle.errors [Refusal]
        slagle.core.budget [deepen cost-estimate])

;; The registry: a program's name, and where its Program is (loaded when named).
(setv PROGRAMS {"b" "slagle.core.programs.appendices/appendix-b"
                "c" "slagle.core.programs.appendices/appendix-c"
                "valmax" "slagle.core.programs.mccarthy/valmax"
                "maxval" "slagle.core.programs.mccarthy/maxval"
                "alpha-beta-search" "slagle.core.programs.textbook/alpha-beta-search"
                "ab" "slagle.core.programs.textbook/ab"
                "deepening" "slagle.core.programs.deepening/deepening"
                "deepening-best-first" "slagle.core.programs.deepening/deepening-best-first"})

(defclass Result []
  "What a program's run gives: the move (a successor of the root, or NOSUCC),
  its value as the program backed it up (None where the program gives none),
  the positions the run evaluated, the depth of the search the move is from, and
  (from a compiled search) the values of the root's successors as the search
  saw them, or None."
  (defn __init__ [self move value evaluated depth [successors None]]
    (setv self.move move
          self.value value
          self.evaluated evaluated
          self.depth depth
          self.successors successors))

  (defn __repr__ [self]
    f"<result {self.move}: value {self.value}, {self.evaluated} evaluated, depth {self.depth}>"))

(defclass Program []
  "A program that chooses a move.  Its name; its source; the settings it
  takes (a dict of their defaults); `check`, (check settings dmax), its
  refusals before any search; `search`, (search game dmax settings during),
  #(the move, its value) dmax deep, where `during`, if not None, is called
  with the program's module and gives a context manager to run in (a trace,
  a recording); the module whose functions it runs and the names of those
  functions (for tracing and recording); the appendix whose sta it is, or
  None (for a tree's deck and its JSON); the search of slagle.compiled.twin
  that is its compiled twin, or None; the settings `slagle bench --games`
  times it with (None: its defaults); the settings under which it is a
  1&1 search, whose value of the root is the minimax value (None: under
  none), which the cross-check against OpenSpiel's alpha-beta runs it with;
  and, for a program that deepens by itself, `within`, (within game dmax
  settings budget during), #(the move, its value, the depth of the
  iteration it is from) within a budget (None: run deepens the search from
  scratch, slagle.core.budget/deepen)."
  (defn __init__ [self name source settings check search namespace functions
                  [appendix None] [twin None] [bench-settings None] [one-and-one None] [within None]]
    (setv self.name name
          self.source source
          self.settings settings
          self.check check
          self.search search
          self.namespace namespace
          self.functions functions
          self.appendix appendix
          self.twin twin
          self.bench-settings (or bench-settings {})
          self.one-and-one one-and-one
          self.within within))

  (defn run [self game dmax [settings {}] [budget None] [during None] [compiled False]]
    "The program at game's root, dmax deep, with its full `settings` (see
    settings-for): a Result.  With a budget (slagle.core.budget), it deepens
    iteratively up to dmax (None: no bound); compiled, its compiled twin
    searches (see search-compiled)."
    (when compiled
      (setv found (search-compiled self.name game dmax settings budget))
      (return (Result found.move found.value found.evaluated found.depth found.successors)))
    (setv first game.evaluations
          [move value depth] (.searched self game dmax settings budget during))
    (Result move value (- game.evaluations first) depth))

  (defn searched [self game dmax settings budget during]
    "#(move, value, depth) of the run: dmax deep, or within the budget by
    the program's own deepening or else from scratch."
    (cond (not budget) #(#* (self.search game dmax settings during) dmax)
          self.within (self.within game dmax settings budget during)
          True (let [[[move value] depth] (deepen game (fn [d] (self.search game d settings during)) budget dmax)]
                 #(move value depth))))

  (defn estimate [self game dmax settings [compiled False]]
    "What a search dmax deep from game's root is expected to cost, when it
    is long (slagle.core.budget/cost-estimate), measured by shallower
    searches on a copy of the game; else None.  settings: as settings-for takes them."
    (setv settings (settings-for self settings))
    (defn evaluated [d]
      "The positions a search d deep from the root evaluates."
      (. (.run self (.after game game.root) d settings :compiled compiled) evaluated))
    (cost-estimate evaluated (len (.successors game game.root)) dmax))

  (defn __repr__ [self] f"<program {self.name}: {self.source}>"))

(setv LOADED {})

(defn program-list []
  "The registry's programs as a line names them: b c valmax ..."
  (.join " " PROGRAMS))

(defn program-named [name]
  "The program called `name`, loaded from its module; error PROGRAM, naming
  the programs there are, if none is."
  (unless (in name PROGRAMS)
    (raise (Refusal f"no program {(or name (repr name))}; the programs: {(program-list)}" "PROGRAM")))
  (unless (in name LOADED)
    (setv [module attribute] (.split (get PROGRAMS name) "/"))
    (setv (get LOADED name) (getattr (importlib.import-module module) (hy.mangle attribute))))
  (get LOADED name))

(defn settings-for [program given]
  "The settings of a run of `program`: its defaults, replaced by those `given`
  (a dict; a value of None is not given).  A setting the program does not take
  is error PROGRAM."
  (setv given (dfor [k v] (.items given) :if (is-not v None) k v))
  (for [k given]
    (unless (in k program.settings)
      (raise (Refusal (+ f"{program.name} takes no setting {k}"
                         (if program.settings
                             f"; its settings: {(.join " " program.settings)}"
                             "; it takes none"))
                      "PROGRAM"))))
  {#** program.settings #** given})

(defn checked-settings [program given dmax]
  "settings-for, and the program's own refusals of them at dmax (None: not given)."
  (setv settings (settings-for program given))
  (program.check settings dmax)
  settings)

(defn run-program [name game dmax [settings {}] #** options]
  "The program `name` at the root of `game`, dmax deep, with `settings` (see
  settings-for) and Program.run's options: a Result."
  (setv program (program-named name))
  (.run program game dmax (settings-for program settings) #** options))

(defn choose [name game dmax [settings {}] [during None]]
  "The move the program `name` chooses at the root of `game`, searching at
  most dmax moves deep, with `settings` (see settings-for)."
  (. (run-program name game dmax settings :during during) move))

(defn twins []
  "The names of the programs that have a compiled twin."
  (lfor name PROGRAMS :if (. (program-named name) twin) name))

(defn compiled-program [name [budget None]]
  "The program `name`, refused in one line if it has no compiled twin, numba
  is not installed or the twin does not keep to the kind of `budget`."
  (setv program (program-named name))
  (unless program.twin
    (raise (Refusal f"{name} has no compiled twin; the programs that have one: {(.join " " (twins))}"
                    "PROGRAM")))
  (import slagle.compiled.twin [needed check-budget-kind])   ; numba: loaded only for a compiled search
  (needed)
  (check-budget-kind program.twin budget)
  program)

(defn search-compiled [name game dmax [settings {}] [budget None]]
  "The compiled twin of the program `name` at the root of `game`, dmax deep
  (with a budget, deepening iteratively up to dmax; None: no bound): a
  slagle.compiled.twin/Searched, its move the one the program chooses."
  (setv program (compiled-program name budget))
  (import slagle.compiled.twin [search])   ; numba: loaded only for a compiled search
  (search program.twin game dmax (settings-for program settings) budget))
