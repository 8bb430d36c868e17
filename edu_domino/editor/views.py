"""The pupil's view of every step, drawn in the background so it is there when the teacher looks.

The editor hands over the text each step is drawn from (the pack with that step alone, as
`screenshot lesson` reads it) whenever the pack is opened or changed. One thread draws them, one
at a time (a school laptop has few cores): the steps changed by the newest edit first, then the
views the teacher has open, then the rest in order. A picture is kept under a key made from its
text, so a step that did not change is never drawn twice, a step that changed is never shown its
old picture, and undoing an edit finds the picture already drawn. Pictures no longer wanted are
not drawn; the oldest pictures no step wants are forgotten first when the cache is full.
Asking never waits for a drawing: the editor's requests stay quick.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from edu_domino.editor.session import DrawingDied, EditError

MAX_BYTES = 64 * 1024 * 1024  # about a thousand 800x600 views: far more steps than a pack has
READY, DRAWING, FAILED = "ready", "drawing", "error"


@dataclass(frozen=True)
class Drawn:
    png: bytes | None = None
    error: str | None = None  # why the step cannot be drawn, in the teacher's language

    @property
    def size(self) -> int:
        return len(self.png or b"") + len(self.error or "") + 200  # the entry's own keep, roughly


def view_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class PupilViews:
    def __init__(self, draw: Callable[[str], bytes], max_bytes: int = MAX_BYTES) -> None:
        """`draw(text)`: the PNG of the step in `text`; EditError says why it cannot be drawn
        (kept, as the picture would be); any other error (the drawing process died) is retried
        the next time the pack changes."""
        self._draw = draw
        self.max_bytes = max_bytes
        self._cache: OrderedDict[str, Drawn] = OrderedDict()  # oldest use first
        self._failed: dict[str, str] = {}  # key -> why, not kept: drawn again when asked again
        self._queue: list[str] = []  # keys to draw, first first
        self._texts: dict[str, str] = {}  # key -> text, for the keys queued
        self._wanted: set[str] = set()  # the keys of the pack's steps as last handed over
        self._urgent: dict[str, str] = {}  # key -> text: views a request is waiting for, drawn first
        self._drawing: str | None = None
        self._closed = False
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        self.drawings = 0  # pictures drawn so far

    # -- asked by the editor's requests (never waiting for a drawing) --------------------------

    def want(self, texts: Sequence[str], first: Sequence[int] = ()) -> list[str]:
        """The keys of these steps' views (one text per step, in order), queued to be drawn when
        not drawn yet: the steps whose text is new since the last call (the newest edit) first,
        then the steps in `first` (the views the teacher has open), then the others in order."""
        keys = [view_key(text) for text in texts]
        with self._changed:
            new = [i for i, key in enumerate(keys) if key not in self._wanted]
            order = [*new, *(i for i in first if 0 <= i < len(keys)), *range(len(keys))]
            self._failed = {k: why for k, why in self._failed.items() if k not in keys}  # asked again: drawn again
            self._texts = {**dict(zip(keys, texts, strict=True)), **self._urgent}
            self._queue = [key for key in dict.fromkeys([*self._urgent, *(keys[i] for i in order)])
                           if key not in self._cache and key != self._drawing]
            self._texts = {key: self._texts[key] for key in self._queue}
            self._wanted = set(keys)
            self._start()
            self._changed.notify_all()
        return keys

    def state(self, key: str) -> tuple[str, str | None]:
        """("ready", None), ("error", why), or ("drawing", None) for a view queued or being drawn
        (a key never handed over says "drawing" too: the page asks again after its next change)."""
        with self._changed:
            drawn = self._cache.get(key)
            if drawn is not None:
                return (READY, None) if drawn.png is not None else (FAILED, drawn.error)
            if key in self._failed:
                return FAILED, self._failed[key]
            return DRAWING, None

    def queued(self) -> list[str]:
        """The keys waiting to be drawn, the next first."""
        with self._changed:
            return list(self._queue)

    def picture(self, key: str) -> bytes | None:
        with self._changed:
            drawn = self._cache.get(key)
            if drawn is None:
                return None
            self._cache.move_to_end(key)
            return drawn.png

    # -- waited on (off the editor's event loop) ----------------------------------------------

    def now(self, text: str, timeout: float) -> Drawn:
        """This step's view, drawn ahead of every other if it is not drawn yet."""
        key = view_key(text)
        with self._changed:
            if key not in self._cache:
                self._failed.pop(key, None)
                self._urgent[key] = text
                if key != self._drawing:
                    self._queue = [key, *(k for k in self._queue if k != key)]
                    self._texts[key] = text
                self._start()
                self._changed.notify_all()
            self._changed.wait_for(lambda: key in self._cache or key in self._failed or self._closed, timeout)
            self._urgent.pop(key, None)
            if key in self._failed:
                return Drawn(error=self._failed[key])
            return self._cache.get(key) or Drawn(error="")

    def wait_idle(self, timeout: float) -> bool:
        """True once nothing is queued or being drawn (for tests and benchmarks)."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._queue and self._drawing is None, timeout)

    def close(self) -> None:
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        if self._thread is not None:
            self._thread.join(60)

    # -- the drawing thread ----------------------------------------------------------------------

    def _start(self) -> None:
        if self._thread is None and not self._closed:
            self._thread = threading.Thread(target=self._work, name="pupil-views", daemon=True)
            self._thread.start()

    def _work(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._queue or self._closed)
                if self._closed:
                    return
                key = self._drawing = self._queue.pop(0)
                text = self._texts.pop(key)
            drawn, failure = self._draw_one(text)
            with self._changed:
                self._drawing = None
                self.drawings += 1
                if drawn is not None:
                    self._keep(key, drawn)
                else:
                    self._failed[key] = failure or ""
                self._changed.notify_all()

    def _draw_one(self, text: str) -> tuple[Drawn | None, str | None]:
        try:
            return Drawn(png=self._draw(text)), None
        except DrawingDied as exc:  # not the step's fault: tried again when asked again
            return None, str(exc)
        except EditError as exc:
            return Drawn(error=str(exc)), None
        except Exception as exc:  # noqa: BLE001 - the thread goes on drawing the other steps
            return None, str(exc)

    def _keep(self, key: str, drawn: Drawn) -> None:
        self._cache[key] = drawn
        total = sum(d.size for d in self._cache.values())
        for old in [k for k in self._cache if k not in self._wanted and k != key]:
            if total <= self.max_bytes:
                break
            total -= self._cache.pop(old).size
