"""A new game as the setup screen chose it, and the words the screens use for its choices.

`GameSetup.start()` makes the `edu_domino.play.TableGame` the table screen drives.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from edu_domino.engine import RuleSet, get_preset
from edu_domino.engine.presets import PRESET_NAMES  # noqa: F401  (the screens read it from here)
from edu_domino.faces import FaceOptions
from edu_domino.i18n import N_
from edu_domino.play import DEFAULT_PACE, Privacy, SeatKind, SeatSpec, TableGame


class SeatChoice(StrEnum):
    """Who sits in a seat, as the setup screen offers it (and last-game.json spells it)."""

    PERSON = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def level(self) -> str:
        """The computer level behind the choice (edu_domino.ai.LEVELS)."""
        return _AI_LEVELS.get(self, "greedy")

    def seat(self, name: str) -> SeatSpec:
        if self is SeatChoice.PERSON:
            return SeatSpec(name)
        return SeatSpec(name, SeatKind.COMPUTER, self.level)


_AI_LEVELS = {SeatChoice.EASY: "random", SeatChoice.MEDIUM: "greedy", SeatChoice.HARD: "expert"}

# Why a preset's rules allow one set only (edu_domino.engine.presets.PRESET_SETS), as New game says it.
ONE_SET_REASONS = {
    "clasico": N_("Classic dominoes is played with the double-six set: its 28 tiles give 7 to each of 4 players."),
    "faraes": N_("The Brazilian pairs rules deal the whole double-six set: 7 tiles to each of the 4 players."),
    "doble-doce": N_("These rules are the double-twelve game: 9 tiles for each of up to 6 players, the rest to "
                     "draw from."),
}
TEAM_LETTERS = "ABCDE"


@dataclass(frozen=True)
class GameSetup:
    preset: str = "clasico"
    overrides: dict = field(default_factory=dict)
    seats: tuple[SeatSpec, ...] = ()
    faces: str = "pips"
    difficulty: str = "single"  # edu_domino.faces DIFFICULTIES: single, spellings, sets
    seed: int | None = None
    privacy: Privacy = Privacy.COVER  # several persons at this screen: pass screen or private peek

    def rules(self) -> RuleSet:
        return get_preset(self.preset, **self.overrides)

    def face_options(self) -> FaceOptions:
        return FaceOptions(self.faces, self.difficulty)

    def start(self, pace: float = DEFAULT_PACE) -> TableGame:
        return TableGame(self.rules(), self.seats, seed=self.seed, faces=self.face_options(), pace=pace,
                         privacy=self.privacy)
