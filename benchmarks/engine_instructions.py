"""Instructions per game of `bench engine`'s workloads, counted by valgrind: a figure that does
not move with the load of a shared machine (the timings do, by a factor of two).

    .venv/bin/python benchmarks/engine_instructions.py [--what playout|step|dominoes|bare|bare-step] [--games N]

Runs the workload under `valgrind --tool=callgrind` twice, with no games and with N, and prints
the difference divided by N (the import and warm-up cancel out). PYTHONHASHSEED is fixed, so two
runs of the same code give the same count. Instructions are not time (a cache miss costs more
than an add), but a change that saves instructions on every game saves time too: use it to
compare two versions of the engine on the same machine, and `bench engine` for the ratio.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys


def play(what: str, games: int) -> None:
    sys.path.insert(0, os.getcwd())  # the checkout being measured, not an installed copy
    from edu_domino.bench.engine import ours, ours_step, theirs

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from engine_floor import bare_playouts, bare_steps  # the floor under the targets

    run = {"playout": ours, "step": ours_step, "dominoes": theirs,
           "bare": bare_playouts, "bare-step": bare_steps}[what]
    run(50, 99)  # warm the tables built on first use
    if games:
        run(games, 1)


def count(what: str, games: int) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
         "--what", what, "--games", str(games), "--play"],
        capture_output=True, text=True, env=env, check=True,
    ).stderr
    found = re.search(r"Collected : (\d+)", out)
    if found is None:
        raise SystemExit(f"valgrind printed no instruction count:\n{out[-2000:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--what", choices=["playout", "step", "dominoes", "bare", "bare-step"], default="playout")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--play", action="store_true", help=argparse.SUPPRESS)  # the run under valgrind
    args = parser.parse_args()
    if args.play:
        play(args.what, args.games)
        return
    per_game = (count(args.what, args.games) - count(args.what, 0)) // args.games
    print(f"{args.what}: {per_game} instructions a game ({args.games} games)")


if __name__ == "__main__":
    main()
