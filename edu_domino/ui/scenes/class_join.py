"""The projector's join screen for class play: a QR code per seat, the room code and the address.

The server starts when this screen opens and stops when the teacher leaves it (Esc), so the
app listens only while a class game is open. Each device seat shows its own QR code (its join
link) until a device has joined it; a pupil without a camera opens the address and types the
room code instead. Up/Down pick
a seat and Left/Right change who plays it (a device, a computer, the projector's keyboard).
"""

from __future__ import annotations

import pygame

from edu_domino.classplay import Control
from edu_domino.ui.class_seats import cycle_control, seat_status
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.qr import qr_surface
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import draw_footer, draw_heading, fit_label, fit_text, focus_ring

NAMES_HINT = N_("Delete: undo the names chosen at {name}")  # shown while a pupil there chose their own
NAMES_LOCKED = N_("{name}: the names given are back and locked (Delete: unlock)")
NAMES_UNLOCKED = N_("{name}: the pupils may name themselves again")
NAMES_GIVEN = N_("{name}: the names given in New game stay")


class ClassJoinScene(Scene):
    heading = N_("Class play: join the game")
    footer = N_("Enter: to the table · ←→: a seat · ↑↓: who plays it · Esc: end")

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.focus = 0
        self.message = ""  # what the last Delete did to the focused seat's names
        self._qr_cache: dict[tuple[str, int], pygame.Surface] = {}
        self._came: set[str] = set()  # tokens of team members whose phone has joined
        self.started = session.server is not None or session.start()

    @property
    def table(self):
        return self.session.table

    def exit(self) -> None:
        self.session.stop()

    def on_event(self, event: pygame.event.Event) -> bool:
        """Delete: the teacher's override of the names the pupils at the focused seat gave
        themselves (back to the game's names, locked); again: they may name themselves again.
        A stray press is undone by a second one."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_DELETE or not self.started:
            return False
        seat = self.table.seats[self.focus]
        locked = not self.table.names_locked(seat.seat)
        if self.table.lock_names(seat.seat, locked):
            self.message = self._(NAMES_LOCKED if locked else NAMES_UNLOCKED, name=seat.name)
        else:
            self.message = self._(NAMES_GIVEN, name=seat.name)
        return True

    def on_intent(self, intent: Intent) -> None:
        seats = len(self.table.seats)
        if intent is Intent.BACK:
            self.app.pop()
        elif intent is Intent.CONFIRM and self.started:
            self.app.open("class-table", session=self.session)
        # The seats stand side by side: Left/Right (or Tab) go along them and stop at the ends;
        # Up/Down change who plays the seat, as on the class table.
        elif intent in (Intent.LEFT, Intent.PREV, Intent.RIGHT, Intent.NEXT, Intent.UP, Intent.DOWN):
            self.message = ""
        if intent in (Intent.LEFT, Intent.PREV):
            self.focus = max(0, self.focus - 1)
        elif intent in (Intent.RIGHT, Intent.NEXT):
            self.focus = min(seats - 1, self.focus + 1)
        elif intent in (Intent.UP, Intent.DOWN):
            cycle_control(self.table, self.focus, 1 if intent is Intent.DOWN else -1)

    def qr_links(self) -> list[str]:
        """The join links shown as QR codes now: device seats nobody has joined yet."""
        return [link for link in map(self.seat_link, self.table.seats) if link]

    def seat_link(self, seat) -> str:
        """The join link a seat's QR code shows now ("" for none): a device seat nobody has
        joined, or a team's next member who has not come yet (one code at a time: the members
        scan in turn, and a member who came never has their code shown again)."""
        server = self.session.server
        if server is None or seat.control is not Control.DEVICE:
            return ""
        team = self.table.team_hands.get(seat.seat)
        if team is None:
            return "" if seat.joined else server.join_url(seat.token)
        waiting = self.waiting_members(team)
        return server.join_url(waiting[0].token) if waiting else ""

    def waiting_members(self, team) -> list:
        self._came.update(m.token for m in team.members if m.connections > 0)
        return [m for m in team.members if m.token not in self._came]

    def _team_status(self, team) -> str:
        waiting = self.waiting_members(team)
        if not waiting:
            return self._("All {n} are in", n=len(team.members))
        came = len(team.members) - len(waiting)
        if not waiting[0].given:  # "Ana (3)" names nobody yet: that pupil names themselves on the phone
            return self._("{k} of {n} in", k=came, n=len(team.members))
        return self._("{k} of {n} in · next: {name}", k=came, n=len(team.members), name=waiting[0].name)

    def team_here(self, team) -> list[str]:
        """The members who came, by the names they have now (their own, once they named themselves)."""
        return [m.name for m in team.members if m.token in self._came]

    def _qr(self, text: str, side: int) -> pygame.Surface:
        key = (text, side)
        if key not in self._qr_cache:
            self._qr_cache[key] = qr_surface(text, side)
        return self._qr_cache[key]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        surface.fill(p.background)
        top = draw_heading(surface, theme, self._(self.heading))
        bottom = draw_footer(surface, theme, self._(self.footer))
        w = surface.get_width()
        if not self.started:
            text = self._("Class play cannot start: {problem}. Check the network connection.", problem=self.session.problem)
            for i, line in enumerate(theme.wrap(text, w - theme.margin)):
                image = theme.text(line, theme.body_px, p.warning)
                surface.blit(image, image.get_rect(midtop=(w // 2, top + i * theme.body_px * 5 // 4)))
            return
        server = self.session.server
        # The way in without a camera: the address and the room code, big.
        line_h = theme.px(1.3)
        how = self._("No camera? Open {address} and type the room code", address=server.url)
        for line in theme.wrap(how, w - theme.margin):
            image = theme.text(line, theme.body_px, p.text)
            surface.blit(image, image.get_rect(midtop=(w // 2, top)))
            top += theme.body_px * 5 // 4
        code = theme.text(server.room_code, theme.px(2.2), p.focus)
        surface.blit(code, code.get_rect(midtop=(w // 2, top)))
        top += code.get_height() + theme.unit
        seat = self.table.seats[self.focus]
        chosen = any(target.own_name for target, _first, _given in self.table.names_at(seat.seat))
        message = self.message or (self._(NAMES_HINT, name=seat.name) if chosen else "")
        if message:  # just over the footer, where the teacher looks after a key
            said = fit_text(theme, message, w - theme.margin, p.warning if self.message else p.text)
            bottom -= said.get_height() + theme.unit // 2
            surface.blit(said, said.get_rect(midtop=(w // 2, bottom)))
        self._draw_seats(surface, pygame.Rect(theme.gap, top, w - theme.margin, bottom - top - theme.unit),
                         line_h)

    def _draw_seats(self, surface: pygame.Surface, area: pygame.Rect, line_h: int) -> None:
        theme = self.theme
        p = theme.palette
        seats = self.table.seats
        n = len(seats)
        columns = n if n <= 5 else (n + 1) // 2
        rows = (n + columns - 1) // columns
        cell_w = area.width // columns
        cell_h = area.height // rows
        # the name and two lines of status; with teams, a line for each member who came
        lines = 3 + max((len(team.members) for team in self.table.team_hands.values()), default=0)
        text_h = lines * theme.body_px * 5 // 4
        side = max(40, min(cell_w - theme.gap, cell_h - text_h - theme.gap))
        for i, seat in enumerate(seats):
            cell = pygame.Rect(area.left + (i % columns) * cell_w, area.top + (i // columns) * cell_h, cell_w, cell_h)
            if i == self.focus:  # framed round the code and the two lines under it, not the whole cell
                frame = pygame.Rect(cell.left + theme.unit // 2, cell.top, cell.width - theme.unit,
                                    min(cell.height, side + text_h + 3 * theme.unit))
                focus_ring(surface, theme, frame)
            y = cell.top + theme.unit
            link = self.seat_link(seat)
            if link:
                image = self._qr(link, side)
                surface.blit(image, image.get_rect(midtop=(cell.centerx, y)))
                y += image.get_height() + theme.unit // 2
            else:
                # Once a device holds the seat its code is taken down: nobody else scans it (the
                # pupil's device keeps the link to come back with).
                y += side // 2
            # Name and status within the cell: four waiting seats side by side at 800x600 ran into
            # each other ("Esperando a que se una" is wider than a quarter of the window).
            room = cell.width - theme.unit
            name = fit_label(theme, seat.name, room, p.text)
            surface.blit(name, name.get_rect(midtop=(cell.centerx, y)))
            status, colour = seat_status(theme, self._, seat)
            team = self.table.team_hands.get(seat.seat)
            said = theme.wrap(status, room)[:2]
            if team is not None and seat.control is Control.DEVICE:
                said = theme.wrap(self._team_status(team), room)[:2]
                colour = p.text
            # a team's members who came, one a line: a long name is cut ("…"), never run into the next seat
            for line, shade in [(line, colour) for line in said] + [(name, p.focus) for name in
                                                                    (self.team_here(team) if team else [])]:
                y += theme.body_px * 5 // 4
                label = fit_label(theme, line, room, shade)
                surface.blit(label, label.get_rect(midtop=(cell.centerx, y)))

