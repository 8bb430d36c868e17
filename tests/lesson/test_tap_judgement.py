"""The tap judgement against hand-worked onsets (seconds worked out on paper, not by the code)."""

from __future__ import annotations

import pytest

from edu_domino.faces.base import SpellingError
from edu_domino.faces.notes import parse_notes
from edu_domino.lesson.tap import (
    DEFAULT_TOLERANCE,
    TILE_HALF_GAP,
    TOLERANCES,
    Timing,
    judge_taps,
    written_rhythm,
)

# At tempo 60 a quarter lasts 1 s, an eighth 0.5 s.
QEE = written_rhythm("q+e+e", 60)


def timings(verdict):
    return [j.timing for j in verdict.onsets]


# --- the written rhythm --------------------------------------------------------------------

@pytest.mark.parametrize(("spelling", "tempo", "onsets", "length", "beat"), [
    ("q+e+e", 60, (0.0, 1.0, 1.5), 2.0, 1.0),
    ("q+e+e", 120, (0.0, 0.5, 0.75), 1.0, 0.5),
    ("h", 60, (0.0,), 2.0, 1.0),
    ("q.+e", 60, (0.0, 1.5), 2.0, 1.0),          # dotted quarter = 3 eighths
    ("h._e+e", 60, (0.0, 3.5), 4.0, 1.0),        # a tie is one onset held 3.5 beats
    ("q+rq+q", 60, (0.0, 2.0), 3.0, 1.0),        # the rest takes its beat, no onset
    ("rq+q+q", 60, (0.0, 1.0), 2.0, 1.0),        # a leading rest: the first sound is 0.0
    ("q+q+rq", 60, (0.0, 1.0), 3.0, 1.0),        # a trailing rest still takes its time
    ("e.+s+q", 60, (0.0, 0.75, 1.0), 2.0, 1.0),  # dotted eighth 0.75 s, sixteenth 0.25 s
    ("notes:q+e+e", 60, (0.0, 1.0, 1.5), 2.0, 1.0),
])
def test_written_rhythm(spelling, tempo, onsets, length, beat):
    rhythm = written_rhythm(spelling, tempo)
    assert rhythm.onsets == pytest.approx(onsets)
    assert rhythm.length == pytest.approx(length)
    assert rhythm.beat == pytest.approx(beat)


def test_a_leading_rest_is_kept_as_the_lead_in():
    assert written_rhythm("rq+q+q", 60).lead == pytest.approx(1.0)
    assert written_rhythm("q+q", 60).lead == 0.0


def test_a_tile_is_two_halves_an_eighth_apart_as_it_sounds():
    # "q" (1 s) + gap of an eighth (0.5 s) + "e+e": onsets 0, 1.5, 2.0; ends at 2.5
    rhythm = written_rhythm(["q", parse_notes("e+e")], 60, gap=TILE_HALF_GAP)
    assert rhythm.onsets == pytest.approx((0.0, 1.5, 2.0))
    assert rhythm.length == pytest.approx(2.5)


def test_the_tile_gap_is_the_gap_the_tile_sounds_with():
    from edu_domino.audio.sounds import HALF_GAP, tile_sound
    from edu_domino.faces.registry import parse_spelling

    assert TILE_HALF_GAP == HALF_GAP
    sound = tile_sound(parse_spelling("notes:q"), parse_spelling("notes:e+e"))
    rhythm = written_rhythm(["q", "e+e"], 120, gap=TILE_HALF_GAP)
    heard = sorted({m.time for m in sound.messages() if m.message.type == "note_on"})
    assert rhythm.onsets == pytest.approx(heard)  # audio's default tempo is 120


@pytest.mark.parametrize("bad", ["q+x", "pips:3", "", "q+"])
def test_not_a_rhythm_is_a_spelling_error(bad):
    if bad == "":
        assert written_rhythm(bad, 60).onsets == ()  # the empty half: nothing to tap
        return
    with pytest.raises(SpellingError):
        written_rhythm(bad, 60)


# --- the done-when cases -------------------------------------------------------------------

def test_done_when_late_start_with_exact_rhythm_is_right():
    assert judge_taps(QEE, [2.00, 3.00, 3.50]).right


def test_done_when_small_errors_are_right():
    verdict = judge_taps(QEE, [0.00, 1.04, 1.47])
    assert verdict.right
    assert verdict.errors == pytest.approx((0.0, 0.04, -0.03))
    assert timings(verdict) == [Timing.ON_TIME] * 3


def test_done_when_a_tap_three_tenths_early_is_wrong():
    verdict = judge_taps(QEE, [0.00, 0.70, 1.50])
    assert not verdict.right
    assert timings(verdict) == [Timing.ON_TIME, Timing.EARLY, Timing.ON_TIME]
    assert verdict.onsets[1].error == pytest.approx(-0.30)


def test_done_when_a_missing_tap_is_wrong():
    verdict = judge_taps(QEE, [0.00, 1.00])
    assert not verdict.right
    assert timings(verdict) == [Timing.ON_TIME, Timing.ON_TIME, Timing.MISSING]
    assert verdict.onsets[2].tapped is None and verdict.onsets[2].error is None


def test_done_when_an_extra_tap_is_wrong():
    verdict = judge_taps(QEE, [0.00, 1.00, 1.50, 1.90])
    assert not verdict.right
    assert timings(verdict) == [Timing.ON_TIME] * 3
    assert verdict.extra == pytest.approx((1.90,))


# --- more scripted cases -------------------------------------------------------------------

def test_exact_taps_have_no_error():
    verdict = judge_taps(QEE, [0.0, 1.0, 1.5])
    assert verdict.right and verdict.errors == pytest.approx((0.0, 0.0, 0.0)) and verdict.extra == ()


def test_late_tap():
    verdict = judge_taps(QEE, [0.0, 1.25, 1.5])  # 0.25 s late; fair allows 0.18 s here
    assert timings(verdict) == [Timing.ON_TIME, Timing.LATE, Timing.ON_TIME]
    assert verdict.onsets[1].error == pytest.approx(0.25)
    assert not verdict.right


def test_a_missing_middle_tap_is_missing_not_shifted():
    verdict = judge_taps(QEE, [0.0, 1.5])
    assert timings(verdict) == [Timing.ON_TIME, Timing.MISSING, Timing.ON_TIME]


def test_a_constant_offset_never_counts():
    # the same small errors as above, everything 7.3 s later
    verdict = judge_taps(QEE, [7.30, 8.34, 8.77])
    assert verdict.right
    assert verdict.origin == pytest.approx(7.30)
    assert verdict.errors == pytest.approx((0.0, 0.04, -0.03))


def test_taps_in_any_order_are_sorted_first():
    assert judge_taps(QEE, [1.5, 0.0, 1.0]).right


def test_a_tap_in_a_rest_is_extra():
    rhythm = written_rhythm("q+rq+q", 60)  # onsets 0, 2; the rest fills 1..2
    verdict = judge_taps(rhythm, [0.0, 1.0, 2.0])
    assert not verdict.right
    assert timings(verdict) == [Timing.ON_TIME, Timing.ON_TIME]
    assert verdict.extra == pytest.approx((1.0,))
    assert judge_taps(rhythm, [0.0, 2.05]).right  # leaving the rest silent is right


def test_a_tied_note_is_tapped_once():
    rhythm = written_rhythm("h_e+e", 60)  # onsets 0 and 2.5
    assert judge_taps(rhythm, [0.0, 2.5]).right
    verdict = judge_taps(rhythm, [0.0, 2.0, 2.5])  # a tap where the tied eighth starts
    assert not verdict.right and verdict.extra == pytest.approx((2.0,))


def test_a_dotted_rhythm():
    rhythm = written_rhythm("q.+e", 60)  # onsets 0 and 1.5
    assert judge_taps(rhythm, [0.0, 1.55]).right
    # tapped as two even quarters (the common mistake): 0.5 s early
    verdict = judge_taps(rhythm, [0.0, 1.0])
    assert timings(verdict) == [Timing.ON_TIME, Timing.EARLY]


def test_no_taps_at_all_is_all_missing():
    verdict = judge_taps(QEE, [])
    assert not verdict.right and timings(verdict) == [Timing.MISSING] * 3


# --- the tolerance -------------------------------------------------------------------------

def test_fair_tolerance_at_tempo_60():
    # 20% of a 1 s beat = 0.2, capped at 0.18; the 0.5 s gaps allow 0.25, so 0.18
    assert [j.tolerance for j in judge_taps(QEE, [0, 1, 1.5]).onsets] == pytest.approx([0.18] * 3)
    assert judge_taps(QEE, [0.0, 1.17, 1.5]).right
    assert not judge_taps(QEE, [0.0, 1.19, 1.5]).right


def test_tolerance_never_reaches_half_the_gap_to_a_neighbour():
    # at tempo 120 sixteenths are 0.125 s apart: half of that (0.0625 s) beats the 0.08 s floor
    rhythm = written_rhythm("s+s+q", 120)
    assert [j.tolerance for j in judge_taps(rhythm, [0, 0.125, 0.25]).onsets] == pytest.approx([0.0625] * 3)


def test_tolerance_floor_at_a_fast_tempo():
    rhythm = written_rhythm("q+q", 200)  # beat 0.3 s: 20% is 0.06 s, the floor makes it 0.08 s
    assert judge_taps(rhythm, [0.0, 0.375]).right
    assert not judge_taps(rhythm, [0.0, 0.39]).right


def test_levels_are_ordered_gentle_fair_strict():
    assert DEFAULT_TOLERANCE is TOLERANCES["fair"]
    taps = [0.0, 1.22, 1.5]  # 0.22 s late at tempo 60
    assert judge_taps(QEE, taps, TOLERANCES["gentle"]).right
    assert not judge_taps(QEE, taps, TOLERANCES["fair"]).right
    assert judge_taps(QEE, [0.0, 1.09, 1.5], TOLERANCES["fair"]).right
    assert not judge_taps(QEE, [0.0, 1.11, 1.5], TOLERANCES["strict"]).right
