"""The `game` step kind: play a round or a match against computer opponents (not scored)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from edu_domino.engine import (
    RuleSet,
)
from edu_domino.engine.presets import PRESET_NAMES
from edu_domino.faces import DIFFICULTIES, FACE_SETS, FaceOptions, get_face_set
from edu_domino.i18n import N_, _
from edu_domino.lesson import opponents
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.checker import (
    GAME_PLAYS,
    Checker,
    split_message,
)
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    StepKind,
    prompt_of,
)
from edu_domino.lesson.kinds.fields import Field
from edu_domino.lesson.play_step_checks import make_match
from edu_domino.lesson.step_base import (
    Step,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue, TableGame


@dataclass(frozen=True)
class GameStep(Step):
    rules: RuleSet | None = None
    faces: str = "pips"
    difficulty: str = "single"
    opponents: tuple[str, ...] = ("random",)
    play: str = "round"  # "round": one hand; "match": to the rules' target
    seed: int | None = None
    spellings: frozenset[str] | None = None  # the pack's `spellings` (by key); None: all
    kind: ClassVar[str] = "game"
    scored: ClassVar[bool] = False

    def default_prompt(self, lang: str) -> str:
        return say("prompt.game", lang)


def check_game(raw, path, ck: Checker, common, seed, source) -> Step | None:
    probe = make_match(raw, path, ck, "rules")
    faces = ck.choice(raw, path, "faces", FACE_SETS, ck.faces)
    difficulty = ck.choice(raw, path, "difficulty", DIFFICULTIES, ck.difficulty)
    play = ck.choice(raw, path, "play", GAME_PLAYS, "round")
    names = ck.get(raw, path, "opponents", list, default=["random"], example='opponents = ["random"]')
    game_seed = ck.get(raw, path, "seed", int, default=None)
    if probe is None or not isinstance(names, list):
        return None
    rules = probe.rules
    if get_face_set(faces).max_value < rules.set_max:
        ck.err((*path, "faces"), _("the {faces} faces stop at {top}, below double-{set}", faces=faces,
                                   top=get_face_set(faces).max_value, set=rules.set_max),
               _("choose a smaller set or other faces"))
        return None
    if not names or not all(isinstance(n, str) for n in names):
        ck.err((*path, "opponents"), _("`{key}` must list each opponent's level as text", key="opponents"),
               _("write {snippet}", snippet='opponents = ["random"]'))
        return None
    wanted = rules.players - 1
    if len(names) not in (1, wanted):
        ck.err((*path, "opponents"), _("{n} opponents for {players} players", n=len(names), players=rules.players),
               _("list 1 level (used for all) or {n}", n=wanted))
        return None
    for i, level in enumerate(names):
        problem = opponents.check_level(level)
        if problem:
            what, fix = split_message(problem)
            ck.err((*path, "opponents", i), what, fix)
    levels = tuple(names) if len(names) == wanted else tuple(names) * wanted
    return GameStep(**common, rules=rules, faces=faces, difficulty=difficulty, opponents=levels,
                    play=play, seed=game_seed if isinstance(game_seed, int) else None,
                    spellings=_allowed_keys(ck, faces, difficulty, rules.set_max))


def _allowed_keys(ck: Checker, faces: str, difficulty: str, top: int) -> frozenset[str] | None:
    """The spellings the pack's `spellings` lets its game show (what pupils have met by the
    pack's level, or the list it names), by key; None when the pack sets no limit."""
    allowed = ck.allowed
    if allowed is None:
        return None
    pool = FaceOptions(faces, difficulty).pool
    return frozenset(s.key for fs in pool for v in range(top + 1) for s in fs.spellings(v) if allowed(s))


class GameKind(StepKind[GameStep]):
    name = "game"
    title = N_("Play a game")
    step_type = GameStep
    fields = (
        Field("rules", "text", N_("the rules the game is played by"), default="musica"),
        Field("options", "options", N_("changes to the rules, such as players = 2 or target = 30")),
        Field("faces", "choice", N_("how halves are drawn (empty: as the pack says)"), choices=tuple(FACE_SETS)),
        Field("difficulty", "choice", N_("which spellings the tiles show (empty: as the pack says)"),
              choices=tuple(DIFFICULTIES)),
        Field("opponents", "levels", N_("the computer players' levels: one for all, or one per opponent"),
              default=["random"], choices=("random", "greedy", "expert")),
        Field("play", "choice", N_("one round, or a whole match up to the rules' target"), default="round",
              choices=GAME_PLAYS, label=N_("How long the game lasts")),
        Field("seed", "int", N_("a number: the same deal every time (empty: a new deal)")),
    )

    is_game = True

    def check(self, raw, path, ck, common, seed, source):
        return check_game(raw, path, ck, common, seed, source)

    def start_game(self, step: GameStep, tempo: int, seed: int) -> TableGame | None:
        """The step's own `seed` deals, else the runner's (`seed`)."""
        from edu_domino.lesson.game_step import start_game

        return start_game(step, tempo, step.seed if step.seed is not None else seed)

    def worksheet_parts(self, step: GameStep, say: Say, lang: str) -> Parts:
        rules = step.rules.name if step.rules is not None else "musica"
        return [("text", prompt_of(step, lang)),  # the rules by the name New game gives them
                ("note", say(N_("Play it with a partner and real dominoes (rules: {rules})."),
                             rules=say(PRESET_NAMES.get(rules, rules))))]

    def question(self, step: GameStep, lang: str) -> dict:
        """A device's form: the game to play (played at a table, not answered)."""
        return {"answer": "game", "rules": step.rules.name if step.rules is not None else "musica",
                "faces": step.faces, "opponents": list(step.opponents), "play": step.play}

    def export_sounds(self, step: GameStep, tempo: int) -> list[SoundCue]:
        """Every half of the game's set, as its faces spell it."""
        if step.rules is None:
            return []
        faces = get_face_set(step.faces)
        out = []
        for value in range(step.rules.set_max + 1):
            spellings = faces.spellings(value)
            for s in spellings if step.difficulty != "single" else spellings[:1]:
                out.append(snd.half(s.key, tempo))
        return out


KIND = GameKind()
