"""The words a teacher reads for the values a choice takes (`faces = "pips"` -> "Pips"), shared by
every kind and by the pack's own keys, as LABELS (editor/kinds.py) are for keys: the menus show
words, the file keeps the value. A value with no words here is shown as written."""

from __future__ import annotations

from edu_domino.i18n import N_, translate
from edu_domino.ui.game_setup import PRESET_NAMES

CHOICE_WORDS: dict[str, str] = {
    # faces (the same words as New game's)
    "pips": N_("Pips"), "numerals": N_("Numbers"), "notes": N_("Note values"),
    "notes-rests": N_("Note values and rests"), "powers": N_("Powers of two"),
    # difficulty
    "single": N_("Same picture"), "spellings": N_("Same value, drawn differently"), "sets": N_("Mixed faces"),
    # opponents
    "random": N_("Computer (easy)"), "greedy": N_("Computer (medium)"), "expert": N_("Computer (hard)"),
    # a game's play
    "round": N_("One round"), "match": N_("A whole match, to the target"),
    # a tap's tolerance
    "gentle": N_("Gentle"), "fair": N_("Fair"), "strict": N_("Strict"),
    # what a power of two counts (ask)
    "value": N_("Its exponent, as in the game (2^3 is 3)"), "number": N_("The number written (2^3 is 8)"),
    # the pack's languages
    "es": N_("Spanish"), "pt": N_("Portuguese"), "en": N_("English"),
    **PRESET_NAMES,
}


def choice_words(choices: tuple[str, ...] | list[str], lang: str) -> dict[str, str]:
    """Each value -> its words in `lang` (the value itself when it has none)."""
    return {c: translate(lang, CHOICE_WORDS[c]) if c in CHOICE_WORDS else c for c in choices}
