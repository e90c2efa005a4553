"""The study workbench around the transcription: tree files, the figures, the
command line."""
import hy  # noqa: F401  (lets Python import the .hy modules of this package)
