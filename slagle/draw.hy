"`slagle draw` (to be written)."
(defn add-arguments [p] None)
(defn main [args] (print "slagle draw: not written yet") 1)
