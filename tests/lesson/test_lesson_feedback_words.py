"""Feedback a child understands: the runner's right answers and hints name halves and tiles by
their faces in the pupil's language ("negra + corchea", "semínima", "2³"), never a code
("notes:q", "q + h") nor, with notes or powers, a value as a number. Oracles are sentences and
patterns written here by hand."""

from __future__ import annotations

import re

import pytest

from edu_domino.engine import Play, parse_tile
from edu_domino.lesson import Runner, load_pack, loads_pack
from edu_domino.resources import bundled_lessons_dir

HEAD = '''
id = "w"
version = 1
faces = "{faces}"
retries = 0
repeat_wrong = 0
shuffle = false
title = {{ es = "T", pt = "T", en = "T" }}
instructions = {{ es = "i", pt = "i", en = "i" }}
'''

STEPS = '''
[[steps]]
kind = "build"
id = "b"
target = 3
palette = ["notes:q", "notes:e", "notes:h"]

[[steps]]
kind = "listen"
id = "l"
play = "notes:h_e"
choices = ["notes:h_e", "notes:q"]

[[steps]]
kind = "match"
id = "m"
half = "notes:q"
choices = [["notes:h", "notes:e"], ["notes:q", "notes:h."]]

[[steps]]
kind = "chain"
id = "c"
line = ["2-4", "4-1"]
hand = ["1-6", "5-5"]
'''

# The right answer each step shows after a wrong one, and the hint, worked by hand from the
# plain spellings (1 = e, 2 = q, 4 = h, 5 = h_e, 6 = h.).
ANSWERS = {
    "es": ["negra + corchea", "blanca ligada a corchea", "negra y blanca con puntillo",
           "corchea y blanca con puntillo en el extremo derecho"],
    "pt": ["semínima + colcheia", "mínima ligada a colcheia", "semínima e mínima pontuada",
           "colcheia e mínima pontuada na ponta direita"],
    "en": ["quarter note + eighth note", "half note tied to eighth note", "quarter note and dotted half note",
           "eighth note and dotted half note on the right end"],
}
MATCH_HINT = {
    "es": "Busca las fichas con una mitad que valga lo mismo que esta: negra.",
    "pt": "Procure as peças com uma metade que valha o mesmo que esta: semínima.",
    "en": "Look for the tiles with a half worth as much as this one: quarter note.",
}
CHAIN_HINT = {
    "es": "Los extremos libres muestran negra y corchea: una ficha encaja si una de sus mitades vale lo mismo.",
    "pt": "As pontas livres mostram semínima e colcheia: uma peça encaixa se uma de suas metades vale o mesmo.",
    "en": "The open ends show quarter note and eighth note: a tile fits when one of its halves is worth the same.",
}
# A spelling's letters as code: "q + h", "h_e", "q." (a note letter beside +, _ or a dot).
NOTE_CODE = r"\b[whqes]\.*\s*[+_]|[+_]\s*r?[whqes]\b|\b[whqes]\.+(\s|$)"
WRONG = {"b": [2], "l": 1, "m": [0], "c": "5-5 R"}


def notes_pack():
    pack, problems = loads_pack(HEAD.format(faces="notes") + STEPS)
    assert pack is not None, [str(p) for p in problems]
    return pack


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_after_a_wrong_answer_the_right_one_is_named_by_its_faces(lang):
    runner = Runner(notes_pack(), lang)
    shown, hints = [], {}
    while not runner.finished:
        step = runner.current
        fb = runner.submit(WRONG[step.id])
        assert fb.done and not fb.right
        shown.append(fb.expected_text)
        hints[step.id] = fb.hint
    assert shown == ANSWERS[lang]
    assert hints["m"] == MATCH_HINT[lang] and hints["c"] == CHAIN_HINT[lang]
    # (a build hint counts the pupil's notes in eighths and a listening hint the sounds: counts)
    for text in [*shown, hints["m"], hints["c"]]:
        assert not re.search(r"\d|notes:|" + NOTE_CODE, text), text


def test_a_right_answer_is_praised_in_words_not_codes():
    runner = Runner(notes_pack(), "es")
    fb = runner.submit([0, 1])  # negra + corchea = 3 corcheas, as long as one dotted quarter
    # the pupil's own notes, and the one note they last as long as (issue 26)
    assert fb.right and fb.expected_text == "negra + corchea: juntas duran lo mismo que una negra con puntillo."


def test_show_numbers_adds_the_values_to_hints_and_answers():
    runner = Runner(notes_pack(), "pt", show_numbers=True)
    runner.submit([2])
    runner.submit(1)
    fb = runner.submit([0])
    assert fb.expected_text == "semínima (2) e mínima pontuada (6)"
    assert fb.hint.endswith("semínima (2).")


def test_a_game_refusal_in_a_lesson_names_the_ends_by_their_notes():
    pack, problems = loads_pack(HEAD.format(faces="notes") + '''
[[steps]]
kind = "game"
id = "g"
rules = "clasico"
opponents = ["random"]
seed = 3
''')
    assert pack is not None, [str(p) for p in problems]
    runner = Runner(pack, "es")
    game = runner.game
    for _ in range(200):  # computers move until the pupil is on turn with a line down
        if game.to_move(0) and game.spectator().line:
            break
        game.computer_move()
    hand = game.seat_view(0).hand
    legal = set(game.legal(0))
    misfit = next(t for t in hand if Play(t, "L") not in legal and Play(t, "R") not in legal)
    fb = runner.submit(f"{misfit} L")
    assert fb.hint.startswith("Los extremos libres muestran ")
    assert not re.search(r"\d", fb.hint), fb.hint
    assert parse_tile(str(misfit))


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_no_bundled_pack_answer_or_hint_is_a_code(lang):
    """Every scored step of every bundled pack, answered wrong to the end: what the pupil reads
    has no key ("notes:", "powers:"), no caret power ("2^3") and no note letters."""
    for path in sorted(bundled_lessons_dir().glob("*.toml")):
        pack = load_pack(path)
        runner = Runner(pack, lang, seed=1)
        for _ in range(200):
            step = runner.current
            if step is None:
                break
            if step.kind == "game":
                runner.close_game()
                break
            fb = runner.submit(_wrong(step))
            for text in (fb.expected_text, fb.hint):
                assert not re.search(r"(notes|powers|pips|numerals):\S|\^|" + NOTE_CODE, text), (path.name, step.id, text)


def _wrong(step):
    """An answer that is readable and wrong (or any answer for explain steps)."""
    kind = step.kind
    if kind == "sum":
        return (not step.expected()) if step.yes_no else step.expected() + 1
    if kind == "match":
        return [i for i in range(len(step.choices)) if i not in step.matching][:1] or []
    if kind == "build":
        return [0] * (step.max_parts + 1)
    if kind == "listen":
        return next((i for i in range(len(step.choices)) if i not in step.right_choices), 0)
    if kind == "chain":
        wrong = [f.tile for f in step.hand if not any(p.tile == f.tile for p in step.legal)]
        return f"{wrong[0]} L" if wrong else "draw"
    return None


PROMPTS = {  # (shown, es, pt, en): the prompt agrees in number with the notes shown
    '["notes:q"]': ("¿Cuántas corcheas vale?", "Quantas colcheias vale?", "How many eighth notes is this worth?"),
    '["notes:q+e"]': ("¿Cuántas corcheas valen estas figuras juntas?", "Quantas colcheias valem estas figuras juntas?",
                      "How many eighth notes are these notes worth together?"),
    '["notes:q", "notes:e"]': ("¿Cuántas corcheas valen estas figuras juntas?",
                               "Quantas colcheias valem estas figuras juntas?",
                               "How many eighth notes are these notes worth together?"),
}


@pytest.mark.parametrize("shown", sorted(PROMPTS))
def test_the_default_sum_prompt_agrees_in_number(shown):
    pack, problems = loads_pack(HEAD.format(faces="notes") + f'[[steps]]\nkind = "sum"\nid = "s"\nshow = {shown}\n')
    assert pack is not None, [str(p) for p in problems]
    said = tuple(Runner(pack, lang).prompt() for lang in ("es", "pt", "en"))
    assert said == PROMPTS[shown]


def test_a_practice_sum_of_several_notes_asks_about_these_notes():
    from edu_domino.i18n import translate
    from edu_domino.progress.drills import Drills

    drills = Drills()
    assert translate("en", drills.item("sum:notes:q+e").prompt) == "How many eighth notes are these notes worth together?"
    assert translate("es", drills.item("sum:notes:q").prompt) == "¿Cuántas corcheas vale?"
