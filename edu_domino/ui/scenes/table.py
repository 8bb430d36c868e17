"""The table: the line of play, the hand on turn, the other hands face down, scores and turn.

Everything that changes only when the game changes (background, bars, the line of tiles) is drawn
once into a cached layer; a frame blits it and draws the few things that move on top (focus, the
dragged tile, the end markers, the tile sliding into place).

Input, keyboard: Left/Right/Tab/Up/Down pick a tile; Enter plays it (asking for the end, with
Left/Right, when it fits both); L/G and R/D play it on the left or right end; Space draws or
passes; H shows or hides the playable tiles; Esc opens the menu. Mouse: click a tile to play it
(then click an end if it fits both), or drag it onto an end.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from edu_domino.engine import DRAW, PASS, Draw, IllegalAction, Pass, Play
from edu_domino.engine.events import (
    Drew,
    MatchEnded,
    Passed,
    Played,
    Reshuffled,
    RoundEnded,
    RoundStarted,
)
from edu_domino.ui.game import GameSession, GameSetup, plays_for
from edu_domino.ui.intents import Intent
from edu_domino.ui.layout import (
    LineLayout,
    TableRegions,
    hand_max_short,
    layout_hand,
    layout_line,
    table_regions,
)
from edu_domino.ui.scene import Scene
from edu_domino.ui.scenes.setup import PRESET_NAMES, TEAM_LETTERS
from edu_domino.ui.tiles import TileArt
from edu_domino.ui.widgets import blit_center, draw_button, triangle

ROUND_END_PAUSE = 1.5  # seconds the finished table stays up before the results
PULSE = 0.45  # seconds a laid tile takes to slide from its player to its place (any key skips)
DRAG_START_PX = 8


def hover_width(unit: int) -> int:
    """The hover frame's thickness (it lies just outside the tile, inside the focus frame)."""
    return max(3, unit // 2)


@dataclass
class _Drag:
    index: int
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


@dataclass
class _Geometry:
    regions: TableRegions
    line: LineLayout
    hand_short: int
    hand_rects: list[pygame.Rect]
    button: pygame.Rect
    menu_button: pygame.Rect


class TableScene(Scene):
    def __init__(self, app, setup: GameSetup, session: GameSession | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.session = session or GameSession(setup, pace=app.settings.ai_pace)
        self.hints = app.settings.show_legal
        self.focus = 0
        self.choosing_end = False
        self.end_choice = "L"
        self.revealed: int | None = None  # the human seat whose tiles may be shown now
        self.last_revealed: int | None = None
        self.message = ""
        self.message_timer = 0.0  # seconds left for a passing remark; errors stay until input
        self.drag: _Drag | None = None
        self.hover: int | None = None  # the hand tile under the mouse pointer
        self.pulse = 0.0
        self.round_end_timer: float | None = None
        self._waiting_pass = False
        self._art: TileArt | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._geom: _Geometry | None = None
        self._geom_key: tuple | None = None
        # Dirty-rectangle bookkeeping (see draw).
        self._shown_frame = -2
        self._shown_size = (0, 0)
        self._dyn_key: tuple | None = None
        self._dirty: list[pygame.Rect] = []
        self._touched: list[pygame.Rect] = []
        # The open ends before the next tile is laid (None: a new line), to hear it from the end it meets.
        self._line_ends: tuple[int, int] | None = None
        line = self.session.view(0).line
        if line and not self.session.pending_events:  # a game resumed mid-line
            self._line_ends = (line[0][0], line[-1][1])
        self._handle_events(self.session.take_events())

    # --- who sees what -------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose tiles are face up, or None (computer's turn in a hot-seat game)."""
        s = self.session
        humans = s.humans
        if len(humans) == 1:
            return humans[0]
        if not humans or s.match.round_over:
            return None
        if self.revealed is not None and self.revealed == s.turn:
            return self.revealed
        return None

    def my_turn(self) -> bool:
        v = self.viewer()
        return v is not None and v == self.session.turn and self.session.is_human_turn() and not self._waiting_pass

    def hand(self) -> tuple:
        v = self.viewer()
        return self.session.view(v).hand if v is not None else ()

    def legal(self) -> tuple:
        return self.session.legal() if self.my_turn() else ()

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        s = self.session
        s.pace = self.app.settings.ai_pace
        s.update(dt)
        self._handle_events(s.take_events())
        self.pulse = max(0.0, self.pulse - dt)
        if self.message_timer > 0:
            self.message_timer -= dt
            if self.message_timer <= 0:
                self.message = ""
        if self.round_end_timer is not None:
            self.round_end_timer -= dt
            if self.round_end_timer <= 0:
                self.round_end_timer = None
                self._show_results()
            return
        if s.match.round_over or s.match.over:
            return
        turn = s.turn
        if s.is_human_turn() and len(s.humans) > 1 and self.revealed != turn:
            if self.last_revealed == turn:
                self._reveal(turn)  # nobody else has seen their tiles since: no need to cover
            elif not self._waiting_pass:
                from edu_domino.ui.scenes.pass_screen import PassScene

                self._waiting_pass = True
                self.app.push(PassScene(self.app, s.seats[turn].name, lambda t=turn: self._reveal(t)))
        elif not s.is_human_turn() and len(s.humans) > 1:
            self.revealed = None

    def _reveal(self, seat: int) -> None:
        self._waiting_pass = False
        self.revealed = self.last_revealed = seat
        self._focus_first_legal()

    def _handle_events(self, events: list) -> None:
        for e in events:
            if isinstance(e, RoundStarted):
                self._line_ends = None
            if isinstance(e, Played):
                self.pulse = PULSE if self.app.settings.animations else 0.0
                self._sound_tile(e)
                if self.session.seats[e.seat].is_human and len(self.session.humans) > 1:
                    self.revealed = None  # hide at once: the next player may be someone else
            elif isinstance(e, Reshuffled):
                if e.reason == "doubles_in_hand" and e.seat is not None:
                    self.message = self._("{name} showed {k} doubles: the tiles are shuffled again.").format(
                        name=self.session.seats[e.seat].name, k=len(e.shown))
                else:
                    self.message = self._("Nobody holds a double: the tiles are shuffled again.")
            elif isinstance(e, Passed):
                self.message = self._("{name} passes.").format(name=self.session.seats[e.seat].name)
                self.message_timer = 3.0
            elif isinstance(e, Drew):
                self.message = self._("{name} draws a tile.").format(name=self.session.seats[e.seat].name)
                self.message_timer = 3.0
            elif isinstance(e, RoundEnded | MatchEnded) and self.round_end_timer is None:
                self.round_end_timer = ROUND_END_PAUSE if self.app.settings.animations else 0.5
        if events:
            self.hover = None  # the tiles moved: the pointer is over something else now
        if events and self.my_turn():
            self._focus_first_legal()
        self.choosing_end = False if events else self.choosing_end

    def _sound_tile(self, e: Played) -> None:
        """Sound the laid tile as it is drawn, the half that meets the line first (docs/sound.md)."""
        from edu_domino.faces import FaceOptions, first_heard_half

        first = first_heard_half(e.tile, e.end, self._line_ends)
        self._line_ends = e.ends
        if self.app.sound is None:
            return
        try:
            faces = FaceOptions(self.setup.faces, self.setup.difficulty)
        except ValueError:  # faces the painter cannot draw either: the plain pips it falls back to
            faces = FaceOptions()
        self.app.sound.tile(e.tile, faces, self.setup.seed or 0, first)

    def _show_results(self) -> None:
        from edu_domino.ui.scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self))

    def start_next_round(self) -> None:
        self.message = ""
        self.revealed = None
        self.last_revealed = None
        self._handle_events(self.session.next_round())

    def exit(self) -> None:
        self.session.close()  # off the stack for good: stop the AI worker

    # --- input ---------------------------------------------------------------------------------
    def _focus_first_legal(self) -> None:
        hand = self.hand()
        if not hand:
            self.focus = 0
            return
        if self.hints:
            playable = {a.tile for a in self.legal() if isinstance(a, Play)}
            for i, t in enumerate(hand):
                if t in playable:
                    self.focus = i
                    return
        self.focus = min(self.focus, len(hand) - 1)

    def on_intent(self, intent: Intent) -> None:
        self.pulse = 0.0  # any key skips the animation
        if intent is Intent.BACK:
            if self.choosing_end:
                self.choosing_end = False
                return
            from edu_domino.ui.scenes.pause import PauseScene

            self.app.push(PauseScene(self.app))
            return
        if intent is Intent.HINTS:
            self.hints = not self.hints
            self._layer_key = None
            return
        if self.round_end_timer is not None and intent is Intent.CONFIRM:
            self.round_end_timer = 0.0  # skip the pause before the results
            return
        if not self.my_turn():
            return
        hand = self.hand()
        if self.choosing_end:
            if intent in (Intent.LEFT, Intent.END_LEFT):
                self.end_choice = "L"
                if intent is Intent.END_LEFT:
                    self.play_focused("L")
            elif intent in (Intent.RIGHT, Intent.END_RIGHT):
                self.end_choice = "R"
                if intent is Intent.END_RIGHT:
                    self.play_focused("R")
            elif intent is Intent.CONFIRM:
                self.play_focused(self.end_choice)
            elif intent in (Intent.UP, Intent.DOWN, Intent.NEXT, Intent.PREV):
                self.choosing_end = False
                self._move_focus(1 if intent in (Intent.DOWN, Intent.NEXT) else -1, hand)
            return
        if intent in (Intent.LEFT, Intent.UP, Intent.PREV):
            self._move_focus(-1, hand)
        elif intent in (Intent.RIGHT, Intent.DOWN, Intent.NEXT):
            self._move_focus(1, hand)
        elif intent is Intent.CONFIRM:
            self.activate_focused()
        elif intent is Intent.END_LEFT:
            self.play_focused("L")
        elif intent is Intent.END_RIGHT:
            self.play_focused("R")
        elif intent is Intent.DRAW_PASS:
            self.draw_or_pass()

    def _move_focus(self, step: int, hand: tuple) -> None:
        if hand:
            self.focus = (self.focus + step) % len(hand)
            self.message = ""

    def _apply(self, action) -> bool:
        self.message_timer = 0.0
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.message = str(exc)
            return False
        self.message = ""
        self.choosing_end = False
        self._handle_events(self.session.take_events())
        return True

    def _end_name(self, end: str) -> str:
        return self._("left") if end == "L" else self._("right")

    def activate_focused(self) -> None:
        legal = self.legal()
        hand = self.hand()
        if not any(isinstance(a, Play) for a in legal):
            self.draw_or_pass()
            return
        if not hand:
            return
        tile = hand[self.focus % len(hand)]
        plays = plays_for(legal, tile)
        ends = self.session.match.round.ends
        if not plays:
            self.message = self._("{tile} does not fit now.").format(tile=str(tile))
        elif len(plays) == 1 or (ends is not None and ends[0] == ends[1]) or ends is None:
            self._apply(plays[0])
        else:
            self.choosing_end = True
            self.end_choice = "L"
            self.message = self._("Which end? Left/Right, then Enter (or L/R).")

    def play_focused(self, end: str) -> None:
        hand = self.hand()
        if not hand:
            return
        tile = hand[self.focus % len(hand)]
        plays = plays_for(self.legal(), tile)
        match = [p for p in plays if p.end == end]
        if self.session.match.round.ends is None and plays:
            match = plays[:1]  # the first tile has no ends yet: either key lays it
        if match:
            self._apply(match[0])
        elif plays:
            self.message = self._("{tile} does not fit the {end} end.").format(tile=str(tile), end=self._end_name(end))
        else:
            self.message = self._("{tile} does not fit now.").format(tile=str(tile))

    def draw_or_pass(self) -> None:
        legal = self.legal()
        # Draw() == Pass() == () as tuples: tell them apart by type, never with `in`.
        if any(isinstance(a, Draw) for a in legal):
            self._apply(DRAW)
        elif any(isinstance(a, Pass) for a in legal):
            self._apply(PASS)
        elif legal:
            self.message = self._("You have a tile that fits: play it.")

    def on_mouse(self, event: pygame.event.Event) -> None:
        geom = self._geometry()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if geom.menu_button.collidepoint(event.pos):
                self.on_intent(Intent.BACK)
                return
            if self.round_end_timer is not None:
                self.round_end_timer = 0.0
                return
            if not self.my_turn():
                return
            for end in ("L", "R"):
                if geom.line.slots[end].inflate(geom.line.short, geom.line.short).collidepoint(event.pos):
                    if self.choosing_end or self.hand():
                        self.play_focused(end)
                    return
            if geom.button.collidepoint(event.pos) and self._button_label():
                self.draw_or_pass()
                return
            for i, rect in enumerate(geom.hand_rects):
                if rect.collidepoint(event.pos):
                    self.focus = i
                    self.choosing_end = False
                    self.drag = _Drag(i, event.pos, event.pos)
                    return
        elif event.type == pygame.MOUSEMOTION and self.drag is None:
            self.hover = self.hand_index_at(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            dx, dy = event.pos[0] - self.drag.start[0], event.pos[1] - self.drag.start[1]
            if dx * dx + dy * dy >= DRAG_START_PX * DRAG_START_PX:
                self.drag.moving = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if not self.my_turn():
                return
            self.focus = drag.index
            if not drag.moving:
                self.activate_focused()
                return
            for end in ("L", "R"):
                if geom.line.slots[end].inflate(geom.line.short * 2, geom.line.short * 2).collidepoint(event.pos):
                    self.play_focused(end)
                    return

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand tile under `pos` (as drawn: a playable tile is raised), or None."""
        if not self.my_turn():
            return None
        geom = self._geometry()
        for i, rect in enumerate(geom.hand_rects):
            if rect.union(rect.move(0, -geom.hand_short // 4)).collidepoint(pos):
                return i
        return None

    # --- geometry and caching ------------------------------------------------------------------
    def relayout(self) -> None:
        self._geom_key = None
        self._layer_key = None
        self._art = None

    def art(self) -> TileArt:
        if self._art is None or self._art.palette is not self.theme.palette:
            self._art = TileArt(self.theme.palette, self.setup.faces, self.setup.seed or 0, self.setup.difficulty)
        return self._art

    def _geometry(self) -> _Geometry:
        size = self.app.size
        hand = self.hand()
        key = (self.session.version, size, self.theme.body_px, len(hand), self.viewer(), self.app.i18n.language)
        if self._geom is not None and self._geom_key == key:
            return self._geom
        theme = self.theme
        regions = table_regions(size, theme.body_px)
        line = list(self.session.match.round.line)
        first = self.session.opener_index() if line else 0
        line_layout = layout_line(line, first, regions.line)
        # The hand's strip: a label column on the left ("Tiles of Ana", wrapped), the tiles, and
        # the draw/pass button on the right, so no two ever overlap at any size.
        label_w = self._hand_label_width()
        button_w = max(theme.body_px * 7, regions.hand.width // 5)
        hand_area = regions.hand.inflate(0, -2 * theme.unit)
        hand_area.left += label_w + 2 * theme.unit
        hand_area.width = regions.hand.right - hand_area.left - button_w - 2 * theme.unit
        # As big as the strip allows, keeping room above the tiles for the raised playable ones
        # and the focus marker (about 0.6 of the short side).
        short, rects = layout_hand(len(hand), hand_area, max_short=hand_max_short(hand_area))
        if rects:
            head = int(short * 0.6)
            top = min(r.top for r in rects)
            shift = max(0, hand_area.top + head - top)
            rects = [r.move(0, shift) for r in rects]
        button = pygame.Rect(0, 0, button_w, int(theme.body_px * 2.2))
        button.midright = (regions.hand.right - theme.unit, regions.hand.centery)
        menu_label = theme.text(self._("Menu (Esc)"), theme.body_px)
        menu_button = menu_label.get_rect().inflate(theme.unit * 2, theme.unit)
        menu_button.midright = (regions.top_bar.right - theme.unit, regions.top_bar.centery)
        self._geom = _Geometry(regions, line_layout, short, rects, button, menu_button)
        self._geom_key = key
        return self._geom

    def _hand_label_lines(self) -> list[str]:
        v = self.viewer()
        s = self.session
        if v is None:
            text = self._("Round over") if s.match.round_over else self._("{name} is playing").format(name=s.seats[s.turn].name)
        else:
            text = self._("Tiles of {name}").format(name=s.seats[v].name)
        return self.theme.wrap(text, self.theme.body_px * 7)

    def _hand_label_width(self) -> int:
        font = self.theme.font(self.theme.body_px)
        return max(font.size(line)[0] for line in self._hand_label_lines())

    def _layer_surface(self, surface: pygame.Surface) -> pygame.Surface:
        key = (self.session.version, self.app.size, self.theme.body_px, self.theme.palette.name,
               self.app.i18n.language, self.viewer(), self.hints, self.session.thinking)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != surface.get_size():
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert()
            self._draw_static(self._layer)
            self._layer_key = key
        return self._layer

    # --- drawing -------------------------------------------------------------------------------
    def _dynamic_key(self) -> tuple:
        drag = (self.drag.index, self.drag.pos, self.drag.moving) if self.drag else None
        return (self.focus, self.hover, self.choosing_end, self.end_choice, self.message, drag, self.hints,
                self.my_turn(), self.pulse > 0, self.round_end_timer is not None)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Dirty rectangles: the cached layer is blitted whole only when it changed or something
        else was on screen; otherwise only where the moving parts were and are now."""
        before = self._layer_key
        layer = self._layer_surface(surface)
        fresh = (before != self._layer_key or self._shown_frame != self.app.frames - 1
                 or self.app.top is not self or self._shown_size != surface.get_size())
        key = self._dynamic_key()
        self._shown_frame = self.app.frames
        self._shown_size = surface.get_size()
        if fresh:
            surface.blit(layer, (0, 0))
            self._touched = []
            self._draw_dynamic(surface)
            self._dirty, self._dyn_key = self._touched, key
            return None
        if key == self._dyn_key and self.pulse <= 0:
            return []  # nothing on screen would change
        old = self._dirty
        for rect in old:
            surface.blit(layer, rect, rect)
        self._touched = []
        self._draw_dynamic(surface)
        self._dirty, self._dyn_key = self._touched, key
        return old + self._touched

    def _mark(self, rect: pygame.Rect) -> pygame.Rect:
        self._touched.append(pygame.Rect(rect).inflate(2, 2))
        return rect

    def side_name(self, side: int) -> str:
        rules = self.session.rules
        if rules.is_team_game:
            return self._("Team {letter}").format(letter=TEAM_LETTERS[side])
        return self.session.seats[side].name

    def _draw_static(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        geom = self._geometry()
        r = geom.regions
        s = self.session
        match = s.match
        view = s.view(0)
        rules = s.rules
        surface.fill(p.background)
        # Top bar: round, target, whose turn.
        pygame.draw.rect(surface, p.panel, r.top_bar)
        if rules.match_end == "elimination":
            target = self._("out at {n}").format(n=rules.match_target)
        elif rules.scoring == "hands_won":
            target = self._("to {n} hands").format(n=rules.match_target)
        else:
            target = self._("to {n} points").format(n=rules.match_target)
        left = f"{self._(PRESET_NAMES.get(rules.name, rules.name))} · {self._('Round {n}').format(n=view.round_number)} · {target}"
        x = theme.unit * 2
        cy = r.top_bar.centery
        avail = geom.menu_button.left - x - theme.unit * 2
        turn_name = s.seats[match.turn].name
        if match.round_over:
            center_text = self._("Round over")
        elif s.seats[match.turn].is_human:
            center_text = self._("Turn: {name}").format(name=turn_name)
        else:
            center_text = self._("{name} is thinking…").format(name=turn_name)
        center = theme.text(center_text, theme.body_px, p.focus)
        left_img = theme.text(left, theme.body_px, p.text)
        if left_img.get_width() + center.get_width() + theme.unit * 4 > avail:
            left_img = theme.text(self._("Round {n}").format(n=view.round_number), theme.body_px, p.text)
        surface.blit(left_img, left_img.get_rect(midleft=(x, cy)))
        surface.blit(center, center.get_rect(midright=(geom.menu_button.left - theme.unit * 2, cy)))
        pygame.draw.rect(surface, p.text_muted, geom.menu_button, 2, border_radius=theme.unit)
        blit_center(surface, theme.text(self._("Menu (Esc)"), theme.body_px, p.text), geom.menu_button.center)
        self._draw_side(surface, geom, view)
        self._draw_line(surface, geom)
        pygame.draw.rect(surface, p.panel, r.hand)

    def _draw_side(self, surface: pygame.Surface, geom: _Geometry, view) -> None:
        theme = self.theme
        p = theme.palette
        r = geom.regions.side
        s = self.session
        rules = s.rules
        pygame.draw.rect(surface, p.panel, r)
        line_h = theme.font(theme.body_px).get_linesize()
        seats = list(view.seats) + [i for i in range(rules.players) if i not in view.seats]
        footer_lines = 2 if rules.is_team_game else 1
        avail = r.height - (footer_lines + rules.n_sides * rules.is_team_game) * line_h - theme.unit * 4
        per_seat = 3 if avail >= len(seats) * (3 * line_h + 2 * theme.unit) else 2 if avail >= len(seats) * (2 * line_h + theme.unit) else 1
        y = r.top + theme.unit
        back = self.art().back(max(4, line_h // 3), True)
        for seat in seats:
            out = rules.side_of(seat) in view.eliminated
            on_turn = seat == s.turn and not s.match.round_over
            tags = []
            if rules.is_team_game:
                tags.append(self.side_name(rules.side_of(seat)))
            if seat == view.opener:
                tags.append(self._("hand"))
            if out:
                tags.append(self._("out"))
            rows = per_seat if per_seat < 3 else (3 if tags else 2)
            box = pygame.Rect(r.left + theme.unit, y, r.width - 2 * theme.unit, rows * line_h + theme.unit)
            if on_turn:
                pygame.draw.rect(surface, p.focus, box, max(3, theme.unit // 2), border_radius=theme.unit)
            name = s.seats[seat].name
            count = f"{view.hand_counts[seat]}"
            text_x = box.left + theme.unit
            if per_seat >= 2:
                surface.blit(self._fit(name, box.width - 2 * theme.unit, p.focus if on_turn else p.text), (text_x, y + theme.unit // 2))
                y2 = y + line_h + theme.unit // 2
                surface.blit(back, (text_x, y2 + (line_h - back.get_height()) // 2))
                extra = count
                if not rules.is_team_game:
                    extra += " · " + self._("{n} pts").format(n=view.scores[rules.side_of(seat)])
                if tags and per_seat == 2:
                    extra += " · " + ", ".join(tags)
                surface.blit(self._fit(extra, box.width - back.get_width() - 3 * theme.unit, p.text_muted),
                             (text_x + back.get_width() + theme.unit, y2))
                if tags and per_seat == 3:
                    surface.blit(self._fit(", ".join(tags), box.width - 2 * theme.unit, p.text_muted),
                                 (text_x, y2 + line_h))
            else:
                line = f"{name} · {count}" + (f" · {', '.join(tags)}" if tags else "")
                surface.blit(self._fit(line, box.width - 2 * theme.unit, p.focus if on_turn else p.text), (text_x, y + theme.unit // 2))
            y = box.bottom + theme.unit
        y = r.bottom - footer_lines * line_h - theme.unit * 2
        if rules.is_team_game:
            y -= rules.n_sides * line_h
            for side in range(rules.n_sides):
                text = f"{self.side_name(side)}: {view.scores[side]}"
                surface.blit(self._fit(text, r.width - 2 * theme.unit, p.text), (r.left + theme.unit, y))
                y += line_h
            y += line_h
        help_lines = [line for part in self._("Tab or arrows: tile · Enter: play · L/R: end · Space: draw or pass · H: hints").split(" · ")
                      for line in theme.wrap(part, r.width - 2 * theme.unit)]
        if len(help_lines) * line_h < (y - r.top) - len(seats) * (per_seat * line_h + 2 * theme.unit) - line_h:
            hy = y - len(help_lines) * line_h - theme.unit
            for i, line in enumerate(help_lines):
                surface.blit(theme.text(line, theme.body_px, p.text_muted), (r.left + theme.unit, hy + i * line_h))
        bone = self._("Boneyard: {n}") if view.boneyard_drawable else self._("Set aside: {n}")
        surface.blit(self._fit(bone.format(n=view.boneyard_count), r.width - 2 * theme.unit, p.text_muted),
                     (r.left + theme.unit, y))

    def _fit(self, text: str, width: int, color) -> pygame.Surface:
        """Text cut with an ellipsis to fit `width` (names can be long; the size never shrinks)."""
        theme = self.theme
        image = theme.text(text, theme.body_px, color)
        if image.get_width() <= width:
            return image
        font = theme.font(theme.body_px)
        while len(text) > 1 and font.size(text + "…")[0] > width:
            text = text[:-1]
        return theme.text(text + "…", theme.body_px, color)

    def _draw_line(self, surface: pygame.Surface, geom: _Geometry) -> None:
        p = self.theme.palette
        art = self.art()
        last = self.session.last_played()
        last_index = None
        if last is not None and geom.line.tiles:
            last_index = 0 if last.end == "L" else len(geom.line.tiles) - 1
        for placed in geom.line.tiles:
            surface.blit(art.face(placed.values, geom.line.short, placed.vertical), placed.rect)
        if last_index is not None:
            rect = geom.line.tiles[last_index].rect
            width = max(3, geom.line.short // 6)
            # Two frames (not colour alone) mark the last move.
            pygame.draw.rect(surface, p.last_move, rect.inflate(width * 3, width * 3), width, border_radius=width)
            pygame.draw.rect(surface, p.panel, rect.inflate(width, width), max(1, width // 2))

    def _button_label(self) -> str:
        legal = self.legal()
        if any(isinstance(a, Draw) for a in legal):
            return self._("Draw (Space)")
        if any(isinstance(a, Pass) for a in legal):
            return self._("Pass (Space)")
        return ""

    def _draw_dynamic(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        geom = self._geometry()
        s = self.session
        hand = self.hand()
        legal = self.legal()
        playable = {a.tile for a in legal if isinstance(a, Play)}
        focused_tile = hand[self.focus % len(hand)] if hand else None
        # Open ends: where the next tile goes, lettered so colour is not the only signal.
        if not s.match.round_over:
            ends = s.match.round.ends
            fits = {a.end for a in legal if isinstance(a, Play) and a.tile == focused_tile}
            slots = [("L", geom.line.slots["L"])] if ends is None else list(geom.line.slots.items())
            for end, rect in slots:
                self._draw_slot(surface, geom, end, rect, ends, end in fits and self.hints, ends is None)
        if self.pulse > 0 and geom.line.tiles:
            last = s.last_played()
            if last is not None:
                # The tile just laid slides in from where its player sits, so the class sees who
                # played what; its place is left empty (framed) until it arrives.
                placed = geom.line.tiles[0 if last.end == "L" else -1]
                t = 1 - self.pulse / PULSE
                t = t * t * (3 - 2 * t)
                if last.seat == self.viewer():
                    start = geom.regions.hand.center
                else:
                    start = geom.regions.side.midleft
                x = start[0] + (placed.rect.centerx - start[0]) * t
                y = start[1] + (placed.rect.centery - start[1]) * t
                self._mark(surface.fill(p.background, placed.rect))
                image = self.art().face(placed.values, geom.line.short, placed.vertical)
                self._mark(surface.blit(image, image.get_rect(center=(round(x), round(y)))))
        # The hand on turn.
        r = geom.regions.hand
        self._mark(r)  # the hand's panel is plain: redrawing all of it is simple and cheap
        v = self.viewer()
        line_h = theme.font(theme.body_px).get_linesize()
        for i, line in enumerate(self._hand_label_lines()):
            surface.blit(theme.text(line, theme.body_px, p.text), (r.left + theme.unit * 2, r.top + theme.unit + i * line_h))
        if v is not None:
            art = self.art()
            lift = geom.hand_short // 4
            for i, (tile, rect) in enumerate(zip(hand, geom.hand_rects, strict=False)):
                if self.drag is not None and self.drag.moving and self.drag.index == i:
                    continue
                rect = rect.copy()
                can = tile in playable and self.hints
                if can:
                    rect.move_ip(0, -lift)  # raised: a shape signal, not colour alone
                surface.blit(art.face((tile.a, tile.b), geom.hand_short, True), rect)
                if can:
                    pygame.draw.rect(surface, p.legal, rect.inflate(6, 6), 3, border_radius=4)
                if i == self.hover and self.my_turn():
                    # Under the mouse: a white frame hugging the tile, inside where the focus
                    # frame goes, so both show when they fall on the same tile.
                    w = hover_width(theme.unit)
                    pygame.draw.rect(surface, p.text, rect.inflate(w * 2, w * 2), w, border_radius=w)
                if i == self.focus % max(1, len(hand)) and self.my_turn():
                    w = max(4, theme.unit)
                    pygame.draw.rect(surface, p.focus, rect.inflate(w * 3, w * 3), w, border_radius=w)
                    marker = pygame.Rect(0, 0, geom.hand_short // 2, geom.hand_short // 3)
                    marker.midbottom = (rect.centerx, rect.top - w * 2)
                    triangle(surface, marker, "down", p.focus)
            label = self._button_label()
            if label:
                draw_button(surface, theme, geom.button, label, focused=not playable)
            if self.drag is not None and self.drag.moving and self.drag.index < len(hand):
                tile = hand[self.drag.index]
                image = art.face((tile.a, tile.b), geom.hand_short, True)
                self._mark(surface.blit(image, image.get_rect(center=self.drag.pos)))
        if self.message:
            lines = theme.wrap(self.message, geom.regions.line.width - theme.unit * 4)
            line_h = theme.font(theme.body_px).get_linesize()
            y = geom.regions.hand.top - line_h * len(lines) - theme.unit
            box = pygame.Rect(geom.regions.line.left, y - theme.unit // 2, geom.regions.line.width, line_h * len(lines) + theme.unit)
            self._mark(pygame.draw.rect(surface, p.panel, box, border_radius=theme.unit))
            for i, line in enumerate(lines):
                blit_center(surface, theme.text(line, theme.body_px, p.warning), (box.centerx, y + i * line_h + line_h // 2))

    def _draw_slot(self, surface, geom, end, rect, ends, fits, first) -> None:
        theme = self.theme
        p = theme.palette
        chosen = self.choosing_end and self.end_choice == end
        color = p.focus if chosen else (p.legal if fits else p.text_muted)
        width = max(3, theme.unit // 2) * (2 if chosen else 1)
        self._mark(pygame.draw.rect(surface, color, rect, width, border_radius=theme.unit))
        if first:
            label = self._("Start here")
        else:
            letter = "L" if end == "L" else "R"
            # The end's number helps with pips and numerals; with notes or powers it would give
            # the lesson away, so it shows only while hints are on.
            show_value = self.setup.faces in ("pips", "numerals") or self.hints
            label = f"{letter} · {ends[0] if end == 'L' else ends[1]}" if show_value else letter
        image = theme.text(label, theme.body_px, p.text)
        chip = image.get_rect(center=rect.center).inflate(theme.unit, theme.unit // 2)
        chip.clamp_ip(geom.regions.line.inflate(theme.unit * 2, theme.unit * 2))
        self._mark(pygame.draw.rect(surface, p.panel, chip, border_radius=theme.unit))
        pygame.draw.rect(surface, color, chip, width, border_radius=theme.unit)
        surface.blit(image, image.get_rect(center=chip.center))
