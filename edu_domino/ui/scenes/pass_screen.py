"""Hot-seat: a screen that covers the whole table until the next player is ready.

It is opaque, so while it is up the app draws nothing of the table: a hand never flashes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from edu_domino.play import TableGame
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import blit_center, button_width, draw_button, draw_footer


class PassScene(Scene):
    opaque = True

    def __init__(self, app, name: str, on_ready: Callable[[], object], game: TableGame | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.game = game  # the match behind the cover (its menu asks before leaving it)
        self.on_ready = on_ready
        self._button = pygame.Rect(0, 0, 0, 0)

    def ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.CONFIRM, Intent.DRAW_PASS):
            self.ready()
        elif intent is Intent.BACK:
            self.app.open("pause", game=self.game)

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._button.collidepoint(event.pos):
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        surface.fill(p.panel)
        w, h = surface.get_size()
        big = theme.px(2.4)
        lines = theme.wrap(self._("Pass to {name}", name=self.name), w - theme.margin, big)
        y = h // 3 - len(lines) * big // 2
        for line in lines:
            r = blit_center(surface, theme.text(line, big, p.focus), (w // 2, y))
            y = r.bottom + theme.unit
        note = self._("Everyone else: look away from the screen.")
        for line in theme.wrap(note, w - theme.margin):
            r = blit_center(surface, theme.text(line, theme.body_px, p.text), (w // 2, y + theme.body_px))
            y = r.bottom
        label = self._("{name}: I am ready (Enter)", name=self.name)
        self._button = pygame.Rect(0, 0, min(w - theme.margin, button_width(theme, label)),
                                   int(theme.body_px * 2.2))
        self._button.center = (w // 2, int(h * 0.68))
        draw_button(surface, theme, self._button, label, focused=True)
        draw_footer(surface, theme, self._("Enter: show my tiles · Esc: menu"))
