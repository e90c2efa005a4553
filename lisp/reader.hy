"The reader and printer for S-expression data.

read parses text such as \"(A . B)\" or the report's own \"(P21,P22,P23)\"
(commas separate like blanks, as in LISP 1.5's input) into atoms, numbers and
cons cells; show prints them back in S-expression notation."

(require hyrule [unless])
(import re
        math
        lisp.data [Atom Cons NIL LispError intern list number? ∞ -∞])

(setv TOKEN (re.compile r"\s*(?:([(),])|([^\s(),]+))")
      INTEGER (re.compile r"[+-]?\d+")
      REAL (re.compile r"[+-]?(\d+\.\d*|\.\d+)([eE][+-]?\d+)?|[+-]?\d+[eE][+-]?\d+")
      INFINITIES {"∞" ∞  "+∞" ∞  "-∞" -∞}
      ;; Not S-expression data: the M-expressions' brackets and semicolons,
      ;; quotes and braces, and control characters.
      ILLEGAL (re.compile "[][{};'\"`\x00-\x08\x0e-\x1f\x7f-\x9f]"))

(defn reader-error [code message text position]
  "Raise a reader error at `position` of `text` (LISP 1.5's R codes)."
  (raise (LispError code f"{message} at character {(+ position 1)} of {(repr text)}")))

(defn tokens [text]
  "The tokens of text as (kind, string, position) triples; commas count as blanks."
  (setv bad (.search ILLEGAL text))
  (when bad
    (reader-error "R3" f"illegal character {(repr (.group bad))}" text (.start bad)))
  (setv position 0 out [])
  (while True
    (setv m (.match TOKEN text position))
    (when (is m None)
      (when (.strip (cut text position None))
        (reader-error "R3" "illegal character" text position))
      (break))
    (setv [punct word] (.groups m)
          start (.start m (if punct 1 2))
          position (.end m))
    (cond (= punct ",") None
          punct (.append out #("punct" punct start))
          True (.append out #("atom" word start))))
  out)

(defn parse-atom [word]
  "The number or atom that word spells."
  (cond (in word INFINITIES) (get INFINITIES word)
        (.fullmatch INTEGER word) (int word)
        (.fullmatch REAL word) (float word)
        True (intern word)))

(defn read [text]
  "read[text]: the one S-expression that text holds.
  Malformed text is a LispError with LISP 1.5's reader code: R1 an object out
  of place (a stray ), or more than one S-expression), R2 a dot out of
  context, R3 an illegal character, R4 the end of the text too soon."
  (unless (isinstance text str)
    (raise (LispError "R1" f"read takes text, not {(. (type text) __name__)}")))
  (setv toks (tokens text)
        [value position] (read-form toks 0 text))
  (when (< position (len toks))
    (reader-error "R1" "more than one S-expression" text (get toks position 2)))
  value)

(defn read-form [toks i text]
  "Read one S-expression from toks[i:]; return it and the index after it."
  (when (>= i (len toks))
    (reader-error "R4" (if toks "end of text inside an S-expression" "end of text: no S-expression")
                  text (len text)))
  (setv [kind word position] (get toks i))
  (cond (= kind "atom")
          (if (= word ".")
              (reader-error "R2" "dot out of context" text position)
              #((parse-atom word) (+ i 1)))
        (= word ")") (reader-error "R1" "unbalanced )" text position)
        True (read-rest toks (+ i 1) text)))

(defn read-rest [toks i text]
  "Read the members of a list after its ( up to the closing ), with dotted pairs."
  (setv items [] tail NIL)
  (while True
    (when (>= i (len toks))
      (reader-error "R4" "end of text: a ( is not closed" text (len text)))
    (setv [kind word position] (get toks i))
    (cond (= #(kind word) #("punct" ")"))
            (break)
          (= #(kind word) #("atom" "."))
            (do (unless items
                  (reader-error "R2" "dot with nothing before it" text position))
                (when (and (< (+ i 1) (len toks)) (= (cut (get toks (+ i 1)) 2) #("punct" ")")))
                  (reader-error "R2" "dot with nothing after it" text position))
                (setv [tail i] (read-form toks (+ i 1) text))
                (unless (and (< i (len toks)) (= (cut (get toks i) 2) #("punct" ")")))
                  (reader-error "R2" "a dotted pair must end after its cdr"
                                text (if (< i (len toks)) (get toks i 2) (len text))))
                (break))
          True
            (do (setv [item i] (read-form toks i text))
                (.append items item))))
  (setv result tail)
  (for [item (reversed items)]
    (setv result (Cons item result)))
  #(result (+ i 1)))

(defn show-number [x]
  "The printed form of a number: ∞ and -∞ as the report writes them."
  (cond (and (isinstance x float) (math.isinf x)) (if (> x 0) "∞" "-∞")
        (and (isinstance x float) (math.isnan x)) "NaN"
        True (str x)))

(defn show [x]
  "show[x]: x in S-expression notation, e.g. (A . B), (2 6 7), NIL."
  (cond (is (type x) Cons) (show-list x)
        (isinstance x Atom) x.name
        (number? x) (show-number x)
        True (repr x)))

(defn show-list [x]
  "The printed form of a list, walking its cdrs without recursion."
  (setv parts [])
  (while (is (type x) Cons)
    (.append parts (show x.car))
    (setv x x.cdr))
  (setv inside (.join " " parts))
  (if (is x NIL)
      f"({inside})"
      f"({inside} . {(show x)})"))
