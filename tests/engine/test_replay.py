"""Replay documents: round trips, played_tiles, and a corpus of bad files with their messages."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from engine_helpers import make_deal

from edu_domino.engine import Match, Play, Reshuffled, get_preset, parse_tile
from edu_domino.engine.replay import (
    ReplayError,
    load_replay,
    load_replays,
    match_to_replay,
    played_tiles,
    run_replay,
)

HERE = Path(__file__).parent
GOOD = HERE / "good_clasico.json"
BAD = HERE / "bad_replays"

EXPECTED = {
    "action_text.json": "actions[3]: '5-0 X' is not an action; write a tile and its end like '6-4 L', or 'draw' or 'pass'",
    "action_type.json": 'actions[2]: must be text like "6-4 L", "draw" or "pass", not the number 5',
    "actions_type.json": 'actions: must be a list of texts like "6-4 L", not the text "6-6 L"',
    "after_match_over.json": "actions[11]: the match is already over after round 1; remove the actions from here on",
    "deals_run_out.json": 'deal.deals: round 2 needs deal 2 but only 1 are given; add the deal (reshuffled deals count too) or a "seed"',
    "draw_without_boneyard.json": "actions[1]: seat 0 (Ana): draw: these rules have no drawing: the tiles left over are set aside; legal here: 6-0 L, 6-2 L, 6-5 L, 6-0 R, 6-2 R, 6-5 R",
    "empty.json": "the file is empty; a replay is a JSON object (see docs/replay-format.md)",
    "fits_both.json": 'actions[1]: 6-0 fits both ends (6, 6); write "6-0 L" or "6-0 R"',
    "fits_neither.json": "actions[4]: 4-1 fits neither end (3, 5); legal here: 3-0 L",
    "fits_neither_with_end.json": "actions[4]: 4-1 fits neither end (3, 5); legal here: 3-0 L",
    "hand_size.json": "deal.deals[0]: hands[0] has 6 tiles; the rules deal 7; each deal must fit rules.options (players, hand_size, set_max)",
    "no_deal.json": 'deal: give a "seed" (a whole number) or "deals" (each hand and the boneyard)',
    "not_held.json": "actions[1]: seat 0 (Ana): 6-3 R: seat 0 does not hold 6-3; legal here: 6-0 L, 6-2 L, 6-5 L, 6-0 R, 6-2 R, 6-5 R",
    "not_json.json": "line 2: this is not valid JSON (Expecting value); check the commas, quotes and brackets near column 1",
    "option_type.json": 'rules.options.players: must be a whole number, not the text "two"',
    "option_value.json": 'rules.options.boneyard: "draw" is not allowed; choose one of "none", "draw_one", "draw_until_playable"',
    "pass_while_playable.json": "actions[1]: seat 0 (Ana): pass: you can play (6-0, 6-2, 6-5), so you may not pass; legal here: 6-0 L, 6-2 L, 6-5 L, 6-0 R, 6-2 R, 6-5 R",
    "preset_at_top.json": 'preset: belongs inside \'rules\'; write "rules": {"preset": ...}',
    "results_extra.json": "results[1]: the actions finish only 1 round(s) but 2 results are written; remove the extra results or add the actions",
    "results_points.json": "results[0].points: the file says [10, 0] but the rules give [0, 10]; fix the result or the actions",
    "seat_count.json": "seats: 1 given but the rules seat 2 players; give one seat per player or change rules.options.players",
    "seat_side.json": "seats[1].side: 0, but with individual play seat 1 is on side 1; sides follow the seating (seat s is on side s % teams); fix it or leave it out",
    "seed_type.json": 'deal.seed: must be a whole number, not the text "11"',
    "tile_missing.json": "deal.deals[0]: 5-1 not dealt; every tile of the set goes to a hand or the boneyard",
    "tile_not_in_set.json": "deal.deals[0].hands[0][0]: 7-1 is not a tile of double-6; check the set (rules.options.set_max)",
    "tile_text.json": "deal.deals[0].hands[0][2]: 'six-four' is not a tile; write it as two numbers like 6-4",
    "tile_twice.json": "deal.deals[0].boneyard[0]: 0-0 is dealt twice (also at deal.deals[0].hands[1][0]); each tile is dealt once",
    "too_many_players.json": "rules.options: players=9: the clasico rules allow 2 to 4 players; change players or pick another preset",
    "top_level_list.json": "the document: must be a JSON object {...}, not a list",
    "unknown_key.json": "actoins: unknown key; did you mean 'actions'?",
    "unknown_option.json": "rules.options.playrs: unknown rule option; did you mean 'players'?",
    "unknown_preset.json": "rules.preset: unknown preset 'clasic'; did you mean 'clasico'?",
    "version.json": "version: 2 is not supported; this program reads version 1",
    "wrong_end.json": "actions[3]: seat 0 (Ana): 5-0 L: 5-0 does not fit the left end (3); legal here: 4-0 R, 5-0 R",
}


def test_the_corpus_and_the_expected_messages_match_one_to_one():
    assert sorted(p.name for p in BAD.iterdir()) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_replay_file_gives_its_message_with_file_and_place(name):
    path = BAD / name
    with pytest.raises(ReplayError) as info:
        for replay in load_replays(path):
            run_replay(replay)
    assert str(info.value) == f"{path}: {EXPECTED[name]}"
    assert isinstance(info.value, ValueError)
    with pytest.raises(ReplayError) as again:  # played_tiles reports the same way
        played_tiles(path)
    assert str(again.value) == str(info.value)


def test_the_good_file_plays_back_and_checks_its_results():
    match = run_replay(load_replay(GOOD))
    assert [r.how for r in match.results] == ["closed"]
    assert match.scores == (0, 10)


def test_played_tiles_lists_each_tile_with_its_end_in_order():
    doc = json.loads(GOOD.read_text())
    got = played_tiles(GOOD)
    assert [f"{t} {end}" for t, end in got] == doc["actions"]
    assert all(isinstance(t, tuple) and end in ("L", "R") for t, end in got)
    with pytest.raises(ReplayError, match="no such file"):
        played_tiles(HERE / "missing.json")


def test_a_tile_without_its_end_takes_the_only_end_it_fits():
    doc = json.loads(GOOD.read_text())
    doc["actions"] = [a.split()[0] if i in (3, 4) else a for i, a in enumerate(doc["actions"])]
    match = run_replay(doc)
    assert [str(a) for a in match.actions[0]][3:5] == ["5-0 R", "3-0 L"]


def test_text_input_and_errors_without_a_file_name():
    assert load_replay(GOOD.read_text()).preset == "clasico"
    with pytest.raises(ReplayError) as info:
        run_replay({"rules": {"preset": "sala", "options": {"boneyrd": "none"}}, "deal": {"seed": 1}, "actions": []})
    assert str(info.value) == "rules.options.boneyrd: unknown rule option; did you mean 'boneyard'?"


def _random_match(rules, seed, rounds=None):
    rng = random.Random(seed)
    m = Match(rules, seed=seed)
    while not m.over and (rounds is None or len(m.results) < rounds):
        if m.round_over:
            m.next_round()
            continue
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
    return m


@pytest.mark.parametrize("preset", ["clasico", "faraes", "sala", "doble-doce", "musica"])
@pytest.mark.parametrize("explicit", [False, True])
def test_round_trip_gives_the_same_match(preset, explicit):
    m = _random_match(get_preset(preset), seed=3)
    doc = json.loads(json.dumps(match_to_replay(m, ["random"] * m.rules.players, explicit_deals=explicit)))
    assert ("deals" in doc["deal"]) is explicit
    back = run_replay(doc)
    assert back.results == m.results and back.scores == m.scores and back.over
    assert [list(map(str, a)) for a in back.actions] == [list(map(str, a)) for a in m.actions]


def test_reshuffled_deals_are_written_and_consumed_in_order():
    rules = get_preset("faraes")
    four = make_deal(rules, ["6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 4-4 3-3 2-2 5-4 5-3 5-2",
                             "5-1 5-0 4-3 4-2 4-1 4-0 3-2", "1-1 0-0 3-1 3-0 2-1 2-0 1-0"])
    m = Match(rules, seed=9, deals=[four])
    assert isinstance(m.start_events[0], Reshuffled)
    doc = match_to_replay(m)
    assert len(doc["deal"]["deals"]) == 2  # the thrown-away deal is written too
    back = run_replay(doc)
    assert back.deals_used == m.deals_used


def test_a_partial_match_replays_to_the_same_position():
    m = _random_match(get_preset("sala", players=3), seed=4, rounds=1)
    m.next_round()
    m.apply(m.legal_actions()[0])
    back = run_replay(match_to_replay(m))
    assert back.round.line == m.round.line and back.round.hands == m.round.hands
    assert isinstance(back.actions[-1][0], Play) and back.actions[-1][0].tile in set(map(parse_tile, ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"]))


def test_traces_file_with_a_bad_line_names_the_line(tmp_path):
    good = GOOD.read_text().replace("\n", "")
    path = tmp_path / "t.jsonl"
    path.write_text(good + "\n" + good[:-1] + "\n")
    with pytest.raises(ReplayError) as info:
        load_replays(path)
    assert str(info.value).startswith(f"{path}: line 2: this is not valid JSON")
    assert "one JSON replay object per line" in str(info.value)


def test_the_example_in_docs_replay_format_plays_back():
    text = (HERE.parents[1] / "docs" / "replay-format.md").read_text()
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    match = run_replay(load_replay(example))
    assert match.scores == (0, 10)


def _nodes(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _nodes(v, (*path, i))


def _set(doc, path, value):
    if not path:
        return value
    target = doc
    try:
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass  # an earlier damage removed this place
    return doc


JUNK = [None, True, 0, -1, 7, 10**30, 2.5, float("inf"), "", "x", "7-7", "6-6 Q", "draw", [], {},
        ["6-6"], {"a": 1}]


def test_any_damaged_document_gives_a_replay_error_and_nothing_else():
    base = json.loads(GOOD.read_text())
    paths = list(_nodes(base))
    rng = random.Random(2024)
    outcomes = {"ok": 0, "error": 0}
    for trial in range(600):
        doc = json.loads(json.dumps(base))
        if trial % 3 == 0:  # swap (and maybe repeat) actions: legal-looking text, illegal plays
            actions = doc["actions"]
            i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
            actions[i], actions[j] = actions[j], actions[i]
            if trial % 2:
                actions.insert(i, actions[j])
        else:
            for _ in range(rng.choice((1, 1, 2))):
                if isinstance(doc, dict):
                    doc = _set(doc, rng.choice(paths), rng.choice(JUNK))
        try:
            run_replay(parse_and_check(doc))
            outcomes["ok"] += 1
        except ReplayError as exc:
            message = str(exc)
            assert message and "\n" not in message and "Traceback" not in message
            outcomes["error"] += 1
    assert outcomes["error"] > 400


def parse_and_check(doc):
    from edu_domino.engine.replay import parse_replay

    return parse_replay(doc, "fuzz.json")
