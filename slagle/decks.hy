"The report's programs as card decks: Appendices A, B and C as the DEFINE decks
a 1963 reader would have punched from the M-expressions
(appendix_a/appendix-a.deck, appendix_b/appendix-b.deck, appendix_c/appendix-c.deck).

deck-definitions gives a deck's definitions by name, as S-expressions, for
comparison with the M-expressions of the transcription's docstrings and with
its defun bodies."

(import pathlib [Path]
        lisp [NIL intern show to-python]
        lisp.reader [tokens read-form])

(setv ROOT (. (Path __file__) parent parent)
      DECKS {"a" (/ ROOT "appendix_a" "appendix-a.deck")
             "b" (/ ROOT "appendix_b" "appendix-b.deck")
             "c" (/ ROOT "appendix_c" "appendix-c.deck")}
      ;; The decks an appendix's programs need, in the order they are read.
      LOADS {"a" ["a"]  "b" ["a" "b"]  "c" ["a" "c"]}
      DEFINE (intern "DEFINE"))

(defn deck-text [appendix]
  "The text of the deck of `appendix` (\"a\", \"b\" or \"c\")."
  (.read-text (get DECKS appendix) :encoding "utf-8"))

(defn uncommented [text]
  "text without its comments (; to the end of a line)."
  (.join "\n" (gfor line (.split text "\n") (get (.split line ";" 1) 0))))

(defn deck-forms [text]
  "The S-expressions of a deck, in order."
  (setv text (uncommented text)
        toks (tokens text)
        i 0 out [])
  (while (< i (len toks))
    (setv [form i] (read-form toks i text))
    (.append out form))
  out)

(defn doublets [text]
  "The doublets (function, arguments) of a deck, in order."
  (setv forms (deck-forms text))
  (lfor i (range 0 (len forms) 2) #((get forms i) (get forms (+ i 1)))))

(defn deck-definitions [appendix]
  "The definitions of `appendix`'s deck: a dict from each function's name, in
  lower case as the transcription spells it, to its DEFINE pair (NAME (LAMBDA ...))."
  (dfor [function arguments] (doublets (deck-text appendix))
        :if (is function DEFINE)
        pair (to-python (. arguments car))
        (.lower (. pair car name)) pair))
