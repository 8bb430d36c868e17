"""Feedback as data: what happened at the table, what it should sound like and what to say.

Nothing here is UI text. A message is a `Say`: an English gettext message id and its fields, which
the screen (or a phone page) translates in its own language; a sound is a `SoundCue`, which the
UI hands to edu_domino.audio (`audio.sounds.request_sound` reads exactly these fields).

>>> Say("{name} passes.", (("name", "Ana"),)).text("es")
'Ana pasa.'
>>> Refusal(Reason.NOT_IN_HAND).say.key
'That tile is not in your hand.'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from edu_domino.engine.events import Drew, Event
from edu_domino.faces import Spelling, half_words, tile_words
from edu_domino.i18n import N_, translate


class Word(str):
    """A field of a message that is itself a message id (e.g. "left"): translated with it."""

    __slots__ = ()


@dataclass(frozen=True)
class Faces:
    """A field of a message naming halves by their faces, in the message's language: a tile as
    "[negra | blanca]" (`faces.tile_words`), an open end as "negra" (`faces.half_words`), never
    by a value the faces hide. `str()` gives the plain notation ("4-2", "4") for logs."""

    halves: tuple[Spelling, ...]
    tile: bool = True  # two halves of one tile; False: one half (an open end)

    def words(self, lang: str, numbers: bool = False) -> str:
        if self.tile:
            return tile_words(self.halves, lang, numbers)
        return " | ".join(half_words(h, lang, numbers) for h in self.halves)

    def __str__(self) -> str:
        return "-".join(str(h.value) for h in self.halves)


@dataclass(frozen=True)
class Say:
    """A message to show: a gettext id (English) and its named fields, in order."""

    key: str
    args: tuple[tuple[str, object], ...] = ()

    @property
    def fields(self) -> dict[str, object]:
        return dict(self.args)

    def text(self, lang: str, numbers: bool = False) -> str:
        """In `lang`; `numbers` (the teacher's "show numbers") adds hidden values to face names."""
        fields = {k: self._field(v, lang, numbers) for k, v in self.args}
        return translate(lang, self.key, **fields)

    @staticmethod
    def _field(value: object, lang: str, numbers: bool) -> object:
        if isinstance(value, Word):
            return translate(lang, value)
        if isinstance(value, Faces):
            return value.words(lang, numbers)
        return value


def say(key: str, **fields: object) -> Say:
    return Say(key, tuple(fields.items()))


class CueKind(StrEnum):
    HALF = "half"  # one half (notes play their rhythm, powers their pitch, ...)
    TILE = "tile"  # two halves, in the order given
    SEQUENCE = "sequence"  # several halves one after another, no gaps (a rhythm a pupil built)
    MATCH = "match"  # halves meeting, then the right (or "try again") cue
    LISTEN = "listen"  # one half as a listening question, led in by a pulse or a reference pitch
    CHEER = "cheer"  # a short happy tune for a celebration; `occasion` says which (right, hand, ...)


@dataclass(frozen=True)
class SoundCue:
    """What a moment should sound like (see CueKind); `spellings` are face spelling keys (e.g.
    "notes:q+e"); tempo in quarter notes per minute. The UI hands it to edu_domino.audio."""

    kind: CueKind
    spellings: tuple[str, ...] = ()
    right: bool | None = None
    tempo: int = 80
    occasion: str = ""  # a CHEER's occasion: "right", "hand", "match" or "lesson"

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", CueKind(self.kind))  # "match" reads as CueKind.MATCH

    @property
    def spelling(self) -> str:
        return self.spellings[0] if self.spellings else ""


@dataclass(frozen=True)
class Happening:
    """One engine event at the table, numbered from 0 for the whole game (the cursor of
    `TableGame.events_since`). `event` is the full event: read it through `for_seat`."""

    index: int
    event: Event
    sound: SoundCue | None = None  # a tile laid: its two halves as shown, the half meeting the line first
    meets: SoundCue | None = None  # a tile laid on an end: that end's half against the half laid
    say: Say | None = None  # a remark for the table (a pass, a draw, a reshuffle)

    def for_seat(self, seat: int | None) -> Happening:
        """As `seat` may see it: another seat's drawn tile is hidden (every one for spectators)."""
        event = self.event
        if isinstance(event, Drew) and event.tile is not None and event.seat != seat:
            return Happening(self.index, Drew(event.seat, None, event.boneyard), self.sound, self.meets, self.say)
        return self


class Reason(StrEnum):
    """Why a move was refused, as a pupil hears it: the engine's reasons (engine.choices.Refused,
    mapped in play.moves) and the table's own (turns, unreadable answers, which end), each worded
    once in REASON_TEXT."""

    GAME_OVER = "game_over"
    ROUND_OVER = "round_over"
    NOT_YOUR_TURN = "not_your_turn"
    UNREADABLE = "unreadable"
    NOT_IN_HAND = "not_in_hand"
    BOTH_ENDS = "both_ends"  # a bare tile that fits two different ends: which one?
    DOES_NOT_FIT = "does_not_fit"  # fits neither end
    WRONG_END = "wrong_end"  # fits, but not on the end asked for
    MUST_PLAY = "must_play"  # drew or passed with a tile that fits
    MUST_DRAW = "must_draw"
    MUST_PASS = "must_pass"


# The default wording of each reason (the lesson's hints); fields as in Refusal.args.
REASON_TEXT: dict[Reason, str] = {
    Reason.GAME_OVER: N_("The game is over."),
    Reason.ROUND_OVER: N_("The round is over."),
    Reason.NOT_YOUR_TURN: N_("Wait for your turn."),
    Reason.UNREADABLE: N_("That answer could not be read."),
    Reason.NOT_IN_HAND: N_("That tile is not in your hand."),
    Reason.BOTH_ENDS: N_("It fits both ends: say which one, left (L) or right (R)."),
    Reason.DOES_NOT_FIT: N_("The open ends show {left} and {right}: a tile fits when one of its halves is worth the same."),
    Reason.WRONG_END: N_("{tile} does not fit the {end} end."),
    Reason.MUST_PLAY: N_("You have a tile that fits: play it."),
    Reason.MUST_DRAW: N_("No tile fits: draw one from the boneyard."),
    Reason.MUST_PASS: N_("No tile fits and you cannot draw: pass."),
}


@dataclass(frozen=True)
class Refusal:
    reason: Reason
    args: tuple[tuple[str, object], ...] = ()  # tile, end, left, right where they apply

    @property
    def say(self) -> Say:
        return Say(REASON_TEXT[self.reason], self.args)

    @property
    def fields(self) -> dict[str, object]:
        return dict(self.args)

    def named(self, tile: Faces | None, ends: tuple[Faces, Faces] | None) -> Refusal:
        """The same refusal with its tile and open ends named by their faces (the table game
        knows the faces; `play.moves` only the values)."""
        swap: dict[str, object] = {}
        if tile is not None:
            swap["tile"] = tile
        if ends is not None:
            swap["left"], swap["right"] = ends
        return Refusal(self.reason, tuple((k, swap.get(k, v)) if k in ("tile", "left", "right") else (k, v)
                                          for k, v in self.args))
