"""`python -m slagle ...`: the command line, as the installed `slagle` script runs it."""
import hy  # noqa: F401  (slagle.cli is written in Hy)

from slagle.cli import main

if __name__ == "__main__":
    main()
