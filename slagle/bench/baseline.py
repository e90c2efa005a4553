"""The benchmark's baseline: Appendices B and C (and ditto and insert of
Appendix A) written by hand in plain Python, for `slagle bench --speed` to
time the Hy transcription against.  Not part of the transcription: the
appendix_* modules are the paper's programs; this is how a Python programmer
would write the same functions with the same dynamic binding.

The same mechanism, written as one would write it by hand: every parameter
and prog variable has a value cell (one a name, shared by all the functions),
bound on entry and restored in a finally clause; a function reads its own
variables from Python locals (nothing in these programs setq's another
function's variable) and its free variables from their cells, an unbound one
being error A8.  The data are the substrate's: cons cells, NIL, atoms and the
checked primitives (car, cdr, zerop, expt, log2, min, max) of lisp.data; the
game is the same TreeGame, installed as module globals value, succ and final,
and the search runs in the same deep-recursion runtime (slagle.core.runtime).

Run as `python -m slagle.bench.baseline TREEFILE [--appendix b|c] [-m M] [-n N]`,
it prints what `slagle run` prints.
"""
import argparse
import math
import sys
from contextlib import contextmanager

import hy  # noqa: F401  (lisp and slagle.core.trees are written in Hy)
from lisp.data import (NIL, Cons, LispError, car, cdr, cadr, cons, expt, function_of, intern,
                       log2, zerop)
from lisp.data import list as lisp_list, max as lisp_max, min as lisp_min
from lisp.special import UNBOUND, Special
from lisp.reader import show
from slagle.core.runtime import deeply
from slagle.core.trees import TreeError, TreeGame, height, load_tree

INF = math.inf
NOSUCC = intern("NOSUCC")
LESSP = intern("LESSP")
GREATERP = intern("GREATERP")

# One value cell a variable name, as in LISP 1.5 (the baseline's own cells,
# apart from the transcription's).
_NAMES = ("s n sl el p m dmax initima initinb initia initib l alpha beta best u nb ma "
          "oldalpha oldbeta b a newa newb glbua lubub").split()
CELL = {name: Special(name) for name in _NAMES}
(S, N, SL, EL, P, M, DMAX, INITIMA, INITINB, INITIA, INITIB, L, ALPHA, BETA, BEST, U, NB, MA,
 OLDALPHA, OLDBETA, B, A, NEWA, NEWB, GLBUA, LUBUB) = (CELL[name] for name in _NAMES)


def unbound(cell):
    """Error A8: a free variable that nothing has bound."""
    raise LispError("A8", f"unbound variable: {cell.name}")


def free(cell):
    """The value of a free variable: the binding of the latest caller that bound it."""
    v = cell.value
    return unbound(cell) if v is UNBOUND else v


# The game in hand: `installed` puts a TreeGame's value, succ and final here.
def value(p):
    raise LispError("A2", "value is defined by the game in hand, and no game is in hand")


def succ(p):
    raise LispError("A2", "succ is defined by the game in hand, and no game is in hand")


def final(p, *args):
    """final[p;dmax] (B) and final[p;alpha;beta;dmax] (C): zerop[dmax]."""
    return zerop(args[-1])


# Appendix A

def ditto(s, n):
    """ditto[s;n]: a list of n occurrences of s."""
    old_s, old_n = S.value, N.value
    S.value, N.value = s, n
    try:
        if zerop(n) is not NIL:
            return NIL
        return cons(s, ditto(s, n - 1))
    finally:
        S.value, N.value = old_s, old_n


def insert(sl, el, p):
    """insert[sl;el;p]: el inserted into the list sl, sorted by the predicate p."""
    old_sl, old_el, old_p = SL.value, EL.value, P.value
    SL.value, EL.value, P.value = sl, el, p
    try:
        if sl is NIL:
            return lisp_list(el)
        if function_of(p)(el, car(sl)) is not NIL:
            return cons(el, sl)
        return cons(car(sl), insert(cdr(sl), el, p))
    finally:
        SL.value, EL.value, P.value = old_sl, old_el, old_p


def one_or_two(name, values):
    """buma and bunb are defined for 1 or 2 values."""
    if not (type(values) is Cons and (values.cdr is NIL or
                                      (type(values.cdr) is Cons and values.cdr.cdr is NIL))):
        raise LispError("BACKUP", f"{name} is defined here for 1 or 2 values: supply your own {name}")


def exactly_one(name, values):
    """bua, glbua, bub and lubub are defined for m = n = 2: one value on a or b."""
    if not (type(values) is Cons and values.cdr is NIL):
        raise LispError("BACKUP", f"{name} is defined in the paper for m = n = 2: supply your own {name}")


# Appendix B: m&n minimaxing

def b_sta(p, m, n, dmax):
    """sta[p;m;n;dmax] = sta4[p;ditto[-∞;m];ditto[∞;n];dmax]"""
    for name, k in (("m", m), ("n", n)):
        if not (type(k) is int and k >= 1):
            raise LispError("DOMAIN", f"Appendix B is for m, n = 1, 2, 3, ...; {name} = {k}")
    old = P.value, M.value, N.value, DMAX.value
    P.value, M.value, N.value, DMAX.value = p, m, n, dmax
    try:
        return b_sta4(p, ditto(-INF, m), ditto(INF, n), dmax)
    finally:
        P.value, M.value, N.value, DMAX.value = old


def b_sta4(p, initima, initinb, dmax):
    """sta4[p;initima;initinb;dmax] = sta1[succ[p];-∞;NOSUCC;dmax-1]"""
    old = P.value, INITIMA.value, INITINB.value, DMAX.value
    P.value, INITIMA.value, INITINB.value, DMAX.value = p, initima, initinb, dmax
    try:
        return b_sta1(succ(p), -INF, NOSUCC, dmax - 1)
    finally:
        P.value, INITIMA.value, INITINB.value, DMAX.value = old


def b_sta1(l, alpha, best, dmax):
    """sta1[ℓ;alpha;best;dmax]: the best successor, from the final segment ℓ on."""
    old = L.value, ALPHA.value, BEST.value, DMAX.value, U.value
    L.value, ALPHA.value, BEST.value, DMAX.value, U.value = l, alpha, best, dmax, NIL
    try:
        if l is NIL:
            return best
        U.value = u = b_minv(car(l))
        if alpha <= u:
            return b_sta1(cdr(l), u, car(l), dmax)
        return b_sta1(cdr(l), alpha, best, dmax)
    finally:
        L.value, ALPHA.value, BEST.value, DMAX.value, U.value = old


def b_minv(p):
    """minv[p]: the backed-up value of the min-position p."""
    old_p = P.value
    P.value = p
    try:
        dmax = free(DMAX)
        if final(p, dmax) is not NIL:
            return value(p)
        return b_minvl(succ(p), free(INITINB), dmax - 1)
    finally:
        P.value = old_p


def b_minvl(l, nb, dmax):
    """minvl[ℓ;nb;dmax]: the n best values of the successors ℓ, backed up."""
    old = L.value, NB.value, DMAX.value
    L.value, NB.value, DMAX.value = l, nb, dmax
    try:
        if l is NIL:
            return b_bunb(nb, dmax)
        return b_minvl(cdr(l), cdr(insert(nb, b_maxv(car(l)), GREATERP)), dmax)
    finally:
        L.value, NB.value, DMAX.value = old


def b_maxv(p):
    """maxv[p]: the backed-up value of the max-position p."""
    old_p = P.value
    P.value = p
    try:
        dmax = free(DMAX)
        if final(p, dmax) is not NIL:
            return value(p)
        return b_maxvl(succ(p), free(INITIMA), dmax - 1)
    finally:
        P.value = old_p


def b_maxvl(l, ma, dmax):
    """maxvl[ℓ;ma;dmax]: the m best values of the successors ℓ, backed up."""
    old = L.value, MA.value, DMAX.value
    L.value, MA.value, DMAX.value = l, ma, dmax
    try:
        if l is NIL:
            return b_buma(ma, dmax)
        return b_maxvl(cdr(l), cdr(insert(ma, b_minv(car(l)), LESSP)), dmax)
    finally:
        L.value, MA.value, DMAX.value = old


def b_buma(ma, dmax):
    """buma[ma;dmax] = a2 + 2^(3-(a2-a1)); one value is backed up as it is."""
    one_or_two("buma", ma)
    old = MA.value, DMAX.value
    MA.value, DMAX.value = ma, dmax
    try:
        if cdr(ma) is NIL:
            return car(ma)
        return cadr(ma) + expt(2, 3 - (cadr(ma) - car(ma)))
    finally:
        MA.value, DMAX.value = old


def b_bunb(nb, dmax):
    """bunb[nb;dmax] = b2 - 2^(3-(b1-b2)); one value is backed up as it is."""
    one_or_two("bunb", nb)
    old = NB.value, DMAX.value
    NB.value, DMAX.value = nb, dmax
    try:
        if cdr(nb) is NIL:
            return car(nb)
        return cadr(nb) - expt(2, 3 - (car(nb) - cadr(nb)))
    finally:
        NB.value, DMAX.value = old


# Appendix C: the m&n alpha beta procedure

def c_sta(p, m, n, dmax):
    """sta[p;m;n;dmax] = sta4[p;ditto[-∞;m-1];ditto[∞;n-1];dmax]"""
    for name, k in (("m", m), ("n", n)):
        if not (type(k) is int and k >= 2):
            raise LispError("DOMAIN", f"Appendix C is for m, n = 2, 3, 4, ...; {name} = {k}")
    old = P.value, M.value, N.value, DMAX.value
    P.value, M.value, N.value, DMAX.value = p, m, n, dmax
    try:
        return c_sta4(p, ditto(-INF, m - 1), ditto(INF, n - 1), dmax)
    finally:
        P.value, M.value, N.value, DMAX.value = old


def c_sta4(p, initia, initib, dmax):
    """sta4[p;initia;initib;dmax] = sta1[succ[p];-∞;NOSUCC;dmax-1]"""
    old = P.value, INITIA.value, INITIB.value, DMAX.value
    P.value, INITIA.value, INITIB.value, DMAX.value = p, initia, initib, dmax
    try:
        return c_sta1(succ(p), -INF, NOSUCC, dmax - 1)
    finally:
        P.value, INITIA.value, INITIB.value, DMAX.value = old


def c_sta1(l, alpha, best, dmax):
    """sta1[ℓ;alpha;best;dmax]: the best successor, from the final segment ℓ on."""
    old = L.value, ALPHA.value, BEST.value, DMAX.value, U.value
    L.value, ALPHA.value, BEST.value, DMAX.value, U.value = l, alpha, best, dmax, NIL
    try:
        if l is NIL:
            return best
        U.value = u = c_minv(car(l), INF)
        if alpha <= u:
            return c_sta1(cdr(l), u, car(l), dmax)
        return c_sta1(cdr(l), alpha, best, dmax)
    finally:
        L.value, ALPHA.value, BEST.value, DMAX.value, U.value = old


def c_minv(p, oldbeta):
    """minv[p;oldbeta]: the backed-up value of the min-position p."""
    old = P.value, OLDBETA.value
    P.value, OLDBETA.value = p, oldbeta
    try:
        dmax = free(DMAX)
        if final(p, free(ALPHA), oldbeta, dmax) is not NIL:
            return value(p)
        return c_minvl(succ(p), INF, free(INITIB), dmax - 1)
    finally:
        P.value, OLDBETA.value = old


def c_minvl(l, beta, b, dmax):
    """minvl[ℓ;beta;b;dmax]: a min-position's value from its successors ℓ."""
    old = L.value, BETA.value, B.value, DMAX.value, U.value, NEWB.value, LUBUB.value
    L.value, BETA.value, B.value, DMAX.value = l, beta, b, dmax
    U.value = NEWB.value = LUBUB.value = NIL
    try:
        if l is NIL:
            return c_bub(beta, b, dmax)
        alpha = free(ALPHA)
        U.value = u = c_maxv(car(l), alpha)
        if alpha >= u:
            return u
        if u >= beta:
            return c_minvl(cdr(l), beta, b, dmax)
        NEWB.value = newb = insert(cdr(b), u, GREATERP)
        LUBUB.value = lubub = c_lubub(free(OLDBETA), newb, dmax)
        if lubub >= car(newb):
            return c_minvl3(cdr(l), lisp_min(beta, lubub), newb)
        return c_minvl(cdr(l), car(newb), newb, dmax)
    finally:
        L.value, BETA.value, B.value, DMAX.value, U.value, NEWB.value, LUBUB.value = old


def c_minvl3(l, beta, b):
    """minvl3[ℓ;beta;b]: minvl once n values are in hand."""
    old = L.value, BETA.value, B.value, U.value
    L.value, BETA.value, B.value, U.value = l, beta, b, NIL
    try:
        if l is NIL:
            return c_bub(beta, b, free(DMAX))
        alpha = free(ALPHA)
        U.value = u = c_maxv(car(l), alpha)
        if alpha >= u:
            return u
        if u >= car(b):
            return c_minvl3(cdr(l), lisp_min(u, beta), b)
        return c_minvl3(cdr(l), car(b), insert(cdr(b), u, GREATERP))
    finally:
        L.value, BETA.value, B.value, U.value = old


def c_maxv(p, oldalpha):
    """maxv[p;oldalpha]: the backed-up value of the max-position p."""
    old = P.value, OLDALPHA.value
    P.value, OLDALPHA.value = p, oldalpha
    try:
        dmax = free(DMAX)
        if final(p, oldalpha, free(BETA), dmax) is not NIL:
            return value(p)
        return c_maxvl(succ(p), -INF, free(INITIA), dmax - 1)
    finally:
        P.value, OLDALPHA.value = old


def c_maxvl(l, alpha, a, dmax):
    """maxvl[ℓ;alpha;a;dmax]: a max-position's value from its successors ℓ."""
    old = L.value, ALPHA.value, A.value, DMAX.value, U.value, NEWA.value, GLBUA.value
    L.value, ALPHA.value, A.value, DMAX.value = l, alpha, a, dmax
    U.value = NEWA.value = GLBUA.value = NIL
    try:
        if l is NIL:
            return c_bua(alpha, a, dmax)
        beta = free(BETA)
        U.value = u = c_minv(car(l), beta)
        if beta <= u:
            return u
        if u <= alpha:
            return c_maxvl(cdr(l), alpha, a, dmax)
        NEWA.value = newa = insert(cdr(a), u, LESSP)
        GLBUA.value = glbua = c_glbua(free(OLDALPHA), newa, dmax)
        if glbua <= car(newa):
            return c_maxvl3(cdr(l), lisp_max(alpha, glbua), newa)
        return c_maxvl(cdr(l), car(newa), newa, dmax)
    finally:
        L.value, ALPHA.value, A.value, DMAX.value, U.value, NEWA.value, GLBUA.value = old


def c_maxvl3(l, alpha, a):
    """maxvl3[ℓ;alpha;a]: maxvl once m values are in hand."""
    old = L.value, ALPHA.value, A.value, U.value
    L.value, ALPHA.value, A.value, U.value = l, alpha, a, NIL
    try:
        if l is NIL:
            return c_bua(alpha, a, free(DMAX))
        beta = free(BETA)
        U.value = u = c_minv(car(l), beta)
        if beta <= u:
            return u
        if u <= car(a):
            return c_maxvl3(cdr(l), lisp_max(u, alpha), a)
        return c_maxvl3(cdr(l), car(a), insert(cdr(a), u, LESSP))
    finally:
        L.value, ALPHA.value, A.value, U.value = old


def parameter(k):
    """A backing-up parameter of dmax, binding dmax as a LISP function does."""
    def f(dmax):
        old = DMAX.value
        DMAX.value = dmax
        try:
            return k
        finally:
            DMAX.value = old
    return f


# x, y, r and s of the backing-up functions: the paper's example, x = r = 3, y = s = 1.
x, y, r, s = parameter(3), parameter(1), parameter(3), parameter(1)


def c_bua(alpha, a, dmax):
    """bua[alpha;a;dmax] = a2 + 2^(x - (a2 - alpha)y)"""
    exactly_one("bua", a)
    old = ALPHA.value, A.value, DMAX.value
    ALPHA.value, A.value, DMAX.value = alpha, a, dmax
    try:
        return car(a) + expt(2, x(dmax) - (car(a) - alpha) * y(dmax))
    finally:
        ALPHA.value, A.value, DMAX.value = old


def c_glbua(oldalpha, a, dmax):
    """glbua[oldalpha;a;dmax]: the least value backing up to at least oldalpha."""
    exactly_one("glbua", a)
    old = OLDALPHA.value, A.value, DMAX.value
    OLDALPHA.value, A.value, DMAX.value = oldalpha, a, dmax
    try:
        if oldalpha <= car(a):
            return -INF
        return car(a) + (1 / y(dmax)) * (log2(oldalpha - car(a)) - x(dmax))
    finally:
        OLDALPHA.value, A.value, DMAX.value = old


def c_bub(beta, b, dmax):
    """bub[beta;b;dmax] = b2 - 2^(r - (beta - b2)s)"""
    exactly_one("bub", b)
    old = BETA.value, B.value, DMAX.value
    BETA.value, B.value, DMAX.value = beta, b, dmax
    try:
        return car(b) - expt(2, r(dmax) - (beta - car(b)) * s(dmax))
    finally:
        BETA.value, B.value, DMAX.value = old


def c_lubub(oldbeta, b, dmax):
    """lubub[oldbeta;b;dmax]: the greatest value backing up to at most oldbeta."""
    exactly_one("lubub", b)
    old = OLDBETA.value, B.value, DMAX.value
    OLDBETA.value, B.value, DMAX.value = oldbeta, b, dmax
    try:
        if oldbeta >= car(b):
            return INF
        return car(b) + (1 / s(dmax)) * (r(dmax) - log2(car(b) - oldbeta))
    finally:
        OLDBETA.value, B.value, DMAX.value = old


# Running it as `slagle run` does

STA = {"b": b_sta, "c": c_sta}


@contextmanager
def installed(game):
    """Make the game's value, succ and final this module's for a with block."""
    module = sys.modules[__name__]
    saved = {name: getattr(module, name) for name in ("value", "succ", "final")}
    try:
        for name in saved:
            setattr(module, name, getattr(game, name))
        yield game
    finally:
        for name, f in saved.items():
            setattr(module, name, f)


def run(game, appendix, m, n, dmax):
    """The move sta of `appendix` chooses in the TreeGame `game` (its count of evaluations grows)."""
    with installed(game):
        return deeply(lambda: STA[appendix](game.root, m, n, dmax))


def search(root, appendix, m, n, dmax=None):
    """As slagle.core.search.search: {"move" "evaluated" "dmax"}, names as strings."""
    game = TreeGame(root, record=True)
    dmax = height(root) if dmax is None else dmax
    move = run(game, appendix, m, n, dmax)
    return {"move": show(move), "evaluated": [show(p) for p in game.evaluated], "dmax": dmax}


def main(argv=None):
    """`python -m slagle.bench.baseline TREEFILE`: print what `slagle run TREEFILE` prints."""
    parser = argparse.ArgumentParser(prog="python -m slagle.bench.baseline",
                                     description="the benchmark's plain-Python baseline")
    parser.add_argument("tree", metavar="TREEFILE")
    parser.add_argument("--appendix", choices=["b", "c"], default="c")
    parser.add_argument("-m", type=int, default=2)
    parser.add_argument("-n", type=int, default=2)
    parser.add_argument("--dmax", type=int, default=None)
    args = parser.parse_args(argv)
    try:
        result = search(load_tree(args.tree), args.appendix, args.m, args.n, args.dmax)
    except (TreeError, LispError) as e:
        print(f"python -m slagle.bench.baseline: error: {e}", file=sys.stderr)
        return 1
    print(f"move: {result['move']}")
    print(f"evaluated ({len(result['evaluated'])}): {' '.join(result['evaluated'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
