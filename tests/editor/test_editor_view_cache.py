"""The pupil views drawn in the background (editor/views.py), with a stand-in drawer that records
what it is asked to draw and can be held mid-drawing: what is drawn, in which order, and what is
shown for a step that changed while it was being drawn."""

from __future__ import annotations

import threading

import pytest

from edu_domino.editor.session import DrawingDied, EditError
from edu_domino.editor.views import PupilViews, view_key

WAIT = 60.0


class Drawer:
    """Draws b"PNG of " + the text; holds on a text in `hold` until released."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.hold: set[str] = set()
        self.reached = threading.Event()
        self.release = threading.Event()

    def __call__(self, text: str) -> bytes:
        self.asked.append(text)
        if text in self.hold:
            self.reached.set()
            assert self.release.wait(WAIT)
        if text.startswith("broken"):
            raise EditError(f"cannot draw {text}")
        if text.startswith("died"):
            raise DrawingDied("the process ended")
        return b"PNG of " + text.encode()


@pytest.fixture
def drawer():
    return Drawer()


@pytest.fixture
def views(drawer):
    kept = PupilViews(drawer)
    yield kept
    drawer.release.set()
    kept.close()


def settle(views: PupilViews) -> None:
    assert views.wait_idle(WAIT), "the views were not drawn"


def test_every_step_is_drawn_once_and_the_same_content_is_never_drawn_again(views, drawer):
    keys = views.want(["a", "b", "c"])
    settle(views)
    assert drawer.asked == ["a", "b", "c"]
    assert [views.picture(k) for k in keys] == [b"PNG of a", b"PNG of b", b"PNG of c"]
    assert [views.state(k) for k in keys] == [("ready", None)] * 3

    # The pack handed over again (the same steps, moved; an undo back to drawn content): nothing drawn.
    assert views.want(["c", "a", "b"]) == [keys[2], keys[0], keys[1]]
    settle(views)
    assert drawer.asked == ["a", "b", "c"]


def test_a_changed_step_is_drawn_again_first_then_the_open_views(views, drawer):
    drawer.hold = {"a"}
    views.want(["a", "b", "c", "d"])
    assert drawer.reached.wait(WAIT)
    # While a is drawn, the teacher edits d and has c's view open: d (the newest edit), then c, then b.
    views.want(["a", "b", "c", "d2"], first=[2])
    drawer.release.set()
    settle(views)
    assert drawer.asked == ["a", "d2", "c", "b"]


def test_views_no_longer_wanted_are_not_drawn(views, drawer):
    drawer.hold = {"a"}
    views.want(["a", "b", "c"])
    assert drawer.reached.wait(WAIT)
    views.want(["x"])  # another pack's worth of steps: b and c are dropped
    drawer.release.set()
    settle(views)
    assert drawer.asked == ["a", "x"]


def test_an_edit_during_a_drawing_never_shows_the_old_picture(views, drawer):
    drawer.hold = {"step v1"}
    [old] = views.want(["step v1"])
    assert drawer.reached.wait(WAIT)
    [new] = views.want(["step v2"])  # edited while v1 is being drawn
    assert new != old
    assert views.state(new) == ("drawing", None) and views.picture(new) is None
    drawer.release.set()
    settle(views)
    assert views.picture(new) == b"PNG of step v2"
    # v1's picture is kept under its own content (an undo finds it), never under v2's.
    assert views.picture(old) == b"PNG of step v1"
    assert drawer.asked == ["step v1", "step v2"]


def test_a_step_that_cannot_be_drawn_says_why_once_and_a_dead_process_is_tried_again(views, drawer):
    broken, died = views.want(["broken step", "died once"])
    settle(views)
    assert views.state(broken) == ("error", "cannot draw broken step")
    assert views.state(died) == ("error", "the process ended")
    views.want(["broken step", "died once"])
    settle(views)
    assert drawer.asked == ["broken step", "died once", "died once"]


def test_the_cache_forgets_the_oldest_views_no_step_wants_and_keeps_the_wanted(drawer):
    # Each stand-in picture is 7 + 2 bytes, counted as about 209: room for three.
    views = PupilViews(drawer, max_bytes=3 * 209 + 10)
    try:
        first = views.want(["p1", "p2"])
        settle(views)
        later = views.want(["p3", "p4", "p5"])
        settle(views)
        assert views.picture(first[0]) is None and views.picture(first[1]) is None
        assert [views.picture(k) for k in later] == [b"PNG of p3", b"PNG of p4", b"PNG of p5"]
        views.want(["p1"])
        settle(views)
        assert drawer.asked == ["p1", "p2", "p3", "p4", "p5", "p1"]  # forgotten, so drawn again
    finally:
        views.close()


def test_a_view_asked_for_now_is_drawn_before_the_queued_ones(views, drawer):
    drawer.hold = {"a"}
    views.want(["a", "b", "c"])
    assert drawer.reached.wait(WAIT)
    got: list = []
    waiting = threading.Thread(target=lambda: got.append(views.now("z", WAIT)))
    waiting.start()
    # The thread has queued z when a is let go: z comes right after a, before b and c.
    while views.queued()[:1] != [view_key("z")]:
        threading.Event().wait(0.01)
    drawer.release.set()
    waiting.join(WAIT)
    settle(views)
    assert got[0].png == b"PNG of z"
    assert drawer.asked == ["a", "z", "b", "c"]


def test_a_key_never_handed_over_is_not_ready_and_has_no_picture(views):
    assert views.state(view_key("never asked")) == ("drawing", None)
    assert views.picture(view_key("never asked")) is None
