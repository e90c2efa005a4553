"The reproduction report (`slagle replay`).  For each figure and each Example
line: what the paper states, what the transcription computes, and whether it
is reproduced; and which of each figure's tree values the paper states, which
follow from its Example lines, and which were chosen for the reconstruction.
Then the other sources' worked examples (slagle.paper.worked), the same way."

(eval-when-compile (require lisp.macros [unless]))
(import re
        functools [cache]
        lisp [show equal NIL read]
        appendix-a.programs :as appendix-a
        slagle.core.search [appendix-module recorded-run]
        slagle.paper.figures [load-figure figure-path]
        slagle.paper.claims [CLAIMS RUNS TITLES parse-call])

(setv ;; A claim that holds only because the tree game's final (a tip, or
      ;; zerop[dmax]) stands in for the paper's final[...]=zerop[dmax].
      BY-THE-GAMES-FINAL "by the game's final"
      MARKS {True "✓" False "✗" BY-THE-GAMES-FINAL "✓*"})

(defn [cache] run-of [run-name]
  "The recorded top-level call a figure's claims are checked in."
  (setv [figure appendix m n dmax] (get RUNS run-name))
  (recorded-run (load-figure figure) appendix m n dmax))

(defn same? [x y]
  "True if the S-expressions x and y are equal (numbers by value)."
  (is-not (equal x y) NIL))

(defn matching-calls [run name args [within None]]
  "The calls of `name` in the run whose leading arguments are `args` (made
  while the position named `within` was being valued, if given)."
  (lfor [c p] (zip run.calls (.valuing run))
        :if (and (= c.name name)
                 (>= (len c.args) (len args))
                 (all (gfor [x y] (zip args c.args) (same? x y)))
                 (or (is within None) (and p (= (show p) within))))
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
        within (.get claim "within")
        calls (matching-calls run name args within)
        good (lfor c calls
                   :if (and (or (is value None) (same? c.value value))
                            (all (gfor [k v] (.items wanted)
                                       (and (in k c.bindings) (same? (get c.bindings k) v)))))
                   c))
  (setv shown (or good calls)
        inside (if within f" inside the valuation of {within}" ""))
  #((bool good)
    (if shown
        (+ (.join "; " (gfor c (cut shown 3)
                             (+ (str c) (if wanted f" with {(show-bindings c.bindings)}" ""))))
           inside)
        f"no call {name}[{(.join ";" (map show args))}...] happened{inside}")))

(defn check-final [claim run]
  "A call of final the paper gives as T (check-call), and whether the
  paper's own final, zerop[dmax], would give T there too: if not, the claim
  holds only by the tree game's final (T at a tip), the standing of a ✓*."
  (setv [ok computed] (check-call claim run))
  (unless ok
    (return #(ok computed)))
  (setv [name args _] (parse-call (get claim "call"))
        [appendix] (cut (get RUNS (get claim "run")) 1 2)
        call (get (matching-calls run name args) 0)
        papers ((. (appendix-module appendix) final) #* call.args))
  (if (same? papers (get (parse-call (get claim "call")) 2))
      #(True computed)
      #(BY-THE-GAMES-FINAL
        (+ computed f", by the tree game's final ({(show (get call.args 0))} is a tip);"
           f" the paper's final[...]=zerop[dmax] gives {(show papers)} here (dmax = {(show (get call.args -1))})"))))

(defn check-backs-up [claim run]
  "The first backings up of the run: each position, with its successors'
  values in the order the walk obtained them."
  (setv wanted (get claim "backings")
        done (lfor [p values] (cut (.backings run) (len wanted))
                   [(show p) (lfor v values (show v))]))
  #((= done (lfor [p values] wanted [p (lfor v values (show v))]))
    (.join "; next " (gfor [p values] done f"backed up {(.join ", " values)} to obtain v of {p}"))))

(defn check-computes [claim run]
  "A value the paper computes from values of the run (the calls :given, which
  must happen), with the appendix's function as the run has it."
  (setv given (lfor g (get claim "given") (check-call {"call" g} run))
        [name args value] (parse-call (get claim "computes"))
        [appendix] (cut (get RUNS (get claim "run")) 1 2)
        result ((getattr (appendix-module appendix) (hy.mangle name)) #* args))
  #((and (same? result value) (all (gfor [ok _] given ok)))
    (+ f"{name}[{(.join ";" (map show args))}]={(show result)}, from the run: "
       (.join "; " (gfor [_ computed] given computed)))))

(defn appendix-runs [claim]
  "The runs a Section 7 claim compares, by appendix: the figure's own and the other appendix's."
  (dfor name [(get claim "run") (get claim "against")]
        (get RUNS name 1) (run-of name)))

(defn check-same-move [claim]
  "Section 7's equivalence on one figure: both appendices choose the same move."
  (setv runs (appendix-runs claim)
        [b c] (gfor k "bc" (show (. (get runs k) move))))
  #((= b c) f"m&n minimaxing (Appendix B) moves to {b}, m&n alpha beta (Appendix C) to {c}"))

(defn check-more-tree [claim]
  "Section 7's efficiency on one figure: Appendix B evaluates more positions than C."
  (setv runs (appendix-runs claim)
        [b c] (gfor k "bc" (len (. (get runs k) evaluated))))
  #((> b c) f"positions evaluated: {b} by m&n minimaxing (Appendix B), {c} by m&n alpha beta (Appendix C)"))

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
          (cond (= (.get claim "compare") "move") (check-same-move claim)
                (= (.get claim "compare") "evaluated") (check-more-tree claim)
                (.get claim "final") (check-final claim run)
                (in "call" claim) (check-call claim run)
                (in "backings" claim) (check-backs-up claim run)
                (in "computes" claim) (check-computes claim run)
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
          (for [name (sorted (sfor c claims
                                   name [(get c "run") (.get c "against")]
                                   :if name
                                   name)
                             :key (fn [name] (list (.keys RUNS)) (.index (list (.keys RUNS)) name)))]
            (setv [_ appendix m n dmax] (get RUNS name))
            (print (+ f"  run: Appendix {(.upper appendix)}, sta[P;{m};{n};{dmax}]"
                      (if (in name (sfor c claims (.get c "against"))) " (for Section 7's comparison)" "")))))
      (print "Appendix A (no figure)"))
  (setv failures 0 by-final 0)
  (for [c claims]
    (setv [ok computed] (check c))
    (unless ok (+= failures 1))
    (when (= ok BY-THE-GAMES-FINAL) (+= by-final 1))
    (print f"  {(get MARKS ok)} [{(get c "where")}] {(get c "says")}")
    (print f"      computed: {computed}"))
  (print)
  #(failures by-final))

(defn replay []
  "Print the report's claims, figure by figure; the number not reproduced."
  (print "Slagle (1963), Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure:")
  (print "what the paper states (✓ reproduced, ✗ not), and what the transcription computes.")
  (print "✓*: reproduced only because the tree game's final (T at a tip) stands in for the paper's zerop[dmax].")
  (print)
  (setv figures (sorted (sfor c CLAIMS (or (figure-of c) 0)))
        counts (lfor f figures
                     (report-figure (or f None)
                                    (lfor c CLAIMS :if (= (or (figure-of c) 0) f) c)))
        failures (sum (gfor [k _] counts k))
        by-final (sum (gfor [_ k] counts k)))
  (print (+ f"{(- (len CLAIMS) failures)} of {(len CLAIMS)} claims reproduced"
            (if by-final f" ({by-final} ✓* by the tree game's final)." ".")))
  (print)
  failures)

(defn outcomes []
  "Every claim of the report checked, as plain data: the figure (None for
  Appendix A's lone examples), where the paper says it, what it says, its
  mark (✓, ✗ or ✓*) and what the transcription computed."
  (lfor c CLAIMS
        :setv [ok computed] (check c)
        {"source" "Slagle 1963"
         "figure" (figure-of c)
         "group" (if (figure-of c) f"Fig. {(figure-of c)}. {(get TITLES (figure-of c))}" "Appendix A (no figure)")
         "where" (get c "where")  "says" (get c "says")
         "mark" (get MARKS ok)  "reproduced" (bool ok)  "computed" computed}))
