"5. Tree search, the first example: a path in a graph.

\"Our first example is finding a path from an initial node to a final node
in a graph represented by a list structure as described in chapter I.  A
position is a path starting from the initial node and continuing to some
intermediate node and is represented by a list of its nodes in reverse
order.\"

graph and final are free variables, bound by whoever searches.  The list
structure of chapter I (not in the file) is read as the manual's association
list: a list of (node successor ...), one for each node, so that
d assoc[node,graph] is the list of the node's successors.  Search from the
position (initial node): (with [_ (applying graph) _ (binding {\"graph\" g
\"final\" (intern \"F\")})] (search (list (intern \"A\")))).  A node named F
would be read as NIL in a defun; name nodes otherwise."

(require lisp.forms [defun])
(import lisp *
        lisp.functions [assoc member]
        mccarthy.earlier [mapcar])

(defun lose [p]
  "lose p: a path loses when its last node is already on it (a cycle).

  lose p ← a p ε d p"
  (member (car p) (cdr p)))

(defun ter [p]
  "ter p: a path wins when it has reached the final node.

  ter p ← [a p = final]"
  (= (car p) final))

(defun successors [p]
  "successors p: the path extended by each successor of its last node.

  successors p ← mapcar[d assoc[a p,graph],λx.x.p]"
  (mapcar (cdr (assoc (car p) graph))
          (lambda [x] (cons x p))))
