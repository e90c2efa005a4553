"""One compiled game interface over every game the compiled searches play:
a tree of a tree file (its positions numbered), checkers, Kalah and
tic-tac-toe (each game's module in this package).  A game is a number, so
that one compiled search serves all of them; a position is an int32 array of
layout.WIDTH (a tree's: the node's number first).

A tree travels as a tuple of arrays (see tree_arrays in slagle.compiled.twin):
the first child and the number of children of each node, the children, and
each node's value, whether the value is a whole number (an int in Python),
and whether the node has one.  The games ignore it."""

from slagle.compiled import checkers, kalah, tic_tac_toe
from slagle.compiled.jit import inlined, plain

TREE, CHECKERS, KALAH, TIC_TAC_TOE = 0, 1, 2, 3
GAMES = {"checkers": CHECKERS, "kalah": KALAH, "tic-tac-toe": TIC_TAC_TOE}
MODULES = {"checkers": checkers, "kalah": kalah, "tic-tac-toe": tic_tac_toe}


@plain
def tree_successors(state, out_states, tree):
    """The children of the tree node state[0], in the tree's order."""
    first, count, children = tree[0], tree[1], tree[2]
    node = state[0]
    k = count[node]
    if k > out_states.shape[0]:
        return -1
    for i in range(k):
        for j in range(out_states.shape[1]):
            out_states[i, j] = 0
        out_states[i, 0] = children[first[node] + i]
    return k


@inlined
def successors(game, state, out_states, out_actions, scratch, tree):
    """The positions after each complete move at state, in the order the
    transcription's succ gives them; their number (-1: a buffer is too small)."""
    if game == CHECKERS:
        return checkers.successors(state, out_states, out_actions, scratch)
    if game == KALAH:
        return kalah.successors(state, out_states, out_actions, scratch)
    if game == TIC_TAC_TOE:
        return tic_tac_toe.successors(state, out_states, out_actions, scratch)
    return tree_successors(state, out_states, tree)


@inlined
def is_over(game, state, tree):
    """Has the game ended at state (a tree: is the node a tip)?"""
    if game == CHECKERS:
        return checkers.is_terminal(state)
    if game == KALAH:
        return kalah.is_terminal(state)
    if game == TIC_TAC_TOE:
        return tic_tac_toe.is_terminal(state)
    return tree[1][state[0]] == 0


@inlined
def outcome(game, state, player):
    """At the end of a game: +1 if `player` won, -1 if lost, 0 a draw."""
    if game == CHECKERS:
        return checkers.outcome(state, player)
    if game == KALAH:
        return kalah.outcome(state, player)
    return tic_tac_toe.outcome(state, player)


@inlined
def features(game, state, player):
    """f1, f2, f3 of value[p] for `player`."""
    if game == CHECKERS:
        return checkers.features(state, player)
    if game == KALAH:
        return kalah.features(state, player)
    return tic_tac_toe.features(state, player)


@inlined
def static_value(game, state, over, tree, evaluation):
    """value[p], as the game in hand computes it (slagle.games.position's
    SpielGame.value, or a tree's TreeGame.value): the value, whether Python
    would hold it as an int, and whether there is one (a tree node may have
    none).  evaluation: c1, c2, c3, win, the player whose value it is, and
    whether the weights and win are ints; over: is_over(game, state, tree),
    which the caller has already asked."""
    if game == TREE:
        node = state[0]
        return tree[3][node], tree[4][node] != 0, tree[5][node] != 0
    whole = evaluation[5] != 0
    player = int(evaluation[4])
    if over:
        o = outcome(game, state, player)
        if o > 0:
            return evaluation[3], whole, True
        if o < 0:
            return -evaluation[3], whole, True
        return 0.0, True, True          # a draw is worth the int 0 whatever the weights
    f1, f2, f3 = features(game, state, player)
    # Python's sum: ((0 + c1f1) + c2f2) + c3f3
    return ((0.0 + evaluation[0] * f1) + evaluation[1] * f2) + evaluation[2] * f3, whole, True
