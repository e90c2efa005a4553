"`slagle replay`: reproduce the paper: every figure and Example line
(slagle.paper.replay), then the other sources' worked examples
(slagle.paper.worked)."

(import slagle.paper.replay :as paper
        slagle.paper.worked :as worked)

(defn add-arguments [p]
  "`slagle replay` takes no arguments."
  None)

(defn main [args]
  "Run `slagle replay`: exit status 0 exactly when everything is reproduced."
  (if (= (+ (paper.replay) (worked.replay)) 0) 0 1))
