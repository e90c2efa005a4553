"""What the compiled games' move generators share: writing a complete move
found into the successors' arrays (see layout)."""

from numba import njit


@njit(cache=True)
def write_move(out_states, out_actions, k, child, used, scratch, taken, steps):
    """Row k of the successors: the position child (its first `used`
    numbers, the rest 0) and the actions of the move (scratch[j, taken] for
    j < steps, the rest -1)."""
    for j in range(used):
        out_states[k, j] = child[j]
    for j in range(used, out_states.shape[1]):
        out_states[k, j] = 0
    for j in range(steps):
        out_actions[k, j] = scratch[j, taken]
    for j in range(steps, out_actions.shape[1]):
        out_actions[k, j] = -1
