"The reader and printer for S-expression data: read(text) and show(x).

Tables of text and what it reads as (printed back with show), of malformed
text and the LISP 1.5 reader error it gives (R1 illegal first object, R2 dot
out of context, R3 illegal character, R4 end of text), and Hypothesis
properties: show and read round-trip, and no text makes read raise anything
but a LispError."

(import math
        subprocess
        sys
        pytest
        hypothesis [given settings strategies :as st]
        lisp [read show LispError NIL T Cons intern cons equal from-python])

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
   [".5" "0.5"]
   ["5." "5.0"]
   ["2e3" "2000.0"]
   ["1.5E-2" "0.015"]
   ["-" "-"]
   ["1.5.3" "1.5.3"]
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
   ["." "R2"]
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
   ["T" (fn [x] (is x T))]
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

(defn test-python-can-import-the-substrate []
  ;; The issue's own line, run by a Python that has not imported Hy itself.
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

(defn [(given (st.one-of (st.text :alphabet "() .,AB1-∞\n[;'e+") (st.text)))
       (settings :max-examples 500)]
  test-no-text-makes-read-raise-a-python-error [text]
  (try
    (show (read text))
    (except [e LispError]
      (assert (in e.code #{"R1" "R2" "R3" "R4"}) (str e))))
  None)
