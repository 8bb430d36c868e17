"""Run in a subprocess with SDL_AUDIODRIVER=disk: start a long note, then stop it mid-note.

argv: OUT.json, seconds to wait before stop(). Writes the mixer's rate and channels.
"""

from __future__ import annotations

import json
import sys
import time

from edu_domino.audio import Scheduler, Tempo, open_output, sounds
from edu_domino.faces import parse_spelling

RATE = 44100
BUFFER = 441  # 10 ms exactly: the disk driver then keeps pace with the clock


def main(out_path: str, after: float) -> int:
    output, notice = open_output("synth", frequency=RATE, buffer=BUFFER)
    if notice is not None or output.name != "synth":
        print(f"synth did not open: {notice}", file=sys.stderr)
        return 3
    output.wait_warm()
    scheduler = Scheduler(output, tempo=Tempo(120))
    scheduler.start()
    scheduler.play(sounds.half_sound(parse_spelling("notes:w.")))  # 3 s: stopped long before
    time.sleep(after)
    scheduler.stop()
    time.sleep(0.4)
    scheduler.close()
    info = {"rate": output.rate, "channels": output.channels}
    output.close()
    with open(out_path, "w") as handle:
        json.dump(info, handle)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], float(sys.argv[2])))
