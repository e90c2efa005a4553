"""How the twin's functions are compiled: numba's njit, each cached on disk
so that a machine compiles it once.

A function that makes no array is compiled `plain`, without numba's
reference counting of arrays (njit's _nrt=False): every array it is given
belongs to a caller that holds it for the length of the call, so counting
references to it would only cost time (more than half of a search's, the
count taken and given back at every call and view).  Only the searches'
entry points make arrays (their stacks); they are `allocating`, and hand
what they make to plain functions that walk the tree.  An `inlined`
function is compiled as part of its caller, plain in a plain one; a
`link` is an inlined function made by a closure (a link of the rules'
dispatch, slagle.compiled.rules), which is not cached on its own: numba keys
a cached closure by the contents of its cells, and a cell holding a compiled
function pickles differently in each process, so that such a closure,
called from Python, would miss the cache and add to it every time.  Its
callers are cached with it inlined, as with any inlined function.

numba keys each cached function by its own source file, so a search whose
rules changed in another file would load its old code from the cache.  The
package's functions are cached under a stamp of all its sources instead
(PackageStamp): a change to any of them, seen by a process that imports
them afresh, makes every cached function of the package stale.

numba would cache them beside each copy of the sources (the package's
__pycache__), so that every clone or installed copy compiled them again.
They are kept for the machine instead, in a folder of the user's cache named
by that stamp (machine_folder): every copy of the same sources finds them
there, and different sources never meet.  NUMBA_CACHE_DIR, when it is set,
still comes first; where the user's cache cannot be written, numba's own
places follow."""

import hashlib
import os
from pathlib import Path

from numba import njit
from numba.core import caching

PLAIN = {"cache": True, "_nrt": False}
HERE = Path(__file__).resolve().parent


def sources_digest(directory):
    """A digest of the Python sources in `directory`, names and contents."""
    digest = hashlib.sha256()
    for path in sorted(Path(directory).glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


SOURCES = sources_digest(HERE)      # as this process imported them


class PackageStamp:
    """A numba cache locator for this package's functions alone, whose
    stamp of freshness is SOURCES rather than the function's own file."""

    @classmethod
    def from_function(cls, py_func, py_file):
        """This locator for a function of the package, else None (the next locator's turn)."""
        if Path(py_file).resolve().parent != HERE:
            return None
        return super().from_function(py_func, py_file)

    def get_source_stamp(self):
        """The stamp a cached function must have been made under: the package's sources."""
        return SOURCES


def machine_folder():
    """Where this machine keeps the package's compiled functions:
    $XDG_CACHE_HOME (or ~/.cache)/slagle/numba/ and the stamp's first 16 digits."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "slagle" / "numba" / SOURCES[:16]


class MachineCacheLocator(caching.UserWideCacheLocator):
    """numba's user-wide locator, in machine_folder rather than under the
    path of the copy the function was imported from."""

    def __init__(self, py_func, py_file):
        super().__init__(py_func, py_file)
        self._cache_path = str(machine_folder())


def stamped(locator):
    """A subclass of numba's `locator` that stamps this package's functions with SOURCES."""
    return type(f"Package{locator.__name__}", (PackageStamp, locator), {})


def install_locators():
    """Put the stamped locators first among numba's (once): the package's
    functions go under the package's stamp to NUMBA_CACHE_DIR if it is set,
    else to the machine's folder, else where numba would put them (the
    package's __pycache__, the user's cache)."""
    if any(issubclass(c, PackageStamp) for c in caching.CacheImpl._locator_classes):
        return
    ours = [stamped(c) for c in (caching.UserProvidedCacheLocator, MachineCacheLocator,
                                 caching.InTreeCacheLocator, caching.UserWideCacheLocator)]
    caching.CacheImpl._locator_classes = ours + list(caching.CacheImpl._locator_classes)


def plain(function):
    """A compiled function that makes no array."""
    return njit(**PLAIN)(function)


def inlined(function):
    """A plain function inlined where it is called (numba's inline='always')."""
    return njit(inline="always", **PLAIN)(function)


def link(function):
    """An inlined function made by a closure: not cached by itself."""
    return njit(inline="always", _nrt=False)(function)


def allocating(function):
    """A compiled function that makes arrays (numba counts their references)."""
    return njit(cache=True)(function)


install_locators()
