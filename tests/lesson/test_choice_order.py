"""The order a step offers its choices in (docs/lesson-packs.md, `shuffle`): seeded (the same pack
and step give the same order, every time and for every pupil), the right answer not always first
where the focus starts, number choices as a rising number line, and `shuffle = false` (for the
pack, or one step) keeps the order written in the file.

Oracles: the packs below are written with the right answer FIRST in every list, so "the right
answer is first" is exactly "nothing was shuffled"; the file's orders are copied out by hand in
the tables (WRITTEN_*), and the right answers worked out by hand (a quarter counts 2, a half 4,
an eighth 1, a dotted quarter 3: the only single half worth 3)."""

from __future__ import annotations

from collections import Counter

import pytest

from edu_domino.cli import main
from edu_domino.engine import Tile
from edu_domino.lesson import Runner, loads_pack

HEAD = '''
id = "{pack_id}"
version = 1
faces = "notes"
retries = 0
repeat_wrong = 0
{shuffle}
title = {{ es = "T", pt = "T", en = "T" }}
instructions = {{ es = "i", pt = "i", en = "i" }}
'''

# Each step's list, right answer first (the match half is a quarter, worth 2).
MATCH = '''
[[steps]]
kind = "match"
id = "{id}"
half = "q"
choices = [["notes:q", "notes:h"], ["notes:e", "notes:h"], ["notes:h.", "notes:q."], ["notes:e", "notes:e"]]
{own}'''
BUILD = '''
[[steps]]
kind = "build"
id = "{id}"
target = 3
palette = ["q.", "e", "h", "w"]
max_parts = 1
{own}'''
CHAIN = '''
[[steps]]
kind = "chain"
id = "{id}"
line = ["2-4", "4-1"]
hand = ["1-6", "5-5", "0-3", "6-5"]
{own}'''
LISTEN = '''
[[steps]]
kind = "listen"
id = "{id}"
play = "q"
choices = ["q", "e", "h", "w"]
{own}'''
SUM = '''
[[steps]]
kind = "sum"
id = "{id}"
show = ["notes:q", "notes:h"]
{own}'''
WRITTEN_SUM = '''
[[steps]]
kind = "sum"
id = "{id}"
show = ["notes:q", "notes:h"]
choices = [6, 3, 5, 4]
{own}'''

# The file's orders, by hand: the tiles' values left then right, the halves' spellings.
WRITTEN_MATCH = [(2, 4), (1, 4), (6, 3), (1, 1)]
WRITTEN_BUILD = ["q.", "e", "h", "w"]
WRITTEN_CHAIN = [Tile(6, 1), Tile(5, 5), Tile(3, 0), Tile(6, 5)]
WRITTEN_LISTEN = ["q", "e", "h", "w"]


def pack_of(steps: str, shuffle: str = "", pack_id: str = "order"):
    pack, problems = loads_pack(HEAD.format(pack_id=pack_id, shuffle=shuffle) + steps)
    assert pack is not None and not problems, [str(p) for p in problems]
    return pack


def many(template: str, n: int = 40, own: str = "") -> str:
    return "".join(template.format(id=f"step-{i}", own=own) for i in range(n))


def listed(step) -> list:
    """What the step offers, in the order offered, in the tables' terms."""
    kind = step.kind
    if kind == "match":
        return [c.values for c in step.choices]
    if kind == "build":
        return [p.body for p in step.palette]
    if kind == "chain":
        return [f.tile for f in step.hand]
    if kind == "listen":
        return [c.body for c in step.choices]
    return list(step.choices)


@pytest.mark.parametrize(("template", "written"), [(MATCH, WRITTEN_MATCH), (BUILD, WRITTEN_BUILD),
                                                   (CHAIN, WRITTEN_CHAIN), (LISTEN, WRITTEN_LISTEN)],
                         ids=["match", "build", "chain", "listen"])
def test_shuffled_by_default_the_right_answer_is_first_only_by_chance(template, written):
    pack = pack_of(many(template))
    places = Counter(listed(step).index(written[0]) for step in pack.steps)
    # every order is the file's items, each once
    assert all(sorted(map(str, listed(step))) == sorted(map(str, written)) for step in pack.steps)
    assert set(places) == {0, 1, 2, 3}, places  # anywhere: first, last and between
    assert places[0] <= 40 // 2, places  # first (where the focus starts) no more than by chance
    # the same pack and step give the same order, every time it is read
    again = pack_of(many(template))
    assert [listed(s) for s in again.steps] == [listed(s) for s in pack.steps]


@pytest.mark.parametrize(("template", "written"), [(MATCH, WRITTEN_MATCH), (BUILD, WRITTEN_BUILD),
                                                   (CHAIN, WRITTEN_CHAIN), (LISTEN, WRITTEN_LISTEN),
                                                   (WRITTEN_SUM, [6, 3, 5, 4])],
                         ids=["match", "build", "chain", "listen", "sum"])
def test_shuffle_false_keeps_the_files_order(template, written):
    pack = pack_of(many(template, 10), shuffle="shuffle = false")
    assert all(listed(step) == written for step in pack.steps)
    one = pack_of(many(template, 10, own="shuffle = false"))  # a step's own `shuffle`
    assert all(listed(step) == written for step in one.steps)
    back_on = pack_of(many(template, 10, own="shuffle = true"), shuffle="shuffle = false")
    assert any(listed(step) != written for step in back_on.steps)


def test_written_numbers_read_as_a_number_line():
    pack = pack_of(many(WRITTEN_SUM, 3))
    assert [list(step.choices) for step in pack.steps] == [[3, 4, 5, 6]] * 3


def test_offered_numbers_are_a_number_line_with_the_right_one_anywhere():
    pack = pack_of(many(SUM))
    places = Counter()
    for step in pack.steps:
        numbers = list(step.choices)
        assert 6 in numbers and numbers == sorted(numbers) and len(set(numbers)) == 4, numbers  # 2 + 4
        assert min(numbers) >= 0
        places[numbers.index(6)] += 1
    assert set(places) == {0, 1, 2, 3}, places  # never always second (it was, before)
    assert places[0] <= 40 // 2


def test_a_shuffled_build_still_knows_its_answer():
    pack = pack_of(many(BUILD, 12))
    for n, step in enumerate(pack.steps):
        runner = Runner(pack, lang="es")
        runner.start_at(n)
        assert runner.current.expected_words("es") == "negra con puntillo"
        fb = runner.submit(runner.current.expected())
        assert fb.right, listed(step)


def test_check_pack_accepts_shuffle_for_the_pack_and_a_step(tmp_path, capsys):
    path = tmp_path / "p.toml"
    path.write_text(HEAD.format(pack_id="order", shuffle="shuffle = false") + MATCH.format(id="m", own="shuffle = true")
                    + LISTEN.format(id="l", own="shuffle = false"), encoding="utf-8")
    assert main(["check-pack", "--strict", str(path)]) == 0
    assert capsys.readouterr().out.startswith(f"ok {path}")


def test_the_shared_order_rules_examples_run():
    import doctest

    import edu_domino.choices

    result = doctest.testmod(edu_domino.choices)
    assert result.failed == 0 and result.attempted >= 3
