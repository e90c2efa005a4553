"`slagle replay`: the reproduction report (being written)."
(defn add-arguments [p] None)
(defn main [args] (print "not yet") 1)
