"""Typing a name: a pupil's (practice) or a player's (new game)."""

from __future__ import annotations

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading, focus_ring


class NameScene(Scene):
    """Type a name (letters, accents, spaces); Enter keeps it, Esc goes back."""

    wants_text = True

    def __init__(self, app, done, heading: str = N_("Your name"), text: str = "", max_length: int = 30,
                 hint: str = "", footer: str = N_("Type the name · Enter: done · Esc: back")) -> None:
        """`hint`: a line under the box on what to type (e.g. several names), shown until a problem is."""
        super().__init__(app)
        self.hint = hint
        self.text = text
        self.max_length = max_length  # what can be typed (a longer prefilled text can be erased)
        self.done = done  # called with the text; returns a problem to show, or None
        self.heading = heading
        self.message = ""
        self.waiting = ""  # e.g. "Saving…" while the record works; Enter waits, Esc still goes back
        self.footer = footer

    def wait(self, text: str) -> None:
        """An answer is on its way (saving a name, checking a PIN): say so, take no Enter."""
        self.waiting, self.message = text, ""

    def fail(self, problem: str) -> None:
        """The answer came back as a problem: show it and let the user type again."""
        self.waiting, self.message = "", problem

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def on_text(self, text: str) -> None:
        if not self.waiting:
            self.text += text[: max(0, self.max_length - len(self.text))]

    def shown_text(self) -> str:
        """What the box shows (a PIN shows dots)."""
        return self.text

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.ERASE:
            self.text = self.text[:-1]
        elif intent is Intent.BACK:
            self.app.pop()
        elif intent is Intent.CONFIRM and self.text.strip() and not self.waiting:
            problem = self.done(self.text)
            if problem:
                self.message = problem

    def _typed_image(self, room: int) -> pygame.Surface:
        """What was typed, with the cursor; a text wider than the box (a team's names) shows
        its end, where the typing is, after an ellipsis."""
        theme = self.theme
        size = theme.px(1.3)
        font = theme.font(size)
        text = self.shown_text() + "_"
        if font.size(text)[0] > room:
            while len(text) > 2 and font.size("…" + text)[0] > room:
                text = text[1:]
            text = "…" + text
        return theme.text(text, size, theme.palette.text)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        top = draw_heading(surface, theme, self._(self.heading))  # shrinks, then wraps a long one
        box = pygame.Rect(0, 0, min(w - theme.unit * 8, theme.body_px * 24), int(theme.body_px * 2.4))
        box.center = (w // 2, max(h // 2, top + box.height // 2))
        pygame.draw.rect(surface, p.panel, box, border_radius=theme.unit)
        focus_ring(surface, theme, box)
        image = self._typed_image(box.width - 2 * theme.gap)
        surface.blit(image, image.get_rect(midleft=(box.left + theme.gap, box.centery)))
        line_h = theme.font(theme.body_px).get_linesize()
        note, color = (self.waiting, p.text_muted) if self.waiting else (self.message, p.warning)
        if not note and self.hint:
            note, color = self.hint, p.text_muted
        for i, line in enumerate(theme.wrap(note, w - theme.unit * 8) if note else []):
            blit_center(surface, theme.text(line, theme.body_px, color), (w // 2, box.bottom + theme.body_px * 2 + i * line_h))
        draw_footer(surface, theme, self._(self.footer))
