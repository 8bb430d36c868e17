"""Reading a pack file safely: bytes -> text -> TOML, or the one problem that stops it.

Nothing a file holds may end in a traceback: size, binary data, encoding and TOML syntax are each
turned into a `file:line: what; how to fix it` problem.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from edu_domino.lesson.pack import Problem

MAX_BYTES = 512 * 1024  # a pack is text a teacher types; anything bigger is a mistake
PACK_FILE = "pack.toml"  # the pack inside a pack folder
DOC = "see docs/lesson-packs.md"

def pack_file(path: Path) -> Path:
    """The TOML file of a pack given as a file or as a pack folder."""
    return path / PACK_FILE if path.is_dir() else path


def read_text(path: Path, label: str) -> tuple[str | None, list[Problem]]:
    """The file's text, or the one problem that stops it being read as a pack."""

    def fail(line: int, what: str, fix: str) -> tuple[None, list[Problem]]:
        return None, [Problem(label, line, what, fix)]

    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return fail(1, "no such file", "check the path (a pack is a .toml file or a folder with pack.toml)")
    except IsADirectoryError:
        return fail(1, "this is a folder without pack.toml", "put the pack in pack.toml or give the .toml file")
    except OSError as exc:
        return fail(1, f"cannot read the file ({exc.strerror or exc})", "check it exists and you may read it")
    if len(data) > MAX_BYTES:
        return fail(1, f"the file is larger than {MAX_BYTES // 1024} KB", "a lesson pack is a short text file; split it into several packs")
    if not data.strip():
        return fail(1, "the file is empty", f'start with id = "my-pack", version = 1, a title and steps; {DOC}')
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return fail(1, "the file is saved as UTF-16", "save it as UTF-8 (in your editor: Save as... > encoding UTF-8)")
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        return fail(line, "the file holds binary data, not text", "a lesson pack is a plain text (.toml) file")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # a UTF-8 byte order mark, as some editors write it
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        byte = data[exc.start]
        return fail(line, f"this line is not UTF-8 text (byte 0x{byte:02X})", "save the file as UTF-8 (in your editor: Save as... > encoding UTF-8)")
    return text, []


_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$|\s*\(at end of document\)\s*$")


def parse_toml(text: str, label: str) -> tuple[dict | None, list[Problem]]:
    try:
        return tomllib.loads(text), []
    except RecursionError:
        return None, [Problem(label, 1, "the file nests brackets too deeply to read", "write steps as [[steps]] tables")]
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        m = _TOML_AT.search(message)
        line = int(m.group(1)) if m and m.group(1) else text.count("\n") + 1
        what = _TOML_AT.sub("", message)
        what = what[:1].lower() + what[1:]
        fix = "check the quotes, brackets and the `key = value` form on this line"
        if "overwrite" in what or "defined" in what:
            fix = "this key or table is written twice; keep one"
        return None, [Problem(label, line, f"this is not valid TOML: {what}", fix)]
