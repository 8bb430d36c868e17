"""Run by test_xvfb_window.py in its own process: the real app loop in a real X window.

Key presses go through SDL's own event queue (pygame.event.post), exactly as typed keys do.
Prints one JSON line describing what happened, then saves the window to the PNG given.
"""

import json
import sys
import time

import pygame

from edu_domino.ui.app import App
from edu_domino.ui.intents import key_event
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.scenes.title import TitleScene

out = sys.argv[1]
app = App(size=(1024, 768), language="es", sound=False)
driver = pygame.display.get_driver()
app.push(TitleScene(app))
# New game -> Down until the menu stops on Start (its last row) -> Enter; then Enter plays the
# focused tile (or draws) whenever it is the pupil's turn, until a few moves have been made (or 30
# seconds have passed).
script = {5: pygame.K_RETURN, **{f: pygame.K_DOWN for f in range(10, 70, 3)}, 75: pygame.K_RETURN}
clock = pygame.time.Clock()
deadline = time.monotonic() + 30
frame = 0
while time.monotonic() < deadline:
    table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
    if table is not None and sum(len(a) for a in table.game.match.actions) >= 4:
        break
    if frame in script:
        pygame.event.post(key_event(script[frame]))
    elif table is not None and table.my_turn() and frame % 20 == 0:
        pygame.event.post(key_event(pygame.K_RETURN))
    app.show(app.frame(pygame.event.get(), clock.tick(120) / 1000))
    frame += 1
# Let the last laid tile finish sliding to its place (the slide is timed in seconds, so on a fast
# machine a fixed number of frames can catch it mid-way), then draw one more frame.
settle = time.monotonic() + 10
while True:
    app.show(app.frame(pygame.event.get(), clock.tick(120) / 1000))
    table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
    if table is None or table.control.pulse <= 0 or time.monotonic() > settle:
        break
app.show(app.frame(pygame.event.get(), clock.tick(120) / 1000))
table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
pygame.image.save(pygame.display.get_surface(), out)
print(json.dumps({
    "driver": driver,
    "size": list(pygame.display.get_surface().get_size()),
    "top": type(app.top).__name__,
    "line": len(table.game.match.round.line) if table else -1,
    "actions": sum(len(a) for a in table.game.match.actions) if table else -1,
    "frames": app.frames,
}))
app.close()
