#!/usr/bin/env python3
"""Render every scene at 1920x1080 and 800x600 in es, pt and en into docs/screenshots/ (headless).

    python3 scripts/screenshots.py [--size 1920x1080 --size 800x600] [--out docs/screenshots]
                                   [--scene NAME ...] [--lang es ...]

Files are SCENE-LANG.png at 1920x1080 and SCENE-LANG-WxH.png at any other size.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from edu_domino.ui.scene_names import SCENES as ALL_SCENES  # noqa: E402  (no pygame: a plain list)

LANGS = ("es", "pt", "en")
NOTES_SCENES = {"lesson", "practice", "celebration", "lesson-answer"}  # shown with note faces; the rest with pips
SCENES = {  # scene: (faces, seed), every scene `edu-domino screenshot` can stage
    scene: ("notes" if scene in NOTES_SCENES or scene.startswith("tap-") else "pips", 1) for scene in ALL_SCENES
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", action="append", help="WxH; repeat for several (default 1920x1080 and 800x600)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--scene", action="append", choices=sorted(SCENES), help="only this scene; repeat for several")
    parser.add_argument("--lang", action="append", choices=LANGS, help="only this language; repeat for several")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    sizes = args.size or ["1920x1080", "800x600"]
    scenes = {name: SCENES[name] for name in args.scene or SCENES}
    for size in sizes:
        failed += _scenes(out, size, "" if size == "1920x1080" else f"-{size}", scenes, args.lang or LANGS)
    # Extra looks: the table with note faces, the colour-blind palette, a class lesson with notes.
    extra = [("table", "notes", "standard", "table-notes-es.png", "es"),
             ("table", "powers", "colourblind", "table-powers-colourblind-pt.png", "pt"),
             ("class-lesson", "notes", "standard", "class-lesson-notes-es.png", "es")]
    for scene, faces, palette, name, lang in extra:
        if scene not in scenes or lang not in (args.lang or LANGS):
            continue
        subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", scene, str(out / name), "--size", sizes[0],
                        "--lang", lang, "--faces", faces, "--palette", palette], cwd=ROOT, check=False,
                       capture_output=True)
    # Other games: team results (six players in three teams, the team penalty said in words), six
    # players each for themselves at the smallest size.
    games = [("results", "pips", "es", "1920x1080", "results-three-teams-es.png",
              ["--preset", "sala", "--players", "6", "--teams", "3", "--set", "9"]),
             ("results", "notes", "pt", "800x600", "results-three-teams-notes-pt-800x600.png",
              ["--preset", "sala", "--players", "6", "--teams", "3", "--set", "9"]),
             ("results", "powers", "en", "800x600", "results-six-players-powers-en-800x600.png",
              ["--preset", "doble-doce", "--players", "6"])]
    for scene, faces, lang, size, name, game in games:
        if scene not in scenes or lang not in (args.lang or LANGS):
            continue
        subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", scene, str(out / name), "--size", size,
                        "--lang", lang, "--faces", faces, *game], cwd=ROOT, check=False, capture_output=True)
    if "table" in scenes:
        failed += _late_tables(out, args.lang or LANGS)
    return 1 if failed else 0


# The board late in a round, the hard cases (issue 23): (file, simulate's arguments, faces, size, lang).
LATE_TABLES = [
    ("table-late-double-twelve-es.png", ["--preset", "doble-doce", "--players", "6", "--seed", "4"], "pips",
     "1920x1080", "es"),
    ("table-late-notes-es-800x600.png", ["--preset", "musica", "--seed", "2"], "notes", "800x600", "es"),
    ("table-late-six-players-three-teams-pt.png",
     ["--preset", "sala", "--set", "9", "--players", "6", "--teams", "3", "--seed", "5"], "numerals", "1920x1080", "pt"),
    ("table-late-double-nine-en-1280x720.png", ["--preset", "sala", "--set", "9", "--seed", "21"], "powers",
     "1280x720", "en"),
]


def _late_tables(out: Path, langs) -> int:
    """Round 1 of a seeded match, shown after its last move but one (`screenshot --every-move`)."""
    import shutil
    import tempfile

    failed = 0
    for name, simulate, faces, size, lang in LATE_TABLES:
        if lang not in langs:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            traces = Path(tmp) / "traces.jsonl"
            moves = Path(tmp) / "moves"
            steps = [[sys.executable, "-m", "edu_domino", "simulate", *simulate, "--games", "1", "--traces", str(traces)],
                     [sys.executable, "-m", "edu_domino", "screenshot", "table", str(moves), "--replay", str(traces),
                      "--every-move", "--size", size, "--faces", faces, "--lang", lang]]
            if any(subprocess.run(step, cwd=ROOT, capture_output=True).returncode for step in steps):
                failed += 1
                print(f"{name}: could not be made", file=sys.stderr)
                continue
            shutil.copy(sorted(moves.glob("*.png"))[-2], out / name)
            print(out / name)
    return failed


def _scenes(out: Path, size: str, suffix: str, scenes: dict, langs) -> int:
    """These scenes in these languages at one size; returns how many failed."""
    failed = 0
    for lang in langs:
        for scene, (faces, seed) in scenes.items():
            target = out / f"{scene}-{lang}{suffix}.png"
            done = subprocess.run(
                [sys.executable, "-m", "edu_domino", "screenshot", scene, str(target), "--size", size,
                 "--lang", lang, "--faces", faces, "--seed", str(seed)],
                cwd=ROOT, capture_output=True, text=True,
            )
            if done.returncode:
                failed += 1
                print(done.stderr.strip(), file=sys.stderr)
            else:
                print(target.relative_to(ROOT) if target.is_relative_to(ROOT) else target)
    return failed


if __name__ == "__main__":
    sys.exit(main())
