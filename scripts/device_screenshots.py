#!/usr/bin/env python3
"""Screenshots of the class-play device page in headless chromium, into docs/screenshots/.

    python3 scripts/device_screenshots.py [--out docs/screenshots] [--lang es]

A class game on loopback (three devices and a computer, note faces) a few moves in, seen on a
phone on its turn and on a laptop; and a whole-class lesson's match question on a phone. Needs
Debian's chromium and chromium-driver (the browser helper is the tests' own).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "classplay"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def settle(web, css: str) -> None:
    for _ in range(200):
        if web.find_elements("css selector", css):
            time.sleep(0.5)  # the pictures load
            return
        time.sleep(0.05)
    raise SystemExit(f"the page never showed {css}")


def game_shots(out: Path, lang: str) -> list[Path]:
    from browsers import PHONE, close_browser, open_browser

    from edu_domino.classplay.server import ClassServer
    from edu_domino.classplay.session import open_game
    from edu_domino.ui.face_images import face_pngs

    table, keys = open_game("clasico", seats="device,device,device,greedy", names=["Ana", "Bruno", "Carla", "Robot"],
                            faces="notes", seed=4, pace=0.0)
    server = ClassServer(table=table, images=face_pngs(keys), host="127.0.0.1", port=0, lang=lang)
    server.start_in_thread()
    rng = random.Random(4)
    shots = []
    try:
        for _ in range(6):  # a few moves so the ends are open
            turn = table.turn
            if table.seats[turn].control.value == "computer":
                table.game.computer_move()
            else:
                table.act(turn, rng.choice(table.game.legal(turn)))
        while table.seats[table.turn].control.value == "computer":
            table.game.computer_move()
        table.tick(0.0)
        for name, size in (("phone", PHONE), ("laptop", (1280, 800))):
            web = open_browser(size)
            try:
                web.get(server.join_url(table.seats[table.turn].token) + f"?lang={lang}")
                settle(web, "#hand .tile.playable img")
                target = out / f"class-device-{name}-{lang}.png"
                web.save_screenshot(str(target))
                shots.append(target)
            finally:
                close_browser(web)
    finally:
        server.stop_thread()
        table.close()
    return shots


def lesson_shot(out: Path, lang: str) -> Path:
    from browsers import close_browser, open_browser

    from edu_domino.classplay import ClassLesson, ClassRecorder, lesson_face_keys
    from edu_domino.classplay.server import ClassServer
    from edu_domino.lesson import load_pack
    from edu_domino.progress import open_record
    from edu_domino.resources import bundled_lessons_dir
    from edu_domino.ui.face_images import face_pngs

    pack = load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml")
    home = tempfile.mkdtemp(prefix="edu-domino-shot-")
    lesson = ClassLesson(pack, lang, ClassRecorder(lambda: open_record(Path(home) / "progress.sqlite3")))
    server = ClassServer(lesson=lesson, images=face_pngs(lesson_face_keys(pack)), host="127.0.0.1", port=0, lang=lang)
    server.start_in_thread()
    web = open_browser()
    try:
        token = lesson.join("Ana")
        while lesson.step is None or lesson.step.kind != "match":
            lesson.advance()
        web.get(server.join_url(token) + f"?lang={lang}")
        settle(web, "#answers .tile img")
        web.find_elements("css selector", "#answers .tile")[0].click()
        target = out / f"class-device-lesson-{lang}.png"
        web.save_screenshot(str(target))
    finally:
        close_browser(web)
        server.stop_thread()
        lesson.close()
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="es", choices=("es", "pt", "en"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for path in [*game_shots(out, args.lang), lesson_shot(out, args.lang)]:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
