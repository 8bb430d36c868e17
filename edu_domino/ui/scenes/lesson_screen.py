"""The lesson screen: one step of a pack at a time, run by the lesson runner (edu_domino.lesson).

The runner is a pure step machine; this scene shows its current step through that step's view
(`ui/step_views`, found by the step's type), turns key presses and clicks into answers, shows (and
sounds) the feedback, and queues every try for the pupil's record. Every step kind is answered the
same way: Left/Right/Tab move between the choices, Enter picks (or toggles, for "choose every tile
that matches"), digits choose a number (Enter answers it), L/R lay a tile on an end, Space draws or
passes in a game. Esc asks before leaving, "Keep going" chosen; a pupil's place is kept after every
question (ui/lesson_places.py), so a lesson left or interrupted goes on at the same step. What is
said and marked about an answer is the feedback panel's (ui/lesson_feedback.py); a question that
needs sound when there is none is set aside, never marked wrong (ui/lesson_sound.py).
"""

from __future__ import annotations

import pygame

from edu_domino.engine import LEFT, RIGHT
from edu_domino.ui.digits import TypedNumber, choice_for
from edu_domino.ui.drawn import Mark
from edu_domino.ui.intents import Intent
from edu_domino.ui.lesson_feedback import FeedbackPanel
from edu_domino.ui.lesson_keeping import LessonKeeping
from edu_domino.ui.lesson_pictures import PICTURE_KINDS, LessonPictures
from edu_domino.ui.lesson_sound import SoundAside
from edu_domino.ui.lesson_texts import LessonTexts
from edu_domino.ui.scene import Scene
from edu_domino.ui.step_pictures import StepPictures
from edu_domino.ui.step_views import Choice, StepView, view_for
from edu_domino.ui.widgets import (
    blit_center,
    button_width,
    draw_button,
    draw_footer,
    draw_heading,
    focus_marker,
    focus_ring,
    tick,
)

# A key held down repeats (App: key repeat after 350 ms): the Enter that answered, still held, must
# not also dismiss the feedback. A press this soon after the answer, with the key still down, is
# that repeat.
HELD_REPEAT_S = 0.6


class LessonScene(LessonTexts, LessonKeeping, SoundAside, LessonPictures, Scene):
    def __init__(self, app, pack, seed: int | None = None, pupil=None) -> None:
        super().__init__(app)
        from edu_domino.lesson import Runner

        self.pack = pack
        # Where the results go: the pupil's record (through the app's record worker), or
        # nowhere (the whole class).
        self.pupil = pupil
        self._saved_answers = 0  # runner.answers already queued for the record
        self._lesson_saved = False  # the finished lesson queued for the record
        self.saving = 0  # saves queued and not yet confirmed: "Saving…" while there are any
        self.save_problem = ""  # the last save that failed for good, said on screen
        self.not_saved = 0  # saves that failed for good (the later ones are still made)
        # The verdict waits for its save (see `verdict_held`): its sounds and celebration with it,
        # and the score it counted; once shown unsaved (the record busy), "Saved." says it went in.
        self._cheer: tuple | None = None  # (sounds, celebration) of a verdict not shown yet
        self._score_before = 0  # the score without the answer being saved
        self.shown_unsaved = False  # the verdict was shown before its save went through
        self.runner = Runner(pack, lang=app.i18n.language, seed=seed, intro=True,  # instructions first
                             show_numbers=app.settings.show_numbers)
        self.resumed = self._resume()  # back at the step where this pupil left the lesson
        self._saved_answers = len(self.runner.answers)  # those were saved in the record already
        self._answered_at = -1.0  # app time of the last answer
        self._progress_shown = (0, 0, 0)  # the progress line of the step answered, until Continue
        self.panel = FeedbackPanel(self)
        self.focus = 0
        self.typed = TypedNumber()  # digit keys typed for a number question
        self.feedback = None  # the last Feedback
        self.answer: object = None  # the answer it was about, as submitted
        self.waiting = False  # a finished question's feedback is shown until Continue
        self._message = ""
        self._painter = None
        self._pictures: dict = {}
        self._choices: list[Choice] = []
        self._prompt_lines: list[pygame.Rect] = []  # the prompt as drawn last (see praised)
        self.drawn: list = []  # every tile the step drew (ui/drawn.py), for `screenshot --layout`
        self.marks: list = []
        self.recorder = StepPictures(self.drawn, self.marks)  # puts each picture blitted in them
        self._opened = False
        self.view: StepView
        self.shown = self.runner.current  # the step on screen (and its view)

    @property
    def shown(self):
        """The step on screen."""
        return self._shown

    @shown.setter
    def shown(self, step) -> None:
        old = getattr(self, "view", None)
        if old is not None:
            old.close()
        self._shown = step
        self.view = view_for(self, step)

    @property
    def message(self) -> str:
        """A game's refusal of a move ("which end?"), until the pupil chooses again."""
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message = text
        if text:
            self.panel.answered()

    @property
    def timed_input(self) -> bool:  # type: ignore[override]
        """A tap step's taps are timed from their events (see Scene.timed_input)."""
        return self.view.timed_input and not self.waiting and not self.needs_absent_sound()

    def on_event(self, event: pygame.event.Event) -> bool:
        return not self.waiting and not self.needs_absent_sound() and self.view.on_event(event)

    def relayout(self) -> None:
        self._painter = None
        self.runner.lang = self.app.i18n.language
        self.runner.show_numbers = self.app.settings.show_numbers

    # --- the current question --------------------------------------------------------------------
    def step(self):
        return self.shown

    def enter(self) -> None:
        if not self._opened:
            self._opened = True
            self.play(self.runner.opening_sounds())

    def play(self, sounds) -> None:
        if self.app.sound is not None and sounds:
            self.app.sound.play(sounds)

    def submit(self, answer) -> None:
        if self.runner.finished or self.waiting:
            return
        before = self.runner.progress
        self._score_before = self.runner.score
        fb = self.runner.submit(answer)
        if fb.done:  # the step stays on screen until Continue: its number too
            number, total, again = self.runner.progress
            self._progress_shown = (before[0], total, again + (1 if not self.runner.finished and not number else 0))
        self.feedback, self.answer = fb, answer
        self._answered_at = self.app.time
        self.panel.answered()
        self.shown_unsaved = False
        self._save()
        if fb.done:
            self.keep_place()
        occasion = None
        if self.runner.finished:
            occasion = "lesson"
        elif fb.done and fb.right and self.shown.scored:  # not for reading a page or ending a game
            occasion = "right"
        self._cheer = (fb.sounds, occasion)
        self._cheer_once_shown()
        if fb.done:
            if self.view.straight_on:
                self._next()  # nothing to look back on: straight to the next step
            else:
                self.waiting = True  # the answer stays on screen, marked, until Continue
                self.focus = 0  # on Continue

    def _save(self) -> None:
        """Queue each new try for the pupil's record as it happens, and the lesson once it is
        over. The record worker saves them in this order while the lesson goes on (trying again
        while another edu-domino holds the file); the app waits for the queue when it closes. A
        save that fails for good is said on screen, and the later ones are still made."""
        if self.pupil is None:
            return
        from edu_domino.progress.unsaved import lesson_answer_entry, lesson_entry

        pupil = self.pupil
        answers = self.runner.answers
        while self._saved_answers < len(answers):
            self._queue(lesson_answer_entry(pupil, answers[self._saved_answers]))
            self._saved_answers += 1
        if self.runner.finished and not self._lesson_saved:
            result = self.runner.result()
            self._queue(lesson_entry(pupil, result.pack_id, result.pack_version, result.score, result.out_of,
                                     lesson=self.pack.title.get("en"), seconds=result.seconds))
            self._lesson_saved = True

    def _queue(self, entry: dict) -> None:
        # Described by an entry: if closing cannot wait for the record, it is kept in a side file.
        self.saving += 1
        self.app.records.submit_entry(entry, self._saved, self._not_saved)

    def _saved(self, _result) -> None:
        self.saving -= 1

    def _not_saved(self, problem: str) -> None:
        self.saving -= 1
        self.not_saved += 1
        if self.not_saved == 1:
            self.save_problem = self._("Your answers could not be saved: {why}", why=problem)
        else:
            self.save_problem = self._("{n} saves did not work: {why}", n=self.not_saved, why=problem)

    def verdict_held(self) -> bool:
        """The answer is still being saved: its verdict waits (a frame or two; the record worker is
        quick), so the pupil is never told it counted before it is on disk. When the record is busy
        (another edu-domino holds it) the verdict is shown with "not saved yet" instead."""
        return self.saving > 0 and not self.app.records.retrying

    def _cheer_once_shown(self) -> None:
        """The verdict's sounds once it is on screen; its celebration once it is saved (no cheer
        for what is not in the record, nor for what could not be saved)."""
        if self.saving and self.app.records.retrying:
            self.shown_unsaved = True
        if self._cheer is None or self.verdict_held():
            return
        sounds, occasion = self._cheer
        if sounds:
            self.play(sounds)
            self._cheer = ((), occasion)
        if self.saving:
            return
        self._cheer = None
        if occasion is not None and not self.save_problem:
            self.app.celebrate(occasion)

    def saving_note(self, short: bool = False) -> str:
        """What the screen says while saves are queued: busy record (the header's short form,
        the summary's whole sentence), or plain saving."""
        if self.app.records.retrying:
            if short:
                return self._("Not saved yet: trying again…")
            return self._("Not saved yet: another edu-domino is using the record; trying again…")
        return self._("Saving…")

    def _continue(self) -> None:
        """Continue after the feedback, unless this is the answering Enter still held down."""
        held = pygame.key.get_pressed()[pygame.K_RETURN]
        if held and self.app.time - self._answered_at < HELD_REPEAT_S:
            return
        self._next()

    def _next(self) -> None:
        self.waiting = False
        self.shown = self.runner.current
        self.focus = 0
        if self.feedback is not None and self.feedback.done:
            self.feedback = None
        self.message = ""
        self.play(self.runner.opening_sounds())

    def build_choices(self) -> list[Choice]:
        if self.runner.finished and not self.waiting:
            return [Choice("button", label=self._("Back to the lessons"), action=self.app.pop)]
        if self.waiting:
            out = [Choice("button", label=self._("Continue"), action=self._continue)]
            if self.panel.can_hear():
                out.append(Choice("button", label=self._("Hear it again"), action=self.panel.hear_again))
            return out
        if self.needs_absent_sound():
            return self.aside_choices()
        return self.view.choices()

    def activate(self, choice: Choice) -> None:
        if choice.kind == "button":
            if choice.action is not None:
                choice.action()
        else:
            self.view.choose(choice)  # the view keeps the answer in progress

    # --- input ---------------------------------------------------------------------------------
    def on_intent(self, intent: Intent) -> None:
        choices = self.build_choices()
        if intent is Intent.BACK:
            self.ask_to_leave()
            return
        if not choices:
            return
        self.focus %= len(choices)
        current = choices[self.focus]
        if intent in (Intent.LEFT, Intent.PREV):
            self.focus = (self.focus - 1) % len(choices)
        elif intent in (Intent.RIGHT, Intent.NEXT):
            self.focus = (self.focus + 1) % len(choices)
        elif intent in (Intent.UP, Intent.DOWN):
            if not self.view.nudge(current, 1 if intent is Intent.UP else -1):
                self.focus = (self.focus + (1 if intent is Intent.DOWN else -1)) % len(choices)
        elif intent is Intent.CONFIRM:
            self.activate(current)
        elif intent in (Intent.END_LEFT, Intent.END_RIGHT) and current.kind == "tile":
            self.view.play_tile(current.value, LEFT if intent is Intent.END_LEFT else RIGHT)
        elif intent is Intent.DRAW_PASS:
            if self.waiting:
                self.panel.hear_again()
            elif current.kind == "toggle":
                self.activate(current)
            else:
                self.view.draw_or_pass()

    def on_digit(self, digit: int) -> None:
        """Digits choose in a number question: the choice with that number gets the focus, a
        count-up is set (ui.digits); Enter then answers, as the footer says."""
        choices, typed = self.build_choices(), self.typed.add(digit, self.app.time)
        if any(c.kind == "stepper" for c in choices):
            self.view.type_number(int(typed))  # Enter then checks it: the focus goes to "Check"
            self.focus = next((i for i, c in enumerate(choices) if c.kind == "button"), self.focus)
            return
        labels = [c.label if c.kind == "pick" and str(c.value) == c.label else None for c in choices]
        index, _complete = choice_for(typed, labels)
        if index is not None:
            self.focus = index

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        for i, choice in enumerate(self._choices):
            if choice.rect.collidepoint(event.pos):
                self.focus = i
                self.activate(choice)
                return

    def update(self, dt: float) -> None:
        self._cheer_once_shown()
        if not self.waiting and not self.needs_absent_sound():
            self.view.update(dt)

    def exit(self) -> None:
        self.keep_place()  # left, or the app closed: the next time goes on from here
        self.view.close()
        self.runner.close_game()  # off the stack for good: stop the opponents' thread

    # --- drawing -------------------------------------------------------------------------------
    def drawn_tiles(self) -> list:
        """Every tile the step drew at the last frame (`screenshot --layout`)."""
        return list(self.drawn)

    def drawn_marks(self) -> list:
        return list(self.marks)

    def praised(self) -> list[pygame.Rect]:
        """What a celebration leaves in sight: the prompt, the question's pictures and choices,
        the right one's word, the feedback's words and the buttons, as drawn at the last frame."""
        buttons = [c.rect for c in self._choices if c.kind == "button" and c.rect.width]
        return super().praised() + self._prompt_lines + self.panel.in_sight + buttons

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn, self.marks = [], []
        self._prompt_lines, self.panel.in_sight = [], []
        self.recorder = StepPictures(self.drawn, self.marks)
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        lang = self.app.i18n.language
        top = draw_heading(surface, theme, self.pack.title.get(lang))
        bottom = draw_footer(surface, theme, self.footer())
        progress = self.progress_line()
        busy = False
        if self.saving and not self.runner.finished:
            progress += " · " + self.saving_note(short=True)  # the record worker has tries still to write
            busy = bool(self.app.records.retrying)
        line_h = theme.font(theme.body_px).get_linesize()
        lines = theme.wrap(progress, w - theme.unit * 2, theme.body_px)[:2]  # a narrow window: two lines
        for i, line in enumerate(lines):
            blit_center(surface, theme.text(line, theme.body_px, p.warning if busy else p.text_muted),
                        (w // 2, top + line_h * i + line_h // 2))
        y = top + line_h * len(lines) + theme.unit
        if self.runner.finished and not self.waiting:
            self._draw_summary(surface, y, bottom)
        else:
            y = self._draw_prompt(surface, y)
            self._draw_step(surface, pygame.Rect(theme.unit * 2, y, w - theme.unit * 4, bottom - y))

    def _draw_prompt(self, surface: pygame.Surface, y: int) -> int:
        theme = self.theme
        w = surface.get_width()
        text = self.view.prompt(self.runner.lang)
        if self.needs_absent_sound():
            text = self.aside_words()  # said on the question itself, in the question's place
        size = theme.px(1.15)
        line_h = theme.font(size).get_linesize()
        for line in theme.wrap(text, w - theme.unit * 8, size)[:6]:
            self._prompt_lines.append(blit_center(surface, theme.text(line, size, theme.palette.text),
                                                  (w // 2, y + line_h // 2)))
            y += line_h
        return y + theme.unit

    def _draw_step(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme = self.theme
        p = theme.palette
        view = self.view
        choices = self.build_choices()
        self._choices = choices
        self.focus %= max(1, len(choices))
        line_h = theme.font(theme.body_px).get_linesize()
        # Space at the bottom for the feedback (every line of it: a hint is never cut) and the buttons;
        # beside a table's magnified tile, not under it.
        side = view.side_room(surface.get_height()) if view.lays_out_hand and not self.waiting else 0
        feedback_w = area.width - side
        feedback_h = line_h * max(2, len(self.panel.lines(feedback_w)[0])) + theme.unit * 2
        buttons_h = int(theme.body_px * 2.6)
        work = pygame.Rect(area.left, area.top, area.width, area.height - feedback_h - buttons_h)
        # Once answered, the step's own choices stay on screen (marked) while the keys reach the buttons.
        shown = view.reveal_choices() if self.waiting else choices
        item, tall = self.question_size(work, shown)
        if view.centred:
            # Centre the question and its choices in the space rather than hugging the prompt.
            spare = work.height - tall
            if spare > 0:
                work = work.move(0, spare // 3)
                work.height -= spare // 3
        if self.needs_absent_sound():  # the words said it all: only "Go on" below them
            self._layout_buttons(surface, choices, pygame.Rect(area.left, work.bottom + feedback_h, area.width, buttons_h))
            return
        if view.lays_out_hand:  # a chain or a game: a table by the projector's size rules
            view.draw_table(surface, work, shown, -1 if self.waiting else self.focus, self.drawn, self.marks)
            self.panel.mark_choices(surface, shown, above=True)  # words over the hand: the feedback is under it
            self.panel.draw(surface, pygame.Rect(area.left, work.bottom, feedback_w, feedback_h))
            buttons = [c for c in choices if c.kind == "button"]
            self._layout_buttons(surface, buttons, pygame.Rect(area.left, work.bottom + feedback_h, area.width, buttons_h))
            return
        y = self.items_row(surface, view.shown(work, item), work) + theme.unit * 3
        y = view.draw_extra(surface, work, item, y)
        # The choices: pictures (tiles, halves) or words (numbers, yes/no), plus the buttons.
        pictures = [c for c in shown if c.kind in PICTURE_KINDS]
        buttons = [c for c in choices if c.kind == "button"]
        # A tile or half to choose is as big as a hand tile; more rows rather than smaller ones.
        size = max(16, min(item, (work.bottom - y) // 2 - theme.unit * 2), self.size_rules().hand)
        images, places = self.choice_images(pictures, size, work, y + theme.unit * 2)
        for c, image, (x, top) in zip(pictures, images, places, strict=True):
            c.rect = self.recorder.drew(image, surface.blit(image, (x, top)))
            self.marks.append(Mark("choice", c.rect.copy()))
            if self.waiting:
                pass  # marked right or wrong below, the focus on the buttons
            elif self.view.is_chosen(c):
                pygame.draw.rect(surface, p.legal, c.rect.inflate(theme.unit * 2, theme.unit * 2), max(3, theme.unit // 2), border_radius=theme.unit)
                tick(surface, c.rect, theme)
            elif choices.index(c) == self.focus:
                focus_marker(surface, theme, focus_ring(surface, theme, c.rect.inflate(theme.unit * 4, theme.unit * 4)))
        self.panel.mark_choices(surface, pictures)
        self.panel.draw(surface, pygame.Rect(area.left, work.bottom, area.width, feedback_h))
        self._layout_buttons(surface, buttons, pygame.Rect(area.left, work.bottom + feedback_h, area.width, buttons_h))

    def _layout_buttons(self, surface, buttons: list[Choice], area: pygame.Rect) -> None:
        theme = self.theme
        if not buttons:
            return
        widths = [button_width(theme, b.label) for b in buttons]
        gap = theme.unit * 3
        x = area.centerx - (sum(widths) + gap * (len(buttons) - 1)) // 2
        for b, bw in zip(buttons, widths, strict=True):
            b.rect = pygame.Rect(x, area.top + theme.unit, bw, int(theme.body_px * 2.1))
            focused = self._choices.index(b) == self.focus if b in self._choices else False
            draw_button(surface, theme, b.rect, b.label, focused=focused)
            x += bw + gap
