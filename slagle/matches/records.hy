"Game records: the JSON `slagle play` writes and, for checkers, PDN beside
it; never overwriting a file."

(eval-when-compile (require lisp.macros [unless]))
(import datetime
        itertools
        json
        os
        pathlib [Path]
        slagle.games [game-class]
        slagle.games.position [GameError]
        slagle.files [write-new-atomically])

(defn record-files [path game]
  "The files a record of the game `game` written to path takes: path (the
  JSON) and path with each suffix of the game's other formats (checkers:
  .pdn, keep.json: keep.pdn)."
  (setv path (Path path))
  [path #* (gfor suffix (. (game-class game) RECORD-FORMATS) (.with-suffix path suffix))])

(defn numbered [path k]
  "path, or for k > 1 path with -k before its suffix (g.json: g-2.json)."
  (setv path (Path path))
  (if (= k 1) path (.with-name path f"{path.stem}-{k}{path.suffix}")))

(defn record-texts [record]
  "The texts of the record's files, in record-files' order: JSON, then the game's other formats."
  (setv cls (game-class (get record "game")))
  [(+ (json.dumps record :indent 1) "\n")
   #* (gfor suffix cls.RECORD-FORMATS (.record-text cls record suffix))])

(defn write-new [files texts]
  "Write each text to its file, each file made new and whole (FileExistsError,
  and none of them left, if one exists): nothing is overwritten."
  (setv made [])
  (try
    (for [[f text] (zip files texts)]
      (write-new-atomically f text)
      (.append made f))
    (except [OSError]
      (for [f made] (.unlink f :missing-ok True))
      (raise)))
  files)

(defn write-record [record path]
  "Write the record to path's files (record-files) or, should one of them
  exist, to those of the first free name path-2, path-3 ...: no file is
  overwritten.  The files written."
  (setv texts (record-texts record))
  (for [k (itertools.count 1)]
    (setv files (record-files (numbered path k) (get record "game")))
    (unless (any (gfor f files (os.path.lexists f)))
      (try
        (return (write-new files texts))
        (except [FileExistsError])))))

(defn default-record-path [record]
  "A file name for a record no --record named: the game and the time (write-record numbers it if taken)."
  (Path (+ f"slagle-{(get record "game")}-"
           (.strftime (datetime.datetime.now datetime.timezone.utc) "%Y%m%d-%H%M%S") ".json")))

(defn check-record-path [path game]
  "GameError, before the game, if the record cannot be written to path
  (see record-files) as a new regular file: if a file is there already
  (nothing is overwritten), or a directory or device, or the folder is not
  one that can be written to."
  (when (= path "")
    (raise (GameError "--record '': give the record a file name, e.g. game.json")))
  (when (or (.endswith path os.sep) (os.path.isdir path))
    (raise (GameError f"--record {path}: a directory; give the record a file name, e.g. game.json")))
  (setv files (record-files path game))
  (when (< (len (set files)) (len files))
    (raise (GameError f"--record {path}: the PDN goes to PATH with the suffix .pdn; name the JSON otherwise, e.g. game.json")))
  (for [f files]
    (when (os.path.lexists f)
      (raise (GameError (if (.is-file f)
                            f"--record {path}: {f} exists; give a PATH that does not (no record overwrites a file)"
                            f"--record {path}: {f} is not a regular file; give a PATH for a new file")))))
  (for [f files]
    (try
      (with [_ (open f "x")])
      (.unlink f)
      (except [e OSError]
        (raise (GameError f"cannot write the record to {f}: {(or e.strerror e)}"))))))
