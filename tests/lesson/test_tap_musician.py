"""Issue 27: taps judged as a musician would. Every expected verdict is worked out by hand here
(seconds on paper), never read back from the code."""

from __future__ import annotations

import pytest

from edu_domino.faces.notes import parse_notes
from edu_domino.lesson.tap import TOLERANCES, Timing, judge_taps, tiles_rhythm, written_rhythm

ON, EARLY, LATE = Timing.ON_TIME, Timing.EARLY, Timing.LATE


def timings(verdict):
    return [j.timing for j in verdict.onsets]


def test_a_tile_tapped_exactly_as_drawn_is_right():
    # tile 3-2 with note faces: dotted quarter | quarter. At tempo 60 the dotted quarter lasts
    # 1.5 s, so the quarter comes at 1.5 s (the pupil in the issue was called early at 1.5 s)
    rhythm = tiles_rhythm([parse_notes("q."), parse_notes("q")], 60)
    for name, tolerance in TOLERANCES.items():
        verdict = judge_taps(rhythm, [0.0, 1.5], tolerance)
        assert verdict.right, name
        assert verdict.errors == pytest.approx((0.0, 0.0))


def test_a_tile_with_a_rest_between_wants_the_rest():
    # with the eighth rest drawn between the halves the quarter comes at 2.0 s
    rhythm = tiles_rhythm([parse_notes("q."), parse_notes("q")], 60, rest_between=True)
    assert judge_taps(rhythm, [0.0, 2.0]).right
    assert not judge_taps(rhythm, [0.0, 1.5]).right


@pytest.mark.parametrize("name", list(TOLERANCES))
def test_one_late_first_tap_leaves_the_notes_on_time_that_were(name):
    # four quarters at tempo 60 (0, 1, 2, 3 s); only the first tap is 110 ms late. The three
    # others are exactly on the beat: they are on time under every tolerance.
    rhythm = written_rhythm("q+q+q+q", 60)
    verdict = judge_taps(rhythm, [0.11, 1.0, 2.0, 3.0], TOLERANCES[name])
    assert timings(verdict)[1:] == [ON, ON, ON]
    assert verdict.errors == pytest.approx((0.11, 0.0, 0.0, 0.0))
    # a quarter's window at tempo 60: gentle 0.225 s, fair 0.18 s, strict 0.10 s (its cap):
    # the first tap, 0.11 s late, is on time but under strict
    assert timings(verdict)[0] == (LATE if name == "strict" else ON)
    assert verdict.right is (name != "strict")


def test_a_late_first_tap_under_a_tighter_window_is_the_only_late_note():
    # q+e+e+q at tempo 60: onsets 0, 1, 1.5, 2. Strict's window here is 0.0625 s (notes on
    # eighths: the neighbour is a sixteenth, 0.25 s, away; halfway 0.125 s; strict reaches half).
    rhythm = written_rhythm("q+e+e+q", 60)
    verdict = judge_taps(rhythm, [0.11, 1.0, 1.5, 2.0], TOLERANCES["strict"])
    assert timings(verdict) == [LATE, ON, ON, ON]
    assert not verdict.right


def test_a_steady_delay_still_never_counts():
    rhythm = written_rhythm("q+q+q+q", 60)
    verdict = judge_taps(rhythm, [5.25, 6.25, 7.25, 8.25])
    assert verdict.right and verdict.errors == pytest.approx((0.0,) * 4)


def test_an_extra_first_tap_is_extra_and_the_rest_on_time():
    rhythm = written_rhythm("q+q+q+q", 60)
    verdict = judge_taps(rhythm, [-0.5, 0.0, 1.0, 2.0, 3.0])
    assert timings(verdict) == [ON, ON, ON, ON]
    assert verdict.extra == pytest.approx((-0.5,))


TEMPOS = range(60, 209)  # every whole tempo from 60 to 208


def _eighths(tempo: float) -> float:
    return 30.0 / tempo


@pytest.mark.parametrize("name", list(TOLERANCES))
@pytest.mark.parametrize("context", ["", "q+"])
def test_straight_eighths_and_dotted_eighth_sixteenth_are_told_apart(name, context):
    # e+e starts its notes 0 and 1 eighth apart; e.+s 0 and 1.5 eighths apart. Each tapped
    # exactly as written is right; each tapped as the other is wrong, at every tempo 60..208.
    tolerance = TOLERANCES[name]
    for tempo in TEMPOS:
        eighth = _eighths(tempo)
        lead = 2 * eighth if context else 0.0  # the quarter before them
        straight = [0.0, lead, lead + eighth] if context else [0.0, eighth]
        dotted = [0.0, lead, lead + 1.5 * eighth] if context else [0.0, 1.5 * eighth]
        straight_rhythm = written_rhythm(context + "e+e", tempo)
        dotted_rhythm = written_rhythm(context + "e.+s", tempo)
        assert judge_taps(straight_rhythm, straight, tolerance).right, (tempo, "e+e as written")
        assert judge_taps(dotted_rhythm, dotted, tolerance).right, (tempo, "e.+s as written")
        assert not judge_taps(straight_rhythm, dotted, tolerance).right, (tempo, "e+e tapped dotted")
        assert not judge_taps(dotted_rhythm, straight, tolerance).right, (tempo, "e.+s tapped straight")


def test_a_180_ms_swing_at_tempo_60_is_not_straight_under_fair():
    # four straight eighths at tempo 60: 0, 0.5, 1.0, 1.5 s. Swung, each second eighth 180 ms
    # late: 0, 0.68, 1.0, 1.68. The downbeats are on time; the off-beats are late.
    rhythm = written_rhythm("e+e+e+e", 60)
    verdict = judge_taps(rhythm, [0.0, 0.68, 1.0, 1.68], TOLERANCES["fair"])
    assert timings(verdict) == [ON, LATE, ON, LATE]
    assert verdict.errors == pytest.approx((0.0, 0.18, 0.0, 0.18))


def test_two_even_taps_for_a_dotted_quarter_and_eighth_leave_the_eighth_early():
    # q.+e at tempo 60: 0 and 1.5 s; tapped 0 and 1.0: the eighth came half a second early
    verdict = judge_taps(written_rhythm("q.+e", 60), [0.0, 1.0])
    assert timings(verdict) == [ON, EARLY]


def test_a_very_late_first_tap_is_late_and_blames_no_other_note():
    # 0.4 s late: beyond every window, yet the three notes on the beat stay on time
    verdict = judge_taps(written_rhythm("q+q+q+q", 60), [0.4, 1.0, 2.0, 3.0])
    assert timings(verdict) == [LATE, ON, ON, ON]


def test_the_reading_with_most_notes_on_time_wins():
    # q+q+q+q at 60 (0, 1, 2, 3): a double tap on the first note, the second 0.3 s late, the third
    # right, no fourth. Sliding every tap onto a note would leave only one on time.
    verdict = judge_taps(written_rhythm("q+q+q+q", 60), [0.0, 0.1, 1.3, 2.0])
    assert timings(verdict) == [ON, LATE, ON, Timing.MISSING]
    assert verdict.extra == pytest.approx((0.1,))
