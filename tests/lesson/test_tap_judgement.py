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


def test_a_tile_with_a_rest_between_is_two_halves_an_eighth_apart():
    # "q" (1 s) + an eighth rest (0.5 s) + "e+e": onsets 0, 1.5, 2.0; ends at 2.5
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

# Updated for issue 27: these windows were wider (fair 0.18 s at tempo 60, gentle 0.25 s) and let
# dotted-eighth + sixteenth pass for straight eighths. Now no window reaches halfway to where a
# neighbouring rhythm puts the note: q+e+e has notes on eighths, so the neighbour is a sixteenth
# (0.25 s at tempo 60) away and halfway is 0.125 s; gentle reaches 0.9 of that, fair 0.75, strict 0.5.

def test_fair_tolerance_at_tempo_60():
    # fair: 20% of a 1 s beat = 0.2, capped at 0.18; 0.75 x 0.125 = 0.09375 is less
    assert [j.tolerance for j in judge_taps(QEE, [0, 1, 1.5]).onsets] == pytest.approx([0.09375] * 3)
    assert judge_taps(QEE, [0.0, 1.09, 1.5]).right
    assert not judge_taps(QEE, [0.0, 1.10, 1.5]).right


def test_tolerance_never_reaches_half_the_gap_to_a_neighbour():
    # at tempo 120 sixteenths are 0.125 s apart: half of that is 0.0625 s; a sixteenth is the
    # finest neighbour too (halfway 0.0625 s), and fair reaches 0.75 of it: 0.046875 s
    rhythm = written_rhythm("s+s+q", 120)
    assert [j.tolerance for j in judge_taps(rhythm, [0, 0.125, 0.25]).onsets] == pytest.approx([0.046875] * 3)


def test_quarters_at_a_fast_tempo():
    # tempo 200: beat 0.3 s. Notes on the beat: the neighbour (a dotted quarter and an eighth) is
    # an eighth (0.15 s) away, halfway 0.075 s; fair reaches 0.75 of it, 0.05625 s (below its
    # 0.08 s floor, which never outweighs telling rhythms apart)
    rhythm = written_rhythm("q+q", 200)
    assert judge_taps(rhythm, [0.0, 0.35]).right  # 0.05 s late
    assert not judge_taps(rhythm, [0.0, 0.36]).right  # 0.06 s late


def test_quarters_at_a_slow_tempo_keep_the_cap():
    # tempo 60, notes on the beat: halfway to the neighbour is 0.25 s; fair reaches 0.1875 s but
    # its cap, 0.18 s, is less
    rhythm = written_rhythm("q+q+h", 60)
    assert [j.tolerance for j in judge_taps(rhythm, [0, 1, 2]).onsets] == pytest.approx([0.18] * 3)


def test_levels_are_ordered_gentle_fair_strict():
    # q+e+e at tempo 60: gentle 0.1125 s, fair 0.09375 s, strict 0.0625 s (see above)
    assert DEFAULT_TOLERANCE is TOLERANCES["fair"]
    taps = [0.0, 1.10, 1.5]  # 0.10 s late
    assert judge_taps(QEE, taps, TOLERANCES["gentle"]).right
    assert not judge_taps(QEE, taps, TOLERANCES["fair"]).right
    assert judge_taps(QEE, [0.0, 1.09, 1.5], TOLERANCES["fair"]).right
    assert not judge_taps(QEE, [0.0, 1.09, 1.5], TOLERANCES["strict"]).right
