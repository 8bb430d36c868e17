"""Settings, applied at once (language included) and saved for next time."""

from __future__ import annotations

import pygame

from edu_domino.ui import teacher
from edu_domino.ui.i18n import LANGUAGE_NAMES, LANGUAGES, N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.scenes.pupils import PIN_DIGITS, new_pin_flow
from edu_domino.ui.school_setting import record_item
from edu_domino.ui.settings import PACES, PALETTES, SOUND_OUTPUTS, TEXT_SCALES
from edu_domino.ui.widgets import MenuItem

_PALETTE_NAMES = {"standard": N_("Standard"), "colourblind": N_("Colour-blind safe")}
_SOUND_NAMES = {"synth": N_("Built-in synth"), "midi": N_("MIDI device"), "silent": N_("Silent")}
_PACE_NAMES = {0.6: N_("Fast"), 1.2: N_("Normal"), 2.0: N_("Slow"), 3.0: N_("Very slow")}


def _cycle(options: tuple, current: object, step: int) -> object:
    index = options.index(current) if current in options else 0
    return options[(index + step) % len(options)]


class SettingsScene(MenuScene):
    heading = N_("Settings")

    def __init__(self, app) -> None:
        self.visit = teacher.TeacherVisit(app)  # the teacher PIN, asked once per visit
        self.pin_set = teacher.load_telling(app).locked
        super().__init__(app)

    def _teacher_pin_label(self) -> str:
        return self._("In use") if self.pin_set else self._("Not set")

    def _set_teacher_pin(self) -> None:
        def store(pin: str, scene) -> None:
            try:
                teacher.save(teacher.load().with_pin(pin))
            except OSError as exc:
                scene.fail(self._("The teacher PIN could not be saved in {file} ({why}). Check that this "
                                  "folder can be written to, then try again.", file=teacher.default_path(),
                                  why=exc.strerror or exc))
                return
            if self.app.top is scene:
                self.app.pop()
            self.visit.unlocked = self.pin_set = True
            self.message = self._("Teacher PIN saved. Teacher actions will ask for it.")

        self.visit.run(lambda: new_pin_flow(self.app, store, heading=self._(
            "New teacher PIN ({low} to {high} digits)", low=PIN_DIGITS[0], high=PIN_DIGITS[1])))

    def _onoff(self, value: bool) -> str:
        return self._("On") if value else self._("Off")

    def _set(self, **changes: object) -> None:
        self.app.apply_settings(self.app.settings.with_(**changes))

    def build_items(self) -> list[MenuItem]:
        s = lambda: self.app.settings  # noqa: E731 - always the current settings
        return [
            MenuItem(N_("Language"), value=lambda: LANGUAGE_NAMES[self.app.i18n.language],
                     on_change=lambda d: self._set(language=_cycle(LANGUAGES, self.app.i18n.language, d))),
            MenuItem(N_("Full screen"), value=lambda: self._onoff(s().fullscreen),
                     on_change=lambda d: self._set(fullscreen=not s().fullscreen)),
            MenuItem(N_("Projector (large text)"), value=lambda: self._onoff(s().projector),
                     on_change=lambda d: self._set(projector=not s().projector)),
            MenuItem(N_("Text size"), value=lambda: f"{round(s().text_scale * 100)} %",
                     on_change=lambda d: self._set(text_scale=_cycle(TEXT_SCALES, s().text_scale, d))),
            MenuItem(N_("Colours"), value=lambda: self._(_PALETTE_NAMES[s().palette]),
                     on_change=lambda d: self._set(palette=_cycle(PALETTES, s().palette, d))),
            MenuItem(N_("Sound"), value=lambda: self._(_SOUND_NAMES[s().sound_output]),  # Silent: no listening
                     on_change=self.visit.guard(lambda d: self._set(sound_output=_cycle(SOUND_OUTPUTS, s().sound_output, d)))),
            MenuItem(N_("Volume"), value=lambda: f"{round(s().volume * 100)} %",
                     on_change=lambda d: self._set(volume=round(min(1.0, max(0.0, s().volume + 0.1 * d)), 1))),
            MenuItem(N_("Show playable tiles"), value=lambda: self._onoff(s().show_legal),
                     on_change=self.visit.guard(lambda d: self._set(show_legal=not s().show_legal))),
            MenuItem(N_("Show numbers (notes, powers)"), value=lambda: self._onoff(s().show_numbers),
                     on_change=self.visit.guard(lambda d: self._set(show_numbers=not s().show_numbers))),
            MenuItem(N_("Computer speed"), value=lambda: self._(_PACE_NAMES[s().ai_pace]),
                     on_change=self.visit.guard(lambda d: self._set(ai_pace=_cycle(PACES, s().ai_pace, d)))),
            MenuItem(N_("Animations"), value=lambda: self._onoff(s().animations),
                     on_change=lambda d: self._set(animations=not s().animations)),
            MenuItem(N_("Calm (no celebrations)"), value=lambda: self._onoff(s().calm),
                     on_change=self.visit.guard(lambda d: self._set(calm=not s().calm))),
            MenuItem(N_("Tap timing"), lambda: self.visit.run(lambda: self.app.open("tap-calibrate")),  # how taps are judged
                     value=lambda: f"{s().tap_offset_ms:+d} ms"),
            MenuItem(N_("Teacher PIN"), self._set_teacher_pin, value=self._teacher_pin_label),
            record_item(self),  # a school's server or this computer (ui/school_setting.py)
            MenuItem(N_("Back"), self.app.pop),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        self.message = self._("Saved in: {path}", path=self.app.settings_path.parent)
        super().draw(surface)
