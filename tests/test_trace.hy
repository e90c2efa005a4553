"TRACE, as LISP 1.5 had it: calls and returns printed, indented by depth, with
the free variables' bindings; definitions and bindings restored on every exit;
and, on the appendices, the cutoffs marked with the positions never looked at."

(require lisp.forms [defun])
(import io
        json
        sys
        pytest
        lisp
        lisp [LispError NIL T intern zerop car binding bound?]
        lisp.trace [tracing trace untrace redefining]
        appendix-c.programs :as c
        test-cli [slagle]
        slagle.paper.figures [load-figure]
        slagle.paper.claims [CLAIMS RUNS]
        slagle.core.search [search])

(setv HERE (get sys.modules __name__))

(defun countdown [n]
  "A function that calls itself: countdown[n] = 0 after n calls."
  (cond [(zerop n) 0]
        [T (countdown (- n 1))]))

(defun plus-alpha [n]
  "A function with the free variable alpha."
  (+ n alpha))

(defun car-of [x]
  "car[x], to fail on an atom."
  (car x))

(defn traced-lines [thunk names]
  "The lines that tracing the functions `names` of this module prints while thunk runs."
  (setv out (io.StringIO))
  (with [_ (tracing HERE names :out out)]
    (thunk))
  (.splitlines (.getvalue out)))

;; A table in the manner of the LISP 1.5 manual: what is run, what TRACE prints.
(setv TRACES
  [["recursion, indented by depth" (fn [] (countdown 2)) ["countdown"]
    ["(countdown 2)" "  (countdown 1)" "    (countdown 0)" "    countdown = 0" "  countdown = 0" "countdown = 0"]]
   ["a free variable's binding at the call" (fn [] (with [(binding {"alpha" 5})] (plus-alpha 1))) ["plus-alpha"]
    ["(plus-alpha 1)   ; alpha = 5" "plus-alpha = 6"]]
   ["a list argument in S-expression notation" (fn [] (car-of (lisp.read "(A . B)"))) ["car-of"]
    ["(car-of (A . B))" "car-of = A"]]])

(defn [(pytest.mark.parametrize #("thunk" "names" "expected") (lfor [_ #* row] TRACES row)
                                :ids (lfor [what #* _] TRACES what))]
  test-trace-prints [thunk names expected]
  (assert (= (traced-lines thunk names) expected)))

(defn test-an-error-exit-is-traced-and-everything-restored []
  (setv out (io.StringIO)
        original car-of)
  (with [(pytest.raises LispError)]
    (with [_ (binding {"alpha" 1})
           _ (tracing HERE ["car-of" "plus-alpha"] :out out)]
      (plus-alpha (car-of T))))
  (assert (= (.splitlines (.getvalue out)) ["(car-of T)" "car-of exits by error CAR"]))
  (assert (is car-of original))
  (assert (not (bound? "alpha")))
  (assert (= (car-of (lisp.read "(A)")) (intern "A"))))

(defn test-trace-until-untrace []
  (setv out (io.StringIO)
        original countdown)
  (assert (= (trace HERE ["countdown"] :out out) ["countdown"]))
  (try
    (countdown 1)
    (assert (is-not countdown original))
    (finally
      (assert (= (untrace HERE ["countdown"]) ["countdown"]))))
  (assert (is countdown original))
  (countdown 1)
  (assert (= (len (.splitlines (.getvalue out))) 4))
  (assert (= (untrace HERE) [])))

(defn test-trace-names-only-functions []
  (with [e (pytest.raises LispError)]
    (trace HERE ["countdown" "no-such-function"]))
  (assert (= e.value.code "TRACE"))
  (assert (in "no-such-function is not a function of" (str e.value)))
  ;; Nothing was traced: the names are checked before any is.
  (assert (= (untrace HERE) []))
  (with [(pytest.raises LispError)]
    (with [_ (tracing HERE ["HERE"])] None)))

(defn test-one-name-alone-is-one-function []
  (setv out (io.StringIO))
  (assert (= (trace HERE "countdown" :out out) ["countdown"]))
  (try
    (countdown 0)
    (finally
      (untrace HERE "countdown")))
  (assert (= (.splitlines (.getvalue out)) ["(countdown 0)" "countdown = 0"])))

(defn figure-trace [figure]
  "The trace of a figure's top-level call (the paper's RUNS), as lines."
  (setv [_ appendix m n dmax] (get RUNS figure)
        out (io.StringIO))
  (search (load-figure (get RUNS figure 0)) appendix m n dmax :trace-out out)
  (.splitlines (.getvalue out)))

(defn return-line [lines call]
  "The line on which the call printed as `call` returns: the next line at its indentation."
  (setv i (.index (lfor l lines (.strip l)) call)
        indent (- (len (get lines i)) (len (.lstrip (get lines i)))))
  (next (gfor l (cut lines (+ i 1) None)
              :if (= (- (len l) (len (.lstrip l))) indent)
              (.strip l))))

(defn test-fig-6-trace-shows-minv-p233-with-alpha-5 []
  ;; Appendix C's Example minv[P233;15]=4, with alpha = 5 bound by maxvl3.
  (setv lines (figure-trace "Fig. 6"))
  (assert (= (return-line lines "(minv P233 15)   ; alpha = 5.0, dmax = 2") "minv = 4"))
  (assert (= (get lines 0) "(sta P 2 2 5)"))
  (assert (= (get lines -1) "sta = P1")))

(defn cutoffs [lines]
  "The positions each cutoff remark of the trace names as never looked at, a list a remark."
  (lfor l lines
        :if (in "cutoff: " l)
        (.split (get (.split (get (.split l "cutoff: ") 1) " never") 0))))

(setv CUTOFF-CLAIMS
  (lfor claim CLAIMS
        :if (and (in "unseen" claim) (.startswith (get claim "run") "Fig."))
        [(get claim "run") claim]))

(defn [(pytest.mark.parametrize #("figure" "claim") CUTOFF-CLAIMS :ids (lfor [f _] CUTOFF-CLAIMS f))]
  test-trace-marks-the-papers-cutoffs [figure claim]
  ;; The paper names the positions never looked at, successors of successors
  ;; included; one cutoff remark names those of them that the walk left.
  (setv unseen (get claim "unseen")
        left (lfor p unseen :if (not (any (gfor q unseen (and (!= p q) (.startswith p q))))) p))
  (assert (in left (cutoffs (figure-trace figure)))))

(defn test-appendix-b-has-no-cutoffs []
  (setv lines (figure-trace "Fig. 2"))
  (assert (= (cutoffs lines) []))
  (assert (= (get lines -1) "sta = P2")))

(defn test-no-cutoff-remarks-unless-every-walk-is-traced []
  ;; A walk that seems to stop may have gone on in an untraced minvl3.
  (setv out (io.StringIO))
  (search (load-figure 6) "c" 2 2 5 :trace-out out :trace-names ["minv" "minvl"])
  (assert (in "(minvl (P21 P22 P23 P24) ∞ (∞) 3)" (.getvalue out)))
  (assert (not-in "cutoff" (.getvalue out))))

(defn test-slagle-run-trace [capsys]
  ;; A figure named on the command line runs with the paper's call: Fig. 6, dmax 5.
  (setv [status out err] (slagle ["run" "fig6" "--trace"] capsys)
        lines (.splitlines out))
  (assert (= [status err] [0 ""]))
  (assert (= (get lines 0) "(sta P 2 2 5)"))
  (assert (in "    minvl = 4   ; alpha cutoff: P2332 P2333 never looked at" out))
  (assert (= (cut lines -3 None) ["sta = P1" "move: P1" "evaluated (9): P1 P21 P22 P231 P232 P2331 P234 P24 P31"])))

(defn test-slagle-run-trace-as-json [capsys]
  (setv [status out err] (slagle ["run" "fig6" "--json" "--trace-only" "minv,maxv"] capsys)
        result (json.loads out))
  (assert (= [status err] [0 ""]))
  (assert (= (get result "move") "P1"))
  (assert (= (get result "trace" 0) "(minv P1 ∞)   ; alpha = -∞, dmax = 4"))
  (assert (= (sfor l (get result "trace") (get (.split (.strip l) " ") 0)) #{"(minv" "minv" "(maxv" "maxv"})))

(defn [(pytest.mark.parametrize "names" ["" ",,," " "])] test-slagle-run-trace-only-of-nothing [names capsys]
  (setv [status out err] (slagle ["run" "fig6" "--trace-only" names] capsys))
  (assert (= [status out] [1 ""]))
  (assert (.startswith err "slagle: error: TRACE: --trace-only names no function; Appendix C's: sta sta4 ")))

(defn test-slagle-run-trace-only-names-functions-of-the-appendix [capsys]
  (setv [status out err] (slagle ["run" "fig6" "--appendix" "b" "--trace-only" "minv,minvl3"] capsys))
  (assert (= status 1))
  (assert (= out ""))
  (assert (.startswith err "slagle: error: TRACE: Appendix B has no function minvl3; its functions: sta "))
  (assert (= (len (.splitlines err)) 1)))
