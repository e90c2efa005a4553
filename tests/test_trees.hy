"Tree files: what parse-tree and load-tree make of good ones, and the one-line
message (file:line:column: what is wrong) each kind of malformed one gets.
The parser keeps the nodes still open on a stack of its own, so a tree
100,000 positions deep parses."

(import pytest
        slagle.core.trees :as trees
        slagle.core.trees [TreeError parse-tree load-tree tree-text height nodes])

;; malformed text, where the message puts the problem (None: the file as a
;; whole), and what it says
(setv TOO-LARGE " (at most 2^53 = 9007199254740992; a real, such as 1e308, may be larger)")

(setv MALFORMED
  [["(P (P1 1)" "1:1" "unbalanced: the ( of P is never closed"]
   ["(P (P1 1" "1:4" "unbalanced: the ( of P1 is never closed"]
   ["(P\n  (P1 1)\n  (P2 (P21 2)" "3:3" "unbalanced: the ( of P2 is never closed"]
   ["(" "1:1" "unbalanced: this ( is never closed"]
   ["(P (P1 1)))" "1:11" "unbalanced: this ) has no ( to close"]
   [")(P (P1 1))" "1:1" "unbalanced: this ) has no ( to close"]
   ["" None "empty: no tree in it"]
   ["  \n\t\n" None "empty: no tree in it"]
   ["; only\n;; comments (P (P1 1))\n" None "empty: no tree in it"]
   ["(P (P1 1) (P2))" "1:11" "the tip P2 has no value"]
   ["(P)" "1:1" "the tip P has no value"]
   ["(P (P1 x))" "1:8" "the value of P1 is not a number: x"]
   ["(P (P1 1,5))" "1:8" "the value of P1 is not a number: 1,5"]
   ["(P (P1 nan))" "1:8" "the value of P1 is not a finite number: nan"]
   ["(P (P1 NaN))" "1:8" "the value of P1 is not a finite number: NaN"]
   ["(P (P1 -inf))" "1:8" "the value of P1 is not a finite number: -inf"]
   ["(P (P1 Infinity))" "1:8" "the value of P1 is not a finite number: Infinity"]
   ["(P (P1 1e999))" "1:8" "the value of P1 is not a finite number: 1e999"]
   [(+ "(P (P1 1" (* "0" 400) "))") "1:8" (+ "the value of P1 is too large an integer: 1" (* "0" 38) "…" TOO-LARGE)]
   [(+ "(P (P1 1" (* "0" 5000) "))") "1:8" (+ "the value of P1 is too large an integer: 1" (* "0" 38) "…" TOO-LARGE)]
   ;; LISP 1.5's integers and atoms, plain ASCII: an integer a real holds exactly
   [(+ "(P (P1 1" (* "0" 308) "))") "1:8" (+ "the value of P1 is too large an integer: 1" (* "0" 38) "…" TOO-LARGE)]
   ["(P (P1 9007199254740993))" "1:8" (+ "the value of P1 is too large an integer: 9007199254740993" TOO-LARGE)]
   ["(P (P1 -9007199254740993))" "1:8" (+ "the value of P1 is too large an integer: -9007199254740993" TOO-LARGE)]
   ["(P (P1 ３))" "1:8" "the value of P1 is not a number: ３ (LISP 1.5's numbers are plain ASCII: U+FF13 FULLWIDTH DIGIT THREE)"]
   ["(P (P1 ٣))" "1:8" "the value of P1 is not a number: ٣ (LISP 1.5's numbers are plain ASCII: U+0663 ARABIC-INDIC DIGIT THREE)"]
   ["(P (P1 1٣))" "1:8" "the value of P1 is not a number: 1٣ (LISP 1.5's numbers are plain ASCII: U+0663 ARABIC-INDIC DIGIT THREE)"]
   ["(P (P\u200b1 1))" "1:5" "not a position name: P\u200b1 (LISP 1.5's names are plain ASCII: U+200B ZERO WIDTH SPACE)"]
   ["(P (Pé 1))" "1:5" "not a position name: Pé (LISP 1.5's names are plain ASCII: U+00E9 LATIN SMALL LETTER E WITH ACUTE)"]
   ["(P (P1\u00a01))" "1:5" "not a position name: P1\u00a01 (LISP 1.5's names are plain ASCII: U+00A0 NO-BREAK SPACE)"]
   ["(P (P\u3000 1))" "1:5" "not a position name: P\u3000 (LISP 1.5's names are plain ASCII: U+3000 IDEOGRAPHIC SPACE)"]
   ;; a CR alone ends a line, as LF and CR LF do: the comment ends with it
   ["; my tree\r(P (P1 1)\r (P2 x))" "3:6" "the value of P2 is not a number: x"]
   ["(P (P1 1)\r\n (P2 x))" "2:6" "the value of P2 is not a number: x"]
   ["(P (P1 1) (P1 2))" "1:12" "duplicate name P1 (first at line 1)"]
   ["(P\n (P1 1)\n (P2 (P1 2)))" "3:7" "duplicate name P1 (first at line 2)"]
   ["(P (P1 1) (P 2))" "1:12" "duplicate name P (first at line 1)"]
   ["(P \u0000(P1 1))" "1:4" "not a tree file: it holds binary data (byte 0x00)"]
   ["(P (P1 1))\n\u001b[31m" "2:1" "not a tree file: it holds binary data (byte 0x1b)"]
   ["(P (P1 1)) (Q (Q1 2))" "1:12" "a second tree: a file holds one tree, with one root"]
   ["(P (P1 1))\n(P2 2)" "2:1" "a second tree: a file holds one tree, with one root"]
   ["(P (P1 1)) Q" "1:12" "unexpected Q after the tree"]
   ["(P (12 1))" "1:5" "not a position name: 12"]
   ["(P (-1.5 1))" "1:5" "not a position name: -1.5"]
   ["(P.1 (P2 1))" "1:2" "not a position name: P.1"]
   ["(P (P1 1 2))" "1:10" "unexpected 2 in P1: a value comes right after the name"]
   ["(P 1 (P1 1) 2)" "1:13" "unexpected 2 in P: a value comes right after the name"]
   ["(P ())" "1:5" "a node must start with its name"]
   ["((P1 1))" "1:2" "a node must start with its name"]
   ["P" "1:1" "expected ( to start a node, found P"]
   ["7 (P (P1 1))" "1:1" "expected ( to start a node, found 7"]])

(defn [(pytest.mark.parametrize #("text" "where" "says") MALFORMED)]
  test-a-malformed-tree-is-one-line-naming-the-problem-and-where [text where says]
  (with [e (pytest.raises TreeError)]
    (parse-tree text "t.tree"))
  (setv message (str e.value))
  (assert (= message (if where f"t.tree:{where}: {says}" f"t.tree: {says}"))
          message))

(defn test-a-long-word-is-shortened-in-the-message []
  (with [e (pytest.raises TreeError)]
    (parse-tree (+ "(P (P1 " (* "x" 1000) "))") "t.tree"))
  (assert (.startswith (str e.value) "t.tree:1:8: the value of P1 is not a number: xxx"))
  (assert (.endswith (str e.value) "…"))
  (assert (< (len (str e.value)) 100)))

;; what good text parses as: the tree printed back one node a line
(setv GOOD
  [["(P (P1 1) (P2 2))" "(P\n  (P1 1)\n  (P2 2))\n"]
   ["; Fig. 0\n(P 3 ; a value at an interior position\n  (P1 -1.5) (P2 +4))" "(P 3\n  (P1 -1.5)\n  (P2 4))\n"]
   ["(P\r\n  (P1 1)\r\n  (P2 .5))\r\n" "(P\n  (P1 1)\n  (P2 0.5))\n"]
   ["(A&B (<C> 1e2) (D>E 2))" "(A&B\n  (<C> 100.0)\n  (D>E 2))\n"]
   ["(P (P1 0) (P2 -0))" "(P\n  (P1 0)\n  (P2 0))\n"]])

(defn [(pytest.mark.parametrize #("text" "printed") GOOD)]
  test-a-good-tree-parses [text printed]
  (assert (= (tree-text (parse-tree text)) printed)))

(defn write [tmp-path data]
  "A file t.tree in tmp-path holding the bytes data; its path as a string."
  (setv path (/ tmp-path "t.tree"))
  (.write-bytes path data)
  (str path))

;; bytes in a file, where the message puts the problem, and what it says
(setv UNREADABLE
  [[b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" "1:1" "not a tree file: it is not UTF-8 text (byte 0x89)"]
   [b"(P (P1 1)\n  (P2 \xff\xfe))" "2:7" "not a tree file: it is not UTF-8 text (byte 0xff)"]
   [b"(P (P\xc3\xa91 1)\n (P2 \xe9))" "2:6" "not a tree file: it is not UTF-8 text (byte 0xe9)"]
   [b"\xff\xfe(\x00P\x00)\x00" "1:1" "not a tree file: it is not UTF-8 text (byte 0xff)"]
   [b"(P (P1 1) \x00\x01\x02)" "1:11" "not a tree file: it holds binary data (byte 0x00)"]])

(defn [(pytest.mark.parametrize #("data" "where" "says") UNREADABLE)]
  test-a-binary-file-is-one-line-naming-the-byte-and-where [data where says tmp-path]
  (setv path (write tmp-path data))
  (with [e (pytest.raises TreeError)]
    (load-tree path))
  (assert (= (str e.value) f"{path}:{where}: {says}")))

(defn test-random-bytes-are-not-a-tree-file [tmp-path]
  (import random)
  (for [seed (range 20)]
    (setv path (write tmp-path (.randbytes (random.Random seed) 300)))
    (with [e (pytest.raises TreeError)]
      (load-tree path))
    (assert (in ": not a tree file: it " (str e.value)) seed)))

(defn test-files-that-cannot-be-read [tmp-path]
  (for [[path says] [[(/ tmp-path "missing.tree") "No such file or directory"]
                     [tmp-path "Is a directory"]]]
    (with [e (pytest.raises TreeError)]
      (load-tree path))
    (assert (= (str e.value) f"{path}: {says}"))))

(defn test-a-file-too-large-is-refused-before-parsing [tmp-path monkeypatch]
  (monkeypatch.setattr trees "MAX_BYTES" (* 1024 1024))
  (setv path (write tmp-path (.encode (+ "(P " (* " " 1048576) "(P1 1))"))))
  (with [e (pytest.raises TreeError)]
    (load-tree path))
  (assert (= (str e.value) f"{path}: too large for a tree file: more than 1 MB")))

(defn test-a-utf-8-byte-order-mark-and-comments-in-any-language-are-allowed [tmp-path]
  (setv path (write tmp-path (.encode "\ufeff; l'arbre de Slagle, ３ niveaux\r(P (P1 1) (P2 2))" "utf-8")))
  (assert (= (lfor n (nodes (load-tree path)) n.name) ["P" "P1" "P2"])))

(defn test-reading-a-tree-file-changes-nothing [tmp-path]
  (setv data b"(P (P1 1) (P2 2))\n"
        path (write tmp-path data)
        before (. (trees.Path path) (stat) st-mtime-ns))
  (load-tree path)
  (assert (= (.read-bytes (trees.Path path)) data))
  (assert (= (. (trees.Path path) (stat) st-mtime-ns) before)))

(defn chain-text [depth]
  "A chain: C0 has C1 as its one successor, and so on down to the tip T."
  (+ (.join "" (gfor i (range depth) f"(C{i} ")) "(T 5)" (* ")" depth)))

(defn test-a-tree-100000-deep-parses []
  ;; No recursion: a recursive parser would stop near Python's 1,000 frames.
  (setv root (parse-tree (chain-text 100000)))
  (assert (= (height root) 100000))
  (assert (= (len (nodes root)) 100001))
  (assert (= (. (get (nodes root) -1) name) "T")))

(defn test-a-tree-100000-deep-unclosed-names-the-innermost []
  (with [e (pytest.raises TreeError)]
    (parse-tree (cut (chain-text 100000) 0 -1) "t.tree"))
  (assert (= (str e.value) "t.tree:1:1: unbalanced: the ( of C0 is never closed"))
  (with [e (pytest.raises TreeError)]
    (parse-tree (.replace (chain-text 100000) "(T 5)" "(T)") "t.tree"))
  (assert (.endswith (str e.value) ": the tip T has no value")))

(defn mutated [text rng]
  "text with one to three characters inserted, deleted or replaced at random."
  (setv chars (list text))
  (for [_ (range (.randint rng 1 3))]
    (setv k (.randrange rng (+ (len chars) 1))
          c (.choice rng "()P1 ;\n\r.-+e9x\u00e9\u200bF"))
    ((.choice rng [(fn [] (.insert chars k c))
                   (fn [] (when (< k (len chars)) (del (get chars k))))
                   (fn [] (when (< k (len chars)) (setv (get chars k) c)))])))
  (.join "" chars))

(defn test-the-quick-reader-gives-the-careful-readers-tree-or-leaves-it-to-it []
  ;; parse-tree reads at speed (read-quickly) and reads again carefully only
  ;; when that fails: on text near a good tree, whatever the careful reader
  ;; refuses the quick one must refuse too, and what both read is the same tree.
  (import random)
  (setv rng (random.Random 9)
        base "; a tree\n(P 3 (P1 1) (P2 (P21 -2.5) (P22 +4)) (P3 1e2 (P31 .5)))\n"
        refused 0
        read-both 0)
  (assert (= (tree-text (trees.read-quickly base)) (tree-text (trees.read-carefully base "t.tree"))))
  (for [_ (range 3000)]
    (setv text (trees.ascii-lines (mutated base rng))
          quick (trees.read-quickly text))
    (try
      (setv careful (tree-text (trees.read-carefully text "t.tree")))
      (assert (or (is quick None) (= (tree-text quick) careful)) text)
      (when quick (+= read-both 1))
      (except [TreeError]
        (+= refused 1)
        (assert (is quick None) text))))
  ;; the mutations make both kinds of text
  (assert (< 300 refused 2700) refused)
  ;; and the quick reader does read most of what the careful one reads
  (assert (> read-both (* 0.5 (- 3000 refused))) [read-both refused]))

(defn test-standard-input-is-read-for-a-dash [monkeypatch]
  (import io)
  (monkeypatch.setattr trees.sys "stdin" (io.TextIOWrapper (io.BytesIO b"(P (P1 1)\r (P2 x))")))
  (with [e (pytest.raises TreeError)]
    (load-tree "-"))
  (assert (= (str e.value) "<stdin>:2:6: the value of P2 is not a number: x"))
  (monkeypatch.setattr trees.sys "stdin" (io.TextIOWrapper (io.BytesIO b"(P (P1 1) (P2 2))")))
  (assert (= (tree-text (load-tree "-")) "(P\n  (P1 1)\n  (P2 2))\n")))
