"""A lesson's tap step done by keyboard alone: Space to start, Space for each note, Enter to go
on; a wrong go shows where on the timelines and offers another try. Onsets worked by hand: at
tempo 60 a quarter is 1 s, so q+e+e sounds at 0, 1 and 1.5 s."""

from __future__ import annotations

import pygame
from ui_helpers import StillClock, press, tap_key, tap_rhythm

from edu_domino.lesson import load_pack
from edu_domino.ui.tap.session import Phase
from edu_domino.ui.tap.timeline import EARLY, RIGHT

PACK = '''id = "taps"
version = 1
languages = ["en", "es", "pt"]
faces = "notes"
tempo = 60
title = { en = "Taps", es = "Toques", pt = "Toques" }
instructions = { en = "Tap.", es = "Toca.", pt = "Toque." }

[[steps]]
kind = "tap"
id = "t1"
play = "q+e+e"
hear_first = false
'''


def lesson(make_app, tmp_path, language="en"):
    path = tmp_path / "taps.toml"
    path.write_text(PACK, encoding="utf-8")
    app = make_app(language=language)
    app.input.clock = StillClock(100.0)  # the pad's clock: moved by hand, never waited for
    scene = app.open("lesson", pack=load_pack(path), seed=1)
    press(app, pygame.K_RETURN)  # past the instructions
    return app, scene


def test_a_tap_step_done_by_keyboard_alone(make_app, tmp_path):
    app, scene = lesson(make_app, tmp_path)
    assert scene.timed_input  # the app stamps the keys while the pad takes taps
    tap_rhythm(app, scene.view.pad, [0.0, 1.04, 1.47])
    assert scene.feedback.right and scene.waiting
    assert [m.kind for m in scene.view.pad.marks()] == [RIGHT, RIGHT, RIGHT]
    press(app, pygame.K_RETURN)  # Continue
    assert scene.runner.finished and scene.runner.score == 1
    assert scene.runner.answers[0].given.startswith("0.000 1.040 1.470")


def test_a_wrong_go_shows_where_and_offers_another_try(make_app, tmp_path):
    app, scene = lesson(make_app, tmp_path, language="es")
    pad = scene.view.pad
    tap_rhythm(app, pad, [0.0, 0.7, 1.5])
    assert not scene.feedback.right and not scene.feedback.done
    assert [m.kind for m in pad.marks()] == [RIGHT, EARLY, RIGHT]
    assert scene.feedback.hint  # what to fix first, in words
    labels = [c.label for c in scene.build_choices()]
    assert labels[0] == "Otra vez"  # Try again first, then hear my taps and the rhythm
    app.draw()
    press(app, pygame.K_RETURN)
    assert pad.phase is Phase.READY
    tap_rhythm(app, pad, [0.0, 1.0, 1.5])
    assert scene.feedback.right


def test_leaving_during_the_count_in_stops_its_clicks(make_app, tmp_path):
    app, scene = lesson(make_app, tmp_path)
    pad = scene.view.pad
    stops = []
    pad.session.sound = type("Sound", (), {"play_at": lambda *a: None, "stop": lambda *a: stops.append(1)})()
    tap_key(app, app.input.clock())
    assert pad.phase is Phase.COUNT_IN
    press(app, pygame.K_ESCAPE)  # Esc while counting in: start over, silently
    assert pad.phase is Phase.READY and stops == [1]
    press(app, pygame.K_ESCAPE)  # Esc again: leave the lesson
    assert app.top is not scene


def open_tile_step(make_app, tmp_path, keys: str):
    """The lesson on a tap step of tile 4-2 with these extra keys, past its instructions."""
    path = tmp_path / "tile.toml"
    path.write_text(PACK.replace('play = "q+e+e"', 'tile = "4-2"' + keys), encoding="utf-8")
    app = make_app()
    app.input.clock = StillClock(100.0)
    scene = app.open("lesson", pack=load_pack(path), seed=1)
    press(app, pygame.K_RETURN)
    return app, scene


def test_a_tile_step_is_judged_on_the_rhythm_the_step_judges(make_app, tmp_path):
    app, scene = open_tile_step(make_app, tmp_path, "")
    # 4 is a half note (2 s), 2 a quarter, as drawn (issue 27: no eighth between): 0 and 2 s
    assert scene.view.pad.session.rhythm == scene.shown.rhythm
    assert scene.view.pad.session.onsets == (0.0, 2.0)
    tap_rhythm(app, scene.view.pad, [0.0, 2.0])
    assert scene.feedback.right


def test_a_rest_between_the_halves_is_drawn_played_and_judged(make_app, tmp_path):
    app, scene = open_tile_step(make_app, tmp_path, "\nrest_between = true")
    # a half note (2 s), an eighth rest (0.5 s), a quarter: 0 and 2.5 s; the rest is a box of its own
    pad = scene.view.pad
    assert [h.body for h in pad.halves] == ["h", "re", "q"]
    assert pad.session.rhythm == scene.shown.rhythm
    assert pad.session.onsets == (0.0, 2.5)
    tap_rhythm(app, pad, [0.0, 2.5])
    assert scene.feedback.right


class TapThenChoice:
    """A practice session (progress.PracticeSession's calls) serving a rhythm item, then a
    choice item; it keeps the answers it is given."""

    length = None  # no chosen number of questions: it never finishes by itself
    finished = False

    def __init__(self, record, pupil, skills=(), seed=None, **aims) -> None:
        from edu_domino.progress.drills import default_drills

        drills = default_drills()
        self.items = [drills.item("tap:notes:q+e+e"), drills.catalogue("sums")[0]]
        self.answers: list[str] = []
        self.pupil = pupil

    def next_item(self):
        return self.items[min(len(self.answers), 1)]

    @property
    def question_number(self) -> int:
        return len(self.answers) + 1

    def mark(self, value: str):
        """Checked here, then saved by the record worker (an entry it keeps until saved)."""
        item = self.next_item()
        feedback = type("Feedback", (), {"right": item.check(value), "expected": None})()
        from edu_domino.progress.unsaved import answer_entry

        entry = answer_entry(self.pupil, item.key, item.skill, value, item.expected, item.check(value), 0,
                             source="practice")
        return type("Marked", (), {"feedback": feedback, "entry": entry, "given": value})()

    def count(self, marked):
        self.answers.append(marked.given)
        return marked.feedback

    def keeper(self):
        return lambda record: None  # no copy of the schedule to keep on a laptop's file


def test_practice_taps_a_rhythm_item_on_the_tap_screen(make_app, monkeypatch):
    from ui_helpers import settle

    import edu_domino.progress as progress
    from edu_domino.ui.scenes.practice_drill import DrillScene
    from edu_domino.ui.scenes.tap_drill import TapDrillScene

    monkeypatch.setattr(progress, "PracticeSession", TapThenChoice)
    from edu_domino.progress import open_record

    with open_record() as record:
        rui = record.create_pupil("Rui")
    app = make_app()
    app.input.clock = StillClock(100.0)
    drill = DrillScene(app, pupil=rui)
    app.push(drill)
    settle(app)
    tap = app.top
    assert isinstance(tap, TapDrillScene)
    tap_rhythm(app, tap.pad, tap.pad.session.onsets)  # at the practice tempo (80)
    settle(app)
    assert drill.session.answers and tap.pad.verdict.right
    assert drill.session.items[0].check(drill.session.answers[0])  # the record judges it right too
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0, stamp=0.0)])
    press(app, pygame.K_RETURN)  # Next (from "Hear my taps", Left goes round to it)
    settle(app)
    assert app.top is drill and drill.item is drill.session.items[1]  # on to the next item
