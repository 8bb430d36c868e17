"""`edu-domino export-midi`: a replay's tiles as a .mid that a third-party reader (pretty_midi)
reads back with the right notes, times and durations."""

from __future__ import annotations

import json
from fractions import Fraction

import pretty_midi
import pytest

from edu_domino.audio.midifile import midi_file, write_midi
from edu_domino.audio.sound import Tempo
from edu_domino.audio.sounds import half_sound, step_sound
from edu_domino.cli import main
from edu_domino.engine import Match, Played, RoundStarted, get_preset
from edu_domino.engine.replay import match_to_replay
from edu_domino.faces import get_face_set

C_MAJOR = [60, 62, 64, 65, 67, 69, 71]
EIGHTH = 0.25  # seconds at the default 120 quarters a minute
SOUNDING = 2 - Fraction(1, 4)  # a quarter less the articulation, in eighths


@pytest.fixture
def replay(tmp_path):
    """A whole 2-player match and, independently of audio, its halves in the order heard."""
    match = Match(get_preset("clasico", players=2), seed=11)
    heard: list[tuple[int, int]] = []

    def note(events):
        for e in events:
            if isinstance(e, RoundStarted):
                heard.append(("round", None))
            if isinstance(e, Played):
                if heard and heard[-1] == ("round", None):
                    heard.pop()
                    heard.append((e.tile.a, e.tile.b))  # the first tile of a line: high half first
                else:
                    new_end = e.ends[0] if e.end == "L" else e.ends[1]
                    heard.append((e.tile.other(new_end), new_end))

    heard.append(("round", None))
    while not match.over:
        note(match.next_round() if match.round_over else match.apply(match.legal_actions()[0]))
    heard = [h for h in heard if h != ("round", None)]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match_to_replay(match, ["human", "random"])))
    return path, heard


def notes_of(path):
    midi = pretty_midi.PrettyMIDI(str(path))
    assert len(midi.instruments) == 1
    return sorted(midi.instruments[0].notes, key=lambda n: (n.start, n.pitch))


def test_a_replay_as_pips_is_every_tile_in_order(replay, tmp_path, capsys):
    path, heard = replay
    out = tmp_path / "match.mid"
    assert main(["export-midi", str(path), str(out)]) == 0
    assert f"{len(heard)} tiles as pips" in capsys.readouterr().out
    notes = notes_of(out)
    assert len(notes) == 2 * len(heard)
    tile_length = (2 + 1 + 2 + 2) * EIGHTH  # half, gap, half, rest between tiles
    for i, (first, second) in enumerate(heard):
        a, b = notes[2 * i], notes[2 * i + 1]
        assert (a.pitch, b.pitch) == (C_MAJOR[first], C_MAJOR[second])
        assert a.start == pytest.approx(i * tile_length, abs=1e-6)
        assert b.start == pytest.approx(i * tile_length + 3 * EIGHTH, abs=1e-6)
        for n in (a, b):
            assert n.end - n.start == pytest.approx(float(SOUNDING) * EIGHTH, abs=1e-6)


def test_a_replay_as_notes_plays_each_rhythm(replay, tmp_path):
    path, heard = replay
    out = tmp_path / "notes.mid"
    assert main(["export-midi", str(path), str(out), "--faces", "notes", "--tempo", "90"]) == 0
    notes = notes_of(out)
    eighth = 30 / 90
    faces = get_face_set("notes")
    expected, at = [], Fraction(0)
    for first, second in heard:
        for value in (first, second):
            for duration, rest in faces.spellings(value)[0].sounds():
                if not rest:
                    expected.append((at, duration))
                at += duration
            at += 1  # between halves, and (with the next +1) ...
        at += 1  # ... a quarter rest between tiles
    assert len(notes) == len(expected)
    for n, (start, duration) in zip(notes, expected, strict=True):
        assert n.pitch == 72
        # (90 bpm is 666,667 microseconds a quarter in a MIDI file: a microsecond off a minute)
        assert n.start == pytest.approx(float(start) * eighth, rel=1e-6, abs=1e-6)
        assert n.end - n.start == pytest.approx(float(duration - Fraction(1, 4)) * eighth, abs=1e-5)


def test_the_file_reads_back_with_tempo_changes_where_sounds_change_tempo(tmp_path):
    out = tmp_path / "two.mid"
    write_midi(out, midi_file([step_sound(0), half_sound(get_face_set("powers").spellings(1)[0])],
                              [Tempo(120), Tempo(60)]))
    notes = notes_of(out)
    assert [(n.pitch, round(n.start, 6)) for n in notes] == [(60, 0.0), (48, 1.0)]
    assert notes[1].end - notes[1].start == pytest.approx(0.875)  # a quarter less 1/4 eighth at 60


@pytest.mark.parametrize("args, message", [
    (["missing.json", "out.mid"], "missing.json: no such file; check the path"),
    (["{replay}", "out.mid", "--faces", "notas"], "did you mean 'notes'"),
    (["{replay}", "out.wav"], "the output should end in .mid"),
    (["out.mid"], "give either a REPLAY file or --lesson PACK"),
    (["{replay}", "out.mid", "--tempo", "1000"], "--tempo: tempo 1000.0 is out of range"),
    (["{replay}", "out.mid", "--game", "3"], "there is no game 3"),
])
def test_bad_input_is_one_line_and_exit_code_1(replay, tmp_path, monkeypatch, capsys, args, message):
    monkeypatch.chdir(tmp_path)
    path, _ = replay
    args = [str(path) if a == "{replay}" else a for a in args]
    assert main(["export-midi", *args]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "out.mid").exists()


def test_a_broken_replay_names_the_place(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    doc = {"format": "edu-domino-replay", "version": 1, "rules": {"preset": "clasico"},
           "deal": {"seed": 1}, "actions": ["9-9 L"]}
    bad.write_text(json.dumps(doc))
    assert main(["export-midi", str(bad), str(tmp_path / "out.mid")]) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and "actions[0]" in err and "Traceback" not in err


def test_a_lesson_pack_exports_every_sound_it_asks_for(tmp_path, capsys):
    from edu_domino.audio.sounds import request_sound
    from edu_domino.lesson import pack_sounds
    from edu_domino.resources import bundled_lessons_dir

    pack = bundled_lessons_dir() / "05-listening.toml"
    out = tmp_path / "listening.mid"
    assert main(["export-midi", "--lesson", "listening", str(out)]) == 0  # by id
    assert "sounds of 'Listening'" in capsys.readouterr().out
    requests, _ = pack_sounds(pack)
    expected = [request_sound(r) for r in requests]
    notes = notes_of(out)
    assert len(notes) == sum(len(s.tones) for s, _ in expected)
    first_sound, tempo = expected[0]
    eighth = 30 / tempo.quarter_bpm
    tone = first_sound.tones[0]
    assert (notes[0].pitch, notes[0].start) == (tone.pitch, 0.0)
    assert notes[0].end - notes[0].start == pytest.approx(float(tone.sounding) * eighth, abs=1e-5)
    # the pack's last two requests are the right and wrong cues: the chord, then sol-mi
    assert sorted(n.pitch for n in notes[-6:-2]) == [60, 64, 67, 72]
    assert [n.pitch for n in notes[-2:]] == [67, 64]


def test_a_broken_lesson_pack_is_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('id = "bad"\nversion = 1\nlevel = "high"\n')
    assert main(["export-midi", "--lesson", str(bad), str(tmp_path / "out.mid")]) == 1
    err = capsys.readouterr().err
    assert "bad.toml:" in err and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "out.mid").exists()
    assert main(["export-midi", "--lesson", "no-such-pack", str(tmp_path / "out.mid")]) == 1
    assert "is neither a pack file nor a pack's id" in capsys.readouterr().err
