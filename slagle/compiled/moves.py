"""What the compiled games' move generators share: writing a complete move
found into the successors' arrays (see layout)."""

from slagle.compiled.jit import inlined


@inlined
def write_move(out_states, out_actions, k, child, used, scratch, taken, steps):
    """Row k of the successors: the position child (its first `used`
    numbers; the rest of the row is left as it is, 0 in the arrays the
    searches make) and the actions of the move (scratch[j, taken] for
    j < steps), then -1 where there is room: a reader of a move's actions
    stops at the first -1."""
    for j in range(used):
        out_states[k, j] = child[j]
    for j in range(steps):
        out_actions[k, j] = scratch[j, taken]
    if steps < out_actions.shape[1]:
        out_actions[k, steps] = -1
