"The report as data, and its reproduction: claims (every checkable statement
and Example line), figures (Figs. 1-6 rebuilt as tree files), replay (each
claim checked in its figure's recorded run), worked (the other sources'
worked examples)."
