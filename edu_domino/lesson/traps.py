"""The common slips of a teacher writing a pack, recognised and named with their fix.

Python's TOML reader says "Invalid value" for curly quotes and reports a missing `]` on the line
after it; a word processor leaves non-breaking spaces; a teacher writes `negra` or `semínima` for
a quarter note, or `2^2` in a notes pack. Each is turned here into what it is and how to fix it,
in the teacher's language (the TOML reader's own words are translated too).
"""

from __future__ import annotations

import re
import unicodedata

from edu_domino.faces import get_face_set
from edu_domino.i18n import N_, _

CURLY_QUOTES = "“”„‟«»‘’‚‛"
NBSP = ("\u00a0", "\u202f", "\u2007")  # no-break space, narrow no-break space, figure space

# What Python's TOML reader says, translated (the start of its message; the rest is kept).
TOML_DETAILS: dict[str, str] = {
    "Invalid value": N_("a value that is not TOML (text needs straight quotes, lists brackets)"),
    "Invalid statement": N_("a line that is neither `key = value` nor a [table]"),
    "Unclosed array": N_("a list `[` without its `]`"),
    "Unclosed inline table": N_("a table `{{` without its `}}`"),
    "Unterminated string": N_("a text without its closing quote"),
    "Illegal character": N_("a text without its closing quote before the end of the line"),
    "Expected '=' after a key in a key/value pair": N_("a key without `=` after it"),
    "Expected ']' at the end of a table declaration": N_("a [table] name without its closing `]`"),
    "Expected ']]' at the end of an array declaration": N_("a [[steps]] line without its closing `]]`"),
    "Cannot overwrite a value": N_("a value given twice"),
    "Cannot declare": N_("a table given twice"),
    "Invalid initial character for a key part": N_("a key that starts with a character keys cannot have"),
    "Expected newline or end of document after a statement": N_("something after the value on the same line"),
    "Unescaped '\\' in a string": N_("a backslash \\ in a text (write \\\\ or use single quotes)"),
    "Found invalid character": N_("a character TOML does not allow here"),
}


def translated_detail(detail: str) -> str:
    for start, message in TOML_DETAILS.items():
        if detail.startswith(start):
            return _(message)
    return detail


def unclosed(line: str) -> list[str]:
    """The `[` and `{` a line leaves open, outside quoted text and comments, innermost last."""
    stack: list[str] = []
    quote = ""
    for ch in line:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == "#":
            break
        elif ch in "[{":
            stack.append(ch)
        elif ch in "]}" and stack:
            stack.pop()
    return stack


def toml_trap(text: str, detail: str, line: int) -> tuple[int, str, str] | None:
    """(line, what, fix) for a TOML error that is one of the common slips; None otherwise."""
    lines = text.splitlines()
    here = lines[line - 1] if 0 < line <= len(lines) else ""
    curly = [c for c in here if c in CURLY_QUOTES]
    if curly:
        return line, _("curly quotes {quotes} on this line", quotes=" ".join(dict.fromkeys(curly))), _(
            "write straight quotes: {example} (turn off \"smart quotes\" in your editor)", example='"q"')
    if any(c in here for c in NBSP):
        return line, _("a non-breaking space on this line (word processors put them in)"), _(
            "delete the space and type a normal one")
    if "\\" in here and detail.startswith(("Invalid hex value", "Unescaped '\\'")):
        return line, *backslash_problem(quoted_backslash(here))
    if detail.startswith("Cannot declare") and here.strip().startswith("[") and not here.strip().startswith("[["):
        table = here.strip().split("]")[0].lstrip("[").strip()
        if table == "steps":
            return line, *single_steps_table()
    if detail.startswith(("Unclosed array", "Unclosed inline table", "Invalid statement", "Invalid value")):
        # The reader notices a missing `]` only on the next line: point at the line that opened it.
        here_open = unclosed(here) if detail.startswith("Unclosed") else []
        if here_open:  # an inline table or list that had to end on its own line
            return line, *_missing(here_open[-1])
        previous = next((n for n in range(line - 1, 0, -1)
                         if lines[n - 1].strip() and not lines[n - 1].strip().startswith("#")), None)
        before = lines[previous - 1].split("#")[0].rstrip() if previous else ""
        opened = unclosed(before)
        # `choices = [` (or a line ending in a comma) opens a list written over several lines
        if previous is not None and opened and not before.endswith(("[", "{", ",")):
            return previous, *_missing(opened[-1])
    return None


def single_steps_table() -> tuple[str, str]:
    """(what, fix) for `[steps]` written with one pair of brackets."""
    return (_("{table} has one pair of brackets, so it is one table, not a list of steps", table="`[steps]`"),
            _("begin every step with {snippet}, two pairs of brackets", snippet="`[[steps]]`"))


def quoted_backslash(line: str) -> str:
    """The double-quoted text holding a \\ on `line` (a Windows path, most likely)."""
    found = re.search(r'"([^"]*\\[^"]*)"', line)
    return found.group(1) if found else "imagenes\\figuras.png"


def backslash_problem(written: str) -> tuple[str, str]:
    """(what, fix) for a Windows path in double quotes: TOML reads each \\ as an escape code
    (`\\f` a form feed, `\\U` the start of a character number) and stops or keeps a control
    character."""
    return (_("in double quotes a \\ starts an escape code (like \\n), so {text} cannot be read", text=f'"{written}"'),
            _("write the path with / ({slashes}), or put it in single quotes ({single})",
              slashes=f'"{written.replace(chr(92), "/")}"', single=f"'{written}'"))


def _missing(opener: str) -> tuple[str, str]:
    closer = "]" if opener == "[" else "}"
    return (_("`{closer}` is missing at the end of this line", closer=closer),
            _("close every `[` with `]` and every `{{` with `}}`"))


# Note names as teachers write them -> the spelling letter (docs/faces.md).
NOTE_NAMES: dict[str, str] = {
    "redonda": "w", "semibreve": "w", "whole": "w",
    "blanca": "h", "minima": "h", "half": "h",
    "negra": "q", "seminima": "q", "quarter": "q", "crotchet": "q",
    "corchea": "e", "colcheia": "e", "eighth": "e", "quaver": "e",
    "semicorchea": "s", "semicolcheia": "s", "sixteenth": "s",
}
DOT_WORDS = ("con puntillo", "com ponto", "pontuada", "pontuado", "dotted")


def _plain(word: str) -> str:
    """Lowercase without accents: `Semínima` -> `seminima`."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def note_name_spelling(value: str) -> str | None:
    """The spelling a teacher meant by note names: `negra` -> `q`, `negra con puntillo + corchea`
    -> `q.+e`, `semínima pontuada` -> `q.`; None when `value` is not written in note names."""
    parts = []
    for part in re.split(r"\s*\+\s*|\s+y\s+|\s+e\s+|\s+and\s+", _plain(value.strip())):
        dotted = any(w in part for w in DOT_WORDS)
        for w in DOT_WORDS:
            part = part.replace(w, "")
        name = part.strip().rstrip("s") if part.strip() not in NOTE_NAMES else part.strip()
        letter = NOTE_NAMES.get(name) or NOTE_NAMES.get(part.strip())
        if letter is None:
            return None
        parts.append(letter + ("." if dotted else ""))
    return "+".join(parts) if parts else None


POWER = re.compile(r"^\s*2\s*\^\s*\d+\s*$")


def spelling_trap(value: str, faces: str) -> tuple[str, str] | None:
    """(what, fix) for a half that is a common slip: note names, a power in a notes pack, a
    non-breaking space or curly quotes inside the quotes; None otherwise."""
    if any(c in value for c in NBSP):
        return (_("\"{value}\" holds a non-breaking space", value=value),
                _("write it without spaces, like {example}", example='"q+e"'))
    if any(c in value for c in CURLY_QUOTES):
        return (_("{value} holds curly quotes", value=value), _("write straight quotes only around it: {example}",
                                                                   example='"q"'))
    spelling = note_name_spelling(value)
    if spelling is not None:
        return (_("{value!r} is a note name, not a spelling", value=value),
                _("write {snippet} (w whole, h half, q quarter, e eighth, s sixteenth; a dot after the letter)",
                  snippet=f'"{spelling}"' if _kind(faces, "rhythm") else f'"notes:{spelling}"'))
    if not _kind(faces, "written_differently") and POWER.match(value):
        return (_("{value!r} is a power of two, but this pack's faces are {faces}", value=value, faces=faces),
                _("write {snippet}, or set {other} at the top of the pack",
                  snippet=f'"powers:{value.replace(" ", "")}"', other='faces = "powers"'))
    return None


def _kind(faces: str, answer: str) -> bool:
    """What the pack's face kind answers (`rhythm`, `written_differently`); False for a face set
    that does not exist (reported on its own)."""
    try:
        return bool(getattr(get_face_set(faces).face_kind, answer))
    except ValueError:
        return False


# A choice a teacher writes in their own language (`tolerance = "facil"`), by key: the word
# without accents, in lowercase -> the English name the pack takes.
CHOICE_WORDS: dict[str, dict[str, str]] = {
    "tolerance": {
        "facil": "gentle", "easy": "gentle", "suave": "gentle", "tolerante": "gentle", "flexible": "gentle",
        "flexivel": "gentle", "amplia": "gentle", "amplio": "gentle", "principiante": "gentle", "iniciante": "gentle",
        "normal": "fair", "medio": "fair", "media": "fair", "justo": "fair", "justa": "fair", "medium": "fair",
        "estricto": "strict", "estricta": "strict", "estrito": "strict", "estrita": "strict", "dificil": "strict",
        "hard": "strict", "exigente": "strict", "rigido": "strict", "rigida": "strict",
    },
    "faces": {
        "figuras": "notes", "notas": "notes", "musica": "notes", "potencias": "powers", "puntos": "pips",
        "pontos": "pips", "numeros": "numerals", "cifras": "numerals", "algarismos": "numerals",
    },
}


def meant_choice(key: str, written: str) -> str | None:
    """The pack's own name for a choice written in the teacher's words: "facil" -> "gentle"."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", written.strip().lower()) if not unicodedata.combining(c))
    return CHOICE_WORDS.get(key, {}).get(plain)
