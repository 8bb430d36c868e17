"""The lesson runner: a pure step machine over a checked pack. The UI and the tests drive it alike.

    runner = Runner(pack, lang="es")
    while not runner.finished:
        step = runner.current            # what to show (a Step), runner.prompt() to say
        feedback = runner.submit(answer) # right?, hint, the right answer, sounds to play

Rules of the machine:
- a question allows `1 + pack.retries` tries; a wrong try gets a hint, the last one shows (and
  sounds) the right answer and the runner moves on;
- a question finished wrong comes back later in the lesson (`pack.repeat_wrong` times at most),
  a few steps on, so the pupil meets it again once the answer has sunk in;
- the score counts questions answered right at the first try of their first showing;
- explain steps take any answer ("continue"); a game step's pupil moves are `submit(move)` (a
  tile, `Play(tile, end)`, "draw" or "pass"; None deals the next round), judged here on
  `runner.game`, and the step is left with `submit(None)` once the game is over.
Every try becomes an `AnswerRecord` for the pupil's record; `result()` sums the lesson up.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from edu_domino.faces import Spelling
from edu_domino.i18n import _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.game_step import PUPIL, placement_sounds
from edu_domino.lesson.kinds import kind_of
from edu_domino.lesson.pack import Pack
from edu_domino.lesson.step_base import FacedTile
from edu_domino.lesson.steps import ExplainStep, Step, UnreadableAnswer
from edu_domino.lesson.texts import Text, say
from edu_domino.play import Outcome, Reason, SoundCue, TableGame

COMEBACK_GAP = 2  # a question answered wrong is asked again after this many other steps
INTRO_ID = "instructions"  # the page of the pack's instructions, before its first step


@dataclass(frozen=True)
class Feedback:
    right: bool
    done: bool  # this question is over (right, or out of tries); `runner.current` moved on
    given: str  # the answer as the runner read it
    hint: str = ""  # after a wrong try
    expected: object = None  # the right answer (same form as `Step.read` gives), once shown
    expected_text: str = ""  # the right answer in words (faces named, `Step.expected_words`), once shown
    sounds: tuple[SoundCue, ...] = ()  # to play now, in order
    tries_left: int = 0
    comes_back: bool = False  # answered wrong: it will be asked again later in the lesson
    unreadable: bool = False  # the answer could not be read; it did not use up a try
    show_fits: bool = False  # a game move refused while a tile fits: worth showing the ones that do


@dataclass(frozen=True)
class AnswerRecord:
    """One try, as the pupil's record stores it (progress: `Record.record_answer(source="lesson")`)."""

    item: str  # stable key: "lesson:<pack id>:<step id>"
    skill: str  # progress skill: sums, spellings, listening, game
    given: str
    expected: str
    right: bool
    ms: int
    pack_id: str
    pack_version: str
    kind: str
    attempt: int  # 1 for the first try at this showing
    showing: int  # 1 the first time the step is shown, 2 when it comes back, ...


def answer_record(pack: Pack, step: Step, given: str, right: bool, ms: int, attempt: int = 1,
                  showing: int = 1) -> AnswerRecord:
    """One try at `step`, as the pupil's record keeps it: the one mapping from an answer to a
    record row, for a lesson alone (the runner) and a class lesson alike. `given`: the answer as
    the step writes it (`Step.given_text`)."""
    return AnswerRecord(
        item=f"lesson:{pack.id}:{step.id}", skill=step.skill, given=given,
        expected=step.expected_text("en") if step.expected() is not None else "", right=right, ms=max(0, ms),
        pack_id=pack.id, pack_version=pack.version, kind=step.kind, attempt=attempt, showing=showing,
    )


@dataclass(frozen=True)
class RunnerResult:
    """A finished (or abandoned) lesson (progress: `Record.record_lesson`)."""

    pack_id: str
    pack_version: str
    score: int
    out_of: int
    seconds: float
    finished: bool
    answers: tuple[AnswerRecord, ...] = field(default=())


@dataclass
class _Item:
    step: int  # index into Runner.steps
    showing: int = 1
    tries: int = 0
    aside: bool = False  # set aside once already (it needed sound): the next time it is left out


def _intro_page(pack: Pack) -> ExplainStep:
    """The pack's instructions as a page, never text alone: with the halves (or tiles) of the
    first step that shows some, an explain step's first."""
    pictures = [kind_of(s).intro_pictures(s) for s in pack.steps]
    pages = [shown for s, shown in zip(pack.steps, pictures, strict=True) if kind_of(s).is_page]
    for shown in (*pages, *pictures):  # a page's pictures first
        halves = tuple(x for x in shown if isinstance(x, Spelling))
        tiles = tuple(x for x in shown if isinstance(x, FacedTile))
        if halves or tiles:
            return ExplainStep(id=INTRO_ID, text=pack.instructions, show=halves, tiles=tiles)
    return ExplainStep(id=INTRO_ID, text=pack.instructions)


class Runner:
    def __init__(
        self,
        pack: Pack,
        lang: str = "en",
        *,
        seed: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        intro: bool = False,
        show_numbers: bool = False,
    ) -> None:
        self.pack = pack
        self.lang = lang
        # The teacher's "show numbers": hints and answers add the values notes and powers hide.
        self.show_numbers = show_numbers
        self._clock = clock
        self._seed = seed if seed is not None else random.randrange(1 << 30)
        # intro: the pack's instructions come first, as a page the pupil reads and continues from.
        self.steps: tuple[Step, ...] = pack.steps
        if intro and pack.instructions:
            self.steps = (_intro_page(pack), *pack.steps)
        self._queue: list[_Item] = [_Item(i) for i in range(len(self.steps))]
        self._pos = 0
        self._started = clock()
        self._shown_at = self._started
        self.score = 0
        self.out_of = pack.scored_steps
        self.answers: list[AnswerRecord] = []
        self._game: TableGame | None = None
        self._met: set[int] = set()  # steps whose first showing is over: "Step 3 of 17" counts them

    # -- where we are ---------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self._pos >= len(self._queue)

    @property
    def current(self) -> Step | None:
        return None if self.finished else self.steps[self._queue[self._pos].step]

    def step_index(self, which: str) -> int:
        """Where `which` is in `self.steps`: a step's number counted from 1 (0: the instructions
        page), or its id. ValueError naming the steps there are."""
        offset = 1 if self.steps and self.steps[0].id == INTRO_ID and self.steps is not self.pack.steps else 0
        text = str(which).strip()
        if text.isdigit() and 0 <= int(text) - 1 + offset < len(self.steps):
            return int(text) - 1 + offset
        for i, s in enumerate(self.steps):
            if s.id == text and (i or not offset):
                return i
        raise ValueError(_("the pack has no step {which!r}; give a number from 1 to {n} or one of {ids}",
                           which=which, n=len(self.pack.steps), ids=", ".join(s.id for s in self.pack.steps)))

    def start_at(self, index: int) -> None:
        """Begin at `self.steps[index]` (a preview of one step); only before anything is answered."""
        if self._pos or self.answers or not 0 <= index < len(self.steps):
            raise ValueError(f"cannot start at step {index}")
        self._pos = index

    @property
    def position(self) -> tuple[int, int]:
        """(steps done, steps in the lesson so far): comebacks make the second number grow."""
        return self._pos, len(self._queue)

    @property
    def progress(self) -> tuple[int, int, int]:
        """(this step's number, the lesson's steps, questions to try again after this one). The
        number is 0 while a question comes back: the count of steps never grows, the questions to
        try again are said apart."""
        total = len(self.steps)
        again = sum(1 for item in self._queue[self._pos + 1:] if item.showing > 1 or item.aside)
        if self.finished:
            return total, total, 0
        item = self._queue[self._pos]
        number = 0 if item.showing > 1 or item.aside else min(total, len(self._met) + 1)
        return number, total, again

    @property
    def showing(self) -> int:
        return 0 if self.finished else self._queue[self._pos].showing

    @property
    def game(self) -> TableGame | None:
        """The game being played (the pupil at seat 0), when the current step is a game step."""
        step = self.current
        if self._game is None and step is not None:
            self._game = kind_of(step).start_game(step, self.pack.tempo, self._seed + self._pos)
        return self._game

    def close_game(self) -> None:
        """Stop the current game's computer thread (the step is over, or the lesson is left)."""
        if self._game is not None:
            self._game.close()
            self._game = None

    # -- words and sounds for the UI ---------------------------------------------------------------
    def text(self, text: Text) -> str:
        return text.get(self.lang)

    @property
    def title(self) -> str:
        return self.pack.title.get(self.lang)

    @property
    def instructions(self) -> str:
        return self.pack.instructions.get(self.lang)

    def prompt(self) -> str:
        step = self.current
        if step is None:
            return ""
        return step.prompt.get(self.lang) if step.prompt else step.default_prompt(self.lang)

    def question_sounds(self) -> tuple[SoundCue, ...]:
        """What the current question sounds like (a "hear it again" button)."""
        step = self.current
        return step.sounds(self.pack.tempo) if step else ()

    def opening_sounds(self) -> tuple[SoundCue, ...]:
        """What to play as soon as the current question appears (listening steps)."""
        step = self.current
        return step.sounds(self.pack.tempo) if step and step.autoplay() else ()

    # -- answering -------------------------------------------------------------------------------
    def submit(self, answer: object = None) -> Feedback:
        if self.finished:
            raise ValueError("the lesson is over; there is nothing to answer")
        step = self.current
        assert step is not None
        if self.game is not None:
            return self._game_move(step, answer)
        if not step.scored:
            self._advance()
            return Feedback(right=True, done=True, given="")
        item = self._queue[self._pos]
        try:
            given = step.read(answer)
        except UnreadableAnswer:
            return Feedback(right=False, done=False, given=str(answer), hint=say("hint.unreadable", self.lang),
                            tries_left=self._tries_left(item), unreadable=True)
        right = step.is_right(given)
        item.tries += 1
        self._record(step, item, step.given_text(given), right)
        tempo = self.pack.tempo
        own = step.answer_sounds(given, tempo)
        if right:
            if item.showing == 1 and item.tries == 1:
                self.score += 1
            self._advance()
            return Feedback(True, True, step.given_text(given), expected=step.expected(),
                            expected_text=step.right_words(given, self.lang, self.show_numbers),
                            sounds=(snd.cue(True, tempo), *(own or step.reveal_sounds(tempo))))
        hint = step.hint.get(self.lang) if step.hint else step.auto_hint(self.lang, given, self.show_numbers)
        left = self._tries_left(item)
        if left > 0:
            return Feedback(False, False, step.given_text(given), hint=hint, tries_left=left,
                            sounds=(snd.cue(False, tempo), *own))
        comes_back = item.showing <= self.pack.repeat_wrong
        if comes_back:
            at = min(self._pos + 1 + COMEBACK_GAP, len(self._queue))
            self._queue.insert(at, _Item(item.step, item.showing + 1))
        self._advance()
        return Feedback(False, True, step.given_text(given), hint=hint, expected=step.expected(),
                        expected_text=step.expected_words(self.lang, self.show_numbers),
                        sounds=(snd.cue(False, tempo), *step.reveal_sounds(tempo)),
                        comes_back=comes_back)

    # -- going on another day ---------------------------------------------------------------------
    def place(self) -> dict:
        """Where the pupil is, as plain JSON data (lesson/place.py): `resume` goes on from there."""
        from edu_domino.lesson.place import place_of

        return place_of(self, [(i.step, i.showing, i.tries, i.aside) for i in self._queue], self._pos,
                        sorted(self._met), self._seed)

    def resume(self, place: dict) -> None:
        """Go on from a `place()` of this pack: at its step, with its answers and score. Only
        before anything is answered; ValueError when the place is not one of this pack's."""
        from edu_domino.lesson.place import read_place

        if self._pos or self.answers:
            raise ValueError("resume before anything is answered")
        got = read_place(self, place)
        self._queue = [_Item(*item) for item in got.queue]
        self._pos, self._met, self._seed = got.pos, set(got.met), got.seed
        self.score, self.out_of, self.answers = got.score, got.out_of, list(got.answers)
        self._shown_at = self._clock()

    def result(self) -> RunnerResult:
        return RunnerResult(
            pack_id=self.pack.id, pack_version=self.pack.version, score=self.score,
            out_of=self.out_of, seconds=self._clock() - self._started, finished=self.finished,
            answers=tuple(self.answers),
        )

    # -- internals -----------------------------------------------------------------------------
    def _tries_left(self, item: _Item) -> int:
        return max(0, 1 + self.pack.retries - item.tries)

    @property
    def set_aside_before(self) -> bool:
        """The current question was set aside once already: `set_aside` now leaves it out."""
        return not self.finished and self._queue[self._pos].aside

    def set_aside(self) -> bool:
        """The current question cannot be asked now (it needs sound and there is none): nothing is
        recorded. It comes back at the end of the lesson (True), or, set aside a second time, is
        left out of the lesson and its score (False)."""
        if self.finished:
            raise ValueError("the lesson is over; there is nothing to set aside")
        item = self._queue[self._pos]
        again = not item.aside
        if again:
            self._queue.append(_Item(item.step, item.showing, item.tries, aside=True))
        else:
            self._met.add(item.step)
            if item.showing == 1 and self.steps[item.step].scored:
                self.out_of -= 1
        self._pos += 1
        self.close_game()
        self._shown_at = self._clock()
        return again

    def _advance(self) -> None:
        item = self._queue[self._pos]
        if item.showing == 1:
            self._met.add(item.step)
        self._pos += 1
        self.close_game()
        self._shown_at = self._clock()

    def _record(self, step: Step, item: _Item, given: str, right: bool) -> None:
        now = self._clock()
        ms = int(round((now - self._shown_at) * 1000))
        self.answers.append(answer_record(self.pack, step, given, right, ms, item.tries, item.showing))
        self._shown_at = now

    def _game_move(self, step: Step, answer: object) -> Feedback:
        game = self.game
        assert game is not None
        if game.done and answer is None:  # "continue" once it is over: the step's one try
            outcome = game.outcome(PUPIL)
            item = self._queue[self._pos]
            item.tries += 1
            self.answers.append(AnswerRecord(
                item=f"lesson:{self.pack.id}:{step.id}", skill="game", given=str(outcome), expected=str(Outcome.WON),
                right=outcome is Outcome.WON, ms=max(0, int(round((self._clock() - self._shown_at) * 1000))),
                pack_id=self.pack.id, pack_version=self.pack.version, kind=step.kind, attempt=1,
                showing=item.showing,
            ))
            self._advance()
            return Feedback(right=True, done=True, given=str(outcome))
        if answer is None:
            if game.between_rounds:  # "continue" after the scores of a round: deal the next one
                game.next_round()
                return Feedback(right=True, done=False, given="")
            return Feedback(False, False, "", hint=say("hint.wait", self.lang) if not game.to_move(PUPIL) else "",
                            unreadable=True)
        move = game.apply(PUPIL, answer)
        if move.refusal is not None:
            return Feedback(False, False, str(answer), hint=move.refusal.say.text(self.lang, self.show_numbers),
                            sounds=(snd.cue(False, self.pack.tempo),),
                            show_fits=move.refusal.reason in (Reason.DOES_NOT_FIT, Reason.MUST_PLAY))
        return Feedback(True, False, str(move.action), sounds=placement_sounds(move.happenings))
