"""Drive the app the way a pupil does: key presses and mouse clicks, one frame each."""

from __future__ import annotations

import time

import pygame

from edu_domino.engine import Draw, Pass, Play
from edu_domino.ui.intents import key_event
from edu_domino.ui.shots.tap import StillClock  # noqa: F401  (tests import it from here)


def drawn_now(app, scene) -> list[str]:
    """Every string the scene draws when drawn afresh (the projector caches an unchanged frame)."""
    texts = scene.theme.record_texts()
    scene.relayout()
    scene._shown = None  # noqa: SLF001 - forget the cached frame
    scene.draw(app.screen)
    return texts


def frames_until(app, condition, limit_s: float = 60.0) -> None:
    """Draw frames (the record worker delivers between them) until `condition()`; bounded, not timed."""
    end = time.monotonic() + limit_s
    while not condition():
        assert time.monotonic() < end, "the record worker never got there"
        app.records.wait_idle(0.05)
        app.frame()


def press(app, key: int, mod: int = 0, dt: float = 1 / 60) -> None:
    app.frame([key_event(key, mod)], dt)


def click(app, pos, dt: float = 1 / 60) -> None:
    app.frame([
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ], dt)


def drag(app, start, end, dt: float = 1 / 60) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], dt)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))], dt)
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], dt)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], dt)


def choose_action(legal):
    """A simple, deterministic pupil: the first play in the list, else draw, else pass."""
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        return plays[0]
    for kind in (Draw, Pass):
        for a in legal:
            if isinstance(a, kind):
                return a
    raise AssertionError(f"nothing to do with {legal}")


def keys_for(table, action) -> list[int]:
    """The key presses that make `action` at the table, moving the focus with Tab."""
    if not isinstance(action, Play):
        return [pygame.K_SPACE]
    hand = table.hand()
    target = hand.index(action.tile)
    steps = (target - table.focus) % len(hand)
    keys = [pygame.K_TAB] * steps
    # Seed 002's keys for one end, L/R for the other: both mappings get exercised.
    keys.append(pygame.K_g if action.end == "L" else pygame.K_r)
    return keys


# --- lessons: a pupil who answers every step right, by keyboard ---------------------------------
def focus_choice(app, scene, predicate) -> None:
    choices = scene.build_choices()
    target = next(i for i, c in enumerate(choices) if predicate(c))
    for _ in range((target - scene.focus) % len(choices)):
        press(app, pygame.K_RIGHT)
    assert scene.focus == target


def answer_right(app, scene) -> None:
    from edu_domino.lesson import (
        BuildStep,
        ChainStep,
        ExplainStep,
        GameStep,
        ListenStep,
        MatchStep,
        SumStep,
    )
    from edu_domino.lesson.steps import TapStep

    step = scene.shown
    if isinstance(step, ExplainStep):
        focus_choice(app, scene, lambda c: c.kind == "button" and c.label == scene._("Continue"))
        press(app, pygame.K_RETURN)
    elif isinstance(step, MatchStep):
        for index in sorted(step.matching):
            focus_choice(app, scene, lambda c, i=index: c.kind == "toggle" and c.value == i)
            press(app, pygame.K_RETURN)
        focus_choice(app, scene, lambda c: c.kind == "button")
        press(app, pygame.K_RETURN)
    elif isinstance(step, SumStep):
        want = step.expected()
        if step.yes_no:
            focus_choice(app, scene, lambda c: c.value == ("yes" if want else "no"))
            press(app, pygame.K_RETURN)
        elif step.choices:
            focus_choice(app, scene, lambda c: c.value == want)
            press(app, pygame.K_RETURN)
        else:
            focus_choice(app, scene, lambda c: c.kind == "stepper")
            for _ in range(want):
                press(app, pygame.K_UP)
            focus_choice(app, scene, lambda c: c.kind == "button")
            press(app, pygame.K_RETURN)
    elif isinstance(step, BuildStep):
        for index in step.solution:
            focus_choice(app, scene, lambda c, i=index: c.kind == "add" and c.value == i)
            press(app, pygame.K_RETURN)
        focus_choice(app, scene, lambda c: c.kind == "button" and c.label == scene._("Check"))
        press(app, pygame.K_RETURN)
    elif isinstance(step, ListenStep):
        focus_choice(app, scene, lambda c: c.kind == "pick" and c.value == step.expected())
        press(app, pygame.K_RETURN)
    elif isinstance(step, ChainStep):
        play = step.expected()
        focus_choice(app, scene, lambda c: c.kind == "tile" and c.value == play.tile)
        press(app, pygame.K_l if play.end == "L" else pygame.K_r)
    elif isinstance(step, GameStep):
        play_game_by_keys(app, scene)
        focus_choice(app, scene, lambda c: c.kind == "button")
        press(app, pygame.K_RETURN)
    elif isinstance(step, TapStep):
        tap_rhythm(app, scene.view.pad, step.rhythm.onsets)
    else:
        raise AssertionError(f"unknown step {step!r}")


def play_game_by_keys(app, scene) -> None:
    """Play the lesson's game step to its end as a pupil does by keys: the first legal tile by
    L/R, else Space; Enter for the next round. Frames go on while the computer thinks."""
    game = scene.runner.game
    for _ in range(20000):
        if game.done:
            break
        if game.between_rounds:
            press(app, pygame.K_RETURN)
            continue
        if not game.to_move(0):
            app.frame(dt=1.0)
            if game.thinking and not game.answer_ready:
                time.sleep(0.001)  # the opponent thinks on its own thread; let it answer
            continue
        plays = [a for a in game.legal(0) if isinstance(a, Play)]
        if plays:
            focus_choice(app, scene, lambda c, t=plays[0].tile: c.kind == "tile" and c.value == t)
            press(app, pygame.K_l if plays[0].end == "L" else pygame.K_r)
        else:
            press(app, pygame.K_SPACE)
    assert game.done


def tap_key(app, stamp: float) -> None:
    """Space down and up, the key stamped `stamp` as the app's timed input stamps it."""
    fields = {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 44, "stamp": stamp}
    app.frame([pygame.event.Event(pygame.KEYDOWN, **fields), pygame.event.Event(pygame.KEYUP, **fields)])


def tap_rhythm(app, pad, offsets) -> None:
    """Tap a pad's rhythm by keyboard: Space starts it (listening first if it says so, then the
    count-in), then a Space at each of `offsets` (seconds from the first note). The pad's clock
    is stilled and moved by hand, so no test waits for real time."""
    clock = StillClock(pad.clock())
    pad.clock = pad.session.clock = clock
    tap_key(app, clock.now)
    session = pad.session
    first = session.downbeat + session.lead
    for offset in offsets:
        clock.now = first + offset
        tap_key(app, clock.now)
    clock.now = session.taps_end() + 0.01
    app.frame()


def type_text(app, text: str) -> None:
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])


def play_whole_lesson(app, scene) -> int:
    """Answer every step right (Continue after each feedback) until the lesson's summary; returns
    how many key strokes' worth of steps it took."""
    presses = 0
    while not (scene.runner.finished and not scene.waiting):
        if scene.waiting:
            press(app, pygame.K_RETURN)
        else:
            answer_right(app, scene)
        presses += 1
        assert presses < 400
    return presses


def settle(app) -> None:
    """Let the record worker finish what the last key presses asked of it (saving, checking a
    PIN, listing the pupils), deliver the results, and draw one frame."""
    for _ in range(20):  # a result may queue another call (a new pupil's first drill)
        if not app.records.busy:
            break
        assert app.records.flush(), "the record worker did not finish"
    app.frame()


def menu_to(app, label: str) -> None:
    """Move the top menu's focus (Down) to the row whose text is `label`, then press Enter."""
    menu = app.top.menu
    for _ in range(len(menu.items) + 1):
        item = menu.focused_item()
        text = item.label() if callable(item.label) else app.top._(item.label)
        if text == label:
            press(app, pygame.K_RETURN)
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"no menu row {label!r}")


def open_new_game(app):
    """From a fresh title screen, Enter on New game; returns the setup scene on top."""
    from edu_domino.ui.scenes.setup import SetupScene
    from edu_domino.ui.scenes.title import TitleScene

    app.push(TitleScene(app))
    app.frame()
    press(app, pygame.K_RETURN)  # New game
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def wait_loaded(app, scene) -> None:
    """Frames until the file browser `scene` has finished loading the pack it opened."""
    for _ in range(2000):
        app.frame()
        if scene.loading is None:
            return
    raise AssertionError("the pack never finished loading")


def http_status(url: str) -> int:
    """The status a GET of `url` answers with; 0 when nothing listens there."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            return reply.status
    except urllib.error.HTTPError as exc:
        return exc.code
    except (urllib.error.URLError, ConnectionError):
        return 0
