"A transcribed defun as the S-expression a DEFINE card would hold.

The Hy text of a defun is an S-expression already; put by the same rules as the
M-expressions (lisp.mexpr) into LISP 1.5's spelling, it can be compared with the
M-expression of its docstring and with a deck's definition:

    (defun ditto [s n] \"...\" (cond [(zerop n) NIL] [T (cons s (ditto s (- n 1)))]))
    (DITTO (LAMBDA (S N) (COND ((ZEROP N) NIL) (T (CONS S (DITTO S (SUB1 N)))))))

Names go to upper case (ℓ to L), constants other than T, F and NIL are quoted,
(cond [p e] ...) is (COND (P E) ...), (prog [u] ...) is (PROG (U) ...), and
Hy's arithmetic and comparisons are the report's infix operators, written out
as lisp.mexpr writes them: (- n 1) is (SUB1 N), (<= alpha u) is
(NOT (GREATERP ALPHA U)); Python's real division (/ 1 y) is (QUOTIENT 1.0 Y),
since QUOTIENT of two integers truncates.  A defun's docstring and :require
check are not part of its definition."

(import hy
        hy.models [Expression List Symbol Integer Float String]
        lisp.data [LispError NIL intern list]
        lisp.forms [defun-parts]
        lisp.mexpr [arithmetic upper upper-name?])

(setv QUOTE (intern "QUOTE")
      ;; Hy's operators, as the report's infix operators they transcribe.
      OPERATORS {"+" "+"  "-" "-"  "*" "·"  "/" "/"
                 "<" "<"  ">" ">"  "<=" "≤"  ">=" "≥"  "=" "="}
      INFINITIES {"∞" (float "inf")  "-∞" (float "-inf")}
      SELF-QUOTING #{"T" "F" "NIL"})

(defn symbol-sexpr [name]
  "A symbol of a defun body: an infinity, T F NIL, a quoted constant, or a name."
  (cond (in name INFINITIES) (get INFINITIES name)
        (in name SELF-QUOTING) (intern name)
        (upper-name? name) (list QUOTE (intern name))
        True (upper name)))

(defn form-sexpr [form]
  "The S-expression of one form of a defun body."
  (cond (isinstance form Symbol) (symbol-sexpr (str form))
        (isinstance form Integer) (int form)
        (isinstance form Float) (float form)
        (isinstance form Expression) (expression-sexpr form)
        True (raise (LispError "SEXPR" f"not a form of a defun body: {(hy.repr form)}"))))

(defn expression-sexpr [form]
  "(head arg ...) of a defun body."
  (setv head (str (get form 0))
        args (cut form 1 None))
  (cond (= head "cond")
          (list (intern "COND") #* (gfor [test value] args (list (form-sexpr test) (form-sexpr value))))
        (= head "prog")
          (list (intern "PROG") (list #* (gfor v (get args 0) (upper (str v))))
                #* (map form-sexpr (cut args 1 None)))
        (= head "quote") (list QUOTE (quoted (get args 0)))
        (and (= head "-") (= (len args) 1)) (list (intern "MINUS") (form-sexpr (get args 0)))
        (and (in head OPERATORS) (= (len args) 2))
          (arithmetic (get OPERATORS head) (list-of (map form-sexpr (real-division head args))))
        True (list (upper head) #* (map form-sexpr args))))

(defn real-division [head args]
  "The operands of Hy's / as LISP 1.5's QUOTIENT needs them to divide as Python
  does: Python's / of integers is real, QUOTIENT's (Section 4.2) an integer, so
  an integer constant divided is written as a real, (/ 1 y) as (QUOTIENT 1.0 Y)."
  (if (and (= head "/") (isinstance (get args 0) Integer))
      [(Float (get args 0)) #* (cut args 1 None)]
      args))

(defn list-of [xs] "xs as a Python list." (lfor x xs x))

(defn quoted [form]
  "A quoted Hy datum as LISP data."
  (cond (isinstance form #(Expression List)) (list #* (map quoted form))
        (isinstance form Integer) (int form)
        (isinstance form Float) (float form)
        True (intern (str form))))

(defn defun-sexpr [form]
  "The DEFINE pair (NAME (LAMBDA (PARAMS) BODY)) of a (defun name [params] ...) form."
  (setv [_ name params #* parts] form
        [doc check body] (defun-parts parts))
  (list (upper (str name))
        (list (intern "LAMBDA") (list #* (gfor p params (upper (str p)))) (form-sexpr body))))

(defn defun-forms [text]
  "The defun forms of Hy source text, by name, in order."
  (dfor form (hy.read-many text)
        :if (and (isinstance form Expression) form (= (get form 0) (Symbol "defun")))
        (str (get form 1)) form))

(defn defun-docstring [form]
  "The docstring of a defun form, or None."
  (get (defun-parts (cut form 3 None)) 0))

(setv __all__ (lfor name ["defun-sexpr" "defun-forms" "defun-docstring" "form-sexpr"]
                    (hy.mangle name)))
