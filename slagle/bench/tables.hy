"The tables of `slagle bench`, as text that fits the terminal, as JSON and as CSV.

A mode measures into tables (`table`): a title, its columns (each a name and
the format of its cells in text), its rows of plain values, and notes under
it.  The text lays each table out within a width (the terminal's, 80 when
the output is no terminal): a column's name is wrapped at its spaces, and a
table wider than that is cut into parts by columns, each part repeating the
row's name.  JSON and CSV give the values as measured, for a program to read."

(import csv
        io
        json
        math
        shutil
        textwrap
        slagle.core.plain [plain])

(setv DEFAULT-WIDTH 80
      GAP 2)   ; spaces between columns

(defn table [title columns rows [notes []] [keys 1]]
  "A table: title, columns as [name format] pairs (a format of Python's
  format(), \"\" for str), rows as lists of values, notes as lines, and how
  many of its first columns name a row (repeated in every part of its text)."
  {"title" title  "columns" (lfor [name _] columns name)  "formats" (lfor [_ f] columns f)
   "rows" (lfor row rows (list row))  "notes" (list notes)  "keys" keys})

(defn output-width []
  "The width the text is laid out in: the terminal's (or $COLUMNS), else 80."
  (. (shutil.get-terminal-size #(DEFAULT-WIDTH 24)) columns))

(defn cell-text [value fmt]
  "A value as its column shows it; an empty cell for a value not measured."
  (cond (is value None) ""
        (and (isinstance value float) (not (math.isfinite value))) (str value)
        True (format value fmt)))

(defn wrapped [name width]
  "A column's name as lines of at most width characters, broken at its spaces."
  (setv lines [])
  (for [word (.split name)]
    (if (and lines (<= (+ (len (get lines -1)) 1 (len word)) width))
        (setv (get lines -1) (+ (get lines -1) " " word))
        (.append lines word)))
  (or lines [""]))

(defn column-width [name cells]
  "The width of a column: its widest cell, or its name's longest word."
  (max (max (gfor c cells (len c)) :default 0)
       (max (gfor w (.split name) (len w)) :default 0)))

(defn widened [widths names width]
  "The widths with as many columns as fit widened to their whole name, left to right."
  (setv widths (list widths)
        total (sum (gfor w widths (+ w GAP))))
  (for [[i name] (enumerate names)]
    (setv extra (- (len name) (get widths i)))
    (when (and (> extra 0) (<= (+ total extra) width))
      (+= (get widths i) extra)
      (+= total extra)))
  widths)

(defn prose [text width]
  "A title or note as lines within width (a note \"- ...\" indented under its dash); an empty line stays."
  (if (.strip text)
      (textwrap.wrap text width :subsequent-indent (if (.startswith text "- ") "  " "")
                     :break-long-words False :break-on-hyphens False)
      [""]))

(defn text-within [lines [width None]]
  "Lines of a report that is no table, each within width (default: output-width):
  a long line goes on under itself, indented two more."
  (setv width (or width (output-width)))
  (lfor line lines
        :setv indent (* " " (- (len line) (len (.lstrip line))))
        part (if (.strip line)
                 (textwrap.wrap line width :initial-indent "" :subsequent-indent (+ indent "  ")
                                :break-long-words False :break-on-hyphens False)
                 [""])
        part))

(defn parts [widths keys width]
  "The columns of each part of a table laid out within width: the key
  columns, then as many more as fit (one at least)."
  (setv key-width (sum (gfor w (cut widths keys) (+ w GAP)))
        out [] current [] used key-width)
  (for [i (range keys (len widths))]
    (when (and current (> (+ used (get widths i)) width))
      (.append out current)
      (setv current [] used key-width))
    (.append current i)
    (+= used (+ (get widths i) GAP)))
  (when (or current (not out))
    (.append out current))
  (lfor p out [#* (range keys) #* p]))

(defn part-lines [names cells widths keys columns]
  "The lines of one part of a table: the wrapped names, bottom-aligned, then the rows."
  (setv heads (lfor i columns (wrapped (get names i) (get widths i)))
        height (max (gfor h heads (len h))))
  (defn line [texts]
    (.rstrip (.join (* " " GAP) (gfor [i text] (zip columns texts)
                              (if (< i keys) (.ljust text (get widths i)) (.rjust text (get widths i)))))))
  [#* (gfor k (range height)
            (line (gfor h heads (if (< k (- height (len h))) "" (get h (- k (- height (len h))))))))
   #* (gfor row cells (line (gfor i columns (get row i))))])

(defn text-lines [t [width None]]
  "A table as lines of text within width (default: output-width)."
  (setv width (or width (output-width))
        cells (lfor row (get t "rows") (lfor [v f] (zip row (get t "formats")) (cell-text v f)))
        names (get t "columns")
        widths (lfor [i name] (enumerate names) (column-width name (gfor row cells (get row i))))
        widths (widened widths names width)
        keys (min (get t "keys") (len names))
        out (if (get t "title") (prose (get t "title") width) []))
  (for [[k columns] (enumerate (parts widths keys width))]
    (when k (.append out ""))
    (.extend out (part-lines names cells widths keys columns)))
  (for [note (get t "notes")]
    (.extend out (prose note width)))
  out)

(defn as-json [mode tables]
  "The tables of a mode as one JSON text: each table's rows as objects keyed by column."
  (json.dumps {"mode" mode
               "tables" (lfor t tables
                              {"title" (get t "title")
                               "columns" (get t "columns")
                               "rows" (lfor row (get t "rows")
                                            (dict (zip (get t "columns") (map plain row))))
                               "notes" (get t "notes")})}
              :ensure-ascii False :indent 1))

(defn as-csv [tables]
  "The tables as CSV: each its header row and its rows, a blank line between tables."
  (setv out (io.StringIO)
        writer (csv.writer out :lineterminator "\n"))
  (for [[k t] (enumerate tables)]
    (when k (.write out "\n"))
    (.writerow writer (get t "columns"))
    (for [row (get t "rows")]
      (.writerow writer (lfor v row (if (is v None) "" (plain v))))))
  (.getvalue out))

(defn print-tables [mode tables form]
  "Print the tables in the form asked for: \"text\", \"json\" or \"csv\"."
  (cond (= form "json") (print (as-json mode tables))
        (= form "csv") (print (as-csv tables) :end "")
        True (for [[k t] (enumerate tables)]
               (when k (print))
               (for [line (text-lines t)] (print line)))))
