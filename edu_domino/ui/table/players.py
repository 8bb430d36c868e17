"""The table's players strip: one card per player across the top of the screen, read from the
back row: the name (shortened sensibly when the cards would not fit: "Computador 6" -> "Comp. 6",
never cut with "…"), the tiles in hand as a number at text size beside a tile's back, and the
points. In a team game each team's cards stand together in a frame captioned with the team's
name and score ("Team A · 12 pts"). Who laid the first tile and who is out are marked
★ and ✕ beside the name, with a legend in words ("★ laid the first tile") on the strip's top line.

Where all the cards fit on one line each ("Ana ▯ 5 · 12 pts"), they take one; else the count
and points go under the name. The layout is chosen once from the names and the widest numbers
the round can show, so the strip keeps its height while the round is played (the line's region
under it never moves).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from edu_domino.engine.choices import MatchEnd
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
    seat: int
    on_turn: bool
    box: pygame.Rect  # the card's frame (drawn round the player on turn)
    lines: tuple[str, str]  # the name with its marks, then " · 12 pts" after the count (empty with teams)
    count: str  # the tiles in hand, drawn after the tile's back
    one_line: bool = False  # the count and points after the name, not under it


@dataclass(frozen=True)
class PlayersLayout:
    text_px: int
    line_h: int
    pad: int  # from a card's frame to its text (the frame's width and a gap more)
    cards: tuple[Card, ...]
    groups: tuple[tuple[pygame.Rect, str], ...]  # each team's frame and its caption ("Team A · 12 pts")
    legend: tuple[str, ...]  # what the marks mean, in words
    height: int  # the cards' block, from its top
    fits: bool

    @property
    def rows(self) -> tuple[Card, ...]:
        """The players' cards, a team's together."""
        return self.cards

    def texts(self) -> list[str]:
        return [g[1] for g in self.groups] + [line for card in self.cards for line in card.lines] + list(self.legend)


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
    if view.rules.match_end == MatchEnd.ELIMINATION:
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
    # The lowest strip first (the line's region gets the rest): one row of one-line cards, their
    # text down to 0.85 of the body size; one row of two-line cards; two rows of one-line cards
    # (shorter than two of two-line ones); two rows of two-line cards.
    one_line_sizes = [px for px in sizes if px >= theme.body_px * 0.85]
    tries = [(rows, px, level, one) for rows in (1, 2) for one, pxs in ((True, one_line_sizes), (False, sizes))
             for px in pxs for level in (0, 1, 2)]
    names = list(view.names)
    for rows, px, level, one_line in tries:
        shortened = short_names(names, level)
        if level and len(set(shortened)) < len(names):
            continue  # two players would read alike
        layout = _place(theme, view, tr, area, icon_w, turn, rows, px, shortened, steady=True, one_line=one_line)
        if layout.fits:
            break
    # Laid out with the widest numbers, drawn with the real ones.
    return _place(theme, view, tr, area, icon_w, turn, rows, px, shortened, steady=False, fits=layout.fits,
                  one_line=one_line)


def _order(view: SpectatorView) -> list[list[int]]:
    """The seats in groups: a team's players together, each team in order; else one seat each."""
    rules = view.rules
    if rules.is_team_game:
        return [[s for s in range(rules.players) if rules.side_of(s) == side] for side in range(rules.n_sides)]
    return [[s] for s in range(rules.players)]


def _place(theme, view: SpectatorView, tr: Translate, area: pygame.Rect, icon_w: Callable[[int], int],
           turn: int | None, rows: int, px: int, names: list[str], steady: bool,
           fits: bool | None = None, one_line: bool = False) -> PlayersLayout:
    font = theme.font(px)
    line_h = font.get_linesize()
    unit = theme.unit
    frame = max(3, unit // 2)
    pad = frame + max(2, unit // 2)  # the turn's frame never touches the text
    team = view.rules.is_team_game
    widest = _widest_points(view, tr)
    gap = unit
    group_gap = 2 * unit
    caption_h = line_h if team else 0  # a team's frame: its name and points on its top line
    card_h = (1 if one_line else 2) * line_h + 2 * pad
    row_h = caption_h + card_h + (unit if team else 0)
    groups = []  # (caption, [(seat, lines, count, width)], width)
    for group in _order(view):
        cells = []
        for seat in group:
            count = "88" if steady else str(view.hand_counts[seat])
            points = widest if steady else tr(N_("{n} pts"), n=view.scores[view.rules.side_of(seat)])
            second = "" if team else f" · {points}"
            name = names[seat] + _marks(view, seat)
            after_name = icon_w(line_h) + unit + font.size(count + second)[0]
            if one_line:
                width = font.size(name)[0] + 2 * unit + after_name + 2 * pad
            else:
                width = max(font.size(name)[0], after_name) + 2 * pad
            cells.append((seat, (name, second), count, width))
        caption = ""
        if team:
            side = view.rules.side_of(group[0])
            caption = f"{side_name(view, side, tr)} · {widest if steady else tr(N_('{n} pts'), n=view.scores[side])}"
        inner = sum(c[3] for c in cells) + gap * (len(cells) - 1)
        width = max(inner, font.size(caption)[0] + 2 * pad) + (2 * unit if team else 0)
        groups.append((caption, cells, width))
    per_row = -(-len(groups) // rows)
    cards: list[Card] = []
    frames: list[tuple[pygame.Rect, str]] = []
    ok = True
    for r in range(rows):
        row_groups = groups[r * per_row:(r + 1) * per_row]
        need = sum(g[2] for g in row_groups) + group_gap * max(0, len(row_groups) - 1)
        ok &= need <= area.width - 2 * unit
        spare = max(0, area.width - 2 * unit - need) // max(1, sum(len(g[1]) for g in row_groups))
        x = area.left + unit
        y = area.top + r * (row_h + unit)
        for caption, cells, width in row_groups:
            start = x
            cx = x + (unit if team else 0)
            for seat, lines, count, w in cells:
                box = pygame.Rect(cx, y + caption_h, w + spare, card_h)
                cards.append(Card(seat, seat == turn, box, lines, count, one_line))
                cx = box.right + gap
            right = max(cx - gap + (unit if team else 0), start + width)
            if team:
                frames.append((pygame.Rect(start, y, right - start, row_h), caption))
            x = right + group_gap
    words = legend(view, tr)
    height = rows * row_h + (rows - 1) * unit
    return PlayersLayout(px, line_h, pad, tuple(cards), tuple(frames), words, height, ok if fits is None else fits)


def draw_players(surface: pygame.Surface, theme, layout: PlayersLayout,
                 back: Callable[[int], pygame.Surface]) -> list[tuple[str, pygame.Rect]]:
    """The cards as laid out; `back(line_h)`: a tile's back as tall as a line of text. Returns
    each text drawn with where it went."""
    p = theme.palette
    unit = theme.unit
    px, line_h, pad = layout.text_px, layout.line_h, layout.pad
    drawn = []
    for frame, caption in layout.groups:
        pygame.draw.rect(surface, p.text_muted, frame, max(2, unit // 3), border_radius=unit)
        image = theme.text(caption, px, p.text)
        drawn.append((caption, surface.blit(image, (frame.left + unit + pad, frame.top + max(2, unit // 3)))))
    for card in layout.cards:
        box = card.box
        if card.on_turn:
            pygame.draw.rect(surface, p.focus, box, max(3, unit // 2), border_radius=unit)
        x, y = box.left + pad, box.top + pad
        image = theme.text(card.lines[0], px, p.focus if card.on_turn else p.text)
        drawn.append((card.lines[0], surface.blit(image, (x, y))))
        icon = back(line_h)
        if card.one_line:  # after the name, on its line
            x, y = drawn[-1][1].right + 2 * unit, y - line_h
        surface.blit(icon, (x, y + line_h + (line_h - icon.get_height()) // 2))
        count = card.count + card.lines[1]  # "5 · 12 pts": the tiles in hand, then the points
        drawn.append((count, surface.blit(theme.text(count, px, p.text), (x + icon.get_width() + unit, y + line_h))))
    return drawn
