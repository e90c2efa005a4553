"Appendix C of the report: PROGRAMS FOR THE m&n ALPHA BETA PROCEDURE.

m = 2,3,4,...  n = 2,3,4,...
\"The cases when either m or n is one are excluded only to obtain a slightly
more efficient program.\"

Each function is the paper's, line for line (with the checks its docstring
marks \"Added here\"): the same name, arguments, cond and prog, and the same
free variables, read from the caller that bound them last: initia and initib
(bound by sta4), alpha (by sta1, maxvl, maxvl3), beta (by minvl, minvl3),
oldalpha (by maxv), oldbeta (by minv) and dmax (minvl3 and maxvl3 read the
dmax of minvl and maxvl).  Its docstring is the paper's description.  value
and succ (Appendix A) and final come from the game in hand; x, y, r and s are
the backing-up functions' parameters, functions of dmax, which Section 8 would
learn and which can be replaced (`redefining`)."

(require lisp.forms [defun]
         lisp.macros [unless])
(import lisp *
        appendix-a.programs [ditto insert value succ])

(defn m-and-n-for-appendix-c [m n]
  "The paper's domain for sta: m = 2,3,4,... and n = 2,3,4,..."
  (for [[name k] [["m" m] ["n" n]]]
    (unless (and (isinstance k int) (not (isinstance k bool)) (>= k 2))
      (lisp-error "DOMAIN" f"Appendix C is for m, n = 2, 3, 4, ... (the paper excludes 1); {name} = {(show k)}"))))

(defun sta [p m n dmax]
  "sta[p;m;n;dmax] (start)
  Arguments:
       p is the starting position, assumed to be a max-position
       m is the effective number of values to be backed up to obtain
            the value of each max-position
       n is the effective number of values to be backed up to obtain
            the value of each min-position
       dmax is the maximum depth to be searched below the starting position
  Value:
       the successor calculated to be best
  Example:
       sta[P;2;2;5]=P1 in Fig. 6
  Superprograms:
       none given since sta is the top level m&n alpha beta program
  Status:
       proposed
  Definition:
       sta[p;m;n;dmax]=sta4[p;ditto[-∞;m-1];ditto[∞;n-1];dmax]

  Added here (see the transcription notes): sta checks the paper's domain,
  m, n = 2, 3, 4, ..., before its body (error DOMAIN)."
  :require (m-and-n-for-appendix-c m n)
  (sta4 p (ditto -∞ (- m 1)) (ditto ∞ (- n 1)) dmax))

(defun sta4 [p initia initib dmax]
  "sta4[p;initia;initib;dmax] (start with 4 arguments)
  Arguments:
       p is the starting position
       initia is the initial value of each list a
            Ordinarily each member of initia is -∞
       initib is the initial value of each list b
            Ordinarily each member of initib is ∞
       dmax is the maximum depth to be searched below p
  Value:
       the successor calculated to be best
  Example:
       sta4[P;(-∞);(∞);5]=P1 in Fig. 6.
  Superprogram:
       sta ordinarily, although sta4 can be used as a top level program
  Status:
       proposed
  Definition:
       sta4[p;initia;initib;dmax]=sta1[succ[p];-∞;NOSUCC;dmax-1]"
  (sta1 (succ p) -∞ NOSUCC (- dmax 1)))

(defun sta1 [ℓ alpha best dmax]
  "sta1[ℓ;alpha;best;dmax] (starting list)
  Arguments:
       ℓ is some final segment (initially the entire list) of the list of
            successors of the starting position
       alpha (initially -∞) is the value of the best successor before the
            final segment
       best (initially NOSUCC) is the best successor before the final segment
       dmax is the maximum depth to be searched below each successor of
            the starting position
  Free Variables:
       initia and initib are bound by sta4
  Value:
       the best successor of the starting position
  Example:
       sta1[(P1,P2,P3);-∞;NOSUCC;4]=P1 in Fig. 6
  Superprogram:
       sta4
  Status:
       proposed
  Definition:
       sta1[ℓ;alpha;best;dmax]=
            prog[[u];
                 cond[null[ℓ] → return[best]];
                 setq[u;minv[car[ℓ];∞]];
                 return[cond[alpha≤u → sta1[cdr[ℓ];u;car[ℓ];dmax];
                             T → sta1[cdr[ℓ];alpha;best;dmax]]]]"
  (prog [u]
        (cond [(null ℓ) (return best)])
        (setq u (minv (car ℓ) ∞))
        (return (cond [(<= alpha u) (sta1 (cdr ℓ) u (car ℓ) dmax)]
                      [T (sta1 (cdr ℓ) alpha best dmax)]))))

(defun minv [p oldbeta]
  "minv[p;oldbeta] (value of a min-position)
  Arguments:
       p is the min-position
       oldbeta is the beta of the predecessor of the min-position
  Free Variables:
       initia and initib are bound by sta4
       alpha is bound by sta1, maxvl, and maxvl3.  See also minvl and minvl3
       dmax is the maximum depth to be searched below the min-position
  Value:
       the (generally backed up) value of p
  Example:
       minv[P233;15]=4 in Fig. 6
  Superprograms:
       sta1, maxvl, and maxvl3
  Status:
       proposed
  Definition:
       minv[p;oldbeta]=
            cond[final[p;alpha;oldbeta;dmax] → value[p];
                 T → minvl[succ[p];∞;initib;dmax-1]]"
  (cond [(final p alpha oldbeta dmax) (value p)]
        [T (minvl (succ p) ∞ initib (- dmax 1))]))

(defun minvl [ℓ beta b dmax]
  "minvl[ℓ;beta;b;dmax] (min-position value as backed up from the list of its successors)
  Arguments:
       ℓ is some final segment (initially the entire list) of the list of
            successors of the min-position
       beta is the same as car[b], that is the value of the (n-1)th best
            successor considered before the final segment
       b (initially initib) is the list of values of the n-1 best successors
            considered before the final segment
       dmax is the maximum depth to be searched below each successor
  Free Variables:
       initia and initib are bound by sta4
       alpha  When alpha ≥ the value of some member of ℓ, an m&n alpha
            cutoff occurs.  See also the binding functions sta1, maxvl, and maxvl3.
       oldbeta is the beta of the predecessor of the min-position
       beta = car[b] > lubub[oldbeta;b;dmax]
  Value:
       min-position value obtained by backing up the values of the n best
       successors of the min-position
  Example:
       minvl[(P21,P22,P23,P24);∞;(∞);3]=9 in Fig. 6.
  Superprogram:
       minv
  Status:
       proposed
  Definition:
       minvl[ℓ;beta;b;dmax]=
            prog[[u;newb;lubub];
                 cond[null[ℓ] → return[bub[beta;b;dmax]]];
                 setq[u;maxv[car[ℓ];alpha]];
                 cond[alpha ≥ u → return[u];
                      u ≥ beta → return[minvl[cdr[ℓ];beta;b;dmax]]];
                 setq[newb;insert[cdr[b];u;GREATERP]];
                 setq[lubub;lubub[oldbeta;newb;dmax]];
                 return[cond[lubub ≥ car[newb] → minvl3[cdr[ℓ];min[beta;lubub];newb];
                             T → minvl[cdr[ℓ];car[newb];newb;dmax]]]]"
  (prog [u newb lubub]
        (cond [(null ℓ) (return (bub beta b dmax))])
        (setq u (maxv (car ℓ) alpha))
        (cond [(>= alpha u) (return u)]
              [(>= u beta) (return (minvl (cdr ℓ) beta b dmax))])
        (setq newb (insert (cdr b) u GREATERP))
        (setq lubub (lubub oldbeta newb dmax))
        (return (cond [(>= lubub (car newb)) (minvl3 (cdr ℓ) (min beta lubub) newb)]
                      [T (minvl (cdr ℓ) (car newb) newb dmax)]))))

(defun minvl3 [ℓ beta b]
  "minvl3[ℓ;beta;b] (value of a min-position as backed up from the list of
  its successors, with 3 arguments)
  Arguments:
       ℓ is some final segment (never the entire list) of the list of
            successors of the min-position
       beta is min[b1;lubub[oldbeta;b;dmax]] where b1 is the value of the nth
            best successor considered before the final segment
       b is the ordered list of values of the n-1 best successors considered
            before the final segment
  Free Variables:
       initia and initib are bound by sta4
       alpha is bound by sta1, maxvl, and maxvl3.  When alpha ≥ the value of
            some member of the final segment, an m&n alpha cutoff occurs.
       dmax is the maximum depth to be searched below each member of ℓ
  Value:
       min-position value obtained effectively by backing up the values
       of the n best successors of the min-position
  Example:
       minvl3[(P22,P23,P24);∞;(15)]=9 in Fig. 6.
  Superprogram:
       minvl
  Status:
       proposed
  Definition:
       minvl3[ℓ;beta;b]=
            prog[[u];
                 cond[null[ℓ] → return[bub[beta;b;dmax]]];
                 setq[u;maxv[car[ℓ];alpha]];
                 return[cond[alpha≥u → u;
                             u≥car[b] → minvl3[cdr[ℓ];min[u;beta];b];
                             T → minvl3[cdr[ℓ];car[b];insert[cdr[b];u;GREATERP]]]]]"
  (prog [u]
        (cond [(null ℓ) (return (bub beta b dmax))])
        (setq u (maxv (car ℓ) alpha))
        (return (cond [(>= alpha u) u]
                      [(>= u (car b)) (minvl3 (cdr ℓ) (min u beta) b)]
                      [T (minvl3 (cdr ℓ) (car b) (insert (cdr b) u GREATERP))]))))

(defun maxv [p oldalpha]
  "maxv[p;oldalpha] (value of a max-position)
  Arguments:
       p is the maximum position
       oldalpha is the alpha of the predecessor of the max-position
  Free Variables:
       initia and initib are bound by sta4
       beta is bound by minvl and minvl3.  See also maxvl and maxvl3
       dmax is the maximum depth to be searched below the max-position
  Value:
       the (generally backed-up) value of p
  Example:
       maxv[P23;10]=11 in Fig. 6.
  Superprograms:
       minvl and minvl3
  Status:
       proposed
  Definition:
       maxv[p;oldalpha]=
            cond[final[p;oldalpha;beta;dmax] → value[p];
                 T → maxvl[succ[p];-∞;initia;dmax-1]]"
  (cond [(final p oldalpha beta dmax) (value p)]
        [T (maxvl (succ p) -∞ initia (- dmax 1))]))

(defun maxvl [ℓ alpha a dmax]
  "maxvl[ℓ;alpha;a;dmax] (value of the max-position as backed up from the
  list of its successors)
  Arguments:
       ℓ is some final segment (initially the entire list) of the list of
            successors of the max-position
       alpha is the same as car[a], that is the value of the (m-1)th best
            successor considered before the final segment
       a (initially initia) is the list of values of the m-1 best successors
            considered before the final segment
       dmax is the maximum depth to be searched below each successor
  Free Variables:
       initia and initib are bound by sta4
       beta is bound by minvl and minvl3.  When beta ≤ the value of some
            member of the final segment, an m&n beta cutoff occurs
       oldalpha is the alpha of the predecessor of the max-position
       alpha = car[a] < glbua[oldalpha;a;dmax]
  Value:
       max-position value obtained effectively by backing up the values
       of the m best successors of the max-position
  Example:
       maxvl[(P231,P232,P233,P234);-∞;(-∞);2]=11 in Fig.6.
  Superprogram:
       maxv
  Status:
       proposed
  Definition:
       maxvl[ℓ;alpha;a;dmax]=
            prog[[u;newa;glbua];
                 cond[null[ℓ] → return[bua[alpha;a;dmax]]];
                 setq[u;minv[car[ℓ];beta]];
                 cond[beta≤u → return[u];
                      u≤alpha → return[maxvl[cdr[ℓ];alpha;a;dmax]]];
                 setq[newa;insert[cdr[a];u;LESSP]];
                 setq[glbua;glbua[oldalpha;newa;dmax]];
                 return[cond[glbua≤car[newa] → maxvl3[cdr[ℓ];max[alpha;glbua];newa];
                             T → maxvl[cdr[ℓ];car[newa];newa;dmax]]]]"
  (prog [u newa glbua]
        (cond [(null ℓ) (return (bua alpha a dmax))])
        (setq u (minv (car ℓ) beta))
        (cond [(<= beta u) (return u)]
              [(<= u alpha) (return (maxvl (cdr ℓ) alpha a dmax))])
        (setq newa (insert (cdr a) u LESSP))
        (setq glbua (glbua oldalpha newa dmax))
        (return (cond [(<= glbua (car newa)) (maxvl3 (cdr ℓ) (max alpha glbua) newa)]
                      [T (maxvl (cdr ℓ) (car newa) newa dmax)]))))

(defun maxvl3 [ℓ alpha a]
  "maxvl3[ℓ;alpha;a] (value of a max-position as backed up from the list
  of its successors, with 3 arguments)
  Arguments:
       ℓ is some final segment (never the entire list) of the list of
            successors of the max-position
       alpha is max[a1;glbua[oldalpha;a;dmax]] where a1 is the value of the
            mth best successor considered before the final segment
       a is the ordered list of values of the m-1 best successors
            considered before the final segment
  Free Variables:
       initia and initib are bound by sta4
       beta is bound by minvl and minvl3.  When beta ≤ the value of some
            member of the final segment, an m&n beta cutoff occurs
       dmax is the maximum depth to be searched below each member of ℓ
  Value:
       max-position value obtained effectively by backing up the values of the
       m best successors of the max-position
  Example:
       maxvl3[(P232,P233,P234);5;(6)]=11 in Fig. 6
  Superprogram:
       maxvl
  Status:
       proposed
  Definition:
       maxvl3[ℓ;alpha;a]=
            prog[[u];
                 cond[null[ℓ] → return[bua[alpha;a;dmax]]];
                 setq[u;minv[car[ℓ];beta]];
                 return[cond[beta ≤ u → u;
                             u ≤ car[a] → maxvl3[cdr[ℓ];max[u;alpha];a];
                             T → maxvl3[cdr[ℓ];car[a];insert[cdr[a];u;LESSP]]]]]"
  (prog [u]
        (cond [(null ℓ) (return (bua alpha a dmax))])
        (setq u (minv (car ℓ) beta))
        (return (cond [(<= beta u) u]
                      [(<= u (car a)) (maxvl3 (cdr ℓ) (max u alpha) a)]
                      [T (maxvl3 (cdr ℓ) (car a) (insert (cdr a) u LESSP))]))))

(defun final [p alpha beta dmax]
  "final[p;alpha;beta;dmax]
  Arguments:
       p is a position
       alpha  See the description of the superprogram
       beta  See the description of the superprogram
       dmax is the maximum depth to be searched below the position
  Free Variables:
       possibly some, for example dmin might be bound by some executive program
  Value of the Predicate:
       T if and only if no search is to be made below p
  Example:
       final[P22;10;∞;3]=T in Fig.6.
  Superprograms:
       minv and maxv
  Status:
       proposed
  Definition:
       final[p;alpha;beta;dmax]=zerop[dmax]
  The above simple definition is one of many possible definitions.  A more
  complicated definition might use the free variable, dmin, mentioned above."
  (zerop dmax))

(defn paper-gives-m-equal-2 [name values]
  "The paper defines the backing-up functions \"where m = 2\" (n = 2): one value on a or b."
  (setv k (+ 1 (len (to-python values))))
  (unless (= k 2)
    (lisp-error "BACKUP" (+ f"{name} is defined in the paper for {(if (in name #{"bua" "glbua"}) "m" "n")} = 2,"
                            f" not {k}: supply your own {name}"))))

(defun x [dmax]
  "x[dmax]: the x of bua and glbua; \"both y > 0 and x depend on dmax\".
  The paper's example (Fig. 6, Sections 6 and 7) is x = 3."
  3)

(defun y [dmax]
  "y[dmax]: the y of bua and glbua, y > 0.  The paper's example is y = 1."
  1)

(defun r [dmax]
  "r[dmax]: the r of bub and lubub; \"both s > 0 and r depend on dmax\".
  The paper's example (Fig. 6) is r = 3."
  3)

(defun s [dmax]
  "s[dmax]: the s of bub and lubub, s > 0.  The paper's example is s = 1."
  1)

(defun bua [alpha a dmax]
  "bua[alpha;a;dmax] (back up a)
  Arguments:
       alpha is as in the superprogram and is effectively the value of the
            mth best successor of the max-position
       a is the ordered list of values of the m-1 best successors of
            the max-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the backed-up value of the max-position
  Example:
       bua[6;(7);2]=11 in Fig 6
  Superprograms:
       maxvl and maxvl3
  Status:
       proposed
  Definition:
                                   x - (a2 - α)y
       bua[alpha;a;dmax] = a2 + 2
  where m = 2, a2 = car[a], and both y > 0 and x depend on dmax

  Added here (see the transcription notes): for m above 2 the paper gives no
  definition (error BACKUP)."
  :require (paper-gives-m-equal-2 "bua" a)
  (+ (car a) (expt 2 (- (x dmax) (* (- (car a) alpha) (y dmax))))))

(defun glbua [oldalpha a dmax]
  "glbua[oldalpha;a;dmax] (greatest lower bound for backing up a)
  Arguments:
       oldalpha is alpha for the predecessor of a max-position
       a is the ordered list of values of the m-1 best successors of the
            max-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the least value which, combined with the values on a, yields a
       backed-up value of at least oldalpha
  Example:
       glbua[10;(6);2]=5 in Fig 6.
  Superprogram:
       maxvl
  Status:
       proposed
  Definition:
       glbua[oldalpha;a;dmax]=
            cond[oldalpha ≤ a2 → -∞;
                 T → a2 + (1/y)[log2[oldalpha - a2] - x]]
  The expression to the right of the second arrow is obtained by solving the
  following equation for alpha:
                              x - (a2 - α)y
       oldalpha = a2 + 2
  The above definition of glbua is one of many possible definitions.  The
  definition is derived from the definition of bua.  For example, the above
  definition is derived from the sample definition given in the description
  of bua, namely
                                  x - (a2 - α)y
       bua[alpha;a;dmax]= a2 + 2

  Added here (see the transcription notes): for m above 2 the paper gives no
  definition (error BACKUP)."
  :require (paper-gives-m-equal-2 "glbua" a)
  (cond [(<= oldalpha (car a)) -∞]
        [T (+ (car a) (* (/ 1 (y dmax)) (- (log2 (- oldalpha (car a))) (x dmax))))]))

(defun bub [beta b dmax]
  "bub[beta;b;dmax] (back up b)
  Arguments:
       beta is as in the superprograms and is effectively the value of the
            nth best successor of a min-position
       b is the ordered list of values of the n-1 best successors of the
            min-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the backed-up value of the min-position
  Example:
       bub[13;(11);3]=9 in Fig 6.
  Superprograms:
       minvl and minvl3
  Status:
       proposed
  Definition:
                                  r - (β - b2)s
       bub[beta;b;dmax] = b2 - 2
  where n = 2.  Both s > 0 and r depend on dmax.  b2 = car[b]
  The above is one of many possible definitions.

  Added here (see the transcription notes): for n above 2 the paper gives no
  definition (error BACKUP)."
  :require (paper-gives-m-equal-2 "bub" b)
  (- (car b) (expt 2 (- (r dmax) (* (- beta (car b)) (s dmax))))))

(defun lubub [oldbeta b dmax]
  "lubub[oldbeta;b;dmax] (least upper bound for backing up b)
  Arguments:
       oldbeta is beta for the predecessor of a min-position
       b is the ordered list of values of the n-1 best successors of the
            min-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the greatest value which, when combined with the values on b,
       yields a backed-up value of at most oldbeta
  Example:
       lubub[∞;(15);3]=∞ in Fig 6.
  Superprogram:
       minvl
  Status:
       proposed
  Definition:
       lubub[oldbeta;b;dmax]=
            cond[oldbeta ≥ b2 → ∞;
                 T → b2 + (1/s)[r - log2[b2 - oldbeta]]]
  The expression to the right of the second arrow is obtained by solving the
  following equation for beta:
                             r - (β - b2)s
       oldbeta = b2 - 2
  The above definition of lubub is one of many possible definitions.  The
  definition is derived from the definition of bub.  For example, the above
  definition is derived from the sample definition given in the description
  of bub, namely
                                 r - (β - b2)s
       bub[beta;b;dmax]= b2 - 2

  Added here (see the transcription notes): for n above 2 the paper gives no
  definition (error BACKUP)."
  :require (paper-gives-m-equal-2 "lubub" b)
  (cond [(>= oldbeta (car b)) ∞]
        [T (+ (car b) (* (/ 1 (s dmax)) (- (r dmax) (log2 (- (car b) oldbeta)))))]))
