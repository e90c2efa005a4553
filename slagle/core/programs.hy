"The programs that choose a move, by name: the one table that `slagle run`,
the players of a game and the experiment look a program up in.

A program is run on a game in hand: an object with a `root` position and
Appendix A's `value`, `succ` and (if it has one) `final`, that records in
its list `evaluated` each position whose static value is taken (a TreeGame
for a tree file).  (choose NAME game dmax settings) runs the program at the
game's root, searching at most dmax moves deep, and gives the move it
chooses: a successor of the root, or NOSUCC.

Each program says which settings it takes (m, n for the m&n programs; x, y,
r, s for Appendix C's backing-up functions) and their defaults; a setting it
does not take is an error, not ignored."

(require lisp.macros [unless])
(import slagle.errors [Refusal]
        slagle.core.calls [APPENDIX-FUNCTIONS]
        slagle.core.ordinary [ORDINARY run-ordinary]
        slagle.core.search [APPENDICES PARAMETERS play-sta])

(defclass Program []
  "A program that chooses a move: its name, where it comes from, the settings
  it takes (a dict of their defaults), the module whose functions it runs
  (so that they can be traced or recorded), the names of those functions, and
  run: (run game dmax settings during) gives the move, where `during`, if not
  None, is called with the module and gives a context manager to run in."
  (defn __init__ [self name source settings namespace functions run [twin None]]
    "twin: the search of slagle.compiled.twin that is this program compiled, or None."
    (setv self.name name
          self.source source
          self.settings settings
          self.namespace namespace
          self.functions functions
          self.run run
          self.twin twin))

  (defn __repr__ [self] f"<program {self.name}: {self.source}>"))

(setv PROGRAMS {})

(defn register [program]
  "Add `program` to the table under its name; the program."
  (setv (get PROGRAMS program.name) program)
  program)

(defn program-named [name]
  "The program called `name`; error PROGRAM, naming the programs there are, if none is."
  (unless (in name PROGRAMS)
    (raise (Refusal f"no program {name}; the programs: {(.join " " PROGRAMS)}" "PROGRAM")))
  (get PROGRAMS name))

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

(defn choose [name game dmax [settings {}] [during None]]
  "The move the program `name` chooses at the root of `game`, searching at
  most dmax moves deep, with `settings` (see settings-for)."
  (setv program (program-named name))
  (program.run game dmax (settings-for program settings) during))

(defn twins []
  "The names of the programs that have a compiled twin."
  (lfor [name program] (.items PROGRAMS) :if program.twin name))

(defn compiled-program [name]
  "The program `name`, refused in one line if it has no compiled twin or numba is not installed."
  (setv program (program-named name))
  (unless program.twin
    (raise (Refusal f"{name} has no compiled twin; the programs that have one: {(.join " " (twins))}"
                    "PROGRAM")))
  (import slagle.compiled.twin [needed])   ; numba: loaded only for a compiled search
  (needed)
  program)

(defn search-compiled [name game dmax [settings {}] [budget None]]
  "The compiled twin of the program `name` at the root of `game`, dmax deep
  (with a budget, deepening iteratively up to dmax; None: no bound): a
  slagle.compiled.twin/Searched, its move the one the program chooses."
  (setv program (compiled-program name))
  (import slagle.compiled.twin [search])   ; numba: loaded only for a compiled search
  (search program.twin game dmax (settings-for program settings) budget))


;; The report's own programs: Appendix B's m&n minimaxing and Appendix C's
;; m&n alpha beta procedure, each its appendix's sta.

(defn appendix-program [appendix source]
  "The Program that runs sta of Appendix `appendix` (\"b\" or \"c\")."
  (setv takes-parameters (= appendix "c"))
  (defn run [game dmax settings during]
    (play-sta game appendix (get settings "m") (get settings "n") dmax
              (dfor name PARAMETERS :if (in name settings) name (get settings name))
              during))
  (Program appendix source
           {"m" 2  "n" 2  #** (if takes-parameters {"x" 3 "y" 1 "r" 3 "s" 1} {})}
           (get APPENDICES appendix)
           (get APPENDIX-FUNCTIONS appendix)
           run
           appendix))

(register (appendix-program "b" "Slagle 1963, Appendix B: m&n minimaxing"))
(register (appendix-program "c" "Slagle 1963, Appendix C: the m&n alpha beta procedure"))


;; The 1&1 (ordinary) programs: McCarthy's valmax and maxval, AIMA's
;; ALPHA-BETA-SEARCH, the lecture's AB (slagle.core.ordinary).

(setv ;; The 1&1 programs that have a compiled twin (slagle.compiled.searches).
      COMPILED {"maxval" "maxval"})

(defn ordinary-program [name]
  "The Program of the 1&1 program `name`."
  (setv program (get ORDINARY name))
  (Program name program.source {} program.namespace program.functions
           (fn [game dmax settings during]
             ;; The move alone: a player needs no second search for the value.
             (get (run-ordinary name game dmax during :with-value False) 0))
           (.get COMPILED name)))

(for [name ORDINARY]
  (register (ordinary-program name)))
