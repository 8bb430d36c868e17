"""Text in several languages: a pack's own texts, and the runner's default prompts and hints.

Fallback order for a language: the one asked for, then en, es, pt, then the first one present.
The runner's own strings are named here by key and translated through the gettext catalogs, like
every message of the app (edu_domino.i18n: pure, no UI needed).

>>> Text.of({"es": "Hola", "pt": "Olá"}).get("en")
'Hola'
>>> say("yes", "pt")
'sim'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from edu_domino.i18n import N_, translate

LANGUAGES: tuple[str, ...] = ("es", "pt", "en")
FALLBACK: tuple[str, ...] = ("en", "es", "pt")


@dataclass(frozen=True)
class Text:
    """One text in one or more languages, as (language, text) pairs in the order written."""

    items: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, mapping: Mapping[str, str]) -> Text:
        return cls(tuple((k, v) for k, v in mapping.items()))

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.items)

    def language_for(self, lang: str) -> str:
        """The language actually shown to a pupil who asks for `lang` ("" when there is no text)."""
        table = dict(self.items)
        for code in (lang, *FALLBACK):
            if code in table:
                return code
        return self.items[0][0] if self.items else ""

    def get(self, lang: str) -> str:
        return dict(self.items).get(self.language_for(lang), "")


# The runner's own strings: key -> English message id, translated through the gettext catalogs
# like every other message (edu_domino/locale). Templates use str.format fields.
PHRASES: dict[str, str] = {
    "prompt.match": N_("Which tiles match this half? Choose every one that does."),
    "prompt.sum.notes": N_("How many eighth notes is this worth?"),
    "prompt.sum.value": N_("What is this worth?"),
    "prompt.sum.number": N_("What number is this?"),
    "prompt.sum.notes.many": N_("How many eighth notes are these notes worth together?"),
    "prompt.sum.value.many": N_("What are these worth together?"),
    "prompt.sum.number.many": N_("What number do these make together?"),
    "prompt.sum.yesno": N_("Do these add up to {target}?"),
    "prompt.build.notes": N_("Choose notes that add up to {target} eighth notes."),
    "prompt.build": N_("Choose halves that add up to {target}."),
    "prompt.listen": N_("Listen. Which one did you hear?"),
    "prompt.chain": N_("Play a tile from your hand that fits the line."),
    "prompt.game": N_("Play the game: join each tile to an open end worth the same."),
    "hint.match": N_("This half is worth {value}. Look for the tiles with a half worth {value}."),
    "hint.match.faces": N_("Look for the tiles with a half worth as much as this one: {half}."),
    "answer.chain.left": N_("{tile} on the left end"),
    "answer.chain.right": N_("{tile} on the right end"),
    "hint.face.powers_number": N_("Multiply as many twos as the exponent says: 2³ = 2 × 2 × 2 = 8."),
    "hint.build.too_many": N_("Use at most {most}."),
    "hint.listen.pitch": N_("Listen again: the higher the sound, the bigger the power."),
    "hint.build": N_("Yours add up to {got}; you need {target}."),
    "hint.listen": N_("Listen again and count the sounds: you heard {count}."),
    "hint.listen.length": N_("Listen again: is the sound short or long?"),
    "right.build.notes": N_("{given}: together they last as long as {target} eighth notes."),
    "right.build.one_note": N_("{given}: together they last as long as one {note}."),
    "right.build": N_("{given} make {target}."),
    "hint.chain": N_("The open ends show {left} and {right}: a tile fits when one of its halves is worth the same."),
    "hint.both_ends": N_("It fits both ends: say which one, left (L) or right (R)."),
    "hint.not_in_hand": N_("That tile is not in your hand."),
    "hint.must_play": N_("You have a tile that fits: play it."),
    "hint.draw": N_("No tile fits: draw one from the boneyard."),
    "hint.pass": N_("No tile fits and you cannot draw: pass."),
    "hint.wait": N_("Wait for your turn."),
    "hint.unreadable": N_("That answer could not be read."),
    "yes": N_("yes"),
    "no": N_("no"),
}

def say(key: str, lang: str, **fields: object) -> str:
    """A runner string in `lang` (English where a catalog lacks it), its fields filled in."""
    return translate(lang, PHRASES[key], **fields)
