"""Two timelines, written and tapped, one above the other on the same time scale.

The written line has a mark per note (rests are the gaps) and the beats as ticks; the tapped line
has a mark per tap, placed as the judgement reads it (slid to the best fit of all the taps, so
both lines start together). Every tap says how it went three ways, so colour is never the only signal: a
shape (a tick in a circle: right; an arrow pointing back: early; pointing on: late; a dashed ring
where a tap is missing; a cross: an extra tap), a colour, and a word a 9-year-old reads. A line
joins each written note to the tap that played it, so "early" is seen as a slant to the left.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from edu_domino.i18n import N_
from edu_domino.ui.theme import Color, Theme

RIGHT, EARLY, LATE, MISSING, EXTRA = "right", "early", "late", "missing", "extra"
WORDS = {
    RIGHT: N_("right!"),
    EARLY: N_("early"),
    LATE: N_("late"),
    MISSING: N_("missing"),
    EXTRA: N_("extra"),
}
# One pair for both palettes, safe for every colour vision: blue for a tap on time, orange for one
# to look at again (early, late, missing, extra). Both pass WCAG AA (4.5:1) on every look's
# background and panel (tests/ui/test_tap_looks.py); shapes and words tell the kinds apart.
ON_TIME_BLUE: Color = (86, 180, 233)  # Okabe-Ito sky blue
LOOK_AGAIN_ORANGE: Color = (230, 159, 0)  # Okabe-Ito orange
MARK_COLOURS: dict[str, Color] = {RIGHT: ON_TIME_BLUE, EARLY: LOOK_AGAIN_ORANGE, LATE: LOOK_AGAIN_ORANGE,
                                  MISSING: LOOK_AGAIN_ORANGE, EXTRA: LOOK_AGAIN_ORANGE}


@dataclass(frozen=True)
class Mark:
    """One mark on the tapped line: where (seconds of written time), what, and the written
    onset it answers (None for an extra tap)."""

    at: float
    kind: str
    written: float | None


def marks_of(verdict) -> list[Mark]:
    """The tapped line's marks from a `lesson.tap.TapVerdict`: one per written onset (a missing
    one sits where the note was), then one per extra tap."""
    marks = []
    for onset in verdict.onsets:
        timing = str(getattr(onset.timing, "value", onset.timing)).lower()
        kind = {"on_time": RIGHT, "early": EARLY, "late": LATE}.get(timing, MISSING)
        at = float(onset.written) if kind == MISSING or onset.tapped is None else float(onset.tapped)
        marks.append(Mark(at, kind, float(onset.written)))
    marks.extend(Mark(float(t), EXTRA, None) for t in verdict.extra)
    return marks


def colours(theme: Theme) -> dict[str, Color]:
    """Each kind of mark's colour (the same on every palette and look)."""
    return MARK_COLOURS


class Timelines:
    """Lays out and draws the two lines in `rect`: written time from `-lead` (the downbeat, when
    the rhythm starts with a rest) to `end` seconds after the first sound, across."""

    def __init__(self, theme: Theme, rect: pygame.Rect, end: float, beat: float,
                 label: Callable[[str], str], lead: float = 0.0, onsets: Sequence[float] = ()) -> None:
        """`onsets`: the written notes (seconds), so their marks are sized to stay apart."""
        self.theme, self.rect, self.beat, self.lead = theme, rect, beat, lead
        self.span = max(end + lead, beat, 1e-3)
        self.names = (label(N_("written")), label(N_("tapped")))
        font = theme.font(theme.body_px)
        line_h = font.get_linesize()
        self.size = max(8, min(rect.height // 8, theme.body_px * 4 // 5))  # a mark's radius
        # The row names in a column on the left; the lines start a mark's width after them.
        self.label_right = rect.left + max(font.size(n)[0] for n in self.names) + theme.gap
        self._place_ends()
        closest = min((b - a for a, b in zip(sorted(onsets), sorted(onsets)[1:], strict=False) if b > a), default=None)
        if closest is not None:
            # Two notes close together (an eighth after a dotted quarter, sixteenths) keep their
            # marks apart: the radius leaves a small gap between neighbours, whatever the width.
            apart = int(closest / self.span * (self.right - self.left))
            self.size = max(1, min(self.size, (apart - 2 - max(2, theme.unit // 3)) // 2))
            self._place_ends()
        # Room for the words under the tapped line (two rows when close), the rest between lines:
        # never less than two lines of text, so the slant of a join (early, late) can be seen.
        least = max(self.size * 5 // 2, line_h * 2)
        gap = max(least, min(rect.height - line_h * 2 - self.size * 3, self.size * 6))
        self.written_y = rect.top + self.size + theme.unit
        self.tapped_y = self.written_y + gap
        self.words: list[pygame.Rect] = []  # where the judged marks' words went (`draw_marks`)

    def _place_ends(self) -> None:
        self.left = self.label_right + self.size + self.theme.gap
        self.right = self.rect.right - self.size - self.theme.gap

    def written_marks(self, onsets: Sequence[float]) -> list[pygame.Rect]:
        """Where each written note's mark goes on the written line (the circles `draw_written` draws)."""
        d = 2 * self.size + 1
        return [pygame.Rect(self.x(onset) - self.size, self.written_y - self.size, d, d) for onset in onsets]

    @staticmethod
    def least_height(theme: Theme) -> int:
        """The height the two lines need to stay apart: a mark, two lines of text between the
        lines, a mark and two rows of words below (what `__init__` lays out in that height)."""
        line_h = theme.font(theme.body_px).get_linesize()
        size = max(8, theme.body_px * 4 // 5)
        return size + theme.unit + max(size * 5 // 2, line_h * 2) + size + theme.unit + line_h * 2

    @property
    def gap(self) -> int:
        """From the written line to the tapped line, in pixels."""
        return self.tapped_y - self.written_y

    def x(self, seconds: float) -> int:
        share = min(1.06, max(-0.06, (seconds + self.lead) / self.span))
        return round(self.left + share * (self.right - self.left))

    def draw_grid(self, surface: pygame.Surface, beats_in_bar: int) -> None:
        """Both lines, the beats as ticks (a bar line every `beats_in_bar`), their names."""
        t, p = self.theme, self.theme.palette
        for y, name in zip((self.written_y, self.tapped_y), self.names, strict=True):
            pygame.draw.line(surface, p.text_muted, (self.left, y), (self.right, y), max(2, t.unit // 3))
            text = t.text(name, t.body_px, p.text_muted)
            surface.blit(text, text.get_rect(midright=(self.label_right, y)))
        beats = int(self.span / self.beat + 1e-6)
        for i in range(beats + 1):
            x = self.x(i * self.beat - self.lead)  # the beats count from the downbeat
            tall = i % beats_in_bar == 0
            reach = self.size + (t.unit if tall else 0)
            width = max(2, t.unit // 2) if tall else max(1, t.unit // 4)
            for y in (self.written_y, self.tapped_y):
                pygame.draw.line(surface, p.text_muted, (x, y - reach), (x, y + reach), width)

    def draw_written(self, surface: pygame.Surface, onsets: Sequence[float], done: Sequence[bool] = ()) -> None:
        """A filled head per written note (hollow once played past, when `done` says)."""
        p = self.theme.palette
        for i, mark in enumerate(self.written_marks(onsets)):
            center = mark.center
            pygame.draw.circle(surface, p.text, center, self.size)
            if i < len(done) and done[i]:
                pygame.draw.circle(surface, p.background, center, max(2, self.size // 2))

    def draw_live_taps(self, surface: pygame.Surface, taps: Sequence[float]) -> None:
        """Taps as they come (not judged yet): plain bars on the tapped line."""
        p, unit = self.theme.palette, self.theme.unit
        for tap in taps:
            x = self.x(tap)
            pygame.draw.line(surface, p.focus, (x, self.tapped_y - self.size), (x, self.tapped_y + self.size), max(3, unit))

    def draw_cursor(self, surface: pygame.Surface, seconds: float) -> None:
        p, unit = self.theme.palette, self.theme.unit
        x = self.x(seconds)
        pygame.draw.line(surface, p.focus, (x, self.written_y - self.size * 2), (x, self.tapped_y + self.size * 2),
                         max(2, unit // 2))

    def draw_marks(self, surface: pygame.Surface, marks: Sequence[Mark], label: Callable[[str], str]) -> list[pygame.Rect]:
        """The judged taps: joining lines, shapes, words (staggered on two rows when close)."""
        t = self.theme
        palette = colours(t)
        for mark in marks:
            if mark.written is not None and mark.kind != MISSING:
                pygame.draw.line(surface, palette[mark.kind], (self.x(mark.written), self.written_y + self.size),
                                 (self.x(mark.at), self.tapped_y - self.size), max(2, t.unit // 3))
        words: list[pygame.Rect] = []
        line_h = t.font(t.body_px).get_linesize()
        for mark in sorted(marks, key=lambda m: m.at):
            center = (self.x(mark.at), self.tapped_y)
            self._shape(surface, mark.kind, center, palette[mark.kind])
            text = t.text(label(WORDS[mark.kind]), t.body_px, palette[mark.kind])
            rect = text.get_rect(midtop=(center[0], self.tapped_y + self.size + t.unit))
            row = 0
            while any(rect.inflate(t.unit * 3, 0).colliderect(w) for w in words) and row < 2:
                row += 1
                rect.top += line_h
            rect.clamp_ip(self.rect)
            surface.blit(text, rect)
            words.append(rect)
        self.words = words
        return words

    def _shape(self, surface: pygame.Surface, kind: str, center: tuple[int, int], colour: Color) -> None:
        x, y = center
        r, w = self.size, max(3, self.theme.unit // 2)
        if kind == RIGHT:
            pygame.draw.circle(surface, colour, center, r)
            dark = self.theme.palette.panel
            pygame.draw.lines(surface, dark, False, [(x - r // 2, y), (x - r // 8, y + r // 2), (x + r // 2, y - r // 2)], w)
        elif kind in (EARLY, LATE):
            d = -1 if kind == EARLY else 1  # the arrow points back in time when early
            pygame.draw.polygon(surface, colour, [(x + d * r, y), (x - d * r, y - r), (x - d * r, y + r)])
        elif kind == MISSING:
            for i in range(12):  # a dashed ring: something should be here
                if i % 2 == 0:
                    start = i * 3.14159 / 6
                    pygame.draw.arc(surface, colour, pygame.Rect(x - r, y - r, 2 * r, 2 * r), start, start + 0.5, w)
        else:  # EXTRA: a cross
            pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w + 1)
            pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w + 1)
