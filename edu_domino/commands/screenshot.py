"""`edu-domino screenshot SCENE OUT.png`: render one scene headless, for docs, tests and review."""

from __future__ import annotations

import argparse
import sys

from edu_domino.commands.play import parse_size
from edu_domino.ui.scene_names import SCENES

HELP = f"Render a scene ({', '.join(SCENES)}) to a PNG, without a window."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scene", choices=SCENES)
    parser.add_argument("out", help="the PNG file to write (with --every-move: the folder to write into)")
    parser.add_argument("--size", type=parse_size, default=(1920, 1080), help="WIDTHxHEIGHT (default 1920x1080)")
    parser.add_argument("--lang", choices=("es", "pt", "en"), default="es")
    parser.add_argument("--faces", default="pips", help="pips, numerals, notes or powers")
    parser.add_argument("--seed", type=int, default=1, help="the deal (default 1)")
    parser.add_argument("--preset", metavar="NAME", help="table and results: the rules (default: clasico)")
    parser.add_argument("--players", type=int, help="table and results: players (default: the preset's)")
    parser.add_argument("--teams", type=int, help="table and results: 0 for each for themselves, or 2 to 5 teams")
    parser.add_argument("--set", dest="set_max", type=int, metavar="N", help="table and results: double-N (6, 9, 12)")
    parser.add_argument("--palette", choices=("standard", "colourblind"), default="standard")
    parser.add_argument("--pack", metavar="PATH", help="lesson: this pack (a .toml file or pack folder) instead of a bundled one")
    parser.add_argument("--step", metavar="N|ID", help="lesson: the step to show, by number from 1 (0: the instructions) or id")
    parser.add_argument("--layout", metavar="FILE.json",
                        help="also write every tile drawn (where, which, its rectangle and staff space) as JSON")
    parser.add_argument("--replay", metavar="FILE",
                        help="table: play this replay document (or a line of `simulate --traces` output)")
    parser.add_argument("--every-move", action="store_true",
                        help="table, with --replay: write OUT/NNN.png and OUT/NNN.json after each action of a round")
    parser.add_argument("--round", type=int, default=1, metavar="N", help="with --every-move: the round to show (default 1)")
    parser.add_argument("--game", type=int, default=1, metavar="K",
                        help="with --replay: the K-th replay of a traces file, one per line (default 1)")


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
            from edu_domino.i18n import set_language

            set_language(None)  # the app chose --lang; messages printed after follow the system again
            if before is None:
                os.environ.pop("EDU_DOMINO_HOME", None)
            else:
                os.environ["EDU_DOMINO_HOME"] = before


def _load_pack(args: argparse.Namespace):
    """The pack --pack names (None without it); problems printed, and False, when it has some."""
    if not args.pack:
        return None
    from edu_domino.lesson import check_file

    pack, problems = check_file(args.pack)
    for p in problems:
        if not p.warning:
            print(p, file=sys.stderr)
    return pack if pack is not None else False


def _render(args: argparse.Namespace) -> int:

    from edu_domino.ui.app import App
    from edu_domino.ui.settings import Settings
    from edu_domino.ui.shots import stage

    if args.replay or args.every_move:
        from edu_domino.commands.screenshot_moves import render_every_move

        return render_every_move(args)
    if (args.pack or args.step is not None) and args.scene != "lesson":
        print("edu-domino: --pack and --step go with the lesson scene: edu-domino screenshot lesson OUT.png "
              "--pack PATH --step N", file=sys.stderr)
        return 2
    pack = _load_pack(args)
    if pack is False:
        return 1
    if pack is not None and args.step is not None:
        from edu_domino.lesson import Runner

        try:  # checked before the app sets its own language: the message is in the user's
            Runner(pack, intro=True).step_index(args.step)
        except ValueError as exc:
            print(f"{args.pack}: {exc}", file=sys.stderr)
            return 1
    app = App(size=args.size, settings=Settings(palette=args.palette, animations=False), language=args.lang, sound=False)
    try:
        if args.scene == "lesson" and (pack is not None or args.step is not None):
            from edu_domino.ui.shots.lesson import stage_lesson

            stage_lesson(app, args.faces, pack=pack, step=args.step)
        else:
            stage(app, args.scene, faces=args.faces, seed=args.seed, game=_game(args))
    except ValueError as exc:  # no such step, or rules that cannot be played
        app.close()
        print(f"{args.pack or args.scene}: {exc}", file=sys.stderr)
        return 1
    app.draw()
    from edu_domino.atomic import write_atomic
    from edu_domino.os_reasons import cannot_write
    from edu_domino.ui.painter.sheets import png_bytes

    try:
        # Through write_atomic, not pygame's own save: a device or a link at the path is refused.
        write_atomic(args.out, png_bytes(app.screen))
        if args.layout:
            write_layout(app, args.layout)
    except OSError as exc:
        print(cannot_write(args.out, exc), file=sys.stderr)
        return 1
    finally:
        app.close()
    print(args.out)
    return 0


def _game(args: argparse.Namespace) -> dict:
    """The game to stage at the table and its results: a preset and the options given."""
    options = {key: value for key in ("players", "teams", "set_max")
               if (value := getattr(args, key)) is not None}
    return {"preset": args.preset or "clasico", **options}


def write_layout(app, path: str, extra: dict | None = None) -> None:
    """The tiles the scene on top drew (as its renderer recorded them), as JSON."""
    import json

    from edu_domino.atomic import write_atomic
    from edu_domino.ui.drawn import layout_document

    scene = app.top
    tiles = scene.drawn_tiles() if hasattr(scene, "drawn_tiles") else []
    marks = scene.drawn_marks() if hasattr(scene, "drawn_marks") else []
    doc = layout_document(app.screen.get_size(), tiles, marks)
    if hasattr(scene, "drawn_regions"):
        doc["regions"] = {name: [r.x, r.y, r.w, r.h] for name, r in scene.drawn_regions().items()}
    doc.update(extra or {})
    write_atomic(path, json.dumps(doc, indent=1) + "\n")
