"""Tic-tac-toe (OpenSpiel's `tic_tac_toe`) compiled: the rules of
slagle.games.tic_tac_toe as numba functions over compact positions, exact
to OpenSpiel's.

A position is an int32 array of WIDTH numbers:
  0-8  the squares in reading order (OpenSpiel's actions 0-8): 0 empty,
       1 X's mark (player 0), 2 O's (player 1)
  9    the player to move (after the last mark too: the other player)
A move is one action, so successors needs no scratch; a tic-tac-toe
position's text is its board, and distinct squares make distinct boards, so
no successor is ever left out.

OpenSpiel cannot set a board either, but a board is reached by its marks
played in turn, the winning mark last: to_spiel plays them."""

import numpy as np

from slagle.compiled.jit import plain

NAME = "tic-tac-toe"
SPIEL_NAME = "tic_tac_toe"

CELLS = 9
PLAYER = 9
USED = 10
WIDTH = USED        # a move needs no scratch: a position is all
LINES = np.array([[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]],
                 dtype=np.int32)
CENTRE = 4
MARKS = "xo"


@plain
def current_player(state):
    """The player to move, 0 or 1."""
    return state[PLAYER]


@plain
def has_line(state, player):
    """Does player hold a whole row, column or diagonal (OpenSpiel's HasLine)?"""
    mark = player + 1
    for j in range(8):
        if state[LINES[j, 0]] == mark and state[LINES[j, 1]] == mark and state[LINES[j, 2]] == mark:
            return True
    return False


@plain
def is_terminal(state):
    """OpenSpiel's IsTerminal: three in a row, or the board full."""
    if has_line(state, 0) or has_line(state, 1):
        return True
    for k in range(CELLS):
        if state[k] == 0:
            return False
    return True


@plain
def outcome(state, player):
    """The sign of OpenSpiel's Returns()[player]: 1 to the side with three
    in a row, -1 to the other, 0 to both at a full board without one."""
    if has_line(state, 0):
        winner = 0
    elif has_line(state, 1):
        winner = 1
    else:
        return 0
    return 1 if winner == player else -1


@plain
def line_counts(state, player):
    """#(open-lines threats) for player: the lines holding none of the
    opponent's marks, and those of them holding two of player's."""
    mine = player + 1
    theirs = 2 - player
    open_lines = 0
    threats = 0
    for j in range(8):
        own = 0
        blocked = False
        for i in range(3):
            v = state[LINES[j, i]]
            if v == theirs:
                blocked = True
            elif v == mine:
                own += 1
        if not blocked:
            open_lines += 1
            if own == 2:
                threats += 1
    return open_lines, threats


@plain
def features(state, player):
    """f1 f2 f3 (open-lines, threats, centre) for player, as
    slagle.games.tic_tac_toe's features."""
    my_open, my_threats = line_counts(state, player)
    their_open, their_threats = line_counts(state, 1 - player)
    c = state[CENTRE]
    centre = 0 if c == 0 else (1 if c == player + 1 else -1)
    return my_open - their_open, my_threats - their_threats, centre


@plain
def successors(state, out_states, out_actions, scratch):
    """The positions after each move at state (a mark on an empty square, in
    ascending order of the squares), as SpielGame.successors: writes
    out_states and out_actions (padded with -1), returns their number, or
    -1 if a buffer is too small."""
    if is_terminal(state):
        return 0
    player = state[PLAYER]
    k = 0
    for a in range(CELLS):
        if state[a] != 0:
            continue
        if k >= out_states.shape[0] or out_actions.shape[1] < 1:
            return -1
        for i in range(USED):
            out_states[k, i] = state[i]
        for i in range(USED, out_states.shape[1]):
            out_states[k, i] = 0
        out_states[k, a] = player + 1
        out_states[k, PLAYER] = 1 - player
        out_actions[k, 0] = a
        for i in range(1, out_actions.shape[1]):
            out_actions[k, i] = -1
        k += 1
    return k


# ---------------------------------------------------------------------------
# OpenSpiel's states (plain Python)

def spiel_game():
    """OpenSpiel's tic_tac_toe."""
    import pyspiel
    return pyspiel.load_game(SPIEL_NAME)


def from_spiel(spiel_state):
    """The compact position of an OpenSpiel tic_tac_toe state, from its text."""
    cells = str(spiel_state).replace("\n", "")
    a = np.zeros(WIDTH, dtype=np.int32)
    for k, c in enumerate(cells):
        a[k] = MARKS.find(c) + 1
    a[PLAYER] = 0 if (a[:CELLS] == 1).sum() == (a[:CELLS] == 2).sum() else 1
    return a


def to_spiel(a):
    """The OpenSpiel state of the position a: its marks played in turn, X
    first; if a side has three in a row, a mark of it that no other line
    needs is played last, so that the game ends only there."""
    a = np.asarray(a, dtype=np.int32)
    board = [int(v) for v in a[:CELLS]]
    last = None
    for mark in (1, 2):
        lines = [line for line in LINES.tolist() if all(board[k] == mark for k in line)]
        if lines:
            for k in range(CELLS):
                if board[k] == mark and all(k in line for line in lines):
                    last = k
                    break
    marks = {m: [k for k in range(CELLS) if board[k] == m and k != last] for m in (1, 2)}
    if last is not None:
        marks[board[last]].append(last)
    state = spiel_game().new_initial_state()
    for i in range(len(marks[1]) + len(marks[2])):
        state.apply_action(marks[1 + i % 2][i // 2])
    return state
