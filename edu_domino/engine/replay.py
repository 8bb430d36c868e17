"""Replay documents: a whole match written down as JSON, and played back with every action checked.

The format is documented in docs/replay-format.md. In short::

    {"format": "edu-domino-replay", "version": 1,
     "rules": {"preset": "clasico", "options": {"players": 2}},
     "seats": [{"name": "Ana", "side": 0, "kind": "human"}, ...],
     "deal": {"seed": 7}                      (or {"deals": [Deal.to_json(), ...]}, or both)
     "actions": ["6-6 L", "6-4 R", "draw", "pass", "5-4", ...],
     "results": [{"round": 1, "how": "out", ...}, ...]}

Every problem raises `ReplayError` (a ValueError) whose message names the place and the fix:

>>> run_replay({"rules": {"preset": "clasic"}, "deal": {"seed": 1}, "actions": []})
Traceback (most recent call last):
  ...
edu_domino.engine.errors.ReplayError: rules.preset: unknown preset 'clasic'; did you mean 'clasico'?

A match written with `match_to_replay` plays back to the same match:

>>> m = Match(get_preset("clasico", players=2), seed=3)
>>> while not m.over:
...     _ = m.next_round() if m.round_over else m.apply(m.legal_actions()[0])
>>> doc = match_to_replay(m, ["human", "random"])
>>> run_replay(doc).scores == m.scores
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

from edu_domino.engine.actions import LEFT, RIGHT, Action, Play, parse_action
from edu_domino.engine.choices import ReshuffleReason, RoundHow
from edu_domino.engine.errors import EngineError, NotationError, ReplayError, RulesError
from edu_domino.engine.events import Played, Reshuffled, RoundResult
from edu_domino.engine.match import Match, check_deal
from edu_domino.engine.presets import PRESETS, get_preset  # noqa: F401  (get_preset: doctest)
from edu_domino.engine.replay_parse import (
    FORMAT,
    VERSION,
    Replay,
    Seat,
    load_replay,
    load_replays,
    parse_replay,
    suggest,
    with_source,
)
from edu_domino.engine.tiles import Tile
from edu_domino.i18n import _
from edu_domino.reading import shorten

_HOWS = tuple(RoundHow)


# -- writing ------------------------------------------------------------------------------


def match_to_replay(
    match: Match,
    seats_info: Sequence[str | dict | None] | None = None,
    *,
    explicit_deals: bool | None = None,
) -> dict:
    """The replay document of `match` (finished or not) as a JSON-ready dict.

    `seats_info` gives each seat's kind (`"human"`, `"random"`, ...) or a dict with `name` and
    `kind`. The deal is written as the match's seed when it has one and was not given explicit
    deals; otherwise (or with `explicit_deals=True`) every deal used, reshuffled ones included.
    """
    rules = match.rules
    base = PRESETS.get(rules.name)
    if base is None:
        raise ReplayError(_("{place}: the rule set names no preset ({name!r}); start from one of {names}", place="rules",
                             name=rules.name, names=", ".join(PRESETS)))
    seats = []
    info = list(seats_info) if seats_info is not None else [None] * rules.players
    if len(info) != rules.players:
        raise ReplayError(_("{place}: {n} seats given for {players} players", place="seats", n=len(info),
                             players=rules.players))
    for s, item in enumerate(info):
        name, kind = match.names[s], "human"
        if isinstance(item, str):
            kind = item
        elif isinstance(item, dict):
            name = str(item.get("name", name))
            kind = str(item.get("kind", kind))
        seats.append({"name": name, "side": rules.side_of(s), "kind": kind})
    if explicit_deals is None:
        explicit_deals = match.seed is None or match.explicit_deals > 0
    deal: dict[str, object] = {}
    if explicit_deals:
        deal["deals"] = [d.to_json() for d in match.deals_used]
    else:
        deal["seed"] = match.seed
    actions = [str(a) for round_actions in match.actions for a in round_actions]
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"preset": rules.name, "options": _json_options(rules.overrides_from(base))},
        "seats": seats,
        "deal": deal,
        "actions": actions,
        "results": [result_to_json(r) for r in match.results],
        "final": _final_json(match),
    }


def _json_options(options: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in options.items() if k != "name"}


def result_to_json(result: RoundResult) -> dict:
    return {
        "round": result.round_number,
        "how": str(result.how),
        "winner_seat": result.winner_seat,
        "winner_side": result.winner_side,
        "pips": list(result.pips),
        "side_pips": list(result.side_pips),
        "points": list(result.points),
        "totals": list(result.totals),
        "bonus": result.bonus,
        "eliminated": list(result.eliminated),
    }


def _final_json(match: Match) -> dict:
    return {"over": match.over, "winner_side": match.winner_side, "totals": list(match.scores)}


# -- playing back ------------------------------------------------------------------------------


def run_replay(
    doc: Replay | dict,
    on_events: Callable[[int | None, list], None] | None = None,
) -> Match:
    """Play the document back, checking every action and (when given) every round result.

    `on_events(index, events)` is called with each action's index and the events it caused
    (index None for the events of starting a round).
    """
    replay = doc if isinstance(doc, Replay) else parse_replay(doc)
    try:
        return _run(replay, on_events)
    except ReplayError as exc:
        raise ReplayError(with_source(replay.source, str(exc))) from None


def _start(replay: Replay) -> Match:
    names = [s.name for s in replay.seats]
    try:
        match = Match(replay.rules, seed=replay.seed if replay.seed is not None else 0,
                      deals=list(replay.deals), names=names)
    except RulesError as exc:
        raise ReplayError(_("{place}: {why}; each deal must fit {option} (players, hand_size, set_max)",
                            place=_first_bad_deal(replay), why=exc, option="rules.options")) from None
    return match


def _first_bad_deal(replay: Replay) -> str:
    """The place of the first deal the first round cannot use (all seats are dealt in)."""
    rules = replay.rules
    seats = tuple(range(rules.players))
    size = rules.hand_size_for(rules.players)
    for k, deal in enumerate(replay.deals):
        try:
            check_deal(deal, rules, seats, size)
        except RulesError:
            return f"deal.deals[{k}]"
    return "deal.deals"


def _check_deal_count(replay: Replay, match: Match, reshuffled: list[tuple[int, Reshuffled]]) -> None:
    if replay.seed is None and len(match.deals_used) > len(replay.deals):
        if reshuffled:  # the given deal that was dealt again is the one to fix
            k, event = reshuffled[-1]
            raise ReplayError(_("{place}: {why}, so it is dealt again and round {round} needs deal {needed} but "
                                "only {given} are given; fix this deal or add the next one (reshuffled deals "
                                "count too)", place=f"deal.deals[{k}]", why=_why_reshuffled(match, event),
                                round=match.round.number, needed=len(match.deals_used), given=len(replay.deals)))
        raise ReplayError(_("{place}: round {round} needs deal {needed} but only {given} are given; add the deal "
                            "(reshuffled deals count too) or a {seed}", place="deal.deals",
                            round=match.round.number, needed=len(match.deals_used), given=len(replay.deals),
                            seed='"seed"'))


def _reshuffles(replay: Replay, match: Match, events: list) -> list[tuple[int, Reshuffled]]:
    """The given deals (their index in deal.deals) that the start of this round dealt again."""
    shuffles = [e for e in events if isinstance(e, Reshuffled)]
    first = len(match.deals_used) - len(shuffles) - 1
    return [(first + n, e) for n, e in enumerate(shuffles) if first + n < len(replay.deals)]


def _why_reshuffled(match: Match, event: Reshuffled) -> str:
    if event.reason == ReshuffleReason.DOUBLES_IN_HAND and event.seat is not None:
        shown = ", ".join(str(t) for t in event.shown)
        return _("seat {seat} ({name}) holds {n} doubles ({tiles}), and with {option} the tiles are dealt again",
                 seat=event.seat, name=match.names[event.seat], n=len(event.shown), tiles=shown,
                 option=f"reshuffle_doubles={match.rules.reshuffle_doubles}")
    return _("no hand holds a double, and with {option} the tiles are dealt again", option='no_double="reshuffle"')


def _run(replay: Replay, on_events) -> Match:
    match = _start(replay)
    reshuffled = _reshuffles(replay, match, list(match.start_events))
    _check_deal_count(replay, match, reshuffled)
    if on_events:
        on_events(None, list(match.start_events))
    for i, text in enumerate(replay.actions):
        place = f"actions[{i}]"
        if match.over:
            raise ReplayError(_("{place}: the match is already over after round {round}; remove the actions from "
                                "here on", place=place, round=len(match.results)))
        if match.round_over:
            try:
                events = match.next_round()
            except RulesError as exc:
                raise ReplayError(f"deal.deals[{len(match.deals_used) - 1}]: {exc}") from None
            reshuffled = _reshuffles(replay, match, events)
            _check_deal_count(replay, match, reshuffled)
            if on_events:
                on_events(None, events)
        try:
            action = resolve_action(match, text, place)
            try:
                events = match.apply(action)
            except EngineError as exc:
                raise ReplayError(_("{place}: {action} is not allowed: {why}; {legal}", place=place, action=action,
                                    why=exc, legal=_legal_hint(match))) from None
        except ReplayError as exc:
            if not reshuffled or match.round.ends is not None:
                raise
            k, event = reshuffled[-1]
            raise ReplayError(_("{place}: {why}, so round {round} is played with {next_deal}, where {problem}",
                                place=f"deal.deals[{k}]", why=_why_reshuffled(match, event),
                                round=match.round.number, next_deal=f"deal.deals[{k + 1}]", problem=exc)) from None
        if on_events:
            on_events(i, events)
    if replay.results is not None:
        check_results(replay.results, match.results)
    return match


def resolve_action(match: Match, text: str, place: str = "action") -> Action:
    """Read `text` as an action for the current position; a tile without its end gets the one
    end it fits. Raises ReplayError naming `place` for bad text, a tile that fits neither end or
    both, or an action the rules do not allow now."""
    try:
        parsed = parse_action(text)
    except NotationError as exc:
        raise ReplayError(f"{place}: {exc}") from None
    rnd = match.round
    ends = rnd.ends
    if isinstance(parsed, Tile):
        tile = parsed
        if tile.a > match.ts.n:
            raise ReplayError(_("{place}: {tile} is not a tile of double-{n}", place=place, tile=tile, n=match.ts.n))
        if ends is None:
            action: Action = Play(tile, LEFT)
        else:
            fits = [e for e, v in ((LEFT, ends[0]), (RIGHT, ends[1])) if tile.has(v)]
            if not fits:
                raise ReplayError(_("{place}: {tile} fits neither end {ends}; {legal}", place=place, tile=tile, ends=ends,
                                     legal=_legal_hint(match)))
            if len(fits) == 2:
                raise ReplayError(_("{place}: {tile} fits both ends {ends}; write {left} or {right}", place=place,
                                    tile=tile, ends=ends, left=f'"{tile} L"', right=f'"{tile} R"'))
            action = Play(tile, fits[0])
    else:
        action = parsed
        if isinstance(action, Play) and ends is not None and not action.tile.has(ends[0]) and not action.tile.has(ends[1]):
            raise ReplayError(_("{place}: {tile} fits neither end {ends}; {legal}", place=place, tile=action.tile,
                                 ends=ends, legal=_legal_hint(match)))
    why = rnd.check(action)
    if why is not None and ends is None and isinstance(action, Play) and action.tile in match.ts:
        held_by = [s for s in range(match.rules.players) if rnd.hands[s] >> match.ts.index[action.tile] & 1]
        if held_by and held_by[0] != rnd.turn:  # the wrong seat is opening: name both
            holder = held_by[0]
            raise ReplayError(_("{place}: {tile} is held by seat {holder} ({holder_name}), but this hand is opened "
                                "by seat {opener} ({opener_name}); {legal}", place=place, tile=action.tile,
                                holder=holder, holder_name=match.names[holder], opener=rnd.turn,
                                opener_name=match.names[rnd.turn], legal=_legal_hint(match)))
    if why is not None:
        raise ReplayError(_("{place}: seat {seat} ({name}): {action}: {why}; {legal}", place=place, seat=rnd.turn,
                             name=match.names[rnd.turn], action=action, why=why, legal=_legal_hint(match)))
    return action


def _legal_hint(match: Match) -> str:
    legal = match.legal_actions()
    if not legal:
        return _("no action is legal here")
    shown = ", ".join(str(a) for a in legal[:8])
    if len(legal) > 8:
        return _("legal here: {actions} and {n} more", actions=shown, n=len(legal) - 8)
    return _("legal here: {actions}", actions=shown)


_RESULT_KEYS = ("round", "how", "winner_seat", "winner_side", "pips", "side_pips", "points", "totals",
                "bonus", "eliminated")


def check_results(given: list[dict], played: list[RoundResult]) -> None:
    """Compare the results written in a document with the ones the rules give."""
    if len(given) > len(played):
        raise ReplayError(_("{place}: the actions finish only {n} round(s) but {given} results are written; "
                            "remove the extra results or add the actions", place=f"results[{len(played)}]",
                            n=len(played), given=len(given)))
    for i, (want, got) in enumerate(zip(given, played, strict=False)):
        computed = result_to_json(got)
        for key in want:
            if key not in _RESULT_KEYS:
                shown = shorten(key)
                raise ReplayError(_("{place}: unknown key; {hint}", place=f"results[{i}].{shown}",
                                     hint=suggest(shown, _RESULT_KEYS)))
            if key == "how" and want[key] not in _HOWS:
                raise ReplayError(_("{place}: {value} is not one of {choices}", place=f"results[{i}].how",
                                     value=shorten(json.dumps(want[key]), 60), choices="out, closed, drawn"))
            if not _exactly(want[key], computed[key]):
                raise ReplayError(_("{place}: the file says {given} but the rules give {computed}; fix the result "
                                    "or the actions", place=f"results[{i}].{key}",
                                    given=shorten(json.dumps(want[key]), 60), computed=json.dumps(computed[key])))


def _exactly(given: object, computed: object) -> bool:
    """Equal and of the same JSON type: `true` is not 1 and 74.0 is not 74."""
    if type(given) is not type(computed):
        return False
    if isinstance(given, list):
        return len(given) == len(computed) and all(map(_exactly, given, computed))  # type: ignore[arg-type, call-overload]
    return given == computed


def played_tiles(path: str | Path, game: int = 0) -> list[tuple[Tile, str]]:
    """Every tile played in a replay file, with the end it went to ("L" or "R"), in order.

    A traces file (one replay per line) is read too; `game` picks the line (0 = the first).
    Raises ReplayError naming the file and the place on any problem.
    """
    replays = load_replays(path)
    if not 0 <= game < len(replays):
        raise ReplayError(_("{place}: has {n} replay(s); there is no game {game}", place=path, n=len(replays), game=game))
    tiles: list[tuple[Tile, str]] = []

    def collect(_index: int | None, events: list) -> None:
        for e in events:
            if isinstance(e, Played):
                tiles.append((e.tile, e.end))

    run_replay(replays[game], collect)
    return tiles


def replay_summary(match: Match) -> dict:
    """The results of a played-back match as JSON (what `edu-domino replay --json` prints)."""
    return {
        "rounds": [result_to_json(r) for r in match.results],
        "final": _final_json(match),
        "actions": sum(len(a) for a in match.actions),
    }


def dumps(doc: dict) -> str:
    """One line of JSON (the traces format)."""
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


__all__ = [
    "FORMAT", "VERSION", "Replay", "ReplayError", "Seat", "check_results", "dumps", "load_replay",
    "load_replays", "match_to_replay", "parse_replay", "played_tiles", "replay_summary",
    "resolve_action", "result_to_json", "run_replay",
]
