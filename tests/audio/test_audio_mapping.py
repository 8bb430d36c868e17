"""The mapping from faces to sounds is exact (docs/sound.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from edu_domino.audio import Sound, Tempo, Tone
from edu_domino.audio import sounds as S
from edu_domino.audio.sound import ARTICULATION
from edu_domino.audio.voice import frequency
from edu_domino.faces import get_face_set, parse_spelling
from edu_domino.lesson import sounds as lesson_sounds

NOTES = get_face_set("notes")


def all_spellings(name: str):
    faces = get_face_set(name)
    return [s for v in range(faces.max_value + 1) for s in faces.spellings(v)]


@pytest.mark.parametrize("spelling", all_spellings("notes"), ids=str)
def test_a_rhythm_adds_up_to_its_value_on_one_pitch(spelling):
    sound = S.half_sound(spelling)
    tones = sound.tones
    assert sum(t.length for t in tones) == spelling.value
    assert {t.pitch for t in tones} <= {S.RHYTHM_PITCH}
    # each heard note starts where the one before ended (ties merged, rests as silence)
    heard = spelling.sounds()
    starts, at = [], Fraction(0)
    for duration, rest in heard:
        if not rest:
            starts.append((at, duration))
        at += duration
    assert [(t.start, t.length) for t in tones] == starts
    assert sound.length == sum(d for d, _ in heard)


def test_ties_are_held_and_separate_notes_are_struck_again():
    tied = S.half_sound(parse_spelling("notes:h_e"))
    struck = S.half_sound(parse_spelling("notes:h+e"))
    assert [(t.start, t.length) for t in tied.tones] == [(0, 5)]
    assert [(t.start, t.length) for t in struck.tones] == [(0, 4), (4, 1)]
    assert tied.length == struck.length == 5


def test_a_quarter_is_two_eighths_long_in_seconds_at_any_tempo():
    quarter, eighths = S.half_sound(parse_spelling("notes:q")), S.half_sound(parse_spelling("notes:e+e"))
    for bpm in (60, 90, 120):
        tempo = Tempo(bpm)
        assert quarter.seconds(tempo) == pytest.approx(eighths.seconds(tempo)) == pytest.approx(60 / bpm)
        on = [m.time for m in eighths.messages(tempo) if m.message.type == "note_on"]
        assert on == pytest.approx([0, 30 / bpm])


def test_zero_is_silence_and_a_rest_is_silence_of_its_length():
    assert S.half_sound(parse_spelling("notes:empty")) == Sound((), Fraction(0))
    assert S.half_sound(parse_spelling("notes:rq")) == Sound((), Fraction(2))


# do re mi fa sol la si, then do again an octave up: C4 D4 E4 F4 G4 A4 B4 C5 D5 E5 F5 G5 A5
C_MAJOR = [60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79, 81]


@pytest.mark.parametrize("k", range(13))
def test_a_power_counts_its_exponent_as_a_step_of_the_scale(k):
    for spelling in get_face_set("powers").spellings(k):  # 2^k and the number itself alike
        sound = S.half_sound(spelling)
        assert [(t.start, t.length, t.pitch) for t in sound.tones] == [(0, 2, C_MAJOR[k])]
        assert sound == S.half_sound(get_face_set("pips").spellings(k)[0])  # as its value sounds


def test_powers_stay_in_a_comfortable_register_and_2_to_the_7_is_do_an_octave_up():
    heard = [frequency(S.power_pitch(k)) for k in range(13)]
    assert min(heard) > 250 and max(heard) < 900  # C4 (262 Hz) .. A5 (880 Hz), not C2..C8
    assert heard == sorted(heard) and len(set(heard)) == 13  # the bigger the power, the higher
    assert heard[7] == pytest.approx(2 * heard[0])  # after 2^6 (si) the scale starts again: do
    velocities = {t.velocity for s in all_spellings("powers") for t in S.half_sound(s).tones}
    assert len(velocities) == 1  # all as loud


def test_pips_and_numerals_are_steps_of_the_major_scale():
    c_major = [60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79, 81]
    for name in ("pips", "numerals"):
        pitches = [S.half_sound(s).tones[0].pitch for s in all_spellings(name)]
        assert pitches == c_major
    assert frequency(S.scale_pitch(5)) == pytest.approx(440.0)  # 5 is A4


def test_a_tile_is_both_halves_in_turn():
    six, four = (get_face_set("pips").spellings(v)[0] for v in (6, 4))
    sound = S.tile_sound(six, four)
    assert [(t.start, t.pitch) for t in sound.tones] == [(0, 71), (2 + S.HALF_GAP, 67)]
    assert sound.length == 4 + S.HALF_GAP


def test_a_right_match_ends_with_the_chord_and_a_wrong_one_with_a_soft_falling_cue():
    q, e_e = parse_spelling("notes:q"), parse_spelling("notes:e+e")
    right, wrong = S.match_sound(q, e_e, True), S.match_sound(q, e_e, False)
    halves = S.pair_sound(q, e_e)
    assert right.tones[: len(halves.tones)] == halves.tones == wrong.tones[: len(halves.tones)]
    cue_start = halves.length + S.CUE_GAP
    chord = [t for t in right.tones if t.start == cue_start]
    assert sorted(t.pitch for t in chord) == [60, 64, 67, 72]
    assert all(t.length == S.CHORD_LENGTH for t in chord)
    cue = [t for t in wrong.tones if t.start >= cue_start]
    assert [t.pitch for t in cue] == [67, 64]  # sol then mi, one note at a time
    assert max(t.velocity for t in cue) < min(t.velocity for t in chord)
    assert right != wrong


def test_messages_turn_eighths_into_seconds_and_release_before_the_next_attack():
    sound = S.half_sound(parse_spelling("notes:e+e"))
    timed = sound.messages(Tempo(120))
    assert [(m.time, m.message.type) for m in timed] == [
        (0.0, "note_on"), (0.25 - 0.25 * float(ARTICULATION), "note_off"),
        (0.25, "note_on"), (0.5 - 0.25 * float(ARTICULATION), "note_off"),
    ]
    ons = [m for m in timed if m.message.type == "note_on"]
    assert [m.hold for m in ons] == pytest.approx([0.25 * (1 - float(ARTICULATION))] * 2)
    assert all(m.message.channel == 0 for m in timed)


def test_a_note_repeated_at_once_is_released_first():
    sound = Sound((Tone(Fraction(0), Fraction(1, 4), 60), Tone(Fraction(1, 4), Fraction(1), 60)),
                  Fraction(2))
    kinds = [m.message.type for m in sound.messages()]
    assert kinds == ["note_on", "note_off", "note_on", "note_off"]


def test_a_laid_tile_sounds_as_drawn_meeting_half_first():
    from edu_domino.faces import FaceOptions, first_heard_half, tile_spellings

    options = FaceOptions("notes", "spellings")
    for seed in range(5):
        six, four = tile_spellings(options, seed, (6, 4))
        assert S.laid_tile_sound(options, seed, (6, 4), 0) == S.tile_sound(six, four)
        assert S.laid_tile_sound(options, seed, (6, 4), 1) == S.tile_sound(four, six)
    # 6-4 laid on the right of a line ending in 4: the 4 touches it, so it is heard first
    assert first_heard_half((6, 4), "R", (2, 4)) == 1
    assert first_heard_half((6, 4), "L", (6, 1)) == 0
    assert first_heard_half((6, 4), "L", None) == 0  # a new line: as it lies, left to right


def test_halves_are_heard_in_the_order_they_meet_the_line():
    from edu_domino.faces import plays_heard

    plays = [((6, 6), "L"), ((6, 4), "R"), ((2, 4), "R"), ((6, 1), "L"), None, ((3, 3), "L")]
    heard = [(tile[first], tile[1 - first]) for tile, first in plays_heard(plays)]
    assert heard == [(6, 6), (6, 4), (4, 2), (6, 1), (3, 3)]


def test_a_listening_question_is_led_in_by_a_pulse_or_a_reference_pitch():
    rhythm = parse_spelling("notes:q+e")
    led = S.listening_sound(rhythm)
    clicks = [t for t in led.tones if t.pitch == S.CLICK_PITCH]
    assert [t.start for t in clicks] == [0, 2, 4, 6]  # four quarter beats: "one, two, three, four"
    assert max(t.velocity for t in clicks) < min(t.velocity for t in S.half_sound(rhythm).tones)
    rest = [(t.start, t.length) for t in led.tones if t.pitch != S.CLICK_PITCH]
    assert rest == [(8, 2), (10, 1)]  # the rhythm starts on the next "one"
    pitch = S.listening_sound(parse_spelling("powers:2^5"))
    assert [(t.start, t.pitch) for t in pitch.tones] == [(0, 60), (4, 69)]  # do, a rest, then 2^5
    request, _ = S.request_sound(lesson_sounds.listen("notes:q+e", 72))
    assert request == led


def test_lesson_requests_become_sounds_at_their_tempo():
    q_e = ("notes:q", "notes:e")
    sound, tempo = S.request_sound(lesson_sounds.tile(q_e, 80))
    assert tempo == Tempo(80)
    assert sound == S.tile_sound(*(parse_spelling(k) for k in q_e))
    match, _ = S.request_sound(lesson_sounds.Sound("match", q_e, right=True, tempo=80))
    assert match == S.match_sound(*(parse_spelling(k) for k in q_e), True)
    cue, _ = S.request_sound(lesson_sounds.cue(False, 80))
    assert cue == S.wrong_cue()
    seq, _ = S.request_sound(lesson_sounds.sequence(("notes:q", "notes:e"), 80))
    assert [(t.start, t.length) for t in seq.tones] == [(0, 2), (2, 1)]  # one rhythm, no gap
    with pytest.raises(ValueError, match="notes:zz"):
        S.request_sound(lesson_sounds.half("notes:zz", 80))
