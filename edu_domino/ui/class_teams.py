"""The names of a class game's team members, as the teacher types them in New game.

A team of 2 to 5 pupils shares a person's seat, a phone each. The names typed here go to the
class table the way `edu-domino serve --team-phones 0:Ana+Rui` hands them over
(`ClassGameSetup.team_phones`, one list of names per seat), so the join screen, the projector
and every phone of the team say "Rui proposed a move · Ana confirms". A member nobody named is
called after the seat: "Ana (3)".
"""

from __future__ import annotations

from collections.abc import Callable

from edu_domino.classplay.team_hand import MAX_MEMBERS, repeated_name
from edu_domino.ui.i18n import N_

MAX_NAME = 20  # as a player's name in New game
SEPARATORS = (",", "+", ";")  # commas, as a teacher writes a list; "+" as `serve --team-phones` takes them
TOO_MANY = N_("A team of {n}: type at most {n} names, or change “Pupils per seat”.")
TOO_LONG = N_("“{name}” is too long: at most {n} letters.")
TWICE = N_("Two pupils are called {name}: add a letter to tell them apart, e.g. {name} B.")
NO_NAME = N_("Type at least one letter.")


def team_names(seat_name: str, size: int, typed: list[str]) -> list[str]:
    """The `size` members of a seat's team: the typed names first, the rest after the seat
    ("Ana (3)"), each one different (a typed "Ana (3)" moves the unnamed one on to "Ana (4)")."""
    names = list(typed[:size])
    number = len(names)
    while len(names) < size:
        number += 1
        default = f"{seat_name} ({number})"
        if default.casefold() not in (name.casefold() for name in names):
            names.append(default)
    return names


def team_phones(seat_names: list[str], people: list[bool], size: int,
                typed: list[list[str]]) -> dict[int, list[str]]:
    """`ClassGameSetup.team_phones` for teams of `size` on every person's seat ({} for one device each)."""
    if size < 2:
        return {}
    return {seat: team_names(name, size, typed[seat] if seat < len(typed) else [])
            for seat, name in enumerate(seat_names) if people[seat]}


def read_names(text: str, size: int, tr: Callable[..., str]) -> tuple[list[str], str | None]:
    """The names in what the teacher typed ("Ana, Rui, Lia"), or the problem in their words."""
    for separator in SEPARATORS[1:]:
        text = text.replace(separator, SEPARATORS[0])
    names = [" ".join(part.split()) for part in text.split(SEPARATORS[0])]
    names = [name for name in names if name]
    if not names:
        return [], tr(NO_NAME)
    if len(names) > min(size, MAX_MEMBERS):
        return [], tr(TOO_MANY, n=size)
    for name in names:
        if len(name) > MAX_NAME:
            return [], tr(TOO_LONG, name=name, n=MAX_NAME)
    twice = repeated_name(names)
    if twice is not None:
        return [], tr(TWICE, name=twice)
    return names, None


def names_text(names: list[str]) -> str:
    """What the name entry shows again: the names with a comma between them."""
    return ", ".join(names)
