"Hypothesis strategies and helpers for the equivalence tests (Section 7).

- trees: game trees as slagle.core.trees Nodes, named as in the report (P, P1, P12,
  ...), every position with a value, so that a search may stop anywhere;
- backing-up families: the same backing-up function written for Appendix B
  (buma[ma;dmax], the m best values) and for Appendix C (bua[alpha;a;dmax],
  the m-1 best values and alpha the mth, with its inverse glbua; bub and lubub
  likewise), with parameters that may depend on dmax;
- run-both and the backing-up families, from slagle.paper.window.

Nothing here changes an appendix function: a family only replaces the
backing-up functions the paper itself says are \"one of many possible
definitions\", and only for the duration of a search (`redefining`)."

(import math
        os
        hypothesis [settings HealthCheck]
        hypothesis.strategies :as st
        slagle.paper.window [family exponential tent FAMILIES top-level-recorder run-both running-alphas
                             last-at-least-alpha window-report]
        slagle.core.trees [Node])

;; ---------------------------------------------------------------------------
;; How many examples

(setv EXAMPLES-SCALE (float (os.environ.get "SLAGLE_EXAMPLES" "1")))

(defn many [n]
  "Hypothesis settings for n examples (times $SLAGLE_EXAMPLES, 1 unless set:
  SLAGLE_EXAMPLES=20 for a long run), the same examples on every run."
  (settings :max-examples (max 1 (round (* n EXAMPLES-SCALE))) :deadline None :derandomize True :database None
            :suppress-health-check [HealthCheck.too-slow HealthCheck.data-too-large]))

;; A slow property runs a fifth of its full examples unless $SLAGLE_EXAMPLES
;; asks for more: SLAGLE_EXAMPLES=5 runs them all.
(setv SHARE (/ 1 5))

(defn share-of [n]
  "Hypothesis settings for SHARE of a slow property's n examples (times
  $SLAGLE_EXAMPLES, as `many`): SLAGLE_EXAMPLES=5 runs all n."
  (many (* n SHARE)))

;; ---------------------------------------------------------------------------
;; Values

(setv small-integers (st.integers 0 9)          ; many ties
      wide-integers (st.integers -60 60)
      reals (st.floats :min-value -40.0 :max-value 40.0 :allow-nan False :allow-infinity False)
      ;; Dyadic values k/8 stay exact through the tent family's arithmetic.
      eighths (.map (st.integers -320 320) (fn [k] (/ k 8))))

;; ---------------------------------------------------------------------------
;; Trees

(setv DIGITS "123456789")

(defn [st.composite] subtrees [draw values depth branch name]
  "A position named `name` with a value and at most `branch` successors,
  `depth` levels of successors at most below it."
  (setv value (draw values)
        k (if (> depth 0) (draw (st.integers 0 branch)) 0))
  (Node name value
        (lfor i (range k) (draw (subtrees values (- depth 1) branch (+ name (get DIGITS i)))))
        1))

(defn [st.composite] trees [draw [values small-integers] [depth 4] [branch 3]]
  "A game tree at most `depth` moves deep whose root P has 1 to branch+1
  successors (mostly a choice for sta to make), the others at most `branch`."
  (setv k (draw (st.integers 1 (+ branch 1))))
  (Node "P" (draw values)
        (lfor i (range k) (draw (subtrees values (- depth 1) branch (+ "P" (get DIGITS i)))))
        1))

;; ---------------------------------------------------------------------------
;; Parameters x, y, r, s: numbers or functions of dmax

(defn constant [k]
  "A parameter that is k at every dmax."
  (fn [dmax] k))

(defn per-dmax [table]
  "A parameter that depends on dmax: table[dmax mod len(table)]."
  (fn [dmax] (get table (% dmax (len table)))))

(defn [st.composite] parameters [draw xs ys [varying True]]
  "x, y, r, s as functions of dmax: x and r drawn from xs, y and s from ys;
  either constants or, if `varying`, each a table indexed by dmax."
  (setv by-dmax (and varying (draw (st.booleans))))
  (dfor [name strategy] [["x" xs] ["y" ys] ["r" xs] ["s" ys]]
        name (if by-dmax
                 (per-dmax (draw (st.lists strategy :min-size 1 :max-size 4)))
                 (constant (draw strategy)))))

;; The exponential family's parameters: y, s > 0 as the paper requires;
;; both sides of Section 8's condition y 2^x ln 2 <= 1 occur.
(setv exponents (st.sampled-from [-4 -3 -2 -1 0 0.5 1 2 3 4 1.7 -2.3])
      slopes (st.sampled-from [0.25 0.5 1 1.5 2 3 0.3]))

;; The tent family's parameters: c = 2^x and slope k = 2^j, powers of two.
(setv tent-heights (st.sampled-from [-1 0 1 2 3 4])
      tent-slopes (st.sampled-from [-2 -1 0 1 2]))

