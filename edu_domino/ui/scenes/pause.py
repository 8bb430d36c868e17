"""The menu over a game (Esc): go on, clap the line (note faces), settings, or leave the game
(asking first when a match in progress would be lost)."""

from __future__ import annotations

import pygame

from edu_domino.play import TableGame
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.table.words import score_at_stake
from edu_domino.ui.widgets import MenuItem


class PauseScene(MenuScene):
    heading = N_("Paused")
    footer = N_("Up/Down: choose · Enter: select · Esc: back to the game")

    def __init__(self, app, clap=None, game: TableGame | None = None) -> None:
        """`game`: the match under this menu, if any (leaving it asks first while it is on)."""
        self.clap = clap  # opens the class's clapping of the line; None when the line has no rhythm
        self.game = game
        super().__init__(app)

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("Continue"), self.app.pop),
            MenuItem(N_("Clap the line together"), self._clap, visible=lambda: self.clap is not None),
            MenuItem(N_("Settings"), self._settings),
            MenuItem(N_("Leave the game"), self._leave),
        ]

    def _clap(self) -> None:
        if self.clap is not None:
            self.app.pop()  # back to the table underneath, then the clapping on top of it
            self.clap()

    def _settings(self) -> None:
        self.app.open("settings")

    def _leave(self) -> None:
        score = score_at_stake(self.game.spectator(), self._) if self.game is not None else None
        if score is None:
            self._leave_now()
            return
        self.app.open("confirm", question=N_("Leave this game?"),
                      detail=N_("The score now: {score}. If you leave, this match ends and its score is not kept."),
                      fields={"score": score}, yes=N_("Leave"), no=N_("Keep playing"), on_yes=self._leave_now)

    def _leave_now(self) -> None:
        self.app.pop_to("title")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
