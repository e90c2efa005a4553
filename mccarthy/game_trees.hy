"6. Game trees: minimax and the αβ-heuristic, as the chapter writes them.

\"The simplest situation is characterized by a function successors that
gives the positions that can be reached in one move, a predicate ter that
tells when a position is to be regarded as terminal for the given analysis,
and a function imval that gives a number approximating the value of the
position to one of the players.  We shall call this player the maximizing
player and his opponent the minimizing player.\"

ter, imval and successors are the game in hand (`playing-game`), as Appendix
A's final, value and succ are the appendices'.  A function passed as an
argument is written (function valmin), as LISP 1.5 needs; the chapter writes
valmin.  The functions are as printed: movemax and movemin call
`succesors`, bestmaxa and bestmina read `bestsofar`, maxval2 and minval2
have no end-of-list test.  READINGS holds what running needs, and `reading`
puts it in place (docs/transcription-notes.md).  movemaxval, the move of the
αβ functions, is added here: the chapter gives none."

(require lisp.forms [defun])
(import sys
        contextlib [contextmanager]
        lisp *
        lisp.trace [redefining])

(defn no-game [what]
  "The error for using ter, imval or successors with no game in hand."
  (lisp-error "A2" f"{what} is defined by the game in hand, and no game is in hand"))

(defn ter [p]
  "ter p: \"a predicate ter that tells when a position is to be regarded as
  terminal for the given analysis\".  Defined by the game in hand."
  (no-game "ter"))

(defn imval [p]
  "imval p: \"a function imval that gives a number approximating the value of
  the position to one of the players\".  Defined by the game in hand."
  (no-game "imval"))

(defn successors [p]
  "successors p: \"the positions that can be reached in one move\".  Defined
  by the game in hand."
  (no-game "successors"))

(defun maxlis [u f]
  "maxlis[u,f]: \"For this we want functions for getting the maximum or the
  minimum of a function on a list, and they are defined as follows: ... In
  these functions, -∞ and ∞ represent numbers that are smaller and larger
  than any actual values that will occur in evaluating f.\"

  maxlis[u,f] ← if n u then -∞ else max[f[a u],maxlis[d u,f]]"
  (cond [(null u) -∞]
        [T (max (f (car u)) (maxlis (cdr u) f))]))

(defun minlis [u f]
  "minlis[u,f]: the least value of f on the list u (∞ for NIL).

  minlis[u,f] ← if n u then ∞ else min[f[a u],minlis[d u,f]]"
  (cond [(null u) ∞]
        [T (min (f (car u)) (minlis (cdr u) f))]))

(defun maxlis-iterative [u f]
  "maxlis[u,f], the chapter's second definition: \"If these numbers are not
  available, then it is necessary to prime the function with the values of f
  applied to the first element of the list, and the functions are
  meaningless for null lists.  Iterative versions of the functions are
  generally better; we give only the iterative version of maxlis, namely\"
  (a second definition of the name maxlis: `iterative` installs it as maxlis)

  maxlis[u,f] ← maxlisa[u,-∞,f]"
  (maxlisa u -∞ f))

(defun maxlisa [u x f]
  "maxlisa[u,x,f]: the greatest of x and the values of f on u, going down u.

  maxlisa[u,x,f] ← if n u then x else maxlisa[d u,max[x,f[a u]],f]"
  (cond [(null u) x]
        [T (maxlisa (cdr u) (max x (f (car u))) f)]))

(defun valmax [p]
  "valmax p: \"The simplest rule for finding the correct move in a position
  uses auxiliary functions valmax and valmin that give a value to a position
  by using imval if the position is terminal and taking the max or min of
  the successor positions otherwise.\"  (p with the maximizing player to move.)

  valmax p ← if ter p then imval p else maxlis[successors p,valmin]"
  (cond [(ter p) (imval p)]
        [T (maxlis (successors p) (function valmin))]))

(defun valmin [p]
  "valmin p: the minimax value of p with the minimizing player to move.

  valmin p ← if ter p then imval p else minlis[successors p,valmax]"
  (cond [(ter p) (imval p)]
        [T (minlis (successors p) (function valmax))]))

(defun movemax [p]
  "movemax p: \"The best move is now chosen by\" (as printed: succesors).

  movemax p ← bestmax[succesors p,valmin]"
  (bestmax (succesors p) (function valmin)))

(defun movemin [p]
  "movemin p: the best move for the minimizing player (as printed: succesors).

  movemin p ← bestmin[succesors p,valmax]"
  (bestmin (succesors p) (function valmax)))

(defun bestmax [u f]
  "bestmax[u,f]: the member of u on which f is greatest, the first of equals.

  bestmax[u,f] ← bestmaxa[d u,a u,f[a u],f]"
  (bestmaxa (cdr u) (car u) (f (car u)) f))

(defun bestmaxa [u sofar valsofar f]
  "bestmaxa[u,sofar,valsofar,f]: the best of sofar, of value valsofar, and
  the members of u.  As printed, the test and the recursion read bestsofar,
  where the parameter is valsofar.

  bestmaxa[u,sofar,valsofar,f] ← if n u then sofar
      else if f[a u] ≤ bestsofar then bestmaxa[d u,sofar,bestsofar,f]
      else bestmaxa[d u,a u,f[a u],f]"
  (cond [(null u) sofar]
        [(<= (f (car u)) bestsofar) (bestmaxa (cdr u) sofar bestsofar f)]
        [T (bestmaxa (cdr u) (car u) (f (car u)) f)]))

(defun bestmin [u f]
  "bestmin[u,f]: the member of u on which f is least, the first of equals.

  bestmin[u,f] ← bestmina[d u,a u,f[a u],f]"
  (bestmina (cdr u) (car u) (f (car u)) f))

(defun bestmina [u sofar valsofar f]
  "bestmina[u,sofar,valsofar,f]: as bestmaxa, for the least (as printed: bestsofar).

  bestmina[u,sofar,valsofar,f] ← if n u then sofar
      else if f[a u] ≥ bestsofar then bestmina[d u,sofar,bestsofar,f]
      else bestmina[d u,a u,f[a u],f]"
  (cond [(null u) sofar]
        [(>= (f (car u)) bestsofar) (bestmina (cdr u) sofar bestsofar f)]
        [T (bestmina (cdr u) (car u) (f (car u)) f)]))

(defun maxval [p]
  "maxval p: \"The general situation is that it is unnecessary to examine
  further moves in a position once a move is found that refutes moving to
  the position in the first place.  This idea is called the αβ-heuristic
  and expressed in the following recursive definitions:\"

  maxval p ← maxval1[p,-∞,∞]"
  (maxval1 p -∞ ∞))

(defun maxval1 [p α β]
  "maxval1[p,α,β]: the value of p, maximizing player to move, brought within [α,β].

  maxval1[p,α,β] ← if ter p then max[α,min[β,imval p]] else maxval2[successors p,α,β]"
  (cond [(ter p) (max α (min β (imval p)))]
        [T (maxval2 (successors p) α β)]))

(defun maxval2 [u α β]
  "maxval2[u,α,β]: the greatest of α and the values of the positions u
  (minimizing player to move), cut off at β: once one comes to β, the rest
  are not examined.  As printed there is no test for the end of u.

  maxval2[u,α,β] ← {minval1[a u,α,β]}[λw. if w = β then β else maxval2[d u,w,β]]"
  ((lambda [w] (cond [(= w β) β]
                     [T (maxval2 (cdr u) w β)]))
   (minval1 (car u) α β)))

(defun minval [p]
  "minval p: the value of p, minimizing player to move.

  minval p ← minval1[p,-∞,∞]"
  (minval1 p -∞ ∞))

(defun minval1 [p α β]
  "minval1[p,α,β]: the value of p, minimizing player to move, brought
  within [α,β].  Its terminal case is printed exactly as maxval1's, and it
  is right: a terminal value is brought within [α,β] whoever is to move.

  minval1[p,α,β] ← if ter p then max[α,min[β,imval p]] else minval2[successors p,α,β]"
  (cond [(ter p) (max α (min β (imval p)))]
        [T (minval2 (successors p) α β)]))

(defun minval2 [u α β]
  "minval2[u,α,β]: the least of β and the values of the positions u
  (maximizing player to move), cut off at α.  As printed there is no test
  for the end of u.

  minval2[u,α,β] ← {maxval1[a u,α,β]}[λw. if w = α then α else minval2[d u,α,w]]"
  ((lambda [w] (cond [(= w α) α]
                     [T (minval2 (cdr u) α w)]))
   (maxval1 (car u) α β)))


;; What running the chapter needs (not in the chapter): `succesors` is
;; successors, `bestsofar` is valsofar, and maxval2 and minval2 end at the
;; end of their list with the bound reached so far.

(defun succesors-reading [p]
  "succesors, as movemax and movemin call it, read as successors.  Not in
  the chapter; installed as succesors by `reading`."
  (successors p))

(defun bestmaxa-valsofar [u sofar valsofar f]
  "bestmaxa with valsofar where bestsofar is printed.  Not in the chapter;
  installed as bestmaxa by `reading`.

  bestmaxa[u,sofar,valsofar,f] ← if n u then sofar
      else if f[a u] ≤ valsofar then bestmaxa[d u,sofar,valsofar,f]
      else bestmaxa[d u,a u,f[a u],f]"
  (cond [(null u) sofar]
        [(<= (f (car u)) valsofar) (bestmaxa (cdr u) sofar valsofar f)]
        [T (bestmaxa (cdr u) (car u) (f (car u)) f)]))

(defun bestmina-valsofar [u sofar valsofar f]
  "bestmina with valsofar where bestsofar is printed.  Not in the chapter;
  installed as bestmina by `reading`.

  bestmina[u,sofar,valsofar,f] ← if n u then sofar
      else if f[a u] ≥ valsofar then bestmina[d u,sofar,valsofar,f]
      else bestmina[d u,a u,f[a u],f]"
  (cond [(null u) sofar]
        [(>= (f (car u)) valsofar) (bestmina (cdr u) sofar valsofar f)]
        [T (bestmina (cdr u) (car u) (f (car u)) f)]))

(defun maxval2-ending [u α β]
  "maxval2 with the end of its list: α, the greatest value found.  Not in
  the chapter; installed as maxval2 by `reading`.

  maxval2[u,α,β] ← if n u then α
      else {minval1[a u,α,β]}[λw. if w = β then β else maxval2[d u,w,β]]"
  (cond [(null u) α]
        [T ((lambda [w] (cond [(= w β) β]
                              [T (maxval2 (cdr u) w β)]))
            (minval1 (car u) α β))]))

(defun minval2-ending [u α β]
  "minval2 with the end of its list: β, the least value found.  Not in the
  chapter; installed as minval2 by `reading`.

  minval2[u,α,β] ← if n u then β
      else {maxval1[a u,α,β]}[λw. if w = α then α else minval2[d u,α,w]]"
  (cond [(null u) β]
        [T ((lambda [w] (cond [(= w α) α]
                              [T (minval2 (cdr u) α w)]))
            (maxval1 (car u) α β))]))

(setv READINGS {"succesors" succesors-reading  "bestmaxa" bestmaxa-valsofar  "bestmina" bestmina-valsofar
                "maxval2" maxval2-ending  "minval2" minval2-ending})


;; The move of the αβ functions (added here: the chapter gives none).

(defun movemaxval [p]
  "movemaxval p: the move maxval's search makes at p: maxval2's walk down the
  successors of p, keeping the successor whose value raised α, the first of
  equals (as bestmaxa keeps the first).  It examines exactly the positions
  maxval p examines.  Added here; in the chapter's notation:

  movemaxval p ← bestmaxval[successors p,NOSUCC,-∞,∞]
  bestmaxval[u,sofar,α,β] ← if n u then sofar
      else {minval1[a u,α,β]}[λw. if w = β then a u
                                  else if w = α then bestmaxval[d u,sofar,α,β]
                                  else bestmaxval[d u,a u,w,β]]"
  (bestmaxval (successors p) NOSUCC -∞ ∞))

(defun bestmaxval [u sofar α β]
  "bestmaxval[u,sofar,α,β]: the walk of movemaxval (added here)."
  (cond [(null u) sofar]
        [T ((lambda [w] (cond [(= w β) (car u)]
                              [(= w α) (bestmaxval (cdr u) sofar α β)]
                              [T (bestmaxval (cdr u) (car u) w β)]))
            (minval1 (car u) α β))]))

(defn this-module []
  "This module, as a namespace for redefining."
  (get sys.modules __name__))

(defn reading []
  "A with block in which this module's misprints are read as READINGS says."
  (redefining (this-module) READINGS))

(defn iterative []
  "A with block in which maxlis is the chapter's iterative maxlis (maxlisa's)."
  (redefining (this-module) {"maxlis" maxlis-iterative}))

(defn playing-game [ter imval successors]
  "A with block with the game in hand: the functions ter, imval and successors."
  (redefining (this-module) {"ter" ter "imval" imval "successors" successors}))
