"""Every example of issue 12 (the readers half) as a regression test: each bad file ends in one
clean message naming the file, the place and the fix, or in quiet success; never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import mido
import pytest

from edu_domino.cli import main
from edu_domino.engine import NotationError, get_preset, parse_action, parse_tile
from edu_domino.engine.replay import (
    ReplayError,
    load_replay,
    load_replays,
    match_to_replay,
    run_replay,
)
from edu_domino.lesson.library import find_packs
from edu_domino.lesson.loader import check_file
from edu_domino.reading import ReadError, load_json, parse_json
from edu_domino.ui import last_game, settings

GOOD = Path(__file__).parents[1] / "engine" / "good_clasico.json"
HEAD = 'id = "p"\nversion = 1\ntitle = { en = "t", es = "t", pt = "t" }\ninstructions = { en = "i", es = "i", pt = "i" }\n'


def _good() -> dict:
    return json.loads(GOOD.read_text())


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def _replay_error(path: Path) -> str:
    with pytest.raises(ReplayError) as info:
        for r in load_replays(path):
            run_replay(r)
    return str(info.value)


def _pack_problems(tmp_path: Path, body: str) -> list[str]:
    pack, problems = check_file(_write(tmp_path / "p.toml", HEAD + body))
    assert pack is None
    return [str(p) for p in problems if not p.warning]


# -- nesting ------------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [65, 900, 5000, 200_000])
def test_a_replay_nested_deep_is_one_message_with_its_line(tmp_path, depth):
    path = _write(tmp_path / "deep.json", '{"rules":\n' + "[" * depth + "]" * depth + "}")
    message = _replay_error(path)
    assert message.startswith(f"{path}: ") and "nest more than 64 deep" in message


def test_settings_nested_deep_are_set_aside_and_the_app_starts(tmp_path):
    path = _write(tmp_path / "settings.json", '{"volume": ' + "[" * 100_000 + "]" * 100_000 + "}")
    got, message = settings.load(path)
    assert got == settings.Settings()
    assert str(path) in message and "nest more than 64 deep" in message and "kept as settings.json.bad-" in message
    assert not path.exists() and len(list(tmp_path.glob("settings.json.bad-*"))) == 1
    assert settings.load(path) == (settings.Settings(), None)  # the next start is quiet


def test_last_game_nested_deep_is_set_aside(tmp_path):
    path = _write(tmp_path / "last-game.json", "[" * 50_000)
    choices, message = last_game.load(path)
    assert choices == {} and "kept as last-game.json.bad-" in message


# -- numbers of thousands of digits ---------------------------------------------------------------


def test_a_replay_seed_of_thousands_of_digits(tmp_path):
    doc = GOOD.read_text().replace('"deal": {', '"deal": {"seed": ' + "9" * 5000 + ", ", 1)
    assert "9" * 5000 in doc
    message = _replay_error(_write(tmp_path / "big.json", doc))
    assert "the number 9999999999...999999 is too large" in message and "at most 20 digits" in message


@pytest.mark.parametrize("number", ["9" * 5000, "1_000_000_000_000_000_000_000"])
def test_a_pack_number_of_thousands_of_digits_names_its_line(tmp_path, number):
    problems = _pack_problems(tmp_path, f"level = {number}\n")
    assert len(problems) == 1 and problems[0].startswith(f"{tmp_path / 'p.toml'}:5: the number ")


def test_check_pack_lessons_and_the_lessons_screen_list_a_pack_with_a_huge_number(tmp_path, capsys):
    _write(tmp_path / "big.toml", HEAD + f"level = {'9' * 5000}\n")
    assert main(["check-pack", str(tmp_path / "big.toml")]) == 1
    assert "big.toml:5: the number" in capsys.readouterr().err
    assert main(["lessons", "--lessons", str(tmp_path)]) == 0
    assert "big.toml:5: the number 9999999999...999999 is too large" in capsys.readouterr().out
    entries = [e for e in find_packs([("folder", tmp_path)])]  # what the Lessons screen lists
    assert len(entries) == 1 and entries[0].pack is None and "too large" in entries[0].problems[0].what


# -- tiles with non-ASCII digits -----------------------------------------------------------------


@pytest.mark.parametrize("text", ["²-1 L", "٣-1", "1-¹", "9" * 5000 + "-1", "６-4"])
def test_tile_text_takes_ascii_digits_only(text):
    with pytest.raises(NotationError):
        parse_action(text)
    with pytest.raises(NotationError):
        parse_tile(text.split()[0])


def test_a_replay_action_with_a_superscript_digit(tmp_path):
    doc = _good()
    doc["actions"][0] = "²-1 L"
    message = _replay_error(_write(tmp_path / "g.json", json.dumps(doc)))
    assert message == f"{tmp_path / 'g.json'}: actions[0]: '²-1' is not a tile; write it as two numbers like 6-4"


@pytest.mark.parametrize("tile", ["²-1", "٣-1", "1-" + "9" * 5000])
def test_pack_tiles_and_answers_with_other_digits(tmp_path, tile):
    body = f'[[steps]]\nkind = "chain"\nline = ["1-3", "3-5"]\nhand = ["5-2", "{tile}"]\nanswer = "{tile} R"\n'
    problems = _pack_problems(tmp_path, body)
    assert problems and all(p.startswith(f"{tmp_path / 'p.toml'}:") for p in problems)
    assert not any("checker failed" in p for p in problems)


# -- text that cannot be encoded, terminal safety --------------------------------------------------


def test_a_lone_surrogate_seat_name_is_refused_by_name(tmp_path, capsys):
    doc = _good()
    doc["seats"][0]["name"] = "\ud800"
    path = _write(tmp_path / "s.json", json.dumps(doc))  # json.dumps writes it as the escape \ud800
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "seats[0].name: the text holds half of a character" in err


def test_seat_names_with_escape_sequences_are_printed_escaped(tmp_path, capfd):
    doc = _good()
    doc["seats"][0]["name"] = "\x1b[2J\x1b]0;owned\x07Ana\u202e"
    path = _write(tmp_path / "s.json", json.dumps(doc))
    assert main(["replay", str(path)]) == 0
    out = capfd.readouterr().out
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "\\x1b[2J\\x1b]0;owned\\x07Ana\\u202e" in out


def test_error_lines_escape_control_characters_in_file_names(tmp_path, capfd):
    assert main(["replay", str(tmp_path / "a\x1b[31mb.json")]) == 1
    err = capfd.readouterr().err
    assert "\x1b" not in err and "a\\x1b[31mb.json: no such file" in err


@pytest.mark.parametrize("name", ["Pupil’s song – 2⁰ ♪ 日本.json", "ok.json"])
def test_export_midi_names_outside_latin1(tmp_path, name):
    src = _write(tmp_path / name, GOOD.read_text())
    out = tmp_path / "out.mid"
    assert main(["export-midi", str(src), str(out)]) == 0
    track_names = [m.name for m in mido.MidiFile(out).tracks[0] if m.type == "track_name"]
    expected = "ok.json (pips)" if name == "ok.json" else "Pupil's song - 20 ? ??.json (pips)"
    assert track_names == [expected]


def test_export_midi_of_a_pack_titled_outside_latin1(tmp_path):
    pack = Path(__file__).parents[2] / "lessons" / "01-warmup-pips-numerals.toml"
    text = pack.read_text(encoding="utf-8")
    text = text.replace('en = "Warm-up: pips and numerals"', 'en = "Música – dó ré mi ♪ 日本’s"', 1)
    src = _write(tmp_path / "p.toml", text)
    out = tmp_path / "p.mid"
    assert main(["export-midi", "--lesson", str(src), str(out)]) == 0
    names = [m.name for m in mido.MidiFile(out).tracks[0] if m.type == "track_name"]
    assert names == ["Música - dó ré mi ? ??'s"]


# -- wrong types ---------------------------------------------------------------------------------


@pytest.mark.parametrize("data", [{"preset": ["clasico"]}, {"preset": {"a": 1}}, {"faces": ["pips"]},
                                  {"kinds": [["human"]] * 10}, {"difficulty": {}}])
def test_last_game_with_wrong_types_falls_back(tmp_path, data):
    choices, message = last_game.load(_write(tmp_path / "last-game.json", json.dumps(data)))
    assert choices == {} and message is None


@pytest.mark.parametrize(("key", "value"), [("round", True), ("round", 1.0), ("bonus", False),
                                            ("pips", [0.0, 10]), ("winner_seat", 1.0)])
def test_replay_results_are_compared_with_exact_types(tmp_path, key, value):
    doc = _good()
    computed = run_replay(doc).results[0]
    assert {"round": 1, "bonus": 0, "winner_seat": computed.winner_seat}.get(key, value) == value or key == "pips"
    doc["results"][0][key] = value
    message = _replay_error(_write(tmp_path / "r.json", json.dumps(doc)))
    assert f"results[0].{key}: the file says {json.dumps(value)} but the rules give" in message


def test_a_score_written_as_a_float_is_refused(tmp_path):
    doc = _good()
    doc["results"][0]["totals"] = [float(v) for v in doc["results"][0]["totals"]]
    assert "results[0].totals: the file says [0.0, 10.0]" in _replay_error(_write(tmp_path / "r.json", json.dumps(doc)))


def test_duplicate_keys_are_refused_with_their_line(tmp_path):
    text = GOOD.read_text().replace('"deal": {', '"deal": {"seed": 1, "seed": 2, ', 1)
    line = text[: text.index('"seed": 1')].count("\n") + 1
    message = _replay_error(_write(tmp_path / "d.json", text))
    assert message == (f"{tmp_path / 'd.json'}: line {line}: the key \"seed\" is written twice in the object "
                       "that starts here; keep one of them")
    with pytest.raises(ReadError, match="written twice"):
        parse_json('{"a": {"b": 1}, "a": 2}', "x.json")


@pytest.mark.parametrize("extra", ['options = { players = 1000000000 }', "seed = 7", 'deal = { hands = [] }'])
@pytest.mark.parametrize("form", ['line = ["1-3", "3-5"]\nhand = ["5-2"]\n', 'replay = "g.json"\nmoves = 1\n'])
def test_a_chain_step_refuses_keys_its_form_ignores(tmp_path, extra, form):
    _write(tmp_path / "g.json", GOOD.read_text())
    problems = _pack_problems(tmp_path, f'[[steps]]\nkind = "chain"\n{form}{extra}\n')
    key = extra.split()[0]
    assert any(f"`{key}` is not used by a chain step written as" in p for p in problems)


@pytest.mark.parametrize(("body", "said"), [
    ('[[steps]]\nkind = "explain"\ntext = { en = "x" }\nimage = "a\\u0000.png"\n', "control character (U+0000)"),
    # (a name of 1500: longer than any file name, shorter than the 2000 characters any text may have)
    ('[[steps]]\nkind = "explain"\ntext = { en = "x" }\nimage = "' + "a" * 1500 + '.png"\n', "is too long"),
    ('[[steps]]\nkind = "chain"\nreplay = "a\\u0000.json"\nmoves = 1\n', "control character (U+0000)"),
    ('[[steps]]\nkind = "chain"\nreplay = "' + "b" * 300 + '.json"\nmoves = 1\n', "is too long"),
])
def test_file_names_that_crashed_the_checker_get_real_messages(tmp_path, body, said):
    problems = _pack_problems(tmp_path, body)
    assert any(said in p and ("cannot be a file name" in p or "invisible" in p) for p in problems)
    assert not any("checker failed" in p for p in problems)


# -- special files --------------------------------------------------------------------------------


def test_a_symlink_to_dev_zero_is_refused_everywhere(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert "not a regular file" in _replay_error(link)
    with pytest.raises(ReadError, match="not a regular file"):
        load_json(link)
    got, message = settings.load(link)
    assert got == settings.Settings() and "cannot be read" in message and link.is_symlink()
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "game.json").symlink_to("/dev/zero")
    problems = _pack_problems(tmp_path / "p", '[[steps]]\nkind = "chain"\nreplay = "game.json"\nmoves = 1\n')
    assert any("outside the pack's folder" in p for p in problems)


def test_a_300_mb_replay_beside_a_pack_is_not_read(tmp_path):
    big = tmp_path / "game.json"
    with open(big, "wb") as fh:  # sparse: no disk space used, and reading it would take seconds
        fh.truncate(300 * 1024 * 1024)
    problems = _pack_problems(tmp_path, '[[steps]]\nkind = "chain"\nreplay = "game.json"\nmoves = 1\n')
    assert any("larger than 1024 KB" in p for p in problems)
    assert "larger than 65536 KB" in _replay_error(big)


_FIFO_CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from edu_domino.engine.replay import ReplayError, load_replays
    from edu_domino.lesson.loader import check_file
    from edu_domino.ui import last_game, settings
    folder = Path(sys.argv[1])
    print(settings.load(folder / "settings.json")[1])
    print(last_game.load(folder / "last-game.json")[1])
    print([str(p) for p in check_file(folder / "p.toml")[1]])
    print(check_file(folder / "fifo.toml")[1][0])
    try:
        load_replays(folder / "game.json")
    except ReplayError as exc:
        print(exc)
""")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_fifos_never_block_a_child_process(tmp_path):
    for name in ("settings.json", "last-game.json", "game.json", "fifo.toml"):
        os.mkfifo(tmp_path / name)
    _write(tmp_path / "p.toml", HEAD + '[[steps]]\nkind = "chain"\nreplay = "game.json"\nmoves = 1\n')
    done = subprocess.run([sys.executable, "-c", _FIFO_CHILD, str(tmp_path)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 5 and "Traceback" not in done.stderr
    assert all("not a regular file" in line for line in lines)
    assert "p.toml:7:" in lines[2] and "fifo.toml:1:" in lines[3]


# -- rule layouts and replay messages ---------------------------------------------------------------


def test_faraes_refuses_individual_play(tmp_path, capsys):
    with pytest.raises(ValueError, match="teams=0: the faraes rules .* 2 pairs"):
        get_preset("faraes", teams=0)
    assert main(["simulate", "--preset", "faraes", "--teams", "0", "--games", "1"]) == 1
    assert "teams=0: the faraes rules" in capsys.readouterr().err
    doc = {"rules": {"preset": "faraes", "options": {"teams": 0}}, "deal": {"seed": 1}, "actions": []}
    message = _replay_error(_write(tmp_path / "f.json", json.dumps(doc)))
    assert message.startswith(f"{tmp_path / 'f.json'}: rules.options: teams=0: the faraes rules")
    assert get_preset("faraes", teams=2).teams == 2


def test_a_wrong_opener_names_the_holder_of_the_tile():
    from edu_domino.engine import Match
    rules = get_preset("doble-doce", players=3)
    match = Match(rules, seed=5)
    opener = match.round.turn
    other = next(s for s in range(3) if s != opener)
    tile = match.view(other).hand[0]
    doc = match_to_replay(match)
    doc["actions"] = [f"{tile} L"]
    doc.pop("results"), doc.pop("final")
    with pytest.raises(ReplayError) as info:
        run_replay(doc)
    assert str(info.value).startswith(
        f"actions[0]: {tile} is held by seat {other} (P{other + 1}), but this hand is opened by seat {opener} "
        f"(P{opener + 1}); legal here: ")


FOUR_DOUBLES = [["6-6", "5-5", "4-4", "3-3", "6-5", "6-4", "6-3"], ["2-2", "1-1", "0-0", "6-2", "6-1", "6-0", "5-4"],
                ["5-3", "5-2", "5-1", "5-0", "4-3", "4-2", "4-1"], ["4-0", "3-2", "3-1", "3-0", "2-1", "2-0", "1-0"]]
PLAYABLE = [["6-6", "5-5", "4-4", "5-3", "6-5", "6-4", "6-3"], FOUR_DOUBLES[1],
            ["3-3", "5-2", "5-1", "5-0", "4-3", "4-2", "4-1"], FOUR_DOUBLES[3]]


def test_a_deal_that_must_be_reshuffled_is_named_not_the_next_one(tmp_path):
    doc = {"rules": {"preset": "faraes"}, "deal": {"deals": [{"hands": FOUR_DOUBLES, "boneyard": []}]},
           "actions": ["6-6 L"]}
    message = _replay_error(_write(tmp_path / "r.json", json.dumps(doc)))
    assert message == (
        f"{tmp_path / 'r.json'}: deal.deals[0]: seat 0 (P1) holds 4 doubles (3-3, 4-4, 5-5, 6-6), and with "
        "reshuffle_doubles=4 the tiles are dealt again, so it is dealt again and round 1 needs deal 2 but only 1 "
        "are given; fix this deal or add the next one (reshuffled deals count too)")
    doc["deal"]["deals"].append({"hands": PLAYABLE, "boneyard": []})
    doc["actions"] = ["3-3 L"]  # written for the first deal, whose seat 0 held 3-3
    message = _replay_error(_write(tmp_path / "r.json", json.dumps(doc)))
    assert message.startswith(
        f"{tmp_path / 'r.json'}: deal.deals[0]: seat 0 (P1) holds 4 doubles (3-3, 4-4, 5-5, 6-6), and with "
        "reshuffle_doubles=4 the tiles are dealt again, so round 1 is played with deal.deals[1], where "
        "actions[0]: 3-3 is held by seat 2 (P3), but this hand is opened by seat 0 (P1); legal here: 6-6 L")
    doc["actions"] = ["6-6 L"]
    assert len(run_replay(doc).actions[0]) == 1  # the reshuffled deal played as written


# -- byte-order marks ----------------------------------------------------------------------------


def test_settings_and_replays_saved_with_a_utf8_bom_read_fine(tmp_path):
    path = _write(tmp_path / "settings.json", b'\xef\xbb\xbf{"volume": 0.5, "palette": "colourblind"}')
    got, message = settings.load(path)
    assert message is None and got.volume == 0.5 and got.palette == "colourblind" and path.exists()
    replay = _write(tmp_path / "g.json", b"\xef\xbb\xbf" + GOOD.read_bytes())
    assert load_replay(replay).preset == "clasico"


@pytest.mark.parametrize(("key", "value"), [("text_scale", True), ("ai_pace", [1.2]), ("volume", True),
                                            ("palette", ["standard"]), ("language", {"es": 1})])
def test_settings_values_of_the_wrong_type_fall_back_one_by_one(tmp_path, key, value):
    got, message = settings.load(_write(tmp_path / "settings.json", json.dumps({key: value, "fullscreen": True})))
    assert message is None and getattr(got, key) == getattr(settings.Settings(), key) and got.fullscreen


def test_last_game_keeps_names_with_a_zero_width_joiner_and_drops_control_characters(tmp_path):
    family = "Ana \U0001f468\u200d\U0001f469\u200d\U0001f467"
    names = [family, None] + [None] * 8
    path = _write(tmp_path / "last-game.json", json.dumps({"names": names}))
    assert last_game.load(path) == ({"names": names}, None)
    for bad in ("A\x1b[2Jna", "\ud800", "   "):
        _write(path, json.dumps({"names": [bad] + [None] * 9}))
        assert last_game.load(path)[0] == {}


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_the_replay_version_is_an_exact_whole_number(tmp_path, version):
    doc = _good()
    doc["version"] = version
    message = _replay_error(_write(tmp_path / "v.json", json.dumps(doc)))
    assert f"version: {json.dumps(version)} is not supported" in message


def test_two_damaged_settings_in_one_second_are_both_kept(tmp_path):
    path = tmp_path / "settings.json"
    for text in ("{ first", "{ second"):
        _write(path, text)
        assert "kept as settings.json.bad-" in settings.load(path)[1]
    assert sorted(p.read_text() for p in tmp_path.glob("settings.json.bad-*")) == ["{ first", "{ second"]


@pytest.mark.parametrize(("content", "said"), [
    ('{"a": ' + "9" * 5000 + "}", "the number 9999999999...999999 is too large"),
    ("[" * 100_000, "nest more than 64 deep"),
    ('{"a": 1,\n "a": 2}', 'line 1: the key "a" is written twice'),
    ('{"a": NaN}', "NaN is not a number this file may hold"),
])
def test_run_pack_answers_go_through_the_reader(tmp_path, capsys, content, said):
    pack = Path(__file__).parents[2] / "lessons" / "01-warmup-pips-numerals.toml"
    answers = _write(tmp_path / "a.json", content)
    assert main(["run-pack", str(pack), "--answers", str(answers)]) == 1
    err = capsys.readouterr().err
    assert f"{answers}: " in err and said in err and len(err.strip().splitlines()) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX feature")
def test_run_pack_answers_from_a_fifo_never_block(tmp_path):
    os.mkfifo(tmp_path / "a.json")
    pack = Path(__file__).parents[2] / "lessons" / "01-warmup-pips-numerals.toml"
    done = subprocess.run([sys.executable, "-m", "edu_domino", "run-pack", str(pack), "--answers",
                           str(tmp_path / "a.json")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "not a regular file" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("where", ["top", "rules", "results", "seed"])
def test_a_huge_key_or_value_gives_a_short_message(tmp_path, where):
    doc = _good()
    huge = "k" + "[" * 5000
    if where == "top":
        doc[huge] = 1
    elif where == "rules":
        doc["rules"][huge] = 1
    elif where == "results":
        doc["results"][0][huge] = 1
    else:
        doc["deal"] = {"seed": huge}
    message = _replay_error(_write(tmp_path / "h.json", json.dumps(doc)))
    assert len(message) < len(str(tmp_path)) + 200 and "..." in message
