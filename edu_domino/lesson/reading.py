"""Reading a pack file safely: bytes -> text -> TOML, or the one problem that stops it.

Nothing a file holds may end in a traceback: size, binary data, encoding and TOML syntax are each
turned into a `file:line: what; how to fix it` problem.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from edu_domino.i18n import _
from edu_domino.lesson.pack import Problem
from edu_domino.lesson.positions import key_lines, line_of
from edu_domino.lesson.traps import toml_trap, translated_detail
from edu_domino.reading import MISSING, ReadError, decode, read_bytes
from edu_domino.reading import parse_toml as toml_document

MAX_BYTES = 512 * 1024  # a pack is text a teacher types; anything bigger is a mistake
PACK_FILE = "pack.toml"  # the pack inside a pack folder
DOC_FILE = "docs/lesson-packs.md"


def see_doc() -> str:
    return _("see {doc}", doc=DOC_FILE)


def pack_file(path: Path) -> Path:
    """The TOML file of a pack given as a file or as a pack folder."""
    return path / PACK_FILE if path.is_dir() else path


def read_text(path: Path, label: str) -> tuple[str | None, list[Problem]]:
    """The file's text, or the one problem that stops it being read as a pack. The bytes are
    read by `edu_domino.reading` (regular files only: a FIFO never blocks; at most MAX_BYTES)."""

    def fail(line: int, what: str, fix: str) -> tuple[None, list[Problem]]:
        return None, [Problem(label, line, what, fix)]

    try:
        data = read_bytes(path, MAX_BYTES, label)
    except ReadError as exc:
        if exc.kind == MISSING:
            return fail(1, _("no such file"), _("check the path (a pack is a .toml file or a folder with {file})",
                                                  file=PACK_FILE))
        if exc.too_big:
            return fail(1, exc.what, _("a lesson pack is a short text file; split it into several packs"))
        return fail(1, exc.what, exc.fix)
    if not data.strip():
        return fail(1, _("the file is empty"), _("start with {snippet}, a title and steps; {doc}",
                                                  snippet='id = "my-pack", version = 1', doc=see_doc()))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return fail(1, _("the file is saved as UTF-16"), _("save it as UTF-8 (in your editor: Save as... > encoding UTF-8)"))
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        return fail(line, _("the file holds binary data, not text"), _("a lesson pack is a plain text (.toml) file"))
    try:
        return decode(data, label), []
    except ReadError as exc:
        return fail(exc.line or 1, exc.what, exc.fix)


def parse_toml(text: str, label: str) -> tuple[dict | None, list[Problem]]:
    """The TOML document, or its one problem (syntax, nesting, numbers too large: see
    `edu_domino.reading.parse_toml`), placed on its line."""
    try:
        return toml_document(text, label), []
    except ReadError as exc:
        if exc.detail:  # a TOML syntax error: a known trap, or Python's words translated
            line = exc.line or 1
            trap = toml_trap(text, exc.detail, line)
            if trap is not None:
                return None, [Problem(label, *trap)]
            fix = _("check the quotes, brackets and the {snippet} form on this line", snippet="`key = value`")
            if "overwrite" in exc.detail or "twice" in exc.detail:
                fix = _("this key or table is written twice; keep one")
            detail = translated_detail(exc.detail)
            return None, [Problem(label, line, _("this is not valid TOML: {detail}", detail=detail), fix)]
        line = line_of(key_lines(text), exc.path) if exc.path else exc.line or 1
        return None, [Problem(label, line, exc.what, exc.fix)]


def file_beside(source: Path, name: str) -> Path:
    """The file `name` names, relative to the pack file `source`, resolved (the caller checks it
    is inside the pack's folder). ValueError, with a translated reason, for a name that cannot
    name a file: empty, with a control character (a NUL byte), too long, or a link loop."""
    if not name.strip():
        raise ValueError(_("the file name is empty"))
    if any(ord(c) < 32 or ord(c) == 127 for c in name):
        raise ValueError(_("the file name holds a control character"))
    if len(name) > 1024 or any(len(part.encode("utf-8", "surrogatepass")) > 255 for part in name.split("/")):
        raise ValueError(_("the file name is too long"))
    name = name.replace("\\", "/")  # a Windows path in single quotes ('imagenes\\figuras.png') works everywhere
    try:
        return (source.parent.resolve() / name).resolve()
    except (OSError, RuntimeError, ValueError):  # a link loop (RuntimeError before Python 3.13)
        raise ValueError(_("the file name cannot be followed (a link loop?)")) from None


def is_regular_file(path: Path) -> bool:
    """A regular file (not a folder, a pipe or a device); False on any error reaching it."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
