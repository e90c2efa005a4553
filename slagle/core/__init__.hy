"The engine: the report's and the other sources' programs run on a tree or a
game in hand, with no command above it.  trees (tree files and the game a
tree defines), generate (trees made to order), runtime (room to recurse;
LISP 1.5's errors), calls (recording and tracing calls), search (an
appendix's sta run, watched, and the checks of its settings), ordinary (the
1&1 programs), programs (the one table of programs by name), picture (what a
search did at each position), decks (the programs as card decks)."
