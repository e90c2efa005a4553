# ---
# jupyter:
#   jupytext:
#     formats: py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Fig. 6 in a notebook
#
# Slagle's Fig. 6, searched by Appendix C's 2&2 alpha beta procedure. In
# Jupyter a tree, a search and a recorded run show as pictures: a tree as it
# is given (its positions and static values, no search), a search
# (`slagle.core.picture.look`) as `slagle draw --svg` draws it, a run
# (`slagle.core.search.recorded_run`) as its calls, and a step-through
# (`slagle.edition.notebook.step_through`) as the reading edition's figure
# pages step through theirs; importing `slagle.pictures.svg` teaches the
# engine's trees and searches to draw themselves. With the notebook extra
# (`pip install '.[notebook]'`), open it with
# `jupytext --to notebook docs/notebook/example.py`, or run it as a script.

# %%
import hy  # noqa: F401  (lets Python import the project's .hy modules)
import slagle.pictures.svg  # noqa: F401  (trees and searches as SVG in Jupyter)
from slagle.paper.figures import load_figure
from slagle.core.search import recorded_run
from slagle.core.picture import look

fig6 = load_figure(6)
fig6

# %% [markdown]
# The search the paper describes, `sta[P;2;2;5]`: the positions never looked
# at are grey, the bounds under a cutoff read ≤.

# %%
search = look(fig6, "c", 2, 2, 5)
search

# %%
run = recorded_run(fig6, "c", 2, 2, 5)
assert str(run.move) == "P1"
run

# %% [markdown]
# The same search, call by call: step with the buttons (or the arrow keys
# once the search has the focus), jump to the next evaluation, cutoff or
# backed-up value, or play it. The code running is beside the tree, its line
# marked; on Appendix C's tree, [α, β] under a position of the current path is
# the window it is searched in.

# %%
from slagle.edition.notebook import step_through

step_through(fig6, "c", 2, 2, 5, title="Fig. 6")
