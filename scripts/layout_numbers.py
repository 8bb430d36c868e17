#!/usr/bin/env python3
"""How many inline numbers the UI's layout code still writes: numeric literals other than 0 and 1
on a line that measures something (a unit, px, a size, a rectangle, a side, room), outside
module-level NAME = constants and comments; the screenshot staging (ui/shots/) is left out.

    python3 scripts/layout_numbers.py            # this checkout
    python3 scripts/layout_numbers.py --top 15   # and the files with the most
    python3 scripts/layout_numbers.py PATH       # another checkout

A number it finds is a place to look (a share, a spacing, a line width that wants a name as
ui/sizes.py and Theme.gap/margin have), not a fault: `// 2` for a centre is plain arithmetic.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

MEASURES = re.compile(r"unit|_px|px\(|width|height|rect|Rect|\bw\b|\bh\b|size|short|top|left|right|bottom"
                      r"|centerx|centery|gap|margin|room|inflate")
CONSTANT = re.compile(r"^[A-Z_][A-Z0-9_]* *(:.*)?=")
NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")


def inline_numbers(root: Path) -> Counter[str]:
    found: Counter[str] = Counter()
    ui = root / "edu_domino" / "ui"
    for path in sorted(ui.rglob("*.py")):
        if "shots" in path.relative_to(ui).parts[0]:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if CONSTANT.match(line) or line.lstrip().startswith("#"):
                continue
            code = line.split("#")[0]
            if MEASURES.search(code):
                found[str(path.relative_to(root))] += sum(1 for n in NUMBER.findall(code) if n not in ("0", "1"))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", nargs="?", default=str(Path(__file__).resolve().parents[1]))
    parser.add_argument("--top", type=int, default=0, help="also list the N files with the most")
    args = parser.parse_args()
    found = inline_numbers(Path(args.root))
    print(f"{sum(found.values())} inline numbers in layout code")
    for name, count in found.most_common(args.top):
        print(f"{count:5d}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
