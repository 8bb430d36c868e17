#!/usr/bin/env python3
"""Check whole rounds' boards from the per-move pictures' `--layout` JSON (issue 23's "done when").

    .venv/bin/python scripts/check_board_rounds.py [--rounds 30] [--out DIR]

Plays seeded matches (`edu-domino simulate --traces`) of clasico, sala with double-nine,
doble-doce with six players and musica (notes and powers), writes `screenshot table --every-move`
for each round 1 at 1920x1080, 1280x720 and 800x600, and reads back only the JSON and the
replay: every laid tile touches the tile it was matched to; between two moves the tiles already
laid move by one scale and shift (2 px); every tile is shown; no message or strip covers a tile;
the line's region spans 70% of the width; the smallest tile against the size rules (1/12 of the
height, 1/16 in double-twelve). Prints one line per game and size, and the totals.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

GAMES = [  # label, simulate arguments, faces, the size rule's share of the height
    ("clasico", ["--preset", "clasico"], "pips", 1 / 12),
    ("sala double-nine", ["--preset", "sala", "--set", "9"], "numerals", 1 / 12),
    ("doble-doce six players", ["--preset", "doble-doce", "--players", "6"], "pips", 1 / 16),
    ("musica notes", ["--preset", "musica"], "notes", 1 / 12),
    ("musica powers", ["--preset", "musica"], "powers", 1 / 12),
]
SIZES = ["1920x1080", "1280x720", "800x600"]
EXE = [sys.executable, "-m", "edu_domino"]


def touching(a: list[int], b: list[int], slack: int) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    gap_x = max(bx - (ax + aw), ax - (bx + bw))
    gap_y = max(by - (ay + ah), ay - (by + bh))
    return max(gap_x, gap_y) <= slack and (gap_x < 0 or gap_y < 0)


def overlap(a: list[int], b: list[int]) -> bool:
    return (min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1
            and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1)


def check_round(folder: Path, rule: float) -> dict:
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]
    found = {"moves": 0, "not_touching": 0, "moved": 0, "hidden": 0, "covered": 0, "narrow": 0, "below": 0,
             "smallest": 1.0}
    ends: dict[str, str | None] = {"L": None, "R": None}
    laid: list[str] = []
    before: dict[str, list[int]] = {}
    for doc in docs:
        w, h = doc["size"]
        line_region = doc["regions"]["line"]
        if line_region[2] < 0.7 * w:
            found["narrow"] += 1
        rects = {t["tile"]: t["rect"] for t in doc["tiles"] if t["where"] == "line"}
        action = doc["action"]
        if action and action not in ("pass",) and not action.startswith("draw"):
            tile, end = action.split()[:2]
            partner = ends[end] if laid else None
            laid.append(tile)
            if not laid[1:]:
                ends = {"L": tile, "R": tile}
            else:
                ends[end] = tile
            if partner is not None:
                short = min(rects[tile][2:])
                if not touching(rects[tile], rects[partner], max(2, short // 10)):
                    found["not_touching"] += 1
        found["moves"] += 1
        found["hidden"] += len(set(laid) - set(rects))
        for r in rects.values():
            share = min(r[2], r[3]) / h
            found["smallest"] = min(found["smallest"], share)
            if share < rule * 0.999:
                found["below"] += 1
        covers = [m["rect"] for m in doc["marks"] if m["what"] in ("message", "key_help")]
        covers += [t["rect"] for t in doc["tiles"] if t["where"] in ("hand", "magnified")]
        covers += [doc["regions"][k] for k in doc["regions"] if k != "line"]
        found["covered"] += sum(1 for r in rects.values() for c in covers if overlap(r, c))
        if before:
            old = [k for k in before if k in rects]
            xs = sorted(old, key=lambda k: before[k][0])
            a, b = xs[0], xs[-1]
            span = before[b][0] - before[a][0]
            k = (rects[b][0] - rects[a][0]) / span if span else rects[a][3] / before[a][3]
            dx, dy = rects[a][0] - before[a][0] * k, rects[a][1] - before[a][1] * k
            if any(abs(before[t][0] * k + dx - rects[t][0]) > 2 or abs(before[t][1] * k + dy - rects[t][1]) > 2
                   for t in old):
                found["moved"] += 1
        before = rects
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="rounds per game and size (default 30)")
    parser.add_argument("--out", help="keep the pictures here (default: a temporary folder)")
    args = parser.parse_args()
    root = Path(args.out or tempfile.mkdtemp(prefix="board-rounds-"))
    totals: dict[str, float] = {}
    for label, sim, faces, rule in GAMES:
        traces = root / f"{label.replace(' ', '-')}.jsonl"
        subprocess.run([*EXE, "simulate", *sim, "--games", str(args.rounds), "--seed", "7", "--traces", str(traces)],
                       check=True, stdout=subprocess.DEVNULL)
        for size in SIZES:
            sums: dict[str, float] = {"smallest": 1.0}
            for game in range(1, args.rounds + 1):
                folder = root / f"{label.replace(' ', '-')}-{size}-{game:02d}"
                subprocess.run([*EXE, "screenshot", "table", str(folder), "--replay", str(traces), "--game", str(game),
                                "--every-move", "--size", size, "--faces", faces], check=True,
                               stdout=subprocess.DEVNULL)
                found = check_round(folder, rule)
                for key, value in found.items():
                    sums[key] = min(sums[key], value) if key == "smallest" else sums.get(key, 0) + value
            h = int(size.split("x")[1])
            print(f"{label:24} {size:9} moves {int(sums['moves']):5}  not touching {int(sums['not_touching'])}  "
                  f"moved {int(sums['moved'])}  hidden {int(sums['hidden'])}  covered {int(sums['covered'])}  "
                  f"narrow {int(sums['narrow'])}  smallest {sums['smallest'] * h:.0f} px = 1/{1 / sums['smallest']:.1f} "
                  f"(rule 1/{1 / rule:.0f}; tile-frames under it {int(sums['below'])})", flush=True)
            for key, value in sums.items():
                totals[key] = min(totals.get(key, 1.0), value) if key == "smallest" else totals.get(key, 0) + value
    print("total", {k: (round(v, 4) if k == "smallest" else int(v)) for k, v in totals.items()})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
