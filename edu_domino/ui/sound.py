"""The app's link to edu_domino.audio: sound each placement and lesson answer, never block a frame.

Opening an output (the synth starts pygame.mixer) and queueing a sound (the synth renders notes
ahead) both happen on one worker thread; the frame loop only calls `update`, which sends the MIDI
messages that are due. No output, or a broken one, means silence and one notice, never a crash:
the sound thread records what happened, and the app takes it (`take_notice`) on the frame thread,
worded in the app's language, and shows it on screen once.

The settings' volume is applied here, to what is sent: every note-on's velocity is scaled by it
(0 % sends no note at all), so it works the same on the synth and on an external MIDI device.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from edu_domino.i18n import _

if TYPE_CHECKING:
    from edu_domino.audio import Scheduler
    from edu_domino.audio.outputs.base import Output


def scaled_velocity(velocity: int, volume: float) -> int:
    """A note-on's velocity at this volume (0..1): 0 means the note is not sent at all."""
    if volume <= 0 or velocity <= 0:
        return 0
    return max(1, min(127, round(velocity * min(1.0, volume))))


def describe_fallback(wanted: str, got: str) -> str:
    """What a pupil or teacher reads when the sound output asked for could not be opened."""
    if got == "silent":
        if wanted == "midi":
            return _("No MIDI output and no sound device are available: playing without sound.")
        return _("No sound device is available: playing without sound.")
    return _("No MIDI output is available: playing through the built-in synthesizer instead.")


class VolumeOutput:
    """Stands between the scheduler and the real output and scales note-on velocities.

    Only note-ons change: a silenced note-on is dropped (its note-off still goes, harmlessly), so
    nothing is ever heard at 0 %. The level can change while sounds are queued.
    """

    def __init__(self, output: Output, volume: float) -> None:
        self.output = output
        self.volume = volume

    def send(self, message, hold: float | None = None) -> None:
        if message.type == "note_on" and message.velocity > 0:
            velocity = scaled_velocity(message.velocity, self.volume)
            if velocity == 0:
                return
            message = message.copy(velocity=velocity)
        self.output.send(message, hold=hold)

    def prepare(self, pitch: int, hold: float) -> None:
        if self.volume > 0:
            self.output.prepare(pitch, hold)

    def reset(self) -> None:
        self.output.reset()

    def close(self) -> None:
        self.output.close()


class SoundPlayer:
    """The app's sound: one output, opened and fed on a worker thread; `play(cues)` never waits."""

    def __init__(self, output: str, volume: float, clock: Callable[[], float] = time.perf_counter) -> None:
        self.notice: str | None = None  # the audio package's own (English) line, for logs
        self._fallback: tuple[str, str] | None = None  # (wanted, got), set by the sound thread
        self._fallback_taken = False
        self.played: list = []  # what was asked to sound, newest last (tests read it)
        self.timed: list = []  # (start time, Sound) asked of play_at, newest last
        self.clock = clock  # the scheduler's clock (tests pass their own)
        self._executor: ThreadPoolExecutor | None = None
        self._scheduler: Scheduler | None = None
        self._output: Output | None = None
        self._volume: VolumeOutput | None = None
        self.output_name = ""
        self.volume = volume
        self.configure(output, volume)

    @property
    def output(self):
        """The real output once it is open (a RecorderOutput in tests), else None."""
        return self._output

    @property
    def output_volume(self) -> float | None:
        """The volume the open output plays at now (None until the sound thread has opened it)."""
        return self._volume.volume if self._volume is not None else None

    @property
    def silent(self) -> bool:
        """Nothing can be heard: the "silent" output chosen, or no sound device found (a question
        that must be heard is not asked then: ui/lesson_sound.py)."""
        return self.output_name == "silent" or (self._fallback is not None and self._fallback[1] == "silent")

    def configure(self, output: str, volume: float) -> None:
        """A new output, or only a new volume (applied at once, even to queued notes)."""
        self.volume = volume
        if output == self.output_name and self._executor is not None:
            if self._volume is not None:
                self._volume.volume = volume
            return
        self.close()
        self.output_name = output
        self._fallback, self._fallback_taken = None, False  # a new output: its own notice, once
        if output == "silent":
            return
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-sound")
        self._executor.submit(self._open, output)

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the sound thread has done what was asked so far (tests and tools only)."""
        if self._executor is not None:
            self._executor.submit(lambda: None).result(timeout)

    def _open(self, name: str) -> None:
        try:
            from edu_domino.audio import Scheduler, open_output

            opened = open_output(name, clock=self.clock) if name == "recorder" else open_output(name)
            self._output = opened.output
            self._volume = VolumeOutput(opened.output, self.volume)
            self._scheduler = Scheduler(self._volume, clock=self.clock)
            if self.clock is time.perf_counter:
                # The pump thread sends each note when it is due, between frames; frame-by-frame
                # update() alone would be up to a frame late. (Tests with their own clock drive
                # update() themselves.)
                self._scheduler.start()
            if opened.notice is not None:
                self.notice = opened.notice.message
                self._fallback = (opened.notice.wanted, opened.notice.got)
        except Exception as exc:  # no sound device at all: play on in silence, say it once
            self._scheduler = None
            self.notice = f"sound: {exc}; playing without sound"
            self._fallback = (name, "silent")

    def take_notice(self) -> str | None:
        """The "no MIDI port / no sound device" message, in the current language, the first time
        it is asked for after the sound thread found it; then None (it is said once)."""
        if self._fallback is None or self._fallback_taken:
            return None
        self._fallback_taken = True
        return describe_fallback(*self._fallback)

    def _play(self, make) -> None:
        scheduler = self._scheduler
        if scheduler is None:
            return
        try:
            scheduler.play(make())
        except Exception:
            self._scheduler = None  # a sound bug must not stop the game

    def play(self, sounds) -> None:
        """Sound cues (edu_domino.play.SoundCue: a tile laid, a lesson's answer), one after another."""
        for request in sounds:
            self.played.append((str(request.kind), request.spellings))
        if self._executor is not None and sounds:
            self._executor.submit(self._play_cues, tuple(sounds))

    def play_at(self, sound, tempo, at: float) -> None:
        """An `audio.Sound` to start at clock time `at` (the scheduler's clock, `time.perf_counter`
        in the app): a count-in's clicks, a metronome, a rhythm to tap back. Queued ahead on the
        sound thread, so it starts on time, not when a frame comes."""
        self.timed.append((at, sound))
        if self._executor is not None:
            self._executor.submit(self._play_timed, sound, tempo, at)

    def _play_timed(self, sound, tempo, at: float) -> None:
        scheduler = self._scheduler
        if scheduler is None:
            return
        try:
            scheduler.play(sound, at=at, tempo=tempo)
        except Exception:
            self._scheduler = None

    def stop(self) -> None:
        """Silence what is queued and sounding (a count-in given up half way)."""
        if self._executor is not None:
            self._executor.submit(self._stop)

    def _stop(self) -> None:
        scheduler = self._scheduler
        if scheduler is not None:
            with contextlib.suppress(Exception):
                scheduler.stop()

    def _play_cues(self, sounds) -> None:
        scheduler = self._scheduler
        if scheduler is None:
            return
        from edu_domino.audio.sounds import request_sound

        try:
            for request in sounds:
                if not request.spellings and request.kind not in ("match", "cheer"):
                    continue
                # The audio package's documented mapping: a match plays both halves, then the
                # confirming chord or the gentle "try again" cue.
                sound, tempo = request_sound(request)
                scheduler.play_after(sound, tempo)
        except Exception:
            self._scheduler = None

    def update(self, now: float) -> None:
        """Send what is due (the scheduler keeps its own clock; `now` is the frame clock)."""
        scheduler = self._scheduler
        if scheduler is not None:
            try:
                scheduler.update()
            except Exception:
                self._scheduler = None

    def close(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
        scheduler, self._scheduler = self._scheduler, None
        output, self._output = self._output, None
        self._volume = None
        for thing in (scheduler, output):
            if thing is not None and hasattr(thing, "close"):
                with contextlib.suppress(Exception):
                    thing.close()
