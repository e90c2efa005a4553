"""Checkers (OpenSpiel's `checkers`, 8x8) compiled: the rules of
slagle.games.checkers as numba functions over compact positions, exact to
OpenSpiel's.

A position is an int32 array of WIDTH numbers:
  0-31  the dark squares, 4 a row, in OpenSpiel's order: square i is row
        i // 4 (row 0 the top of OpenSpiel's board, its rank 8) and the
        i % 4-th dark square of that row from column a.  0 empty, 1 a man
        of player 0 (OpenSpiel's `o`, the transcription's Black), 2 its
        king (`8`), 3 a man of player 1 (`+`), 4 its king (`*`)
  32    the player to move (after the game's end too)
  33    the moves without a capture: actions since the last capture
        (OpenSpiel ends the game in a draw at 40)
  34-36 0 (a scratch row's bookkeeping, below)
OpenSpiel's maximum game length (1000) is not part of its terminal test,
so the move number is not kept.  The move generator uses the last three
numbers of a scratch row for its own bookkeeping (the piece jumping on in a
multi-jump, the action taken there and the next to try).

OpenSpiel's action for a piece on (row, column) moving in direction d
(0 up-left, 1 up-right, 2 down-right, 3 down-left) is
((row * 8 + column) * 4 + d) * 2 + t, t 1 for a capture, 0 for a step.

OpenSpiel cannot make a checkers state from a board, so to_spiel gives the
state from_spiel was given for that position, or one complete move after
such a state (slagle.compiled.known)."""

import numpy as np

from slagle.compiled.jit import inlined, plain
from slagle.compiled.moves import write_move
from slagle.compiled.known import KnownStates

NAME = "checkers"
SPIEL_NAME = "checkers"

SQUARES = 32
PLAYER = 32
QUIET = 33                    # moves without a capture
USED = 34
WIDTH = USED + 3              # a position, and a scratch row with its bookkeeping
DRAW_AFTER = 40               # OpenSpiel's kMaxMovesWithoutCapture
JUMPER = WIDTH - 3            # scratch: the square of the piece jumping on, or -1
TAKEN = WIDTH - 2             # scratch: the action taken from this row
CURSOR = WIDTH - 1            # scratch: the next (square, direction) to try, 8 * square + 2 * d
EMPTY, MAN0, KING0, MAN1, KING1 = 0, 1, 2, 3, 4
PIECES = ".o8+*"              # OpenSpiel's text of each


def board_tables():
    """The row of each square, its neighbour and its jump landing in each
    direction (-1 off the board), and OpenSpiel's action of each square,
    direction and kind of move."""
    row_offsets = (-1, -1, 1, 1)
    column_offsets = (-1, 1, 1, -1)
    rows = np.zeros(SQUARES, dtype=np.int32)
    step = np.full((SQUARES, 4), -1, dtype=np.int32)
    jump = np.full((SQUARES, 4), -1, dtype=np.int32)
    action = np.zeros((SQUARES, 4, 2), dtype=np.int32)

    def square(r, c):
        return r * 4 + c // 2 if 0 <= r < 8 and 0 <= c < 8 else -1

    for i in range(SQUARES):
        r = i // 4
        c = 2 * (i % 4) + (1 - r % 2)      # the dark square: (r + c) odd
        rows[i] = r
        for d in range(4):
            step[i, d] = square(r + row_offsets[d], c + column_offsets[d])
            jump[i, d] = square(r + 2 * row_offsets[d], c + 2 * column_offsets[d])
            for t in range(2):
                action[i, d, t] = ((r * 8 + c) * 4 + d) * 2 + t
    return rows, step, jump, action


ROW, STEP, JUMP, ACTION = board_tables()


@plain
def current_player(state):
    """The player to move, 0 or 1."""
    return state[PLAYER]


@inlined
def owner(piece):
    """The player of a piece, -1 for an empty square."""
    if piece == EMPTY:
        return -1
    return 0 if piece <= KING0 else 1


@inlined
def may_go(piece, d):
    """Can the piece move in direction d?  Kings every way, men forward
    only: player 0's up the board (d 0, 1), player 1's down (d 2, 3)."""
    if piece == MAN0:
        return d < 2
    if piece == MAN1:
        return d >= 2
    return True


@inlined
def can_capture(s, i, d):
    """Can the piece on square i jump in direction d (an opponent's piece
    beside it, an empty square beyond)?"""
    piece = s[i]
    if not may_go(piece, d):
        return False
    over = STEP[i, d]
    to = JUMP[i, d]
    if to < 0 or s[to] != EMPTY:
        return False
    return owner(s[over]) == 1 - owner(piece)


@inlined
def can_step(s, i, d):
    """Can the piece on square i step in direction d to an empty square?"""
    to = STEP[i, d]
    return may_go(s[i], d) and to >= 0 and s[to] == EMPTY


@inlined
def piece_can_capture(s, i):
    """Has the piece on square i a jump?"""
    for d in range(4):
        if can_capture(s, i, d):
            return True
    return False


@inlined
def any_capture(s, player):
    """Has player a jump anywhere (a capture is compulsory)?"""
    for i in range(SQUARES):
        if owner(s[i]) == player and piece_can_capture(s, i):
            return True
    return False


@inlined
def any_step(s, player):
    """Has player a step anywhere?"""
    for i in range(SQUARES):
        if owner(s[i]) == player:
            for d in range(4):
                if can_step(s, i, d):
                    return True
    return False


@inlined
def is_terminal(state):
    """OpenSpiel's IsTerminal (no legal action): 40 moves without a
    capture, or the player to move has neither a jump nor a step."""
    if state[QUIET] >= DRAW_AFTER:
        return True
    player = state[PLAYER]
    return not any_capture(state, player) and not any_step(state, player)


@inlined
def outcome(state, player):
    """The sign of OpenSpiel's Returns()[player] at a terminal position: a
    draw after 40 moves without a capture, else the player to move, who
    cannot move, has lost."""
    if state[QUIET] >= DRAW_AFTER:
        return 0
    return -1 if player == state[PLAYER] else 1


@inlined
def features(state, player):
    """f1 f2 f3 (pieces, kings, advancement) for player, their count less
    the opponent's, as slagle.games.checkers's features: advancement counts
    the rows each man stands from its own back rank."""
    pieces0 = pieces1 = kings0 = kings1 = advance0 = advance1 = 0
    for i in range(SQUARES):
        v = state[i]
        if v == MAN0:
            pieces0 += 1
            advance0 += 7 - ROW[i]
        elif v == KING0:
            pieces0 += 1
            kings0 += 1
        elif v == MAN1:
            pieces1 += 1
            advance1 += ROW[i]
        elif v == KING1:
            pieces1 += 1
            kings1 += 1
    sign = 1 if player == 0 else -1
    return sign * (pieces0 - pieces1), sign * (kings0 - kings1), sign * (advance0 - advance1)


@inlined
def apply(s, i, d, t):
    """Apply the action (square i, direction d, t 1 a jump, 0 a step) to s in
    place, as CheckersState's DoApplyAction: a man reaching the far row is
    crowned, a jump removes the piece jumped and resets the count of moves
    without a capture, and the same piece jumps on (the player moves again)
    if it can, unless it was just crowned."""
    player = s[PLAYER]
    piece = s[i]
    s[QUIET] += 1
    if t == 1:
        to = JUMP[i, d]
        s[STEP[i, d]] = EMPTY
        s[QUIET] = 0
    else:
        to = STEP[i, d]
    crowned = piece
    if piece == MAN0 and ROW[to] == 0:
        crowned = KING0
    elif piece == MAN1 and ROW[to] == 7:
        crowned = KING1
    s[to] = crowned
    s[i] = EMPTY
    s[JUMPER] = -1
    if t == 1 and crowned == piece and piece_can_capture(s, to):
        s[JUMPER] = to
    else:
        s[PLAYER] = 1 - player


@inlined
def next_action(s, start, capturing):
    """The least legal (square, direction) >= start at s, as 8 * square +
    2 * direction, in OpenSpiel's order of the actions, or -1: jumps only
    when `capturing`, by the piece jumping on if a multi-jump is under way,
    else steps."""
    player = s[PLAYER]
    jumper = s[JUMPER]
    for i in range(start >> 3, SQUARES):
        if owner(s[i]) != player or (jumper >= 0 and i != jumper):
            continue
        for d in range(4):
            if 8 * i + 2 * d < start:
                continue
            if (can_capture(s, i, d) if capturing else can_step(s, i, d)):
                return 8 * i + 2 * d
    return -1


@inlined
def seen_before(out_states, out_actions, k, child):
    """Does an earlier multi-jump's position have child's board?  (Only a
    multi-jump can repeat one: single actions move different pieces or to
    different squares, and a capture is compulsory.)"""
    for j in range(k):
        if out_actions[j, 1] < 0:
            continue
        same = True
        for i in range(SQUARES):
            if out_states[j, i] != child[i]:
                same = False
                break
        if same:
            return True
    return False


@plain
def successors(state, out_states, out_actions, scratch):
    """The positions after each complete move at state (a step, a jump, or a
    jump and the jumps the same piece must make after it), in the order of
    their action sequences, a position whose board came before left out:
    SpielGame.successors.  Writes out_states and out_actions (a -1 after a
    move's last action where there is room), returns their number, or -1 if
    a buffer is too small."""
    if is_terminal(state):
        return 0
    player = state[PLAYER]
    capturing = any_capture(state, player)
    max_moves = out_states.shape[0]
    max_steps = out_actions.shape[1]
    rows = scratch.shape[0]
    for i in range(USED):
        scratch[0, i] = state[i]
    scratch[0, JUMPER] = -1
    scratch[0, CURSOR] = 0
    depth = 0
    k = 0
    # Depth first, each row's actions in ascending order: the complete moves
    # come out in the order of their action sequences.
    while depth >= 0:
        s = scratch[depth]
        c = next_action(s, s[CURSOR], capturing)
        if c < 0:
            depth -= 1
            continue
        s[CURSOR] = c + 2
        i = c >> 3
        d = (c >> 1) & 3
        t = 1 if capturing else 0
        s[TAKEN] = ACTION[i, d, t]
        if depth + 1 >= rows:
            return -1
        child = scratch[depth + 1]
        for j in range(USED):
            child[j] = s[j]
        apply(child, i, d, t)
        if child[JUMPER] >= 0:
            if depth + 2 > max_steps:
                return -1
            child[CURSOR] = 0
            depth += 1
            continue
        if depth > 0 and seen_before(out_states, out_actions, k, child):
            continue
        if k >= max_moves or max_steps < 1:
            return -1
        write_move(out_states, out_actions, k, child, USED, scratch, TAKEN, depth + 1)
        k += 1
    return k


# ---------------------------------------------------------------------------
# OpenSpiel's states (plain Python)

def spiel_game():
    """OpenSpiel's checkers."""
    import pyspiel
    return pyspiel.load_game(SPIEL_NAME)


KNOWN = KnownStates(successors, SPIEL_NAME, WIDTH)


def from_spiel(spiel_state):
    """The compact position of an OpenSpiel checkers state (one where a
    complete move starts, or the game is over): the board from its text,
    the player to move and the moves without a capture from its history
    (the player after the last action, which ended a move; the actions
    since the last jump)."""
    lines = str(spiel_state).split("\n")
    a = np.zeros(WIDTH, dtype=np.int32)
    for i in range(SQUARES):
        r = i // 4
        c = 2 * (i % 4) + (1 - r % 2)
        a[i] = PIECES.index(lines[r][1 + c])
    history = spiel_state.full_history()
    if not spiel_state.is_terminal():
        a[PLAYER] = spiel_state.current_player()
    elif history:
        a[PLAYER] = 1 - history[-1].player
    quiet = 0
    for step in reversed(history):
        if step.action % 2 == 1:
            break
        quiet += 1
    a[QUIET] = quiet
    KNOWN.remember(a, spiel_state)
    return a


def to_spiel(a):
    """An OpenSpiel state of the position a: OpenSpiel cannot set a checkers
    board, so a state from_spiel was given for a, or the state after a
    complete move from one of the last it was given (slagle.compiled.known);
    LookupError otherwise."""
    return KNOWN.find(a)
