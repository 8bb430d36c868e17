"""Digit keys answer number questions: typing 7 picks the choice "7", typing 1 then 2 picks "12",
and on a count-up question the typed number is set (Enter then checks it).

Digits typed within `PAUSE_S` seconds of each other make one number; a longer pause starts anew.
"""

from __future__ import annotations

import pygame

PAUSE_S = 1.2
_DIGIT_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(10)}


def digit_of(event: pygame.event.Event) -> int | None:
    """The digit a KEYDOWN stands for (the number row or the keypad), or None."""
    if event.type != pygame.KEYDOWN:
        return None
    return _DIGIT_KEYS.get(event.key)


class TypedNumber:
    """The digits typed so far, as text ("" before any)."""

    def __init__(self) -> None:
        self.text = ""
        self._at = float("-inf")

    def add(self, digit: int, now: float) -> str:
        if now - self._at > PAUSE_S or len(self.text) >= 3:
            self.text = ""
        self._at = now
        self.text = (self.text + str(digit)).lstrip("0") or "0"
        return self.text


def choice_for(typed: str, labels: list[str | None]) -> tuple[int | None, bool]:
    """The index of the choice labelled `typed` (None when there is none) and whether it is the
    only label starting with those digits, so the answer is complete (typing 1 with 1 and 12 on
    offer waits for a second digit or Enter)."""
    match = next((i for i, label in enumerate(labels) if label == typed), None)
    starting = [i for i, label in enumerate(labels) if label is not None and label.startswith(typed)]
    return match, match is not None and starting == [match]
