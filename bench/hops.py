"""Count the hops a command makes between the project's modules.

Run as:  python bench/hops.py run fig6 --json
         python bench/hops.py play kalah --first c:dmax=2 --second b:1:1:dmax=2 --max-plies 2 --quiet

Every Python call is followed (sys.setprofile); a hop is a call from a
function of one workbench module (slagle.*) to a function of another, not
counting the code that runs as a module is imported.  Printed: the hops,
the modules they touch, and the ten busiest module pairs.  The command's own
output goes to /dev/null.  Figures for how often a call crosses from one module to another.
"""
import collections
import contextlib
import os
import sys
from pathlib import Path

import hy  # noqa: F401  (imports the .hy modules)

ROOT = Path(__file__).resolve().parent.parent


def workbench_module(frame):
    """The workbench module (slagle.*) a frame's function belongs to, or None
    (for another module, or a module's own top-level code)."""
    name = frame.f_globals.get("__name__", "")
    if frame.f_code.co_name == "<module>" or name.split(".")[0] != "slagle":
        return None
    return name


def count_hops(argv):
    """Run `slagle ARGV` in this process, following calls: (hops, modules, pairs)."""
    from slagle.cli import main

    pairs = collections.Counter()

    def profile(frame, event, arg):
        if event != "call":
            return
        callee = workbench_module(frame)
        caller = frame.f_back and workbench_module(frame.f_back)
        if callee and caller and callee != caller:
            pairs[(caller, callee)] += 1

    threading_profile = sys.setprofile
    import threading
    threading.setprofile(profile)          # the search runs in a thread of its own
    threading_profile(profile)
    with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
        try:
            main(argv)
        except SystemExit:
            pass
    sys.setprofile(None)
    threading.setprofile(None)
    modules = {m for pair in pairs for m in pair}
    return sum(pairs.values()), modules, pairs


if __name__ == "__main__":
    hops, modules, pairs = count_hops(sys.argv[1:])
    print(f"slagle {' '.join(sys.argv[1:])}: {hops} hops among {len(modules)} modules")
    for (a, b), k in pairs.most_common(10):
        print(f"  {k:>8}  {a} -> {b}")
