"""The table screen: the line of play, the hand on turn, the other hands face down, scores and turn.

The screen is glue: a `TableGame` (edu_domino.play) holds the game, a `TableController` turns
intents into actions and keeps the selection and messages, a `TableRenderer` draws (cached layer,
dirty rectangles). This scene maps the mouse onto the controller and opens the other screens
(the hot-seat cover, the results, the menu) by name.

Input, keyboard: Left/Right/Tab/Up/Down pick a tile; Enter plays it (asking for the end, with
Left/Right, when it fits both); L/G and R/D play it on the left or right end; Space draws or
passes; H shows or hides the playable tiles; Esc opens the menu. Mouse: click a tile to play it
(then click an end if it fits both), or drag it onto an end.
"""

from __future__ import annotations

import pygame

from edu_domino.play import TableGame
from edu_domino.ui.drawn import DrawnTile, Mark
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.table.controller import TableController
from edu_domino.ui.table.geometry import TableGeometry
from edu_domino.ui.table.render import TableRenderer
from edu_domino.ui.table.words import side_name
from edu_domino.ui.tiles import TileArt

DRAG_START_PX = 8


class TableScene(Scene):
    def __init__(self, app, setup: GameSetup, game: TableGame | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.game = game or setup.start(pace=app.settings.ai_pace)
        self.control = TableController(self.game, hints=app.settings.show_legal, animations=app.settings.animations,
                                       show_numbers=app.settings.show_numbers)
        self.renderer = TableRenderer(self)
        self._handover_shown: int | None = None  # the seat the pass screen was opened for
        self._peek_key_down = False  # private peek: Space is held (its key repeats are no new press)
        self.control.absorb()

    # --- what the tests and other screens read -------------------------------------------------
    def viewer(self) -> int | None:
        return self.control.viewer()

    def my_turn(self) -> bool:
        return self.control.my_turn()

    def hand(self) -> tuple:
        return self.control.hand()

    def legal(self) -> tuple:
        return self.control.legal()

    @property
    def focus(self) -> int:
        return self.control.focus

    @focus.setter
    def focus(self, value: int) -> None:
        self.control.focus = value

    @property
    def hover(self) -> int | None:
        return self.control.hover

    @property
    def choosing_end(self) -> bool:
        return self.control.choosing_end

    @property
    def end_choice(self) -> str:
        return self.control.end_choice

    @property
    def hints(self) -> bool:
        return self.control.hints

    @property
    def message(self) -> str:
        """The message on show, in the app's language ("" when none)."""
        return self.renderer.message_text()

    def drawn_tiles(self) -> list[DrawnTile]:
        """Every tile face on screen at the last frame (see ui/drawn.py)."""
        return self.renderer.drawn_tiles()

    def drawn_marks(self) -> list[Mark]:
        return self.renderer.drawn_marks()

    def drawn_regions(self) -> dict[str, pygame.Rect]:
        return self.renderer.drawn_regions()

    def geometry(self) -> TableGeometry:
        return self.renderer.geometry()

    def art(self) -> TileArt:
        return self.renderer.art()

    def side_name(self, side: int) -> str:
        return side_name(self.game.spectator(), side, self._)

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        game, control = self.game, self.control
        game.pace = self.app.settings.ai_pace
        control.animations = self.app.settings.animations
        control.tick(dt)
        if self.app.sound is not None:
            sounds = control.take_sounds()
            if sounds:
                self.app.sound.play(sounds)
        else:
            control.take_sounds()
        if control.results_due:
            control.results_due = False
            self.app.push(self.app.make_scene("results", game=game, art=self.art(),
                                             on_next_round=self.start_next_round))
            return
        seat = game.hotseat.handover
        if seat is not None and self._handover_shown != seat and game.hotseat.handover_due:
            self._handover_shown = seat
            self.app.open("pass", name=game.names[seat], game=game, on_ready=lambda s=seat: self._handed_to(s))
        elif seat is None:
            self._handover_shown = None

    def idle(self, until: float) -> None:
        self.renderer.paint_ahead(until)

    def _handed_to(self, seat: int) -> None:
        self._handover_shown = None
        self.control.revealed(seat)

    def start_next_round(self) -> None:
        self.control.next_round()

    def exit(self) -> None:
        self.game.close()  # off the stack for good: stop the AI worker

    # --- input ---------------------------------------------------------------------------------
    def enter(self) -> None:
        self._peek_key_down = False
        self.control.peek(False)  # back from a menu: the key may have been let go meanwhile

    def on_key_up(self, key: int | None) -> None:
        if key in (pygame.K_SPACE, None) and self._peek_key_down:
            self._peek_key_down = False
            self.control.peek(False)

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.DRAW_PASS and self.game.hotseat.peek_mode:
            # Private peek: Space held shows the tiles; a new press only after it was let go, so
            # a key still held when a tile is laid does not show the next person's hand.
            if not self._peek_key_down:
                self._peek_key_down = True
                self.control.peek(True)
            return
        if intent is Intent.BACK:
            self.control.pulse = 0.0
            if self.control.choosing_end:
                self.control.choosing_end = False
                return
            self.app.open("pause", clap=self._clap_line(), game=self.game)
            return
        self.control.on_intent(intent)

    def _clap_line(self):
        """Opens the class's clapping of the line, when the line has a rhythm (note faces)."""
        from edu_domino.ui.tap.line import claps, line_halves

        line = line_halves(self.game)
        if not claps(line):
            return None
        return lambda: self.app.push(self.app.make_scene("tap-class", line=line, tempo=self.game.tempo))

    def on_mouse(self, event: pygame.event.Event) -> None:
        geom = self.geometry()
        control = self.control
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if geom.menu_button.collidepoint(event.pos):
                self.on_intent(Intent.BACK)
                return
            if control.round_end_timer is not None:
                control.round_end_timer = 0.0
                return
            if not control.my_turn():
                return
            # The button first: an end's slot near the bar reaches over it when grown for the mouse.
            if geom.button.collidepoint(event.pos) and control.button_label():
                control.draw_or_pass()
                return
            end = geom.end_at(event.pos, reach=1)
            if end is not None:
                if control.choosing_end or control.hand():
                    control.play_focused(end)
                return
            for i, rect in enumerate(geom.hand_rects):
                if rect.collidepoint(event.pos):
                    control.press_tile(i, event.pos)
                    return
        elif event.type == pygame.MOUSEMOTION and control.drag is None:
            control.hover = self.hand_index_at(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            control.move_drag(event.pos, DRAG_START_PX)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and control.drag is not None:
            control.release(geom.end_at(event.pos, reach=2))

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand tile under `pos` (as drawn: a playable tile is raised), or None."""
        if not self.my_turn():
            return None
        return self.geometry().hand_index_at(pos)

    # --- drawing -------------------------------------------------------------------------------
    def relayout(self) -> None:
        self.renderer.forget()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        return self.renderer.draw(surface)
