"""`edu-domino screenshot table OUTDIR --replay FILE --every-move`: a replayed round's table after
each action, as PNG and as the `--layout` JSON (docs/ui.md), to check a whole round's board."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def render_every_move(args: argparse.Namespace) -> int:
    if args.scene != "table" or not (args.replay and args.every_move):
        print("edu-domino: --replay and --every-move go together, with the table scene: edu-domino screenshot "
              "table OUTDIR --replay FILE --every-move [--round N]", file=sys.stderr)
        return 2
    from edu_domino.engine.errors import ReplayError
    from edu_domino.engine.replay_parse import load_replays

    try:
        replays = load_replays(args.replay)
    except ReplayError as exc:
        print(exc, file=sys.stderr)
        return 1
    if not 1 <= args.game <= len(replays):
        print(f"{args.replay}: holds {len(replays)} replay(s); --game takes 1 to {len(replays)}", file=sys.stderr)
        return 2
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        print(f"{out}: is a file; --every-move writes a folder of pictures: name a folder", file=sys.stderr)
        return 2
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"{out}: cannot be made ({exc.strerror}); check the folder above it exists and is writable",
              file=sys.stderr)
        return 1
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return _shoot(args, replays[args.game - 1], out)


def _shoot(args: argparse.Namespace, replay, out: Path) -> int:
    import tempfile

    import pygame

    from edu_domino.commands.screenshot import write_layout
    from edu_domino.engine.errors import ReplayError
    from edu_domino.ui.app import App
    from edu_domino.ui.settings import Settings
    from edu_domino.ui.shots.replay import ReplayShotError, every_move

    before = os.environ.get("EDU_DOMINO_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["EDU_DOMINO_HOME"] = home  # never the user's own settings or pupils
        app = App(size=args.size, settings=Settings(palette=args.palette, animations=False),
                  language=args.lang, sound=False)
        count = 0
        try:
            for shot in every_move(app, replay, args.round, args.faces):
                name = f"{shot.number:03d}"
                pygame.image.save(app.screen, str(out / f"{name}.png"))
                write_layout(app, str(out / f"{name}.json"), {"action": shot.action, "round": args.round})
                count += 1
        except (ReplayError, ReplayShotError) as exc:
            print(f"{args.replay}: {exc}", file=sys.stderr)
            return 1
        except (pygame.error, OSError) as exc:
            print(f"{out}: cannot be written ({exc}); check the folder is writable and the disk has room",
                  file=sys.stderr)
            return 1
        finally:
            app.close()
            if before is None:
                os.environ.pop("EDU_DOMINO_HOME", None)
            else:
                os.environ["EDU_DOMINO_HOME"] = before
    print(f"{out}: {count} pictures (000 is the round dealt, then one after each action)")
    return 0
