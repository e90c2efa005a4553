"""The shapes every compiled game shares, so that one compiled search serves
them all: a position is a one-dimensional int32 array of WIDTH numbers (a
game uses a prefix of it; the rest is 0, as the arrays the searches make
start, for a game writes only its prefix), the successors of a position are
written into a (MAX_MOVES, WIDTH) array, the actions of each complete move
into a (MAX_MOVES, MAX_STEPS) array, a -1 after the last where there is
room, and a game's move generator may use a (SCRATCH, WIDTH) array of its
own as working space.

MAX_MOVES is set by Kalah, whose extra turns multiply complete moves: in 3
million positions of random games the most was 766 (and 19 sowings in one
move); 128 was passed once in 2,300 positions.  A game's successors returns
-1 rather than overflow a buffer."""

WIDTH = 40
MAX_MOVES = 1024
MAX_STEPS = 32
SCRATCH = 256
