"""The projector while each pupil does a lesson pack at their own pace on their own device.

`edu-domino serve --own-pace`, opened from the app (Lessons > a pack > "Each pupil at their own
pace, on their own device"): the server starts when this screen opens, on a thread of its own,
and stops when it closes. The projector shows the way in (one QR code, the address, the room
code, big) and the class's counts (joined, finished, who may need help), never a pupil's
answers: the teacher's live view (every pupil's steps and answers) opens in this computer's
browser on Enter, and its address is never put on the projector, where any pupil could copy it.
Esc stops the lesson on every device; once pupils have joined it asks first, and the stop is the
teacher's (behind the teacher lock, as ending a class lesson is).
"""

from __future__ import annotations

import webbrowser
from collections.abc import Callable

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.qr import qr_surface
from edu_domino.ui.scene import Scene
from edu_domino.ui.teacher import ask_teacher_to_end
from edu_domino.ui.widgets import draw_footer, draw_heading, draw_lines

FOOTER = N_("Enter: the live view on this computer · Esc: stop")


class OwnPaceScene(Scene):
    def __init__(self, app, session, open_browser: Callable[[str], bool] = webbrowser.open) -> None:
        super().__init__(app)
        self.session = session
        self.lesson = session.lesson
        self.open_browser = open_browser  # the tests pass their own: no browser opens there
        self.started = session.server is not None or session.start()
        self.note: str | None = None  # what Enter did (the live view opened, or why not)
        self._qr: pygame.Surface | None = None
        self._shown: tuple | None = None

    def exit(self) -> None:
        self.session.stop()

    # -- what the class sees ---------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """How many pupils joined, finished the pack, and seem stuck (the live view's flag)."""
        rows = self.lesson.live_state()["pupils"]
        return {"joined": len(rows), "finished": sum(1 for r in rows if r["finished"]),
                "stuck": sum(1 for r in rows if r["stuck"])}

    def live_view_url(self) -> str:
        return self.session.server.teacher_url() if self.started else ""

    # -- keys ------------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.ask_to_stop()
        elif intent is Intent.CONFIRM and self.started:
            self.open_live_view()

    def open_live_view(self) -> None:
        """The teacher's live view in this computer's browser; its address said only when no
        browser opened (then the teacher types it on their own device)."""
        try:
            opened = self.open_browser(self.live_view_url())
        except Exception:  # noqa: BLE001 - a broken browser setting is said, never a crash
            opened = False
        if opened:
            self.note = self._("The live view is open in this computer's browser.")
        else:
            self.note = self._("No browser opened here. Open {address} in your own browser (keep it "
                               "from the class: it shows every pupil's answers).", address=self.live_view_url())
        self._shown = None

    def ask_to_stop(self) -> None:
        if not self.started or not self.lesson.pupils:
            self.app.pop()  # nobody joined: nothing under way to lose
            return
        ask_teacher_to_end(self.app, N_("Stop the lesson on every pupil's device?"),
                           N_("The answers given so far are kept in each pupil's record."), N_("Stop the lesson"))

    # -- drawing ---------------------------------------------------------------------------------
    def relayout(self) -> None:
        self._shown = None
        self._qr = None

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        key = (self.lesson.version, surface.get_size(), self.app.i18n.language, self.app.top is self, self.note)
        if key == self._shown:
            return []
        self._shown = key
        theme = self.theme
        p = theme.palette
        surface.fill(p.background)
        title = self.lesson.pack.title.get(self.app.i18n.language)
        top = draw_heading(surface, theme, self._("{title}: each at their own pace", title=title))
        bottom = draw_footer(surface, theme, self._(FOOTER))
        area = pygame.Rect(theme.gap, top, surface.get_width() - theme.margin, bottom - top - theme.unit)
        if not self.started:
            text = self._("Class play cannot start: {problem}. Check the network connection.",
                          problem=self.session.problem)
            self._lines(surface, text, area, p.warning)
            return None
        if self.session.no_network:
            warning = self._("This computer is on no network: the pupils' devices cannot reach it. Connect "
                             "it to the classroom's Wi-Fi, then start again.")
            y = self._lines(surface, warning, area, p.warning) + theme.unit
            area = pygame.Rect(area.left, y, area.width, area.bottom - y)
        if self.note:
            y = self._lines(surface, self.note, area, p.text_muted) + theme.unit
            area = pygame.Rect(area.left, y, area.width, area.bottom - y)
        self._draw_way_in(surface, area)
        return None

    def _draw_way_in(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The QR code on the left, the room code and the counts on the right (one above the
        other when the window is narrow)."""
        theme = self.theme
        p = theme.palette
        server = self.session.server
        how = self._("Scan the code, or open {address} and type the room code, then your name", address=server.url)
        y = self._lines(surface, how, area) + theme.unit
        rest = pygame.Rect(area.left, y, area.width, area.bottom - y)
        code = theme.text(server.room_code, theme.px(3), p.focus)
        counts = self.counts()
        said = [self._("{n} joined", n=counts["joined"]), self._("{n} finished", n=counts["finished"])]
        if counts["stuck"]:
            said.append(self._("{n} may need help", n=counts["stuck"]))
        size = theme.px(1.6)
        text_h = code.get_height() + len(said) * theme.font(size).get_linesize()
        side = max(60, min(rest.width // 2 - theme.gap, rest.height))
        if self._qr is None or self._qr.get_width() > side:
            self._qr = qr_surface(f"{server.url}?code={server.room_code}", side)
        qr_rect = self._qr.get_rect(topright=(rest.centerx - theme.gap, rest.top))
        surface.blit(self._qr, qr_rect)
        right = pygame.Rect(rest.centerx + theme.gap, rest.top, rest.width // 2 - theme.gap, rest.height)
        y = right.top + max(0, (min(qr_rect.height, right.height) - text_h) // 2)
        surface.blit(code, code.get_rect(midtop=(right.centerx, y)))
        y += code.get_height()
        for line in said:
            y = self._lines(surface, line, pygame.Rect(right.left, y, right.width, 0), p.text, size)

    def _lines(self, surface: pygame.Surface, text: str, area: pygame.Rect, colour=None,
               size: int | None = None) -> int:
        return draw_lines(surface, self.theme, text, area, colour, size)
