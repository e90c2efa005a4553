"Files written whole or not at all.

Every file the workbench writes (a report, a page of the edition, a picture,
a tree file, a run's settings) is written to a temporary file beside it,
flushed to disk and renamed over the old one (os.replace): a full disk, a
file-size limit or an interruption leaves the old file as it was, never half
of a new one.  A symbolic link at the path is replaced, not written through.
A record that must not overwrite anything is linked into place (os.link
fails if the name is taken), so that it too appears whole or not at all."

(import os
        tempfile
        pathlib [Path])

(defn temporary-beside [path]
  "A new temporary file in path's directory (so that it can be renamed onto
  path): #(file-descriptor name)."
  (setv path (Path path))
  (tempfile.mkstemp :dir (or (str path.parent) ".") :prefix f".{path.name}." :suffix ".tmp"))

(defn written-temporary [path data]
  "The name of a temporary file beside path holding data (str as UTF-8, or
  bytes), flushed to disk; the temporary file is removed if writing fails."
  (setv [fd name] (temporary-beside path))
  (try
    (with [f (os.fdopen fd "wb")]
      (.write f (if (isinstance data str) (.encode data "utf-8") data))
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
  whole or not at all; path."
  (setv name (written-temporary path data))
  (try
    (os.chmod name (& mode (umasked)))
    (os.replace name path)
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
