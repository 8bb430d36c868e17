"""Bad input -> one line on stderr, exit code 1; never a traceback.

Every command wraps its `run` with `@reports_user_errors`. Errors a user can cause are
`EngineError`s (bad rules, bad replays, illegal actions: each a ValueError whose message names
the place and the fix), `UserError`s raised by the commands themselves, and files that cannot be
read or written. Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import TypeVar

from edu_domino.engine.errors import EngineError

F = TypeVar("F", bound=Callable[..., int])


class UserError(ValueError):
    """Bad command-line input; the message says what is wrong and how to fix it."""


def fail(message: str) -> int:
    """Print one line to stderr and return the exit code 1."""
    line = " ".join(str(message).split())
    print(f"edu-domino: {line}", file=sys.stderr)
    return 1


def reports_user_errors(run: F) -> F:
    @functools.wraps(run)
    def wrapper(*args, **kwargs) -> int:
        try:
            return run(*args, **kwargs)
        except (EngineError, UserError) as exc:
            return fail(str(exc))
        except BrokenPipeError:
            raise
        except OSError as exc:
            from edu_domino.os_reasons import NotAFile, fix_for, reason

            if isinstance(exc, NotAFile):
                return fail(str(exc))
            where = f"{exc.filename}: " if exc.filename else ""
            return fail(f"{where}{reason(exc)}; {fix_for(exc)}")

    return wrapper  # type: ignore[return-value]
