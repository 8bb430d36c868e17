"""Events are stamped when the app takes them off SDL's queue, between frames too."""

from __future__ import annotations

import pygame

from edu_domino.ui.timed_input import TimedInput, stamp_of


class PostingClock:
    """A clock that moves 1 ms each time it is read and, at its `post_at`-th read, posts an
    event into SDL's queue: a key that comes in the middle of the wait between two frames."""

    def __init__(self, post_at: int) -> None:
        self.reads, self.post_at = 0, post_at

    def __call__(self) -> float:
        self.reads += 1
        if self.reads == self.post_at:
            pygame.event.post(pygame.event.Event(pygame.USEREVENT, tag="tap"))
        return self.reads * 0.001


def test_an_event_that_comes_between_frames_is_stamped_when_it_came_not_at_the_next_frame(make_app):
    make_app()  # the display, so SDL's queue exists
    pygame.event.clear()
    clock = PostingClock(post_at=6)
    timed = TimedInput(fps=60, clock=clock, poll=0.0)
    events, _dt = timed.next_frame(fine=True)
    mine = [e for e in events if getattr(e, "tag", None) == "tap"]
    assert len(mine) == 1
    # Posted at the 6th read (6 ms); the frame ends after 1/60 s. Stamped at the next read.
    assert stamp_of(mine[0], -1.0) == 0.007
    assert clock.reads * 0.001 >= 1 / 60


def test_coarse_frames_stamp_events_too_and_a_given_stamp_is_kept(make_app):
    make_app()
    pygame.event.clear()
    timed = TimedInput(fps=1000, clock=lambda: 7.0)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, tag="a"))
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, tag="b", stamp=3.5))
    events, _dt = timed.next_frame(fine=False)
    stamps = {e.tag: stamp_of(e, -1.0) for e in events if hasattr(e, "tag")}
    assert stamps == {"a": 7.0, "b": 3.5}


def test_an_event_nobody_stamped_reads_as_the_default():
    assert stamp_of(pygame.event.Event(pygame.KEYDOWN, key=32), 2.0) == 2.0
