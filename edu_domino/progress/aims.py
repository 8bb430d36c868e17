"""What the teacher aims practice at: the topics, the highest level, and how many questions a
sitting has. Set for the whole class, or for one pupil (who then follows their own).

Pure: the UI keeps these in a small JSON file (`ui/practice_aims.py`) and hands them to
`PracticeSession`. Listening needs sound: `topics_to_ask` leaves it out while sound does not work.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .items import LISTENING, SKILLS

LENGTHS: tuple[int, ...] = (5, 10, 15, 20)  # questions in one sitting, as the teacher chooses
LEVELS: tuple[int | None, ...] = (None, 1, 2, 3, 4)  # None: as far as the pupil has got
DEFAULT_LENGTH = 10


@dataclass(frozen=True)
class PracticeAims:
    topics: tuple[str, ...] = SKILLS  # skill ids (progress.items), in the chart's order
    top_level: int | None = None  # no new question above this level; None: no limit
    length: int = DEFAULT_LENGTH

    def with_topic(self, topic: str, on: bool) -> PracticeAims:
        """The aims with `topic` turned on or off; the last topic cannot be turned off."""
        chosen = set(self.topics) | {topic} if on else set(self.topics) - {topic}
        if not chosen:
            return self
        return replace(self, topics=tuple(s for s in SKILLS if s in chosen))

    def as_json(self) -> dict:
        return {"topics": list(self.topics), "top_level": self.top_level, "length": self.length}


def aims_from_json(data: object) -> PracticeAims:
    """Aims read back from JSON; anything missing or not understood keeps its default (a file
    edited by hand never stops practice)."""
    if not isinstance(data, dict):
        return PracticeAims()
    aims = PracticeAims()
    topics = data.get("topics")
    if isinstance(topics, list):
        known = tuple(s for s in SKILLS if s in topics)
        if known:
            aims = replace(aims, topics=known)
    level = data.get("top_level")
    if level in LEVELS and type(level) in (int, type(None)):
        aims = replace(aims, top_level=level)
    length = data.get("length")
    if type(length) is int and length in LENGTHS:
        aims = replace(aims, length=length)
    return aims


def topics_to_ask(aims: PracticeAims, sound_works: bool) -> tuple[str, ...]:
    """The topics practice asks now: the teacher's, without listening while nothing can be heard
    (it may leave none: the screen then says why)."""
    return tuple(s for s in aims.topics if sound_works or s != LISTENING)
