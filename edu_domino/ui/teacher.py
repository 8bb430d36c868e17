"""What the teacher set once for this machine: the teacher PIN (the teacher lock) and the aims of
practice (for the whole class, and for pupils who follow their own).

Kept in `teacher.json` in the user's data folder, written atomically, read afresh each time it is
needed (it is tiny). With no PIN ever set the teacher's actions are open, as before; once a PIN
is set they ask for it (`teacher_only`). A file that cannot be read is set aside (`json_store`)
and said once: the lock is then off until the teacher sets a PIN again.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from edu_domino.atomic import write_atomic
from edu_domino.i18n import N_, _
from edu_domino.progress.aims import PracticeAims, aims_from_json
from edu_domino.progress.profiles import hash_pin, verify_pin
from edu_domino.resources import user_data_dir
from edu_domino.ui.json_store import Unreadable, read_object

FILE_NAME = "teacher.json"


@dataclass(frozen=True)
class TeacherFile:
    pin: str | None = None  # the PIN's hash (progress.profiles.hash_pin); None: never set
    class_aims: PracticeAims = PracticeAims()
    pupil_aims: dict[int, PracticeAims] = field(default_factory=dict)  # by pupil id
    problem: str | None = None  # the file could not be read: said once, in words

    @property
    def locked(self) -> bool:
        return self.pin is not None

    def check(self, pin: str) -> bool:
        return self.pin is not None and verify_pin(pin, self.pin)

    def aims_for(self, pupil_id: int | None) -> PracticeAims:
        """A pupil's own aims, else the class's."""
        return self.pupil_aims.get(pupil_id, self.class_aims) if pupil_id is not None else self.class_aims

    def with_pin(self, pin: str) -> TeacherFile:
        return replace(self, pin=hash_pin(pin))

    def with_aims(self, pupil_id: int | None, aims: PracticeAims | None) -> TeacherFile:
        """The class's aims (`pupil_id` None), or a pupil's own; None: the pupil follows the class."""
        if pupil_id is None:
            return replace(self, class_aims=aims or PracticeAims())
        own = dict(self.pupil_aims)
        if aims is None:
            own.pop(pupil_id, None)
        else:
            own[pupil_id] = aims
        return replace(self, pupil_aims=own)


def default_path() -> Path:
    return user_data_dir() / FILE_NAME


def load(path: Path | None = None) -> TeacherFile:
    path = default_path() if path is None else path
    try:
        data = read_object(path) or {}
    except Unreadable as problem:
        where = problem.aside.name if problem.aside else problem.path.name
        return TeacherFile(problem=_(
            "{file}: cannot be read ({why}); kept as {aside}. Set the teacher PIN again in Settings.",
            file=problem.path, why=problem.why, aside=where))
    pin = data.get("pin") if isinstance(data.get("pin"), str) else None
    practice = data.get("practice")
    practice = practice if isinstance(practice, dict) else {}
    pupils = practice.get("pupils")
    pupils = pupils if isinstance(pupils, dict) else {}
    own = {int(k): aims_from_json(v) for k, v in pupils.items() if str(k).isdigit()}
    return TeacherFile(pin=pin, class_aims=aims_from_json(practice.get("class")), pupil_aims=own)


def load_telling(app) -> TeacherFile:
    """`load()`, and a file that could not be read said on screen (once: it is set aside)."""
    teacher = load()
    if teacher.problem:
        app.show_banner(teacher.problem)
    return teacher


def sound_works(app) -> bool:
    """Whether a pupil can hear anything now (no output, or one fallen back to silence, cannot):
    listening is left out of the teacher's topics meanwhile (`progress.aims.topics_to_ask`)."""
    return app.sound is not None and not app.sound.silent


def save(teacher: TeacherFile, path: Path | None = None) -> None:
    path = default_path() if path is None else path
    data = {"pin": teacher.pin, "practice": {
        "class": teacher.class_aims.as_json(),
        "pupils": {str(k): v.as_json() for k, v in sorted(teacher.pupil_aims.items())}}}
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def teacher_only(app, action: Callable[[], object]) -> None:
    """Run `action`, a teacher's, once the teacher PIN is typed (at once where no PIN was ever
    set). A wrong PIN is refused and asked again; Esc goes back and nothing is done."""
    from edu_domino.ui.scenes.pupils import PinScene

    teacher = load_telling(app)
    if not teacher.locked:
        action()
        return
    tr = app.i18n.translate
    scene: PinScene

    def typed(pin: str) -> str | None:
        if not teacher.check(pin):
            return tr(N_("That is not the teacher PIN. This is for the teacher."))
        if app.top is scene:
            app.pop()
        action()
        return None

    scene = PinScene(app, typed, heading=tr(N_("Teacher PIN")))
    app.push(scene)


class TeacherVisit:
    """A screen with rows that change what pupils get (Settings, New game): the teacher lock asked
    at the first such change of a visit; after the PIN, the screen's teacher rows change freely."""

    def __init__(self, app) -> None:
        self.app = app
        self.unlocked = False

    def run(self, action: Callable[[], object]) -> None:
        """`action` now if the PIN was typed on this visit, else once it is."""
        if self.unlocked:
            action()
            return

        def unlocked() -> None:
            self.unlocked = True
            action()

        teacher_only(self.app, unlocked)

    def guard(self, change: Callable[[int], None]) -> Callable[[int], None]:
        """A row's `on_change` behind the lock."""
        return lambda step: self.run(lambda: change(step))


def ask_teacher_to_end(app, question: str, detail: str, yes: str) -> None:
    """Before ending something the whole class is doing: the question ("Keep going" chosen, so a
    stray Enter changes nothing), then the ending is the teacher's, behind the teacher lock."""
    app.open("confirm", question=question, detail=detail, yes=yes, no=N_("Keep going"),
             on_yes=lambda: teacher_only(app, app.pop))
