"""Sound through MIDI: what halves, tiles and matches sound like, and where the notes go.

- `sounds`: the mapping (spelling, tile, match -> `Sound`), documented in docs/sound.md.
- `Sound`, `Tone`, `Tempo`: tones in musical time (eighths), turned into timed mido messages.
- `open_output(name)`: a MIDI port, the built-in synth (default), silence or a recorder, each
  imported only when opened; falls back midi -> synth -> silent and returns one notice saying so.
- `Scheduler`: queues a sound's messages and sends them as the frame clock reaches them.
- `midifile`: sounds to a standard MIDI file (`edu-domino export-midi`).

Only this package imports mido, and only the synth output imports pygame (when it is opened).
"""

from edu_domino.audio.outputs import (
    DEFAULT_OUTPUT,
    FALLBACK_CHAIN,
    OUTPUTS,
    Fallback,
    Opened,
    Output,
    OutputUnavailable,
    UnknownOutput,
    open_output,
)
from edu_domino.audio.scheduler import Scheduler
from edu_domino.audio.sound import DEFAULT_TEMPO, Sound, Tempo, TimedMessage, Tone, join, silence

__all__ = [
    "DEFAULT_OUTPUT",
    "DEFAULT_TEMPO",
    "FALLBACK_CHAIN",
    "OUTPUTS",
    "Fallback",
    "Opened",
    "Output",
    "OutputUnavailable",
    "Scheduler",
    "Sound",
    "Tempo",
    "TimedMessage",
    "Tone",
    "UnknownOutput",
    "join",
    "open_output",
    "silence",
]
