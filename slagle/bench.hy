"`slagle bench` (to be written)."
(defn add-arguments [p] None)
(defn main [args] (print "slagle bench: not written yet") 1)
