"""A child edu-domino for the interrupt tests: the real App and its real RecordWorker, a pupil's
answers and a lesson result queued for the record (which the parent holds locked, so they stay
queued), then the real frame loop (`App.run`) until a signal stops it.

    python record_child.py PUPIL_ID PUPIL_NAME N

Prints "ready" once the loop runs (the signal handlers are in place), "leaving" when the app
starts closing (its scenes exit), and "exit CODE" with what `run()` returned.
"""

from __future__ import annotations

import sys

from edu_domino.progress import Pupil
from edu_domino.progress import record as record_module
from edu_domino.ui import records as records_module
from edu_domino.ui.app import App, headless_env
from edu_domino.ui.scene import Scene
from edu_domino.ui.settings import Settings


class Waiting(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.said = False

    def update(self, dt: float) -> None:
        if not self.said:
            self.said = True
            print("ready", flush=True)

    def exit(self) -> None:
        print("leaving", flush=True)

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def main() -> int:
    headless_env()
    record_module.LOCK_WAIT_S = 0.2  # give up on the held lock quickly, and try again
    records_module.RETRY_DELAYS = (0.05, 0.1, 0.2)
    records_module.CLOSE_TIMEOUT = 120.0  # the parent lets go well before this
    pupil_id, name, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    pupil = Pupil(pupil_id, name, False, 0, None)
    app = App(size=(640, 480), settings=Settings(), sound=False)
    app.unsaved_notice_s = 0
    for n in range(count):  # as LessonScene queues each try
        app.records.submit(lambda record, n=n: record.record_answer(
            pupil, f"pow:powers:2^{n % 5}", "powers", f"given-{n}", str(2 ** (n % 5)), True, 700, source="lesson"))
    app.records.submit(lambda record: record.record_lesson(pupil, "warmup", 2, count, count, seconds=60))
    app.push(Waiting(app))
    code = app.run()
    print(f"exit {code}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
