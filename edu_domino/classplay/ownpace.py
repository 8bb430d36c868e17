"""An own-pace lesson: every pupil runs the pack on their own device, the teacher watches live.

Each pupil who joins (room code, their name, their PIN where set) gets their own `Runner` on the
server: the same step machine, judge, hints, comebacks and score as the lesson screen, so an
answer on a device is judged exactly as on the laptop. Every try is saved in the pupil's own
progress record as the lesson screen saves it (source "lesson", item `lesson:<pack>:<step>`, the
step's skill), and the lesson's score when they finish. A game step is played on the server
(the computer seats think there; `tick` moves them on); a tap step's taps are timed on the
device and read here by the tap kind (`lesson/kinds/tap`), judged by the runner.

A pupil's place lives with their join link: a reload or a dropped network comes back to the
same runner, at the same step. The teacher's live view (`live_state`) is a grid of pupils by
steps (right, right after a retry, wrong, in progress), with pupils who seem stuck flagged
(`STUCK_MISSES` wrong tries in a row, or `idle_after` seconds without a tap), class totals per
step, and optionally a leaderboard of names only (off unless the teacher asks). Nothing is
timed for the pupil and no speed is scored.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from edu_domino.classplay.pupil_room import PupilRoom
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.classplay.step_json import sound_json, step_json
from edu_domino.classplay.tokens import new_room_code, new_token
from edu_domino.engine import DRAW, PASS
from edu_domino.lesson import Feedback, Pack, Runner
from edu_domino.lesson.kinds import KINDS, kind_of
from edu_domino.lesson.steps import Step

STUCK_MISSES = 3  # wrong tries in a row: the teacher's view flags the pupil
IDLE_AFTER = 90.0  # seconds without a tap (lesson not finished): flagged idle
GAME_MOVES = {"play", "draw", "pass"}


class Cell:
    """A pupil's state at one step, as the teacher's grid shows it."""

    RIGHT = "right"  # right at the first try
    RETRY = "retry"  # right after a wrong try (or when it came back)
    WRONG = "wrong"  # out of tries (it comes back later)
    NOW = "now"  # the pupil is on it
    SEEN = "seen"  # an explain page read, a game played


@dataclass
class OwnPupil:
    name: str
    token: str
    pupil: object  # edu_domino.progress.Pupil
    runner: Runner
    heard: float  # the clock when the pupil last did something
    connections: int = 0
    version: int = 0  # grows when this pupil's own page must change
    cells: dict[str, str] = field(default_factory=dict)  # step id -> Cell
    misses: int = 0  # wrong tries in a row
    feedback: dict | None = None  # the verdict of the last answer, until the page says it was seen
    saved: int = 0  # runner answers queued for the record
    calibration_ms: float | None = None  # this device's tap lag, measured once by the pupil
    idle: bool = False
    lesson_saved: bool = False  # the finished lesson's score queued for the record

    @property
    def key(self) -> str:
        """A short id for the teacher's page (never the token: that is the pupil's link)."""
        return hashlib.sha256(self.token.encode()).hexdigest()[:10]


class OwnPaceLesson(PupilRoom[OwnPupil]):
    mode = "ownpace"

    def __init__(self, pack: Pack, lang: str, recorder: ClassRecorder, *, leaderboard: bool = False,
                 idle_after: float = IDLE_AFTER, clock: Callable[[], float] = time.monotonic,
                 seed: int | None = None) -> None:
        super().__init__(new_token())
        self.pack = pack
        self.lang = lang
        self.recorder = recorder
        self.leaderboard = leaderboard
        self.idle_after = idle_after
        self.room_code = new_room_code()
        self._clock = clock
        self._seed = seed

    # -- joining (the class lesson's rules: a name claims one place, a PIN proves it) ------------
    def join(self, name: str, pin: str | None = None, timeout: float = 15.0) -> str:
        pupil, proved = self.recorder.find_or_create(name, pin, timeout)
        with self._lock:
            held = self.place_held(pupil, proved)
            if held is not None:
                return held
            token = new_token()
            own = OwnPupil(pupil.name, token, pupil, self._runner(), heard=self._clock())  # type: ignore[attr-defined]
            self.pupils[token] = own
            self._mark_current(own)
            self._changed()
            return token

    def _runner(self) -> Runner:
        seed = None if self._seed is None else self._seed + len(self.pupils)
        return Runner(self.pack, self.lang, seed=seed, clock=self._clock)

    def _start(self, pupil: OwnPupil) -> None:
        """The lesson from its first step again: the grid starts afresh, the record keeps all."""
        pupil.runner.close_game()
        pupil.runner = self._runner()
        pupil.cells, pupil.misses, pupil.saved, pupil.lesson_saved, pupil.feedback = {}, 0, 0, False, None
        self._mark_current(pupil)
        self._touch(pupil)

    # -- the clock: computer seats of game steps, idle pupils ------------------------------------
    def tick(self, dt: float) -> None:
        with self._lock:
            changed = False
            now = self._clock()
            for pupil in self.pupils.values():
                runner = pupil.runner
                if _at_game(runner.current) and runner.game is not None and runner.game.update(dt):
                    pupil.version += 1
                    changed = True
                idle = not runner.finished and now - pupil.heard >= self.idle_after
                if idle != pupil.idle:
                    pupil.idle = idle
                    changed = True
            if changed:
                self._changed()

    # -- a device's messages -----------------------------------------------------------------------
    def act(self, token: str, message: dict) -> dict:
        """One message from a pupil's device: the reply for that device (its new state follows)."""
        kind = message.get("type")
        with self._lock:
            pupil = self.pupils.get(token)
            if pupil is None:
                return {"type": "refused", "code": "moved"}
            pupil.heard = self._clock()
            if kind == "seen":  # the page showed the verdict and went on
                pupil.feedback = None
                self._touch(pupil)
                return {"type": "done"}
            if kind == "calibrate":
                return self._calibrate(pupil, message.get("offset_ms"))
            if pupil.runner.finished:
                if kind == "again":  # a finished pupil does the lesson once more (a new score)
                    self._start(pupil)
                    return {"type": "done"}
                return {"type": "refused", "code": "closed"}
            answer, why = self._answer_of(pupil, message)
            if why:
                return {"type": "refused", "code": why}
            shown = pupil.runner.current
            feedback = pupil.runner.submit(answer)
            if feedback.unreadable and not _at_game(shown):
                return {"type": "refused", "code": "unreadable"}  # no try used, nothing changed
            self._after(pupil, shown, feedback)
            return {"type": "done"}

    def _answer_of(self, pupil: OwnPupil, message: dict) -> tuple[object, str]:
        """What `Runner.submit` takes from a message, or why it is refused."""
        kind = message.get("type")
        step = pupil.runner.current
        if _at_game(step):
            if kind == "continue":
                return None, ""
            if kind not in GAME_MOVES:
                return None, "bad_message"
            if kind == "draw":
                return DRAW, ""
            if kind == "pass":
                return PASS, ""
            return f"{message.get('tile', '')} {message.get('end', '')}".strip(), ""
        if kind == "continue":
            return None, "" if step is not None and not step.scored else "no_answer"
        if kind != "answer":
            return None, "bad_message"
        if step is None:
            return message.get("value"), ""
        return kind_of(step).device_answer(step, message)  # a tap step's taps, a choice offered, ...

    def _after(self, pupil: OwnPupil, shown: Step | None, feedback: Feedback) -> None:
        """The verdict for the page and the grid; the new tries into the record."""
        answered = pupil.runner.answers[pupil.saved:]
        for a in answered:
            step_id = a.item.rsplit(":", 1)[1]
            if _game_kind(a.kind):
                pupil.cells[step_id] = Cell.SEEN
                continue
            if a.right:
                pupil.cells[step_id] = Cell.RIGHT if a.attempt == 1 and a.showing == 1 else Cell.RETRY
            else:
                pupil.cells[step_id] = Cell.WRONG if feedback.done else Cell.NOW
            pupil.misses = 0 if a.right else pupil.misses + 1
        self._save(pupil)
        if shown is not None and not shown.scored and not _at_game(shown) and feedback.done:
            pupil.cells[shown.id] = Cell.SEEN  # an explain page read
            pupil.feedback = None
        elif answered and not _game_kind(answered[-1].kind):
            pupil.feedback = {"right": feedback.right, "done": feedback.done, "hint": feedback.hint,
                              "answer": feedback.expected_text, "tries_left": feedback.tries_left,
                              "comes_back": feedback.comes_back, "sound": sound_json(feedback.sounds)}
        else:  # a move in a game step (its placement sounds, or why it was refused)
            pupil.feedback = {"game": True, "right": feedback.right, "hint": feedback.hint,
                              "sound": sound_json(feedback.sounds)}
        self._mark_current(pupil)
        self._touch(pupil)

    def _save(self, pupil: OwnPupil) -> None:
        """As the lesson screen saves: each try as it happens, the lesson once it is over."""
        from edu_domino.progress.unsaved import lesson_answer_entry, lesson_entry

        runner, who = pupil.runner, pupil.pupil
        entries = [lesson_answer_entry(who, a) for a in runner.answers[pupil.saved:]]  # type: ignore[arg-type]
        pupil.saved = len(runner.answers)
        if runner.finished and not pupil.lesson_saved:
            result = runner.result()
            entries.append(lesson_entry(who, result.pack_id, result.pack_version, result.score,  # type: ignore[arg-type]
                                        result.out_of, lesson=self.pack.title.get("en"), seconds=result.seconds))
            pupil.lesson_saved = True
        for entry in entries:
            self.recorder.save(entry)

    def _mark_current(self, pupil: OwnPupil) -> None:
        step = pupil.runner.current
        if step is not None and step.id not in pupil.cells:
            pupil.cells[step.id] = Cell.NOW

    # -- what the pupil's page shows ---------------------------------------------------------------
    def pupil_state(self, token: str, lang: str | None = None) -> dict:
        with self._lock:
            pupil = self.pupils[token]
            runner = pupil.runner
            lang = lang or self.lang
            number, total, again = runner.progress
            step: Step | None = runner.current
            return {
                "type": "own", "version": pupil.version, "you": {"name": pupil.name},
                "lesson": {"title": self.pack.title.get(lang), "number": number, "total": total, "again": again,
                           "finished": runner.finished, "score": runner.score, "out_of": runner.out_of},
                "step": None if step is None else step_json(step, lang, runner.game, self.pack.tempo),
                "feedback": pupil.feedback, "calibrated": pupil.calibration_ms is not None,
            }

    # -- what the teacher sees -----------------------------------------------------------------------
    def live_state(self) -> dict:
        with self._lock:
            steps = self.pack.steps
            rows = []
            totals = [{c: 0 for c in (Cell.RIGHT, Cell.RETRY, Cell.WRONG, Cell.NOW)} for _ in steps]
            for pupil in self.pupils.values():
                current = pupil.runner.current
                cells = [pupil.cells.get(s.id, "") for s in steps]
                for i, cell in enumerate(cells):
                    if cell in totals[i]:
                        totals[i][cell] += 1
                rows.append({"key": pupil.key, "name": pupil.name, "cells": cells,
                             "at": None if current is None else current.id, "finished": pupil.runner.finished,
                             "connected": pupil.connections > 0, "idle": pupil.idle,
                             "stuck": not pupil.runner.finished and (pupil.idle or pupil.misses >= STUCK_MISSES),
                             "misses": pupil.misses, "score": pupil.runner.score,
                             "tries": len(pupil.runner.answers),
                             "calibration_ms": pupil.calibration_ms})
            rows.sort(key=lambda r: str(r["name"]).lower())
            out = {"type": "live", "version": self.version, "title": self.pack.title.get(self.lang),
                   "room": self.room_code, "steps": [{"id": s.id, "kind": s.kind, "n": i + 1} for i, s in
                                                     enumerate(steps)],
                   "pupils": rows, "totals": totals, "leaderboard": None}
            if self.leaderboard:  # names only, most right answers first: no score, no speed
                ranked = sorted(self.pupils.values(), key=lambda p: (-p.runner.score, p.name.lower()))
                out["leaderboard"] = [p.name for p in ranked]
            return out

    def answers_of(self, key: str, lang: str | None = None) -> dict:
        """One pupil's tries, for the teacher's click on their row."""
        with self._lock:
            for pupil in self.pupils.values():
                if pupil.key == key:
                    return {"type": "answers", "key": key, "name": pupil.name, "answers": [
                        {"step": a.item.rsplit(":", 1)[1], "kind": a.kind, "given": a.given, "expected": a.expected,
                         "right": a.right, "attempt": a.attempt, "showing": a.showing}
                        for a in pupil.runner.answers]}
            return {"type": "refused", "code": "no_pupil"}

    def close(self) -> None:
        with self._lock:
            for pupil in self.pupils.values():
                pupil.runner.close_game()
        self.recorder.close()


def _at_game(step: Step | None) -> bool:
    """Whether a pupil is at a game step (played on the server: moves, not an answer)."""
    return step is not None and kind_of(step).is_game


def _game_kind(name: str) -> bool:
    """Whether a record's step kind is a game's (its try is the game's outcome)."""
    kind = KINDS.get(name)
    return kind is not None and kind.is_game
