"""The compiled twin of the programs: Appendix B's m&n minimaxing, Appendix
C's m&n alpha beta procedure (as printed, and with the root's tie rule of
the experiment) and McCarthy's 1&1 alpha-beta (maxval, its move by
movemaxval), node for node the transcription's.

Each search takes the static value of the same positions in the same order
as the Hy programs (appendix_b, appendix_c, mccarthy.game_trees run by
slagle.core), backs up the same values by the same floating-point operations
in the same order (slagle.compiled.arithmetic), and chooses the same move.
The recursion of the LISP programs is an explicit stack of levels, one a
position on the path being searched: level k holds the successors of the
position k moves below the root, the one being valued (index[k]), and the
variables of the function walking that list.  One walk of the stack (driver)
serves the three searches, each giving it its work at a level.  numba caches compiled code
that recurses badly, and a stack bounded by dmax is what keeps memory
bounded by depth anyway.

How the levels stand for the Appendix C functions (free variables as the
LISP programs bind them):
- level 0 is sta1: ab[0] is its alpha, and the root's successors its list;
- an odd level k is minvl/minvl3 of a min-position: ab[k] is its beta,
  lst[k] the one value of b, minvl3[k] says minvl3 (else minvl); the free alpha it
  reads is ab[k-1] (sta1's, maxvl's or maxvl3's), its minv's oldbeta is
  ab[k-2] (∞ below sta1);
- an even level k >= 2 is maxvl/maxvl3: ab[k] its alpha, lst[k] the one
  value of a; the free beta is ab[k-1], its maxv's oldalpha ab[k-2];
- the dmax a list's functions bind is dmax - k - 1;
- with root_max False (the experiment's learning, a min-position at the
  root) the parities change places.

Every search reports through `tally` (see the T_ indices): positions
evaluated (counted on from T_EVALUATED's value at the start, T_FIRST),
positions made by succ (T_MADE), an error (E_) and what it concerns.  With
a budget, the search stops at the next position whose value it would take
once the budget is spent (slagle.core.budget)."""

import math

import numpy as np

from slagle.compiled import layout
from slagle.compiled.arithmetic import lisp_max, lisp_min, log2, power_of_two
from slagle.compiled.exact import clock
from slagle.compiled.jit import allocating, inlined, link, plain
from slagle.compiled.rules import is_over, static_value, successors

INF = math.inf

# tally: what a search reports besides its result (T_COMPLETED: the root's
# successors whose value a walk of them completed, deepening's)
T_EVALUATED, T_ERROR, T_WHAT, T_WHERE, T_FIRST, T_MADE, T_COMPLETED, T_ROOT = 0, 1, 2, 3, 4, 5, 6, 7
TALLY = 8
# errors
E_NONE, E_SPENT, E_FULL, E_NO_PARAMETER, E_NO_VALUE, E_OVERFLOW, E_ORDER = 0, 1, 2, 3, 4, 5, 6
# budget: most positions evaluated (-1: none), armed (the first search is not stopped), deadline,
# most positions made by succ in this search (-1: none)
B_POSITIONS, B_ARMED, B_DEADLINE, B_MADE = 0, 1, 2, 3
# parameters: rows x, y, r, s; a column a dmax; kinds 1 int, 0 float, -1 not given
X, Y, R, S = 0, 1, 2, 3
# what the root watcher says of a successor of the root
W_NEVER, W_BOUND, W_EXACT = 0, 1, 2
# what step did with a position
FAILED, VALUED, EXPANDED = -1, 0, 1
# what a level's function did with the value it was given (see driver)
NEXT, CUT, DONE, FAIL = 0, 1, 2, 3


@allocating
def levels(dmax, width):
    """The stack of a search dmax deep on positions of `width` numbers: each
    level's successors, the actions of their moves, how many there are and
    which is being valued."""
    depth = dmax + 1
    states = np.zeros((depth, layout.MAX_MOVES, width), np.int32)
    actions = np.full((depth, layout.MAX_MOVES, layout.MAX_STEPS), -1, np.int32)
    count = np.zeros(depth, np.int64)
    index = np.zeros(depth, np.int64)
    return states, actions, count, index


@inlined
def expand(game, state, k, states, actions, count, index, scratch, tree, tally):
    """succ[p] of the position p = state into level k; False on an error."""
    n = successors(game, state, states[k], actions[k], scratch, tree)
    if n < 0:
        tally[T_ERROR] = E_FULL
        return False
    count[k] = n
    index[k] = 0
    tally[T_MADE] += n
    return True


@inlined
def spent_making(budget, tally):
    """Is a budget of positions made spent (slagle.core.budget checks it
    before each succ)?  Then the error is in the tally."""
    if budget[B_ARMED] != 0 and budget[B_MADE] >= 0 and tally[T_MADE] >= budget[B_MADE]:
        tally[T_ERROR] = E_SPENT
        return True
    return False


@inlined
def step(game, dmax, k, states, actions, count, index, scratch, tree, evaluation, tally, budget, record):
    """Go on with the position being valued at level k, the index[k]-th
    successor there: where final[p] (the game is over there, or dmax is
    spent), its static value, #(VALUED, value, an int or not); else its
    successors made level k + 1, #(EXPANDED, ...); #(FAILED, ...) on an error."""
    child = states[k, index[k]]
    over = is_over(game, child, tree)
    if over or dmax - (k + 1) == 0:
        u, ui = take_value(game, child, over, k, index, tree, evaluation, tally, budget, record)
        if tally[T_ERROR] != E_NONE:
            return FAILED, 0.0, False
        return VALUED, u, ui
    if spent_making(budget, tally) or not expand(game, child, k + 1, states, actions, count, index,
                                                 scratch, tree, tally):
        return FAILED, 0.0, False
    return EXPANDED, 0.0, False


@inlined
def take_value(game, state, over, k, index, tree, evaluation, tally, budget, record):
    """value[p] of the game in hand, counted, and kept in `record` while
    there is room (the position, and its path from the root: the index of
    the successor taken at each level 0..k, k = -1 for the root itself):
    the value and whether it is an int.  A budget spent first, or a tree
    node without a value, is an error in the tally."""
    if budget[B_ARMED] != 0:
        if (budget[B_POSITIONS] >= 0 and tally[T_EVALUATED] >= budget[B_POSITIONS]) or \
                (budget[B_DEADLINE] < INF and clock() >= budget[B_DEADLINE]):
            tally[T_ERROR] = E_SPENT
            return 0.0, False
    v, whole, has = static_value(game, state, over, tree, evaluation)
    if not has:
        tally[T_ERROR] = E_NO_VALUE
        tally[T_WHERE] = state[0]
        return 0.0, False
    n = tally[T_EVALUATED] - tally[T_FIRST]     # the row of this search's record
    positions, paths, depths = record
    if n < positions.shape[0]:
        copy_row(positions[n], state)
        for j in range(k + 1):
            paths[n, j] = index[j]
        depths[n] = k + 1
    tally[T_EVALUATED] += 1
    return v, whole


@inlined
def parameter(parameters, kinds, which, dmax, tally):
    """x, y, r or s (which) at dmax, and whether it is an int; a missing one
    is an error (the first one met, as Python would raise it)."""
    if tally[T_ERROR] != E_NONE:
        return 0.0, False
    if dmax >= parameters.shape[1] or kinds[which, dmax] < 0:
        tally[T_ERROR] = E_NO_PARAMETER
        tally[T_WHAT] = which
        tally[T_WHERE] = dmax
        return 0.0, False
    return parameters[which, dmax], kinds[which, dmax] == 1


@plain
def copy_row(target, source):
    """target[:] = source, element by element (a plain function makes no
    array), as far as the shorter of the two goes (a plain function's
    indexing is not checked)."""
    for j in range(min(target.shape[0], source.shape[0])):
        target[j] = source[j]


@plain
def reordered(rows, order, spare):
    """rows[:len(order)] = rows[order], through spare."""
    for j in range(order.size):
        copy_row(spare[j], rows[order[j]])
    for j in range(order.size):
        copy_row(rows[j], spare[j])


@plain
def over_the_top(overflow, tally):
    """Note the OverflowError Python's float ** would raise; True if there is one."""
    if overflow:
        tally[T_ERROR] = E_OVERFLOW
    return overflow


# The backing-up functions of the report's forms (5) and (6)

@plain
def raised(high, hi, low, li, xv, xi, yv, yi, tally):
    """high + 2 ** (x - (high - low) * y): bua (a2, alpha, x, y) and buma (a2, a1, x, y)."""
    d = high - low
    t = d * yv
    e = xv - t
    p, pi, overflow = power_of_two(e, xi and (hi and li) and yi)
    over_the_top(overflow, tally)
    return high + p, hi and pi


@plain
def lowered(low, li, high, hi, rv, ri, sv, si, tally):
    """low - 2 ** (r - (high - low) * s): bub (b2, beta, r, s) and bunb (b2, b1, r, s)."""
    d = high - low
    t = d * sv
    e = rv - t
    p, pi, overflow = power_of_two(e, ri and (hi and li) and si)
    over_the_top(overflow, tally)
    return low - p, li and pi


@plain
def bua(alpha, ai, a2, a2i, dmax, parameters, kinds, tally):
    """bua[alpha;a;dmax] = a2 + 2^(x - (a2 - alpha)y), a2 = car[a]."""
    xv, xi = parameter(parameters, kinds, X, dmax, tally)
    yv, yi = parameter(parameters, kinds, Y, dmax, tally)
    return raised(a2, a2i, alpha, ai, xv, xi, yv, yi, tally)


@plain
def bub(beta, bi, b2, b2i, dmax, parameters, kinds, tally):
    """bub[beta;b;dmax] = b2 - 2^(r - (beta - b2)s), b2 = car[b]."""
    rv, ri = parameter(parameters, kinds, R, dmax, tally)
    sv, si = parameter(parameters, kinds, S, dmax, tally)
    return lowered(b2, b2i, beta, bi, rv, ri, sv, si, tally)


@plain
def glbua(oldalpha, oi, a2, a2i, dmax, parameters, kinds, tally):
    """glbua[oldalpha;a;dmax] = cond[oldalpha ≤ a2 → -∞;
    T → a2 + (1/y)[log2[oldalpha - a2] - x]]."""
    if oldalpha <= a2:
        return -INF, False
    yv, _ = parameter(parameters, kinds, Y, dmax, tally)   # in the order Python evaluates them
    lv, _ = log2(oldalpha - a2, oi and a2i)
    xv, _ = parameter(parameters, kinds, X, dmax, tally)
    return a2 + (1.0 / yv) * (lv - xv), False


@plain
def lubub(oldbeta, oi, b2, b2i, dmax, parameters, kinds, tally):
    """lubub[oldbeta;b;dmax] = cond[oldbeta ≥ b2 → ∞;
    T → b2 + (1/s)[r - log2[b2 - oldbeta]]]."""
    if oldbeta >= b2:
        return INF, False
    sv, _ = parameter(parameters, kinds, S, dmax, tally)   # in the order Python evaluates them
    rv, _ = parameter(parameters, kinds, R, dmax, tally)
    lv, _ = log2(b2 - oldbeta, b2i and oi)
    return b2 + (1.0 / sv) * (rv - lv), False


# The one walk of the tree, which every search drives

def driver(entered, valued, backed_up, given, stopped, finished):
    """The walk of the tree, level by level on the stack, of a search that
    contributes its work at each level (each an inlined function of the
    level k and the search's own variables, `own`, a tuple):
    - entered(k, own): a level k made (the successors of the position
      being valued at level k - 1): its function's variables bound;
    - valued(k, u, ui, index, own): the static value u of the position
      being valued at level k (final there), as the level's function is
      given it;
    - backed_up(k, dmax, index, tally, own): level k's list walked to its
      end: the value backed up, the value of the position being valued at
      level k - 1 (an error in the tally stops the walk);
    - given(k, i, u, ui, dmax, tally, own): u, the value of the i-th
      position of level k, given to the level's function: NEXT (on with the
      list), CUT (the function returns u, or what it says instead, to the
      level above, given it in turn), DONE (the search ends with the move
      own's best and the value it says) or FAIL (an error in the tally);
    - stopped(own), finished(own): the search's result when it stops on an
      error or a budget, and when the root's list is walked to its end.
    own's last is an array whose first number is the index of the search's
    move (the appendices' watched, where they keep one, is the one before).
    The walk starts with the root's successors made level 0: the three
    searches differ in their start and in their work at a level, not in
    how they go down into a level, step along it and climb out of it."""
    @link
    def walk(game, dmax, states, actions, count, index, scratch, tree, evaluation, tally, budget, record, own):
        """The walk, from level 0 made: #(the move's index, the value, an int or not)."""
        k = 0
        while True:
            if index[k] < count[k]:
                done, u, ui = step(game, dmax, k, states, actions, count, index, scratch, tree, evaluation,
                                   tally, budget, record)
                if done == FAILED:
                    return stopped(own)
                if done == EXPANDED:
                    k += 1
                    entered(k, own)
                    continue
                u, ui = valued(k, u, ui, index, own)
            else:
                if k == 0:
                    break
                u, ui = backed_up(k, dmax, index, tally, own)
                if tally[T_ERROR] != E_NONE:
                    return stopped(own)
                k -= 1
            # u is the value of the position being valued at level k: the list's function goes on
            while True:
                i = index[k]
                index[k] = i + 1
                went, u, ui = given(k, i, u, ui, dmax, tally, own)
                if went == CUT:
                    k -= 1
                    continue
                if went == DONE:
                    return own[-1][0], u, ui
                if went == FAIL:
                    return stopped(own)
                break
        return finished(own)
    return walk


@inlined
def nothing(own):
    """The result of a search stopped: no move, no value."""
    return -1, 0.0, False


@inlined
def exact_at_root(k, u, ui, index, own):
    """A static value at level k: exact, if it is a successor of the root's
    (the appendices' root watcher)."""
    watched = own[-2]
    if k == 0:
        watched[index[0], 2] = W_EXACT
    return u, ui


@inlined
def watched_at_root(watched, i, u, ui):
    """sta1 given the value u of the root's i-th successor: the watcher notes
    it, a bound unless it was seen exact."""
    watched[i, 0], watched[i, 1] = u, ui
    if watched[i, 2] == W_NEVER:
        watched[i, 2] = W_BOUND


# Appendix C
#
# own: root_tie, each, root_max, parameters, kinds, ab, abi, lst, lsti,
# minvl3, watched, best (best[0]: the index of sta1's move)

@inlined
def c_entered(k, own):
    """minv: minvl[succ[p];∞;initib;dmax-1], or maxv: maxvl[succ[p];-∞;initia;dmax-1]."""
    root_max, ab, abi, lst, lsti, minvl3 = own[2], own[5], own[6], own[7], own[8], own[9]
    minvl3[k] = False
    if (k % 2 == 1) == root_max:
        ab[k], abi[k], lst[k], lsti[k] = INF, False, INF, False
    else:
        ab[k], abi[k], lst[k], lsti[k] = -INF, False, -INF, False


@inlined
def c_backed_up(k, dmax, index, tally, own):
    """minvl at the end of its list: bub[beta;b;dmax]; maxvl: bua[alpha;a;dmax]."""
    root_max, parameters, kinds, ab, abi, lst, lsti, watched = own[2], own[3], own[4], own[5], own[6], own[7], \
        own[8], own[10]
    d = dmax - k - 1
    if (k % 2 == 1) == root_max:
        u, ui = bub(ab[k], abi[k], lst[k], lsti[k], d, parameters, kinds, tally)
    else:
        u, ui = bua(ab[k], abi[k], lst[k], lsti[k], d, parameters, kinds, tally)
    if k == 1 and tally[T_ERROR] == E_NONE:
        watched[index[0], 2] = W_EXACT
    return u, ui


@inlined
def c_given(k, i, u, ui, dmax, tally, own):
    """sta1, minvl and minvl3, maxvl and maxvl3 given the value u of the
    position being valued at level k."""
    root_tie, each, root_max, parameters, kinds, ab, abi, lst, lsti, minvl3, watched, best = own
    if k == 0:                      # sta1
        watched_at_root(watched, i, u, ui)
        if each:
            pass
        elif (ab[0] < u) if root_tie else (ab[0] <= u):
            ab[0], abi[0], best[0] = u, ui, i
        return NEXT, u, ui
    d = dmax - k - 1
    if (k % 2 == 1) == root_max:    # minvl, minvl3
        alpha = ab[k - 1]
        if alpha >= u:
            return CUT, u, ui       # return[u]
        if not minvl3[k]:
            if u >= ab[k]:
                return NEXT, u, ui  # minvl[cdr[ℓ];beta;b;dmax]
            oldbeta, oldbetai = (INF, False) if k == 1 else (ab[k - 2], abi[k - 2])
            lub, lubi = lubub(oldbeta, oldbetai, u, ui, d, parameters, kinds, tally)
            if tally[T_ERROR] != E_NONE:
                return FAIL, u, ui
            if lub >= u:            # minvl3[cdr[ℓ];min[beta;lubub];newb]
                ab[k], abi[k] = lisp_min(ab[k], abi[k], lub, lubi)
                minvl3[k] = True
            else:                   # minvl[cdr[ℓ];car[newb];newb;dmax]
                ab[k], abi[k] = u, ui
            lst[k], lsti[k] = u, ui
        elif u >= lst[k]:           # minvl3[cdr[ℓ];min[u;beta];b]
            ab[k], abi[k] = lisp_min(u, ui, ab[k], abi[k])
        else:                       # minvl3[cdr[ℓ];car[b];insert[cdr[b];u;GREATERP]]
            ab[k], abi[k] = lst[k], lsti[k]
            lst[k], lsti[k] = u, ui
        return NEXT, u, ui
    beta = ab[k - 1]                # maxvl, maxvl3
    if beta <= u:
        return CUT, u, ui           # return[u]
    if not minvl3[k]:
        if u <= ab[k]:
            return NEXT, u, ui      # maxvl[cdr[ℓ];alpha;a;dmax]
        oldalpha, oldalphai = (-INF, False) if k == 1 else (ab[k - 2], abi[k - 2])
        glb, glbi = glbua(oldalpha, oldalphai, u, ui, d, parameters, kinds, tally)
        if tally[T_ERROR] != E_NONE:
            return FAIL, u, ui
        if glb <= u:                # maxvl3[cdr[ℓ];max[alpha;glbua];newa]
            ab[k], abi[k] = lisp_max(ab[k], abi[k], glb, glbi)
            minvl3[k] = True
        else:                       # maxvl[cdr[ℓ];car[newa];newa;dmax]
            ab[k], abi[k] = u, ui
        lst[k], lsti[k] = u, ui
    elif u <= lst[k]:               # maxvl3[cdr[ℓ];max[u;alpha];a]
        ab[k], abi[k] = lisp_max(u, ui, ab[k], abi[k])
    else:                           # maxvl3[cdr[ℓ];car[a];insert[cdr[a];u;LESSP]]
        ab[k], abi[k] = lst[k], lsti[k]
        lst[k], lsti[k] = u, ui
    return NEXT, u, ui


@inlined
def c_finished(own):
    """sta1's move and alpha."""
    ab, abi, best = own[5], own[6], own[-1]
    return best[0], ab[0], abi[0]


walk_c_levels = driver(c_entered, exact_at_root, c_backed_up, c_given, nothing, c_finished)


@allocating
def appendix_c(game, root, dmax, root_tie, parameters, kinds, evaluation, tree, budget, record,
               tally, watched, root_max=True, each=False):
    """sta[p;2;2;dmax] of Appendix C from the root: the index of the move
    among the root's successors (-1: NOSUCC), sta1's alpha at the end and
    whether it is an int.  root_tie: sta1 keeps the first of equal values
    (alpha < u) as the experiment's root-tie does, where the report prints
    alpha ≤ u.  watched[i]: the value minv came to on the root's i-th
    successor, whether it is an int, and W_ (never looked at, a bound, exact).

    each: the root's successors are valued each with the root's bound fixed
    (-∞ for alpha; with root_max False the root is a min-position, its
    successors valued by maxv[p;-∞] with beta ∞), as the experiment's
    learning values them (slagle.experiment.jobs/successor-values): no move
    is chosen, and watched holds the values."""
    states, actions, count, index = levels(dmax, root.size)
    scratch = np.zeros((layout.SCRATCH, root.size), np.int32)
    ab = np.zeros(dmax + 1)
    abi = np.zeros(dmax + 1, np.bool_)
    lst = np.zeros(dmax + 1)
    lsti = np.zeros(dmax + 1, np.bool_)
    minvl3 = np.zeros(dmax + 1, np.bool_)
    best = np.full(1, -1, np.int64)
    return walk_c(game, root, dmax, root_tie, parameters, kinds, evaluation, tree, budget, record,
                  tally, watched, root_max, each, states, actions, count, index, scratch,
                  ab, abi, lst, lsti, minvl3, best)


@plain
def walk_c(game, root, dmax, root_tie, parameters, kinds, evaluation, tree, budget, record,
           tally, watched, root_max, each, states, actions, count, index, scratch, ab, abi, lst, lsti, minvl3,
           best):
    """appendix_c's walk of the tree, on the stack and variables it made."""
    if not expand(game, root, 0, states, actions, count, index, scratch, tree, tally):
        return -1, 0.0, False
    ab[0], abi[0] = (-INF if root_max else INF), False
    return walk_c_levels(game, dmax, states, actions, count, index, scratch, tree, evaluation, tally, budget,
                         record, (root_tie, each, root_max, parameters, kinds, ab, abi, lst, lsti, minvl3,
                                  watched, best))


# Appendix B
#
# own: m, n, parameters, kinds, values, wholes, watched, best (values[k]:
# level k's ma or nb, values[0, 0] sta1's alpha; best[0] the index of its move)

@plain
def kept(values, wholes, u, ui, m, ascending):
    """cdr[insert[l;u;LESSP]] (ascending: the m greatest kept, least first)
    or cdr[insert[l;u;GREATERP]] (the m least, greatest first) of the list
    l = values[:m], in place."""
    j = 0
    while j < m and not ((u < values[j]) if ascending else (u > values[j])):
        j += 1
    # insert at j, then drop the first
    if j == 0:
        return
    for t in range(j - 1):
        values[t], wholes[t] = values[t + 1], wholes[t + 1]
    values[j - 1], wholes[j - 1] = u, ui


@inlined
def b_entered(k, own):
    """initinb = ditto[∞;n] of minv, initima = ditto[-∞;m] of maxv."""
    values, wholes = own[4], own[5]
    fill = INF if k % 2 == 1 else -INF
    values[k, 0], values[k, 1] = fill, fill
    wholes[k, 0], wholes[k, 1] = False, False


@inlined
def b_backed_up(k, dmax, index, tally, own):
    """minvl at the end of its list: bunb[nb;dmax]; maxvl: buma[ma;dmax]."""
    m, n, parameters, kinds, values, wholes, watched = own[0], own[1], own[2], own[3], own[4], own[5], own[6]
    d = dmax - k - 1
    if k % 2 == 1:                  # bunb[nb;dmax]
        if n == 1:
            u, ui = values[k, 0], wholes[k, 0]
        else:
            rv, ri = parameter(parameters, kinds, R, d, tally)
            sv, si = parameter(parameters, kinds, S, d, tally)
            u, ui = lowered(values[k, 1], wholes[k, 1], values[k, 0], wholes[k, 0], rv, ri, sv, si, tally)
    else:                           # buma[ma;dmax]
        if m == 1:
            u, ui = values[k, 0], wholes[k, 0]
        else:
            xv, xi = parameter(parameters, kinds, X, d, tally)
            yv, yi = parameter(parameters, kinds, Y, d, tally)
            u, ui = raised(values[k, 1], wholes[k, 1], values[k, 0], wholes[k, 0], xv, xi, yv, yi, tally)
    if k == 1 and tally[T_ERROR] == E_NONE:
        watched[index[0], 2] = W_EXACT
    return u, ui


@inlined
def b_given(k, i, u, ui, dmax, tally, own):
    """sta1, minvl and maxvl given the value u of the position being valued
    at level k: Appendix B cuts nothing off."""
    m, n, parameters, kinds, values, wholes, watched, best = own
    if k == 0:                      # sta1
        watched_at_root(watched, i, u, ui)
        if values[0, 0] <= u:
            values[0, 0], wholes[0, 0], best[0] = u, ui, i
    elif k % 2 == 1:                # minvl: nb = cdr[insert[nb;maxv[car[ℓ]];GREATERP]]
        kept(values[k], wholes[k], u, ui, n, False)
    else:                           # maxvl: ma = cdr[insert[ma;minv[car[ℓ]];LESSP]]
        kept(values[k], wholes[k], u, ui, m, True)
    return NEXT, u, ui


@inlined
def b_finished(own):
    """sta1's move and alpha."""
    values, wholes, best = own[4], own[5], own[-1]
    return best[0], values[0, 0], wholes[0, 0]


walk_b_levels = driver(b_entered, exact_at_root, b_backed_up, b_given, nothing, b_finished)


@allocating
def appendix_b(game, root, dmax, m, n, parameters, kinds, evaluation, tree, budget, record,
               tally, watched):
    """sta[p;m;n;dmax] of Appendix B (m, n = 1 or 2) from the root: as
    appendix_c.  buma and bunb are a2 + 2^(x - (a2 - a1)y) and
    b2 - 2^(r - (b1 - b2)s), which with x = r = 3, y = s = 1 are the
    report's (the experiment's minimaxing installs its learned x, y, r, s)."""
    states, actions, count, index = levels(dmax, root.size)
    scratch = np.zeros((layout.SCRATCH, root.size), np.int32)
    values = np.zeros((dmax + 1, 2))
    wholes = np.zeros((dmax + 1, 2), np.bool_)
    best = np.full(1, -1, np.int64)
    return walk_b(game, root, dmax, m, n, parameters, kinds, evaluation, tree, budget, record,
                  tally, watched, states, actions, count, index, scratch, values, wholes, best)


@plain
def walk_b(game, root, dmax, m, n, parameters, kinds, evaluation, tree, budget, record,
           tally, watched, states, actions, count, index, scratch, values, wholes, best):
    """appendix_b's walk of the tree, on the stack and variables it made."""
    values[0, 0], wholes[0, 0] = -INF, False
    if not expand(game, root, 0, states, actions, count, index, scratch, tree, tally):
        return -1, 0.0, False
    return walk_b_levels(game, dmax, states, actions, count, index, scratch, tree, evaluation, tally, budget,
                         record, (m, n, parameters, kinds, values, wholes, watched, best))


# McCarthy's maxval
#
# own: kind, root_values, al, ali, be, bei, high, best (best[0]:
# the index of bestmaxval's move)

@inlined
def maxval_entered(k, own):
    """maxval2 or minval2 of the position being valued a level up: its α and β, the other of the two."""
    al, ali, be, bei, high = own[2], own[3], own[4], own[5], own[6]
    al[k], ali[k], be[k], bei[k] = al[k - 1], ali[k - 1], be[k - 1], bei[k - 1]
    high[k] = not high[k - 1]


@inlined
def maxval_valued(k, v, vi, index, own):
    """maxval1/minval1 of a terminal position: max[α;min[β;imval p]]."""
    al, ali, be, bei = own[2], own[3], own[4], own[5]
    w, wi = lisp_min(be[k], bei[k], v, vi)
    return lisp_max(al[k], ali[k], w, wi)


@inlined
def maxval_backed_up(k, dmax, index, tally, own):
    """maxval2 at the end of its list: α; minval2: β."""
    al, ali, be, bei, high = own[2], own[3], own[4], own[5], own[6]
    if high[k]:
        return al[k], ali[k]
    return be[k], bei[k]


@inlined
def maxval_given(k, i, w, wi, dmax, tally, own):
    """bestmaxval, maxval2 and minval2 given the value w of the position
    being valued at level k."""
    kind, root_values, al, ali, be, bei, high, best = own
    if k == 0 and kind == 0:        # bestmaxval
        if i < root_values.shape[0]:
            root_values[i, 0], root_values[i, 1] = w, wi
        tally[T_COMPLETED] = i + 1
        if w == be[0]:
            best[0] = i
            return DONE, w, wi
        if w != al[0]:
            al[0], ali[0], best[0] = w, wi, i
        return NEXT, w, wi
    if high[k]:                     # maxval2: if w = β then β else maxval2[d u;w;β]
        if w == be[k]:
            return (DONE if k == 0 else CUT), be[k], bei[k]
        al[k], ali[k] = w, wi
    else:                           # minval2: if w = α then α else minval2[d u;α;w]
        if w == al[k]:
            return (DONE if k == 0 else CUT), al[k], ali[k]
        be[k], bei[k] = w, wi
    return NEXT, w, wi


@inlined
def maxval_stopped(own):
    """Stopped by the budget: the best found so far and α."""
    al, ali, best = own[2], own[3], own[-1]
    return best[0], al[0], ali[0]


@inlined
def maxval_finished(own):
    """bestmaxval's move and α; maxval's α, minval's β."""
    kind, al, ali, be, bei, high, best = own[0], own[2], own[3], own[4], own[5], own[6], own[-1]
    if kind == 0:
        return best[0], al[0], ali[0]
    if high[0]:
        return -1, al[0], ali[0]
    return -1, be[0], bei[0]


walk_maxval_levels = driver(maxval_entered, maxval_valued, maxval_backed_up, maxval_given, maxval_stopped,
                            maxval_finished)


@allocating
def maxval(game, root, dmax, kind, evaluation, tree, budget, record, tally, order, root_values):
    """McCarthy's αβ to depth dmax (a position at depth dmax is terminal, as
    slagle.core.ordinary's Depths makes it), with the chapter's misprints
    read as mccarthy.game_trees/READINGS reads them.  kind 0: movemaxval's
    move at the root (bestmaxval's walk): the index of the move (-1:
    NOSUCC) and its value; kind 1: maxval of the root; kind 2: minval.

    For deepening (slagle.core.programs.deepening), kind 0 walks the root's
    successors in `order` (their places in succ's order; empty: succ's
    order), an index returned being a place in that walk; it notes each
    successor's value and wholeness in root_values (rows in walk order) and
    how many it completed in tally[T_COMPLETED]; stopped by the budget, it
    gives the best found so far and α."""
    states, actions, count, index = levels(dmax, root.size)
    scratch = np.zeros((layout.SCRATCH, root.size), np.int32)
    al = np.zeros(dmax + 1)
    ali = np.zeros(dmax + 1, np.bool_)
    be = np.zeros(dmax + 1)
    bei = np.zeros(dmax + 1, np.bool_)
    high = np.zeros(dmax + 1, np.bool_)      # maxval2 (True) or minval2 walks the level's list
    best = np.full(1, -1, np.int64)
    spare_states = np.zeros((order.size, root.size), np.int32)
    spare_actions = np.zeros((order.size, layout.MAX_STEPS), np.int32)
    return walk_maxval(game, root, dmax, kind, evaluation, tree, budget, record, tally, order, root_values,
                       states, actions, count, index, scratch, al, ali, be, bei, high, best, spare_states,
                       spare_actions)


@plain
def walk_maxval(game, root, dmax, kind, evaluation, tree, budget, record, tally, order, root_values,
                states, actions, count, index, scratch, al, ali, be, bei, high, best, spare_states, spare_actions):
    """maxval's walk of the tree, on the stack and variables it made (spare_:
    room to put the root's successors in the walk's order)."""
    al[0], ali[0], be[0], bei[0] = -INF, False, INF, False
    if kind != 0 and is_over(game, root, tree):     # maxval1/minval1 of a terminal root
        v, vi = take_value(game, root, True, -1, index, tree, evaluation, tally, budget, record)
        w, wi = lisp_min(be[0], bei[0], v, vi)
        w, wi = lisp_max(al[0], ali[0], w, wi)
        return -1, w, wi
    if spent_making(budget, tally) or not expand(game, root, 0, states, actions, count, index,
                                                 scratch, tree, tally):
        return -1, 0.0, False
    tally[T_ROOT] = count[0]
    if order.size > 0:                      # the root's successors in the walk's order
        if order.size != count[0]:
            tally[T_ERROR] = E_ORDER
            return -1, 0.0, False
        reordered(states[0], order, spare_states)
        reordered(actions[0], order, spare_actions)
    high[0] = kind != 2
    return walk_maxval_levels(game, dmax, states, actions, count, index, scratch, tree, evaluation, tally,
                              budget, record, (kind, root_values, al, ali, be, bei, high, best))
