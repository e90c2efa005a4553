"The experiment's committed runs as a dataset: the data folder
(data/experiment/, slagle.experiment.runs), its manifest datapackage.json (a
Frictionless Data Package: every file with its bytes, sha256 and the
sha256 of each MiB, its format and compression, the JSON Schema of its
records, the run it belongs to and the stage that made it), the check of
every file against it, and the records of a run as plain dicts.

The schemas are files of the data folder (schemas/KIND.json), one a kind of
record; the manifest names them, so that a reader of the data alone has
what each field means."

(eval-when-compile (require lisp.macros [unless]))
(import hashlib
        json
        re
        pathlib [Path]
        slagle.experiment [ExperimentError]
        slagle.experiment.runs [data-folder run-directory]
        slagle.experiment.store [read-json read-lines unpacked]
        slagle.files [write-atomically])

(setv DESCRIPTOR "datapackage.json"
      SCHEMAS "schemas"
      ;; The data folder's own files that are not data: described, not listed.
      NOT-DATA #{DESCRIPTOR "README.md"}
      ;; A file's sha256 is kept for each BLOCK of it too, so that a changed
      ;; byte is found within a MiB.
      BLOCK (* 1024 1024)
      ;; The kind of record each file holds, by its name (learn-dmax-K.jsonl for any K).
      KINDS {"games.jsonl" "game" "positions.jsonl" "position" "position-games.jsonl" "opening-game"
             "targets.jsonl" "target" "learn-dmax-K.jsonl" "learning-row" "worse-moves.jsonl" "worse-move"
             "effort.jsonl" "effort" "settings.json" "settings" "functions.json" "functions" "match.json" "match"}
      ;; The stage that makes each file, by its name (plots/ and learn-dmax-K as learn).
      STAGE-OF {"positions.jsonl" "positions" "position-games.jsonl" "positions" "settings.json" "positions"
                "targets.jsonl" "learn" "learn-dmax-K.jsonl" "learn" "functions.json" "learn" "plots" "learn"
                "worse-moves.jsonl" "match" "effort.jsonl" "match" "games.jsonl" "match" "match.json" "match"
                "report.md" "report"}
      ;; Format and media type by a file's last suffix (.xz aside).
      FORMATS {".jsonl" ["jsonl" "application/jsonl"] ".json" ["json" "application/json"]
               ".md" ["md" "text/markdown"] ".png" ["png" "image/png"] ".svg" ["svg" "image/svg+xml"]
               ".txt" ["txt" "text/plain"]}
      SETTING-FLAGS ["game" "depth" "positions" "games" "seed" "sample" "fit" "openings"])


;; What a file is

(defn logical-name [name]
  "A results file's name without .xz, learn-dmax-K for any K: the key of KINDS and STAGE-OF."
  (re.sub r"^learn-dmax-\d+\.jsonl$" "learn-dmax-K.jsonl" (.removesuffix name ".xz")))

(defn record-kind [path]
  "The kind of record the file `path` holds (a schema's name), or None."
  (.get KINDS (logical-name (. (Path path) name))))

(defn stage-of [path]
  "The stage that makes the file `path` of a run, or None."
  (setv path (Path path))
  (.get STAGE-OF (if (= path.parent.name "plots") "plots" (logical-name path.name))))

(defn run-of [relative]
  "The run the data file `relative` (a path in the data folder) belongs to,
  SERIES/RUN, or None for a file of the folder itself."
  (setv parts (. (Path relative) parts))
  (when (> (len parts) 2) (.join "/" (cut parts 2))))

(defn data-files [folder]
  "Every data file in `folder`, as paths relative to it in name order: all
  but the descriptor, the README and the schemas."
  (setv folder (Path folder))
  (sorted (gfor p (.rglob folder "*")
                :if (.is-file p)
                :setv relative (.as-posix (.relative-to p folder))
                :if (not (or (in relative NOT-DATA) (.startswith relative f"{SCHEMAS}/")))
                relative)))


;; Digests

(defn digests [path]
  "[bytes, sha256, [sha256 of each BLOCK]] of the file `path`."
  (setv whole (hashlib.sha256) blocks [] size 0)
  (with [f (open path "rb")]
    (while True
      (setv block (.read f BLOCK))
      (unless block (break))
      (+= size (len block))
      (.update whole block)
      (.append blocks (.hexdigest (hashlib.sha256 block)))))
  [size (.hexdigest whole) blocks])

(defn record-count [path]
  "How many records (lines) the JSON Lines file `path` holds, compressed or not."
  (setv path (Path path))
  (.count (if (= path.suffix ".xz") (unpacked path) (.read-bytes path)) b"\n"))


;; The manifest

(defn stage-command [run stage settings]
  "The command that makes (or resumes) `stage` of the committed run `run`
  (SERIES/RUN): positions with the run's settings, the others on the run's
  directory, whose settings.json gives them theirs."
  (setv out f"data/experiment/{run}")
  (if (= stage "positions")
      (.join " " ["slagle experiment positions"
                  #* (gfor k SETTING-FLAGS :if (is-not (.get settings k) None) f"--{k} {(get settings k)}")
                  f"--out {out}"])
      f"slagle experiment {stage} --out {out}"))

(defn resource [folder relative settings]
  "The Data Package resource of the data file `relative` in `folder`."
  (setv path (/ (Path folder) relative)
        [size sha256 blocks] (digests path)
        packed (= path.suffix ".xz")
        [fmt mediatype] (get FORMATS (. (if packed (.with-suffix path "") path) suffix))
        kind (record-kind path)
        run (run-of relative)
        stage (when run (stage-of path)))
  {"name" relative "path" relative "format" fmt "mediatype" mediatype
   #** (if (in fmt #{"jsonl" "json" "md" "svg" "txt"}) {"encoding" "utf-8"} {})
   #** (if packed {"compression" "xz"} {})
   "bytes" size "hash" f"sha256:{sha256}"
   #** (if (> (len blocks) 1) {"blocks" blocks} {})
   #** (if kind {"schema-of-records" f"{SCHEMAS}/{kind}.json"} {})
   #** (if (= fmt "jsonl") {"records" (record-count path)} {})
   #** (if run {"run" run} {})
   #** (if stage {"stage" stage "command" (stage-command run stage settings)} {})})

(defn run-settings [folder relative]
  "The settings of the run the data file `relative` belongs to ({} for none)."
  (setv run (run-of relative))
  (if run (read-json (/ (Path folder) run "settings.json") "positions") {}))

(defn descriptor [[folder None]]
  "The manifest of the data folder `folder` (default the project's), as a dict."
  (setv folder (Path (or folder (data-folder))))
  {"$schema" "https://datapackage.org/profiles/2.0/datapackage.json"
   "name" "slagle-1963-mn-alpha-beta-experiment"
   "title" "Slagle's proposed experiment (1963), run: 2&2 alpha beta with learned functions against 1&1 in Kalah and checkers"
   "description" (+ "The records of the experiment J. R. Slagle's report 'Game Trees, m&n Minimaxing, and the m&n"
                    " Alpha Beta Procedure' (1963) proposed: typical positions, Section 8's learning data and"
                    " fits, and the matches of 2&2 alpha beta against 1&1 alpha beta, every move with its"
                    " search's counts.  See README.md beside this file.")
   "licenses" [{"name" "MIT" "path" "https://opensource.org/license/mit" "title" "MIT License"}]
   "contributors" [{"title" "The authors of slagle-mn-alpha-beta" "roles" ["creator"]}]
   "keywords" ["game trees" "minimax" "alpha-beta" "m&n minimaxing" "checkers" "Kalah" "replication"]
   "resources" (lfor relative (data-files folder) (resource folder relative (run-settings folder relative)))})

(defn write-manifest [[folder None]]
  "Write the data folder's datapackage.json (whole or not at all), and the
  table of what it holds into its README.md where there is one; its path."
  (setv path (/ (Path (or folder (data-folder))) DESCRIPTOR)
        manifest (descriptor (. path parent))
        sheet (/ (. path parent) "README.md"))
  (write-atomically path (+ (json.dumps manifest :indent 1 :ensure-ascii False) "\n"))
  (when (.exists sheet)
    (write-atomically sheet (with-holdings (.read-text sheet :encoding "utf-8") manifest)))
  path)

(setv HOLDINGS-START "<!-- holdings: written by `slagle experiment manifest` -->"
      HOLDINGS-END "<!-- end of holdings -->")

(defn holdings [manifest]
  "The table of what the data folder holds, by series: runs, games,
  typical positions, files and megabytes, from the manifest."
  (defn counted [entries name]
    (sum (gfor e entries :if (= (logical-name (. (Path (get e "path")) name)) name) (.get e "records" 0))))
  (setv series {})
  (for [e (get manifest "resources")]
    (.append (.setdefault series (get (. (Path (get e "path")) parts) 0) []) e))
  (setv rows (lfor [name entries] (.items series) :if (> (len (. (Path (get (get entries 0) "path")) parts)) 1)
                   [name entries]))
  (.join "\n" ["| series | runs | games | typical positions | files | MB |"
               "|---|---:|---:|---:|---:|---:|"
               #* (gfor [name entries] (+ rows [["all" (get manifest "resources")]])
                        (+ f"| {name} | {(len (sfor e entries :if (in "run" e) (get e "run")))}"
                           f" | {(counted entries "games.jsonl")} | {(counted entries "positions.jsonl")}"
                           f" | {(len entries)} | {(/ (sum (gfor e entries (get e "bytes"))) 1e6) :.1f} |"))]))

(defn with-holdings [text manifest]
  "The text of the README with its holdings table made anew from `manifest`."
  (setv [before _ rest] (.partition text HOLDINGS-START)
        [_ found after] (.partition rest HOLDINGS-END))
  (if found
      (+ before HOLDINGS-START "\n" (holdings manifest) "\n" HOLDINGS-END after)
      text))

(defn read-manifest [folder]
  "The manifest of the data folder `folder`; ExperimentError if it is missing or damaged."
  (setv path (/ (Path folder) DESCRIPTOR))
  (unless (.exists path)
    (raise (ExperimentError f"{path} is missing: run `slagle experiment manifest {folder}`")))
  (try (json.loads (.read-text path :encoding "utf-8"))
       (except [e #(json.JSONDecodeError UnicodeDecodeError)]
         (raise (ExperimentError f"{path} is damaged ({e}); restore it (git checkout)")))))


;; Verifying

(defn file-problem [folder entry]
  "What is wrong with the data file of manifest `entry`, or None: missing,
  another size, a changed MiB (named by its bytes), or other records."
  (setv path (/ (Path folder) (get entry "path")))
  (unless (.exists path)
    (return "is missing"))
  (setv [size sha256 blocks] (digests path))
  (cond (!= size (get entry "bytes"))
        f"has {size} bytes, not {(get entry "bytes")}"
        (!= f"sha256:{sha256}" (get entry "hash"))
        (changed-bytes blocks (.get entry "blocks" [(cut (get entry "hash") 7 None)]) size)
        (and (in "records" entry) (!= (record-count path) (get entry "records")))
        f"holds {(record-count path)} records, not {(get entry "records")}"))

(defn changed-bytes [blocks kept size]
  "Where a file's bytes differ from those the manifest's block digests `kept` keep."
  (setv i (next (gfor [k [a b]] (enumerate (zip blocks kept)) :if (!= a b) k) 0))
  f"is changed in bytes {(* i BLOCK)}-{(- (min size (* (+ i 1) BLOCK)) 1)} (its sha256 differs)")

(defn verify-lines [[folder None]]
  "Check every data file of the data folder against its manifest: one line
  a run (and one for the folder's own files), [lines, all well?]."
  (setv folder (Path (or folder (data-folder)))
        entries (get (read-manifest folder) "resources")
        listed (sfor e entries (get e "path"))
        groups {})
  (for [e entries]
    (.append (.setdefault groups (.get e "run") []) [(get e "path") (file-problem folder e)]))
  (for [relative (data-files folder) :if (not-in relative listed)]
    (.append (.setdefault groups (run-of relative) []) [relative "is not in the manifest"]))
  (setv lines [] well True)
  (for [run (sorted groups :key (fn [r] (or r "")))]
    (setv files (get groups run)
          bad (lfor [p why] files :if why f"{p} {why}")
          records (sum (gfor e entries :if (= (.get e "run") run) (.get e "records" 0))))
    (when bad (setv well False))
    (.append lines (+ f"{(or run "the folder's own files")}: "
                      (if bad (.join "; " bad) f"{(len files)} files, {records} records, as the manifest says"))))
  [lines well])


;; A run's records

(defn run-records [run name]
  "The records of the results file `name` (games.jsonl, ...) of the run
  `run`: a committed run's name (third/kalah-4-s1) or a run's directory."
  (read-lines (/ (run-path run) name)))

(defn run-path [run]
  "The directory of `run`: a directory given, else the committed run of that name."
  (if (.is-dir (Path run)) (Path run) (run-directory run)))

(defn games [run]
  "The games of `run`, one dict a game (a game record, schemas/game.json), in the order played."
  (run-records run "games.jsonl"))

(defn moves [run]
  "Every move of every game of `run`, one flat dict a move: the game's key,
  match, opening index and result, the move's number after the opening and
  its side, whether 2&2 made it, and the move's own fields (schemas/game.json)."
  (gfor g (games run)
        [i m] (enumerate (get g "moves"))
        {"game" (get g "key") "match" (get g "match") "opening-index" (get g "opening-index")
         "result" (get g "result") "number" i "two-two" (= (get m "side") (get g "two-two-side"))
         #** m}))
