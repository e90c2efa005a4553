"""Time the compiled twin's searches alone, and two source trees side by side.

Run from the project root:  .venv/bin/python bench/kernels.py [--repeat N] [--rounds R] [TREE ...]

Each kernel (Appendix B 1&1, Appendix C 2&2 with x = r = 3, y = s = 1, and
maxval) searches the same positions of random games of each game the twin
plays (slagle.games.position/random-positions, seed 7), through
slagle.compiled.twin's `once`, after a search one move deep has loaded its
code from numba's cache.  A kernel's time is the CPU time of the process
(time.process_time: a machine shared with other work adds less to it than
to the clock) summed over its positions, the best of N runs.

Given source trees (directories holding a `slagle` package), each is timed
in a process of its own with it first on the path, the trees taking turns
R times, and the table gives each kernel's best time in each tree, the
positions it evaluated (which must agree: the searches are node for node
the same) and its time over the first tree's.  With no tree, this one."""

import argparse
import json
import os
import subprocess
import sys
import time

# a game, the depth of each kernel, the positions
WORKLOADS = [("checkers", {"b": 6, "c": 7, "maxval": 8}, 12),
             ("kalah", {"b": 6, "c": 7, "maxval": 8}, 12),
             ("tic-tac-toe", {"b": 9, "c": 9, "maxval": 9}, 40),
             ("connect-four", {"b": 6, "c": 7, "maxval": 8}, 12)]
KERNELS = [("b", {"m": 1, "n": 1}), ("c", {"x": 3, "y": 1, "r": 3, "s": 1}), ("maxval", {})]


def timed(repeat, names):
    """{game:kernel: [best CPU seconds, positions evaluated]} in this process's
    tree, on the games `names` (None: all)."""
    import hy  # noqa: F401  (imports the .hy modules)
    from slagle.games import game_class
    from slagle.games.position import random_positions
    from slagle.compiled import rules, twin
    out = {}
    for name, depths, count in WORKLOADS:
        if name not in rules.GAMES or (names and name not in names):
            continue
        cls = game_class(name)
        games = random_positions(cls, count, 7)
        for kind, settings in KERNELS:
            twin.search(kind, cls(games[0].root.state), 1, settings)
            best = None
            for _ in range(repeat):
                seconds, evaluated = 0.0, 0
                for g in games:
                    game = cls(g.root.state)
                    c = twin.compact(game)
                    start = time.process_time()
                    _, tally, _, _ = twin.once(kind, c, game, depths[kind], settings, None, 0, False,
                                               float("inf"), False)
                    seconds += time.process_time() - start
                    assert tally[1] == 0, f"{name} {kind}: error {tally[1]}"
                    evaluated += int(tally[0])
                best = seconds if best is None else min(best, seconds)
            out[f"{name}:{kind}"] = [best, evaluated]
    return out


def side_by_side(trees, repeat, rounds, names):
    """Each tree timed in its own processes, the trees taking turns: the best of each."""
    best = {}
    for _ in range(rounds):
        for tree in trees:
            env = dict(os.environ, PYTHONPATH=os.path.abspath(tree))
            run = subprocess.run([sys.executable, __file__, "--child", "--repeat", str(repeat),
                                  *(["--game", *names] if names else [])],
                                 env=env, capture_output=True, text=True, check=True, cwd="/")
            for key, (seconds, evaluated) in json.loads(run.stdout).items():
                was = best.setdefault(key, {}).get(tree)
                if was is not None and was[1] != evaluated:
                    raise SystemExit(f"{key}: {tree} evaluated {evaluated}, then {was[1]}")
                if was is None or seconds < was[0]:
                    best[key][tree] = [seconds, evaluated]
    return best


def table(best, trees):
    """The side-by-side table, a line a kernel."""
    lines = ["kernel               " + "".join(f"{t[-24:]:>36}" for t in trees)]
    for key, per in best.items():
        first = per.get(trees[0])
        row = f"{key:<21}"
        for tree in trees:
            if tree not in per:
                row += f"{'-':>36}"
                continue
            seconds, evaluated = per[tree]
            ratio = f"{seconds / first[0]:6.3f}" if first else "     -"
            row += f"{seconds:10.4f} s {evaluated:>10}  {ratio}    "
        lines.append(row)
    return "\n".join(lines)


def main():
    """Parse the arguments, time, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trees", nargs="*", help="source trees to time side by side (default: this one)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each kernel a process (the best kept)")
    parser.add_argument("--rounds", type=int, default=5, help="turns of the trees, a process each")
    parser.add_argument("--game", nargs="+", help="only these games (default: every game the twin plays)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(timed(args.repeat, args.game)))
        return
    trees = args.trees or [os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]
    print("CPU seconds (best of all runs), positions evaluated, over the first tree's")
    print(table(side_by_side(trees, args.repeat, args.rounds, args.game), trees))


if __name__ == "__main__":
    main()
