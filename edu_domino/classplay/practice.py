"""Practice drills at each pupil's own pace on their own device: the app's practice, served.

Each pupil who joins (room code, their name, their PIN where set: as for an own-pace lesson)
gets the app's own `PracticeSession` (edu_domino.progress.session): the same drill generator,
the same schedule read from their progress record, the same answer rows (source "practice",
the item's key and skill, its level), so practice on a device and in the app add up. The
session reads and writes the record on the record's one thread (`ClassRecorder`), as the app's
practice screen does on its worker: while an answer is being saved the page waits, and its
verdict comes back with the schedule moved on. The topics, highest level and sitting length are
the teacher's practice aims (`progress.aims`), for the class or the pupil, or the topics the
teacher started the session with.

The teacher's live view is the own-pace grid: pupils by questions of the sitting (right, wrong,
working on it), what each practises, their right and wrong answers, and "needs help" after
`STUCK_MISSES` wrong answers in a row or `idle_after` seconds without a tap. Untimed for the pupil,
unless they take the timed challenge offered at the end of a sitting (`classplay/challenge.py`:
the app's challenge rules, each question's time kept by the server's clock).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from functools import partial
from typing import cast

from edu_domino.classplay.challenge import DeviceChallenge, Phase, given_in_challenge
from edu_domino.classplay.drill_json import (
    drill_feedback_json,
    drill_step_json,
    given_words,
    next_json,
    topic_name,
)
from edu_domino.classplay.ownpace import IDLE_AFTER, STUCK_MISSES, Cell
from edu_domino.classplay.pupil_room import PupilRoom
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.classplay.tokens import new_room_code, new_token
from edu_domino.i18n import N_, translate
from edu_domino.lesson.kinds.tap import taps_from_page
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.challenge import ChallengeScore, best_in, best_of, save_result
from edu_domino.progress.drills import Drills, default_drills
from edu_domino.progress.errors import ProgressError
from edu_domino.progress.items import TAP, DrillItem
from edu_domino.progress.next_practice import NextPractice, next_after_sitting
from edu_domino.progress.profiles import Pupil
from edu_domino.progress.session import Marked, PracticeFeedback, PracticeSession

PRACTICE_TITLE = N_("Practice: {topics}")


@dataclass
class PracticePupil:
    name: str
    token: str
    pupil: object  # edu_domino.progress.Pupil
    aims: PracticeAims
    session: PracticeSession
    heard: float  # the clock when the pupil last did something
    item: DrillItem | None = None  # the question on the page (None: a verdict, or the sitting is over)
    busy: bool = False  # the record's thread has the session: an answer or a new sitting on its way
    connections: int = 0
    version: int = 0  # grows when this pupil's own page must change
    cells: list[str] = field(default_factory=list)  # this sitting's questions, as the teacher's grid shows them
    verdict: PracticeFeedback | None = None  # the last answer's, until the page says it was seen
    answers: list[tuple[DrillItem, PracticeFeedback]] = field(default_factory=list)  # every sitting's
    misses: int = 0  # wrong answers in a row
    calibration_ms: float | None = None
    idle: bool = False
    next: NextPractice | None = None  # what to practise next, once the sitting's last answer is saved
    challenge: DeviceChallenge | None = None  # the timed challenge the pupil is in (or has just ended)
    best: ChallengeScore | None = None  # their best challenge: the record's, and any finished since

    @property
    def key(self) -> str:
        """A short id for the teacher's page (never the token: that is the pupil's link)."""
        return hashlib.sha256(self.token.encode()).hexdigest()[:10]

    @property
    def asked(self) -> int:
        """Questions answered this sitting."""
        return sum(c in (Cell.RIGHT, Cell.WRONG) for c in self.cells)

    @property
    def finished(self) -> bool:
        return self.asked >= self.aims.length and self.verdict is None and not self.busy

    def right_this_sitting(self) -> int:
        return self.cells.count(Cell.RIGHT)


class OwnPacePractice(PupilRoom[PracticePupil]):
    mode = "ownpace"

    def __init__(self, lang: str, recorder: ClassRecorder, *, topics: tuple[str, ...] | None = None,
                 aims_for: Callable[[int], PracticeAims] | None = None, idle_after: float = IDLE_AFTER,
                 clock: Callable[[], float] = time.monotonic, seed: int | None = None,
                 drills: Drills | None = None) -> None:
        """`topics`: practise these (else each pupil's aims' topics); `aims_for(pupil_id)`: the
        teacher's aims for a pupil (level, length; the app's `teacher.json`), default aims if None."""
        super().__init__(new_token())
        self.lang = lang
        self.recorder = recorder
        self.topics = topics
        self._aims_for = aims_for or (lambda _pupil_id: PracticeAims())
        self.idle_after = idle_after
        self.drills = drills or default_drills()
        self.room_code = new_room_code()
        self._clock = clock
        self._seed = seed

    def aims_of(self, pupil_id: int) -> PracticeAims:
        aims = self._aims_for(pupil_id)
        return replace(aims, topics=self.topics) if self.topics else aims

    # -- joining (the own-pace lesson's rules: a name claims one place, a PIN proves it) ---------
    def join(self, name: str, pin: str | None = None, timeout: float = 15.0) -> str:
        pupil, proved = self.recorder.find_or_create(name, pin, timeout)
        with self._lock:
            held = self.place_held(pupil, proved)
            if held is not None:
                return held
            seed = None if self._seed is None else self._seed + len(self.pupils)
        aims = self.aims_of(pupil.id)
        session = self.recorder.call(partial(self._session, pupil, aims, aims.topics, seed)).result(timeout)
        with self._lock:
            token = new_token()
            own = PracticePupil(pupil.name, token, pupil, aims, session, heard=self._clock())
            self.pupils[token] = own
            self._ask_next(own)
            self._changed()
            return token

    def _session(self, pupil, aims: PracticeAims, topics: tuple[str, ...], seed: int | None, record, *,
                 challenge: bool = False) -> PracticeSession:
        """A sitting of `topics`, made on the record's thread (it reads the pupil's schedule there)."""
        return PracticeSession(record, pupil, topics, seed=seed, drills=self.drills, clock=self._clock,
                               top_level=aims.top_level, length=aims.length, challenge=challenge)

    def tick(self, dt: float) -> None:
        """Challenge questions whose time is up are closed; pupils idle too long are flagged (no
        computer seats here)."""
        with self._lock:
            now = self._clock()
            changed = False
            for pupil in self.pupils.values():
                # once: a close the record failed to save is tried again at the pupil's next tap
                if pupil.challenge is not None and not pupil.challenge.closing and self._time_is_up(pupil):
                    self._close_time_up(pupil, late=False)
                idle = not pupil.finished and now - pupil.heard >= self.idle_after
                if idle != pupil.idle:
                    pupil.idle, changed = idle, True
            if changed:
                self._changed()

    # -- a device's messages -----------------------------------------------------------------------
    def act(self, token: str, message: dict) -> dict:
        """One message from a pupil's device: the reply for that device (its new state follows).
        An answer is saved on the record's thread; its verdict arrives with the next state."""
        kind = message.get("type")
        with self._lock:
            pupil = self.pupils.get(token)
            if pupil is None:
                return {"type": "refused", "code": "moved"}
            pupil.heard = self._clock()
            if kind == "calibrate":
                return self._calibrate(pupil, message.get("offset_ms"))
            if pupil.busy:  # an answer that arrives while its question is closed for time: too late
                closing = kind == "answer" and pupil.challenge is not None and pupil.challenge.closing
                return {"type": "refused", "code": "time_up" if closing else "busy"}
            if kind == "seen":  # the page showed the verdict and goes on
                if pupil.verdict is not None:
                    pupil.verdict = None
                    self._ask_next(pupil)
                self._touch(pupil)
                return {"type": "done"}
            if kind in ("challenge", "start"):
                return self._challenge(pupil, kind)
            if pupil.finished:
                # another sitting, its schedule read afresh from the record: the same topics, or
                # the one suggested at the end of this sitting
                topics = pupil.aims.topics if kind == "again" else \
                    (pupil.next.skill,) if kind == "next" and pupil.next and pupil.next.skill else None
                if topics is None:
                    return {"type": "refused", "code": "closed"}
                pupil.challenge = None  # an untimed sitting: the challenge's pages are left
                self._on_record(pupil, partial(self._session, pupil.pupil, pupil.aims, topics, None), self._sitting)
                return {"type": "done"}
            item = pupil.item
            if kind == "answer" and item is None and self._closed_for_time(pupil):
                return {"type": "refused", "code": "time_up"}
            if kind != "answer" or item is None:
                return {"type": "refused", "code": "bad_message"}
            given, why = _given(item, message)
            if why:
                return {"type": "refused", "code": why}
            if self._time_is_up(pupil):  # by the server's clock, whatever the device's says
                self._close_time_up(pupil, late=True)
                return {"type": "refused", "code": "time_up"}
            session = pupil.session
            # Checked and scheduled here, as the app's practice does; it counts once it is on disk:
            # in the record, or in this computer's outbox while a school's server is away.
            self._save(pupil, session.mark(given, ms=session.elapsed_ms(), at=time.time()))  # timed now, as in the app
            return {"type": "done"}

    def _save(self, pupil: PracticePupil, marked: Marked) -> None:
        """The question on the page closed by `marked` (an answer, or its time up): saved, then
        counted on the record's thread."""
        last = pupil.asked + 1 >= pupil.aims.length
        assert pupil.item is not None
        self._on_record(pupil, partial(self._counted, pupil, marked, last), partial(self._answered, pupil.item),
                        saving=marked.entry)

    def _counted(self, pupil: PracticePupil, marked: Marked, last: bool,
                 record) -> tuple[PracticeFeedback, NextPractice | None]:
        """The answer is on disk: count it and keep this computer's copy of the schedule (on the
        record's thread); after the sitting's last one, what to practise next (the app's choice,
        `progress.next_practice`; none if the record cannot say)."""
        feedback = pupil.session.count(marked)
        pupil.session.keeper()(record)
        if not last:
            return feedback, None
        try:
            return feedback, next_after_sitting(record, cast(Pupil, pupil.pupil), pupil.aims.topics, self.drills,
                                                pupil.aims.top_level)
        except ProgressError as problem:  # the answer is kept: only the suggestion is missing
            self.recorder.problems.append(str(problem))
            return feedback, None

    def _on_record(self, pupil: PracticePupil, work: Callable, then: Callable, saving: dict | None = None) -> None:
        """`work(record)` on the record's thread (once the save `saving` describes is on disk),
        then `then(pupil, result)` under the lock; the pupil waits meanwhile (a failure is kept in
        the recorder's problems: try again)."""
        pupil.busy = True
        self._touch(pupil)

        def done(future: Future) -> None:
            with self._lock:
                pupil.busy = False
                problem = future.exception()
                if problem is not None:
                    self.recorder.problems.append(str(problem))
                else:
                    then(pupil, future.result())
                self._touch(pupil)

        def run() -> None:
            self.recorder.call(work).add_done_callback(done)

        if saving is None:
            run()
        else:
            self.recorder.save_then(saving, run, partial(self._not_saved, pupil))

    def _not_saved(self, pupil: PracticePupil, problem: str) -> None:
        """The answer could not be saved (a full disk...): not counted, the question stays."""
        with self._lock:
            pupil.busy = False
            self.recorder.problems.append(problem)
            self._touch(pupil)

    def _answered(self, item: DrillItem, pupil: PracticePupil,
                  saved: tuple[PracticeFeedback, NextPractice | None]) -> None:
        feedback, pupil.next = saved
        pupil.item, pupil.verdict = None, feedback
        pupil.cells[-1] = Cell.RIGHT if feedback.correct else Cell.WRONG
        pupil.answers.append((item, feedback))
        pupil.misses = 0 if feedback.correct else pupil.misses + 1
        challenge = pupil.challenge
        if challenge is not None and challenge.phase is Phase.ON:
            challenge.counted(feedback)
            if challenge.phase is Phase.OVER:
                pupil.best = challenge.best
                self._keep_result(pupil, challenge.score, challenge.ms / 1000)

    def _sitting(self, pupil: PracticePupil, session: PracticeSession) -> None:
        pupil.session, pupil.cells, pupil.misses, pupil.next = session, [], 0, None
        self._ask_next(pupil)

    def _ask_next(self, pupil: PracticePupil) -> None:
        """The sitting's next question (the schedule's choice), unless it is over; in a challenge
        its clock starts now (the session's, on the server's clock)."""
        if pupil.asked < pupil.aims.length:
            pupil.item = pupil.session.next_item()
            pupil.cells.append(Cell.NOW)
            if pupil.challenge is not None:
                pupil.challenge.late = False

    # -- the timed challenge ---------------------------------------------------------------------------
    def _challenge(self, pupil: PracticePupil, kind: str) -> dict:
        """"challenge": its rules and Start on the page (offered once a sitting is over);
        "start": a sitting of the pupil's topics in challenge mode, its first question's clock running."""
        challenge = pupil.challenge
        if kind == "challenge" and pupil.finished and (challenge is None or challenge.phase is Phase.OVER):
            self._on_record(pupil, partial(self._best_in_record, pupil), self._ready)
            return {"type": "done"}
        if kind == "start" and challenge is not None and challenge.phase is Phase.READY:
            session = partial(self._session, pupil.pupil, pupil.aims, pupil.aims.topics, None, challenge=True)
            self._on_record(pupil, session, self._challenge_sitting)
            return {"type": "done"}
        return {"type": "refused", "code": "bad_message"}

    def _best_in_record(self, pupil: PracticePupil, record) -> ChallengeScore | None:
        return best_in(record, cast(Pupil, pupil.pupil))

    def _ready(self, pupil: PracticePupil, kept: ChallengeScore | None) -> None:
        """The rules page, with the pupil's best: the record's, or one finished here since."""
        best = kept if pupil.best is None else best_of(kept, pupil.best)
        pupil.challenge = DeviceChallenge(pupil.aims.length, best)

    def _challenge_sitting(self, pupil: PracticePupil, session: PracticeSession) -> None:
        assert pupil.challenge is not None
        pupil.challenge.begin()
        self._sitting(pupil, session)

    def _keep_result(self, pupil: PracticePupil, score: ChallengeScore, seconds: float) -> None:
        """The finished challenge's score in the record, beside lesson results (its answers are
        in already: only the best would be missing if this save failed)."""
        def saved(future: Future) -> None:
            if future.exception() is not None:
                self.recorder.problems.append(str(future.exception()))

        work = partial(save_result, pupil=cast(Pupil, pupil.pupil), score=score, seconds=seconds)
        self.recorder.call(work).add_done_callback(saved)

    def _time_is_up(self, pupil: PracticePupil) -> bool:
        """A challenge question is on the page and its time ran out, by the server's clock."""
        challenge = pupil.challenge
        return challenge is not None and challenge.phase is Phase.ON and pupil.item is not None \
            and pupil.verdict is None and not pupil.busy and pupil.session.countdown().up(self._clock())

    def _closed_for_time(self, pupil: PracticePupil) -> bool:
        """An answer came once the server had closed its question for time (sent as the time ran
        out): too late, and the verdict on the page says so."""
        if pupil.challenge is None or pupil.verdict is None or not pupil.verdict.timed_out:
            return False
        pupil.challenge.late = True
        self._touch(pupil)
        return True

    def _close_time_up(self, pupil: PracticePupil, *, late: bool) -> None:
        """Save the question as not answered in time (`late`: an answer came after the time)."""
        assert pupil.challenge is not None
        pupil.challenge.closing, pupil.challenge.late = True, late
        self._save(pupil, pupil.session.mark_time_up(at=time.time()))

    # -- what the pupil's page shows (the own-pace page's forms: static/ownpace.js) ----------------
    def pupil_state(self, token: str, lang: str | None = None) -> dict:
        with self._lock:
            pupil = self.pupils[token]
            lang = lang or self.lang
            item, number = pupil.item, len(pupil.cells)
            skill = item.skill if item else pupil.answers[-1][0].skill if pupil.answers else pupil.aims.topics[0]
            feedback = None
            if pupil.verdict is not None:
                done = pupil.verdict
                feedback = {**drill_feedback_json(done.item, done.given, done.correct, lang),
                            "time_up": done.timed_out}
            challenge = pupil.challenge
            clock = pupil.session.countdown() if challenge is not None and challenge.phase is Phase.ON \
                and item is not None and not pupil.busy and pupil.verdict is None else None
            return {
                "type": "own", "version": pupil.version, "you": {"name": pupil.name}, "practice": True,
                "lesson": {"title": topic_name(skill, lang), "number": number, "total": pupil.aims.length,
                           "again": False, "finished": pupil.finished, "score": pupil.right_this_sitting(),
                           "out_of": pupil.asked, "practice": True},
                "step": None if item is None or pupil.busy else drill_step_json(item, number, lang),
                "feedback": feedback, "calibrated": pupil.calibration_ms is not None,
                "next": next_json(pupil.next, lang) if pupil.finished else None,
                "challenge": None if challenge is None else challenge.page_json(clock, self._clock()),
            }

    # -- what the teacher sees -----------------------------------------------------------------------
    def live_state(self) -> dict:
        with self._lock:
            pupils = list(self.pupils.values())
            columns = max((p.aims.length for p in pupils), default=self.aims_of(0).length)
            totals = [{c: 0 for c in (Cell.RIGHT, Cell.RETRY, Cell.WRONG, Cell.NOW)} for _ in range(columns)]
            rows = []
            for pupil in pupils:
                cells = (pupil.cells + [""] * columns)[:columns]
                for i, cell in enumerate(cells):
                    if cell in totals[i]:
                        totals[i][cell] += 1
                right = sum(fb.correct for _, fb in pupil.answers)
                skill = pupil.item.skill if pupil.item else pupil.answers[-1][0].skill if pupil.answers else ""
                rows.append({"key": pupil.key, "name": pupil.name, "cells": cells,
                             "at": f"q{len(pupil.cells)}" if pupil.item else None, "finished": pupil.finished,
                             "connected": pupil.connections > 0, "idle": pupil.idle,
                             # wrong again and again: flagged even once the sitting is over
                             "stuck": pupil.misses >= STUCK_MISSES or (pupil.idle and not pupil.finished),
                             "misses": pupil.misses, "score": right, "tries": len(pupil.answers),
                             "calibration_ms": pupil.calibration_ms,
                             "practice": {"topic": topic_name(skill, self.lang) if skill else "", "right": right,
                                          "wrong": len(pupil.answers) - right},
                             # what the pupil's device suggests at the end of the sitting
                             "next": topic_name(pupil.next.skill, self.lang)
                             if pupil.finished and pupil.next and pupil.next.skill else None,
                             # the teacher's highest level holds the pupil back: theirs to raise
                             "top": bool(pupil.finished and pupil.next and pupil.next.at_teachers_top),
                             "challenge": None if pupil.challenge is None else pupil.challenge.live_json()})
            rows.sort(key=lambda r: str(r["name"]).lower())
            topics = self.topics or tuple(dict.fromkeys(t for p in pupils for t in p.aims.topics)) or \
                self.aims_of(0).topics
            title = translate(self.lang, PRACTICE_TITLE, topics=", ".join(topic_name(t, self.lang) for t in topics))
            return {"type": "live", "version": self.version, "title": title, "room": self.room_code,
                    "steps": [{"id": f"q{n}", "kind": "practice", "n": n} for n in range(1, columns + 1)],
                    "pupils": rows, "totals": totals, "leaderboard": None, "practice": True}

    def answers_of(self, key: str, lang: str | None = None) -> dict:
        """One pupil's answers, for the teacher's click on their row: the topic, what was given and
        what was right, in words."""
        lang = lang or self.lang
        with self._lock:
            for pupil in self.pupils.values():
                if pupil.key == key:
                    return {"type": "answers", "key": key, "name": pupil.name, "answers": [
                        {"step": topic_name(item.skill, lang), "kind": item.skill,
                         "given": given_in_challenge(fb, given_words(item, fb.given, lang), lang),
                         "expected": "" if item.kind == TAP else item.answer_words(lang), "right": fb.correct}
                        for item, fb in pupil.answers]}
            return {"type": "refused", "code": "no_pupil"}

    def close(self) -> None:
        self.recorder.close()


def _given(item: DrillItem, message: dict) -> tuple[str, str]:
    """The answer as the app's practice takes it (a choice, a number, taps as seconds), or why
    it is refused unread."""
    if item.kind == TAP:
        taps, why = taps_from_page(message.get("taps"))
        return ("", why) if why else (" ".join(f"{t:.4f}" for t in taps), "")  # type: ignore[attr-defined]  # a list when no why
    value = message.get("value")
    if not isinstance(value, str) or value not in item.choices:
        return "", "not_a_choice"
    return value, ""
