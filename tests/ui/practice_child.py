"""A child edu-domino for the practice side-file test: the real App, its real RecordWorker, the
real practice screen and the real frame loop. The pupil answers one question while the record is
free (saved), then, once the parent holds the record locked, a second one (it stays queued); then
the window is closed.

    python practice_child.py PUPIL_ID PUPIL_NAME CLOSE_TIMEOUT

Prints "ready" after the first answer was saved, waits for a line on stdin (the parent has locked
the record), prints "queued ITEM GIVEN" for the second answer and "exit CODE" at the end.
"""

from __future__ import annotations

import sys

import pygame
from app_children import child_app
from ui_helpers import frames_until

from edu_domino.ui.scenes.practice_drill import DrillScene


def main() -> int:
    app, pupil = child_app(close_timeout=float(sys.argv[3]))
    drill = DrillScene(app, pupil, seed=1)
    app.push(drill)
    frames_until(app, lambda: drill.item is not None)
    drill.activate("answer", drill.item.choices[0])
    frames_until(app, lambda: drill.feedback is not None)  # saved: the record was free
    drill.activate("button", "next")
    print("ready", flush=True)
    sys.stdin.readline()  # the parent holds the record now
    item, given = drill.item, drill.item.choices[-1]
    drill.activate("answer", given)
    frames_until(app, lambda: app.records.retrying is not None)
    print(f"queued {item.key} {item.normalise(given)}", flush=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button
    code = app.run()
    print(f"exit {code}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
