"""Connect four (OpenSpiel's `connect_four`, 6 rows of 7 columns) compiled:
the rules of slagle.games.connect_four as numba functions over compact
positions, exact to OpenSpiel's.

A position is an int32 array of WIDTH numbers:
  0-41  the squares, 7 * row + column, row 0 the bottom (OpenSpiel's
        actions are the columns 0-6): 0 empty, 1 X's disc (player 0),
        2 O's (player 1)
  42    the player to move (after the game's end too: the other player)
A move is one action, so successors needs no scratch; the columns not full
make distinct boards, so no successor is ever left out.

OpenSpiel cannot set a board, but a board is reached by its discs dropped
in turn, each column from the bottom, a disc of a line of four last:
to_spiel finds such an order."""

import numpy as np

from slagle.compiled.jit import plain

NAME = "connect-four"
SPIEL_NAME = "connect_four"

ROWS = 6
COLUMNS = 7
SQUARES = ROWS * COLUMNS
PLAYER = 42
USED = 43
WIDTH = USED        # a move needs no scratch: a position is all
CENTRE = 3
MARKS = "xo"


def line_table():
    """Every line of four squares: rows, columns and both diagonals (as
    slagle.games.connect_four/lines, in the same order)."""
    out = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if row + 3 * dr < ROWS and 0 <= column + 3 * dc < COLUMNS:
                    out.append([COLUMNS * (row + i * dr) + column + i * dc for i in range(4)])
    return np.array(out, dtype=np.int32)


LINES = line_table()
N_LINES = LINES.shape[0]


@plain
def current_player(state):
    """The player to move, 0 or 1."""
    return state[PLAYER]


@plain
def has_line(state, player):
    """Does player hold four in a row (OpenSpiel's HasLine)?"""
    disc = player + 1
    for j in range(N_LINES):
        if state[LINES[j, 0]] == disc and state[LINES[j, 1]] == disc and \
                state[LINES[j, 2]] == disc and state[LINES[j, 3]] == disc:
            return True
    return False


@plain
def is_full(state):
    """Is every column full (its top square taken)?"""
    for column in range(COLUMNS):
        if state[SQUARES - COLUMNS + column] == 0:
            return False
    return True


@plain
def is_terminal(state):
    """OpenSpiel's IsTerminal: four in a row, or the board full."""
    return has_line(state, 0) or has_line(state, 1) or is_full(state)


@plain
def outcome(state, player):
    """The sign of OpenSpiel's Returns()[player]: 1 to the side with four in
    a row, -1 to the other, 0 to both at a full board without one."""
    if has_line(state, 0):
        winner = 0
    elif has_line(state, 1):
        winner = 1
    else:
        return 0
    return 1 if winner == player else -1


@plain
def line_counts(state, player):
    """#(open-fours threes) for player: the lines holding none of the
    opponent's discs, and those of them holding three of player's."""
    mine = player + 1
    theirs = 2 - player
    open_lines = 0
    threes = 0
    for j in range(N_LINES):
        own = 0
        blocked = False
        for i in range(4):
            v = state[LINES[j, i]]
            if v == theirs:
                blocked = True
            elif v == mine:
                own += 1
        if not blocked:
            open_lines += 1
            if own == 3:
                threes += 1
    return open_lines, threes


@plain
def features(state, player):
    """f1 f2 f3 (open-fours, threes, centre) for player, as
    slagle.games.connect_four's features."""
    my_open, my_threes = line_counts(state, player)
    their_open, their_threes = line_counts(state, 1 - player)
    centre = 0
    for row in range(ROWS):
        v = state[COLUMNS * row + CENTRE]
        if v == player + 1:
            centre += 1
        elif v != 0:
            centre -= 1
    return my_open - their_open, my_threes - their_threes, centre


@plain
def successors(state, out_states, out_actions, scratch):
    """The positions after each move at state (a disc dropped into a column
    not full, in ascending order of the columns), as SpielGame.successors:
    writes out_states and out_actions (padded with -1), returns their
    number, or -1 if a buffer is too small."""
    if is_terminal(state):
        return 0
    player = state[PLAYER]
    k = 0
    for column in range(COLUMNS):
        square = column
        while square < SQUARES and state[square] != 0:
            square += COLUMNS
        if square >= SQUARES:
            continue
        if k >= out_states.shape[0] or out_actions.shape[1] < 1:
            return -1
        for i in range(USED):
            out_states[k, i] = state[i]
        for i in range(USED, out_states.shape[1]):
            out_states[k, i] = 0
        out_states[k, square] = player + 1
        out_states[k, PLAYER] = 1 - player
        out_actions[k, 0] = column
        for i in range(1, out_actions.shape[1]):
            out_actions[k, i] = -1
        k += 1
    return k


# ---------------------------------------------------------------------------
# OpenSpiel's states (plain Python)

def spiel_game():
    """OpenSpiel's connect_four."""
    import pyspiel
    return pyspiel.load_game(SPIEL_NAME)


def from_spiel(spiel_state):
    """The compact position of an OpenSpiel connect_four state, from its
    text (the top row first)."""
    rows = str(spiel_state).split()
    a = np.zeros(WIDTH, dtype=np.int32)
    for r, text in enumerate(rows):
        for column, c in enumerate(text):
            a[COLUMNS * (ROWS - 1 - r) + column] = MARKS.find(c) + 1
    a[PLAYER] = 0 if (a[:SQUARES] == 1).sum() == (a[:SQUARES] == 2).sum() else 1
    return a


def lines_of(board, disc):
    """The lines of four of board (a list of its squares) all holding disc."""
    return [line for line in LINES.tolist() if all(board[k] == disc for k in line)]


def mover(board):
    """The disc (1 X, 2 O) of the player who dropped the last of board's discs."""
    return 1 if sum(1 for v in board if v) % 2 == 1 else 2


def tops(board, disc):
    """The squares of disc's discs on top of their columns."""
    return [k for k in range(SQUARES) if board[k] == disc and (k + COLUMNS >= SQUARES or board[k + COLUMNS] == 0)]


def taken_back(board, k):
    """board with the disc on square k taken away."""
    rest = list(board)
    rest[k] = 0
    return rest


def drops(board, dead=None):
    """The columns of an order in which the discs of board (a list of its
    squares, no line of four on it) are dropped, players in turn from X;
    None if there is none.  Found taken back from the top: each disc taken
    is the top of its column and of the player who moved last (dead: the
    boards found to have no order)."""
    dead = set() if dead is None else dead
    if not any(board):
        return []
    if tuple(board) in dead:
        return None
    for k in tops(board, mover(board)):
        before = drops(taken_back(board, k), dead)
        if before is not None:
            return before + [k % COLUMNS]
    dead.add(tuple(board))
    return None


def to_spiel(a):
    """The OpenSpiel state of the position a: its discs dropped in turn, X
    first, each column from the bottom; if the side that dropped last has
    four in a row, a disc of it on every one of its lines is dropped last,
    so that the game ends only there."""
    a = np.asarray(a, dtype=np.int32)
    board = [int(v) for v in a[:SQUARES]]
    lines = lines_of(board, mover(board))
    if lines:
        order = next(before + [k % COLUMNS]
                     for k in tops(board, mover(board)) if all(k in line for line in lines)
                     for before in [drops(taken_back(board, k))] if before is not None)
    else:
        order = drops(board)
    state = spiel_game().new_initial_state()
    for column in order:
        state.apply_action(column)
    return state
