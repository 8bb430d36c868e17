"""Issue 27: a listen step is judged by what can be heard. Choices no ear can tell apart are
refused by check-pack with the reason; a rhythm of rests only is refused. The expected messages
are written here by hand in each language, not read from the catalogues."""

from __future__ import annotations

import pytest

from edu_domino import i18n
from edu_domino.cli import main
from edu_domino.lesson import loads_pack

HEAD = '''id = "l"
version = 1
faces = "notes"
tempo = 60
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "listen"
id = "x"
'''


def _check(tmp_path, capsys, step: str, lang: str) -> tuple[int, str]:
    pack = tmp_path / "l.toml"
    pack.write_text(HEAD + step, encoding="utf-8")
    i18n.set_language(lang)
    try:
        code = main(["check-pack", str(pack)])
    finally:
        i18n.set_language(None)
    return code, capsys.readouterr().err


# The step's choices sit on line 11 of the file (HEAD is 9 lines, then play).
TRAILING_REST = {
    "en": "l.toml:11: q and q+rq sound the same: a rest at the end is not heard; "
          "keep one of them, or change q+rq so that it sounds different",
    "es": "l.toml:11: q y q+rq suenan igual: un silencio al final no se oye; "
          "deja solo una de las dos, o cambia q+rq para que suene distinto",
    "pt": "l.toml:11: q e q+rq soam iguais: uma pausa no final não se ouve; "
          "deixe só uma das duas, ou mude q+rq para que soe diferente",
}


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_q_and_q_with_a_trailing_rest_as_choices_are_refused(tmp_path, capsys, lang):
    code, err = _check(tmp_path, capsys, 'play = "q+rq"\nchoices = ["q", "q+rq", "h"]\n', lang)
    assert code == 1
    assert TRAILING_REST[lang] in err
    assert "Traceback" not in err


ALL_RESTS = {
    "en": ("rq is all rests: the pupil would hear only silence",
           "rq and rh sound the same: both are rests only, so both are silence"),
    "es": ("rq son solo silencios: el alumno no oiría nada",
           "rq y rh suenan igual: las dos son solo silencios, así que no suena nada"),
    "pt": ("rq são só pausas: o aluno não ouviria nada",
           "rq e rh soam iguais: as duas são só pausas, então não soa nada"),
}


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_rhythm_of_rests_only_and_rests_as_choices_are_refused(tmp_path, capsys, lang):
    code, err = _check(tmp_path, capsys, 'play = "rq"\nchoices = ["rq", "rh", "q"]\n', lang)
    assert code == 1
    for words in ALL_RESTS[lang]:
        assert words in err


@pytest.mark.parametrize(("choices", "why"), [
    ('["q_e", "q.", "h"]', "a tied note sounds as one long note"),
    ('["q+rh+q", "q+rq+rq+q", "h"]', "rests one after another sound as one silence"),
])
def test_other_choices_that_sound_the_same(tmp_path, capsys, choices, why):
    code, err = _check(tmp_path, capsys, f'play = "h"\nchoices = {choices}\n', "en")
    assert code == 1 and why in err


@pytest.mark.parametrize(("play", "choices"), [
    ("rq+q", '["q", "rq+q", "h"]'),  # a rest first is heard: the rhythm comes a beat after the pulse
    ("q+h", '["h+q", "q+h", "q+q"]'),  # the same notes in another order
    ("q+rq", '["q+rq", "h", "e+e"]'),  # a rest at the end with no choice like it
])
def test_choices_that_sound_different_are_accepted(tmp_path, capsys, play, choices):
    code, err = _check(tmp_path, capsys, f'play = "{play}"\nchoices = {choices}\n', "en")
    assert code == 0, err


def test_what_is_heard_decides_the_right_choice():
    # q+rq played: the pupil hears one quarter; with q offered (and no q+rq) q is right
    pack, problems = loads_pack(HEAD + 'play = "q+rq"\nchoices = ["h", "q", "e+e"]\n')
    assert pack is not None, [str(p) for p in problems]
    (step,) = pack.steps
    assert step.is_right(step.read("q"))
    assert not step.is_right(step.read("h")) and not step.is_right(step.read("e+e"))
