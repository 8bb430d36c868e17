"""The longest frame of a lesson game against expert opponents (part of `edu-domino bench ui`).

Four players of the music preset, three of them experts, the pupil laying its first legal tile
whenever it is on turn; every frame is the app's whole frame. The opponents think on the game's
worker thread, so the longest frame should stay that of an ordinary frame where a move lands. Two
comparisons: the same game against greedy opponents (who answer at once: the frames where a move
lands, with no thinking behind them), and the experts' decisions timed on their own (what a frame
cost when they thought on the frame thread). The first frames (fonts, pictures) are not counted.
"""

from __future__ import annotations

import random
import statistics
import time

PACK = '''
id = "bench-expert-game"
version = 1
faces = "notes"
title = { es = "Partida", pt = "Partida", en = "Game" }
instructions = { es = "-", pt = "-", en = "-" }

[[steps]]
kind = "game"
rules = "musica"
options = { players = 4 }
opponents = ["{level}"]
play = "match"
seed = 7
'''


WARM_UP = 10  # frames not counted: the first drawing loads fonts and paints the tiles


def _pack(level: str):
    from edu_domino.lesson import loads_pack

    pack, problems = loads_pack(PACK.replace("{level}", level), "<bench>")
    if pack is None:
        raise RuntimeError("; ".join(str(p) for p in problems))
    return pack


def measure_lesson_game(frames: int, pace: float = 0.05) -> dict:
    """Against experts, and against greedy players for comparison (see the module docstring)."""
    experts = _measure(frames, pace, "expert")
    experts["greedy_opponents"] = {k: v for k, v in _measure(frames, pace, "greedy").items() if k != "expert_move_ms"}
    return experts


def _measure(frames: int, pace: float, level: str) -> dict:
    """Frames of a lesson game against `level` opponents: median and longest, and the experts' own
    decision times (median, longest) measured apart, on the same positions."""
    from edu_domino.ai import get_player
    from edu_domino.lesson.game_step import PUPIL
    from edu_domino.ui.app import App
    from edu_domino.ui.scenes.lesson_screen import LessonScene
    from edu_domino.ui.settings import Settings

    app = App(size=(1280, 720), settings=Settings(animations=True), language="es", sound=False)
    try:
        app.open("lesson", pack=_pack(level), seed=1)
        scene = app.top_as(LessonScene)
        for _ in range(3):  # past the pack's instructions page, to the game
            if scene.runner.game is None:
                scene.submit(None)
        game = scene.runner.game
        assert game is not None
        game.pace = pace  # quick turns: more expert moves in the frames measured
        expert = get_player("expert")
        times: list[float] = []
        thinking: list[float] = []
        computer_moves = 0
        for frame in range(frames + WARM_UP):
            if game.done:
                break
            if game.between_rounds:
                game.next_round()
            elif game.to_move(PUPIL):
                game.apply(PUPIL, game.legal(PUPIL)[0])
            elif not game.thinking and level == "expert":
                # The same decision on this thread, timed: what a frame cost before.
                view = game.seat_view(game.turn)
                t0 = time.perf_counter()
                expert.choose(view, view.legal, random.Random(0))
                thinking.append((time.perf_counter() - t0) * 1000)
            before = game.cursor
            t0 = time.perf_counter()
            app.show(app.frame([], 1 / 60))
            if frame >= WARM_UP:
                times.append((time.perf_counter() - t0) * 1000)
            computer_moves += game.cursor > before and not game.to_move(PUPIL)
            time.sleep(0.001)  # a real frame loop waits for the display; leave the worker the core
        return {
            "frames": len(times),
            "median": round(statistics.median(times), 3),
            "longest": round(max(times), 3),
            "computer_moves": int(computer_moves),
            "expert_move_ms": {"median": round(statistics.median(thinking), 3) if thinking else None,
                               "longest": round(max(thinking), 3) if thinking else None,
                               "decisions": len(thinking)},
        }
    finally:
        app.close()
