"""Kalah (OpenSpiel's `mancala`) compiled: the rules of slagle.games.kalah
as numba functions over compact positions, exact to OpenSpiel's.

A position is an int32 array of layout.WIDTH numbers:
  0-13  OpenSpiel's 14 holes: 0 North's store, 1-6 South's pits, 7 South's
        store, 8-13 North's pits
  14    the player to move (OpenSpiel's current_player_, kept at the end too)
  15    the move number (actions applied since the start: OpenSpiel ends the
        game when it passes the game's maximum length, 1000)
The rest is 0.  The move generator uses the last two numbers of a scratch
row for its own bookkeeping (the action taken there and the next to try).

OpenSpiel cannot make a mancala state from a board, so to_spiel gives the
state from_spiel was given for that position, or one complete move after
such a state (slagle.compiled.known)."""

import numpy as np
from numba import njit

from slagle.compiled import layout
from slagle.compiled.moves import write_move
from slagle.compiled.known import KnownStates

NAME = "kalah"
SPIEL_NAME = "mancala"

HOLES = 14
PLAYER = 14
MOVE_NUMBER = 15
USED = 16           # the numbers of a position; the key is the first 15
KEY = 15
MAX_GAME_LENGTH = 1000
TAKEN = layout.WIDTH - 2     # scratch: the action taken from this row
CURSOR = layout.WIDTH - 1    # scratch: the next action to try from this row


@njit(cache=True)
def home(player):
    """The store of `player`: 7 South's (player 0), 0 North's."""
    return 7 if player == 0 else 0


@njit(cache=True)
def own_pit(player, pit):
    """Is `pit` one of player's six pits (OpenSpiel's IsPlayerPit)?"""
    if player == 0:
        return 0 < pit < 7
    return pit > 7


@njit(cache=True)
def current_player(state):
    """The player to move, 0 or 1."""
    return state[PLAYER]


@njit(cache=True)
def is_terminal(state):
    """OpenSpiel's IsTerminal: past the maximum game length, or a side's six
    pits all empty."""
    if state[MOVE_NUMBER] > MAX_GAME_LENGTH:
        return True
    south = 0
    north = 0
    for k in range(1, 7):
        south += state[k]
        north += state[14 - k]
    return south == 0 or north == 0


@njit(cache=True)
def outcome(state, player):
    """The sign of OpenSpiel's Returns()[player] at a terminal position: each
    side's store and the seeds left in its own pits compared (no sweep)."""
    south = 0
    north = state[0]
    for k in range(1, 8):
        south += state[k]
    for k in range(8, 14):
        north += state[k]
    if south == north:
        return 0
    south_wins = south > north
    return 1 if south_wins == (player == 0) else -1


@njit(cache=True)
def side(state, player):
    """#(stores seeds free-moves) for player, as slagle.games.kalah's side."""
    if player == 0:
        store, first, to_store = 7, 1, 7
    else:
        store, first, to_store = 0, 8, 14
    seeds = 0
    free = 0
    for k in range(first, first + 6):
        seeds += state[k]
        if state[k] == to_store - k:
            free += 1
    return state[store], seeds, free


@njit(cache=True)
def features(state, player):
    """f1 f2 f3 (stores, seeds, free-moves) for player: their count less the
    opponent's (slagle.games.kalah's features)."""
    a1, a2, a3 = side(state, player)
    b1, b2, b3 = side(state, 1 - player)
    return a1 - b1, a2 - b2, a3 - b3


@njit(cache=True)
def sow(s, pit):
    """Apply OpenSpiel's action `pit` to s in place (MancalaState's
    DoApplyAction): sow its seeds counterclockwise skipping the opponent's
    store, capture from an empty own pit whose opposite pit holds seeds, and
    pass the turn unless the last seed fell in the mover's store."""
    player = s[PLAYER]
    skip = home(1 - player)
    n = s[pit]
    s[pit] = 0
    for _ in range(n):
        pit += 1
        if pit == HOLES:
            pit = 0
        if pit == skip:
            pit += 1
        s[pit] += 1
    opposite = HOLES - pit
    if s[pit] == 1 and own_pit(player, pit) and s[opposite] > 0:
        s[home(player)] += 1 + s[opposite]
        s[pit] = 0
        s[opposite] = 0
    if pit != home(player):
        s[PLAYER] = 1 - player
    s[MOVE_NUMBER] += 1


@njit(cache=True)
def next_action(s, start):
    """The least legal action >= start at s (the pits of the player to move
    that hold seeds, in OpenSpiel's ascending order), or -1."""
    last = 6 if s[PLAYER] == 0 else 13
    first = 1 if s[PLAYER] == 0 else 8
    for a in range(max(start, first), last + 1):
        if s[a] > 0:
            return a
    return -1


@njit(cache=True)
def seen_before(out_states, k, child):
    """Does an earlier successor have child's key (the board and the player)?"""
    for j in range(k):
        same = True
        for i in range(KEY):
            if out_states[j, i] != child[i]:
                same = False
                break
        if same:
            return True
    return False


@njit(cache=True)
def successors(state, out_states, out_actions, scratch):
    """The positions after each complete move at state (a sowing, and the
    next while the mover earns another turn and the game goes on), in the
    order of their action sequences, a position whose key came before left
    out: SpielGame.successors.  Writes out_states and out_actions (padded
    with -1), returns their number, or -1 if a buffer is too small."""
    if is_terminal(state):
        return 0
    player = state[PLAYER]
    max_moves = out_states.shape[0]
    max_steps = out_actions.shape[1]
    rows = scratch.shape[0]
    for i in range(USED):
        scratch[0, i] = state[i]
    scratch[0, CURSOR] = 0
    depth = 0
    k = 0
    # Depth first, each row's actions in ascending order: the complete moves
    # come out in the order of their action sequences.
    while depth >= 0:
        s = scratch[depth]
        a = next_action(s, s[CURSOR])
        if a < 0:
            depth -= 1
            continue
        s[CURSOR] = a + 1
        s[TAKEN] = a
        if depth + 1 >= rows:
            return -1
        child = scratch[depth + 1]
        for i in range(USED):
            child[i] = s[i]
        sow(child, a)
        if child[PLAYER] == player and not is_terminal(child):
            if depth + 2 > max_steps:
                return -1
            child[CURSOR] = 0
            depth += 1
            continue
        if seen_before(out_states, k, child):
            continue
        if k >= max_moves:
            return -1
        write_move(out_states, out_actions, k, child, USED, scratch, TAKEN, depth + 1)
        k += 1
    return k


# ---------------------------------------------------------------------------
# OpenSpiel's states (plain Python)

def spiel_game():
    """OpenSpiel's mancala."""
    import pyspiel
    return pyspiel.load_game(SPIEL_NAME)


KNOWN = KnownStates(successors, SPIEL_NAME)


def from_spiel(spiel_state):
    """The compact position of an OpenSpiel mancala state (one where a
    complete move starts, or the game is over), read from its text."""
    lines = str(spiel_state).split("\n")
    north = [int(x) for x in lines[0].strip("-").split("-")]
    stores = [int(x) for x in lines[1].split("-") if x]
    south = [int(x) for x in lines[2].strip("-").split("-")]
    a = np.zeros(layout.WIDTH, dtype=np.int32)
    a[0], a[7] = stores
    for j in range(6):
        a[13 - j] = north[j]
        a[1 + j] = south[j]
    a[PLAYER] = int(lines[3].rsplit(" ", 1)[1])
    a[MOVE_NUMBER] = int(lines[4].rsplit(" ", 1)[1])
    KNOWN.remember(a, spiel_state)
    return a


def to_spiel(a):
    """An OpenSpiel state of the position a: OpenSpiel cannot set a mancala
    board, so a state from_spiel was given for a, or the state after a
    complete move from one of the last it was given (slagle.compiled.known);
    LookupError otherwise."""
    return KNOWN.find(a)
