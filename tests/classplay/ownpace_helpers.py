"""Shared by the own-pace tests: a pack with every step kind, a server on loopback, joining."""

from __future__ import annotations

import json
import urllib.request
from contextlib import contextmanager

from edu_domino.classplay.ownpace import OwnPaceLesson
from edu_domino.classplay.ownpace_server import OwnPaceServer
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.lesson import loads_pack
from edu_domino.progress import open_record

# Tempo 60: a quarter lasts 1 s, an eighth 0.5 s, so the tap step's taps are easy to work out.
PACK = '''
id = "own-pace-test"
version = 3
faces = "notes"
tempo = 60
retries = 1
[title]
en = "Own pace test"
es = "Prueba a tu ritmo"
pt = "Teste no seu ritmo"
[instructions]
en = "Every kind of step."

[[steps]]
kind = "explain"
id = "welcome"
show = ["notes:q"]
text = { en = "A quarter counts 2." }

[[steps]]
kind = "sum"
id = "two-quarters"
show = ["notes:q", "notes:q"]
answer = 4

[[steps]]
kind = "match"
id = "quarter-matches"
half = "notes:q"
choices = [["notes:e+e", "notes:h"], ["notes:e", "notes:h"], ["notes:q", "notes:q"]]
answer = ["2-4", "2-2"]

[[steps]]
kind = "build"
id = "build-four"
target = 4
palette = ["e", "q", "h"]
answer = ["q", "q"]

[[steps]]
kind = "listen"
id = "hear-quarter"
play = "q"
choices = ["e", "q", "h"]
answer = "q"

[[steps]]
kind = "chain"
id = "chain-one"
line = [["notes:h", "notes:q."], ["notes:e+e+e", "notes:h."]]
hand = [["notes:q+q+q", "notes:e"], ["notes:q", "notes:q"], ["notes:h_e", "notes:e+e"]]
answer = "6-1 R"

[[steps]]
kind = "tap"
id = "tap-q-e-e"
play = "q+e+e"
answer = [0.0, 1.0, 1.5]

[[steps]]
kind = "game"
id = "music-hand"
rules = "musica"
options = { players = 2 }
faces = "notes"
difficulty = "spellings"
opponents = ["greedy"]
play = "round"
seed = 4
'''

# The right answer to each step, as a device may send it (choices by what they are, not by their
# place: a pack's choices are shuffled) (worked out by hand from the pack above:
# the chain's only fit is 6-1 on the right end; "q+e+e" at 60 a minute sounds at 0, 1 and 1.5 s,
# so taps at any origin with those gaps, in performance.now() milliseconds).
RIGHT = {
    "two-quarters": {"type": "answer", "value": "4"},
    "quarter-matches": {"type": "answer", "value": ["2-4", "2-2"]},
    "build-four": {"type": "answer", "value": ["q", "q"]},
    "hear-quarter": {"type": "answer", "value": "q"},
    "chain-one": {"type": "answer", "value": "6-1 R"},
    "tap-q-e-e": {"type": "answer", "taps": [52_310.5, 53_311.0, 53_808.25]},
}
WRONG = {
    "two-quarters": {"type": "answer", "value": "5"},
    "quarter-matches": {"type": "answer", "value": ["1-4"]},
    "build-four": {"type": "answer", "value": ["e"]},
    "hear-quarter": {"type": "answer", "value": "e"},
    "chain-one": {"type": "answer", "value": "2-2 L"},
    "tap-q-e-e": {"type": "answer", "taps": [1000.0, 1600.0, 2500.0]},
}
SKILLS = {"two-quarters": "sums", "quarter-matches": "spellings", "build-four": "sums",
          "hear-quarter": "listening", "chain-one": "spellings", "tap-q-e-e": "rhythm", "music-hand": "game"}


def own_pace_pack():
    pack, problems = loads_pack(PACK, "own-pace-test.toml")
    assert pack is not None and not [p for p in problems if not p.warning], problems
    return pack


@contextmanager
def ownpace_server(record_path, images=None, **options):
    lesson = OwnPaceLesson(own_pace_pack(), "en", ClassRecorder(lambda: open_record(record_path)), seed=5, **options)
    server = OwnPaceServer(ownpace=lesson, images=images or {}, host="127.0.0.1", port=0)
    server.start_in_thread()
    try:
        yield server, lesson
    finally:
        server.stop_thread()
        lesson.close()


def join(server, name: str, pin: str | None = None) -> str:
    """The pupil's token, joined through the room page's API as a browser does."""
    body = json.dumps({"code": server.room_code, "name": name, "pin": pin}).encode()
    request = urllib.request.Request(f"{server.url}api/join", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.loads(reply.read())["join"].rsplit("/", 1)[1]
