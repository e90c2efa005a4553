"`slagle article`: build the replication's article from the committed data:
every number in it computed by slagle.article.quantities, the figures drawn,
written as a standalone HTML page and a PDF printed by Chromium; with
--docs, the committed numbers (docs/article/quantities.json), the one-page
summary (docs/summary.md) and README.md's answer written from the same
numbers."

(import os
        pathlib [Path]
        slagle.errors [Refusal])

(setv EXAMPLES "
examples:
  slagle article --out article            article/article.html and article/article.pdf
  slagle article --out article --no-pdf   the HTML page alone (no browser needed)
  slagle article --docs                   docs/article/quantities.json, docs/summary.md and README.md's answer")

(defn add-arguments [p]
  "The arguments of `slagle article`."
  (.add-argument p "--out" :metavar "DIR" :default None
                 :help "the directory to write article.html, article.pdf and quantities.json into (made if missing)")
  (.add-argument p "--no-pdf" :dest "pdf" :action "store_false"
                 :help "write the HTML page and the numbers only, without printing the PDF")
  (.add-argument p "--docs" :action "store_true"
                 :help "write docs/article/quantities.json, docs/summary.md and README.md's answer from the numbers computed"))

(defn check-out [out docs]
  "Refusal for nothing asked, or an --out the article cannot be written into."
  (when (and (is out None) (not docs))
    (raise (Refusal "nothing to write: give --out DIR for the article, --docs for the summary and README, or both")))
  (when (= out "")
    (raise (Refusal "--out '': give the article a directory, e.g. --out article")))
  (when (and out (os.path.exists out) (not (os.path.isdir out)))
    (raise (Refusal f"--out {out}: not a directory"))))

(defn main [args]
  "Run `slagle article`."
  (check-out args.out args.docs)
  ;; the article's build reads the data and draws: loaded only for this command
  (import slagle.article.build [check-sources computed-numbers write-article write-docs])
  (check-sources)
  (setv numbers (computed-numbers) written [])
  (try
    (when args.out
      (.extend written (write-article (Path args.out) numbers :pdf args.pdf)))
    (when args.docs
      (.extend written (write-docs numbers)))
    (except [e OSError]
      (raise (Refusal f"{(or e.filename args.out)}: {(or e.strerror e)}"))))
  (for [path written]
    (print f"wrote {path}"))
  0)
