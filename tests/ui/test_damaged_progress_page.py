"""A damaged `day` in one answer no longer stops the pupil's progress page: damaged when the app
opens the record, a copy is kept aside and the row mended; damaged while it is open, the page
opens, the chart leaves that answer out, and the page says that it could not be read."""

from __future__ import annotations

import sqlite3

from ui_helpers import settle

from edu_domino.progress import open_record
from edu_domino.ui.scenes.progress import ProgressScene


def test_the_progress_page_opens_and_flags_an_unreadable_answer(make_app):
    with open_record(clock=lambda: 1_700_000_000.0) as record:
        ana = record.create_pupil("Ana")
        for i in range(6):
            record.record_answer(ana, "pow:powers:2^1", "powers", "2", "2", i % 2 == 0, 500)
        path = record.path
    raw = sqlite3.connect(path)
    raw.execute("UPDATE answers SET day = 'dañado' WHERE id = 3")  # a flipped byte's work
    raw.commit()
    raw.close()
    app = make_app(language="es")
    scene = ProgressScene(app, ana)
    app.push(scene)
    settle(app)
    # Damaged when the app opened it: a copy kept aside, the row mended away, and said once.
    assert app.records.notice and "progress.sqlite3.damaged-" in app.records.notice
    assert not scene.problem and scene.progress.answered == 5 and scene.progress.unreadable == 0
    # Damaged while open (another program wrote it): the page still opens and flags it.
    raw = sqlite3.connect(path)
    raw.execute("UPDATE answers SET day = x'ff' WHERE id = 2")
    raw.commit()
    raw.close()
    app.pop()
    again = ProgressScene(app, ana)
    app.push(again)
    settle(app)
    assert not again.problem and again.progress is not None  # before: TypeError, no page
    assert again.progress.unreadable == 1 and again.progress.answered == 4
    assert [(d.answered, d.correct) for d in again.progress.days] == [(4, 2)]  # ids 1, 4, 5, 6
    app.frame()  # drawn with the note, in Spanish
    assert app.top is again
