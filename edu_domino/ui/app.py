"""The app: one window, a stack of scenes, and the frame loop.

Each frame is `process_events -> update(dt) -> draw`. Tests and the screenshot tool drive the
same three steps with synthetic events (`App.frame`), so what they check is what a pupil sees.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from edu_domino.ui import records as records_module
from edu_domino.ui import settings as settings_mod
from edu_domino.ui.celebration import CHEER_TEMPO, OCCASIONS, Celebration
from edu_domino.ui.digits import digit_of
from edu_domino.ui.exit_signals import stop_on_signals
from edu_domino.ui.i18n import Translator, system_language
from edu_domino.ui.intents import Intent, intent_for
from edu_domino.ui.records import Opener, RecordWorker
from edu_domino.ui.scene import Scene, Services
from edu_domino.ui.scene_stack import SceneStack
from edu_domino.ui.settings import Settings
from edu_domino.ui.theme import Theme
from edu_domino.ui.timed_input import TimedInput

if TYPE_CHECKING:
    from edu_domino.audio.midi_in import MidiTapInput
    from edu_domino.ui.sound import SoundPlayer

WINDOW_SIZE = (1280, 720)
MIN_SIZE = (640, 480)
FPS = 60
BANNER_S = 10.0  # how long a one-time notice (no sound device) stays on screen
IDLE_MARGIN_S = 0.004  # spare time left unused before the next frame is due (waking up, events)
UNSAVED_NOTICE_S = 4.0  # how long closing shows that answers could not be saved


class App(SceneStack):
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        settings_path: Path | None = None,
        fullscreen: bool | None = None,
        language: str | None = None,
        sound: bool = True,
        lesson_dirs: list[Path] | None = None,
        record_opener: Opener | None = None,
    ) -> None:
        self._record_opener = record_opener  # tests inject a slow or failing record here
        self._records: RecordWorker | None = None
        self.lesson_dirs = list(lesson_dirs or [])  # folders of packs besides the bundled and user ones
        self.settings_path = settings_mod.default_path() if settings_path is None else settings_path
        self.notice: str | None = None  # one message for the title screen (e.g. damaged settings)
        self.banner: str | None = None  # one notice shown over any scene for a while (no sound)
        self._banner_until = 0.0
        self._banner_drawn = False
        self.stopped_by: int | None = None  # the signal (Ctrl+C, SIGHUP, SIGTERM) that ended run()
        self.unsaved_notice_s = UNSAVED_NOTICE_S  # tests make it 0
        self._pointer: tuple[int, int] | None = None  # where the last mouse motion put the pointer
        self._pointer_stale = False  # the window changed size under a pointer nobody moved
        # The celebration on screen (ui/celebration.py), or None; `celebrate` starts one.
        self.celebration: Celebration | None = None
        self._celebration_drawn = False
        self._celebrations = 0
        settings_problem = None
        if settings is None:
            settings, settings_problem = settings_mod.read(self.settings_path)
            self._persist = True
        else:
            self._persist = False  # screenshots and tests pass settings in and never save them
        if fullscreen is not None:
            settings = settings.with_(fullscreen=fullscreen)
        self.settings = settings
        self.i18n = Translator(language or settings.language or system_language())
        if settings_problem is not None:  # said in the language just chosen
            self.notice = settings_mod.describe(settings_problem)
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 60)
        self.screen = self._open_display(size)
        self.theme = self._make_theme()
        self.scenes: list[Scene] = []
        self.running = True
        self.time = 0.0  # the frame clock, in seconds since the app started
        self.frames = 0
        self.input = TimedInput(FPS)  # events stamped as they arrive; `input.clock` times taps
        self.midi_taps: MidiTapInput | None = None  # a MIDI keyboard's taps (audio.midi_in), opened by the first tap screen
        self.midi_notice_said = False
        self.sound: SoundPlayer | None = None
        if sound:
            from edu_domino.ui.sound import SoundPlayer  # noqa: F811 - imported when sound is wanted

            self.sound = SoundPlayer(settings.sound_output, settings.volume)

    @property
    def services(self) -> Services:
        return self

    # --- display -------------------------------------------------------------------------------
    def _open_display(self, size: tuple[int, int] | None) -> pygame.Surface:
        pygame.display.set_caption("edu-domino")
        if self.settings.fullscreen and size is None:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = size or WINDOW_SIZE
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _make_theme(self) -> Theme:
        s = self.settings
        return Theme(self.screen.get_size(), s.palette, s.projector, s.text_scale)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (or a test asks it to): new theme, every scene lays out again."""
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        before = self.screen.get_size()
        if before != size and not self.settings.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.screen = pygame.display.get_surface() or self.screen
        self._pointer_stale = self._pointer_stale or self.screen.get_size() != before
        self._relayout()

    def _relayout(self) -> None:
        self.theme = self._make_theme()
        for scene in self.scenes:
            scene.relayout()

    def toggle_fullscreen(self) -> None:
        self.apply_settings(self.settings.with_(fullscreen=not self.settings.fullscreen))

    # --- settings ------------------------------------------------------------------------------
    def apply_settings(self, new: Settings) -> None:
        """Use new settings at once (language, theme, window) and remember them."""
        old, self.settings = self.settings, new
        if new.language != old.language:
            self.i18n.set_language(new.language or system_language())
        if new.fullscreen != old.fullscreen:
            self.screen = (
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                if new.fullscreen
                else pygame.display.set_mode(WINDOW_SIZE, pygame.RESIZABLE)
            )
            self._pointer_stale = True
        if self.sound is not None and (new.sound_output, new.volume) != (old.sound_output, old.volume):
            self.sound.configure(new.sound_output, new.volume)
        self._relayout()
        if self._persist:
            try:
                settings_mod.save(new, self.settings_path)
            except OSError as exc:
                from edu_domino.os_reasons import cannot_write

                self.notice = cannot_write(self.settings_path, exc)  # in the app's language

    # --- the pupils' record ----------------------------------------------------------------------
    @property
    def records(self) -> RecordWorker:
        """The pupils' record, behind its worker thread (opened on the first call made to it)."""
        if self._records is None:
            self._records = RecordWorker(self._record_opener)
        return self._records

    # --- celebrations --------------------------------------------------------------------------
    def celebrate(self, occasion: str, /, **fields: object) -> Celebration:
        """A short celebration over the top scene for `occasion` ("right", "hand", "match",
        "lesson"; `fields` fill its phrase, e.g. name=...): a burst with a happy tune, or, with
        the calm setting, the phrase alone, still and silent. Never waits; a key ends it."""
        from edu_domino.play.feedback import CueKind, SoundCue

        kind = OCCASIONS.get(occasion, OCCASIONS["right"])
        self._celebrations += 1
        phrase = self.i18n.translate(kind.phrases[(self._celebrations - 1) % len(kind.phrases)], **fields)
        calm = self.settings.calm
        self.celebration = Celebration(occasion, phrase, calm, seed=self._celebrations)
        if not calm and self.sound is not None:
            self.sound.play([SoundCue(CueKind.CHEER, occasion=occasion, tempo=CHEER_TEMPO)])
        return self.celebration

    # --- the frame -----------------------------------------------------------------------------
    def process_events(self, events: list[pygame.event.Event]) -> None:
        for event in events:
            if self.celebration is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                # Any key or click ends a celebration, and still does its usual job below.
                self.celebration.skip()
                self.celebration = None
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                if not self.settings.fullscreen:
                    self.resize((getattr(event, "w", 0) or event.x, getattr(event, "h", 0) or event.y))
                continue
            if event.type == pygame.MOUSEMOTION and not self._pointer_moved(event):
                continue
            intent = intent_for(event)
            if intent is Intent.QUIT:
                self.quit()
                return
            if intent is Intent.FULLSCREEN:
                self.toggle_fullscreen()
                continue
            scene = self.top
            if scene is None:
                return
            if scene.on_event(event):
                continue
            if event.type in (pygame.KEYUP, pygame.WINDOWFOCUSLOST):
                # A held key ends (the hot-seat peek), also when the window loses the keyboard.
                scene.on_key_up(event.key if event.type == pygame.KEYUP else None)
                continue
            if scene.wants_text:
                if event.type == pygame.TEXTINPUT:
                    scene.on_text(event.text)
                    continue
                if intent is not None and event.type == pygame.KEYDOWN and event.unicode and event.unicode.isprintable() and intent not in (Intent.CONFIRM,):
                    continue  # a letter or a space typed: it arrives again as TEXTINPUT
            elif intent is Intent.ERASE and scene.erase_is_back:
                intent = Intent.BACK
            if intent is not None:
                scene.on_intent(intent)
            elif not scene.wants_text and (digit := digit_of(event)) is not None:
                scene.on_digit(digit)
            elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                scene.on_mouse(event)
            elif event.type == pygame.MOUSEWHEEL:
                scene.on_wheel(int(event.y))

    def _pointer_moved(self, event: pygame.event.Event) -> bool:
        """Whether a MOUSEMOTION is a real move. SDL also reports the pointer where it already was,
        and again after the window changed size (full screen on or off): taken as a move, that
        would jump a menu's focus to whatever row now lies under a pointer nobody touched."""
        pos = (int(event.pos[0]), int(event.pos[1]))
        moved = pos != self._pointer and not self._pointer_stale
        self._pointer, self._pointer_stale = pos, False
        return moved

    def show_banner(self, text: str) -> None:
        """Show `text` over whatever scene is on top for `BANNER_S` seconds."""
        self.banner, self._banner_until = text, self.time + BANNER_S

    def update(self, dt: float) -> None:
        self.time += dt
        if self.sound is not None:
            self.sound.update(self.time)
            # Read each frame: the sound thread finds out about a missing device after the
            # window is up. Worded now, in the app's language, and shown once.
            notice = self.sound.take_notice()
            if notice:
                self.show_banner(notice)
        if self.banner is not None and self.time >= self._banner_until:
            self.banner = None
        if self.celebration is not None:
            self.celebration.update(dt)
            if not self.celebration.active:
                self.celebration = None
        if self._records is not None:
            self._records.poll()  # saved answers, PIN checks: their results arrive here
        if self.top is not None:
            self.top.update(dt)

    def draw(self) -> list[pygame.Rect] | None:
        """Draw the visible scenes; returns the rectangles that changed, or None for all of it."""
        # Draw from the highest opaque scene up: overlays show what is beneath them, covers don't.
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes:
            self.screen.fill(self.theme.palette.background)
        drawn = self.scenes[start:]
        changed: list[pygame.Rect] | None = None
        for scene in drawn:
            changed = scene.draw(self.screen)
        if len(drawn) != 1:
            changed = None
        if self.celebration is not None or self._celebration_drawn:
            changed = None  # the whole window: the burst moves over everything, or just ended
            self._celebration_drawn = self.celebration is not None
            if self.celebration is not None:
                self.celebration.draw(self.screen, self.theme, avoid=self.scenes[-1].praised())
        if self.banner is not None or self._banner_drawn:
            changed = None  # the whole window: the banner came, is there or just went
            self._banner_drawn = self.banner is not None
            if self.banner is not None:
                self._draw_banner(self.banner)
        self.frames += 1
        return changed

    def _draw_banner(self, text: str) -> None:
        from edu_domino.ui.widgets import blit_center

        theme, w = self.theme, self.screen.get_width()
        lines = theme.wrap(text, w - theme.unit * 12, theme.body_px)[:3]
        line_h = theme.font(theme.body_px).get_linesize()
        height = line_h * len(lines) + theme.gap
        # Above the key reminder (up to two lines), where no scene puts anything it needs.
        bottom = self.screen.get_height() - line_h * 2 - theme.unit * 3
        box = pygame.Rect(theme.margin, bottom - height, w - theme.unit * 8, height)
        pygame.draw.rect(self.screen, theme.palette.background, box, border_radius=theme.unit)
        pygame.draw.rect(self.screen, theme.palette.warning, box, max(2, theme.unit // 3), border_radius=theme.unit)
        for i, line in enumerate(lines):
            blit_center(self.screen, theme.text(line, theme.body_px, theme.palette.text),
                        (w // 2, box.top + theme.unit + line_h * i + line_h // 2))

    def frame(self, events: list[pygame.event.Event] | tuple = (), dt: float = 1 / FPS) -> list[pygame.Rect] | None:
        """One frame; returns what `draw` returns (the changed rectangles, or None for all)."""
        self.process_events(list(events))
        if self.running:
            self.update(dt)
            return self.draw()
        return []

    @staticmethod
    def show(changed: list[pygame.Rect] | None) -> None:
        """Put the frame on screen: only the changed rectangles when the scene said which."""
        if changed is None:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)

    def idle(self, until: float) -> None:
        """The rest of the frame's time: the top scene may paint ahead (`Scene.idle`). Not while
        taps are timed (the queue is polled then) or a celebration plays."""
        top = self.top
        if top is not None and not top.timed_input and self.celebration is None and time.perf_counter() < until:
            top.idle(until)

    def stop(self, signum: int) -> None:
        """A stop signal (Ctrl+C, the terminal closed, SIGTERM): end like closing the window."""
        self.stopped_by = signum
        self.running = False

    def run(self) -> int:
        """The frame loop until the window closes or a stop signal comes; then `close()`, which
        saves what is queued. Returns 0, or 128 + the signal's number after a signal."""
        with stop_on_signals(self.stop):
            try:
                while self.running:
                    top = self.top
                    events, dt = self.input.next_frame(fine=top is not None and top.timed_input)
                    started = time.perf_counter()
                    changed = self.frame(events, min(dt, 0.1))
                    if self.running:
                        self.show(changed)
                        self.idle(started + 1 / FPS - IDLE_MARGIN_S)
            except Exception as exc:  # a bug in a scene: save what is queued, then say so (ui/crash.py)
                return self._crashed(exc)
            self.close()
        return 0 if self.stopped_by is None else 128 + self.stopped_by

    def _crashed(self, exc: Exception) -> int:
        from edu_domino.ui.crash import crash_message, write_crash_log

        log = write_crash_log(exc)
        self.running = False
        self.close(crashed=lambda saved: crash_message(exc, log, saved, self.i18n.translate))
        return 1

    def close(self, crashed: Callable[[bool], str] | None = None) -> None:
        """Stop sound, leave the scenes, wait for the answers being saved. `crashed`: the message
        of an unforeseen error (given whether every answer was saved), shown and printed last."""
        if self.sound is not None:
            self.sound.close()
        if self.midi_taps is not None:
            self.midi_taps.close()
        for scene in reversed(self.scenes):
            try:
                scene.exit()
            except Exception:  # a broken scene must not keep the others' answers from the disk
                if not crashed:
                    raise
        self.scenes.clear()
        saved = self._finish_saving(self._records) if self._records is not None else True
        if crashed is not None:
            text = crashed(saved)
            with contextlib.suppress(OSError):
                print(f"edu-domino: {text}", file=sys.stderr)
            self._draw_closing(text, hold=self.unsaved_notice_s)
        pygame.display.quit()

    def _finish_saving(self, records: RecordWorker) -> bool:
        """Wait (bounded) for the answers still queued, saying so on screen; if some cannot be
        saved, say that too, on screen and on stderr, in the app's language. True if all were."""
        _ = self.i18n.translate
        failures_before = records.failures
        end = time.monotonic() + records_module.CLOSE_TIMEOUT
        while records.busy and time.monotonic() < end:
            records.wait_idle(0.1)
            records.poll()
            if records.busy:
                text = records_module.closing_line(records, _)
                self._draw_closing(text)
        done = records.close(timeout=max(0.1, end - time.monotonic()))
        unsaved = records.pending if not done else 0
        failed = records.failures - failures_before
        if not (unsaved or failed):
            return True
        why = records.retrying or records.last_failure or ""
        text = _("{n} answers could not be saved before closing: {why}", n=unsaved + failed, why=why)
        kept = records_module.keep_unsaved(records.unsaved(), why, self.i18n.translate, records.side_path)
        if kept:
            text = kept
        with contextlib.suppress(OSError):  # the terminal is gone (SIGHUP): the window still says it
            print(f"edu-domino: {text}", file=sys.stderr)
        self._draw_closing(text, hold=self.unsaved_notice_s)
        return False

    def _draw_closing(self, text: str, hold: float = 0.0) -> None:
        """A last screen while closing (nothing else is drawn then); `hold` seconds, or a key."""
        from edu_domino.ui.widgets import blit_center

        if pygame.display.get_surface() is None:
            return
        theme, (w, h) = self.theme, self.screen.get_size()
        self.screen.fill(theme.palette.background)
        lines = theme.wrap(text, w - theme.unit * 8, theme.body_px)[:8]
        line_h = theme.font(theme.body_px).get_linesize()
        y = h // 2 - line_h * len(lines) // 2
        for line in lines:
            blit_center(self.screen, theme.text(line, theme.body_px, theme.palette.text), (w // 2, y + line_h // 2))
            y += line_h
        pygame.display.flip()
        end = time.monotonic() + hold
        while True:
            if any(e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) for e in pygame.event.get()):
                return
            if time.monotonic() >= end:
                return
            time.sleep(0.05)


def headless_env() -> None:
    """No window and no sound card: for screenshots, benchmarks and tests."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
