"""How the twin's functions are compiled: numba's njit, each cached on disk
so that a machine compiles it once.

A function that makes no array is compiled `plain`, without numba's
reference counting of arrays (njit's _nrt=False): every array it is given
belongs to a caller that holds it for the length of the call, so counting
references to it would only cost time (more than half of a search's, the
count taken and given back at every call and view).  Only the searches'
entry points make arrays (their stacks); they are `allocating`, and hand
what they make to plain functions that walk the tree.

numba keys each cached function by its own file alone, so a search whose
rules changed in another file would load its old code; the package's cache
is dropped whenever any of its sources changes (`drop_stale_cache`)."""

import hashlib
import os
from pathlib import Path

from numba import njit

PLAIN = {"cache": True, "_nrt": False}
STAMP = "twin-sources.sha256"


def sources_digest(directory):
    """A digest of the Python sources in `directory`, names and contents."""
    digest = hashlib.sha256()
    for path in sorted(Path(directory).glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def drop_stale_cache(directory):
    """Remove numba's cache of the modules in `directory` (its __pycache__'s
    .nbi and .nbc files) unless it was made from the sources there now; a
    cache that cannot be written is left to numba."""
    cache = Path(directory) / "__pycache__"
    digest = sources_digest(directory)
    stamp = cache / STAMP
    try:
        if stamp.read_text() == digest:
            return
    except OSError:
        pass
    try:
        cache.mkdir(exist_ok=True)
        for path in list(cache.glob("*.nbi")) + list(cache.glob("*.nbc")):
            path.unlink(missing_ok=True)
        fresh = cache / f"{STAMP}.{os.getpid()}"
        fresh.write_text(digest)
        os.replace(fresh, stamp)
    except OSError:
        pass


def plain(function):
    """A compiled function that makes no array."""
    return njit(**PLAIN)(function)


def inlined(function):
    """A plain function inlined where it is called (numba's inline='always')."""
    return njit(inline="always", **PLAIN)(function)


def allocating(function):
    """A compiled function that makes arrays (numba counts their references)."""
    return njit(cache=True)(function)


drop_stale_cache(Path(__file__).parent)
