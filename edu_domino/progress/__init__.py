"""The pupil's record and practice mode (pure: no pygame, no mido).

Open the record, pick or create a pupil, practise, show progress:

    record = open_record()              # <user data folder>/progress.sqlite3
    if record.notice: show(record.notice)   # a damaged/newer file was kept aside
    pupil = record.create_pupil("Ana", pin="1234")   # or record.find_pupil("Ana")
    session = PracticeSession(record, pupil)
    item = session.next_item()          # draw item.shows / play item.play / offer item.choices
    feedback = session.answer("3")      # right or wrong, the expected answer, the new box
    progress = pupil_progress(record, pupil)   # mastery chart, accuracy per day, what next
    rows = class_view(record)           # the teacher's view of every pupil
    pupil = record.rename_pupil(pupil, "Ana María")  # BadName if another pupil has that name
    gone = remove_pupil(record, pupil)  # a CSV copy kept first (gone.copy), then all of it deleted

See docs/progress.md for the file, the schema and how scheduling works.
"""

from .archive import RemovedPupil, remove_pupil
from .cells import Skipped
from .drills import Drills, default_drills
from .errors import (
    BadName,
    BadPin,
    ProgressError,
    RecordAccessError,
    RecordUnusable,
    UnknownItem,
    UnknownPupil,
)
from .items import (
    CHOICE,
    LISTENING,
    NUMBER,
    POWERS,
    SKILL_TITLES,
    SKILLS,
    SPELLINGS,
    SUMS,
    DrillItem,
)
from .opening import open_record
from .profiles import Pupil
from .record import AnswerRow, LessonResult, Record, default_path
from .scheduler import ItemState
from .session import Feedback, PracticeSession, SessionSummary
from .summary import (
    ClassRow,
    DayAccuracy,
    LessonBest,
    PupilProgress,
    SkillProgress,
    Suggestion,
    class_view,
    pupil_progress,
)

__all__ = [
    "CHOICE",
    "LISTENING",
    "NUMBER",
    "POWERS",
    "SKILLS",
    "SKILL_TITLES",
    "SPELLINGS",
    "SUMS",
    "AnswerRow",
    "BadName",
    "BadPin",
    "ClassRow",
    "DayAccuracy",
    "DrillItem",
    "Drills",
    "Feedback",
    "ItemState",
    "LessonBest",
    "LessonResult",
    "PracticeSession",
    "ProgressError",
    "Pupil",
    "PupilProgress",
    "Record",
    "RecordAccessError",
    "RecordUnusable",
    "RemovedPupil",
    "SessionSummary",
    "Skipped",
    "SkillProgress",
    "Suggestion",
    "UnknownItem",
    "UnknownPupil",
    "class_view",
    "default_drills",
    "default_path",
    "open_record",
    "pupil_progress",
    "remove_pupil",
]
