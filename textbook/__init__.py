"""The textbook's and the lecture's ordinary alpha-beta, transcribed in Hy from
their pseudo-code: AIMA's ALPHA-BETA-SEARCH (textbook.aima) and the EEL5840
lecture's AB(n; α, β) (textbook.lecture)."""
import hy  # noqa: F401  (lets Python import the .hy modules below)
