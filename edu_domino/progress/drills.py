"""Practice items made from the face sets, each rebuilt exactly from its stable key.

Keys (the part after the first `:` is one or more spelling keys, joined by `&`):
  sum:notes:q+e              how many eighths are these notes worth?        (skill "sums")
  sum:notes:q&notes:h.       ... these two halves together?                 (skill "sums")
  equiv:notes:q+e            which of these is worth the same?              (skill "spellings")
  equiv:numerals:5           which notes are worth 5?                       (skill "spellings")
  pow:powers:2^3             what number is 2^3?                            (skill "powers")
  log:powers:8               2 to the power of what is 8?                   (skill "powers")
  listen:notes:q.+e          which one did you hear? (the UI plays it)      (skill "listening")
Choices are shuffled with a generator seeded by the key, so an item looks the same every time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from ..choices import number_line
from ..faces import get_face_set, parse_spelling
from ..faces.base import Spelling
from ..i18n import N_
from .errors import UnknownItem
from .items import (
    CHOICE,
    LISTENING,
    NUMBER,
    POWERS,
    RHYTHM,
    SKILLS,
    SPELLINGS,
    SUMS,
    TAP,
    DrillItem,
)

PROMPTS = {  # gettext message ids, translated by the practice screen
    "sum": N_("How many eighth notes is this worth?"),
    "sum.many": N_("How many eighth notes are these notes worth together?"),  # one half, several notes
    "sum2": N_("How many eighth notes do these two make together?"),
    "equiv": N_("Which one is worth the same?"),
    "pow": N_("What number is this power of two?"),
    "log": N_("Two to the power of what gives this number?"),
    "listen": N_("Listen. Which one did you hear?"),
    "tap": N_("Tap this rhythm: one tap for each note, none for a rest."),
}
_SKILL_OF = {"sum": SUMS, "equiv": SPELLINGS, "pow": POWERS, "log": POWERS, "listen": LISTENING, "tap": RHYTHM}
_CHOICES = 4  # buttons offered for every item


def notes_level(spelling: Spelling) -> int:
    """How hard a notes spelling is to read: 1 one plain note, 2 several plain notes or a rest,
    3 dotted notes, 4 ties or sixteenths; one more for values above 8."""
    notes = getattr(spelling, "notes", ())
    if not notes:
        level = 2 if spelling.kind.rhythm else 1  # a rest or an empty bar is still a rhythm
    elif any(n.tied or n.base == "s" for n in notes):
        level = 4
    elif any(n.dots for n in notes):
        level = 3
    elif len(notes) > 1 or any(n.rest for n in notes):
        level = 2
    else:
        level = 1
    return min(5, level + (spelling.value > 8))


def _power_level(exponent: int) -> int:
    return 1 if exponent <= 3 else 2 if exponent <= 6 else 3 if exponent <= 9 else 4


def _is_exponent_form(spelling: Spelling) -> bool:
    return getattr(spelling, "style", "") == "superscript" or "^" in spelling.body


def _number_choices(key: str, right: int, near: Sequence[int], top: int) -> tuple[str, ...]:
    """The right number and three plausible wrong ones, in rising order (a number line), with the
    right one at a seeded place: first, last or between, never always in the middle."""
    return tuple(str(n) for n in number_line(f"choices:{key}", right, near, top, _CHOICES))


def _sounds(spelling: Spelling) -> tuple[tuple[Fraction, bool], ...]:
    sounds = getattr(spelling, "sounds", None)
    return sounds() if callable(sounds) else ((Fraction(spelling.value), False),)


class Drills:
    """The catalogue of practice items over one notes face set and one powers face set."""

    def __init__(self, notes: str = "notes", powers: str = "powers") -> None:
        self.notes = get_face_set(notes)
        self.powers = get_face_set(powers)
        self._catalogues: dict[str, tuple[DrillItem, ...]] = {}
        self._items: dict[str, DrillItem] = {}
        self._heard: dict[str, tuple[tuple[int, int, bool], ...]] = {}

    def _sound(self, spelling: Spelling) -> tuple[tuple[int, int, bool], ...]:
        """What a spelling sounds like, as plain ints, remembered: comparing Fractions in bulk
        made building the catalogue the slowest part of opening the progress screen."""
        heard = self._heard.get(spelling.key)
        if heard is None:
            heard = tuple((d.numerator, d.denominator, rest) for d, rest in _sounds(spelling))
            self._heard[spelling.key] = heard
        return heard

    # -- looking items up -----------------------------------------------------------------

    def item(self, key: str) -> DrillItem:
        """Rebuild the item from its key; `UnknownItem` if the key does not describe one."""
        cached = self._items.get(key)
        if cached is None:
            cached = self._items[key] = self._build(key)
        return cached

    def _build(self, key: str) -> DrillItem:
        kind, _, rest = key.partition(":")
        try:
            parts = tuple(parse_spelling(k) for k in rest.split("&")) if rest else ()
            builder = {
                "sum": self._sum, "equiv": self._equiv, "pow": self._pow, "log": self._log,
                "listen": self._listen, "tap": self._tap,
            }.get(kind)
            if builder is None or not parts:
                raise ValueError(f"unknown kind {kind!r}; items start with one of {', '.join(_SKILL_OF)}")
            return builder(key, parts)
        except (ValueError, IndexError) as exc:
            raise UnknownItem(f"practice item {key!r}: {exc}") from None

    def skill_of(self, key: str) -> str:
        skill = _SKILL_OF.get(key.partition(":")[0])
        if skill is None:
            raise UnknownItem(f"practice item {key!r}: it does not belong to any of {SKILLS}")
        return skill

    def catalogue(self, skill: str) -> tuple[DrillItem, ...]:
        """Every item of a skill, easiest first (empty for an unknown skill)."""
        if skill not in self._catalogues:
            keys = {SUMS: self._sum_keys, SPELLINGS: self._equiv_keys, POWERS: self._power_keys,
                    LISTENING: self._listen_keys, RHYTHM: self._tap_keys}.get(skill, lambda: [])()
            items = [self.item(k) for k in keys]
            self._catalogues[skill] = tuple(sorted(items, key=lambda i: i.level))
        return self._catalogues[skill]

    # -- the catalogue ----------------------------------------------------------------------

    def _note_spellings(self, lowest: int = 1) -> list[Spelling]:
        return [s for v in range(lowest, self.notes.max_value + 1) for s in self.notes.spellings(v)]

    def _sum_keys(self) -> list[str]:
        keys = [f"sum:{s.key}" for s in self._note_spellings()]
        # Two halves of a tile, in their plain spellings: the "Sumas" game itself.
        plain = [self.notes.spellings(v)[0] for v in range(1, 7)]
        keys += [f"sum:{a.key}&{b.key}" for i, a in enumerate(plain) for b in plain[i:]]
        return keys

    def _equiv_keys(self) -> list[str]:
        keys = [f"equiv:numerals:{v}" for v in range(1, min(8, self.notes.max_value) + 1)]
        keys += [
            f"equiv:{s.key}"
            for v in range(1, self.notes.max_value + 1)
            if len(self.notes.spellings(v)) > 1
            for s in self.notes.spellings(v)
        ]
        return keys

    def _power_keys(self) -> list[str]:
        keys = []
        for v in range(self.powers.max_value + 1):
            for s in self.powers.spellings(v):
                keys.append(f"{'pow' if _is_exponent_form(s) else 'log'}:{s.key}")
        return keys

    def _listen_keys(self) -> list[str]:
        return [f"listen:{s.key}" for s in self._note_spellings()]

    def _tap_keys(self) -> list[str]:
        # Two sounding notes at least: one tap alone is always right (only the gaps are judged).
        return [f"tap:{s.key}" for s in self._note_spellings() if sum(not r for _, r in _sounds(s)) >= 2]

    # -- builders ---------------------------------------------------------------------------

    def _sum(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        if len(parts) > 2 or not all(p.kind.rhythm for p in parts):
            raise ValueError("a sum is one or two notes spellings, e.g. sum:notes:q&notes:e")
        total = sum(p.value for p in parts)
        level = 4 if len(parts) == 2 else notes_level(parts[0])
        return DrillItem(
            key=key, skill=SUMS, level=level, kind=NUMBER,
            prompt=PROMPTS["sum2" if len(parts) == 2 else "sum.many" if len(getattr(parts[0], "notes", ())) > 1
                           else "sum"], expected=str(total),
            shows=tuple(p.key for p in parts),
            choices=_number_choices(key, total, [total - 1, total + 1, total - 2, total + 2,
                                                 *(p.value for p in parts)], 24),
        )

    def _equiv(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        (shown,) = parts
        same = [s for s in self.notes.spellings(shown.value) if s.key != shown.key]
        if not same:
            raise ValueError(f"{shown.key} has no other notes spelling worth {shown.value}")
        rng = random.Random(f"choices:{key}")
        if shown.kind.rhythm:
            right = rng.choice(same)
            level = max(notes_level(shown), notes_level(right))
        else:  # a number to find in notes: the easiest spellings, to meet the notes first
            right = min(same, key=notes_level)
            level = notes_level(right)
        # Harder items offer wrong answers closer in value: the pupil must really add them up.
        spread = 3 if level <= 2 else 1
        others = [v for v in range(1, self.notes.max_value + 1)
                  if v != shown.value and abs(v - shown.value) <= spread + 2]
        rng.shuffle(others)
        pick = rng.choice if shown.kind.rhythm else (lambda ss: min(ss, key=notes_level))
        wrong = [pick(self.notes.spellings(v)) for v in others[: _CHOICES - 1]]
        choices = [right, *wrong]
        rng.shuffle(choices)
        return DrillItem(
            key=key, skill=SPELLINGS, level=level, kind=CHOICE, prompt=PROMPTS["equiv"],
            expected=right.key, shows=(shown.key,), choices=tuple(c.key for c in choices),
            also_right=tuple(s.key for s in same if s.key != right.key),
        )

    def _pow(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        (shown,) = parts
        if not shown.kind.written_differently:
            raise ValueError("a power item shows a powers spelling, e.g. pow:powers:2^3")
        k = shown.value
        return DrillItem(
            key=key, skill=POWERS, level=_power_level(k), kind=NUMBER, prompt=PROMPTS["pow"],
            expected=str(shown.kind.reads_as_number(k)), shows=(shown.key,),
            choices=_number_choices(key, 2**k, [2 * k, k * k, 2 ** (k + 1), 2 ** max(0, k - 1), k],
                                    2 ** (self.powers.max_value + 1)),
        )

    def _log(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        (shown,) = parts
        if not shown.kind.written_differently:
            raise ValueError("a power item shows a powers spelling, e.g. log:powers:8")
        k = shown.value
        return DrillItem(
            key=key, skill=POWERS, level=min(5, _power_level(k) + 1), kind=NUMBER,
            prompt=PROMPTS["log"], expected=str(k), shows=(shown.key,),
            choices=_number_choices(key, k, [k - 1, k + 1, k + 2, 2**k // 2 if k > 2 else k + 3],
                                    self.powers.max_value),
        )

    def _listen(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        (played,) = parts
        if not played.kind.rhythm or all(n.rest for n in getattr(played, "notes", ())):
            raise ValueError("a listening item plays a sounding notes spelling, e.g. listen:notes:q+e")
        rng = random.Random(f"choices:{key}")
        level = notes_level(played)
        heard = self._sound(played)
        # Early on the wrong choices differ in length; later they may be the same length in a
        # different rhythm, so the pupil must listen to the rhythm, not just the duration.
        pool = [s for s in self._note_spellings() if self._sound(s) != heard
                and (level >= 3 or s.value != played.value) and abs(s.value - played.value) <= 4]
        rng.shuffle(pool)
        wrong: list[Spelling] = []
        for s in pool:
            if all(self._sound(s) != self._sound(w) for w in wrong):
                wrong.append(s)
            if len(wrong) == _CHOICES - 1:
                break
        choices = [played, *wrong]
        rng.shuffle(choices)
        same_sound = [s.key for s in self._note_spellings()
                      if self._sound(s) == heard and s.key != played.key]
        return DrillItem(
            key=key, skill=LISTENING, level=level, kind=CHOICE, prompt=PROMPTS["listen"],
            expected=played.key, play=played.key, choices=tuple(c.key for c in choices),
            also_right=tuple(same_sound),
        )


    def _tap(self, key: str, parts: tuple[Spelling, ...]) -> DrillItem:
        (rhythm,) = parts
        if not rhythm.kind.rhythm or not _sounding(rhythm):
            raise ValueError("a tap item is a notes spelling with at least one note, e.g. tap:notes:q+e+e")
        return DrillItem(key=key, skill=RHYTHM, level=notes_level(rhythm), kind=TAP, prompt=PROMPTS["tap"],
                         expected=rhythm.key, shows=(rhythm.key,), play=rhythm.key)


def _sounding(spelling: Spelling) -> bool:
    """At least one note that sounds (a rhythm of rests only has nothing to tap)."""
    return any(not rest for _, rest in _sounds(spelling))


@lru_cache(maxsize=4)
def default_drills(notes: str = "notes", powers: str = "powers") -> Drills:
    """The shared catalogue (built on first use, then cached)."""
    return Drills(notes, powers)
