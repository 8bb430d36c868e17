"""The new-game choices of the last game started, offered again next time.

A teacher who plays "Music and maths" in pairs with note faces every Tuesday should not have to
set it up again each week, nor a class on phones its teams (class play, how many pupils share
a seat, how a team agrees, the members' names). The choices are stored as JSON beside the settings
(`last-game.json`), written atomically when a game starts. On reading, each choice is checked
on its own and a bad one falls back to the default; a file that is not JSON at all is renamed
aside (`last-game.json.bad-<time>`) and one message says so. The rules engine has the last word:
choices that no longer make a valid game together are dropped as a whole.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from edu_domino.atomic import write_atomic
from edu_domino.classplay.team_hand import MAX_MEMBERS, MIN_MEMBERS, Rule
from edu_domino.engine import PRESETS, RulesError, get_preset
from edu_domino.i18n import _
from edu_domino.play import Privacy
from edu_domino.resources import user_data_dir
from edu_domino.ui.game_setup import SeatChoice
from edu_domino.ui.json_store import Unreadable, read_object

FILE_NAME = "last-game.json"
KIND_CHOICES = tuple(SeatChoice)  # their text spellings are what the file keeps
FACE_CHOICES = ("pips", "numerals", "notes", "powers")
DIFFICULTY_CHOICES = ("single", "spellings", "sets")
PRIVACY_CHOICES = tuple(Privacy)
TEAM_SIZES = (1, *range(MIN_MEMBERS, MAX_MEMBERS + 1))  # 1: one device per seat, no team
TEAM_RULES = tuple(Rule)
SEATS = 10
MAX_NAME = 20


def default_path() -> Path:
    return user_data_dir() / FILE_NAME


def save(choices: dict, path: Path | None = None) -> None:
    path = default_path() if path is None else path
    write_atomic(path, json.dumps(choices, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def load(path: Path | None = None) -> tuple[dict, str | None]:
    """The valid choices saved last time (possibly none) and, if the file was damaged, a message."""
    path = default_path() if path is None else path
    try:
        data = read_object(path)
    except Unreadable as problem:
        if not problem.damaged:
            return {}, _("{file}: cannot be read ({why}); starting from the usual new game",
                         file=path, why=problem.why)
        if problem.aside is None:
            return {}, _("{file}: damaged ({why}); left in place, starting from the usual new game",
                         file=path, why=problem.why)
        return {}, _("{file}: damaged ({why}); kept as {aside}, starting from the usual new game",
                     file=path, why=problem.why, aside=problem.aside.name)
    if data is None:
        return {}, None
    return _valid_choices(data), None


def _valid_choices(data: dict) -> dict:
    out: dict = {}
    preset = data.get("preset")
    if isinstance(preset, str) and preset in PRESETS:  # a list here is unhashable: check the type first
        out.update(_valid_table(preset, data))
    kinds = data.get("kinds")
    if isinstance(kinds, list) and len(kinds) == SEATS and all(_is_one_of(k, KIND_CHOICES) for k in kinds):
        out["kinds"] = list(kinds)
    names = data.get("names")
    if isinstance(names, list) and len(names) == SEATS and all(_is_name(n) for n in names):
        out["names"] = list(names)
    if _is_one_of(data.get("faces"), FACE_CHOICES):
        out["faces"] = data["faces"]
    if _is_one_of(data.get("difficulty"), DIFFICULTY_CHOICES):
        out["difficulty"] = data["difficulty"]
    if _is_one_of(data.get("privacy"), PRIVACY_CHOICES):
        out["privacy"] = data["privacy"]
    out.update(_valid_class_play(data))
    return out


def _valid_class_play(data: dict) -> dict:
    """Class play and its teams on phones: how many per seat, how they agree, their names."""
    out: dict = {}
    if type(data.get("class_play")) is bool:
        out["class_play"] = data["class_play"]
    if data.get("team_size") in TEAM_SIZES and type(data["team_size"]) is int:
        out["team_size"] = data["team_size"]
    if _is_one_of(data.get("team_rule"), TEAM_RULES):
        out["team_rule"] = data["team_rule"]
    members = data.get("members")
    if isinstance(members, list) and len(members) == SEATS and all(map(_is_team, members)):
        out["members"] = [list(team) for team in members]
    return out


def _is_team(value: object) -> bool:
    """A seat's typed team names: up to five different names (none typed: an empty list)."""
    return (isinstance(value, list) and len(value) <= MAX_MEMBERS
            and all(name is not None and _is_name(name) for name in value)
            and len({name.casefold() for name in value}) == len(value))


def _valid_table(preset: str, data: dict) -> dict:
    """Preset, set, players, teams and target, if the engine accepts them together."""
    base = PRESETS[preset]
    set_max, players, teams = data.get("set_max"), data.get("players"), data.get("teams")
    target = data.get("target")
    if not all(type(v) is int for v in (set_max, players, teams)):
        return {"preset": preset}
    if target is not None and (type(target) is not int or target < 1):
        target = None
    overrides: dict = {"players": players, "teams": teams}
    if set_max != base.set_max:
        overrides["set_max"] = set_max
    if target is not None:
        overrides["target_teams" if teams else "target"] = target
    try:
        get_preset(preset, **overrides)
    except (RulesError, ValueError, TypeError):
        return {"preset": preset}
    return {"preset": preset, "set_max": set_max, "players": players, "teams": teams, "target": target}


def _is_one_of(value: object, choices: tuple[str, ...]) -> bool:
    return isinstance(value, str) and value in choices


def _is_name(value: object) -> bool:
    """None (the default name) or a short name without control characters. Format characters
    are fine: a zero-width joiner holds a family emoji together (`isprintable` refuses it)."""
    if value is None:
        return True
    return (isinstance(value, str) and 0 < len(value) <= MAX_NAME and bool(value.strip())
            and not any(unicodedata.category(c) in ("Cc", "Cs", "Co", "Cn") for c in value))
