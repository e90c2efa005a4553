"What the report states, as data: every Example line of Appendices A, B and C
and what Sections 5-7 say about Figures 1-6.  Each claim is checked in context
by slagle.paper.replay: as a call that happens during its figure's top-level call.

An Example line is kept as the paper writes it, e.g. \"minv[P233;15]=4\"; its
arguments and value are read by the LISP reader (which takes the paper's
commas), a T among them as truth (paper-datum)."

(import re
        lisp [read intern T])

(setv TITLES {1 "An Example of Ordinary Minimaxing"
              2 "An Example of 2&2 Minimaxing"
              3 "A Highest Level m&n Alpha Cutoff (Section 7.1)"
              4 "A 2&2 Beta Cutoff (Section 7.2)"
              5 "An Example of 2&2 Alpha Cutoff"
              6 "An Example of 2&2 Alpha Beta"})

;; The top-level call each figure's claims are checked in: [figure appendix m n
;; dmax]; then, for Section 7's comparisons, the other appendix's call on the
;; same figure with the same m, n and dmax.
(setv RUNS {"Fig. 1, 1&1" [1 "b" 1 1 2]
            "Fig. 1, 2&2" [1 "b" 2 2 2]
            "Fig. 2" [2 "b" 2 2 4]
            "Fig. 3" [3 "c" 2 2 3]
            "Fig. 4" [4 "c" 2 2 4]
            "Fig. 5" [5 "c" 2 2 5]
            "Fig. 6" [6 "c" 2 2 5]
            "Fig. 2, Appendix C" [2 "c" 2 2 4]
            "Fig. 3, Appendix B" [3 "b" 2 2 3]
            "Fig. 4, Appendix B" [4 "b" 2 2 4]
            "Fig. 5, Appendix B" [5 "b" 2 2 5]
            "Fig. 6, Appendix B" [6 "b" 2 2 5]})

;; Section 7's words, for its claims on each figure
(setv EQUIVALENT (+ "the move chosen by m&n minimaxing with a given termination criterion is always"
                    " the same as the move chosen by the corresponding m&n alpha beta procedure")
      MORE-TREE (+ "m&n minimaxing with a given termination criterion generally looks at much more"
                   " tree than the corresponding m&n alpha beta procedure does"))

(defn claim [where run says #** check]
  "One claim: where the paper makes it, the run it is checked in, the paper's words, and what to check."
  {"where" where "run" run "says" says #** check})

(defn example [where run line #** check]
  "An Example line, checked as a call that happens during the run."
  (claim where run line :call line #** check))

(defn section-7 [figure]
  "Section 7's two claims on a figure: the same move, and more tree for m&n
  minimaxing, checked against the other appendix's run of it."
  (setv run f"Fig. {figure}"
        other (if (= figure 2) "Fig. 2, Appendix C" f"Fig. {figure}, Appendix B"))
  [(claim "Section 7" run EQUIVALENT :against other :compare "move")
   (claim "Section 7" run MORE-TREE :against other :compare "evaluated")])

(setv CLAIMS
  [;; Appendix A
   (claim "Appendix A" None "ditto[(A . B);2]=((A . B),(A . B))" :alone "ditto[(A . B);2]=((A . B),(A . B))")
   (claim "Appendix A" None "insert[(2,6,7);4;LESSP]=(2,4,6,7)" :alone "insert[(2,6,7);4;LESSP]=(2,4,6,7)")
   (example "Appendix A" "Fig. 6" "value[P1]=10")
   (example "Appendix A" "Fig. 2" "succ[P233]=(P2331,P2332,P2333)")

   ;; Fig. 1, Section 5
   (claim "Section 5.1" "Fig. 1, 1&1" "1&1 minimaxing backs up 30 to P1" :call "minv[P1]=30")
   (claim "Section 5.1" "Fig. 1, 1&1" "and 29 to P2" :call "minv[P2]=29")
   (claim "Section 5.1" "Fig. 1, 1&1" "l&l minimaxing would choose to move to position P1" :call "sta[P;1;1;2]=P1")
   (claim "Section 5.2" "Fig. 1, 2&2" "the machine should move to position P2 (2&2 minimaxing does)"
          :call "sta[P;2;2;2]=P2")

   ;; Fig. 2, Section 6 and Appendix B
   (claim "Section 6" "Fig. 2" "2&2 minimaxing first backs up the values 15, 20, and 17 to obtain the v233 ... Next, 2&2 minimaxing backs up the values 16, 12, and 13"
          :backings [["P233" [15 20 17]] ["P23" [16 12 13]]])
   (claim "Section 6" "Fig. 2" "The values of the n = 2 best successors of the min-position P233 are b2 = 15 and β = 17"
          :call "bunb[(17,15)]=13" :within "P233")
   (claim "Section 6" "Fig. 2" "v233 = 15 - 2^(3-(17-15)) = 13" :call "minv[P233]=13")
   (claim "Section 6" "Fig. 2" "the values of the m = 2 best successors of the max-position P23 are a2 = 16 and α = 13"
          :call "buma[(13,16)]=17" :within "P23")
   (claim "Section 6" "Fig. 2" "v23 = 16 + 2^(3-(16-13)) = 17" :call "maxv[P23]=17")
   (claim "Section 6" "Fig. 2" "v2 = 13 - 2^(3-(15-13)) = 11" :call "minv[P2]=11")
   (example "Appendix B" "Fig. 2" "sta[P;2;2;4]=P2")
   (example "Appendix B" "Fig. 2" "sta4[P;(-∞,-∞);(∞,∞);4]=P2")
   (example "Appendix B" "Fig. 2" "sta1[(P1,P2,P3);-∞;NOSUCC;3]=P2")
   (example "Appendix B" "Fig. 2" "minv[P2]=11")
   (example "Appendix B" "Fig. 2" "minvl[(P21,P22,P23);(∞,∞);2]=11")
   (example "Appendix B" "Fig. 2" "maxv[P23]=17")
   (example "Appendix B" "Fig. 2" "maxvl[(P231,P232,P233);(-∞,-∞);1]=17")
   (example "Appendix B" "Fig. 2" "final[P1]=T" :final True)
   (example "Appendix B" "Fig. 2" "buma[(13,16);1]=17")
   (example "Appendix B" "Fig. 2" "bunb[(15,13);2]=11")

   ;; Fig. 3, Section 7.1
   (claim "Section 7.1" "Fig. 3" "After obtaining v1 = 10, the m&n alpha beta procedure sets α = 10 at P2"
          :call "minv[P2;∞]" :bindings {"alpha" 10})
   (claim "Section 7.1" "Fig. 3" "After obtaining v21 = 5, ... does not bother to look at P22 or P23 and its successors"
          :unseen ["P22" "P23" "P231" "P232"])
   (claim "Section 7.1" "Fig. 3" "but looks next at P3" :after "P21" :next "P3")

   ;; Fig. 4, Section 7.2
   (claim "Section 7.2" "Fig. 4" "After obtaining v1 = 10, the 2&2 alpha beta procedure sets α = 10 at P2"
          :call "minv[P2;∞]" :bindings {"alpha" 10})
   (claim "Section 7.2" "Fig. 4" "After obtaining v21 = 13 and v22 = 15, the procedure sets β = 15 at P23"
          :call "maxv[P23;10]" :bindings {"beta" 15})
   (claim "Section 7.2" "Fig. 4" "After obtaining v231 = 16, ... never looks at P232 (and its successors), P233, and P234 (and its successors)"
          :unseen ["P232" "P2321" "P2322" "P233" "P234" "P2341" "P2342"])
   (claim "Section 7.2" "Fig. 4" "the procedure next looks at P24" :after "P231" :next "P24")

   ;; Fig. 5, Section 7.3
   (claim "Section 7.3" "Fig. 5" "After obtaining v1 = 10, the 2&2 alpha beta procedure sets α = 10 at P2"
          :call "minv[P2;∞]" :bindings {"alpha" 10})
   (claim "Section 7.3" "Fig. 5" "sets old α = 10 ... and sets β = 15 for P23"
          :call "maxv[P23;10]" :bindings {"beta" 15})
   (claim "Section 7.3" "Fig. 5" "sets old β = 15 and α = 5 (not merely 2) for P233"
          :call "minv[P233;15]" :bindings {"alpha" 5})
   (claim "Section 7.3" "Fig. 5" "6 + 2^(3-(6-α)) = 10 gives α = 5" :call "glbua[10;(6);2]=5")
   (claim "Section 7.3" "Fig. 5" "After obtaining v2331 = 4 ... never looks at P2332, P2333"
          :unseen ["P2332" "P2333"])
   (claim "Section 7.3" "Fig. 5" "the procedure looks next at P234" :after "P2331" :next "P234")
   (claim "Section 7.3" "Fig. 5" "v233 ≤ 4" :call "minv[P233;15]=4")
   (claim "Section 7.3" "Fig. 5" "Case II. ... as long as the procedure uses a value v such that v ≤ v233 ≤ 4, a 2&2 alpha cutoff occurs since v23 ≤ 6 + 2^(3-(6-4)) = 8"
          :computes "bua[4;(6);2]=8"
          :given ["maxv[P23;10]" "maxvl[(P231,P232,P233,P234);-∞;(-∞);2]" "minv[P231;15]=6" "minv[P233;15]=4"])

   ;; Section 7: on each figure where both appendices run
   #* (section-7 2) #* (section-7 3) #* (section-7 4) #* (section-7 5) #* (section-7 6)

   ;; Fig. 6 and Appendix C
   (example "Appendix C" "Fig. 6" "sta[P;2;2;5]=P1")
   (example "Appendix C" "Fig. 6" "sta4[P;(-∞);(∞);5]=P1")
   (example "Appendix C" "Fig. 6" "sta1[(P1,P2,P3);-∞;NOSUCC;4]=P1")
   (example "Appendix C" "Fig. 6" "minv[P233;15]=4")
   (example "Appendix C" "Fig. 6" "minvl[(P21,P22,P23,P24);∞;(∞);3]=9")
   (example "Appendix C" "Fig. 6" "minvl3[(P22,P23,P24);∞;(15)]=9")
   (example "Appendix C" "Fig. 6" "maxv[P23;10]=11")
   (example "Appendix C" "Fig. 6" "maxvl[(P231,P232,P233,P234);-∞;(-∞);2]=11")
   (example "Appendix C" "Fig. 6" "maxvl3[(P232,P233,P234);5;(6)]=11")
   (example "Appendix C" "Fig. 6" "final[P22;10;∞;3]=T" :final True)
   (example "Appendix C" "Fig. 6" "bua[6;(7);2]=11")
   (example "Appendix C" "Fig. 6" "glbua[10;(6);2]=5")
   (example "Appendix C" "Fig. 6" "bub[13;(11);3]=9")
   (example "Appendix C" "Fig. 6" "lubub[∞;(15);3]=∞")])

(setv M-EXPRESSION (re.compile r"\s*([a-z][a-z0-9]*)\[(.*)\]\s*(?:=\s*(.+?))?\s*"))

(defn parse-call [text]
  "The function name, arguments and value (None if not given) of an M-expression
  call such as minv[P233;15]=4; the arguments and value are S-expression data."
  (setv m (.fullmatch M-EXPRESSION text))
  (when (is m None)
    (raise (ValueError f"not an M-expression call: {text}")))
  (setv [name args value] (.groups m))
  #(name
    (if (.strip args) (lfor a (.split args ";") (paper-datum a)) [])
    (if (is value None) None (paper-datum value))))

(defn paper-datum [text]
  "The S-expression datum text, as an argument or value of the paper's
  M-expressions: the LISP reader's, but for T, which there is truth (the
  manual's M-expressions' T, whose value is *T*), as final[P1]=T says."
  (setv x (read text))
  (if (is x (intern "T")) T x))
