"""`edu-domino export-midi`: a replay's tiles as a .mid that a third-party reader (pretty_midi)
reads back with the right notes, times and durations."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import mido
import pretty_midi
import pytest

from edu_domino.audio.midifile import midi_file, write_midi
from edu_domino.audio.sound import Tempo
from edu_domino.audio.sounds import half_sound, step_sound
from edu_domino.cli import main
from edu_domino.engine import Match, Played, RoundStarted, get_preset
from edu_domino.engine.replay import match_to_replay
from edu_domino.faces import face_options, get_face_set, tile_spellings

EIGHTH = 0.25  # seconds at the default 120 quarters a minute


@pytest.fixture
def replay(tmp_path):
    """A whole 2-player match and, independently of audio, each tile with its halves' values in
    the order heard (the half that meets the line first; a line's first tile as it lies)."""
    match = Match(get_preset("clasico", players=2), seed=11)
    heard: list = []

    def note(events):
        for e in events:
            if isinstance(e, RoundStarted):
                heard.append(("round", None))
            if isinstance(e, Played):
                tile = (e.tile.a, e.tile.b)
                if heard and heard[-1] == ("round", None):
                    heard.pop()
                    heard.append((tile, (e.tile.a, e.tile.b)))
                else:
                    new_end = e.ends[0] if e.end == "L" else e.ends[1]
                    heard.append((tile, (e.tile.other(new_end), new_end)))

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


def markers_of(path) -> list[tuple[int, str]]:
    """(absolute tick, text) of every marker meta event, read with mido."""
    out, at = [], 0
    for message in mido.MidiFile(str(path)).tracks[0]:
        at += message.time
        if message.type == "marker":
            out.append((at, message.text))
    return out


# The oracle: a rhythm worksheet's table of written lengths in eighths, and the C major scale.
WORTH = {"w": Fraction(8), "h": Fraction(4), "q": Fraction(2), "e": Fraction(1), "s": Fraction(1, 2)}
C_MAJOR_FROM_C4 = [60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79, 81]


def written_rhythm(key: str) -> tuple[list[tuple[Fraction, Fraction]], Fraction]:
    """(onset, held length) of each sound a notes key writes, ties held, rests silent; and its length."""
    body = key.split(":", 1)[1]
    if body == "empty":
        return [], Fraction(0)
    sounds: list[tuple[Fraction, Fraction]] = []
    at, tied_in = Fraction(0), False
    for token, join in re.findall(r"(r?[whqes]\.*)([+_]?)", body):
        length = WORTH[token.lstrip("r")[0]] * (2 - Fraction(1, 2 ** token.count(".")))
        if token.startswith("r"):
            pass
        elif tied_in:
            onset, held = sounds[-1]
            sounds[-1] = (onset, held + length)
        else:
            sounds.append((at, length))
        tied_in = join == "_"
        at += length
    return sounds, at


def expected_half(key: str) -> tuple[list[tuple[Fraction, Fraction, int]], Fraction]:
    """(onset, length, pitch) of every note a half plays, and the half's length, by hand."""
    face, body = key.split(":", 1)
    if face == "notes":
        sounds, length = written_rhythm(key)
        return [(onset, held, 72) for onset, held in sounds], length
    value = int(body) if face in ("pips", "numerals") else (
        int(body[2:]) if body.startswith("2^") else int(body).bit_length() - 1)
    return [(Fraction(0), Fraction(2), C_MAJOR_FROM_C4[value])], Fraction(2)


def expected_tiles(heard, keys_of) -> list[tuple[str, list[tuple[Fraction, Fraction, int]]]]:
    """For each tile in order: its text and its notes, in eighths from where the tile starts."""
    out = []
    for tile, (first, _second) in heard:
        keys = keys_of(tile)
        if tile[0] != tile[1] and tile[1] == first:
            keys = keys[::-1]  # the half that meets the line is heard first
        notes, at = [], Fraction(0)
        for key in keys:
            half, length = expected_half(key)
            notes += [(at + onset, held, pitch) for onset, held, pitch in half]
            at += length + 1  # an eighth between the halves
        out.append((f"{tile[0]}-{tile[1]}", notes))
    return out


def read_tiles(path) -> list[tuple[str, list[tuple[Fraction, Fraction, int]]]]:
    """The file read back note by note: each marker and the notes until the next, in eighths."""
    midi = mido.MidiFile(str(path))
    eighth_ticks = midi.ticks_per_beat // 2
    marks = markers_of(path)
    starts = [at for at, _ in marks] + [10**12]
    on: dict[int, int] = {}
    found: list[tuple[int, int, int]] = []
    at = 0
    for message in midi.tracks[0]:
        at += message.time
        if message.type == "note_on" and message.velocity:
            on[message.note] = at
        elif message.type in ("note_off", "note_on"):
            found.append((on.pop(message.note), at, message.note))
    out = []
    for i, (mark, text) in enumerate(marks):
        mine = sorted(f for f in found if mark <= f[0] < starts[i + 1])
        out.append((text, [(Fraction(a - mark, eighth_ticks), Fraction(b - a, eighth_ticks), p)
                           for a, b, p in mine]))
    return out


@pytest.mark.parametrize("faces", ["notes", "notes-rests"])
def test_a_game_in_mixed_note_spellings_sounds_what_the_gallery_draws(replay, tmp_path, faces):
    """Done when: every tile's note onsets are the rhythm `gallery` draws on it (same seed); with
    rests too (issue 27: gallery refused notes-rests, export-midi wrote plain spellings)."""
    path, heard = replay
    out = tmp_path / "notes.mid"
    args = ["--faces", faces, "--seed", "5"]
    assert main(["export-midi", str(path), str(out), *args]) == 0
    assert main(["gallery", str(tmp_path / "gallery"), *args, "--size", "16"]) == 0
    drawn = {}
    for line in (tmp_path / "gallery" / "spellings.txt").read_text().splitlines():
        tile, first, second = line.split("\t")
        drawn[tile] = (first, second)
    expected = expected_tiles(heard, lambda t: drawn[f"{t[0]}-{t[1]}"])
    got = read_tiles(out)
    assert [text for text, _ in got] == [text for text, _ in expected]
    for (text, notes), (_, want) in zip(got, expected, strict=True):
        assert [n[0] for n in notes] == [w[0] for w in want], text  # the onsets: the rhythm
        assert notes == want, text  # and each note's written length (legato) and pitch
    # the spellings are mixed (the plain ones have no '+'): not the plain spelling every time
    assert sum("+" in key for pair in drawn.values() for key in pair) > 10
    rests = sum(bool(re.search(r"[+:]r", key)) for pair in drawn.values() for key in pair)
    assert (rests > 0) is (faces == "notes-rests")


@pytest.mark.parametrize("faces", ["pips", "numerals", "notes", "powers", "mixed"])
def test_every_face_mode_reads_back_note_by_note(replay, tmp_path, faces):
    path, heard = replay
    out = tmp_path / f"{faces}.mid"
    assert main(["export-midi", str(path), str(out), "--faces", faces, "--seed", "3"]) == 0
    options = face_options(faces)
    expected = expected_tiles(heard, lambda t: tuple(s.key for s in tile_spellings(options, 3, t)))
    assert read_tiles(out) == expected
    # pretty_midi, a second reader, agrees on the count and on the first note's start
    notes = notes_of(out)
    assert len(notes) == sum(len(n) for _, n in expected)
    assert notes[0].start == pytest.approx(float(expected[0][1][0][0]) * EIGHTH, abs=1e-6)


def test_one_meter_every_tile_on_a_bar_line_and_the_file_names_its_instrument(replay, tmp_path):
    # Updated for issue 27: each tile was a bar of its own length (7/8 here), 25 meters in a game
    # of notes. Now the file is in 4/4 throughout and each tile starts a bar.
    path, heard = replay
    out = tmp_path / "bars.mid"
    assert main(["export-midi", str(path), str(out), "--faces", "pips", "--instrument", "marimba"]) == 0
    midi = mido.MidiFile(str(out))
    programs = [m.program for m in midi.tracks[0] if m.type == "program_change"]
    assert programs == [12]  # General MIDI 13, marimba
    # pips: a quarter, an eighth, a quarter (5 eighths) and at least a quarter rest (7): one bar
    # of 4/4 (8 eighths, 3840 ticks) per tile
    assert time_signatures(out) == [(0, 4, 4)]
    marks = [m for m, _ in markers_of(out)]
    assert marks == [i * 8 * 480 for i in range(len(heard))]
    assert round(midi.length, 6) == pytest.approx(len(heard) * 8 * EIGHTH)


def time_signatures(path) -> list[tuple[int, int, int]]:
    out, at = [], 0
    for message in mido.MidiFile(str(path)).tracks[0]:
        at += message.time
        if message.type == "time_signature":
            out.append((at, message.numerator, message.denominator))
    return out


def test_a_game_of_notes_is_in_one_meter_with_each_tile_on_a_bar_line(replay, tmp_path):
    path, heard = replay
    out = tmp_path / "notes.mid"
    assert main(["export-midi", str(path), str(out), "--faces", "notes", "--seed", "5"]) == 0
    assert time_signatures(out) == [(0, 4, 4)]
    marks = [m for m, _ in markers_of(out)]
    assert len(marks) == len(heard)
    assert all(m % 3840 == 0 for m in marks)  # a 4/4 bar is 3840 ticks
    # each tile's notes end at least a quarter (960 ticks) before the next tile's bar
    tiles = read_tiles(out)
    for (mark, _), (_, notes), following in zip(markers_of(out), tiles, marks[1:], strict=False):
        end = mark + max((int((onset + held) * 480) for onset, held, _ in notes), default=0)
        assert following - end >= 960


def test_a_count_in_has_a_bar_of_its_own():
    # a listening question: four quarter clicks, then the rhythm (q) on the next bar's "one"
    from edu_domino.audio.sounds import listening_sound
    from edu_domino.faces import parse_spelling

    midi = midi_file([listening_sound(parse_spelling("notes:q")), listening_sound(parse_spelling("notes:e+e"))])
    starts, at = [], 0
    for message in midi.tracks[0]:
        at += message.time
        if message.type == "note_on" and message.velocity:
            starts.append((at, message.note))
    # bar 1: clicks (84) at every quarter; bar 2: the quarter (72); bar 3: clicks; bar 4: e e
    assert starts == [(0, 84), (960, 84), (1920, 84), (2880, 84), (3840, 72),
                      (7680, 84), (8640, 84), (9600, 84), (10560, 84), (11520, 72), (12000, 72)]
    assert [m.numerator for m in midi.tracks[0] if m.type == "time_signature"] == [4]


def test_detached_articulation_releases_each_note_early(replay, tmp_path):
    path, _ = replay
    legato, detached = tmp_path / "legato.mid", tmp_path / "detached.mid"
    assert main(["export-midi", str(path), str(legato), "--faces", "notes"]) == 0
    assert main(["export-midi", str(path), str(detached), "--faces", "notes",
                 "--articulation", "detached"]) == 0
    a, b = notes_of(legato), notes_of(detached)
    assert [n.start for n in a] == [n.start for n in b]
    assert all(y.end < x.end for x, y in zip(a, b, strict=True))


def test_the_file_reads_back_with_tempo_changes_where_sounds_change_tempo(tmp_path):
    out = tmp_path / "two.mid"
    write_midi(out, midi_file([step_sound(0), half_sound(get_face_set("powers").spellings(1)[0])],
                              [Tempo(120), Tempo(60)]))
    notes = notes_of(out)
    # the first quarter fills a 4/4 bar at 120 (2 s; issue 27: it was 1 s, a bar of 4/8)
    assert [(n.pitch, round(n.start, 6)) for n in notes] == [(60, 0.0), (62, 2.0)]
    assert notes[1].end - notes[1].start == pytest.approx(1.0)  # a quarter at 60, as written


@pytest.mark.parametrize("args, message", [
    (["missing.json", "out.mid"], "missing.json: no such file; check the path"),
    (["{replay}", "out.mid", "--faces", "notas"], "did you mean 'notes'"),
    (["{replay}", "out.wav"], "the output should end in .mid"),
    (["out.mid"], "give either a REPLAY file or --lesson PACK"),
    (["{replay}", "out.mid", "--tempo", "1000"], "--tempo: tempo 1000.0 is out of range"),
    (["{replay}", "out.mid", "--game", "3"], "there is no game 3"),
    (["{replay}", "out.mid", "--instrument", "kazoo"], "--instrument kazoo: give a General MIDI"),
    (["{replay}", "out.mid", "--faces", "mixed", "--difficulty", "single"], "'mixed' mixes face sets"),
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
    assert notes[0].end - notes[0].start == pytest.approx(float(tone.length) * eighth, abs=1e-5)
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
