"""The table's players strip: one card per player across the top of the screen, read from the
back row: the name (shortened sensibly when the cards would not fit: "Computador 6" -> "Comp. 6",
never cut with "…"), the tiles in hand as a number at text size beside a tile's back, and the
points. In a team game each team's cards stand together in a frame headed by a card with the
team's name and score ("Team A" / "12 pts"). Who laid the first tile and who is out are marked
★ and ✕ beside the name, with a legend in words ("★ laid the first tile") on the strip's top line.

The layout is chosen once from the names and the widest numbers the round can show, so the strip
keeps its height while the round is played (the line's region under it never moves).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from edu_domino.i18n import N_
from edu_domino.play import SpectatorView
from edu_domino.ui.table.words import Translate, side_name

LEADS_MARK = "★"
OUT_MARK = "✕"
LEADS_LEGEND = N_("★ laid the first tile")
OUT_LEGEND = N_("✕ out of the match")
SMALLEST = 0.75  # the cards' text never shrinks below this share of the body size
SHORT_FIRST_WORD = 4  # "Computador" -> "Comp."


@dataclass(frozen=True)
class Card:
    seat: int | None  # None: a team's heading card
    on_turn: bool
    box: pygame.Rect  # the card's frame (drawn round the player on turn)
    lines: tuple[str, str]  # the name (or the team), then the count and points (or the team's points)
    count: str | None  # the tiles in hand, drawn after the tile's back (None on a team's card)


@dataclass(frozen=True)
class PlayersLayout:
    text_px: int
    line_h: int
    pad: int  # from a card's frame to its text (the frame's width and a gap more)
    cards: tuple[Card, ...]
    groups: tuple[pygame.Rect, ...]  # each team's frame (empty without teams)
    legend: tuple[str, ...]  # what the marks mean, in words
    height: int  # the cards' block, from its top
    fits: bool

    @property
    def rows(self) -> tuple[Card, ...]:
        """The players' cards (not the teams' headings)."""
        return tuple(c for c in self.cards if c.seat is not None)

    def texts(self) -> list[str]:
        return [line for card in self.cards for line in card.lines] + list(self.legend)


def short_names(names: list[str], level: int) -> list[str]:
    """The names at a level of shortening: 0 as typed; 1 every word after the first but numbers
    to its initial ("Maria Eduarda" -> "Maria E."); 2 also a long first word to its first letters
    ("Computador 6" -> "Comp. 6")."""
    out = []
    for name in names:
        words = name.split()
        if not words or level == 0:
            out.append(name)
            continue
        rest = [w if w.isdigit() or len(w) <= 2 else f"{w[0]}." for w in words[1:]]
        first = words[0]
        if level >= 2 and len(first) > SHORT_FIRST_WORD + 1:
            first = first[:SHORT_FIRST_WORD] + "."
        out.append(" ".join([first, *rest]))
    return out


def _marks(view: SpectatorView, seat: int) -> str:
    leads = seat == view.opener
    out = view.rules.side_of(seat) in view.eliminated
    return "".join(f" {m}" for m, on in ((LEADS_MARK, leads), (OUT_MARK, out)) if on)


def legend(view: SpectatorView, tr: Translate) -> tuple[str, ...]:
    """The marks' meanings in words: the leader's always (a mark appears with the first tile, so
    the strip keeps its room from the start); who is out only in a match where players go out."""
    words = [tr(LEADS_LEGEND)]
    if view.rules.match_end == "elimination":
        words.append(tr(OUT_LEGEND))
    return tuple(words)


def _widest_points(view: SpectatorView, tr: Translate) -> str:
    """The widest points the round may show (digits are all as wide), for a steady layout."""
    digits = max(len(str(view.rules.match_target)) + 1, *(len(str(s)) for s in view.scores))
    return tr(N_("{n} pts"), n=int("8" * digits))


def lay_out_players(theme, view: SpectatorView, tr: Translate, area: pygame.Rect, icon_w: Callable[[int], int],
                    turn: int | None) -> PlayersLayout:
    """The cards in `area` (the strip's width; its top), on one row if they fit, else two; the
    text as big as fits (down to three quarters of the body size); names shortened before the
    text gets smaller than that. `icon_w(line_h)`: the width of the tile's back before a count."""
    sizes = range(theme.body_px, max(1, round(theme.body_px * SMALLEST)) - 1, -1)
    tries = [(rows, px, level) for rows in (1, 2) for px in sizes for level in (0, 1, 2)]
    names = list(view.names)
    for rows, px, level in tries:
        shortened = short_names(names, level)
        if level and len(set(shortened)) < len(names):
            continue  # two players would read alike
        layout = _place(theme, view, tr, area, icon_w, turn, rows, px, shortened, steady=True)
        if layout.fits:
            break
    # Laid out with the widest numbers, drawn with the real ones.
    return _place(theme, view, tr, area, icon_w, turn, rows, px, shortened, steady=False, fits=layout.fits)


def _order(view: SpectatorView) -> list[list[int]]:
    """The seats in groups: a team's players together, each team in order; else one seat each."""
    rules = view.rules
    if rules.is_team_game:
        return [[s for s in range(rules.players) if rules.side_of(s) == side] for side in range(rules.n_sides)]
    return [[s] for s in range(rules.players)]


def _place(theme, view: SpectatorView, tr: Translate, area: pygame.Rect, icon_w: Callable[[int], int],
           turn: int | None, rows: int, px: int, names: list[str], steady: bool,
           fits: bool | None = None) -> PlayersLayout:
    font = theme.font(px)
    line_h = font.get_linesize()
    unit = theme.unit
    frame = max(3, unit // 2)
    pad = frame + max(2, unit // 2)  # the turn's frame never touches the text
    team = view.rules.is_team_game
    widest = _widest_points(view, tr)
    cells: list[tuple[int | None, tuple[str, str], str | None, int]] = []  # seat, lines, count, width
    groups_of: list[list[int]] = []  # each group's cell indices
    for group in _order(view):
        members = []
        if team:
            side = view.rules.side_of(group[0])
            points = widest if steady else tr(N_("{n} pts"), n=view.scores[side])
            lines = (side_name(view, side, tr), points)
            members.append(len(cells))
            cells.append((None, lines, None, max(font.size(x)[0] for x in lines)))
        for seat in group:
            count = "88" if steady else str(view.hand_counts[seat])
            if team:
                second = ""
            else:
                second = " · " + (widest if steady else tr(N_("{n} pts"), n=view.scores[view.rules.side_of(seat)]))
            name = names[seat] + _marks(view, seat)
            width = max(font.size(name)[0], icon_w(line_h) + unit + font.size(count + second)[0])
            members.append(len(cells))
            cells.append((seat, (name, second), count, width))
        groups_of.append(members)
    gap = 2 * unit
    group_gap = 3 * unit if team else gap
    # Cards in rows: whole groups to a row, as many as the row takes.
    per_row = -(-len(groups_of) // rows)
    card_h = 2 * line_h + 2 * pad
    cards: list[Card] = []
    frames: list[pygame.Rect] = []
    ok = True
    for r in range(rows):
        row_groups = groups_of[r * per_row:(r + 1) * per_row]
        widths = [[cells[i][3] + 2 * pad for i in g] for g in row_groups]
        need = sum(sum(w) + gap * (len(w) - 1) for w in widths) + group_gap * max(0, len(widths) - 1)
        need += 2 * unit * len(widths) if team else 0  # each team's frame round its cards
        ok &= need <= area.width - 2 * unit
        spare = max(0, area.width - 2 * unit - need) // max(1, sum(len(w) for w in widths))
        x = area.left + unit
        y = area.top + r * (card_h + unit)
        for g, ws in zip(row_groups, widths, strict=True):
            start = x
            x += unit if team else 0
            for i, w in zip(g, ws, strict=True):
                seat, lines, count, _w = cells[i]
                box = pygame.Rect(x, y, w + spare, card_h)
                cards.append(Card(seat, seat is not None and seat == turn, box, lines, count))
                x = box.right + gap
            x += unit if team else 0
            if team:
                frames.append(pygame.Rect(start, y, x - gap - start, card_h))
            x += group_gap - gap
    words = legend(view, tr)
    height = rows * card_h + (rows - 1) * unit
    return PlayersLayout(px, line_h, pad, tuple(cards), tuple(frames), words, height, ok if fits is None else fits)


def draw_players(surface: pygame.Surface, theme, layout: PlayersLayout,
                 back: Callable[[int], pygame.Surface]) -> None:
    """The cards as laid out; `back(line_h)`: a tile's back as tall as a line of text."""
    p = theme.palette
    unit = theme.unit
    px, line_h, pad = layout.text_px, layout.line_h, layout.pad
    for frame in layout.groups:
        pygame.draw.rect(surface, p.text_muted, frame.inflate(0, unit // 2), max(2, unit // 3), border_radius=unit)
    for card in layout.cards:
        box = card.box
        if card.on_turn:
            pygame.draw.rect(surface, p.focus, box, max(3, unit // 2), border_radius=unit)
        x, y = box.left + pad, box.top + pad
        if card.seat is None:  # a team's heading: its name and its points
            surface.blit(theme.text(card.lines[0], px, p.text), (x, y))
            surface.blit(theme.text(card.lines[1], px, p.text), (x, y + line_h))
            continue
        surface.blit(theme.text(card.lines[0], px, p.focus if card.on_turn else p.text), (x, y))
        icon = back(line_h)
        surface.blit(icon, (x, y + line_h + (line_h - icon.get_height()) // 2))
        count = theme.text(card.count or "", px, p.text)
        spot = surface.blit(count, (x + icon.get_width() + unit, y + line_h))
        if card.lines[1]:
            surface.blit(theme.text(card.lines[1], px, p.text_muted), (spot.right, y + line_h))
