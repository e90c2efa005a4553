"`slagle draw`: what a search did at each position, drawn in the terminal and
as SVG; the paper's Fig. 6 first, then the other marks, large trees and errors."

(import re
        pytest
        xml.etree.ElementTree :as ET
        appendix-c.programs :as c
        slagle.cli [parser]
        helpers [slagle]
        slagle.paper.figures [load-figure figure-path tree-source]
        slagle.core.picture [number-text value-text]
        slagle.core.picture [look]
        slagle.pictures.svg [svg-text]
        slagle.core.search [search]
        slagle.core.trees [parse-tree])

(setv SVG "{http://www.w3.org/2000/svg}")

(defn draw [argv capsys]
  "Run `slagle draw argv`: the exit status, standard output and standard error."
  (slagle ["draw" #* argv] capsys))

(defn line-of [text name]
  "The line of a terminal drawing that draws the position `name`."
  (setv found (lfor line (.splitlines text)
                    :if (.search (re.compile (+ r"(^|[\s─━])" (re.escape name) r"\s")) line)
                    line))
  (assert (= (len found) 1) [name found])
  (get found 0))

(defn write-tree [tmp-path text [name "t.tree"]]
  "A tree file in tmp-path holding text; its path as a string."
  (setv path (/ tmp-path name))
  (.write-text path text :encoding "utf-8")
  (str path))


;; What the search did at each position of Fig. 6 (sta[P;2;2;5]=P1).

(setv FIG-6-MARKS
      ;; position  side  status  value the search came to
      [["P1" "min" "value" 10]
       ["P2" "min" "backed-up" 9]         ; minvl[(P21,P22,P23,P24);∞;(∞);3]=9
       ["P23" "max" "backed-up" 11]       ; maxv[P23;10]=11
       ["P233" "min" "at-most" 4]         ; minv[P233;15]=4, cut off by alpha = 5
       ["P2331" "max" "value" 4]
       ["P2332" "max" "cut-off" None]     ; Fig. 5: never looked at
       ["P2333" "max" "cut-off" None]
       ["P234" "min" "value" 7]
       ["P24" "max" "value" 14]
       ["P3" "min" "at-most" 3]           ; a highest level cutoff at P31
       ["P32" "max" "cut-off" None]])

(defn fig-6 []
  "The search of Fig. 6, marked."
  (look (load-figure 6) "c" 2 2 5))

(defn [(pytest.mark.parametrize #("name" "kind" "status" "value") FIG-6-MARKS)]
  test-fig-6-marks [name kind status value]
  (setv mark (get (. (fig-6) marks) name))
  (assert (= #(mark.kind mark.status mark.value) #(kind status value))))

(defn test-fig-6-move-and-positions-valued-are-the-runs []
  ;; The move is sta's, and the positions marked "value" are those whose
  ;; value the search took (slagle run's record), so watching changes nothing.
  (setv seen (fig-6)
        run (search (load-figure 6) "c" 2 2 5))
  (assert (= seen.move (get run "move") "P1"))
  (assert (= (sorted (gfor m (.values seen.marks) :if (= m.status "value") m.node.name))
             (sorted (get run "evaluated")))))

(defn test-watching-is-undone []
  ;; After a drawing, the appendix's minv and maxv are its own again.
  (setv before #(c.minv c.maxv c.bua c.bub))
  (fig-6)
  (assert (= #(c.minv c.maxv c.bua c.bub) before)))

(defn test-fig-6-in-the-terminal [capsys]
  (setv [status out err] (draw ["fig6" "--dmax" "5"] capsys))
  (assert (= status 0) err)
  (assert (in "Fig. 6 — Appendix C, 2&2 alpha beta, dmax 5: move P1" out))
  (assert (in "◀ move" (line-of out "P1")))
  (assert (= (sum (gfor line (.splitlines out) (in "◀ move" line))) 1))
  (for [name ["P2332" "P2333" "P32"]]
    (assert (in "cut off" (line-of out name)) name))
  (assert (not-in "cut off" (line-of out "P2331")))
  (assert (.search (re.compile r"\s11\s+backed up") (line-of out "P23")))
  (assert (.search (re.compile r"\s9\s+backed up") (line-of out "P2")))
  (assert (in "≤4" (line-of out "P233")))
  ;; The paper's horizontal line: heavy edges from each min-position to its
  ;; successors, light ones from a max-position.
  (for [name ["P21" "P22" "P23" "P24" "P2331" "P2332" "P2333" "P31" "P32"]]
    (assert (.search (re.compile (+ r"[┣┗]━━ " name r"\s")) out) name))
  (for [name ["P1" "P2" "P3" "P231" "P232" "P233" "P234"]]
    (assert (.search (re.compile (+ r"[├└]── " name r"\s")) out) name))
  (assert (in "the paper's horizontal line" out)))

(defn svg-of [path]
  "The parsed SVG file at path: its root element."
  (.getroot (ET.parse path)))

(defn texts [root]
  "All the text an SVG shows."
  (lfor e (.iter root f"{SVG}text") e.text))

(defn box-of [root name]
  "The box of a position in an SVG: the rect whose tooltip names it."
  (setv found (lfor r (.iter root f"{SVG}rect")
                    :setv t (.find r f"{SVG}title")
                    :if (and (is-not t None) (.startswith t.text f"{name}:"))
                    r))
  (assert (= (len found) 1) name)
  (get found 0))

(defn test-fig-6-as-svg [capsys tmp-path]
  (setv out-path (str (/ tmp-path "fig6.svg"))
        [status out err] (draw ["6" "--svg" out-path] capsys))
  (assert (= status 0) err)
  (assert (in "fig6.svg" out))
  (setv root (svg-of out-path)
        shown (texts root))
  (assert (in "Fig. 6 — Appendix C, 2&2 alpha beta, dmax 5: move P1" shown))
  (for [label ["P" "P1" "P2" "P23" "P2331" "P2332" "P2333" "11" "9" "≤4" "≤3" "◀ move" "move P1"]]
    (assert (in label shown) label))
  (for [name ["P2332" "P2333" "P32"]]
    (setv r (box-of root name))
    (assert (in "cut-off" (.get r "class")) name)
    (assert (.get r "stroke-dasharray") name))
  (for [name ["P2331" "P23" "P2"]]
    (assert (is (.get (box-of root name) "stroke-dasharray") None) name))
  (assert (in "the chosen move" (. (.find (box-of root "P1") f"{SVG}title") text)))
  ;; One bar under each min-position with successors: P2, P3, P233.
  (assert (= (len (lfor e (.iter root) :if (= (.get e "class") "bar") e)) 3)))

(defn test-svg-escapes-names [tmp-path]
  (setv seen (look (parse-tree "(A&B (<C> 1) (D>E 2))") "c" 2 2 None)
        root (ET.fromstring (.encode (svg-text seen "a & b < c") "utf-8")))
  (for [label ["A&B" "<C>" "D>E" "a & b < c"]]
    (assert (in label (texts root)) label)))


;; The other marks: bounds from beta, positions below where the search stopped,
;; Appendix B and the figures' own calls.

(defn test-a-beta-cutoff-is-a-lower-bound [capsys]
  ;; Fig. 4: v231 = 16 cuts off P232, P233 and P234 at beta = 15.
  (setv [status out err] (draw ["fig4"] capsys))
  (assert (= status 0) err)
  (assert (in "≥16" (line-of out "P23")))
  (for [name ["P232" "P233" "P234" "P2321"]]
    (assert (in "cut off" (line-of out name)) name)))

(defn test-a-bound-when-the-last-successor-cuts-off []
  ;; B's walk reaches its last successor, whose value cuts off: still a bound.
  (setv seen (look (parse-tree "(P (A (A1 10)) (B (B1 12) (B2 3)))") "c" 2 2 None)
        b (get seen.marks "B"))
  (assert (= #(b.status (value-text b)) #("at-most" "≤3")))
  (assert (. (get seen.marks "B2") looked-at)))

(setv STOPPED-TREE "(P (A 3 (A1 5 (A11 1) (A12 9)) (A2 4)) (B 6 (B1 7 (B11 2))))")

(defn test-positions-below-the-search-are-not-searched [capsys tmp-path]
  (setv seen (look (parse-tree STOPPED-TREE) "c" 2 2 2)
        statuses (dfor [name mark] (.items seen.marks) name mark.status))
  (assert (= statuses {"P" "root" "A" "backed-up" "B" "backed-up"
                       "A1" "value" "A2" "value" "B1" "value"
                       "A11" "not-searched" "A12" "not-searched" "B11" "not-searched"}))
  (setv [status out err] (draw [(write-tree tmp-path STOPPED-TREE) "--dmax" "2"] capsys))
  (assert (= status 0) err)
  (assert (in "not searched" (line-of out "A11")))
  (assert (in "static value unused" (line-of out "A"))))

(defn test-appendix-b-looks-at-everything [capsys]
  ;; Fig. 2, sta[P;2;2;4]=P2: v233 = 13, v23 = 17, v2 = 11; no cutoffs.
  (setv [status out err] (draw ["fig2"] capsys))
  (assert (= status 0) err)
  (assert (in "Appendix B, 2&2 minimaxing, dmax 4: move P2" out))
  (for [[name value] [["P233" "13"] ["P23" "17"] ["P2" "11"]]]
    (assert (.search (re.compile (+ r"\s" value r"\s+backed up")) (line-of out name)) name))
  (assert (not-in "cut off" out)))

(setv FIGURE-CALLS
      ;; argv  the call drawn
      [[["fig1"] "Fig. 1 — Appendix B, 1&1 minimaxing, dmax 2: move P1"]
       [["Fig. 3"] "Fig. 3 — Appendix C, 2&2 alpha beta, dmax 3: move P3"]
       [["6"] "Fig. 6 — Appendix C, 2&2 alpha beta, dmax 5: move P1"]
       [["fig6" "--dmax" "4"] "Fig. 6 — Appendix C, 2&2 alpha beta, dmax 4: move P1"]
       [["fig2" "--appendix" "c"] "Fig. 2 — Appendix C, 2&2 alpha beta, dmax 4: move P2"]])

(defn [(pytest.mark.parametrize #("argv" "heading") FIGURE-CALLS)]
  test-a-figure-is-drawn-with-the-papers-call [argv heading capsys]
  (setv [status out err] (draw argv capsys))
  (assert (= status 0) err)
  (assert (= (get (.splitlines out) 0) heading)))

(defn test-a-file-named-like-a-figure-is-a-file [tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (write-tree tmp-path "(Q (Q1 1))" "6")
  (assert (= (get (tree-source "6") 1) None))
  (assert (= (get (tree-source "fig6") 0) (figure-path 6))))

(defn test-a-tip-has-no-move [capsys tmp-path]
  (setv [status out err] (draw [(write-tree tmp-path "(P 5)")] capsys))
  (assert (= status 0) err)
  (assert (in "move NOSUCC" out)))

(setv NUMBERS [[9 "9"] [-3 "-3"] [11.0 "11"] [0.875 "0.875"] [4.74213 "4.742"]
               [-0.0001 "0"] [(float "inf") "∞"] [(float "-inf") "-∞"]])

(defn [(pytest.mark.parametrize #("x" "text") NUMBERS)]
  test-number-text [x text]
  (assert (= (number-text x) text)))


;; Large trees: no recursion on depth, bounded lines.

(defn test-a-2000-deep-chain [capsys tmp-path]
  (setv depth 2000
        path (write-tree tmp-path (+ (.join "" (gfor i (range depth) f"(C{i} ")) "(T 5)" (* ")" depth)))
        [status out err] (draw [path] capsys))
  (assert (= status 0) err)
  (assert (.search (re.compile r"\s5\s+5$") (line-of out "T")))
  ;; The oldest ancestors' guides are left off, and the lines stay short.
  (assert (in "⋯" (line-of out "T")))
  (assert (< (max (map len (.splitlines out))) 250))
  (setv svg-path (str (/ tmp-path "deep.svg"))
        [status out err] (draw [path "--svg" svg-path] capsys))
  (assert (= status 0) err)
  (assert (in "T" (texts (svg-of svg-path)))))

(defn test-a-3000-wide-position [capsys tmp-path]
  (setv path (write-tree tmp-path (+ "(R " (.join " " (gfor i (range 3000) f"(A{i} {(% i 17)})")) ")"))
        [status out err] (draw [path] capsys))
  (assert (= status 0) err)
  ;; sta1 takes a later successor of equal value (alpha ≤ u): the last 16.
  (assert (in "◀ move" (line-of out "A2991")))
  (assert (not-in "◀ move" (line-of out "A16")))
  (setv svg-path (str (/ tmp-path "wide.svg"))
        [status out err] (draw [path "--svg" svg-path] capsys))
  (assert (= status 0) err)
  (assert (= (len (lfor e (.iter (svg-of svg-path) f"{SVG}rect") :if (.get e "class") e)) 3001)))


;; Errors: one line, non-zero, no traceback.

(setv ERRORS
      ;; argv (TREE stands for a tree file of `tree`)  tree  what the message says
      [[["missing.tree"] None "No such file"]
       [["fig9"] None "no figure 9"]
       [["TREE"] "(P (P1 1)" "unbalanced"]
       [["TREE"] "(P (P1))" "has no value"]
       [["fig6" "-m" "1"] None "Appendix C is for m = 2, 3"]
       [["fig2" "-n" "0"] None "Appendix B is for n = 1, 2"]
       [["fig2" "-x" "2"] None "-x sets Appendix C's backing-up functions"]
       [["fig6" "--dmax" "-1"] None "dmax must be 1 or more"]
       [["fig6" "--dmax" "3"] None "P233, which has no value in the tree"]
       [["fig6" "--svg" "NODIR/out.svg"] None "NODIR/out.svg: No such file or directory"]
       [["fig6" "--svg" ""] None "--svg needs the name of the file to write"]
       [["fig6" "--svg" "full.svg"] None "full.svg: No space left on device"]
       [["fig6" "--svg" "fig6.png"] None "--svg writes SVG, so the file's name must end in .svg, not fig6.png"]])

(defn [(pytest.mark.parametrize #("argv" "tree" "says") ERRORS)]
  test-errors [argv tree says capsys tmp-path monkeypatch]
  (monkeypatch.chdir tmp-path)
  (.symlink-to (/ tmp-path "full.svg") "/dev/full")   ; a file that cannot be written
  (setv argv (lfor a argv (if (= a "TREE") (write-tree tmp-path tree) a))
        [status out err] (draw argv capsys))
  (assert (= status 1))
  (assert (= (len (.splitlines err)) 1) err)
  (assert (.startswith err "slagle: error: ") err)
  (assert (in says err) err)
  (assert (not-in "Traceback" err)))

(defn test-bad-arguments-are-argparse-errors [capsys]
  (for [argv [["fig6" "--appendix" "z"] ["fig6" "-m" "two"] []]]
    (with [e (pytest.raises SystemExit)]
      (.parse-args (parser ["draw"]) ["draw" #* argv]))
    (assert (= e.value.code 2))
    (assert (= (len (.splitlines (. (.readouterr capsys) err))) 1))))

(defn test-a-position-with-100000-successors-is-drawn []
  ;; The walks down a list recurse once a successor, and a recorded run takes
  ;; three frames a call: within slagle.core.runtime's recursion limit, not G2.
  (setv root (parse-tree (+ "(R " (.join " " (gfor i (range 100000) f"(A{i} {(% i 97)})")) ")"))
        seen (look root "c" 2 2))
  (assert (= (len seen.marks) 100001))
  (assert (= seen.move "A99909"))
  (assert (all (gfor m (.values seen.marks) (in m.status #{"root" "value"})))))
