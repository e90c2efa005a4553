"Tests of `slagle bench`, the uniform trees it runs on and the plain-Python
baseline it times the transcription against.  Nothing here is timed."

(import json
        math
        re
        pytest
        lisp [LispError NIL intern]
        slagle.core.generate [uniform-tree random-tree best-first minimax-values tip-count minimal-tree
                         write-tree levels DIGITS]
        slagle.core.trees [load-tree nodes tree-text TreeGame]
        slagle.paper.figures [load-figure]
        slagle.core.search [search]
        slagle.bench.baseline :as baseline
        slagle.bench.efficiency [measure-row interpretation count-tree]
        slagle.cli [main])


;; The table's arithmetic

(setv SHAPES
      ;; b  d  b^d      Knuth and Moore's minimal tree b^ceil(d/2) + b^floor(d/2) - 1
      [[2  0  1        1]
       [2  1  2        2]
       [2  2  4        3]
       [2  3  8        5]
       [3  3  27       11]
       [3  4  81       17]
       [8  5  32768    575]
       [10 6  1000000  1999]
       [9  5  59049    809]])

(defn test-full-and-minimal-tree-counts []
  (for [[b d tips minimal] SHAPES]
    (assert (= (tip-count b d) tips) #(b d))
    (assert (= (minimal-tree b d) minimal) #(b d))
    (assert (= (minimal-tree b d)
               (- (+ (** b (math.ceil (/ d 2))) (** b (math.floor (/ d 2)))) 1)))))


;; Uniform trees

(defn depths [root]
  "The depth of every tip of the tree."
  (setv out [] stack [#(root 0)])
  (while stack
    (setv [node depth] (.pop stack))
    (if node.children
        (.extend stack (gfor c node.children #(c (+ depth 1))))
        (.append out depth)))
  out)

(defn test-a-uniform-tree-has-b-to-the-d-tips-all-at-depth-d []
  (for [[b d] [[2 1] [2 4] [3 3] [5 2] [10 3] [12 2]]
        leaves ["random" "ordered"]]
    (setv root (uniform-tree b d leaves 7)
          all-nodes (nodes root))
    (assert (= (depths root) (* [d] (** b d))))
    (assert (all (gfor n all-nodes (in (len n.children) #{0 b}))))
    (assert (= (len (set (gfor n all-nodes n.name))) (len all-nodes)) "names are unique")
    (assert (all (gfor n all-nodes :if n.children (is n.value None))))
    (assert (all (gfor n all-nodes :if (not n.children) (and (isinstance n.value int) (<= 0 n.value 99)))))))

(defn test-names-are-the-figures-and-go-on-in-letters []
  (setv root (uniform-tree 12 1))
  (assert (= (lfor c root.children c.name)
             ["P1" "P2" "P3" "P4" "P5" "P6" "P7" "P8" "P9" "PA" "PB" "PC"]))
  (assert (= (. (get (levels (uniform-tree 2 2)) 2 3) name) "P22"))
  (with [(pytest.raises ValueError)] (uniform-tree (+ (len DIGITS) 1) 2))
  (with [(pytest.raises ValueError)] (uniform-tree 3 -1))
  (with [(pytest.raises ValueError)] (uniform-tree 3 2 "sorted")))

(defn test-the-same-seed-gives-the-same-tree []
  (assert (= (tree-text (uniform-tree 4 3 "random" 5)) (tree-text (uniform-tree 4 3 "random" 5))))
  (assert (!= (tree-text (uniform-tree 4 3 "random" 5)) (tree-text (uniform-tree 4 3 "random" 6))))
  (setv tips (fn [root] (lfor n (nodes root) :if (not n.children) n.value)))
  (assert (= (tips (uniform-tree 3 3 "random" 2 -5 5)) (tips (uniform-tree 3 3 "random" 2 -5 5))))
  (assert (all (gfor v (tips (uniform-tree 3 3 "random" 2 -5 5)) (<= -5 v 5)))))

(defn test-ordered-leaves-put-the-best-move-first []
  (for [[b d seed] [[2 4 0] [3 3 1] [4 4 2] [6 2 3]]]
    (setv random (uniform-tree b d "random" seed)
          ordered (uniform-tree b d "ordered" seed)
          values (minimax-values ordered))
    ;; the same tips, in another order, and the same minimax value
    (assert (= (sorted (gfor n (nodes random) :if (not n.children) n.value))
               (sorted (gfor n (nodes ordered) :if (not n.children) n.value))))
    (assert (= (get (minimax-values random) "P") (get values "P")))
    (for [[depth level] (enumerate (levels ordered))
          node level
          :if node.children]
      (setv vs (lfor c node.children (get values c.name)))
      (assert (= vs (sorted vs :reverse (= (% depth 2) 0))) node.name)
      (assert (= (get vs 0) (get values node.name)) node.name))))

(defn alpha-beta [node maximizing alpha beta seen]
  "1&1 alpha beta on a Node tree (fail-soft), appending each tip looked at to seen."
  (when (not node.children)
    (.append seen node.name)
    (return node.value))
  (setv best (if maximizing (- math.inf) math.inf))
  (for [c node.children]
    (setv v (alpha-beta c (not maximizing) alpha beta seen))
    (if maximizing
        (setv best (max best v) alpha (max alpha best))
        (setv best (min best v) beta (min beta best)))
    (when (>= alpha beta) (break)))
  best)

(defn test-best-first-is-the-order-in-which-alpha-beta-looks-at-the-minimal-tree []
  ;; With tips from a range this wide, ties do not happen in these trees.
  (for [[b d] [[2 3] [3 4] [4 3] [5 4] [3 5]]]
    (setv seen [] ordered (uniform-tree b d "ordered" 1 0 1000000000))
    (alpha-beta ordered True (- math.inf) math.inf seen)
    (assert (= (len seen) (minimal-tree b d)) #(b d))
    (setv seen [])
    (alpha-beta (uniform-tree b d "random" 1 0 1000000000) True (- math.inf) math.inf seen)
    (assert (>= (len seen) (minimal-tree b d)) #(b d))))

(defn test-a-generated-tree-file-reads-back []
  (setv root (uniform-tree 3 3 "ordered" 4))
  (defn shape [n] [n.name n.value (lfor c n.children (shape c))])
  (import tempfile pathlib [Path])
  (with [folder (tempfile.TemporaryDirectory)]
    (setv path (write-tree root (/ (Path folder) "u.tree")))
    (assert (= (shape (load-tree path)) (shape root)))))


;; The rows of the table

(defn test-every-row-counts-what-it-must []
  (for [[b d] [[2 2] [2 5] [3 3] [4 2] [5 3]]]
    (setv row (measure-row b d 2 0 99 0 (fn [k] None)))
    (assert (= (get row "tips") (** b d)))
    (assert (= (get row "minimal") (minimal-tree b d)))
    (for [counts [#* (get row "random-each") (get row "ordered")]]
      ;; with dmax = d minimaxing takes the value of every tip, 1&1 and 2&2 alike
      (assert (= (get counts "1&1 B") (** b d)))
      (assert (= (get counts "2&2 B") (** b d)))
      (assert (<= 1 (get counts "2&2 C") (** b d))))
    (assert (= (get row "random" "2&2 C")
               (/ (sum (gfor c (get row "random-each") (get c "2&2 C"))) 2)))
    (assert (= (len (get row "agree")) (len (get row "worse")) 3))))

(defn test-the-searches-take-values-of-tips-only-and-each-once []
  (for [[b d leaves] [[3 3 "random"] [4 3 "ordered"] [2 5 "random"]]]
    (setv root (uniform-tree b d leaves 3)
          tips (lfor n (nodes root) :if (not n.children) n.name))
    (for [[appendix m] [["b" 1] ["b" 2] ["c" 2]]]
      (setv evaluated (get (search root appendix m m) "evaluated"))
      (assert (= (len evaluated) (len (set evaluated))))
      (assert (<= (set evaluated) (set tips)))
      (when (= appendix "b")
        (assert (= evaluated tips) "minimaxing takes every tip, left to right")))))

(defn test-a-tie-can-make-c-choose-a-worse-move-than-b []
  ;; 8^2, seed 2: P3 backs up 47 - 2^(3-(50-47)) = 46, P81 = 46 cuts off at alpha = 46,
  ;; and sta1's alpha <= u takes P8, whose 2&2 value is 20 - 2^(3-25).
  (setv counts (count-tree (uniform-tree 8 2 "random" 2) 2))
  (assert (= (get counts "2&2 B" 0) "P3"))
  (assert (= (get counts "2&2 C" 0) "P8"))
  (assert (get counts "worse"))
  (setv counts (count-tree (uniform-tree 3 3 "random" 1) 3))
  (assert (= (get counts "2&2 B" 0) (get counts "2&2 C" 0)))
  (assert (not (get counts "worse"))))


;; The interpretation is computed from the rows

(defn synthetic-row [b d c-random c-ordered]
  "A row in which minimaxing took every tip and C took c-random and c-ordered."
  (setv tips (** b d))
  {"b" b "d" d "tips" tips "minimal" (minimal-tree b d)
   "random" {"1&1 B" tips "2&2 B" tips "2&2 C" c-random "1&1 alpha beta" c-random}
   "random-each" [{"1&1 B" tips "2&2 B" tips "2&2 C" c-random "1&1 alpha beta" c-random}]
   "ordered" {"1&1 B" tips "2&2 B" tips "2&2 C" c-ordered "1&1 alpha beta" (minimal-tree b d)}
   "agree" [True True] "worse" [False False]})

(setv VERDICTS
      ;; C on random leaves, C on ordered leaves (of 3^4 = 81)  ->  words in the verdict
      [[40 10 "holds"]
       [60 30 "needs good move ordering"]
       [75 70 "not much more"]
       [81 81 "does not hold"]])

(defn test-the-verdict-follows-the-numbers []
  (for [[c-random c-ordered words] VERDICTS]
    (setv lines (interpretation [(synthetic-row 3 4 c-random c-ordered)])
          text (.join "\n" lines))
    (assert (in words (get lines -1)) #(c-random words))
    (assert (in f"{(round (/ 81 c-random) 1)} times as much tree" text))
    (assert (in "on all 2 trees" text))
    (assert (in "same move on 2 of 2 trees." text))))


;; The baseline is the same functions

(defn test-the-baseline-chooses-and-evaluates-as-the-transcription-does []
  (for [[b d leaves seed] [[2 3 "random" 0] [3 4 "random" 1] [4 3 "ordered" 2] [5 3 "random" 3]
                           [3 5 "ordered" 4] [8 2 "random" 2] [6 3 "random" 5]]
        [appendix m n] [["b" 1 1] ["b" 2 2] ["b" 1 2] ["b" 2 1] ["c" 2 2]]]
    (setv root (uniform-tree b d leaves seed))
    (assert (= (baseline.search root appendix m n) (search root appendix m n))
            #(b d leaves seed appendix m n))))

(defn test-the-baseline-agrees-on-the-papers-figures []
  (for [[figure appendix dmax move] [[2 "b" 4 "P2"] [6 "c" 5 "P1"]]]
    (setv root (load-figure figure)
          ours (baseline.search root appendix 2 2 dmax))
    (assert (= (get ours "move") move))
    (assert (= ours (search root appendix 2 2 dmax))))
  (for [figure [1 3 4 5 6] [appendix m] [["b" 1] ["b" 2] ["c" 2]]]
    (setv root (load-figure figure))
    (assert (= (baseline.search root appendix m m) (search root appendix m m)) #(figure appendix m))))

(defn test-the-baseline-binds-specially-and-errs-as-lisp-does []
  (with [e (pytest.raises LispError)] (baseline.b-minv (intern "P")))
  (assert (= e.value.code "A8"))
  (with [e (pytest.raises LispError)] (baseline.search (uniform-tree 2 2) "c" 1 2))
  (assert (= e.value.code "DOMAIN"))
  ;; every cell is restored after a search
  (baseline.search (uniform-tree 3 3) "c" 2 2)
  (import lisp.special [UNBOUND])
  (assert (all (gfor cell (.values baseline.CELL) (is cell.value UNBOUND))))
  (assert (not (hasattr baseline.value "__self__")) "no game left installed")
  (assert (= (baseline.final NIL 0) (baseline.final NIL 5 5 0))))


;; The command

(defn run-command [argv]
  "The exit status of `slagle ARGV`."
  (with [e (pytest.raises SystemExit)] (main argv))
  e.value.code)

(defn bench-json [argv capsys]
  "The tables `slagle bench ARGV --json` prints, each {title, columns, rows, notes}."
  (assert (= (run-command ["bench" #* argv "--json" "--quiet"]) 0))
  (get (json.loads (. (.readouterr capsys) out)) "tables"))

(defn test-slagle-bench-prints-the-table-and-what-it-shows [capsys]
  (assert (= (run-command ["bench" "--branching" "2" "3" "--depth" "2" "3" "--seeds" "2"]) 0))
  (setv out (. (.readouterr capsys) out))
  (assert (in "Random leaves (mean of 2):" out))
  (assert (in "Ordered best-first leaves:" out))
  (assert (in "What the numbers show:" out))
  (assert (in "on all 12 trees" (.join " " (.split out))))
  (setv [random ordered] (bench-json ["--branching" "2" "3" "--depth" "2" "3" "--seeds" "2"] capsys))
  ;; b d b^d KM, then 1&1 B and 2&2 B: every tip
  (for [[table [b d tips minimal]] (gfor table [random ordered] shape [[2 2 4 3] [2 3 8 5] [3 2 9 5] [3 3 27 11]] [table shape])]
    (setv [row] (lfor r (get table "rows") :if (= [(get r "b") (get r "d")] [b d]) r))
    (assert (= [(get row "b^d") (get row "KM min") (get row "1&1 B") (get row "2&2 B")] [tips minimal tips tips]) row))
  (for [row (get ordered "rows")]
    ;; 1&1 alpha beta on the best-first tree: at most Knuth and Moore's minimum (ties cut more)
    (assert (<= 1 (get row "1&1 alpha beta") (get row "KM min")) row)))

(defn test-slagle-bench-tables-fit-80-columns-and-wrap-by-columns [capsys monkeypatch]
  ;; Output that is no terminal is laid out in 80 columns; COLUMNS narrows it,
  ;; and a table too wide for it is cut into parts that each repeat b and d.
  (for [[columns widest] [[None 80] ["40" 40]]]
    (if columns (monkeypatch.setenv "COLUMNS" columns) (monkeypatch.delenv "COLUMNS" :raising False))
    (assert (= (run-command ["bench" "--depth" "2" "3" "--quiet"]) 0))
    (setv lines (.splitlines (. (.readouterr capsys) out)))
    (assert (<= (max (gfor l lines (len l))) widest) (max lines :key len))
    (assert (>= (max (gfor l lines (len l))) (- widest 10))))
  ;; at 40 columns the first table's row 2 2 is in two parts, b and d in each
  (assert (>= (len (lfor l lines :if (= (cut (.split l) 0 2) ["2" "2"]) l)) 4)))

(defn test-tables-text-keeps-every-cell []
  (import slagle.bench.tables [table text-lines])
  (setv t (table "a title long enough to be wrapped at twenty columns"
                 [["name" ""] ["a long column name" ".2f"] ["n" "d"] ["ratio of x" ".1f"]]
                 [["first" 1.234 12345 0.25] ["second" None 7 2.0]]
                 ["- a note that goes on past the width"])
        lines (text-lines t 20))
  (assert (<= (max (gfor l lines (len l))) 20) lines)
  (for [cell ["first" "1.23" "12345" "0.2" "second" "7" "2.0"]]
    (assert (any (gfor l lines (in cell (.split l)))) cell))
  (assert (in "  on past the width" lines) lines))

(defn test-bench-json-and-csv-give-the-same-rows [capsys]
  (import csv io)
  (setv argv ["--branching" "2" "--depth" "2" "3" "--seeds" "1"]
        tables (bench-json argv capsys))
  (assert (= (run-command ["bench" #* argv "--csv" "--quiet"]) 0))
  (setv out (. (.readouterr capsys) out)
        blocks (.split out "\n\n"))
  (assert (= (len blocks) (len tables) 2))
  (for [[block t] (zip blocks tables)]
    (setv [header #* rows] (list (csv.reader (io.StringIO block))))
    (assert (= header (get t "columns")))
    (assert (= (len rows) (len (get t "rows")) 2))
    (for [[row r] (zip rows (get t "rows"))]
      (assert (= (lfor c row (float c)) (lfor c header (float (get r c))))))))

(defn test-json-numbers-have-no-float-noise []
  (import slagle.core.plain [plain])
  (assert (= (plain -18.499999999999996) -18.5))
  (assert (= (plain (/ 1 3)) 0.333333333333333))
  (assert (= (plain [7 (float "inf") {"v" (- 0.1 0.30000000000000004)}]) [7 "∞" {"v" -0.2}]))
  (assert (is (plain True) True)))

(defn test-slagle-bench-rejects-bad-arguments-in-one-line [capsys]
  (for [argv [["bench" "--branching" "1"] ["bench" "--depth" "0"] ["bench" "--values" "9" "1"]
              ["bench" "--seeds" "0"] ["bench" "--speed" "--shape" "1" "3"] ["bench" "--max-tips" "3"]
              ;; two modes, or an option its mode does not use: refused, not ignored
              ["bench" "--insanity" "--load"] ["bench" "--startup" "--speed"] ["bench" "--shape" "3" "3"]
              ["bench" "--speed" "--large"] ["bench" "--dmax" "3"] ["bench" "--games" "--shape" "2" "2"]]]
    (assert (= (run-command argv) 1) argv)
    (setv err (. (.readouterr capsys) err))
    (assert (.startswith err "slagle: error: ") argv)
    (assert (= (len (.splitlines err)) 1) argv)
    (assert (not-in "Traceback" err))))

(defn test-slagle-bench-speed-prints-rates-and-ratios [capsys]
  (assert (= (run-command ["bench" "--speed" "--shape" "2" "3" "--repeat" "1"]) 0))
  (setv out (. (.readouterr capsys) out))
  (assert (in "Speed on a uniform 2^3 tree (8 tips" (.join " " (.split out))))
  (assert (<= (max (gfor l (.splitlines out) (len l))) 80))
  (assert (re.search r"(?m)^ +[0-9]+ +[0-9.]+ +[0-9.]+ +[0-9.]+$" out) out)   ; the interpreter's row
  (setv [speed interpreter] (bench-json ["--speed" "--shape" "2" "3" "--repeat" "1"] capsys)
        rows (dfor r (get speed "rows") (get r "what") r))
  (assert (= (list rows) ["sta, 2&2 B" "search, 2&2 B" "sta, 2&2 C" "search, 2&2 C" "sta, 1&1 B" "search, 1&1 B"
                          "slagle run (process), 2&2 B" "slagle run (process), 2&2 C"]))
  (for [[what row] (.items rows)]
    (assert (= (get row "evaluated") (if (in "C" what) (len (get (search (uniform-tree 2 3) "c" 2 2) "evaluated")) 8)))
    (assert (> (get row "Hy / base") 0)))
  ;; The interpreter's row: the deck's time over the transcription's, printed, not asserted.
  (setv [row] (get interpreter "rows"))
  (assert (= (get row "positions") (get rows "sta, 2&2 C" "evaluated")))
  (assert (> (get row "deck / transcription") 0)))

(defn test-slagle-bench-startup-prints-each-command-twice [capsys]
  (setv [t] (bench-json ["--startup" "--repeat" "1"] capsys))
  (assert (in "Start-up, median of 1 runs" (get t "title")))
  (assert (= (lfor r (get t "rows") (get r "command"))
             ["python -c pass" "python -c 'import hy'" "slagle --help" "slagle run fig6"]))
  (for [r (get t "rows")]
    (assert (> (get r "cached s") 0) r)
    (assert (> (get r "no-write s") 0) r)))

(defn test-slagle-bench-load-prints-the-run-and-the-parser [capsys]
  ;; Figures printed, not asserted: only that they are there and positive.
  (assert (= (run-command ["bench" "--load" "--shape" "3" "3" "--repeat" "1"]) 0))
  (setv out (. (.readouterr capsys) out))
  (assert (.startswith out "Tree loading: a uniform 3^3 tree file (40 positions, "))
  (assert (re.search r"(?m)^slagle run FILE --appendix c +[0-9.]+ +[0-9.]+ +[0-9,]+ +[0-9]+$" out) out)
  (assert (re.search r"(?m)^the parser alone \(parse-tree\) +[0-9.]+ +[0-9.]+ +[0-9,]+$" out) out)
  (setv [t] (bench-json ["--load" "--shape" "3" "3" "--repeat" "1"] capsys)
        [run parser] (get t "rows"))
  (assert (> (get run "peak MB") 0))
  (assert (> (get parser "positions a second") 0))
  (assert (is (get parser "peak MB") None)))

(defn test-slagle-bench-insanity-as-csv [capsys]
  (import csv io)
  (assert (= (run-command ["bench" "--insanity" "--quiet"]) 0))
  (setv text (. (.readouterr capsys) out))
  (assert (<= (max (gfor l (.splitlines text) (len l))) 80))
  (assert (in "✓ the chapter's solutions are exactly the brute force's, both ways" text))
  (assert (= (run-command ["bench" "--insanity" "--csv" "--quiet"]) 0))
  (setv [header #* rows] (list (csv.reader (io.StringIO (. (.readouterr capsys) out)))))
  (assert (= header ["representation" "search s" "allsol s" "solutions" "PDP-10"]))
  (assert (= (lfor r rows [(get r 0) (get r 3)]) [["list representation" "3"] ["bit words" "3"]]))
  (assert (all (gfor r rows (> (float (get r 1)) 0)))))
