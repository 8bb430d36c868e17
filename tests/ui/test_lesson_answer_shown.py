"""The lesson screen after an answer, driven by keys as a pupil does (SDL dummy driver):
- after the last wrong try the choices stay on screen, the right one(s) marked (a frame, a tick and
  the word "Correcta"), the pupil's own wrong one crossed out, the answer said in words and heard
  once; Space or "Hear it again" plays it again; Continue moves on, and only then the step counter;
- after a wrong try with tries left, "Casi." goes as soon as the pupil changes the choice;
- the footer lists only the keys of the step on screen, on one line at 800x600 and 1920x1080.

Oracles, worked out by hand for the pack below (written in the file's order: shuffle = false):
a quarter (q) counts 2, so of the match's tiles [q|q] (0) and [e+e|h] (2) match; q + h. = 2 + 6 = 8
(the third of 6, 7, 8, 9); the listen's q is the third choice; 7 from e, q, h, q. in at most two
parts is h + q.; on the line 2-4, 4-1 the open ends are 2 and 1, so of 5-5, 1-6, 0-3 only 1-6 fits,
on the right end (1 = an eighth, 6 = a dotted half).
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.sound import SoundPlayer

PACK = '''
id = "answers"
version = 1
faces = "notes"
retries = 1
repeat_wrong = 0
shuffle = false
title = { es = "Respuestas", pt = "Respostas", en = "Answers" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "match"
id = "match"
half = "q"
choices = [["notes:q", "notes:q"], ["notes:e", "notes:h"], ["notes:e+e", "notes:h"], ["notes:e", "notes:e"]]
[[steps]]
kind = "sum"
id = "sum"
show = ["notes:q", "notes:h."]
choices = [6, 7, 8, 9]
[[steps]]
kind = "listen"
id = "listen"
play = "q"
choices = ["h", "e", "q"]
[[steps]]
kind = "build"
id = "build"
target = 7
palette = ["e", "q", "h", "q."]
max_parts = 2
[[steps]]
kind = "chain"
id = "chain"
line = ["2-4", "4-1"]
hand = ["5-5", "1-6", "0-3"]
'''

NOT_QUITE = {"es": "Casi.", "pt": "Quase.", "en": "Not quite."}
THE_ANSWER = {"es": "Casi. La respuesta: ", "pt": "Quase. A resposta: ", "en": "Not quite. The answer: "}
CORRECT = {"es": "Correcta", "pt": "Correta", "en": "Correct"}
STEP = {"es": "Paso {i} de 6", "pt": "Passo {i} de 6", "en": "Step {i} of 6"}
HEAR_AGAIN = {"es": "Escuchar otra vez", "pt": "Ouvir de novo", "en": "Hear it again"}
ANSWER_WORDS = {
    "match": {"es": "negra y negra; corchea + corchea y blanca",
              "pt": "semínima e semínima; colcheia + colcheia e mínima",
              "en": "quarter note and quarter note; eighth note + eighth note and half note"},
    "sum": {"es": "8", "pt": "8", "en": "8"},
    "listen": {"es": "negra", "pt": "semínima", "en": "quarter note"},
    "build": {"es": "blanca + negra con puntillo", "pt": "mínima + semínima pontuada",
              "en": "half note + dotted quarter note"},
    "chain": {"es": "corchea y blanca con puntillo en el extremo derecho",
              "pt": "colcheia e mínima pontuada na ponta direita",
              "en": "eighth note and dotted half note on the right end"},
}
# The right answer as it sounds (spelling keys), and which of the choices drawn are right / the
# pupil's (places counted left to right).
HEARD = {"match": [("tile", ("notes:q", "notes:q")), ("tile", ("notes:e+e", "notes:h"))],
         "sum": [("half", ("notes:q",)), ("half", ("notes:h.",))],
         "listen": [("listen", ("notes:q",))],
         "build": [("sequence", ("notes:h", "notes:q."))],
         "chain": [("tile", ("notes:e", "notes:h."))]}
RIGHT_PLACES = {"match": [0, 2], "sum": [2], "listen": [2]}
WRONG_PLACE = {"match": 1, "sum": 0, "listen": 0}
# A hint that says what to look at, kept (without "Not quite") once the pupil changes the choice.
MATCH_HINT = {"es": "Busca las fichas con una mitad que valga lo mismo que esta: negra.",
              "pt": "Procure as peças com uma metade que valha o mesmo que esta: semínima.",
              "en": "Look for the tiles with a half worth as much as this one: quarter note."}


def lesson(make_app, lang, size=(1280, 720), read=True, **settings):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=size, language=lang, **settings)
    app.sound = SoundPlayer("recorder", 1.0)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    if read:
        press(app, pygame.K_RETURN)  # the instructions page
    return app, scene


def texts(app) -> list[str]:
    drawn = app.theme.record_texts()
    app.frame()
    return list(drawn)


def to_button(app, scene, label) -> None:
    for _ in range(12):
        if scene.build_choices()[scene.focus].label == label:
            return
        press(app, pygame.K_RIGHT)
    raise AssertionError(f"no button {label!r}")


def wrong_try(app, scene, kind, lang) -> None:
    """One wrong answer by keys, as a pupil gives it (the focus starts on the first choice)."""
    if kind == "match":
        press(app, pygame.K_RIGHT)  # [e|h]
        press(app, pygame.K_RETURN)  # marked
        to_button(app, scene, {"es": "Comprobar", "pt": "Conferir", "en": "Check"}[lang])
    elif kind == "build":
        press(app, pygame.K_RETURN)  # an eighth, once
        to_button(app, scene, {"es": "Comprobar", "pt": "Conferir", "en": "Check"}[lang])
    press(app, pygame.K_RETURN)  # the 6, the half note, the 5-5 (it fits nowhere), or Check


def next_step(app, scene) -> None:
    for _ in range(2):
        if not scene.waiting:
            break
        press(app, pygame.K_LEFT)
        to_button(app, scene, {"es": "Continuar", "pt": "Continuar", "en": "Continue"}[scene.app.i18n.language])
        press(app, pygame.K_RETURN)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_after_the_last_wrong_try_the_right_answer_is_drawn_named_and_heard_until_continue(make_app, lang):
    app, scene = lesson(make_app, lang)
    for n, kind in enumerate(["match", "sum", "listen", "build", "chain"]):
        assert scene.shown.id == kind
        wrong_try(app, scene, kind, lang)
        assert not scene.waiting  # one try left
        if kind in ("match", "build"):  # back on Check, with the same choice
            wrong_try(app, scene, "again", lang)
        else:
            press(app, pygame.K_RETURN)  # the same wrong choice again
        assert scene.waiting
        heard_before = list(app.sound.played)
        shown = texts(app)
        assert THE_ANSWER[lang] + ANSWER_WORDS[kind][lang] in " ".join(shown), shown  # wrapped or not
        assert not any("notes:" in t for t in shown)  # never a spelling key
        assert any(t.startswith(STEP[lang].format(i=n + 2)) for t in shown)  # the counter waits
        assert shown.count(CORRECT[lang]) == len(RIGHT_PLACES.get(kind, [0]))
        marks = scene.drawn_marks()
        right = [m.rect for m in marks if m.what == "right_answer"]
        wrong = [m.rect for m in marks if m.what == "wrong_answer"]
        if kind in RIGHT_PLACES:  # every choice still drawn, the right ones and the pupil's marked
            places = sorted((m.rect for m in marks if m.what == "choice"), key=lambda r: r.x)
            assert len(places) == {"match": 4, "sum": 4, "listen": 3}[kind]
            assert [places.index(r) for r in right] == RIGHT_PLACES[kind]
            assert wrong == [places[WRONG_PLACE[kind]]]
        elif kind == "chain":  # the hand as drawn: 1-6 right, 5-5 crossed out
            hand = {t.halves: t.rect for t in scene.drawn_tiles() if t.where == "hand"}
            assert len(hand) == 3
            assert [tuple(r) for r in right] == [hand[(1, 6)]] and [tuple(r) for r in wrong] == [hand[(5, 5)]]
        else:  # build: the pupil's row crossed out, the right one under it
            assert len(right) == 1 and len(wrong) == 1 and right[0].top > wrong[0].bottom
        # heard once when shown (in the submission's sounds), again with Space and with the button
        assert all(cue in heard_before for cue in HEARD[kind])
        press(app, pygame.K_SPACE)
        assert app.sound.played[-len(HEARD[kind]):] == HEARD[kind]
        count = len(app.sound.played)
        to_button(app, scene, HEAR_AGAIN[lang])
        press(app, pygame.K_RETURN)
        assert app.sound.played[count:] == HEARD[kind] and scene.waiting
        next_step(app, scene)
        if kind != "chain":
            assert any(t.startswith(STEP[lang].format(i=n + 3)) for t in texts(app))
    assert scene.runner.finished
    app.sound.close()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_not_quite_goes_when_the_pupil_changes_the_choice(make_app, lang):
    app, scene = lesson(make_app, lang)
    wrong_try(app, scene, "match", lang)
    shown = texts(app)
    assert NOT_QUITE[lang] + " " + MATCH_HINT[lang] in shown
    press(app, pygame.K_LEFT)  # on to the last tile: a new choice
    shown = texts(app)
    assert not any(t.startswith(NOT_QUITE[lang]) for t in shown), shown
    assert MATCH_HINT[lang] in shown  # the advice stays, without the verdict
    press(app, pygame.K_RIGHT)  # back on Check: still not the verdict of another choice
    assert not any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    press(app, pygame.K_RETURN)  # checked again: a fresh verdict, with the answer now
    assert any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    next_step(app, scene)
    press(app, pygame.K_RETURN)  # the sum: 6, wrong
    assert any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    press(app, pygame.K_RIGHT)  # the 7 is focused now: the "not quite" was about the 6
    assert not any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    app.sound.close()


@pytest.mark.parametrize(("show_numbers", "said"), [(False, "Casi. La respuesta: negra"),
                                                      (True, "Casi. La respuesta: negra (2)")])
def test_the_answer_shows_a_notes_value_only_with_show_numbers(make_app, show_numbers, said):
    app, scene = lesson(make_app, "es", show_numbers=show_numbers)
    for _ in range(2):  # the match and the sum, right, by their answers
        scene.submit(scene.shown.expected())
        next_step(app, scene)
    assert scene.shown.id == "listen"
    press(app, pygame.K_RETURN)  # the half note: wrong
    press(app, pygame.K_RETURN)  # and again: the answer is shown
    shown = texts(app)
    assert said in shown, shown
    app.sound.close()


def test_reading_the_instructions_is_not_celebrated_as_a_right_answer(make_app):
    app, scene = lesson(make_app, "es")
    assert scene.shown.id == "match" and app.celebration is None
    app.sound.close()


# The footer of each step, written out: only the keys that work there, in each language's letters.
FOOTERS = {
    "match": {"es": "←→: elegir · Intro: marcar o comprobar · Esc: salir",
              "pt": "←→: escolher · Enter: marcar ou conferir · Esc: sair",
              "en": "←→: choose · Enter: mark or check · Esc: leave"},
    "sum": {"es": "←→ o un número: elegir · Intro: responder · Esc: salir",
            "pt": "←→ ou um número: escolher · Enter: responder · Esc: sair",
            "en": "←→ or a number: choose · Enter: answer · Esc: leave"},
    "listen": {"es": "←→: elegir · Intro: responder · Esc: salir",
               "pt": "←→: escolher · Enter: responder · Esc: sair",
               "en": "←→: choose · Enter: answer · Esc: leave"},
    "build": {"es": "←→: elegir · Intro: añadir o pulsar · Esc: salir",
              "pt": "←→: escolher · Enter: pôr ou apertar · Esc: sair",
              "en": "←→: choose · Enter: add or press · Esc: leave"},
    "chain": {"es": "←→: una ficha · Intro o I/D: jugarla · Esc: salir",
              "pt": "←→: uma pedra · Enter ou E/D: jogá-la · Esc: sair",
              "en": "←→: a tile · Enter or L/R: play it · Esc: leave"},
    "answered": {"es": "Intro: continuar · Espacio: escuchar otra vez · Esc: salir",
                 "pt": "Enter: continuar · Espaço: ouvir de novo · Esc: sair",
                 "en": "Enter: continue · Space: hear it again · Esc: leave"},
    "page": {"es": "←→: elegir · Intro: pulsar · Esc: salir", "pt": "←→: escolher · Enter: apertar · Esc: sair",
             "en": "←→: choose · Enter: press · Esc: leave"},
    "summary": {"es": "Intro: volver a las lecciones · Esc: salir",
                "pt": "Enter: voltar às lições · Esc: sair",
                "en": "Enter: back to the lessons · Esc: leave"},
}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_each_step_footer_lists_its_own_keys_on_one_line(make_app, lang, size):
    app, scene = lesson(make_app, lang, size, read=False)
    assert app.theme.footer_shown == [FOOTERS["page"][lang]]  # the instructions, with a picture to hear
    press(app, pygame.K_RETURN)
    end_keys = {"es": "I/D", "pt": "E/D", "en": "L/R"}[lang]
    for kind in ["match", "sum", "listen", "build", "chain"]:
        app.frame()
        assert app.theme.footer_shown == [FOOTERS[kind][lang]], (kind, app.theme.footer_shown)
        assert (end_keys in FOOTERS[kind][lang]) == (kind == "chain")  # ends only where a tile is laid
        for _ in range(2):
            wrong_try(app, scene, kind if not scene.waiting and _ == 0 else "again", lang)
            if scene.waiting:
                break
        app.frame()
        assert app.theme.footer_shown == [FOOTERS["answered"][lang]]
        next_step(app, scene)
    app.frame()
    assert scene.runner.finished and app.theme.footer_shown == [FOOTERS["summary"][lang]]
    app.sound.close()


GAME = '''
id = "game-refusal"
version = 1
faces = "pips"
title = { es = "Juego", pt = "Jogo", en = "Game" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "game"
id = "hand"
rules = "musica"
options = { players = 2 }
opponents = ["random"]
seed = 4
'''


LIFTED = {"es": "Te toca: las fichas que encajan están levantadas", "pt": "Sua vez: as pedras que encaixam estão levantadas",
          "en": "Your turn: the tiles that fit are lifted"}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_refused_move_in_a_game_is_not_said_beside_another_tile(make_app, lang):
    import time

    from edu_domino.engine import Play

    pack, problems = loads_pack(GAME)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=(1280, 720), language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions page
    game = scene.runner.game
    for _ in range(2000):  # the computer may lead: its thread answers while frames go on
        if game.to_move(0):
            break
        app.frame(dt=1.0)
        time.sleep(0.001)
    fits = {a.tile for a in game.legal(0) if isinstance(a, Play)}
    hand = [c.value for c in scene.build_choices() if c.kind == "tile"]
    stuck = next(i for i, t in enumerate(hand) if t not in fits)  # seed 4: a tile that fits nowhere
    for _ in range((stuck - scene.focus) % len(scene.build_choices())):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    refusal = scene.message
    shown = texts(app)
    assert refusal in " ".join(shown) and any(t.startswith(LIFTED[lang]) for t in shown)  # said under the hand

    def lifted() -> set:
        """The hand's tiles drawn higher than the rest (a hint: they fit)."""
        hand = [t for t in scene.drawn_tiles() if t.where == "hand"]
        low = max(t.rect[1] for t in hand)
        return {t.halves for t in hand if t.rect[1] < low}

    fitting = {(t.a, t.b) for t in fits}  # the engine's legal plays: drawn top half first
    assert lifted() == fitting and fitting
    press(app, pygame.K_RIGHT)  # another tile in focus: the refusal was about the one before
    assert refusal not in " ".join(texts(app))
    assert lifted() == fitting  # the tiles that fit stay lifted until the pupil's next move
    assert app.theme.footer_shown == [{"es": "←→: una ficha · I/D: ponerla · Espacio: robar o pasar · Esc: salir",
                                       "pt": "←→: uma pedra · E/D: colocar · Espaço: comprar ou passar · Esc: sair",
                                       "en": "←→: a tile · L/R: lay it · Space: draw or pass · Esc: leave"}[lang]]
    scene.exit()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_removing_a_built_half_drops_the_verdict_on_it(make_app, lang):
    app, scene = lesson(make_app, lang)
    for _ in range(3):  # the match, the sum and the listen, right, by their answers
        scene.submit(scene.shown.expected())
        next_step(app, scene)
    assert scene.shown.id == "build"
    wrong_try(app, scene, "build", lang)  # an eighth: 1, not 7
    assert any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    press(app, pygame.K_LEFT)  # "Remove the last"
    press(app, pygame.K_RETURN)
    assert scene.view.built == []
    assert not any(t.startswith(NOT_QUITE[lang]) for t in texts(app))
    app.sound.close()


def test_a_count_up_answered_wrong_shows_the_count_it_was(make_app):
    """A sum with no choices (a count-up, as a custom step comes): the pupil's count crossed out,
    the right number beside it marked. q + h. = 2 + 6 = 8."""
    import dataclasses

    pack, problems = loads_pack(PACK)
    assert pack is not None, problems
    steps = tuple(dataclasses.replace(s, choices=()) if s.id == "sum" else s for s in pack.steps)
    app = make_app(size=(800, 600), language="es")
    scene = LessonScene(app, dataclasses.replace(pack, steps=steps), seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions page
    scene.submit(scene.shown.expected())  # the match, right
    next_step(app, scene)
    assert scene.shown.id == "sum"
    for _ in range(3):
        press(app, pygame.K_UP)  # counted to 3
    for _ in range(2):  # Check, twice
        to_button(app, scene, "Comprobar")
        press(app, pygame.K_RETURN)
    assert scene.waiting
    shown = texts(app)
    assert "Casi. La respuesta: 8" in shown and {"3", "8"} <= set(shown)
    marks = scene.drawn_marks()
    choices = sorted((m.rect for m in marks if m.what == "choice"), key=lambda r: r.x)
    assert [m.rect for m in marks if m.what == "wrong_answer"] == [choices[0]]  # the 3 counted
    assert [m.rect for m in marks if m.what == "right_answer"] == [choices[1]]  # the 8


def test_screenshot_of_an_answered_lesson_lists_its_marks(tmp_path):
    """`screenshot lesson-answer --layout`: the first match of "Note values 1" (which tiles match a
    quarter, worth 2?) answered wrong to the end. By hand: of [e+e|h], [e|h], [q|q], [e|e], [q+q|h]
    two match ([e+e|h] and [q|q]); the pupil's pick was one that does not."""
    import json

    from edu_domino.cli import main

    out, layout = tmp_path / "a.png", tmp_path / "a.json"
    assert main(["screenshot", "lesson-answer", str(out), "--size", "800x600", "--lang", "en", "--faces", "notes",
                 "--layout", str(layout)]) == 0
    marks = json.loads(layout.read_text(encoding="utf-8"))["marks"]
    kinds = [m["what"] for m in marks]
    assert kinds.count("choice") == 5 and kinds.count("right_answer") == 2 and kinds.count("wrong_answer") == 1
    image = pygame.image.load(str(out))
    assert all(image.get_rect().contains(pygame.Rect(m["rect"])) for m in marks)  # every mark on the picture


OTHER_STEPS = '''
[[steps]]
kind = "tap"
id = "tap"
play = "q+e+e"
[[steps]]
kind = "sum"
id = "count"
show = ["notes:q"]
'''
# The count-up, tap and game footers (the others are above), written out.
MORE_FOOTERS = {
    "tap": {"es": "Espacio o Intro: tocar · Esc: salir", "pt": "Espaço ou Enter: tocar · Esc: sair",
            "en": "Space or Enter: tap · Esc: leave"},
    "count": {"es": "↑↓ o un número: contar · ←→: elegir · Intro: pulsar · Esc: salir",
              "pt": "↑↓ ou um número: contar · ←→: escolher · Enter: apertar · Esc: sair",
              "en": "↑↓ or a number: count · ←→: choose · Enter: press · Esc: leave"},
    "hand": {"es": "←→: una ficha · I/D: ponerla · Espacio: robar o pasar · Esc: salir",
             "pt": "←→: uma pedra · E/D: colocar · Espaço: comprar ou passar · Esc: sair",
             "en": "←→: a tile · L/R: lay it · Space: draw or pass · Esc: leave"},
}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_tap_count_up_and_game_footers_are_one_line(make_app, lang, size):
    import dataclasses

    pack, problems = loads_pack(GAME + OTHER_STEPS)
    assert pack is not None, [str(p) for p in problems]
    # The count-up has no choices, as a custom step comes (a pack's sum always offers some).
    steps = tuple(dataclasses.replace(s, choices=()) if s.id == "count" else s for s in pack.steps)
    pack = dataclasses.replace(pack, steps=steps)
    for kind in ("tap", "count", "hand"):
        app = make_app(size=size, language=lang)
        scene = LessonScene(app, pack, seed=1)  # each step shown on its own, from its start
        scene.runner.start_at(scene.runner.step_index(kind))
        scene.shown = scene.runner.current
        app.push(scene)
        app.frame()
        assert app.theme.footer_shown == [MORE_FOOTERS[kind][lang]], (kind, app.theme.footer_shown)
        scene.exit()
