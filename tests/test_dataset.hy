"The committed runs as a dataset (slagle.experiment.dataset): the manifest
is a valid Data Package that names every data file with what it holds, the
records are what their schemas say, `slagle experiment verify` passes and
names what changed, and the records load as the datasheet says.  A sample of
the records is checked against its schema ($SLAGLE_EXAMPLES > 1: all)."

(import json
        lzma
        shutil
        pathlib [Path]
        pytest
        jsonschema
        helpers [slagle assert-one-line-error]
        tree-strategies [EXAMPLES-SCALE]
        slagle.experiment [ExperimentError]
        slagle.experiment.dataset [DESCRIPTOR BLOCK descriptor data-files record-kind games moves write-manifest]
        slagle.experiment.runs [data-folder run-directory]
        slagle.experiment.store [read-lines])

(setv FOLDER (data-folder)
      MANIFEST (json.loads (.read-text (/ FOLDER DESCRIPTOR) :encoding "utf-8"))
      ;; Records checked a file: the first and last SAMPLE, or all of them for a long run.
      SAMPLE (if (> EXAMPLES-SCALE 1) None 2))


;; The manifest

(defn test-the-manifest-is-a-valid-data-package []
  (import frictionless [Package])
  (assert (. (Package.validate-descriptor MANIFEST) valid))
  ;; and the check can fail: bytes that are not a number are refused
  (setv broken (json.loads (json.dumps MANIFEST)))
  (setv (get broken "resources" 0 "bytes") "12")
  (assert (not (. (Package.validate-descriptor broken) valid))))

(defn test-the-manifest-is-what-the-data-folder-holds []
  ;; every data file is in it and every entry is a file there, with the
  ;; bytes, digests and record counts it has: the manifest made anew is the committed one
  (setv listed (lfor r (get MANIFEST "resources") (get r "path")))
  (assert (= listed (data-files FOLDER)))
  (assert (all (gfor p listed (.is-file (/ FOLDER p)))))
  (assert (= (descriptor FOLDER) MANIFEST)))

(defn test-the-datasheet-says-what-the-manifest-holds []
  (import slagle.experiment.dataset [holdings])
  (setv sheet (.read-text (/ FOLDER "README.md") :encoding "utf-8"))
  (assert (in (holdings MANIFEST) sheet))
  (assert (in "| all | " (holdings MANIFEST))))

(defn test-every-results-file-is-kept-compressed-and-described []
  (for [r (get MANIFEST "resources") :if (in (get r "format") #{"jsonl" "json"})]
    (when (= (get r "format") "jsonl")
      (assert (= [(get r "compression") (. (Path (get r "path")) suffix)] ["xz" ".xz"]) r)
      (assert (>= (get r "records") 0) r))
    (when (in "run" r)
      (assert (.exists (/ FOLDER (get r "schema-of-records"))) r)
      (assert (.startswith (get r "command") f"slagle experiment {(get r "stage")} ") r))))


;; The records and their schemas

(defn schema [kind]
  "The validator of the schema of records `kind` in the data folder."
  (jsonschema.Draft202012Validator (json.loads (.read-text (/ FOLDER "schemas" f"{kind}.json") :encoding "utf-8"))))

(defn sampled [records]
  "The records checked: the first and last SAMPLE, or all."
  (if (or (is SAMPLE None) (<= (len records) (* 2 SAMPLE)))
      records
      [#* (cut records SAMPLE) #* (cut records (- SAMPLE) None)]))

(defn test-every-kind-of-record-is-what-its-schema-says []
  (setv seen #{})
  (for [r (get MANIFEST "resources") :if (in "schema-of-records" r)]
    (setv path (/ FOLDER (get r "path"))
          kind (record-kind path)
          check (schema kind)
          records (if (= (get r "format") "jsonl")
                      (.splitlines (lzma.decompress (.read-bytes path)))
                      [(.read-bytes path)]))
    (.add seen kind)
    (for [record (sampled records)]
      (check.validate (json.loads record))))
  (assert (= seen #{"game" "position" "opening-game" "target" "learning-row" "worse-move" "effort"
                    "settings" "functions" "match"})))

(defn test-a-schema-refuses-a-record-not-of-its-kind []
  (setv game (get (games "second/kalah-4") 0) check (schema "game"))
  (check.validate game)
  (for [broken [{#** game "result" "2-0"} {#** game "moves" [{"move" "a"}]} {#** game "surprise" 1}]]
    (assert (not (check.is-valid broken)) broken)))


;; The reports from the compressed records

(defn [(pytest.mark.parametrize "run"
        (if (> EXAMPLES-SCALE 1)
            (lfor p (sorted (.iterdir (/ FOLDER "third"))) f"third/{p.name}")
            ["third/kalah-4-s2-robust" "third/kalah-6-s3"]))]
  test-the-third-series-reports-as-committed [run capsys tmp-path]
  ;; the report made again from the compressed files is the committed one, byte for byte
  (setv committed (run-directory run) out (/ tmp-path "run"))
  (shutil.copytree committed out)
  (.unlink (/ out "report.md"))
  (setv [status _ err] (slagle ["experiment" "report" "--out" (str out)] capsys))
  (assert (= status 0) err)
  (assert (= (.read-bytes (/ out "report.md")) (.read-bytes (/ committed "report.md")))))


;; Verifying

(defn test-the-committed-data-verifies [capsys]
  (setv [status printed err] (slagle ["experiment" "verify"] capsys)
        runs (sfor r (get MANIFEST "resources") :if (in "run" r) (get r "run")))
  (assert (= status 0) err)
  ;; one line a run, and one for the folder's own files
  (assert (= (len (.splitlines printed)) (+ (len runs) 1)) printed)
  (assert (in "second/kalah-4: " printed))
  (assert (in "records, as the manifest says" printed)))

(defn scratch-run [tmp-path run]
  "A data folder in tmp-path holding a copy of the committed run `run`, and its manifest."
  (setv folder (/ tmp-path "data"))
  (shutil.copytree (run-directory run) (/ folder run))
  (write-manifest folder)
  folder)

(defn test-a-flipped-byte-is-named [tmp-path capsys]
  (setv folder (scratch-run tmp-path "third/kalah-4-s1")
        path (/ folder "third" "kalah-4-s1" "games.jsonl.xz")
        data (bytearray (.read-bytes path))
        at (+ BLOCK 12345))
  (assert (> (len data) (* 2 BLOCK)))
  (setv (get data at) (^ (get data at) 1))
  (.write-bytes path (bytes data))
  (setv [status printed err] (slagle ["experiment" "verify" (str folder)] capsys))
  (assert-one-line-error status err "the data folder differs from its manifest")
  (assert (in (+ "third/kalah-4-s1: third/kalah-4-s1/games.jsonl.xz is changed in bytes "
                 f"{BLOCK}-{(- (* 2 BLOCK) 1)} (its sha256 differs)")
              printed)
          printed))

(defn test-a-missing-file-a-file-cut-and-a-file-not-listed-are-named [tmp-path capsys]
  (setv folder (scratch-run tmp-path "second/kalah-4-robust")
        run (/ folder "second" "kalah-4-robust"))
  (.unlink (/ run "targets.jsonl.xz"))
  (.write-bytes (/ run "games.jsonl.xz") (cut (.read-bytes (/ run "games.jsonl.xz")) -1))
  (.write-text (/ run "notes.txt") "mine\n")
  (setv [status printed err] (slagle ["experiment" "verify" (str folder)] capsys))
  (assert (= status 1) err)
  (for [says ["targets.jsonl.xz is missing" "games.jsonl.xz has " "notes.txt is not in the manifest"]]
    (assert (in says printed) printed)))

(defn test-a-compressed-tail-cut-short-is-refused-with-its-file-and-line [tmp-path]
  (setv folder (scratch-run tmp-path "second/kalah-6")
        path (/ folder "second" "kalah-6" "games.jsonl.xz")
        whole (len (read-lines (.with-suffix path ""))))
  (.write-bytes path (cut (.read-bytes path) (// (len (.read-bytes path)) 2)))
  (with [e (pytest.raises ExperimentError)]
    (read-lines (.with-suffix path "")))
  (setv message (str e.value))
  (assert (.startswith message f"{path}, line ") message)
  (assert (in "is cut short" message))
  (assert (< 1 (int (get (.split (get (.split message ", line ") 1) ":") 0)) whole) message))

(defn test-verify-refuses-a-folder-without-a-manifest [tmp-path capsys]
  (setv [status _ err] (slagle ["experiment" "verify" (str tmp-path)] capsys))
  (assert-one-line-error status err "datapackage.json is missing: run `slagle experiment manifest")
  (setv [status _ err] (slagle ["experiment" "verify" (str (/ tmp-path "none"))] capsys))
  (assert-one-line-error status err "is not a folder")
  (setv [status _ err] (slagle ["experiment" "report" (str tmp-path)] capsys))
  (assert-one-line-error status err "a FOLDER is for verify and manifest, not report"))


;; Loading

(defn test-a-runs-games-and-moves-load-as-plain-records []
  (setv entry (next (gfor r (get MANIFEST "resources") :if (= (get r "path") "second/kalah-6/games.jsonl.xz") r))
        these (games "second/kalah-6")
        flat (list (moves "second/kalah-6")))
  (assert (= (len these) (get entry "records")))
  (assert (= (len flat) (sum (gfor g these (len (get g "moves"))))))
  (setv first (get flat 0) game (get these 0))
  (assert (= [(get first "game") (get first "number") (get first "evaluated")]
             [(get game "key") 0 (get game "moves" 0 "evaluated")]))
  (assert (= (get first "two-two") (= (get game "moves" 0 "side") (get game "two-two-side")))))

(defn test-the-datasheets-one-liners-load-the-games []
  ;; pandas infers xz from the name; DuckDB reads the stream lzma opens
  (import pandas :as pd duckdb)
  (setv path (/ FOLDER "second" "kalah-6" "games.jsonl.xz")
        sheet (.read-text (/ FOLDER "README.md") :encoding "utf-8"))
  (assert (in "pd.read_json(\"data/experiment/second/kalah-6/games.jsonl.xz\", lines=True)" sheet))
  (assert (in "duckdb.read_json(lzma.open(\"data/experiment/second/kalah-6/games.jsonl.xz\"))" sheet))
  (setv frame (pd.read-json path :lines True)
        counted (.fetchall (.aggregate (duckdb.read-json (lzma.open path)) "match, count(*)")))
  (assert (= (len frame) (len (games "second/kalah-6"))))
  (assert (= (sorted counted) (sorted (.items (.to-dict (.value-counts (get frame "match"))))))))
