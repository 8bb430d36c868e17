"""What the lesson screen says and shows about the pupil's last answer (ui/scenes/lesson_screen.py).

- After a wrong try with tries left: "Not quite." and the hint, next to the choice the pupil made.
  As soon as the pupil changes it (moves the focus, picks or removes something, counts on), the
  verdict goes: only the hint stays, in plain text, so "Not quite" never sits beside a new choice.
- The verdict (words, marks, sounds) waits for its answer to be saved: "Saving your answer…"
  meanwhile. When the record is busy it is shown with "Not saved yet…", then "Saved." once in.
- Once the question is over (right, or out of tries) the choices stay on screen until Continue:
  the right one(s) framed, ticked and labelled (ui/answer_marks.py, as practice does), the pupil's
  wrong one crossed out, the right answer named in words (faces/words.py, never a code) and heard
  once; "Hear it again" (or Space) plays it again.
"""

from __future__ import annotations

import pygame

from edu_domino.ui.answer_marks import mark
from edu_domino.ui.drawn import Mark
from edu_domino.ui.widgets import blit_center


class FeedbackPanel:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._answered_as: tuple | None = None  # the pupil's choice when the feedback was given
        self._stale = False  # the pupil has changed it since: the verdict no longer applies
        self.in_sight: list[pygame.Rect] = []  # the words and tags drawn at the last frame (see praised)

    # --- the state -------------------------------------------------------------------------------
    def selection(self) -> tuple:
        """What the pupil has chosen so far on the step, in every form a step keeps it."""
        scene = self.scene
        return scene.focus, scene.view.in_progress()

    def answered(self) -> None:
        """A new verdict (an answer checked, or a game move refused) about the choice as it is now."""
        self._answered_as = self.selection()
        self._stale = False

    def stale(self) -> bool:
        """The pupil changed their choice since the verdict (and it stays so until the next one)."""
        if not self._stale and self._answered_as is not None and self.selection() != self._answered_as:
            self._stale = True
        return self._stale

    def hear_again(self) -> None:
        """The answered question's right answer, played again (scheduled: the frame never waits)."""
        scene = self.scene
        scene.play(scene.shown.reveal_sounds(scene.pack.tempo))

    def can_hear(self) -> bool:
        scene = self.scene
        return scene.shown is not None and bool(scene.shown.reveal_sounds(scene.pack.tempo))

    # --- the words -------------------------------------------------------------------------------
    def lines(self, width: int) -> tuple[list[str], tuple]:
        """The feedback wrapped to `width`, every line of it (a hint is never cut) with the note
        on its save under it, and the verdict's colour."""
        verdict, color = self._verdict(width)
        return verdict + self._save_note(width, bool(verdict))[0], color

    def _verdict(self, width: int) -> tuple[list[str], tuple]:
        scene = self.scene
        theme = scene.theme
        p = theme.palette
        fb = scene.feedback
        lines = []
        color = p.text
        stale = self.stale() and not scene.waiting
        if fb is not None and scene.verdict_held() and not scene.save_problem:
            return theme.wrap(scene._("Saving your answer…"), width - theme.margin), p.text_muted
        if scene.save_problem or (scene.message and not stale):
            lines.append(scene.message if scene.message and not stale else scene.save_problem)
            color = p.warning
        elif fb is not None and fb.right and (fb.done or not stale):
            said = fb.expected_text[:1].upper() + fb.expected_text[1:]  # a sentence of its own
            lines.append(scene._("Right!") + (f" {said}" if said else ""))
            color = p.legal
        elif fb is not None and stale:
            if fb.hint:  # the advice still helps; the verdict was about another choice
                lines.append(fb.hint)
        elif fb is not None and fb.done and fb.expected_text:
            # The answer first; the hint again only if this was the pupil's one try (never seen).
            lines.append(scene._("Not quite. The answer: {answer}", answer=fb.expected_text))
            if fb.hint and scene.runner.answers and scene.runner.answers[-1].attempt == 1:
                lines.append(fb.hint)
            color = p.warning
        elif fb is not None:
            lines.append(scene._("Not quite.") + (f" {fb.hint}" if fb.hint else ""))
            color = p.warning
        wrapped = []
        for line in lines:
            wrapped += theme.wrap(line, width - theme.margin)
        return wrapped, color

    def _save_note(self, width: int, after_verdict: bool) -> tuple[list[str], tuple]:
        """Under a verdict shown while the record is busy: "Not saved yet…" (warning), then
        "Saved." once it went in."""
        scene = self.scene
        theme, p = scene.theme, scene.theme.palette
        if not after_verdict or scene.feedback is None or scene.save_problem or scene.verdict_held():
            return [], p.text
        if scene.saving:
            return theme.wrap(scene.saving_note(), width - theme.margin), p.warning
        if scene.shown_unsaved:
            return [scene._("Saved.")], p.legal
        return [], p.text

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme = self.scene.theme
        line_h = theme.font(theme.body_px).get_linesize()
        verdict, color = self._verdict(area.width)
        note, note_color = self._save_note(area.width, bool(verdict))
        top = area.top + theme.unit  # clear of a focused tile's frame just above
        for i, (line, ink) in enumerate([(v, color) for v in verdict] + [(n, note_color) for n in note]):
            self.in_sight.append(blit_center(surface, theme.text(line, theme.body_px, ink),
                                             (area.centerx, top + line_h // 2 + i * line_h)))

    # --- the marks -------------------------------------------------------------------------------
    def mark_choices(self, surface: pygame.Surface, choices: list, above: bool = False) -> None:
        """Once the question is over: each choice drawn (its `rect` set) marked right or wrong, as
        its step view judges it against the pupil's answer."""
        scene = self.scene
        if not scene.waiting or scene.verdict_held():
            return
        tags: list[pygame.Rect] = []
        for choice in choices:
            if choice.kind != "button" and choice.rect.width:
                how = scene.view.answer_mark(choice, scene.answer)
                mark(surface, choice.rect, scene.theme, how, scene._("Correct"), tags, above)
                if how is not None:  # for `screenshot --layout` and the tests
                    scene.marks.append(Mark(f"{how}_answer", choice.rect.copy()))
        self.in_sight += tags  # the right one's word: a badge keeps clear of it too
