"""Drawing the table: a cached layer for what changes only when the game changes (background,
bars, the line of tiles) and, on top each frame, the few things that move (focus, the dragged
tile, the end markers, the tile sliding into place), with dirty rectangles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from edu_domino.engine import LEFT, Play
from edu_domino.i18n import N_
from edu_domino.ui.drawn import DrawnTile, Mark, drawn_tile
from edu_domino.ui.intents import end_key
from edu_domino.ui.table.ahead import faces_ahead
from edu_domino.ui.table.controller import PULSE
from edu_domino.ui.table.dirty import hand_span, unique_rects
from edu_domino.ui.table.fold import draw_fold, fold_width, last_move_marks
from edu_domino.ui.table.geometry import LABEL_LINES, TableGeometry, table_geometry
from edu_domino.ui.table.players import PlayersLayout, draw_players, lay_out_players
from edu_domino.ui.table.words import rules_title, side_name
from edu_domino.ui.tiles import Picture, TileArt
from edu_domino.ui.widgets import blit_center, draw_button, fit_text

if TYPE_CHECKING:
    from edu_domino.faces import Spelling
    from edu_domino.ui.scenes.table import TableScene

HELP = N_("Tab or arrows: tile · Enter: play · L/R: end · Space: draw or pass · H: hints")
ROUND_OVER_HELP = N_("Enter: see the scores · Esc: menu")  # the short pause when a hand ends
HELP_PEEK = N_("Hold Space: see your tiles · Tab or arrows: tile · Enter: play, draw or pass · L/R: end · H: hints")


class TableRenderer:
    def __init__(self, scene: TableScene) -> None:
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
        self.players: PlayersLayout | None = None  # the players' panel as last drawn

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

    def art(self) -> TileArt:
        if self._art is None or self._art.palette is not self.theme.palette:
            game = self.game
            self._art = TileArt(self.theme.palette, game.faces.face_set, game.seed, game.faces.difficulty)
        return self._art

    # --- geometry ------------------------------------------------------------------------------
    def geometry(self) -> TableGeometry:
        theme = self.theme
        count = self.hand_count()
        key = (self.game.version, self.app.size, theme.body_px, count, self.control.viewer(),
               self.app.i18n.language)
        if self._geom is None or self._geom_key != key:
            view = self.game.spectator()
            self._geom = self.layout(list(view.line), view.opener_index if view.line else 0, count)
            self._geom_key = key
        return self._geom

    def hand_count(self) -> int:
        """The tiles laid out in the hand's strip: the hand shown, or face down while the person on
        turn has not yet held the peek key (they see how many they hold; the class sees no face)."""
        c = self.control
        if c.viewer() is None and c.waiting_for_peek:
            return self.game.spectator().hand_counts[self.game.turn]
        return len(c.hand())

    def layout(self, line: list[tuple[int, int]], first: int, hand_count: int) -> TableGeometry:
        """The table laid out for this line (oriented pairs, `first` the opener's index) and hand."""
        theme = self.theme
        menu = theme.text(self._("Menu (Esc)"), theme.body_px)
        # The folded middle's words on one line ("… 17 tiles …" fits any count it may say).
        fold_w = fold_width(theme, self._("{n} tiles", n=max(10, len(line))))
        return table_geometry(self.app.size, theme.body_px, theme.unit, line, first, hand_count,
                              menu.get_size(), self.art().staff_per_px(), fold_w)

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

    def hand_label_lines(self) -> list[str]:
        v = self.control.viewer()
        game = self.game
        if v is None:
            text = self._("Round over") if game.round_over else self._("{name} is playing", name=game.names[game.turn])
        else:
            text = self._("Tiles of {name}", name=game.names[v])
        return self.theme.wrap(text, self.geometry().label.width)[:LABEL_LINES]

    def drawn_tiles(self) -> list[DrawnTile]:
        """Every tile face drawn on screen at the last frame, where and how big."""
        return self._line_drawn + self._hand_drawn

    def drawn_marks(self) -> list[Mark]:
        """What else was drawn among the tiles: the fold, the last move's marks, the end halves,
        the key help, and in private peek the face-down hand's tiles and the prompt."""
        return self._line_marks + self._hand_marks

    # --- the frame -----------------------------------------------------------------------------
    def _layer_surface(self, surface: pygame.Surface) -> pygame.Surface:
        key = (self.game.version, self.app.size, self.theme.body_px, self.theme.palette.name,
               self.app.i18n.language, self.control.viewer(), self.control.hints, self.game.thinking)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != surface.get_size():
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert()
            self._draw_static(self._layer)
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
        game = self.game
        view = game.spectator()
        surface.fill(p.background)
        # Top bar: round, target, whose turn.
        pygame.draw.rect(surface, p.panel, r.top_bar)
        x = theme.unit * 2
        cy = r.top_bar.centery
        avail = geom.menu_button.left - x - theme.unit * 2
        turn_name = view.names[view.turn]
        if view.round_over:
            center_text = self._("Round over")
        elif game.seats[view.turn].is_computer:
            center_text = self._("{name} is thinking…", name=turn_name)
        else:
            center_text = self._("Turn: {name}", name=turn_name)
        center = theme.text(center_text, theme.body_px, p.focus)
        left_img = theme.text(rules_title(view, self._), theme.body_px, p.text)
        if left_img.get_width() + center.get_width() + theme.unit * 4 > avail:
            left_img = theme.text(self._("Round {n}", n=view.round_number), theme.body_px, p.text)
        surface.blit(left_img, left_img.get_rect(midleft=(x, cy)))
        surface.blit(center, center.get_rect(midright=(geom.menu_button.left - theme.unit * 2, cy)))
        pygame.draw.rect(surface, p.text_muted, geom.menu_button, 2, border_radius=theme.unit)
        blit_center(surface, theme.text(self._("Menu (Esc)"), theme.body_px, p.text), geom.menu_button.center)
        pygame.draw.rect(surface, p.panel, r.side)
        if r.loupe is not None:
            pygame.draw.rect(surface, p.panel, r.loupe)
        helped = self._draw_side(surface, geom)
        self._draw_line(surface, geom)
        pygame.draw.rect(surface, p.panel, r.hand)
        if not helped:
            self._draw_help_beside_hand(surface, geom)

    def _draw_side(self, surface: pygame.Surface, geom: TableGeometry) -> bool:
        """The players, scores and boneyard; and the key help, if it fits (returns whether)."""
        theme = self.theme
        p = theme.palette
        r = geom.side_info
        view = self.game.spectator()
        rules = view.rules
        line_h = theme.font(theme.body_px).get_linesize()
        bone_y = r.bottom - line_h - theme.unit * 2
        foot_top = bone_y  # the boneyard's line, and the sides' scores above it in a team game
        if rules.is_team_game:
            foot_top -= rules.n_sides * line_h + theme.unit
            for side in range(rules.n_sides):
                text = f"{side_name(view, side, self._)}: {view.scores[side]}"
                surface.blit(fit_text(theme, text, r.width - 2 * theme.unit, p.text), (r.left + theme.unit, foot_top + side * line_h))
        bone = N_("Boneyard: {n}") if view.boneyard_drawable else N_("Set aside: {n}")
        surface.blit(fit_text(theme, self._(bone, n=view.boneyard_count), r.width - 2 * theme.unit, p.text_muted),
                     (r.left + theme.unit, bone_y))
        area = pygame.Rect(r.left, r.top, r.width, foot_top - theme.unit - r.top)
        self.players = lay_out_players(theme, view, self._, area, lambda h: self._back_icon(h).get_width(),
                                       None if view.round_over else view.turn)
        draw_players(surface, theme, self.players, self._back_icon)
        help_lines = [line for part in self.help_text().split(" · ") for line in theme.wrap(part, r.width - 2 * theme.unit)]
        hy = foot_top - len(help_lines) * line_h - theme.unit
        helped = hy >= self.players.bottom + line_h
        if helped:
            for i, line in enumerate(help_lines):
                surface.blit(theme.text(line, theme.body_px, p.text_muted), (r.left + theme.unit, hy + i * line_h))
            self._line_marks.append(Mark("key_help", pygame.Rect(r.left + theme.unit, hy, r.width - 2 * theme.unit,
                                                                 len(help_lines) * line_h)))
        return helped

    def _back_icon(self, line_h: int) -> pygame.Surface:
        """A tile's back, small, before a player's count of tiles."""
        return self.art().back(max(4, line_h // 3), True)

    def help_text(self) -> str:
        """The key help: in private peek Space shows the tiles, and Enter draws or passes; once a
        hand is over, only Enter (the scores) and Esc work."""
        return self._(ROUND_OVER_HELP if self.game.round_over else HELP_PEEK if self.game.hotseat.peek_mode else HELP)

    def _draw_help_beside_hand(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        """The key help in the hand's strip, left of the tiles, where the players' column has no
        room for it (only if it fits whole; in private peek, if need be, without "Hold Space",
        which the prompt says while the tiles are face down)."""
        theme = self.theme
        strip = geom.regions.hand
        first = min((r.left for r in geom.hand_rects), default=strip.centerx)
        room = pygame.Rect(strip.left + 2 * theme.unit, strip.top + theme.unit,
                           first - 4 * theme.unit - strip.left, strip.height - 2 * theme.unit)
        if room.width < theme.body_px * 6:
            return
        parts = self.help_text().split(" · ")
        line_h = theme.font(theme.body_px).get_linesize()
        for shown in (parts, parts[1:]) if self.game.hotseat.peek_mode else (parts,):
            lines = [line for part in shown for line in theme.wrap(part, room.width)]
            if len(lines) * line_h <= room.height and all(theme.font(theme.body_px).size(x)[0] <= room.width for x in lines):
                break
        else:
            return
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, theme.body_px, theme.palette.text_muted), (room.left, room.top + i * line_h))
        self._line_marks.append(Mark("key_help", pygame.Rect(room.left, room.top, room.width, len(lines) * line_h)))

    def _draw_line(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        p = self.theme.palette
        art = self.art()
        short = geom.line.short
        self._line_drawn = []

        def face(placed, short: int) -> pygame.Surface:
            self._line_drawn.append(drawn_tile("line", placed.values, placed.rect, art, short))
            return art.face(placed.values, short, placed.vertical)

        geom.table.draw_line(surface, face)
        fold = geom.line.fold
        if fold is not None:
            draw_fold(surface, self.theme, fold.rect, self._("{n} tiles", n=fold.count))
            self._line_marks.append(Mark("fold", fold.rect))
        last = self.game.spectator().last_played
        if last is not None and geom.line.tiles:
            placed = geom.line.tiles[0 if last.end == LEFT else -1]
            # A ring inside the tile and a bar under it (a shape, not colour alone), both kept
            # off the neighbouring tiles and the end markers.
            for rect, width in last_move_marks(placed.rect, short, placed.vertical):
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
        # Open ends: where the next tile goes, lettered so colour is not the only signal.
        if not view.round_over:
            fits = {a.end for a in legal if isinstance(a, Play) and a.tile == focused_tile}
            slots = [(LEFT, geom.line.slots[LEFT])] if view.ends is None else list(geom.line.slots.items())
            for end, rect in slots:
                self._draw_slot(surface, geom, end, rect, view.ends, end in fits and c.hints)
        if c.pulse > 0 and geom.line.tiles:
            self._draw_sliding(surface, geom)
        # The hand on turn, its label and its focused tile magnified in the column above it.
        self._mark(hand_span(geom, theme.unit))  # the hand's panel is plain: redraw it across the tiles' width
        self._mark(geom.regions.loupe or geom.label)
        line_h = theme.font(theme.body_px).get_linesize()
        for i, line in enumerate(self.hand_label_lines()):
            image = fit_text(theme, line, geom.label.width, p.text)
            surface.blit(image, image.get_rect(midtop=(geom.label.centerx, geom.label.top + i * line_h)))
        if c.viewer() is not None:
            self._draw_hand(surface, geom, hand, playable)
            if focused_tile is not None:
                self._draw_loupe(surface, geom, (focused_tile.a, focused_tile.b))
        elif c.waiting_for_peek:
            back = self.art().back(geom.hand_short, True)
            for _, rect in geom.table.draw_hand(surface, theme, lambda i, short: back, count=len(geom.hand_rects)):
                self._hand_marks.append(Mark("hand_back", rect))
            self._draw_peek_prompt(surface, geom)
        if c.message is not None:
            self._draw_message(surface, geom)

    def _draw_sliding(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        """The tile just laid slides in from where its player sits, so the class sees who played
        what; its place is left empty (framed) until it arrives."""
        last = self.game.spectator().last_played
        if last is None:
            return
        placed = geom.line.tiles[0 if last.end == LEFT else -1]
        t = 1 - self.control.pulse / PULSE
        t = t * t * (3 - 2 * t)
        start = geom.regions.hand.center if last.seat == self.control.viewer() else geom.regions.side.midleft
        x = start[0] + (placed.rect.centerx - start[0]) * t
        y = start[1] + (placed.rect.centery - start[1]) * t
        self._mark(surface.fill(self.theme.palette.background, placed.rect))
        image = self.art().face(placed.values, geom.line.short, placed.vertical)
        self._mark(surface.blit(image, image.get_rect(center=(round(x), round(y)))))

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
            hidden=c.drag.index if dragged else None, count=len(hand))
        for i, rect in drawn:
            self._hand_drawn.append(drawn_tile("hand", (hand[i].a, hand[i].b), rect, art, geom.hand_short))
        label = c.button_label()
        if label:
            self._mark(geom.button.inflate(theme.unit * 2, theme.unit * 2))
            draw_button(surface, theme, geom.button, self._(label), focused=not playable)
        if c.drag is not None and c.drag.moving and c.drag.index < len(hand):
            tile = hand[c.drag.index]
            image = art.face((tile.a, tile.b), geom.hand_short, True)
            self._mark(surface.blit(image, image.get_rect(center=c.drag.pos)))

    def peek_prompt(self) -> str:
        """What the hand's place says while a person's tiles are face down (private peek)."""
        return self._("{name}: hold Space to see your tiles", name=self.game.names[self.game.turn])

    def _draw_peek_prompt(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        """The prompt in the magnified tile's place (empty while the tiles are face down), under
        the hand's label: big where it fits, at the body size in a narrow column."""
        theme = self.theme
        column = geom.regions.loupe or geom.regions.side
        area = pygame.Rect(column.left + theme.unit, geom.label.bottom + theme.unit,
                           column.width - 2 * theme.unit, column.bottom - geom.label.bottom - 2 * theme.unit)
        for size in (theme.px(1.4), theme.px(1.2), theme.body_px):
            lines = theme.wrap(self.peek_prompt(), area.width, size)
            if all(theme.font(size).size(line)[0] <= area.width for line in lines):
                break
        line_h = theme.font(size).get_linesize()
        y = area.top + max(0, (area.height - line_h * len(lines)) // 3)
        box = pygame.Rect(area.left, y, area.width, line_h * len(lines))
        for i, line in enumerate(lines):
            blit_center(surface, theme.text(line, size, theme.palette.focus), (area.centerx, y + i * line_h + line_h // 2))
        self._hand_marks.append(Mark("peek_prompt", self._mark(box)))

    def _draw_loupe(self, surface: pygame.Surface, geom: TableGeometry, values: tuple[int, int]) -> None:
        """The focused tile, magnified and upright as in the hand, framed in the focus colour:
        the pupil at the keyboard and the class read the same notes."""
        art = self.art()
        key = (values, geom.loupe.width, self.theme.palette.panel)
        image = self._loupes.get(key)
        if image is None:
            # Put on the panel once: an opaque blit of this big picture is cheaper every frame.
            image = pygame.Surface(geom.loupe.size)
            image.fill(self.theme.palette.panel)
            image.blit(art.face(values, geom.loupe.width, True), (0, 0))
            if len(self._loupes) > 64:
                self._loupes.clear()
            self._loupes[key] = image
        surface.blit(image, geom.loupe)
        self._hand_drawn.append(drawn_tile("magnified", values, geom.loupe, art, geom.loupe.width))
        w = max(4, self.theme.unit)
        pygame.draw.rect(surface, self.theme.palette.focus, geom.loupe.inflate(w * 2, w * 2), w, border_radius=w)

    def message_text(self) -> str:
        return self.control.message_text(self.app.i18n.language)

    def _draw_message(self, surface: pygame.Surface, geom: TableGeometry) -> None:
        theme = self.theme
        p = theme.palette
        lines = theme.wrap(self.message_text(), geom.regions.line.width - theme.unit * 4)
        line_h = theme.font(theme.body_px).get_linesize()
        y = geom.regions.hand.top - line_h * len(lines) - theme.unit
        box = pygame.Rect(geom.regions.line.left, y - theme.unit // 2, geom.regions.line.width, line_h * len(lines) + theme.unit)
        self._mark(pygame.draw.rect(surface, p.panel, box, border_radius=theme.unit))
        for i, line in enumerate(lines):
            blit_center(surface, theme.text(line, theme.body_px, p.warning), (box.centerx, y + i * line_h + line_h // 2))

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
        # As big as a half on the line (so its notes keep the staff space the size rules give),
        # narrower only if a long label leaves less room in the slot.
        room = min(rect.h, rect.w - theme.text(label, theme.body_px).get_width() - 3 * theme.unit)
        return label, spelling, room

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
