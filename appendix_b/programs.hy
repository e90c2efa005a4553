"Appendix B of the report: PROGRAMS FOR m&n MINIMAXING.

Each function is the paper's, line for line (with the clauses and checks its
docstring marks \"Added here\"): the same name, arguments, cond and prog,
and the same free variables (initima, initinb and dmax, read from the caller
that bound them).  Its docstring is the paper's description.
value and succ (Appendix A) and final come from the game in hand."

(require lisp.forms [defun]
         lisp.macros [unless])
(import lisp *
        appendix-a.programs [ditto insert value succ])

(defn m-and-n-for-appendix-b [m n]
  "The paper's domain for sta: m = 1,2,3,... and n = 1,2,3,..."
  (for [[name k] [["m" m] ["n" n]]]
    (unless (and (isinstance k int) (not (isinstance k bool)) (>= k 1))
      (lisp-error "DOMAIN" f"Appendix B is for m, n = 1, 2, 3, ...; {name} = {(show k)}"))))

(defun sta [p m n dmax]
  "sta[p;m;n;dmax] (start)
  Arguments:
       p is the starting position, assumed to be a max-position
       m=1,2,3,... is the number of values to be backed up to obtain the
            value of a max-position
       n=1,2,3,... is the number of values to be backed up to obtain the
            value of each min-position
       dmax is the maximum depth to be searched below p
  Value:
       the successor of p which is calculated to be best
  Example:
       sta[P;2;2;4]=P2 in Fig.2
  Superprograms:
       none given since sta is the top level m&n minimaxing program
  Status:
       illustrative example to prepare the reader for the m&n alpha beta
       programs of Appendix C
  Definition:
       sta[p;m;n;dmax]=
            sta4[p;ditto[-∞;m];ditto[∞;n];dmax]

  Added here (see the transcription notes): sta checks the paper's domain,
  m, n = 1, 2, 3, ..., before its body (error DOMAIN)."
  :require (m-and-n-for-appendix-b m n)
  (sta4 p (ditto -∞ m) (ditto ∞ n) dmax))

(defun sta4 [p initima initinb dmax]
  "sta4[p;initima;initinb;dmax] (start with 4 arguments)
  Arguments:
       p is the starting position
       initima is the initial list of the m best values on the list ma.
            Ordinarily, initima is a list with m members, each member being -∞
       initinb is the initial list of the n best values on the list nb.
            Ordinarily, each member of initinb is ∞.
       dmax is the maximum depth to be searched below p
  Value:
       The best successor of p
  Example:
       sta4[P;(-∞,-∞);(∞,∞);4]=P2
  Superprogram:
       sta ordinarily.  However, sta4 can be used as a top level program
  Status:
       illustrative
  Definition:
       sta4[p;initima;initinb;dmax]=sta1[succ[p];-∞;NOSUCC;dmax-1]"
  (sta1 (succ p) -∞ NOSUCC (- dmax 1)))

(defun sta1 [ℓ alpha best dmax]
  "sta1[ℓ;alpha;best;dmax] (starting list)
  Arguments:
       ℓ is some final segment (initially the entire list) of the list
            of successors of the starting position
       alpha (initially -∞) is the value of the best successor encountered
            before the final segment
       best (initially NOSUCC) is the best successor encountered
            before the final segment
       dmax is the maximum depth to be searched below each successor
  Free Variables:
       initima and initinb are bound by sta4
  Value:
       the best successor to the starting position
  Example:
       sta1[(P1,P2,P3);-∞;NOSUCC;3]=P2 in Fig. 2
  Superprogram:
       sta4
  Status:
       illustrative
  Definition:
       sta1[ℓ;alpha;best;dmax]=
            prog[[u];
                 cond[null[ℓ] → return[best]];
                 setq[u;minv[car[ℓ]]];
                 return[cond[alpha ≤ u → sta1[cdr[ℓ];u;car[ℓ];dmax];
                             T → sta1[cdr[ℓ];alpha;best;dmax]]]]"
  (prog [u]
        (cond [(null ℓ) (return best)])
        (setq u (minv (car ℓ)))
        (return (cond [(<= alpha u) (sta1 (cdr ℓ) u (car ℓ) dmax)]
                      [T (sta1 (cdr ℓ) alpha best dmax)]))))

(defun minv [p]
  "minv[p] (value of a min-position)
  Argument:
       p is a min-position
  Free Variables:
       initima and initinb are bound by sta4
       dmax is the maximum depth to be searched below p
  Value:
       the (generally backed-up) value of p
  Example:
       minv[P2]=11 in Fig. 2
  Superprograms:
       sta1 and maxvl
  Status:
       illustrative
  Definition:
       minv[p]=
            cond[final[p;dmax] → value[p];
                 T → minvl[succ[p];initinb;dmax-1]]"
  (cond [(final p dmax) (value p)]
        [T (minvl (succ p) initinb (- dmax 1))]))

(defun minvl [ℓ nb dmax]
  "minvl[ℓ;nb;dmax] (min-position value backed up from the list of its successors)
  Arguments:
       ℓ is some final segment (initially the entire list) of the list of successors
       nb (initially initinb) is a list containing the values of the n best
            successors of the min-position
       dmax is the maximum depth to be searched below each successor
  Free Variables:
       initima and initinb are bound by sta4
  Value:
       min-position value obtained by backing up the values of the n
       best successors of the min-position
  Example:
       minvl[(P21,P22,P23);(∞,∞);2]=11 in Fig. 2
  Superprogram:
       minv
  Status:
       illustrative
  Definition:
       minvl[ℓ;nb;dmax]=
            cond[null[ℓ] → bunb[nb;dmax];
                 T → minvl[cdr[ℓ];cdr[insert[nb;maxv[car[ℓ]];GREATERP]];dmax]]"
  (cond [(null ℓ) (bunb nb dmax)]
        [T (minvl (cdr ℓ) (cdr (insert nb (maxv (car ℓ)) GREATERP)) dmax)]))

(defun maxv [p]
  "maxv[p] (value of a max-position)
  Argument:
       p is the max-position
  Free Variables:
       initima and initinb are bound by sta4
       dmax is the maximum depth to be searched below p
  Value:
       value of the max-position
  Example:
       maxv[P23]=17 in Fig. 2
  Superprogram:
       minvl
  Status:
       illustrative
  Definition:
       maxv[p]=
            cond[final[p;dmax] → value[p];
                 T → maxvl[succ[p];initima;dmax-1]]"
  (cond [(final p dmax) (value p)]
        [T (maxvl (succ p) initima (- dmax 1))]))

(defun maxvl [ℓ ma dmax]
  "maxvl[ℓ;ma;dmax] (value of a max-position as backed up from the list of its successors)
  Arguments:
       ℓ is some final segment of (initially the entire list) the list
            of successors of the max-position
       ma (initially initima) is the list of values of the m best successors
            considered before the final segment
       dmax is the maximum depth to be searched below each successor
  Free Variables:
       initima and initinb are bound by sta4
  Value:
       value of the max-position obtained by backing up the values of
       the m best successors of the max-position
  Example:
       maxvl[(P231,P232,P233);(-∞,-∞);1]=17 in Fig. 2
  Superprogram:
       maxv
  Status:
       illustrative
  Definition:
       maxvl[ℓ;ma;dmax]=
            cond[null[ℓ] → buma[ma;dmax];
                 T → maxvl[cdr[ℓ];cdr[insert[ma;minv[car[ℓ]];LESSP]];dmax]]"
  (cond [(null ℓ) (buma ma dmax)]
        [T (maxvl (cdr ℓ) (cdr (insert ma (minv (car ℓ)) LESSP)) dmax)]))

(defun final [p dmax]
  "final[p;dmax]
  Arguments:
       p is a position
       dmax is the maximum depth to be searched below the position
  Free Variables:
       possibly some, for example the executive program may bind dmin
  Value of the Predicate:
       T if and only if no search is to be made below p
  Example:
       final[P1]=T in Fig. 2
  Superprograms:
       minv and maxv
  Status:
       illustrative
  Definition:
       final[p;dmax]=zerop[dmax]
  The above simple definition is one of many possible definitions.  A more
  complicated definition might use the free variable dmin, as mentioned above."
  (zerop dmax))

(defn backed-up-values [name values]
  "The paper defines buma and bunb for 2 values; 1 value is ordinary minimaxing."
  (setv k (len (to-python values)))
  (unless (in k #{1 2})
    (lisp-error "BACKUP" (+ f"{name} is defined here for {(get {"buma" "m" "bunb" "n"} name)} = 1 or 2,"
                            f" not {k}: supply your own {name}"))))

(defun buma [ma dmax]
  "buma[ma;dmax] (back up ma)
  Arguments:
       ma is the list of values of the m best successors of a max-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the backed-up value of the max-position
  Example:
       buma[(13,16);1]=17 in Fig. 2
  Superprogram:
       maxvl
  Status:
       illustrative
  Definition:
                                3 - (a2 - a1)
       buma[ma;dmax] = a2 + 2
  where m = 2, a1 = car[ma], and a2 = cadr[ma]
  The above is one of many possible definitions.

  Added here (see the transcription notes): for m = 1 the one value is backed
  up as it is, ordinary minimaxing (\"ordinary minimaxing is 1&1 minimaxing\",
  Section 1.1); for m above 2 the paper gives no definition."
  :require (backed-up-values "buma" ma)
  (cond [(null (cdr ma)) (car ma)]
        [T (+ (cadr ma) (expt 2 (- 3 (- (cadr ma) (car ma)))))]))

(defun bunb [nb dmax]
  "bunb[nb;dmax] (back up nb)
  Arguments:
       nb is the ordered list of the values of the n best successors of
            a min-position
       dmax is the maximum depth to be searched below each successor
  Value:
       the backed-up value of the min-position
  Example:
       bunb[(15,13);2]=11 in Fig. 2
  Superprogram:
       minvl
  Status:
       illustrative
  Definition:
                                3 - (b1 - b2)
       bunb[nb;dmax] = b2 - 2
  where n = 2, b1 = car[nb], and b2 = cadr[nb]

  Added here (see the transcription notes): for n = 1 the one value is backed
  up as it is; for n above 2 the paper gives no definition."
  :require (backed-up-values "bunb" nb)
  (cond [(null (cdr nb)) (car nb)]
        [T (- (cadr nb) (expt 2 (- 3 (- (car nb) (cadr nb)))))]))
