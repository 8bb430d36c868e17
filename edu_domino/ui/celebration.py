"""A short celebration: a burst of stars and confetti, a cheerful phrase and a few happy notes.

For a right answer, a won hand, a won match and a finished lesson. It lasts a second or two, is
drawn over whatever scene is on top and never stops the game: the scene beneath keeps running,
and any key or click ends it at once (and still reaches the scene). With the "calm" setting there
is no burst and no tune: the same phrase is shown still, in a quiet box, for the same time.

Everything is drawn with pygame primitives from a seeded list of particles, so a screenshot of a
celebration is the same every time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.theme import CONFETTI, Theme
from edu_domino.ui.widgets import blit_center, star

CHEER_TEMPO = 180  # quarter notes per minute: a quick, bright tune


@dataclass(frozen=True)
class Occasion:
    phrases: tuple[str, ...]  # gettext ids; one is picked per celebration (some take {name})
    seconds: float
    particles: int


OCCASIONS: dict[str, Occasion] = {
    "right": Occasion((N_("Well done!"), N_("Great!"), N_("Yes, that's it!"), N_("Super!")), 1.2, 36),
    "hand": Occasion((N_("{name} wins the hand!"),), 1.8, 70),
    "match": Occasion((N_("{name} wins the match!"),), 2.2, 130),
    "lesson": Occasion((N_("Lesson finished! Well done!"),), 2.0, 100),
}


@dataclass
class Particle:
    x: float  # position and speed as fractions of the window's height, from the burst's centre
    y: float
    vx: float
    vy: float
    color: tuple[int, int, int]
    size: float  # fraction of the window's height
    spin: float  # radians per second
    is_star: bool


GRAVITY = 1.1  # window heights per second squared: the confetti falls back down


class Celebration:
    """One celebration. Public state: `occasion`, `phrase` (already translated), `calm`,
    `active` (False once its time is up or it was skipped), `elapsed`, `seconds`."""

    def __init__(self, occasion: str, phrase: str, calm: bool, seed: int = 0) -> None:
        self.occasion = occasion
        self.phrase = phrase
        self.calm = calm
        kind = OCCASIONS.get(occasion, OCCASIONS["right"])
        self.seconds = kind.seconds
        self.elapsed = 0.0
        self.skipped = False
        self.card = pygame.Rect(0, 0, 0, 0)  # where the card was drawn last (after `draw`)
        self._spot: tuple[tuple, tuple[tuple[int, int], tuple[int, int]]] | None = None
        self._text = (0, 0)  # the phrase's text size and the width it is wrapped to (0: the usual)
        rng = random.Random(seed)
        self.particles: list[Particle] = []
        if not calm:
            for _ in range(kind.particles):
                angle = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)  # upwards, fanned out
                speed = rng.uniform(0.35, 1.0)
                self.particles.append(Particle(
                    0.0, 0.0, math.cos(angle) * speed * 1.3, math.sin(angle) * speed,
                    rng.choice(CONFETTI), rng.uniform(0.008, 0.02), rng.uniform(-6, 6),
                    rng.random() < 0.4))

    @property
    def animated(self) -> bool:
        """A burst that moves (not the calm, still message)."""
        return not self.calm

    @property
    def active(self) -> bool:
        return not self.skipped and self.elapsed < self.seconds

    def skip(self) -> None:
        self.skipped = True

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def draw(self, surface: pygame.Surface, theme: Theme, avoid: Sequence[pygame.Rect] = ()) -> None:
        """Drawn where its card covers none of `avoid` (what it praises: the question's notes, the
        answer's line), nearest the middle of the window; its phrase on two or three lines, or
        smaller, where one line finds no room; where nothing is free, where it covers least. `card` is then the
        card's rectangle."""
        h = surface.get_height()
        key = (surface.get_size(), tuple(tuple(r) for r in avoid))
        if self._spot is None or self._spot[0] != key:  # the same every frame: found once
            self._spot = (key, self._place(surface, theme, avoid))
        self._text, centre = self._spot[1]
        self.card = pygame.Rect((0, 0), self._card_size(surface, theme))
        self.card.center = centre
        if not self.calm:
            self._draw_particles(surface, centre, h, avoid)
        self._draw_card(surface, theme, centre)

    def _place(self, surface: pygame.Surface, theme: Theme,
               avoid: Sequence[pygame.Rect]) -> tuple[tuple[int, int], tuple[int, int]]:
        """The phrase's text size and wrapping width, and the card's centre: the phrase big on one
        line if a clear spot exists for it, else on two or three, else the same a size smaller
        (a small window); else the shape and spot that cover least."""
        best: tuple[int, tuple[int, int], tuple[int, int]] | None = None
        for size in (theme.px(1.8), theme.px(1.4)):
            whole = theme.font(size).size(self.phrase)[0]
            for lines in (1, 2, 3):
                self._text = (size, min(surface.get_width() - theme.unit * 16, whole // lines + theme.gap))
                card = self._card_size(surface, theme)
                centre = clear_spot(card, surface.get_rect(), avoid, theme.unit)
                cover = covered(card, centre, avoid)
                if best is None or cover < best[0]:
                    best = (cover, self._text, centre)
                if cover == 0:
                    return self._text, centre
        assert best is not None
        return best[1], best[2]

    def _lines(self, surface: pygame.Surface, theme: Theme) -> list[pygame.Surface]:
        size, width = self._text
        size = size or theme.px(1.8)
        lines = theme.wrap(self.phrase, width or surface.get_width() - theme.unit * 16, size)[:3]
        return [theme.text(line, size, theme.palette.heading) for line in lines]

    def _card_size(self, surface: pygame.Surface, theme: Theme) -> tuple[int, int]:
        """The card at full size, its shadow and corner stars included."""
        images = self._lines(surface, theme)
        pad = theme.unit * 3
        extra = theme.unit * 3  # the shadow, and the stars on its top corners
        return (max(i.get_width() for i in images) + pad * 2 + extra * 2,
                sum(i.get_height() for i in images) + pad * 2 + extra * 2)

    def _draw_particles(self, surface: pygame.Surface, centre: tuple[int, int], h: int,
                        avoid: Sequence[pygame.Rect] = ()) -> None:
        """The confetti, leaving out the pieces that are over what is praised."""
        t = self.elapsed
        fade = max(0.0, 1.0 - max(0.0, t - self.seconds * 0.6) / (self.seconds * 0.4))
        for p in self.particles:
            x = centre[0] + (p.x + p.vx * t) * h
            y = centre[1] + (p.y + p.vy * t + GRAVITY * t * t / 2) * h
            size = max(1.0, p.size * h * fade)
            if any(r.inflate(size * 3, size * 3).collidepoint(x, y) for r in avoid):
                continue
            if p.is_star:
                star(surface, (x, y), size * 1.4, p.color, p.spin * t)
            else:  # a little turning paper rectangle
                a = p.spin * t
                dx, dy = math.cos(a) * size, math.sin(a) * size
                ex, ey = -math.sin(a) * size * 0.5, math.cos(a) * size * 0.5
                pygame.draw.polygon(surface, p.color, [(x - dx - ex, y - dy - ey), (x + dx - ex, y + dy - ey),
                                                       (x + dx + ex, y + dy + ey), (x - dx + ex, y - dy + ey)])

    def _draw_card(self, surface: pygame.Surface, theme: Theme, centre: tuple[int, int]) -> None:
        p = theme.palette
        images = self._lines(surface, theme)
        text_w = max(i.get_width() for i in images)
        text_h = sum(i.get_height() for i in images)
        # A little pop as it appears (the burst only): from 80 % to full size in a tenth of a second.
        grow = 1.0 if self.calm else min(1.0, 0.8 + self.elapsed * 2)
        pad = theme.unit * 3
        card = pygame.Rect(0, 0, int((text_w + pad * 2) * grow), int((text_h + pad * 2) * grow))
        card.center = centre
        shadow = card.move(theme.unit, theme.unit)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=theme.gap)
        pygame.draw.rect(surface, p.panel, card, border_radius=theme.gap)
        pygame.draw.rect(surface, p.focus, card, max(3, theme.unit // 2), border_radius=theme.gap)
        if grow < 1.0:
            return  # the phrase comes with the full-size card (no blurry scaled text)
        y = card.top + pad
        for image in images:
            blit_center(surface, image, (card.centerx, y + image.get_height() // 2))
            y += image.get_height()
        if not self.calm:
            r = theme.unit * 2.5
            for x in (card.left, card.right):
                star(surface, (x, card.top), r, p.focus, self.elapsed * 3)


def clear_spot(size: tuple[int, int], window: pygame.Rect, avoid: Sequence[pygame.Rect],
               step: int) -> tuple[int, int]:
    """The centre for a card of `size` inside `window` that covers none of `avoid`, as near as
    can be to the usual place (the middle, a little above); else the one covering least."""
    w, h = size
    home = (window.centerx, window.top + int(window.height * 0.42))
    step = max(4, step)
    xs = [home[0], *range(window.left + w // 2, max(window.left + w // 2, window.right - w + w // 2) + 1, step * 4)]
    ys = range(window.top + h // 2, max(window.top + h // 2, window.bottom - h + h // 2) + 1, step * 2)
    places = [(x, y) for y in ys for x in xs]
    if not avoid or not places:
        return home
    return min(places, key=lambda c: (covered(size, c, avoid), abs(c[1] - home[1]) + abs(c[0] - home[0])))


def covered(size: tuple[int, int], centre: tuple[int, int], avoid: Sequence[pygame.Rect]) -> int:
    """How much of `avoid` (in square pixels) a card of `size` centred at `centre` covers."""
    card = pygame.Rect((0, 0), size)
    card.center = centre
    return sum(card.clip(r).width * card.clip(r).height for r in avoid)
