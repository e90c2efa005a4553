"5. Tree search: allsol in its more efficient form.

\"This form of the function is somewhat inefficient because of all the
appending.  A more efficient form uses an auxiliary function as follows:\"
(allsol, allsola, allsolb below; the simplest form is mccarthy.search's
allsol).  \"The recursive program structure that arises here is common when
a list is to be formed by recurring through a list structure.\"

lose, ter and successors are the application's (mccarthy.search/applying)."

(require lisp.forms [defun])
(import lisp *
        mccarthy.search [lose ter successors])

(defun allsol [p]
  "allsol p: all the wins in the successor tree of p, by allsola.

  allsol p ← allsola[p,NIL]"
  (allsola p NIL))

(defun allsola [p found]
  "allsola[p,found]: the wins in the tree of p, consed onto found.

  allsola[p,found] ← if lose p then found else if ter p then p . found
                     else allsolb[successors p,found]"
  (cond [(lose p) found]
        [(ter p) (cons p found)]
        [T (allsolb (successors p) found)]))

(defun allsolb [u found]
  "allsolb[u,found]: the wins in the trees of the positions u, consed onto found.

  allsolb[u,found] ← if n u then found else allsolb[d u,allsola[a u,found]]"
  (cond [(null u) found]
        [T (allsolb (cdr u) (allsola (car u) found))]))
