"Game trees from tree files, and the game a tree defines for the appendices.

A tree file holds one tree:  node := \"(\" NAME [NUMBER] node* \")\"
with ; starting a comment to the end of the line.  A node without successors
must have a number, its static value: an integer of at most 2^53 or a finite
real; an interior node may have one, used when the search stops there.  Names
are unique.  The root is the starting max-position.  A tree file is UTF-8
text whose names and numbers are plain ASCII, as LISP 1.5's atoms are
(comments may hold any text); a line ends with LF, CR LF or CR."

(eval-when-compile (require lisp.macros [unless]))
(import contextlib [contextmanager]
        gc
        re
        math
        sys
        pathlib [Path]
        lisp [Atom intern from-python NIL T zerop lisp-error show]
        lisp.reader [place]
        slagle.errors [Refusal])

(defclass TreeError [Refusal]
  "A malformed tree file: the message names the problem and where it is.")

(defclass Node []
  "A position of a tree: its name, its static value (or None), its successors,
  and the line its ( is on (when the careful reader read it, else None)."
  (setv __slots__ #("name" "value" "children" "line"))

  (defn __init__ [self name value children [line None]]
    (setv self.name name
          self.value value
          self.children children
          self.line line))

  (defn __repr__ [self] f"<Node {self.name}>")

  (defn _repr_svg_ [self]
    "The tree drawn, for Jupyter, once slagle.pictures.svg is loaded (None,
    and Jupyter's text, before): the engine never imports the pictures, it
    finds them among the modules loaded."
    (setv pictures (.get sys.modules "slagle.pictures.svg"))
    (when pictures (pictures.draw-tree self))))

(setv ;; Names that would be read as something else: sta answers NOSUCC when
      ;; there is no move, NIL (and F, which is NIL) ends every list, and ∞ and
      ;; -∞ are the report's numbers.
      RESERVED #{"NIL" "F" "NOSUCC" "∞" "-∞"}
      ;; LISP 1.5's atoms and numbers are plain ASCII: words are separated by
      ;; ASCII white space only, so that any other character stays in the
      ;; word and is refused with it (re.ASCII: \s and \d are ASCII only).
      TOKEN (re.compile r"[()]|[^\s();]+" re.ASCII)
      INTEGER (re.compile r"[+-]?[0-9]+")
      NUMBER (re.compile r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")
      NON-FINITE #{"nan" "inf" "infinity"}
      NAME (re.compile r"[^\s(),;.'\"`]+" re.ASCII)
      ;; A name: printable ASCII but ( ) , ; . ' " ` and not a number.
      POSITION-NAME (re.compile (+ r"(?!" NUMBER.pattern r"\Z)[!#-&*+\-/-:<-_a-~]+"))
      ;; An integer that is surely at most 2^53.
      SHORT-INTEGER (re.compile r"[+-]?[0-9]{1,15}")
      BINARY (re.compile r"[\x00-\x08\x0e-\x1f\x7f]")
      ;; A real holds every integer up to 2^53 exactly; beyond it, an integer
      ;; would be compared and combined with reals it cannot be told from, and
      ;; differences of integers near 10^308 overflow the reals (G1).
      LARGEST-INTEGER (** 2 53)
      LINE-END (re.compile r"\r\n?")
      COMMENT (re.compile r";[^\n]*")
      ;; One match a node's opening `( NAME [VALUE]`, a `)`, or a stray word.
      NODE (re.compile r"\(\s*([^\s()]*)\s*([^\s()]*)|(\))|([^\s()]+)" re.ASCII)
      MAX-BYTES (* 64 1024 1024))

(defn fail [source line column message]
  "Raise a TreeError: source:line:column: message."
  (raise (TreeError (if line f"{source}:{line}:{column}: {message}" f"{source}: {message}"))))

(defn shown [word [most 40]]
  "word as a message shows it: at most `most` characters."
  (if (> (len word) most) (+ (cut word (- most 1)) "…") word))

(defn number-of [word]
  "The static value that word spells, a plain ASCII integer of at most 2^53
  or a finite real, or None."
  (cond (.fullmatch INTEGER word)
          (do (setv x (try (int word) (except [ValueError] None))) ; more digits than Python reads
              (when (and (is-not x None) (<= (abs x) LARGEST-INTEGER)) x))
        (.fullmatch NUMBER word)
          (do (setv x (float word))
              (when (math.isfinite x) x))))

(defn name? [word]
  "Can word name a position: printable ASCII, not a number, not reserved?"
  (and (.fullmatch POSITION-NAME word) (not-in word RESERVED)))

(defn ascii-lines [text]
  "text with its line ends, CR LF or a CR alone, as LF."
  (if (in "\r" text) (.sub LINE-END "\n" text) text))

(defn tokens [text source]
  "The tokens of a tree file as (string, line, column) triples, comments dropped."
  (setv out [])
  (for [[i line] (enumerate (.split text "\n") 1)]
    (setv code (get (.split line ";" 1) 0))
    (for [m (.finditer TOKEN code)]
      (.append out #((.group m) i (+ (.start m) 1)))))
  out)

(defn parse-number [word source line column name]
  "The static value that word spells (number-of); TreeError, saying why, if none."
  (setv x (number-of word))
  (when (is x None)
    (fail source line column
          (cond (in (.lower (.lstrip word "+-")) NON-FINITE)
                  f"the value of {name} is not a finite number: {word}"
                (.fullmatch INTEGER word)
                  (+ f"the value of {name} is too large an integer: {(shown word)}"
                     " (at most 2^53 = 9007199254740992; a real, such as 1e308, may be larger)")
                (.fullmatch NUMBER word)
                  f"the value of {name} is not a finite number: {(shown word)}"
                (not (.isascii word))
                  (+ f"the value of {name} is not a number: {(shown word)}"
                     f" (LISP 1.5's numbers are plain ASCII: {(non-ascii word)})")
                True
                  f"the value of {name} is not a number: {(shown word)}")))
  x)

(defn non-ascii [word]
  "The first character of word that is not ASCII, as U+XXXX and its name."
  (import unicodedata)
  (setv c (next (gfor c word :if (not (.isascii c)) c)))
  f"U+{(ord c) :04X} {(unicodedata.name c "")}")

(defn check-text [text source]
  "TreeError unless text is text: no NUL or other control characters but
  whitespace, as binary files have."
  (setv m (.search BINARY text))
  (when m
    (setv [line column] (place text (.start m)))
    (fail source line column
          f"not a tree file: it holds binary data (byte 0x{(ord (.group m)) :02x})")))

(defn parse-tree [text [source "<tree>"]]
  "The root Node of the tree that `text` holds; TreeError if it is malformed.
  A well-formed tree is read at speed (read-quickly); anything else is read
  again carefully, to say what is wrong and where (read-carefully)."
  (check-text text source)
  (setv text (ascii-lines text))
  (or (read-quickly text) (read-carefully text source)))

(defn [contextmanager] collector-held-off []
  "For a with block that makes many objects and no cycles (a tree's nodes,
  a search's lists): Python's cyclic garbage collector held off, for it would
  otherwise go over all that exists again and again (a third of the time of
  reading or searching a tree of 300,000 positions).  Reference counting
  still frees what is dropped; the collector runs again after the block."
  (setv collecting (gc.isenabled))
  (gc.disable)
  (try
    (yield)
    (finally
      (when collecting (gc.enable)))))

(defn read-quickly [text]
  "The root Node of the tree text holds, or None if it is not a well-formed
  tree.  One regular-expression match a node, and no positions kept: a
  malformed tree is left to read-carefully to describe."
  (setv code (if (in ";" text) (.sub COMMENT (fn [m] (* " " (len (.group m)))) text) text))
  (with [_ (collector-held-off)]
    (read-nodes (map re.Match.groups (.finditer NODE code)))))

(defn read-nodes [matches]
  "The root Node from the groups of NODE's matches, or None at the first
  thing that is not a well-formed tree."
  (setv stack [] names (set) root None)
  (for [[name value close stray] matches]
    (cond close (do (unless stack (return None))
                    (setv node (.pop stack))
                    (when (and (not node.children) (is node.value None)) (return None))
                    (if stack
                        (.append (. (get stack -1) children) node)
                        (setv root node)))
          (or stray (is-not root None) (in name names) (not (name? name))) (return None)
          True (do (setv number (cond (not value) None
                                      (.fullmatch SHORT-INTEGER value) (int value)
                                      True (number-of value)))
                   (when (and value (is number None)) (return None))
                   (.add names name)
                   (.append stack (Node name number [])))))
  (when (not stack) root))

(defn read-carefully [text source]
  "The root Node of the tree text holds; TreeError, with the line and column,
  at the first thing that is wrong."
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

(defn check-name [name source line column names]
  "TreeError unless name can name a position (name?) not yet named."
  (when (in name #{"(" ")"})
    (fail source line column "a node must start with its name"))
  (unless (and (.fullmatch NAME name) (not (.fullmatch NUMBER name)))
    (fail source line column f"not a position name: {(shown name)}"))
  (when (in name RESERVED)
    (fail source line column f"{name} cannot name a position: the appendices give it a meaning of its own"))
  (unless (.isascii name)
    (fail source line column (+ f"not a position name: {(shown name)}"
                                f" (LISP 1.5's names are plain ASCII: {(non-ascii name)})")))
  (when (in name names)
    (fail source line column f"duplicate name {name} (first at line {(get names name)})")))

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
  (check-name name source nline ncolumn names)
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

(setv STANDARD-INPUT "-")

(defn source-name [path]
  "How messages name the tree file at path: <stdin> for -, else the path."
  (if (= (str path) STANDARD-INPUT) "<stdin>" (str path)))

(defn read-bytes [path]
  "At most MAX-BYTES + 1 bytes of the file at path, or of standard input for -."
  (if (= (str path) STANDARD-INPUT)
      (.read sys.stdin.buffer (+ MAX-BYTES 1))
      (with [f (open path "rb")]
        (.read f (+ MAX-BYTES 1)))))

(defn read-text [path]
  "The text of the file at path (standard input for -); TreeError if it
  cannot be read, is too large, or is not UTF-8 text (a UTF-8 byte order
  mark is allowed)."
  (setv source (source-name path))
  (try
    (setv data (read-bytes path))
    (except [e OSError]
      (fail source None None (or e.strerror (str e))))
    (except [AttributeError]             ; no standard input at all
      (fail source None None "there is no standard input to read")))
  (when (> (len data) MAX-BYTES)
    (fail source None None
          f"too large for a tree file: more than {(// MAX-BYTES (* 1024 1024))} MB"))
  (try
    (.decode data "utf-8-sig")
    (except [e UnicodeDecodeError]
      (setv before (.decode (cut data e.start) "utf-8" "replace")
            [line column] (place (ascii-lines before) (len (ascii-lines before))))
      (fail source line column
            f"not a tree file: it is not UTF-8 text (byte 0x{(get data e.start) :02x})"))))

(defn load-tree [path]
  "The root Node of the tree file at path (standard input for -); TreeError
  if it cannot be read or parsed."
  (parse-tree (read-text path) (source-name path)))

(defn nodes [root]
  "All the nodes of the tree, root first, each before its successors (no recursion)."
  (setv out [] stack [root])
  (while stack
    (setv node (.pop stack))
    (.append out node)
    (.extend stack (reversed node.children)))
  out)

(defn levels [root]
  "The positions of a tree level by level: [[root] [its successors] ...]."
  (setv out [[root]])
  (while (get out -1)
    (.append out (lfor node (get out -1) c node.children c)))
  (cut out -1))

(defn height [root]
  "The number of moves on the longest path from the root to a tip."
  (- (len (levels root)) 1))

(defn default-dmax [root]
  "The dmax a search of the tree takes unless told: its height, and at least
  1, as sta always looks one move ahead (a tree of one position has no move
  whatever dmax is: sta answers NOSUCC)."
  (max 1 (height root)))

(defn tree-text [root [indent "  "]]
  "The tree in tree-file notation, one node a line, indented by depth (by
  `indent` a level)."
  (setv lines [] stack [#(root 0 False)])
  (while stack
    (setv [node depth closing] (.pop stack))
    (if closing
        (setv (get lines -1) (+ (get lines -1) ")"))
        (do (.append lines (+ (* indent depth) "(" node.name
                              (if (is node.value None) "" f" {(show node.value)}")))
            (.append stack #(node depth True))
            (.extend stack (gfor c (reversed node.children) #(c (+ depth 1) False))))))
  (+ (.join "\n" lines) "\n"))

(defclass TreeGame []
  "The game a tree defines: value, succ and final for the appendices.

  Positions are the atoms named in the tree.  final is true at the tips and,
  as the paper's own final, wherever zerop[dmax] (its last argument), so it
  serves Appendix B's final[p;dmax] and Appendix C's final[p;alpha;beta;dmax].
  The positions whose value is taken are counted in `evaluations` and, made
  with record, kept in the list `evaluated` (else None)."

  (defn __init__ [self root [record False]]
    (setv self.tree root
          self.root (intern root.name)
          self.positions (dfor level (levels root) node level node.name node)
          self.successors {}              ; succ's lists, made as they are asked for
          self.evaluated (when record [])
          self.evaluations 0))

  (defn node-at [self p]
    "The node of the position p (an atom), or None if p is not in the tree."
    (when (isinstance p Atom) (.get self.positions p.name)))

  (defn value [self p]
    "value[p]: the static value of the position p, as the tree gives it."
    (setv node (.node-at self p))
    (when (or (is node None) (is node.value None))
      (lisp-error "VALUE" (if node
                              f"the search stopped at {(show p)}, which has no value in the tree"
                              f"{(show p)} is not a position of this tree")))
    (+= self.evaluations 1)
    (when (is-not self.evaluated None)
      (.append self.evaluated p))
    node.value)

  (defn succ [self p]
    "succ[p]: the successors of p, in the tree's order."
    (setv s (.get self.successors p))
    (when (is s None)
      (setv node (.node-at self p))
      (when (is node None)
        (lisp-error "SUCC" f"{(show p)} is not a position of this tree"))
      (setv s (from-python (gfor c node.children (intern c.name)))
            (get self.successors p) s))
    s)

  (defn final [self p #* args]
    "final: T at a tip of the tree, and wherever zerop[dmax]."
    (setv node (.node-at self p))
    (if (and node (not node.children)) T (zerop (get args -1)))))
