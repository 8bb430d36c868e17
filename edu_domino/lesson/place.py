"""Where a pupil is in a lesson, as plain JSON data, so a lesson left (Esc, the app closed) goes on
at the same step another time, with the answers already given kept.

The data names the pack (id, version, number of steps): a place saved for another version of the
pack is refused (ValueError) and the lesson starts again from the beginning.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

PLACE_VERSION = 1


@dataclass(frozen=True)
class Place:
    queue: tuple[tuple[int, int, int, bool], ...]  # (step, showing, tries, set aside) of each item
    pos: int
    met: tuple[int, ...]
    seed: int
    score: int
    out_of: int
    answers: tuple  # AnswerRecord, in order


def place_of(runner, queue: list, pos: int, met: list[int], seed: int) -> dict:
    return {
        "version": PLACE_VERSION, "pack": runner.pack.id, "pack_version": runner.pack.version,
        "steps": len(runner.steps), "queue": [list(item) for item in queue], "pos": pos, "met": met,
        "seed": seed, "score": runner.score, "out_of": runner.out_of,
        "answers": [asdict(a) for a in runner.answers],
    }


def read_place(runner, data: dict) -> Place:
    """The place in `data`, checked against the runner's pack; ValueError saying what does not fit."""
    from edu_domino.lesson.runner import AnswerRecord

    if not isinstance(data, dict) or data.get("version") != PLACE_VERSION:
        raise ValueError("not a lesson place this version can read")
    want = {"pack": runner.pack.id, "pack_version": runner.pack.version, "steps": len(runner.steps)}
    for key, value in want.items():
        if data.get(key) != value:
            raise ValueError(f"the place is for another {key}: {data.get(key)!r}, not {value!r}")
    steps = len(runner.steps)
    queue = data.get("queue")
    if not isinstance(queue, list) or not all(_is_item(item, steps) for item in queue):
        raise ValueError("the place's steps are not this pack's")
    pos: Any = data.get("pos")
    met: Any = data.get("met")
    seed: Any = data.get("seed")
    if not _is_int(pos) or not 0 <= pos <= len(queue):
        raise ValueError("the place's step is outside the lesson")
    if not isinstance(met, list) or not all(_is_int(m) and 0 <= m < steps for m in met) or not _is_int(seed):
        raise ValueError("the place's steps done are not this pack's")
    score: Any = data.get("score")
    out_of: Any = data.get("out_of")
    if not _is_int(score) or not _is_int(out_of) or not 0 <= score <= out_of <= runner.pack.scored_steps:
        raise ValueError("the place's score does not fit the pack")
    names = {f.name for f in fields(AnswerRecord)}
    answers = data.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, dict) and set(a) == names for a in answers):
        raise ValueError("the place's answers cannot be read")
    return Place(tuple((int(s), int(sh), int(t), bool(a)) for s, sh, t, a in queue), int(pos),
                 tuple(met), int(seed), int(score), int(out_of),
                 tuple(AnswerRecord(**a) for a in answers))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_item(item: object, steps: int) -> bool:
    return (isinstance(item, list) and len(item) == 4 and all(_is_int(x) for x in item[:3])
            and isinstance(item[3], bool) and 0 <= item[0] < steps and item[1] >= 1 and item[2] >= 0)
