"5. Tree search: search, searchlis, and allsol in its simplest form.

\"We begin with a general depth first tree search function.  It can be used
to search specific trees of possibilities by defining three auxiliary
functions in a way that depends on the application.\"

lose, ter and successors are the application's: `applying` defines them here
(and in mccarthy.allsol) for a with block, as Appendix A's `playing` defines
value and succ.  mapapp is transcribed as printed, calling `mappap`; READINGS
holds what running it needs (docs/transcription-notes.md)."

(require lisp.forms [defun])
(import sys
        contextlib [ExitStack contextmanager]
        lisp *
        lisp.functions [append]
        lisp.trace [redefining])

(defn no-application [what]
  "The error for using lose, ter or successors with no application in hand."
  (lisp-error "A2" f"{what} is defined by the application in hand, and none is in hand"))

(defn lose [p]
  "lose p: \"Certain positions lose and there is no point looking at their
  successors.  This is decided by the predicate lose.\"  Defined by the
  application in hand (see `applying`)."
  (no-application "lose"))

(defn ter [p]
  "ter p: \"A position is a win if it doesn't lose and it satisfies the
  predicate ter.\"  Defined by the application in hand (see `applying`)."
  (no-application "ter"))

(defn successors [p]
  "successors p: \"The successors of a position is given by the function
  successors.\"  Defined by the application in hand (see `applying`)."
  (no-application "successors"))

(defun search [p]
  "search p: \"In the applications, we start with a position p0, and we are
  looking for a win in the successor tree of p0. ... the value of search p
  is the winning position.  No non-losing position should have the name
  LOSE or the function won't work properly.\"

  search p ← if lose p then LOSE
             else if ter p then p else searchlis[successors p]"
  (cond [(lose p) LOSE]
        [(ter p) p]
        [T (searchlis (successors p))]))

(defun searchlis [u]
  "searchlis u: the first win found in the successor trees of the positions u.

  searchlis u ← if n u then LOSE
                else {search a u}[λx.if x = LOSE then searchlis d u else x]"
  (cond [(null u) LOSE]
        [T ((lambda [x] (cond [(= x LOSE) (searchlis (cdr u))]
                              [T x]))
            (search (car u)))]))

(defun allsol [p]
  "allsol p: \"What if we want to find all solutions to a problem?  This can
  be done with a function allsol that uses the same lose, ter, and
  successors functions as does search.  The simplest way to write allsol is\"

  allsol p ← if lose p then NIL else if ter p then (p)
             else mapapp[successors p,allsol]"
  (cond [(lose p) NIL]
        [(ter p) (list p)]
        [T (mapapp (successors p) (function allsol))]))

(defun mapapp [u fn]
  "mapapp[u,fn]: as printed, fn applied to the first member consed (.) onto
  a call of mappap, which the chapter does not define (a misprint of
  mapapp; and map-append, with 'all the appending' the chapter then
  remarks on, wants u*v, append, where . is printed).

  mapapp[u,fn] ← if n u then NIL else fn[a u] . mappap[d u,fn]"
  (cond [(null u) NIL]
        [T (cons (fn (car u)) (mappap (cdr u) fn))]))


;; What running it needs (not in the chapter): mappap is mapapp, and mapapp
;; appends.  `reading` puts these in place of the printed definitions.

(defun mapapp-appending [u fn]
  "mapapp read as its name and the chapter's remark on 'all the appending'
  say: fn[a u] * mapapp[d u,fn], with mappap read as mapapp.  Not in the
  chapter; installed as mapapp and mappap by `reading`.

  mapapp[u,fn] ← if n u then NIL else fn[a u] * mapapp[d u,fn]"
  (cond [(null u) NIL]
        [T (append (fn (car u)) (mapapp (cdr u) fn))]))

(setv READINGS {"mapapp" mapapp-appending  "mappap" mapapp-appending})

(defn reading []
  "A with block in which the misprints of this module are read as READINGS says."
  (redefining (get sys.modules __name__) READINGS))

(defn [contextmanager] applying [application #* namespaces]
  "Put the application's lose, ter and successors (the functions of the
  module `application`) in hand for the search functions of `namespaces`
  (if none are given: this module, and mccarthy.allsol once it is loaded;
  it imports this module, not this module it) for a with block."
  (setv definitions (dfor name ["lose" "ter" "successors"]
                          name (getattr application name))
        loaded (lfor name [__name__ "mccarthy.allsol"] :if (in name sys.modules) (get sys.modules name)))
  (with [stack (ExitStack)]
    (for [namespace (or namespaces loaded)]
      (.enter-context stack (redefining namespace definitions)))
    (yield application)))
