"""Round and match results: how the hand ended, each side's pips and points, the totals."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from edu_domino.engine import Tile
from edu_domino.play import SeatKind, SpectatorView, TableGame
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.table.words import side_name
from edu_domino.ui.tiles import TileArt
from edu_domino.ui.widgets import (
    blit_center,
    button_width,
    draw_button,
    draw_footer,
    draw_heading,
    fit_text,
)


class ResultsScene(Scene):
    """Reads the game's spectator view only (the tiles left are public once the round is over)."""

    def __init__(self, app, game: TableGame, art: TileArt, on_next_round: Callable[[], None]) -> None:
        super().__init__(app)
        self.game = game
        self.art = art
        self.on_next_round = on_next_round
        self._button = pygame.Rect(0, 0, 0, 0)
        self._counted: dict[int, list[tuple[Tile, pygame.Rect]]] = {}

    @property
    def button(self) -> pygame.Rect:
        """Where the "next" button was drawn by the last frame (a click there goes on)."""
        return self._button

    _celebrated = False

    def enter(self) -> None:
        if not self._celebrated:  # once: not again when the pause menu above it closes
            self._celebrated = True
            self.celebrate_win()

    def celebrate_win(self) -> None:
        """A celebration when the hand or the match went to a side with a person at this screen
        (a computer's win gets none: the pupil just lost)."""
        view = self.view
        if view.match_over:
            side, occasion = view.winner_side, "match"
        else:
            side, occasion = (view.results[-1].winner_side if view.results else None), "hand"
        if side is None:
            return
        if any(kind is SeatKind.PERSON and view.side_of[seat] == side for seat, kind in enumerate(view.kinds)):
            self.app.celebrate(occasion, name=self.side_name(side))

    @property
    def view(self) -> SpectatorView:
        return self.game.spectator()

    def side_name(self, side: int) -> str:
        return side_name(self.view, side, self._)

    def proceed(self) -> None:
        if self.view.match_over:
            self.app.pop_to("title")
            return
        self.app.pop()
        self.on_next_round()

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.CONFIRM, Intent.DRAW_PASS):
            self.proceed()
        elif intent is Intent.BACK:
            self.app.open("pause", game=self.game)

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._button.collidepoint(event.pos):
            self.proceed()

    def columns(self) -> list[str]:
        """The table's headings: the side, the points in the tiles left (whatever the faces show:
        "points", never "pips"), the round's score and the total."""
        return [self._("Side"), self._("Points"), self._("This round"), self._("Total")]

    def how_text(self, result) -> str:
        names = self.view.names
        if result.how == "out" and result.winner_seat is not None:
            return self._("{name} played their last tile.", name=names[result.winner_seat])
        if result.how == "drawn":
            return self._("A tie: the hand is played again.")
        if result.winner_side is not None:
            return self._("Nobody can play. Fewest points: {side}.", side=self.side_name(result.winner_side))
        return self._("Nobody can play.")

    def hides_values(self) -> bool:
        """Note, power or mixed faces: a half's value is not printed, so each side's points are
        shown with the tiles left that were counted, drawn small in its row."""
        return not self.game.faces.shows_values

    @property
    def tiles_beside_points(self) -> dict[int, list[tuple[Tile, pygame.Rect]]]:
        """Per side, the tiles drawn in its row beside its points and where (as last drawn)."""
        return {side: list(tiles) for side, tiles in self._counted.items()}

    def _table_width(self, w: int) -> int:
        return min(w - 4 * self.theme.unit, self.theme.body_px * 34)

    def _draw_scores(self, surface: pygame.Surface, y: int, rows_bottom: int) -> int:
        """The scores table, one row per side: its name, (with hidden values) its tiles left,
        the points in them, the round's score and the total. Returns the y below it."""
        theme = self.theme
        p = theme.palette
        view = self.view
        result = view.results[-1] if view.results else None
        line_h = theme.font(theme.body_px).get_linesize()
        columns = self.columns()
        table_w = self._table_width(surface.get_width())
        x0 = surface.get_width() // 2 - table_w // 2
        # Number columns are right-aligned, each as wide as its heading (plus a gap).
        gap = theme.body_px
        widths = [theme.font(theme.body_px).size(c)[0] for c in columns[1:]]
        rights = []
        right = x0 + table_w
        for width in reversed(widths):
            rights.insert(0, right)
            right -= width + gap
        name_w = right - x0
        surface.blit(theme.text(columns[0], theme.body_px, p.text_muted), (x0, y))
        for rx, text in zip(rights, columns[1:], strict=True):
            image = theme.text(text, theme.body_px, p.text_muted)
            surface.blit(image, image.get_rect(topright=(rx, y)))
        y += line_h + theme.unit
        sides = view.rules.n_sides
        self._counted = {}
        row_hs = [line_h] * sides
        tiles_x = tiles_w = short = 0
        if self.hides_values() and view.hands_shown:
            names_w = max(theme.font(theme.body_px).size(self.side_name(s))[0] for s in range(sides))
            # Names whole when the tiles keep some room (five letters' worth), else cut.
            tiles_x = x0 + min(names_w, name_w - theme.body_px * 5) + theme.unit * 2
            tiles_w = right - theme.unit * 2 - tiles_x
            name_w = tiles_x - theme.unit * 2 - x0
            short, row_hs = self._tile_rows(tiles_w, rows_bottom - y, surface.get_height(), line_h)
        for side in range(sides):
            row_h = row_hs[side]
            if y + row_h > rows_bottom:
                break
            name = self.side_name(side)
            if result is not None and side in result.eliminated or side in view.eliminated:
                name += " · " + self._("out")
            winner = result is not None and result.winner_side == side
            color = p.focus if winner else p.text
            if winner:
                pygame.draw.rect(surface, p.focus, (x0 - theme.unit, y - theme.unit // 2, table_w + 2 * theme.unit,
                                                    row_h + theme.unit), 3, border_radius=theme.unit)
            text_y = y + (row_h - line_h) // 2
            cells = [
                fit_text(theme, name, name_w, color),
                theme.text(str(result.side_pips[side]) if result else "-", theme.body_px, color),
                theme.text(str(result.points[side]) if result else "-", theme.body_px, color),
                theme.text(str(view.scores[side]), theme.body_px, color),
            ]
            surface.blit(cells[0], (x0, text_y))
            for rx, image in zip(rights, cells[1:], strict=True):
                surface.blit(image, image.get_rect(topright=(rx, text_y)))
            if short >= 8:
                self._draw_side_tiles(surface, side, pygame.Rect(tiles_x, y, tiles_w, row_h), short)
            y += row_h + theme.unit
        return y

    def _side_hands(self, side: int) -> list[tuple[Tile, ...]]:
        view = self.view
        return [view.hands_shown[seat] for seat in view.seats if view.side_of[seat] == side and view.hands_shown[seat]]

    def _tile_rows(self, width: int, room: int, window_h: int, line_h: int) -> tuple[int, list[int]]:
        """One size for every side's tiles left, and each side's row height. The tiles lie flat
        and wrap onto more lines within their side's row, so they stay as big as a line tile
        (1/12 of the window's height) while the room allows; up to three text lines high."""
        unit = self.theme.unit
        counts = [sum(len(hand) for hand in self._side_hands(side)) for side in range(self.view.rules.n_sides)]
        for short in range(max(self.theme.body_px * 3, -(-window_h // 12)), 7, -1):
            lines = [self._tile_lines(side, width, short) for side in range(len(counts))]
            heights = [max(line_h, n * short + (n - 1) * unit) for n in lines]
            if sum(heights) + unit * len(heights) <= room:
                return short, heights
        return 0, [line_h] * len(counts)  # no room for tiles at all: the points alone

    def _tile_places(self, side: int, width: int, short: int) -> list[tuple[Tile, int, int]]:
        """(tile, x from the right edge of `width`, line) for each of the side's tiles at `short`,
        flowing right to left onto more lines; partners' hands a little apart."""
        step, apart = 2 * short + max(1, int(short * 0.15)), int(short * 0.45)
        places, x, line = [], 0, 0
        for h, hand in enumerate(self._side_hands(side)):
            if h and x:
                x += apart
            for tile in hand:
                if x and x + 2 * short > width:
                    x, line = 0, line + 1
                places.append((tile, x, line))
                x += step
        return places

    def _tile_lines(self, side: int, width: int, short: int) -> int:
        places = self._tile_places(side, width, short)
        return 1 + max((line for _t, _x, line in places), default=0)

    def _draw_side_tiles(self, surface: pygame.Surface, side: int, area: pygame.Rect, short: int) -> None:
        """The side's tiles left in `area`, right-aligned against its points (the first tile
        nearest them), on as many lines as they need."""
        places = self._tile_places(side, area.width, short)
        lines = 1 + max((line for _t, _x, line in places), default=0)
        top = area.top + (area.height - (lines * short + (lines - 1) * self.theme.unit)) // 2
        drawn = []
        for tile, x, line in places:
            at = (area.right - x - 2 * short, top + line * (short + self.theme.unit))
            drawn.append((tile, surface.blit(self.art.face((tile.a, tile.b), short, False), at)))
        self._counted[side] = drawn

    def _draw_hands(self, surface: pygame.Surface, top: int, bottom: int, x0: int) -> None:
        """The tiles each player still holds, face up: the class can count the pips."""
        theme = self.theme
        p = theme.palette
        view = self.view
        seats = view.seats
        hands = view.hands_shown
        if not hands:
            return
        line_h = theme.font(theme.body_px).get_linesize()
        n = max(1, len(seats))
        name_w = max(theme.font(theme.body_px).size(view.names[s])[0] for s in seats) + theme.unit * 3
        most = max(1, max(len(hands[s]) for s in seats))
        # Tiles lie flat (one short side high), as big as the rows and the width allow, so the
        # back row can count the pips.
        room_w = surface.get_width() - 2 * x0 - name_w
        short = min(int(theme.body_px * 2.5), int((bottom - top - theme.unit * (n + 1)) / n) - theme.unit,
                    int(room_w / (most * 2 + (most - 1) * 0.15)))
        if short < 10:
            return  # no room (many players in a small window): the pips column says it all
        row_h = max(line_h, short) + theme.unit
        heading = theme.text(self._("Tiles left"), theme.body_px, p.text_muted)
        surface.blit(heading, heading.get_rect(bottomleft=(x0, top)))
        art = self.art
        for i, seat in enumerate(seats):
            y = top + theme.unit + i * row_h
            hand = hands[seat]
            surface.blit(theme.text(view.names[seat], theme.body_px, p.text), (x0, y + (short - line_h) // 2))
            x = x0 + name_w
            for tile in hand:
                surface.blit(art.face((tile.a, tile.b), short, False), (x, y))
                x += 2 * short + max(2, int(short * 0.15))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        view = self.view
        result = view.results[-1] if view.results else None
        if view.match_over:
            if view.winner_side is not None:
                heading = self._("{side} wins the match!", side=self.side_name(view.winner_side))
            else:
                heading = self._("The match is over")
        else:
            heading = self._("Round {n} is over", n=result.round_number if result else 0)
        top = draw_heading(surface, theme, heading)
        bottom = draw_footer(surface, theme, self._("Enter: continue · Esc: menu"))
        line_h = theme.font(theme.body_px).get_linesize()
        y = top
        if result is not None:
            for line in theme.wrap(self.how_text(result), w - 4 * theme.unit):
                r = blit_center(surface, theme.text(line, theme.body_px, p.text), (w // 2, y + line_h // 2))
                y = r.bottom + theme.unit
        rows_bottom = bottom - int(theme.body_px * 3.2)
        y = self._draw_scores(surface, y + theme.unit * 2, rows_bottom)
        if not self.hides_values():  # else the tiles left are in the rows, beside the points
            self._draw_hands(surface, y + theme.unit * 2 + line_h, rows_bottom, w // 2 - self._table_width(w) // 2)
        label = self._("Back to the title") if view.match_over else self._("Next round")
        self._button = pygame.Rect(0, 0, button_width(theme, label), int(theme.body_px * 2.2))
        self._button.midbottom = (w // 2, bottom - theme.unit)
        draw_button(surface, theme, self._button, label, focused=True)
