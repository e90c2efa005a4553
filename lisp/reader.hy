"The reader for S-expression data.

read parses text such as \"(A . B)\" or the report's own \"(P21,P22,P23)\"
(commas separate like blanks, as in LISP 1.5's input) into atoms, numbers and
cons cells; show (lisp.data's printer, the reader's inverse, named here too)
prints them back in S-expression notation."

(eval-when-compile (require lisp.macros [unless]))
(import math
        re
        lisp.data [Atom Cons NIL LispError intern list number? ∞ -∞ show MINUS-ZERO])

(setv ;; A number, then an atom that ends at a dot (\"the point used in dot
      ;; notation\"), then the dot: (A.B) is (A . B), 1.5 a number, as the
      ;; manual's reader reads them (section 4.1, a, rule 6, p. 24).
      ;; $$ begins an atom of any characters, $$dsd (Appendix F, p. 84): read
      ;; by dollar-atom, not by the expression.
      TOKEN (re.compile (+ r"\s*(?:([(),])|(\$\$)"
                           r"|([+-]?(?:\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+"
                           r"|[0-7]+Q\d*|\d+)(?=[\s(),]|\.[\s(),]|\.?$))"
                           r"|([^\s(),.]+)|(\.))"))
      INTEGER (re.compile r"[+-]?\d+")
      OCTAL (re.compile r"([+-]?)([0-7]{1,12})Q(\d*)")
      LONG-OCTAL (re.compile r"[+-]?[0-7]{13,}Q\d*")
      MINUS-ZERO-TEXT (re.compile r"-0+")
      REAL (re.compile r"[+-]?(\d+\.\d*|\.\d+)([eE][+-]?\d+)?|[+-]?\d+[eE][+-]?\d+")
      OCTAL-DIGITS 12        ; the octal digits a 36-bit word holds
      DOLLAR-NAME 30         ; the characters of a $$ atom's print name
      WORD (- (** 2 36) 1)   ; the 7090's 36-bit word
      SIGN (** 2 35)         ; its P (sign) bit
      INFINITIES {"∞" ∞  "+∞" ∞  "-∞" -∞}
      ;; Not S-expression data: the M-expressions' brackets and semicolons,
      ;; quotes and braces, and control characters.
      ILLEGAL (re.compile "[][{};'\"`\x00-\x08\x0e-\x1f\x7f-\x9f]"))

(defn place [text k]
  "The line and column (from 1) of the character text[k]: where a reader says a mistake is."
  #((+ (.count text "\n" 0 k) 1) (- k (.rfind text "\n" 0 k))))

(defn reader-error [code message text position]
  "Raise a reader error at `position` of `text` (LISP 1.5's R codes).  The
  error keeps the reason and the position, for a reader of decks to say
  where on which card it is."
  (setv e (LispError code f"{message} at character {(+ position 1)} of {(repr text)}"))
  (setv e.reason message
        e.position position)
  (raise e))

(defn tokens [text [lenient False]]
  "The tokens of text as (kind, string, position) triples: kind \"punct\"
  for a parenthesis, \"atom\" for an atom or number as written, \"name\"
  for the print name of a $$ atom; commas count as blanks.  lenient (a deck
  read card by card): a $$ atom that cannot be read is an \"error\" token,
  its LispError in place of the string, and the tokens go on after its $$
  and delimiter, the rest read as text without it (so that the parentheses
  after it still close the doublet's lists)."
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
    (setv [punct dollars number word dot] (.groups m)
          group (cond punct 1 dollars 2 number 3 word 4 True 5)
          start (.start m group)
          position (.end m))
    (cond (= punct ",") None
          punct (.append out #("punct" punct start))
          dollars (try
                    (setv [name position] (dollar-atom text start))
                    (.append out #("name" name start))
                    (except [e LispError]
                      (unless lenient (raise))
                      (.append out #("error" e start))
                      (setv position (+ start 3))))
          True (.append out #("atom" (or number word dot) start))))
  out)

(defn dollar-atom [text start]
  "The print name s of the $$dsd at text[start] and the position after it:
  \"This is done by punching the form $$dsd, where s is any string of up to
  30 characters, and d is any character not contained in the string s.  Only
  the string s is used in forming the print name of the atomic symbol\"
  (Appendix F, p. 84).  A d that does not come again within 30 characters is
  R5 (print name too long), the end of the text first R4."
  (setv d-at (+ start 2)
        s-at (+ start 3))
  (when (>= d-at (len text))
    (reader-error "R4" "end of text in a $$ atom, before its delimiter" text start))
  (setv end (.find text (get text d-at) s-at (+ s-at DOLLAR-NAME 1)))
  (when (< end 0)
    (if (< (len text) (+ s-at DOLLAR-NAME 1))
        (reader-error "R4" f"end of text in a $$ atom: its delimiter {(get text d-at)!r} does not come again"
                      text start)
        (reader-error "R5" (+ f"the $$ atom's delimiter {(get text d-at)!r}"
                              f" does not come again within {DOLLAR-NAME} characters")
                      text start)))
  #((cut text s-at end) (+ end 1)))

(defn parse-atom [word [text None] [position 0]]
  "The number or atom that word spells.  A number too large to convert (a
  floating-point number beyond the range of reals, an octal number of more
  than 12 digits) is R6, NUMBER TOO LARGE IN CONVERSION; a fixed-point
  decimal number has no limit."
  (cond (in word INFINITIES) (get INFINITIES word)
        (.fullmatch INTEGER word) (if (.fullmatch MINUS-ZERO-TEXT word) MINUS-ZERO (integer word))
        (.fullmatch REAL word) (do (setv x (float word))
                                   (when (math.isinf x)
                                     (too-large word "beyond the range of floating-point numbers" text position))
                                   x)
        (.fullmatch OCTAL word) (octal word)
        (.fullmatch LONG-OCTAL word)
          (too-large word f"more than {OCTAL-DIGITS} octal digits: more than a 36-bit word" text position)
        True (intern word)))

(setv SHORT-DIGITS 10000)   ; Python reads decimal numbers up to this length at once

(defn integer [word]
  "The int the decimal digits of word spell, however many: a long number is
  read in halves, the high half times a power of ten plus the low (Python's
  multiplication is fast for long numbers, its reading of long digit strings
  slow, growing as the square of their length)."
  (setv negative (.startswith word "-")
        digits (.lstrip word "+-")
        powers {})
  (defn power [k]
    "10^k, each made once."
    (when (not-in k powers)
      (setv (get powers k) (** 10 k)))
    (get powers k))
  (defn convert [digits]
    "The int of the decimal digits."
    (if (<= (len digits) SHORT-DIGITS)
        (int digits)
        (do (setv k (// (len digits) 2))
            (+ (* (convert (cut digits 0 (- (len digits) k))) (power k))
               (convert (cut digits (- (len digits) k) None))))))
  (setv n (convert digits))
  (if negative (- n) n))

(defn too-large [word why text position]
  "Raise R6 for the number word, too large for why."
  (reader-error "R6" f"{word} is {why}" (or text word) position))

(defn octal [word]
  "The fixed-point number of the octal word (section 4.1, c): up to 12 octal
  digits, Q, and a scale factor, \"an exponent to the base 8\"; the digits
  fill a 36-bit word from the right, shifted left three bits times the scale
  factor; a minus sign is OR-ed into the P bit.  The word is read as the 7090
  reads a fixed-point number, sign and magnitude: -3Q and 400000000003Q are
  both -3."
  (setv [sign digits scale] (.groups (.fullmatch OCTAL word))
        w (& (<< (int digits 8) (* 3 (int (or scale "0")))) WORD))
  (when (= sign "-")
    (setv w (| w SIGN)))
  (cond (= w SIGN) MINUS-ZERO
        (& w SIGN) (- (& w (- SIGN 1)))
        True w))

(defn read [text]
  "read[text]: the one S-expression that text holds.
  Malformed text is a LispError with LISP 1.5's reader code: R1 an object out
  of place (a stray ) or ., or more than one S-expression), R2 a dot out of
  place in a list, R3 an illegal character, R4 the end of the text too soon,
  R5 a $$ atom's print name too long, R6 a number too large in conversion."
  (unless (isinstance text str)
    (raise (LispError "R1" f"read takes text, not {(. (type text) __name__)}")))
  (setv toks (tokens text)
        [value position] (read-form toks 0 text))
  (when (< position (len toks))
    (reader-error "R1" "more than one S-expression" text (get toks position 2)))
  value)

(setv OPEN (object)   ; the tail of a list whose dot has not come
      DOT (object))   ; the tail of a list after its dot, before its cdr

(defn read-form [toks i text]
  "Read one S-expression from toks[i:]; return it and the index after it.
  The lists still open are an explicit stack of [items tail] frames, not
  Python's call stack, so any depth of nesting reads."
  (setv stack [])
  (while True
    (when (>= i (len toks))
      (end-of-text stack toks text))
    (setv [kind word position] (get toks i)
          frame (when stack (get stack -1)))
    (when (and frame (cdr-read? frame) (!= word ")"))
      (reader-error "R2" "a dotted pair must end after its cdr" text position))
    (cond (= #(kind word) #("atom" "."))
            (do (read-dot frame toks i text) (+= i 1) (continue))
          (= kind "atom")
            (setv value (parse-atom word text position))
          (= kind "name")
            (setv value (intern word))
          (= kind "error")
            (raise word)
          (= word "(")
            (do (.append stack [[] OPEN]) (+= i 1) (continue))
          (or (is frame None) (is (get frame 1) DOT))
            (reader-error "R1" "unbalanced )" text position)
          True
            (setv value (close-list (.pop stack))))
    (+= i 1)
    (if stack
        (add-member (get stack -1) value)
        (return #(value i)))))

(defn cdr-read? [frame]
  "True when the list of `frame` has had its dot and its cdr: only ) may follow."
  (setv tail (get frame 1))
  (and (is-not tail OPEN) (is-not tail DOT)))

(defn add-member [frame value]
  "Put value in the open list of `frame`: as its next item, or as its cdr after the dot."
  (if (is (get frame 1) DOT)
      (setv (get frame 1) value)
      (.append (get frame 0) value)))

(defn end-of-text [stack toks text]
  "Raise the reader error for text that ends while `stack` is still open."
  (setv tail (when stack (get (get stack -1) 1)))
  (cond (not stack)
          (reader-error "R4" (if toks "end of text inside an S-expression" "end of text: no S-expression")
                        text (len text))
        (is tail OPEN) (reader-error "R4" "end of text: a ( is not closed" text (len text))
        (is tail DOT) (reader-error "R4" "end of text inside an S-expression" text (len text))
        True (reader-error "R2" "a dotted pair must end after its cdr" text (len text))))

(defn read-dot [frame toks i text]
  "Take the dot at toks[i] as the dot of the list `frame`: its cdr comes next."
  (setv position (get toks i 2))
  (cond (is frame None)
          (reader-error "R1" "a dot out of context" text position)
        (is-not (get frame 1) OPEN)
          (reader-error "R2" "dot out of context" text position)
        (not (get frame 0))
          (reader-error "R2" "dot with nothing before it" text position)
        (and (< (+ i 1) (len toks)) (= (cut (get toks (+ i 1)) 2) #("punct" ")")))
          (reader-error "R2" "dot with nothing after it" text position))
  (setv (get frame 1) DOT))

(defn close-list [frame]
  "The list of a frame whose ) has come: its items, ending in its tail or NIL."
  (setv [items tail] frame
        result (if (is tail OPEN) NIL tail))
  (for [item (reversed items)]
    (setv result (Cons item result)))
  result)
