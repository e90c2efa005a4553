"Files written whole or not at all.

Every file the workbench writes (a report, a page of the edition, a picture,
a tree file, a run's settings) is written to a temporary file beside it,
flushed to disk and renamed over the old one (os.replace): a full disk, a
file-size limit or an interruption leaves the old file as it was, never half
of a new one.  A symbolic link is followed, and its target written whole; a
path that is no regular file (a device: /dev/stdout) is written straight.
A record that must not overwrite anything is linked into place (os.link
fails if the name is taken), so that it too appears whole or not at all."

(import os
        tempfile
        pathlib [Path])

(defn temporary-beside [path given]
  "A new temporary file in path's directory (so that it can be renamed onto
  path): #(file-descriptor name).  An error names the file `given`."
  (setv path (Path path))
  (try
    (tempfile.mkstemp :dir (or (str path.parent) ".") :prefix f".{path.name}." :suffix ".tmp")
    (except [e OSError]
      ;; Said of the file asked for: the temporary one is no concern of the reader's.
      (raise (OSError e.errno e.strerror (str given))))))

(defn as-bytes [data]
  "data (str, as UTF-8, or bytes) as bytes."
  (if (isinstance data str) (.encode data "utf-8") data))

(defn written-temporary [path data [given None]]
  "The name of a temporary file beside path holding data, flushed to disk;
  the temporary file is removed if writing fails."
  (setv [fd name] (temporary-beside path (or given path)))
  (try
    (with [f (os.fdopen fd "wb")]
      (.write f (as-bytes data))
      (.flush f)
      (os.fsync (.fileno f)))
    (except [BaseException]
      (remove-quietly name)
      (raise)))
  name)

(defn remove-quietly [name]
  "Remove the file name if it is there."
  (try (os.unlink name) (except [OSError])))

(defn write-atomically [path data [mode 0o644]]
  "Write data (str, as UTF-8, or bytes) to path, replacing what is there
  whole or not at all (through a symbolic link, its target; a device,
  straight); path."
  (setv target (os.path.realpath path))
  (when (and (os.path.exists target) (not (os.path.isfile target)))
    (with [f (open target "wb")]
      (.write f (as-bytes data)))
    (return path))
  (setv name (written-temporary target data path))
  (try
    (os.chmod name (& mode (umasked)))
    (os.replace name target)
    (except [BaseException]
      (remove-quietly name)
      (raise)))
  path)

(defn write-new-atomically [path data [mode 0o644]]
  "Write data to path as a new file, whole or not at all: FileExistsError
  (and nothing written) if the name is taken; path."
  (setv name (written-temporary path data))
  (try
    (os.chmod name (& mode (umasked)))
    (os.link name path)
    (finally
      (remove-quietly name)))
  path)

(defn umasked []
  "The permissions the process's umask allows (os.umask can only be read by setting it)."
  (setv mask (os.umask 0))
  (os.umask mask)
  (& 0o777 (bnot mask)))
