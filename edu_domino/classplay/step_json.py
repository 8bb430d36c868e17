"""A lesson step as a pupil's own device needs it (own-pace lessons), and its sounds for Web Audio.

Every step kind is described here for the page that draws it: what to show (the faces by their
spelling keys, drawn by the projector's painter as `/face/KEY.png`, and their words for the
alternative text), what may be answered and how, and what it sounds like. Never the right
answer: the server's `Runner` judges it (a tap step's rhythm goes as sound, not as onsets).

Sounds are the very notes the app's synth plays (`edu_domino.audio.sounds.request_sound`), as
events the page schedules with Web Audio: `{"at": seconds, "len": seconds, "hz": frequency,
"vel": 0..1}`.
"""

from __future__ import annotations

from collections.abc import Iterable

from edu_domino.classplay.messages import Faces, public_json, seat_json
from edu_domino.faces import FaceOptions
from edu_domino.lesson.game_step import PUPIL
from edu_domino.lesson.kinds import kind_of, prompt_of
from edu_domino.lesson.steps import Step
from edu_domino.play import SoundCue, TableGame


def midi_hz(pitch: int) -> float:
    return round(440.0 * 2 ** ((pitch - 69) / 12), 2)


def sound_json(cues: Iterable[SoundCue]) -> list[dict]:
    """The cues one after another, as timed tones (seconds from the first cue's start)."""
    # The synth's own rules (edu_domino.audio loads mido, a pure-Python package): only when a
    # sound is asked for, so importing class play stays free of it.
    from edu_domino.audio.sounds import request_sound

    events: list[dict] = []
    at = 0.0
    for cue in cues:
        sound, tempo = request_sound(cue)  # type: ignore[arg-type]  # a SoundCue is a SoundRequest
        eighth = 30.0 / tempo.quarter_bpm
        for tone in sound.tones:
            events.append({"at": round(at + float(tone.start) * eighth, 4),
                           "len": round(float(tone.sounding) * eighth, 4),
                           "hz": midi_hz(tone.pitch), "vel": round(tone.velocity / 127, 3)})
        at += float(sound.length) * eighth + eighth  # an eighth's breath between two cues
    return events


def game_json(game: TableGame, lang: str) -> dict:
    """A game step's table for the pupil at seat 0: the public table and the pupil's own hand
    (the same builders as class play, so the computer seats' tiles never reach the page)."""
    faces = Faces(game.faces, game.seed)
    match = game.match
    result = match.results[-1] if match.results and game.round_over else None
    seats = [{"seat": i, "name": name, "control": "device" if i == PUPIL else "computer", "connected": True,
              "joined": True, "stand_in": False} for i, name in enumerate(game.names)]
    view = game.spectator()
    table = public_json(view, seats, faces, game.version, result, match.winner_side, lang)
    table["order"] = list(view.play_order())
    you = seat_json(game.seat_view(PUPIL), faces, "device", lang)
    return {"answer": "game", "table": table, "you": you, "done": game.done,
            "between_rounds": game.between_rounds}


def step_json(step: Step, lang: str, game: TableGame | None, tempo: int) -> dict:
    """What the page draws for `step` and how it is answered (`answer`): the class lesson's
    forms (number, choice, yesno, tiles, faces, none) and the own-pace page's `build`, `chain`,
    `tap`, `game` and the explain page's text: each asked of the step's kind (its
    `own_pace_question`), a game's table built here."""
    out: dict[str, object] = {"id": step.id, "kind": step.kind, "prompt": prompt_of(step, lang)}
    kind = kind_of(step)
    if kind.is_game:
        return {**out, **game_json(game, lang)} if game is not None else out
    out.update(kind.own_pace_question(step, lang, tempo, sound_json))
    out["sound"] = sound_json(step.sounds(tempo))
    out["autoplay"] = step.autoplay()
    return out


def game_face_keys_all(options: FaceOptions, set_max: int) -> set[str]:
    """Every half picture a game with these faces may show, whatever its seed."""
    keys: set[str] = set()
    for face_set in options.pool:  # with difficulty "sets", halves come from several face sets
        for value in range(min(set_max, face_set.max_value) + 1):
            keys.update(s.key for s in face_set.spellings(value))
    return keys
