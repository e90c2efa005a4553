"The report's programs as card decks: Appendices A, B and C as the DEFINE decks
a reader of 1963 would have punched from the M-expressions
(appendix_a/appendix-a.deck, appendix_b/appendix-b.deck, appendix_c/appendix-c.deck),
and a tree's game as cards.

- deck-definitions: a deck's definitions by name, as S-expressions, to compare
  with the transcription's docstrings and defun bodies;
- deck-programs: an appendix's programs as its deck defines them, run by the
  LISP 1.5 interpreter, in the form of the transcription's module, for
  play-sta, redefining and tracing (`slagle run --interpreted`);
- run-cards: a whole run as a deck for the top level (`slagle run --deck`)."

(import functools [cache]
        pathlib [Path]
        lisp [Atom LispError intern show to-python]
        lisp.reader [parse-atom ILLEGAL]
        lisp.toplevel [doublets]
        lisp.interpreted [DeckNamespace]
        slagle.core.trees [nodes])

(setv ROOT (. (Path __file__) parent parent parent)
      DECKS {"a" (/ ROOT "appendix_a" "appendix-a.deck")
             "b" (/ ROOT "appendix_b" "appendix-b.deck")
             "c" (/ ROOT "appendix_c" "appendix-c.deck")}
      ;; The decks an appendix's programs need, in the order they are read.
      LOADS {"a" ["a"]  "b" ["a" "b"]  "c" ["a" "c"]}
      DEFINE (intern "DEFINE"))

(defn deck-text [appendix]
  "The text of the deck of `appendix` (\"a\", \"b\" or \"c\")."
  (.read-text (get DECKS appendix) :encoding "utf-8"))

(defn deck-doublets [appendix]
  "The doublets of `appendix`'s deck, as (function arguments) pairs."
  (read-deck (str (get DECKS appendix)) (deck-text appendix)))

(defn [cache] read-deck [path text]
  "The doublets of the deck `text` (from the file `path`): read once, as a deck
  is read once into the system, however many runs use it."
  (lfor item (doublets text)
        (if (= (get item 0) "doublet")
            #((get item 1) (get item 2))
            (let [[_ error line column] item]
              (raise (LispError "DECK" (+ f"{path}, line {line}, column {column}:"
                                          f" {error.code}: {error.message}")))))))

(defn deck-definitions [appendix]
  "The definitions of `appendix`'s deck: a dict from each function's name, in
  lower case as the transcription spells it, to its DEFINE pair (NAME (LAMBDA ...))."
  (dfor [function arguments] (deck-doublets appendix)
        :if (is function DEFINE)
        pair (to-python arguments.car)
        (.lower pair.car.name) pair))

(defn deck-programs [appendix]
  "The programs of Appendix `appendix` (\"b\" or \"c\") as their deck, read after
  Appendix A's, defines them: a DeckNamespace (lisp.interpreted)."
  (DeckNamespace f"the deck of Appendix {(.upper appendix)}"
                 (lfor a (get LOADS appendix) d (deck-doublets a) d)))


;; ---------------------------------------------------------------------------
;; A tree's game as cards, for the LISP 1.5 top level (slagle lisp)
;;
;; Run from Python, a deck reaches the game in hand through the property
;; list: value, succ and final are the game's Python functions, as SUBRs
;; (deck-programs, run by play-sta).  On cards, a reader of 1963 would punch the
;; tree itself: each position's static value and successors on its property
;; list (DEFLIST), and value, succ and final that look them up.

(setv FINAL-PARAMETERS {"b" "(P DMAX)"  "c" "(P ALPHA BETA DMAX)"})

(defn punchable [name]
  "name, if the LISP reader reads it back as the atom it is; error DECK if not."
  (when (or (.search ILLEGAL name) (not (isinstance (parse-atom name) Atom)))
    (raise (LispError "DECK" f"the position {name} cannot be punched on a card: the reader would not read it back")))
  name)

(defn successor-list [node]
  "The successors of node in list notation, NIL if none."
  (if node.children
      (+ "(" (.join " " (gfor c node.children c.name)) ")")
      "NIL"))

(defn game-cards [root appendix]
  "The cards of the game the tree `root` defines, for Appendix `appendix`'s
  final[p;dmax] (\"b\") or final[p;alpha;beta;dmax] (\"c\"): true at a tip, and
  wherever zerop[dmax], as the tree games of the figures are."
  (setv positions (nodes root))
  (.join "\n"
         ["; The game: each position's value (NIL if the tree gives none) and"
          "; successors (NIL at a tip) on its property list."
          "DEFLIST (("
          #* (gfor node positions
                   f"({(punchable node.name)} {(if (is node.value None) "NIL" (show node.value))})")
          ") VALUE)"
          "DEFLIST (("
          #* (gfor node positions
                   f"({node.name} {(successor-list node)})")
          ") SUCC)"
          "DEFINE (("
          "(VALUE (LAMBDA (P) (GET P (QUOTE VALUE))))"
          "(SUCC (LAMBDA (P) (GET P (QUOTE SUCC))))"
          f"(FINAL (LAMBDA {(get FINAL-PARAMETERS appendix)} (OR (NULL (GET P (QUOTE SUCC))) (ZEROP DMAX))))"
          "))"
          ""]))

(defn parameter-cards [parameters]
  "DEFINE cards for the backing-up parameters x, y, r, s given as numbers."
  (setv given (lfor [name k] (.items parameters) :if (is-not k None) [name k]))
  (if given
      (.join "\n" ["; The backing-up functions' parameters, as given."
                   "DEFINE (("
                   #* (gfor [name k] given f"({(.upper name)} (LAMBDA (DMAX) {(show k)}))")
                   "))"
                   ""])
      ""))

(defn run-cards [root appendix m n dmax [parameters {}]]
  "The whole deck of a run, for `slagle lisp`: the decks of Appendix A and of
  `appendix`, the tree's game, the parameters given, and the doublet
  STA (root m n dmax)."
  (.join "\n" [#* (gfor a (get LOADS appendix) (deck-text a))
               (game-cards root appendix)
               #* (if (parameter-cards parameters) [(parameter-cards parameters)] [])
               f"STA ({(punchable root.name)} {m} {n} {dmax})"
               "FIN"
               ""]))
