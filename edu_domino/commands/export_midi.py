"""`edu-domino export-midi REPLAY OUT.mid [--faces F]` or `export-midi --lesson PACK OUT.mid`.

A replay becomes every tile played, in order, each as its two halves (the half that meets the line
first), a quarter rest between tiles. A lesson pack becomes every sound its steps ask for, in order.
The mapping is the one the app plays (docs/sound.md); the file is a standard MIDI file (type 0).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from edu_domino.commands._errors import UserError, reports_user_errors

HELP = "write the sounds of a replay (or of a lesson pack) to a standard MIDI file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("replay", nargs="?", metavar="REPLAY",
                        help="a replay file (.json, or one replay per line)")
    parser.add_argument("out", metavar="OUT.mid", help="the MIDI file to write")
    parser.add_argument("--faces", default="pips", metavar="F",
                        help="face set the tiles sound as: pips, numerals, notes or powers (default pips)")
    parser.add_argument("--lesson", metavar="PACK", help="export a lesson pack's sounds instead of a replay")
    parser.add_argument("--game", type=int, default=1, metavar="N",
                        help="which replay of a file with one per line (default 1)")
    parser.add_argument("--tempo", type=float, default=None, metavar="BPM",
                        help="quarter notes a minute (default 120 for a replay, the pack's own for a lesson)")


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.audio.midifile import midi_file, write_midi
    from edu_domino.audio.sound import Tempo

    if (args.replay is None) == (args.lesson is None):
        raise UserError("give either a REPLAY file or --lesson PACK (one of them), then OUT.mid")
    out = Path(args.out)
    if out.suffix.lower() not in (".mid", ".midi"):
        raise UserError(f"{out}: the output should end in .mid; e.g. {out.with_suffix('.mid').name}")
    tempo = None
    if args.tempo is not None:
        try:
            tempo = Tempo(args.tempo)
        except ValueError as exc:
            raise UserError(f"--tempo: {exc}") from None
    if args.replay is not None:
        sounds, tempos, title, what = _replay_sounds(args.replay, args.faces, args.game)
    else:
        sounds, tempos, title, what = _lesson_sounds(args.lesson)
    if tempo is not None:
        tempos = [tempo] * len(sounds)
    elif not tempos:
        tempos = [Tempo()] * len(sounds)
    midi = midi_file(sounds, tempos, title=title)
    write_midi(out, midi)
    print(f"{out}: {what}, {midi.length:.1f} s")
    return 0


def _replay_sounds(path: str, faces_name: str, game: int):
    from edu_domino.audio.sound import Tempo
    from edu_domino.audio.sounds import halves_as_played, pair_sound
    from edu_domino.faces import get_face_set

    try:
        faces = get_face_set(faces_name)
    except ValueError as exc:
        raise UserError(f"--faces: {exc}") from None
    if game < 1:
        raise UserError(f"--game: {game} is not a game number; the first is 1")
    plays = _plays(path, game - 1)  # ReplayError names the file and the place
    top = max((max(p[0]) for p in plays if p is not None), default=0)
    if top > faces.max_value:
        raise UserError(f"{path}: the tiles go up to {top} but the {faces.name} faces stop at "
                        f"{faces.max_value}; choose --faces numerals or powers")
    sounds = [pair_sound(faces.spellings(first)[0], faces.spellings(second)[0])
              for first, second in halves_as_played(plays)]
    if not sounds:
        raise UserError(f"{path}: no tile was played in this replay; there is nothing to export")
    title = f"{Path(path).name} ({faces.name})"
    return sounds, [Tempo()] * len(sounds), title, f"{len(sounds)} tiles as {faces.name}"


def _plays(path: str, game: int) -> list:
    """(tile, end) of every tile played, in order, with None where a round starts.

    Like `edu_domino.engine.replay.played_tiles`, plus the round starts: a new round's first tile
    may happen to fit the previous line's ends, and must still be heard as a new line.
    """
    from edu_domino.engine.events import Played, RoundStarted
    from edu_domino.engine.replay import ReplayError, load_replays, run_replay

    replays = load_replays(path)
    if not 0 <= game < len(replays):
        raise ReplayError(f"{path}: has {len(replays)} replay(s); there is no game {game + 1}")
    plays: list = []

    def collect(_index: int | None, events: list) -> None:
        for e in events:
            if isinstance(e, RoundStarted):
                plays.append(None)
            elif isinstance(e, Played):
                plays.append((e.tile, e.end))

    run_replay(replays[game], collect)
    return plays


def _lesson_sounds(pack: str):
    from edu_domino.audio.sounds import request_sound
    from edu_domino.lesson import PackError, pack_sounds

    try:
        requests, title = pack_sounds(_pack_path(pack))
    except PackError as exc:
        problems = [str(p) for p in exc.problems] or [str(exc)]
        more = f" (and {len(problems) - 1} more; run edu-domino check-pack {pack})" if len(problems) > 1 else ""
        raise UserError(problems[0] + more) from None
    try:
        pairs = [request_sound(r) for r in requests]
    except ValueError as exc:
        raise UserError(f"{pack}: {exc}") from None
    if not pairs:
        raise UserError(f"{pack}: the pack asks for no sounds; there is nothing to export")
    title = title or Path(pack).stem
    return [s for s, _ in pairs], [t for _, t in pairs], title, f"{len(pairs)} sounds of {title!r}"


def _pack_path(pack: str) -> Path:
    """A pack file or folder, or the id (or file name) of a bundled or user pack."""
    import difflib

    from edu_domino.lesson import find_packs, lesson_dirs

    given = Path(pack)
    if given.exists():
        return given
    entries = find_packs(lesson_dirs())
    for entry in entries:
        if pack in (entry.path.stem, entry.path.name) or (entry.pack and entry.pack.id == pack):
            return entry.path
    names = sorted({e.pack.id for e in entries if e.pack} | {e.path.stem for e in entries})
    hint = difflib.get_close_matches(pack, names, n=1)
    did_you_mean = f"did you mean {hint[0]!r}? " if hint else ""
    listed = ", ".join(names) if names else "none are installed"
    raise UserError(f"--lesson: {pack!r} is neither a pack file nor a pack's id; {did_you_mean}"
                    f"the packs are: {listed}")
