"""A practice drill (`edu_domino.progress.drills`) as the own-pace page draws it, and its verdict.

The page (`static/ownpace.js`) already draws a lesson step's forms; a drill is sent in the same
forms, so it needs no page of its own: a number question as number buttons (`choice`), a
"which one" question as picture buttons (`faces`), a rhythm to tap back as the tap pad (`tap`).
The pictures are the projector painter's (`/face/KEY.png`, painted before the server starts:
`practice_face_keys`). Never the right answer before it is given: a listening item is only heard.
"""

from __future__ import annotations

from collections.abc import Iterable

from edu_domino.classplay.step_json import sound_json
from edu_domino.faces import half_words, parse_spelling
from edu_domino.i18n import N_, translate
from edu_domino.lesson.sounds import cue, half, listen, sequence
from edu_domino.progress.drills import Drills
from edu_domino.progress.items import CHOICE, SKILL_TITLES, TAP, DrillItem, read_taps, tap_verdict
from edu_domino.progress.next_practice import NextPractice

PRACTISE_NEXT = N_("Practise next: {topic}")
START_NEXT = N_("Start: {topic}")


def topic_name(skill: str, lang: str) -> str:
    """A skill as the app's practice names it ("Note sums"), translated."""
    return translate(lang, SKILL_TITLES.get(skill, skill))


def next_json(suggested: NextPractice | None, lang: str) -> dict | None:
    """What to practise next, as the end of a sitting says it: the topic, why (the pupil's own
    figures), and the words of the one button that starts it (none when all is mastered)."""
    if suggested is None:
        return None
    why = translate(lang, suggested.why, **suggested.fields)
    if suggested.skill is None:
        return {"skill": None, "topic": "", "heading": why, "why": "", "start": ""}
    topic = topic_name(suggested.skill, lang)
    return {"skill": suggested.skill, "topic": topic, "heading": translate(lang, PRACTISE_NEXT, topic=topic),
            "why": why, "start": translate(lang, START_NEXT, topic=topic)}


def _shown(key: str, lang: str) -> dict:
    words = half_words(parse_spelling(key), lang)
    return {"faces": [key], "words": [words], "name": words}


def drill_step_json(item: DrillItem, number: int, lang: str) -> dict:
    """The question on screen: `id` is its place in the sitting ("q3"), the same item asked again
    later being another question."""
    out: dict[str, object] = {"id": f"q{number}", "kind": item.skill,
                              "prompt": translate(lang, item.prompt, **item.prompt_args)}
    if item.kind == TAP:
        beat = 60.0 / item.tempo
        notes = sum(not rest for _, rest in parse_spelling(item.expected).sounds())  # type: ignore[attr-defined]
        out.update(answer="tap", show=[_shown(k, lang) for k in item.shows], beat=beat, metronome=True, notes=notes)
    elif item.kind == CHOICE:
        out.update(answer="faces", show=[_shown(k, lang) for k in item.shows],
                   choices=[{"value": c, **_shown(c, lang)} for c in item.choices])
    else:  # a number: its buttons (typing a digit on a keyboard is a button's shortcut there)
        out.update(answer="choice", show=[_shown(k, lang) for k in item.shows],
                   choices=[{"value": c, "label": c} for c in item.choices])
    out["sound"] = sound_json([listen(item.play, item.tempo)] if item.play and item.kind != TAP else
                              [sequence(item.shows, item.tempo)] if item.kind == TAP else [])
    out["autoplay"] = bool(item.play) and item.kind != TAP
    return out


def given_words(item: DrillItem, given: str, lang: str) -> str:
    """An answer as the teacher reads it: a number, a picture's words, or the taps as recorded."""
    if item.kind == CHOICE and given:
        try:
            return half_words(parse_spelling(given), lang)
        except ValueError:
            return given
    return given


def drill_feedback_json(item: DrillItem, given: str, correct: bool, lang: str) -> dict:
    """The verdict as the lesson's pages show one (one try: `done`), with the sounds the app's
    practice plays after an answer: the cue, then the right picture or the notes asked about."""
    sounds = [cue(correct, item.tempo)]
    if item.kind == CHOICE:
        sounds.append(half(item.expected, item.tempo))
    elif item.shows and all(parse_spelling(k).kind.rhythm for k in item.shows):
        sounds.append(sequence(item.shows, item.tempo))
    hint = ""
    if item.kind == TAP and not correct:
        from edu_domino.lesson.kinds.tap import tap_hint

        hint = tap_hint(tap_verdict(item, read_taps(given)), lang)
    answer = "" if item.kind == TAP else item.answer_words(lang)
    return {"right": correct, "done": True, "hint": hint, "answer": answer if not correct or item.kind == CHOICE
            else "", "tries_left": 0, "comes_back": not correct, "sound": sound_json(sounds)}


def practice_face_keys(drills: Drills, topics: Iterable[str]) -> set[str]:
    """Every picture a sitting over `topics` can show: each item's own and its choices'."""
    keys: set[str] = set()
    for skill in topics:
        for item in drills.catalogue(skill):
            keys.update(item.shows)
            if item.kind == CHOICE:
                keys.update(item.choices)
    return keys
