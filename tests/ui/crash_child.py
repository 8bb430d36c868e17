"""A child edu-domino for the crash tests: the real App, its real RecordWorker and the real lesson
screen. A pupil answers every question of a bundled pack (right), so the answers and the lesson
result are queued for the record (which the parent holds locked, so they stay queued); then the
lesson screen's drawing fails with an error nobody foresaw, inside the real frame loop.

    python crash_child.py PUPIL_ID PUPIL_NAME CLOSE_TIMEOUT

Prints "answered N" (the tries queued), "leaving" when the app starts closing, and "exit CODE".
"""

from __future__ import annotations

import sys

from app_children import child_app

from edu_domino.lesson import ExplainStep, find_packs, lesson_dirs


def main() -> int:
    app, pupil = child_app(close_timeout=float(sys.argv[3]))
    pack = next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == "warmup-pips-numerals")
    scene = app.open("lesson", pack=pack, seed=1, pupil=pupil)
    while not scene.runner.finished:
        step = scene.runner.current
        scene.submit(None if isinstance(step, ExplainStep) else step.expected())
        if scene.waiting:
            scene._next()
    print(f"answered {len(scene.runner.answers)}", flush=True)
    exit_scene = scene.exit

    def leaving() -> None:
        print("leaving", flush=True)
        exit_scene()

    def broken_draw(surface):
        raise RuntimeError("injected failure in the lesson screen")

    scene.exit = leaving  # type: ignore[method-assign]
    scene.draw = broken_draw  # type: ignore[method-assign]
    code = app.run()
    print(f"exit {code}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
