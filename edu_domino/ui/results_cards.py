"""The results as one card per side, in a tidy grid: the side's name and total, its tiles left in
one row (the points they make beside them), and in words what its number this round is made of.

`plan_cards` picks the grid (1 to 3 columns) and one tile size for every card so that the tiles
are as big as the room allows (up to a line tile, 1/12 of the window's height) and every card's
words fit whole; `draw_cards` draws the plan and returns where each tile and text went.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from edu_domino.engine import Tile
from edu_domino.ui.theme import Theme
from edu_domino.ui.tiles import TileArt
from edu_domino.ui.widgets import fit_text


@dataclass
class Card:
    """What one side's card says; the plan adds where it goes."""

    name: str
    total: str  # "Total: 12 + 25 = 37"
    held: str  # "Points left: 12" (or "No tiles left")
    why: str  # what this round's points are made of
    hands: list[tuple[Tile, ...]]  # the tiles left, one tuple per player of the side
    winner: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    why_lines: list[str] = field(default_factory=list)
    tile_lines: int = 1
    held_at: str = "beside"  # the points left: "beside" the tiles, in the "header", or on a line "below"


@dataclass
class Plan:
    cards: list[Card]
    columns: int
    short: int  # the tiles' short side in px (0: no room for tiles, the points alone)


def _tiles_width(hands: list[tuple[Tile, ...]], short: int, per_line: int | None = None) -> int:
    """Width of the tiles laid flat in a row, partners' hands a little apart."""
    count = sum(len(h) for h in hands)
    if per_line is not None:
        count = min(count, per_line)
    gaps = max(0, count - 1) * _gap(short) + max(0, len([h for h in hands if h]) - 1) * _apart(short)
    return count * 2 * short + gaps


def _gap(short: int) -> int:
    return max(2, int(short * 0.15))


def _apart(short: int) -> int:
    return int(short * 0.6)


def _tile_lines(card: Card, short: int, width: int) -> int:
    """Lines the card's tiles need at `short` in `width` (a second or third line only when one
    row cannot hold them at the smallest size)."""
    count = sum(len(h) for h in card.hands)
    for lines in (1, 2, 3):
        per_line = -(-count // lines) if count else 0
        if _tiles_width(card.hands, short, per_line) <= width:
            return lines
    return 0


def plan_cards(theme: Theme, cards: list[Card], area: pygame.Rect, most_short: int) -> Plan | None:
    """The grid and tile size that fit `cards` in `area` with the biggest tiles; None when even
    the points alone do not fit (the caller then says less)."""
    best: Plan | None = None
    line_h = theme.font(theme.body_px).get_linesize()
    gap, pad = theme.gap, theme.unit
    font = theme.font(theme.body_px)
    for columns in range(1, min(3, len(cards)) + 1):
        card_w = (area.width - (columns - 1) * gap) // columns
        inner = card_w - 2 * pad
        whys = [theme.wrap(c.why, inner) for c in cards]
        header_room = [inner - font.size(c.name)[0] - font.size(c.total)[0] - theme.margin for c in cards]
        if columns > 1 and min(header_room) < 0:
            continue  # a name would be cut: fewer, wider cards
        for short in [*range(most_short, 11, -1), 0]:
            lines = [_tile_lines(c, short, inner) if short else 1 for c in cards]
            if 0 in lines:
                continue
            held_at = [_held_place(c, short, n, inner, room, font.size(c.held)[0] + theme.gap)
                       for c, n, room in zip(cards, lines, header_room, strict=True)]
            heights = [2 * pad + line_h + theme.unit + max(line_h, n * short + (n - 1) * theme.unit)
                       + theme.unit + (len(w) + (at == "below")) * line_h
                       for n, w, at in zip(lines, whys, held_at, strict=True)]
            rows = [max(heights[i:i + columns]) for i in range(0, len(cards), columns)]
            if sum(rows) + gap * (len(rows) - 1) > area.height:
                continue
            if best is None or short > best.short:
                y = area.top + (area.height - sum(rows) - gap * (len(rows) - 1)) // 2
                placed = []
                for i, card in enumerate(cards):
                    row, col = divmod(i, columns)
                    rect = pygame.Rect(area.left + col * (card_w + gap), y + sum(rows[:row]) + gap * row,
                                       card_w, rows[row])
                    placed.append(replace(card, rect=rect, why_lines=whys[i], tile_lines=lines[i],
                                          held_at=held_at[i]))
                best = Plan(placed, columns, short)
            break
    return best


def _held_place(card: Card, short: int, lines: int, inner: int, header_room: int, held_w: int) -> str:
    """Where the card's points left go: beside the tiles' last line when it has room, else in
    the header between the name and the total, else on a line of their own."""
    count = sum(len(h) for h in card.hands)
    last = count - (lines - 1) * -(-count // lines) if count else 0
    if not short or 2 * short * last + _gap(short) * last + held_w <= inner - _apart(short):
        return "beside"
    return "header" if held_w <= header_room else "below"


def draw_cards(surface: pygame.Surface, theme: Theme, art: TileArt, plan: Plan
               ) -> tuple[dict[int, list[tuple[Tile, pygame.Rect]]], list[pygame.Rect]]:
    """Draw every card of `plan`; returns each card's tiles with their rectangles, and the
    rectangle of every text drawn (for the checks that nothing overlaps or is cut)."""
    p = theme.palette
    line_h = theme.font(theme.body_px).get_linesize()
    pad, short = theme.unit, plan.short
    tiles: dict[int, list[tuple[Tile, pygame.Rect]]] = {}
    texts: list[pygame.Rect] = []
    for index, card in enumerate(plan.cards):
        box = card.rect
        pygame.draw.rect(surface, p.panel, box, border_radius=theme.unit)
        colour = p.focus if card.winner else p.text
        if card.winner:  # a thick frame: seen from the back row, not colour alone
            pygame.draw.rect(surface, p.focus, box, max(3, theme.unit // 2), border_radius=theme.unit)
        inner = box.inflate(-2 * pad, -2 * pad)
        total = theme.text(card.total, theme.body_px, colour)
        texts.append(surface.blit(total, total.get_rect(topright=inner.topright)))
        name = fit_text(theme, card.name, inner.width - total.get_width() - theme.gap, colour)
        texts.append(surface.blit(name, inner.topleft))
        y = inner.top + line_h + theme.unit
        row_h = max(line_h, card.tile_lines * short + (card.tile_lines - 1) * theme.unit) if short else line_h
        tiles[index] = _draw_tiles(surface, art, card, pygame.Rect(inner.left, y, inner.width, row_h), short,
                                   theme.unit)
        held = theme.text(card.held, theme.body_px, p.text)
        last_line = [r for _t, r in tiles[index] if r.top == max((r.top for _t, r in tiles[index]), default=0)]
        right = max((r.right for r in last_line), default=inner.left - theme.gap)
        mid = last_line[0].centery if last_line else y + row_h // 2
        y += row_h + theme.unit
        if card.held_at == "beside":
            texts.append(surface.blit(held, held.get_rect(midleft=(right + theme.gap, mid))))
        elif card.held_at == "header":
            texts.append(surface.blit(held, held.get_rect(topleft=(name.get_width() + inner.left + theme.gap,
                                                                   inner.top))))
        else:
            texts.append(surface.blit(held, (inner.left, y)))
            y += line_h
        for line in card.why_lines:
            texts.append(surface.blit(theme.text(line, theme.body_px, p.text_muted), (inner.left, y)))
            y += line_h
    return tiles, texts


def _draw_tiles(surface: pygame.Surface, art: TileArt, card: Card, area: pygame.Rect, short: int,
                unit: int) -> list[tuple[Tile, pygame.Rect]]:
    """The card's tiles left in `area`, from the left, on `card.tile_lines` equal lines."""
    if not short:
        return []
    count = sum(len(h) for h in card.hands)
    # A tidy grid: the lines differ by one tile at most, the longer ones first (7 in 3: 3, 2, 2).
    base, extra = divmod(count, card.tile_lines)
    starts = {sum(base + (i < extra) for i in range(line)) for line in range(1, card.tile_lines)}
    top = area.top + (area.height - (card.tile_lines * short + (card.tile_lines - 1) * unit)) // 2
    drawn, x, n, line = [], area.left, 0, 0
    for h, hand in enumerate(card.hands):
        if h and hand and card.tile_lines == 1:  # partners a little apart (on one line only: no staircase)
            x += _apart(short)
        for tile in hand:
            if n in starts:
                x, line = area.left, line + 1
            at = (x, top + line * (short + unit))
            drawn.append((tile, surface.blit(art.face((tile.a, tile.b), short, False), at)))
            x += 2 * short + _gap(short)
            n += 1
    return drawn
