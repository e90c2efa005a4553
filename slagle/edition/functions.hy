"Each transcribed function as a reader studies it: the source's description
and M-expression (from the docstring, as the paper prints them), the Hy
text, the card of its deck, the transcription notes that speak of it, and
its Example lines with their replay status."

(eval-when-compile (require lisp.macros [unless]))
(import re
        textwrap
        pathlib [Path]
        slagle.edition.sources :as src)

;; The programs, by source: [key, title, module, deck (or None), the names
;; of Hy defns that are the source's own functions (a defun always is)].
(setv GROUPS
  [["appendix-a" "Appendix A" src.appendix-a "a" ["value" "succ"]]
   ["appendix-b" "Appendix B" src.appendix-b "b" []]
   ["appendix-c" "Appendix C" src.appendix-c "c" []]
   ["mccarthy-search" "McCarthy 1973, 5. Tree search" src.mccarthy-search None []]
   ["mccarthy-allsol" "McCarthy 1973, 5. Tree search: allsol" src.mccarthy-allsol None []]
   ["mccarthy-earlier" "McCarthy 1973: functions from earlier chapters" src.mccarthy-earlier None []]
   ["mccarthy-graph" "McCarthy 1973: a path in a graph" src.mccarthy-graph None []]
   ["mccarthy-insanity" "McCarthy 1973: Instant Insanity (lists)" src.mccarthy-insanity None []]
   ["mccarthy-insanity-words" "McCarthy 1973: Instant Insanity (bit words)" src.mccarthy-insanity-words None []]
   ["mccarthy-game-trees" "McCarthy 1973, 6. Game trees" src.mccarthy-game-trees None []]
   ["textbook-aima" "AIMA, Figure 5.7" src.textbook-aima None ["alpha-beta-search" "max-value" "min-value"]]
   ["textbook-lecture" "EEL5840 lecture: AB(n; α, β)" src.textbook-lecture None ["ab" "max-node" "ab-move"]]]
      DEFINITION (re.compile r"^\((defun|defn)(?: \[[^\]]*\])? ([^\s\[\]()]+)" re.M)
      OPENERS "([{"
      CLOSERS ")]}")

(defn form-at [text start]
  "The balanced form of Lisp text that opens at `start`: strings, \\ escapes
  and ; comments are skipped, so a bracket inside them does not count."
  (setv depth 0 i start in-string False)
  (while (< i (len text))
    (setv ch (get text i))
    (cond in-string (cond (= ch "\\") (+= i 1)
                          (= ch "\"") (setv in-string False))
          (= ch "\"") (setv in-string True)
          (= ch ";") (while (and (< i (len text)) (!= (get text i) "\n")) (+= i 1))
          (in ch OPENERS) (+= depth 1)
          (in ch CLOSERS) (do (-= depth 1)
                              (when (= depth 0)
                                (return (cut text start (+ i 1))))))
    (+= i 1))
  (cut text start None))

(defn defined-in [text extra]
  "The source's functions a .hy file defines, in order: [name, form text]."
  (lfor m (.finditer DEFINITION text)
        :setv [kind name] (.groups m)
        :if (or (= kind "defun") (in name extra))
        [name (form-at text (.start m))]))

(defn without-docstring [form]
  "A definition's text with its docstring shown as \"...\": the page gives the
  docstring beside it, as the description and M-expression."
  (setv start (.find form "\""))
  (if (< start 0)
      form
      (do (setv i (+ start 1))
          (while (and (< i (len form)) (!= (get form i) "\""))
            (+= i (if (= (get form i) "\\") 2 1)))
          (+ (cut form start) "\"...\"" (cut form (+ i 1) None)))))

(defn deck-card [deck name]
  "The DEFINE pair of `name` as the deck punches it, or None."
  (when deck
    (setv text (.read-text (get src.DECKS deck) :encoding "utf-8")
          m (re.search (+ r"\(\s*" (re.escape (.upper name)) r"\s+\(LAMBDA") text))
    (when m (form-at text (.start m)))))

(defn section-lines [docstring heading]
  "The lines under a heading of a docstring (\"Example:\"), up to the next
  line indented no deeper than the heading."
  (setv lines (.splitlines docstring) out [] indent None)
  (for [line lines]
    (setv stripped (.strip line) depth (- (len line) (len (.lstrip line))))
    (cond (is-not indent None)
            (if (and stripped (<= depth indent))
                (break)
                (when stripped (.append out stripped)))
          (re.fullmatch (+ heading r"s?:") stripped) (setv indent depth)))
  out)

(defn squeezed [text]
  "text without white space, for matching an Example line against a claim."
  (re.sub r"\s+" "" text))

(defn example-status [where line]
  "The replay of an Example line: [mark, what the transcription computes], or
  None when no claim of `slagle replay` checks it."
  (for [claim src.CLAIMS]
    (setv said (.get claim "call" (.get claim "alone")))
    (when (and said (= (get claim "where") where) (in (squeezed said) (squeezed line)))
      (setv [ok computed] (src.check claim))
      (return {"mark" (get src.MARKS ok) "ok" (bool ok) "computed" computed "claim" (get claim "says")
               "source" claim}))))

(defn printed-definition [doc]
  "[description, M-expression] of a docstring without \"Definition:\", as
  McCarthy's are: its paragraphs that define (f[x] ← ...) are the
  M-expression (None, the whole docstring the description, if none does)."
  (setv paragraphs (re.split r"\n\s*\n" (.strip (dedented doc)))
        defining (lfor p paragraphs :if (in "←" p) p))
  (if defining
      [(.join "\n\n" (gfor p paragraphs :if (not-in p defining) p))
       (.join "\n\n" (gfor p defining (textwrap.dedent p)))]
      [(.rstrip doc) None]))

(defn indent-of [line]
  "How many spaces a line begins with."
  (- (len line) (len (.lstrip line " "))))

(defn added? [paragraph]
  "Is a paragraph of a docstring the transcription's own, not the source's?
  The transcription begins each such paragraph \"Added here\" or \"Here:\"."
  (bool (re.match r"\s*(Added here|Here:)" paragraph)))

(defn blocks-of [lines base]
  "Lines of a docstring as blocks to set: {kind text}, kind \"formula\" for a
  run of lines indented deeper than the text around them (a formula, its
  exponents on the line above, kept in place), else \"prose\"."
  (setv out [])
  (for [line lines]
    (setv kind (if (> (indent-of line) base) "formula" "prose"))
    (if (and out (= (get out -1 "kind") kind))
        (.append (get out -1 "lines") line)
        (.append out {"kind" kind "lines" [line]})))
  (lfor b out
        {"kind" (get b "kind")
         "text" (if (= (get b "kind") "formula")
                    (.rstrip (textwrap.dedent (.join "\n" (get b "lines"))))
                    (.join "\n" (gfor line (get b "lines") (.strip line))))}))

(defn paragraphs-of [lines]
  "Lines cut into paragraphs at blank lines."
  (setv out [[]])
  (for [line lines]
    (if (.strip line)
        (.append (get out -1) line)
        (when (get out -1) (.append out []))))
  (lfor p out :if p p))

(defn split-docstring [doc]
  "A docstring as a function's page shows it, its parts kept apart by whose
  they are: {description mexpr continued added}.  description is the
  source's text before \"Definition:\"; mexpr the definition as printed,
  whole (every line indented under \"Definition:\", a formula's exponent line
  with it), or None; continued the source's own sentences after it, and
  added the transcription's paragraphs (\"Added here ...\", \"Here: ...\"),
  each a list of blocks (blocks-of)."
  (setv lines (.splitlines doc)
        at (next (gfor [i line] (enumerate lines) :if (.startswith (.strip line) "Definition:") i) None))
  (if (is at None)
      (let [[description mexpr] (printed-definition doc)
            parts (paragraphs-of (.splitlines (dedented description)))]
        {"description" (.join "\n\n" (gfor p parts :if (not (added? (get p 0))) (.join "\n" p)))
         "mexpr" mexpr
         "continued" []
         "added" (lfor p parts :if (added? (get p 0)) b (blocks-of p 0) b)})
      (let [base (indent-of (get lines at))
            rest (cut lines (+ at 1) None)
            _ (while (and rest (not (.strip (get rest 0)))) (setv rest (cut rest 1 None)))
            n (next (gfor [i line] (enumerate rest) :if (or (not (.strip line)) (<= (indent-of line) base)) i)
                    (len rest))
            after (paragraphs-of (cut rest n None))]
        {"description" (.rstrip (.join "\n" (cut lines 0 at)))
         "mexpr" (.rstrip (textwrap.dedent (.join "\n" (cut rest 0 n))))
         "continued" (lfor p after :if (not (added? (get p 0))) b (blocks-of p base) b)
         "added" (lfor p after :if (added? (get p 0)) b (blocks-of p base) b)})))

(defn dedented [text]
  "A docstring's text with its own indentation taken off its later lines: the
  two columns of a top-level definition's docstring, no more, so that what the
  source indents (its Arguments, the lines of its pseudo-code) stays indented."
  (setv [first #* later] (or (.splitlines text) [""]))
  (.join "\n" [first #* (gfor line later (re.sub r"^ {1,2}" "" line))]))

(defn own? [key doc parts]
  "Is the whole function the transcription's, not the source's?  An
  appendix's function without a Definition (x, y, r, s: parameters the paper
  names but does not define as functions), or one whose description says it
  was added here."
  (or (and (.startswith key "appendix") (is (get parts "mexpr") None))
      (bool (re.search r"(?i)added here[;)]" (.join " " (get (paragraphs-of (.splitlines doc)) 0))))))

(defn line-words [line]
  "The names a line of code writes (in either notation), case aside: its words."
  (set (re.findall r"[^\W\d][\w-]*" (.casefold line))))

(defn alike? [one other]
  "Do two lines, one of each notation, write mostly the same names (two at
  least)?"
  (setv a (line-words one) b (line-words other) both (& a b))
  (and (>= (len both) 2) (>= (/ (len both) (len (| a b))) 0.5)))

(defn matched-lines [m-lines hy-lines]
  "The pairs [i j] of an M-expression's line i and the Hy's line j that go
  together, in order: the longest common subsequence of alike lines."
  (setv rows (+ (len m-lines) 1) cols (+ (len hy-lines) 1)
        best (lfor _ (range rows) (* [0] cols)))
  (for [i (range (- (len m-lines) 1) -1 -1) j (range (- (len hy-lines) 1) -1 -1)]
    (setv (get best i j) (max (get best (+ i 1) j) (get best i (+ j 1))
                              (if (alike? (get m-lines i) (get hy-lines j)) (+ 1 (get best (+ i 1) (+ j 1))) 0))))
  (setv i 0 j 0 pairs [])
  (while (and (< i (len m-lines)) (< j (len hy-lines)))
    (cond (and (alike? (get m-lines i) (get hy-lines j))
               (= (get best i j) (+ 1 (get best (+ i 1) (+ j 1)))))
            (do (.append pairs [i j]) (+= i 1) (+= j 1))
          (>= (get best (+ i 1) j) (get best i (+ j 1))) (+= i 1)
          True (+= j 1)))
  pairs)

(setv MOST-PADS 6)   ; the blank rows the stylesheet can draw after a line

(defn line-pads [mexpr hy]
  "Where the M-expression and the Hy side by side need blank rows so that
  the lines that go together stand level: {\"m\" {line: rows after it}
  \"hy\" {...}}, lines from 0.  A pair that would need rows before either
  text's first line, or more than MOST-PADS rows, is left as it is."
  (setv pads {"m" {} "hy" {}} shift-m 0 shift-hy 0)
  (unless (and mexpr hy) (return pads))
  (for [[i j] (matched-lines (.split mexpr "\n") (.split hy "\n"))]
    (setv gap (- (+ j shift-hy) (+ i shift-m)))
    (cond (> (abs gap) MOST-PADS) None
          (and (> gap 0) (> i 0))
            (do (setv (get pads "m" (- i 1)) (+ (.get (get pads "m") (- i 1) 0) gap))
                (+= shift-m gap))
          (and (< gap 0) (> j 0))
            (do (setv (get pads "hy" (- j 1)) (+ (.get (get pads "hy") (- j 1) 0) (- gap)))
                (+= shift-hy (- gap)))))
  pads)

(defn function-entry [key title module deck name form]
  "Everything a function's page shows."
  (setv f (getattr module (hy.mangle name))
        doc (or f.__doc__ "")
        parts (split-docstring doc)
        mexpr (get parts "mexpr")
        printed (when mexpr (.strip (textwrap.dedent (.strip mexpr "\n")) "\n"))
        where (if (.startswith key "appendix") title None))
  {"key" key "group" title "name" name
   "slug" f"{key}-{name}"
   "own" (own? key doc parts)
   "description" (dedented (get parts "description"))
   "mexpr" printed
   "continued" (get parts "continued")
   "added" (get parts "added")
   "hy" (without-docstring form)
   ;; aligned where the text is an M-expression (the report's, McCarthy's), not pseudocode
   "pads" (line-pads (when (.startswith key #("appendix" "mccarthy")) printed) (without-docstring form))
   "deck" (deck-card deck name)
   "free" (list (getattr f "free_variables" []))
   "examples" (lfor line (section-lines doc "Example")
                    {"line" line "status" (when where (example-status where line))})})

(defn functions []
  "Every transcribed function, by source, as page entries."
  (lfor [key title module deck extra] GROUPS
        [name form] (defined-in (.read-text (Path module.__file__) :encoding "utf-8") extra)
        (function-entry key title module deck name form)))
