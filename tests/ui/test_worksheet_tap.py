"""A tap step on the printed worksheet: its rhythm drawn, the pupil told to clap it, the answer
key giving the rhythm in words."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from edu_domino.cli import main

# Both steps below are heard first (the default): on paper the teacher plays them, so the prompt's
# "listen" holds; a step read cold is clapped straight from the page.
CLAP = {
    "en": "Your teacher plays it first; then clap it back: one clap for each note, none for a rest.",
    "es": "Tu profesor o profesora lo toca primero; después, repítelo con palmas: una palmada por cada nota y "
          "ninguna en los silencios.",
    "pt": "O seu professor toca primeiro; depois, repita com palmas: uma palma para cada nota e nenhuma nas pausas.",
}
CLAP_COLD = {
    "en": "Clap it for your teacher: one clap for each note, none for a rest.",
    "es": "Da palmas para tu profesor o profesora: una palmada por cada nota y ninguna en los silencios.",
    "pt": "Bata palmas para o seu professor: uma palma para cada nota e nenhuma nas pausas.",
}


KEY = {
    "en": ("quarter note + eighth note + eighth note", "quarter note | eighth note + eighth note"),
    "es": ("negra + corchea + corchea", "negra | corchea + corchea"),
    "pt": ("semínima + colcheia + colcheia", "semínima | colcheia + colcheia"),
}


def _text(path) -> str:
    doc = pdfium.PdfDocument(str(path))
    return " ".join(" ".join(doc[i].get_textpage().get_text_range().split()) for i in range(len(doc)))


PACK = """id = "claps"
version = 1
faces = "notes"
title = { es = "Palmas", pt = "Palmas", en = "Claps" }
instructions = { es = "Toca.", pt = "Toque.", en = "Tap." }

[[steps]]
kind = "tap"
play = "q+e+e"

[[steps]]
kind = "tap"
tile = ["q", "e+e"]
"""


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_tap_step_prints_as_a_rhythm_to_clap(tmp_path, capsys, lang):
    out, pack = tmp_path / "sheet.pdf", tmp_path / "claps.toml"
    pack.write_text(PACK, encoding="utf-8")
    assert main(["worksheet", "--lang", lang, str(pack), str(out)]) == 0
    capsys.readouterr()
    text = _text(out)
    assert text.count(CLAP[lang]) == 2  # one under each tap step
    cold = tmp_path / "cold.toml"
    cold.write_text(PACK.replace('play = "q+e+e"', 'play = "q+e+e"\nhear_first = false'), encoding="utf-8")
    assert main(["worksheet", "--lang", lang, str(cold), str(out)]) == 0
    capsys.readouterr()
    cold_text = _text(out)
    assert cold_text.count(CLAP_COLD[lang]) == 1 and cold_text.count(CLAP[lang]) == 1
    # the answer key: the rhythms said in words, never in the pack's codes
    assert KEY[lang][0] in text and KEY[lang][1] in text
    assert "q+e+e" not in text and "e+e" not in text


REST_BETWEEN_PACK = PACK.split("[[steps]]")[0] + """[[steps]]
kind = "tap"
line = [["q.", "q"], ["q", "e"]]
rest_between = true
"""

# Issue 27, what is drawn is what is judged: with `rest_between` the taps wait an eighth between
# the halves (and the tiles), so the paper draws those eighth rests and the key names them.
REST_BETWEEN_KEY = {
    "es": "negra con puntillo | silencio de corchea | negra | silencio de corchea | negra | "
          "silencio de corchea | corchea",
    "en": "dotted quarter note | eighth rest | quarter note | eighth rest | quarter note | eighth rest | eighth note",
}


def test_rests_between_halves_are_drawn_where_they_are_judged(tmp_path):
    from edu_domino.lesson import check_file
    from edu_domino.lesson.kinds import kind_of

    pack_path = tmp_path / "rests.toml"
    pack_path.write_text(REST_BETWEEN_PACK, encoding="utf-8")
    pack, problems = check_file(pack_path)
    assert pack is not None, problems
    (step,) = pack.steps
    drawn = [([h.body for h in halves], framed) for halves, framed in step.drawn_groups]
    # each tile framed with its rest inside, and an unframed rest between the two tiles
    assert drawn == [(["q.", "re", "q"], True), (["re"], False), (["q", "re", "e"], True)]
    # at tempo 80 an eighth is 0.375 s: q. (1.125) + re -> 1.5; q (0.75) + re -> 2.625; q + re -> 3.75
    assert step.rhythm.onsets == pytest.approx((0.0, 1.5, 2.625, 3.75))
    # a device (own pace, a class lesson) draws the same halves and rests it is judged by
    for question in (kind_of(step).question(step, "en"), kind_of(step).own_pace_question(step, "en", 80, None)):
        assert [item["name"] for item in question["show"]] == [
            "dotted quarter note", "eighth rest", "quarter note", "eighth rest", "quarter note", "eighth rest",
            "eighth note"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_key_names_the_rests_between(tmp_path, capsys, lang):
    out, pack = tmp_path / "sheet.pdf", tmp_path / "rests.toml"
    pack.write_text(REST_BETWEEN_PACK, encoding="utf-8")
    assert main(["worksheet", "--lang", lang, str(pack), str(out)]) == 0
    capsys.readouterr()
    assert REST_BETWEEN_KEY[lang] in _text(out)
