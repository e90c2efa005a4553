"AIMA's alpha-beta search (Russell and Norvig, Section 5.3, Figure 5.7).

\"Figure 5.7 The alpha-beta search algorithm.  Notice that these routines are
the same as the MINIMAX functions in Figure 5.3, except for the two lines in
each of MIN-VALUE and MAX-VALUE that maintain α and β (and the bookkeeping
to pass these parameters along).\"

  α = the value of the best (i.e., highest-value) choice we have found so far
      at any choice point along the path for MAX.
  β = the value of the best (i.e., lowest-value) choice we have found so far
      at any choice point along the path for MIN.

TERMINAL-TEST, UTILITY, ACTIONS and RESULT are the game in hand
(`playing-game`).  The pseudo-code is transcribed as the textbook pages
print it: RESULT(s, a), where the parameter is state, is RESULT(state, a);
MIN-VALUE's test is v < α as printed there (the cutoff slides' copy of the
same figure prints v ≤ α).  \"the action in ACTIONS(state) with value v\" is
read as the first action whose MIN-VALUE, as MAX-VALUE's loop computed it
at the root, is v (see docs/transcription-notes.md)."

(require lisp.macros [unless])
(import sys
        contextlib [contextmanager]
        lisp [lisp-error ∞ -∞]
        lisp.trace [redefining])

(defn no-game [what]
  "The error for using the game's functions with no game in hand."
  (lisp-error "A2" f"{what} is defined by the game in hand, and no game is in hand"))

(defn terminal-test [state] "TERMINAL-TEST(state): defined by the game in hand." (no-game "TERMINAL-TEST"))
(defn utility [state] "UTILITY(state): defined by the game in hand." (no-game "UTILITY"))
(defn actions [state] "ACTIONS(state): defined by the game in hand." (no-game "ACTIONS"))
(defn result [state a] "RESULT(state, a): defined by the game in hand." (no-game "RESULT"))

(defn alpha-beta-search [state]
  "function ALPHA-BETA-SEARCH(state) returns an action
     v ← MAX-VALUE(state, −∞, +∞)
     return the action in ACTIONS(state) with value v"
  (with [values (noting-root-values)]
    (setv v (max-value state -∞ ∞)))
  (the-action-with-value (actions state) values v))

(defn max-value [state α β]
  "function MAX-VALUE(state, α, β) returns a utility value
     if TERMINAL-TEST(state) then return UTILITY(state)
     v ← −∞
     for each a in ACTIONS(state) do
        v ← MAX(v, MIN-VALUE(RESULT(s, a), α, β))
        if v ≥ β then return v
        α ← MAX(α, v)
     return v"
  (when (terminal-test state)
    (return (utility state)))
  (setv v -∞)
  (for [a (actions state)]
    (setv v (max v (min-value (result state a) α β)))
    (when (>= v β)
      (return v))
    (setv α (max α v)))
  v)

(defn min-value [state α β]
  "function MIN-VALUE(state, α, β) returns a utility value
     if TERMINAL-TEST(state) then return UTILITY(state)
     v ← +∞
     for each a in ACTIONS(state) do
        v ← MIN(v, MAX-VALUE(RESULT(s, a), α, β))
        if v < α then return v
        β ← MIN(β, v)
     return v"
  (when (terminal-test state)
    (return (utility state)))
  (setv v ∞)
  (for [a (actions state)]
    (setv v (min v (max-value (result state a) α β)))
    (when (< v α)
      (return v))
    (setv β (min β v)))
  v)


;; "the action in ACTIONS(state) with value v" (the figure says no more)

(defn this-module []
  "This module, as a namespace for redefining."
  (get sys.modules __name__))

(defn [contextmanager] noting-root-values []
  "A with block in which the values MIN-VALUE returns to the outermost
  MAX-VALUE are noted, in order, in the list it gives: the values of the
  root's actions, as MAX-VALUE's loop computed them (one a call, the loop
  stopping at a cutoff)."
  (setv noted [] depth 0 inner min-value)
  (defn noting [state α β]
    (nonlocal depth)
    (setv outermost (= depth 0))
    (+= depth 1)
    (try
      (setv v (inner state α β))
      (finally (-= depth 1)))
    (when outermost (.append noted v))
    v)
  (with [_ (redefining (this-module) {"min-value" noting})]
    (yield noted)))

(defn the-action-with-value [actions values v]
  "The first of `actions` whose noted value is v; None if there is none
  (a terminal state, with no actions)."
  (for [[a value] (zip actions values)]
    (when (= value v)
      (return a)))
  None)

(defn playing-game [terminal-test utility actions result]
  "A with block with the game in hand: TERMINAL-TEST, UTILITY, ACTIONS, RESULT."
  (redefining (this-module) {"terminal-test" terminal-test "utility" utility
                             "actions" actions "result" result}))
