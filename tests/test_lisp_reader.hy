"The reader and printer for S-expression data: read(text) and show(x).

Tables of text and what it reads as (printed back with show), of malformed
text and the LISP 1.5 reader error it gives (R1 illegal first object, R2 dot
out of context, R3 illegal character, R4 end of text, R5 a print name too
long, R6 a number too large in conversion), of text and structures
nested 100,000 deep and more (read, show and equal use no Python recursion),
and Hypothesis properties: show and read round-trip, and no text makes read
raise anything but a LispError."

(import math
        re
        subprocess
        sys
        pytest
        hypothesis [given settings strategies :as st]
        lisp [read show LispError NIL T Cons intern cons equal from-python]
        tree-strategies [EXAMPLES-SCALE])

;; text, and how show prints what read makes of it
(setv READS
  [["(A . B)" "(A . B)"]
   ["((A . B) (A . B))" "((A . B) (A . B))"]
   ["((A . B),(A . B))" "((A . B) (A . B))"]   ; the paper's commas
   ["(P21,P22,P23)" "(P21 P22 P23)"]
   ["(2,6,7)" "(2 6 7)"]
   ["(2 , 6,,7 ,)" "(2 6 7)"]
   ["P233" "P233"]
   ["NIL" "NIL"]
   ["()" "NIL"]
   ["( )" "NIL"]
   ["(,)" "NIL"]
   ["(NIL)" "(NIL)"]
   ["(())" "(NIL)"]
   ["(A . NIL)" "(A)"]
   ["(A . ())" "(A)"]
   ["(A . (B C))" "(A B C)"]
   ["(A B . C)" "(A B . C)"]
   ["((A B) . (C . D))" "((A B) C . D)"]
   ["∞" "∞"]
   ["+∞" "∞"]
   ["-∞" "-∞"]
   ["(-∞,∞)" "(-∞ ∞)"]
   ["15" "15"]
   ["-3" "-3"]
   ["+4" "4"]
   ["1.5" "1.5"]
   ["-0.25" "-0.25"]
   ["5." "5.0"]
   ["2e3" "2000.0"]
   ["1.5E-2" "0.015"]
   ["-" "-"]
   ;; the manual's reader ends an atom at a dot (section 4.1, a, rule 6; p. 24)
   ["(A.B)" "(A . B)"]
   ["((A. B))" "((A . B))"]
   ["((A .B))" "((A . B))"]
   ["(P1.2)" "(P1 . 2)"]
   ["(1.5 . A)" "(1.5 . A)"]
   ["((A. B). (X. Y))" "((A . B) X . Y)"]
   ;; octal numbers: digits, Q, a scale factor (section 4.1, c; p. 24)
   ["777Q" "511"]
   ["777Q1" "4088"]
   ["-3Q" "-3"]
   ["400000000003Q" "-3"]
   ["1Q11" "8589934592"]
   ["(8Q)" "(8Q)"]
   ["NOSUCC" "NOSUCC"]
   ["  (A\n   B)\t" "(A B)"]
   ["(A(B)C)" "(A (B) C)"]])

;; malformed text, and the reader error it is
(setv ERRORS
  [["" "R4"]
   ["   " "R4"]
   ["," "R4"]
   ["(" "R4"]
   ["(A (B)" "R4"]
   ["(A ." "R4"]
   [")" "R1"]
   ["A B" "R1"]
   ["(A) B" "R1"]
   ["(A))" "R1"]
   ["." "R1"]         ; ". out of context" is R1 (section 6.3, p. 34)
   [".5" "R1"]
   ["(. A)" "R2"]
   ["(A . )" "R2"]
   ["(A .)" "R2"]
   ["(A . B C)" "R2"]
   ["(A . B . C)" "R2"]
   ["[A]" "R3"]
   ["ditto[(A . B);2]" "R3"]       ; an M-expression is not data
   ["(A;B)" "R3"]
   ["'A" "R3"]
   ["\"A\"" "R3"]
   ["(A {B})" "R3"]
   ["A\u0007" "R3"]])

(defn [(pytest.mark.parametrize #("text" "printed") READS)]
  test-read-then-show [text printed]
  (assert (= (show (read text)) printed) (show (read text))))

(defn [(pytest.mark.parametrize #("text" "code") ERRORS :ids (lfor [t _] ERRORS (repr t)))]
  test-malformed-text-is-a-reader-error [text code]
  (with [e (pytest.raises LispError)]
    (read text))
  (assert (= e.value.code code) (str e.value))
  (assert (in "at character" e.value.message) "the message says where"))

(defn [(pytest.mark.parametrize "thing" [5 None [] (cons 1 2)])]
  test-read-takes-text [thing]
  (with [e (pytest.raises LispError)]
    (read thing))
  (assert (= e.value.code "R1")))

;; what read makes: the objects themselves, not only their printing
(setv OBJECTS
  [["NIL" (fn [x] (is x NIL))]
   ["()" (fn [x] (is x NIL))]
   ["T" (fn [x] (and (is x (intern "T")) (is-not x T)))]   ; the atom T, whose value is true
   ["*T*" (fn [x] (is x T))]                                ; the true atom itself
   ["P1" (fn [x] (is x (read "P1")))]                     ; atoms are interned
   ["15" (fn [x] (and (is (type x) int) (= x 15)))]
   ["1.5" (fn [x] (and (is (type x) float) (= x 1.5)))]
   ["∞" (fn [x] (= x math.inf))]
   ["-∞" (fn [x] (= x (- math.inf)))]
   ["(A . B)" (fn [x] (and (is (type x) Cons) (is x.car (intern "A")) (is x.cdr (intern "B"))))]
   ["(A)" (fn [x] (is x.cdr NIL))]])

(defn [(pytest.mark.parametrize #("text" "ok") OBJECTS :ids (lfor [t _] OBJECTS t))]
  test-read-makes [text ok]
  (assert (ok (read text)) (show (read text))))

;; Python objects, and how show prints them
(setv SHOWS
  [[(cons (intern "A") (intern "B")) "(A . B)"]
   [(from-python [2 6 7]) "(2 6 7)"]
   [NIL "NIL"]
   [T "T"]
   [(cons 1 (cons 2 3)) "(1 2 . 3)"]
   [(from-python [(from-python []) NIL]) "(NIL NIL)"]
   [math.inf "∞"]
   [(- math.inf) "-∞"]
   [-7 "-7"]
   [2.5 "2.5"]])

(defn [(pytest.mark.parametrize #("x" "printed") SHOWS :ids (lfor [_ p] SHOWS p))]
  test-show [x printed]
  (assert (= (show x) printed) (show x)))

(defn test-a-long-list-reads-and-prints-without-deep-recursion []
  (setv text (+ "(" (.join " " (map str (range 100000))) ")"))
  (assert (= (show (read text)) text)))

;; Deep nesting: read, show and equal keep the lists still open on stacks of
;; their own, not Python's (whose default limit is 1,000 frames): 40,000
;; deep, twice the limit this suite runs under (conftest.py); 100,000 deep
;; with SLAGLE_EXAMPLES > 1.
(setv DEPTH (if (> EXAMPLES-SCALE 1) 100000 40000))

(defn test-the-depth-is-beyond-python-s-recursion-limit []
  ;; so that a reader, printer or equal recursing once a level would fail below
  (assert (>= DEPTH (* 2 (sys.getrecursionlimit)))))

(defn nested [depth inner [tail NIL]]
  "inner wrapped in `depth` lists through the car, each ending in tail."
  (setv x inner)
  (for [_ (range depth)]
    (setv x (cons x tail)))
  x)

;; what deep text reads as, and how show prints it back
(setv DEEP-READS
  [["lists in lists, () innermost"
    (+ (* "(" DEPTH) (* ")" DEPTH))
    (+ (* "(" (- DEPTH 1)) "NIL" (* ")" (- DEPTH 1)))]
   ["lists in lists, an atom innermost"
    (+ (* "(" DEPTH) "A" (* ")" DEPTH))
    (+ (* "(" DEPTH) "A" (* ")" DEPTH))]
   ["dotted pairs nested through the car"
    (+ (* "(" DEPTH) "∞" (* " . B)" DEPTH))
    (+ (* "(" DEPTH) "∞" (* " . B)" DEPTH))]
   ["dotted pairs nested through the cdr"
    (+ (* "(1 . " DEPTH) "B" (* ")" DEPTH))
    (+ "(" (* "1 " (- DEPTH 1)) "1 . B)")]
   ["lists nested between members"
    (+ (* "(1 " DEPTH) (* " 2)" DEPTH))
    (+ (* "(1 " (- DEPTH 1)) "(1 2)" (* " 2)" (- DEPTH 1)))]])

(defn [(pytest.mark.parametrize #("text" "printed") (lfor [_ t p] DEEP-READS [t p])
                                :ids (lfor [d _ _] DEEP-READS d))]
  test-deep-text-reads-and-round-trips [text printed]
  (setv x (read text))
  (assert (= (show x) printed) "show prints what read made")
  (assert (is (equal (read (show x)) x) T) "read(show(x)) is equal to x"))

;; deep malformed text, and the reader error it is (not a RecursionError)
(setv DEEP-ERRORS
  [["( never closed" (* "(" DEPTH) "R4"]
   ["one ) too few" (+ (* "(" DEPTH) (* ")" (- DEPTH 1))) "R4"]
   ["one ) too many" (+ (* "(" DEPTH) (* ")" (+ DEPTH 1))) "R1"]
   ["a dot out of place innermost" (+ (* "(" DEPTH) "A . . B" (* ")" DEPTH)) "R2"]
   ["a dot after its cdr innermost" (+ (* "(" DEPTH) "A . B C" (* ")" DEPTH)) "R2"]])

(defn [(pytest.mark.parametrize #("text" "code") (lfor [_ t c] DEEP-ERRORS [t c])
                                :ids (lfor [d _ _] DEEP-ERRORS d))]
  test-deep-malformed-text-is-a-reader-error [text code]
  (with [e (pytest.raises LispError)]
    (read text))
  (assert (= e.value.code code) (cut (str e.value) 80)))

;; structures built in Python, nested 200,000 deep through the car, and their printing
(setv DEEP-SHOWS
  [["lists in lists" (nested 200000 (intern "A")) (+ (* "(" 200000) "A" (* ")" 200000))]
   ["dotted pairs" (nested 200000 -7 (intern "B")) (+ (* "(" 200000) "-7" (* " . B)" 200000))]
   ["NIL innermost" (nested 200000 NIL) (+ (* "(" 200000) "NIL" (* ")" 200000))]])

(defn [(pytest.mark.parametrize #("x" "printed") (lfor [_ x p] DEEP-SHOWS [x p])
                                :ids (lfor [d _ _] DEEP-SHOWS d))]
  test-deep-show [x printed]
  (assert (= (show x) printed) "show of a deep structure"))

;; two deep structures built apart, and whether they are equal
(setv DEEP-EQUALS
  [["the same" (nested DEPTH (intern "A")) (nested DEPTH (intern "A")) T]
   ["the innermost atoms differ" (nested DEPTH (intern "A")) (nested DEPTH (intern "B")) NIL]
   ["one level fewer" (nested DEPTH (intern "A")) (nested (- DEPTH 1) (intern "A")) NIL]
   ["the same dotted pairs" (nested DEPTH 1 (intern "B")) (nested DEPTH 1 (intern "B")) T]
   ["the last cdr differs" (nested DEPTH 1 (intern "B")) (nested DEPTH 1 (intern "C")) NIL]])

(defn [(pytest.mark.parametrize #("x" "y" "answer") (lfor [_ x y a] DEEP-EQUALS [x y a])
                                :ids (lfor [d _ _ _] DEEP-EQUALS d))]
  test-deep-equal [x y answer]
  (assert (is (equal x y) answer))
  (assert (= (= x y) (is answer T)) "Cons's == is equal"))

(defn test-python-can-import-the-substrate []
  ;; Python's own use of the substrate, by a Python that has not imported Hy itself.
  (setv program (+ "from lisp import read, show, car, cdr, cons, NIL\n"
                   "x = read('(A . B)')\n"
                   "print(show(x), show(car(x)), show(cdr(x)), show(cons(x, NIL)))")
        out (subprocess.run [sys.executable "-c" program] :capture-output True :text True :check True))
  (assert (= (.strip out.stdout) "(A . B) A B ((A . B))") out.stdout))


;; Properties

(setv atoms (.map (st.from-regex r"[A-Z][A-Z0-9]{0,6}" :fullmatch True) intern)
      numbers (st.one-of (st.integers) (st.floats :allow-nan False))
      s-expressions (st.recursive (st.one-of atoms numbers (st.just NIL))
                                  (fn [children]
                                    (st.one-of (st.builds cons children children)
                                               (.map (st.lists children :max-size 5) from-python)))
                                  :max-leaves 30))

(defn [(given s-expressions) (settings :max-examples 300)]
  test-show-and-read-round-trip [x]
  (setv printed (show x)
        again (read printed))
  (assert (is (equal again x) T) printed)
  (assert (= (show again) printed) printed))

;; A floating-point number is printed in the manual's form (section 4.1, a):
;; a decimal point neither first nor last, an exponent as E and its power.
(setv MANUAL-REAL (re.compile r"-?\d+\.\d+(E-?\d+)?"))

(setv FLOATS
  [[1e-05 "1.0E-5"]
   [1e16 "1.0E16"]
   [1e39 "1.0E39"]
   [-2.5e-300 "-2.5E-300"]
   [1.2345e+20 "1.2345E20"]
   [5e-324 "5.0E-324"]
   [60.0 "60.0"]
   [0.006 "0.006"]
   [0.0001 "0.0001"]
   [-0.0 "-0.0"]])

(defn [(pytest.mark.parametrize #("x" "printed") FLOATS :ids (lfor [_ p] FLOATS p))]
  test-a-real-prints-as-the-manual-punches-it [x printed]
  (assert (= (show x) printed))
  (assert (.fullmatch MANUAL-REAL printed))
  (assert (= (read printed) x)))

(defn [(given (st.floats :allow-nan False :allow-infinity False)) (settings :max-examples 500)]
  test-a-real-printed-reads-back-the-same [x]
  (setv printed (show x)
        again (read printed))
  (assert (.fullmatch MANUAL-REAL printed) printed)
  (assert (is (type again) float) printed)
  (assert (= again x) printed)
  (assert (= (math.copysign 1 again) (math.copysign 1 x)) printed))

(defn [(given (st.one-of (st.text :alphabet "() .,AB1-∞\n[;'e+") (st.text)))
       (settings :max-examples 500)]
  test-no-text-makes-read-raise-a-python-error [text]
  (try
    (show (read text))
    (except [e LispError]
      (assert (in e.code #{"R1" "R2" "R3" "R4" "R5" "R6"}) (str e))))
  None)


;; Numbers of any size, the fixed-point -0, and numbers too large to convert

(defn [(pytest.mark.parametrize "n" [(** 10 4300) (- (** 10 4300)) (+ (** 10 4300) 1) (** 3 40000)
                                     (- (** 7 120000)) 0 -5 (** 2 35)])]
  test-a-fixed-point-number-of-any-size-is-read-and-printed-whole [n]
  "The notes' fixed-point numbers without the 7090's limit: printed digit for
  digit as Python's own conversion, read back the same (pp. 24-25)."
  (setv text (show n))
  (assert (= text (str n)))
  (assert (= (read text) n))
  (assert (= (show (read (+ "(" text " " text ")"))) (+ "(" text " " text ")"))))

(setv MINUS-ZEROS
  ;; text: a fixed-point -0, "-0 is negative" (p. 26), and an octal word
  ;; whose sign alone is set (p. 24)
  ["-0" "-00" "-0Q" "400000000000Q"])

(defn [(pytest.mark.parametrize "text" MINUS-ZEROS)] test-a-fixed-point-minus-zero-keeps-its-sign [text]
  (import lisp.data [MinusZero])
  (setv x (read text))
  (assert (is (type x) MinusZero))
  (assert (= x 0))
  (assert (= (show x) "-0"))
  (assert (= (show (read "0")) "0")))

(setv TOO-LARGE
  ;; a number too large in conversion is R6 (section 6.3, p. 34)
  [["1E400" "beyond the range"]
   ["-2.5E999" "beyond the range"]
   ["(A 1E400)" "beyond the range"]
   ["1234567012345Q" "octal digits"]])

(defn [(pytest.mark.parametrize #("text" "why") TOO-LARGE)] test-a-number-too-large-to-convert-is-r6 [text why]
  (with [e (pytest.raises LispError)]
    (read text))
  (assert (= e.value.code "R6"))
  (assert (in why e.value.message)))


;; The $$ notation (Appendix F, p. 84)

(setv DOLLARS
  ;; text, the print name of the atom it reads as
  [["$$XAX" "A"]
   ["$$O))(O" "))("]
   ["$$-W.)-" "W.)"]
   ["$$/-*I/" "-*I"]
   ["$$ A " "A"]
   ["$$1231" "23"]])

(defn [(pytest.mark.parametrize #("text" "name") DOLLARS)] test-a-dollar-atom-is-its-string [text name]
  (setv x (read text))
  (assert (is x (intern name)) "the atom of that print name, on the object list")
  (assert (= (show x) name) "d and the dollar signs do not appear when it is printed"))

(defn test-a-dollar-atom-in-a-list-takes-its-characters-whole []
  (assert (= (show (read "($$XAX $$O))(O B)")) "(A ))( B)")))

(setv DOLLAR-ERRORS
  ;; text, the code: d missing at the end of the text (R4), or not within
  ;; the 30 characters of a print name (R5, p. 34)
  [["$$" "R4"]
   ["$$X" "R4"]
   ["$$XAB" "R4"]
   [(+ "$$X" (* "A" 31) "X") "R5"]])

(defn [(pytest.mark.parametrize #("text" "code") DOLLAR-ERRORS)] test-a-dollar-atom-without-its-delimiter [text code]
  (with [e (pytest.raises LispError)]
    (read text))
  (assert (= e.value.code code) (str e.value)))
