"""Where each key and array element of a TOML text sits: `tomllib` gives values but no lines.

`key_lines(text)` walks a text that `tomllib` has already accepted and maps every value's path
to the line it starts on, e.g. `("steps", 2, "answer") -> 41` and `("steps", 2, "choices", 1)
-> 43`. It only has to find positions, not values, so it is a small tokenizer plus a walk over
headers, keys, arrays and inline tables.

>>> lines = key_lines('id = "a"\\n[[steps]]\\nkind = "sum"\\nshow = [\\n  "q",\\n  "e",\\n]\\n')
>>> lines[("id",)], lines[("steps", 0)], lines[("steps", 0, "show", 1)]
(1, 2, 6)
"""

from __future__ import annotations

import re

Path = tuple[str | int, ...]

# One token: a string (four kinds), punctuation, a comment, a newline, or a bare run of text.
_TOKEN = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*"""'
    r"|'''(?:[^']|'(?!''))*'''"
    r'|"(?:[^"\\\n]|\\.)*"'
    r"|'[^'\n]*'"
    r"|#[^\n]*"
    r"|\n"
    r"|[\[\]{}=,.]"
    r"|[ \t\r]+"
    r"|[^\s\[\]{}=,.#\"']+",
    re.S,
)


def _tokens(text: str) -> list[tuple[str, int]]:
    """(token, line) pairs without blanks and comments; newlines kept (they end key lines)."""
    out: list[tuple[str, int]] = []
    line = 1
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:  # cannot happen on text tomllib accepted; skip a character to stay total
            pos += 1
            continue
        tok = m.group(0)
        if not (tok[0] in " \t\r" or tok.startswith("#")):
            out.append((tok, line))
        line += tok.count("\n")
        pos = m.end()
    return out


def _key_name(tok: str) -> str:
    if tok[:1] in "\"'":
        return tok[1:-1]
    return tok


class _Walker:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.i = 0
        self.lines: dict[Path, int] = {}
        self.array_counts: dict[Path, int] = {}

    def peek(self) -> str:
        return self.toks[self.i][0] if self.i < len(self.toks) else ""

    def take(self) -> tuple[str, int]:
        tok = self.toks[self.i] if self.i < len(self.toks) else ("", 0)
        self.i += 1
        return tok

    def skip_newlines(self) -> None:
        while self.peek() == "\n":
            self.i += 1

    def key(self) -> tuple[list[str], int]:
        """A dotted key; bare keys such as `1-2` or `a.b` come through as several tokens."""
        parts: list[str] = []
        tok, line = self.take()
        parts.append(_key_name(tok))
        while self.peek() == ".":
            self.take()
            parts.append(_key_name(self.take()[0]))
        return parts, line

    def value(self, path: Path, line: int) -> None:
        for n in range(1, len(path) + 1):  # a dotted key also places its parents (text.es)
            self.lines.setdefault(path[:n], line)
        tok = self.peek()
        if tok == "[":
            self.take()
            index = 0
            while True:
                self.skip_newlines()
                if self.peek() in ("]", ""):
                    self.take()
                    return
                if self.peek() == ",":
                    self.take()
                    continue
                start = self.toks[self.i][1]
                self.value((*path, index), start)
                index += 1
        elif tok == "{":
            self.take()
            while True:
                self.skip_newlines()
                if self.peek() in ("}", ""):
                    self.take()
                    return
                if self.peek() == ",":
                    self.take()
                    continue
                parts, kline = self.key()
                self.take()  # "="
                self.value((*path, *parts), kline)
        else:
            # A scalar; dates and numbers may span tokens like 1.5 or 1979-05-27T07:32:00.
            while self.peek() not in ("\n", ",", "]", "}", ""):
                self.take()

    def _resolve(self, parts: list[str]) -> Path:
        """`[steps.options]` names the last `[[steps]]` so far: put its index in the path."""
        path: Path = ()
        for n, part in enumerate(parts):
            path = (*path, part)
            if n < len(parts) - 1 and path in self.array_counts:
                path = (*path, self.array_counts[path] - 1)
        return path

    def run(self) -> dict[Path, int]:
        table: Path = ()
        while self.i < len(self.toks):
            self.skip_newlines()
            if self.i >= len(self.toks):
                break
            tok, line = self.toks[self.i]
            if tok == "[":
                self.take()
                double = self.peek() == "["
                if double:
                    self.take()
                parts, _ = self.key()
                self.take()
                base = self._resolve(parts)
                self.lines.setdefault(base, line)
                if double:
                    self.take()
                    index = self.array_counts.get(base, 0)
                    self.array_counts[base] = index + 1
                    table = (*base, index)
                else:
                    table = base
                self.lines.setdefault(table, line)
                continue
            parts, kline = self.key()
            self.take()  # "="
            self.value((*table, *parts), kline)
        return self.lines


def key_lines(text: str) -> dict[Path, int]:
    """Path -> line for every key, table and array element. Never raises on accepted TOML."""
    try:
        return _Walker(text).run()
    except (IndexError, ValueError, RecursionError):  # defensive: positions are a help, never a failure
        return {}


def line_of(lines: dict[Path, int], path: Path) -> int:
    """The line of `path`, or of its nearest ancestor that has one; 1 when none does."""
    p = tuple(path)
    while p:
        if p in lines:
            return lines[p]
        p = p[:-1]
    return 1
