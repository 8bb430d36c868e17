"""A game step: a whole round or match against the computer, on the shared `TableGame`.

Laid out as a table by the size rules (`table_view.TableStepView`): the line, the pupil's hand
(the tiles to choose from) and the focused tile magnified.
A move is sent to the runner (`Runner.submit`), which plays it on the game and judges it, as it
does a device's in an own-pace lesson; the view draws what comes back: the refusal's words
under the hand, the tiles that fit lifted, a laid tile's sounds. The step is answered (and
recorded) when the game is done and the pupil continues.
"""

from __future__ import annotations

import pygame

from edu_domino.engine.choices import End
from edu_domino.lesson.game_step import PUPIL, placement_sounds
from edu_domino.ui.sizes import picture_px
from edu_domino.ui.step_views.base import Choice
from edu_domino.ui.step_views.table_view import TableStepView


class GameView(TableStepView):
    straight_on = True
    # After a tile that fits nowhere (or a draw with a tile that fits), the tiles that fit are
    # lifted until the pupil's next move: the right moves shown, as after a lesson's wrong answer.
    show_fits = False

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
            return [Choice("button", label=self._("Next round"), action=lambda: self._move(None))]
        out = [Choice("tile", t) for t in game.seat_view(PUPIL).hand]
        if game.to_move(PUPIL) and not any(isinstance(a, Play) for a in game.legal(PUPIL)):
            out.append(Choice("button", label=self._("Draw or pass (Space)"), action=self.draw_or_pass))
        return out

    def footer(self) -> str:
        game = self.game
        if game is not None and (game.done or game.between_rounds):
            return self._("Enter: continue · Esc: leave")
        return self._("←→: a tile · L/R: lay it · Space: draw or pass · Esc: leave")

    def play_tile(self, tile, end: End | None) -> None:
        from edu_domino.engine import Play

        self._move(tile if end is None else Play(tile, end))

    def draw_or_pass(self) -> None:
        from edu_domino.engine import Draw

        game = self.game
        if game is None:
            return
        self._move("draw" if any(isinstance(a, Draw) for a in game.legal(PUPIL)) else "pass")

    def _move(self, answer) -> None:
        """The pupil's move (or None: the next round) to the runner; what it says, drawn."""
        scene = self.scene
        feedback = scene.runner.submit(answer)
        self.show_fits = feedback.show_fits
        scene.message = feedback.hint  # a refusal's words, e.g. which end? then L or R; "" once laid
        if feedback.right:  # a refused move is said, not buzzed (as at the table)
            scene.play(feedback.sounds)

    def raised_now(self) -> bool:
        game = self.game
        return self.show_fits and game is not None and game.to_move(PUPIL)

    def raised(self, tiles: list[Choice]) -> list[int]:
        from edu_domino.engine import Play

        if not self.raised_now():
            return []
        fits = {a.tile for a in self.game.legal(PUPIL) if isinstance(a, Play)}
        return [i for i, c in enumerate(tiles) if c.value in fits]

    def update(self, dt: float) -> None:
        game = self.game
        if game is not None:
            # The opponents think on the game's worker thread: this frame never waits for them.
            self.scene.play(placement_sounds(game.update(dt)))

    def table_line(self) -> tuple[list[tuple[int, int]], int]:
        game = self.game
        if game is None:
            return [], 0
        view = game.spectator()
        return list(view.line), view.opener_index if view.line else 0

    def line_tile(self, placed, short: int):
        painter = self.scene.painter()
        orientation = "vertical" if placed.vertical else "horizontal"
        short = picture_px(short)
        return painter.tile_surface(placed.values, short, orientation), painter.staff_spaces(placed.values, short)

    def hand_tile(self, choice: Choice, short: int):
        painter = self.scene.painter()
        values = (choice.value.a, choice.value.b)
        short = picture_px(short)
        return painter.tile_surface(values, short, "vertical"), painter.staff_spaces(values, short)

    def caption(self) -> str:
        game = self.game
        if game is None:
            return ""
        counts = " · ".join(f"{n}" for n in game.spectator().hand_counts[1:])
        if game.to_move(PUPIL):
            turn = self._("Your turn: the tiles that fit are lifted") if self.raised_now() else self._("Your turn")
        else:
            turn = self._("The computer is playing")
        return turn + f" · {counts}"

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        return self.scene.tile_image(choice.value, size) if choice.kind == "tile" else None
