"Appendices B and C run on the same tree and compared successor by
successor: with the appendices' own backing-up functions, or with a family
of them written once for both (buma, bunb for B; bua, glbua, bub, lubub for
C), for any m and n.  What the equivalence tests (Section 7) compare, and
the census of the findings and the article: how often, on uniform random
trees, C's sta chooses another move than B's, and why.

Nothing here changes an appendix function: a family only replaces the
backing-up functions the paper itself says are \"one of many possible
definitions\", and only for the duration of a search (`redefining`)."

(import functools [cache]
        math
        random
        lisp [to-python bindings-of]
        appendix-a.programs [redefining]
        appendix-b.programs :as b
        appendix-c.programs :as c
        slagle.core.generate [random-tree]
        slagle.core.runtime [deeply]
        slagle.core.search [search]
        slagle.core.trees [nodes])

;; Backing-up families.  ma (Appendix B) is ascending with the best value last;
;; a (Appendix C) is ascending, the m-1 best, and alpha is the mth; nb and b
;; are descending with the best (least) value last.

(defn best-and-others [values]
  "The last member of a LISP list (the best value) and the others."
  (setv xs (to-python values))
  #((get xs -1) (cut xs 0 -1)))

(defn family [up down below-up above-down]
  "The backing-up functions of Appendices B and C for any m and n, from a
  family's terms: up[best;v;dmax], added for each other value v at a
  max-position, and down[best;v;dmax], subtracted at a min-position; and the
  inverses glbua and lubub need: below-up[best;rest;dmax], the value whose up
  term is rest, and above-down[best;rest;dmax], the value whose down term is rest."
  (defn buma [ma dmax]
    (setv [best others] (best-and-others ma))
    (+ best (math.fsum (gfor v others (up best v dmax)))))
  (defn bunb [nb dmax]
    (setv [best others] (best-and-others nb))
    (- best (math.fsum (gfor v others (down best v dmax)))))
  (defn bua [alpha a dmax]
    (setv [best others] (best-and-others a))
    (+ best (math.fsum (gfor v [#* others alpha] (up best v dmax)))))
  (defn glbua [oldalpha a dmax]
    (setv [best others] (best-and-others a)
          rest (- oldalpha best (math.fsum (gfor v others (up best v dmax)))))
    (if (<= rest 0) (- math.inf) (below-up best rest dmax)))
  (defn bub [beta b dmax]
    (setv [best others] (best-and-others b))
    (- best (math.fsum (gfor v [#* others beta] (down best v dmax)))))
  (defn lubub [oldbeta b dmax]
    (setv [best others] (best-and-others b)
          rest (- best oldbeta (math.fsum (gfor v others (down best v dmax)))))
    (if (<= rest 0) math.inf (above-down best rest dmax)))
  {"b" {"buma" buma "bunb" bunb}
   "c" {"bua" bua "glbua" glbua "bub" bub "lubub" lubub}})

(defn exponential [x y r s]
  "The report's family for any m and n: a max-position gets
  best + sum over the other m-1 values v of 2^(x - (best - v)y), a min-position
  best - sum of 2^(r - (v - best)s).  For m = n = 2 each function is the
  paper's, operation for operation (math.fsum of one term is that term)."
  (family (fn [best v dmax] (** 2 (- (x dmax) (* (- best v) (y dmax)))))
          (fn [best v dmax] (** 2 (- (r dmax) (* (- v best) (s dmax)))))
          (fn [best rest dmax] (+ best (* (/ 1 (y dmax)) (- (math.log2 rest) (x dmax)))))
          (fn [best rest dmax] (+ best (* (/ 1 (s dmax)) (- (r dmax) (math.log2 rest)))))))

(defn tent [x y r s]
  "A family whose arithmetic is exact on dyadic values: a max-position gets
  best + sum of max(0, 2^x - 2^y (best - v)), a min-position
  best - sum of max(0, 2^r - 2^s (v - best)).  It has what Appendix C's
  cutoffs use (a max-position is worth at least its best successor, the value
  never falls as alpha rises, glbua is the least alpha that reaches oldalpha)
  and, when 2^y > 1, it falls as the best value rises, as the report's
  x = 3, y = 1 does (Section 8)."
  (family (fn [best v dmax] (max 0 (- (** 2 (x dmax)) (* (** 2 (y dmax)) (- best v)))))
          (fn [best v dmax] (max 0 (- (** 2 (r dmax)) (* (** 2 (s dmax)) (- v best)))))
          (fn [best rest dmax] (- best (/ (- (** 2 (x dmax)) rest) (** 2 (y dmax)))))
          (fn [best rest dmax] (+ best (/ (- (** 2 (r dmax)) rest) (** 2 (s dmax)))))))

(setv FAMILIES {"exponential" exponential "tent" tent})

;; Running both appendices

(defn top-level-recorder [programs tops out]
  "programs.minv, recording [name, alpha or None, value] for each successor of
  the root (the names in `tops`) that it values."
  (setv minv programs.minv)
  (fn [p #* args]
    (setv u (minv p #* args))
    (when (in (str p) tops)
      (.append out [(str p) (.get (bindings-of ["alpha"]) "alpha") u]))
    u))

(defn run-both [root m n dmax [family None] [params None]]
  "sta of Appendix B and of Appendix C on the same tree with the same
  backing-up function.  family None: the appendices' own buma, bunb, bua,
  glbua, bub, lubub with the paper's x = r = 3, y = s = 1; a family name and
  params {x y r s} (functions of dmax); or a dict {\"b\" {...} \"c\" {...}} of
  replacement functions.  The value: {\"b\" move
  \"c\" move \"vb\" [[name v] ...] \"vc\" [[name alpha u] ...]} where v is B's
  value of each successor of the root and u is C's (alpha: C's sta1 alpha)."
  (setv tops (sfor child root.children child.name)
        vb [] vc []
        functions (cond (is family None) {"b" {} "c" {}}
                        (isinstance family dict) family
                        True ((get FAMILIES family) #** params)))
  (defn searched [programs appendix recorded]
    (with [_ (redefining programs {#** (get functions appendix) "minv" (top-level-recorder programs tops recorded)})]
      (get (search root appendix m n dmax) "move")))
  ;; both searches in one deep thread (slagle.core.runtime/deeply), not each in its own
  (setv [move-b move-c] (deeply (fn [] [(searched b "b" vb) (searched c "c" vc)])))
  {"b" move-b "c" move-c
   "vb" (lfor [name _ v] vb [name v])
   "vc" vc})

(defn running-alphas [values]
  "alpha_j = the greatest of the values before the jth (-inf for the first)."
  (setv alpha (- math.inf) out [])
  (for [v values]
    (.append out alpha)
    (setv alpha (max alpha v)))
  out)

(defn last-at-least-alpha [values alphas names]
  "The name sta1 returns: the last successor whose value is at least the alpha
  it is compared with (sta1: alpha <= u -> it becomes the best)."
  (setv best "NOSUCC")
  (for [[v a name] (zip values alphas names)]
    (when (<= a v) (setv best name)))
  best)

(defn window-report [result]
  "B's values v, the alphas sta1 compares them with, C's values u, C's alphas."
  (setv names (lfor [name _] (get result "vb") name)
        v (lfor [_ x] (get result "vb") x)
        u (lfor [_ _ x] (get result "vc") x)
        alpha-c (lfor [_ a _] (get result "vc") a))
  {"names" names "v" v "u" u "alpha" (running-alphas v) "alpha-c" alpha-c})


;; The census: uniform random trees, the report's own functions

(setv CENSUS-SHAPES [[2 4] [3 3] [3 4] [4 4] [5 3]]
      CENSUS-SEEDS 300
      CENSUS-LOW 0
      CENSUS-HIGH 99)

(defn b-values [root dmax]
  "Appendix B's value of every position it values, by name."
  (setv out {})
  (defn wrap [f] (fn [p] (setv v (f p)) (setv (get out (str p)) v) v))
  (with [_ (redefining b {"minv" (wrap b.minv) "maxv" (wrap b.maxv)})]
    (search root "b" 2 2 dmax))
  out)

(defn near [p q]
  "p and q agree to rounding (a relative 1e-9)."
  (<= (abs (- p q)) (* 1e-9 (+ 1 (abs q)))))

(defn window-holds? [report]
  "W1 and W2 to rounding: a successor that beats its alpha is valued
  exactly, one that does not at most alpha."
  (all (gfor [vj uj aj] (zip (get report "v") (get report "u") (get report "alpha"))
             (if (> vj aj) (near uj vj) (or (<= uj aj) (near uj aj))))))

(defn why-differ [root dmax result report]
  "Why C's move differs from B's: the successor C takes last reports u >= alpha
  although B values it below alpha; u above alpha (rounding), or u = alpha
  because one of its successors is worth exactly alpha (a tie), or because of
  glbua's bound."
  (setv [names u alpha] (lfor k ["names" "u" "alpha"] (get report k))
        j (get (lfor j (range (+ (.index names (get result "b")) 1) (len names))
                     :if (>= (get u j) (get alpha j)) j) -1)
        values (b-values root dmax))
  (cond (> (get u j) (get alpha j)) "report rounded above alpha"
        (any (gfor g (. (get root.children j) children) (= (.get values g.name) (get alpha j))))
        "a tie, a successor worth alpha"
        True "glbua's bound equals alpha"))

(defn census-case [root dmax]
  "One tree searched by B and C with the report's functions (m = n = 2,
  x = r = 3, y = s = 1): whether the moves are the same, why not, whether
  W1 and W2 held, and whether a successor after B's choice reported alpha
  (to rounding) wherever the moves differ."
  (setv result (run-both root 2 2 dmax)
        report (window-report result)
        same (= (get result "b") (get result "c"))
        names (get report "names")
        after (range (+ (.index names (get result "b")) 1) (len names)))
  {"same" same
   "why" (if same None (why-differ root dmax result report))
   "window" (window-holds? report)
   "reports-alpha" (any (gfor j after (near (get report "u" j) (get report "alpha" j))))})

(defn real-tree [branching d seed]
  "random-tree's shape with uniform real values (rounded to 6 decimals)."
  (setv rng (random.Random seed) root (random-tree branching d seed CENSUS-LOW CENSUS-HIGH))
  (for [node (nodes root) :if (is-not node.value None)]
    (setv node.value (round (rng.uniform CENSUS-LOW CENSUS-HIGH) 6)))
  root)

(defn [cache] census []
  "Every case of the census: {kind branching depth seed, and census-case's
  fields}, for integer and real values, each shape of CENSUS-SHAPES and
  CENSUS-SEEDS seeds, dmax the tree's height; a tuple, kept (the same trees
  and the same searches every time), for reading.  The 6,000 searches run
  in one deep thread (slagle.core.runtime/deeply), not each in its own."
  (deeply
    (fn []
      (tuple (gfor [kind make] [["integers" (fn [b d seed] (random-tree b d seed CENSUS-LOW CENSUS-HIGH))]
                                ["reals" real-tree]]
                   [branching d] CENSUS-SHAPES
                   seed (range CENSUS-SEEDS)
                   {"kind" kind "branching" branching "depth" d "seed" seed
                    #** (census-case (make branching d seed) d)})))))
