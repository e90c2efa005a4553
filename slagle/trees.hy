"Game trees from tree files, and the game a tree defines for the appendices.

A tree file holds one tree:  node := \"(\" NAME [NUMBER] node* \")\"
with ; starting a comment to the end of the line.  A node without successors
must have a number, its static value (finite, and within the range of reals);
an interior node may have one, used when the search stops there.  Names are
unique.  The root is the starting max-position.  A tree file is UTF-8 text."

(require lisp.macros [unless])
(import re
        math
        pathlib [Path]
        lisp [intern from-python NIL T zerop lisp-error show])

(defclass TreeError [ValueError]
  "A malformed tree file: the message names the problem and where it is.")

(defclass Node []
  "A position of a tree: its name, its static value (or None), its successors."
  (setv __slots__ #("name" "value" "children" "line"))

  (defn __init__ [self name value children line]
    (setv self.name name
          self.value value
          self.children children
          self.line line))

  (defn __repr__ [self] f"<Node {self.name}>"))

(setv ;; Names that would be read as something else: sta answers NOSUCC when
      ;; there is no move, NIL (and F, which is NIL) ends every list, and ∞ and
      ;; -∞ are the report's numbers.
      RESERVED #{"NIL" "F" "NOSUCC" "∞" "-∞"}
      TOKEN (re.compile r"[()]|[^\s();]+")
      NUMBER (re.compile r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")
      NON-FINITE #{"nan" "inf" "infinity"}
      NAME (re.compile r"[^\s(),;.'\"`]+")
      BINARY (re.compile r"[\x00-\x08\x0e-\x1f\x7f]")
      MAX-BYTES (* 64 1024 1024))

(defn tokens [text source]
  "The tokens of a tree file as (string, line, column) triples, comments dropped."
  (setv out [])
  (for [[i line] (enumerate (.split text "\n") 1)]
    (setv code (get (.split line ";" 1) 0))
    (for [m (.finditer TOKEN code)]
      (.append out #((.group m) i (+ (.start m) 1)))))
  out)

(defn fail [source line column message]
  "Raise a TreeError: source:line:column: message."
  (raise (TreeError (if line f"{source}:{line}:{column}: {message}" f"{source}: {message}"))))

(defn shown [word [most 40]]
  "word as a message shows it: at most `most` characters."
  (if (> (len word) most) (+ (cut word (- most 1)) "…") word))

(defn place [text k]
  "The line and column (from 1) of the character text[k]."
  #((+ (.count text "\n" 0 k) 1) (- k (.rfind text "\n" 0 k))))

(defn finite? [x]
  "Is the number x finite, and within the range of reals (so LISP's
  arithmetic on it cannot overflow a conversion)?"
  (try (math.isfinite x)
       (except [OverflowError] False)))

(defn parse-number [word source line column name]
  "The static value that word spells: a finite integer or real."
  (unless (.fullmatch NUMBER word)
    (fail source line column
          (if (in (.lower (.lstrip word "+-")) NON-FINITE)
              f"the value of {name} is not a finite number: {word}"
              f"the value of {name} is not a number: {(shown word)}")))
  (setv x (try (if (.isdigit (.lstrip word "+-")) (int word) (float word))
               (except [ValueError] None)))  ; an integer of more digits than Python reads
  (unless (and (is-not x None) (finite? x))
    (fail source line column
          (if (isinstance x float)
              f"the value of {name} is not a finite number: {(shown word)}"
              f"the value of {name} is too large a number: {(shown word)}")))
  x)

(defn check-text [text source]
  "TreeError unless text is text: no NUL or other control characters but
  whitespace, as binary files have."
  (setv m (.search BINARY text))
  (when m
    (setv [line column] (place text (.start m)))
    (fail source line column
          f"not a tree file: it holds binary data (byte 0x{(ord (.group m)) :02x})")))

(defn parse-tree [text [source "<tree>"]]
  "The root Node of the tree that `text` holds; TreeError if it is malformed."
  (check-text text source)
  (setv toks (tokens text source))
  (unless toks
    (fail source None None "empty: no tree in it"))
  (setv [root i] (parse-node toks 0 source {}))
  (when (< i (len toks))
    (setv [word line column] (get toks i))
    (fail source line column
          (cond (= word "(") "a second tree: a file holds one tree, with one root"
                (= word ")") "unbalanced: this ) has no ( to close"
                True f"unexpected {(shown word)} after the tree")))
  root)

(defn open-node [toks i source names]
  "Read the `( NAME [VALUE]` that opens the node at toks[i]: the node, with
  no successors yet, its column, and the index after it."
  (setv [word line column] (get toks i))
  (unless (= word "(")
    (fail source line column (if (= word ")")
                                 "unbalanced: this ) has no ( to close"
                                 f"expected ( to start a node, found {(shown word)}")))
  (when (>= (+ i 1) (len toks))
    (fail source line column "unbalanced: this ( is never closed"))
  (setv [name nline ncolumn] (get toks (+ i 1)))
  (when (in name #{"(" ")"})
    (fail source nline ncolumn "a node must start with its name"))
  (unless (and (.fullmatch NAME name) (not (.fullmatch NUMBER name)))
    (fail source nline ncolumn f"not a position name: {(shown name)}"))
  (when (in name RESERVED)
    (fail source nline ncolumn f"{name} cannot name a position: the appendices give it a meaning of its own"))
  (when (in name names)
    (fail source nline ncolumn f"duplicate name {name} (first at line {(get names name)})"))
  (setv (get names name) nline
        i (+ i 2)
        value None)
  (when (and (< i (len toks)) (not (in (get toks i 0) #{"(" ")"})))
    (setv [word vline vcolumn] (get toks i)
          value (parse-number word source vline vcolumn name)
          i (+ i 1)))
  #((Node name value [] line) column i))

(defn parse-node [toks i source names]
  "Parse the node at toks[i]; return it and the index after it.  The nodes
  still open are on an explicit stack, so a tree of any depth parses."
  (setv [node column i] (open-node toks i source names)
        stack [#(node column)])
  (while True
    (setv [node column] (get stack -1))
    (when (>= i (len toks))
      (fail source node.line column f"unbalanced: the ( of {node.name} is never closed"))
    (setv word (get toks i 0))
    (cond (= word "(") (do (setv [child ccolumn i] (open-node toks i source names))
                           (.append stack #(child ccolumn)))
          (= word ")") (do (.pop stack)
                           (when (and (not node.children) (is node.value None))
                             (fail source node.line column f"the tip {node.name} has no value"))
                           (setv i (+ i 1))
                           (if stack
                               (.append (. (get stack -1 0) children) node)
                               (return #(node i))))
          True (fail source (get toks i 1) (get toks i 2)
                     f"unexpected {(shown word)} in {node.name}: a value comes right after the name"))))

(defn read-text [path]
  "The text of the file at path; TreeError if it cannot be read, is too
  large, or is not UTF-8 text (a UTF-8 byte order mark is allowed)."
  (try
    (with [f (open path "rb")]
      (setv data (.read f (+ MAX-BYTES 1))))
    (except [e OSError]
      (fail (str path) None None (or e.strerror (str e)))))
  (when (> (len data) MAX-BYTES)
    (fail (str path) None None
          f"too large for a tree file: more than {(// MAX-BYTES (* 1024 1024))} MB"))
  (try
    (.decode data "utf-8-sig")
    (except [e UnicodeDecodeError]
      (setv before (.decode (cut data e.start) "utf-8" "replace")
            [line column] (place before (len before)))
      (fail (str path) line column
            f"not a tree file: it is not UTF-8 text (byte 0x{(get data e.start) :02x})"))))

(defn load-tree [path]
  "The root Node of the tree file at path; TreeError if it cannot be read or parsed."
  (parse-tree (read-text (Path path)) (str path)))

(defn nodes [root]
  "All the nodes of the tree, root first, each before its successors (no recursion)."
  (setv out [] stack [root])
  (while stack
    (setv node (.pop stack))
    (.append out node)
    (.extend stack (reversed node.children)))
  out)

(defn height [root]
  "The number of moves on the longest path from the root to a tip."
  (setv best 0 stack [#(root 0)])
  (while stack
    (setv [node depth] (.pop stack)
          best (max best depth))
    (.extend stack (gfor c node.children #(c (+ depth 1)))))
  best)

(defn tree-text [root]
  "The tree in tree-file notation, one node a line, indented by depth."
  (setv lines [] stack [#(root 0 False)])
  (while stack
    (setv [node depth closing] (.pop stack))
    (if closing
        (setv (get lines -1) (+ (get lines -1) ")"))
        (do (.append lines (+ (* "  " depth) "(" node.name
                              (if (is node.value None) "" f" {(show node.value)}")))
            (.append stack #(node depth True))
            (.extend stack (gfor c (reversed node.children) #(c (+ depth 1) False))))))
  (+ (.join "\n" lines) "\n"))

(defclass TreeGame []
  "The game a tree defines: value, succ and final for the appendices.

  Positions are the atoms named in the tree.  final is true at the tips and,
  as the paper's own final, wherever zerop[dmax] (its last argument), so it
  serves Appendix B's final[p;dmax] and Appendix C's final[p;alpha;beta;dmax].
  The positions whose value is taken are recorded in `evaluated`."

  (defn __init__ [self root]
    (setv self.tree root
          self.root (intern root.name)
          self.values {}
          self.successors {}
          self.evaluated [])
    (for [node (nodes root)]
      (setv position (intern node.name)
            (get self.values position) node.value
            (get self.successors position) (from-python (gfor c node.children (intern c.name))))))

  (defn value [self p]
    "value[p]: the static value of the position p, as the tree gives it."
    (setv v (.get self.values p))
    (when (is v None)
      (lisp-error "VALUE" (if (in p self.values)
                              f"the search stopped at {(show p)}, which has no value in the tree"
                              f"{(show p)} is not a position of this tree")))
    (.append self.evaluated p)
    v)

  (defn succ [self p]
    "succ[p]: the successors of p, in the tree's order."
    (setv s (.get self.successors p))
    (when (is s None)
      (lisp-error "SUCC" f"{(show p)} is not a position of this tree"))
    s)

  (defn final [self p #* args]
    "final: T at a tip of the tree, and wherever zerop[dmax]."
    (if (is (.get self.successors p) NIL) T (zerop (get args -1)))))
