"5. Tree search, the second example: Instant Insanity, with positions as lists.

\"There are four cubical blocks, and each face of each block is colored with
one of four colors.  The object of the puzzle is to build a tower of all
four blocks such that each vertical face of the tower involves all four
colors. ... A position is represented by a list of lists - one for each face
of the tower.  Each sublist is the list of colors of the faces of the blocks
showing in that face. ... For each block there is a list of the 24
orientations of the block where each orientation is described as a list of
the colors around the vertical faces of the block when it is in that
orientation.  Thus the puzzle is described by a list of lists of lists which
we shall call puzz.\"

The assignments puzz1 ← ..., puzz2 ← ... are functions of no arguments here,
assign-puzz1 and so on, whose value is the right-hand side; `assigned` makes
the assignments in order, binding each variable for a with block, as the
chapter's top-level assignments set them.  READINGS: what running needs
(docs/transcription-notes.md)."

(require lisp.forms [defun])
(import sys
        contextlib [ExitStack contextmanager]
        lisp *
        lisp.functions [append length maplist member sublis]
        lisp.trace [redefining]
        mccarthy.earlier [mapcar nth prup orlis])

(setv p0 (read "(NIL NIL NIL NIL)")
      ASSIGNMENTS ["puzz1" "puzz2" "puzz3" "puzz4" "puzz"])

(defun lose [p]
  "lose p: some face of the tower shows the same color twice: the color
  just added is among those below it.

  p0 = (NIL NIL NIL NIL),
  lose p ← orlis[p,λu.a u ε d u]"
  (orlis p (lambda [u] (member (car u) (cdr u)))))

(defun ter [p]
  "ter p: all four blocks are in the tower.

  ter p ← [length a p = 4]"
  (= (length (car p)) 4))

(defun successors [p]
  "successors p: the tower with the next block added in each of its orientations.

  successors p ← mapcar[a nth[puzz,1 + length a p],λx.mapcar2[p,x,λyz.z.y]]"
  (mapcar (car (nth puzz (+ 1 (length (car p)))))
          (lambda [x] (mapcar2 p x (lambda [y z] (cons z y))))))

(defun mapcar2 [u v f]
  "mapcar2[u,v,f]: f applied to corresponding members of u and v.

  mapcar2[u,v,f] ← if n u then NIL else f[a u,a v] . mapcar2[d u,d v,f]"
  (cond [(null u) NIL]
        [T (cons (f (car u) (car v)) (mapcar2 (cdr u) (cdr v) f))]))

(defun assign-puzz1 []
  "\"Getting the initial position in the desired form is as complicated a
  computation as the actual tree search. ... Here each block is represented
  by a list of the colors of the faces starting with the top face, going
  around the sides in a clockwise direction and finishing with the bottom face.\"

  puzz1 ← ((G B B W R G) (G G B G W R) (G W W R B R) (G G R B W W))"
  (quote ((G B B W R G) (G G B G W R) (G W W R B R) (G G R B W W))))

(defun assign-puzz2 []
  "\"An easy way out is to start with a block whose faces are assigned the
  numbers 1 thru 6 starting with the top, going clockwise around the sides
  and finishing with the bottom.  We write down one cycle of side colors for
  each choice of the face put on top and get the list of all 24 cycles by
  appending the results of generating the cyclic permutations of the
  cycles.\"  (The second cycles call is printed cycles[((2 5 4 3)].)

  puzz2 ← cycles[(2 3 4 5)]*cycles[(2 5 4 3)]*cycles[(1 2 6 4)]
          *cycles[(1 4 6 2)]*cycles[(1 3 6 5)]*cycles[(1 5 6 3)]"
  (append (cycles (quote (2 3 4 5)))
          (append (cycles (quote (2 5 4 3)))
                  (append (cycles (quote (1 2 6 4)))
                          (append (cycles (quote (1 4 6 2)))
                                  (append (cycles (quote (1 3 6 5)))
                                          (cycles (quote (1 5 6 3)))))))))

(defun cycles [u]
  "cycles u: the cyclic permutations of the list u.

  cycles u ← maplist[u,λx.x*upto[u,x]]"
  (maplist u (lambda [x] (append x (upto u x)))))

(defun upto [u x]
  "upto[u,x]: the members of u before its tail x.

  upto[u,x] ← if x eq u then NIL else a u . upto[d u,x]"
  (cond [(eq x u) NIL]
        [T (cons (car u) (upto (cdr u) x))]))

(defun assign-puzz3 []
  "\"Next we create for each block a list of substitutions expressing the
  colors of the six numbered faces.\"

  puzz3 ← mapcar[puzz1,λx.prup[(1 2 3 4 5 6),x]]"
  (mapcar puzz1 (lambda [x] (prup (quote (1 2 3 4 5 6)) x))))

(defun assign-puzz4 []
  "\"and we use these substitutions to get for each block the list of 24
  orientations of the block.\"  As printed, sublis substitutes into puzz3,
  the substitutions themselves, not into puzz2, the 24 cycles of face
  numbers (READINGS).

  puzz4 ← mapcar[puzz3,λs.sublis[s,puzz3]]"
  (mapcar puzz3 (lambda [s] (sublis s puzz3))))

(defun assign-puzz []
  "\"puzz4 has all 24 orientations of the first block while for symmetry
  reasons we need only consider three as distinct, say the first, ninth, and
  seventeen.  So we finally get\"

  puzz ← (a nth[a puzz4,1] a nth[a puzz4,9] a nth[a puzz4,17]) . d puzz4"
  (cons (list (car (nth (car puzz4) 1))
              (car (nth (car puzz4) 9))
              (car (nth (car puzz4) 17)))
        (cdr puzz4)))


;; What running it needs (not in the chapter).

(defun lose-with-empty-faces [p]
  "lose as it runs where car of NIL is NIL (as in BBN Lisp from about 1968;
  that the chapter's PDP-10 LISP did so is a reading, not a documented fact:
  docs/findings.md, section 8): the faces of p0 are NIL, and in LISP 1.5 car
  of NIL is an error (the chapter's lose fails at p0).  Installed as lose by
  `reading`.

  lose p ← orlis[p,λu.if n u then false else a u ε d u]"
  (orlis p (lambda [u] (cond [(null u) NIL]
                             [T (member (car u) (cdr u))]))))

(defun assign-puzz4-from-puzz2 []
  "puzz4 with the substitutions made in puzz2, the 24 cycles of face
  numbers, as the text says ('we use these substitutions to get for each
  block the list of 24 orientations').  Installed as assign-puzz4 by `reading`.

  puzz4 ← mapcar[puzz3,λs.sublis[s,puzz2]]"
  (mapcar puzz3 (lambda [s] (sublis s puzz2))))

(setv READINGS {"lose" lose-with-empty-faces  "assign-puzz4" assign-puzz4-from-puzz2})

(defn this-module []
  "This module, as a namespace for redefining."
  (get sys.modules __name__))

(defn reading []
  "A with block in which this module's misprints are read as READINGS says."
  (redefining (this-module) READINGS))

(defn [contextmanager] assigned [[namespace None] [names ASSIGNMENTS]]
  "Make the assignments `names` of `namespace` (this module's puzz1 ...
  puzz) in order, each binding its variable for the with block."
  (setv namespace (or namespace (this-module)))
  (with [stack (ExitStack)]
    (for [name names]
      (setv value ((getattr namespace (hy.mangle f"assign-{name}"))))
      (.enter-context stack (binding {name value})))
    (yield namespace)))

(defn solution-faces [p]
  "The four faces of a won position, each as a list of colors from the first
  block to the fourth (a position lists the last block added first)."
  (lfor face (to-python p) (lfor c (reversed (to-python face)) (show c))))
