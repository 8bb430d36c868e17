"""The projector in class play: the table everyone may see, and nothing of any hand.

It reads the game only through `ClassTable.public_state()` (the same public part every device
gets), so no tile in a hand can reach the big screen, except the hand of a seat the teacher
handed to the projector's keyboard. The server's clock moves the computers; this scene redraws
when the version changes, sounds each tile laid, and lets the teacher:
- Tab / Shift+Tab pick a seat, Up/Down change who plays it (device, computer, keyboard);
- Enter deal the next round at once (it also comes by itself after a pause);
- play a keyboard seat's turn: Left/Right pick a tile, L/R (or Enter) lay it, Space draw or pass;
- C clap the line together (note faces: edu_domino/ui/scenes/tap_class.py);
- Esc go back to the join screen (the game goes on; devices can still join).
"""

from __future__ import annotations

import pygame

from edu_domino.classplay import Control
from edu_domino.engine import Play, Played
from edu_domino.engine.actions import LEFT, RIGHT, Action, Draw, Pass
from edu_domino.engine.choices import End
from edu_domino.ui.class_seats import cycle_control, seat_status
from edu_domino.ui.drawn import DrawnTile, Mark, drawn_tile
from edu_domino.ui.game_setup import PRESET_NAMES, TEAM_LETTERS
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent, end_key
from edu_domino.ui.layout import tiles_a_round_may_lay
from edu_domino.ui.scene import Scene
from edu_domino.ui.table.geometry import ClassTableGeometry, class_table_geometry, focus_frame
from edu_domino.ui.table.line_marks import last_move_marks, stands_upright
from edu_domino.ui.table.magnifier import draw_magnified
from edu_domino.ui.tiles import TileArt
from edu_domino.ui.widgets import cut_to_width, draw_footer, fit_label, fit_text, focus_ring

SLIDE = 0.45  # seconds a laid tile takes to slide from its player's place to the line
FOOTER = N_("Tab: a seat · ↑↓: who plays it · Enter: next round · Esc: join screen")
PLAYING_FOOTER = N_("Tab: a seat · ↑↓: who plays it · Esc: join screen")  # no next round to deal yet
KEYBOARD_FOOTER = N_("Left/Right: a tile · L/R: lay it on that end · Space: draw or pass · Tab: a seat")


class ClassTableScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.table = session.table
        self.seat_focus: int | None = None
        self.tile_focus = 0
        self.message = ""
        self.remark = ""  # the table's last remark (a pass, a draw), until the next tile
        self.slide = 0.0  # seconds left of the last tile's slide onto the line (animations on)
        self._art: TileArt | None = None
        self._shown: tuple | None = None
        self.state = self.table.public_state()
        self.keyboard = self.table.keyboard_seat_view()
        # What was drawn, for `screenshot --layout` (ui/drawn.py): the line's tiles and the hand's.
        self.drawn: list[DrawnTile] = []
        self.marks: list[Mark] = []

    # -- what is shown --------------------------------------------------------------------------
    def art(self) -> TileArt:
        faces = self.table.setup.faces
        if self._art is None or self._art.palette is not self.theme.palette:
            self._art = TileArt(self.theme.palette, faces.face_set, self.table.faces.seed, faces.difficulty)
        return self._art

    def expected_tiles(self) -> int:
        """The most tiles this round may lay: the board's rows are laid out for it."""
        return tiles_a_round_may_lay(self.table.setup.rules, len(self.state["seats"]))

    def relayout(self) -> None:
        self._art = None
        self._shown = None

    def update(self, dt: float) -> None:
        self.slide = max(0.0, self.slide - dt)
        if self.state["version"] != self.table.version:
            before, self.state = self.state, self.table.public_state()
            self.keyboard = self.table.keyboard_seat_view()
            self.celebrate_end(before, self.state)
        for happening in self.table.take_events():
            if isinstance(happening.event, Played):
                self.remark = ""
                self.slide = SLIDE if self.app.settings.animations else 0.0
                if happening.sound is not None and self.app.sound is not None:
                    self.app.sound.play((happening.sound,))  # the tile as shown, meeting half first
            elif happening.say is not None:  # "Bruno passes.", a reshuffle: said for the class
                self.remark = happening.say.text(self.app.i18n.language)

    def celebrate_end(self, before: dict, now: dict) -> None:
        """A round or the match just went to a side some pupils play (not computers alone):
        a celebration for the class, naming the winner."""
        if now["match_over"] and not before["match_over"]:
            side, occasion = now["winner_side"], "match"
        elif now["round_over"] and not before["round_over"] and now["result"]:
            side, occasion = now["result"]["winner_side"], "hand"
        else:
            return
        if side is not None and any(seat["control"] != "computer" and now["side_of"][seat["seat"]] == side
                                    for seat in now["seats"]):
            self.app.celebrate(occasion, name=self._side_name(side))

    def hand(self) -> tuple:
        return self.keyboard.hand if self.keyboard else ()

    # -- input ----------------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or event.key != pygame.K_c:
            return False
        from edu_domino.ui.tap.line import claps

        line = self.table.line_halves()
        if claps(line):
            self.app.push(self.app.make_scene("tap-class", line=line, tempo=self.table.game.tempo))
        return True

    def on_intent(self, intent: Intent) -> None:
        seats = len(self.state["seats"])
        if intent is Intent.BACK:
            self.app.pop()
        elif intent in (Intent.NEXT, Intent.PREV):
            step = 1 if intent is Intent.NEXT else -1
            self.seat_focus = 0 if self.seat_focus is None else (self.seat_focus + step) % seats
        elif intent in (Intent.UP, Intent.DOWN) and self.seat_focus is not None:
            cycle_control(self.table, self.seat_focus, 1 if intent is Intent.DOWN else -1)
        elif self.keyboard is not None:
            self._keyboard_move(intent)
        elif intent is Intent.CONFIRM:
            self.table.next_round()

    def _keyboard_move(self, intent: Intent) -> None:
        view = self.keyboard
        legal, hand = view.legal, view.hand
        if intent in (Intent.LEFT, Intent.RIGHT) and hand:
            self.tile_focus = (self.tile_focus + (1 if intent is Intent.RIGHT else -1)) % len(hand)
            return
        action: Action | None = None
        if intent is Intent.DRAW_PASS:
            action = next((a for a in legal if isinstance(a, Draw | Pass)), None)
        elif intent in (Intent.END_LEFT, Intent.END_RIGHT, Intent.CONFIRM) and hand:
            tile = hand[min(self.tile_focus, len(hand) - 1)]
            plays = [a for a in legal if isinstance(a, Play) and a.tile == tile]
            if intent is not Intent.CONFIRM:
                end = LEFT if intent is Intent.END_LEFT else RIGHT
                plays = [a for a in plays if a.end == end]
            action = plays[0] if plays and (len({a.end for a in plays}) == 1) else None
            if plays and action is None:
                self.message = self._("It fits both ends: press L or R.")
                return
        if action is None:
            self.message = self._("That move is not allowed here.")
            return
        result = self.table.act(view.seat, action, by=Control.KEYBOARD)
        if result is not None and result.ok:
            self.message = ""
            self.tile_focus = 0
        else:
            refusal = result.refusal if result is not None else None
            self.message = refusal.say.text(self.app.i18n.language) if refusal else self._(
                "That move is not allowed here.")

    # -- drawing --------------------------------------------------------------------------------
    def drawn_tiles(self) -> list[DrawnTile]:
        """Every tile drawn at the last frame, where and how big (`screenshot --layout`)."""
        return list(self.drawn)

    def drawn_marks(self) -> list[Mark]:
        return list(self.marks)

    def geometry(self, surface: pygame.Surface, bottom: int) -> ClassTableGeometry:
        """The projector's size rules (ui/sizes.py), as on the free table: line tiles at least
        1/12 of the window's height (smaller only when a long line cannot be shown whole so), the keyboard seat's hand
        1/9, every notes half a staff space of 1/90."""
        theme, s = self.theme, self.state
        pairs = [(t["a"], t["b"]) for t in s["line"]]
        return class_table_geometry((surface.get_width(), bottom), surface.get_height(), theme.body_px, theme.unit,
                                    pairs, s["first"] if pairs else 0, len(self.hand()), self.art().staff_per_px(),
                                    self.expected_tiles(), tuple(s.get("order", ())) or None)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        key = (self.state["version"], surface.get_size(), self.seat_focus, self.tile_focus, self.message, self.remark,
               self.slide,
               self.app.i18n.language, self.theme.palette.name, self.app.top is self)
        if key == self._shown:
            return []
        self._shown = key
        self.drawn, self.marks = [], []
        theme = self.theme
        p = theme.palette
        surface.fill(p.background)
        between = self.state["round_over"] and not self.state["match_over"]
        footer = self._(KEYBOARD_FOOTER if self.keyboard else FOOTER if between else PLAYING_FOOTER)
        if any(fs.face_kind.rhythm for fs in self.table.setup.faces.pool):
            footer += " · " + self._("C: clap the line together")
        bottom = draw_footer(surface, theme, footer)
        geom = self.geometry(surface, bottom)
        regions = geom.regions
        self._draw_top(surface, regions.top_bar)
        self._draw_line(surface, geom)
        self._draw_seats(surface, regions.side)
        self._draw_bottom(surface, geom)
        return None

    def _draw_top(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        theme, s = self.theme, self.state
        pygame.draw.rect(surface, theme.palette.panel, bar)
        rules = self.table.setup.rules
        left = f"{self._(PRESET_NAMES.get(rules.name, rules.name))} · {self._('Round {n}', n=s['round'])}"
        image = theme.text(left, theme.body_px)
        surface.blit(image, image.get_rect(midleft=(bar.left + theme.gap, bar.centery)))
        server = self.session.server
        if server is not None:
            join = theme.text(f"{server.url} · {server.room_code}", theme.body_px, theme.palette.text_muted)
            surface.blit(join, join.get_rect(midright=(bar.right - theme.gap, bar.centery)))

    def _draw_line(self, surface: pygame.Surface, geom: ClassTableGeometry) -> None:
        s = self.state
        layout = geom.line
        art = self.art()
        last = s["last"]
        sliding = self.slide > 0 and last is not None and last["kind"] == "played" and layout.tiles
        newest = (0 if last["end"] == LEFT else len(layout.tiles) - 1) if sliding else -1

        def face(placed, short: int) -> pygame.Surface:
            self.drawn.append(drawn_tile("line", placed.values, placed.rect, art, short))
            return art.face(placed.values, short, placed.vertical)

        geom.table.draw_line(surface, face, hidden=newest if sliding else None)
        if s["line"] and not s["round_over"]:
            for end in (LEFT, RIGHT):
                self._draw_slot(surface, geom, end)
        if sliding:
            # The tile just laid slides in from its player's place in the side panel, so the
            # class sees who played what.
            placed = layout.tiles[newest]
            t = 1 - self.slide / SLIDE
            t = t * t * (3 - 2 * t)
            start = self._seat_blocks(geom.regions.side)[last["seat"]].midleft
            x = start[0] + (placed.rect.centerx - start[0]) * t
            y = start[1] + (placed.rect.centery - start[1]) * t
            image = art.face(placed.values, layout.short, placed.vertical)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        elif last and last["kind"] == "played" and layout.tiles:
            placed = layout.tiles[0 if last["end"] == LEFT else -1]
            # A ring inside the tile and a bar under it, kept off its neighbours (as on the table).
            others = [t.rect for t in layout.tiles]
            for rect, width in last_move_marks(placed.rect, layout.short, placed.vertical, others, geom.regions.line):
                pygame.draw.rect(surface, self.theme.palette.last_move, rect, width,
                                 border_radius=max(2, layout.short // 10))
                self.marks.append(Mark("last_move", rect))
        if s["match_over"] or s["round_over"]:
            self._draw_result(surface, geom.regions.line)

    def _draw_slot(self, surface: pygame.Surface, geom: ClassTableGeometry, end: End) -> None:
        """Where the next tile goes on `end`: its letter and the open half as drawn (never its
        number: the class matches faces), as big as a half on the line."""
        theme = self.theme
        p = theme.palette
        rect = geom.line.slots[end]
        pygame.draw.rect(surface, p.text_muted, rect, max(3, theme.unit // 2), border_radius=theme.unit)
        pairs = [(t["a"], t["b"]) for t in self.state["line"]]
        side = 0 if end == LEFT else 1
        spelling = self.table.game.spelling(pairs[0 if end == LEFT else -1], side)
        letter = theme.text(end_key(self.app.i18n.language, end), theme.body_px, p.text)  # I/D in Spanish
        if stands_upright(rect, letter.get_width()):  # a corner's slot: the letter above the half
            room = rect.w
            half = self.art().half(spelling, room)
            surface.blit(letter, letter.get_rect(center=(rect.centerx, rect.top + rect.w // 2)))
            if half is not None:  # too small to paint: the letter alone
                drawn = surface.blit(half, half.get_rect(center=(rect.centerx, rect.bottom - rect.w // 2)))
                self.marks.append(Mark("end_half", drawn, (self.art().half_staff_space(spelling, room),)))
            return
        room = min(rect.h, rect.w - letter.get_width() - 3 * theme.unit)
        half = self.art().half(spelling, room) if room >= 8 else None
        width = letter.get_width() + (theme.unit + half.get_width() if half is not None else 0)
        x = rect.centerx - width // 2
        surface.blit(letter, letter.get_rect(midleft=(x, rect.centery)))
        if half is not None:
            drawn = surface.blit(half, half.get_rect(midright=(x + width, rect.centery)))
            self.marks.append(Mark("end_half", drawn, (self.art().half_staff_space(spelling, room),)))

    def _draw_result(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, s = self.theme, self.state
        result = s["result"]
        lines = [self._("Round over")]
        if result and result["winner_seat"] is not None:
            points = max(result["points"]) if result["points"] else 0
            lines.append(self._("{name} wins the round: {n} points", name=s["names"][result["winner_seat"]], n=points))
        if s["match_over"]:
            lines = [self._("The match is over."), self._("Winner: {name}", name=self._side_name(s["winner_side"]) if s["winner_side"] is not None else "-")]
        else:
            lines.append(self._("The next round starts soon (Enter: now)."))
        box_h = len(lines) * theme.px(1.4) + theme.gap
        box = pygame.Rect(0, 0, area.width * 3 // 4, box_h)
        box.center = area.center
        pygame.draw.rect(surface, theme.palette.panel, box, border_radius=theme.unit)
        for i, line in enumerate(lines):
            image = theme.text(line, theme.px(1.2), theme.palette.focus if i == 0 else theme.palette.text)
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + theme.unit + i * theme.px(1.4))))

    def team_turn_text(self, team: dict) -> str:
        """Where a team on phones is with its move (never the move: it is the team's tile)."""
        by = team["proposed_by"]
        if team["confirms"] is not None:  # the captain's rule
            if by is None:
                return self._("Anyone in the team proposes a move · {name} confirms", name=team["confirms"])
            return self._("{by} proposed a move · {name} confirms", by=by, name=team["confirms"])
        if by is None:
            return self._("Anyone in the team proposes a move · the team votes")
        return self._("{by} proposed a move · {yes} of {needed} yes votes", by=by, yes=team["yes"],
                      needed=team["needed"])

    def _side_name(self, side: int) -> str:
        rules = self.table.setup.rules
        if rules.is_team_game:
            return self._("Team {letter}", letter=TEAM_LETTERS[side])
        return self.state["names"][side]

    def _seat_blocks(self, area: pygame.Rect) -> list[pygame.Rect]:
        """Where each seat's three lines sit in the side panel."""
        theme = self.theme
        line_h = theme.body_px * 5 // 4
        step = line_h * 3 + theme.unit
        return [pygame.Rect(area.left + theme.unit, area.top + theme.unit + i * step, area.width - theme.gap,
                            line_h * 3) for i in range(len(self.table.seats))]

    def _draw_seats(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, s = self.theme, self.state
        p = theme.palette
        pygame.draw.rect(surface, p.panel, area)
        line_h = theme.body_px * 5 // 4
        for i, (seat, block) in enumerate(zip(self.table.seats, self._seat_blocks(area), strict=True)):
            y = block.top
            if i == s["turn"] and not s["round_over"]:
                pygame.draw.rect(surface, p.last_move, block, 3, border_radius=theme.unit)
            if i == self.seat_focus:
                focus_ring(surface, theme, block.inflate(theme.focus_px, theme.focus_px))
            score = s["scores"][s["side_of"][i]]
            room = block.width - theme.gap  # a long name or status ends in "…", never off the screen
            # The name drawn a little smaller before it is cut ("Computador 3 · 0" whole); the
            # score is never cut: a pupil's own 20-letter name gives way to it.
            points = f" · {score}"
            smallest = theme.font(theme.body_px * 3 // 4)  # fit_label's smallest size
            short = cut_to_width(smallest, seat.name, room - smallest.size(points)[0])
            name = fit_label(theme, short + points, room, p.text)
            surface.blit(name, (block.left + theme.unit, y))
            count = fit_text(theme, self._("Tiles: {n}", n=s["hand_counts"][i]), room, p.text_muted)
            surface.blit(count, (block.left + theme.unit, y + line_h))
            status, colour = seat_status(theme, self._, seat)
            surface.blit(fit_text(theme, status, room, colour), (block.left + theme.unit, y + 2 * line_h))

    def _draw_bottom(self, surface: pygame.Surface, geom: ClassTableGeometry) -> None:
        theme, s = self.theme, self.state
        p = theme.palette
        area = geom.regions.hand
        hand = self.hand()
        pygame.draw.rect(surface, p.panel, area)
        if hand:
            name = s["names"][self.keyboard.seat]
            label = theme.text(self._("Tiles of {name}", name=name), theme.body_px, p.focus)
            surface.blit(label, label.get_rect(midleft=geom.label.midleft))
            art = self.art()
            focus = self.tile_focus % len(hand)
            for i, rect in geom.table.draw_hand(surface, theme, lambda i, short: art.face((hand[i].a, hand[i].b), short, True),
                                                focus=focus, count=len(hand)):
                self.drawn.append(drawn_tile("hand", (hand[i].a, hand[i].b), rect, art, geom.table.hand_short))
            if geom.loupe is not None:  # the focused tile magnified: beside the hand, or clear of the line
                values = (hand[focus].a, hand[focus].b)
                self.drawn.append(draw_magnified(surface, art, values, geom.loupe, p.focus, focus_frame(theme.unit)))
        else:
            if s["round_over"] or s["match_over"]:
                text = ""
            else:
                text = self._("Turn: {name}", name=s["names"][s["turn"]])
            image = fit_text(theme, text, area.width - theme.gap, p.focus, theme.px(1.6))  # a long name: "…"
            top = area.top + theme.unit
            surface.blit(image, image.get_rect(midtop=(area.centerx, top)))
            team = s["seats"][s["turn"]].get("team") if text else None
            if team is not None:  # a team's turn on phones: who proposed, who must confirm
                words, room = self.team_turn_text(team), area.width - theme.gap
                big = theme.px(1.2) if theme.text(words, theme.px(1.2)).get_width() <= room else theme.body_px
                said = fit_text(theme, words, room, p.text, big)
                surface.blit(said, said.get_rect(midtop=(area.centerx, top + image.get_height())))
                top += said.get_height()
            if self.remark or self.message:  # the teacher's message first: it answers a key just pressed
                said = theme.text(self.message or self.remark, theme.body_px, p.warning if self.message else p.text)
                surface.blit(said, said.get_rect(midtop=(area.centerx, top + image.get_height())))
            return
        if self.message:  # in the strip, right of the hand's label: never over the line's tiles
            image = fit_text(theme, self.message, geom.label.width - label.get_width() - theme.gap, p.warning)
            surface.blit(image, image.get_rect(midright=geom.label.midright))
