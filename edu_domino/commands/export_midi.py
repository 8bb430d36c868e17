"""`edu-domino export-midi REPLAY OUT.mid [--faces F --difficulty D --seed S]` or `--lesson PACK`.

A replay becomes every tile played, in order, each as the two spellings drawn on it in a game with
those faces and seed (the same as `gallery --faces F --difficulty D --seed S` paints), the half that
meets the line first, each starting a bar, at least a quarter rest after it; a marker with the
tile's text (`6-4`) starts each. A lesson pack becomes every sound its steps ask for, in order.
The mapping is the one the app plays (docs/sound.md); the file is a standard MIDI file (type 0),
in 4/4 throughout (`audio.midifile` says why).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from edu_domino.commands._errors import UserError, reports_user_errors
from edu_domino.i18n import N_, _

HELP = N_("write the sounds of a replay (or of a lesson pack) to a standard MIDI file")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("replay", nargs="?", metavar=N_("REPLAY"),
                        help=N_("a replay file (.json, or one replay per line)"))
    parser.add_argument("out", metavar=N_("OUT.mid"), help=N_("the MIDI file to write"))
    parser.add_argument("--faces", default="pips", metavar="F",
                        help=N_("faces the tiles sound as: pips, numerals, notes, notes-rests, powers or mixed (default pips)"))
    parser.add_argument("--difficulty", default=None, metavar="D",
                        help=N_("single, spellings or sets, as in gallery and a game (default: spellings "
                        "for notes, notes-rests and powers, sets for mixed, single otherwise)"))
    parser.add_argument("--seed", type=int, default=None, metavar="S",
                        help=N_("the game seed that chose each half's spelling (default: the replay's own "
                        "seed, else 0)"))
    parser.add_argument("--articulation", choices=("legato", "detached"), default="legato",
                        help=N_("legato: every note lasts its written length (default); detached: each "
                        "note is released a little early, as the app plays it"))
    parser.add_argument("--instrument", default="1", metavar="P",
                        help=N_("General MIDI program, 1 to 128, or a name: piano, marimba, "
                        "vibraphone, xylophone, flute, clarinet, violin (default 1, piano)"))
    parser.add_argument("--lesson", metavar=N_("PACK"), help=N_("export a lesson pack's sounds instead of a replay"))
    parser.add_argument("--game", type=int, default=1, metavar="N",
                        help=N_("which replay of a file with one per line (default 1)"))
    parser.add_argument("--tempo", type=float, default=None, metavar="BPM",
                        help=N_("quarter notes a minute (default 120 for a replay, the pack's own for a lesson)"))


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.audio.midifile import midi_file, write_midi
    from edu_domino.audio.sound import Tempo

    if (args.replay is None) == (args.lesson is None):
        raise UserError(_("give either a REPLAY file or {option} (one of them), then OUT.mid", option="--lesson PACK"))
    out = Path(args.out)
    if out.suffix.lower() not in (".mid", ".midi"):
        raise UserError(_("{file}: the output should end in .mid; e.g. {example}", file=out,
                          example=out.with_suffix(".mid").name))
    tempo = None
    if args.tempo is not None:
        try:
            tempo = Tempo(args.tempo)
        except ValueError as exc:
            raise UserError(f"--tempo: {exc}") from None
    program = _program(args.instrument)
    markers = None
    if args.replay is not None:
        sounds, markers, title, what = _replay_sounds(args, args.replay)
        tempos = [Tempo()] * len(sounds)
    else:
        sounds, tempos, title, what = _lesson_sounds(args.lesson)
    if tempo is not None:
        tempos = [tempo] * len(sounds)
    elif not tempos:
        tempos = [Tempo()] * len(sounds)
    midi = midi_file(sounds, tempos, title=title, markers=markers, articulation=args.articulation,
                     program=program)
    write_midi(out, midi)
    print(_("{file}: {what}, {seconds} s", file=out, what=what, seconds=f"{midi.length:.1f}"))
    return 0


# General MIDI programs (0-based) a teacher may name; any other is given by its number.
INSTRUMENTS = {"piano": 0, "vibraphone": 11, "marimba": 12, "xylophone": 13, "violin": 40,
               "clarinet": 71, "flute": 73}


def _program(given: str) -> int:
    text = given.strip().lower()
    if text in INSTRUMENTS:
        return INSTRUMENTS[text]
    if text.isdigit() and 1 <= int(text) <= 128:
        return int(text) - 1
    raise UserError(_("{option}: give a General MIDI program from 1 to 128 or one of {names}; e.g. {example}",
                      option=f"--instrument {given}", names=", ".join(INSTRUMENTS), example="--instrument marimba"))


def _replay_sounds(args: argparse.Namespace, path: str):
    from edu_domino.audio.sounds import laid_tile_sound
    from edu_domino.faces import face_options, plays_heard

    try:
        options = face_options(args.faces, args.difficulty)
    except ValueError as exc:
        raise UserError(f"--faces {args.faces} --difficulty {args.difficulty}: {exc}") from None
    if args.game < 1:
        raise UserError(_("{option}: {n} is not a game number; the first is 1", option="--game", n=args.game))
    plays, replay_seed = _plays(path, args.game - 1)  # ReplayError names the file and the place
    seed = args.seed if args.seed is not None else (replay_seed or 0)
    top = max((max(p[0]) for p in plays if p is not None), default=0)
    if top > options.max_value:
        raise UserError(_("{file}: the tiles go up to {top} but the {faces} faces stop at {most}; choose {fix}",
                          file=path, top=top, faces=args.faces, most=options.max_value,
                          fix="--faces numerals / --faces powers"))
    heard = plays_heard(plays)
    if not heard:
        raise UserError(_("{file}: no tile was played in this replay; there is nothing to export", file=path))
    sounds = [laid_tile_sound(options, seed, tile, first) for tile, first in heard]
    markers = [f"{tile[0]}-{tile[1]}" for tile, _first in heard]
    title = f"{Path(path).name} ({args.faces})"
    return sounds, markers, title, _("{n} tiles as {faces} ({difficulty}, seed {seed})", n=len(sounds),
                                     faces=args.faces, difficulty=options.difficulty, seed=seed)


def _plays(path: str, game: int) -> tuple[list, int | None]:
    """(tile, end) of every tile played, in order, with None where a round starts; and the
    replay's seed (None when it gives its deals instead).

    Like `edu_domino.engine.replay.played_tiles`, plus the round starts: a new round's first tile
    may happen to fit the previous line's ends, and must still be heard as a new line.
    """
    from edu_domino.engine.events import Played, RoundStarted
    from edu_domino.engine.replay import ReplayError, load_replays, run_replay

    replays = load_replays(path)
    if not 0 <= game < len(replays):
        raise ReplayError(_("{file}: has {n} replays; there is no game {game}", file=path, n=len(replays),
                            game=game + 1))
    seed = getattr(replays[game], "seed", None)
    plays: list = []

    def collect(_index: int | None, events: list) -> None:
        for e in events:
            if isinstance(e, RoundStarted):
                plays.append(None)
            elif isinstance(e, Played):
                plays.append((e.tile, e.end))

    run_replay(replays[game], collect)
    return plays, seed


def _lesson_sounds(pack: str):
    from edu_domino.audio.sounds import request_sound
    from edu_domino.lesson import PackError, pack_sounds

    try:
        requests, title = pack_sounds(_pack_path(pack))
    except PackError as exc:
        problems = [str(p) for p in exc.problems] or [str(exc)]
        more = " " + _("(and {n} more; run {command})", n=len(problems) - 1,
                       command=f"edu-domino check-pack {pack}") if len(problems) > 1 else ""
        raise UserError(problems[0] + more) from None
    try:
        pairs = [request_sound(r) for r in requests]
    except ValueError as exc:
        raise UserError(f"{pack}: {exc}") from None
    if not pairs:
        raise UserError(_("{file}: the pack asks for no sounds; there is nothing to export", file=pack))
    title = title or Path(pack).stem
    return [s for s, _t in pairs], [t for _s, t in pairs], title, _("{n} sounds of {title!r}", n=len(pairs), title=title)


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
    did_you_mean = _("did you mean {name!r}?", name=hint[0]) + " " if hint else ""
    listed = ", ".join(names) if names else _("none are installed")
    raise UserError(_("{option}: {pack!r} is neither a pack file nor a pack's id; {did_you_mean}the packs are: {listed}",
                      option="--lesson", pack=pack, did_you_mean=did_you_mean, listed=listed))
