"""A pack's limits reach its game step: `spellings = "level"` keeps the game's tiles to what pupils
have met by the pack's level (docs/lesson-packs.md: up to level 2 no dots, ties, sixteenths or
rests), and a pack's `set = 9` is the set its game deals (unless the step's options say another)."""

from __future__ import annotations

import itertools

from edu_domino.faces import spelling_for_half
from edu_domino.lesson import check_file
from edu_domino.lesson.game_step import start_game

PACK = '''id = "game-limits"
version = 1
level = 1
faces = "notes"
difficulty = "spellings"
{spellings}
{set}
title = {{ es = "Partida", pt = "Partida", en = "Game" }}
instructions = {{ es = "Juega.", pt = "Jogue.", en = "Play." }}

[[steps]]
kind = "game"
rules = "musica"
options = {{ players = 2 {options} }}
seed = 4
'''
# What a level-1 pupil has not met, as written in a spelling (docs/lesson-packs.md).
NOT_MET_AT_LEVEL_1 = (".", "_", "s", "r")


def _game(tmp_path, spellings: str = "", set_line: str = "", options: str = ""):
    path = tmp_path / "game.toml"
    path.write_text(PACK.format(spellings=spellings, set=set_line, options=options), encoding="utf-8")
    pack, problems = check_file(path)
    assert pack is not None, [str(p) for p in problems]
    return start_game(pack.steps[0], 80, seed=11)


def _bodies(game) -> set[str]:
    top = game.rules.set_max
    return {spelling_for_half(game.faces, game.seed, (a, b), half).body
            for a, b in itertools.combinations_with_replacement(range(top + 1), 2) for half in (0, 1)}


def test_spellings_level_keeps_the_game_to_what_pupils_have_met(tmp_path):
    free = _bodies(_game(tmp_path))
    assert any(mark in body for body in free for mark in NOT_MET_AT_LEVEL_1)  # the face set has them
    limited = _bodies(_game(tmp_path, spellings='spellings = "level"'))
    assert not [body for body in limited if any(mark in body for mark in NOT_MET_AT_LEVEL_1)], limited
    assert {"e", "q", "h"} <= limited  # the notes pupils have met still show (double-6: no whole note)


def test_the_pack_s_set_is_the_set_its_game_deals(tmp_path):
    assert _game(tmp_path).rules.set_max == 6  # musica's own
    assert _game(tmp_path, set_line="set = 9").rules.set_max == 9
    # the step's own options still choose
    assert _game(tmp_path, set_line="set = 9", options=", set_max = 6").rules.set_max == 6
