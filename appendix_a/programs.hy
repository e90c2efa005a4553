"Appendix A of the report: TERMINOLOGY AND SOME PRELIMINARY LISP PROGRAMS.

\"Appendix A is intended to prepare the reader, already familiar with LISP [1],
for Appendix B and Appendix C.  By definition, a final segment of a list
(s1, s2, ..., st) is either NIL or (sk, sk+1, ..., st).  A program which
directly uses another program is called a superprogram of that program.\"

ditto and insert are transcribed; value and succ are, as the paper leaves them,
defined by the game in hand: `playing` defines them (and, if the game gives one,
final) in an appendix's namespace, as a LISP 1.5 user would have defined them
before calling sta."

(require lisp.forms [defun])
(import lisp *
        lisp.trace [redefining])

(defun ditto [s n]
  "ditto[s;n]
  Arguments:
       s is any S-expression
       n is any nonnegative integer
  Value:
       a list of n occurrences of s
  Example:
       ditto[(A . B);2]=((A . B),(A . B))
  Superprograms:
       sta in both Appendix B and Appendix C
  Status:
       debugged
  Definition:
       ditto[s;n]=
            cond[zerop[n] → NIL;
                 T → cons[s;ditto[s;n-1]]]"
  (cond [(zerop n) NIL]
        [T (cons s (ditto s (- n 1)))]))

(defun insert [sl el p]
  "insert[sl;el;p]
  Arguments:
       sl is a sorted list
       el is an element to be inserted into the sorted list
       p a two-argument predicate defining the ordering
  Value:
       the sorted list with the element correctly inserted
  Example:
       insert[(2,6,7);4;LESSP]=(2,4,6,7)
  Superprograms:
       minvl and maxvl in both Appendix B and Appendix C
  Status:
       debugged
  Definition:
       insert[sl;el;p]=
            cond[null[sl] → list[el];
                 p[el;car[sl]] → cons[el;sl];
                 T → cons[car[sl];insert[cdr[sl];el;p]]]"
  (cond [(null sl) (list el)]
        [(p el (car sl)) (cons el sl)]
        [T (cons (car sl) (insert (cdr sl) el p))]))

(defn no-game [what]
  "The error for using value or succ with no game in hand."
  (lisp-error "A2" f"{what} is defined by the game in hand, and no game is in hand"))

(defn value [p]
  "value[p]
  Argument:
       p is a game position, including whose turn it is to move
  Value:
       the value (not backed up) of the position
  Example:
       value[P1]=10 in Fig.6
  Superprograms:
       minv and maxv in both Appendix B and Appendix C
  Status:
       proposed
  Definition:
       value[p]=c1f1[p]+c2f2[p]+c3f3[p]
  where c1, c2, and c3 are real (weights) and where f1, f2, and f3 are
  real-valued functions (features) of the position, for example f1 might be
  the piece advantage of black in checkers.  The above is only one of
  many possible definitions of the function, value.

  Here: defined by the game in hand (see `playing`)."
  (no-game "value"))

(defn succ [p]
  "succ[p] (successors)
  Argument:
       p is the position
  Value:
       the successors of p, that is a list of all the positions to which
       the player whose turn it is can move
  Example:
       succ[P233]=(P2331,P2332,P2333) in Fig.2
  Superprograms:
       minv and maxv in both Appendix B and Appendix C
  Status:
       proposed
  Definition:
       depends on the particular game and its representation

  Here: defined by the game in hand (see `playing`)."
  (no-game "succ"))

(defn game-definitions [game]
  "The function definitions a game supplies: value, succ and, if it has one, final."
  (dfor name ["value" "succ" "final"]
        :if (callable (getattr game name None))
        name (getattr game name)))

(defn playing [game namespace]
  "Put `game` in hand for the appendix programs of the module `namespace`:
  its value, succ and (if it has one) final become theirs for a with block."
  (redefining namespace (game-definitions game)))
