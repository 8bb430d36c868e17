"""Every sound a pack can ask for, in the order its steps meet them (for `export-midi --lesson`).

`pack_sounds(pack)` accepts a loaded `Pack` or a path; a pack that cannot be loaded raises
`PackError` (a ValueError whose message lists every problem as `file:line: ...`).
"""

from __future__ import annotations

from pathlib import Path

from edu_domino.faces import get_face_set
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.loader import load_pack
from edu_domino.lesson.pack import Pack
from edu_domino.lesson.steps import (
    BuildStep,
    ChainStep,
    ExplainStep,
    GameStep,
    ListenStep,
    MatchStep,
    SumStep,
    sound_of,
)
from edu_domino.lesson.tap_step import TapStep
from edu_domino.play import SoundCue


def _step_sounds(step, tempo: int) -> list[SoundCue]:
    if isinstance(step, ExplainStep | SumStep | TapStep):
        return list(step.sounds(tempo))
    if isinstance(step, MatchStep):
        return [*step.sounds(tempo), *(snd.tile(c.keys, tempo) for c in step.choices)]
    if isinstance(step, BuildStep):
        return [*(snd.half(p.key, tempo) for p in step.palette), *step.reveal_sounds(tempo)]
    if isinstance(step, ListenStep):
        return [*step.sounds(tempo), *(snd.half(c.key, tempo) for c in step.choices)]
    if isinstance(step, ChainStep):
        return [sound_of(t, tempo) for t in (*step.line, *step.hand)]
    if isinstance(step, GameStep) and step.rules is not None:
        faces = get_face_set(step.faces)
        out = []
        for value in range(step.rules.set_max + 1):
            spellings = faces.spellings(value)
            for s in spellings if step.difficulty != "single" else spellings[:1]:
                out.append(snd.half(s.key, tempo))
        return out
    return []


def pack_sounds(pack: Pack | str | Path) -> tuple[list[SoundCue], str]:
    """(every distinct sound request of the pack in order, the pack's English title)."""
    if not isinstance(pack, Pack):
        pack = load_pack(pack)
    seen: set[SoundCue] = set()
    out: list[SoundCue] = []
    for step in pack.steps:
        for sound in _step_sounds(step, pack.tempo):
            if sound not in seen:
                seen.add(sound)
                out.append(sound)
    for right in (True, False):
        out.append(snd.cue(right, pack.tempo))
    return out, pack.title.get("en")
