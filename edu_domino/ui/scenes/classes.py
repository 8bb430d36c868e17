"""The teacher's classes (behind the teacher lock, from Practice): every class in the record, or
the classes one teacher has; a new class; the teachers and their classes. One class's page (its
pupils, its teachers, its progress and export) is `class_page.py`.

Everything is read and written on the app's record worker (edu_domino.progress.classes, the same
on a laptop's file and on a school's server); until it answers the screen says "Loading…".
"""

from __future__ import annotations

from functools import partial

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import RecordMenuScene, shown
from edu_domino.ui.widgets import MenuItem


class ClassesScene(RecordMenuScene):
    """Every class (or `teacher`'s), each opening its page; a new class; the teachers."""

    def __init__(self, app, teacher: str | None = None) -> None:
        self.teacher = teacher
        super().__init__(app)

    def heading_text(self) -> str:
        if self.teacher is not None:
            return self._("{teacher}'s classes", teacher=self.teacher)
        return self._("Classes")

    def load(self, record) -> list[str]:
        from edu_domino.progress.classes import class_names

        return class_names(record, teacher=self.teacher)

    def build_items(self) -> list[MenuItem]:
        names = self.loaded or []
        items = [MenuItem(shown(name), partial(self.app.open, "class-page", name=name, classes=self))
                 for name in names]
        if self.loaded == [] and self.teacher is not None:
            self.message = self._("{teacher} has no class yet.", teacher=self.teacher)
        if self.teacher is None:
            items.append(MenuItem(N_("New class…"), self._new_class))
            items.append(MenuItem(N_("Teachers and their classes"), lambda: self.app.open("class-teachers")))
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items

    def _new_class(self) -> None:
        from edu_domino.progress.classes import new_class

        def typed(name: str, scene) -> None:
            self.save(lambda record: new_class(record, name),
                      lambda made: self._("Class {name} made.", name=made), scene)

        self.ask_name(self._("Name of the new class"), typed)


class TeachersScene(RecordMenuScene):
    """Each teacher with their classes beside; Enter: that teacher's classes."""

    heading = N_("Teachers and their classes")

    def load(self, record) -> list[tuple[str, list[str]]]:
        from edu_domino.progress.classes import class_names, teacher_names

        return [(t, class_names(record, teacher=t)) for t in teacher_names(record)]

    def build_items(self) -> list[MenuItem]:
        if self.loaded == []:
            self.message = self._("No teacher yet: add one on a class's page.")
        items = [MenuItem(shown(teacher), partial(self.app.open, "classes", teacher=teacher),
                          value=shown(", ".join(classes) or "-"))
                 for teacher, classes in self.loaded or []]
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items
