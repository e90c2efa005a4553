"The questions of a step-through's predict mode: before a step that decides
something, the reader is asked what it decides, and told after it whether
that was right and why, in one sentence from the procedure's own text.

Three kinds of step decide something: a call of value (which position is
evaluated next), the return of the walk down a position's successors
(minvl, minvl3, maxvl, maxvl3 in Appendix C: whether it stopped with a
cutoff, by α or by β, or went to the end), and the return of minv or maxv
on a position that is not final (the value backed up to it).  The answer
and the reason come from the recorded search and the functions' printed
texts; nothing here searches.  Numbers are as the trace shows them (the
page writes whole ones as the paper does, 5 for 5.0)."

(import re
        slagle.core.calls [VALUERS WALKERS])

(setv ;; The words of a walk's answer, as the page offers them.
      BOUNDS {"alpha" "α" "beta" "β"}
      ;; The lines of a walk's M-expression that end it: a cutoff, the end of its list.
      CUTOFF-LINE r"alpha ?≥ ?u|beta ?≤ ?u"
      END-LINE r"null\[ℓ\]")

(defn direct-calls [calls i]
  "The names of the calls calls[i] made directly (calls: the page's call data)."
  (setv depth (get calls i "depth") out [])
  (for [c (cut calls (+ i 1) None)]
    (when (<= (get c "depth") depth) (break))
    (when (= (get c "depth") (+ depth 1)) (.append out (get c "name"))))
  out)

(defn mexpr-line [code name pattern]
  "[line from 1, its text] of the first line of name's M-expression that
  matches pattern, or None."
  (setv lines (get (.get code name {"mexpr" []}) "mexpr"))
  (next (gfor [k line] (enumerate lines) :if (re.search pattern line) [(+ k 1) (.strip line)]) None))

(defn line-words [name found]
  "Where name's M-expression says it: “its line TEXT (line N of its
  M-expression)”, or nothing if the text was not found."
  (if found
      f" at its line “{(get found 1)}” (line {(get found 0)} of its M-expression)"
      ""))

(defn evaluation-question [calls step k code]
  "The question before a call of value: which position is evaluated next."
  (setv p (get calls (get step "call") "args" 0)
        at (.get step "at")
        caller (when at (get at "fn"))
        lines (when caller (get (.get code caller {"mexpr" []}) "mexpr"))
        found (when (and lines (is-not (get at "m") None)) [(+ (get at "m") 1) (.strip (get lines (get at "m")))]))
  {"step" k "kind" "evaluation" "position" p "answer" p
   "ask" "Which position is evaluated next? Click its box, or type its name."
   "why" (if caller
             f"{p} is evaluated next: {caller} calls value on it{(line-words caller found)}."
             f"{p} is evaluated next.")})

(defn backed-question [calls step k code]
  "The question before minv or maxv returns on a position that is not
  final: what value it backs up."
  (setv c (get calls (get step "call"))
        name (get c "name")
        p (get c "args" 0)
        v (get c "value")
        found (mexpr-line code name r"T →"))
  {"step" k "kind" "backed" "position" p "answer" v
   "ask" f"What value does {name} back up to {p}?"
   "why" f"{name} backs up {v} to {p}{(line-words name found)}, the value the walk down {p}'s successors came to."})

(defn walked [calls step]
  "The position whose successors a walk goes down: that of the innermost
  call of minv or maxv open at its step."
  (next (gfor j (reversed (get step "stack"))
              :if (in (get calls j "name") VALUERS)
              (get calls j "args" 0))
        None))

(defn walk-question [calls step k code]
  "The question before a walk down a position's successors returns for
  good: whether it stopped with a cutoff, by α or by β, or came to the end."
  (setv c (get calls (get step "call"))
        name (get c "name")
        p (walked calls step)
        note (.get step "note")
        bound (get WALKERS name))
  (setv [answer why]
        (cond note
              [bound (+ f"{name} stops{(line-words name (mexpr-line code name CUTOFF-LINE))}:"
                        f" a cutoff by {(get BOUNDS bound)}, {note}.")]
              (= (get c "args" 0) "NIL")
              ["none" f"{name} comes to the end of {p}'s successors{(line-words name (mexpr-line code name END-LINE))}, none of them cut off."]
              True
              ["none" f"{name} returns{(line-words name (mexpr-line code name CUTOFF-LINE))} with none of {p}'s successors left to cut off."]))
  {"step" k "kind" "cutoff" "position" p "answer" answer
   "ask" f"Does the walk down {p}'s successors stop here with a cutoff?"
   "why" why})

(defn question [calls steps k code appendix]
  "The question before step k of a search, or None if the step decides
  nothing the reader is asked about."
  (setv step (get steps k)
        c (get calls (get step "call"))
        name (get c "name")
        made (direct-calls calls (get step "call")))
  (cond (and (= (get step "kind") "call") (= name "value"))
        (evaluation-question calls step k code)
        (= (get step "kind") "call")
        None
        (and (in name VALUERS) (not-in "value" made))
        (backed-question calls step k code)
        (and (= appendix "c") (in name WALKERS) (not (& (set made) (set WALKERS))))
        (walk-question calls step k code)))

(defn questions [calls steps code appendix]
  "The questions of a search's predict mode, in the order of their steps:
  each {step kind position answer ask why} (calls and steps: the page's
  data; code: the functions' texts)."
  (lfor k (range (len steps))
        :setv q (question calls steps k (or code {}) appendix)
        :if q
        q))
