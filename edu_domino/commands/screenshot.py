"""`edu-domino screenshot SCENE OUT.png`: render one scene headless, for docs, tests and review."""

from __future__ import annotations

import argparse
import sys

from edu_domino.commands.play import parse_size
from edu_domino.ui.scene_names import SCENES

HELP = f"Render a scene ({', '.join(SCENES)}) to a PNG, without a window."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scene", choices=SCENES)
    parser.add_argument("out", help="the PNG file to write")
    parser.add_argument("--size", type=parse_size, default=(1920, 1080), help="WIDTHxHEIGHT (default 1920x1080)")
    parser.add_argument("--lang", choices=("es", "pt", "en"), default="es")
    parser.add_argument("--faces", default="pips", help="pips, numerals, notes or powers")
    parser.add_argument("--seed", type=int, default=1, help="the deal (default 1)")
    parser.add_argument("--palette", choices=("standard", "colourblind"), default="standard")


def run(args: argparse.Namespace) -> int:
    import os
    import tempfile

    # Before pygame is first imported: no banner on stdout, no window, no sound card.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    before = os.environ.get("EDU_DOMINO_HOME")
    with tempfile.TemporaryDirectory() as home:
        # A screenshot never reads or writes the user's own settings or pupils.
        os.environ["EDU_DOMINO_HOME"] = home
        try:
            return _render(args)
        finally:
            if before is None:
                os.environ.pop("EDU_DOMINO_HOME", None)
            else:
                os.environ["EDU_DOMINO_HOME"] = before


def _render(args: argparse.Namespace) -> int:
    import pygame

    from edu_domino.ui.app import App
    from edu_domino.ui.settings import Settings
    from edu_domino.ui.shots import stage

    app = App(size=args.size, settings=Settings(palette=args.palette, animations=False), language=args.lang, sound=False)
    stage(app, args.scene, faces=args.faces, seed=args.seed)
    app.draw()
    try:
        pygame.image.save(app.screen, args.out)
    except (pygame.error, OSError) as exc:
        print(f"{args.out}: cannot be written ({exc}); check the folder exists and is writable", file=sys.stderr)
        return 1
    finally:
        app.close()
    print(args.out)
    return 0
