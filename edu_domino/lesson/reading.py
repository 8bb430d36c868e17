"""Reading a pack file safely: bytes -> text -> TOML, or the one problem that stops it.

Nothing a file holds may end in a traceback: size, binary data, encoding and TOML syntax are each
turned into a `file:line: what; how to fix it` problem.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from edu_domino.i18n import _
from edu_domino.lesson.pack import Problem
from edu_domino.lesson.traps import toml_trap, translated_detail

MAX_BYTES = 512 * 1024  # a pack is text a teacher types; anything bigger is a mistake
PACK_FILE = "pack.toml"  # the pack inside a pack folder
DOC_FILE = "docs/lesson-packs.md"


def see_doc() -> str:
    return _("see {doc}", doc=DOC_FILE)


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
        return fail(1, _("no such file"), _("check the path (a pack is a .toml file or a folder with {file})", file=PACK_FILE))
    except IsADirectoryError:
        return fail(1, _("this is a folder without {file}", file=PACK_FILE), _("put the pack in {file} or give the .toml file", file=PACK_FILE))
    except OSError as exc:
        return fail(1, _("cannot read the file ({why})", why=exc.strerror or exc), _("check it exists and you may read it"))
    if len(data) > MAX_BYTES:
        return fail(1, _("the file is larger than {size} KB", size=MAX_BYTES // 1024),
                    _("a lesson pack is a short text file; split it into several packs"))
    if not data.strip():
        return fail(1, _("the file is empty"), _("start with {snippet}, a title and steps; {doc}",
                                                  snippet='id = "my-pack", version = 1', doc=see_doc()))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return fail(1, _("the file is saved as UTF-16"), _("save it as UTF-8 (in your editor: Save as... > encoding UTF-8)"))
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        return fail(line, _("the file holds binary data, not text"), _("a lesson pack is a plain text (.toml) file"))
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # a UTF-8 byte order mark, as some editors write it
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        byte = data[exc.start]
        return fail(line, _("this line is not UTF-8 text (byte {byte})", byte=f"0x{byte:02X}"),
                    _("save the file as UTF-8 (in your editor: Save as... > encoding UTF-8)"))
    return text, []


_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$|\s*\(at end of document\)\s*$")


def parse_toml(text: str, label: str) -> tuple[dict | None, list[Problem]]:
    try:
        return tomllib.loads(text), []
    except RecursionError:
        return None, [Problem(label, 1, _("the file nests brackets too deeply to read"),
                                    _("write steps as {snippet} tables", snippet="[[steps]]"))]
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        m = _TOML_AT.search(message)
        line = int(m.group(1)) if m and m.group(1) else text.count("\n") + 1
        detail = _TOML_AT.sub("", message)
        trap = toml_trap(text, detail, line)
        if trap is not None:
            return None, [Problem(label, *trap)]
        fix = _("check the quotes, brackets and the {snippet} form on this line", snippet="`key = value`")
        if "overwrite" in detail or "twice" in detail:
            fix = _("this key or table is written twice; keep one")
        return None, [Problem(label, line, _("this is not valid TOML: {detail}", detail=translated_detail(detail)), fix)]
