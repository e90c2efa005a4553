"""The C library's pow and log2, and the monotonic clock, called from
compiled code exactly as CPython calls them.

The appendices back values up with 2 ** z (lisp.data/expt is Python's **)
and math.log2, which CPython computes with the C library's pow and log2.
numba's own ** and math.log2 are not those calls: its optimizer may turn
pow(2, z) into exp2(z), which differs from pow in the last bit for some z,
and the ties that decide a move depend on that bit.  So the compiled searches
call the C library's functions under names of their own (slagle_pow,
slagle_log2), which no optimizer knows and so leaves alone.  The names are
given their addresses when this module is imported, before any compiled
function (from numba's cache or not) is linked.

clock() is CLOCK_MONOTONIC in seconds, the clock of time.perf_counter, for
budgets of seconds."""

import ctypes
import ctypes.util

import llvmlite.binding as llvm
import llvmlite.ir as ir
from numba import types
from numba.core import cgutils
from numba.extending import intrinsic

CLOCK_MONOTONIC = 1   # Linux's <time.h>

_libm = ctypes.CDLL(ctypes.util.find_library("m"))
_libc = ctypes.CDLL(ctypes.util.find_library("c"))
for ours, library, theirs in [("slagle_pow", _libm, "pow"), ("slagle_log2", _libm, "log2"),
                              ("slagle_clock_gettime", _libc, "clock_gettime")]:
    llvm.add_symbol(ours, ctypes.cast(getattr(library, theirs), ctypes.c_void_p).value)


def _declared(builder, symbol, result, arguments):
    """The external function `symbol` in the module being built."""
    return cgutils.get_or_insert_function(builder.module, ir.FunctionType(result, arguments), symbol)


@intrinsic
def c_pow(typingctx, x, y):
    """pow(x, y) of the C library, as CPython's float ** float computes it."""
    def codegen(context, builder, signature, args):
        double = ir.DoubleType()
        return builder.call(_declared(builder, "slagle_pow", double, [double, double]), args)
    return types.float64(types.float64, types.float64), codegen


@intrinsic
def c_log2(typingctx, x):
    """log2(x) of the C library, as CPython's math.log2 computes it."""
    def codegen(context, builder, signature, args):
        double = ir.DoubleType()
        return builder.call(_declared(builder, "slagle_log2", double, [double]), args)
    return types.float64(types.float64), codegen


@intrinsic
def clock(typingctx):
    """The monotonic clock in seconds (time.perf_counter's clock)."""
    def codegen(context, builder, signature, args):
        i64 = ir.IntType(64)
        timespec = ir.LiteralStructType([i64, i64])
        slot = cgutils.alloca_once(builder, timespec)
        gettime = _declared(builder, "slagle_clock_gettime", ir.IntType(32),
                            [ir.IntType(32), timespec.as_pointer()])
        builder.call(gettime, [ir.Constant(ir.IntType(32), CLOCK_MONOTONIC), slot])
        seconds = builder.load(cgutils.gep(builder, slot, 0, 0))
        nanoseconds = builder.load(cgutils.gep(builder, slot, 0, 1))
        double = ir.DoubleType()
        return builder.fadd(builder.sitofp(seconds, double),
                            builder.fmul(builder.sitofp(nanoseconds, double), ir.Constant(double, 1e-9)))
    return types.float64(), codegen
