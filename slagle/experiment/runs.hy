"Where the experiment's committed runs are: the data folder, data/experiment/,
a series a folder (first, second, third) and a run a folder in it.

Every program, figure script and test that reads a committed run finds it
here, by its name within the data folder (\"third/checkers-8-s1\"), so that
no path to the data is written anywhere else."

(import pathlib [Path])

(setv CHECKOUT (. (Path __file__) (resolve) parent parent parent)
      ;; The data folder's place in a checkout, relative to its root.
      DATA (Path "data" "experiment"))

(defn checkout-root []
  "The checkout this package is in, if it holds the runs; else the working directory."
  (if (.is-dir (/ CHECKOUT DATA)) CHECKOUT (Path ".")))

(defn data-folder []
  "The data folder: data/experiment in the checkout (or the working directory)."
  (/ (checkout-root) DATA))

(defn run-directory [name]
  "The directory of the committed run `name` (\"third/kalah-6-s1\"), or a
  file of the data folder (\"constraints.txt\")."
  (/ (data-folder) name))

(defn series-runs [series]
  "The names of the committed runs of `series` (\"third\"): \"third/kalah-4-s1\"
  and the like, in name order."
  (setv place (/ (data-folder) series))
  (sorted (sfor run (if (.is-dir place) (.iterdir place) [])
                :if (.exists (/ run "settings.json"))
                f"{series}/{run.name}")))
