#!/usr/bin/env python3
"""Keep the translations in step: extract, update and compile the gettext catalogs.

    python3 scripts/compile_catalogs.py            # compile every .po to its .mo
    python3 scripts/compile_catalogs.py --update   # add new messages (empty) to every .po, drop unused ones, compile
    python3 scripts/compile_catalogs.py --check    # exit 1 if a message is untranslated, unused or has
                                                   # other {fields} than its English, or a .mo is stale

Messages are the string literals in `_("...")`, `self._("...")`, `gettext("...")` and `N_("...")`
calls under edu_domino/ui, edu_domino/lesson, edu_domino/progress and the commands that print them.
Only the standard library is used (the .mo writer follows the GNU format).
"""

from __future__ import annotations

import argparse
import ast
import string
import struct
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "edu_domino"
# Where messages shown to people are written: the UI, and the pure packages whose messages the UI
# and the commands show (a lesson pack's problems, a pupil-record error).
SOURCES: tuple[Path, ...] = (
    PACKAGE / "ui", PACKAGE / "lesson", PACKAGE / "faces", PACKAGE / "play", PACKAGE / "progress", PACKAGE / "i18n.py",
    PACKAGE / "classplay", PACKAGE / "editor",
    PACKAGE / "commands", PACKAGE / "cli.py", PACKAGE / "reading.py",
    PACKAGE / "os_reasons.py", PACKAGE / "atomic.py", PACKAGE / "screen.py",
    # every engine message (rules, notation, deals, replays), and the AI levels a pack can name
    PACKAGE / "engine", PACKAGE / "ai" / "base.py",
)
LOCALE = ROOT / "edu_domino" / "locale"
DOMAIN = "edu_domino"
LANGUAGES = ("es", "pt", "en")


def _files(sources: Path | tuple[Path, ...]) -> list[Path]:
    roots = (sources,) if isinstance(sources, Path) else sources
    out: list[Path] = []
    for root in roots:
        out += [root] if root.is_file() else sorted(root.rglob("*.py"))
    return out


def extract(sources: Path | tuple[Path, ...] = SOURCES) -> list[str]:
    """Every message id, in order of first appearance."""
    seen: dict[str, None] = {}
    for path in _files(sources):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            arg = node.args[0]
            if name in {"_", "N_", "gettext"} and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                seen.setdefault(arg.value, None)
    return list(seen)


def _unquote(text: str) -> str:
    return ast.literal_eval(text)


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr (plural forms and contexts are not used by this app)."""
    entries: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    current: list[str] | None = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            entries["".join(msgid)] = "".join(msgstr)

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgid "):
            flush()
            msgid, msgstr = [_unquote(line[6:])], None
            current = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:])]
            current = msgstr
        elif line.startswith('"') and current is not None:
            current.append(_unquote(line))
    flush()
    return entries


def write_mo(entries: dict[str, str]) -> bytes:
    """A GNU .mo file: header, two offset tables, then the strings (ids sorted)."""
    items = sorted((k, v) for k, v in entries.items() if v or k == "")
    ids = [k.encode("utf-8") for k, _ in items]
    strs = [v.encode("utf-8") for _, v in items]
    n = len(items)
    header_size = 7 * 4
    ids_table = header_size
    strs_table = ids_table + n * 8
    data_start = strs_table + n * 8
    offsets_ids, offsets_strs, blob = [], [], b""
    for s in ids:
        offsets_ids.append((len(s), data_start + len(blob)))
        blob += s + b"\0"
    for s in strs:
        offsets_strs.append((len(s), data_start + len(blob)))
        blob += s + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, ids_table, strs_table, 0, 0)
    for length, offset in offsets_ids:
        out += struct.pack("<2I", length, offset)
    for length, offset in offsets_strs:
        out += struct.pack("<2I", length, offset)
    return out + blob


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def update_po(path: Path, messages: list[str], language: str) -> tuple[int, int]:
    """Rewrite the .po in message order: translations kept, new messages added (msgstr empty;
    English copies itself), messages no longer in the code dropped. Returns (added, dropped)."""
    have = parse_po(path.read_text(encoding="utf-8")) if path.exists() else {}
    header = have.get("") or f"Content-Type: text/plain; charset=UTF-8\nLanguage: {language}\n"
    added = [m for m in messages if m not in have]
    dropped = [m for m in have if m and m not in messages]
    chunks = ['msgid ""\nmsgstr ""\n' + "".join(_quote(line) + "\n" for line in header.splitlines(keepends=True))]
    for m in messages:
        text = have.get(m) or (m if language == "en" else "")
        chunks.append(f"\nmsgid {_quote(m)}\nmsgstr {_quote(text)}\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(chunks), encoding="utf-8")
    return len(added), len(dropped)


def fields(message: str) -> Counter:
    """The `{name!conversion:spec}` fields of a message, which a translation must keep as they are."""
    try:
        return Counter((name, conv, spec) for _, name, spec, conv in string.Formatter().parse(message)
                       if name is not None)
    except ValueError:  # an unmatched brace: compare the text's braces instead
        return Counter(ch for ch in message if ch in "{}")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def compile_all() -> None:
    for language in LANGUAGES:
        po = po_path(language)
        po.with_suffix(".mo").write_bytes(write_mo(parse_po(po.read_text(encoding="utf-8"))))


def problems() -> list[str]:
    out = []
    messages = extract()
    for language in LANGUAGES:
        po = po_path(language)
        if not po.exists():
            out.append(f"{po}: missing; run scripts/compile_catalogs.py --update")
            continue
        entries = parse_po(po.read_text(encoding="utf-8"))
        for m in messages:
            if not entries.get(m):
                out.append(f"{po}: {m!r} is not translated; add its msgstr")
            elif fields(entries[m]) != fields(m):
                out.append(f"{po}: the translation of {m!r} has other {{fields}} than the message; "
                           "keep every {name} exactly as in the English")
        for m in entries:
            if m and m not in messages:
                out.append(f"{po}: {m!r} is no longer used; run scripts/compile_catalogs.py --update")
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != write_mo(entries):
            out.append(f"{mo}: out of date; run scripts/compile_catalogs.py")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="add new messages to every .po first")
    parser.add_argument("--check", action="store_true", help="report untranslated messages and stale .mo files")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        for line in found:
            print(line, file=sys.stderr)
        return 1 if found else 0
    if args.update:
        messages = extract()
        for language in LANGUAGES:
            added, dropped = update_po(po_path(language), messages, language)
            if added or dropped:
                print(f"{po_path(language)}: {added} new messages, {dropped} dropped")
    compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
