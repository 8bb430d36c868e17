"""Game positions in a pack, for the step kinds that hold one: a chain step's position (a line
and a hand, a preset played to a position, or a replay beside the pack) and the match a chain or
game step plays (rules, options, a deal). The engine judges every position, so a pack cannot ask
a question the rules would not allow. The kinds themselves are `kinds/chain.py` and `kinds/game.py`."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from edu_domino.engine import (
    LEFT,
    RIGHT,
    Deal,
    IllegalAction,
    Match,
    Play,
    Tile,
    get_preset,
    parse_action,
    preset_names,
)
from edu_domino.engine.errors import EngineError
from edu_domino.engine.replay import load_replay, run_replay
from edu_domino.engine.rules import OPTION_DOCS
from edu_domino.faces import (
    FaceOptions,
    spelling_for_half,
)
from edu_domino.i18n import _
from edu_domino.lesson.checker import (
    Checker,
    all_present,
    split_message,
    type_name,
)
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.reading import file_beside
from edu_domino.lesson.step_base import FacedTile
from edu_domino.reading import shorten


def chain_position(raw, path, ck: Checker, seed: str, source: Path) -> tuple | None:
    """(line, hand, legal plays) of a chain step written in one of its three forms, every
    problem told to `ck`; None when there is no position a pupil could answer."""
    forms = {
        "line": "line" in raw or "hand" in raw,
        "actions": "preset" in raw or "actions" in raw,
        "moves": "replay" in raw or "moves" in raw,
    }
    if sum(forms.values()) != 1:
        ck.err(path, _("a chain step needs one position: {a}, or {b}, or {c}", a="`line` + `hand`",
                       b="`preset` + `actions`", c="`replay` + `moves`"),
               _("e.g. {snippet}", snippet='line = ["1-2", "2-5"], hand = ["5-3", "6-6"]'))
        return None
    game_keys = [k for k in ("options", "seed", "deal") if k in raw]
    if game_keys and not forms["actions"]:  # only `preset` + `actions` plays a game from a deal
        form = "`line` + `hand`" if forms["line"] else "`replay` + `moves`"
        for key in game_keys:
            ck.err((*path, key), _("`{key}` is not used by a chain step written as {form}", key=key, form=form),
                   _("remove it, or write the position as {other}", other="`preset` + `actions`"))
        return None
    if forms["line"]:
        result = _chain_line(raw, path, ck, seed)
    elif forms["actions"]:
        result = _chain_actions(raw, path, ck, seed)
    else:
        result = _chain_replay_file(raw, path, ck, seed, source)
    if result is None:
        return None
    line, hand, legal = result
    if not legal:
        where = (*path, "hand") if forms["line"] else (*path, "actions" if forms["actions"] else "moves")
        ck.err(where, _("no tile in the hand fits an open end, so no pupil could answer"),
               _("add a tile that fits, or change the line"))
        return None
    return line, hand, legal


def _chain_line(raw, path, ck: Checker, seed) -> tuple | None:
    line = all_present([ck.tile(v, (*path, "line", i), seed) for i, v in enumerate(ck.items(raw, path, "line", True))])
    hand = all_present([ck.tile(v, (*path, "hand", i), seed) for i, v in enumerate(ck.items(raw, path, "hand", True))])
    if not line or not hand:
        return None
    ok = True
    for i in range(1, len(line)):
        if line[i - 1].values[1] != line[i].values[0]:
            ok = False
            ck.err((*path, "line", i), _("{tile} does not join {before}: {a} meets {b}", tile=line[i].label,
                                         before=line[i - 1].label, a=line[i - 1].values[1], b=line[i].values[0]),
                   _("write the line left to right, each tile turned so touching halves are equal, e.g. {example}",
                     example="1-2, 2-5, 5-4"))
    seen: dict[Tile, str] = {}
    for where, tiles in (("line", line), ("hand", hand)):
        for i, t in enumerate(tiles):
            if t.tile in seen:
                ok = False
                what = (_("{tile} is in the line already; a set has each tile once", tile=t.label)
                        if seen[t.tile] == "line" else
                        _("{tile} is in the hand already; a set has each tile once", tile=t.label))
                ck.err((*path, where, i), what, _("remove one of them"))
            seen[t.tile] = where
    if not ok:
        return None
    ends = (line[0].values[0], line[-1].values[1])
    legal = tuple(Play(f.tile, end) for f in hand for end, v in zip((LEFT, RIGHT), ends, strict=True) if f.tile.has(v))
    return tuple(line), tuple(hand), legal


def _chain_actions(raw, path, ck: Checker, seed) -> tuple | None:
    """A position reached by playing `actions` from a preset's deal: the engine checks it all."""
    match = make_match(raw, path, ck, "preset")
    if match is None:
        return None
    actions = ck.items(raw, path, "actions", True)
    if not actions:
        return None
    for i, text in enumerate(actions):
        here = (*path, "actions", i)
        if not isinstance(text, str):
            ck.err(here, _("an action is text like {snippet}, not {got}", snippet='"6-4 L"', got=type_name(text)),
                   _("write {a}, {b} or {c}", a='"6-4 L"', b='"draw"', c='"pass"'))
            return None
        try:
            action = parse_action(text)
            if isinstance(action, Tile):
                fits = [a for a in match.legal_actions() if isinstance(a, Play) and a.tile == action]
                if len(fits) != 1:
                    raise IllegalAction(_("{action} needs an end", action=text) if fits
                                        else _("{action} cannot be played now", action=text))
                action = fits[0]
            match.apply(action)
        except EngineError as exc:
            what, fix = split_message(str(exc))
            ck.err(here, _("action {action!r} is not allowed: {why}", action=text, why=what),
                   fix or _("fix this action or the ones before it"))
            return None
        if match.round_over:
            ck.err(here, _("the round is over after this action"), _("stop the actions while the round is still being played"))
            return None
    return _position(match, (*path, "actions"), ck, seed)


def _chain_replay_file(raw, path, ck: Checker, seed, source: Path) -> tuple | None:
    """The position after the first `moves` actions of a replay document saved beside the pack."""
    name = ck.get(raw, path, "replay", str, required=True, example='replay = "game.json"')
    moves = ck.get(raw, path, "moves", int, required=True, example="moves = 5")
    if not isinstance(name, str) or not isinstance(moves, int):
        return None
    folder = source.parent.resolve()
    file = pack_file_beside(ck, (*path, "replay"), source, name)
    if file is None:
        return None
    if not file.is_relative_to(folder):
        ck.err((*path, "replay"), _("replay {name!r} is outside the pack's folder", name=name),
               _("put the replay file beside the pack file"))
        return None
    try:
        doc = load_replay(file)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "replay"), what, fix or _("save the game again as a replay (.json)"))
        return None
    if not 1 <= moves <= len(doc.actions):
        ck.err((*path, "moves"), _("{given}, but {name} has {n} actions", given=f"moves = {moves}", name=name,
                                   n=len(doc.actions)),
               _("choose {key} from 1 to {n}", key="moves", n=len(doc.actions)))
        return None
    try:
        match = run_replay(dataclasses.replace(doc, actions=doc.actions[:moves], results=None))
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "replay"), what, fix or _("check the replay file"))
        return None
    if match.round_over:
        ck.err((*path, "moves"), _("the round is over after {n} moves", n=moves), _("choose fewer moves"))
        return None
    return _position(match, (*path, "moves"), ck, seed)


def pack_file_beside(ck: Checker, where: KeyPath, source: Path, name: str) -> Path | None:
    try:
        return file_beside(source, name)
    except ValueError as exc:
        ck.err(where, _("{name!r} cannot be a file name: {why}", name=shorten(name), why=exc),
               _("write the name of a file beside the pack, like {snippet}", snippet='"game.json"'))
        return None


def _position(match: Match, where: KeyPath, ck: Checker, seed: str) -> tuple | None:
    """(line, hand, legal plays) for the player to move, spelled with the pack's faces."""
    view = match.view(match.turn)
    if not view.line:
        ck.err(where, _("the table is empty"), _("go on until at least one tile is on the table"))
        return None
    options = FaceOptions(ck.faces, ck.difficulty)

    def faced(pair: tuple[int, int]) -> FacedTile:
        return FacedTile((spelling_for_half(options, seed, pair, 0), spelling_for_half(options, seed, pair, 1)))

    line = tuple(faced(p) for p in view.line)
    hand = tuple(faced((t.a, t.b)) for t in view.hand)
    legal = tuple(a for a in view.legal if isinstance(a, Play))
    return line, hand, legal


def make_match(raw, path, ck: Checker, key: str) -> Match | None:
    name = ck.get(raw, path, key, str, default="musica", example=f'{key} = "musica"')
    options = ck.get(raw, path, "options", dict, default={}, example="options = { players = 2 }")
    seed = ck.get(raw, path, "seed", int, default=None, example="seed = 7")
    if not isinstance(name, str) or not isinstance(options, dict):
        return None
    unknown = [k for k in options if k not in OPTION_DOCS or k == "name"]
    for k in unknown:
        ck.err_unknown((*path, "options", k), _("unknown rule option `{key}`", key=k), k,
                       [o for o in OPTION_DOCS if o != "name"], key=True)
    if unknown:
        return None
    if key == "rules" and ck.set_written and "set_max" not in options:
        options = {**options, "set_max": ck.set_max}  # the pack's `set = 9` is the set its game deals
    try:
        rules = get_preset(name, **options)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        where = (*path, key) if name not in preset_names() else (*path, "options")
        ck.err(where, what, fix or _("see {command} for the rule sets and their options", command="`edu-domino presets`"))
        return None
    except (TypeError, ValueError) as exc:
        ck.err((*path, "options"), _("these options cannot be used: {why}", why=exc),
               _("see {command} for the options", command="`edu-domino presets`"))
        return None
    if rules.set_max > ck.set_max:
        ck.err((*path, "options"), _("the rules play double-{rules}, but the pack's set is double-{pack}",
                                     rules=rules.set_max, pack=ck.set_max),
               _("set {snippet} at the top of the pack, or {other}", snippet=f"`set = {rules.set_max}`",
                 other=f"options = {{ set_max = {ck.set_max} }}"))
        return None
    deals = None
    if "deal" in raw:
        deal = raw["deal"]
        try:
            deals = [Deal.from_json(deal)]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            ck.err((*path, "deal"), _("the deal cannot be read ({why})", why=exc),
                   _("write {snippet}", snippet='deal = { hands = [["6-6", ...], ...], boneyard = [...] }'))
            return None
    try:
        return Match(rules, seed=seed if isinstance(seed, int) else 0, deals=deals)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "deal" if deals else "options"), what, fix or _("check the deal"))
        return None
