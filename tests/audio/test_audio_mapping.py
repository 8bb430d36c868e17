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


@pytest.mark.parametrize("k", range(13))
def test_a_power_is_k_octaves_above_the_base(k):
    for spelling in get_face_set("powers").spellings(k):  # 2^k and the number itself alike
        sound = S.half_sound(spelling)
        top = sound.tones[-1].pitch
        if k <= S.POWER_TOP_OCTAVES:
            assert [t.pitch for t in sound.tones] == [S.POWER_BASE + 12 * k]
            assert frequency(top) == pytest.approx(frequency(S.POWER_BASE) * 2**k)
        else:  # beyond the piano's top C: one more strike of it per further doubling
            assert top == S.POWER_BASE + 12 * S.POWER_TOP_OCTAVES
            assert len(sound.tones) == 1 + k - S.POWER_TOP_OCTAVES


def test_each_power_step_doubles_the_frequency():
    pitches = [S.power_pitch(k) for k in range(S.POWER_TOP_OCTAVES + 1)]
    ratios = {round(frequency(b) / frequency(a), 9) for a, b in zip(pitches, pitches[1:], strict=False)}
    assert ratios == {2.0}
    assert frequency(S.power_pitch(0)) == pytest.approx(65.406, abs=0.001)  # C2


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
    assert S.plain_tile_sound((6, 4)) == sound


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


def test_halves_are_heard_in_the_order_they_meet_the_line():
    plays = [((6, 6), "L"), ((6, 4), "R"), ((4, 2), "R"), ((6, 1), "L"), ((3, 3), "L")]
    assert S.halves_as_played(plays) == [(6, 6), (6, 4), (4, 2), (6, 1), (3, 3)]


def test_lesson_requests_become_sounds_at_their_tempo():
    q_e = ("notes:q", "notes:e")
    sound, tempo = S.request_sound(lesson_sounds.tile(q_e, 80))
    assert tempo == Tempo(80)
    assert sound == S.tile_sound(*(parse_spelling(k) for k in q_e))
    match, _ = S.request_sound(lesson_sounds.SoundCue("match", q_e, right=True, tempo=80))
    assert match == S.match_sound(*(parse_spelling(k) for k in q_e), True)
    cue, _ = S.request_sound(lesson_sounds.cue(False, 80))
    assert cue == S.wrong_cue()
    seq, _ = S.request_sound(lesson_sounds.sequence(("notes:q", "notes:e"), 80))
    assert [(t.start, t.length) for t in seq.tones] == [(0, 2), (2, 1)]  # one rhythm, no gap
    with pytest.raises(ValueError, match="notes:zz"):
        S.request_sound(lesson_sounds.half("notes:zz", 80))
