"""The shapes every compiled game shares, so that one compiled search serves
them all: a position is a one-dimensional int32 array of the game's own
width (its rules module's WIDTH; a tree's is 1, the node's number), the
successors of a position are written into a (MAX_MOVES, width) array, the
actions of each complete move into a (MAX_MOVES, MAX_STEPS) array, a -1
after the last where there is room, and a game's move generator may use a
(SCRATCH, width) array of its own as working space (a game whose generator
keeps bookkeeping in a scratch row counts those numbers in its width,
always 0 in a position).

MAX_MOVES is set by Kalah, whose extra turns multiply complete moves: in 3
million positions of random games the most was 766 (and 19 sowings in one
move); 128 was passed once in 2,300 positions.  A game's successors returns
-1 rather than overflow a buffer."""

MAX_MOVES = 1024
MAX_STEPS = 32
SCRATCH = 256
TREE_WIDTH = 1
