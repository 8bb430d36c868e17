"""Open a lesson pack from a file the teacher picks: a small file browser, keyboard or mouse.

It starts in the user's lessons folder (or the home folder) and lists sub-folders, pack folders
(a folder holding pack.toml) and .toml files. Up/Down choose, Enter (or a click) opens a folder or
loads a pack, Backspace (or Left, or the ".." row) goes up a folder, Esc goes back. A pack is
checked by the lesson loader on a worker thread (a network folder never freezes the window); a
pack with problems shows each `file:line: what is wrong; how to fix it` on screen.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pygame

from edu_domino.lesson.loader import is_pack_name
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import (
    blit_center,
    cut_to_width,
    draw_footer,
    draw_heading,
    focus_ring,
    triangle,
)

PACK_FILE = "pack.toml"
KIND_WORDS = {"up": N_("up a folder"), "folder": N_("folder"), "pack": N_("lesson pack"),
              "packdir": N_("lesson pack (folder)")}


@dataclass(frozen=True)
class Entry:
    kind: str  # "up", "folder", "packdir" (a folder with pack.toml) or "pack" (a .toml file)
    path: Path

    @property
    def name(self) -> str:
        return ".." if self.kind == "up" else self.path.name


def list_folder(folder: Path) -> list[Entry]:
    """The rows for `folder`: up, then folders (pack folders among them), then .toml files, each
    group sorted by name regardless of case. Hidden names (starting with ".") are left out.
    Raises OSError when the folder cannot be read."""
    folders: list[Entry] = []
    packs: list[Entry] = []
    with os.scandir(folder) as it:
        for item in it:
            if item.name.startswith("."):
                continue
            path = Path(item.path)
            try:
                if item.is_dir():
                    is_pack = (path / PACK_FILE).is_file()
                    folders.append(Entry("packdir" if is_pack else "folder", path))
                elif item.is_file() and is_pack_name(item.name):
                    packs.append(Entry("pack", path))
            except OSError:
                continue  # a broken link or a folder we may not look into: leave it out
    def key(e: Entry) -> str:
        return e.path.name.casefold()

    rows = [Entry("up", folder.parent)] if folder.parent != folder else []
    return rows + sorted(folders, key=key) + sorted(packs, key=key)


def start_folder() -> Path:
    from edu_domino.resources import user_lessons_dir

    lessons = user_lessons_dir()
    return lessons if lessons.is_dir() else Path.home()


def load_pack_file(path: Path):
    """(pack or None, problem lines): runs on the worker thread."""
    from edu_domino.lesson import check_file

    pack, problems = check_file(path, label=path.name if path.is_file() else f"{path.name}/{PACK_FILE}")
    errors = [str(p) for p in problems if not p.warning]
    return pack, errors


JUMP_PAUSE_S = 1.0  # typed letters within this many seconds of each other make one name to jump to


class FileBrowserScene(Scene):
    erase_is_back = False  # Backspace goes up a folder here, it does not leave the scene
    wants_text = True  # typed letters jump to the first entry whose name starts with them

    def __init__(self, app, on_pack: Callable[[object], None] | None = None, folder: Path | None = None,
                 on_file: Callable[[Path], None] | None = None) -> None:
        super().__init__(app)
        self.on_pack = on_pack  # called with the loaded Pack, after this scene is popped
        # Or called with the picked file, not loaded: the pack editor opens a draft with problems too.
        self.on_file = on_file
        self.folder = Path(folder) if folder is not None else start_folder()
        self.entries: list[Entry] = []
        self.focus = 0
        self.first = 0  # the first row shown (scrolling)
        self.message = ""
        self.problems: list[str] = []
        self.loading: Future | None = None
        self.loading_path: Path | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._rows: list[tuple[int, pygame.Rect]] = []
        self._visible = 1
        self.typed = ""  # the letters typed so far to jump to an entry
        self._typed_at = -JUMP_PAUSE_S
        self.open_folder(self.folder)

    @property
    def rows(self) -> tuple[tuple[int, pygame.Rect], ...]:
        """(entry index, rectangle) of each row drawn by the last frame: where a click lands."""
        return tuple(self._rows)

    # --- folders -------------------------------------------------------------------------------
    def open_folder(self, folder: Path, focus_on: Path | None = None) -> bool:
        try:
            entries = list_folder(folder)
        except OSError as exc:
            self.message = self._("This folder cannot be opened: {why}", why=exc.strerror or exc)
            return False
        self.folder, self.entries = folder, entries
        self.problems = []
        self.message = "" if entries else self._("Nothing here: no folders and no .toml files.")
        paths = [e.path for e in entries]
        self.focus = paths.index(focus_on) if focus_on in paths else (1 if len(entries) > 1 and entries[0].kind == "up" else 0)
        self.first = 0
        return True

    def on_text(self, text: str) -> None:
        """Type-to-jump: focus the first entry whose name starts with the letters typed (a pause
        starts a new name; a letter that matches nothing with the others is tried alone)."""
        if self.app.time - self._typed_at > JUMP_PAUSE_S:
            self.typed = ""
        self._typed_at = self.app.time
        self.typed += text
        for prefix in (self.typed, text):
            wanted = prefix.casefold()
            match = next((i for i, e in enumerate(self.entries) if e.kind != "up" and e.name.casefold().startswith(wanted)), None)
            if match is not None:
                self.focus = match
                self.typed = prefix
                return

    def go_up(self) -> None:
        if self.folder.parent != self.folder:
            self.open_folder(self.folder.parent, focus_on=self.folder)

    def activate(self, index: int) -> None:
        if self.loading is not None or not self.entries:
            return
        entry = self.entries[index % len(self.entries)]
        if entry.kind == "up":
            self.go_up()
        elif entry.kind == "folder":
            self.open_folder(entry.path)
        elif self.on_file is not None:
            self.app.pop()
            self.on_file(entry.path)
        else:
            self._start_loading(entry.path)

    # --- loading a pack (off the frame loop) ---------------------------------------------------
    def _start_loading(self, path: Path) -> None:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-pack")
        self.problems = []
        self.message = self._("Checking {name}…", name=path.name)
        self.loading_path = path
        self.loading = self._executor.submit(load_pack_file, path)

    def update(self, dt: float) -> None:
        future = self.loading
        if future is None or not future.done():
            return
        self.loading = None
        try:
            pack, errors = future.result()
        except Exception as exc:  # the loader never raises for a bad file; this is a last guard
            pack, errors = None, [f"{self.loading_path}: {exc}"]
        if pack is None:
            self.message = self._("This pack cannot be used. What to fix:")
            self.problems = errors or [self._("This pack cannot be used.")]
            return
        self.message = ""
        self.app.pop()
        if self.on_pack is not None:
            self.on_pack(pack)

    def exit(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    # --- input ---------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        n = len(self.entries)
        if intent is Intent.BACK:
            self.app.pop()
        elif intent in (Intent.ERASE, Intent.LEFT):
            self.go_up()
        elif not n:
            return
        elif intent in (Intent.UP, Intent.PREV):
            self.focus = max(0, self.focus - 1)  # lists stop at their ends
        elif intent in (Intent.DOWN, Intent.NEXT):
            self.focus = min(n - 1, self.focus + 1)
        elif intent is Intent.CONFIRM or (intent is Intent.RIGHT and self.entries[self.focus].kind == "folder"):
            self.activate(self.focus)

    def on_wheel(self, steps: int) -> None:
        self.first = max(0, min(len(self.entries) - self._visible, self.first - steps))
        self.focus = min(max(self.focus, self.first), self.first + self._visible - 1)

    def on_mouse(self, event: pygame.event.Event) -> None:
        for index, rect in self._rows:
            if rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEMOTION:
                    self.focus = index
                elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    self.focus = index
                    self.activate(index)  # one click opens: nothing needs a double click
                return

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        top = draw_heading(surface, theme, self._("Open a lesson pack"))
        bottom = draw_footer(surface, theme, self._("↑↓: choose · Enter: open · letters: jump · Backspace: up · Esc: back"))
        line_h = theme.font(theme.body_px).get_linesize()
        x0 = theme.margin
        width = w - 2 * x0
        # Where we are: the folder's path, cut from the left so its end (the folder) shows.
        surface.blit(self._fit_left(str(self.folder), width, p.text_muted), (x0, top))
        y = top + line_h + theme.unit
        # Problems and messages take the bottom; the list gets the rest.
        notes = self._note_lines(width)
        notes_h = len(notes) * line_h + (theme.gap if notes else 0)
        list_area = pygame.Rect(x0, y, width, max(line_h * 2, bottom - y - notes_h - theme.unit))
        self._draw_list(surface, list_area)
        if notes:
            box = pygame.Rect(0, list_area.bottom + theme.unit, w, notes_h)
            pygame.draw.rect(surface, p.panel, box)
            for i, (text, color) in enumerate(notes):
                surface.blit(theme.text(text, theme.body_px, color), (x0, box.top + theme.unit + i * line_h))
        return None

    def _note_lines(self, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        theme = self.theme
        p = theme.palette
        line_h = theme.font(theme.body_px).get_linesize()
        room = max(2, (self.app.size[1] // 2) // line_h)  # at most half the screen for problems
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if self.message:
            lines += [(t, p.focus if self.problems else p.warning if self.loading is None else p.text)
                      for t in theme.wrap(self.message, width)]
        for problem in self.problems:
            lines += [(t, p.warning) for t in theme.wrap(problem, width)]
        if len(lines) > room:
            more = self._("… and more: run edu-domino check-pack on the file to see them all.")
            lines = lines[: room - 1] + [(more, p.text_muted)]
        return lines

    def _draw_list(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme = self.theme
        p = theme.palette
        line_h = theme.font(theme.body_px).get_linesize()
        row_h = int(line_h * 1.35)
        gap = max(2, theme.unit // 2)
        fits = max(1, (area.height + gap) // (row_h + gap))
        self._visible = fits
        n = len(self.entries)
        if self.focus < self.first:
            self.first = self.focus
        elif self.focus >= self.first + fits:
            self.first = self.focus - fits + 1
        self.first = max(0, min(self.first, max(0, n - fits)))
        self._rows = []
        y = area.top
        icon = pygame.Rect(0, 0, line_h * 3 // 4, line_h * 2 // 3)
        for index in range(self.first, min(n, self.first + fits)):
            entry = self.entries[index]
            row = pygame.Rect(area.left, y, area.width, row_h)
            focused = index == self.focus
            pygame.draw.rect(surface, p.panel, row, border_radius=theme.unit)
            if focused:
                focus_ring(surface, theme, row)
                triangle(surface, pygame.Rect(row.left + theme.focus_px + max(2, theme.unit // 4), row.centery - line_h // 4, line_h // 3, line_h // 2),
                         "right", p.focus)
            icon.midleft = (row.left + theme.gap + line_h // 3, row.centery)
            self._icon(surface, entry.kind, icon, p.focus if focused else p.text_muted)
            kind = theme.text(self._(KIND_WORDS[entry.kind]), theme.body_px, p.text_muted)
            name_w = row.width - (icon.right - row.left) - kind.get_width() - theme.unit * 6
            name = self._fit_right(entry.name, name_w, p.focus if focused else p.text)
            surface.blit(name, name.get_rect(midleft=(icon.right + theme.gap, row.centery)))
            surface.blit(kind, kind.get_rect(midright=(row.right - theme.gap, row.centery)))
            self._rows.append((index, row))
            y += row_h + gap
        if self.first > 0:
            triangle(surface, pygame.Rect(area.centerx - line_h // 2, area.top - line_h // 2, line_h, line_h // 2), "up", p.text_muted)
        if self.first + fits < n:
            triangle(surface, pygame.Rect(area.centerx - line_h // 2, y, line_h, line_h // 2), "down", p.text_muted)
        if not n:
            blit_center(surface, theme.text(self._("(empty)"), theme.body_px, p.text_muted), area.center)

    @staticmethod
    def _icon(surface: pygame.Surface, kind: str, r: pygame.Rect, color) -> None:
        """A shape per kind, so the kind is not told by a word or a colour alone."""
        if kind == "up":
            triangle(surface, r.inflate(-r.w // 4, -r.h // 6), "up", color)
        elif kind in ("folder", "packdir"):
            tab = pygame.Rect(r.left, r.top, r.w // 2, r.h // 4)
            pygame.draw.rect(surface, color, tab, border_radius=2)
            pygame.draw.rect(surface, color, pygame.Rect(r.left, r.top + r.h // 5, r.w, r.h - r.h // 5), border_radius=2)
        if kind in ("pack", "packdir"):
            page = r.inflate(-r.w // 3, 0) if kind == "pack" else r.inflate(-r.w // 2, -r.h // 3).move(0, r.h // 10)
            pygame.draw.rect(surface, (250, 246, 234), page, border_radius=2)
            pygame.draw.rect(surface, color, page, 2, border_radius=2)
            for i in (1, 2, 3):
                yy = page.top + page.h * i // 4
                pygame.draw.line(surface, (40, 40, 40), (page.left + 3, yy), (page.right - 4, yy), 1)

    def _fit_right(self, text: str, width: int, color) -> pygame.Surface:
        """Cut the end with an ellipsis to fit (a long file name)."""
        theme = self.theme
        font = theme.font(theme.body_px)
        return theme.text(cut_to_width(font, text, width), theme.body_px, color)

    def _fit_left(self, text: str, width: int, color) -> pygame.Surface:
        """Cut the start with an ellipsis to fit (a long path: its end matters)."""
        theme = self.theme
        font = theme.font(theme.body_px)
        return theme.text(cut_to_width(font, text, width, at_start=True), theme.body_px, color)
