"""A rest counted as 0: the slip of a teacher who reads `rq` as "nothing".

On a rhythm worksheet a quarter rest lasts as long as a quarter note (`notes:q+rq` is worth 4);
only the empty half is worth 0. When a pack's answer is what the halves would be worth with
every rest taken as 0, check-pack says so instead of only giving the right number.
"""

from __future__ import annotations

from collections.abc import Iterable

from edu_domino.faces import NotesSpelling
from edu_domino.i18n import _


def first_rest(items: Iterable[object]) -> NotesSpelling | None:
    """The first notes half (of halves or tiles) holding a rest, or None."""
    for item in items:
        for half in getattr(item, "halves", (item,)):
            if isinstance(half, NotesSpelling) and any(n.rest for n in half.notes):
                return half
    return None


def without_rests(items: Iterable[object]) -> int:
    """What the halves would be worth with every rest taken as 0 (in eighths)."""
    total = 0
    for item in items:
        for half in getattr(item, "halves", (item,)):
            if isinstance(half, NotesSpelling):
                total += int(sum(n.duration for n in half.notes if not n.rest))
            else:
                total += int(getattr(half, "value", 0))
    return total


def rest_reminder(rest_half: NotesSpelling) -> str:
    """"a rest lasts as long as its note (rq is worth 2, as q); a half worth 0 is written empty"."""
    rest = next(n for n in rest_half.notes if n.rest)
    return _("a rest lasts as long as its note ({rest} is worth {worth}, as {note} is); only {empty} is worth 0",
             rest=rest.token, worth=int(rest.duration), note=rest.token.removeprefix("r"), empty='"empty"')


def rests_meant_as_zero(what: str, halves: list, answered: object) -> str:
    """`what`, with the reminder that a rest lasts as long as its note where the answer is what
    the halves would be worth with their rests taken as 0 (match, sum and build steps say it)."""
    rest = first_rest(halves)
    if rest is None or answered != without_rests(halves):
        return what
    return f"{what}: {rest_reminder(rest)}"
