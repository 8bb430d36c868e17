"""Round and match results: how the hand ended, the scoring rule, and a card per side (its tiles
left, its points this round explained in words, its total)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from edu_domino.engine import Tile
from edu_domino.engine.choices import RoundHow
from edu_domino.play import SeatKind, SpectatorView, TableGame
from edu_domino.ui.intents import Intent
from edu_domino.ui.results_cards import Card, Plan, draw_cards, plan_cards
from edu_domino.ui.results_words import how_words, rule_words, side_words, sum_text
from edu_domino.ui.scene import Scene
from edu_domino.ui.table.words import side_name
from edu_domino.ui.tiles import TileArt
from edu_domino.ui.widgets import (
    blit_center,
    button_width,
    draw_button,
    draw_footer,
    draw_heading,
)


class ResultsScene(Scene):
    """Reads the game's spectator view only (the tiles left are public once the round is over)."""

    def __init__(self, app, game: TableGame, art: TileArt, on_next_round: Callable[[], object]) -> None:
        super().__init__(app)
        self.game = game
        self.art = art
        self.on_next_round = on_next_round
        self._button = pygame.Rect(0, 0, 0, 0)
        self._counted: dict[int, list[tuple[Tile, pygame.Rect]]] = {}
        self._plan: Plan | None = None
        self._texts: list[pygame.Rect] = []

    @property
    def button(self) -> pygame.Rect:
        """Where the "next" button was drawn by the last frame (a click there goes on)."""
        return self._button

    _celebrated = False

    def enter(self) -> None:
        if not self._celebrated:  # once: not again when the pause menu above it closes
            self._celebrated = True
            self.celebrate_win()

    def celebrate_win(self) -> None:
        """A celebration when the hand or the match went to a side with a person at this screen
        (a computer's win gets none: the pupil just lost)."""
        view = self.view
        if view.match_over:
            side, occasion = view.winner_side, "match"
        else:
            side, occasion = (view.results[-1].winner_side if view.results else None), "hand"
        if side is None:
            return
        if any(kind is SeatKind.PERSON and view.side_of[seat] == side for seat, kind in enumerate(view.kinds)):
            self.app.celebrate(occasion, name=self.side_name(side))

    @property
    def view(self) -> SpectatorView:
        return self.game.spectator()

    def side_name(self, side: int) -> str:
        return side_name(self.view, side, self._)

    def proceed(self) -> None:
        if self.view.match_over:
            self.app.pop_to("title")
            return
        self.app.pop()
        self.on_next_round()

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.CONFIRM, Intent.DRAW_PASS):
            self.proceed()
        elif intent is Intent.BACK:
            self.app.open("pause", game=self.game)

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._button.collidepoint(event.pos):
            self.proceed()

    def how_text(self, result) -> str:
        view = self.view
        return how_words(view.rules, result, view.seats, view.names, self.side_name, self._)

    @property
    def tiles_beside_points(self) -> dict[int, list[tuple[Tile, pygame.Rect]]]:
        """Per side, the tiles drawn in its card beside its points and where (as last drawn)."""
        return {side: list(tiles) for side, tiles in self._counted.items()}

    @property
    def cards(self) -> list[Card]:
        """Each side's card as last drawn (its rectangle, its words)."""
        return list(self._plan.cards) if self._plan else []

    @property
    def text_rects(self) -> list[pygame.Rect]:
        """Where every text of the last frame went (the checks that nothing overlaps or is cut)."""
        return list(self._texts)

    def make_cards(self) -> list[Card]:
        """One card per side: its name, total, points left and their tiles, and in words what its
        points this round are made of."""
        view = self.view
        result = view.results[-1] if view.results else None
        went_out = view.names[result.winner_seat] if result and result.how == RoundHow.OUT and \
            result.winner_seat is not None else None
        cards = []
        for side in range(view.rules.n_sides):
            hands = [view.hands_shown[seat] for seat in view.seats
                     if view.side_of[seat] == side and view.hands_shown and view.hands_shown[seat]]
            if result is None:
                why, held, total = "", "", self._("Total: {n}", n=view.scores[side])
            else:
                out_before = side in view.eliminated and side not in result.eliminated
                why = self._("Out of the match.") if out_before else \
                    side_words(view.rules, result, side, self.side_name, went_out, self._)
                held = self._("{n} points left", n=result.side_pips[side]) if hands else self._("No tiles left")
                before = result.totals[side] - result.points[side]
                total = self._("Total: {n}", n=sum_text([before, result.points[side]]) if before else result.totals[side])
            winner = result is not None and result.winner_side == side
            cards.append(Card(self.side_name(side), total, held, why, hands, winner))
        return cards

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        view = self.view
        result = view.results[-1] if view.results else None
        if view.match_over:
            if view.winner_side is not None:
                heading = self._("{side} wins the match!", side=self.side_name(view.winner_side))
            else:
                heading = self._("The match is over")
        else:
            heading = self._("Round {n} is over", n=result.round_number if result else 0)
        top = draw_heading(surface, theme, heading)
        bottom = draw_footer(surface, theme, self._("Enter: continue · Esc: menu"))
        line_h = theme.font(theme.body_px).get_linesize()
        y = top
        self._texts = []
        if result is not None:
            for line in theme.wrap(self.how_text(result), w - theme.margin):
                r = blit_center(surface, theme.text(line, theme.body_px, p.text), (w // 2, y + line_h // 2))
                self._texts.append(r)
                y = r.bottom
        rows_bottom = bottom - int(theme.body_px * 3.2)
        cards = self.make_cards()
        width = min(w - theme.margin, theme.body_px * 60)
        rules = [] if result is None else rule_words(view.rules, self._)
        # The scoring rule in words when there is room for it beside tiles as big as without it.
        best: tuple[int, list[str], Plan] | None = None
        for said in ([], rules[:1], rules):
            wrapped = [line for sentence in said for line in theme.wrap(sentence, width)]
            area = pygame.Rect(w // 2 - width // 2, y + theme.unit + len(wrapped) * line_h, width, 0)
            area.height = rows_bottom - area.top
            plan = plan_cards(theme, cards, area, max(theme.body_px * 3 // 2, -(-h // 12)))
            if plan is not None and (best is None or plan.short >= best[0]):
                best = (plan.short, wrapped, plan)
        lines, self._plan = (best[1], best[2]) if best else ([], None)
        for line in lines:
            self._texts.append(blit_center(surface, theme.text(line, theme.body_px, p.text_muted),
                                           (w // 2, y + line_h // 2)))
            y += line_h
        self._counted = {}
        if self._plan is not None:
            self._counted, texts = draw_cards(surface, theme, self.art, self._plan)
            self._texts += texts
        label = self._("Back to the title") if view.match_over else self._("Next round")
        self._button = pygame.Rect(0, 0, button_width(theme, label), int(theme.body_px * 2.2))
        self._button.midbottom = (w // 2, bottom - theme.unit)
        draw_button(surface, theme, self._button, label, focused=True)
