"""The LISP 1.5 substrate: data, reader and printer, special variables, and the
defun/cond/prog forms in which the report's programs are transcribed.

From Python: ``from lisp import read, show, car, cdr, cons, NIL``.
From Hy: ``(import lisp *)`` and ``(require lisp.forms [defun])``.
"""
import hy  # noqa: F401  (lets Python import the .hy modules below)

from lisp.data import *  # noqa: F401,F403
from lisp.data import __all__ as _data_all
from lisp.reader import read, show
from lisp.special import *  # noqa: F401,F403
from lisp.special import __all__ as _special_all

__all__ = [*_data_all, "read", "show", *_special_all]
