"The LISP 1.5 top level: a deck of EVALQUOTE doublets, read and evaluated in
turn, each printed as the manual's listings print it.

\"A program for execution in LISP consists of a sequence of doublets.  The
first list or atomic symbol of each doublet is interpreted as a function.  The
second is a list of arguments for the function.  They are evaluated by
evalquote, and the value is printed.\"  (Manual, Section II.)  \"If an error
occurs, a diagnostic will be written and the program will continue with the
next doublet.\"  (Section 6.1.)

A deck is text: card boundaries are ignored and commas are blanks, as the
manual says.  A card with * in column 1 is a comment card (Overlord's), and
; starts a comment to the end of its line.  Overlord's direction cards begin
packets: TEST (or TST, DEBUG) restores the memory after its packet, SET keeps
it unless a doublet failed, SETSET keeps it even then; TAPE, SIZE and DUMP are
passed by.  STOP ends a packet (the right parentheses punched after it to
stop a miscounted reader are skipped); FIN ends the run.

From Hy:  (run-deck \"CAR ((A B))\")  gives a DeckRun: its printed listing
(.listing), the outcome of each doublet (.outcomes) and how many failed (.failed)."

(eval-when-compile (require lisp.macros [unless]))
(import collections [deque]
        contextlib [contextmanager]
        itertools [islice repeat]
        operator [attrgetter]
        re
        sys
        lisp.data [Atom Cons NIL LispError Halt DoubletLimits COUNTER uncounted intern OBLIST]
        lisp.reader [show tokens read-form ILLEGAL]
        lisp.interpreter [evalquote ProgExit DIAGNOSTICS no-prog-to-leave python-errors-as-diagnostics
                          tracing? set-tracing diagnostic-text])

(setv STOP (intern "STOP")
      FIN (intern "FIN")
      COMMENT (re.compile r";[^\n]*|^\*[^\n]*" re.M)
      ;; Overlord's direction cards (Appendix E, pp. 81-82): a line that is the
      ;; direction alone, or the direction and a field not beginning with a
      ;; parenthesis (a doublet's arguments would); the rest is its fields and
      ;; comments.  TEST, TST, SET, SETSET and DEBUG begin a packet; TAPE, SIZE
      ;; and DUMP concern the 7090's tapes and core and are read and passed by.
      OVERLORD (re.compile r"^([ \t]*)(TEST|TST|SETSET|SET|DEBUG|TAPE|SIZE|DUMP|FIN)(?=[ \t]*$|[ \t]+[^(\s])([^\n]*)" re.M)
      PACKETS #{"TEST" "TST" "SET" "SETSET" "DEBUG"})

(defclass Outcome []
  "One doublet of a deck and what came of it: its value, or the LispError it
  ended in; the line and column (from 1) of the card where it starts."
  (defn __init__ [self fn args line column [value None] [error None]]
    (setv self.fn fn self.args args self.line line self.column column
          self.value value self.error error)))

(defclass DeckRun []
  "What running a deck gave: the outcomes, the printed listing, whether FIN ended it."
  (defn __init__ [self]
    (setv self.outcomes [] self.printed [] self.finished False))

  (defn [property] failed [self]
    "How many doublets (or unreadable cards) failed."
    (sum (gfor o self.outcomes (is-not o.error None))))

  (defn [property] listing [self]
    "The listing printed, as one text."
    (.join "" self.printed)))


;; Reading doublets

(defn blank-comments [text]
  "text with its comments (and the fields of Overlord cards) blanked out,
  every other character where it was."
  (.sub OVERLORD (fn [m] (+ (.group m 1) (.group m 2) (* " " (len (.group m 3)))))
        (.sub COMMENT (fn [m] (* " " (len (.group m)))) text)))

(defn overlord-cards [text]
  "The Overlord directions in text, by position."
  (dfor m (.finditer OVERLORD (.sub COMMENT (fn [m] (* " " (len (.group m)))) text))
        (.start m 2) (.group m 2)))

(defn line-column [text position]
  "The line and column (from 1) of the character at position in text."
  (setv before (cut text 0 position))
  #((+ (.count before "\n") 1) (+ (- position (+ (.rfind before "\n") 1)) 1)))

(defn card-error [e text where]
  "The LispError e of the reader, with its place as line and column of text:
  where reading failed, or for R4 (the deck ended inside the doublet) where
  the doublet begins."
  (setv position (if (= e.code "R4") where (getattr e "position" where))
        [line column] (line-column text position)
        reason (getattr e "reason" e.message))
  #(line column (LispError e.code f"{(get DIAGNOSTICS e.code)}: {reason}")))

(defn illegal-error [text position]
  "The R3 item for the illegal character at position of text."
  (setv [line column] (line-column text position))
  ["error" (LispError "R3" f"{(get DIAGNOSTICS "R3")}: {(repr (get text position))}") line column])

(defn doublet-end [toks i]
  "The index of the token after the doublet that begins at toks[i], found by
  its parentheses alone: a function and a list of its arguments, two
  S-expressions, whatever the reader found wrong inside them (a number too
  large, a $$ atom without its delimiter, a dot out of place).  A dot is
  no S-expression, so a stray one is passed by with the doublet it is in;
  a ) where an S-expression should begin ends the doublet, a stray ) being
  one by itself.  Where reading goes on after a read error, so that it
  stops only its own doublet."
  (setv depth 0 whole 0)   ; whole: the S-expressions of the doublet passed
  (while (and (< i (len toks)) (< whole 2))
    (setv [kind word _] (get toks i))
    (+= i 1)
    (cond (= #(kind word) #("punct" "(")) (+= depth 1)
          (and (= #(kind word) #("punct" ")")) (= depth 0)) (break)
          (= #(kind word) #("punct" ")")) (-= depth 1)
          (and (= #(kind word) #("atom" ".")) (= depth 0)) (continue))
    (when (= depth 0)
      (+= whole 1)))
  i)

(defn read-doublet [toks i clean text]
  "Read the doublet that begins at toks[i]: the item and the index after it."
  (setv start (get (get toks i) 2))
  (try
    (setv [fn after-fn] (read-form toks i clean)
          [args after] (read-form toks after-fn clean)
          [line column] (line-column text start))
    (if (or (is args NIL) (is (type args) Cons))
        #(["doublet" fn args line column] after)
        #(["error" (LispError "R1" (+ f"{(get DIAGNOSTICS "R1")}: a doublet is a function"
                                     f" and a list of its arguments, not {(show fn)} {(show args)}"))
           line column]
          after))
    (except [e LispError]
      (setv [line column error] (card-error e text start))
      #(["error" error line column] (doublet-end toks i)))))

(defn control-card [toks i cards]
  "The item and the index after it if toks[i] is an Overlord card (at a
  position of cards), STOP or FIN, else None.  After STOP the right
  parentheses punched to stop a miscounted reader are passed by; in a deck
  of packets, so is everything up to the next Overlord card, as Overlord
  reads on looking for one."
  (setv [kind word start] (get toks i))
  (when (= kind "atom")
    (cond (in start cards)
            (cond (= word "FIN") #(["fin"] (len toks))
                  (in word PACKETS) #(["packet" word] (+ i 1))
                  True #(["overlord" word] (+ i 1)))
          (is (intern word) FIN) #(["fin"] (len toks))
          (is (intern word) STOP)
            (do (+= i 1)
                (while (and (< i (len toks))
                            (or (= (get (get toks i) 1) ")")
                                (and (& PACKETS (set (.values cards)))
                                     (not-in (get (get toks i) 2) cards))))
                  (+= i 1))
                #(["stop"] i)))))

(defn read-doublets [text [lines-before 0]]
  "The items of the deck text, in order, read one doublet at a time as they
  are asked for: [\"doublet\" fn args line column], lines counted after
  lines-before (the cards a terminal read before text), [\"error\"
  LispError line column] for what cannot be read (reading goes on after
  the doublet it is in, doublet-end, so that a bad card stops only itself;
  a doublet with an illegal character in it is not evaluated), [\"stop\"]
  and [\"fin\"]."
  (setv clean (blank-comments text)
        illegal (lfor m (.finditer ILLEGAL clean) (.start m))
        clean (.sub ILLEGAL " " clean)
        cards (overlord-cards text)
        toks (tokens clean :lenient True)
        i 0)
  (while (< i (len toks))
    (setv start (get (get toks i) 2)
          [item after] (or (control-card toks i cards) (read-doublet toks i clean text))
          end (if (< after (len toks)) (get (get toks after) 2) (len clean))
          before (lfor p illegal :if (< p start) p)
          inside (lfor p illegal :if (<= start p end) p))
    (for [p before]
      (yield (numbered-from (illegal-error text p) lines-before)))
    (when (and inside (= (get item 0) "doublet"))
      (setv item (illegal-error text (get inside 0))))
    (yield (numbered-from item lines-before))
    (setv illegal (lfor p illegal :if (> p end) p)
          i after))
  (for [p illegal]
    (yield (numbered-from (illegal-error text p) lines-before))))

(defn doublets [text [lines-before 0]]
  "The items of the deck text (read-doublets), as a list."
  (list (read-doublets text lines-before)))

(defn numbered-from [item lines-before]
  "item with its line counted after lines-before lines (a terminal's earlier
  cards): the line is item[3] of a doublet, item[2] of an error."
  (setv kind (get item 0))
  (cond (= kind "doublet") (+= (get item 3) lines-before)
        (= kind "error") (+= (get item 2) lines-before))
  item)


;; Evaluating and printing

(defn evaluate [fn args]
  "evalquote[fn; args], with what Python raises turned into the manual's
  diagnostics: G2 for recursion too deep, G1 for arithmetic, A6 for a go or
  return with no prog to go to."
  (try
    (with [_ (python-errors-as-diagnostics)]
      (evalquote fn args))
    (except [e ProgExit]
      (raise (no-prog-to-leave e)))))

(defn lower-case-atoms [x]
  "The atoms of the S-expression x whose print names have lower-case letters."
  (setv found [] stack [x])
  (while stack
    (setv y (.pop stack))
    (cond (is (type y) Cons) (.extend stack [y.cdr y.car])
          (and (is (type y) Atom) (!= y.name (.upper y.name)) (not-in y found)) (.append found y)))
  found)

(defn upper-case-hint [e fn args]
  "The LispError e of the doublet fn args, with a word that LISP 1.5 is upper
  case when it is an undefined function or unbound variable (A2, A8, A9) and
  the doublet has lower-case atoms: car is not CAR."
  (setv lower (lower-case-atoms (Cons fn args)))
  (if (and lower (in e.code ["A2" "A8" "A9"]))
      (LispError e.code (+ e.message f" (LISP 1.5 is upper case: {(. (get lower 0) name)}"
                           f" is not {(.upper (. (get lower 0) name))})"))
      e))

(setv STYLES #{"listing" "answers" "values"})

(defn listing-lines [outcome [style "listing"]]
  "The lines printed for an outcome: in the \"listing\" style as the manual's
  listings print it (the doublet entered, then END OF EVALQUOTE and the
  value); \"answers\" leaves out the doublet entered (a terminal shows what
  was typed); \"values\" prints the value alone.  A failure prints its
  diagnostic in place of the value."
  (+ (header-lines outcome style) (result-lines outcome style)))

(defn header-lines [outcome style]
  "The lines printed before a doublet is evaluated: in the listing style, the
  doublet entered (so that what its evaluation prints, TRACE or PRINT, comes
  after them, as in the manual's listings)."
  (if (= style "listing")
      [" FUNCTION   EVALQUOTE   HAS BEEN ENTERED, ARGUMENTS.."
       f" {(show outcome.fn)}"
       f" {(show outcome.args)}"
       ""]
      []))

(defn result-lines [outcome style]
  "The lines printed after a doublet is evaluated: its value or diagnostic."
  (+ (cond (is-not outcome.error None) [(error-line outcome)]
           (= style "values") [f" {(show outcome.value)}"]
           True [" END OF EVALQUOTE, VALUE IS .."
                 f" {(show outcome.value)}"])
     (if (= style "values") [] [""])))

(defn error-line [outcome]
  "The diagnostic line of a failed outcome, as errorset prints one, with the
  card's line and column."
  f" {(diagnostic-text outcome.error)}   (line {outcome.line}, column {outcome.column})")

(defn run-item [item run out style [max-conses None] [max-seconds None]]
  "Evaluate and print one item of a deck; False when it ends the run (FIN).
  The doublet may make max-conses conses and run max-seconds seconds (None:
  no limit); past either it ends with a diagnostic, and the deck goes on."
  (setv kind (get item 0))
  (cond (= kind "fin") (do (setv run.finished True) (return False))
        (in kind ["stop" "packet" "overlord"]) (return True)
        (= kind "error")
          (setv [_ error line column] item
                outcome (Outcome None None line column :error error))
        True
          (do (setv [_ fn args line column] item
                    outcome (Outcome fn args line column))
              (emit run out (header-lines outcome style))
              (setv outcome.error (evaluate-into outcome max-conses max-seconds))))
  (.append run.outcomes outcome)
  (emit run out (if (= kind "error")
                    [(error-line outcome) #* (if (= style "values") [] [""])]
                    (result-lines outcome style)))
  True)

(defn evaluate-into [outcome max-conses max-seconds]
  "Evaluate the doublet of outcome within its limits, setting its value; the
  LispError it ended in, or None.  The error is kept without the Python
  frames it passed through, so that the memory of a recursion that ran out
  of push-down list (G2) is given back at once."
  (setv error None)
  (try
    (with [_ (DoubletLimits max-conses max-seconds)]
      (setv outcome.value (evaluate outcome.fn outcome.args)))
    (except [e LispError]
      (setv error (upper-case-hint e outcome.fn outcome.args)))
    (except [e Halt]
      (setv error e.error))
    (except [e Exception]   ; a bug of the interpreter's: a diagnostic still, and go on
      (setv error (LispError "INTERNAL" f"{(. (type e) __name__)}: {e}"))))
  (when error
    (setv error.__context__ None error.__cause__ None error.__traceback__ None))
  error)

(defn emit [run out lines]
  "Print lines to the run's listing and, if given, to the file out."
  (for [line lines]
    (.append run.printed (+ line "\n"))
    (when out (print line :file out :flush True))))

(defn run-deck [text [out None] [style "listing"] [max-conses None] [max-seconds None]]
  "Read the deck text and evaluate its doublets in turn, each read as its
  turn comes, printing each in `style` (listing-lines) to run.printed and,
  as it goes, to the file out if given; each doublet within max-conses
  conses and max-seconds seconds (run-item).  The value: the DeckRun."
  (unless (in style STYLES)
    (raise (ValueError f"style is one of {(sorted STYLES)}, not {style !r}")))
  (setv run (DeckRun) packet None)
  (setv items (read-doublets text))
  (try
    (for [item (iter (fn [] (uncounted (fn [] (next items None)))) None)]
      (setv kind (get item 0))
      (when (in kind ["packet" "stop"])
        (end-packet packet run)
        (setv packet (when (= kind "packet") (begin-packet (get item 1) run))))
      (unless (run-item item run out style max-conses max-seconds)
        (break)))
    (finally
      (end-packet packet run)))
  run)

(defn begin-packet [direction run]
  "A packet begun by the Overlord card direction: what end-packet needs."
  {"direction" direction "memory" (save-memory) "failed" run.failed})

(defn end-packet [packet run]
  "End packet (None if none is open): a TEST (TST, DEBUG) restores the memory
  it began with; a SET keeps what its doublets did unless one failed; a
  SETSET keeps it even then (section 6.1; Appendix E, p. 81)."
  (when packet
    (setv direction (get packet "direction"))
    (when (or (in direction ["TEST" "TST" "DEBUG"])
              (and (= direction "SET") (> run.failed (get packet "failed"))))
      (restore-memory (get packet "memory")))))

(defn save-memory []
  "What restore-memory needs to put \"the core memory\" back: the atoms of
  the object list and each one's property list, whether the interpreter is
  tracing, and the cons counter."
  (setv atoms (list (.values OBLIST)))
  #(#(atoms (list (map (attrgetter "plist") atoms))) (tracing?) (.state COUNTER)))

(defn set-plists [atoms plists]
  "Give each of the atoms the property list beside it."
  (deque (map setattr atoms (repeat "plist") plists) :maxlen 0))

(defn restore-memory [memory]
  "Put back the memory save-memory saved: every atom's property list (an atom
  made since has none), the tracing and the cons counter.  Atoms are only
  ever added to the object list, at its end: those after the saved ones are
  the atoms made since."
  (setv [[atoms plists] tracing counter] memory)
  (set-plists atoms plists)
  (set-plists (islice (.values OBLIST) (len atoms) None) (repeat None))
  (set-tracing tracing)
  (.restore COUNTER counter))

(defn complete? [text]
  "True if the text typed so far holds whole doublets only (or a STOP or FIN):
  no list left open and no function waiting for its arguments."
  (setv items (doublets text))
  (not (and items
            (= (get (get items -1) 0) "error")
            (= (. (get (get items -1) 1) code) "R4"))))

(defn [contextmanager] overlord-test []
  "Overlord's TEST packet: the doublets run within the with block may define
  functions and constants (property lists) as they like; after it \"the core
  memory\" is restored: every atom's property list is what it was before."
  (setv memory (save-memory))
  (try
    (yield)
    (finally
      (restore-memory memory))))

(setv __all__ (lfor name ["Outcome" "DeckRun" "doublets" "read-doublets" "evaluate" "run-deck" "run-item"
                          "listing-lines" "error-line" "complete?" "STYLES" "overlord-test"]
                    (hy.mangle name)))
