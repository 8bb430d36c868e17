"""Mutated files for every reader (replay, lesson pack, settings, last game): each ends in the
acceptance of a valid document or in one clean error naming the file; never a traceback, a hang
or a wrong acceptance. Bounded: few examples, small inputs, no deadline (the machine is shared)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from edu_domino.engine.replay import ReplayError, load_replays, run_replay
from edu_domino.lesson.loader import check_file
from edu_domino.ui import last_game
from edu_domino.ui import settings as app_settings

ROOT = Path(__file__).parents[2]
REPLAY = (ROOT / "tests" / "engine" / "good_clasico.json").read_bytes()
PACK = (ROOT / "lessons" / "01-warmup-pips-numerals.toml").read_bytes()
SETTINGS = json.dumps({"volume": 0.5, "palette": "colourblind", "language": "es", "ai_pace": 2.0}).encode()
LAST_GAME = json.dumps({"preset": "musica", "set_max": 6, "players": 4, "teams": 2, "target": 30,
                        "kinds": ["human"] * 10, "names": [None] * 10, "faces": "notes",
                        "difficulty": "single"}).encode()

# EDU_DOMINO_FUZZ=2000 for a long run by hand; the suite keeps each test to a few seconds.
FUZZ = settings(max_examples=int(os.environ.get("EDU_DOMINO_FUZZ", "100")), deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# Pieces a hostile or unlucky file holds: deep nesting, huge numbers, wrong types, duplicate
# keys, bytes that are not UTF-8, byte-order marks, non-ASCII digits, control characters.
NASTY = [b"[" * 3000, b"{" * 3000, b"9" * 5000, b"-" + b"1" * 30, b"1e999", b"NaN", b"true", b"74.0",
         b"null", b"[]", b"{}", b'"\\ud800"', b'"\xc3\x28"', b"\xff\xfe", b"\xef\xbb\xbf", b"\x00",
         b'"\\u001b[2J"', b'"\xc2\xb2-1 L"', b'"a": 1, "a": 2', b'"', b",", b"]", b"}", b"\n",
         b'["clasico"]', b"1000000000", b'"../../etc/passwd"']


@st.composite
def mutated(draw, original: bytes) -> bytes:
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        how = draw(st.sampled_from(["flip", "cut", "insert", "replace"]))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if how == "flip" and data:
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif how == "cut":
            del data[at: at + draw(st.integers(1, 400))]
        elif how == "insert":
            data[at:at] = draw(st.sampled_from(NASTY))
        else:  # a value replaced: after a ":" or "=" when there is one
            sep = data.find(b":" if original[:1] == b"{" else b"=", at)
            if sep >= 0:
                end = sep + 1 + draw(st.integers(1, 30))
                data[sep + 1: end] = b" " + draw(st.sampled_from(NASTY))
    return bytes(data)


def _written(factory, name: str, data: bytes) -> Path:
    path = factory.mktemp("fuzz") / name
    path.write_bytes(data)
    return path


def _set_aside_or_kept(path: Path, data: bytes, message: str | None) -> None:
    """A damaged file is renamed aside whole (never overwritten); a good one is left as it is."""
    event("read" if message is None else "set aside or refused")
    if message is None:
        assert path.read_bytes() == data
        return
    _one_clean_line(message, path)
    if "cannot be read" not in message:
        assert not path.exists()
        assert [p.read_bytes() for p in path.parent.glob(f"{path.name}.bad-*")] == [data]


def _one_clean_line(message: str, path: Path) -> None:
    assert str(path) in message, message
    assert "Traceback" not in message and "\n" not in message.strip()


@FUZZ
@given(data=mutated(REPLAY))
def test_mutated_replays(tmp_path_factory, data):
    path = _written(tmp_path_factory, "game.json", data)
    try:
        replays = load_replays(path)
        matches = [run_replay(r) for r in replays]
    except ReplayError as exc:
        event("refused")
        _one_clean_line(str(exc), path)
        return
    event("accepted")
    # Accepted: then it really is a document the rules play back, with exact types.
    for replay, match in zip(replays, matches, strict=True):
        doc = json.loads(data.decode("utf-8-sig"))
        assert type(doc) is dict and all(type(a) is str for a in doc["actions"])
        assert sum(len(a) for a in match.actions) == len(replay.actions)


@FUZZ
@given(data=mutated(PACK))
def test_mutated_lesson_packs(tmp_path_factory, data):
    path = _written(tmp_path_factory, "pack.toml", data)
    pack, problems = check_file(path)
    for p in problems:
        assert p.file == str(path) and p.line >= 1 and p.what and p.fix, p
        assert "checker failed" not in p.what, p
    event("accepted" if pack is not None else "refused")
    if pack is not None:
        assert pack.steps and all(p.warning for p in problems)


@FUZZ
@given(data=mutated(SETTINGS))
def test_mutated_settings(tmp_path_factory, data):
    path = _written(tmp_path_factory, "settings.json", data)
    got, message = app_settings.load(path)
    assert isinstance(got, app_settings.Settings)
    assert type(got.volume) in (int, float) and 0 <= got.volume <= 1
    assert type(got.fullscreen) is bool and got.palette in app_settings.PALETTES
    _set_aside_or_kept(path, data, message)


@FUZZ
@given(data=mutated(LAST_GAME))
def test_mutated_last_game(tmp_path_factory, data):
    path = _written(tmp_path_factory, "last-game.json", data)
    choices, message = last_game.load(path)
    assert isinstance(choices, dict)
    if "preset" in choices:
        assert type(choices["preset"]) is str
    for key in ("set_max", "players", "teams"):
        assert key not in choices or type(choices[key]) is int
    _set_aside_or_kept(path, data, message)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(depth=st.integers(1, 20_000), opener=st.sampled_from(["[", '{"a":']))
def test_any_nesting_depth_is_read_or_refused_cleanly(tmp_path_factory, depth, opener):
    closer = "]" if opener == "[" else "}"
    path = tmp_path_factory.mktemp("d") / "settings.json"
    path.write_text('{"volume": ' + opener * depth + "0" + closer * depth + "}")
    got, message = app_settings.load(path)
    assert got == app_settings.Settings()
    # The 0 sits depth + 1 levels down (the outer object counts): 64 levels are read, 65 are not.
    assert (message is None) == (depth + 1 <= 64)
    assert message is None or "nest more than 64 deep" in message
