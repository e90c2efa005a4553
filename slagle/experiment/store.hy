"The run's directory: one JSON object a line for what jobs make, written and
flushed as each job ends, and settings.json, the parameters that made the run.

A results file X.jsonl is kept compressed, as X.jsonl.xz (xz, which
Python's lzma and pandas read directly): while a stage runs it appends to
X.jsonl, a line a result, and when the stage closes the file its lines are
compressed as one more xz stream at the end of X.jsonl.xz, so that a run
resumes by appending and nothing already kept is rewritten.  Readers take
X.jsonl.xz and then X.jsonl, as one file.

A line is whole or it is not there: a line cut short by an interruption (the
last one of X.jsonl, with no newline) is set aside when the file is next
opened for appending, so that a resumed stage does its job again; a damaged
line anywhere else, and compressed data cut short or damaged, is an error
naming the file and the line, never skipped."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        json
        os
        pathlib [Path]
        slagle.experiment [ExperimentError]
        slagle.files [write-atomically])

(defn packed [path]
  "Where the records of the results file `path` (X.jsonl) are kept once a
  stage has closed it: X.jsonl.xz, one xz stream for each time it was closed."
  (Path (+ (str path) ".xz")))

(defn folding [path]
  "The note X.jsonl.folding, there only while X.jsonl is being folded into
  X.jsonl.xz: the size X.jsonl.xz had before, so that a fold cut short is undone."
  (Path (+ (str path) ".folding")))

(defn read-lines [path]
  "The objects of the results file `path` (X.jsonl): those kept compressed
  in X.jsonl.xz first, then those of X.jsonl, written since a stage last
  closed it; [] if neither exists.  A last line of X.jsonl without its
  newline (cut short) is left out; a line that is not a JSON object, or not
  UTF-8 text, and compressed data cut short or damaged, are an ExperimentError
  naming the file and the line."
  (setv path (Path path) kept (packed path))
  (+ (if (.exists kept) (parse-lines (unpacked kept (folded-size path)) kept :whole True) [])
     (if (.exists path) (parse-lines (.read-bytes path) path) [])))

(defn records? [path]
  "Are there records of the results file `path`: X.jsonl.xz or X.jsonl?"
  (or (.exists (packed path)) (.exists (Path path))))

(defn results-files [directory]
  "The results files (X.jsonl, whether kept as X.jsonl.xz or not) in `directory`, in name order."
  (sorted (sfor p (.iterdir (Path directory))
                :if (or (.endswith p.name ".jsonl") (.endswith p.name ".jsonl.xz"))
                (if (= p.suffix ".xz") (.with-suffix p "") p))))

(defn folded-size [path]
  "How much of X.jsonl.xz holds records: all of it (None), unless a fold of
  X.jsonl into it was cut short, when the size it had before that fold."
  (setv note (folding path))
  (when (and (.exists note) (.exists path))
    (int (.read-text note))))

(setv CHUNK 65536)

(defn unpacked [path [size None]]
  "The bytes the xz streams of the file `path` hold (its first `size` bytes,
  if given), decoded stream after stream; ExperimentError naming the line
  where the data ends cut short or stops being whole xz."
  (import lzma)
  (setv data (memoryview (.read-bytes path)))
  (when (is-not size None) (setv data (cut data size)))
  (setv out [] at 0)
  (while (< at (len data))
    (setv decoder (lzma.LZMADecompressor lzma.FORMAT-XZ))
    (try
      (while (and (not decoder.eof) (< at (len data)))
        (setv end (min (+ at CHUNK) (len data)))
        (.append out (.decompress decoder (bytes (cut data at end))))
        (setv at end))
      (except [e lzma.LZMAError]
        (refuse-packed path out f"is damaged ({e})")))
    (unless decoder.eof
      (refuse-packed path out "is cut short (its compressed data ends inside it)"))
    (setv at (- at (len decoder.unused-data))))
  (.join b"" out))

(defn refuse-packed [path decoded why]
  "ExperimentError: the compressed file `path` fails after the lines in `decoded`."
  (setv line (+ 1 (sum (gfor part decoded (.count part b"\n")))))
  (raise (ExperimentError (+ f"{path}, line {line}: {why};"
                             " restore the file (git checkout) or move it aside"))))

(defn parse-lines [data path [whole False]]
  "The objects of the JSON lines in the bytes `data` of the file `path`; the
  part after the last newline (nothing, or a line cut short) is left out unless `whole`."
  (setv lines (.split data b"\n"))
  (unless whole (setv lines (cut lines -1)))
  (lfor [i line] (enumerate lines 1)
        :if (.strip line)
        (parse-line (decoded line path i) path i)))

(defn decoded [line path i]
  "The bytes of line i of `path` as UTF-8 text; ExperimentError naming the line if they are not."
  (try (.decode line "utf-8")
       (except [e UnicodeDecodeError]
         (raise (ExperimentError (+ f"{path}, line {i}: not UTF-8 text (byte {(get line e.start) :#04x} at column {(+ e.start 1)});"
                                    " move the file aside or remove the line"))))))

(defn parse-line [line path i]
  "One line of a results file, as an object; ExperimentError if it is not one."
  (setv obj (try (json.loads line)
                 (except [e json.JSONDecodeError]
                   (raise (ExperimentError f"{path}, line {i}: damaged ({e.msg}); move the file aside or remove the line")))))
  (unless (isinstance obj dict)
    (raise (ExperimentError f"{path}, line {i}: not a JSON object")))
  obj)

(defn drop-partial-line [path]
  "Cut a last line that lacks its newline (a write interrupted) from `path`."
  (setv path (Path path))
  (when (.exists path)
    (setv data (.read-bytes path))
    (when (and data (not (.endswith data b"\n")))
      (setv keep (+ (.rfind data b"\n") 1))
      (with [f (open path "r+b")]
        (.truncate f keep)))))

(defn fold [path]
  "Fold the results file `path` (X.jsonl), if it is there, into X.jsonl.xz:
  its lines compressed as one more xz stream appended to what is there
  (nothing of that rewritten), then X.jsonl removed.  A fold cut short at
  any point is undone or finished by `recover`, so that no record is lost
  or kept twice."
  (import lzma)
  (setv path (Path path) kept (packed path) note (folding path))
  (recover path)
  (drop-partial-line path)
  (when (.exists path)
    (setv data (.read-bytes path))
    (when data
      (write-atomically note (str (if (.exists kept) (. (.stat kept) st-size) 0)))
      (with [f (open kept "ab")]
        (.write f (lzma.compress data :format lzma.FORMAT-XZ :check lzma.CHECK-CRC64))
        (.flush f)
        (os.fsync (.fileno f))))
    (.unlink path)
    (.unlink note :missing-ok True)))

(defn recover [path]
  "Undo a fold of `path` into X.jsonl.xz that was cut short: with the note
  and X.jsonl both there, X.jsonl.xz goes back to the size the note gives;
  a note left alone (X.jsonl already removed) is removed."
  (setv path (Path path) note (folding path))
  (when (.exists note)
    (setv size (folded-size path))
    (when (is-not size None)
      (with [f (open (packed path) "r+b")]
        (.truncate f size)))
    (.unlink note)))

(defclass Appender []
  "Append objects to a results file X.jsonl, one a line, each flushed to
  disk when written; closed, the lines are folded into X.jsonl.xz.  Should
  the block end by an exception, they stay in X.jsonl (read with the rest)
  and are folded when the file is next appended to."
  (defn __init__ [self path]
    (setv self.path (Path path))
    (recover self.path)
    (drop-partial-line self.path)
    (setv self.file (open self.path "a" :encoding "utf-8")))

  (defn write [self obj]
    "Write obj as one line and flush it."
    (.write self.file (+ (json.dumps obj :sort-keys True) "\n"))
    (.flush self.file)
    (os.fsync (.fileno self.file)))

  (defn close [self]
    "Close the file and fold its lines into X.jsonl.xz."
    (.close self.file)
    (fold self.path))
  (defn __enter__ [self] self)
  (defn __exit__ [self kind #* _]
    (if (is kind None) (.close self) (.close self.file))))

(defn write-json [path obj]
  "Write obj to path as JSON, whole or not at all (a temporary file renamed)."
  (write-atomically path (json.dumps obj :indent 1 :sort-keys True)))

(setv NUMBER #(int float)
      ;; What each of a run's JSON files holds: {file: {key: #(required? types)}}.
      ;; A file of the right syntax but another shape is refused as damaged.
      SHAPES {"settings.json" {"game" #(True str) "depth" #(False int) "positions" #(False int)
                               "games" #(False int) "seed" #(False int) "sample" #(False int)
                               "fit" #(False str) "openings" #(False #(str (type None)))
                               "digits" #(False #(int (type None))) "measure" #(False str)
                               "match-openings" #(False int) "versions" #(False dict) "resumed-with" #(False dict)}
              "functions.json" {"depth" #(False int) "fit" #(False str) "steps" #(True list)
                                "parameters" #(True dict)}
              "match.json" {"equal-effort-depth" #(False #(int (type None))) "matches" #(False list)
                            "games" #(False dict) "limit" #(False int)}})

(defn read-json [path what]
  "The JSON object in `path`; ExperimentError saying which stage makes it if
  it is missing, or damaged (not JSON, not UTF-8, or not of its file's shape)."
  (setv path (Path path))
  (unless (.exists path)
    (raise (ExperimentError f"{path} is missing: run `slagle experiment {what}` first")))
  (setv obj (try (json.loads (.read-text path :encoding "utf-8"))
                 (except [e json.JSONDecodeError]
                   (raise (ExperimentError f"{path} is damaged ({e.msg})")))
                 (except [e UnicodeDecodeError]
                   (raise (ExperimentError f"{path} is damaged (not UTF-8 text: byte {(get e.object e.start) :#04x} at {e.start})")))
                 (except [e OSError]
                   (raise (ExperimentError f"{path} cannot be read: {(or e.strerror e)}")))))
  (check-shape path obj)
  obj)

(defn check-shape [path obj]
  "ExperimentError if obj, read from `path`, is not an object of its file's shape (SHAPES)."
  (defn damaged [why]
    (raise (ExperimentError f"{path} is damaged ({why}); move it aside, or run the stage that makes it again")))
  (unless (isinstance obj dict)
    (damaged f"a JSON {(json-kind obj)}, not an object"))
  (for [[k [required types]] (.items (.get SHAPES path.name {}))]
    (cond (not-in k obj) (when required (damaged f"no \"{k}\""))
          (not (isinstance (get obj k) types)) (damaged f"\"{k}\" is a JSON {(json-kind (get obj k))}")))
  (when (= path.name "functions.json")
    (setv parameters (get obj "parameters"))
    (unless (and (all (gfor k "xyrs" (isinstance (.get parameters k) dict)))
                 (all (gfor k "xyrs" v (.values (get parameters k)) (isinstance v NUMBER))))
      (damaged "its parameters are not x, y, r and s, each numbers by dmax"))
    (for [[i step] (enumerate (get obj "steps"))]
      (unless (step-shaped? step)
        (damaged f"its step {i} is not a learned step: dmax, procedure, n, names, plays and the fits")))))

(setv STEP {"dmax" int "procedure" str "n" int "names" list "plays" str "baseline-rms" NUMBER}
      FIT {"p" NUMBER "q" NUMBER "rms" NUMBER "condition" NUMBER "satisfies" bool "at-bound" bool})

(defn step-shaped? [step]
  "Is step (of functions.json's steps) a learned step: the keys of STEP,
  two names, and the fit that plays and every other fit of FIT's shape?"
  (and (isinstance step dict)
       (all (gfor [k types] (.items STEP) (isinstance (.get step k) types)))
       (= (len (get step "names")) 2)
       (in (get step "plays") step)
       (all (gfor which ["free" "constrained" "robust"] :if (in which step)
                  (and (isinstance (get step which) dict)
                       (all (gfor [k types] (.items FIT) (isinstance (.get (get step which) k) types))))))))

(defn json-kind [obj]
  "What JSON calls the kind of obj: object, array, string, number, true/false or null."
  (cond (is obj None) "null"
        (isinstance obj bool) "true/false"
        (isinstance obj NUMBER) "number"
        (isinstance obj str) "string"
        (isinstance obj list) "array"
        True "object"))

(defn [contextmanager] locked-run [out]
  "For a with block: the run's directory `out` (made if need be) held by
  this process, so that no other command writes it meanwhile; ExperimentError
  if another process holds it.  The lock is on the directory itself, so that
  no file is left behind, and the system releases it however the process ends."
  (import fcntl)
  (.mkdir (Path out) :parents True :exist-ok True)
  (setv fd (os.open out os.O-RDONLY))
  (try
    (try
      (fcntl.flock fd (| fcntl.LOCK-EX fcntl.LOCK-NB))
      (except [BlockingIOError]
        (raise (ExperimentError (+ f"{out} is in use by another `slagle experiment` command:"
                                   " wait for it to end, or give another --out")))))
    (yield out)
    (finally
      (os.close fd))))

(defn library-versions []
  "What a run's numbers depend on (written in settings.json by each stage):
  the versions of Python and of the libraries that search, fit and round,
  the platform, the BLAS NumPy uses, and the project's git commit (with
  \"dirty\" where the checkout had changes not committed; None outside a
  checkout)."
  (import platform importlib.metadata [version PackageNotFoundError])
  (defn of [name]
    (try (version name) (except [PackageNotFoundError] None)))
  {"python" (platform.python-version)
   #** (dfor name ["numpy" "scipy" "open_spiel" "numba" "hy" "matplotlib"] name (of name))
   "platform" (platform.platform)
   "blas" (blas)
   "commit" (commit)})

(defn blas []
  "The BLAS NumPy was built with, as NumPy says (name and version), or None."
  (import numpy)
  (try
    (setv found (get (numpy.show-config :mode "dicts") "Build Dependencies" "blas"))
    f"{(get found "name")} {(.get found "version" "")}"
    (except [Exception] None)))

(defn commit []
  "The project's git commit, \"dirty\" after it where files other than the
  runs' own (data/experiment/, which a run writes) differ from it; None
  outside a checkout."
  (import subprocess)
  (setv root (. (Path __file__) (resolve) parent parent parent))
  (defn git [#* args]
    (.strip (. (subprocess.run ["git" "-C" (str root) #* args] :capture-output True :text True :check True) stdout)))
  (try
    (+ (git "rev-parse" "HEAD")
       (if (git "status" "--porcelain" "--untracked-files=no" "--" "." ":(exclude)data/experiment") " dirty" ""))
    (except [#(OSError subprocess.CalledProcessError)] None)))

(defn note-versions [out stage]
  "Record in the run's settings.json what `stage` runs with: under versions,
  by stage, the setup the stage was first run with; a stage resumed with
  another setup (a later commit, a new library) adds it, once, to the list
  under resumed-with, so that each setup the results came from stays named."
  (setv path (/ (Path out) "settings.json")
        settings (read-json path "positions")
        now (library-versions)
        recorded (.get (.setdefault settings "versions" {}) stage))
  (cond (is recorded None) (setv (get settings "versions" stage) now)
        (!= recorded now) (let [later (.setdefault (.setdefault settings "resumed-with" {}) stage [])]
                         (when (not-in now later) (.append later now))))
  (write-json path settings))

(defn check-settings [out given [growing #{}]]
  "The run's settings (settings.json in the directory `out`), made from the
  dict `given` if there are none; if there are, each value given (not None)
  must be the one the run was made with: else an ExperimentError, since the
  results already there were made with the others.  A setting named in
  `growing` may be given larger than the run's (more games): the run grows
  to it, and what it holds is kept."
  (setv path (/ (Path out) "settings.json"))
  (if (.exists path)
      (do (setv settings (read-json path "positions")
                grown {})
          (for [[k v] (.items given)]
            (when (and (is-not v None) (in k settings) (!= (get settings k) v))
              (cond (and (in k growing) (> v (get settings k)))
                    (setv (get grown k) v)
                    (in k growing)
                    (raise (ExperimentError (+ f"{out} holds a run made with --{k} {(get settings k)}: it can grow,"
                                               f" not shrink to {v}; give {(get settings k)} or more, or a new --out")))
                    True
                    (raise (ExperimentError (+ f"{out} holds a run made with --{k} {(get settings k)}, not {v}:"
                                               " give the same, or a new --out"))))))
          (setv more {#** (dfor [k v] (.items given) :if (and (is-not v None) (not-in k settings)) k v) #** grown})
          (when more
            (write-json path {#** settings #** more}))
          {#** settings #** more})
      (do (.mkdir (Path out) :parents True :exist-ok True)
          (setv settings (dfor [k v] (.items given) :if (is-not v None) k v))
          (write-json path settings)
          settings)))
