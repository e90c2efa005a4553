"The transcription as the paper relies on it: free variables left free and read
dynamically, the appendices' stated domains, and replaceable backing-up functions."

(import pytest
        lisp [LispError read show binding NIL ∞ -∞]
        appendix-a.programs [playing redefining]
        appendix-b.programs :as b
        appendix-c.programs :as c
        slagle.core.search [recorded-run]
        slagle.paper.figures [load-figure]
        slagle.core.search [search]
        slagle.core.trees [TreeGame parse-tree])

;; What each function reads free, as its M-expression does (the paper's
;; "Free Variables" lists also name what the function's callees read).
(setv FREE-VARIABLES
      [[b.sta1 []] [b.minv ["dmax" "initinb"]] [b.maxv ["dmax" "initima"]]
       [b.minvl []] [b.maxvl []] [b.sta4 []]
       [c.sta1 []] [c.minv ["alpha" "dmax" "initib"]] [c.maxv ["beta" "dmax" "initia"]]
       [c.minvl ["alpha" "oldbeta"]] [c.minvl3 ["alpha" "dmax"]]
       [c.maxvl ["beta" "oldalpha"]] [c.maxvl3 ["beta" "dmax"]]
       [c.bua []] [c.glbua []] [c.bub []] [c.lubub []]])

(defn [(pytest.mark.parametrize #("f" "free") FREE-VARIABLES :ids (lfor [f _] FREE-VARIABLES f.__name__))]
  test-free-variables-are-left-free [f free]
  (assert (= f.free-variables free)))

(defn nearest-caller [calls i names]
  "The nearest call enclosing calls[i] whose function is one of names."
  (setv depth (. (get calls i) depth))
  (for [j (range (- i 1) -1 -1)]
    (setv call (get calls j))
    (when (< call.depth depth)
      (setv depth call.depth)
      (when (in call.name names)
        (return call)))))

(defn [(pytest.mark.parametrize "figure" [3 4 5 6])]
  test-minvl3-reads-the-dmax-bound-by-minvl [figure]
  (setv calls (. (recorded-run (load-figure figure) "c" 2 2 5) calls)
        seen 0)
  (for [[i call] (enumerate calls) :if (= call.name "minvl3")]
    (setv binder (nearest-caller calls i #{"minvl" "maxvl"}))
    (assert (= binder.name "minvl"))
    (assert (= (get call.bindings "dmax") (get binder.args 3)))
    (+= seen 1))
  (assert (> seen 0) "the figure has no minvl3 call to check"))

(defn [(pytest.mark.parametrize "figure" [3 4 5 6])]
  test-minvl-sees-the-alpha-of-the-nearest-binder [figure]
  ;; alpha is bound by sta1, maxvl (its parameter) and maxvl3 (its parameter).
  (setv calls (. (recorded-run (load-figure figure) "c" 2 2 5) calls)
        binders {"sta1" 1 "maxvl" 1 "maxvl3" 1})
  (for [[i call] (enumerate calls) :if (in call.name #{"minvl" "minvl3"})]
    (setv binder (nearest-caller calls i (set binders)))
    (assert (= (get call.bindings "alpha") (get binder.args (get binders binder.name)))
            #(i (str call) (str binder)))))

(defn test-the-alpha-is-dynamic-not-lexical []
  ;; In Fig. 6 the min-position P231 is valued with the alpha that P23's maxvl
  ;; bound (-∞), not sta1's alpha = 10: the nearest binder at run time.
  (setv calls (. (recorded-run (load-figure 6) "c" 2 2 5) calls)
        [call] (lfor k calls :if (and (= k.name "minv") (= (show (get k.args 0)) "P231")) k))
  (assert (= (get call.bindings "alpha") (- (float "inf")))))

(defn test-an-example-line-alone-needs-its-free-variables-bound []
  (setv game (TreeGame (load-figure 6)))
  (with [_ (playing game c)]
    (with [(pytest.raises LispError :match "A8: unbound variable: alpha")]
      (c.minv (read "P233") 15))
    (with [_ (binding {"alpha" 5 "dmax" 1 "initib" (read "(∞)") "initia" (read "(-∞)")})]
      (assert (= (c.minv (read "P233") 15) 4)))))

(defn test-appendix-c-excludes-m-or-n-of-one []
  (setv fig6 (load-figure 6))
  (for [[m n] [[1 2] [2 1] [1 1] [0 2]]]
    (with [(pytest.raises LispError :match "DOMAIN: Appendix C is for m, n = 2, 3, 4")]
      (search fig6 "c" m n 5))))

(defn test-appendix-b-backs-up-one-value-for-m-or-n-of-one []
  ;; 1&1 minimaxing is ordinary minimaxing (Fig. 1): P1 = 30, P2 = 29.
  (assert (= (b.buma (read "(29)") 1) 29))
  (assert (= (b.bunb (read "(30)") 1) 30))
  (assert (= (get (search (load-figure 1) "b" 1 1) "move") "P1")))

(defn test-beyond-two-values-the-user-must-supply-a-backing-up-function []
  (setv fig6 (load-figure 6))
  (with [(pytest.raises LispError :match "BACKUP: buma is defined here for m = 1 or 2, not 3")]
    (search fig6 "b" 3 2 5))
  (with [(pytest.raises LispError :match "BACKUP: g?l?bua is defined in the paper for m = 2, not 3")]
    (search fig6 "c" 3 2 5))
  ;; ... and supplied, it is used: back up the best of m = 3 values, as 1&1 would.
  (with [_ (redefining b {"buma" (fn [ma dmax] (get (to-python-list ma) -1))})]
    (assert (= (get (search fig6 "b" 3 2 5) "move") "P1"))))

(defn to-python-list [l]
  "The members of a LISP list."
  (import lisp [to-python])
  (to-python l))

(defn test-x-y-r-s-are-replaceable-per-dmax []
  ;; bua[6;(7);2] = 7 + 2^(x - (7-6)y): 11 with the paper's x = 3, y = 1.
  (assert (= (c.bua 6 (read "(7)") 2) 11))
  (with [_ (redefining c {"x" (fn [dmax] (if (= dmax 2) 4 3))})]
    (assert (= (c.bua 6 (read "(7)") 2) 15))
    (assert (= (c.bua 6 (read "(7)") 3) 11)))
  (assert (= (c.bua 6 (read "(7)") 2) 11) "the paper's x comes back")
  ;; glbua stays the inverse of bua under the replaced x and y.
  (with [_ (redefining c {"x" (fn [dmax] 2) "y" (fn [dmax] 0.5)})]
    (setv alpha (c.glbua 10 (read "(6)") 2))
    (assert (< (abs (- (c.bua alpha (read "(6)") 2) 10)) 1e-9))))

(defn test-no-game-in-hand-is-a-clear-error []
  (with [(pytest.raises LispError :match "value is defined by the game in hand")]
    (c.value (read "P1"))))

;; Appendix C outside its domain, the check of sta passed by (sta4 called as
;; sta would call it): with n = 1 (or m = 1) the list b (or a) is
;; ditto[∞;0] = NIL, and minvl (maxvl) takes its cdr, error CDR, unless the
;; search never needs it: with m = 1, Figs. 3 and 4 give a move.
;; [figure m n, the move or the error, the function that took cdr of NIL]
(setv OUTSIDE-THE-DOMAIN
      [[3 1 2 "P3" None] [3 2 1 "CDR: cdr of the atom NIL" "minvl"]
       [4 1 2 "P1" None] [4 2 1 "CDR: cdr of the atom NIL" "minvl"]
       [5 1 2 "CDR: cdr of the atom NIL" "maxvl"] [5 2 1 "CDR: cdr of the atom NIL" "minvl"]
       [6 1 2 "CDR: cdr of the atom NIL" "maxvl"] [6 2 1 "CDR: cdr of the atom NIL" "minvl"]])

(defn [(pytest.mark.parametrize #("figure" "m" "n" "outcome" "where") OUTSIDE-THE-DOMAIN)]
  test-appendix-c-outside-its-domain [figure m n outcome where]
  (import traceback slagle.paper.claims [RUNS])
  (setv dmax (get RUNS f"Fig. {figure}" -1)
        game (TreeGame (load-figure figure)))
  (with [_ (playing game c)]
    (try
      (setv got (show (c.sta4 game.root (c.ditto -∞ (- m 1)) (c.ditto ∞ (- n 1)) dmax))
            raised-in None)
      (except [e LispError]
        (setv got (str e)
              ;; the appendix function whose body called cdr
              raised-in (. (get (traceback.extract-tb e.__traceback__) -3) name)))))
  (assert (= [got raised-in] [outcome where]))
  ;; and sta itself refuses m or n = 1 before its body
  (with [e (pytest.raises LispError)]
    (c.sta game.root m n dmax))
  (assert (= e.value.code "DOMAIN")))
