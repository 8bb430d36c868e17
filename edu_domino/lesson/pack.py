"""A loaded, checked lesson pack, and the problems found while checking one."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from edu_domino.i18n import _, current_language
from edu_domino.lesson.step_base import Step
from edu_domino.lesson.texts import LANGUAGES, Text


@dataclass(frozen=True)
class Problem:
    """One thing wrong (or, as a warning, worth fixing) in a pack file, with its line."""

    file: str
    line: int
    what: str
    fix: str
    warning: bool = False
    # The key it is about, e.g. ("steps", 2, "answer"): the pack editor shows it at that field.
    path: tuple[str | int, ...] = field(default=(), compare=False)
    # The name a "did you mean 'X'?" fix offers: X, to write as the value at `path` (with
    # `meant_key`, as that key's own name instead); the pack editor's Fix it button writes it.
    meant: str = field(default="", compare=False)
    meant_key: bool = field(default=False, compare=False)

    def __str__(self) -> str:
        # `what` and `fix` were written in the language current when the pack was checked.
        text = _("warning: {what}", what=self.what) if self.warning else self.what
        fix = f"; {self.fix}" if self.fix else ""
        return f"{self.file}:{self.line}: {text}{fix}"


class PackError(ValueError):
    """A pack that cannot be used; `problems` lists everything wrong, each with its line."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass(frozen=True)
class Pack:
    id: str
    version: str
    title: Text
    instructions: Text
    level: int
    faces: str
    difficulty: str
    tempo: int
    set_max: int
    retries: int  # extra tries after a wrong answer before the answer is shown
    repeat_wrong: int  # how many times a step answered wrong comes back later in the lesson
    steps: tuple[Step, ...]
    author: str = ""
    source: Path | None = None  # the .toml file read
    warnings: tuple[Problem, ...] = ()
    languages: tuple[str, ...] = LANGUAGES  # the languages the pack is written in (`languages = [...]`)
    order: int | None = None  # where the pack sits among the packs of its level (before those without)

    @property
    def scored_steps(self) -> int:
        return sum(1 for s in self.steps if s.scored)

    def summary(self) -> str:
        kinds: dict[str, int] = {}
        for s in self.steps:
            kinds[s.kind] = kinds.get(s.kind, 0) + 1
        parts = ", ".join(f"{n} {k}" for k, n in kinds.items())
        n = len(self.steps)
        steps = _("1 step") if n == 1 else _("{n} steps", n=n)
        return _("{id} v{version} (level {level}, {faces}): {title!r}, {steps} ({kinds})", id=self.id,
                 version=self.version, level=self.level, faces=self.faces, title=self.title.get(current_language()),
                 steps=steps, kinds=parts)
