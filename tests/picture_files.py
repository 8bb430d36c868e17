"""PNG files written byte by byte for the picture tests (an oracle apart from the app's reader)."""

from __future__ import annotations

import struct
import zlib


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png_header(width: int, height: int) -> bytes:
    """The signature and the header of an 8-bit grey picture."""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))


def tiny_png(width: int, height: int) -> bytes:
    """A whole, valid grey PNG: each row is a filter byte 0 and `width` grey samples."""
    rows = b"".join(b"\x00" + bytes((x * 40 + y) % 256 for x in range(width)) for y in range(height))
    return png_header(width, height) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
