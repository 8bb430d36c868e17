"""Notes shown by a lesson of any faces (a powers pack's explain step shows the note values) are
drawn at the size a notes pack draws them, and every stroke stays inside the half's box: a half
note's stem once left the tile on screen and touched the box on paper."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

from edu_domino.faces import FaceOptions, parse_spelling
from edu_domino.ui.painter import PRINT, TilePainter

SIZE = 192  # a worksheet half is 16 mm at 12 px/mm
NOTES = ["notes:h", "notes:e", "notes:s+s", "notes:w", "notes:q.+e"]


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


@pytest.mark.parametrize("faces", [("powers", "spellings"), ("pips", "single"), ("numerals", "single")])
@pytest.mark.parametrize("key", NOTES)
def test_a_note_half_is_sized_as_in_a_notes_pack_and_stays_in_its_box(faces, key):
    spelling = parse_spelling(key)
    notes_pack = TilePainter(FaceOptions("notes", "spellings"), 0)
    other_pack = TilePainter(FaceOptions(*faces), 0, theme=PRINT, print_mode=True)
    assert other_pack.half_staff_space(spelling, SIZE) == pytest.approx(notes_pack.half_staff_space(spelling, SIZE))
    picture = other_pack.half_surface(spelling, SIZE, framed=False)
    ink = picture.get_bounding_rect(min_alpha=60)
    # The box a half's picture is drawn in: the tile's inset of 8% on every side (its frame
    # sits outside it); the notes keep clear of the frame.
    margin = round(0.08 * SIZE)
    assert ink.top >= margin - 1 and ink.bottom <= SIZE - margin + 1, (key, ink)
    assert ink.left >= margin - 1 and ink.right <= SIZE - margin + 1, (key, ink)
