"""What a half sounds like to a listener, so a listen step never asks to tell apart what no ear
can: a rest at the end of a rhythm is not heard (nothing follows it), rests one after another
are one silence, and a tied note is one long note. A rest at the start is heard: a listening
rhythm comes after a bar of pulse, so it starts late.

>>> heard(parse_spelling("notes:q+rq")) == heard(parse_spelling("notes:q"))
True
>>> why_same(parse_spelling("notes:q+rq"), parse_spelling("notes:q"))
'trailing rest'
"""

from __future__ import annotations

from fractions import Fraction

from edu_domino.faces import Spelling, parse_spelling  # noqa: F401  (the doctest reads spellings)
from edu_domino.i18n import N_, _

WHY_SAME = {
    "silence": N_("both are rests only, so both are silence"),
    "tie": N_("a tied note sounds as one long note"),
    "rests in a row": N_("rests one after another sound as one silence"),
    "trailing rest": N_("a rest at the end is not heard"),
    "same pitch": N_("they have the same pitch"),
}

Sounds = tuple[tuple[Fraction, bool], ...]


def _merge_rests(sounds: Sounds) -> Sounds:
    out: list[tuple[Fraction, bool]] = []
    for length, rest in sounds:
        if rest and out and out[-1][1]:
            out[-1] = (out[-1][0] + length, True)
        else:
            out.append((length, rest))
    return tuple(out)


def _drop_trailing_rests(sounds: Sounds) -> Sounds:
    end = len(sounds)
    while end and sounds[end - 1][1]:
        end -= 1
    return sounds[:end]


def heard(sp: Spelling) -> tuple:
    """Equal for two halves exactly when a listener cannot tell them apart."""
    if sp.kind.rhythm:
        sounds: Sounds = sp.sounds()  # type: ignore[attr-defined]  # ties already one sound
        return (sp.kind.sound, _drop_trailing_rests(_merge_rests(sounds)))
    # A pitch: one scale step per value, for pips, numerals and powers alike (2^k counts k).
    return (sp.kind.sound, sp.value)


def silent(sp: Spelling) -> bool:
    """A rhythm of rests only: nothing is heard."""
    return bool(sp.kind.rhythm) and not heard(sp)[1]


def why_same(a: Spelling, b: Spelling) -> str:
    """For two halves that sound the same, the reason: a key of `WHY_SAME`."""
    if not a.kind.rhythm:
        return "same pitch"
    if silent(a) and silent(b):
        return "silence"
    first, second = a.sounds(), b.sounds()  # type: ignore[attr-defined]
    if first == second:
        return "tie"
    if _merge_rests(first) == _merge_rests(second):
        return "rests in a row"
    return "trailing rest"


Problem = tuple[tuple, str, str]  # (where under the step, what is wrong, the fix)


def listen_problems(play: Spelling, choices: tuple[Spelling, ...], written: list) -> list[Problem]:
    """What makes a listen step unfair to the ear: a rhythm of rests only to hear, or two choices
    that sound the same (the pupil could only guess which of them the pack marks right).
    `written` holds the choices as the pack writes them, for the messages."""
    problems: list[Problem] = []
    if silent(play):
        problems.append((("play",), _("{half} is all rests: the pupil would hear only silence", half=play.body),
                         _("write at least one note, like {snippet}", snippet='play = "q+rq"')))
    for j, later in enumerate(choices):
        for i in range(j):
            if choices[i].key != later.key and heard(choices[i]) == heard(later):
                problems.append((("choices", j), _("{a} and {b} sound the same: {why}", a=written[i], b=written[j],
                                                   why=_(WHY_SAME[why_same(choices[i], later)])),
                                 _("keep one of them, or change {b} so that it sounds different", b=written[j])))
                break
    return problems
