"""Drive the app the way a pupil does: key presses and mouse clicks, one frame each."""

from __future__ import annotations

import pygame

from edu_domino.engine import Draw, Pass, Play
from edu_domino.ui.intents import key_event


def press(app, key: int, mod: int = 0, dt: float = 1 / 60) -> None:
    app.frame([key_event(key, mod)], dt)


def click(app, pos, dt: float = 1 / 60) -> None:
    app.frame([
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ], dt)


def drag(app, start, end, dt: float = 1 / 60) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], dt)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))], dt)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], dt)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], dt)


def choose_action(legal):
    """A simple, deterministic pupil: the first play in the list, else draw, else pass."""
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        return plays[0]
    for kind in (Draw, Pass):
        for a in legal:
            if isinstance(a, kind):
                return a
    raise AssertionError(f"nothing to do with {legal}")


def keys_for(table, action) -> list[int]:
    """The key presses that make `action` at the table, moving the focus with Tab."""
    if not isinstance(action, Play):
        return [pygame.K_SPACE]
    hand = table.hand()
    target = hand.index(action.tile)
    steps = (target - table.focus) % len(hand)
    keys = [pygame.K_TAB] * steps
    # Seed 002's keys for one end, L/R for the other: both mappings get exercised.
    keys.append(pygame.K_g if action.end == "L" else pygame.K_r)
    return keys
