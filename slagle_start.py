# PYTHON_ARGCOMPLETE_OK: shell completion (argcomplete) may run this command to complete its arguments
"""The `slagle` command's first step, taken before the workbench is loaded.

Loading the workbench (Hy, then the command line) takes a moment, and Ctrl-C
in that moment ends the command as it does at any other: one line and status
130, no traceback.  Nothing else is here: slagle.cli is the command line."""
import sys

INTERRUPTED = 130  # 128 + SIGINT, as slagle.cli ends on Ctrl-C


def main():
    """Load the command line and run it; Ctrl-C while it loads is one line and 130."""
    try:
        # inside the try: Ctrl-C while Hy and the command line load is one line
        from slagle.cli import main as command_line
    except KeyboardInterrupt:
        sys.stderr.write("slagle: interrupted\n")
        sys.exit(INTERRUPTED)
    command_line()
