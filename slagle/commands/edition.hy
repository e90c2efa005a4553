"`slagle edition`: write the reading edition, a static site that opens from
file:// (no server, no network), and optionally serve it on this machine.

The site goes into a directory of its own: a new or empty one, or one that
holds an edition written before (its MARKER file says so), which is written
again.  A directory holding other files, a symbolic link inside it (a page
written through it would land outside), or an empty --out is refused before
anything is written; with --serve, so is a port that cannot be served."

(import os
        pathlib [Path]
        slagle.errors [Refusal]
        slagle.files [write-atomically]
        slagle.edition.site [build]
        slagle.edition.sources :as src)


(setv EXAMPLES "
examples:
  slagle edition --out site               the site, in the folder site
  slagle edition --out site --serve       and serve it on 127.0.0.1
  slagle edition --out site --workbench --serve
                                          with the workbench, which runs in the page")

(defn add-arguments [p]
  "The arguments of `slagle edition`."
  (.add-argument p "--out" :metavar "DIR" :required True
                 :help "the directory to write the site into (made if missing); open DIR/index.html")
  (.add-argument p "--docs" :metavar "DIR" :default None
                 :help "the project's docs/ (transcription notes, findings, programs); default: the checkout's, else ./docs")
  (.add-argument p "--workbench" :action "store_true"
                 :help (+ "add the workbench (try.html): the transcription run in the page by Pyodide,"
                          " fetched once from the npm registry with npm"))
  (.add-argument p "--serve" :action "store_true"
                 :help "then serve the site on the loopback address until Ctrl-C")
  (.add-argument p "--port" :type int :default 8000 :help "the port for --serve (default 8000)"))

(setv MARKER ".slagle-edition"
      MARKER-TEXT "A reading edition written by `slagle edition`: it may write here again.\n")

(defn check-out [out]
  "Refusal, before anything is written, for an --out the edition must not
  write into: empty, not a directory, holding files that are not an
  edition's, or holding a symbolic link."
  (setv given (str out) out (Path out))
  (when (= given "")
    (raise (Refusal "--out '': give the edition a directory, e.g. --out site")))
  ;; os.path's tests, which take a name too long for the system as not there (mkdir then says so).
  (when (and (os.path.exists out) (not (os.path.isdir out)))
    (raise (Refusal f"--out {out}: not a directory")))
  (when (os.path.isdir out)
    (setv entries (list (.iterdir out)))
    (when (and entries (not (.is-file (/ out MARKER))))
      (raise (Refusal (+ f"--out {out} holds files that are not a reading edition's"
                         f" ({(.join ", " (sorted (gfor e (cut entries 3) e.name)))}"
                         f"{(if (> (len entries) 3) ", ..." "")}): give a new or empty directory"))))
    (for [[folder dirs files] (os.walk out)
          name (+ dirs files)]
      (setv path (Path folder name))
      (when (.is-symlink path)
        (raise (Refusal f"--out {out}: {path} is a symbolic link; the edition writes no page through a link: remove it, or give a new directory"))))))

(defn check-docs [docs]
  "Refusal naming the first of the docs' Markdown files that is not UTF-8 text."
  (for [path (sorted (.glob (Path docs) "*.md"))]
    (try
      (.decode (.read-bytes path) "utf-8")
      (except [e UnicodeDecodeError]
        (raise (Refusal f"{path}: not UTF-8 text (byte {(get e.object e.start) :#04x} at {e.start}); the edition reads its docs as UTF-8")))
      (except [e OSError]
        (raise (Refusal f"{path}: {(or e.strerror e)}"))))))

(defn check-port [port]
  "Refusal for a port number no server can listen on."
  (unless (<= 0 port 65535)
    (raise (Refusal f"--port {port}: a port is a number from 0 to 65535"))))

(defn docs-directory [given]
  "The docs the edition shows: those given, else the checkout's, else ./docs; None if none has the notes."
  (for [d (if given [(Path given)] [src.DOCS (Path "docs")])]
    (when (.is-file (/ d "transcription-notes.md"))
      (return d))))

(defn server-on [out port]
  "A server of the directory out on 127.0.0.1:port, listening (not yet
  serving); Refusal if the port cannot be had."
  (import functools [partial]
          http.server [ThreadingHTTPServer SimpleHTTPRequestHandler])
  (try
    (ThreadingHTTPServer #("127.0.0.1" port) (partial SimpleHTTPRequestHandler :directory (str out)))
    (except [e #(OSError OverflowError)]
      (raise (Refusal f"--serve on port {port}: {(or (getattr e "strerror" None) e)}")))))

(defn serve [server out]
  "Serve until interrupted."
  (with [_ server]
    (print f"serving {out} at http://127.0.0.1:{(get server.server-address 1)}/ (Ctrl-C stops)" :flush True)
    (.serve-forever server)))

(defn main [args]
  "Run `slagle edition`."
  (setv docs (docs-directory args.docs)
        out (Path args.out))
  (when (is docs None)
    (raise (Refusal (+ "the edition needs the project's docs (transcription-notes.md):"
                       " run it in a checkout, or give --docs DIR"))))
  (check-out args.out)
  (check-docs docs)
  ;; The port first, so that one that cannot be served is refused before the site is written.
  (setv server (when args.serve
                 (check-port args.port)
                 (server-on out args.port)))
  (try
    (setv pages (build out docs :workbench args.workbench))
    (write-atomically (/ out MARKER) MARKER-TEXT)
    (except [e OSError]
      (when server (.server-close server))
      (raise (Refusal f"{(or e.filename out)}: {(or e.strerror e)}"))))
  (print f"wrote {pages} pages to {out}; open {(.as-uri (.resolve (/ out "index.html")))}")
  (when server
    (serve server out))
  0)
