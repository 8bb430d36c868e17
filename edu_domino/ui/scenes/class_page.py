"""One class's page (from the teacher's classes, `classes.py`): its pupils, each with what the
teacher can do for them here (rename, take out of the class: asked first, "no" chosen), adding a
pupil (one already in the record, or a new one), the class's progress table, saving its answers
as a CSV file, renaming the class and adding a teacher.

A stray key cannot take a pupil away: Delete does nothing here, Enter on a pupil opens their
page, and taking them out asks a question whose focus starts on "No". Taking a pupil out of a
class keeps every answer of theirs in the record.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import RecordMenuScene, shown
from edu_domino.ui.widgets import MenuItem


class ClassPageScene(RecordMenuScene):
    """A class: its teachers said above the menu, its pupils in it, then what to do."""

    def __init__(self, app, name: str, classes: Any = None) -> None:
        self.name = name
        self.classes = classes  # the list of classes, told when the name changes
        super().__init__(app)

    def heading_text(self) -> str:
        return self._("Class {name}", name=self.name)

    def load(self, record) -> tuple[list, list[str]]:
        from edu_domino.progress.classes import class_pupils, class_teachers

        return class_pupils(record, self.name), class_teachers(record, self.name)

    @property
    def pupils(self) -> list:
        return list(self.loaded[0]) if self.loaded else []

    @property
    def teachers(self) -> list[str]:
        return list(self.loaded[1]) if self.loaded else []

    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(shown(p.name), partial(self.app.open, "class-pupil", page=self, pupil=p))
                 for p in self.pupils]
        return [*items,
                MenuItem(N_("Add a pupil…"), lambda: self.app.open("class-add-pupil", page=self)),
                MenuItem(N_("The class's progress"), lambda: self.app.open("class-progress", class_name=self.name)),
                MenuItem(N_("Save the class's answers as a CSV file"), self._export),
                MenuItem(N_("Rename the class"), self._rename),
                MenuItem(N_("Add a teacher"), self._add_teacher),
                MenuItem(N_("Back"), self.app.pop)]

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """Who teaches the class and how many pupils it has, in one line above the menu."""
        theme = self.theme
        if self.loaded is None:
            return area
        teachers = ", ".join(self.teachers) or self._("no teacher yet")
        line = self._("Teachers: {teachers} · {n} pupils", teachers=teachers, n=len(self.pupils))
        line_h = theme.font(theme.body_px).get_linesize()
        lines = theme.wrap(line, area.width)[:2]
        for i, text in enumerate(lines):
            image = theme.text(text, theme.body_px, theme.palette.text_muted)
            surface.blit(image, image.get_rect(midtop=(area.centerx, area.top + i * line_h)))
        used = len(lines) * line_h + theme.unit
        return pygame.Rect(area.x, area.y + used, area.width, area.height - used)

    def _export(self) -> None:
        from edu_domino.progress.classes import export_class
        from edu_domino.resources import user_data_dir

        name, folder, stamp = self.name, user_data_dir() / "exports", time.strftime("%Y%m%d-%H%M%S")
        self.message = self._("Saving…")
        self.save(lambda record: export_class(record, name, folder, stamp),
                  lambda done: self._("{n} answers saved in {file}", n=done[1], file=done[0]))

    def _rename(self) -> None:
        from edu_domino.progress.classes import rename_class

        old = self.name

        def typed(new: str, scene) -> None:
            def said(kept: str) -> str:
                self.name = kept
                if self.classes is not None:
                    self.classes.reload()
                return self._("Name saved.")

            self.save(lambda record: rename_class(record, old, new), said, scene)

        self.ask_name(self._("New name for class {name}", name=old), typed, text=old)

    def _add_teacher(self) -> None:
        from edu_domino.progress.classes import add_teacher

        name = self.name

        def typed(teacher: str, scene) -> None:
            self.save(lambda record: add_teacher(record, teacher, name),
                      lambda _done: self._("{teacher} teaches {name} now.", teacher=teacher.strip(), name=name), scene)

        self.ask_name(self._("The teacher's name"), typed)


class AddPupilScene(RecordMenuScene):
    """The pupils of the record not in the class yet, and a new pupil; Enter adds one."""

    def __init__(self, app, page: ClassPageScene) -> None:
        self.page = page
        super().__init__(app)

    def heading_text(self) -> str:
        return self._("Add a pupil to {name}", name=self.page.name)

    def load(self, record) -> list:
        inside = {p.id for p in self.page.pupils}
        return [p for p in record.pupils() if p.id not in inside]

    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(shown(p.name), partial(self._join, p)) for p in self.loaded or []]
        return [*items, MenuItem(N_("A new pupil…"), self._new_pupil), MenuItem(N_("Back"), self.app.pop)]

    def _join(self, pupil, scene: Any = None) -> None:
        from edu_domino.progress.classes import join_class

        name = self.page.name

        def joined(_done: Any) -> None:
            if scene is not None and self.app.top is scene:
                self.app.pop()
            if self.app.top is self:
                self.app.pop()
            self.page.message = self._("{pupil} is in {name} now.", pupil=pupil.name, name=name)
            self.page.reload()

        self.app.records.submit(lambda record: join_class(record, name, pupil), joined,
                                scene.fail if scene is not None else self._failed)

    def _new_pupil(self) -> None:
        def typed(pupil_name: str, scene) -> None:
            scene.wait(self._("Saving…"))
            self.app.records.submit(lambda record: record.create_pupil(pupil_name),
                                    lambda pupil: self._join(pupil, scene), scene.fail)

        self.ask_name(self._("The new pupil's name"), typed)


class PupilInClassScene(RecordMenuScene):
    """One pupil of the class: rename them, or take them out of the class (asked first)."""

    def __init__(self, app, page: ClassPageScene, pupil) -> None:
        self.page, self.pupil = page, pupil
        super().__init__(app)

    def heading_text(self) -> str:
        return self._("{pupil} in {name}", pupil=self.pupil.name, name=self.page.name)

    def reload(self) -> None:
        self._loaded(True)  # nothing to read: the class's page has the pupil

    def build_items(self) -> list[MenuItem]:
        return [MenuItem(N_("Rename"), self._rename),
                MenuItem(lambda: self._("Take {pupil} out of {name}…", pupil=self.pupil.name, name=self.page.name),
                         self._ask_take_out),
                MenuItem(N_("Back"), self.app.pop)]

    def _rename(self) -> None:
        pupil = self.pupil

        def typed(new: str, scene) -> None:
            def said(updated) -> str:
                self.pupil = updated
                self.page.reload()
                return self._("Name saved.")

            self.save(lambda record: record.rename_pupil(pupil, new), said, scene)

        self.ask_name(self._("New name for {name}", name=pupil.name), typed, text=pupil.name)

    def _ask_take_out(self) -> None:
        self.app.open("confirm", question=N_("Take {pupil} out of class {name}?"),
                      detail=N_("Their answers and lessons stay in the record."), yes=N_("Take out"),
                      no=N_("Keep"), fields={"pupil": self.pupil.name, "name": self.page.name},
                      on_yes=self._take_out)

    def _take_out(self) -> None:
        from edu_domino.progress.classes import leave_class

        pupil, name = self.pupil, self.page.name

        def left(_done: Any) -> None:
            if self.app.top is self:
                self.app.pop()
            self.page.message = self._("{pupil} is no longer in {name}.", pupil=pupil.name, name=name)
            self.page.reload()

        self.message = self._("Saving…")
        self.app.records.submit(lambda record: leave_class(record, name, pupil), left, self._failed)
