"""A whole-class lesson: the projector shows a step, every pupil answers on their own device.

Each question goes through three phases the teacher moves on with one key (or, headless, a
clock): `question` (answers come in; one per pupil, the first counts), `chart` (answers closed;
the projector shows how the class answered), `answer` (the right answer shown; each device says
whether its pupil was right). Every answer is saved at once in the pupil's own progress record
(source "lesson", the same item keys a lesson played alone uses), and each pupil's score is saved
when the lesson ends.

Steps one pupil answers on a device with taps: sums (a number, or yes/no), match (pick the tiles
with a value), listen (pick the picture that sounds like what was played) and explain (read the
board). Build, chain and game steps need one pupil at the table: a class lesson skips them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from edu_domino.classplay.listeners import Listeners
from edu_domino.classplay.recorder import ClassRecorder, JoinRefused
from edu_domino.classplay.tokens import new_room_code, new_token
from edu_domino.lesson import Pack, Step
from edu_domino.lesson.kinds import kind_of, prompt_of
from edu_domino.lesson.runner import answer_record
from edu_domino.lesson.steps import UnreadableAnswer
from edu_domino.progress.profiles import Pupil
from edu_domino.progress.unsaved import lesson_answer_entry, lesson_entry

MAX_PUPILS = 60


class Phase(StrEnum):
    JOINING = "joining"
    QUESTION = "question"
    CHART = "chart"
    ANSWER = "answer"
    DONE = "done"


@dataclass
class ClassPupil:
    name: str
    token: str
    pupil: Pupil
    connections: int = 0
    answers: dict[int, tuple[Any, str, bool]] = field(default_factory=dict)  # step -> (given, text, right)

    @property
    def score(self) -> int:
        return sum(1 for _given, _text, right in self.answers.values() if right)


def question_json(step: Step, lang: str) -> dict:
    """What a device needs to answer a step (no right answer in it)."""
    return {"id": step.id, "kind": step.kind, "prompt": prompt_of(step, lang), **kind_of(step).question(step, lang)}


class ClassLesson(Listeners):
    def __init__(self, pack: Pack, lang: str, recorder: ClassRecorder,
                 clock: Callable[[], float] = time.monotonic, auto: dict[str, float] | None = None) -> None:
        """`auto`: seconds each phase lasts before moving on by itself (headless use), e.g.
        {"joining": 30, "question": 60, "chart": 5, "answer": 5} (joining: counted from the first
        pupil's arrival); None: only the teacher moves on."""
        super().__init__()
        self.pack = pack
        self.lang = lang
        self.recorder = recorder
        self.room_code = new_room_code()
        self.steps = [i for i, s in enumerate(pack.steps) if kind_of(s).in_class]
        self.skipped = len(pack.steps) - len(self.steps)
        self.pupils: dict[str, ClassPupil] = {}  # by token
        self.phase = Phase.JOINING
        self.position = -1  # index into self.steps
        self.auto = auto
        self._phase_time = 0.0
        self._clock = clock
        self._shown_at = clock()
        self._started_at: float | None = None  # when the first step was shown: the lesson's time
        self.asking: dict[str, str] = {}  # pupil name -> "asking" (a second device) or "allowed"
        self._lock = threading.RLock()

    # -- pupils ------------------------------------------------------------------------------
    def join(self, name: str, pin: str | None = None, timeout: float = 15.0) -> str:
        """A pupil's token, found or made in the record under their name (blocking: call it
        off the event loop). A pupil with a PIN must give it. A name claims one place: a second
        device with that name gets it only with the pupil's PIN, or once the teacher allows it
        (`allow_again`); until then it is refused ("taken") and listed in `asking`."""
        pupil, proved = self.recorder.find_or_create(name, pin, timeout)
        with self._lock:
            for existing in self.pupils.values():
                if existing.pupil.id == pupil.id:  # the name is in the lesson already
                    return self._again(existing, proved)
            if len(self.pupils) >= MAX_PUPILS:
                raise JoinRefused("full", "full")
            token = new_token()
            self.pupils[token] = ClassPupil(pupil.name, token, pupil)
            self._changed()
            return token

    def _again(self, pupil: ClassPupil, proved: bool) -> str:
        """A second join under a name already here: its PIN proves it is the same pupil; without
        one, only the teacher can tell, and the new device gets a new link (the old one stops)."""
        if proved:
            return pupil.token
        if self.asking.pop(pupil.name, None) == "allowed":
            del self.pupils[pupil.token]
            pupil.token = new_token()
            pupil.connections = 0  # the old device's sockets are closed: its link is gone
            self.pupils[pupil.token] = pupil
            self._changed()
            return pupil.token
        self.asking[pupil.name] = "asking"
        self._changed()
        raise JoinRefused("taken", "taken")

    def asking_names(self) -> list[str]:
        """Pupils whose name a second device asked for, waiting for the teacher."""
        with self._lock:
            return [name for name, wish in self.asking.items() if wish == "asking"]

    def allow_again(self, name: str) -> bool:
        """The teacher lets the next device that gives this name take the pupil's place (their
        phone ran flat): the old device's link stops working then."""
        with self._lock:
            for pupil in self.pupils.values():
                if pupil.name == name:
                    self.asking[pupil.name] = "allowed"
                    self._changed()
                    return True
            return False

    def pupil_for_token(self, token: str) -> ClassPupil | None:
        import secrets

        for known, pupil in self.pupils.items():
            if secrets.compare_digest(known.encode(), token.encode()):
                return pupil
        return None

    def connect(self, token: str, delta: int) -> None:
        with self._lock:
            pupil = self.pupils.get(token)
            if pupil is None:  # a link the teacher gave to another device (`allow_again`)
                return
            pupil.connections = max(0, pupil.connections + delta)
            self._changed()

    # -- the step machine ----------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        if 0 <= self.position < len(self.steps):
            return self.pack.steps[self.steps[self.position]]
        return None

    def advance(self) -> Phase:
        """The teacher's one key: start, close the answers, show the answer, next step."""
        with self._lock:
            step = self.step
            if self.phase in (Phase.JOINING, Phase.ANSWER):
                self._next_step()
            elif self.phase is Phase.QUESTION:
                self.phase = Phase.ANSWER if step is not None and kind_of(step).is_page else Phase.CHART
            elif self.phase is Phase.CHART:
                self.phase = Phase.ANSWER
            self._phase_time = 0.0
            self._changed()
            return self.phase

    def _next_step(self) -> None:
        self.position += 1
        if self.position >= len(self.steps):
            self.phase = Phase.DONE
            self._save_scores()
        else:
            self.phase = Phase.QUESTION
            self._shown_at = self._clock()
            if self._started_at is None:
                self._started_at = self._shown_at

    def tick(self, dt: float) -> None:
        """Headless lessons move on by themselves (`auto`); a question also closes as soon as
        every connected pupil has answered."""
        if self.auto is None:
            return
        with self._lock:
            if self.phase is Phase.DONE or (self.phase is Phase.JOINING and not self.pupils):
                return
            self._phase_time += dt
            limit = self.auto.get(str(self.phase), 5.0)
            if self.phase is Phase.QUESTION and self.step is not None and kind_of(self.step).is_page:
                limit /= 4  # time to read the board, not to answer
            everyone = self.phase is Phase.QUESTION and self._all_answered()
            if self._phase_time >= limit or everyone:
                self.advance()

    def _all_answered(self) -> bool:
        here = [p for p in self.pupils.values() if p.connections > 0]
        return bool(here) and all(self.position in p.answers for p in here)

    # -- answers -------------------------------------------------------------------------------
    def answer(self, token: str, value: object) -> tuple[bool, str]:
        """A pupil's answer to the current question: (accepted, why not). The first counts."""
        with self._lock:
            pupil = self.pupils.get(token)
            step = self.step
            if pupil is None or step is None or self.phase is not Phase.QUESTION:
                return False, "closed"
            if kind_of(step).is_page:
                return False, "no_answer"
            if self.position in pupil.answers:
                return False, "already"
            try:
                given = step.read(value)
            except UnreadableAnswer:
                return False, "unreadable"
            if not kind_of(step).offered(step, given):
                return False, "not_a_choice"
            right = step.is_right(given)
            text = step.given_text(given)
            pupil.answers[self.position] = (given, text, right)
            ms = int(round((self._clock() - self._shown_at) * 1000))
            entry = lesson_answer_entry(pupil.pupil, answer_record(self.pack, step, text, right, ms))
            self.recorder.save(entry)
            self._changed()
            return True, ""

    def _save_scores(self) -> None:
        scored = sum(1 for i in self.steps if self.pack.steps[i].scored)
        seconds = 0.0 if self._started_at is None else self._clock() - self._started_at
        for pupil in self.pupils.values():
            self.recorder.save(lesson_entry(pupil.pupil, self.pack.id, self.pack.version, pupil.score, scored,
                                            lesson="class", seconds=seconds))

    # -- what is shown -------------------------------------------------------------------------
    def chart(self) -> list[dict]:
        """How the class answered the current question: one bar per answer given or offered."""
        step = self.step
        if step is None:
            return []
        kind = kind_of(step)
        counts: dict[str, int] = dict.fromkeys(kind.chart_labels(step), 0)
        for pupil in self.pupils.values():
            if self.position not in pupil.answers:
                continue
            given, text, _right = pupil.answers[self.position]
            for label in kind.chart_votes(step, given, text):
                counts[label] = counts.get(label, 0) + 1
        right = self.right_labels()
        bars = [{"label": k, "count": v, "right": k in right} for k, v in counts.items()]
        faces = kind.chart_faces(step)
        if faces:  # the bars are tiles: the projector draws their faces
            for bar in bars:
                bar["faces"] = faces.get(str(bar["label"]), [])
        return bars

    def right_labels(self) -> set[str]:
        step = self.step
        return kind_of(step).right_labels(step) if step is not None else set()

    def public_state(self) -> dict:
        with self._lock:
            step = self.step
            answered = sum(1 for p in self.pupils.values() if self.position in p.answers)
            out: dict = {
                "version": self.version, "phase": str(self.phase), "title": self.pack.title.get(self.lang),
                "position": min(self.position + 1, len(self.steps)), "steps": len(self.steps), "pupils": len(self.pupils),
                "connected": sum(1 for p in self.pupils.values() if p.connections > 0),
                "answered": answered, "question": question_json(step, self.lang) if step else None,
            }
            if self.phase in (Phase.CHART, Phase.ANSWER):
                out["chart"] = self.chart()
            if self.phase is Phase.ANSWER and step is not None and not kind_of(step).is_page:
                out["right_answer"] = step.expected_words(self.lang)  # faces named, no hidden value
            return out

    def pupil_state(self, token: str) -> dict:
        with self._lock:
            pupil = self.pupils[token]
            mine = pupil.answers.get(self.position)
            you: dict = {"name": pupil.name, "answered": mine is not None,
                         "answer": mine[1] if mine else None}
            if self.phase is Phase.ANSWER and mine is not None:
                you["right"] = mine[2]
            if self.phase is Phase.DONE:
                you["score"] = pupil.score
            return {"type": "lesson", "you": you, "lesson": self.public_state()}

    def close(self) -> None:
        self.recorder.close()
