"""The teacher's classes (behind the teacher lock, from Practice): every class in the record, or
the classes one teacher has; a new class; the teachers and their classes. One class's page (its
pupils, its teachers, its progress and export) is `class_page.py`.

Everything is read and written on the app's record worker (edu_domino.progress.classes, the same
on a laptop's file and on a school's server); until it answers the screen says "Loading…".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.widgets import Menu, MenuItem


class RecordMenuScene(MenuScene):
    """A menu made from what the record holds: loaded on the worker, rebuilt when it comes back
    (the focus kept on the same row, as far as there is one)."""

    def __init__(self, app) -> None:
        self.loaded: Any = None  # what `load` read, once it is back
        super().__init__(app)
        self.reload()

    def load(self, record) -> Any:
        raise NotImplementedError

    def reload(self) -> None:
        self.message = self._("Loading…") if self.loaded is None else self.message
        self.app.records.submit(self.load, self._loaded, self._failed)

    def _loaded(self, found: Any) -> None:
        if self.message == self._("Loading…"):
            self.message = None
        focus = self.menu.focus
        self.loaded = found
        self.menu = Menu(self.build_items())
        self.menu.focus = min(focus, len(self.menu.items) - 1)

    def _failed(self, problem: str) -> None:
        self.message = problem

    def save(self, work: Callable[[Any], Any], said: Callable[[Any], str], entry: Any = None) -> None:
        """Run a change on the worker; then say `said(result)` and read the record again. A name
        typed in `entry` (the name scene) is closed once saved, or shows what is wrong."""
        def saved(result: Any) -> None:
            if entry is not None and self.app.top is entry:
                self.app.pop()
            self.message = said(result)
            self.reload()

        if entry is not None:
            entry.wait(self._("Saving…"))
        self.app.records.submit(work, saved, entry.fail if entry is not None else self._failed)

    def ask_name(self, heading: str, done: Callable[[str, Any], None], text: str = "") -> None:
        """The name scene; `done(name, scene)` once a name is typed."""
        from edu_domino.progress.profiles import MAX_NAME

        scene: Any = None

        def typed(name: str) -> None:
            done(name, scene)

        scene = self.app.make_scene("name", done=typed, heading=heading, text=text, max_length=MAX_NAME)
        self.app.push(scene)


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


def shown(text: str) -> Callable[[], str]:
    """A menu row's text that is a name (never translated)."""
    return lambda: text
