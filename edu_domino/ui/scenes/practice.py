"""Practice: pick (or create) a pupil, their page, and the teacher's page for them; the drills
are `practice_drill.py`'s, their summary `practice_summary.py`'s, the teacher's aims
`practice_aims.py`'s.

The drills, their scheduling and the record are edu_domino.progress's (pure); this module shows
the current item, turns keys and clicks into answers and draws the progress screen. Everything
that reads or writes the record runs on the app's record worker (`ui/records.py`); until its
answer comes back a scene shows "Loading…" or "Saving…", never a frozen window.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from edu_domino.progress import challenge
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.scenes.pupils import PupilPickerScene, set_pin_flow
from edu_domino.ui.teacher import teacher_only
from edu_domino.ui.widgets import (
    MenuItem,
)


class PracticeScene(PupilPickerScene):
    """Who is practising: the pupils on this machine (a PIN asked when they have one), a new one,
    and the class view for the teacher."""

    heading = N_("Practice")

    def __init__(self, app) -> None:
        super().__init__(app, self._open)

    def extra_items(self) -> list[MenuItem]:
        if self.app.records.problem:
            return []
        return [MenuItem(N_("The class (for the teacher)"),
                         lambda: teacher_only(self.app, lambda: self.app.open("class-progress"))),
                MenuItem(N_("Classes (for the teacher)"),
                         lambda: teacher_only(self.app, lambda: self.app.open("classes"))),
                MenuItem(N_("Practice topics for the class (for the teacher)"),
                         lambda: teacher_only(self.app, lambda: self.app.open("practice-aims", pupil=None)))]

    def _open(self, pupil) -> None:
        self.app.push(PupilScene(self.app, pupil))


class PupilScene(MenuScene):
    """The pupil's own page: practise, their progress, their PIN; the teacher's things for this
    pupil are one row away, behind the teacher lock (`TeacherPupilScene`)."""

    def __init__(self, app, pupil) -> None:
        self.pupil = pupil
        super().__init__(app)

    def heading_text(self) -> str:
        return self.pupil.name

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("Practise"), lambda: self.app.open("drill", pupil=self.pupil)),
            MenuItem(challenge.TITLE, lambda: self.app.open("challenge", pupil=self.pupil)),
            MenuItem(N_("My progress"), lambda: self.app.open("progress", pupil=self.pupil)),
            MenuItem(N_("Set a PIN"), self._set_pin, visible=lambda: not self.pupil.has_pin),
            MenuItem(N_("Change the PIN"), self._set_pin, visible=lambda: self.pupil.has_pin),
            MenuItem(N_("Remove the PIN"), self._remove_pin, visible=lambda: self.pupil.has_pin),
            MenuItem(N_("For the teacher…"), lambda: teacher_only(self.app, self._teacher_page)),
            MenuItem(N_("Back"), self.app.pop),
        ]

    def _teacher_page(self) -> None:
        self.app.push(TeacherPupilScene(self.app, self))

    def _set_pin(self) -> None:
        set_pin_flow(self.app, self.pupil, self._pin_saved)

    def _pin_saved(self, pupil) -> None:
        self.pupil = pupil
        self.message = self._("PIN saved. It will be asked next time.")

    def _remove_pin(self) -> None:
        pupil = self.pupil

        def removed(updated) -> None:
            self.pupil = updated
            self.message = self._("PIN removed.")

        self.message = self._("Saving…")
        self.app.records.submit(lambda record: record.set_pin(pupil, None), removed, self._failed)

    def _failed(self, problem: str) -> None:
        self.message = problem


class TeacherPupilScene(MenuScene):
    """What only the teacher does for one pupil (reached through the teacher lock): aim their
    practice, rename them, remove them."""

    def __init__(self, app, page: PupilScene) -> None:
        self.page = page
        super().__init__(app)

    @property
    def pupil(self):
        return self.page.pupil

    def heading_text(self) -> str:
        return self._("{name}: for the teacher", name=self.pupil.name)

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("Practice topics"), lambda: self.app.open("practice-aims", pupil=self.pupil)),
            MenuItem(N_("Rename"), self._rename),
            MenuItem(N_("Remove this pupil"), self._remove),
            MenuItem(N_("Back"), self.app.pop),
        ]

    def _rename(self) -> None:
        from edu_domino.progress.profiles import MAX_NAME

        pupil = self.pupil
        scene: Any  # the name-entry scene, opened by name below

        def typed(name: str) -> None:
            scene.wait(self._("Saving…"))
            self.app.records.submit(lambda record: record.rename_pupil(pupil, name), renamed, scene.fail)

        def renamed(updated) -> None:
            if self.app.top is scene:
                self.app.pop()
            self.page.pupil = updated  # saved either way: the pages show the new name
            self.message = self.page.message = self._("Name saved.")

        scene = self.app.make_scene("name", done=typed, heading=self._("New name for {name}", name=pupil.name),
                                    text=pupil.name, max_length=MAX_NAME)
        self.app.push(scene)

    def _remove(self) -> None:
        """Remove the pupil and all their answers, once the teacher has typed the name: a slip
        of a key cannot do it. The record keeps a copy (CSV) before deleting anything."""
        from edu_domino.progress import remove_pupil
        from edu_domino.progress.profiles import MAX_NAME

        pupil = self.pupil
        scene: Any  # the name-entry scene, opened by name below

        def typed(text: str) -> str | None:
            if _same_name(text) != _same_name(pupil.name):
                scene.text = ""
                return self._("That is not the name; nothing was removed.")
            scene.wait(self._("Removing…"))
            self.app.records.submit(lambda record: remove_pupil(record, pupil), removed, scene.fail)
            return None

        def removed(gone) -> None:
            # Gone from the record: the pupil's pages (and anything opened from them) must go too.
            if self.page in self.app.scenes:
                while self.app.top is not self.page:
                    self.app.pop()
                self.app.pop()
            picker = self.app.top
            if isinstance(picker, PupilPickerScene):
                picker.forget(pupil)
                picker.message = self._(
                    "{name} was removed. A copy of their answers and lesson results was kept in {folder} ({file}).",
                    name=gone.name, folder=gone.folder, file=gone.copy.name)

        heading = self._("To remove {name} and all their answers, type the name", name=pupil.name)
        scene = self.app.make_scene("name", done=typed, heading=heading, max_length=MAX_NAME)
        self.app.push(scene)


def _same_name(text: str) -> str:
    """What must match to confirm a name: any case, spaces at the ends or doubled ignored."""
    return " ".join(unicodedata.normalize("NFC", text).split()).casefold()
