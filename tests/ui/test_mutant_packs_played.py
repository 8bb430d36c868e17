"""Pack mutants the checker accepts are also played in the real lesson screen, headless: each step
drawn, answered (right, or wrong where the step asks something) and drawn again, to the end of the
lesson. No mutant may crash the screen. The suite plays `EDU_DOMINO_FUZZ_MUTANTS` mutants (100 by
default, to stay short); a deeper run:

    EDU_DOMINO_FUZZ_MUTANTS=1000 .venv/bin/python -m pytest -q tests/ui/test_mutant_packs_played.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parents[1] / "lesson"))
from test_lesson_fuzz import mutated_pack  # noqa: E402  (the mutants the checker fuzz makes)

from edu_domino.lesson import ExplainStep, check_file  # noqa: E402
from edu_domino.ui.app import App  # noqa: E402
from edu_domino.ui.settings import Settings  # noqa: E402

MUTANTS = int(os.environ.get("EDU_DOMINO_FUZZ_MUTANTS", "100"))
_app: list[App] = []


def _the_app() -> App:
    if not _app:
        _app.append(App(size=(800, 600), settings=Settings(), sound=False))
    return _app[0]


def _play(pack, wrong_first: bool) -> int:
    app = _the_app()
    scene = app.open("lesson", pack=pack, seed=3)
    surface = pygame.Surface((800, 600))
    turns = 0
    while not scene.runner.finished and turns < 400:  # a game step may take many moves
        step = scene.runner.current
        scene.draw(surface)
        if isinstance(step, ExplainStep) or not step.scored:
            answer = None if isinstance(step, ExplainStep) else step.expected()
        else:
            answer = object() if wrong_first and turns % 2 == 0 else step.expected()
        scene.submit(answer)
        scene.draw(surface)
        if scene.waiting:
            scene._next()
        turns += 1
    scene.draw(surface)
    app.pop()
    return turns


@settings(max_examples=MUTANTS, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])
@given(mutated_pack(), st.booleans())
def test_accepted_mutants_play_to_the_end_in_the_lesson_screen(tmp_path, text, wrong_first):
    path = tmp_path / "mutant.toml"
    path.write_text(text, encoding="utf-8")
    pack, _problems = check_file(path)
    if pack is None:
        return  # refused with its problems: test_lesson_fuzz checks those
    _play(pack, wrong_first)
