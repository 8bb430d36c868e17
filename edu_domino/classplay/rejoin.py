"""Coming back to one's place: the room page remembers, on the device, the last link it was
given (or the device page it opened), and asks here whether that place is still this device's.

    POST /api/rejoin  {"token": TOKEN}
      200 {"join": "/join/TOKEN", "name": "Ana"}     the place is free: go back to it
      409 {"error": "in_use", "join": ..., "name": ...}   another device holds it right now
      404 {"error": "gone"}                          not a place of this game (a game since ended)
      429 {"error": "too_many"}                      too many unknown tokens from this address

A place held by another device is said as it is: the page tells the pupil and lets them go
back anyway (it may be their own other tab) or pick another seat; it never moves them silently.
Unknown tokens count as wrong room codes do (`tokens.Attempts`), though a token cannot be guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiohttp import web

if TYPE_CHECKING:
    from edu_domino.classplay.server import ClassServer

MAX_TOKEN = 64  # characters: tokens are 22


def holder(server: ClassServer, token: str) -> tuple[str, int] | None:
    """The name of the place a link holds, and how many devices are on it now."""
    table = server.table
    if table is not None:
        seat = table.seat_for_token(token)
        if seat is not None:
            return table.seats[seat].name, table.seats[seat].connections
        found = table.member_for_token(token)
        if found is None:
            return None
        member = table.team_hands[found[0]].members[found[1]]
        return member.name, member.connections
    pupil = server.lesson.pupil_for_token(token) if server.lesson is not None else None
    return None if pupil is None else (str(getattr(pupil, "name", "")), pupil.connections)


async def api_rejoin(server: ClassServer, request: web.Request) -> web.Response:
    address = request.remote or "?"
    if server.attempts.blocked(address):
        return web.json_response({"error": "too_many"}, status=429)
    try:
        body = await request.json()
    except ValueError:
        body = None
    token = body.get("token") if isinstance(body, dict) else None
    if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
        return web.json_response({"error": "bad_request"}, status=400)
    held = holder(server, token)
    if held is None:
        server.attempts.wrong(address)
        return web.json_response({"error": "gone"}, status=404)
    name, devices = held
    place = {"join": f"/join/{token}", "name": name}
    if devices > 0:
        return web.json_response({"error": "in_use", **place}, status=409)
    return web.json_response(place)
