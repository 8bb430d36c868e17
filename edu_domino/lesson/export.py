"""Every sound a pack can ask for, in the order its steps meet them (for `export-midi --lesson`).

`pack_sounds(pack)` accepts a loaded `Pack` or a path; a pack that cannot be loaded raises
`PackError` (a ValueError whose message lists every problem as `file:line: ...`).
"""

from __future__ import annotations

from pathlib import Path

from edu_domino.lesson import sounds as snd
from edu_domino.lesson.kinds import kind_of
from edu_domino.lesson.loader import load_pack
from edu_domino.lesson.pack import Pack
from edu_domino.play import SoundCue


def pack_sounds(pack: Pack | str | Path) -> tuple[list[SoundCue], str]:
    """(every distinct sound request of the pack in order, the pack's English title)."""
    if not isinstance(pack, Pack):
        pack = load_pack(pack)
    seen: set[SoundCue] = set()
    out: list[SoundCue] = []
    for step in pack.steps:
        for sound in kind_of(step).export_sounds(step, pack.tempo):
            if sound not in seen:
                seen.add(sound)
                out.append(sound)
    for right in (True, False):
        out.append(snd.cue(right, pack.tempo))
    return out, pack.title.get("en")
