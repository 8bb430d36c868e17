"""An explain step: a text, some halves, tiles or a picture, and Continue. Each half or tile whose
face hides its value (notes, powers) is labelled under it: its name, then what it counts, in the
pupil's language ("negra" / "vale 2"; a tile's halves "2³: vale 3"), so no picture is left for the
pupil to decode."""

from __future__ import annotations

import pygame

from edu_domino.faces import half_words
from edu_domino.lesson.step_base import FacedTile, worth
from edu_domino.ui.step_views.base import Choice, StepView


class ExplainView(StepView):
    straight_on = True

    def choices(self) -> list[Choice]:
        scene, step = self.scene, self.step
        # Continue first, chosen: Enter on a page goes on, as on every page without a picture.
        out = [Choice("button", label=self._("Continue"), action=lambda: scene.submit(None))]
        if step.show or step.tiles:
            out.append(Choice("button", label=self._("Hear it"), action=lambda: scene.play(scene.runner.question_sounds())))
        return out

    def footer(self) -> str:
        if len(self.choices()) == 1:
            return self._("Enter: continue · Esc: leave")
        return self._("←→: choose · Enter: press · Esc: leave")

    def prompt(self, lang: str) -> str:
        if self.step.text:
            return self.step.text.get(lang)
        return super().prompt(lang)

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        scene, step = self.scene, self.step
        images = [scene.half_image(s, item) for s in step.show] + [scene.faced_image(t, item) for t in step.tiles]
        if step.image is not None:
            images.append(scene.picture(step.image, (work.width // 2, int(item * 2))))
        return images

    def labels(self) -> list[list[str]]:
        """The lines under each half and tile shown: name, then value; none where the face shows
        its value already (pips, numerals)."""
        lang = self.scene.runner.lang
        out: list[list[str]] = []
        for item in (*self.step.show, *self.step.tiles):
            halves = item.halves if isinstance(item, FacedTile) else (item,)
            if all(h.kind.shows_value for h in halves):
                out.append([])
                continue
            if isinstance(item, FacedTile):  # each half what it counts: a tile's sum is not asked here
                out.append([self._("{name}: counts {n}", name=half_words(h, lang), n=worth(h)) for h in halves])
            else:
                out.append([half_words(item, lang), self._("counts {n}", n=worth(item))])
        return out

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        theme = self.scene.theme
        rects = getattr(self.scene, "row_rects", [])
        bottom = y
        for rect, lines in zip(rects, self.labels(), strict=False):
            top = rect.bottom + theme.unit
            for line in lines:
                # as wide as the picture, a little more: a long name wraps under its own half
                for part in theme.wrap(line, max(rect.width + theme.unit * 2, theme.body_px * 5)):
                    image = theme.text(part, theme.body_px, theme.palette.text)
                    top = surface.blit(image, image.get_rect(midtop=(rect.centerx, top))).bottom
            bottom = max(bottom, top + theme.unit)
        return bottom
