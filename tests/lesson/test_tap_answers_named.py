"""Issue 27: run-pack names the extra and the missing taps (not "(ms: +0 +0 +0)"), and a pack's
tap answer out of order is refused with the list in order. Expected lines written by hand."""

from __future__ import annotations

import json

import pytest

from edu_domino import i18n
from edu_domino.cli import main

PACK = '''id = "t"
version = 1
faces = "notes"
tempo = 60
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "tap"
id = "x"
play = "q+e+e"
'''


def _run(tmp_path, capsys, taps, lang: str) -> str:
    pack, answers = tmp_path / "t.toml", tmp_path / "a.json"
    pack.write_text(PACK, encoding="utf-8")
    answers.write_text(json.dumps({"x": taps}), encoding="utf-8")
    assert main(["run-pack", str(pack), "--answers", str(answers), "--lang", lang]) == 0
    return capsys.readouterr().out


# q+e+e at tempo 60: notes at 0, 1 and 1.5 s
@pytest.mark.parametrize(("taps", "lang", "said"), [
    ([0, 1, 1.5, 1.9], "en", "0.000 1.000 1.500 1.900 s: an extra tap at 1.900 s, where no note starts"),
    ([0, 1], "en", "0.000 1.000 s: note 3 has no tap"),
    ([0, 1.25, 1.5], "en", "0.000 1.250 1.500 s: note 2 is 250 ms late"),
    ([0, 0.7, 1.5], "en", "0.000 0.700 1.500 s: note 2 is 300 ms early"),
    ([0, 1, 1.5, 1.9], "es", "0.000 1.000 1.500 1.900 s: un toque de más en 1.900 s, donde no empieza ninguna nota"),
    ([0, 1], "es", "0.000 1.000 s: la nota 3 no tiene toque"),
    ([0, 1, 1.5, 1.9], "pt", "0.000 1.000 1.500 1.900 s: um toque a mais em 1.900 s, onde nenhuma nota começa"),
    ([0, 1], "pt", "0.000 1.000 s: a nota 3 não tem toque"),
])
def test_run_pack_names_what_was_wrong_with_the_taps(tmp_path, capsys, taps, lang, said):
    out = _run(tmp_path, capsys, taps, lang)
    assert said in out
    assert "ms: +0" not in out


@pytest.mark.parametrize(("lang", "right"), [("en", "the right answer is [0, 1, 1.5]"),
                                             ("es", "la respuesta correcta es [0, 1, 1.5]")])
def test_run_pack_gives_the_right_taps_in_seconds_as_the_answers_file_writes_them(tmp_path, capsys, lang, right):
    # q+e+e at tempo 60: the notes start at 0, 1 and 1.5 s (not "q+e+e", which the file cannot take)
    out = _run(tmp_path, capsys, [0, 1], lang)
    assert right in out and "q+e+e" not in out


ORDER = {
    "en": "t.toml:11: the taps go from the first to the last, and 1 comes after 1.5; "
          "write them in order, like [0, 1, 1.5]",
    "es": "t.toml:11: los toques van del primero al último, y 1 viene después de 1.5; "
          "escríbelos en orden, así: [0, 1, 1.5]",
    "pt": "t.toml:11: os toques vão do primeiro ao último, e 1 vem depois de 1.5; "
          "escreva-os em ordem, assim: [0, 1, 1.5]",
}


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("answer", ["[1.5, 1.0, 0.0]", "[0.0, 1.5, 1.0]"])
def test_a_tap_answer_out_of_order_is_refused(tmp_path, capsys, lang, answer):
    pack = tmp_path / "t.toml"
    pack.write_text(PACK + f"answer = {answer}\n", encoding="utf-8")
    i18n.set_language(lang)
    try:
        code = main(["check-pack", str(pack)])
    finally:
        i18n.set_language(None)
    err = capsys.readouterr().err
    assert code == 1
    assert ORDER[lang] in err


def test_two_taps_at_the_same_time_are_out_of_order_too(tmp_path, capsys):
    pack = tmp_path / "t.toml"
    pack.write_text(PACK + "answer = [0.0, 1.0, 1.0, 1.5]\n", encoding="utf-8")
    assert main(["check-pack", str(pack)]) == 1
    assert "1 comes after 1" in capsys.readouterr().err
