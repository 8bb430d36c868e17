"""Errors a caller can cause. All are ValueErrors whose message says what was wrong and why."""


class EngineError(ValueError):
    """Base for every error the engine raises on purpose."""


class NotationError(EngineError):
    """Text that is not a tile or an action (`6-4 L`, `draw`, `pass`)."""


class IllegalAction(EngineError):
    """An action the rules do not allow now; the message says why."""


class RulesError(EngineError):
    """A rule set that cannot be played (unknown option, too many players for the set...)."""


class ReplayError(EngineError):
    """A replay document that cannot be read or played back; the message names the file, the
    place and the fix (see docs/replay-format.md)."""
