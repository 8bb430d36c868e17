"""Packs written as a teacher would, from docs/lesson-packs.md alone, in the languages they teach;
where packs are found (whatever the case of .toml, .toml.txt), packs sharing an id, list order."""

from __future__ import annotations

import shutil

import pytest

from edu_domino.cli import main
from edu_domino.lesson import check_file, find_packs, loads_pack
from edu_domino.resources import bundled_lessons_dir

# A Spanish teacher's pack for 4º de primaria: only Spanish, as the class reads it.
SPANISH_ONLY = '''# Repaso de figuras para 4ºB
id = "repaso-figuras-4b"
version = 1
languages = ["es"]
level = 2
faces = "notes"
tempo = 80
author = "Profa. Lucía Martín"

[title]
es = "Repaso: corcheas y negras"

[instructions]
es = "Mira cada mitad y di cuántas corcheas vale."

[[steps]]
kind = "explain"
id = "recuerda"
show = ["e", "q"]
[steps.text]
es = "La corchea vale 1 y la negra vale 2."

[[steps]]
kind = "sum"
id = "dos-negras"
show = ["q", "q"]
answer = 4

[[steps]]
kind = "match"
id = "busca-el-dos"
half = "q"
choices = ["2-1", "3-0", "2-2"]
answer = ["2-1", "2-2"]

[[steps]]
kind = "listen"
id = "escucha"
play = "q"
choices = ["q", "e+e"]
answer = "q"
hint = { es = "Cuenta los sonidos: uno solo." }
'''

# A Brazilian teacher's pack on powers of two: Portuguese only.
PORTUGUESE_ONLY = '''id = "potencias-5a"
version = "1.1"
languages = ["pt"]
level = 3
faces = "powers"
author = "Prof. João Souza"
title = { pt = "Potências de 2" }
instructions = { pt = "Cada metade mostra uma potência de 2. Ela conta o expoente." }

[[steps]]
kind = "sum"
id = "dois-ao-cubo"
show = ["2^3"]
answer = 3

[[steps]]
kind = "sum"
id = "oito-numero"
show = ["2^3"]
ask = "number"
answer = 8

[[steps]]
kind = "build"
id = "monte-cinco"
target = 5
palette = ["2^1", "2^2", "2^3"]
max_parts = 2
answer = ["2^3", "2^2"]

[[steps]]
kind = "game"
id = "partida"
rules = "musica"
options = { players = 2 }
opponents = ["random"]
prompt = { pt = "Agora jogue uma partida." }
'''

# A bilingual school (Spanish and Portuguese), pips, with a chain step.
BILINGUAL = '''id = "fronteira-frontera"
version = 2
languages = ["es", "pt"]
level = 1
order = 2
title = { es = "Puntos", pt = "Pontos" }
instructions = { es = "Cuenta los puntos.", pt = "Conte os pontos." }

[[steps]]
kind = "sum"
id = "cinco-dos"
show = ["5-2"]
answer = 7

[[steps]]
kind = "sum"
id = "suman-seis"
show = ["3-3"]
target = 6
answer = true

[[steps]]
kind = "chain"
id = "tu-turno"
line = ["1-3", "3-5"]
hand = ["5-2", "6-6", "4-4"]
answer = "5-2 R"
prompt = { es = "Juega una ficha.", pt = "Jogue uma peça." }
'''


@pytest.mark.parametrize("text", [SPANISH_ONLY, PORTUGUESE_ONLY, BILINGUAL], ids=["es", "pt", "es+pt"])
def test_a_pack_in_the_languages_it_declares_passes_with_no_warning(tmp_path, capsys, text):
    path = tmp_path / "pack.toml"
    path.write_text(text, encoding="utf-8")
    pack, problems = check_file(path)
    assert pack is not None and problems == [], [str(p) for p in problems]
    assert main(["check-pack", "--strict", str(path)]) == 0
    out = capsys.readouterr()
    assert out.err == "" and "warning" not in out.out


def test_declared_languages_are_the_only_ones_required():
    text = SPANISH_ONLY.replace('languages = ["es"]', 'languages = ["es", "en"]')
    _, problems = loads_pack(text, "x.toml")
    # Every text lacks English now: one warning per text, naming en (not pt)
    assert problems and all(p.warning and "no en text" in p.what for p in problems)
    assert len(problems) == 4  # title, instructions, the explain text, the hint


def test_a_pack_shown_in_its_language_whatever_the_pupil_asked_for():
    from edu_domino.lesson import Runner

    pack, _ = loads_pack(SPANISH_ONLY, "x.toml")
    runner = Runner(pack, "pt")
    assert runner.title == "Repaso: corcheas y negras"
    assert pack.languages == ("es",)


@pytest.mark.parametrize(("value", "expected"), [
    ('["fr"]', "`fr` is not a language of the app"),
    ("[]", "`languages` is empty"),
    ('"es"', "`languages` must be a list [...], not text in quotes"),
])
def test_bad_languages(value, expected):
    _, problems = loads_pack(SPANISH_ONLY.replace('["es"]', value), "x.toml")
    assert any(expected in p.what and not p.warning for p in problems), [str(p) for p in problems]


def test_packs_are_found_whatever_the_case_of_toml_and_toml_txt_with_a_warning(tmp_path, capsys):
    (tmp_path / "UPPER.TOML").write_text(SPANISH_ONLY, encoding="utf-8")
    (tmp_path / "notepad.toml.txt").write_text(PORTUGUESE_ONLY, encoding="utf-8")
    (tmp_path / "readme.txt").write_text("not a pack", encoding="utf-8")
    ids = {e.pack.id for e in find_packs([("folder", tmp_path)]) if e.pack}
    assert ids == {"repaso-figuras-4b", "potencias-5a"}
    assert main(["check-pack", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert "notepad.toml.txt:1: warning: the file name ends in .txt" in err
    assert "rename it to notepad.toml" in err


def test_two_packs_with_one_id_are_reported_and_only_the_first_opens(tmp_path, capsys):
    shutil.copy(bundled_lessons_dir() / "02-note-values-1.toml", tmp_path / "my-copy.toml")
    entries = [e for e in find_packs([("bundled", bundled_lessons_dir()), ("folder", tmp_path)])
               if e.path.name in ("my-copy.toml", "02-note-values-1.toml")]
    by_name = {e.path.name: e for e in entries}
    assert by_name["02-note-values-1.toml"].pack is not None
    copy = by_name["my-copy.toml"]
    assert copy.pack is None
    assert [str(p) for p in copy.problems] == [
        f"{tmp_path / 'my-copy.toml'}:2: the id 'note-values-1' is also used by "
        f"{bundled_lessons_dir() / '02-note-values-1.toml'}, the pack kept (pupils' answers are recorded under "
        "its id); give this copy its own id, e.g. id = \"note-values-1-2\""]
    assert main(["lessons", "--lessons", str(tmp_path), "--lang", "en"]) == 0
    assert "my-copy.toml:2: the id 'note-values-1' is also used by" in capsys.readouterr().out


def test_the_list_groups_by_level_then_order_then_id(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "es")
    (tmp_path / "b.toml").write_text(BILINGUAL, encoding="utf-8")  # level 1, order 2
    (tmp_path / "a.toml").write_text(BILINGUAL.replace("order = 2\n", "").replace(
        'id = "fronteira-frontera"', 'id = "aaa-first-by-id"'), encoding="utf-8")  # level 1, no order
    entries = [e for e in find_packs([("folder", tmp_path), ("bundled", bundled_lessons_dir())]) if e.pack]
    levels = [(e.pack.level, e.pack.id) for e in entries]
    assert levels == [
        (1, "warmup-pips-numerals"), (1, "fronteira-frontera"), (1, "aaa-first-by-id"),
        (2, "note-values-1"),
        (3, "note-values-2"), (3, "powers-of-two"), (3, "listening"),
        (4, "mixed-review"), (4, "game-notes"), (4, "game-powers")]
    assert main(["lessons", "--lessons", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Nivel 1\n" in out and "Nivel 3\n" in out
    assert "(carpeta, solo en español y portugués)" in out
    assert "(incluido, de edu-domino)" in out


NOTES_TILES = '''id = "figuras-4b"
version = 1
languages = ["es"]
level = {level}
faces = "notes"
difficulty = "{difficulty}"
{spellings}
title = {{ es = "Figuras" }}
instructions = {{ es = "Responde." }}
''' + "".join(f'''
[[steps]]
kind = "sum"
id = "t{a}-{b}"
show = ["{a}-{b}"]
''' for a in range(7) for b in range(a + 1))


def _bodies(text: str) -> set[str]:
    pack, problems = loads_pack(text, "f.toml")
    assert pack is not None, [str(p) for p in problems]
    return {h.body for step in pack.steps for tile in step.show for h in tile.halves}


def test_without_spellings_a_sets_pack_shows_sixteenths_and_dots():
    bodies = _bodies(NOTES_TILES.format(level=2, difficulty="spellings", spellings=""))
    assert any("s" in b for b in bodies) and any("." in b for b in bodies)


@pytest.mark.parametrize(("level", "banned"), [(2, "._sr"), (3, "sr"), (4, "sr")])
def test_spellings_level_keeps_to_what_pupils_have_met(level, banned):
    bodies = _bodies(NOTES_TILES.format(level=level, difficulty="spellings", spellings='spellings = "level"'))
    assert not [b for b in bodies if b != "empty" and any(c in b for c in banned)]
    assert len(bodies) > 7  # still several spellings, not one per value


def test_spellings_by_number_and_by_name():
    by_number = _bodies(NOTES_TILES.format(level=5, difficulty="spellings", spellings="spellings = 2"))
    assert not [b for b in by_number if any(c in b for c in "._s")]
    named = ["e+e", "q+e", "e+q", "q+q"]
    bodies = _bodies(NOTES_TILES.format(level=2, difficulty="spellings",
                                        spellings=f"spellings = {named!r}".replace("'", '"')))
    plain = {"empty", "e", "q", "q.", "h", "h_e", "h."}  # each value's plain spelling stays possible
    assert bodies <= set(named) | plain
    assert set(named) <= bodies


@pytest.mark.parametrize(("value", "expected"), [
    ('"todas"', "`spellings` is 'todas'"), ('["negra"]', "'negra' is a note name"), ("0", "`spellings` is 0"),
])
def test_bad_spellings(value, expected):
    _, problems = loads_pack(NOTES_TILES.format(level=2, difficulty="spellings", spellings=f"spellings = {value}"), "f.toml")
    assert any(expected in p.what for p in problems), [str(p) for p in problems]


SHUFFLED = '''id = "orden"
version = 1
languages = ["es"]
faces = "notes"
{shuffle}
title = {{ es = "Orden" }}
instructions = {{ es = "Responde." }}
''' + "".join(f'''
[[steps]]
kind = "match"
id = "m{n}"
half = "q"
choices = ["2-1", "3-0", "2-2", "4-1", "5-5"]
answer = ["2-1", "2-2"]

[[steps]]
kind = "listen"
id = "l{n}"
play = "h"
choices = ["h", "q+q", "e+e+q", "q.+e"]
answer = "h"
''' for n in range(5))


def test_choices_shuffle_with_a_seed_unless_the_pack_says_not():
    written_tiles = ["2-1", "3-0", "2-2", "4-1", "5-5"]
    written_notes = ["h", "q+q", "e+e+q", "q.+e"]
    first, _ = loads_pack(SHUFFLED.format(shuffle=""), "o.toml")
    again, _ = loads_pack(SHUFFLED.format(shuffle=""), "o.toml")
    assert first.steps == again.steps  # the same order every time
    tiles = [[c.label for c in s.choices] for s in first.steps if s.kind == "match"]
    notes = [[c.body for c in s.choices] for s in first.steps if s.kind == "listen"]
    assert all(sorted(t) == sorted(written_tiles) for t in tiles) and any(t != written_tiles for t in tiles)
    assert all(sorted(n) == sorted(written_notes) for n in notes) and any(n != written_notes for n in notes)
    assert len({tuple(t) for t in tiles}) > 1  # each step its own order
    kept, _ = loads_pack(SHUFFLED.format(shuffle="shuffle = false"), "o.toml")
    assert all([c.label for c in s.choices] == written_tiles for s in kept.steps if s.kind == "match")
    assert all([c.body for c in s.choices] == written_notes for s in kept.steps if s.kind == "listen")
