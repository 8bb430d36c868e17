"""Checking a pack's picture by reading it through, before anything draws it. Pure: no pygame.

A picture's name says nothing of what it holds: a 20000x20000 PNG is a 1.5 MB file that takes
3 GB to draw; a copy cut short or a text file named `.png` draws as nothing. So `check_picture`
reads the whole file: the PNG chunks (every checksum, the size in the header against the limits
before a byte is inflated, the pixel data inflated in pieces to its exact expected length, the
end chunk) or the JPEG markers (the frame size, a scan, the end marker). `PictureError` says
what is wrong and how to fix it. The pack checker calls it; the lesson screen and the worksheet
call it again before they draw a picture, so a file swapped after the check is never decoded.

>>> import zlib, struct
>>> def chunk(kind, data):
...     return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
>>> png = PNG_SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 1, 8, 0, 0, 0, 0))
>>> png += chunk(b"IDAT", zlib.compress(b"\\x00\\x10\\x20")) + chunk(b"IEND", b"")
>>> check_picture_bytes(png)
(2, 1)
>>> check_picture_bytes(png[:-5])
Traceback (most recent call last):
  ...
edu_domino.lesson.pictures.PictureError: the picture is cut short (the file ends before its end chunk); copy it again from where it came from
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from edu_domino.i18n import _
from edu_domino.reading import ReadError, read_bytes

MAX_BYTES = 8 * 1024 * 1024  # a picture for a lesson screen; a photo straight off a camera is bigger
MAX_SIDE = 4096  # pixels on either side: more than any projector shows
MAX_PIXELS = 8_000_000  # about 32 MB once drawn
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # PNG colour type -> samples a pixel
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))


class PictureError(ValueError):
    def __init__(self, what: str, fix: str) -> None:
        self.what, self.fix = what, fix
        super().__init__(f"{what}; {fix}")


def check_picture(path: Path | str) -> tuple[int, int]:
    """(width, height) of the PNG or JPEG picture at `path`, read through; `PictureError` else."""
    try:
        data = read_bytes(path, MAX_BYTES)
    except ReadError as exc:
        if exc.too_big:
            raise PictureError(_("the picture file is larger than {size} MB", size=MAX_BYTES // (1024 * 1024)),
                               _("save it smaller (at most {side} pixels a side)", side=MAX_SIDE)) from None
        raise PictureError(exc.what, exc.fix) from None
    return check_picture_bytes(data)


def check_picture_bytes(data: bytes) -> tuple[int, int]:
    if data.startswith(PNG_SIGNATURE):
        return _check_png(data)
    if data.startswith(b"\xff\xd8\xff"):
        return _check_jpeg(data)
    if data[:1] in (b"", b"<", b"{", b"#") or data[:512].isascii():
        what = _("this file holds text, not a picture")
    else:
        what = _("this file is not a PNG or JPEG picture")
    raise PictureError(what, _("save the picture as PNG or JPEG from a drawing or photo program"))


def _cut_short() -> PictureError:
    return PictureError(_("the picture is cut short (the file ends before its end chunk)"),
                        _("copy it again from where it came from"))


def _damaged(detail: str) -> PictureError:
    return PictureError(_("the picture is damaged ({detail})", detail=detail),
                        _("copy it again from where it came from, or save it again as PNG"))


def _check_size(width: int, height: int) -> None:
    if width < 1 or height < 1:
        raise _damaged(_("it says it is {w} x {h} pixels", w=width, h=height))
    if width > MAX_SIDE or height > MAX_SIDE or width * height > MAX_PIXELS:
        raise PictureError(_("the picture is {w} x {h} pixels, too big to show", w=width, h=height),
                           _("save it at most {side} x {side} pixels (and {mp} million pixels in all)",
                             side=MAX_SIDE, mp=MAX_PIXELS // 1_000_000))


def _png_chunks(data: bytes):
    """(type, body) of each chunk, every checksum checked."""
    at = len(PNG_SIGNATURE)
    while True:
        if at + 8 > len(data):
            raise _cut_short()
        length, kind = struct.unpack(">I4s", data[at: at + 8])
        end = at + 8 + length + 4
        if end > len(data):
            raise _cut_short()
        body = data[at + 8: end - 4]
        (crc,) = struct.unpack(">I", data[end - 4: end])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise _damaged(_("a checksum is wrong in its {chunk} chunk", chunk=kind.decode("latin-1")))
        yield kind, body
        if kind == b"IEND":
            return
        at = end


def _png_data_size(width: int, height: int, depth: int, colour: int, interlace: int) -> int:
    """Bytes of the inflated pixel data: each row's filter byte and its packed samples."""
    bits = depth * _CHANNELS[colour]
    passes = _ADAM7 if interlace else ((0, 0, 1, 1),)
    total = 0
    for x0, y0, dx, dy in passes:
        w, h = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if w > 0 and h > 0:
            total += h * (1 + (w * bits + 7) // 8)
    return total


def _check_png(data: bytes) -> tuple[int, int]:
    chunks = _png_chunks(data)
    kind, body = next(chunks)
    if kind != b"IHDR" or len(body) != 13:
        raise _damaged(_("it does not start with its header chunk"))
    width, height, depth, colour, _compression, _filter, interlace = struct.unpack(">IIBBBBB", body)
    _check_size(width, height)
    if colour not in _CHANNELS or depth not in (1, 2, 4, 8, 16):
        raise _damaged(_("colour type {colour} at {depth} bits", colour=colour, depth=depth))
    expected = _png_data_size(width, height, depth, colour, interlace)
    inflater, got = zlib.decompressobj(), 0
    for kind, body in chunks:
        if kind != b"IDAT":
            continue
        try:
            # In pieces, never more than the picture needs: a compressed bomb stops at `expected`.
            got += len(inflater.decompress(body, expected - got + 1))
            while inflater.unconsumed_tail and got <= expected:
                got += len(inflater.decompress(inflater.unconsumed_tail, expected - got + 1))
        except zlib.error:
            raise _damaged(_("its pixel data cannot be unpacked")) from None
        if got > expected:
            raise _damaged(_("more pixel data than its size"))
    if got != expected or not inflater.eof:
        raise _damaged(_("its pixel data stops short"))
    return width, height


_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


def _check_jpeg(data: bytes) -> tuple[int, int]:
    size: tuple[int, int] | None = None
    at = 2
    while True:
        if at + 4 > len(data) or data[at] != 0xFF:
            raise _cut_short() if at + 4 > len(data) else _damaged(_("a marker is missing"))
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        (length,) = struct.unpack(">H", data[at + 2: at + 4])
        if length < 2 or at + 2 + length > len(data):
            raise _cut_short()
        if marker in _SOF:
            if length < 7:
                raise _damaged(_("a frame header is too short"))
            height, width = struct.unpack(">HH", data[at + 5: at + 9])
            _check_size(width, height)
            size = (width, height)
        at += 2 + length
        if marker == 0xDA:  # start of scan: the picture's data runs to the end marker
            break
    if size is None:
        raise _damaged(_("it has no frame header"))
    if not data.rstrip(b"\x00").endswith(b"\xff\xd9"):
        raise _cut_short()
    return size
