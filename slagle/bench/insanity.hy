"Instant Insanity solved as McCarthy's chapter solves it, both ways (the
list representation, mccarthy.insanity, and the bit words,
mccarthy.insanity-words), checked by a brute force of our own over every
orientation of the four blocks, and timed beside the chapter's PDP-10
figures: `slagle bench --insanity`.

The brute force shares nothing with the chapter's program: it turns a cube
by two quarter turns until it has all 24 orientations, and tries every one
of the 24^4 ways to stack the blocks."

(eval-when-compile (require lisp.macros [unless]))
(import itertools
        time
        contextlib [contextmanager]
        lisp [to-python show]
        mccarthy.search :as search
        mccarthy.allsol :as allsol
        mccarthy.insanity :as lists
        mccarthy.insanity-words :as words
        slagle.bench.tables [table])

(setv PDP-10 {"lists" "about 11 seconds (compiled)"
              "words" "a little less than one second"}
      ;; A cube's faces by where they are: top, north, east, south, west, bottom.
      TOP 0 NORTH 1 EAST 2 SOUTH 3 WEST 4 BOTTOM 5)

;; The brute force

(defn turn-about-vertical [o]
  "The orientation o (the face number at each place) turned a quarter about the vertical."
  (setv [t n e s w b] o)
  #(t w n e s b))

(defn tip-north [o]
  "The orientation o tipped a quarter about the east-west axis: the south face comes up."
  (setv [t n e s w b] o)
  #(s t e b w n))

(defn orientations []
  "The 24 orientations of a cube whose faces are numbered as the chapter's
  block: 1 on top, 2 3 4 5 clockwise around the sides, 6 below."
  (setv seen #{#(1 2 3 4 5 6)} frontier [#(1 2 3 4 5 6)])
  (while frontier
    (setv o (.pop frontier))
    (for [turned [(turn-about-vertical o) (tip-north o)]]
      (unless (in turned seen)
        (.add seen turned)
        (.append frontier turned))))
  (sorted seen))

(defn side-cycle [o]
  "The face numbers around the sides of the orientation o, clockwise from north."
  (cut o 1 5))

(defn brute-force [blocks]
  "Every way to stack the blocks (each a list of six colors, as puzz1 gives
  them) so that each side of the tower shows four colors: a list of
  stackings, each a tuple of one side cycle of face numbers a block."
  (setv cycles (lfor o (orientations) (side-cycle o))
        colors (fn [block cycle] (tuple (gfor face cycle (get block (- face 1))))))
  (lfor stacking (itertools.product cycles :repeat (len blocks))
        :if (all (gfor side (range 4)
                       (= (len (sfor [block cycle] (zip blocks stacking) (get (colors block cycle) side)))
                          (len blocks))))
        stacking))

(defn colored [blocks stacking]
  "A stacking's colors: a tuple, for each block, of its side colors."
  (tuple (gfor [block cycle] (zip blocks stacking)
               (tuple (gfor face cycle (get block (- face 1)))))))

;; The chapter's programs

(defn towers-of [position]
  "A won position of the list representation as the colors of each block's
  sides, first block first."
  (setv faces (lists.solution-faces position))
  (tuple (gfor k (range 4) (tuple (gfor face faces (get face k))))))

(setv REPEAT 7)

(defn timed [thunk]
  "The value of thunk and the seconds it took, the best of REPEAT runs (a
  run takes milliseconds: one run alone is mostly noise)."
  (setv best None)
  (for [_ (range REPEAT)]
    (setv start (time.perf-counter)
          value (thunk)
          seconds (- (time.perf-counter) start)
          best (if (is best None) seconds (min best seconds))))
  #(value best))

(defn run-both [assignments application]
  "With the assignments made and the application in hand: search's first
  solution and its time (the assignments included, as in the chapter's
  program), and allsol's solutions and their time."
  (setv [first seconds]
        (timed (fn [] (with [_ (assignments) _ (search.applying application)]
                        (search.search application.p0))))
        [all all-seconds]
        (timed (fn [] (with [_ (assignments) _ (search.applying application)]
                        (to-python (allsol.allsol application.p0))))))
  {"first" first "seconds" seconds "all" all "all-seconds" all-seconds})

(defn [contextmanager] word-assignments []
  "puzz1 ... puzz, then puzza."
  (with [_ (lists.assigned) _ (lists.assigned words ["puzza"])]
    (yield)))

(defn solve []
  "Run the chapter's programs (with the readings running needs): a dict of
  the blocks and, for each representation, the solutions and the times."
  (with [_ (lists.reading) _ (search.reading)]
    {"blocks" (lfor b (to-python (lists.assign-puzz1)) (lfor c (to-python b) (show c)))
     "lists" (run-both lists.assigned lists)
     "words" (run-both word-assignments words)}))

(defn word-towers [position]
  "A won bit-word position as the colors of each block's sides."
  (setv bits {1 "R" 2 "W" 4 "G" 8 "B"})
  (tuple (gfor w (words.solution-words position)
               (tuple (gfor side (range 4) (get bits (& (>> w (* 4 side)) 15)))))))

(defn report [[result None]]
  "The solutions, the check and the times: {\"lines\": the text, \"tables\":
  the figures as a table, for --json and --csv}."
  (setv result (or result (solve))
        blocks (get result "blocks")
        brute (brute-force blocks)
        chosen #{#(2 3 4 5) #(1 2 6 4) #(1 3 6 5)}   ; the first, ninth and seventeenth cycles
        brute-chosen (sorted (gfor s brute :if (in (get s 0) chosen) (colored blocks s)))
        from-lists (sorted (map towers-of (get result "lists" "all")))
        from-words (sorted (map word-towers (get result "words" "all")))
        agree (= from-lists from-words brute-chosen))
  {"tables" [(table (+ f"Instant Insanity (McCarthy 1973, 5. Tree search): blocks {(.join " " (gfor b blocks (.join "" b)))};"
                       f" best of {REPEAT} runs; brute force: {(len brute)} solutions, {(len brute-chosen)} with the first block as the chapter chooses;"
                       (if agree " the chapter's solutions are exactly the brute force's, both ways" " the chapter's solutions differ from the brute force's"))
                    [["representation" ""] ["search s" ".4f"] ["allsol s" ".4f"] ["solutions" "d"] ["PDP-10" ""]]
                    (lfor [key found] [["lists" from-lists] ["words" from-words]]
                          [(get {"lists" "list representation" "words" "bit words"} key)
                           (get result key "seconds") (get result key "all-seconds") (len found) (get PDP-10 key)]))]
   "lines" [f"Instant Insanity (McCarthy 1973, 5. Tree search): blocks {(.join " " (gfor b blocks (.join "" b)))}"
   "  (each block: top, the four sides clockwise, bottom)"
   f"  search, list representation: {(show (get result "lists" "first"))}"
   f"  search, bit words: {(show (get result "words" "first"))}"
   (+ f"  allsol: {(len from-lists)} solutions (lists), {(len from-words)} (bit words),"
      " the first block in the 1st, 9th or 17th orientation; the sides of each block, first block first:")
   #* (gfor s from-lists (+ "    " (.join "  " (gfor b s (.join "" b)))))
   (+ f"  brute force over all 24^4 stackings: {(len brute)} solutions = 8 turns of the tower x {(// (len brute) 8)};"
      f" with the first block as the chapter chooses: {(len brute-chosen)}")
   (+ "  " (if agree
               "✓ the chapter's solutions are exactly the brute force's, both ways"
               "✗ the chapter's solutions differ from the brute force's"))
   f"  time of search (the assignments included) and of allsol, best of {REPEAT} runs (times by the clock: other work on the machine shows in them):"
   f"    list representation: search {(get result "lists" "seconds") :.3f} s, allsol {(get result "lists" "all-seconds") :.3f} s here; PDP-10: {(get PDP-10 "lists")}"
   f"    bit words:           search {(get result "words" "seconds") :.3f} s, allsol {(get result "words" "all-seconds") :.3f} s here; PDP-10: {(get PDP-10 "words")}"
   (+ f"    lists / bit words: search {(/ (get result "lists" "seconds") (get result "words" "seconds")) :.1f} times,"
      f" allsol {(/ (get result "lists" "all-seconds") (get result "words" "all-seconds")) :.1f} times here;"
      " the chapter: \"a factor of ten speedup\"")]})
