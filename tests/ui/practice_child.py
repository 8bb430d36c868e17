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
import time

import pygame

from edu_domino.progress import Pupil
from edu_domino.progress import record as record_module
from edu_domino.ui import records as records_module
from edu_domino.ui.app import App, headless_env
from edu_domino.ui.scenes.practice import DrillScene
from edu_domino.ui.settings import Settings


def frames_until(app: App, condition) -> None:
    end = time.monotonic() + 120
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("the record worker never got there")
        app.records.wait_idle(0.05)
        app.frame()


def main() -> int:
    headless_env()
    record_module.LOCK_WAIT_S = 0.2  # give up on the held lock quickly, and try again
    records_module.RETRY_DELAYS = (0.05, 0.1, 0.2)
    records_module.CLOSE_TIMEOUT = float(sys.argv[3])
    pupil = Pupil(int(sys.argv[1]), sys.argv[2], False, 0, None)
    app = App(size=(800, 600), settings=Settings(), sound=False)
    app.unsaved_notice_s = 0
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
