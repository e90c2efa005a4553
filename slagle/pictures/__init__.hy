"Pictures of what a search did (slagle.core.picture): text (in the terminal,
with rich) and svg (an SVG file, with drawsvg)."
