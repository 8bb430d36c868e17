"""Opening a class game or lesson from plain choices: what `edu-domino serve` and the app share.

`open_game(...)` / `open_lesson(...)` build the table or lesson, paint nothing, and return it with
the face keys its devices will ask for; the caller paints those (with the projector's painter)
and starts a `ClassServer`. Bad choices raise `ValueError` with a message naming the fix.
"""

from __future__ import annotations

from pathlib import Path

from edu_domino.classplay.faces_needed import game_face_keys, lesson_face_keys, ownpace_face_keys
from edu_domino.classplay.lesson import ClassLesson
from edu_domino.classplay.ownpace import OwnPaceLesson
from edu_domino.classplay.recorder import ClassRecorder, Opener
from edu_domino.classplay.table import ClassGameSetup, ClassTable, Control
from edu_domino.engine import get_preset
from edu_domino.faces import face_options
from edu_domino.i18n import _

COMPUTER_LEVELS = ("random", "greedy", "expert")
SEAT_CHOICES = ("device", "keyboard", *COMPUTER_LEVELS)


def parse_seats(spec: str | None, players: int) -> tuple[list[Control], list[str]]:
    """`device,device,expert,greedy` -> controls and levels, one per seat (default: all devices)."""
    words = [w.strip().lower() for w in spec.split(",")] if spec else ["device"] * players
    if len(words) == 1 and players > 1:
        words = words * players
    if len(words) != players:
        raise ValueError(f"--seats: {len(words)} seats for {players} players; give one per seat, comma "
                         "separated (e.g. device,device,greedy,expert)")
    controls, levels = [], []
    for word in words:
        if word not in SEAT_CHOICES:
            raise ValueError(f"--seats: {word!r} is not a seat; use one of {', '.join(SEAT_CHOICES)}")
        controls.append(Control.COMPUTER if word in COMPUTER_LEVELS else Control(word))
        levels.append(word if word in COMPUTER_LEVELS else "greedy")
    return controls, levels


def open_game(preset: str, players: int | None = None, teams: int | None = None, seats: str | None = None,
              names: list[str] | None = None, faces: str = "pips", difficulty: str | None = None,
              seed: int | None = None, pace: float = 1.0, round_pause: float = 8.0,
              grace: float = 15.0, show_numbers: bool = False,
              join_grace: float = 60.0, team_phones: dict[int, list[str]] | None = None,
              team_rule: str = "captain") -> tuple[ClassTable, set[str]]:
    overrides: dict = {}
    if players is not None:
        overrides["players"] = players
    if teams is not None:
        overrides["teams"] = teams
    rules = get_preset(preset, **overrides)
    controls, levels = parse_seats(seats, rules.players)
    names = list(names or [])
    given = [i < len(names) for i in range(rules.players)]  # "Player 3" is a place a pupil may name
    for i in range(len(names), rules.players):
        names.append(_("Player {n}", n=i + 1))
    options = face_options(faces, difficulty)
    setup = ClassGameSetup(rules, names[: rules.players], controls, levels, options, seed, pace,
                           round_pause, grace, show_numbers, join_grace, team_phones=dict(team_phones or {}),
                           team_rule=team_rule, given_names=given)
    table = ClassTable(setup)
    return table, game_face_keys(table.faces, rules.set_max)


def find_pack(name: str, folders: list[Path] | None = None):
    """A pack by file path or by id among the bundled, the user's and the given folders."""
    from edu_domino.lesson import find_packs, lesson_dirs, load_pack

    path = Path(name)
    if path.suffix == ".toml" or path.exists():
        return load_pack(path)
    entries = find_packs(lesson_dirs(folders or []))
    for entry in entries:
        if entry.pack is not None and entry.pack.id == name:
            return entry.pack
    known = ", ".join(e.pack.id for e in entries if e.pack is not None)
    raise ValueError(f"--lesson {name}: no such pack file or pack id; the packs are: {known}")


def open_lesson(pack_name: str, lang: str, opener: Opener | None = None,
                auto: dict[str, float] | None = None) -> tuple[ClassLesson, set[str]]:
    pack = find_pack(pack_name)
    lesson = ClassLesson(pack, lang, ClassRecorder(opener), auto=auto)
    return lesson, lesson_face_keys(pack)


def open_ownpace(pack_name: str, lang: str, opener: Opener | None = None, leaderboard: bool = False,
                 idle_after: float | None = None) -> tuple[OwnPaceLesson, set[str]]:
    """A lesson each pupil does at their own pace on their own device (`serve --own-pace`)."""
    from edu_domino.classplay.ownpace import IDLE_AFTER

    pack = find_pack(pack_name)
    lesson = OwnPaceLesson(pack, lang, ClassRecorder(opener), leaderboard=leaderboard,
                           idle_after=IDLE_AFTER if idle_after is None else idle_after)
    return lesson, ownpace_face_keys(pack)


def parse_topics(text: str | None) -> tuple[str, ...] | None:
    """`sums,rhythm` -> ("sums", "rhythm"), in the app's order; empty or "aims": None (each
    pupil's practice aims, as the teacher set them in the app)."""
    from edu_domino.progress.items import SKILLS

    words = [w.strip().lower() for w in (text or "").split(",") if w.strip()]
    if not words or words == ["aims"]:
        return None
    unknown = [w for w in words if w not in SKILLS]
    if unknown:
        raise ValueError(f"--practice {text}: {', '.join(unknown)} is not a practice topic; use some of "
                         f"{', '.join(SKILLS)}, comma separated (or aims: each pupil's, as set in the app)")
    return tuple(s for s in SKILLS if s in words)


def open_practice(topics: tuple[str, ...] | None, lang: str, opener: Opener | None = None,
                  aims_for=None, idle_after: float | None = None):
    """Practice drills each pupil does at their own pace on their own device (`serve --own-pace
    --practice`), with the picture keys its questions may show."""
    from edu_domino.classplay.drill_json import practice_face_keys
    from edu_domino.classplay.ownpace import IDLE_AFTER
    from edu_domino.classplay.practice import OwnPacePractice
    from edu_domino.progress.items import SKILLS

    practice = OwnPacePractice(lang, ClassRecorder(opener), topics=topics, aims_for=aims_for,
                               idle_after=IDLE_AFTER if idle_after is None else idle_after)
    return practice, practice_face_keys(practice.drills, topics or SKILLS)
