"""The first screen: new game, lessons, practice, settings, quit."""

from __future__ import annotations

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.widgets import MenuItem


class TitleScene(MenuScene):
    heading = N_("Dominoes")
    footer = N_("Up/Down: choose · Enter: select · Esc: quit")

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("New game"), self._new_game),
            MenuItem(N_("Lessons"), self._lessons),
            MenuItem(N_("Practice"), self._practice),
            MenuItem(N_("Settings"), self._settings),
            MenuItem(N_("Quit"), self.app.quit),
        ]

    _arts: list | None = None

    def enter(self) -> None:
        if self.app.notice:
            self.message = self.app.notice
            self.app.notice = None

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:  # Esc is pressed by mistake too: ask first
            self.app.open("confirm", question=N_("Quit edu-domino?"), yes=N_("Quit"), no=N_("Stay"),
                          on_yes=self.app.quit)
            return
        super().on_intent(intent)

    def _new_game(self) -> None:
        from edu_domino.ui import last_game

        remembered, problem = last_game.load()  # a small file: read at once, like the settings
        self.app.open("setup", remembered=remembered, notice=problem)

    def _lessons(self) -> None:
        self.app.open("lessons")

    def _practice(self) -> None:
        self.app.open("practice")

    def _settings(self) -> None:
        self.app.open("settings")

    def _draw_tiles(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """A short line of tiles under the title, in pips, numbers, notes and powers."""
        from edu_domino.ui.tiles import TileArt

        short = max(16, min(area.height // 6, area.width // 14))
        faces = ("pips", "numerals", "notes", "powers")
        pairs = ((6, 4), (4, 2), (2, 3), (3, 1))
        gap = short // 3
        total = len(pairs) * 2 * short + (len(pairs) - 1) * gap
        x = area.centerx - total // 2
        if self._arts is None or self._arts[0].palette is not self.theme.palette:
            self._arts = [TileArt(self.theme.palette, f, 7) for f in faces]
        for art, pair in zip(self._arts, pairs, strict=True):
            surface.blit(art.face(pair, short, False), (x, area.top))
            x += 2 * short + gap
        return short

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        theme = self.theme
        # The subtitle on one line, or two in a narrow window.
        lines = theme.wrap(self._("Dominoes for the classroom: pips, numbers, notes and powers of two"), area.width)
        if len(lines) <= 2:
            area = area.copy()
            for line in lines:
                sub = theme.text(line, theme.body_px, theme.palette.text_muted)
                surface.blit(sub, sub.get_rect(midtop=(area.centerx, area.top)))
                area.top += sub.get_height()
                area.height -= sub.get_height()
            area.top += theme.unit
            area.height -= theme.unit
        if area.height > theme.body_px * 14:
            short = self._draw_tiles(surface, area.move(0, theme.gap))
            area = area.copy()
            area.top += short + theme.margin
            area.height -= short + theme.margin
        return area
