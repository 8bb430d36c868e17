"""Sound outputs chosen by name, each imported only when it is opened (as mido picks backends).

    output, notice = open_output("synth")      # or "midi", "silent", "recorder"
    if notice: show(notice.message)             # said once; it is also logged

`midi` falls back to `synth`, `synth` to `silent`, so the app always gets something that
accepts messages; opening never raises for a missing port or device, only for an unknown name.
"""

from __future__ import annotations

import difflib
import importlib
import logging
from dataclasses import dataclass
from typing import NamedTuple

from edu_domino.audio.outputs.base import Output, OutputUnavailable

log = logging.getLogger("edu_domino.audio")

# name -> module defining open_output(**options) -> Output (raising OutputUnavailable)
OUTPUTS: dict[str, str] = {
    "midi": "edu_domino.audio.outputs.midi",
    "synth": "edu_domino.audio.outputs.synth",
    "silent": "edu_domino.audio.outputs.silent",
    "recorder": "edu_domino.audio.outputs.recorder",
}
FALLBACK_CHAIN: tuple[str, ...] = ("midi", "synth", "silent")
DEFAULT_OUTPUT = "synth"


@dataclass(frozen=True)
class Fallback:
    """The output asked for could not be opened; `got` was opened instead. `reasons` pairs each
    output tried with why it failed, so the UI can word (and translate) its own message."""

    wanted: str
    got: str
    reasons: tuple[tuple[str, str], ...]

    @property
    def message(self) -> str:
        why = "; ".join(f"{name}: {reason}" for name, reason in self.reasons)
        return f"sound: using the {self.got} output because the {self.wanted} output is unavailable ({why})"

    def __str__(self) -> str:
        return self.message


class Opened(NamedTuple):
    output: Output
    notice: Fallback | None


class UnknownOutput(ValueError):
    pass


def check_name(name: str) -> str:
    if name in OUTPUTS:
        return name
    hint = difflib.get_close_matches(name, list(OUTPUTS), n=1)
    did_you_mean = f"did you mean {hint[0]!r}? " if hint else ""
    raise UnknownOutput(f"{name!r} is not a sound output; {did_you_mean}choose one of {', '.join(OUTPUTS)}")


def open_output(name: str = DEFAULT_OUTPUT, **options: object) -> Opened:
    """Open the output called `name`, or the next one in midi -> synth -> silent that works.

    Options go to the output that uses them: `port` (a MIDI port name or part of one) and
    `backend` (a mido backend module) for midi; `frequency`, `buffer` and `voices` for synth;
    `clock` for recorder. Raises UnknownOutput (a ValueError) only for a name that is not an output.
    """
    check_name(name)
    tried = FALLBACK_CHAIN[FALLBACK_CHAIN.index(name):] if name in FALLBACK_CHAIN else (name,)
    reasons: list[tuple[str, str]] = []
    for candidate in tried:
        try:
            module = importlib.import_module(OUTPUTS[candidate])
            output = module.open_output(**options)
        except OutputUnavailable as exc:
            reasons.append((candidate, str(exc)))
            continue
        notice = Fallback(name, candidate, tuple(reasons)) if reasons else None
        if notice is not None:
            log.warning("%s", notice.message)
        return Opened(output, notice)
    # Only reachable for an output outside the chain that failed to open.
    raise OutputUnavailable("; ".join(f"{n}: {r}" for n, r in reasons))


__all__ = [
    "DEFAULT_OUTPUT",
    "FALLBACK_CHAIN",
    "OUTPUTS",
    "Fallback",
    "Opened",
    "Output",
    "OutputUnavailable",
    "UnknownOutput",
    "check_name",
    "open_output",
]
