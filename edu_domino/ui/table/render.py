"""Drawing the table: a cached layer for what changes only when the game changes (background,
bars, the line of tiles) and, on top each frame, the few things that move (focus, the dragged
tile, the end markers, the tile sliding into place), with dirty rectangles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from edu_domino.engine import LEFT, Play
from edu_domino.i18n import N_
from edu_domino.ui.drawn import DrawnTile, Mark, drawn_tile
from edu_domino.ui.intents import end_key
from edu_domino.ui.layout import tiles_a_round_may_lay
from edu_domino.ui.table.ahead import faces_ahead
from edu_domino.ui.table.chrome import ChromeTexts, draw_bar, draw_info_row, draw_status
from edu_domino.ui.table.controller import PULSE, TableController
from edu_domino.ui.table.dirty import hand_span, unique_rects
from edu_domino.ui.table.geometry import TableGeometry, focus_frame, info_row_height, table_geometry
from edu_domino.ui.table.line_marks import last_move_marks, stands_upright
from edu_domino.ui.table.magnifier import draw_magnified
from edu_domino.ui.table.players import PlayersLayout, draw_players, lay_out_players
from edu_domino.ui.table.words import rules_title
from edu_domino.ui.table.zoom import ZOOM_SECONDS, BoardZoom, View
from edu_domino.ui.tiles import Picture, TileArt

if TYPE_CHECKING:
    from edu_domino.faces import Spelling
    from edu_domino.play import TableGame
    from edu_domino.ui.scene import Services

HELP = N_("Tab or arrows: tile · Enter: play · L/R: end · Space: draw or pass · H: hints")
ROUND_OVER_HELP = N_("Enter: see the scores · Esc: menu")  # the short pause when a hand ends
HELP_PEEK = N_("Hold Space: see your tiles · Tab or arrows: tile · Enter: play, draw or pass · L/R: end · H: hints")
BUTTONS = (N_("Draw (Space)"), N_("Pass (Space)"), N_("Draw (Enter)"), N_("Pass (Enter)"))  # controller.button_label


class TableScreen(Protocol):
    """What the renderer reads of the screen it draws for (ui/scenes/table.py `TableScene`), so
    that screen imports its renderer and the renderer never imports the screen."""

    @property
    def app(self) -> Services: ...

    @property
    def game(self) -> TableGame: ...

    @property
    def control(self) -> TableController: ...


class TableRenderer:
    def __init__(self, scene: TableScreen) -> None:
        self.scene = scene
        self.app = scene.app
        self.game = scene.game
        self.control = scene.control
        self._art: TileArt | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._geom: TableGeometry | None = None
        self._geom_key: tuple | None = None
        self._shown_frame = -2
        self._shown_size = (0, 0)
        self._dyn_key: tuple | None = None
        self._dirty: list[pygame.Rect] = []
        self._touched: list[pygame.Rect] = []
        # What was drawn, for `screenshot --layout`: the cached line and this frame's hand.
        self._line_drawn: list[DrawnTile] = []
        self._hand_drawn: list[DrawnTile] = []
        self._line_marks: list[Mark] = []
        self._hand_marks: list[Mark] = []
        self._loupes: dict[tuple, pygame.Surface] = {}  # magnified tiles, on the panel
        self._ahead: list[Picture] = []  # pictures to paint in spare time (paint_ahead)
        self._ahead_key: tuple | None = None
        self.players: PlayersLayout | None = None  # the players' strip as last laid out
        self.texts = ChromeTexts()  # the strings drawn round the line, with where they went
        self._layer_view: View | None = None  # how the cached layer shows the board
        self._zoom: BoardZoom | None = None  # the board easing to its new scale after a move

    @property
    def theme(self):
        return self.app.theme

    def _(self, message: str, /, **fields: object) -> str:
        return self.app.i18n.translate(message, **fields)

    def invalidate(self) -> None:
        """Lay out and redraw the table layer at the next frame (as after a move)."""
        self._geom_key = self._layer_key = None

    def show_all(self) -> None:
        """Blit the whole cached layer at the next frame (as after a menu closed)."""
        self._shown_frame = -2

    def forget(self) -> None:
        """The size, theme or language changed: rebuild everything cached."""
        self.invalidate()
        self._art = None
        self._layer_view = self._zoom = None

    def settle(self) -> None:
        """Show the board where it now stands, without the zoom still under way (a still picture)."""
        self._zoom = None

    def art(self) -> TileArt:
        if self._art is None or self._art.palette is not self.theme.palette:
            game = self.game
            self._art = TileArt(self.theme.palette, game.faces.face_set, game.seed, game.faces.difficulty,
                                game.faces.allowed)
        return self._art

    # --- geometry ------------------------------------------------------------------------------
    def geometry(self) -> TableGeometry:
        theme = self.theme
        count = self.hand_count()
        key = (self.game.version, self.app.size, theme.body_px, count, self.control.viewer(),
               self.app.i18n.language)
        if self._geom is None or self._geom_key != key:
            view = self.game.spectator()
            self._geom = self.layout(list(view.line), view.opener_index if view.line else 0, count, view.play_order())
            self._geom_key = key
        return self._geom

    def hand_count(self) -> int:
        """The tiles laid out in the hand's strip: the hand shown, or face down while the person on
        turn has not yet held the peek key (they see how many they hold; the class sees no face)."""
        c = self.control
        if c.viewer() is None and c.waiting_for_peek:
            return self.game.spectator().hand_counts[self.game.turn]
        return len(c.hand())

    def layout(self, line: list[tuple[int, int]], first: int, hand_count: int,
               order: tuple[str, ...] | None = None) -> TableGeometry:
        """The table laid out for this line (oriented pairs, `first` the opener's index; `order`:
        the end each later tile was laid on, in turn) and hand."""
        theme = self.theme
        menu = theme.text(self._("Menu (Esc)"), theme.body_px)
        button_w = max(theme.font(theme.body_px).size(self._(b))[0] for b in BUTTONS) + 4 * theme.unit
        view = self.game.spectator()
        cards = pygame.Rect(0, info_row_height(theme.body_px), self.app.size[0], 0)
        self.players = lay_out_players(theme, view, self._, cards, lambda h: self._back_icon(h).get_width(),
                                       None if view.round_over else view.turn)
        font = theme.font(theme.body_px)
        helps = self.help_wordings()
        sizes = tuple((max(font.size(x)[0] for x in lines), len(lines) * font.get_linesize()) for lines in helps)
        return table_geometry(self.app.size, theme.body_px, theme.unit, line, first, hand_count,
                              menu.get_size(), button_w, self.players.height, self.art().staff_per_px(),
                              tiles_a_round_may_lay(view.rules, len(view.seats)), sizes,
                              magnify=self.control.viewer() is not None, order=order, set_max=view.rules.set_max,
                              dealt=view.rules.hand_size_for(len(view.seats)),
                              # Tiles face down for their player: the strip keeps its room for the key help.
                              bar_beside=not self.game.hotseat.peek_mode)

    def help_wordings(self) -> list[list[str]]:
        """The key help's lines, the richest first: one part a line, then wrapped narrower; while
        the tiles are face down the bar says "hold Space", so the help may leave that part out."""
        parts = self.help_text().split(" · ")
        kinds = [parts, parts[1:]] if self.control.viewer() is None and self.control.waiting_for_peek else [parts]
        font = self.theme.font(self.theme.body_px)
        out = []
        for kind in kinds:
            widest = max(font.size(part)[0] for part in kind)
            for width in (widest, widest * 3 // 4, widest // 2):
                out.append([line for part in kind for line in self.theme.wrap(part, width)])
        return out

    def paint_ahead(self, until: float) -> None:
        """Spare time between frames: paint the tile pictures the next frames will likely need
        (ui/table/ahead.py), so no frame pays for many first paints at once."""
        key = (self.game.version, self.app.size, self.theme.body_px, self.theme.palette.name,
               self.control.viewer(), len(self.control.hand()))
        if key != self._ahead_key:
            self._ahead_key = key
            try:
                self._ahead = faces_ahead(self)
            except Exception:  # spare-time work must never stop the game: the frames paint instead
                self._ahead = []
        if self._ahead:
            self._ahead = self.art().paint_ahead(self._ahead, until)

    def hand_label(self) -> str:
        """The hand's bar says whose tiles these are, or who is playing (or thinking)."""
        v = self.control.viewer()
        game = self.game
        if v is not None:
            return self._("Tiles of {name}", name=game.names[v])
        if game.round_over:
            return self._("Round over")
        if game.seats[game.turn].is_computer:
            return self._("{name} is thinking…", name=game.names[game.turn])
        return self._("{name} is playing", name=game.names[game.turn])

    def drawn_tiles(self) -> list[DrawnTile]:
        """Every tile face drawn on screen at the last frame, where and how big."""
        return self._line_drawn + self._hand_drawn

    def drawn_regions(self) -> dict[str, pygame.Rect]:
        """The screen's parts as last laid out: "line" (where the board is shown) and the strips
        round it, for `screenshot --layout`."""
        r = self.geometry().regions
        return {"line": r.line, "top": r.top, "bar": r.bar, "hand": r.hand}

    def drawn_marks(self) -> list[Mark]:
        """What else was drawn among the tiles: the last move's marks, the end halves,
        the key help, and in private peek the face-down hand's tiles and the prompt."""
        return self._line_marks + self._hand_marks

    # --- the frame -----------------------------------------------------------------------------
    def _layer_surface(self, surface: pygame.Surface) -> pygame.Surface:
        key = (self.game.version, self.app.size, self.theme.body_px, self.theme.palette.name,
               self.app.i18n.language, self.control.viewer(), self.control.hints, self.game.thinking)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != surface.get_size():
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert()
                self._layer_view = None
            line = self.geometry().line
            view = View(line.short, line.origin)
            if self.control.pulse > 0:  # a tile was just laid: the board eases to its new view
                self._zoom = BoardZoom.between(self._layer, self.geometry().regions.line, self._layer_view, view)
            self._draw_static(self._layer)
            self._layer_view = view
            self._layer_key = key
        return self._layer

    def _dynamic_key(self) -> tuple:
        c = self.control
        drag = (c.drag.index, c.drag.pos, c.drag.moving) if c.drag else None
        return (c.focus, c.hover, c.choosing_end, c.end_choice, c.message, drag, c.hints,
                c.my_turn(), c.pulse > 0, c.round_end_timer is not None)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Dirty rectangles: the cached layer is blitted whole only when it changed or something
        else was on screen; otherwise only where the moving parts were and are now."""
        before = self._layer_key
        layer = self._layer_surface(surface)
        fresh = (before != self._layer_key or self._shown_frame != self.app.frames - 1
                 or self.app.top is not self.scene or self._shown_size != surface.get_size())
        key = self._dynamic_key()
        self._shown_frame = self.app.frames
        self._shown_size = surface.get_size()
        if fresh:
            surface.blit(layer, (0, 0))
            self._touched = []
            self._draw_dynamic(surface)
            self._dirty, self._dyn_key = self._touched, key
            return None
        if key == self._dyn_key and self.control.pulse <= 0:
            return []  # nothing on screen would change
        old = self._dirty
        for rect in old:
            surface.blit(layer, rect, rect)
        self._touched = []
        self._draw_dynamic(surface)
        self._dirty, self._dyn_key = self._touched, key
        return unique_rects(old + self._touched)  # most parts are where they were: put each on screen once

    def _mark(self, rect: pygame.Rect) -> pygame.Rect:
        self._touched.append(pygame.Rect(rect).inflate(2, 2))
        return rect

    # --- the cached layer ----------------------------------------------------------------------
    def _draw_static(self, surface: pygame.Surface) -> None:
        self._line_marks = []  # the key help's, then the line's
        theme = self.theme
        p = theme.palette
        geom = self.geometry()
        r = geom.regions
        view = self.game.spectator()
        surface.fill(p.background)
        # The players' strip: the round, the legend, the boneyard and the menu; the cards.
        pygame.draw.rect(surface, p.panel, r.top)
        bone = N_("Boneyard: {n}") if view.boneyard_drawable else N_("Set aside: {n}")
        players = self.players
        assert players is not None  # laid out with the geometry
        titles = [rules_title(view, self._), self._("Round {n}", n=view.round_number)]
        self.texts.static = draw_info_row(surface, theme, geom.info_row, geom.menu_button, titles, players.legend,
                                          self._(bone, n=view.boneyard_count), self._("Menu (Esc)"))
        self.texts.static += draw_players(surface, theme, players, self._back_icon)
        self._draw_line(surface, geom)
        pygame.draw.rect(surface, p.panel, r.bar.union(r.hand))
        self._draw_help_beside_hand(surface, geom)

    def _back_icon(self, line_h: int) -> pygame.Surface:
        """A tile's back as tall as a line of text, before a player's count of tiles."""
        return self.art().back(max(4, line_h // 2), True)

    def help_text(self) -> str:
        """The key help: in private peek Space shows the tiles, and Enter draws or passes; once a
        hand is over, only Enter (the scores) and Esc work."""
        return self._(ROUND_OVER_HELP if self.game.round_over else HELP_PEEK if self.game.hotseat.peek_mode else HELP)

    def _draw_help_beside_hand(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        """The key help in the hand's strip, left of the tiles, one part a line, where the
        geometry found room for it (the magnified tile has the first claim on the strip)."""
        if geom.help is None:
            return
        theme = self.theme
        line_h = theme.font(theme.body_px).get_linesize()
        for i, line in enumerate(self.help_wordings()[geom.help_choice]):
            surface.blit(theme.text(line, theme.body_px, theme.palette.text_muted), (geom.help.left, geom.help.top + i * line_h))
        self._line_marks.append(Mark("key_help", geom.help))

    def _draw_line(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        p = self.theme.palette
        art = self.art()
        short = geom.line.short
        self._line_drawn = []

        def face(placed, short: int) -> pygame.Surface:
            self._line_drawn.append(drawn_tile("line", placed.values, placed.rect, art, short))
            return art.face(placed.values, short, placed.vertical)

        geom.table.draw_line(surface, face)
        last = self.game.spectator().last_played
        if last is not None and geom.line.tiles:
            placed = geom.line.tiles[0 if last.end == LEFT else -1]
            # A ring inside the tile and a bar under it (a shape, not colour alone), both kept
            # off the neighbouring tiles and the end markers.
            others = [t.rect for t in geom.line.tiles]
            for rect, width in last_move_marks(placed.rect, short, placed.vertical, others, geom.regions.line):
                pygame.draw.rect(surface, p.last_move, rect, width, border_radius=max(2, short // 10))
                self._line_marks.append(Mark("last_move", rect))

    # --- what moves ----------------------------------------------------------------------------
    def _draw_dynamic(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        self._hand_drawn = []
        self._hand_marks = []
        geom = self.geometry()
        c = self.control
        view = self.game.spectator()
        hand = c.hand()
        legal = c.legal()
        playable = {a.tile for a in legal if isinstance(a, Play)}
        focused_tile = c.focused_tile()
        zooming = self._draw_zoom(surface)
        # Open ends: where the next tile goes, lettered so colour is not the only signal.
        if not view.round_over and not zooming:
            fits = {a.end for a in legal if isinstance(a, Play) and a.tile == focused_tile}
            slots = [(LEFT, geom.line.slots[LEFT])] if view.ends is None else list(geom.line.slots.items())
            for end, rect in slots:
                self._draw_slot(surface, geom, end, rect, view.ends, end in fits and c.hints)
        if c.pulse > 0 and geom.line.tiles:
            self._draw_sliding(surface, geom)
        # The hand on turn, its bar and its focused tile magnified.
        self._mark(hand_span(geom, theme.unit))  # the hand's panel is plain: redraw it across the tiles' width
        self._mark(surface.fill(p.panel, geom.regions.bar))
        if geom.loupe is not None:
            frame = focus_frame(theme.unit)
            self._mark(geom.loupe.inflate(4 * frame, 4 * frame))
        self._draw_bar(surface, geom, bool(playable))
        if c.viewer() is not None:
            self._draw_hand(surface, geom, hand, playable)
            if focused_tile is not None and geom.loupe is not None:
                self._hand_drawn.append(draw_magnified(surface, self.art(), (focused_tile.a, focused_tile.b),
                                                       geom.loupe, p.focus, focus_frame(theme.unit)))
        elif c.waiting_for_peek:
            back = self.art().back(geom.hand_short, True)
            for _, rect in geom.table.draw_hand(surface, theme, lambda i, short: back, count=len(geom.hand_rects)):
                self._hand_marks.append(Mark("hand_back", rect))

    def _draw_bar(self, surface: pygame.Surface, geom: TableGeometry, playable: bool) -> None:
        """Whose tiles (in private peek, until Space is held, the prompt to hold it), a message
        and the draw/pass button, in the bar over the hand: never over the line's tiles."""
        c = self.control
        p = self.theme.palette
        peek = c.viewer() is None and c.waiting_for_peek
        label = self.peek_prompt() if peek else self.hand_label()
        button = self._(c.button_label()) if c.viewer() is not None and c.button_label() else ""
        message = self.message_text() if c.message is not None else None
        draw = draw_status if geom.beside else draw_bar  # a column beside the hand, or a row over it
        self.texts.dynamic, spot = draw(surface, self.theme, geom.label, label, p.focus if peek else p.text,
                                        message, geom.button, button, not playable)
        if peek and spot is not None:
            self._hand_marks.append(Mark("peek_prompt", spot))

    def _draw_zoom(self, surface: pygame.Surface) -> bool:
        """The board as it was, easing to its new scale and place, while a laid tile arrives;
        returns whether it is under way."""
        if self._zoom is None:
            return False
        progress = (PULSE - self.control.pulse) / ZOOM_SECONDS
        if self.control.pulse <= 0 or progress >= 1:
            self._zoom = None
            return False
        self._mark(self._zoom.draw(surface, self.theme.palette.background, progress))
        return True

    def _draw_sliding(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        """The tile just laid slides in from where its player sits, so the class sees who played
        what; its place is left empty (framed) until it arrives."""
        last = self.game.spectator().last_played
        if last is None:
            return
        placed = geom.line.tiles[0 if last.end == LEFT else -1]
        t = 1 - self.control.pulse / PULSE
        t = t * t * (3 - 2 * t)
        start = geom.regions.hand.center if last.seat == self.control.viewer() else self.seat_spot(last.seat)
        x = start[0] + (placed.rect.centerx - start[0]) * t
        y = start[1] + (placed.rect.centery - start[1]) * t
        self._mark(surface.fill(self.theme.palette.background, placed.rect))
        image = self.art().face(placed.values, geom.line.short, placed.vertical)
        self._mark(surface.blit(image, image.get_rect(center=(round(x), round(y)))))

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a player sits on screen: the middle of their card in the strip."""
        card = next((c for c in self.players.rows if c.seat == seat), None) if self.players else None
        return card.box.center if card is not None else self.geometry().regions.top.center

    def _draw_hand(self, surface: pygame.Surface, geom: TableGeometry, hand: tuple, playable: set) -> None:
        theme = self.theme
        c = self.control
        art = self.art()
        mine = c.my_turn()
        dragged = c.drag is not None and c.drag.moving
        drawn = geom.table.draw_hand(
            surface, theme, lambda i, short: art.face((hand[i].a, hand[i].b), short, True),
            focus=c.focus % max(1, len(hand)) if mine else None, hover=c.hover if mine else None,
            raised=[i for i, tile in enumerate(hand) if tile in playable and c.hints],
            hidden=c.drag.index if dragged and c.drag is not None else None, count=len(hand))
        for i, rect in drawn:
            self._hand_drawn.append(drawn_tile("hand", (hand[i].a, hand[i].b), rect, art, geom.hand_short))
        if c.drag is not None and c.drag.moving and c.drag.index < len(hand):
            tile = hand[c.drag.index]
            image = art.face((tile.a, tile.b), geom.hand_short, True)
            self._mark(surface.blit(image, image.get_rect(center=c.drag.pos)))

    def peek_prompt(self) -> str:
        """What the hand's place says while a person's tiles are face down (private peek)."""
        return self._("{name}: hold Space to see your tiles", name=self.game.names[self.game.turn])

    def message_text(self) -> str:
        return self.control.message_text(self.app.i18n.language)

    def end_marker(self, end: str, rect: pygame.Rect, tile: tuple[int, int]) -> tuple[str, Spelling, int]:
        """The marker of the open end `end` whose slot is `rect` and whose end tile is `tile`
        (as the line holds it): its label, the spelling of the open half and the size to draw it."""
        theme = self.theme
        # The open half as drawn, so a pupil matches faces, not numbers; its number only where
        # the faces show it anyway or the teacher turned "show numbers" on.
        spelling = self.game.spelling(tile, 0 if end == LEFT else 1)
        show_value = self.game.faces.shows_values or self.control.show_numbers
        key = end_key(self.app.i18n.language, end)  # the letter the key help names: I/D in Spanish
        label = f"{key} · {tile[0] if end == LEFT else tile[1]}" if show_value else key
        # As big as a half on the line (so its notes keep the staff space the size rules give):
        # beside the label in a flat slot, under it in a corner's upright one. Where the value
        # leaves the half too little room, the letter alone (the half shows the value anyway).
        short = min(rect.w, rect.h)
        for text in (label, key):
            label_w = theme.text(text, theme.body_px).get_width()
            if stands_upright(rect, label_w):
                return text, spelling, rect.w
            room = min(rect.h, rect.w - label_w - 3 * theme.unit)
            if room >= short * 0.8 and rect.h <= rect.w:
                break
        return text, spelling, room

    def _draw_slot(self, surface, geom: TableGeometry, end: str, rect: pygame.Rect, ends, fits: bool) -> None:
        theme = self.theme
        p = theme.palette
        c = self.control
        chosen = c.choosing_end and c.end_choice == end
        color = p.focus if chosen else (p.legal if fits else p.text_muted)
        width = max(3, theme.unit // 2) * (2 if chosen else 1)
        if ends is None:
            label, half = self._("Start here"), None
        else:
            line = self.game.spectator().line
            label, spelling, room = self.end_marker(end, rect, line[0 if end == LEFT else -1])
            half = self.art().half(spelling, room) if room >= 8 else None
        if half is None:  # the slot's frame, and the words in a chip inside it
            self._mark(pygame.draw.rect(surface, color, rect, width, border_radius=theme.unit))
        image = theme.text(label, theme.body_px, p.text)
        if half is not None and stands_upright(rect, image.get_width()):
            self._mark(pygame.draw.rect(surface, p.panel, rect, border_radius=theme.unit))
            pygame.draw.rect(surface, color, rect, width, border_radius=theme.unit)
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.top + rect.w // 2)))
            drawn = surface.blit(half, half.get_rect(center=(rect.centerx, rect.bottom - rect.w // 2)))
            self._hand_marks.append(Mark("end_half", drawn, (self.art().half_staff_space(spelling, room),)))
            return
        gap = 2 * theme.unit if half is not None else 0
        inner_w = image.get_width() + gap + (half.get_width() if half is not None else 0)
        inner_h = max(image.get_height(), half.get_height() if half is not None else 0)
        chip = pygame.Rect(0, 0, inner_w, inner_h).inflate(theme.unit, theme.unit // 2)
        if half is not None:  # one frame, the slot's own: the letter and the half inside it
            chip.size = (max(chip.w, rect.w), max(chip.h, rect.h))
        chip.center = rect.center
        chip.clamp_ip(geom.regions.line.inflate(theme.unit * 2, theme.unit * 2))
        self._mark(pygame.draw.rect(surface, p.panel, chip, border_radius=theme.unit))
        pygame.draw.rect(surface, color, chip, width, border_radius=theme.unit)
        x = chip.centerx - inner_w // 2
        surface.blit(image, image.get_rect(midleft=(x, chip.centery)))
        if half is not None:
            drawn = surface.blit(half, half.get_rect(midleft=(x + image.get_width() + gap, chip.centery)))
            self._hand_marks.append(Mark("end_half", drawn, (self.art().half_staff_space(spelling, room),)))
