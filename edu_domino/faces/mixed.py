"""Which spelling each half of each tile shows, chosen reproducibly from the game's seed.

Difficulty:
- `single`: every half shows its value's plain spelling in the chosen face set.
- `spellings`: halves use all the chosen set's spellings (q. beside q+e beside e+e+e).
- `sets`: halves mix face sets too (pips beside notes beside powers).

The choice is a deal, not a dice roll per half: for each value, the halves that carry it across a
double-twelve set are put in a seeded order and handed the spellings in turn, so every spelling is
used about equally and the two halves of a double always differ. Only the value decides play; the
spelling is what the pupil has to see through.

>>> opts = FaceOptions("notes", "spellings")
>>> spelling_for_half(opts, 7, (5, 3), 0) == spelling_for_half(opts, 7, (3, 5), 1)
True
>>> spelling_for_half(opts, 7, (5, 3), 0).value
5
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from edu_domino.faces.base import Spelling
from edu_domino.faces.registry import FaceSet, get_face_set

DIFFICULTIES: tuple[str, ...] = ("single", "spellings", "sets")
# The sets that take turns in `sets` difficulty, after the chosen set itself (numerals never
# meet powers: see FaceOptions.pool).
MIXED_POOL: tuple[str, ...] = ("pips", "notes", "powers")


@dataclass(frozen=True)
class FaceOptions:
    """The face part of a game's options: which face set, and how much the halves vary."""

    face_set: str = "pips"
    difficulty: str = "single"
    # The spellings a game may show, by key (a lesson pack's `spellings`, e.g. what pupils have
    # met by its level); None: all. A value none of them spells shows its plain spelling.
    allowed: frozenset[str] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        get_face_set(self.face_set)  # raises with a "did you mean" hint
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(
                f"{self.difficulty!r} is not a difficulty; choose one of {', '.join(DIFFICULTIES)}"
            )

    @property
    def pool(self) -> tuple[FaceSet, ...]:
        """The face sets halves are drawn from, the chosen one first."""
        if self.difficulty != "sets":
            return (get_face_set(self.face_set),)
        names = [self.face_set, *(n for n in MIXED_POOL if n != self.face_set)]
        if get_face_set(self.face_set).face_kind.digits:
            # A written "8" would be 8 as a numeral but 3 as a power of two: never side by side.
            names = [n for n in names if not get_face_set(n).face_kind.written_differently]
        return tuple(get_face_set(n) for n in names)

    @property
    def shows_values(self) -> bool:
        """Every half of the game tells its value at a glance (see FaceKind.shows_value)."""
        return all(fs.face_kind.shows_value for fs in self.pool)

    @property
    def max_value(self) -> int:
        """The largest value every set in the pool can show (12 for the built-in sets)."""
        return min(fs.max_value for fs in self.pool)

    def shown_spellings(self, top: int | None = None) -> tuple[Spelling, ...]:
        """Every spelling a half can show in a game with these options, values 0 to `top` (the
        set's double; all the pool can show when None)."""
        top = self.max_value if top is None else min(top, self.max_value)
        if self.difficulty == "single":
            return tuple(self.offered(self.pool[0], v)[0] for v in range(top + 1))
        return tuple(s for fs in self.pool for v in range(top + 1) for s in self.offered(fs, v))

    def offered(self, face_set: FaceSet, value: int) -> tuple[Spelling, ...]:
        """The spellings of `value` a half of `face_set` may show in this game (in `single`
        difficulty the first of them is the one shown)."""
        choices = face_set.spellings(value) if self.difficulty == "single" else _unambiguous(face_set, self.pool, value)
        if self.allowed is None:
            return choices
        return tuple(s for s in choices if s.key in self.allowed) or face_set.spellings(value)[:1]


# What a settings screen or the gallery offers: the face sets, plus "mixed" (face sets mixed).
FACE_CHOICES: tuple[str, ...] = ("pips", "numerals", "notes", "notes-rests", "powers", "mixed")
_DEFAULT_DIFFICULTY = {"notes": "spellings", "notes-rests": "spellings", "powers": "spellings", "mixed": "sets"}


def face_options(choice: str, difficulty: str | None = None) -> FaceOptions:
    """FaceOptions from a user's choice: a face set name or "mixed".

    Without a difficulty, notes and powers mix their spellings (the point of those sets), pips and
    numerals keep one, and "mixed" mixes face sets.

    >>> face_options("mixed")
    FaceOptions(face_set='pips', difficulty='sets')
    """
    chosen = difficulty or _DEFAULT_DIFFICULTY.get(choice, "single")
    if choice == "mixed":
        if chosen != "sets":
            raise ValueError(f"'mixed' mixes face sets, so its difficulty is 'sets', not {chosen!r}")
        return FaceOptions("pips", "sets")
    return FaceOptions(choice, chosen)


@lru_cache(maxsize=4096)
def _order(seed: str, value: int, top: int) -> tuple[tuple[int, int], ...]:
    """The halves showing `value` across double-`top`, as (other half, which) in a seeded order.

    The double's two halves stay next to each other so they get different spellings.
    """
    rng = random.Random(f"edu-domino/faces/{seed}/{value}")
    others = list(range(top + 1))
    rng.shuffle(others)
    slots: list[tuple[int, int]] = []
    for other in others:
        slots.extend([(other, 0), (other, 1)] if other == value else [(other, 0)])
    start = rng.randrange(len(slots))
    return tuple(slots[start:] + slots[:start])


def _slot(tile: Sequence[int], half: int) -> tuple[int, int, int]:
    """(value, other half, which) for a half, the same however the tile is turned."""
    if half not in (0, 1):
        raise ValueError(f"half must be 0 or 1, not {half!r}")
    if len(tile) != 2:
        raise ValueError(f"a tile has two halves, not {tile!r}")
    value, other = int(tile[half]), int(tile[1 - half])
    which = half if value == other else 0
    return value, other, which


def spelling_for_half(options: FaceOptions, seed: int | str, tile: Sequence[int], half: int) -> Spelling:
    """The spelling shown on `tile[half]` in a game with this seed.

    `tile` is any (a, b) pair (an engine `Tile` or a plain tuple) and `half` indexes it, so the
    same half keeps its picture when the tile is turned round: (5, 3) half 0 == (3, 5) half 1.
    """
    value, other, which = _slot(tile, half)
    pool = options.pool
    top = options.max_value
    if not 0 <= value <= top or not 0 <= other <= top:
        raise ValueError(
            f"{tile[0]}-{tile[1]} has no faces in {options.face_set!r} (values 0 to {top}); "
            f"use a set up to double-{top}"
        )
    if options.difficulty == "single":
        return options.offered(pool[0], value)[0]
    turn = _order(str(seed), value, top).index((other, which))
    face_set = pool[turn % len(pool)]
    choices = options.offered(face_set, value)
    return choices[(turn // len(pool)) % len(choices)]


def _unambiguous(face_set: FaceSet, pool: tuple[FaceSet, ...], value: int) -> tuple[Spelling, ...]:
    """The spellings of `value` that cannot be misread beside the pool's other sets.

    A power written as its number ("8", worth 3) would stand beside eight pips or a whole note
    (worth 8): one number, two meanings. So where powers share a game with other sets they are
    written with their exponent (2³) only; alone, both styles are fair.
    """
    choices = face_set.spellings(value)
    if len(pool) > 1:
        plain = tuple(s for s in choices if getattr(s, "style", "superscript") != "number")
        return plain or choices
    return choices


def tile_spellings(options: FaceOptions, seed: int | str, tile: Sequence[int]) -> tuple[Spelling, Spelling]:
    """Both halves of a tile, in the tile's own order."""
    return spelling_for_half(options, seed, tile, 0), spelling_for_half(options, seed, tile, 1)
