"""Rhythm notation drawn from shapes: note heads, stems, flags, beams, dots, ties and rests.

Notes sit on a single staff line (as in rhythm exercises), stems up on the right of the head, so
ties curve below the heads and dots sit in the space above the line. Every length is measured in
staff spaces (`sp`), the distance between two lines of a normal staff.

One staff space for every half: the size comes from a `NotesScale`, the room the widest and
tallest spelling of the game's face sets needs, so a whole note is drawn as large as each of four
quarters beside it, every half of a tile and every tile of a screen alike, and the staff line sits
at the same height in every half. (A spelling wider than the scale, written by a teacher, shrinks
alone to fit.) At small sizes dots and the hollow of half and whole notes keep a minimum size in
pixels, so they stay dots and hollows.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from edu_domino.faces import Note, NotesSpelling, Spelling
from edu_domino.ui.painter.canvas import Canvas, Color, bezier

# Shapes, in staff spaces.
HEAD_RX, HEAD_RY, HEAD_TILT = 0.66, 0.45, 20.0
WHOLE_RX, WHOLE_RY = 0.84, 0.52
HEAD_HALF_WIDTH = 0.64  # horizontal half extent of a tilted head
STEM = 3.5  # from the head's centre to the stem's end
STEM_W = 0.16  # a little bolder than print, to read from the back of a classroom
BEAM_H, BEAM_STEP = 0.5, 0.78
DOT_R, DOT_GAP, DOT_STEP = 0.2, 0.45, 0.5
FLAG_W = 1.05
GAP, TIE_GAP = 0.85, 1.4
# Legibility at small sizes, in output pixels: the smallest dot radius, and the smallest hollow
# inside a half or whole note (and the smallest ink left around it).
MIN_DOT_PX, MIN_HOLLOW_PX, MIN_RIM_PX, MIN_STEM_PX = 1.2, 0.9, 0.7, 1.0
# The room between notes may narrow to this share where a half has many notes, so that one staff
# space, large enough to read, serves every half.
MIN_SQUEEZE = 0.5


@dataclass
class _Item:
    note: Note
    left: float  # extent left of the centre
    right: float  # extent right of the centre
    x: float = 0.0  # centre, in sp from the group's left edge
    beamed: bool = False


def _head_half_width(note: Note) -> float:
    return WHOLE_RX if note.base == "w" else HEAD_HALF_WIDTH


def _beamable(note: Note) -> bool:
    return note.flags > 0 and not note.rest


def _layout(notes: tuple[Note, ...], squeeze: float = 1.0) -> tuple[list[_Item], float]:
    """Items placed left to right and the group's width; `squeeze` (MIN_SQUEEZE..1) narrows the
    room between notes, never the notes themselves."""
    items = []
    for i, note in enumerate(notes):
        # A beam joins neighbouring eighths and sixteenths; a rest between them breaks it.
        beamed = note.flags > 0 and not note.rest and (
            (i > 0 and _beamable(notes[i - 1])) or (i + 1 < len(notes) and _beamable(notes[i + 1]))
        )
        if note.rest:
            half = 0.6
            items.append(_Item(note, half, half))
            continue
        half = _head_half_width(note)
        right = half + (DOT_GAP + DOT_STEP * (note.dots - 1) + DOT_R if note.dots else 0.0)
        if note.flags and not beamed:
            right = max(right, half + FLAG_W)
        items.append(_Item(note, half, right, beamed=beamed))
    x = 0.0
    for i, item in enumerate(items):
        x += item.left
        item.x = x
        x += item.right
        if i + 1 < len(items):
            # Longer notes get a little more room, as engravers space them.
            room = (TIE_GAP if item.note.tied else GAP) + 0.15 * math.log2(float(item.note.duration) + 1)
            x += room * squeeze
    return items, x


def _fitted(notes: tuple[Note, ...], room: float) -> tuple[list[_Item], float]:
    """The layout, its spacing narrowed (down to MIN_SQUEEZE) until it fits `room` sp if it can."""
    items, width = _layout(notes)
    if width <= room:
        return items, width
    tight_items, tight = _layout(notes, MIN_SQUEEZE)
    if tight >= room:
        return tight_items, tight
    squeeze = 1.0 - (1.0 - MIN_SQUEEZE) * (width - room) / (width - tight)
    return _layout(notes, squeeze)


def _extent(items: list[_Item]) -> tuple[float, float]:
    """How far the group reaches above and below the staff line, in sp."""
    above, below = 0.6, 0.6
    for item in items:
        note = item.note
        if note.rest:
            above = max(above, 1.6 if note.base in "qe" else 0.6)
            below = max(below, 1.5 if note.base in "qe" else 0.6)
            continue
        if note.base != "w":
            above = max(above, STEM + (BEAM_STEP if note.flags == 2 else 0.0) + 0.1)
        if note.tied:
            below = max(below, 1.45)
    return above, below


@dataclass(frozen=True)
class NotesScale:
    """The room the widest and the tallest spelling of a game need, in staff spaces."""

    width: float
    above: float
    below: float

    @staticmethod
    def of(spellings: Iterable[Spelling]) -> NotesScale:
        width, above, below = 1.0, 0.6, 0.6
        for spelling in spellings:
            notes = getattr(spelling, "notes", ())
            if notes:
                items, w = _layout(notes, MIN_SQUEEZE)
                a, b = _extent(items)
                width, above, below = max(width, w), max(above, a), max(below, b)
        return NotesScale(width, above, below)

    def covering(self, spelling: NotesSpelling) -> NotesScale:
        """This scale, grown where `spelling` needs more room (a half note in a powers pack's
        lesson, whose painter measured no notes): no stem ever leaves its box."""
        own = NotesScale.of((spelling,))
        if own.width <= self.width and own.above <= self.above and own.below <= self.below:
            return self
        return NotesScale(max(self.width, own.width), max(self.above, own.above), max(self.below, own.below))

    def space_in(self, box_w: float, box_h: float) -> float:
        """The staff space (px) for a half's box of that size: the largest that fits the scale."""
        return min(box_h / 5.2, box_w * 0.94 / self.width, box_h * 0.92 / (self.above + self.below))


def _sized(spelling: NotesSpelling, bw: float, bh: float,
           scale: NotesScale) -> tuple[float, list[_Item], float]:
    """The staff space for `spelling` in a box `bw` x `bh` px, its items and width in sp."""
    sp = scale.space_in(bw, bh)
    items, width = _fitted(spelling.notes, bw * 0.94 / sp)
    sp = min(sp, bw * 0.94 / width)  # a teacher's spelling wider than the scale fits alone
    return sp, items, width


def staff_space(spelling: Spelling, box_w: float, box_h: float,
                scale: NotesScale | None = None) -> float | None:
    """The staff space in pixels `draw_notes` uses for `spelling` in that box, or None when the
    half draws no staff (not notes, or the empty half)."""
    notes = getattr(spelling, "notes", ())
    if not notes:
        return None
    assert isinstance(spelling, NotesSpelling)
    return _sized(spelling, box_w, box_h, (scale or NotesScale.of((spelling,))).covering(spelling))[0]


def draw_notes(canvas: Canvas, spelling: NotesSpelling, box: tuple[float, float, float, float],
               ink: Color, staff: Color, face: Color, scale: NotesScale | None = None) -> None:
    """Draw the spelling's notes centred in `box` (x, y, w, h in output pixels), at the staff
    space `scale` gives (the spelling's own size when None)."""
    bx, by, bw, bh = box
    if not spelling.notes:
        return  # the empty half: 0 shows nothing at all
    scale = (scale or NotesScale.of((spelling,))).covering(spelling)
    sp, items, width = _sized(spelling, bw, bh, scale)
    x0 = bx + (bw - width * sp) / 2
    line_y = by + (bh - (scale.above + scale.below) * sp) / 2 + scale.above * sp
    # The staff line runs a little past the notes, not to the tile's edge.
    left, right = max(bx, x0 - 0.7 * sp), min(bx + bw, x0 + (width + 0.7) * sp)
    canvas.line((left, line_y), (right, line_y), max(0.1 * sp, 0.6), staff)
    _Draw(canvas, sp, x0, line_y, ink, face).group(items)


class _Draw:
    """Draws one laid-out group; a small class so the shape helpers share sp and the origin."""

    def __init__(self, canvas: Canvas, sp: float, x0: float, line_y: float, ink: Color,
                 face: Color) -> None:
        self.c, self.sp, self.x0, self.y, self.ink, self.face = canvas, sp, x0, line_y, ink, face
        self.stem_w = max(STEM_W, MIN_STEM_PX / sp)  # in sp; a stem under a pixel turns grey

    def at(self, x: float, y: float) -> tuple[float, float]:
        """Output pixels for a point given in sp from (group left, staff line)."""
        return (self.x0 + x * self.sp, self.y + y * self.sp)

    def group(self, items: list[_Item]) -> None:
        for i, item in enumerate(items):
            if item.note.rest:
                self.rest(item)
            else:
                self.head(item)
                self.dots(item)
            if item.note.tied and i + 1 < len(items):
                self.tie(item, items[i + 1])
        stems: list[_Item] = []
        for item in items:
            if not item.note.rest and item.note.base != "w":
                stems.append(item)
        # Runs of beamed notes share one stem height and their beams.
        run: list[_Item] = []
        for item in stems:
            if item.beamed:
                run.append(item)
                continue
            self.flush_beams(run)
            run = []
            top = STEM + (BEAM_STEP if item.note.flags == 2 else 0.0)
            self.stem(item, top)
            for k in range(item.note.flags):
                self.flag(item, top, k)
        self.flush_beams(run)

    def flush_beams(self, run: list[_Item]) -> None:
        if not run:
            return
        top = STEM + (BEAM_STEP if any(i.note.flags == 2 for i in run) else 0.0)
        for item in run:
            self.stem(item, top)
        xs = [self.stem_x(i) for i in run]
        self.beam(xs[0] - self.stem_w / 2, xs[-1] + self.stem_w / 2, top, 0)
        # Second beam between neighbouring sixteenths; a lone sixteenth gets a short beamlet.
        for j, item in enumerate(run):
            if item.note.flags < 2:
                continue
            if j + 1 < len(run) and run[j + 1].note.flags == 2:
                self.beam(xs[j] - self.stem_w / 2, xs[j + 1] + self.stem_w / 2, top, 1)
            elif not (j > 0 and run[j - 1].note.flags == 2):
                toward = 1.0 if j == 0 else -1.0
                self.beam(xs[j], xs[j] + toward * 1.0, top, 1)

    def stem_x(self, item: _Item) -> float:
        return item.x + HEAD_HALF_WIDTH - self.stem_w / 2

    def head(self, item: _Item) -> None:
        cx, note = item.x, item.note
        if note.base == "w":
            self.c.ellipse(self.at(cx, 0), WHOLE_RX * self.sp, WHOLE_RY * self.sp, 0, self.ink)
            self.c.ellipse(self.at(cx, 0), 0.44 * self.sp, self.hollow(0.27, WHOLE_RY), -55, self.face)
            return
        self.c.ellipse(self.at(cx, 0), HEAD_RX * self.sp, HEAD_RY * self.sp, HEAD_TILT, self.ink)
        if note.base == "h":
            # The hollow of a half note leans with the head and is much thinner; at small sizes
            # it keeps a pixel or so, else the averaging fills it in and it reads as a quarter.
            self.c.ellipse(self.at(cx, 0), 0.52 * self.sp, self.hollow(0.2, HEAD_RY), HEAD_TILT + 12,
                           self.face)

    def hollow(self, ry: float, head_ry: float) -> float:
        """The hollow's half height in pixels: `ry` sp, but never under MIN_HOLLOW_PX nor leaving
        under MIN_RIM_PX of ink."""
        return min(max(ry * self.sp, MIN_HOLLOW_PX), head_ry * self.sp - MIN_RIM_PX)

    def dots(self, item: _Item) -> None:
        radius = max(DOT_R * self.sp, MIN_DOT_PX)  # coordinates are output pixels
        # In the space above the line, clear of it even where the dot keeps its minimum size.
        y = -max(0.5, (radius + 0.1 * self.sp + 0.6) / self.sp)
        step = max(DOT_STEP, 2.6 * radius / self.sp)
        for k in range(item.note.dots):
            x = item.x + _head_half_width(item.note) + DOT_GAP + step * k
            self.c.circle(self.at(x, y), radius, self.ink)

    def stem(self, item: _Item, top: float) -> None:
        x = self.stem_x(item)
        a, b = self.at(x - self.stem_w / 2, -top), self.at(x + self.stem_w / 2, -0.2)
        self.c.polygon([a, (b[0], a[1]), b, (a[0], b[1])], self.ink)

    def beam(self, x_from: float, x_to: float, top: float, level: int) -> None:
        y = -top + level * BEAM_STEP
        left, right = min(x_from, x_to), max(x_from, x_to)
        self.c.polygon([self.at(left, y), self.at(right, y), self.at(right, y + BEAM_H),
                        self.at(left, y + BEAM_H)], self.ink)

    def flag(self, item: _Item, top: float, level: int) -> None:
        """A flag hanging from the stem's top to the right, curving down like a banner."""
        sx = self.stem_x(item) + self.stem_w / 2
        y = -top + level * BEAM_STEP
        outer = bezier((sx, y), (sx + 0.1, y + 1.0), (sx + 1.25, y + 1.35), (sx + 0.85, y + 2.8))
        inner = bezier((sx + 0.85, y + 2.8), (sx + 1.05, y + 1.85), (sx + 0.15, y + 1.45),
                       (sx, y + 0.95))
        self.c.polygon([self.at(px, py) for px, py in outer + inner], self.ink)

    def tie(self, a: _Item, b: _Item) -> None:
        """A curve under the two heads, thick in the middle and thin at the ends."""
        x0, x1 = a.x + 0.15, b.x - 0.15
        y0 = 0.62
        depth = 0.55 + 0.04 * (x1 - x0)
        k = (x1 - x0) * 0.22
        lower = bezier((x0, y0), (x0 + k, y0 + depth * 1.33), (x1 - k, y0 + depth * 1.33), (x1, y0))
        thick = 0.24 * 1.33
        upper = bezier((x1, y0), (x1 - k, y0 + depth * 1.33 - thick), (x0 + k, y0 + depth * 1.33 - thick),
                       (x0, y0))
        self.c.polygon([self.at(px, py) for px, py in lower + upper], self.ink)

    def rest(self, item: _Item) -> None:
        cx, base = item.x, item.note.base
        sp = self.sp
        if base in ("w", "h"):
            # Whole rest hangs from the line; half rest sits on it.
            top = 0.0 if base == "w" else -0.5
            self.c.polygon([self.at(cx - 0.6, top), self.at(cx + 0.6, top),
                            self.at(cx + 0.6, top + 0.5), self.at(cx - 0.6, top + 0.5)], self.ink)
            return
        if base == "q":
            self.quarter_rest(cx)
            return
        # Eighth and sixteenth rests: a stem leaning left with one or two flag-dots.
        self.c.line(self.at(cx + 0.45, -0.75), self.at(cx - 0.1, 1.05), 0.16 * sp, self.ink)
        for k in range(item.note.flags):
            y = -0.75 + 0.85 * k
            dx = -0.25 * k
            self.c.circle(self.at(cx - 0.3 + dx, y + 0.2), 0.27 * sp, self.ink)
            arc = bezier((cx - 0.3 + dx, y + 0.45), (cx + dx, y + 0.55), (cx + 0.3 + dx, y + 0.3),
                         (cx + 0.45 + dx, y), 10)
            self.c.stroke([self.at(px, py) for px, py in arc], 0.14 * sp, self.ink)

    def ribbon(self, spine: list[tuple[float, float]], widths: list[float]) -> None:
        """A filled stroke along `spine` (sp) whose width (sp) changes point by point."""
        left, right = [], []
        for i, (x, y) in enumerate(spine):
            ax, ay = spine[max(0, i - 1)]
            bx, by = spine[min(len(spine) - 1, i + 1)]
            dx, dy = bx - ax, by - ay
            norm = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / norm * widths[i] / 2, dx / norm * widths[i] / 2
            left.append(self.at(x + nx, y + ny))
            right.append(self.at(x - nx, y - ny))
        self.c.polygon(left + right[::-1], self.ink)

    def quarter_rest(self, cx: float) -> None:
        """The engraved quarter rest, about 1 sp wide and 3 sp tall: a hairline falling to the
        right, a heavy stroke back to the left, a lighter one to the right again, and a hook
        curling back like a small c."""
        def taper(points, w0, w1, w_mid=None):
            n = len(points) - 1
            mid = w_mid if w_mid is not None else (w0 + w1) / 2
            return [w0 + (mid - w0) * 2 * i / n if i <= n / 2 else mid + (w1 - mid) * (2 * i - n) / n
                    for i in range(n + 1)]

        top = bezier((cx - 0.34, -1.5), (cx - 0.1, -1.2), (cx + 0.15, -0.95), (cx + 0.34, -0.72), 8)
        self.ribbon(top, taper(top, 0.1, 0.3))
        heavy = bezier((cx + 0.36, -0.8), (cx + 0.05, -0.42), (cx - 0.2, -0.12), (cx - 0.3, 0.08), 10)
        self.ribbon(heavy, taper(heavy, 0.22, 0.2, 0.5))
        lower = bezier((cx - 0.32, 0.02), (cx - 0.05, 0.3), (cx + 0.12, 0.5), (cx + 0.3, 0.72), 8)
        self.ribbon(lower, taper(lower, 0.16, 0.26))
        hook = bezier((cx + 0.32, 0.74), (cx - 0.18, 0.5), (cx - 0.56, 0.9), (cx + 0.02, 1.42), 16)
        self.ribbon(hook, taper(hook, 0.26, 0.1, 0.3))
