"A search drawn in the terminal: the tree sideways, one position a line.

    P                 max                 move P1
    ├── P1            min     10     10   ◀ move
    ├── P2            min             9   backed up
    │   ┣━━ P21       max     15     15
    ...

The edges from a min-position to its successors are heavy (┣━━): they stand
for the paper's horizontal line between each min-position and its successors.
Below GUIDE-LEVELS levels the guides of the oldest ancestors are left off and
the line starts with ⋯ and the number of levels left off, so a 2,000-deep
chain draws in lines of bounded width.  rich styles the text (and leaves the
colours off when the output is not a terminal, or NO_COLOR is set)."

(import itertools [groupby]
        rich.console [Console]
        slagle.core.terminal [console-options]
        rich.text [Text]
        slagle.core.picture [number-text value-text])

(setv GUIDE-LEVELS 24
      NAME-COLUMN-LIMIT 64
      GUIDES {#("max" False) "├── "  #("max" True) "└── "
              #("min" False) "┣━━ "  #("min" True) "┗━━ "}
      CONTINUATIONS {#("max" False) "│   "  #("max" True) "    "
                     #("min" False) "┃   "  #("min" True) "    "}
      NOTES {"root" ""
             "value" ""
             "backed-up" "backed up"
             "at-most" "alpha cutoff: at most"
             "at-least" "beta cutoff: at least"
             "cut-off" "cut off"
             "not-searched" "not searched: the search stopped above"}
      HEAVY "┣┗┃━"
      LEGEND [[None "━━ the paper's horizontal line, between each min-position and its successors"]
              [None "static: the tree's value; value: what the search came to there (≤ ≥: a bound, under a cutoff)"]
              ["cut-off" "cut off: never looked at, for a cutoff ended the walk before it"]
              ["not-searched" "not searched: never looked at, for the search stopped (final) above it"]])

(defn rows [look]
  "For each position, in preorder: its guide prefix and its mark (no recursion)."
  (setv out [] levels [] stack [#(look.root True)])
  (while stack
    (setv [node last] (.pop stack)
          mark (get look.marks node.name)
          depth mark.depth)
    (del (cut levels (max 0 (- depth 1)) None))
    (setv prefix
          (if (= depth 0) ""
              (do (setv parent-kind (if (= mark.kind "max") "min" "max")
                        shown (cut levels (max 0 (- depth 1 GUIDE-LEVELS)) None)
                        left-off (- depth 1 (len shown)))
                  (+ (if left-off f"⋯{left-off} " "")
                     (.join "" shown)
                     (get GUIDES #(parent-kind last))))))
    (when (> depth 0)
      (.append levels (get CONTINUATIONS #((if (= mark.kind "max") "min" "max") last))))
    (.append out #(prefix mark))
    (setv children node.children)
    (.extend stack (gfor [i c] (reversed (list (enumerate children)))
                         #(c (= i (- (len children) 1))))))
  out)

(defn line-style [look mark]
  "The style of a position's name and value: the move, the cut off, the rest."
  (cond (= mark.node.name look.move) "bold green"
        (not mark.looked-at) "bright_black"
        True "bold"))

(defn guide-text [prefix]
  "The guides, with the heavy (min-position) edges standing out from the light."
  (setv text (Text))
  (for [[heavy run] (groupby prefix (fn [ch] (in ch HEAVY)))]
    (.append text (.join "" run) (if heavy "bold" "bright_black")))
  text)

(defn line [look prefix mark name-width]
  "One position's line: guides, name, side, static value, value, notes."
  (setv node mark.node
        style (line-style look mark)
        pad (* " " (max 0 (- name-width (len prefix) (len node.name))))
        static (number-text node.value)
        value (cond (not mark.looked-at) "—"
                    (= mark.status "root") ""
                    True (value-text mark))
        note (cond (= mark.status "root") f"move {look.move}"
                   (and (= mark.status "backed-up") (is-not node.value None))
                   "backed up (static value unused)"
                   True (get NOTES mark.status))
        text (guide-text prefix))
  (.append text node.name style)
  (.append text f"{pad}  {mark.kind}  {(.rjust static 6)}  ")
  (.append text (.rjust value 6) (if (in mark.status #{"at-most" "at-least"}) "yellow" style))
  (when note
    (.append text f"   {note}" (if mark.looked-at "" "bright_black")))
  (when (= node.name look.move)
    (.append text "   ◀ move" "bold green"))
  text)

(defn text-lines [look [heading None]]
  "The drawing as rich Text lines: heading, column heads, positions, legend."
  (setv all-rows (rows look)
        statuses (sfor mark (.values look.marks) mark.status)
        name-width (min NAME-COLUMN-LIMIT
                        (max (len "position")
                             #* (gfor [prefix mark] all-rows (+ (len prefix) (len mark.node.name))))))
  (+ (if heading [(Text heading "bold") (Text "")] [])
     [(Text f"{(.ljust "position" name-width)}  side  {(.rjust "static" 6)}  {(.rjust "value" 6)}"
            "underline")]
     (lfor [prefix mark] all-rows (line look prefix mark name-width))
     [(Text "")]
     (lfor [status words] LEGEND
           :if (or (is status None) (in status statuses))
           (Text words "bright_black"))))

(defclass PipedConsole [Console]
  "rich's Console, leaving a closed pipe to the command line, which ends
  quietly with 141 as for every command (rich's own exit status is 1)."
  (defn on-broken-pipe [self]
    (setv self.quiet True)
    (raise (BrokenPipeError))))

(defn draw-text [look [heading None] [file None]]
  "Print the drawing of a search to file (standard output by default)."
  (setv console (PipedConsole :file file :highlight False :soft-wrap True #** (console-options)))
  (for [text (text-lines look heading)]
    (.print console text :no-wrap True :crop False :overflow "ignore")))
