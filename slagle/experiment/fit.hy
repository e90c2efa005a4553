"Section 8's \"standard approximation technique\": nonlinear least squares
(SciPy's least_squares) of the report's backing-up forms to the data of one
dmax, and the plot of the fit.

One form serves both procedures: with the best value `best` and the second
`second` of a position's successors, d = |best - second| ≥ 0 and
sign +1 at a max-position, -1 at a min-position,

    v = best + sign·2^(p - d·q),   q > 0

is (5), a2 + 2^(x-[a2-α]y), with p, q = x, y, and (6), b2 - 2^(r-[β-b2]s),
with p, q = r, s.  Section 8's condition, that v rise with the best value,
is q·2^p·ln 2 ≤ 1 (the report states it for (5); (6) mirrors it).

The free fit bounds p below by P-MIN: 2^P-MIN is nothing beside a game's
values, so a fit that runs toward it (to P-VANISH or below) says the data
want no term at all - the form can
only move a value away from the best successor's in one direction - and
what is installed is exactly that: p = -∞, the best value alone (Appendix
C's bua then gives a2, glbua ∞).  The constrained fit writes p as
-log2(q ln 2) - t with t ≥ 0, which is the condition."

(import math os
        numpy :as np
        scipy.optimize [least-squares])

(setv P-MIN -30.0  P-MAX 30.0
      ;; A fit with p at most this has run toward the bound: its term, at
      ;; most 2^p ≈ 1e-6 of a unit of value, adds nothing to integer values.
      P-VANISH -20.0
      Q-MIN 1e-3  Q-MAX 64.0
      T-MAX 60.0
      STARTS [[-2.0 0.5] [0.0 0.2] [2.0 1.0] [4.0 0.1] [1.0 3.0]]
      LN2 (math.log 2))

(defn model [p q d sign best]
  "The form's values: best + sign·2^(p - d·q), elementwise."
  (+ best (* sign (np.exp2 (- p (* d q))))))

(defn condition [p q]
  "Section 8's q·2^p·ln 2, which the condition wants at most 1."
  (if (= p (- math.inf)) 0.0 (* q (** 2.0 p) LN2)))

(defn free-p-q [theta] "p, q of the free fit's variables." theta)

(defn constrained-p-q [theta]
  "p, q of the constrained fit's variables t, q: p = -log2(q ln 2) - t."
  (setv [t q] theta)
  [(- (- (math.log2 (* q LN2))) t) q])

(defn solve [data sign to-p-q starts lower upper [loss "linear"] [scale 1.0]]
  "The least-squares solution over several starts (with SciPy's `loss` at
  `scale`: linear is plain least squares): the result of the best."
  (setv [v best d] data)
  (defn residuals [theta]
    (setv [p q] (to-p-q theta))
    (- (model p q d sign best) v))
  (setv results (lfor s starts
                      (least-squares residuals (np.clip s lower upper) :bounds #(lower upper) :method "trf"
                                     :loss loss :f-scale scale)))
  (min results :key (fn [r] r.cost)))

(defn robust-scale [x]
  "The scale of residuals x that a robust loss counts as ordinary: 1.4826
  times their median absolute deviation (the standard deviation, for normal
  errors), at least 1, a unit of a game's value."
  (max 1.0 (* 1.4826 (float (np.median (np.abs (- x (np.median x))))))))

(defn uncertainty [data sign p q]
  "Standard errors of p and q: the residual variance times (JᵀJ)⁻¹, J the
  Jacobian of the form in p, q at the solution (None where it is singular)."
  (setv [v best d] data
        n (len v)
        term (np.exp2 (- p (* d q)))
        jac (np.column-stack [(* sign term LN2) (* sign term LN2 (- d))])
        res (- (model p q d sign best) v)
        dof (max 1 (- n 2))
        s2 (/ (float (np.sum (* res res))) dof))
  (try
    (setv cov (* s2 (np.linalg.inv (@ jac.T jac))))
    (lfor k [0 1] (if (>= (get cov k k) 0) (math.sqrt (get cov k k)) None))
    (except [np.linalg.LinAlgError]
      [None None])))

(defn rms [x] "Root mean square." (float (np.sqrt (np.mean (* x x)))))

(defn median-abs [x] "The median absolute value: an error measure a few large errors do not dominate." (float (np.median (np.abs x))))

(defn fit-summary [data sign p q]
  "A fit's numbers: p, q, their standard errors, rms error, condition, at the bound."
  (setv [v best d] data
        p (float p) q (float q)
        at-bound (bool (<= p P-VANISH))
        [se-p se-q] (if at-bound [None None] (uncertainty data sign p q)))
  {"p" p "q" q "se-p" se-p "se-q" se-q
   "rms" (rms (- (model p q d sign best) v))
   "median-abs" (median-abs (- (model p q d sign best) v))
   "condition" (condition p q)
   "satisfies" (bool (<= (condition p q) (+ 1 1e-9)))
   "at-bound" at-bound})

(defn fit-step [rows kind]
  "Fit the form to rows [v best second] of one dmax (kind max: (5), min: (6)):
  freely and with Section 8's condition by least squares, and robustly
  (with the condition, SciPy's soft_l1 loss at robust-scale of minimax's
  errors, so that the few decided positions, worth about ±199, do not
  dominate it); each fit's numbers, and the plain minimax baseline's (v
  against the best value alone)."
  (setv sign (if (= kind "max") 1.0 -1.0)
        v (np.array (lfor r rows (float (get r 0))))
        best (np.array (lfor r rows (float (get r 1))))
        d (np.abs (- best (np.array (lfor r rows (float (get r 2))))))
        data [v best d]
        free (solve data sign free-p-q STARTS [P-MIN Q-MIN] [P-MAX Q-MAX])
        t-starts (lfor [p q] STARTS [(max 0.0 (- (- (math.log2 (* q LN2))) p)) q])
        scale (robust-scale (- v best))
        constrained (solve data sign constrained-p-q t-starts [0.0 Q-MIN] [T-MAX Q-MAX])
        robust (solve data sign constrained-p-q t-starts [0.0 Q-MIN] [T-MAX Q-MAX] "soft_l1" scale)
        [cp cq] (constrained-p-q constrained.x)
        [rp rq] (constrained-p-q robust.x))
  {"n" (len rows)
   "free" (fit-summary data sign #* (lfor k free.x (float k)))
   "constrained" (fit-summary data sign (max cp P-MIN) cq)
   "robust" {#** (fit-summary data sign (max rp P-MIN) rq) "loss" "soft_l1" "scale" scale}
   "baseline-rms" (rms (- best v))
   "baseline-median-abs" (median-abs (- best v))
   "mean-v-minus-best" (float (np.mean (- v best)))})

(defn rounded [x digits]
  "x to `digits` significant digits (None: x as it is; ±∞ as it is), so
  that the functions installed, and the ties between the values they give,
  do not hang on the last digits a library version computes differently."
  (if (or (is digits None) (math.isinf x) (= x 0))
      x
      (float (format x f".{digits}g"))))

(defn installed [fit which [digits None]]
  "The p, q to install from the fit `which` (free, constrained or robust),
  rounded to `digits` significant digits: p = -∞ (the best value alone) at the bound."
  (setv f (get fit which))
  [(if (get f "at-bound") (- math.inf) (rounded (get f "p") digits)) (rounded (get f "q") digits)])

(defn plot-step [rows kind dmax fit plays path]
  "The data of one dmax (v - best against d), the two fits and the minimax
  line (v = best), as path.png and path.svg."
  (import matplotlib)
  (.use matplotlib "Agg")
  (import matplotlib.pyplot :as plt)
  (setv sign (if (= kind "max") 1.0 -1.0)
        best (np.array (lfor r rows (float (get r 1))))
        d (np.abs (- best (np.array (lfor r rows (float (get r 2))))))
        dv (- (np.array (lfor r rows (float (get r 0)))) best)
        grid (np.linspace 0 (max 1.0 (float (np.max d))) 400)
        [names p q] (if (= kind "max") [["x" "y" "a2" "α"] "x" "y"] [["r" "s" "b2" "β"] "r" "s"])
        [fig ax] (plt.subplots :figsize #(7 4.5)))
  (.scatter ax d dv :s 10 :alpha 0.35 :color "tab:gray" :label f"positions (n = {(len rows)})")
  (.axhline ax 0 :color "black" :lw 1 :label f"minimax: v = {(get names 2)}")
  (for [[which color] [["free" "tab:blue"] ["constrained" "tab:red"] ["robust" "tab:green"]]]
    (setv f (get fit which)
          label (+ f"{which}: {p} = {(get f "p") :.3g}, {q} = {(get f "q") :.3g}"
                   (if (get f "at-bound") " (at the bound: best value alone)" "")
                   (if (= which plays) " - plays" "")))
    (.plot ax grid (* sign (np.exp2 (- (get f "p") (* grid (get f "q"))))) :color color :lw 2
           :ls (if (= which plays) "-" "--") :label label))
  (.set-xlabel ax f"|{(get names 2)} - {(get names 3)}|: best less second-best successor value")
  (.set-ylabel ax f"v - {(get names 2)}: depth-D 1&1 value less the best")
  (.set-title ax f"dmax {dmax}: successors of {kind}-positions, Section 8.{(if (= kind "max") 1 2)}")
  (.legend ax :fontsize 8)
  (.tight-layout fig)
  (for [ext ["png" "svg"]]
    (save-figure fig f"{path}.{ext}" ext))
  (plt.close fig))

(defn save-figure [fig path ext]
  "Write `fig` to `path` atomically, the same bytes from the same data: an
  SVG has no date and its element ids come from a fixed salt, so a step
  learned again leaves its plot as it was."
  (import matplotlib.pyplot :as plt)
  (setv tmp f"{path}.tmp")
  (with [_ (plt.rc-context {"svg.hashsalt" "slagle"})]
    (.savefig fig tmp :format ext :dpi 110 :metadata (if (= ext "svg") {"Date" None} {})))
  (os.replace tmp path))
