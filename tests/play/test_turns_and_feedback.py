"""Turn flow, refusals and feedback as data, on a deal written out by hand."""

from __future__ import annotations

from play_helpers import sala_game, scripted_deal

from edu_domino.engine import DRAW, PASS, Drew, Play, Played, Tile, get_preset
from edu_domino.play import Reason, SeatKind, SeatSpec, TableGame


def test_the_holder_of_the_highest_double_opens_and_others_wait():
    game = sala_game()
    assert game.turn == 0 and game.to_move(0) and not game.to_move(1)
    assert game.apply(1, "5-5").refusal.reason is Reason.NOT_YOUR_TURN
    refused = game.apply(0, "6-4 L")  # not a double: the first tile must be one
    assert refused.refusal.reason is Reason.MUST_PLAY and refused.action is None
    assert game.cursor == 1  # only the round's start happened: a refusal changes nothing
    done = game.apply(0, "6-6")
    assert done.ok and str(done.action) == "6-6 L"
    assert game.turn == 1 and game.spectator().line == ((6, 6),)


def test_refusals_say_why_with_the_ends_and_the_tile():
    game = sala_game()
    game.apply(0, "6-6")
    assert game.apply(1, "pass").refusal.reason is Reason.MUST_DRAW  # 3-2 waits in the boneyard
    misfit = game.apply(1, "5-5 L").refusal
    assert misfit.reason is Reason.DOES_NOT_FIT
    # the fields name the tile and the ends by their faces; pips faces show their value
    assert {k: str(v) for k, v in misfit.fields.items()} == {"tile": "5-5", "end": "L", "left": "6", "right": "6"}
    assert misfit.say.text("en").startswith("The open ends show 6 and 6")
    assert game.apply(1, "6-1 R").refusal.reason is Reason.NOT_IN_HAND
    assert game.apply(1, "six four").refusal.reason is Reason.UNREADABLE
    assert game.apply(1, "pass").refusal.say.text("es") == "Ninguna ficha encaja: roba una del pozo."


def test_a_bare_tile_is_laid_on_the_end_it_fits_and_two_ends_ask_which():
    game = TableGame(get_preset("sala", players=2), (SeatSpec("Ana"), SeatSpec("Ben")), seed=1,
                     deals=[scripted_deal("6-6 6-2 5-5 4-4 2-2 3-3 0-0", "6-1 2-1 5-4 5-3 4-3 1-0 5-0")])
    game.apply(0, "6-6")
    assert game.apply(0 + 1, Tile(6, 6)).refusal.reason is Reason.NOT_IN_HAND
    both_six = game.apply(1, Tile(6, 1))  # ends 6 and 6: the same either way, no question
    assert str(both_six.action) == "6-1 L" and game.spectator().ends == (1, 6)
    assert str(game.apply(0, Tile(6, 2)).action) == "6-2 R"  # only the right end is a 6
    asked = game.apply(1, Tile(2, 1)).refusal  # 2-1 fits the 1 on the left and the 2 on the right
    assert asked.reason is Reason.BOTH_ENDS and str(asked.fields["tile"]) == "2-1"
    assert asked.say.text("pt") == "Encaixa nas duas pontas: diga qual, esquerda (L) ou direita (R)."
    assert game.apply(1, "2-1 r").ok and game.spectator().ends == (1, 1)


def test_a_tile_laid_sounds_its_halves_as_shown_the_meeting_half_first():
    game = sala_game()
    (opening,) = game.apply(0, "6-6").happenings
    assert opening.sound.kind == "tile" and opening.sound.spellings == ("pips:6", "pips:6")
    assert opening.meets is None
    game.apply(1, DRAW)
    game.apply(1, PASS)
    (laid,) = game.apply(0, "6-4 R").happenings
    assert isinstance(laid.event, Played) and laid.event.ends == (6, 4)
    assert laid.sound.spellings == ("pips:6", "pips:4")
    assert laid.meets.kind == "match" and laid.meets.spellings == ("pips:6", "pips:6") and laid.meets.right


def test_the_meeting_half_leads_even_when_it_is_the_low_half():
    game = sala_game()
    game.apply(0, "6-6")
    game.apply(1, DRAW)
    game.apply(1, PASS)
    game.apply(0, "6-4 R")  # ends 6, 4
    game.apply(1, "4-4 R")
    (laid,) = game.apply(0, "4-1 R").happenings  # the 4 meets the line: heard first, though low
    assert laid.event.ends == (6, 1)
    assert laid.sound.spellings == ("pips:4", "pips:1")
    assert laid.meets.spellings == ("pips:4", "pips:4")


def test_remarks_are_message_ids_with_fields_translated_by_the_caller():
    game = sala_game(SeatSpec("Ana"), SeatSpec("Ben"))
    game.apply(0, "6-6")
    (drew,) = game.apply(1, DRAW).happenings
    assert drew.say.key == "{name} draws a tile." and drew.say.fields == {"name": "Ben"}
    (passed,) = game.apply(1, PASS).happenings
    assert passed.say.text("es") == "Ben pasa." and passed.say.text("en") == "Ben passes."


def test_events_since_a_cursor_hide_other_seats_drawn_tiles():
    game = sala_game()
    start = game.cursor
    game.apply(0, "6-6")
    game.apply(1, DRAW)
    mine = [h.event for h in game.events_since(start, seat=1)]
    theirs = [h.event for h in game.events_since(start, seat=0)]
    public = [h.event for h in game.events_since(start)]
    assert mine[-1] == Drew(1, Tile(3, 2), 13)
    assert theirs[-1] == Drew(1, None, 13) and public[-1] == Drew(1, None, 13)
    assert [h.index for h in game.events_since(start)] == [1, 2]
    assert game.events_since(game.cursor) == ()


def test_the_spectator_view_holds_only_public_facts():
    game = sala_game()
    game.apply(0, "6-6")
    game.apply(1, DRAW)
    view = game.spectator()
    assert not hasattr(view, "hand") and not hasattr(view, "legal")
    assert view.hand_counts == (6, 8) and view.boneyard_count == 13
    assert view.history[-1] == Drew(1, None, 13)
    assert view.names == ("Ana", "Ben") and view.kinds == (SeatKind.PERSON, SeatKind.PERSON)
    assert view.last_played.tile == Tile(6, 6) and view.opener_index == 0
    assert Tile(3, 2) in game.seat_view(1).hand and Tile(3, 2) not in game.seat_view(0).hand
    assert game.legal(0) == () and game.legal(1) != ()


def test_a_play_on_the_wrong_end_is_refused_by_the_engine_in_one_wording():
    game = TableGame(get_preset("sala", players=2), (SeatSpec("Ana"), SeatSpec("Ben")), seed=1,
                     deals=[scripted_deal("6-6 6-2 5-5 4-4 2-2 3-3 0-0", "6-1 2-1 5-4 5-3 4-3 1-0 5-0")])
    game.apply(0, "6-6")
    game.apply(1, "6-1 L")  # ends 1 and 6: 6-2 fits the right end only
    wrong = game.apply(0, "6-2 L").refusal
    assert wrong.reason is Reason.WRONG_END
    assert game.why_not(0, Play(Tile(6, 2), "L")) == wrong  # the table and the key press: one judgment
    assert wrong.say.text("es").endswith("no encaja en el extremo izquierdo.")
    assert wrong.say.text("pt").endswith("não encaixa na ponta esquerda.")
    misfit = game.apply(0, "5-5 R").refusal  # fits neither end
    assert misfit.reason is Reason.DOES_NOT_FIT and misfit.say.text("en").startswith("The open ends show 1 and 6")
    assert game.apply(0, "6-2 R").ok
