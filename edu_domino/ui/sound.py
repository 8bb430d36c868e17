"""The app's link to edu_domino.audio: sound each placement and lesson answer, never block a frame.

Opening an output (the synth starts pygame.mixer) and queueing a sound (the synth renders notes
ahead) both happen on one worker thread; the frame loop only calls `update`, which sends the MIDI
messages that are due. No output, or a broken one, means silence and one notice, never a crash.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import ThreadPoolExecutor


class Sound:
    def __init__(self, output: str, volume: float) -> None:
        self.notice: str | None = None
        self.played: list = []  # what was asked to sound, newest last (tests read it)
        self._executor: ThreadPoolExecutor | None = None
        self._scheduler = None
        self._output = None
        self.configure(output, volume)

    def configure(self, output: str, volume: float) -> None:
        self.close()
        self.output_name = output
        self.volume = volume
        if output == "silent" or volume <= 0:
            return
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-sound")
        self._executor.submit(self._open, output)

    def _open(self, name: str) -> None:
        try:
            from edu_domino.audio import Scheduler, open_output

            opened = open_output(name)
            self._output = opened.output
            self._scheduler = Scheduler(opened.output)
            if opened.notice is not None:
                self.notice = opened.notice.message
        except Exception as exc:  # no sound device at all: play on in silence, say it once
            self._scheduler = None
            self.notice = f"sound: {exc}; playing without sound"

    def _play(self, make) -> None:
        scheduler = self._scheduler
        if scheduler is None:
            return
        try:
            scheduler.play(make())
        except Exception:
            self._scheduler = None  # a sound bug must not stop the game

    def tile(self, tile, faces: str) -> None:
        """A tile was laid: sound its two halves, high half first."""
        self.played.append(("tile", tuple(tile), faces))
        if self._executor is not None:
            self._executor.submit(self._play, lambda: _tile_sound(tuple(tile), faces))

    def lesson(self, sounds) -> None:
        """Sound requests from the lesson runner (edu_domino.lesson.Sound), one after another."""
        for request in sounds:
            self.played.append(("lesson", request.kind, request.spellings))
        if self._executor is not None and sounds:
            self._executor.submit(self._play_lesson, tuple(sounds))

    def _play_lesson(self, sounds) -> None:
        scheduler = self._scheduler
        if scheduler is None:
            return
        from edu_domino.audio import Tempo
        from edu_domino.audio import sounds as snd
        from edu_domino.faces import parse_spelling

        try:
            for request in sounds:
                halves = [snd.half_sound(parse_spelling(k)) for k in request.spellings]
                if request.kind == "match":
                    sound = snd.cue_sound(bool(request.right))
                elif not halves:
                    continue
                elif request.kind == "tile" and len(halves) == 2:
                    sound = snd.tile_sound(halves[0], halves[1])
                else:
                    from edu_domino.audio import join

                    sound = join(halves, 1)
                scheduler.play_after(sound, Tempo(request.tempo))
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
        for thing in (scheduler, output):
            if thing is not None and hasattr(thing, "close"):
                with contextlib.suppress(Exception):
                    thing.close()


def _tile_sound(tile: tuple[int, int], faces: str):
    # Imported here, on the sound thread: importing mido must not cost the frame loop a frame.
    from edu_domino.audio.sounds import plain_tile_sound

    return plain_tile_sound(tile, faces)
