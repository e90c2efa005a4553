"""McCarthy's 1973 notes, "5. Tree search" and "6. Game trees" (CH2.5[206,JMC]),
transcribed function for function on the LISP 1.5 substrate (lisp/)."""
import hy  # noqa: F401  (lets Python import the .hy modules below)
