"Functions the chapter uses from earlier chapters of the same notes.

CH2.5 calls mapcar, nth, prup and orlis without defining them: they come
from earlier chapters, which are not in the file.  The LISP 1.5 manual's
append, member, length, maplist, assoc and sublis are in lisp/ (lisp.functions);
these four are not in the manual, and are defined here as the chapter's uses
of them require, each in the chapter's own reference language.  Their
parameters are never called p: a functional argument such as λx.x.p reads
the p of the function that made it (see docs/transcription-notes.md)."

(require lisp.forms [defun])
(import lisp *)

(defun mapcar [u f]
  "mapcar[u,f]: the list of f applied to each member of u (earlier chapter;
  as the chapter uses it: mapcar[puzz1,λx.prup[(1 2 3 4 5 6),x]]).

  mapcar[u,f] ← if n u then NIL else f[a u] . mapcar[d u,f]"
  (cond [(null u) NIL]
        [T (cons (f (car u)) (mapcar (cdr u) f))]))

(defun nth [u n]
  "nth[u,n]: the n-th tail of u, counting u itself as the first (earlier
  chapter).  Both of the chapter's uses need this reading and not 'the n-th
  member': a nth[puzz,1 + length a p] is the list of orientations of the
  next block, and a nth[a puzz4,9] is the ninth orientation of the first.

  nth[u,n] ← if n = 1 then u else nth[d u,n - 1]"
  (cond [(= n 1) u]
        [T (nth (cdr u) (- n 1))]))

(defun prup [u v]
  "prup[u,v]: the list of pairs (a u . a v) of corresponding members of u
  and v (earlier chapter): the substitution list that sublis takes, as in
  puzz3 ← mapcar[puzz1,λx.prup[(1 2 3 4 5 6),x]].

  prup[u,v] ← if n u then NIL else (a u . a v) . prup[d u,d v]"
  (cond [(null u) NIL]
        [T (cons (cons (car u) (car v)) (prup (cdr u) (cdr v)))]))

(defun orlis [u f]
  "orlis[u,f]: true if f is true of some member of u (earlier chapter), as
  in lose p ← orlis[p,λu.a u ε d u].

  orlis[u,f] ← if n u then false else if f[a u] then true else orlis[d u,f]"
  (cond [(null u) NIL]
        [(f (car u)) T]
        [T (orlis (cdr u) f)]))
