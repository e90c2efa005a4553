"""Let pytest collect the Hy test modules (test_*.hy) as it does Python ones,
and compile the project's .hy modules and the tests' once for the whole run."""
import os
import py_compile
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import hy  # noqa: F401  (installs Hy's importer)
import pytest

sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ["lisp", "appendix_a", "appendix_b", "appendix_c", "mccarthy", "textbook", "slagle"]  # rglob: subpackages too
TESTS = ROOT / "tests"


def compile_module(path):
    """Compile one .hy module to bytecode beside it, checked by its source's hash."""
    py_compile.compile(path, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)


def compile_project():
    """Compile every .hy module of the checkout to bytecode beside it, as the
    build does (setup.py), and the tests' modules too: each worker collecting
    the tests and the `slagle` processes they start then load it instead of
    compiling each module anew, which they would do every time where
    PYTHONDONTWRITEBYTECODE is set.  Compiling afresh also keeps no bytecode
    from before a macro changed.  The modules are compiled on every core:
    nothing else runs meanwhile."""
    paths = [str(path) for package in PACKAGES for path in sorted((ROOT / package).rglob("*.hy"))]
    paths += [str(path) for path in sorted(TESTS.glob("*.hy"))]
    with ProcessPoolExecutor(max_workers=os.cpu_count()) as pool:
        list(pool.map(compile_module, paths, chunksize=4))


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # once, in the controller, not in each xdist worker
        compile_project()


def pytest_collect_file(file_path, parent):
    if file_path.suffix == ".hy" and file_path.name.startswith("test_"):
        return pytest.Module.from_parent(parent, path=file_path)
    return None
