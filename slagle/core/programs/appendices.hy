"The report's own programs: Appendix B's m&n minimaxing and Appendix C's m&n
alpha beta procedure, each its appendix's sta (slagle.core.search), its
move's value the best that sta1 kept."

(import contextlib [ExitStack contextmanager]
        lisp.trace [advising]
        slagle.core.calls [APPENDIX-FUNCTIONS]
        slagle.core.search [appendix-module PARAMETERS PARAMETER-DEFAULTS check-appendix-settings play-sta]
        slagle.core.programs [Program])

(defn [contextmanager] seeing-sta1 [programs calls during]
  "For a with block: (during programs), if `during` is given, and each call
  of sta1 as it then is noted in `calls`."
  (with [stack (ExitStack)]
    (when during
      (.enter-context stack (during programs)))
    (.enter-context stack (advising programs ["sta1"] (fn [name f args] (.append calls args) (f #* args))))
    (yield)))

(defn appendix-search [appendix]
  "The search of Appendix `appendix`'s sta: #(the move, its value), the value
  the alpha (Appendix C) or best value (Appendix B) of sta1's last call, the
  one at the end of the root's successors."
  (fn [game dmax settings during]
    (setv calls [])
    (setv move (play-sta game appendix (get settings "m") (get settings "n") dmax
                         (dfor name PARAMETERS :if (in name settings) name (get settings name))
                         (fn [programs] (seeing-sta1 programs calls during))))
    #(move (when calls (get calls -1 1)))))

(defn appendix-check [appendix]
  "The refusals of what Appendix `appendix` does not allow (check-appendix-settings)."
  (fn [settings dmax]
    (check-appendix-settings appendix (get settings "m") (get settings "n") dmax
                             (dfor name PARAMETERS name (.get settings name)))))

(defn appendix-program [appendix source settings [bench-settings None] [one-and-one None]]
  "The Program that runs sta of Appendix `appendix` (\"b\" or \"c\")."
  (Program appendix source settings (appendix-check appendix) (appendix-search appendix)
           (appendix-module appendix) (get APPENDIX-FUNCTIONS appendix)
           :appendix appendix :twin appendix :bench-settings bench-settings
           :one-and-one one-and-one))

(setv appendix-b (appendix-program "b" "Slagle 1963, Appendix B: m&n minimaxing"
                                   {"m" 2 "n" 2}
                                   ;; timed beside the 1&1 programs as 1&1 minimaxing
                                   {"m" 1 "n" 1}
                                   :one-and-one {"m" 1 "n" 1})
      appendix-c (appendix-program "c" "Slagle 1963, Appendix C: the m&n alpha beta procedure"
                                   {"m" 2 "n" 2 #** PARAMETER-DEFAULTS}
                                   {"m" 2 "n" 2}))
