"""Leaving a lesson and going on with it another time: a mixin of the lesson screen
(ui/scenes/lesson_screen.py). Esc asks first, "Keep going" chosen; a pupil's place is written
down after every question and on leaving (ui/lesson_places.py), and read back when the same pupil
opens the same lesson again (lesson.Runner.resume).
"""

from __future__ import annotations

from typing import Any

from edu_domino.ui.i18n import N_


class LessonKeeping:
    # The lesson screen's own, set in its __init__.
    app: Any
    pack: Any
    pupil: Any
    runner: Any
    waiting: bool
    save_problem: str
    _: Any

    def _resume(self) -> bool:
        """Go on where this pupil left the lesson last time (a whole class starts afresh)."""
        from edu_domino.ui import lesson_places

        place = lesson_places.load(self.pupil, self.pack) if self.pupil is not None else None
        if place is None:
            return False
        try:
            self.runner.resume(place)
        except ValueError:
            return False  # kept for another version of the pack: start from the beginning
        return True

    def keep_place(self) -> None:
        """Write down where the pupil is (forget it once the lesson is over); a failure is said."""
        from edu_domino.ui import lesson_places

        if self.pupil is None:
            return
        try:
            lesson_places.save(self.pupil, self.pack, None if self.runner.finished else self.runner.place())
        except OSError as exc:
            self.save_problem = self._("Where you are in this lesson could not be kept: {why}", why=exc.strerror or exc)

    def ask_to_leave(self) -> None:
        """Esc: leave only if the pupil says so; "Keep going" is chosen, so a stray Enter stays."""
        if self.runner.finished and not self.waiting:
            self.app.pop()
            return
        detail = (N_("Next time, {name} goes on from this step.") if self.pupil is not None
                  else N_("The whole class will start this lesson again from the beginning."))
        self.app.open("confirm", question=N_("Leave this lesson?"), detail=detail,
                      fields={"name": self.pupil.name if self.pupil is not None else ""},
                      yes=N_("Leave"), no=N_("Keep going"), on_yes=self.app.pop)
