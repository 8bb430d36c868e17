"""`edu-domino gallery`: one PNG per tile, A4 sheets at 300 dpi, one-line errors."""

import struct

import pygame
import pytest

from edu_domino.cli import main


@pytest.mark.parametrize(("faces", "size", "count", "sheets"),
                         [("notes", 6, 28, 1), ("powers", 9, 55, 2), ("mixed", 12, 91, 3)])
def test_gallery_writes_every_tile_and_the_sheets(tmp_path, capsys, faces, size, count, sheets):
    out = tmp_path / "gallery"
    assert main(["gallery", "--faces", faces, "--set", str(size), "--size", "40", str(out)]) == 0
    tiles = sorted(p.name for p in (out / "tiles").glob("*.png"))
    assert len(tiles) == count
    assert f"{size}-{size}.png" in tiles and "0-0.png" in tiles
    assert pygame.image.load(out / "tiles" / "6-4.png").get_size() == (80, 40)
    pages = sorted((out / "sheets").glob("*.png"))
    assert len(pages) == sheets
    assert pygame.image.load(pages[0]).get_size() == (2480, 3508)  # A4 at 300 dpi
    data = pages[0].read_bytes()
    at = data.index(b"pHYs")
    assert struct.unpack(">IIB", data[at + 4:at + 13]) == (11811, 11811, 1)
    lines = (out / "spellings.txt").read_text().splitlines()
    assert len(lines) == count and lines[-1].startswith(f"{size}-{size}\t")
    assert pygame.image.load(out / "chart.png").get_width() > 0
    assert f"{count} tiles" in capsys.readouterr().out


def test_gallery_refuses_a_file_as_outdir_in_one_line(tmp_path, capsys):
    target = tmp_path / "taken.txt"
    target.write_text("x")
    assert main(["gallery", "--faces", "notes", str(target)]) == 1
    err = capsys.readouterr().err.strip()
    assert "is a file" in err and "\n" not in err and "Traceback" not in err


def test_gallery_refuses_a_silly_size(tmp_path, capsys):
    assert main(["gallery", "--size", "3", str(tmp_path / "g")]) == 1
    assert "--size 3" in capsys.readouterr().err


def test_gallery_refuses_mixed_without_mixing(tmp_path, capsys):
    assert main(["gallery", "--faces", "mixed", "--difficulty", "single", str(tmp_path / "g")]) == 1
    err = capsys.readouterr().err
    assert "'mixed' mixes face sets" in err and "Traceback" not in err
