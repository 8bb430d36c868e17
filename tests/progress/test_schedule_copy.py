"""This computer's copy of a pupil's schedule (for a school's server that is away): the copy as
last kept, with the practice answers still in the side files on top, each once, those the copy
already counted left out. The oracle is worked by hand from the scheduler's rules (a right
answer: one box up, due after INTERVALS[box] = 5, 10, 20... answers; a wrong one: two boxes
down, due after 2 other items)."""

from __future__ import annotations

from edu_domino.progress.profiles import Pupil
from edu_domino.progress.schedule_copy import recall_schedule, remember_schedule
from edu_domino.progress.scheduler import ItemState
from edu_domino.progress.unsaved import answer_entry, keep_unsaved, lesson_entry

ANA = Pupil(7, "Ana", False, 0, None)
RUI = Pupil(8, "Rui", False, 0, None)


def _answer(pupil, key: str, right: bool, uid: str, source: str = "practice") -> dict:
    entry = answer_entry(pupil, key, "sums", "1", "1" if right else "2", right, 900, source=source, at=1_700_000_000)
    entry["uid"] = uid
    return entry


def test_the_copy_with_the_side_files_answers_on_top(tmp_path):
    local = tmp_path / "school-record-abc"
    a = ItemState("sum:a", box=2, due_step=10, seen=2, correct=2, streak=2, last_step=4)
    remember_schedule(local, ANA, {"sum:a": a}, 5, ["u1"])
    first = [_answer(ANA, "sum:a", True, "u1"),  # counted in the copy already
             _answer(ANA, "sum:a", True, "u2"),  # step 5: box 3, due 5 + 1 + 20
             _answer(RUI, "sum:a", True, "r1"),  # another pupil's
             _answer(ANA, "sum:c", True, "l1", source="lesson")]  # a lesson's: no schedule
    keep_unsaved(local, first)
    keep_unsaved(local, [first[1], _answer(ANA, "sum:b", False, "u3")])  # u2 twice (two files); step 6
    schedule = recall_schedule(local, ANA)
    assert schedule.offline and schedule.steps == 7
    assert schedule.states == {
        "sum:a": ItemState("sum:a", box=3, due_step=26, seen=3, correct=3, streak=3, last_step=5),
        "sum:b": ItemState("sum:b", box=0, due_step=9, seen=1, correct=0, streak=0, last_step=6),
    }


def test_no_copy_yet_or_a_damaged_one_starts_from_the_side_files(tmp_path):
    local = tmp_path / "school-record-abc"
    keep_unsaved(local, [_answer(ANA, "sum:a", True, "u1"), lesson_entry(ANA, "p", "1", 1, 1, lesson="x", seconds=3)])
    assert recall_schedule(local, ANA).states["sum:a"].box == 1
    (tmp_path / "school-record-abc.schedules.json").write_text('{"7": {"steps": "many"}}', encoding="utf-8")
    schedule = recall_schedule(local, ANA)
    assert schedule.steps == 1 and schedule.states["sum:a"].due_step == 0 + 1 + 5
