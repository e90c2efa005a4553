"""Let pytest collect the Hy test modules (test_*.hy) as it does Python ones."""
import sys

import hy  # noqa: F401  (installs Hy's importer)
import pytest

sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))


def pytest_collect_file(file_path, parent):
    if file_path.suffix == ".hy" and file_path.name.startswith("test_"):
        return pytest.Module.from_parent(parent, path=file_path)
    return None
