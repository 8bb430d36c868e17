#!/usr/bin/env python3
"""Screenshots of the lesson pack editor in headless chromium, into docs/screenshots/.

    python3 scripts/editor_screenshots.py [--out docs/screenshots] [--lang es]

A copy of a bundled pack with one slip (a tap step's `tolerance = "fiar"`), seen on a laptop
(1280x800) and a phone (412x915): the pack's fields with their help, then that tap step with the
slip's "did you mean 'fair'?" and its "Fix it" button.
Needs Debian's chromium and chromium-driver (the browser helper is the editor tests' own).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "editor"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PACK = ROOT / "lessons" / "02-note-values-1.toml"
SLIP = ('play = "q+e+e"\n', 'play = "q+e+e"\ntolerance = "fiar"\n')
SIZES = ((1280, 800), (412, 915))


def shots(out: Path, lang: str) -> list[Path]:
    from editor_page import editor, settled, viewport

    from edu_domino.i18n import set_language

    set_language(lang)  # the checker's messages too, as `edu-domino edit --lang` does
    made = []
    # A fixed folder: the path the bar shows is the same in every run's pictures.
    scratch = Path(tempfile.gettempdir()) / "my-packs"
    scratch.mkdir(exist_ok=True)
    try:
        pack = scratch / PACK.name
        text = PACK.read_text(encoding="utf-8").replace(SLIP[0], SLIP[1], 1)
        assert SLIP[1] in text, f"{PACK.name} no longer has the line {SLIP[0]!r}"
        pack.write_text(text, encoding="utf-8")
        for width, height in SIZES:
            with editor(pack, lang, (width, height)) as (web, _server):
                viewport(web, (width, height))
                settled(web)
                time.sleep(0.5)  # the pictures load
                for name, css in (("pack", None), ("step", '.problem [data-fix]')):
                    if css:
                        web.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", css)
                        time.sleep(0.3)
                    target = out / f"editor-{name}-{lang}-{width}x{height}.png"
                    web.save_screenshot(str(target))
                    made.append(target)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="es")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for path in shots(out, args.lang):
        print(path)


if __name__ == "__main__":
    main()
