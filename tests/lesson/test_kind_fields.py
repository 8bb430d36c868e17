"""Each step kind describes its keys as data (lesson/kinds/fields.py): the checker takes exactly
those keys, a key described as required is required, a number's range is the checker's, and the
description is JSON a program outside Python (the pack editor, a device page) can read."""

from __future__ import annotations

import json

import pytest

from edu_domino.lesson import loads_pack
from edu_domino.lesson.kinds import KINDS, describe_kinds

# The keys of each kind as docs/lesson-packs.md lists them (the oracle: written out here).
KEYS = {
    "explain": {"text", "tiles", "show", "image"},
    "match": {"half", "choices", "answer", "shuffle"},
    "sum": {"show", "ask", "target", "answer", "choices", "shuffle"},
    "build": {"target", "palette", "max_parts", "ask", "answer", "shuffle"},
    "listen": {"play", "choices", "answer", "shuffle"},
    "chain": {"line", "hand", "preset", "options", "seed", "deal", "actions", "replay", "moves", "answer", "shuffle"},
    "game": {"rules", "options", "faces", "difficulty", "opponents", "play", "seed"},
    "tap": {"play", "tile", "line", "hear_first", "metronome", "tolerance", "answer"},
}
# A step of each kind with only its required keys (a notes pack, double-6).
SMALLEST = {
    "explain": 'text = { es = "Mira.", pt = "Olhe.", en = "Look." }',
    "match": 'half = "q"\nchoices = ["2-1", "4-3"]',
    "sum": 'show = ["q", "e"]',
    "build": 'target = 3\npalette = ["q", "e"]',
    "listen": 'play = "q"\nchoices = ["q", "h"]',
    "chain": 'line = ["1-3", "3-5"]\nhand = ["5-2", "6-6"]',
    "game": "",
    "tap": 'play = "q+e+e"',
}
REQUIRED = {"explain": {"text"}, "match": {"half", "choices"}, "sum": {"show"}, "build": {"target", "palette"},
            "listen": {"play", "choices"}, "chain": set(), "game": set(), "tap": set()}


def pack_with(kind: str, body: str) -> str:
    return f'''id = "one-{kind}"
version = 1
faces = "notes"
title = {{ es = "Uno", pt = "Um", en = "One" }}
instructions = {{ es = "Hazlo.", pt = "Faça.", en = "Do it." }}

[[steps]]
kind = "{kind}"
{body}
'''


def problems_of(text: str) -> list[str]:
    _pack, problems = loads_pack(text)
    return [str(p) for p in problems if not p.warning]


def test_every_kind_describes_the_keys_the_docs_list():
    assert {name: set(kind.keys) for name, kind in KINDS.items()} == KEYS
    assert {name: {f.name for f in kind.fields if f.required} for name, kind in KINDS.items()} == REQUIRED


@pytest.mark.parametrize("kind", sorted(KEYS))
def test_a_kind_with_only_its_required_keys_loads_and_each_one_left_out_is_named(kind):
    assert problems_of(pack_with(kind, SMALLEST[kind])) == []
    for key in REQUIRED[kind]:
        body = "\n".join(line for line in SMALLEST[kind].splitlines() if not line.startswith(key + " "))
        found = problems_of(pack_with(kind, body))
        assert found and all(f"`{key}`" in p for p in found), (key, found)


def test_a_number_out_of_its_described_range_is_refused():
    (max_parts,) = [f for f in KINDS["build"].fields if f.name == "max_parts"]
    assert (max_parts.low, max_parts.high, max_parts.default) == (1, 12, 6)
    for value, refused in ((12, False), (13, True), (0, True)):
        found = problems_of(pack_with("build", f'target = 3\npalette = ["q", "e"]\nmax_parts = {value}'))
        assert bool(found) == refused and all("max_parts" in p for p in found), (value, found)


def test_the_descriptions_are_json_with_the_common_keys_first():
    described = json.loads(json.dumps(describe_kinds()))
    assert [d["kind"] for d in described] == list(KEYS)
    for d in described:
        names = [f["name"] for f in d["fields"]]
        assert names[:4] == ["kind", "id", "prompt", "hint"] and set(names[4:]) == KEYS[d["kind"]]
        for f in d["fields"]:
            assert f["per_language"] is (f["type"] == "texts"), f
            assert ("choices" in f) is (f["type"] == "choice" or f["name"] == "opponents") or f["name"] == "kind", f
    tolerance = next(f for f in described[-1]["fields"] if f["name"] == "tolerance")
    assert tolerance["choices"] == ["gentle", "fair", "strict"] and tolerance["default"] == "fair"
