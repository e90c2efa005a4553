"""Kalah (OpenSpiel's `mancala`) compiled: the rules of slagle.games.kalah
as numba functions over compact positions, exact to OpenSpiel's.

A position is an int32 array of WIDTH numbers:
  0-13  OpenSpiel's 14 holes: 0 North's store, 1-6 South's pits, 7 South's
        store, 8-13 North's pits
  14    the player to move (OpenSpiel's current_player_, kept at the end too)
  15    the move number (actions applied since the start: OpenSpiel ends the
        game when it passes the game's maximum length, 1000)
  16-17 0 (a scratch row's bookkeeping, below)
The move generator uses the last two numbers of a scratch row for its own
bookkeeping (the action taken there and the next to try), and the last rows
of scratch for the hashes of the successors' keys.

OpenSpiel cannot make a mancala state from a board, so to_spiel gives the
state from_spiel was given for that position, or one complete move after
such a state (slagle.compiled.known)."""

import numpy as np

from slagle.compiled import layout
from slagle.compiled.jit import inlined, plain
from slagle.compiled.moves import write_move
from slagle.compiled.known import KnownStates

NAME = "kalah"
SPIEL_NAME = "mancala"

HOLES = 14
PLAYER = 14
MOVE_NUMBER = 15
USED = 16           # the numbers of a position; the key is the first 15
KEY = 15
WIDTH = USED + 2    # a position, and a scratch row with its bookkeeping
MAX_GAME_LENGTH = 1000
TAKEN = WIDTH - 2   # scratch: the action taken from this row
CURSOR = WIDTH - 1  # scratch: the next action to try from this row
HASHED = -(-layout.MAX_MOVES // WIDTH)   # scratch rows holding one hash per successor


@inlined
def home(player):
    """The store of `player`: 7 South's (player 0), 0 North's."""
    return 7 if player == 0 else 0


@inlined
def own_pit(player, pit):
    """Is `pit` one of player's six pits (OpenSpiel's IsPlayerPit)?"""
    if player == 0:
        return 0 < pit < 7
    return pit > 7


@plain
def current_player(state):
    """The player to move, 0 or 1."""
    return state[PLAYER]


@inlined
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


@inlined
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


@inlined
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


@inlined
def features(state, player):
    """f1 f2 f3 (stores, seeds, free-moves) for player: their count less the
    opponent's (slagle.games.kalah's features)."""
    a1, a2, a3 = side(state, player)
    b1, b2, b3 = side(state, 1 - player)
    return a1 - b1, a2 - b2, a3 - b3


@inlined
def sow(rows, r, pit):
    """Apply OpenSpiel's action `pit` to the position rows[r] in place
    (MancalaState's DoApplyAction): sow its seeds counterclockwise skipping
    the opponent's store, capture from an empty own pit whose opposite pit
    holds seeds, and pass the turn unless the last seed fell in the mover's
    store."""
    player = rows[r, PLAYER]
    skip = home(1 - player)
    n = rows[r, pit]
    rows[r, pit] = 0
    for _ in range(n):
        pit += 1
        if pit == HOLES:
            pit = 0
        if pit == skip:
            pit += 1
        rows[r, pit] += 1
    opposite = HOLES - pit
    if rows[r, pit] == 1 and own_pit(player, pit) and rows[r, opposite] > 0:
        rows[r, home(player)] += 1 + rows[r, opposite]
        rows[r, pit] = 0
        rows[r, opposite] = 0
    if pit != home(player):
        rows[r, PLAYER] = 1 - player
    rows[r, MOVE_NUMBER] += 1


@inlined
def key_hash(rows, r):
    """A hash of the key of the position rows[r] (its board and player), in
    31 bits so that an int32 holds it."""
    h = 0
    for i in range(KEY):
        h = (h * 31 + rows[r, i]) & 0x7FFFFFFF
    return h


@inlined
def seen_before(out_states, hashes, k, child, h):
    """Does an earlier successor (hashes: theirs) have the key of child, whose hash is h?"""
    for j in range(k):
        if hashes[j] != h:
            continue
        same = True
        for i in range(KEY):
            if out_states[j, i] != child[i]:
                same = False
                break
        if same:
            return True
    return False


@plain
def successors(state, out_states, out_actions, scratch):
    """The positions after each complete move at state (a sowing, and the
    next while the mover earns another turn and the game goes on), in the
    order of their action sequences, a position whose key came before left
    out: SpielGame.successors.  Writes out_states and out_actions (a -1
    after a move's last action where there is room), returns their number,
    or -1 if a buffer is too small.  The last HASHED rows of scratch hold
    the hashes of the keys written."""
    if is_terminal(state):
        return 0
    player = state[PLAYER]
    first = 1 if player == 0 else 8
    last = 6 if player == 0 else 13
    max_moves = out_states.shape[0]
    max_steps = out_actions.shape[1]
    rows = scratch.shape[0] - HASHED
    if rows < 1:
        return -1
    hashes = scratch[rows:].reshape(HASHED * scratch.shape[1])
    for i in range(USED):
        scratch[0, i] = state[i]
    scratch[0, CURSOR] = first
    depth = 0
    k = 0
    # Depth first, each row's actions in ascending order (the mover's pits
    # that hold seeds): the complete moves come out in the order of their
    # action sequences.
    while depth >= 0:
        a = scratch[depth, CURSOR]
        while a <= last and scratch[depth, a] == 0:
            a += 1
        if a > last:
            depth -= 1
            continue
        scratch[depth, CURSOR] = a + 1
        scratch[depth, TAKEN] = a
        c = depth + 1
        if c >= rows:
            return -1
        for i in range(USED):
            scratch[c, i] = scratch[depth, i]
        sow(scratch, c, a)
        child = scratch[c]
        if child[PLAYER] == player and not is_terminal(child):
            if c + 1 > max_steps:
                return -1
            child[CURSOR] = first
            depth = c
            continue
        h = key_hash(scratch, c)
        if seen_before(out_states, hashes, k, child, h):
            continue
        if k >= max_moves or k >= hashes.size:
            return -1
        hashes[k] = h
        write_move(out_states, out_actions, k, child, USED, scratch, TAKEN, c)
        k += 1
    return k


# ---------------------------------------------------------------------------
# OpenSpiel's states (plain Python)

def spiel_game():
    """OpenSpiel's mancala."""
    import pyspiel
    return pyspiel.load_game(SPIEL_NAME)


KNOWN = KnownStates(successors, SPIEL_NAME, WIDTH)


def from_spiel(spiel_state):
    """The compact position of an OpenSpiel mancala state (one where a
    complete move starts, or the game is over), read from its text."""
    lines = str(spiel_state).split("\n")
    north = [int(x) for x in lines[0].strip("-").split("-")]
    stores = [int(x) for x in lines[1].split("-") if x]
    south = [int(x) for x in lines[2].strip("-").split("-")]
    a = np.zeros(WIDTH, dtype=np.int32)
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
