"What a search did at each position of a tree, ready to be drawn.

A recorded run of an appendix's sta on a tree (slagle.core.search/look runs
one, as `slagle run` does, its calls recorded): each position minv or maxv is called on is looked at,
and the value it returns is the value the search came to there.

Each position gets a Mark: max or min (the root is a max-position and the
levels alternate), the tree's static value, and a status:
  root         the starting position; the search chooses a move from it
  value        looked at, and final there: its static value was taken
  backed-up    looked at, and its value backed up from all its successors
  at-most      a min-position cut off by alpha: the walk down its successors
  at-least     stopped early (or its last value caused the cutoff), so the
               value returned is a bound, <= or >= the position's value
               (a max-position cut off by beta)
  cut-off      never looked at: a cutoff above it ended the walk first
  not-searched never looked at: the search stopped (final) above it
  tree         no search at all: the tree as given, its static values
A bound is told from a backed-up value by whether the backing-up function
(bua/bub, buma/bunb) was called for the position: it is called exactly when the
walk down the successors reached the end of the list."

(import math
        sys
        lisp [show]
        slagle.core.search [recorded-run]
        slagle.core.trees [default-dmax nodes])

(setv NEVER-LOOKED-AT #{"cut-off" "not-searched"})

(defclass Mark []
  "What the search did at one position: see the module's docstring."
  (setv __slots__ #("node" "depth" "kind" "status" "value"))

  (defn __init__ [self node depth kind status value]
    (setv self.node node
          self.depth depth
          self.kind kind
          self.status status
          self.value value))

  (defn [property] looked-at [self]
    "True if minv or maxv was called on the position (or it is the root)."
    (not-in self.status NEVER-LOOKED-AT))

  (defn __repr__ [self]
    f"<Mark {self.node.name} {self.kind} {self.status} {self.value}>"))

(defclass Look []
  "A search of a tree, position by position: the tree, the chosen move's name,
  the marks (a dict from position name to Mark) and how it was run."
  (defn __init__ [self root move marks appendix m n dmax]
    (setv self.root root
          self.move move
          self.marks marks
          self.appendix appendix
          self.m m
          self.n n
          self.dmax dmax))

  (defn _repr_svg_ [self]
    "The search drawn, for Jupyter, once slagle.pictures.svg is loaded (None,
    and Jupyter's text, before): found among the modules loaded, as a tree's is."
    (setv pictures (.get sys.modules "slagle.pictures.svg"))
    (when pictures (pictures.draw-look self))))

(defn run-summary [run]
  "What a recorded run (slagle.core.calls/Run) did: the move, the values minv and
  maxv came to (by position name), the names of the positions whose values
  were backed up and of those whose static value was taken."
  #((show run.move)
    (dfor c (.valuations run) (. (get c.args 0) name) c.value)
    (sfor p (.backed-up run) p.name)
    (sfor p run.evaluated p.name)))

(defn status-of [node parent-mark kind came-to backed-up evaluated]
  "The status of a position (not the root), given its parent's mark."
  (cond (in node.name evaluated) "value"
        (in node.name came-to) (cond (in node.name backed-up) "backed-up"
                                     (= kind "min") "at-most"
                                     True "at-least")
        (in parent-mark.status NEVER-LOOKED-AT) parent-mark.status
        (= parent-mark.status "value") "not-searched"
        True "cut-off"))

(defn look-at [run root appendix m n dmax]
  "The Look of a recorded run of sta on the tree root: each position marked."
  (setv [move came-to backed-up evaluated] (run-summary run)
        marks {root.name (Mark root 0 "max" "root" None)})
  (for [node (nodes root)]
    (setv mark (get marks node.name))
    (for [child node.children]
      (setv depth (+ mark.depth 1)
            kind (if (= mark.kind "max") "min" "max")
            status (status-of child mark kind came-to backed-up evaluated))
      (setv (get marks child.name)
            (Mark child depth kind status (.get came-to child.name)))))
  (Look root move marks appendix m n dmax))

(setv ;; How a position's value stands, for --json: exact, or a bound
      STANDING {"value" "exact" "backed-up" "exact" "at-most" "at most" "at-least" "at least"})

(defn successor-values [look]
  "The value of each successor of the root as the search saw it: a list of
  {position, value, is} with `is` exact, at most or at least (a bound under a
  cutoff), or never looked at (value None)."
  (lfor child look.root.children
        :setv mark (get look.marks child.name)
        {"position" child.name
         "value" mark.value
         "is" (.get STANDING mark.status "never looked at")}))

(defn number-text [x]
  "A value as the figures print it: 9, -3, 10.414, ∞, -∞."
  (cond (is x None) ""
        (and (isinstance x float) (math.isinf x)) (if (> x 0) "∞" "-∞")
        (and (isinstance x float) (.is-integer x)) (str (int x))
        (isinstance x float) (do (setv s (.rstrip (.rstrip (format x ".3f") "0") "."))
                                 (if (= s "-0") "0" s))
        True (show x)))

(defn value-text [mark]
  "The value the search came to at a position, with ≤ or ≥ for a bound; \"\" if none."
  (setv v (number-text mark.value))
  (cond (= mark.status "at-most") f"≤{v}"
        (= mark.status "at-least") f"≥{v}"
        True v))

(setv STATUS-WORDS {"tree" "as the tree gives it, no search"
                    "root" "start"
                    "value" "value taken"
                    "backed-up" "backed up"
                    "at-most" "alpha cutoff: at most"
                    "at-least" "beta cutoff: at least"
                    "cut-off" "cut off: never looked at"
                    "not-searched" "below the search: never looked at"})

(defn title [look [name None]]
  "The picture's title: name (a figure or file), appendix, m&n, dmax, move."
  (setv what (if (= look.appendix "c") "alpha beta" "minimaxing")
        head (if name f"{name} — " ""))
  (+ head f"Appendix {(.upper look.appendix)}, {look.m}&{look.n} {what}, dmax {look.dmax}:"
     f" move {look.move}"))

(defn describe [look mark]
  "One sentence about a position, for a tooltip or a screen reader."
  (setv node mark.node
        words [f"{node.name}: {mark.kind}-position" (get STATUS-WORDS mark.status)])
  (when (and mark.looked-at (!= mark.status "root"))
    (.append words f"came to {(value-text mark)}"))
  (when (is-not node.value None)
    (.append words f"static value {(number-text node.value)}"))
  (when (= node.name look.move)
    (.append words "the chosen move"))
  (.join ", " words))

(defn look [root [appendix "c"] [m 2] [n 2] [dmax None] [parameters {}]]
  "Run `appendix`'s sta on the tree `root` (dmax: trees/default-dmax if None)
  and mark each position with what the search did there: a Look."
  (setv dmax (if (is dmax None) (default-dmax root) dmax))
  (look-at (recorded-run root appendix m n dmax parameters) root appendix m n dmax))
