"`slagle replay`: the reproduction report.  For each figure and each Example
line: what the paper states, what the transcription computes, and whether it
is reproduced; and which of each figure's tree values the paper states, which
follow from its Example lines, and which were chosen for the reconstruction.
Then the other sources' worked examples (slagle.worked), the same way."

(require lisp.macros [unless])
(import re
        functools [cache]
        lisp [show equal NIL read]
        appendix-a.programs :as appendix-a
        slagle.calls [recorded-run]
        slagle.figures [load-figure figure-path]
        slagle.paper [CLAIMS RUNS TITLES parse-call])

(setv MARKS {True "✓" False "✗"})

(defn [cache] run-of [run-name]
  "The recorded top-level call a figure's claims are checked in."
  (setv [figure appendix m n dmax] (get RUNS run-name))
  (recorded-run (load-figure figure) appendix m n dmax))

(defn same? [x y]
  "True if the S-expressions x and y are equal (numbers by value)."
  (is-not (equal x y) NIL))

(defn matching-calls [run name args]
  "The calls of `name` in the run whose leading arguments are `args`."
  (lfor c run.calls
        :if (and (= c.name name)
                 (>= (len c.args) (len args))
                 (all (gfor [x y] (zip args c.args) (same? x y))))
        c))

(defn show-bindings [bindings]
  "Free-variable bindings as the paper writes them: alpha = 5, dmax = 2."
  (.join ", " (gfor [k v] (.items bindings) f"{k} = {(show v)}")))

(defn check-alone [claim]
  "An Appendix A Example line, computed by calling the function directly."
  (setv [name args value] (parse-call (get claim "alone"))
        result ((getattr appendix-a (hy.mangle name)) #* args))
  #((same? result value) f"{name}[{(.join ";" (map show args))}] = {(show result)}"))

(defn check-call [claim run]
  "A call that must happen during the run, with the stated value and bindings."
  (setv [name args value] (parse-call (get claim "call"))
        wanted (.get claim "bindings" {})
        calls (matching-calls run name args)
        good (lfor c calls
                   :if (and (or (is value None) (same? c.value value))
                            (all (gfor [k v] (.items wanted)
                                       (and (in k c.bindings) (same? (get c.bindings k) v)))))
                   c))
  (setv shown (or good calls))
  #((bool good)
    (if shown
        (.join "; " (gfor c (cut shown 3)
                          (+ (str c) (if wanted f" with {(show-bindings c.bindings)}" ""))))
        f"no call {name}[{(.join ";" (map show args))}...] happened")))

(defn check-unseen [claim run]
  "Positions the search must never look at."
  (setv seen (set (map show (.looked-at run)))
        looked (lfor p (get claim "unseen") :if (in p seen) p))
  #((not looked)
    (if looked
        f"looked at {(.join " " looked)}"
        f"never looked at {(.join " " (get claim "unseen"))}")))

(defn check-next [claim run]
  "The position the search must look at next after another."
  (setv order (list (map show (.looked-at run)))
        after (get claim "after"))
  (if (in after order)
      (do (setv i (.index order after)
                following (if (< (+ i 1) (len order)) (get order (+ i 1)) "nothing"))
          #((= following (get claim "next")) f"after {after} looked at {following}"))
      #(False f"never looked at {after}")))

(defn check [claim]
  "Check one claim: (reproduced?, what the transcription computes)."
  (if (in "alone" claim)
      (check-alone claim)
      (do (setv run (run-of (get claim "run")))
          (cond (in "call" claim) (check-call claim run)
                (in "unseen" claim) (check-unseen claim run)
                True (check-next claim run)))))

(setv TREE-LINE (re.compile r"\(\s*([^\s();]+)\s+([-+0-9.eE]+)[^;]*(?:;(.*))?"))

(defn provenance [figure]
  "The valued positions of a figure's tree file, grouped by what the file's
  comments say of them: stated by the paper, implied by its Example lines, or chosen."
  (provenance-of (figure-path figure)))

(defn provenance-of [path]
  "The valued positions of the tree file at path, grouped as `provenance` groups them."
  (setv groups {"stated" [] "implied" [] "chosen" []})
  (for [line (.splitlines (.read-text path :encoding "utf-8"))]
    (setv m (.search TREE-LINE (get (.split line ";" 1) 0)))
    (when (and m (not (.startswith (.strip line) ";")))
      (setv comment (or (get (.groups (.search TREE-LINE line)) 2) "")
            kind (cond (in "implied" comment) "implied"
                       (in "chosen" comment) "chosen"
                       True "stated"))
      (.append (get groups kind) f"{(.group m 1)}={(.group m 2)}")))
  groups)

(defn figure-of [claim]
  "The figure a claim belongs to, or None for Appendix A's lone examples."
  (when (get claim "run") (get RUNS (get claim "run") 0)))

(defn report-figure [figure claims]
  "Print one figure's section; the number of claims not reproduced."
  (if figure
      (do (print f"Fig. {figure}. {(get TITLES figure)}")
          (setv p (provenance figure))
          (print f"  tree {(. (figure-path figure) name)}: values stated by the paper: {(or (.join " " (get p "stated")) "none")}")
          (print f"    implied by its Example lines: {(or (.join " " (get p "implied")) "none")}")
          (print f"    chosen for this reconstruction: {(or (.join " " (get p "chosen")) "none")}")
          (for [name (sorted (sfor c claims (get c "run")))]
            (setv [_ appendix m n dmax] (get RUNS name))
            (print f"  run: Appendix {(.upper appendix)}, sta[P;{m};{n};{dmax}]")))
      (print "Appendix A (no figure)"))
  (setv failures 0)
  (for [c claims]
    (setv [ok computed] (check c))
    (unless ok (+= failures 1))
    (print f"  {(get MARKS ok)} [{(get c "where")}] {(get c "says")}")
    (print f"      computed: {computed}"))
  (print)
  failures)

(defn replay []
  "Print the whole report; the number of claims not reproduced."
  (print "Slagle (1963), Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure:")
  (print "what the paper states (✓ reproduced, ✗ not), and what the transcription computes.")
  (print)
  (setv figures (sorted (sfor c CLAIMS (or (figure-of c) 0)))
        failures (sum (gfor f figures
                            (report-figure (or f None)
                                           (lfor c CLAIMS :if (= (or (figure-of c) 0) f) c)))))
  (print f"{(- (len CLAIMS) failures)} of {(len CLAIMS)} claims reproduced.")
  (print)
  (import slagle.worked)
  (+ failures (slagle.worked.replay)))

(defn add-arguments [p]
  "`slagle replay` takes no arguments."
  None)

(defn main [args]
  "Run `slagle replay`: exit status 0 exactly when everything is reproduced."
  (if (= (replay) 0) 0 1))
