"""Reading replay documents: JSON text or files, checked for shape, with messages that name the
file, the place and the fix. The actions are checked when the document is played back
(`edu_domino.engine.replay.run_replay`); the format is in docs/replay-format.md.

>>> load_replay('{"rules": {"preset": "sala", "options": {"players": 3}}, "deal": {"seed": 4}, "actions": []}').rules.players
3
>>> parse_replay({"rules": {"preset": "sala"}, "deal": {"seed": "4"}, "actions": []}, "game.json")
Traceback (most recent call last):
  ...
edu_domino.engine.errors.ReplayError: game.json: deal.seed: must be a whole number, not the text "4"
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from edu_domino.engine.errors import NotationError, ReplayError, RulesError
from edu_domino.engine.match import Deal
from edu_domino.engine.presets import PRESETS, get_preset
from edu_domino.engine.rules import OPTION_DOCS, RuleSet
from edu_domino.engine.tiles import Tile, parse_tile
from edu_domino.i18n import _
from edu_domino.reading import (
    INVALID,
    JSON_LIMIT,
    TRACES_LIMIT,
    ReadError,
    parse_json,
    read_text,
    shorten,
)

FORMAT = "edu-domino-replay"
VERSION = 1
_KIND_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_HOWS = ("out", "closed", "drawn")


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


# -- reading ------------------------------------------------------------------------------


def load_replay(source: str | Path) -> Replay:
    """Read one replay document from a file path or from JSON text; check its shape.

    A file is read through `edu_domino.reading` (regular files of at most 1 MB, strict UTF-8,
    limits on nesting and numbers, no duplicate keys)."""
    text, name = _read(source, JSON_LIMIT)
    replays = _parse_documents(text, name, allow_many=False)
    return replays[0]


def load_replays(source: str | Path) -> list[Replay]:
    """Read a file holding one replay document, or one per line (what `simulate --traces` writes;
    at most 64 MB)."""
    text, name = _read(source, TRACES_LIMIT)
    return _parse_documents(text, name, allow_many=True)


def _read(source: str | Path, limit: int) -> tuple[str, str | None]:
    if isinstance(source, str) and source.lstrip().startswith("{"):
        return source, None
    try:
        return read_text(source, limit), str(source)
    except ReadError as exc:
        raise ReplayError(str(exc)) from None


def _parse_documents(text: str, name: str | None, allow_many: bool) -> list[Replay]:
    prefix = f"{name}: " if name else ""
    label = name or "replay"
    if not text.strip():
        raise ReplayError(prefix + _("the file is empty; a replay is a JSON object (see {doc})", doc="docs/replay-format.md"))
    lines = [(i + 1, line) for i, line in enumerate(text.splitlines()) if line.strip()] if allow_many else []
    try:
        return [parse_replay(parse_json(text, label), name)]
    except ReadError as exc:
        whole_error = exc
        if whole_error.kind != INVALID or len(lines) < 2:
            raise ReplayError(str(whole_error)) from None
    replays: list[Replay] = []
    for lineno, line in lines:  # one document a line
        try:
            data = parse_json(line, label, first_line=lineno)
        except ReadError as exc:
            if not replays:  # a first line that is no document: one document over many lines
                raise ReplayError(str(whole_error)) from None
            also = "; " + _("a traces file holds one JSON replay object per line") if exc.kind == INVALID else ""
            raise ReplayError(f"{exc}{also}") from None
        replays.append(parse_replay(data, f"{name}:{lineno}" if name else f"line {lineno}"))
    return replays


def parse_replay(data: object, source: str | None = None) -> Replay:
    """Check the shape of a decoded replay document and build the rule set."""
    try:
        return _parse(data, source)
    except ReplayError as exc:
        raise ReplayError(with_source(source, str(exc))) from None


def with_source(source: str | None, message: str) -> str:
    return f"{source}: {message}" if source else message


def _parse(data: object, source: str | None) -> Replay:
    doc = _obj(data, _("the document"))
    fmt = doc.get("format", FORMAT)
    if fmt != FORMAT:
        raise ReplayError(_("{place}: {value} is not {format!r}; this is not an edu-domino replay", place="format",
                             value=_shown(fmt), format=FORMAT))
    version = doc.get("version", VERSION)
    if type(version) is not int or version != VERSION:  # exact: `true` and 1.0 are not version 1
        raise ReplayError(_("{place}: {value} is not supported; this program reads version {version}", place="version",
                             value=_shown(version), version=VERSION))
    known = ("format", "version", "rules", "seats", "deal", "actions", "results", "final", "comment")
    for key in map(shorten, doc):
        if key in _BELONGS_INSIDE:
            parent = _BELONGS_INSIDE[key]
            raise ReplayError(_("{place}: belongs inside {parent!r}; write {snippet}", place=key, parent=parent,
                                 snippet=f'"{parent}": {{"{key}": ...}}'))
        if key not in known:
            raise ReplayError(_("{place}: unknown key; {hint}", place=key, hint=suggest(key, known)))
    for key in ("rules", "deal", "actions"):
        if key not in doc:
            raise ReplayError(_("{place}: missing; add it (see {doc})", place=key, doc="docs/replay-format.md"))

    preset, options, rules = _parse_rules(doc["rules"])
    seats = _parse_seats(doc.get("seats"), rules)
    seed, deals = _parse_deal(doc["deal"], rules)
    actions = doc["actions"]
    if not isinstance(actions, list):
        raise ReplayError(_("{place}: must be a list of texts like {example}, not {got}", place="actions",
                             example='"6-4 L"', got=_kind(actions)))
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise ReplayError(_("{place}: must be text like {a}, {b} or {c}, not {got}", place=f"actions[{i}]",
                                 a='"6-4 L"', b='"draw"', c='"pass"', got=_kind(a)))
    results = doc.get("results")
    if results is not None:
        if not isinstance(results, list):
            raise ReplayError(_("{place}: must be a list of round results, not {got}", place="results", got=_kind(results)))
        for i, r in enumerate(results):
            _obj(r, f"results[{i}]")
    return Replay(preset, options, rules, seats, seed, deals, list(actions), results, source)


# Keys people put at the top level that live one level down.
_BELONGS_INSIDE = {"preset": "rules", "options": "rules", "seed": "deal", "deals": "deal"}


def _parse_rules(data: object) -> tuple[str, dict[str, object], RuleSet]:
    rules = _obj(data, "rules")
    for key in map(shorten, rules):
        if key not in ("preset", "options"):
            raise ReplayError(_("{place}: unknown key; {hint}", place=f"rules.{key}", hint=suggest(key, ("preset", "options"))))
    preset = rules.get("preset")
    if not isinstance(preset, str):
        raise ReplayError(_("{place}: missing or not text; name one of {names}", place="rules.preset",
                             names=", ".join(PRESETS)))
    if preset not in PRESETS:
        try:
            get_preset(preset)
        except RulesError as exc:
            raise ReplayError(f"rules.preset: {exc}") from None
    options = _obj(rules.get("options", {}), "rules.options")
    for key, value in options.items():
        if key not in OPTION_DOCS or key == "name":
            key = shorten(key)
            raise ReplayError(_("{place}: unknown rule option; {hint}", place=f"rules.options.{key}",
                                 hint=suggest(key, OPTION_DOCS)))
        allowed = OPTION_DOCS[key][0]
        if allowed is not None and (value not in allowed or type(value) is not type(allowed[0])):
            choices = ", ".join(json.dumps(a) for a in allowed)
            raise ReplayError(_("{place}: {value} is not allowed; choose one of {choices}", place=f"rules.options.{key}",
                                 value=_shown(value), choices=choices))
        if allowed is None and key == "opening_tile" and not isinstance(value, str):
            raise ReplayError(_("{place}: must be a tile written like {example}, not {got}", place=f"rules.options.{key}",
                                 example='"6-6"', got=_kind(value)))
        if allowed is None and key != "opening_tile" and (not isinstance(value, int) or isinstance(value, bool)):
            raise ReplayError(_("{place}: must be a whole number, not {got}", place=f"rules.options.{key}", got=_kind(value)))
    try:
        ruleset = get_preset(preset, **options)
    except RulesError as exc:
        raise ReplayError(f"rules.options: {exc}") from None
    return preset, dict(options), ruleset


def _parse_seats(data: object, rules: RuleSet) -> list[Seat]:
    if data is None:
        return [Seat(f"P{s + 1}", rules.side_of(s)) for s in range(rules.players)]
    if not isinstance(data, list):
        raise ReplayError(_("{place}: must be a list with one object per seat, not {got}", place="seats", got=_kind(data)))
    if len(data) != rules.players:
        raise ReplayError(_("{place}: {n} given but the rules seat {players} players; give one seat per player or "
                            "change {option}", place="seats", n=len(data), players=rules.players,
                            option="rules.options.players"))
    seats = []
    for s, item in enumerate(data):
        place = f"seats[{s}]"
        seat = _obj(item, place)
        for key in map(shorten, seat):
            if key not in ("name", "side", "kind"):
                raise ReplayError(_("{place}: unknown key; {hint}", place=f"{place}.{key}",
                                     hint=suggest(key, ("name", "side", "kind"))))
        name = seat.get("name", f"P{s + 1}")
        if not isinstance(name, str) or not name.strip():
            raise ReplayError(_("{place}: must be non-empty text, not {got}", place=f"{place}.name", got=_kind(name)))
        kind = seat.get("kind", "human")
        if not isinstance(kind, str) or not _KIND_RE.match(kind):
            raise ReplayError(_("{place}: {value} is not a player kind; write e.g. {a} or {b}", place=f"{place}.kind",
                                 value=_shown(kind), a='"human"', b='"random"'))
        side = seat.get("side", rules.side_of(s))
        if not isinstance(side, int) or isinstance(side, bool) or side != rules.side_of(s):
            layout = f"teams={rules.teams}" if rules.teams else _("individual play")
            raise ReplayError(_("{place}: {value}, but with {layout} seat {seat} is on side {side}; sides follow "
                                "the seating (seat s is on side s % teams); fix it or leave it out",
                                place=f"{place}.side", value=_shown(side), layout=layout, seat=s,
                                side=rules.side_of(s)))
        seats.append(Seat(name, side, kind))
    return seats


def _parse_deal(data: object, rules: RuleSet) -> tuple[int | None, list[Deal]]:
    deal = _obj(data, "deal")
    for key in map(shorten, deal):
        if key not in ("seed", "deals"):
            raise ReplayError(_("{place}: unknown key; {hint}", place=f"deal.{key}", hint=suggest(key, ("seed", "deals"))))
    if "seed" not in deal and "deals" not in deal:
        raise ReplayError(_("{place}: give a {seed} (a whole number) or {deals} (each hand and the boneyard)", place="deal",
                             seed='"seed"', deals='"deals"'))
    seed = deal.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ReplayError(_("{place}: must be a whole number, not {got}", place="deal.seed", got=_kind(seed)))
    raw = deal.get("deals", [])
    if not isinstance(raw, list):
        raise ReplayError(_("{place}: must be a list of deals, not {got}", place="deal.deals", got=_kind(raw)))
    deals = [_parse_one_deal(d, f"deal.deals[{k}]", rules) for k, d in enumerate(raw)]
    return seed, deals


def _parse_one_deal(data: object, place: str, rules: RuleSet) -> Deal:
    deal = _obj(data, place)
    for key in map(shorten, deal):
        if key not in ("hands", "boneyard"):
            raise ReplayError(_("{place}: unknown key; {hint}", place=f"{place}.{key}",
                                 hint=suggest(key, ("hands", "boneyard"))))
    hands = deal.get("hands")
    if not isinstance(hands, list):
        raise ReplayError(_("{place}: missing or not a list; give one list of tiles per seat", place=f"{place}.hands"))
    if len(hands) != rules.players:
        raise ReplayError(_("{place}: {n} hands for {players} players; give one per seat", place=f"{place}.hands",
                             n=len(hands), players=rules.players))
    seen: dict[Tile, str] = {}
    parsed_hands = []
    for s, hand in enumerate(hands):
        parsed_hands.append(_parse_tiles(hand, f"{place}.hands[{s}]", rules, seen))
    boneyard = _parse_tiles(deal.get("boneyard", []), f"{place}.boneyard", rules, seen)
    total = (rules.set_max + 1) * (rules.set_max + 2) // 2
    if len(seen) != total:
        missing = [str(t) for t in _all_tiles(rules.set_max) if t not in seen]
        raise ReplayError(_("{place}: {tiles} not dealt; every tile of the set goes to a hand or the boneyard",
                            place=place, tiles=", ".join(missing[:6]) + (" ..." if len(missing) > 6 else "")))
    return Deal(tuple(parsed_hands), boneyard)


def _all_tiles(n: int) -> list[Tile]:
    return [Tile(a, b) for a in range(n + 1) for b in range(a + 1)]


def _parse_tiles(data: object, place: str, rules: RuleSet, seen: dict[Tile, str]) -> tuple[Tile, ...]:
    if not isinstance(data, list):
        raise ReplayError(_("{place}: must be a list of tiles like {example}, not {got}", place=place, example='"6-4"',
                             got=_kind(data)))
    tiles = []
    for i, text in enumerate(data):
        where = f"{place}[{i}]"
        if not isinstance(text, str):
            raise ReplayError(_("{place}: must be a tile like {example}, not {got}", place=where, example='"6-4"',
                                 got=_kind(text)))
        try:
            tile = parse_tile(text)
        except NotationError as exc:
            raise ReplayError(f"{where}: {exc}") from None
        if tile.a > rules.set_max:
            raise ReplayError(_("{place}: {tile} is not a tile of double-{n}; check the set ({option})", place=where,
                                 tile=tile, n=rules.set_max, option="rules.options.set_max"))
        if tile in seen:
            raise ReplayError(_("{place}: {tile} is dealt twice (also at {other}); each tile is dealt once", place=where,
                                 tile=tile, other=seen[tile]))
        seen[tile] = where
        tiles.append(tile)
    return tuple(tiles)


def _obj(data: object, place: str) -> dict:
    if not isinstance(data, dict):
        raise ReplayError(_("{place}: must be a JSON object {{...}}, not {got}", place=place, got=_kind(data)))
    return data


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return _("the boolean {value}", value=json.dumps(value))
    if isinstance(value, (int, float)):
        return _("the number {value}", value=value)
    if isinstance(value, str):
        return _("the text {value}", value=_shown(value))
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("an object")
    return type(value).__name__


def _shown(value: object) -> str:
    """A value from the file as JSON, cut short: a message stays one readable line."""
    return shorten(json.dumps(value, ensure_ascii=False), 60)


def suggest(key: str, known) -> str:
    close = difflib.get_close_matches(key, list(known), n=1)
    return _("did you mean {name!r}?", name=close[0]) if close else _("expected one of: {names}", names=", ".join(known))
