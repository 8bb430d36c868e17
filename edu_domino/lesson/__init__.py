"""Lesson packs: the TOML format, a loader with `file:line` errors, and the runner (a pure step
machine the UI and the tests drive alike). No pygame, no mido: sounds are requests the UI passes
on to `edu_domino.audio`. The format is documented in docs/lesson-packs.md.
"""

from edu_domino.lesson.export import pack_sounds
from edu_domino.lesson.library import PackEntry, find_packs, lesson_dirs
from edu_domino.lesson.loader import check_file, load_pack, loads_pack, pack_paths
from edu_domino.lesson.pack import Pack, PackError, Problem
from edu_domino.lesson.runner import AnswerRecord, Feedback, Runner, RunnerResult
from edu_domino.lesson.sounds import Sound
from edu_domino.lesson.steps import (
    BuildStep,
    ChainStep,
    ExplainStep,
    FacedTile,
    GameStep,
    ListenStep,
    MatchStep,
    Step,
    SumStep,
)
from edu_domino.lesson.texts import LANGUAGES, Text

__all__ = [
    "LANGUAGES", "AnswerRecord", "BuildStep", "ChainStep", "ExplainStep", "FacedTile", "Feedback",
    "GameStep", "ListenStep", "MatchStep", "Pack", "PackEntry", "PackError",
    "Problem", "Runner", "RunnerResult", "Sound", "Step", "SumStep", "Text",
    "check_file", "find_packs", "lesson_dirs", "load_pack", "loads_pack", "pack_paths", "pack_sounds",
]
