"The report's M-expressions, read by machine and translated to S-expressions.

The report writes its programs in LISP 1.5's meta-language:

    sta1[ℓ;alpha;best;dmax]=
         prog[[u];
              cond[null[ℓ] → return[best]];
              setq[u;minv[car[ℓ];∞]];
              return[cond[alpha≤u → sta1[cdr[ℓ];u;car[ℓ];dmax];
                          T → sta1[cdr[ℓ];alpha;best;dmax]]]]

read-definition reads such a definition and translates it by the rules of the
LISP 1.5 Programmer's Manual (Section 1.6; 3.1 for functional arguments; 3.3
for T and F; 4.3 for arithmetic) into the S-expression a DEFINE card holds,
(STA1 (LAMBDA (L ALPHA BEST DMAX) (PROG (U) ...))):

- a function or variable name is put in upper case (ℓ, which no keypunch had,
  is L);  a constant (a name in upper case, NOSUCC, GREATERP, P1) is quoted,
  (QUOTE NOSUCC), except T, F and NIL, which the system wants written as they
  are (Section 3.3);  a number is itself (Section 4.2), ∞ and -∞ included;
- f[a;b] is (F A B);  cond[p1 → e1; ...] and [p1 → e1; ...] are
  (COND (P1 E1) ...);  prog[[u;v]; s1; ...] is (PROG (U V) S1 ...);
  λ[[x];e] is (LAMBDA (X) E), and as an argument (FUNCTION (LAMBDA (X) E));
  label[f;e] is (LABEL F E);  go[A] is (GO A);
- the report's infix arithmetic is written out with the manual's functions:
  n-1 is (SUB1 N) as the manual's factorial has it, n+1 (ADD1 N), a-b
  (DIFFERENCE A B), a+b (PLUS A B), a·b (TIMES A B), a/b (QUOTIENT A B), -a
  (MINUS A); a<b is (LESSP A B), a>b (GREATERP A B), and since LISP 1.5 has no
  ≤ or ≥, alpha≤u is (NOT (GREATERP ALPHA U)) and u≥beta (NOT (LESSP U BETA));
- the report's list notation (P1,P2,P3), (A . B) or (∞) is a constant list,
  quoted: (QUOTE (P1 P2 P3)).

What is not an M-expression is an error (code MEXPR) that says what and where:
a formula typeset over two lines, its exponent above it (buma's a2 + 2^(3 - (a2 -
a1))), or a product written by juxtaposition ((1/y)[log2[...] - x]).

This module reads; it evaluates nothing, and depends on lisp.data alone."

(eval-when-compile (require lisp.macros [unless]))
(import re
        lisp.data [LispError Cons NIL intern list spread]
        lisp.reader [place])

(defclass MexprError [LispError]
  "An M-expression that cannot be read: the message says what and where."
  (defn __init__ [self message]
    (.__init__ (super) "MEXPR" message)))

;; ---------------------------------------------------------------------------
;; Tokens

(setv SPACE (re.compile r"\s*")
      TOKEN (re.compile (+ r"(?P<number>\d+\.\d*(?:[eE][+-]?\d+)?|\d+(?:[eE][+-]?\d+)?|∞)"
                           r"|(?P<name>[^\W\d_]\w*)"
                           r"|(?P<op>→|->|≤|≥|<=|>=|[][();,.=<>+*·×/-])"))
      ;; The spellings of the same operator.
      SPELLINGS {"->" "→"  "<=" "≤"  ">=" "≥"  "*" "·"  "×" "·"})

(defclass Token []
  "One token: its kind (number, name or op), its text, and where it is."
  (setv __slots__ #("kind" "text" "line" "column"))
  (defn __init__ [self kind text line column]
    (setv self.kind kind self.text text self.line line self.column column))
  (defn __repr__ [self] f"<{self.kind} {self.text} {self.line}:{self.column}>"))

(defn tokenize [text]
  "The tokens of an M-expression, each with its line and column; MEXPR at a
  character no M-expression has."
  (setv out [] k (.end (.match SPACE text)))
  (while (< k (len text))
    (setv m (.match TOKEN text k)
          [line column] (place text k))
    (when (is m None)
      (raise (MexprError f"not an M-expression: {(repr (get text k))} at line {line}, column {column}")))
    (setv word (.group m))
    (.append out (Token m.lastgroup (.get SPELLINGS word word) line column))
    (setv k (.end (.match SPACE text (.end m)))))
  out)

;; ---------------------------------------------------------------------------
;; The parser: tokens to a tree of tagged tuples,
;;   #("var" name)  #("const" NAME)  #("number" x)  #("datum" sexpr)
;;   #("call" f args)  where f is a name, #("lambda" ...) or #("label" ...)
;;   #("cond" [#(p e) ...])  #("prog" [vars] [statements])
;;   #("lambda" [vars] body)  #("label" name function)
;;   #("infix" op [a b])  #("minus" a)  #("go" label)

(defclass Parser []
  "A cursor over the tokens of one M-expression."
  (defn __init__ [self tokens]
    (setv self.tokens tokens
          self.i 0))

  (defn peek [self [ahead 0]]
    "The token `ahead` places on, or None at the end."
    (setv j (+ self.i ahead))
    (when (< j (len self.tokens)) (get self.tokens j)))

  (defn at? [self #* texts]
    "Is the next token an op or name spelled as one of texts?"
    (setv t (.peek self))
    (and (is-not t None) (in t.text texts) (!= t.kind "number")))

  (defn take [self]
    "The next token, consumed; MEXPR at the end."
    (setv t (.peek self))
    (when (is t None)
      (raise (MexprError (+ "the M-expression ends too soon"
                            (if self.tokens
                                (let [last (get self.tokens -1)]
                                  f", after {last.text} at line {last.line}, column {last.column}")
                                ": it is empty")))))
    (+= self.i 1)
    t)

  (defn expect [self text [what None]]
    "Consume the token `text`; MEXPR naming what was found instead."
    (setv t (.peek self))
    (unless (and t (= t.text text) (!= t.kind "number"))
      (.fail self (or what f"expected {text}")))
    (.take self))

  (defn fail [self message]
    "Raise MEXPR: message, at the next token."
    (setv t (.peek self))
    (raise (MexprError (if t
                           f"{message}, found {t.text} at line {t.line}, column {t.column}"
                           f"{message}, found the end of the M-expression")))))

(defn upper-name? [name]
  "A name in upper case is a constant (NOSUCC, P1); else a variable or function."
  (and (= name (.upper name)) (!= name (.lower name))))

(defn parse-definition [p]
  "definition := name[params] = form"
  (setv head (.take p))
  (unless (and (= head.kind "name") (.at? p "["))
    (setv p.i (- p.i 1))
    (.fail p "not a definition name[arguments]=form (a typeset formula, or prose?)"))
  (setv params (parse-names p))
  (.expect p "=" f"expected = after {head.text}[...]")
  #(head.text params (parse-form p)))

(defn parse-names [p]
  "[x;y;z]: a bracketed list of names, possibly empty."
  (.expect p "[")
  (setv names [])
  (unless (.at? p "]")
    (while True
      (setv t (.take p))
      (unless (= t.kind "name")
        (setv p.i (- p.i 1))
        (.fail p "expected a variable name"))
      (.append names t.text)
      (if (.at? p ";") (.take p) (break))))
  (.expect p "]" "expected ; or ] in a list of variables")
  names)

(defn parse-form [p]
  "form := sum [comparison sum]"
  (setv left (parse-sum p))
  (if (.at? p "≤" "≥" "<" ">" "=")
      #("infix" (. (.take p) text) [left (parse-sum p)])
      left))

(defn parse-sum [p]
  "sum := product {(+|-) product}"
  (setv left (parse-product p))
  (while (.at? p "+" "-")
    (setv left #("infix" (. (.take p) text) [left (parse-product p)])))
  left)

(defn parse-product [p]
  "product := unary {(·|/) unary}"
  (setv left (parse-unary p))
  (while (.at? p "·" "/")
    (setv left #("infix" (. (.take p) text) [left (parse-unary p)])))
  left)

(defn parse-unary [p]
  "unary := -number | -unary | primary"
  (cond (not (.at? p "-")) (parse-primary p)
        (and (.peek p 1) (= (. (.peek p 1) kind) "number"))
          (do (.take p) #("number" (- (number-value (.take p)))))
        True (do (.take p) #("minus" (parse-unary p)))))

(defn number-value [t]
  "The number a number token spells: an integer, a real, or ∞."
  (cond (= t.text "∞") (float "inf")
        (re.fullmatch r"\d+" t.text) (int t.text)
        True (float t.text)))

(defn parse-primary [p]
  "primary := number | name | name[args] | cond[...] | [clauses] | prog[...]
  | λ[...] | label[...] | (list) | (form); a bracket after a parenthesis or a
  number is a product by juxtaposition, which is not an M-expression."
  (setv t (.peek p))
  (cond (is t None) (.take p)
        (= t.kind "number")
          (do (.take p) (no-juxtaposition p) #("number" (number-value t)))
        (= t.text "[") (parse-conditional p)
        (= t.text "(") (parse-parenthesis p)
        (!= t.kind "name") (.fail p "expected a form")
        True (parse-named p)))

(defn no-juxtaposition [p]
  "MEXPR when a bracket follows what is not a function."
  (when (.at? p "[")
    (.fail p "not an M-expression: a product by juxtaposition, as the report typesets (1/y)[...]")))

(defn parse-named [p]
  "A form that starts with a name: a special form, a call, or a variable or constant."
  (setv name (. (.take p) text))
  (cond (not (.at? p "[")) (if (upper-name? name) #("const" name) #("var" name))
        (= name "cond") (parse-conditional p)
        (= name "prog") (parse-prog p)
        (in name #{"λ" "lambda"}) (parse-call p (parse-lambda p))
        (= name "label") (parse-call p (parse-label p))
        (= name "go") (parse-go p)
        True (parse-call p name)))

(defn parse-call [p function]
  "function[arg;...]: a call (a λ or label without arguments is a function value)."
  (if (or (isinstance function str) (.at? p "["))
      #("call" function (parse-arguments p))
      function))

(defn parse-arguments [p]
  "[form;form;...]: the arguments of a call, possibly none."
  (.expect p "[")
  (setv args [])
  (unless (.at? p "]")
    (while True
      (.append args (parse-form p))
      (if (.at? p ";") (.take p) (break))))
  (.expect p "]" "expected ; or ] after an argument")
  args)

(defn parse-conditional [p]
  "[p1 → e1; ...; pn → en], the bracket after cond or alone."
  (.expect p "[")
  (setv clauses [])
  (while True
    (setv test (parse-form p))
    (.expect p "→" "expected → in a clause of a conditional")
    (.append clauses #(test (parse-form p)))
    (if (.at? p ";") (.take p) (break)))
  (.expect p "]" "expected ; or ] after a clause of a conditional")
  #("cond" clauses))

(defn parse-prog [p]
  "prog[[u;v]; statement; ...]"
  (.expect p "[")
  (unless (.at? p "[")
    (.fail p "expected prog's list of program variables [u;v]"))
  (setv names (parse-names p) statements [])
  (while (.at? p ";")
    (.take p)
    (.append statements (parse-form p)))
  (.expect p "]" "expected ; or ] after a statement of a prog")
  #("prog" names statements))

(defn parse-lambda [p]
  "λ[[x;y]; form]"
  (.expect p "[")
  (setv names (parse-names p))
  (.expect p ";" "expected ; after λ's variables")
  (setv body (parse-form p))
  (.expect p "]" "expected ] to end the λ")
  #("lambda" names body))

(defn parse-label [p]
  "label[name; function]"
  (.expect p "[")
  (setv t (.take p))
  (unless (= t.kind "name")
    (setv p.i (- p.i 1))
    (.fail p "expected the name label gives"))
  (.expect p ";" "expected ; after label's name")
  (setv name t.text)
  (unless (.at? p "λ" "lambda" "label")
    (.fail p "expected a λ or label as the function label names"))
  (setv function (parse-named p))
  (.expect p "]" "expected ] to end the label")
  #("label" name function))

(defn parse-go [p]
  "go[A]: the label is a location marker, not a constant to quote."
  (.expect p "[")
  (setv t (.take p))
  (unless (= t.kind "name")
    (setv p.i (- p.i 1))
    (.fail p "expected a label"))
  (.expect p "]" "expected ] after go's label")
  #("go" t.text))

(defn parse-parenthesis [p]
  "( ... ): the report's list notation for a constant, (P1,P2,P3) or (A . B),
  when all it holds is data; else a parenthesised form, as in 3-(a2-a1)."
  (if (datum-ahead? p)
      #("datum" (parse-datum p))
      (do (.expect p "(")
          (setv form (parse-form p))
          (.expect p ")" "expected ) to close the parenthesis")
          (no-juxtaposition p)
          form)))

(defn datum-ahead? [p]
  "Does the parenthesis at the cursor hold only data (constants, numbers, lists, dots)?"
  (setv depth 0 j p.i)
  (while True
    (setv t (.peek p (- j p.i)))
    (when (is t None) (return False))
    (cond (= t.text "(") (+= depth 1)
          (= t.text ")") (do (-= depth 1) (when (= depth 0) (return True)))
          (= t.kind "number") None
          (= t.kind "name") (unless (upper-name? t.text) (return False))
          (in t.text #{"," "."}) None
          (= t.text "-") (unless (and (.peek p (+ (- j p.i) 1))
                                      (= (. (.peek p (+ (- j p.i) 1)) kind) "number"))
                           (return False))
          True (return False))
    (+= j 1)))

(defn parse-datum [p]
  "A constant in list notation, as LISP data: (P1,P2,P3), (A . B), (∞), P1, -∞."
  (setv t (.take p))
  (cond (= t.text "-") (- (number-value (.take p)))
        (= t.kind "number") (number-value t)
        (= t.kind "name") (intern t.text)
        True (do (setv items [] tail NIL)
                 (while (not (.at? p ")"))
                   (cond (.at? p ",") (.take p)
                         (.at? p ".") (do (.take p) (setv tail (parse-datum p)))
                         True (.append items (parse-datum p))))
                 (.take p)
                 (for [x (reversed items)]
                   (setv tail (Cons x tail)))
                 tail)))

;; ---------------------------------------------------------------------------
;; Translation to S-expressions, by the manual's rules

(setv QUOTE (intern "QUOTE")
      ;; Written as they are, not quoted (Section 3.3).
      SELF-QUOTING #{"T" "F" "NIL"}
      ;; A name's upper case, where Python's str.upper keeps the letter.
      UPPER {"ℓ" "L"}
      ARITHMETIC {"+" "PLUS"  "-" "DIFFERENCE"  "·" "TIMES"  "/" "QUOTIENT"
                  "<" "LESSP"  ">" "GREATERP"  "=" "EQUAL"}
      ;; LISP 1.5 has no ≤ or ≥: each is the negation of the other comparison.
      NEGATED {"≤" "GREATERP"  "≥" "LESSP"}
      ;; PLUS and TIMES take any number of arguments.
      VARIADIC #{"PLUS" "TIMES"})

(defn upper [name]
  "The manual's translation of a name: its letters in upper case."
  (intern (.upper (.join "" (gfor c name (.get UPPER c c))))))

(defn arithmetic [op args]
  "The manual's functions for the report's infix op on the translated args:
  x-1 is (SUB1 X) and x+1 (ADD1 X), as the manual's factorial writes n-1;
  a≤b is (NOT (GREATERP A B)); a+b+c is (PLUS A B C)."
  (setv [a b] args)
  (cond (and (in op #{"+" "-"}) (= b 1) (is (type b) int))
          (list (intern (if (= op "+") "ADD1" "SUB1")) a)
        (in op NEGATED) (list (intern "NOT") (list (intern (get NEGATED op)) a b))
        True (do (setv f (intern (get ARITHMETIC op)))
                 (if (and (in f.name VARIADIC) (is (type a) Cons) (is a.car f))
                     (list f #* (spread a.cdr) b)
                     (list f a b)))))

(defn translate [node [argument False]]
  "The S-expression of a parsed M-expression; `argument`: it is an argument of
  a call, where a λ is a functional argument, (FUNCTION (LAMBDA ...))."
  (setv [tag #* parts] node)
  (cond (= tag "var") (upper (get parts 0))
        (= tag "const") (if (in (get parts 0) SELF-QUOTING)
                            (intern (get parts 0))
                            (list QUOTE (intern (get parts 0))))
        (= tag "number") (get parts 0)
        (= tag "datum") (list QUOTE (get parts 0))
        (= tag "call") (translate-call #* parts)
        (= tag "cond") (list (intern "COND")
                             #* (gfor [test value] (get parts 0)
                                      (list (translate test) (translate value))))
        (= tag "prog") (list (intern "PROG") (list #* (map upper (get parts 0)))
                             #* (map translate (get parts 1)))
        (= tag "lambda") (if argument
                             (list (intern "FUNCTION") (translate node))
                             (list (intern "LAMBDA") (list #* (map upper (get parts 0)))
                                   (translate (get parts 1))))
        (= tag "label") (list (intern "LABEL") (upper (get parts 0)) (translate (get parts 1)))
        (= tag "go") (list (intern "GO") (intern (get parts 0)))
        (= tag "minus") (list (intern "MINUS") (translate (get parts 0)))
        (= tag "infix") (arithmetic (get parts 0) (lfor a (get parts 1) (translate a)))))

(defn translate-call [function args]
  "f[a;b] is (F A B); a λ or label in the function place is translated in place."
  (list (if (isinstance function str) (upper function) (translate function))
        #* (gfor a args (translate a True))))

;; ---------------------------------------------------------------------------
;; Reading

(defn parse [text]
  "The parsed definition name[params]=form that text holds: #(name params form)."
  (setv p (Parser (tokenize text))
        definition (parse-definition p))
  (when (.peek p)
    (.fail p "expected the end of the definition"))
  definition)

(defn read-definition [text]
  "The DEFINE pair (NAME (LAMBDA (PARAMS) FORM)) of the M-expression definition text."
  (setv [name params form] (parse text))
  (list (upper name) (list (intern "LAMBDA") (list #* (map upper params)) (translate form))))

(defn read-form [text]
  "The S-expression of one M-expression form (not a definition)."
  (setv p (Parser (tokenize text))
        form (parse-form p))
  (when (.peek p)
    (.fail p "expected the end of the form"))
  (translate form))

(defn definition-text [docstring]
  "The M-expression after \"Definition:\" in a transcribed function's
  docstring: its lines up to the first at which every bracket is closed and
  the form is complete (what follows is the paper's prose); None if the
  docstring has no Definition."
  (setv parts (.split docstring "Definition:" 1))
  (when (< (len parts) 2)
    (return None))
  (setv lines [] depth 0)
  (for [line (.split (.strip (get parts 1) "\n") "\n")]
    (when (and lines (not (.strip line)))
      (break))
    (.append lines line)
    (+= depth (- (+ (.count line "[") (.count line "("))
                 (+ (.count line "]") (.count line ")"))))
    (when (and (<= depth 0) (not (re.search r"[=→;+\-·/≤≥<>]\s*$" line)))
      (break)))
  (.join "\n" (gfor line lines (.rstrip line))))

(setv __all__ (lfor name ["MexprError" "tokenize" "parse" "translate" "read-definition" "read-form"
                          "definition-text" "arithmetic" "upper"]
                    (hy.mangle name)))
