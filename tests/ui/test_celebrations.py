"""Celebrations: a burst and a happy tune for a right answer, a won hand, a won match and a
finished lesson; any key ends one; the calm setting gives a still, silent message instead."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.engine import get_preset
from edu_domino.play import SeatKind, SeatSpec, TableGame
from edu_domino.ui.demo import play_to_round_end
from edu_domino.ui.sound import SoundPlayer
from edu_domino.ui.tiles import TileArt

# The tunes, written out here (pitch order of the note-ons): C major, rising.
TUNES = {"right": [72, 76, 79], "hand": [67, 72, 76, 79], "lesson": [72, 74, 76, 79, 84],
         "match": [67, 72, 76, 79, 76, 84]}


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def recorded(make_app):
    """An app whose sound goes to the recorder output (no device), on a clock the test moves."""
    def make(**settings):
        app = make_app(size=(800, 600), **settings)
        clock = FakeClock()
        app.sound = SoundPlayer("recorder", 1.0, clock=clock)
        app.sound.wait()

        def heard() -> list[int]:
            app.sound.wait()
            clock.now += 60.0
            app.sound.update(clock.now)
            return [pitch for _t, pitch, _v in app.sound.output.notes()]
        return app, heard
    yield make


@pytest.mark.parametrize("occasion", sorted(TUNES))
def test_a_celebration_plays_its_tune_through_the_sound_output(recorded, occasion):
    app, heard = recorded()
    app.open("title")
    shown = app.celebrate(occasion, name="Ana")
    assert app.celebration is shown and shown.active and shown.animated
    assert heard() == TUNES[occasion]
    app.sound.close()


def test_a_key_ends_the_celebration_and_still_reaches_the_scene(recorded):
    app, _heard = recorded()
    title = app.open("title")
    app.celebrate("right")
    app.frame()
    assert app.celebration is not None
    press(app, pygame.K_DOWN)
    assert app.celebration is None
    assert title.menu.focus == 1  # the key did its usual job too
    app.sound.close()


def test_a_celebration_ends_by_itself_within_a_few_seconds(make_app):
    app = make_app(size=(800, 600))
    app.open("title")
    app.celebrate("match", name="Ana")
    for _ in range(3 * 60):  # three seconds of frames
        app.frame()
    assert app.celebration is None


def test_calm_gives_a_still_silent_message(recorded):
    app, heard = recorded(calm=True)
    app.open("title")
    shown = app.celebrate("right")
    assert not shown.animated
    assert shown.phrase in ("Well done!", "Great!", "Yes, that's it!", "Super!")
    app.frame()
    assert heard() == []
    app.sound.close()


def test_the_burst_is_drawn_and_the_calm_message_is_still(make_app):
    """Two frames apart, the burst has moved; the calm message has not."""
    shots = {}
    for calm in (False, True):
        app = make_app(size=(800, 600), calm=calm)
        app.open("title")
        app.celebrate("hand", name="Ana")
        app.frame()
        first = pygame.image.tobytes(app.screen, "RGB")
        app.frame(dt=0.2)
        shots[calm] = first != pygame.image.tobytes(app.screen, "RGB")
    assert shots == {False: True, True: False}


def _game_won_by(person_wins: bool) -> TableGame:
    """A first hand between a person (seat 0) and a computer that ends with the wanted winner."""
    rules = get_preset("clasico", players=2, teams=0, target=500)
    for seed in range(60):
        game = TableGame(rules, (SeatSpec("Ana"), SeatSpec("CPU", SeatKind.COMPUTER, "greedy")), seed=seed)
        play_to_round_end(game, seed)
        result = game.spectator().results[-1]
        if result.winner_side is not None and (result.winner_side == game.spectator().side_of[0]) == person_wins:
            return game
        game.close()
    raise AssertionError("no seed gave that winner")


@pytest.mark.parametrize("calm", [False, True])
def test_a_hand_won_by_the_person_is_celebrated(make_app, calm):
    app = make_app(size=(800, 600), calm=calm)
    app.open("title")
    game = _game_won_by(person_wins=True)
    app.open("results", game=game, art=TileArt(app.theme.palette), on_next_round=lambda: None)
    assert app.celebration is not None and app.celebration.occasion == "hand"
    assert app.celebration.animated is (not calm)
    assert "Ana" in app.celebration.phrase
    game.close()


def test_a_hand_won_by_the_computer_is_not_celebrated(make_app):
    app = make_app(size=(800, 600))
    app.open("title")
    game = _game_won_by(person_wins=False)
    app.open("results", game=game, art=TileArt(app.theme.palette), on_next_round=lambda: None)
    assert app.celebration is None
    game.close()


@pytest.mark.parametrize("lang, phrase", [("es", "¡Ana gana la mano!"), ("pt", "Ana vence a mão!"),
                                          ("en", "Ana wins the hand!")])
def test_the_phrases_are_translated(make_app, lang, phrase):
    app = make_app(size=(800, 600), language=lang)
    app.open("title")
    assert app.celebrate("hand", name="Ana").phrase == phrase


def _class_state(round_over, match_over, winner_side, controls):
    """The parts of a class table's public state the celebration reads (two sides: 0,2 and 1,3)."""
    return {"round_over": round_over, "match_over": match_over, "winner_side": winner_side if match_over else None,
            "result": {"winner_side": winner_side} if round_over else None, "side_of": [0, 1, 0, 1],
            "names": ["Ana", "Bea", "Caio", "Dani"],
            "seats": [{"seat": i, "control": c} for i, c in enumerate(controls)]}


@pytest.mark.parametrize("controls, winner, celebrated", [
    (["device", "computer", "device", "computer"], 0, True),   # the pupils' team won
    (["device", "computer", "device", "computer"], 1, False),  # the computers won
    (["keyboard", "device", "computer", "computer"], 1, True),  # a pupil with a computer partner
])
def test_the_class_table_celebrates_a_pupils_win(make_app, controls, winner, celebrated):
    from edu_domino.classplay import ClassGameSetup, ClassTable, Control
    from edu_domino.ui.class_session import ClassSession

    app = make_app(size=(800, 600))
    app.open("title")
    table = ClassTable(ClassGameSetup(get_preset("clasico"), ["Ana", "Bea", "Caio", "Dani"],
                                      [Control.DEVICE] * 4, seed=5, pace=0.0))
    scene = app.make_scene("class-table", session=ClassSession(table=table, port=0))
    scene.celebrate_end(_class_state(False, False, None, controls), _class_state(True, False, winner, controls))
    assert (app.celebration is not None) is celebrated
    if celebrated:
        assert app.celebration.occasion == "hand"
        app.celebration = None
        scene.celebrate_end(_class_state(True, False, winner, controls), _class_state(True, True, winner, controls))
        assert app.celebration.occasion == "match"


def _drill(app, pupil_name="Ana"):
    from ui_helpers import settle

    from edu_domino.progress import open_record
    from edu_domino.ui.scenes.practice_drill import DrillScene

    with open_record() as record:
        pupil = record.create_pupil(pupil_name)
    drill = DrillScene(app, pupil, seed=3)
    app.push(drill)
    settle(app)
    return drill


def _answer(app, drill, right: bool):
    from ui_helpers import settle

    item = drill.item
    values = [v for k, v in drill.options() if k == "answer"]
    good = [i for i, v in enumerate(values) if v == item.expected or v in item.also_right]
    target = good[0] if right else next(i for i in range(len(values)) if i not in good)
    for _ in range((target - drill.focus) % len(drill.options())):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    settle(app)


def test_a_right_answer_in_practice_starts_a_celebration_and_a_key_skips_it(recorded):
    app, heard = recorded()
    drill = _drill(app)
    _answer(app, drill, right=True)
    assert drill.feedback.correct
    assert app.celebration is not None and app.celebration.animated and app.celebration.occasion == "right"
    assert ("cheer", ()) in app.sound.played  # through the app's sound API ...
    assert heard()[:3] == TUNES["right"]  # ... to the output: the tune first, then the answer's sound
    press(app, pygame.K_RETURN)  # Next: the key ends the celebration and goes on
    assert app.celebration is None
    app.sound.close()


def test_a_wrong_answer_is_not_celebrated(make_app):
    app = make_app(size=(800, 600))
    drill = _drill(app)
    _answer(app, drill, right=False)
    assert not drill.feedback.correct and app.celebration is None


def test_with_calm_a_right_answer_has_no_burst_and_no_tune(recorded):
    app, heard = recorded(calm=True)
    drill = _drill(app)
    _answer(app, drill, right=True)
    assert drill.feedback.correct
    assert app.celebration is None or not app.celebration.animated
    assert not any(kind == "cheer" for kind, _ in app.sound.played)
    app.sound.close()


def test_a_finished_lesson_is_celebrated(make_app):
    from ui_helpers import answer_right

    from edu_domino.lesson import find_packs, lesson_dirs

    pack = min((e.pack for e in find_packs(lesson_dirs()) if e.pack is not None), key=lambda p: len(p.steps))
    app = make_app(size=(800, 600))
    scene = app.open("lesson", pack=pack, seed=5)
    app.frame()
    occasions = []
    for _ in range(400):
        if scene.runner.finished:
            break
        if scene.waiting:
            press(app, pygame.K_RETURN)
            continue
        answer_right(app, scene)
        if app.celebration is not None:
            occasions.append(app.celebration.occasion)
    assert scene.runner.finished
    assert "right" in occasions and occasions[-1] == "lesson"
