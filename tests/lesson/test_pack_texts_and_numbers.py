"""Pack texts with a control character, whole-number answers that are not whole numbers, and replay
rules with impossible player counts: each refused by the public command with the line (or the
place) and the fix, never accepted and never a traceback (issue 25)."""

from __future__ import annotations

import json

import pytest

from edu_domino.cli import main

PACK = '''id = "nul"
version = 1
title = {{ en = "{title}" }}
instructions = {{ en = "Count." }}

[[steps]]
kind = "sum"
id = "two"
show = ["2"]
prompt = {{ en = "{prompt}" }}
'''


@pytest.mark.parametrize(("title", "prompt", "line", "code"), [
    ("Sums\\u0000", "How many?", 3, "U+0000"),
    ("Sums", "How\\u001b many?", 10, "U+001B"),
    ("Sums", "How\\u007f many?", 10, "U+007F"),
    ("Sums", "How\\u0085 many?", 10, "U+0085"),
])
def test_a_control_character_in_a_text_is_refused_on_its_line(tmp_path, capsys, title, prompt, line, code):
    pack = tmp_path / "nul.toml"
    pack.write_text(PACK.format(title=title, prompt=prompt), encoding="utf-8")
    assert main(["check-pack", str(pack)]) == 1
    err = capsys.readouterr().err
    assert f"{pack}:{line}: this text holds an invisible control character ({code}); remove it" in err
    assert main(["lessons", "--lessons", str(tmp_path), "--lang", "en"]) == 0  # listed as unusable, no crash
    assert "nul.toml" in capsys.readouterr().out


def test_tabs_and_line_breaks_are_fine(tmp_path, capsys):
    pack = tmp_path / "ok.toml"
    pack.write_text(PACK.format(title="Sums", prompt="How\\tmany?\\nCount them."), encoding="utf-8")
    assert main(["check-pack", str(pack)]) == 0, capsys.readouterr().err


@pytest.mark.parametrize(("given", "accepted"), [("2", True), ("2.0", True), ("1e308", False), ("-1e300", False)])
def test_run_pack_takes_only_whole_numbers_for_a_sum(tmp_path, capsys, given, accepted):
    pack = tmp_path / "p.toml"
    pack.write_text(PACK.format(title="Sums", prompt="How many?"), encoding="utf-8")
    answers = tmp_path / "a.json"
    answers.write_text('{"two": ' + given + "}", encoding="utf-8")
    code = main(["run-pack", str(pack), "--answers", str(answers), "--json"])
    captured = capsys.readouterr()
    if accepted:
        assert code == 0 and json.loads(captured.out)["score"] == 1
    else:
        assert code == 1 and "Traceback" not in captured.err
        assert f"{answers}: " in captured.err and "a number like 6" in captured.err


@pytest.mark.parametrize(("low", "high"), [(1, 4), (0, 4), (-3, 4), (2, 11), (4, 3)])
def test_a_replay_with_impossible_player_limits_is_refused(tmp_path, capsys, low, high):
    replay = tmp_path / "r.json"
    replay.write_text(json.dumps({"rules": {"preset": "sala", "options": {"players": 2, "min_players": low,
                                                                           "max_players": high}},
                                  "deal": {"seed": 4}, "actions": []}), encoding="utf-8")
    assert main(["replay", str(replay)]) == 1
    err = capsys.readouterr().err
    assert "min_players" in err and "max_players" in err and "Traceback" not in err


def test_a_replay_with_sound_player_limits_still_plays(tmp_path, capsys):
    replay = tmp_path / "r.json"
    replay.write_text(json.dumps({"rules": {"preset": "sala", "options": {"players": 2, "min_players": 2,
                                                                           "max_players": 4}},
                                  "deal": {"seed": 4}, "actions": []}), encoding="utf-8")
    assert main(["replay", str(replay)]) == 0, capsys.readouterr().err
