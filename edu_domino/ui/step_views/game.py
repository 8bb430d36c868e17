"""A game step: a whole round or match against the computer, on the shared `TableGame`.

The line is drawn by the table widget; the pupil's hand is the row of tiles to choose from.
Moves go to the game at once (not to the runner): the step is answered when the game is done.
"""

from __future__ import annotations

import pygame

from edu_domino.lesson.game_step import PUPIL, placement_sounds
from edu_domino.ui.step_views.base import Choice, StepView
from edu_domino.ui.table.widget import LineAndHand
from edu_domino.ui.widgets import blit_center


class GameView(StepView):
    centred = False  # the table fills the space
    straight_on = True

    @property
    def game(self):
        return self.scene.runner.game

    def choices(self) -> list[Choice]:
        from edu_domino.engine import Play

        game = self.game
        if game is None:
            return []
        if game.done:
            return [Choice("button", label=self._("Continue"), action=lambda: self.scene.submit(None))]
        if game.between_rounds:
            return [Choice("button", label=self._("Next round"), action=game.next_round)]
        out = [Choice("tile", t) for t in game.seat_view(PUPIL).hand]
        if game.to_move(PUPIL) and not any(isinstance(a, Play) for a in game.legal(PUPIL)):
            out.append(Choice("button", label=self._("Draw or pass (Space)"), action=self.draw_or_pass))
        return out

    def play_tile(self, tile, end: str | None) -> None:
        from edu_domino.engine import Play

        self._move(tile if end is None else Play(tile, end))

    def draw_or_pass(self) -> None:
        from edu_domino.engine import Draw

        game = self.game
        if game is None:
            return
        self._move("draw" if any(isinstance(a, Draw) for a in game.legal(PUPIL)) else "pass")

    def _move(self, answer) -> None:
        scene = self.scene
        move = self.game.apply(PUPIL, answer)
        if move.refusal is not None:
            scene.message = move.refusal.say.text(scene.runner.lang)  # e.g. which end? then L or R
        else:
            scene.message = ""
            scene.play(placement_sounds(move.happenings))

    def update(self, dt: float) -> None:
        game = self.game
        if game is not None:
            # The opponents think on the game's worker thread: this frame never waits for them.
            self.scene.play(placement_sounds(game.update(dt)))

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        game = self.game
        area = pygame.Rect(work.left, work.top, work.width, work.height // 2)
        if game is not None:
            view = game.spectator()
            table = LineAndHand.lay_out(area, view.line, view.opener_index)
            if table.line.short >= 8:
                painter = self.scene.painter()
                table.draw_line(surface, lambda placed, s: painter.tile_surface(
                    placed.values, s, "vertical" if placed.vertical else "horizontal"))
            theme = self.scene.theme
            counts = " · ".join(f"{n}" for n in view.hand_counts[1:])
            info = self._("Your turn") if game.to_move(PUPIL) else self._("The computer is playing")
            blit_center(surface, theme.text(f"{info} · {counts}", theme.body_px, theme.palette.text_muted),
                        (area.centerx, area.bottom))
        return area.bottom + self.scene.theme.unit

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        return self.scene.tile_image(choice.value, size) if choice.kind == "tile" else None
