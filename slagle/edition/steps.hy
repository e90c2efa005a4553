"A search as steps to walk through: every call an appendix makes and every
return, in order, as `slagle run FIG --trace` prints them (slagle.core.calls
records them), with what the reader follows on the tree at each step: the
position the active function is about, the free variables bound, the values
backed up so far and the positions a cutoff has left unlooked-at."

(import re
        slagle.edition.sources :as src)

(setv ;; The functions that walk a list of positions: on their return the
      ;; focus goes back to the position whose successors they walked.
      LISTS #{"sta1" "minvl" "minvl3" "maxvl" "maxvl3"}
      ;; Bound once for the whole search, so the trace leaves them out; a
      ;; step shows them with the rest.
      FIXED ["initia" "initib" "initima" "initinb"])

(defclass FreeRecorder [src.Recorder]
  "slagle.core.calls' Recorder, also keeping, for each call, the free variables the
  function reads and the bindings of those and of initia, initib (initima,
  initinb) as they stood when it was called."
  (defn __init__ [self]
    (.__init__ (super))
    (setv self.reads []))

  (defn __call__ [self name f args]
    (setv i (len self.calls)
          reads (list (getattr f "free_variables" []))
          extra (src.bindings-of (+ reads FIXED))
          value (.__call__ (super) name f args)
          call (get self.calls i))
    (.update call.bindings extra)
    (.append self.reads #(i reads))
    value))

(defn record [root appendix m n dmax [parameters {}]]
  "Run sta of `appendix` on the tree `root`, recording every call: [move
  calls evaluated reads], reads: each call's free variables by its index;
  parameters: x, y, r, s for Appendix C (none: the report's)."
  (setv recorder (FreeRecorder)
        game (src.TreeGame root :record True)
        move (src.play-sta game appendix m n dmax parameters
                           (fn [programs] (src.recording programs appendix recorder))))
  [move recorder.calls game.evaluated (dict recorder.reads)])

(defn call-text [c]
  "A call as the trace prints it: (minv P233 15)."
  (+ "(" (.join " " [c.name #* (map src.show c.args)]) ")"))

(defn return-text [c]
  "A return as the trace prints it: minv = 4."
  f"{c.name} = {(src.show c.value)}")

(defn position-in [x names]
  "The position a call's first argument is about: the position itself, or
  the first of a list of positions; None for numbers and lists of numbers."
  (setv x (if (isinstance x src.Cons) x.car x))
  (setv name (src.show x))
  (when (in name names) name))

(defn first-argument [c]
  "A call's first argument, or None."
  (when c.args (get c.args 0)))

(defn made-by [calls i]
  "The calls calls[i] made directly, as [name args] (what a trace's note takes)."
  (setv depth (. (get calls i) depth) out [])
  (for [c (cut calls (+ i 1) None)]
    (when (<= c.depth depth) (break))
    (when (= c.depth (+ depth 1)) (.append out [c.name c.args])))
  out)

(defn cut-positions [c names]
  "The positions a walk that ended early left in its list, or []."
  (setv rest (. (get c.args 0) cdr))
  (lfor p (src.to-python rest) :setv name (src.show p) :if (in name names) name))

(defn events [calls]
  "Each call and each return in order: [kind index], kind \"call\" or \"return\".
  A call returns before the next call no deeper than it."
  (setv open [] out [])
  (for [[i c] (enumerate calls)]
    (while (and open (>= (. (get calls (get open -1)) depth) c.depth))
      (.append out ["return" (.pop open)]))
    (.append out ["call" i])
    (.append open i))
  (while open
    (.append out ["return" (.pop open)]))
  out)

(defn window [calls stack root]
  "The [α, β] window each position on the path of open calls was searched
  in, as Appendix C hands it down and as the paper speaks of it (\"β = 15
  and α = 5 for P233\"): [[position α β] ...].  minv[p;oldbeta] is searched
  in [alpha, oldbeta], maxv[p;oldalpha] in [oldalpha, beta], the root in
  [alpha, ∞] with sta1's alpha, the best value so far."
  (setv out {})
  (for [i stack]
    (setv c (get calls i)
          [a b] (cut (+ (lfor x (cut c.args 0 2) (src.show x)) [None None]) 0 2))
    (cond (= c.name "sta1") (setv (get out root) [b "∞"])
          (= c.name "minv") (setv (get out a) [(src.show (get c.bindings "alpha")) b])
          (= c.name "maxv") (setv (get out a) [b (src.show (get c.bindings "beta"))])))
  (lfor [p [a b]] (.items out) [p a b]))

(defn line-calling [lines callee pattern]
  "The index of the first of `lines` that calls `callee` (pattern: how the
  text writes a call, {} for the name), or None."
  (setv found (re.compile (.format pattern (re.escape callee))))
  (next (gfor [k line] (enumerate lines) :if (.search found line) k) None))

(defn code-at [calls stack kind i code]
  "Where the running function is at a step: {fn m hy}, the function whose
  body runs and the lines (from 0) of its M-expression and its Hy that make
  the call of this step or take its value; its first line for the outermost
  call."
  (setv callee (. (get calls i) name)
        caller (cond (and (= kind "call") (>= (len stack) 2)) (get stack -2)
                     (and (= kind "return") stack) (get stack -1)
                     True None))
  (if (is caller None)
      {"fn" callee "m" 0 "hy" 0}
      (let [name (. (get calls caller) name)
            texts (.get code name {"mexpr" [] "hy" []})]
        {"fn" name
         "m" (line-calling (get texts "mexpr") callee r"(?<![\w-]){}\[")
         "hy" (line-calling (get texts "hy") callee r"\({}[\s)]")})))

(defn steps [calls look [appendix None] [code None]]
  "The steps of a recorded search, for the page's step-through: each a dict
  with the event (kind, call index, depth, the trace's text), the stack of
  calls open, the position in focus, and what changed on the tree: a value
  come to (with ≤ ≥ for a bound, as the picture writes it) or positions
  cut off; for Appendix C the [α, β] window along the path; with the
  functions' texts (code: name -> {mexpr hy}, lists of lines), where the
  running function is."
  (setv names (set look.marks) open [] out [])
  (for [[kind i] (events calls)]
    (setv c (get calls i)
          step {"kind" kind "call" i "depth" c.depth})
    (if (= kind "call")
        (do (.append open i)
            (setv (get step "text") (call-text c)))
        (do (.pop open)
            (setv (get step "text") (return-text c))
            (when (in c.name src.VALUERS)
              (setv p (src.show (get c.args 0))
                    (get step "value") [p (src.value-text (get look.marks p))]))
            (setv note (src.cutoff-note c.name c.args c.value (made-by calls i)))
            (when note
              (setv (get step "note") note
                    (get step "cut") (cut-positions c names)))))
    (setv (get step "stack") (list open)
          (get step "focus") (or (next (gfor j (reversed (if (and (= kind "return") (in c.name LISTS)) open [#* open i]))
                                              :setv p (position-in (first-argument (get calls j)) names)
                                              :if p p)
                                         None)
                                   look.root.name))
    (when (= appendix "c")
      (setv (get step "window") (window calls (if (= kind "call") open [#* open i]) look.root.name)))
    (when code
      (setv (get step "at") (code-at calls open kind i code)))
    (.append out step))
  out)

(defn call-data [c reads]
  "A recorded call as the page's data: name, arguments and value as the trace
  shows them, depth, the free variables it reads and the bindings."
  {"name" c.name
   "args" (lfor a c.args (src.show a))
   "value" (src.show c.value)
   "depth" c.depth
   "reads" reads
   "bindings" (dfor [k v] (.items c.bindings) k (src.show v))})

(defn search [root appendix m n dmax [code None] [parameters {}]]
  "A recorded search of the tree `root` ready for a page: its Look (each
  position marked, as the pictures draw it), its calls and its steps (code:
  the functions' texts, as steps takes them); parameters as record's."
  (setv [move calls evaluated reads] (record root appendix m n dmax parameters)
        look (src.look-at (src.Run move calls evaluated) root appendix m n dmax))
  {"look" look
   "calls" (lfor [i c] (enumerate calls) (call-data c (.get reads i [])))
   "steps" (steps calls look appendix code)
   "move" (src.show move)
   "evaluated" (lfor p evaluated (src.show p))})
