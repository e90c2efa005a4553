"""Appendix A: ditto, insert, and value and succ as defined by the game in hand.

The programs live in ``appendix_a.programs``; names read here are read from
there at the moment of reading.
"""
import hy  # noqa: F401  (lets Python import the .hy module below)

from appendix_a import programs


def __getattr__(name):
    return getattr(programs, name)
