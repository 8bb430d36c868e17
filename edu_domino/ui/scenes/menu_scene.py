"""A scene that is a heading, a menu and a footer: the title, settings and new-game screens; and
one whose menu is made from what the record holds (`RecordMenuScene`: the teacher's classes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import Menu, MenuItem, draw_footer, draw_heading


class MenuScene(Scene):
    heading = ""
    footer = ""  # "": the usual key reminder, with "←→: change" only where a row has a value to change

    def __init__(self, app) -> None:
        super().__init__(app)
        self.menu = Menu(self.build_items())
        self.message: str | None = None

    def build_items(self) -> list[MenuItem]:
        return []

    def footer_text(self) -> str:
        """The key reminder: only the keys that do something on this screen."""
        if self.footer:
            return self._(self.footer)
        if any(self.menu.items[i].on_change is not None for i in self.menu.shown()):
            return self._("↑↓: choose · ←→: change · Enter: select · Esc: back")
        return self._("↑↓: choose · Enter: select · Esc: back")

    def heading_text(self) -> str:
        return self._(self.heading)

    def on_intent(self, intent: Intent) -> None:
        if self.menu.on_intent(intent):
            return
        if intent is Intent.BACK:
            self.app.pop()

    def on_mouse(self, event: pygame.event.Event) -> None:
        self.menu.on_mouse(event)

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """Draw anything above the menu; returns the area left for the menu."""
        return area

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.fill(theme.palette.background)
        top = draw_heading(surface, theme, self.heading_text())
        bottom = draw_footer(surface, theme, self.footer_text())
        area = pygame.Rect(theme.gap, top, surface.get_width() - theme.margin, bottom - top)
        if self.message:
            lines = theme.wrap(self.message, area.width)
            line_h = theme.font(theme.body_px).get_linesize()
            for i, line in enumerate(lines):
                image = theme.text(line, theme.body_px, theme.palette.warning)
                surface.blit(image, image.get_rect(midbottom=(area.centerx, area.bottom - (len(lines) - 1 - i) * line_h)))
            area.height -= line_h * len(lines) + theme.unit
        area = self.draw_extra(surface, area)
        self.menu.draw(surface, theme, area.inflate(0, -theme.body_px), self._)


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


def shown(text: str) -> Callable[[], str]:
    """A menu row's text that is a name (never translated)."""
    return lambda: text
