"""A lesson pack on paper: an A4 worksheet (PDF) for a class with no computers that day.

Each question is numbered and drawn with the tiles and notes the app shows (the tile painter, in
black on white), with room to write: a box for a number, squares to tick for choices, lines for
notes or a move. Explain steps are printed as text with their pictures; a listening question asks
the teacher to play it; a game step says which game to play; a tap step's rhythm is drawn large on
a line of its own. The answer key closes the sheet: each answer drawn and said in words (each step
kind's `worksheet_key` and `worksheet_key_pictures`), never in the pack's codes; a chain's ends are
named with the letters of the sheet's language (I/D in Spanish), as the app's key help names them.
Texts are in the worksheet's language (the pack's own, and the app's words through gettext).

The PDF is written with fpdf2; the pictures are PNG images painted by pygame (no window).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpdf import FPDF

from edu_domino.i18n import N_, translate
from edu_domino.lesson import FacedTile, Pack, Step
from edu_domino.lesson.kinds import kind_of, prompt_of

PAGE_W, PAGE_H = 210.0, 297.0  # A4, millimetres
MARGIN = 15.0
WIDTH = PAGE_W - 2 * MARGIN
HALF_MM = 16.0  # a half's side on paper (a tile is 32 x 16 mm)
PX_PER_MM = 12  # pictures painted at about 300 dpi
BOX = 5.0  # a square to tick
BODY_PT, SMALL_PT, TITLE_PT = 11, 9, 18
LINE_MM = 5.5
RHYTHM_MM = 30.0  # a tap step's rhythm: a line of its own, notes a child can clap from
KEY_SCALE = 0.6  # the key's pictures: a half 9.6 mm on a side
KEY_INDENT = 9.0  # the key's pictures and words start after the question's number


@dataclass(frozen=True)
class Words:
    """The worksheet's own words in one language."""

    lang: str

    def __call__(self, message: str, **fields: object) -> str:
        return translate(self.lang, message, **fields)


def fonts(font: Path) -> tuple[Path, Path]:
    """The regular and bold faces of the font beside `font` (DejaVuSans.ttf and -Bold.ttf)."""
    stem = font.stem.removesuffix("-Bold")
    regular, bold = font.with_name(stem + font.suffix), font.with_name(stem + "-Bold" + font.suffix)
    regular = regular if regular.is_file() else font
    return regular, bold if bold.is_file() else regular


class Worksheet:
    def __init__(self, pack: Pack, lang: str, font: Path) -> None:
        from edu_domino.faces import FaceOptions
        from edu_domino.ui.painter import PRINT, TilePainter

        self.pack = pack
        self.lang = lang
        self.say = Words(lang)
        self.painter = TilePainter(FaceOptions(pack.faces, pack.difficulty), 0, theme=PRINT, print_mode=True,
                                   cache_size=64)
        self.pdf = FPDF(orientation="P", unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        self.pdf.set_margins(MARGIN, MARGIN, MARGIN)
        regular, bold = fonts(font)
        self.pdf.add_font("body", "", str(regular))
        self.pdf.add_font("body", "B", str(bold))
        self.pdf.set_title(pack.title.get(lang))
        if pack.author:
            self.pdf.set_author(pack.author)
        self.key_pages: list[int] = []
        self.answers: list[tuple[int, Step]] = []  # (question number, its step) for the key

    # -- the document ----------------------------------------------------------------------------
    def build(self, progress: Callable[[int, int], None] | None = None) -> bytes:
        """The PDF; `progress(done, total)` is told after each step (a long pack takes seconds)."""
        self._first_page()
        number = 0
        for done, step in enumerate(self.pack.steps, start=1):
            if step.scored:
                number += 1
                self.answers.append((number, step))
            self._step(step, number if step.scored else None)
            if progress is not None:
                progress(done, len(self.pack.steps))
        self._answer_key()
        return bytes(self.pdf.output())

    @property
    def pages(self) -> int:
        return self.pdf.page_no()

    def _first_page(self) -> None:
        pdf, say = self.pdf, self.say
        pdf.add_page()
        self._text(self.pack.title.get(self.lang), TITLE_PT, bold=True)
        if self.pack.author:
            self._text(say("by {author}", author=self.pack.author), SMALL_PT)
        pdf.ln(2)
        self._text(say("Name: {blank}   Date: {short}", blank="_" * 34, short="_" * 14), BODY_PT)
        pdf.ln(3)
        self._text(self.pack.instructions.get(self.lang), BODY_PT)
        pdf.ln(4)

    def _answer_key(self) -> None:
        """The key: each answer drawn as the question drew it and said in words; a long key goes
        on over more pages, each headed as the key."""
        self._key_heading()
        for number, step in self.answers:
            kind = kind_of(step)
            pictures = kind.worksheet_key_pictures(step)
            words = kind.worksheet_key(step, self.say, self.lang)
            if self.pdf.get_y() + self._key_height(pictures, words) > PAGE_H - MARGIN:
                self._key_heading()
            self._key_entry(number, pictures, words)

    def _key_heading(self) -> None:
        self.pdf.add_page()
        self.key_pages.append(self.pdf.page_no())
        self._text(self.say("Answer key"), TITLE_PT, bold=True)
        self._text(self.pack.title.get(self.lang), SMALL_PT)
        self.pdf.ln(3)

    def _key_layout(self, pictures: Sequence[object]) -> tuple[float, float]:
        """(scale of the key's small pictures, their row's width) for one answer."""
        width = sum(self._width(i) * KEY_SCALE + 3 for i in pictures)
        room = WIDTH / 2 - KEY_INDENT
        return (KEY_SCALE * min(1.0, room / width), min(width, room)) if width else (KEY_SCALE, 0.0)

    def _key_height(self, pictures: Sequence[object], words: str) -> float:
        scale, row = self._key_layout(pictures)
        self.pdf.set_font("body", "", BODY_PT)
        lines = len(self.pdf.multi_cell(WIDTH - KEY_INDENT - row, BODY_PT * 0.5, words, dry_run=True,  # type: ignore[arg-type]
                                        output="LINES"))
        return max(HALF_MM * scale if pictures else 0.0, lines * BODY_PT * 0.5) + 3

    def _key_entry(self, number: int, pictures: Sequence[object], words: str) -> None:
        pdf = self.pdf
        height = self._key_height(pictures, words)
        scale, row = self._key_layout(pictures)
        y = pdf.get_y()
        pdf.set_font("body", "", BODY_PT)
        pdf.text(MARGIN, y + BODY_PT * 0.4, f"{number}.")
        x = MARGIN + KEY_INDENT
        for item in pictures:
            w = self._width(item) * scale
            pdf.image(io.BytesIO(self._png(item)), x, y, w, HALF_MM * scale)
            x += w + 3
        pdf.set_xy(MARGIN + KEY_INDENT + row + (3 if pictures else 0), y)
        pdf.multi_cell(WIDTH - KEY_INDENT - row - 3, BODY_PT * 0.5, words, align="L")
        pdf.set_xy(MARGIN, y + height)

    # -- one step ------------------------------------------------------------------------------
    def _step(self, step: Step, number: int | None) -> None:
        parts = self._parts(step)
        self._room(self._height(parts) + 6)
        if number is not None:
            self._text(f"{number}.  {self._prompt(step)}", BODY_PT, bold=True)
        for kind, value in parts:
            if kind == "text":
                self._text(value, BODY_PT)
            elif kind == "note":
                self._text(value, SMALL_PT)
            elif kind == "pictures":
                self._pictures(value)
            elif kind == "picture":
                self._picture_file(value)
            elif kind == "ticks":
                self._ticks(value)
            elif kind == "lines":
                self._lines(value)
            elif kind == "box":
                self._box(value)
            elif kind == "rhythm":
                self._rhythm(value)
        self.pdf.ln(5)

    def _prompt(self, step: Step) -> str:
        return prompt_of(step, self.lang)

    def _parts(self, step: Step) -> list[tuple[str, Any]]:
        """What the step prints, in order: ("text", str), ("pictures", [half or tile]), ..."""
        return kind_of(step).worksheet_parts(step, self.say, self.lang)

    # -- sizes ---------------------------------------------------------------------------------
    def _height(self, parts: Sequence[tuple[str, object]]) -> float:
        total = LINE_MM * 2
        for kind, value in parts:
            if kind in ("text", "note"):
                total += LINE_MM * (1 + len(str(value)) // 85)
            elif kind == "pictures":
                total += self._row_height(value)  # type: ignore[arg-type]
            elif kind == "picture":
                total += 50
            elif kind == "rhythm":
                total += RHYTHM_MM + 4
            elif kind == "ticks":
                total += self._row_height(value) + 4  # type: ignore[arg-type]
            else:
                total += 12
        return total

    def _row_height(self, items: Sequence[object]) -> float:
        return HALF_MM * self._scale(items) + 4 if any(not isinstance(i, str) for i in items) else LINE_MM + 2

    def _scale(self, items: Sequence[object]) -> float:
        """Shrink a row of pictures that would not fit across the page."""
        width = sum(self._width(i) + 6 for i in items)
        return min(1.0, WIDTH / width) if width else 1.0

    @staticmethod
    def _width(item: object) -> float:
        return 2 * HALF_MM if isinstance(item, FacedTile) else HALF_MM

    def _room(self, height: float) -> None:
        if self.pdf.get_y() + min(height, PAGE_H - 2 * MARGIN) > PAGE_H - MARGIN:
            self.pdf.add_page()

    # -- drawing -------------------------------------------------------------------------------
    def _text(self, text: str, size: int, bold: bool = False) -> None:
        self.pdf.set_font("body", "B" if bold else "", size)
        self.pdf.multi_cell(WIDTH, size * 0.5, text, align="L", new_x="LMARGIN", new_y="NEXT")

    def _png(self, item: object) -> bytes:
        from edu_domino.ui.painter.sheets import png_bytes

        px = int(HALF_MM * PX_PER_MM)
        if isinstance(item, FacedTile):
            import pygame

            surface = pygame.Surface((2 * px, px), pygame.SRCALPHA)
            for i, half in enumerate(item.halves):
                surface.blit(self.painter.half_surface(half, px), (i * px, 0))
            pygame.draw.line(surface, (0, 0, 0), (px, px // 8), (px, px - px // 8), max(1, px // 40))
            return png_bytes(surface)
        return png_bytes(self.painter.half_surface(item, px))  # type: ignore[arg-type]

    def _pictures(self, items: Sequence[object], ticks: bool = False) -> None:
        scale = self._scale(items)
        x, y = MARGIN, self.pdf.get_y() + 1
        for item in items:
            w, h = self._width(item) * scale, HALF_MM * scale
            if ticks:
                self.pdf.rect(x, y + (h - BOX) / 2, BOX, BOX)
                x += BOX + 2
            self.pdf.image(io.BytesIO(self._png(item)), x, y, w, h)
            x += w + 6
        self.pdf.set_y(y + HALF_MM * scale + 3)

    def _rhythm(self, groups: Any) -> None:
        from edu_domino.ui.worksheet_rhythm import rhythm_strip

        strip = rhythm_strip(groups, int(WIDTH * PX_PER_MM), int(RHYTHM_MM * PX_PER_MM))
        y = self.pdf.get_y() + 1
        self.pdf.image(io.BytesIO(strip.png), MARGIN, y, strip.width_px / PX_PER_MM, RHYTHM_MM)
        self.pdf.set_y(y + RHYTHM_MM + 3)

    def _picture_file(self, path: object) -> None:
        from edu_domino.lesson.pictures import check_picture

        y = self.pdf.get_y() + 1
        try:
            check_picture(str(path))  # checked again right before decoding: never a swapped file
            info = self.pdf.image(str(path), MARGIN, y, h=45)
        except Exception:  # PictureError, or a picture fpdf cannot read: the text says enough
            return
        self.pdf.set_y(y + float(getattr(info, "rendered_height", 45)) + 3)

    def _ticks(self, choices: Sequence[object]) -> None:
        if any(not isinstance(c, str) for c in choices):
            self._pictures(choices, ticks=True)
            return
        self.pdf.set_font("body", "", BODY_PT)
        x, y = MARGIN, self.pdf.get_y() + 2
        for choice in choices:
            self.pdf.rect(x, y, BOX, BOX)
            self.pdf.text(x + BOX + 2, y + BOX - 1, str(choice))
            x += BOX + 6 + self.pdf.get_string_width(str(choice)) + 8
        self.pdf.set_y(y + BOX + 3)

    def _lines(self, count: object) -> None:
        y = self.pdf.get_y() + 8
        for _ in range(int(count)):  # type: ignore[call-overload]
            self.pdf.line(MARGIN, y, MARGIN + WIDTH, y)
            y += 9
        self.pdf.set_y(y)

    def _box(self, label: object) -> None:
        self.pdf.set_font("body", "", BODY_PT)
        y = self.pdf.get_y() + 2
        self.pdf.text(MARGIN, y + 7, str(label))
        x = MARGIN + self.pdf.get_string_width(str(label)) + 3
        self.pdf.rect(x, y, 40, 10)
        self.pdf.set_y(y + 13)


# Marked here so the catalogs carry them (the worksheet translates with its own language; each
# step kind marks its own words in its module).
WORDS = (N_("by {author}"), N_("Name: {blank}   Date: {short}"), N_("Answer key"))


def worksheet_pdf(pack: Pack, lang: str, font: Path,
                  progress: Callable[[int, int], None] | None = None) -> tuple[bytes, int, int]:
    """The worksheet as PDF bytes, its number of pages, and the page the answer key starts on."""
    sheet = Worksheet(pack, lang, font)
    data = sheet.build(progress)
    return data, sheet.pages, sheet.key_pages[0]
