"""The menu over a game (Esc): go on, settings, or leave the game."""

from __future__ import annotations

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.widgets import MenuItem


class PauseScene(MenuScene):
    heading = N_("Paused")
    footer = N_("Up/Down: choose · Enter: select · Esc: back to the game")

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("Continue"), self.app.pop),
            MenuItem(N_("Settings"), self._settings),
            MenuItem(N_("Leave the game"), self._leave),
        ]

    def _settings(self) -> None:
        from edu_domino.ui.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _leave(self) -> None:
        from edu_domino.ui.scenes.title import TitleScene

        self.app.pop_to(TitleScene)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
