"""edu-domino: a classroom dominoes game with note-value and power-of-two faces."""

__version__ = "0.1.0"
