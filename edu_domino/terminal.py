"""Text for a terminal: what a file holds (a seat name, a pack title) never reaches the terminal
raw. Escape sequences and other control characters would move the cursor, change colours or
rewrite the title; lone surrogates ("\\ud800" in a JSON file) cannot be encoded at all.

`edu_domino.cli.main` sends everything the commands print through `SafeStream`, so every
command is covered, not only the ones that print user text today.

>>> for_terminal("Ana\\x1b[2J")
'Ana\\\\x1b[2J'
>>> for_terminal("Zoë\\u200d👨\\tok\\n")
'Zoë\\u200d👨\\tok\\n'
>>> for_terminal("\\ud800 \\u202e")
'\\\\ud800 \\\\u202e'
"""

from __future__ import annotations

import re
from typing import TextIO

# C0 controls but tab and newline, DEL, C1 controls, lone surrogates, and the bidirectional
# overrides/isolates that can make a line read backwards.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


def _escape(m: re.Match) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def for_terminal(text: str) -> str:
    """`text` with every character unsafe for a terminal written as a visible escape."""
    return _UNSAFE.sub(_escape, text)


class SafeStream:
    """A text stream that writes `for_terminal(text)`; characters its encoding lacks become
    escapes instead of a UnicodeEncodeError."""

    def __init__(self, inner: TextIO) -> None:
        self.inner = inner

    def write(self, text: str) -> int:
        safe = for_terminal(text)
        encoding = getattr(self.inner, "encoding", None) or "utf-8"
        try:
            safe.encode(encoding)
        except (UnicodeEncodeError, LookupError):
            safe = safe.encode(encoding if encoding != "unknown" else "ascii", "backslashreplace").decode(
                encoding if encoding != "unknown" else "ascii")
        return self.inner.write(safe)

    def __getattr__(self, name: str):
        return getattr(self.inner, name)
