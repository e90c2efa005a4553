"The PROG feature, as the LISP 1.5 Programmer's Manual describes it in
Appendix B (\"The LISP Interpreter\", pp. 70-72, in English) and Section V.

The universal function (lisp.eval) evaluates a form (PROG ...) with
prog[cdr[form]; a]; prog, defined here, evaluates the statements with eval.
So that lisp.eval need not import this module, which imports it, this one puts
its prog in lisp.eval's place for it when it loads (install): the layers go
one way, data, the universal function, the PROG feature.  GO and RETURN
evaluated inside a form of a statement are the FSUBR go-fsubr and the SUBR
return-subr (lisp.functions puts them on their atoms)."

(eval-when-compile (require lisp.macros [unless]))
(import lisp.data [Atom Cons NIL LispError show]
        lisp.eval [eval evcon-form pair-variables bind-specials unbind-specials to-list
                   cdr-of car-of cadr diagnostic DIAGNOSTICS GO RETURN COND]
        lisp.eval :as universal)




(defclass ProgExit [Exception]
  "A RETURN or GO evaluated away from the top level of its prog: it passes to
  the most recent prog entered.")

(defn prog [p a]
  "The PROG feature (Appendix B, in English):
  1. the program variables are paired with NIL on the a-list;
  2. a go-list pairs each location symbol with the statements after it;
  3. setq and set change the most recent binding on the a-list (A4, A5);
  4. a return is evaluated and is the value of the most recent prog entered;
  5. go only as a statement or a consequent of a cond statement (A6 else);
  6. a cond statement with no true clause goes on to the next statement;
  7. any other statement is evaluated with the a-list and its value ignored;
  8. a prog that runs out of statements has the value NIL."
  (setv [variables statements go-list] (prog-parts p)
        [a specials] (pair-variables variables (* [NIL] (len (to-list variables))) a))
  (if (is specials None)
      (run-prog statements go-list a)
      (do (setv saved (bind-specials specials))
          (try
            (run-prog statements go-list a)
            (finally
              (unbind-specials saved))))))

(setv PROG-PARTS {})   ; id of a prog's cdr -> [that cdr, its parts]

(defn prog-parts [p]
  "The variables, statements (a Python list) and go-list (label -> index of
  the statement after it) of the prog (PROG . p): made once for each prog,
  as the 7090 made them on each entry."
  (setv entry (.get PROG-PARTS (id p)))
  (if (and entry (is (get entry 0) p))
      (get entry 1)
      (do (setv statements (to-list (cdr-of p))
                parts #((car-of p)
                        statements
                        (dfor [i s] (enumerate statements) :if (is (type s) Atom) s (+ i 1))))
          (setv (get PROG-PARTS (id p)) [p parts])
          parts)))

(defn run-prog [statements go-list a]
  "Run the statements of a prog with the a-list a; its value."
  (setv i 0
        n (len statements))
  (while (< i n)
    (setv s (get statements i)
          i (+ i 1))
    (when (is (type s) Atom)
      (continue))
    (try
      (setv [kind x] (statement s a))
      (except [e ProgExit]
        (setv [kind x] e.args)))
    (cond (is kind RETURN) (return x)
          (is kind GO) (setv i (if (in x go-list)
                                   (get go-list x)
                                   (diagnostic "A6" (show x))))))
  NIL)

(defn statement [s a]
  "Execute the prog statement s: [RETURN value], [GO label], or [None None]."
  (setv head (when (is (type s) Cons) s.car))
  (cond (is head RETURN) #(RETURN (eval (cadr s) a))
        (is head GO) #(GO (cadr s))
        (is head COND)
          (do (setv c s.cdr)
              (while (is (type c) Cons)
                (unless (is (eval (car-of c.car) a) NIL)
                  (return (consequent (cadr c.car) a)))
                (setv c c.cdr))
              #(None None))
        True (do (eval s a) #(None None))))

(defn consequent [e a]
  "A consequent of a cond statement: go and return act on the prog, at any
  depth of conds; a cond here is not at the prog's top level, so with no true
  clause it is A3."
  (setv head (when (is (type e) Cons) e.car))
  (cond (is head RETURN) #(RETURN (eval (cadr e) a))
        (is head GO) #(GO (cadr e))
        (is head COND) (consequent (evcon-form e.cdr a) a)
        True (do (eval e a) #(None None))))

(defn no-prog-to-leave [e]
  "The A6 diagnostic for the ProgExit e, a RETURN or GO that reached a caller
  outside every prog."
  (LispError "A6" f"{(get DIAGNOSTICS "A6")}: {(show (get e.args 0))} with no prog to leave"))

(defn return-subr [x]
  "return[x], evaluated within a form: the most recent prog returns x."
  (raise (ProgExit RETURN x)))

(defn go-fsubr [args a]
  "GO evaluated within a form: the most recent prog goes to the label."
  (raise (ProgExit GO (car-of args))))



(defn install []
  "Put prog in the universal function's place for the PROG feature."
  (setv universal.prog prog))

(install)

(setv __all__ (lfor name ["prog" "ProgExit" "no-prog-to-leave" "return-subr" "go-fsubr"]
                    (hy.mangle name)))
