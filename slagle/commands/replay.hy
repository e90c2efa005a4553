"`slagle replay`: reproduce the paper: every figure and Example line
(slagle.paper.replay), then the other sources' worked examples
(slagle.paper.worked).  As the report a reader reads (the default), one line
a figure (--summary), one JSON object (--json), or JUnit XML for a CI
system (--junit FILE); --figure N for one figure's claims."

(import json
        os
        sys
        tempfile
        xml.etree.ElementTree :as ET
        slagle.errors [Refusal]
        slagle.paper.claims [TITLES]
        slagle.paper.replay :as paper
        slagle.paper.worked :as worked)

(setv EXAMPLES "
examples:
  slagle replay                      the whole report, figure by figure
  slagle replay --figure 6           Fig. 6's claims alone
  slagle replay --summary            one line a figure, and the count
  slagle replay --json | jq '.claims[] | select(.reproduced | not)'
  slagle replay --junit replay.xml   JUnit XML for a CI system, and the report")

(defn add-arguments [p]
  "The arguments of `slagle replay`."
  (.add-argument p "--figure" :metavar "N" :default None
                 :help (+ "only this figure's claims: 1-6 (fig6, 6), A for Appendix A's examples,"
                          f" or a worked example of the other sources ({(.join ", " worked.EXAMPLES)})"))
  (setv form (.add-mutually-exclusive-group p))
  (.add-argument form "--summary" :action "store_true" :help "one line a figure: claims reproduced of claims")
  (.add-argument form "--json" :action "store_true"
                 :help "one JSON object: every claim (source, figure, where, says, mark, reproduced, computed) and the counts")
  (.add-argument p "--junit" :metavar "FILE" :default None
                 :help "also write the claims as JUnit XML to FILE (a test case a claim, a test suite a figure), for CI systems"))

(defn figure-wanted [given]
  "The figure --figure names, as the outcomes' \"figure\" holds it: 1-6, None
  for Appendix A, a worked example's name; refused if there is no such figure."
  (setv text (.lower (.strip given)))
  (for [prefix ["fig." "fig"]]
    (when (.startswith text prefix) (setv text (.strip (cut text (len prefix) None)))))
  (cond (and (.isdigit text) (in (int text) TITLES)) (int text)
        (in text ["a" "appendix-a"]) None
        (in text worked.EXAMPLES) text
        True (raise (Refusal (+ f"--figure {given}: no such figure; the report's are 1-6 (and A for Appendix A),"
                                f" the other sources' {(.join ", " worked.EXAMPLES)}")))))

(defn all-outcomes []
  "Every claim checked: the report's, figure by figure as the report prints
  them (Appendix A's first), then the worked examples'."
  [#* (sorted (paper.outcomes) :key (fn [o] (or (get o "figure") 0))) #* (worked.outcomes)])

(defn groups [outcomes]
  "The outcomes by figure, in order: [group name, its outcomes]."
  (setv out {})
  (for [o outcomes]
    (.append (.setdefault out (get o "group") []) o))
  (list (.items out)))

(defn summary-lines [outcomes]
  "One line a figure and the count of all."
  [#* (gfor [name os] (groups outcomes)
            :setv failed (sum (gfor o os (not (get o "reproduced"))))
            f"{(if failed "✗" "✓")} {(- (len os) failed)} of {(len os)}  {name}")
   (count-line outcomes)])

(defn count-line [outcomes]
  "How many claims were reproduced, of how many."
  (setv reproduced (sum (gfor o outcomes (get o "reproduced")))
        by-final (sum (gfor o outcomes (= (get o "mark") "✓*"))))
  (+ f"{reproduced} of {(len outcomes)} claims reproduced"
     (if by-final f" ({by-final} ✓* by the tree game's final)." ".")))

(defn junit-xml [outcomes]
  "The outcomes as JUnit XML: a test suite a figure, a test case a claim, a
  failure where it is not reproduced (its message what was computed)."
  (setv root (ET.Element "testsuites" :name "slagle replay"
                         :tests (str (len outcomes))
                         :failures (str (sum (gfor o outcomes (not (get o "reproduced")))))))
  (for [[name os] (groups outcomes)]
    (setv suite (ET.SubElement root "testsuite" :name name :tests (str (len os))
                               :failures (str (sum (gfor o os (not (get o "reproduced")))))))
    (for [o os]
      (setv case (ET.SubElement suite "testcase" :classname name :name f"[{(get o "where")}] {(get o "says")}"))
      (if (get o "reproduced")
          (setv (. (ET.SubElement case "system-out") text) f"{(get o "mark")} computed: {(get o "computed")}")
          (setv (. (ET.SubElement case "failure") text) f"computed: {(get o "computed")}"
                (get (. (get case -1) attrib) "message") "not reproduced"))))
  (ET.indent root)
  (+ "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" (ET.tostring root :encoding "unicode") "\n"))

(defn write-atomically [path text]
  "Write text to path through a temporary file beside it, renamed over it at the end."
  (setv folder (or (os.path.dirname path) ".")
        [fd temporary] (tempfile.mkstemp :dir folder :prefix ".slagle-" :suffix ".tmp"))
  (try
    (with [f (os.fdopen fd "w" :encoding "utf-8")]
      (.write f text))
    (os.replace temporary path)
    (except [BaseException]
      (when (os.path.exists temporary) (os.unlink temporary))
      (raise))))

(defn main [args]
  "Run `slagle replay`: exit status 0 exactly when every claim asked for is reproduced."
  (setv wanted (if (is args.figure None) "all" (figure-wanted args.figure)))
  (when (and (not args.json) (not args.summary) (= wanted "all") (is args.junit None))
    ;; The report as a reader reads it, printed as each figure is checked.
    (return (if (= (+ (paper.replay) (worked.replay)) 0) 0 1)))
  (setv outcomes (lfor o (all-outcomes) :if (or (= wanted "all") (= (get o "figure") wanted)) o))
  (when args.junit
    (try
      (write-atomically args.junit (junit-xml outcomes))
      (except [e OSError]
        (raise (Refusal f"{args.junit}: cannot write the JUnit XML: {e.strerror}")))))
  (cond args.json
          (print (json.dumps {"claims" outcomes
                              "reproduced" (sum (gfor o outcomes (get o "reproduced")))
                              "claims_checked" (len outcomes)}
                             :ensure-ascii False :indent 1))
        args.summary (for [line (summary-lines outcomes)] (print line))
        True (do (for [[name os] (groups outcomes)]
                   (print name)
                   (for [o os]
                     (print f"  {(get o "mark")} [{(get o "where")}] {(get o "says")}")
                     (print f"      computed: {(get o "computed")}"))
                   (print))
                 (print (count-line outcomes))))
  (if (all (gfor o outcomes (get o "reproduced"))) 0 1))
