"""Lessons: the packs to choose from, and who is doing the lesson; the lesson itself is the
`lesson` scene (`ui/scenes/lesson_screen.py`), each step drawn by its view (`ui/step_views`).

The packs are read and checked on a thread of their own: a folder of big packs takes seconds,
and meanwhile the screen says so and Esc still works.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.widgets import Menu, MenuItem, blit_center


class LessonListScene(MenuScene):
    """The packs found (bundled, the user's folder, --lessons folders), a pack file to pick, and
    before a lesson starts, who is doing it (a pupil, whose record keeps the results, or the
    whole class)."""

    heading = N_("Lessons")

    def __init__(self, app) -> None:
        from edu_domino.lesson import find_packs, lesson_dirs

        self._entries: list | None = None  # None until the packs are read
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-packs")
        self._listing: Future = pool.submit(find_packs, lesson_dirs(getattr(app, "lesson_dirs", None)))
        pool.shutdown(wait=False)  # the thread ends with the listing
        super().__init__(app)
        self.message = self._("Reading the lesson packs…")

    @property
    def listed(self) -> bool:
        """The packs have been read (the list is shown)."""
        return self._entries is not None

    @property
    def entries(self) -> list:
        """The packs found; waits for them when asked before they are read (tests, screenshots;
        the frame loop asks only once `listed`)."""
        if self._entries is None:
            self._take(self._listing.result())
        return self._entries or []

    def _take(self, entries: list) -> None:
        self._entries = entries
        self.menu = Menu(self.build_items())  # the focus on the first pack
        self.message = None if entries else self._("No lesson packs were found.")

    def update(self, dt: float) -> None:
        if self._entries is None and self._listing.done():
            try:
                self._take(self._listing.result())
            except OSError as exc:  # a lessons folder that cannot be read: said, not a crash
                from edu_domino.os_reasons import fix_for, reason

                self._take([])
                self.message = f"{exc.filename}: {reason(exc)}; {fix_for(exc)}"

    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(partial(self.entry_label, entry), partial(self._open, entry)) for entry in self._entries or []]
        items.append(MenuItem(N_("Open a pack file…"), self._browse))
        items.append(MenuItem(N_("Edit a pack (in the browser's pack editor)…"), self._edit_pack))
        items.append(MenuItem(N_("New pack (in the browser's pack editor)"), self._new_pack))
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items

    def entry_label(self, entry) -> str:
        if entry.pack is None:
            return f"{entry.path.name} · {self._('has problems')}"
        return self._("Level {n}", n=entry.pack.level) + " · " + entry.pack.title.get(self.app.i18n.language)

    def details(self) -> str:
        """About the focused pack, on a line above the list: its author and its languages."""
        from edu_domino.lesson.library import languages_note

        focus, entries = self.menu.focus, self._entries or []
        entry = entries[focus] if 0 <= focus < len(entries) else None
        if entry is None or entry.pack is None:
            return ""
        parts = [self._("by {author}", author=entry.pack.author)] if entry.pack.author else []
        note = languages_note(entry.pack.languages)
        return " · ".join([*parts, note] if note else parts)

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        text = self.details()
        if not text:
            return area
        theme = self.theme
        line_h = theme.font(theme.body_px).get_linesize()
        blit_center(surface, theme.text(text, theme.body_px, theme.palette.text_muted), (area.centerx, area.top + line_h // 2))
        return pygame.Rect(area.left, area.top + line_h + theme.unit, area.width, area.height - line_h - theme.unit)

    def _open(self, entry) -> None:
        if entry.pack is None:
            first = next((p for p in entry.problems if not p.warning), None)
            self.message = str(first) if first is not None else self._("This pack cannot be used.")
            return
        self.start(entry.pack)

    def _edit_pack(self) -> None:
        self.app.open("edit-pack", entries=self.entries, label=self.entry_label, on_file=self._new_pack)

    def _new_pack(self, source=None) -> None:
        """The pack editor (`edu-domino edit`) on a pack, or a new one, in a process of its own: it
        opens the browser and runs while the app goes on, in the app's language."""
        import subprocess
        import sys

        pack = [str(source)] if source is not None else []
        command = [sys.executable, "-m", "edu_domino", "edit", *pack, "--lang", self.app.i18n.language]
        try:
            subprocess.Popen(command, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as exc:
            from edu_domino.os_reasons import reason

            self.message = self._("The pack editor could not start: {why}", why=reason(exc))
            return
        self.message = self._("The pack editor opens in your browser.")

    def _browse(self) -> None:
        self.app.open("files", on_pack=self._loaded)

    def _loaded(self, pack) -> None:
        """A pack the teacher picked in the file browser (already popped) loaded fine; one that
        reuses the id of a listed pack is refused, so pupils' records never mix."""
        from edu_domino.lesson.library import same_id_problem

        for entry in self.entries:  # all of them: waits in the rare case they are still being read
            same_file = entry.pack is not None and entry.pack.source and entry.pack.source.resolve() == pack.source.resolve()
            if entry.pack is not None and entry.pack.id == pack.id and not same_file:
                self.message = str(same_id_problem(pack.source, pack, entry.path))
                return
        self.start(pack)

    def start(self, pack, seed: int | None = None) -> None:
        """Ask who is doing the lesson, then run it; the picker gives way to the lesson."""

        def chosen(pupil) -> None:
            self.app.replace(self.app.make_scene("lesson", pack=pack, seed=seed, pupil=pupil))

        def on_devices() -> None:
            from edu_domino.ui.class_app import open_class_lesson

            self.app.replace(open_class_lesson(self.app, pack))

        def at_own_pace() -> None:
            from edu_domino.ui.class_app import open_own_pace

            self.app.replace(open_own_pace(self.app, pack))

        self.app.open("pupils", on_chosen=chosen, heading=N_("Who is doing this lesson?"), allow_class=True,
                      on_class_devices=on_devices, on_own_pace=at_own_pace,
                      subject=lambda: self._("Lesson: {title}", title=pack.title.get(self.app.i18n.language)))
