"The edition's apparatus: the report as it is cited, the edition's version
and date, the report's sections as the contents follow them, the glossary,
and the search index written from the pages."

(import html
        html.parser [HTMLParser]
        importlib.metadata [version PackageNotFoundError]
        json
        re)

(defn edition-version []
  "The version of the project this edition is written from."
  (try (version "slagle-mn-alpha-beta")
       (except [PackageNotFoundError] "unreleased")))

(setv REPORT
        {"author" "James R. Slagle"
         "title" "Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure"
         "series" "Artificial Intelligence Group Report No. 3"
         "publisher" "University of California, Lawrence Radiation Laboratory, Livermore, California"
         "date" "November 8, 1963"
         "copy" (+ "a copy stamped \"Vault Reference Copy\", read from an OCR of it; the number on its cover"
                   " reads JUIL-4371 in the OCR, perhaps the laboratory's report number UCRL-4671")
         "where" (+ "the reports of the Lawrence Radiation Laboratory at Livermore are kept by its successor,"
                    " Lawrence Livermore National Laboratory, and by libraries that hold the University of"
                    " California Radiation Laboratory's reports; ask for it by author, title and date")}
      ;; The date of this version of the edition: changed with the version.
      EDITION-DATE "2026-11-27"
      ;; The report's sections, as the contents follow them: [number, anchor,
      ;; title, what it does (in the edition's words), the figures it
      ;; discusses, the groups of functions it gives].
      SECTIONS
        [["1-4" "sections-1-4" "Overview, purposes, organisation, prerequisites"
          (+ "What the m&n alpha beta procedure is: a max-position's value is backed up from its m best successors,"
             " a min-position's from its n best, instead of the single best; why an experiment with 2&2 in checkers"
             " is proposed; how the report is laid out; the LISP 1.5 a reader needs.")
          [] []]
         ["5" "section-5" "1&1 (Ordinary) Minimaxing and a Weakness"
          "Ordinary minimaxing, and a tree on which backing up the single best value chooses the worse move."
          [1] []]
         ["6" "section-6" "m&n Minimaxing"
          "2&2 minimaxing by example: the backing-up functions a2 + 2^(3 - (a2 - a1)) and b2 - 2^(3 - (b1 - b2))."
          [2] []]
         ["7" "section-7" "The m&n Alpha Beta Procedure"
          "The pruned procedure by example: a highest-level cutoff, a 2&2 beta cutoff, a 2&2 alpha cutoff, and a whole search."
          [3 4 5 6] []]
         ["8" "section-8" "The proposed experiment"
          (+ "How a program would learn the backing-up functions a2 + 2^(x - (a2 - α)y) from checker positions,"
             " the theorem on when 2&2 alpha beta cuts off, and the comparison with 1&1 alpha beta proposed.")
          [] []]
         ["App. A" "appendix-a" "Programs common to Appendices B and C" "" [] ["appendix-a"]]
         ["App. B" "appendix-b" "Programs for m&n minimaxing" "" [] ["appendix-b"]]
         ["App. C" "appendix-c" "Programs for the m&n alpha beta procedure" "" [] ["appendix-c"]]]
      ;; [anchor, term, definition as HTML].
      GLOSSARY
        [["max-position" "max-position, min-position"
          "A position in which the maximizing (minimizing) player is to move; the root is a max-position and the levels alternate. The pictures draw a max-position's box square-cornered, a min-position's round."]
         ["backed-up-value" "backed-up value"
          "The value a position is given from its successors' values rather than its own static value (<code>value</code>): by 1&amp;1 minimaxing the best of them, by m&amp;n minimaxing a function of the m (or n) best."]
         ["mn-minimaxing" "m&amp;n minimaxing"
          "Backing up a max-position's value from the values of its m best (greatest) successors and a min-position's from its n best (least); 1&amp;1 minimaxing is ordinary minimaxing. Appendix B."]
         ["mn-alpha-beta" "m&amp;n alpha beta procedure"
          "The pruned search of Appendix C, which the report says chooses the move m&amp;n minimaxing chooses while looking at fewer positions."]
         ["alpha-beta" "alpha, beta (α, β)"
          "Bounds carried down the search: alpha, a value the maximizing side is sure of above; beta, a value the minimizing side is sure of. On Appendix C's tree, [α, β] under a position is the window it is searched in."]
         ["mn-cutoff" "m&amp;n cutoff (alpha cutoff, beta cutoff)"
          "Stopping the walk of a position's successors once the value can no longer matter to the positions above: at a min-position when a value comes to alpha or less (an alpha cutoff), at a max-position when one comes to beta or more (a beta cutoff). The positions left are \"never looked at\"."]
         ["glbua-lubub" "glbua, lubub"
          "\"Greatest lower bound for backing up a\" and \"least upper bound for backing up b\": the value a further successor would need for the backed-up value to reach oldalpha (fall to oldbeta), the test of a 2&amp;2 cutoff."]
         ["final-segment" "final segment"
          "\"A final segment of a list (s1, s2, ..., st) is either NIL or (sk, sk+1, ..., st)\": what is left of a list of successors as a walk goes down it."]
         ["superprogram" "superprogram"
          "\"A program which directly uses another program is called a superprogram of that program\": each function's description names its superprograms."]
         ["nosucc" "NOSUCC"
          "The atom <code>sta1</code> starts with as its best successor so far; it is the move only if a position has no successors."]
         ["dmax" "dmax"
          "The maximum depth to be searched below a position: <code>sta</code> is given it, each level down passes dmax - 1, and <code>final</code> is true where it reaches zero."]
         ["static-value" "static value"
          "A position's value as <code>value</code> computes it from the position alone, without looking ahead; the tips of the figures' trees hold theirs."]
         ["free-variable" "free variable"
          "A variable a function reads but does not bind: Appendix C's functions read alpha, beta, oldalpha, oldbeta, dmax, initia and initib as their callers last bound them, as LISP 1.5 did."]])

(defn bibtex-report []
  "The report as a BibTeX entry."
  (.join "\n" ["@techreport{slagle1963gametrees,"
               "  author      = {Slagle, James R.},"
               "  title       = {Game Trees, {m\\&n} Minimaxing, and the {m\\&n} Alpha Beta Procedure},"
               "  institution = {University of California, Lawrence Radiation Laboratory},"
               "  address     = {Livermore, California},"
               "  type        = {Artificial Intelligence Group Report},"
               "  number      = {3},"
               "  month       = nov,"
               "  year        = {1963}"
               "}"]))

(defn bibtex-edition []
  "This edition as a BibTeX entry, with its version and date."
  (.join "\n" ["@misc{slagle1963edition,"
               "  title        = {Game Trees, {m\\&n} Minimaxing, and the {m\\&n} Alpha Beta Procedure: a reading edition of {J. R. Slagle's} 1963 report and its {LISP} programs},"
               "  note         = {Transcribed in Hy on a {LISP} 1.5 substrate; written by slagle edition},"
               f"  version      = {{{(edition-version)}}},"
               f"  date         = {{{EDITION-DATE}}},"
               f"  year         = {{{(get EDITION-DATE (slice 0 4))}}}"
               "}"]))

;; ---------------------------------------------------------------------------
;; The search index

(defclass Text [HTMLParser]
  "A page's text in parts, each under the nearest heading with an id:
  [[anchor heading text] ...]; scripts, the pictures and the traces left out."
  (setv SKIP #{"script" "svg" "style"})
  (defn __init__ [self]
    (.__init__ (super))
    (setv self.parts [["" "" []]] self.skip 0 self.heading None self.in-main False))
  (defn handle-starttag [self tag attrs]
    (setv attrs (dict attrs))
    (when (= tag "main") (setv self.in-main True))
    (cond self.skip (+= self.skip 1)
          (or (in tag self.SKIP) (and (= tag "ol") (in "trace" (.split (or (.get attrs "class") "")))))
            (setv self.skip 1)
          (and (in tag #{"h1" "h2" "h3"}) (in "id" attrs))
            (do (.append self.parts [(get attrs "id") "" []])
                (setv self.heading tag))))
  (defn handle-endtag [self tag]
    (when (= tag "main") (setv self.in-main False))
    (when self.skip (-= self.skip 1))
    (when (= tag self.heading) (setv self.heading None)))
  (defn handle-data [self data]
    (when (and self.in-main (not self.skip))
      (when self.heading
        (setv (get self.parts -1 1) (+ (get self.parts -1 1) data)))
      (.append (get self.parts -1 2) data))))

(defn squeeze [text]
  "Text with its runs of white space made one space."
  (.strip (re.sub r"\s+" " " text)))

(defn index-entries [name title page]
  "The search index's entries of one page: the page as a whole under its
  title, and each part of it under a heading with an id of its own."
  (setv parser (Text))
  (.feed parser page)
  (setv out [])
  (for [[i [anchor heading words]] (enumerate parser.parts)]
    (setv text (squeeze (.join " " words)))
    (when text
      (.append out {"t" (if (and anchor (> i 1)) f"{title} › {(squeeze heading)}" title)
                    "u" (if (and anchor (> i 1)) f"{name}#{anchor}" name)
                    "x" (cut text 0 4000)})))
  out)

(defn index-script [entries]
  "The search index as a script that sets window.SEARCH_INDEX (a script, not
  JSON fetched, so that it loads from file://)."
  (+ "window.SEARCH_INDEX = "
     (.replace (json.dumps entries :ensure-ascii False :separators #("," ":")) "</" "<\\/")
     ";\n"))
