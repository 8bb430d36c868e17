"""The one careful reader for every file the app takes in: replays, settings, the last new game
(JSON) and lesson packs (TOML). Pure: no pygame, no mido.

What a file holds must never end in a traceback, a hang or a wrong acceptance, so every read:
- opens regular files only: a FIFO, a device or a link to one (`/dev/zero`) is refused after a
  `stat`, and the file is opened non-blocking, so a pipe can never block the app;
- reads at most `limit` bytes (a 300 MB file beside a pack is refused, not read whole);
- decodes strict UTF-8 (a UTF-8 byte-order mark, as Notepad writes it, is accepted);
- refuses JSON nested more than `MAX_DEPTH` deep, whole numbers of more than `MAX_DIGITS`
  digits, NaN and Infinity, duplicate keys in one JSON object, and lone surrogate escapes.

Every failure is one `ReadError` naming the file, the place (a line, or a key path such as
`seats[0].name`) and the fix, translated through gettext.

>>> parse_json('{"a": 1, "a": 2}', "game.json")
Traceback (most recent call last):
  ...
edu_domino.reading.ReadError: game.json: line 1: the key "a" is written twice in the object that starts here; keep one of them
>>> try:
...     parse_json("[" * 5000, "deep.json")
... except ReadError as exc:
...     print(exc.place, exc.kind)
line 1 damaged
>>> is_whole(True), is_whole(74.0), is_whole(74)
(False, False, True)
"""

from __future__ import annotations

import json
import json.decoder
import json.scanner
import os
import re
import stat
import tomllib
from pathlib import Path

from edu_domino.i18n import _

MAX_DEPTH = 64  # no document of the app nests deeper than 6; 64 leaves room and stays far from recursion limits
MAX_DIGITS = 20  # whole numbers up to 10**20 (any 64-bit seed fits)
JSON_LIMIT = 1024 * 1024  # settings, last game, a replay beside a pack: one game is a few KB
TRACES_LIMIT = 64 * 1024 * 1024  # `simulate --traces` writes one replay a line: many games
TOML_LIMIT = 512 * 1024  # a pack is text a teacher types

MISSING, UNREADABLE, DAMAGED, INVALID = "missing", "unreadable", "damaged", "invalid"  # INVALID: syntax


class ReadError(ValueError):
    """A file that cannot be taken in. `kind`: MISSING (no such file), UNREADABLE (not a regular
    file, no permission: the file itself may be fine) or DAMAGED (what it holds is wrong).
    `line` is set when the place is a line; `place` is the text shown ("line 3", "seats[0].name")."""

    def __init__(self, file: str, what: str, fix: str, *, line: int | None = None, path: tuple = (),
                 kind: str = DAMAGED, too_big: bool = False, key: str = "", detail: str = "") -> None:
        self.file, self.what, self.fix, self.line, self.kind = file, what, fix, line, kind
        self.path = path  # the key path in the document, e.g. ("seats", 0, "name")
        self.too_big = too_big  # the file is over the size limit
        self.detail = detail  # a TOML syntax error: Python's own words, for callers with better ones
        key = key or key_path(path)
        self.key = key
        self.place = ", ".join(p for p in (_("line {n}", n=line) if line is not None else "", key) if p)
        where = f"{file}: {self.place}: " if self.place else f"{file}: "
        super().__init__(f"{where}{what}; {fix}")


def shorten(text: str, most: int = 40) -> str:
    """`text` cut to `most` characters for a message (a 5000-digit number stays readable)."""
    return text if len(text) <= most else f"{text[: most - 3]}..."


def is_whole(value: object) -> bool:
    """An exact whole number: not a bool, not 74.0."""
    return type(value) is int


def is_small_number(text: str, digits: int = 4) -> bool:
    """Written with 1 to `digits` ASCII digits 0-9 and nothing else: not "²" (which `isdigit`
    takes and `int` refuses), not "٣", no sign; so `int(text)` never fails.

    >>> [is_small_number(t) for t in ("12", "²", "٣", "-1", "1" * 5000)]
    [True, False, False, False, False]
    """
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


# -- bytes -------------------------------------------------------------------------------------


def read_bytes(path: Path | str, limit: int, label: str | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or a ReadError."""
    path = Path(path)
    label = str(path) if label is None else label
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise ReadError(label, _("no such file"), _("check the path"), kind=MISSING) from None
    except OSError as exc:
        raise _os_error(label, exc) from None
    _check_kind(info, label)
    _check_size(info.st_size, limit, label)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ReadError(label, _("no such file"), _("check the path"), kind=MISSING) from None
    except OSError as exc:
        raise _os_error(label, exc) from None
    try:
        _check_kind(os.fstat(fd), label)  # it may have been swapped since the stat
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _os_error(label, exc) from None
    finally:
        os.close(fd)
    _check_size(size, limit, label)
    return b"".join(chunks)


def _os_error(label: str, exc: OSError) -> ReadError:
    if isinstance(exc, IsADirectoryError):
        return _folder(label)
    return ReadError(label, _("cannot be read ({why})", why=exc.strerror or exc),
                     _("check the path and that you may read the file"), kind=UNREADABLE)


def _folder(label: str) -> ReadError:
    return ReadError(label, _("this is a folder, not a file"), _("give the file inside it"), kind=UNREADABLE)


def _check_kind(info: os.stat_result, label: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise _folder(label)
    if not stat.S_ISREG(info.st_mode):
        raise ReadError(label, _("this is not a regular file (a pipe, a device or a link to one)"),
                        _("give a file saved on the disk"), kind=UNREADABLE)


def _check_size(size: int, limit: int, label: str) -> None:
    if size > limit:
        raise ReadError(label, _("the file is larger than {size} KB", size=limit // 1024),
                        _("check that this is the right file; this one is far too big to be one"), too_big=True)


# -- text --------------------------------------------------------------------------------------


def decode(data: bytes, label: str) -> str:
    """Strict UTF-8 text; a UTF-8 byte-order mark is dropped."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ReadError(label, _("the file is saved as UTF-16"),
                        _("save it as UTF-8 (in your editor: Save as... > encoding UTF-8)"), line=1)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise ReadError(label, _("the file holds binary data, not text"),
                        _("give the text file the app saved"), line=line)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ReadError(label, _("this line is not UTF-8 text (byte {byte})", byte=f"0x{data[exc.start]:02X}"),
                        _("save the file as UTF-8 (in your editor: Save as... > encoding UTF-8)"), line=line) from None


def read_text(path: Path | str, limit: int, label: str | None = None) -> str:
    label = str(path) if label is None else label
    return decode(read_bytes(path, limit, label), label)


# -- JSON --------------------------------------------------------------------------------------


class _Duplicate(Exception):
    def __init__(self, key: str, at: int = -1) -> None:
        self.key, self.at = key, at


class _BadNumber(Exception):
    def __init__(self, text: str) -> None:
        self.text = text


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise _Duplicate(key)
        out[key] = value
    return out


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _BadNumber(text)
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _NotANumber(text)
    return value


class _NotANumber(Exception):
    def __init__(self, text: str) -> None:
        self.text = text


def _no_constant(text: str) -> object:
    raise _NotANumber(text)


def parse_json(text: str, label: str, first_line: int = 1) -> object:
    """The JSON document in `text` with every limit of this module checked. `first_line`: the
    line of the file `text` starts on (one document a line)."""
    try:
        return _parse_json(text, label)
    except ReadError as exc:
        if first_line == 1:
            raise
        line = first_line + (exc.line - 1 if exc.line is not None else 0)
        raise ReadError(label, exc.what, exc.fix, line=line, path=exc.path, kind=exc.kind, key=exc.key) from None


def _parse_json(text: str, label: str) -> object:
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_bounded_int,
                          parse_float=_finite_float, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise ReadError(label, _("this is not valid JSON ({detail})", detail=exc.msg),
                        _("check the commas, quotes and brackets near column {column}", column=exc.colno),
                        line=exc.lineno, kind=INVALID, detail=exc.msg) from None
    except RecursionError:
        raise _too_deep(label, _deep_line(text)) from None
    except _BadNumber as exc:
        raise _bad_number(label, exc.text, _line_of(text, exc.text)) from None
    except _NotANumber as exc:
        raise ReadError(label, _("{number} is not a number this file may hold", number=exc.text[:24]),
                        _("write an ordinary number"), line=_line_of(text, exc.text)) from None
    except _Duplicate as exc:
        raise _duplicate(label, exc.key, _duplicate_line(text)) from None
    check_tree(data, label)
    return data


def load_json(path: Path | str, limit: int = JSON_LIMIT, label: str | None = None) -> object:
    """Read, decode and parse a JSON file (see `parse_json`)."""
    label = str(path) if label is None else label
    return parse_json(read_text(path, limit, label), label)


def _too_deep(label: str, line: int | None, path: tuple = ()) -> ReadError:
    return ReadError(label, _("the brackets nest more than {n} deep", n=MAX_DEPTH),
                     _("no file of the app nests this deep; check the brackets, or give the right file"), line=line, path=path,
                     key=key_path(path[:8]) + "..." if path else "")


def _bad_number(label: str, text: str, line: int | None = None, path: tuple = ()) -> ReadError:
    shown = text if len(text) <= 24 else f"{text[:10]}...{text[-6:]}"
    return ReadError(label, _("the number {number} is too large", number=shown),
                     _("write a whole number of at most {n} digits", n=MAX_DIGITS), line=line, path=path)


def _duplicate(label: str, key: str, line: int | None) -> ReadError:
    return ReadError(label, _("the key {key} is written twice in the object that starts here",
                              key=json.dumps(key)), _("keep one of them"), line=line)


def _line_of(text: str, needle: str) -> int | None:
    at = text.find(needle)
    return None if at < 0 else text.count("\n", 0, at) + 1


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _deep_line(text: str) -> int | None:
    """The line where the brackets first nest deeper than MAX_DEPTH (strings skipped)."""
    depth = 0
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return text.count("\n", 0, m.start()) + 1
        elif token in "]}":
            depth -= 1
    return None


def _duplicate_line(text: str) -> int | None:
    """Where the object holding a duplicate key starts: read again with the Python scanner,
    which lets each object's start be seen (only on this error path; it is slower)."""

    def parse_object(s_and_end, strict, scan_once, object_hook, object_pairs_hook, memo=None):
        start = s_and_end[1]
        pairs, end = json.decoder.JSONObject(  # type: ignore[attr-defined]  # not in the stubs
            s_and_end, strict, scan_once, None, list, memo)
        try:
            return _no_duplicates(pairs), end
        except _Duplicate as exc:
            raise _Duplicate(exc.key, start) from None

    decoder = json.JSONDecoder()
    decoder.parse_object = parse_object  # type: ignore[attr-defined]  # the pure-Python scanner reads it
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    try:
        decoder.decode(text)
    except _Duplicate as exc:
        return text.count("\n", 0, exc.at) + 1
    except (ValueError, RecursionError):
        pass
    return None


# -- any decoded tree --------------------------------------------------------------------------

_SURROGATE = re.compile("[\ud800-\udfff]")


def key_path(path: tuple) -> str:
    """`("seats", 0, "name")` -> `seats[0].name`."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def check_tree(data: object, label: str) -> None:
    """Walk a decoded document (without recursion): depth, whole-number size, text that is not
    Unicode (lone surrogate escapes)."""
    stack: list[tuple[object, tuple]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH:
            raise _too_deep(label, None, path)
        if isinstance(value, dict):
            for k, v in value.items():
                if isinstance(k, str) and _SURROGATE.search(k):
                    raise _half_character(label, path)
                stack.append((v, (*path, k)))
        elif isinstance(value, list):
            stack.extend((v, (*path, i)) for i, v in enumerate(value))
        elif isinstance(value, str):
            if _SURROGATE.search(value):
                raise _half_character(label, path)
        elif is_whole(value) and abs(value) >= 10**MAX_DIGITS:  # type: ignore[arg-type]
            raise _bad_number(label, str(value), path=path)


def _half_character(label: str, path: tuple) -> ReadError:
    return ReadError(label, _("the text holds half of a character (an escape like \\ud800)"),
                     _("write the whole character, or remove the escape"), path=path)


# -- TOML --------------------------------------------------------------------------------------

_TOML_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$|\s*\(at end of document\)\s*$")
_LONG_NUMBER = re.compile(r"[0-9][0-9_]{" + str(MAX_DIGITS) + ",}")


def parse_toml(text: str, label: str) -> dict:
    """The TOML document in `text` with the limits of this module checked."""
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise _too_deep(label, None) from None
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        m = _TOML_AT.search(message)
        line = int(m.group(1)) if m and m.group(1) else text.count("\n") + 1
        raw = _TOML_AT.sub("", message)
        what = raw[:1].lower() + raw[1:]
        fix = _("check the quotes, brackets and the {snippet} form on this line", snippet="`key = value`")
        if "overwrite" in what or "defined" in what or "twice" in what:
            fix = _("this key or table is written twice; keep one")
        # The detail comes from Python's TOML reader, in English; the frame is translated.
        raise ReadError(label, _("this is not valid TOML: {detail}", detail=what), fix, line=line, kind=INVALID,
                        detail=raw) from None
    except ValueError:  # Python's limit on the digits of a whole number
        m = _LONG_NUMBER.search(text)
        number = m.group() if m else "?"
        raise _bad_number(label, number, _line_of(text, number) if m else None) from None
    check_tree(data, label)
    return data
