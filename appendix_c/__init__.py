"""Appendix C: programs for the m&n alpha beta procedure.

The programs live in ``appendix_c.programs``; names read here are read from
there at the moment of reading, so a game put in hand or a function traced
there is seen here too.
"""
import hy  # noqa: F401  (lets Python import the .hy module below)

from appendix_c import programs


def __getattr__(name):
    return getattr(programs, name)
