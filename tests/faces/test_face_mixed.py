"""Mixed mode: reproducible from the seed, spread over the spellings, and never about legality."""

import random
from collections import Counter

import pytest

from edu_domino.engine import Match, Play, get_preset
from edu_domino.faces import (
    FACE_CHOICES,
    FaceOptions,
    face_options,
    get_face_set,
    spelling_for_half,
    tile_spellings,
)

DOUBLE_TWELVE = [(a, b) for a in range(13) for b in range(a + 1)]


def test_same_seed_same_faces_other_seed_other_faces():
    opts = FaceOptions("notes", "spellings")
    first = [tile_spellings(opts, 42, t) for t in DOUBLE_TWELVE]
    assert first == [tile_spellings(opts, 42, t) for t in DOUBLE_TWELVE]
    assert first != [tile_spellings(opts, 43, t) for t in DOUBLE_TWELVE]


def test_a_turned_tile_keeps_its_pictures():
    opts = FaceOptions("powers", "spellings")
    for a, b in DOUBLE_TWELVE:
        if a == b:
            continue  # a double reads the same either way round: (v, v) has one order
        x, y = tile_spellings(opts, 5, (a, b))
        assert tile_spellings(opts, 5, (b, a)) == (y, x)


def test_single_shows_the_plain_spelling_everywhere():
    opts = FaceOptions("notes", "single")
    for tile in DOUBLE_TWELVE:
        for half in (0, 1):
            s = spelling_for_half(opts, 9, tile, half)
            assert s == get_face_set("notes").spellings(tile[half])[0]


@pytest.mark.parametrize("seed", [0, 1, 2, "class-3b"])
def test_mixed_spellings_use_every_spelling_about_equally(seed):
    opts = FaceOptions("notes", "spellings")
    for value in range(13):
        shown = Counter(
            spelling_for_half(opts, seed, t, h).key
            for t in DOUBLE_TWELVE for h in (0, 1) if t[h] == value
        )
        spellings = get_face_set("notes").spellings(value)
        assert set(shown) == {s.key for s in spellings}
        assert max(shown.values()) - min(shown.values()) <= 1  # 14 halves dealt in turn


def test_the_two_halves_of_a_double_differ_when_they_can():
    for face in ("notes", "powers"):
        opts = FaceOptions(face, "spellings")
        for seed in range(20):
            for v in range(13):
                a, b = tile_spellings(opts, seed, (v, v))
                assert a.value == b.value == v
                assert a != b or (face, v) == ("notes", 0)  # 0 is only ever the blank half


def test_mixed_sets_put_pips_beside_notes_beside_powers():
    opts = FaceOptions("notes", "sets")
    faces = Counter(spelling_for_half(opts, 3, t, h).face for t in DOUBLE_TWELVE for h in (0, 1))
    assert set(faces) == {"pips", "notes", "powers"}
    assert max(faces.values()) - min(faces.values()) <= 13  # roughly a third each


def test_bad_options_and_halves_are_refused_clearly():
    with pytest.raises(ValueError, match="did you mean 'notes'"):
        FaceOptions("notse")
    with pytest.raises(ValueError, match="single, spellings, sets"):
        FaceOptions("notes", "hard")
    with pytest.raises(ValueError, match="half must be 0 or 1"):
        spelling_for_half(FaceOptions(), 0, (3, 2), 2)
    with pytest.raises(ValueError, match="double-12"):
        spelling_for_half(FaceOptions(), 0, (13, 2), 0)


def _end_spellings(opts, seed, line):
    """The spellings showing on the open ends of the line of play."""
    return spelling_for_half(opts, seed, line[0], 0), spelling_for_half(opts, seed, line[-1], 1)


@pytest.mark.parametrize(
    ("preset", "face", "difficulty"),
    [("clasico", "notes", "spellings"), ("sala", "powers", "spellings"),
     ("doble-doce", "notes", "sets"), ("musica", "pips", "sets")],
)
def test_faces_never_change_what_is_legal(preset, face, difficulty):
    """Legal plays computed from the pictures' values equal the engine's, move after move,
    while the pictures on the two sides of a match really do differ."""
    opts = FaceOptions(face, difficulty)
    rng = random.Random(11)
    looked_different = 0
    for game_seed in range(4):
        match = Match(get_preset(preset), seed=game_seed)
        for _ in range(300):
            if match.over:
                break
            if match.round_over:
                match.next_round()
                continue
            view = match.view(match.turn)
            engine = {a for a in match.legal_actions() if isinstance(a, Play)}
            if view.line:
                left, right = _end_spellings(opts, game_seed, view.line)
                by_face = set()
                for tile in view.hand:
                    shown = tile_spellings(opts, game_seed, tile)
                    for end, spelling in (("L", left), ("R", right)):
                        if any(s.value == spelling.value for s in shown):
                            by_face.add(Play(tile, end))
                            looked_different += any(
                                s.value == spelling.value and s != spelling for s in shown)
                # Both ends showing one value: the engine may list a single end for the tile.
                if left.value == right.value:
                    by_face = {p for p in by_face if p.end == "L"} | {
                        p for p in by_face if p.end == "R" and p in engine}
                assert {p.tile for p in by_face} == {p.tile for p in engine}
                assert engine <= by_face
            match.apply(rng.choice(match.legal_actions()))
    assert looked_different > 0


def test_user_choices_map_to_options():
    # issue 27: notes-rests is a choice wherever notes is, its spellings mixed as notes' are
    assert dict(zip(FACE_CHOICES, (face_options(c).difficulty for c in FACE_CHOICES), strict=True)) == {
        "pips": "single", "numerals": "single", "notes": "spellings", "notes-rests": "spellings",
        "powers": "spellings", "mixed": "sets"}
    assert face_options("notes", "single") == FaceOptions("notes", "single")
    with pytest.raises(ValueError, match="mixes face sets"):
        face_options("mixed", "spellings")


def test_beside_other_sets_a_power_is_written_with_its_exponent():
    """One number, two meanings: "8" as a power counts 3 but eight pips or a whole note count 8."""
    for chosen in ("pips", "notes", "powers"):
        opts = FaceOptions(chosen, "sets")
        for seed in range(6):
            shown = [spelling_for_half(opts, seed, t, h) for t in DOUBLE_TWELVE for h in (0, 1)]
            powers = [s for s in shown if s.face == "powers"]
            assert powers and all(s.key == f"powers:2^{s.value}" for s in powers), chosen
    # alone, powers keep both ways of writing them: 2³ beside 8, both worth 3
    alone = {spelling_for_half(FaceOptions("powers", "spellings"), 1, t, h).key
             for t in DOUBLE_TWELVE for h in (0, 1)}
    assert {"powers:8", "powers:2^3"} <= alone


def test_shown_spellings_are_exactly_what_a_game_can_draw():
    for options in (FaceOptions("notes", "single"), FaceOptions("notes", "spellings"),
                    FaceOptions("pips", "sets"), FaceOptions("powers", "spellings")):
        for top in (6, 12):
            drawn = {spelling_for_half(options, seed, (a, b), h).key
                     for seed in range(8) for a in range(top + 1) for b in range(a + 1) for h in (0, 1)}
            shown = {s.key for s in options.shown_spellings(top)}
            assert drawn <= shown, (options, top, drawn - shown)
            assert all(s.value <= top for s in options.shown_spellings(top))
    plain = [s.key for s in FaceOptions("notes", "single").shown_spellings(3)]
    assert plain == ["notes:empty", "notes:e", "notes:q", "notes:q."]
