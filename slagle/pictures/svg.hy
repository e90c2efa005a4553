"A search drawn as an SVG file: the tree top-down, root at the top, as the
paper's figures are.

Each position is its name over a box holding the value the search came to
there: a square-cornered box for a max-position, a rounded one for a
min-position.  A short black bar crosses the edges from each min-position to
its successors (the paper's horizontal line).  Positions never looked at are
grey, with dashed boxes (cut off) or dotted ones (below where the search
stopped), showing the tree's static value; a bound under a cutoff reads ≤4 or
≥16; the chosen move and its edge are blue.  drawsvg writes the SVG (and
escapes the text); the layout is computed here, without recursion: leaves side
by side, each subtree as wide as its widest level needs, parents centred over
their successors."

(import drawsvg :as draw
        slagle.core.picture [Look Mark]
        xml.sax.saxutils [escape]   ; drawsvg escapes text, not attributes
        slagle.core.picture [number-text value-text describe title]
        slagle.core.picture [look]
        slagle.core.trees [nodes]
        slagle.core.trees :as trees
        slagle.files [write-atomically])

(setv FONT "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
      NAME-SIZE 13
      VALUE-SIZE 13
      SMALL-SIZE 12
      EM 0.64              ; a generous average character width, in ems
      MARGIN 24
      TOP 76               ; room for the title lines
      LEVEL 84             ; from one level's names to the next's
      BOX-TOP 6            ; from a name's baseline to its box
      BOX-HEIGHT 24
      BOX-MIN-WIDTH 38
      GAP 14               ; between neighbouring positions
      BAR-AT 0.4           ; where the bar crosses the edges, from box to name
      INK "#222222"
      GREY "#6b6b6b"        ; 4.5:1 at least on white and on PALE
      PALE "#f3f3f3"
      MOVE "#1a5fd0"
      MOVE-FILL "#e3edfc"
      BOUND "#a35200"
      LEGEND-ROW 20)

(defn text-width [text size]
  "About how wide text is at this font size."
  (* (len text) size EM))

(defn box-text [look mark]
  "What a position's box holds: its value, the move (root), or a static value never taken."
  (cond (= mark.status "tree") (number-text mark.node.value)
        (= mark.status "root") f"move {look.move}"
        mark.looked-at (value-text mark)
        True (number-text mark.node.value)))

(defn side-text [look mark]
  "The small text right of a box: an unused static value, or the move's mark."
  (cond (= mark.node.name look.move) "◀ move"
        (and mark.looked-at (not-in mark.status #{"value" "tree"}) (is-not mark.node.value None))
        f"({(number-text mark.node.value)})"
        True ""))

(defn box-width [look mark]
  "The width of a position's box."
  (round (max BOX-MIN-WIDTH (+ 16 (text-width (box-text look mark) VALUE-SIZE))) 2))

(defn own-width [look mark]
  "The width one position needs: its name, or its box with side text both sides."
  (+ GAP (max (text-width mark.node.name NAME-SIZE)
              (+ (box-width look mark) (* 2 (+ 4 (text-width (side-text look mark) SMALL-SIZE)))))))

(defn layout [look]
  "The centre x of each position (by name) and the width of the whole tree."
  (setv order (nodes look.root)
        own (dfor node order node.name (own-width look (get look.marks node.name)))
        span {}
        left {look.root.name MARGIN}
        x {})
  ;; Successors before their position: reversed preorder.
  (for [node (reversed order)]
    (setv (get span node.name)
          (max (get own node.name) (sum (gfor c node.children (get span c.name))))))
  (for [node order]
    (setv total (sum (gfor c node.children (get span c.name)))
          start (+ (get left node.name) (/ (- (get span node.name) total) 2)))
    (for [c node.children]
      (setv (get left c.name) start
            start (+ start (get span c.name)))))
  (for [node (reversed order)]
    (setv L (get left node.name)
          W (get span node.name)
          w (get own node.name))
    (setv (get x node.name)
          (if node.children
              (min (- (+ L W) (/ w 2))
                   (max (+ L (/ w 2))
                        (/ (+ (get x (. node.children [0] name)) (get x (. node.children [-1] name))) 2)))
              (+ L (/ W 2)))))
  #((dfor [name cx] (.items x) name (round cx 2)) (round (get span look.root.name) 2)))

(defn name-y [depth]
  "The baseline of the names at this depth."
  (+ TOP (* depth LEVEL)))

(defn edge [x0 y0 x1 y1 to style]
  "A line from a position's box to a successor's name (data-to names it)."
  (draw.Line x0 y0 x1 y1 :class- "edge" :data-to (escape to {"\"" "&quot;"}) #** style))

(defn edge-style [look mark]
  "How the edge into a position is drawn: the move's, a cut off one, or plain."
  (cond (= mark.node.name look.move) {"stroke" MOVE "stroke_width" 3}
        (not mark.looked-at) {"stroke" GREY "stroke_width" 1.2 "stroke_dasharray" "5 4"}
        True {"stroke" INK "stroke_width" 1.3}))

(defn box [look mark cx top]
  "A position's box: square corners for a max-position, round for a min-position."
  (setv w (box-width look mark)
        moved (= mark.node.name look.move)
        style {"fill" (cond moved MOVE-FILL (not mark.looked-at) PALE True "white")
               "stroke" (cond moved MOVE (not mark.looked-at) GREY True INK)
               "stroke_width" (if moved 2.5 1.4)
               "rx" (if (= mark.kind "min") (/ BOX-HEIGHT 2) 2)})
  (when (not mark.looked-at)
    (setv (get style "stroke_dasharray") (if (= mark.status "cut-off") "5 3" "1.5 3")))
  (draw.Rectangle (- cx (/ w 2)) top w BOX-HEIGHT :class- f"box {mark.kind} {mark.status}" #** style))

(defn text [s size x y #** style]
  "A text element in the picture's font."
  (draw.Text s size x y :font-family FONT #** style))

(defn position-elements [look mark cx]
  "The name, box, value and side text of one position, with a tooltip."
  (setv y (name-y mark.depth)
        top (+ y BOX-TOP)
        moved (= mark.node.name look.move)
        colour (cond moved MOVE (not mark.looked-at) GREY True INK)
        shape (box look mark cx top)
        side (side-text look mark)
        out [])
  (.append-title shape (describe look mark))
  (.append out (text mark.node.name NAME-SIZE cx y :text-anchor "middle" :font-weight "bold"
                     :fill colour :class- "name"))
  (.append out shape)
  (.append out (text (box-text look mark) VALUE-SIZE cx (+ top (/ BOX-HEIGHT 2) 4.5)
                     :text-anchor "middle" :class- "value"
                     :fill (cond (in mark.status #{"at-most" "at-least"}) BOUND
                                 (not mark.looked-at) GREY
                                 moved MOVE
                                 True INK)
                     :font-style (if mark.looked-at "normal" "italic")
                     :font-weight (if (or moved (= mark.status "root")) "bold" "normal")))
  (when side
    (.append out (text side SMALL-SIZE (+ cx (/ (box-width look mark) 2) 5) (+ top (/ BOX-HEIGHT 2) 4)
                       :fill (if moved MOVE GREY) :font-weight (if moved "bold" "normal") :class- "side")))
  out)

(defn bar [x0 y0 children-x y1 looked-at]
  "The paper's horizontal line: across the edges from (x0, y0) to each successor at height y1."
  (setv y (+ y0 (* BAR-AT (- y1 y0)))
        t (/ (- y y0) (- y1 y0))
        xs (lfor cx children-x (+ x0 (* t (- cx x0))))
        a (- (min xs) (if (= (len xs) 1) 10 6))
        b (+ (max xs) (if (= (len xs) 1) 10 6)))
  (draw.Line a y b y :class- "bar" :stroke (if looked-at INK GREY) :stroke-width 2.2 :stroke-linecap "round"))

(defn legend-entries [look]
  "The legend's rows, as [shape kind words], for what this picture shows."
  (setv statuses (sfor mark (.values look.marks) mark.status))
  (lfor [shape kind words show?]
        [["max" "plain" "max-position (the root's level and every other)" True]
         ["min" "plain" "min-position" True]
         ["bar" None "the paper's horizontal line, between each min-position and its successors" True]
         ["max" "bound" "≤ or ≥: a bound, the value returned under a cutoff"
          (or (in "at-most" statuses) (in "at-least" statuses))]
         ["max" "cut-off" "cut off: never looked at (grey: the tree's static value)"
          (in "cut-off" statuses)]
         ["max" "not-searched" "below a position where the search stopped: never looked at"
          (in "not-searched" statuses)]
         ["static" None "(6): the tree's static value, unused where the value was backed up"
          (any (gfor mark (.values look.marks)
                     (and mark.looked-at (not-in mark.status #{"value" "root" "tree"})
                          (is-not mark.node.value None))))]
         ["max" "move" "the chosen move" (in look.move look.marks)]]
        :if show?
        [shape kind words]))

(defn legend [look top]
  "The key to the picture, one entry a row, at the bottom left."
  (setv out []
        x MARGIN
        entries (legend-entries look))
  (for [[i [shape kind words]] (enumerate entries)]
    (setv y (+ top (* i LEGEND-ROW)))
    (cond
      (= shape "bar")
        (.append out (draw.Line x (- y 4) (+ x 28) (- y 4) :stroke INK :stroke-width 2.2
                                :stroke-linecap "round"))
      (= shape "static")
        (.append out (text "(6)" SMALL-SIZE (+ x 14) y :text-anchor "middle" :fill GREY))
      True
        (.append out (draw.Rectangle x (- y 12) 28 14
                                     :rx (if (= shape "min") 7 2)
                                     :fill (cond (= kind "move") MOVE-FILL
                                                 (in kind #{"cut-off" "not-searched"}) PALE
                                                 True "white")
                                     :stroke (cond (= kind "move") MOVE
                                                   (in kind #{"cut-off" "not-searched"}) GREY
                                                   True INK)
                                     :stroke-width (if (= kind "move") 2 1.2)
                                     #** (cond (= kind "cut-off") {"stroke_dasharray" "5 3"}
                                               (= kind "not-searched") {"stroke_dasharray" "1.5 3"}
                                               True {}))))
    (when (= kind "bound")
      (.append out (text "≤4" SMALL-SIZE (+ x 14) (- y 2) :text-anchor "middle" :fill BOUND)))
    (.append out (text words SMALL-SIZE (+ x 38) y :fill INK)))
  out)

(defn picture [look [heading None] [caption None]]
  "The drawing of a search, as a drawsvg Drawing."
  (setv [x tree-width] (layout look)
        depth (trees.height look.root)
        legend-top (+ (name-y depth) BOX-TOP BOX-HEIGHT 40)
        heading (or heading f"move {look.move}")
        width (max (+ tree-width (* 2 MARGIN))
                   (+ (text-width heading 16) (* 2 MARGIN))
                   560)
        height (+ legend-top (* (len (legend-entries look)) LEGEND-ROW) MARGIN)
        d (draw.Drawing width height))
  (.append d (draw.Rectangle 0 0 width height :fill "white"))
  (.append d (text heading 16 MARGIN 30 :font-weight "bold" :fill INK))
  (when caption
    (.append d (text caption 12 MARGIN 50 :fill "#555555" :font-style "italic")))
  ;; Edges and bars first, so the boxes are drawn over them.
  (for [node (nodes look.root)]
    (setv mark (get look.marks node.name)
          x0 (get x node.name)
          y0 (+ (name-y mark.depth) BOX-TOP BOX-HEIGHT)
          y1 (- (name-y (+ mark.depth 1)) 13))
    (for [c node.children]
      (.append d (edge x0 y0 (get x c.name) y1 c.name (edge-style look (get look.marks c.name)))))
    (when (and node.children (= mark.kind "min"))
      (.append d (bar x0 y0 (lfor c node.children (get x c.name)) y1 mark.looked-at))))
  (for [node (nodes look.root)]
    (for [element (position-elements look (get look.marks node.name) (get x node.name))]
      (.append d element)))
  (for [element (legend look legend-top)]
    (.append d element))
  d)

(defn svg-text [look [heading None] [caption None]]
  "The drawing of a search as SVG text."
  (.as-svg (picture look heading caption)))

(defn write-svg [look path [heading None] [caption None]]
  "Write the drawing of a search to the SVG file at path, whole or not at all."
  (write-atomically path (svg-text look heading caption)))


;; Jupyter: trees and searches show as these pictures once this module is loaded.

(defn bare [root]
  "A tree as it is given, no search run on it: a Look whose every position
  is marked \"tree\", with its static value (if any), max and min by level."
  (setv marks {} stack [#(root 0)])
  (while stack
    (setv [node depth] (.pop stack)
          (get marks node.name) (Mark node depth (if (% depth 2) "min" "max") "tree" node.value))
    (.extend stack (gfor c (reversed node.children) #(c (+ depth 1)))))
  (Look root None marks None None None None))

(defn draw-tree [root]
  "A tree drawn for Jupyter as it is given: its positions and their static
  values, no search run on it (a search is drawn by draw-look)."
  (svg-text (bare root) f"The tree {root.name}: {(len (nodes root))} positions, no search"))

(defn draw-look [seen]
  "A search drawn for Jupyter (a Look)."
  (svg-text seen (title seen)))
