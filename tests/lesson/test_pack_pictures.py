"""A pack's picture is read through by `check-pack` (size, pixel count, damage, text named .png)
and refused with its line and the fix; the lesson screen checks it again before decoding it, so
a file swapped after the check draws as nothing instead of freezing the window."""

from __future__ import annotations

import zlib

import pygame
import pytest
from picture_files import chunk, png_header, tiny_png

from edu_domino.cli import main
from edu_domino.lesson import load_pack
from edu_domino.lesson.pictures import MAX_PIXELS, MAX_SIDE

PACK = '''id = "pictures"
version = 1
title = { en = "Pictures" }
instructions = { en = "Look." }

[[steps]]
kind = "explain"
id = "look"
text = { en = "Look at this." }
image = "{name}"

[[steps]]
kind = "sum"
id = "two"
show = ["2"]
'''


def _pack_with(tmp_path, name: str, data: bytes):
    folder = tmp_path / "pack"
    folder.mkdir(exist_ok=True)
    (folder / name).write_bytes(data)
    (folder / "pack.toml").write_text(PACK.replace("{name}", name), encoding="utf-8")
    return folder


def _huge_png(width: int, height: int) -> bytes:
    """A big picture in a small file (one compressed run of zeros, made in pieces)."""
    packer = zlib.compressobj(9)
    row = b"\x00" * (width + 1)
    body = b"".join(packer.compress(row) for _ in range(min(height, 64))) + packer.flush()
    return png_header(width, height) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


GOOD = tiny_png(3, 2)
BROKEN_CRC = GOOD[:40] + bytes([GOOD[40] ^ 0xFF]) + GOOD[41:]


@pytest.mark.parametrize(("name", "data", "said"), [
    ("big.png", _huge_png(20000, 20000), "the picture is 20000 x 20000 pixels, too big to show"),
    ("wide.png", _huge_png(MAX_SIDE + 1, 1), f"the picture is {MAX_SIDE + 1} x 1 pixels, too big to show"),
    ("many.png", _huge_png(MAX_SIDE, MAX_PIXELS // MAX_SIDE + 1),
     f"the picture is {MAX_SIDE} x {MAX_PIXELS // MAX_SIDE + 1} pixels, too big to show"),
    ("cut.png", GOOD[:-20], "the picture is cut short"),
    ("crc.png", BROKEN_CRC, "the picture is damaged (a checksum is wrong in its"),
    ("short.png", png_header(3, 2) + chunk(b"IDAT", zlib.compress(b"\x00\x01")) + chunk(b"IEND", b""),
     "the picture is damaged (its pixel data stops short)"),
    ("notes.png", b"these are my notes, not a picture\n", "this file holds text, not a picture"),
    ("photo.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00", "the picture is cut short"),
])
def test_check_pack_reads_the_picture_through_and_names_the_line_and_fix(tmp_path, capsys, name, data, said):
    folder = _pack_with(tmp_path, name, data)
    assert main(["check-pack", str(folder)]) == 1
    err = capsys.readouterr().err
    assert f"{folder / 'pack.toml'}:10: image '{name}': {said}" in err  # line 10: `image = ...`
    assert "Traceback" not in err


def test_a_whole_png_and_a_whole_jpeg_pass(tmp_path, capsys):
    folder = _pack_with(tmp_path, "grey.png", GOOD)
    assert main(["check-pack", str(folder)]) == 0
    surface = pygame.Surface((5, 4))
    surface.fill((200, 30, 30))
    pygame.image.save(surface, str(tmp_path / "red.jpg"))
    folder = _pack_with(tmp_path, "red.jpg", (tmp_path / "red.jpg").read_bytes())
    assert main(["check-pack", str(folder)]) == 0, capsys.readouterr().err


def test_a_picture_swapped_after_the_check_is_never_decoded(tmp_path, monkeypatch):
    from edu_domino.ui.app import App
    from edu_domino.ui.settings import Settings

    folder = _pack_with(tmp_path, "grey.png", tiny_png(40, 30))
    pack = load_pack(folder)
    (folder / "grey.png").write_bytes(_huge_png(20000, 20000))  # swapped once the pack was loaded
    decoded = []
    real_load = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda *a, **k: decoded.append(a) or real_load(*a, **k))
    app = App(size=(800, 600), settings=Settings(), sound=False)
    scene = app.open("lesson", pack=pack, seed=1)
    scene.submit(None)  # past the instructions, to the picture
    surface = pygame.Surface((800, 600))
    scene.draw(surface)
    app.close()
    assert decoded == []  # the 3 GB picture was refused before pygame saw it
    (folder / "grey.png").write_bytes(tiny_png(40, 30))
    app = App(size=(800, 600), settings=Settings(), sound=False)
    scene = app.open("lesson", pack=pack, seed=1)
    scene.submit(None)
    scene.draw(surface)
    app.close()
    assert len(decoded) == 1  # a checked picture is drawn
