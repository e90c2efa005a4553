"`slagle repl` (to be written)."
(defn add-arguments [p] None)
(defn main [args] (print "slagle repl: not written yet") 1)
