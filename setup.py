"""Build step the pyproject cannot say: compile the .hy modules at build time.

Hy compiles a .hy module when it is imported and caches the bytecode only
where it may write.  With PYTHONDONTWRITEBYTECODE set, or a site-packages the
user cannot write, every command would compile every module again (seconds).
As Hy's own packaging does, the build writes each module's bytecode beside
it, checked by the hash of its source rather than by the file's time, so an
installed copy loads it wherever it is unpacked.
"""
import py_compile
import sys

from setuptools import setup
from setuptools.command.build_py import build_py


class build_py_with_hy_bytecode(build_py):
    """build_py, then the .hy modules of the build compiled to checked-hash bytecode."""

    def run(self):
        super().run()
        import hy  # noqa: F401  (teaches py_compile to read .hy)

        # The modules' macros (defun) come from the project's own packages.
        sys.path.insert(0, self.build_lib)
        try:
            for path in sorted(self.get_outputs()):
                if path.endswith(".hy"):
                    py_compile.compile(
                        path,
                        doraise=True,
                        invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH,
                    )
        finally:
            sys.path.remove(self.build_lib)


setup(cmdclass={"build_py": build_py_with_hy_bytecode})
