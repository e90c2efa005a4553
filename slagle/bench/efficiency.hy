"How much tree the appendices look at (`slagle bench`, no mode): on uniform
trees of branching b and depth d, with random leaves and with leaves ordered
best-first, the positions evaluated (whose value was taken) by 1&1
minimaxing (Appendix B, m = n = 1), 2&2 minimaxing (Appendix B) and 2&2 alpha
beta (Appendix C), beside the full tree b^d, Knuth and Moore's minimal tree
and 1&1 alpha beta itself (McCarthy's maxval, slagle.core.ordinary); dmax is
d, so minimaxing searches the whole tree.  Below the table, what the numbers
say of the report's \"m&n minimaxing ... generally looks at much more tree
than the corresponding m&n alpha beta procedure does\"."

(eval-when-compile (require lisp.macros [unless]))
(import statistics
        lisp [show binding to-python ∞ -∞]
        appendix-a.programs [playing ditto]
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        slagle.core.generate [uniform-tree tip-count minimal-tree]
        slagle.core.programs [choose]
        slagle.core.runtime [deeply]
        slagle.core.progress [TALLY]
        slagle.core.trees [TreeGame]
        slagle.bench.tables [table])

(setv SEARCHES [["1&1 B" appendix-b 1 1] ["2&2 B" appendix-b 2 2] ["2&2 C" appendix-c 2 2]]
      ;; and 1&1 alpha beta: McCarthy's maxval (slagle.core.ordinary)
      ALPHA-BETA "1&1 alpha beta"
      COUNTED [#* (gfor [name #* _] SEARCHES name) ALPHA-BETA]
      BRANCHING (list (range 2 11))
      DEPTHS (list (range 2 7))
      DEFAULT-MAX-TIPS 100000
      ;; About 0.7 GB a million tips: the nodes, their atoms and successor lists.
      LARGEST 2000000
      SEEDS 3
      ;; The report's example backing-up parameters (Appendix C's x and y).
      EXAMPLE-X 3
      EXAMPLE-Y 1)


;; Counting: the positions one search evaluates

(defn evaluate [game programs m n dmax]
  "Run sta of `programs` on the TreeGame `game`: the chosen move (its name)
  and the number of positions whose value was taken."
  (.on TALLY game)                      ; before the count starts again: the last search's are kept
  (setv game.evaluations 0)
  (with [_ (playing game programs)]
    (setv move (deeply (fn [] (programs.sta game.root m n dmax)))))
  #((show move) game.evaluations))

(defn move-values [game d]
  "Appendix B's 2&2 value of each successor of the root, as its sta1 sees them: {name value}."
  (with [_ (playing game appendix-b)
         _ (binding {"initima" (ditto -∞ 2) "initinb" (ditto ∞ 2) "dmax" (- d 1)})]
    (dfor p (to-python (game.succ game.root))
          (show p) (deeply (fn [] (appendix-b.minv p))))))

(defn count-tree [root d]
  "The three searches on one tree with dmax = d: {search-name [move count]}, and
  under \"worse\" whether C chose a move of lower 2&2 value than B's."
  (setv game (TreeGame root)
        counts (dfor [name programs m n] SEARCHES
                     name (evaluate game programs m n d)))
  (setv game (.on TALLY (TreeGame root))
        (get counts ALPHA-BETA) #((show (choose "maxval" game d)) game.evaluations)
        b-move (get counts "2&2 B" 0)
        c-move (get counts "2&2 C" 0))
  (setv (get counts "worse")
        (and (!= b-move c-move)
             (do (setv values (move-values game d))
                 (< (get values c-move) (get values b-move)))))
  counts)

(defn tree-seed [b d i seed]
  "The seed of the i-th random tree of shape b, d (reproducible, distinct per row)."
  (+ (* seed 1000003) (* b 10007) (* d 101) i))

(defn measure-row [b d seeds low high seed progress]
  "One row of the table: counts on `seeds` random trees (their mean) and on one
  best-first tree, and whether B and C chose the same move on each."
  (setv random-counts (lfor i (range seeds)
                            (do (setv c (count-tree (uniform-tree b d "random" (tree-seed b d i seed) low high) d))
                                (progress (* (len SEARCHES) (tip-count b d)))
                                c))
        ordered (count-tree (uniform-tree b d "ordered" (tree-seed b d 0 seed) low high) d))
  (progress (* (len SEARCHES) (tip-count b d)))
  {"b" b "d" d "tips" (tip-count b d) "minimal" (minimal-tree b d)
   "random" (dfor name COUNTED
                  name (statistics.fmean (gfor c random-counts (get c name 1))))
   "random-each" (lfor c random-counts (dfor name COUNTED name (get c name 1)))
   "ordered" (dfor name COUNTED name (get ordered name 1))
   "agree" (lfor c [#* random-counts ordered] (= (get c "2&2 B" 0) (get c "2&2 C" 0)))
   "worse" (lfor c [#* random-counts ordered] (get c "worse"))})

(defn grid [branching depths max-tips]
  "The (b, d) pairs to run, smallest trees first, and those left out as too large."
  (setv shapes (sorted (gfor b branching d depths #(b d)) :key (fn [s] #((tip-count #* s) #* s))))
  #((lfor s shapes :if (<= (tip-count #* s) max-tips) s)
    (lfor s shapes :if (> (tip-count #* s) max-tips) s)))

(defn progress-bar [total show?]
  "A function that advances a progress bar by k tips (shown on long runs, on a
  terminal), and a function that closes it."
  ;; rich is imported here, not at the top: every `slagle` command imports this module.
  (import rich.console [Console]
          rich.progress [Progress TextColumn BarColumn MofNCompleteColumn
                         TimeElapsedColumn TimeRemainingColumn])
  (setv console (Console :stderr True)
        bar (Progress (TextColumn "slagle bench: tips searched") (BarColumn) (MofNCompleteColumn)
                      (TimeElapsedColumn) (TimeRemainingColumn)
                      :console console :transient True
                      :disable (not (and show? console.is-terminal))))
  (.start bar)
  (setv task (.add-task bar "bench" :total total))
  #((fn [k] (.advance bar task k)) (fn [] (.stop bar))))

(defn measure [shapes seeds low high seed show-progress]
  "The rows of the table for the (b, d) shapes."
  (setv [advance close] (progress-bar (* (+ seeds 1) (len SEARCHES) (sum (gfor s shapes (tip-count #* s))))
                                    show-progress))
  (try
    (lfor [b d] (sorted shapes) (measure-row b d seeds low high seed advance))
    (finally (close))))


;; The table

(defn percent [part whole]
  "part as a percentage of whole."
  (* 100 (/ part whole)))

(setv KEY-COLUMNS [["b" "d"] ["d" "d"] ["b^d" "d"] ["KM min" "d"]]
      ;; Each kind of leaves: the counts of the three searches, C over B, 1&1 alpha beta, C over it.
      LEAF-COLUMNS [["1&1 B" ""] ["2&2 B" ""] ["2&2 C" ""] ["C/B %" ".0f"] ["1&1 alpha beta" ""] ["C/ab" ".2f"]])

(defn count-value [x]
  "A count as it is, a mean to one decimal (unless whole)."
  (if (= x (round x)) (int (round x)) (round x 1)))

(defn leaf-cells [counts]
  "The cells of one kind of leaves: counts, C/B in per cent, C over 1&1 alpha beta."
  [(count-value (get counts "1&1 B")) (count-value (get counts "2&2 B")) (count-value (get counts "2&2 C"))
   (percent (get counts "2&2 C") (get counts "2&2 B"))
   (count-value (get counts ALPHA-BETA)) (/ (get counts "2&2 C") (get counts ALPHA-BETA))])

(defn row-key [row]
  "The cells that name a row: b, d, b^d and Knuth and Moore's minimum."
  [(get row "b") (get row "d") (get row "tips") (get row "minimal")])

(defn efficiency-tables [rows seeds low high]
  "The counts as two tables, random leaves (the mean of `seeds` trees) and
  best-first leaves (with C over Knuth and Moore's minimum), each row a (b, d)."
  [(table (+ f"Positions evaluated (value taken) with dmax = d; tips are random integers {low} to {high};"
             f" C's x = r = {EXAMPLE-X}, y = s = {EXAMPLE-Y} (the report's example)."
             f" Random leaves (mean of {seeds}):")
          [#* KEY-COLUMNS #* LEAF-COLUMNS]
          (lfor row rows [#* (row-key row) #* (leaf-cells (get row "random"))])
          :keys 2)
   (table "Ordered best-first leaves:"
          [#* KEY-COLUMNS #* LEAF-COLUMNS ["C/KM" ".2f"]]
          (lfor row rows [#* (row-key row) #* (leaf-cells (get row "ordered"))
                          (/ (get row "ordered" "2&2 C") (get row "minimal"))])
          :keys 2)])


;; What the numbers say

(defn span [xs [fmt ".0f"]]
  "\"lo-hi\" of the numbers xs, or the one number when they are all the same."
  (setv lo (min xs) hi (max xs))
  (if (= (format lo fmt) (format hi fmt)) (format lo fmt) f"{(format lo fmt)}-{(format hi fmt)}"))

(defn minimaxing-counts-line [rows]
  "Whether Appendix B took the value of every tip, b^d, on every tree."
  (setv trees (sum (gfor row rows (+ (len (get row "random-each")) 1)))
        whole (sum (gfor row rows
                         (+ (sum (gfor c (get row "random-each")
                                       (and (= (get c "1&1 B") (get row "tips")) (= (get c "2&2 B") (get row "tips")))))
                            (and (= (get row "ordered" "1&1 B") (get row "tips"))
                                 (= (get row "ordered" "2&2 B") (get row "tips")))))))
  (if (= whole trees)
      f"- Minimaxing, 1&1 and 2&2 (Appendix B), took the value of every tip, b^d, on all {trees} trees: it looks at the whole tree."
      f"- Minimaxing (Appendix B) took the value of every tip on {whole} of {trees} trees."))

(defn saving-line [rows order label]
  "How much of what 2&2 minimaxing looked at 2&2 alpha beta looked at, for one ordering."
  (setv ratios (lfor row rows (percent (get row order "2&2 C") (get row order "2&2 B")))
        total (percent (sum (gfor row rows (get row order "2&2 C"))) (sum (gfor row rows (get row order "2&2 B"))))
        largest (get rows -1)
        factor (/ (get largest order "2&2 B") (get largest order "2&2 C")))
  (+ f"- {label}: 2&2 alpha beta (Appendix C) took {(span ratios)}% of the values 2&2 minimaxing took"
     f" (all rows together {total :.0f}%); on the largest tree, {(get largest "b")}^{(get largest "d")},"
     f" minimaxing looked at {factor :.1f} times as many positions."))

(defn trend-line [rows order label]
  "How C/B changes with depth at each branching factor, for one ordering."
  (setv ratio (fn [row] (percent (get row order "2&2 C") (get row order "2&2 B")))
        by-b (dfor b (sorted (set (gfor row rows (get row "b"))))
                   b (sorted (gfor row rows :if (= (get row "b") b) row) :key (fn [row] (get row "d"))))
        deep (dfor [b rs] (.items by-b) :if (> (len rs) 1) b rs)
        falling (lfor [b rs] (.items deep) :if (< (ratio (get rs -1)) (ratio (get rs 0))) b))
  (if (not deep)
      f"- {label}: one depth a branching factor; run more depths to see how C/B changes with depth."
      (do (setv [b rs] (max (.items deep) :key (fn [item] #((len (get item 1)) (get item 0)))))
          (+ f"- {label}: from the shallowest to the deepest tree, C/B fell at {(len falling)} of"
             f" {(len deep)} branching factors; at b = {b}: "
             (.join ", " (gfor row rs f"{(ratio row) :.0f}% at d={(get row "d")}"))
             "."))))

(defn minimal-tree-line [rows]
  "2&2 alpha beta against Knuth and Moore's minimal tree for 1&1 alpha beta."
  (setv ordered (lfor row rows (/ (get row "ordered" "2&2 C") (get row "minimal")))
        random (lfor row rows (/ (get row "random" "2&2 C") (get row "minimal"))))
  (+ f"- Against Knuth and Moore's minimal tree (what 1&1 alpha beta looks at on best-first trees):"
     f" 2&2 alpha beta took {(span ordered ".2f")} times it on best-first leaves"
     f" and {(span random ".2f")} times it on random leaves."))

(defn alpha-beta-line [rows]
  "What Slagle's 2&2 alpha beta costs over 1&1 alpha beta, and 1&1 alpha beta
  against Knuth and Moore's minimal tree on best-first trees."
  (setv random (lfor row rows (/ (get row "random" "2&2 C") (get row "random" ALPHA-BETA)))
        ordered (lfor row rows (/ (get row "ordered" "2&2 C") (get row "ordered" ALPHA-BETA)))
        total (/ (sum (gfor row rows (get row "random" "2&2 C")))
                 (sum (gfor row rows (get row "random" ALPHA-BETA))))
        at-minimal (sum (gfor row rows (= (get row "ordered" ALPHA-BETA) (get row "minimal"))))
        below (sum (gfor row rows (< (get row "ordered" ALPHA-BETA) (get row "minimal")))))
  (+ f"- Against 1&1 alpha beta (McCarthy's maxval): 2&2 alpha beta took {(span random ".2f")} times"
     f" as many values on random leaves (all rows together {total :.2f}) and {(span ordered ".2f")}"
     f" times on best-first leaves.  1&1 alpha beta took exactly Knuth and Moore's minimum on"
     f" {at-minimal} of {(len rows)} best-first trees"
     (if below f" and fewer on {below} (tied values cut off more)." ".")))

(defn agreement-line [rows]
  "Whether 2&2 minimaxing and 2&2 alpha beta chose the same move, and if not, whose was better."
  (setv agree (sum (gfor row rows a (get row "agree") a))
        worse (sum (gfor row rows w (get row "worse") w))
        trees (sum (gfor row rows (len (get row "agree")))))
  (+ f"- The report calls them equivalent: B and C chose the same move on {agree} of {trees} trees"
     (if (= agree trees)
         "."
         (+ (if (= worse (- trees agree))
                f"; on every one of the other {worse}, C's move has a lower 2&2 value than B's (by B's own values)."
                f"; on {worse} of the other {(- trees agree)}, C's move has a lower 2&2 value than B's (by B's own values).")
            (if worse
                (+ " A cut-off minv returns a bound u <= alpha, which glbua's bound makes equal to alpha"
                   " (or a tie does); sta1's alpha <= u then takes that later move, whose value may be"
                   " lower (docs/findings.md, section 1).")
                "")))))

(defn verdict-line [rows]
  "Whether \"generally looks at much more tree\" holds on these trees."
  (setv [random-factor ordered-factor]
        (lfor order ["random" "ordered"]
              (round (/ (sum (gfor row rows (get row order "2&2 B")))
                        (sum (gfor row rows (get row order "2&2 C"))))
                     1))
        more (sum (gfor row rows (< (get row "random" "2&2 C") (get row "random" "2&2 B"))))
        row-factors (lfor row rows (/ (get row "random" "2&2 B") (get row "random" "2&2 C"))))
  (+ f"- So: over all rows 2&2 minimaxing looked at {random-factor} times as much tree as 2&2 alpha beta"
     f" with random leaves and {ordered-factor} times with best-first leaves, and at more tree on"
     f" {more} of {(len rows)} rows with random leaves. "
     (cond (>= random-factor 2)
             (+ f"\"Generally looks at much more tree\" holds: {random-factor} times as much over all in random order"
                f" (row by row {(min row-factors) :.1f} to {(max row-factors) :.1f} times), far more in a good one.")
           (>= ordered-factor 2)
             "It looks at more tree; \"much more\" needs good move ordering (or larger trees) here."
           (> random-factor 1)
             "It looks at more tree, but not much more, on these trees."
           True "The claim does not hold on these trees.")))

(defn interpretation [rows]
  "The lines below the table: what the numbers show."
  ["What the numbers show:"
   (minimaxing-counts-line rows)
   (saving-line rows "random" "Random leaves")
   (saving-line rows "ordered" "Best-first leaves")
   (trend-line rows "random" "Random leaves")
   (minimal-tree-line rows)
   (alpha-beta-line rows)
   (agreement-line rows)
   (verdict-line rows)])
