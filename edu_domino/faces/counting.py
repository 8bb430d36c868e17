"""Pips, numerals and powers of two: the spellings that are counted or read rather than heard.

>>> parse_pips("5").positions[-1]
(0.5, 0.5)
>>> parse_powers("2^3").value, parse_powers("8").value, parse_powers("8").style
(3, 3, 'number')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from edu_domino.faces.base import Spelling, SpellingError
from edu_domino.i18n import _
from edu_domino.reading import is_small_number

Point = tuple[float, float]

# Pip centres in a unit square (x right, y down). Up to 9 on a 3 x 3 grid as on double-six and
# double-nine sets; 10 to 12 use three columns of four rows as double-twelve sets do.
_L, _C, _R = 0.2, 0.5, 0.8
_T, _M, _B = 0.2, 0.5, 0.8
_ROWS4 = (0.17, 0.39, 0.61, 0.83)
_COL3 = (0.28, 0.5, 0.72)  # the middle column of 11 sits between the rows of its neighbours

PIP_LAYOUTS: tuple[tuple[Point, ...], ...] = (
    (),
    ((_C, _M),),
    ((_L, _T), (_R, _B)),
    ((_L, _T), (_C, _M), (_R, _B)),
    ((_L, _T), (_R, _T), (_L, _B), (_R, _B)),
    ((_L, _T), (_R, _T), (_L, _B), (_R, _B), (_C, _M)),
    ((_L, _T), (_L, _M), (_L, _B), (_R, _T), (_R, _M), (_R, _B)),
    ((_L, _T), (_L, _M), (_L, _B), (_R, _T), (_R, _M), (_R, _B), (_C, _M)),
    ((_L, _T), (_L, _M), (_L, _B), (_R, _T), (_R, _M), (_R, _B), (_C, _T), (_C, _B)),
    tuple((x, y) for y in (_T, _M, _B) for x in (_L, _C, _R)),
    tuple((x, y) for y in _ROWS4 for x in (_L, _R)) + ((_C, _ROWS4[1]), (_C, _ROWS4[2])),
    tuple((x, y) for y in _ROWS4 for x in (_L, _R)) + tuple((_C, y) for y in _COL3),
    tuple((x, y) for y in _ROWS4 for x in (_L, _C, _R)),
)
MAX_PIPS = len(PIP_LAYOUTS) - 1


@dataclass(frozen=True)
class PipsSpelling(Spelling):
    """Dots in the standard domino pattern; `positions` are centres in a unit square."""

    positions: tuple[Point, ...] = ()


@dataclass(frozen=True)
class NumeralSpelling(Spelling):
    """The value written as a number."""

    @property
    def text(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class PowerSpelling(Spelling):
    """2^k, counted as k: `style` is "superscript" (2 with a raised k) or "number" (2^k written out)."""

    exponent: int = 0
    style: str = "superscript"

    @property
    def number(self) -> int:
        return 2**self.exponent


def _whole_number(face: str, body: str, limit: int, example: str) -> int:
    text = body.strip()
    if not is_small_number(text):  # ASCII digits, a few of them: int() never refuses
        raise SpellingError(_("{key}: write a whole number from 0 to {limit}, e.g. {example}", key=f"{face}:{body}",
                               limit=limit, example=example))
    value = int(text)
    if value > limit:
        raise SpellingError(_("{key}: the largest value is {limit}", key=f"{face}:{body}", limit=limit))
    return value


def parse_pips(body: str, max_value: int = MAX_PIPS) -> PipsSpelling:
    value = _whole_number("pips", body, min(max_value, MAX_PIPS), "pips:5")
    return PipsSpelling(face="pips", value=value, body=str(value), positions=PIP_LAYOUTS[value])


def parse_numerals(body: str, max_value: int = 12) -> NumeralSpelling:
    value = _whole_number("numerals", body, max_value, "numerals:7")
    return NumeralSpelling(face="numerals", value=value, body=str(value))


_POWER = re.compile(r"2\s*(?:\^|\*\*)\s*([0-9]{1,4})$", re.ASCII)


def parse_powers(body: str, max_value: int = 12) -> PowerSpelling:
    """`2^k` (superscript style) or the number 2^k itself; either way the value is k."""
    text = body.strip()
    match = _POWER.match(text)
    if match:
        exponent, style = int(match.group(1)), "superscript"
    elif is_small_number(text, 9) and int(text) > 0 and int(text) & (int(text) - 1) == 0:
        exponent, style = int(text).bit_length() - 1, "number"
    else:
        raise SpellingError(_("{key}: write 2^k (e.g. {example}) or a power of two (1, 2, 4, 8, ... e.g. {other})",
                              key=f"powers:{body}", example="powers:2^3", other="powers:8"))
    if exponent > max_value:
        raise SpellingError(_("{key}: {power} is too large; the largest is {largest}", key=f"powers:{body}",
                              power=f"2^{exponent}", largest=f"2^{max_value} = {2**max_value}"))
    canonical = f"2^{exponent}" if style == "superscript" else str(2**exponent)
    return PowerSpelling(
        face="powers", value=exponent, body=canonical, exponent=exponent, style=style
    )
