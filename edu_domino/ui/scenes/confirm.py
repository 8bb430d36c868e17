"""A yes/no question over the current screen, asked before something that cannot be undone
(quitting the app, leaving a match in progress).

Opened by name: `app.open("confirm", question=..., yes=..., no=..., on_yes=...)`. The texts are
gettext ids (translated when drawn, so a change of language shows at once) with optional
`fields`. Keyboard: Left/Right, Up/Down or Tab pick, Enter chooses, Esc means "no". Mouse: click
a button. The focus starts on "no": a stray Enter after Esc changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.widgets import button_width, draw_button, draw_footer

YES, NO = 0, 1


class ConfirmScene(Scene):
    opaque = False  # the screen it is about stays visible, dimmed, behind the question

    def __init__(self, app, question: str, on_yes: Callable[[], object], yes: str = N_("Yes"),
                 no: str = N_("No"), detail: str = "", fields: dict | None = None) -> None:
        super().__init__(app)
        self._question, self._detail = question, detail
        self._labels = (yes, no)
        self._fields = dict(fields or {})
        self.on_yes = on_yes
        self.focus = NO
        self._buttons: list[pygame.Rect] = []

    # --- what tests and readers see ------------------------------------------------------------
    @property
    def question(self) -> str:
        return self._(self._question, **self._fields)

    @property
    def detail(self) -> str:
        return self._(self._detail, **self._fields) if self._detail else ""

    @property
    def labels(self) -> tuple[str, str]:
        """The two buttons' texts, "yes" first."""
        return self._(self._labels[YES]), self._(self._labels[NO])

    @property
    def focused_label(self) -> str:
        return self.labels[self.focus]

    # --- answering -----------------------------------------------------------------------------
    def answer(self, yes: bool) -> None:
        self.app.pop()
        if yes:
            self.on_yes()

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.answer(False)
        elif intent is Intent.CONFIRM:
            self.answer(self.focus == YES)
        elif intent in (Intent.LEFT, Intent.UP, Intent.PREV):
            self.focus = YES
        elif intent in (Intent.RIGHT, Intent.DOWN, Intent.NEXT):
            self.focus = NO

    def on_mouse(self, event: pygame.event.Event) -> None:
        for index, rect in enumerate(self._buttons):
            if not rect.collidepoint(event.pos):
                continue
            if event.type == pygame.MOUSEMOTION:
                self.focus = index
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.answer(index == YES)
            return

    # --- drawing -------------------------------------------------------------------------------
    def button_rects(self) -> list[pygame.Rect]:
        """Where the "yes" and "no" buttons are (window pixels), as last drawn."""
        return [r.copy() for r in self._buttons]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        big = theme.px(1.6)
        box_w = min(w - theme.margin, max(theme.body_px * 24, w * 2 // 3))
        inner = box_w - theme.margin
        lines = [(line, big, p.text) for line in theme.wrap(self.question, inner, big)]
        lines += [(line, theme.body_px, p.text_muted) for line in theme.wrap(self.detail, inner)]
        text_h = sum(theme.font(size).get_linesize() for _, size, _ in lines)
        button_h = int(theme.body_px * 2.2)
        box_h = text_h + button_h + 6 * theme.unit
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, p.panel, box, border_radius=theme.gap)
        # The box's own edge is quiet: the focus colour belongs to the button Enter presses.
        pygame.draw.rect(surface, p.text_muted, box, max(2, theme.unit // 3), border_radius=theme.gap)
        y = box.top + theme.gap
        for text, size, color in lines:
            image = theme.text(text, size, color)
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += theme.font(size).get_linesize()
        labels = self.labels
        gap = theme.gap
        button_w = min((inner - gap) // 2, max(theme.body_px * 8, *(button_width(theme, t) for t in labels)))
        left = box.centerx - button_w - gap // 2
        self._buttons = [pygame.Rect(left + i * (button_w + gap), box.bottom - theme.gap - button_h,
                                     button_w, button_h) for i in range(2)]
        for index, rect in enumerate(self._buttons):
            draw_button(surface, theme, rect, labels[index], focused=index == self.focus)
        draw_footer(surface, theme, self._("Left/Right: choose · Enter: select · Esc: no"))
