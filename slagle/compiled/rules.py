"""One compiled game interface over every game the compiled searches play:
a tree of a tree file (its positions numbered) and the games of the
registry below.  A game is a number (a tree's TREE, a game's its place in
the registry), so that one compiled search serves all of them; a position
is an int32 array of the game's own width (its module's WIDTH; a tree's:
the node's number alone, layout.TREE_WIDTH).

A game's compiled rules are a module of this package giving NAME (the
game's name in slagle.games), SPIEL_NAME, WIDTH, and the compiled
successors, is_terminal, outcome and features, and in plain Python
spiel_game, from_spiel and to_spiel.  The dispatch on the game's number
(successors, is_over, outcome, features) is made from the registry: a
chain of inlined functions, one a game, each asking whether the number is
its game's and otherwise handing on to the next, so that a search compiled
over it has each game's rules inlined in it as a chain of ifs written by
hand would have them (and numba caches the search as it would that).

A tree travels as a tuple of arrays (see tree_arrays in slagle.compiled.twin):
the first child and the number of children of each node, the children, and
each node's value, whether the value is a whole number (an int in Python),
and whether the node has one.  The games ignore it."""

from importlib import import_module

from slagle.compiled.jit import inlined, link, plain

# The registry: the games the twin plays, a line each, the module of its
# compiled rules.  All are loaded with this module, not when a game is
# asked for: the dispatch below is compiled over every one of them.
RULES = (
    "slagle.compiled.checkers",
    "slagle.compiled.kalah",
    "slagle.compiled.tic_tac_toe",
    "slagle.compiled.connect_four",
)
REGISTRY = tuple(import_module(name) for name in RULES)

TREE = 0
GAMES = {module.NAME: number for number, module in enumerate(REGISTRY, 1)}
MODULES = {module.NAME: module for module in REGISTRY}


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
def tree_is_over(state, tree):
    """Is the tree node state[0] a tip?"""
    return tree[1][state[0]] == 0


# Each link of a chain is a closure made by a function of its own, so that
# the number and the functions it holds are its own (numba freezes them into
# the compiled code, as it does a global's value).

def successors_link(number, own, rest):
    """successors, by the rules `own` for the game `number`, else by `rest`."""
    @link
    def successors(game, state, out_states, out_actions, scratch, tree):
        """The positions after each complete move at state, in the order the
        transcription's succ gives them; their number (-1: a buffer is too small)."""
        if game == number:
            return own(state, out_states, out_actions, scratch)
        return rest(game, state, out_states, out_actions, scratch, tree)
    return successors


def is_over_link(number, own, rest):
    """is_over, by the rules `own` for the game `number`, else by `rest`."""
    @link
    def is_over(game, state, tree):
        """Has the game ended at state (a tree: is the node a tip)?"""
        if game == number:
            return own(state)
        return rest(game, state, tree)
    return is_over


def outcome_link(number, own, rest):
    """outcome, by the rules `own` for the game `number`, else by `rest`."""
    @link
    def outcome(game, state, player):
        """At the end of a game: +1 if `player` won, -1 if lost, 0 a draw."""
        if game == number:
            return own(state, player)
        return rest(game, state, player)
    return outcome


def features_link(number, own, rest):
    """features, by the rules `own` for the game `number`, else by `rest`."""
    @link
    def features(game, state, player):
        """f1, f2, f3 of value[p] for `player`."""
        if game == number:
            return own(state, player)
        return rest(game, state, player)
    return features


def last_game(own):
    """The end of the chain of a function a tree has none of (outcome,
    features): the last game's own, asked no question (static_value takes
    a tree's value before it would ask either)."""
    @link
    def last(game, state, player):
        """The last game's own."""
        return own(state, player)
    return last


@inlined
def tree_link(game, state, out_states, out_actions, scratch, tree):
    """successors at the end of the chain: a tree's."""
    return tree_successors(state, out_states, tree)


@inlined
def tree_over_link(game, state, tree):
    """is_over at the end of the chain: a tree's."""
    return tree_is_over(state, tree)


def chain(link, name, end, games):
    """The dispatch of the rules' function `name`: a link for each of
    `games` (#(number module) pairs), in order, ending in `end`."""
    dispatch = end
    for number, module in reversed(games):
        dispatch = link(number, getattr(module, name), dispatch)
    return dispatch


NUMBERED = list(enumerate(REGISTRY, 1))
successors = chain(successors_link, "successors", tree_link, NUMBERED)
is_over = chain(is_over_link, "is_terminal", tree_over_link, NUMBERED)
outcome = chain(outcome_link, "outcome", last_game(REGISTRY[-1].outcome), NUMBERED[:-1])
features = chain(features_link, "features", last_game(REGISTRY[-1].features), NUMBERED[:-1])


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
