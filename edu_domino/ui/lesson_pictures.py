"""The pictures of the lesson screen (ui/scenes/lesson_screen.py): halves and tiles in the pack's
faces, a teacher's picture, a row of them, and a choice drawn as a picture or a word box.

A mixin of `LessonScene`: it reads the scene's theme, pack, view and counter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from edu_domino.ui.sizes import SizeRules, choice_tile_short, picture_px
from edu_domino.ui.step_pictures import StepPictures, rows_of
from edu_domino.ui.step_views import Choice
from edu_domino.ui.widgets import triangle

PICTURE_KINDS = ("toggle", "pick", "add", "tile", "stepper")  # choices drawn as pictures or boxes


class LessonPictures:
    theme: Any
    pack: Any
    view: Any
    number: int
    waiting: bool
    _painter: Any
    _pictures: dict
    app: Any
    recorder: StepPictures  # what this frame drew, for `screenshot --layout` (made anew by `draw`)

    def painter(self):
        if self._painter is None:
            from edu_domino.faces import FaceOptions
            from edu_domino.ui.painter import PainterTheme, TilePainter

            p = self.theme.palette
            theme = PainterTheme(face=p.tile_face, edge=p.tile_edge, ink=p.pip, back=p.tile_back, highlight=p.focus)
            self._painter = TilePainter(FaceOptions(self.pack.faces, self.pack.difficulty), 0, theme=theme)
        return self._painter

    def size_rules(self) -> SizeRules:
        """The projector's size rules (ui/sizes.py) for this window and the pack's faces: a tile
        to choose at least 1/9 of the height on its short side, one shown 1/12, notes with a
        staff space of 1/90."""
        return SizeRules(self.app.screen.get_height(), self.painter().staff_per_px())

    def question_size(self, work: pygame.Rect, choices: list[Choice]) -> tuple[int, int]:
        """How big the question's pictures are drawn, and the height the question and its choices
        take: a share of the work area, never under a line tile, and smaller (down to a line
        tile) when the choices, at a hand tile's size, need more rows than the rest leaves (a
        teacher's match step with eight tiles at 800x600)."""
        rules = self.size_rules()
        item = max(16, min(work.height // 2, work.width // 7), rules.line)
        pictures = [c for c in choices if c.kind in PICTURE_KINDS]
        if not pictures:
            return item, int(item * 2.4)
        gap = self.theme.unit * 3
        least = [self._choice_image(c, rules.hand) for c in pictures]
        places = rows_of(least, work, 0, gap)
        need = max(y + i.get_height() for i, (_x, y) in zip(least, places, strict=True)) + self.theme.unit * 8
        item = max(rules.line, min(item, int((work.height - need) / 1.2)))  # a match's half is 1.2 x
        return item, max(int(item * 2.4), int(item * 1.2) + need)

    def choice_images(self, pictures: list[Choice], size: int, work: pygame.Rect,
                      top: int) -> tuple[list[pygame.Surface], list[tuple[int, int]]]:
        """The choices' pictures at `size` in centred rows from `top`, and where each goes; at a
        hand tile's size instead when at `size` the rows would run past the work area (more
        rows rather than smaller tiles: the size rules)."""
        gap = self.theme.unit * 3
        images: list[pygame.Surface] = []
        places: list[tuple[int, int]] = []
        for each in (size, self.size_rules().hand):
            images = [self._choice_image(c, each) for c in pictures]
            images = [i if i.get_width() <= work.width else self.recorder.scaled(i, work.width / i.get_width())
                      for i in images]
            places = rows_of(images, work, top, gap)
            if max((y + i.get_height() for i, (_x, y) in zip(images, places, strict=True)), default=0) <= work.bottom:
                break
        return images, places

    def half_image(self, spelling, size: int) -> pygame.Surface:
        size = picture_px(size)
        image = self.painter().half_surface(spelling, size)
        return self.recorder.know(image, "half", (spelling.value,), (self.painter().half_staff_space(spelling, size),))

    def faced_image(self, faced, short: int, vertical: bool = False) -> pygame.Surface:
        """A tile showing exactly the spellings the lesson chose (not the game's own); upright
        (first half on top) when `vertical`."""
        painter = self.painter()
        short = picture_px(short)
        image = painter.spelled_tile_surface(faced.halves, short, "vertical" if vertical else "horizontal")
        staff = tuple(painter.half_staff_space(sp, short) for sp in faced.halves)
        return self.recorder.know(image, "tile", faced.values, staff)

    def tile_image(self, tile, size: int) -> pygame.Surface:
        """A tile of the pupil's hand, upright, as a choice of `size`."""
        return self.painter().tile_surface((tile.a, tile.b), choice_tile_short(size), "vertical")

    def picture(self, path, box: tuple[int, int]) -> pygame.Surface:
        """An explain step's picture, scaled to fit `box` (read once per size; a file that cannot
        be read shows as nothing: the pack checker already named it). It is checked again right
        before it is decoded (lesson/pictures.py): a file swapped since is never drawn."""
        from edu_domino.lesson.pictures import PictureError, check_picture

        key = (path, box)
        if key not in self._pictures:
            try:
                check_picture(path)
                image = pygame.image.load(str(path))
            except (PictureError, pygame.error, OSError):
                image = pygame.Surface((1, 1), pygame.SRCALPHA)
            scale = min(box[0] / image.get_width(), box[1] / image.get_height())
            size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
            self._pictures[key] = pygame.transform.smoothscale(image.convert_alpha(), size)
        return self._pictures[key]

    def items_row(self, surface, images: Sequence[pygame.Surface], area: pygame.Rect) -> int:
        """`images` in a centred row at the top of `area`; returns the row's bottom."""
        if not images:
            return area.top
        gap = self.theme.unit * 2
        total = sum(i.get_width() for i in images) + gap * (len(images) - 1)
        if total > area.width:  # a wide row (halves, tiles and a picture) shrinks to fit, never runs off
            scale = max(0.1, (area.width - gap * (len(images) - 1)) / max(1, total - gap * (len(images) - 1)))
            images = [self.recorder.scaled(i, scale) for i in images]
            total = sum(i.get_width() for i in images) + gap * (len(images) - 1)
        x = area.centerx - total // 2
        self.row_rects = []  # where each was drawn: an explain step labels them (step_views/explain.py)
        for image in images:
            self.row_rects.append(self.recorder.drew(image, surface.blit(image, (x, area.top))))
            x += image.get_width() + gap
        return area.top + max(i.get_height() for i in images)

    def _choice_image(self, choice: Choice, size: int) -> pygame.Surface:
        """The step's own picture of a choice, else a word box (a number, yes/no, the counter)."""
        image = self.view.choice_image(choice, size)
        if image is not None:
            return image
        theme = self.theme
        text = self.view.choice_text(choice)
        word = theme.text(text, theme.px(1.6), theme.palette.text)
        box = pygame.Surface((max(word.get_width() + theme.unit * 6, theme.body_px * 3), word.get_height() + theme.unit * 3), pygame.SRCALPHA)
        pygame.draw.rect(box, theme.palette.panel, box.get_rect(), border_radius=theme.unit)
        box.blit(word, word.get_rect(center=box.get_rect().center))
        if choice.kind == "stepper" and not self.waiting:  # once answered, the count alone
            t = pygame.Rect(0, 0, theme.unit * 3, theme.unit * 2)
            t.midtop = (box.get_width() // 2, 2)
            triangle(box, t, "up", theme.palette.text_muted)
            t.midbottom = (box.get_width() // 2, box.get_height() - 2)
            triangle(box, t, "down", theme.palette.text_muted)
        return box

