"Numbers as a program reading JSON or CSV should get them: a float to the
digits it always carries (15 significant: no noise in the last place, as
-18.499999999999996 for -18.5), ∞ and -∞ as the report writes them."

(import math
        lisp [show])

(setv DIGITS 15)   ; as many as a double always carries: what is below them is rounding, not measurement

(defn plain [x]
  "x as JSON should hold it: a float to DIGITS significant digits, ±∞ as the
  strings ∞ and -∞; lists and dicts through, element by element; anything
  else as it is."
  (cond (isinstance x bool) x
        (and (isinstance x float) (not (math.isfinite x))) (show x)
        (isinstance x float) (float (format x f".{DIGITS}g"))
        (isinstance x dict) (dfor [k v] (.items x) k (plain v))
        (isinstance x #(list tuple)) (lfor v x (plain v))
        True x))
