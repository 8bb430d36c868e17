"""A label too long for its row is cut in one search, not a letter at a time: a pack title of one
20,000-letter word used to make each frame of the Lessons screen take 12-24 s. The cut is the
longest start of the text that fits with its ellipsis, worked out here by a plain scan over a
font whose letters are each 7 px wide."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.lesson.loader import MAX_TEXT
from edu_domino.ui.app import App
from edu_domino.ui.settings import Settings
from edu_domino.ui.widgets import cut_to_width


class SevenPixels:
    """A stand-in font: every letter 7 px wide; counts the measurements."""

    def __init__(self) -> None:
        self.calls = 0

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        return 7 * len(text), 20


def _by_scan(text: str, width: int, at_start: bool) -> str:
    if 7 * len(text) <= width:
        return text
    for n in range(len(text), -1, -1):
        if 7 * (n + 1) <= width:
            return "…" + text[len(text) - n:] if at_start else text[:n] + "…"
    return "…"


@pytest.mark.parametrize("at_start", [False, True])
@pytest.mark.parametrize(("length", "width"), [(20_000, 600), (50, 350), (51, 350), (3, 5), (400, 1)])
def test_the_cut_is_the_longest_that_fits_and_takes_few_measurements(length, width, at_start):
    text = "".join(chr(ord("a") + i % 26) for i in range(length))
    font = SevenPixels()
    assert cut_to_width(font, text, width, at_start=at_start) == _by_scan(text, width, at_start)
    assert font.calls <= 20  # a halving search, not thousands of tries


def test_the_lessons_screen_draws_the_longest_title_a_pack_may_have_cut_to_its_row(tmp_path):
    folder = tmp_path / "packs"
    folder.mkdir()
    title = "Ab" * (MAX_TEXT // 2)  # one word; a longer text is refused (tests/lesson/test_big_packs.py)
    (folder / "long.toml").write_text(f'''id = "long-title"
version = 1
title = {{ en = "{title}", es = "{title}", pt = "{title}" }}
instructions = {{ en = "Look.", es = "Mira.", pt = "Olhe." }}

[[steps]]
kind = "sum"
show = ["2"]
''', encoding="utf-8")
    app = App(size=(800, 600), settings=Settings(), sound=False, lesson_dirs=[folder])
    scene = app.open("lessons")
    label = next(scene.entry_label(e) for e in scene.entries if e.pack is not None and e.pack.id == "long-title")
    assert len(label) > 1000  # the whole title reaches the row
    surface = pygame.Surface((800, 600))
    scene.draw(surface)  # cut to the row; before, this one frame took seconds
    app.close()
