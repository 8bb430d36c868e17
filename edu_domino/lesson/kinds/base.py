"""What a step kind is: `StepKind`, the one object the rest of the app asks about a step.

A kind owns its step class (reading and judging an answer), its keys as data (`fields`) and the
check of a `[[steps]]` table, and says for its steps what the worksheet prints, what a device
shows in a class lesson and how the class's answers are charted, which sounds a MIDI export
needs, how an answers file writes an answer and which answer is wrong. The defaults here suit a
step that asks nothing of the kind; each kind module overrides what concerns it. The runner, the
checker, the worksheet, class play, export, scripted runs and screenshots find a step's kind with
`kind_of(step)` (`edu_domino.lesson.kinds`) and never test its type.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from edu_domino.choices import seeded_order
from edu_domino.faces import half_words
from edu_domino.i18n import N_, _
from edu_domino.lesson.kinds.fields import Field, fields_json
from edu_domino.lesson.step_base import FacedTile, Shown, Step, UnreadableAnswer
from edu_domino.play import SoundCue

if TYPE_CHECKING:
    from edu_domino.lesson.checker import Checker
    from edu_domino.lesson.positions import Path as KeyPath
    from edu_domino.play import TableGame

Say = Callable[..., str]  # a message id and its fields -> the text in the worksheet's language
Parts = list[tuple[str, object]]  # what the worksheet prints: ("text", str), ("pictures", [...]), ...
SoundJson = Callable[[Iterable[SoundCue]], list[dict]]  # cues -> timed tones a web page plays (class play)


class ScriptError(ValueError):
    """An answers file that cannot be used; the message names the step and the fix."""


def prompt_of(step: Step, lang: str) -> str:
    """The step's question: the pack's own words, else the kind's default."""
    return step.prompt.get(lang) if step.prompt else step.default_prompt(lang)


def shown_json(item: Shown, lang: str) -> dict:
    """A tile or a half to look at on a device: its pictures and, for the alternative text and a
    screen reader, its words as the faces say them (never a value the faces hide)."""
    if isinstance(item, FacedTile):
        return {"faces": list(item.keys), "words": [half_words(h, lang) for h in item.halves],
                "name": item.words(lang)}
    return {"faces": [item.key], "words": [half_words(item, lang)], "name": half_words(item, lang)}


def text_answer(value: object, example: str) -> str:
    """An answers file's answer to a step answered with one text ("q.", "5-2 R")."""
    if isinstance(value, str):
        return value
    raise ScriptError(_("text in quotes like {example}", example=example))


def places_from_left(right: list[int], words: str, say: Say) -> str:
    """"choice 2 from the left (words)": choices by their place, as a teacher marks them on paper."""
    if len(right) == 1:  # "choice 2", not "choices 2"
        return say(N_("choice {place} from the left ({tiles})"), place=right[0] + 1, tiles=words)
    return say(N_("choices {places} from the left ({tiles})"), places=", ".join(str(i + 1) for i in right),
               tiles=words)


S = TypeVar("S", bound=Step)


def json_value(value: object) -> object:
    """An answer as a device's JSON carries it: lists for tuples, "yes"/"no" for booleans."""
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | str | list):
        return value
    return str(value)


class StepKind(Generic[S]):
    """One kind of step (`S`, its step class). Subclasses set `name`, `step_type` and `fields`
    and override `check` and what concerns them."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""  # what a teacher calls it (the pack editor's menu), marked with N_
    step_type: ClassVar[type[Step]] = Step
    fields: ClassVar[tuple[Field, ...]] = ()  # the kind's own keys (the common ones: fields.COMMON_FIELDS)
    is_page: ClassVar[bool] = False  # a page to read: the pupil just continues
    in_class: ClassVar[bool] = False  # a class lesson asks it on every pupil's device
    is_game: ClassVar[bool] = False  # played at a table in the app (`start_game`), never scripted
    choice_list: ClassVar[str] = ""  # the field holding what the pupil picks from (`shuffle` orders it)
    scripted: ClassVar[bool] = False  # an answers file (`run-pack --answers`) answers it: `script_answer`
    needs_sound: ClassVar[bool] = False  # the question is heard: without sound it is set aside

    # -- the pack file ---------------------------------------------------------------------------
    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def describe(self) -> dict:
        """The kind's keys as JSON (the pack editor's form, docs/lesson-packs.md)."""
        return fields_json(self.name, self.fields)

    def check(self, raw: dict, path: KeyPath, ck: Checker, common: dict[str, Any], seed: str,
              source: Path) -> Step | None:
        """The step a `[[steps]]` table of this kind makes, every problem told to `ck`; None when
        it cannot be made. `common` holds id, prompt and hint; `seed` names the pack and step."""
        raise NotImplementedError

    def shown_order(self, step: S, seed: str) -> S:
        """`step` with its choices in the order they are offered (lesson/choice_order.py)."""
        if not self.choice_list:
            return step
        written = getattr(step, self.choice_list)
        order = seeded_order(f"edu-domino/shuffle/{seed}", len(written))
        return dataclasses.replace(step, **{self.choice_list: tuple(written[i] for i in order)})  # type: ignore[arg-type]

    # -- what the step shows -----------------------------------------------------------------------
    def intro_pictures(self, step: S) -> tuple[Shown, ...]:
        """What the pack's opening page may borrow from this step to show (the question's own
        halves and tiles, never choices that would give an answer away)."""
        return ()

    def device_pictures(self, step: S) -> tuple[Shown, ...]:
        """Every half and tile a pupil's device draws for this step in a class lesson."""
        return ()

    def script_answer(self, value: object) -> object:
        """An answers file's JSON value as `Runner.submit` takes it; ScriptError (saying the form
        the answer takes) when it cannot be one. By default the value as it is."""
        return value

    def script_expected(self, step: S, lang: str) -> str:
        """The right answer as an answers file writes it (run-pack says it after a wrong one)."""
        return step.expected_text(lang)

    # -- playing it ------------------------------------------------------------------------------
    def start_game(self, step: S, tempo: int, seed: int) -> TableGame | None:
        """The game the step is played as (game steps); None for a question."""
        return None

    def wrong_answer(self, step: S) -> object:
        """An answer `step` reads and marks wrong (what a pupil who gives no answer is scored as)."""
        right = step.expected()
        if isinstance(right, bool):
            return not right
        if isinstance(right, int):
            return right + 1
        return []  # picking nothing is never right

    def timeline(self, step: S, taps: list[float]) -> dict | None:
        """The pack editor's try of a timed answer (tap steps): the written onsets and how each
        tap is judged, as JSON; None for a kind answered without timing."""
        return None

    # -- on paper ------------------------------------------------------------------------------------
    def worksheet_parts(self, step: S, say: Say, lang: str) -> Parts:
        """What the step prints, in order: ("text", str), ("note", str), ("pictures", [half or
        tile]), ("picture", path), ("ticks", [str or picture]), ("lines", n), ("box", label),
        ("rhythm", [half or tile]): a tap rhythm drawn large on a line of its own."""
        return []

    def worksheet_key(self, step: S, say: Say, lang: str) -> str:
        """The right answer as the teacher checks it on paper, in the sheet's words: notes and
        powers by their names, never a pack's code (`q+rq`, `2^3`)."""
        return step.expected_words(lang)

    def worksheet_key_pictures(self, step: S) -> list[Shown]:
        """The halves or tiles the answer key draws beside its words (none for a number)."""
        return []

    # -- a class lesson --------------------------------------------------------------------------
    def question(self, step: S, lang: str) -> dict:
        """What a device needs to answer the step, beside its id, kind and prompt (no right
        answer in it): {"answer": "none" | "number" | "yesno" | "choice" | "tiles" | "faces", ...}."""
        return {"answer": "none"}

    def own_pace_question(self, step: S, lang: str, tempo: int, sound_json: SoundJson) -> dict:
        """What a pupil's own device draws in an own-pace lesson and how it answers, beside the
        step's id, kind, prompt and sound (classplay/step_json.py); by default the class
        lesson's `question`. `sound_json` turns sound cues into tones the page plays."""
        return self.question(step, lang)

    def device_answer(self, step: S, message: dict) -> tuple[object, str]:
        """The answer `Runner.submit` takes from a device's `{"type": "answer", ...}` message,
        or why it is refused ("unreadable", "not_a_choice"): by default its `value`, read and
        offered by the step. Nothing a device sends is trusted."""
        value = message.get("value")
        try:
            if not self.offered(step, step.read(value)):
                return None, "not_a_choice"
        except UnreadableAnswer:
            return None, "unreadable"
        return value, ""

    def device_message(self, step: S, right: bool, rng: random.Random) -> dict:
        """What a pupil's device sends to answer `step` right (or wrong), in the form
        `device_answer` reads: the own-pace benchmark's and tests' scripted pupils."""
        return {"type": "answer", "value": json_value(step.expected() if right else self.wrong_answer(step))}

    def offered(self, step: S, given: object) -> bool:
        """Whether an answer read from a device is one the step offers (a device could send 99)."""
        return True

    def chart_labels(self, step: S) -> list[str]:
        """The bars the class chart always shows (each choice offered), in order."""
        return []

    def chart_votes(self, step: S, given: object, text: str) -> list[str]:
        """The bars one pupil's answer counts in (a match answer picks several tiles)."""
        return [text]

    def chart_faces(self, step: S) -> dict[str, list[str]]:
        """Bar label -> the faces the projector draws for it (tiles); {} when bars are words."""
        return {}

    def right_labels(self, step: S) -> set[str]:
        """The bars of the right answers."""
        return set()

    # -- sounds ----------------------------------------------------------------------------------
    def export_sounds(self, step: S, tempo: int) -> list[SoundCue]:
        """Every sound the step can ask for (`export-midi --lesson`), question first."""
        return list(step.sounds(tempo))
