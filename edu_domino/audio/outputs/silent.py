"""Silence: accepts every message and plays nothing (the last fallback, and for quiet rooms)."""

from __future__ import annotations

import mido

from edu_domino.audio.outputs.base import Output


class SilentOutput(Output):
    name = "silent"

    def _send(self, message: mido.Message, hold: float | None) -> None:
        pass


def open_output(**_options: object) -> SilentOutput:
    return SilentOutput()
