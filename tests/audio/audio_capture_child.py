"""Run in a subprocess with SDL_AUDIODRIVER=disk: play sounds through the built-in synth.

argv: OUT.json, then the sounds as spelling keys (or "chord"). Writes what was played (per sound:
its tones in seconds from its start) so the test knows what to listen for. The audio driver is
chosen when the mixer starts, so this cannot run inside the test process.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time

from edu_domino.audio import Scheduler, Tempo, open_output, sounds
from edu_domino.faces import parse_spelling

RATE = 44100
BUFFER = 441  # 10 ms exactly: the disk driver then keeps pace with the clock
GAP = 0.6  # seconds of silence between sounds (the test finds sounds by their gaps)


def main(out_path: str, tempo_bpm: float, keys: list[str]) -> int:
    # The capture is in real time: on a busy machine (two test runs at once on two cores) a late
    # mixer callback runs notes together. Ahead of the other processes where the system lets us
    # (as root, as in CI); the measure itself is unchanged.
    with contextlib.suppress(OSError):
        os.nice(-10)
    tempo = Tempo(tempo_bpm)
    output, notice = open_output("synth", frequency=RATE, buffer=BUFFER)
    if notice is not None or output.name != "synth":
        print(f"synth did not open: {notice}", file=sys.stderr)
        return 3
    output.wait_warm()
    scheduler = Scheduler(output, tempo=tempo)
    scheduler.start()
    played = []
    at = time.perf_counter() + 0.3
    for key in keys:
        sound = sounds.confirm_chord() if key == "chord" else sounds.half_sound(parse_spelling(key))
        played.append({
            "key": key,
            "tones": [[tempo.seconds(t.start), tempo.seconds(t.sounding), t.pitch] for t in sound.tones],
        })
        at = scheduler.play(sound, at=at) + GAP
    # Until the mixer has played every note out (its own progress, not the wall clock: on a busy
    # machine the mixer's thread may run behind), then a little longer for its last buffer.
    while time.perf_counter() < at or not scheduler.idle or output.busy_voices():
        time.sleep(0.02)
    time.sleep(0.1)
    scheduler.close()
    info = {"rate": output.rate, "channels": output.channels,
            "release": output.renderer.timbre.release, "played": played}
    output.close()
    with open(out_path, "w") as handle:
        json.dump(info, handle)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], float(sys.argv[2]), sys.argv[3:]))
