"`slagle edition`: write the reading edition, a static site that opens from
file:// (no server, no network), and optionally serve it on this machine."

(import pathlib [Path]
        slagle.errors [Refusal]
        slagle.edition.site [build]
        slagle.edition.sources :as src)


(setv EXAMPLES "
examples:
  slagle edition --out site               the site, in the folder site
  slagle edition --out site --serve       and serve it on 127.0.0.1")

(defn add-arguments [p]
  "The arguments of `slagle edition`."
  (.add-argument p "--out" :metavar "DIR" :required True
                 :help "the directory to write the site into (made if missing); open DIR/index.html")
  (.add-argument p "--docs" :metavar "DIR" :default None
                 :help "the project's docs/ (transcription notes, findings, programs); default: the checkout's, else ./docs")
  (.add-argument p "--serve" :action "store_true"
                 :help "then serve the site on the loopback address until Ctrl-C")
  (.add-argument p "--port" :type int :default 8000 :help "the port for --serve (default 8000)"))

(defn docs-directory [given]
  "The docs the edition shows: those given, else the checkout's, else ./docs; None if none has the notes."
  (for [d (if given [(Path given)] [src.DOCS (Path "docs")])]
    (when (.is-file (/ d "transcription-notes.md"))
      (return d))))

(defn serve [out port]
  "Serve the directory out on 127.0.0.1:port until interrupted."
  (import functools [partial]
          http.server [ThreadingHTTPServer SimpleHTTPRequestHandler])
  (setv handler (partial SimpleHTTPRequestHandler :directory (str out)))
  (with [server (ThreadingHTTPServer #("127.0.0.1" port) handler)]
    (print f"serving {out} at http://127.0.0.1:{port}/ (Ctrl-C stops)" :flush True)
    (.serve-forever server)))

(defn main [args]
  "Run `slagle edition`."
  (setv docs (docs-directory args.docs)
        out (Path args.out))
  (when (is docs None)
    (raise (Refusal (+ "the edition needs the project's docs (transcription-notes.md):"
                       " run it in a checkout, or give --docs DIR"))))
  (when (and (.exists out) (not (.is-dir out)))
    (raise (Refusal f"--out {out}: not a directory")))
  (try
    (setv pages (build out docs))
    (except [e OSError]
      (raise (Refusal f"{(or e.filename out)}: {(or e.strerror e)}"))))
  (print f"wrote {pages} pages to {out}; open {(.as-uri (.resolve (/ out "index.html")))}")
  (when args.serve
    (try
      (serve out args.port)
      (except [e OSError]
        (raise (Refusal f"--serve on port {args.port}: {(or e.strerror e)}")))))
  0)
