"""A scripted pupil: answers every step kind right or wrong, and plays game steps to the end."""

from __future__ import annotations

from edu_domino.engine import Play
from edu_domino.lesson import (
    BuildStep,
    ChainStep,
    Feedback,
    ListenStep,
    MatchStep,
    Runner,
    Step,
    SumStep,
)
from edu_domino.lesson.kinds.tap import TapStep
from edu_domino.lesson.steps import worth

# A pupil's taps are never exact: these small errors (s) are well inside every tolerance.
TAP_WOBBLE = (0.0, 0.03, -0.02, 0.04, -0.03)


def right_answer(step: Step) -> object:
    """A right answer written the way a person types it, not the runner's own form."""
    if isinstance(step, MatchStep):
        return [step.choices[i].label for i in sorted(step.matching)]
    if isinstance(step, SumStep):
        if step.yes_no:
            return "yes" if step.expected() else "no"
        return str(step.total)
    if isinstance(step, BuildStep):
        return [step.palette[i].key for i in step.solution]
    if isinstance(step, ListenStep):
        return step.choices[min(step.right_choices)].key
    if isinstance(step, ChainStep):
        return str(step.legal[-1])
    if isinstance(step, TapStep):  # starting 2.5 s into the pupil's clock, a little off each note
        return [2.5 + t + TAP_WOBBLE[i % len(TAP_WOBBLE)] for i, t in enumerate(step.expected())]
    return None


def wrong_answer(step: Step) -> object:
    if isinstance(step, MatchStep):
        return [next(i for i in range(len(step.choices)) if i not in step.matching)]
    if isinstance(step, SumStep):
        if step.yes_no:
            return not step.expected()
        return step.total + 1
    if isinstance(step, BuildStep):
        smallest = min(range(len(step.palette)), key=lambda i: worth(step.palette[i], step.ask))
        picked = [smallest]
        while step.total_of(tuple(picked)) == step.target:
            picked.append(smallest)
        return picked
    if isinstance(step, ListenStep):
        return next(i for i in range(len(step.choices)) if i not in step.right_choices)
    if isinstance(step, ChainStep):
        legal_tiles = {p.tile for p in step.legal}
        misfit = [f.tile for f in step.hand if f.tile not in legal_tiles]
        return str(misfit[0]) if misfit else "pass"
    if isinstance(step, TapStep):  # the last note forgotten
        return list(step.expected()[:-1])
    return None


def play_game(runner: Runner, try_illegal: bool = True) -> list[Feedback]:
    """Play the current game step to its end, the pupil always laying the first legal move."""
    game = runner.game
    assert game is not None
    feedback: list[Feedback] = []
    moves = 0
    while not game.done:
        moves += 1
        assert moves < 5000, "the game does not end"
        if game.between_rounds:
            game.next_round()
        elif game.to_move(0):
            view = game.match.view(0)
            if try_illegal and view.ends:
                misfit = [t for t in view.hand if not (t.has(view.ends[0]) or t.has(view.ends[1]))]
                if misfit:
                    fb = runner.submit(f"{misfit[0]} R")
                    assert not fb.right and fb.hint and not fb.done
                    feedback.append(fb)
            legal = game.match.legal_actions()
            fb = runner.submit(str(legal[0]))
            assert fb.right, fb
            if isinstance(legal[0], Play):
                assert fb.sounds, "a placement is sounded"
            feedback.append(fb)
        else:
            game.computer_move()
    feedback.append(runner.submit(None))
    return feedback
