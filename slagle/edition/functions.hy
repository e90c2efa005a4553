"Each transcribed function as a reader studies it: the source's description
and M-expression (from the docstring, as the paper prints them), the Hy
text, the card of its deck, the transcription notes that speak of it, and
its Example lines with their replay status."

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
      (return {"mark" (get src.MARKS ok) "ok" (bool ok) "computed" computed "claim" (get claim "says")}))))

(defn printed-definition [doc]
  "[description, M-expression, \"\"] of a docstring without \"Definition:\",
  as McCarthy's are: its paragraphs that define (f[x] ← ...) are the
  M-expression (None, the whole docstring the description, if none does)."
  (setv paragraphs (re.split r"\n\s*\n" (.strip (dedented doc)))
        defining (lfor p paragraphs :if (in "←" p) p))
  (if defining
      [(.join "\n\n" (gfor p paragraphs :if (not-in p defining) p))
       (.join "\n\n" (gfor p defining (textwrap.dedent p)))
       ""]
      [(.rstrip doc) None ""]))

(defn split-docstring [doc]
  "[description, M-expression, what follows it] of a docstring; the
  M-expression is None when the docstring gives no Definition."
  (setv mexpr (src.definition-text doc))
  (if (is mexpr None)
      (printed-definition doc)
      (let [[before after] (.split doc "Definition:" 1)
            rest (.strip (.replace after (.strip mexpr "\n") "" 1))]
        [(.rstrip before) mexpr rest])))

(defn dedented [text]
  "A docstring's text with its own indentation taken off its later lines: the
  two columns of a top-level definition's docstring, no more, so that what the
  source indents (its Arguments, the lines of its pseudo-code) stays indented."
  (setv [first #* later] (or (.splitlines text) [""]))
  (.join "\n" [first #* (gfor line later (re.sub r"^ {1,2}" "" line))]))

(defn function-entry [key title module deck name form]
  "Everything a function's page shows."
  (setv f (getattr module (hy.mangle name))
        doc (or f.__doc__ "")
        [description mexpr added] (split-docstring doc)
        where (if (.startswith key "appendix") title None))
  {"key" key "group" title "name" name
   "slug" f"{key}-{name}"
   "description" (dedented description)
   "mexpr" (when mexpr (.strip (textwrap.dedent (.strip mexpr "\n"))))
   "added" (dedented added)
   "hy" (without-docstring form)
   "deck" (deck-card deck name)
   "free" (list (getattr f "free_variables" []))
   "examples" (lfor line (section-lines doc "Example")
                    {"line" line "status" (when where (example-status where line))})})

(defn functions []
  "Every transcribed function, by source, as page entries."
  (lfor [key title module deck extra] GROUPS
        [name form] (defined-in (.read-text (Path module.__file__) :encoding "utf-8") extra)
        (function-entry key title module deck name form)))
