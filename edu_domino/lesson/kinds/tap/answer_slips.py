"""Two slips of a teacher writing a tap step's `answer`, named with their fix: a decimal comma
(`"0,75"`, as Spain and Brazil write numbers; TOML takes only `0.75`) and milliseconds (`750` for
0.75 s, as a tapping app or a spreadsheet may show them). Each is answered with the teacher's own
taps rewritten in seconds."""

from __future__ import annotations

import re

from edu_domino.i18n import _

DECIMAL_COMMA = re.compile(r"^\s*(-?\d+),(\d+)\s*$")
BARE_COMMA = re.compile(r"(?<![\d.])(\d+),(\d+)")  # `0,75` outside quotes: no space after the comma


def _snippet(seconds: list[float]) -> str:
    return "answer = [" + ", ".join(f"{t:g}" for t in seconds) + "]"


def tap_answer_slip(value: object, onsets: tuple[float, ...], line: str = "") -> tuple[str, str] | None:
    """(what, fix) when `value` is a list of taps with decimal commas or in milliseconds; None
    otherwise. `onsets`: when the rhythm's notes start, in seconds (a tap answer in seconds never
    runs far past the last); `line`: the answer's line as typed, where `[0, 0,75]` shows the comma
    TOML read as a separator (three numbers, 0, 0 and 75, for two notes)."""
    if not isinstance(value, list) or not value or not onsets:
        return None
    typed = BARE_COMMA.search(line.split("#")[0])
    if typed is not None:
        listed = line[line.find("[") + 1:line.rfind("]")] if "[" in line and "]" in line else ""
        fixed = BARE_COMMA.sub(r"\1.\2", listed)
        numbers = [p.strip() for p in fixed.split(",") if p.strip()]
        if len(numbers) == len(onsets) != len(value) and all(re.fullmatch(r"-?\d+(\.\d+)?", p) for p in numbers):
            return (_("{number} is written with a decimal comma; a pack's numbers take a point",
                      number=typed.group(0)), _("write {snippet}", snippet=_snippet([float(p) for p in numbers])))
    commas = [item for item in value if isinstance(item, str) and DECIMAL_COMMA.match(item)]
    if commas:
        seconds: list[float] = []
        for item in value:
            if isinstance(item, str) and DECIMAL_COMMA.match(item):
                seconds.append(float(item.strip().replace(",", ".")))
            elif isinstance(item, int | float) and not isinstance(item, bool):
                seconds.append(float(item))
            else:
                return None
        return (_("{number} is written with a decimal comma; a pack's numbers take a point and no quotes",
                  number=f'"{commas[0]}"'), _("write {snippet}", snippet=_snippet(seconds)))
    if not all(isinstance(item, int | float) and not isinstance(item, bool) for item in value):
        return None
    biggest = max(float(item) for item in value)
    if biggest >= 50 and biggest / 1000 <= 3 * onsets[-1] + 2:  # far too long in seconds; right in ms
        seconds = [float(item) / 1000 for item in value]
        return (_("{number} looks like milliseconds; a tap answer is in seconds ({number} ms = {seconds} s)",
                  number=f"{biggest:g}", seconds=f"{biggest / 1000:g}"), _("write {snippet}", snippet=_snippet(seconds)))
    return None
