"""Numbers as the transcription holds them: a value is a float64 and a flag
saying whether Python would hold it as an int, so that the compiled searches
compute the same numbers by the same floating-point operations in the same
order and print them as the transcription does (5 where it has the int 5,
5.0 where it has the float).  Each operation follows Python's rule for the
result's type: + - * of two ints is an int; / is a float; 2 ** z is an int
for a whole z >= 0; LISP 1.5's min and max (lisp.data/extreme) are floating
if either argument is; log2 (lisp.data/log2, math.log2) is a float.

The ints the programs meet are small (values of positions, dmax), so their
float64 images are exact and every comparison comes out as Python's."""

import math

from slagle.compiled.exact import c_log2, c_pow
from slagle.compiled.jit import plain

INF = math.inf


@plain
def lisp_min(x, xi, y, yi):
    """lisp.data/min of two numbers: the least (the first of equals), floating if either is."""
    if y < x:
        return y, xi and yi
    return x, xi and yi


@plain
def lisp_max(x, xi, y, yi):
    """lisp.data/max of two numbers: the greatest (the first of equals), floating if either is."""
    if y > x:
        return y, xi and yi
    return x, xi and yi


@plain
def power_of_two(z, zi):
    """2 ** z as Python computes it: an exact int for a whole z >= 0, else
    the C library's pow(2.0, z); and whether it overflowed where Python's
    float ** raises OverflowError."""
    p = c_pow(2.0, z)
    whole = zi and z >= 0
    overflow = (not whole) and p == INF and z != INF
    return p, whole, overflow


@plain
def log2(x, xi):
    """lisp.data/log2: -∞ at 0, else math.log2 (the C library's log2); a float."""
    if x == 0:
        return -INF, False
    return c_log2(x), False
