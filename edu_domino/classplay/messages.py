"""The JSON the server and the devices exchange (the protocol is documented in docs/class-play.md).

Two builders decide everything a message may hold: `public_json` (what the whole class may see:
no tile of any hand, no drawn tile) and `seat_json` (one seat's own hand and legal moves, on top
of the public part). Nothing else in the package puts a tile into a message, so the privacy rule
"a device sees only its own hand" is kept in this one file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from edu_domino.engine import DRAW, PASS, Action, Play, parse_tile
from edu_domino.engine.actions import LEFT, RIGHT, Draw, Pass
from edu_domino.engine.errors import NotationError
from edu_domino.engine.events import (
    Drew,
    MatchEnded,
    Passed,
    Played,
    Reshuffled,
    RoundEnded,
    RoundResult,
    RoundStarted,
)
from edu_domino.engine.view import PlayerView
from edu_domino.faces import FaceOptions, half_words, tile_spellings, tile_words
from edu_domino.play import SpectatorView

PROTOCOL_VERSION = 1
MAX_REF_TEXT = 64  # characters of a `ref` echoed from a message the server refused


class BadMessage(ValueError):
    """A message from a device that is not one the protocol knows."""


class Faces:
    """Which picture each half shows in this game (the projector's painter uses the same seed).
    `numbers`: the teacher's "show numbers" (the words then carry the hidden values too)."""

    def __init__(self, options: FaceOptions, seed: int, numbers: bool = False) -> None:
        self.options = options
        self.seed = seed
        self.numbers = numbers

    def keys(self, pair: Sequence[int]) -> list[str]:
        first, second = tile_spellings(self.options, self.seed, pair)
        return [first.key, second.key]

    def tile(self, pair: Sequence[int], lang: str | None = None) -> dict:
        """A tile for a page: its id and values (what the page sends back when it plays), the
        picture of each half and, for a page in `lang`, the halves and the tile in words as the
        faces say them ("negra", "[negra | blanca]"): the pictures' alternative text and what a
        screen reader says, so neither gives a value the faces hide."""
        a, b = int(pair[0]), int(pair[1])
        out: dict = {"id": f"{max(a, b)}-{min(a, b)}", "a": a, "b": b, "faces": self.keys((a, b))}
        if lang is not None:
            halves = tile_spellings(self.options, self.seed, (a, b))
            out["words"] = [half_words(h, lang, self.numbers) for h in halves]
            out["name"] = tile_words(halves, lang, self.numbers)
        return out


def action_json(action: Action) -> dict:
    if isinstance(action, Play):
        return {"type": "play", "tile": str(action.tile), "end": action.end}
    return {"type": "draw"} if isinstance(action, Draw) else {"type": "pass"}


def parse_action_message(message: dict) -> Action:
    """A device's `play`/`draw`/`pass` message as an engine action (legality is the engine's)."""
    kind = message.get("type")
    if kind == "draw":
        return DRAW
    if kind == "pass":
        return PASS
    if kind != "play":
        raise BadMessage(f"unknown message type {kind!r}")
    end = message.get("end")
    if end not in (LEFT, RIGHT):
        raise BadMessage("a play needs \"end\": \"L\" or \"R\"")
    try:
        tile = parse_tile(str(message.get("tile", "")))
    except NotationError as exc:
        raise BadMessage(str(exc)) from None
    return Play(tile, end)


def ref_of(text: str) -> dict:
    """`{"ref": ...}` of a message the careful reader refused (a key twice, say) but that is
    still a JSON object, so its reply can be matched to it; {} when there is no usable ref (not
    JSON, nested too deep, or a ref too long to echo)."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    if not isinstance(message, dict) or "ref" not in message:
        return {}
    ref = message["ref"]
    if isinstance(ref, bool) or ref is None:
        return {"ref": ref}
    if isinstance(ref, str | int | float) and len(json.dumps(ref)) <= MAX_REF_TEXT:
        return {"ref": ref}
    return {}


def result_json(result: RoundResult) -> dict:
    """A round's outcome: who won how, points; the pips left per seat, never the tiles."""
    return {
        "round": result.round_number, "how": result.how, "winner_seat": result.winner_seat,
        "winner_side": result.winner_side, "pips": list(result.pips), "points": list(result.points),
        "totals": list(result.totals), "eliminated": list(result.eliminated),
    }


def event_json(event: object, faces: Faces, lang: str | None = None) -> dict | None:
    """A public event (drawn tiles are never included, whoever drew them)."""
    if isinstance(event, Played):
        return {"kind": "played", "seat": event.seat, "tile": faces.tile(event.tile, lang), "end": event.end}
    if isinstance(event, Drew):
        return {"kind": "drew", "seat": event.seat, "boneyard": event.boneyard}
    if isinstance(event, Passed):
        return {"kind": "passed", "seat": event.seat}
    if isinstance(event, RoundStarted):
        return {"kind": "round_started", "round": event.round_number, "opener": event.opener}
    if isinstance(event, Reshuffled):
        return {"kind": "reshuffled", "reason": event.reason, "seat": event.seat,
                "shown": [faces.tile(t, lang) for t in event.shown]}  # shown face up by the rules
    if isinstance(event, RoundEnded):
        return {"kind": "round_over", "result": result_json(event.result)}
    if isinstance(event, MatchEnded):
        return {"kind": "match_over", "winner_side": event.winner_side, "totals": list(event.totals)}
    return None


def public_json(spectator: SpectatorView, seats: list[dict], faces: Faces, version: int,
                result: RoundResult | None, winner_side: int | None, lang: str | None = None) -> dict:
    """The table as the projector and every device may see it (`result`: the round just over;
    `lang`: the page's language, for the tiles' words)."""
    last = None
    for event in reversed(spectator.history):
        last = event_json(event, faces, lang)
        if last is not None:
            break
    return {
        "version": version,
        "line": [faces.tile(pair, lang) for pair in spectator.line],
        "first": spectator.opener_index,
        "ends": list(spectator.ends) if spectator.ends else None,
        "hand_counts": list(spectator.hand_counts),
        "boneyard": spectator.boneyard_count,
        "boneyard_drawable": spectator.boneyard_drawable,
        "turn": spectator.turn,
        "round": spectator.round_number,
        "round_over": spectator.round_over,
        "match_over": spectator.match_over,
        "winner_side": winner_side,
        "scores": list(spectator.scores),
        "side_of": list(spectator.side_of),
        "names": list(spectator.names),
        "seats": seats,
        "last": last,
        "result": result_json(result) if result else None,
    }


def seat_json(view: PlayerView, faces: Faces, control: str, lang: str | None = None) -> dict:
    """One seat's private part: its own hand and what it may do now."""
    legal = view.legal
    plays = [{"tile": str(a.tile), "end": a.end} for a in legal if isinstance(a, Play)]
    return {
        "seat": view.seat,
        "name": view.names[view.seat],
        "control": control,
        "hand": [faces.tile(t, lang) for t in view.hand],
        "your_turn": bool(legal),
        "plays": plays,
        "can_draw": any(isinstance(a, Draw) for a in legal),
        "can_pass": any(isinstance(a, Pass) for a in legal),
    }
