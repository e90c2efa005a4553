"The experiment the report proposed (Sections 1.2, 2 and 8), run on a real
game: learn the functions for backing up the two best successors' values,
one per dmax, then play the 2&2 alpha beta procedure with them against 1&1
(ordinary) alpha beta.

Four stages, each reading what the one before wrote in the run's directory:
positions (slagle.experiment.positions), learn (.learn), match (.match) and
report (.report).  Each unit of work is a job (slagle.experiment.jobs), run
in this process, on a process pool or on a Dask cluster
(slagle.experiment.engine); results go to files one line a job as they come
(slagle.experiment.store), so an interrupted stage resumes where it stopped.

SciPy, matplotlib and Dask are an optional extra (pip install
'.[experiment]'): `needed` says in one line what to install."

(eval-when-compile (require lisp.macros [unless]))
(import slagle.errors [Refusal]
        slagle.games [GAMES game-class registered-class])

(defclass ExperimentError [Refusal]
  "Bad input to the experiment: a stage, a parameter or a data file it cannot use.")

(setv EXTRA {"scipy" "SciPy" "matplotlib" "matplotlib" "dask" "Dask" "distributed" "Dask's distributed"})

(defn needed []
  "Check that the experiment's optional dependencies are installed (without
  importing them: Dask takes seconds); ExperimentError naming what to install if one is missing."
  (import importlib.util)
  (for [[module what] (.items EXTRA)]
    (when (is (importlib.util.find-spec module) None)
      (raise (ExperimentError (+ f"the experiment needs {what}, which is not installed:"
                                 " pip install '.[experiment]' (SciPy, matplotlib, Dask, OpenSpiel)"))))))

(defn experiment-games []
  "The games of the registry the experiment plays: those whose class
  declares OPENING-MOVES (read without OpenSpiel, for --game's choices)."
  (lfor name GAMES :if (. (registered-class name) OPENING-MOVES) name))

(defn opening-moves [name]
  "The complete moves of an opening of the game `name`, its class's
  OPENING-MOVES; ExperimentError, in one line, for a game that declares none."
  (setv moves (. (game-class name) OPENING-MOVES))
  (unless moves
    (raise (ExperimentError (+ f"{name} declares no openings (OPENING-MOVES), so the experiment cannot play it;"
                               f" its games: {(.join " " (experiment-games))}"))))
  moves)
