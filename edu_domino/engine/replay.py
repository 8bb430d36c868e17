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
edu_domino.engine.replay.ReplayError: rules.preset: unknown preset 'clasic'; did you mean 'clasico'?

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
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from edu_domino.engine.actions import Action, Play, parse_action
from edu_domino.engine.errors import EngineError, NotationError, RulesError
from edu_domino.engine.events import Played, RoundResult
from edu_domino.engine.match import Deal, Match
from edu_domino.engine.match import _check_deal as check_deal
from edu_domino.engine.presets import PRESETS, get_preset
from edu_domino.engine.rules import OPTION_DOCS, RuleSet
from edu_domino.engine.tiles import Tile, parse_tile

FORMAT = "edu-domino-replay"
VERSION = 1
_KIND_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_HOWS = ("out", "closed", "drawn")


class ReplayError(EngineError):
    """A replay document that cannot be read or played back; the message names the place."""


@dataclass(frozen=True)
class Seat:
    name: str
    side: int
    kind: str = "human"


@dataclass
class Replay:
    """A checked-for-shape replay document (its actions are checked by `run_replay`)."""

    preset: str
    options: dict[str, object]
    rules: RuleSet
    seats: list[Seat]
    seed: int | None
    deals: list[Deal]
    actions: list[str]
    results: list[dict] | None = None
    source: str | None = None  # the file it came from, for messages
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        deal: dict[str, object] = {}
        if self.seed is not None:
            deal["seed"] = self.seed
        if self.deals:
            deal["deals"] = [d.to_json() for d in self.deals]
        doc: dict[str, object] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": {"preset": self.preset, "options": dict(self.options)},
            "seats": [{"name": s.name, "side": s.side, "kind": s.kind} for s in self.seats],
            "deal": deal,
            "actions": list(self.actions),
        }
        if self.results is not None:
            doc["results"] = self.results
        return doc


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
        raise ReplayError(f"rules: the rule set names no preset ({rules.name!r}); start from one of {', '.join(PRESETS)}")
    seats = []
    info = list(seats_info) if seats_info is not None else [None] * rules.players
    if len(info) != rules.players:
        raise ReplayError(f"seats: {len(info)} seats given for {rules.players} players")
    for s, item in enumerate(info):
        name, kind = match.names[s], "human"
        if isinstance(item, str):
            kind = item
        elif isinstance(item, dict):
            name = str(item.get("name", name))
            kind = str(item.get("kind", kind))
        seats.append({"name": name, "side": rules.side_of(s), "kind": kind})
    if explicit_deals is None:
        explicit_deals = match.seed is None or bool(getattr(match, "explicit_deals", 0))
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
        "how": result.how,
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


# -- reading ------------------------------------------------------------------------------


def load_replay(source: str | Path) -> Replay:
    """Read one replay document from a file path or from JSON text; check its shape."""
    text, name = _read(source)
    replays = _parse_documents(text, name, allow_many=False)
    return replays[0]


def load_replays(source: str | Path) -> list[Replay]:
    """Read a file holding one replay document, or one per line (what `simulate --traces` writes)."""
    text, name = _read(source)
    return _parse_documents(text, name, allow_many=True)


def _read(source: str | Path) -> tuple[str, str | None]:
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return source, None
    path = Path(source)
    try:
        return path.read_text(encoding="utf-8"), str(path)
    except FileNotFoundError:
        raise ReplayError(f"{path}: no such file; check the path") from None
    except IsADirectoryError:
        raise ReplayError(f"{path}: is a folder, not a replay file; give the .json file") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{path}: is not UTF-8 text; a replay is a JSON text file") from None
    except OSError as exc:
        raise ReplayError(f"{path}: cannot be read ({exc.strerror}); check the path and its permissions") from None


def _parse_documents(text: str, name: str | None, allow_many: bool) -> list[Replay]:
    prefix = f"{name}: " if name else ""
    if not text.strip():
        raise ReplayError(f"{prefix}the file is empty; a replay is a JSON object (see docs/replay-format.md)")
    try:
        return [parse_replay(json.loads(text), name)]
    except json.JSONDecodeError as whole_error:
        lines = [(i + 1, line) for i, line in enumerate(text.splitlines()) if line.strip()]
        if not allow_many or len(lines) < 2:
            raise ReplayError(
                f"{prefix}line {whole_error.lineno} column {whole_error.colno}: not valid JSON "
                f"({whole_error.msg}); a replay is one JSON object (see docs/replay-format.md)"
            ) from None
    replays = []
    for lineno, line in lines:
        where = f"{name}:{lineno}" if name else f"line {lineno}"
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ReplayError(
                f"{where}: column {exc.colno}: not valid JSON ({exc.msg}); "
                "a traces file holds one JSON replay object per line"
            ) from None
        replays.append(parse_replay(data, where))
    return replays


def parse_replay(data: object, source: str | None = None) -> Replay:
    """Check the shape of a decoded replay document and build the rule set."""
    try:
        return _parse(data, source)
    except ReplayError as exc:
        raise ReplayError(_with_source(source, str(exc))) from None


def _with_source(source: str | None, message: str) -> str:
    return f"{source}: {message}" if source else message


def _parse(data: object, source: str | None) -> Replay:
    doc = _obj(data, "the document")
    fmt = doc.get("format", FORMAT)
    if fmt != FORMAT:
        raise ReplayError(f"format: {fmt!r} is not {FORMAT!r}; this is not an edu-domino replay")
    version = doc.get("version", VERSION)
    if version != VERSION:
        raise ReplayError(f"version: {version!r} is not supported; this program reads version {VERSION}")
    for key in ("rules", "deal", "actions"):
        if key not in doc:
            raise ReplayError(f"{key}: missing; add it (see docs/replay-format.md)")
    known = {"format", "version", "rules", "seats", "deal", "actions", "results", "final", "comment"}
    for key in doc:
        if key not in known:
            raise ReplayError(f"{key}: unknown key; {_suggest(key, known)}")

    preset, options, rules = _parse_rules(doc["rules"])
    seats = _parse_seats(doc.get("seats"), rules)
    seed, deals = _parse_deal(doc["deal"], rules)
    actions = doc["actions"]
    if not isinstance(actions, list):
        raise ReplayError(f"actions: must be a list of texts like \"6-4 L\", not {_kind(actions)}")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise ReplayError(f"actions[{i}]: must be text like \"6-4 L\", \"draw\" or \"pass\", not {_kind(a)}")
    results = doc.get("results")
    if results is not None:
        if not isinstance(results, list):
            raise ReplayError(f"results: must be a list of round results, not {_kind(results)}")
        for i, r in enumerate(results):
            _obj(r, f"results[{i}]")
    return Replay(preset, options, rules, seats, seed, deals, list(actions), results, source)


def _parse_rules(data: object) -> tuple[str, dict[str, object], RuleSet]:
    rules = _obj(data, "rules")
    for key in rules:
        if key not in ("preset", "options"):
            raise ReplayError(f"rules.{key}: unknown key; {_suggest(key, ('preset', 'options'))}")
    preset = rules.get("preset")
    if not isinstance(preset, str):
        raise ReplayError(f"rules.preset: missing or not text; name one of {', '.join(PRESETS)}")
    if preset not in PRESETS:
        try:
            get_preset(preset)
        except RulesError as exc:
            raise ReplayError(f"rules.preset: {exc}") from None
    options = _obj(rules.get("options", {}), "rules.options")
    for key, value in options.items():
        if key not in OPTION_DOCS or key == "name":
            raise ReplayError(f"rules.options.{key}: unknown rule option; {_suggest(key, OPTION_DOCS)}")
        allowed = OPTION_DOCS[key][0]
        if allowed is not None and value not in allowed:
            choices = ", ".join(json.dumps(a) for a in allowed)
            raise ReplayError(f"rules.options.{key}: {json.dumps(value)} is not allowed; choose one of {choices}")
    try:
        ruleset = get_preset(preset, **options)
    except RulesError as exc:
        raise ReplayError(f"rules.options: {exc}") from None
    return preset, dict(options), ruleset


def _parse_seats(data: object, rules: RuleSet) -> list[Seat]:
    if data is None:
        return [Seat(f"P{s + 1}", rules.side_of(s)) for s in range(rules.players)]
    if not isinstance(data, list):
        raise ReplayError(f"seats: must be a list with one object per seat, not {_kind(data)}")
    if len(data) != rules.players:
        raise ReplayError(
            f"seats: {len(data)} seats but the rules seat {rules.players} players; "
            "give one seat per player or change rules.options.players"
        )
    seats = []
    for s, item in enumerate(data):
        place = f"seats[{s}]"
        seat = _obj(item, place)
        for key in seat:
            if key not in ("name", "side", "kind"):
                raise ReplayError(f"{place}.{key}: unknown key; {_suggest(key, ('name', 'side', 'kind'))}")
        name = seat.get("name", f"P{s + 1}")
        if not isinstance(name, str) or not name.strip():
            raise ReplayError(f"{place}.name: must be non-empty text, not {_kind(name)}")
        kind = seat.get("kind", "human")
        if not isinstance(kind, str) or not _KIND_RE.match(kind):
            raise ReplayError(f"{place}.kind: {json.dumps(kind)} is not a player kind; write e.g. \"human\" or \"random\"")
        side = seat.get("side", rules.side_of(s))
        if not isinstance(side, int) or isinstance(side, bool) or side != rules.side_of(s):
            layout = f"teams={rules.teams}" if rules.teams else "individual play"
            raise ReplayError(
                f"{place}.side: {json.dumps(side)}, but with {layout} seat {s} is on side {rules.side_of(s)}; "
                "sides follow the seating (seat s is on side s % teams); fix it or leave it out"
            )
        seats.append(Seat(name, side, kind))
    return seats


def _parse_deal(data: object, rules: RuleSet) -> tuple[int | None, list[Deal]]:
    deal = _obj(data, "deal")
    for key in deal:
        if key not in ("seed", "deals"):
            raise ReplayError(f"deal.{key}: unknown key; {_suggest(key, ('seed', 'deals'))}")
    if "seed" not in deal and "deals" not in deal:
        raise ReplayError("deal: give a \"seed\" (a whole number) or \"deals\" (each hand and the boneyard)")
    seed = deal.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ReplayError(f"deal.seed: must be a whole number, not {_kind(seed)}")
    raw = deal.get("deals", [])
    if not isinstance(raw, list):
        raise ReplayError(f"deal.deals: must be a list of deals, not {_kind(raw)}")
    deals = [_parse_one_deal(d, f"deal.deals[{k}]", rules) for k, d in enumerate(raw)]
    return seed, deals


def _parse_one_deal(data: object, place: str, rules: RuleSet) -> Deal:
    deal = _obj(data, place)
    for key in deal:
        if key not in ("hands", "boneyard"):
            raise ReplayError(f"{place}.{key}: unknown key; {_suggest(key, ('hands', 'boneyard'))}")
    hands = deal.get("hands")
    if not isinstance(hands, list):
        raise ReplayError(f"{place}.hands: missing or not a list; give one list of tiles per seat")
    if len(hands) != rules.players:
        raise ReplayError(f"{place}.hands: {len(hands)} hands for {rules.players} players; give one per seat")
    seen: dict[Tile, str] = {}
    parsed_hands = []
    for s, hand in enumerate(hands):
        parsed_hands.append(_parse_tiles(hand, f"{place}.hands[{s}]", rules, seen))
    boneyard = _parse_tiles(deal.get("boneyard", []), f"{place}.boneyard", rules, seen)
    total = (rules.set_max + 1) * (rules.set_max + 2) // 2
    if len(seen) != total:
        missing = [str(t) for t in _all_tiles(rules.set_max) if t not in seen]
        raise ReplayError(
            f"{place}: {', '.join(missing[:6])}{' ...' if len(missing) > 6 else ''} not dealt; "
            "every tile of the set goes to a hand or the boneyard"
        )
    return Deal(tuple(parsed_hands), boneyard)


def _all_tiles(n: int) -> list[Tile]:
    return [Tile(a, b) for a in range(n + 1) for b in range(a + 1)]


def _parse_tiles(data: object, place: str, rules: RuleSet, seen: dict[Tile, str]) -> tuple[Tile, ...]:
    if not isinstance(data, list):
        raise ReplayError(f"{place}: must be a list of tiles like \"6-4\", not {_kind(data)}")
    tiles = []
    for i, text in enumerate(data):
        where = f"{place}[{i}]"
        if not isinstance(text, str):
            raise ReplayError(f"{where}: must be a tile like \"6-4\", not {_kind(text)}")
        try:
            tile = parse_tile(text)
        except NotationError as exc:
            raise ReplayError(f"{where}: {exc}") from None
        if tile.a > rules.set_max:
            raise ReplayError(f"{where}: {tile} is not a tile of double-{rules.set_max}; check the set (rules.options.set_max)")
        if tile in seen:
            raise ReplayError(f"{where}: {tile} is dealt twice (also at {seen[tile]}); each tile is dealt once")
        seen[tile] = where
        tiles.append(tile)
    return tuple(tiles)


def _obj(data: object, place: str) -> dict:
    if not isinstance(data, dict):
        raise ReplayError(f"{place}: must be a JSON object {{...}}, not {_kind(data)}")
    return data


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {json.dumps(value)}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {json.dumps(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _suggest(key: str, known) -> str:
    import difflib

    close = difflib.get_close_matches(key, list(known), n=1)
    return f"did you mean {close[0]!r}?" if close else f"expected one of: {', '.join(known)}"


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
        raise ReplayError(_with_source(replay.source, str(exc))) from None


def _start(replay: Replay) -> Match:
    names = [s.name for s in replay.seats]
    try:
        match = Match(replay.rules, seed=replay.seed if replay.seed is not None else 0,
                      deals=list(replay.deals), names=names)
    except RulesError as exc:
        raise ReplayError(f"{_first_bad_deal(replay)}: {exc}") from None
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


def _check_deal_count(replay: Replay, match: Match) -> None:
    if replay.seed is None and len(match.deals_used) > len(replay.deals):
        raise ReplayError(
            f"deal.deals: round {match.round.number} needs deal {len(match.deals_used)} but only "
            f"{len(replay.deals)} are given; add the deal (reshuffled deals count too) or a \"seed\""
        )


def _run(replay: Replay, on_events) -> Match:
    match = _start(replay)
    _check_deal_count(replay, match)
    if on_events:
        on_events(None, list(match.start_events))
    for i, text in enumerate(replay.actions):
        place = f"actions[{i}]"
        if match.over:
            raise ReplayError(
                f"{place}: the match is already over after round {len(match.results)}; "
                "remove the actions from here on"
            )
        if match.round_over:
            try:
                events = match.next_round()
            except RulesError as exc:
                raise ReplayError(f"deal.deals[{len(match.deals_used) - 1}]: {exc}") from None
            _check_deal_count(replay, match)
            if on_events:
                on_events(None, events)
        action = resolve_action(match, text, place)
        try:
            events = match.apply(action)
        except EngineError as exc:
            raise ReplayError(f"{place}: {action} is not allowed: {exc}; {_legal_hint(match)}") from None
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
            raise ReplayError(f"{place}: {tile} is not a tile of double-{match.ts.n}")
        if ends is None:
            action: Action = Play(tile, "L")
        else:
            fits = [e for e, v in (("L", ends[0]), ("R", ends[1])) if tile.has(v)]
            if not fits:
                raise ReplayError(f"{place}: {tile} fits neither end {ends}; {_legal_hint(match)}")
            if len(fits) == 2:
                raise ReplayError(
                    f"{place}: {tile} fits both ends {ends}; write \"{tile} L\" or \"{tile} R\""
                )
            action = Play(tile, fits[0])
    else:
        action = parsed
        if isinstance(action, Play) and ends is not None and not action.tile.has(ends[0]) and not action.tile.has(ends[1]):
            raise ReplayError(f"{place}: {action.tile} fits neither end {ends}; {_legal_hint(match)}")
    why = rnd.check(action)
    if why is not None:
        raise ReplayError(f"{place}: seat {rnd.turn} ({match.names[rnd.turn]}): {action}: {why}; {_legal_hint(match)}")
    return action


def _legal_hint(match: Match) -> str:
    legal = match.legal_actions()
    if not legal:
        return "no action is legal here"
    shown = ", ".join(str(a) for a in legal[:8])
    more = f" and {len(legal) - 8} more" if len(legal) > 8 else ""
    return f"legal here: {shown}{more}"


_RESULT_KEYS = ("round", "how", "winner_seat", "winner_side", "pips", "side_pips", "points", "totals",
                "bonus", "eliminated")


def check_results(given: list[dict], played: list[RoundResult]) -> None:
    """Compare the results written in a document with the ones the rules give."""
    if len(given) > len(played):
        raise ReplayError(
            f"results[{len(played)}]: the actions finish only {len(played)} round(s) but "
            f"{len(given)} results are written; remove the extra results or add the actions"
        )
    for i, (want, got) in enumerate(zip(given, played, strict=False)):
        computed = result_to_json(got)
        for key in want:
            if key not in _RESULT_KEYS:
                raise ReplayError(f"results[{i}].{key}: unknown key; {_suggest(key, _RESULT_KEYS)}")
            if key == "how" and want[key] not in _HOWS:
                raise ReplayError(f"results[{i}].how: {json.dumps(want[key])} is not one of out, closed, drawn")
            if want[key] != computed[key]:
                raise ReplayError(
                    f"results[{i}].{key}: the file says {json.dumps(want[key])} but the rules give "
                    f"{json.dumps(computed[key])}; fix the result or the actions"
                )


def played_tiles(path: str | Path, game: int = 0) -> list[tuple[Tile, str]]:
    """Every tile played in a replay file, with the end it went to ("L" or "R"), in order.

    A traces file (one replay per line) is read too; `game` picks the line (0 = the first).
    Raises ReplayError naming the file and the place on any problem.
    """
    replays = load_replays(path)
    if not 0 <= game < len(replays):
        raise ReplayError(f"{path}: has {len(replays)} replay(s); there is no game {game}")
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
