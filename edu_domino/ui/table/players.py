"""The table's players panel: each player's name, tiles in hand and score, who leads (holds the
hand, "mano") and who is out, laid out so every line fits whole in the column.

The richest layout that fits is used, for the whole panel at once (rows that look alike are
easier to read from the back of a room):
- "tall": the name; the tiles and points; the tags in words ("leads", "Team A", "out");
- "words": the name; the tiles, points and tags in words on one line;
- "marks": the name; the tiles and points with a mark for each tag (★ leads, ✕ out), and a
  legend under the players saying what each mark means;
- "line": one line a player (many players, a small window): the name at the left, the tiles
  (and a team's letter) and the marks at the right, the legend under them.
Where none fits at the body size, the text is drawn a little smaller (down to three quarters of
the body size, bigger sizes tried first) before any name would be cut; without teams, a layout
that shows the points is taken at any of those sizes before the one-line layout (no points).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from edu_domino.i18n import N_
from edu_domino.play import SpectatorView
from edu_domino.ui.game_setup import TEAM_LETTERS
from edu_domino.ui.table.words import Translate, side_name
from edu_domino.ui.widgets import fit_text

LEADS_MARK = "★"
OUT_MARK = "✕"
LEADS = N_("leads")  # the hand-holder, "mano": who laid the first tile
OUT = N_("out")
MODES = ("tall", "words", "marks", "line")
SMALLEST = 0.75  # the "line" layout's text never shrinks below this share of the body size


@dataclass(frozen=True)
class PlayerRow:
    seat: int
    on_turn: bool
    box: pygame.Rect  # the row's frame (drawn round the player on turn)
    lines: tuple[str, ...]  # as drawn, top to bottom; in "line" mode (name, the right part)


@dataclass(frozen=True)
class PlayersLayout:
    mode: str  # one of MODES
    text_px: int
    line_h: int
    rows: tuple[PlayerRow, ...]
    legend: tuple[str, ...]  # what the marks mean ("★ leads"), under the rows
    legend_top: int
    bottom: int  # the first free pixel row under the panel
    fits: bool  # every line whole (False only when even the smallest text cuts a long name)

    def texts(self) -> list[str]:
        return [line for row in self.rows for line in row.lines] + list(self.legend)


@dataclass(frozen=True)
class _Seat:
    seat: int
    name: str
    count: str
    points: str | None  # None in team games (the sides' scores are listed under the panel)
    side: str | None  # "Team A" in team games
    letter: str | None  # "A"
    leads: bool
    out: bool


def _seats(view: SpectatorView, tr: Translate) -> list[_Seat]:
    rules = view.rules
    order = list(view.seats) + [i for i in range(rules.players) if i not in view.seats]
    out = []
    for seat in order:
        side = rules.side_of(seat)
        team = rules.is_team_game
        out.append(_Seat(seat, view.names[seat], str(view.hand_counts[seat]),
                         None if team else tr(N_("{n} pts"), n=view.scores[side]),
                         side_name(view, side, tr) if team else None, TEAM_LETTERS[side] if team else None,
                         seat == view.opener, side in view.eliminated))
    return out


def _tags(s: _Seat, tr: Translate) -> list[str]:
    return [t for t in (s.side, tr(LEADS) if s.leads else None, tr(OUT) if s.out else None) if t]


def _marks(s: _Seat) -> str:
    return " ".join(m for m, on in ((LEADS_MARK, s.leads), (OUT_MARK, s.out)) if on)


def _lines(mode: str, s: _Seat, tr: Translate) -> tuple[str, ...]:
    count = " · ".join(x for x in (s.count, s.points) if x)
    tags, marks = _tags(s, tr), _marks(s)
    if mode == "tall":
        return (s.name, count, ", ".join(tags)) if tags else (s.name, count)
    if mode == "words":
        return (s.name, " · ".join([count, *tags]))
    if mode == "marks":
        return (s.name, " · ".join(x for x in (count, s.side, marks) if x))
    return (s.name, " · ".join(x for x in (s.count, s.letter) if x) + (f" {marks}" if marks else ""))


def _legend(mode: str, seats: list[_Seat], tr: Translate) -> tuple[str, ...]:
    if mode in ("tall", "words"):
        return ()
    return tuple(f"{mark} {tr(word)}" for mark, word, used in (
        (LEADS_MARK, LEADS, any(s.leads for s in seats)), (OUT_MARK, OUT, any(s.out for s in seats))) if used)


def lay_out_players(theme, view: SpectatorView, tr: Translate, area: pygame.Rect, icon_w: Callable[[int], int],
                    turn: int | None) -> PlayersLayout:
    """The panel in `area` (its bottom: where the boneyard and scores begin); `icon_w(line_h)`:
    the width of the tile-back icon before a tiles line; `turn`: the seat framed as on turn."""
    seats = _seats(view, tr)
    # Bigger text first (it is read from the back of the room), and at each size the richest
    # layout; but in a game without teams only the two-line layouts show each player's points
    # (a team game lists the sides' scores under the panel), so they win over a bigger one-line one.
    smallest = max(1, round(theme.body_px * SMALLEST))
    sizes = range(theme.body_px, smallest - 1, -1)
    if view.rules.is_team_game:
        tries = [(mode, px) for px in sizes for mode in MODES]
    else:
        tries = [(mode, px) for px in sizes for mode in MODES[:-1]] + [("line", px) for px in sizes]
    for mode, px in tries:
        layout = _place(theme, mode, px, seats, tr, area, icon_w, turn)
        if layout.fits:
            return layout
    return layout  # the smallest "line" layout: only a very long name is cut (drawn with "…")


def _place(theme, mode: str, px: int, seats: list[_Seat], tr: Translate, area: pygame.Rect,
           icon_w: Callable[[int], int], turn: int | None) -> PlayersLayout:
    unit = theme.unit
    font = theme.font(px)
    line_h = font.get_linesize()
    inner = area.width - 4 * unit  # the row's frame inside the column, the text inside the frame
    one_line = mode == "line"
    pad, gap = (max(2, unit // 2), max(2, unit // 3)) if one_line else (unit, max(2, unit // 2))
    fits = True
    rows = []
    y = area.top + unit
    for s in seats:
        lines = _lines(mode, s, tr)
        if one_line:  # the name, then the tile-back icon and the count
            fits &= font.size(lines[0])[0] + 2 * unit + icon_w(line_h) + font.size(lines[1])[0] <= inner
        else:
            widths = [font.size(line)[0] + (icon_w(line_h) + unit if i == 1 else 0) for i, line in enumerate(lines)]
            fits &= max(widths) <= inner
        n = 1 if one_line else len(lines)
        box = pygame.Rect(area.left + unit, y, area.width - 2 * unit, n * line_h + pad)
        rows.append(PlayerRow(s.seat, s.seat == turn, box, lines))
        y = box.bottom + gap
    legend = _legend(mode, seats, tr)
    legend_top = y
    fits &= all(font.size(line)[0] <= inner for line in legend)
    bottom = y + len(legend) * line_h
    fits &= bottom <= area.bottom
    return PlayersLayout(mode, px, line_h, tuple(rows), legend, legend_top, bottom, fits)


def draw_players(surface: pygame.Surface, theme, layout: PlayersLayout,
                 back: Callable[[int], pygame.Surface]) -> None:
    """The panel as laid out; `back(line_h)`: the tile-back icon before a tiles line."""
    p = theme.palette
    unit = theme.unit
    px, line_h = layout.text_px, layout.line_h
    for row in layout.rows:
        box = row.box
        if row.on_turn:
            pygame.draw.rect(surface, p.focus, box, max(3, unit // 2), border_radius=unit)
        x = box.left + unit
        name_color = p.focus if row.on_turn else p.text
        if layout.mode == "line":
            y = box.top + (box.height - line_h) // 2
            right = theme.text(row.lines[1], px, p.text_muted)
            spot = surface.blit(right, right.get_rect(topright=(box.right - unit, y)))
            icon = back(line_h)
            surface.blit(icon, icon.get_rect(midright=(spot.left - unit // 2, spot.centery)))
            name_w = box.width - 4 * unit - right.get_width() - icon.get_width()
            surface.blit(fit_text(theme, row.lines[0], name_w, name_color, px), (x, y))
            continue
        y = box.top + unit // 2
        surface.blit(fit_text(theme, row.lines[0], box.width - 2 * unit, name_color, px), (x, y))
        icon = back(line_h)
        y += line_h
        surface.blit(icon, (x, y + (line_h - icon.get_height()) // 2))
        surface.blit(theme.text(row.lines[1], px, p.text_muted), (x + icon.get_width() + unit, y))
        if len(row.lines) > 2:
            surface.blit(theme.text(row.lines[2], px, p.text_muted), (x, y + line_h))
    for i, line in enumerate(layout.legend):
        surface.blit(theme.text(line, px, p.text_muted), (layout.rows[0].box.left + unit if layout.rows else 0,
                                                         layout.legend_top + i * line_h))

