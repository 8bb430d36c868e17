"""Whether the app can open a window here: on Linux and the other X11/Wayland systems it needs a
display, and without one SDL prints an unrelated error and runs invisibly. Standard library only,
so `dev.py` asks before it installs anything.

>>> missing_screen({}, "linux") is not None
True
>>> missing_screen({"DISPLAY": ":0"}, "linux") is None
True
>>> missing_screen({"SDL_VIDEODRIVER": "dummy"}, "linux") is None   # tests and screenshots
True
>>> missing_screen({}, "win32") is None
True
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence

from edu_domino.i18n import _

# Windows and macOS always have a screen to open a window on.
_ALWAYS_A_SCREEN = ("win32", "cygwin", "darwin")


def missing_screen(env: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """One line saying the app needs a screen and how to give it one, or None when there is one
    (a display is set, or SDL_VIDEODRIVER names a driver on purpose)."""
    if platform.startswith(_ALWAYS_A_SCREEN):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("SDL_VIDEODRIVER"):
        return None
    return _("edu-domino needs a screen, and none was found (DISPLAY and WAYLAND_DISPLAY are not set): "
             "start it from a desktop session, or under Xvfb with {example}",
             example="`Xvfb :1 & DISPLAY=:1 edu-domino --window`")


def opens_window(argv: Sequence[str]) -> bool:
    """Whether these `edu-domino` arguments open the app's window (the app itself, or class play
    without --headless); every other command works with no screen.

    >>> opens_window([]), opens_window(["--lang", "es"]), opens_window(["serve", "--headless"])
    (True, True, False)
    """
    if not argv or argv[0].startswith("-") and argv[0] not in {"-h", "--help"}:
        return True
    if argv[0] == "play":
        return not {"-h", "--help"} & set(argv)
    return argv[0] == "serve" and not {"--headless", "-h", "--help"} & set(argv)
