"""`edu-domino serve`: class play, the table on the projector and each hand on its own device.

Without `--headless` the app opens on the class-play join screen (QR codes, room code, address).
With `--headless` the same server runs with no window and prints one JSON line when it is ready:
`{"url": "http://HOST:PORT/", "room": "CODE", "seats": [{"seat": 0, "join": ".../join/TOKEN"}, ...]}`.
It stops on Ctrl+C (or SIGTERM). The address is `--host`, else EDU_DOMINO_CLASS_HOST, else this
machine's address on the local network; when the port is taken, any free one (the line says
which). See docs/class-play.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from edu_domino.commands._errors import fail, reports_user_errors
from edu_domino.i18n import N_, _

HELP = N_("class play: serve the device page for a class game or a whole-class lesson")
DEFAULT_PORT = 8765
HOST_VARIABLE = "EDU_DOMINO_CLASS_HOST"  # the app reads it too (ui/class_session.py)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--headless", action="store_true", help=N_("no window: print the links as JSON and serve"))
    parser.add_argument("--preset", default="clasico", metavar=N_("NAME"), help=N_("rules preset (default: clasico)"))
    parser.add_argument("--players", type=int, metavar=N_("PLAYERS"), help=N_("players at the table (default: the preset's)"))
    parser.add_argument("--teams", type=int, metavar=N_("TEAMS"), help=N_("0 for each for themselves, or 2 to 5 teams"))
    parser.add_argument("--seats", metavar=N_("LIST"),
                        help=N_("per seat: device, keyboard, random, greedy or expert, comma separated (default: all devices)"))
    parser.add_argument("--names", metavar=N_("LIST"), help=N_("seat names, comma separated"))
    parser.add_argument("--faces", default="pips", choices=("pips", "numerals", "notes", "notes-rests", "powers", "mixed"),
                        help=N_("what the tiles' halves show (default: pips)"))
    parser.add_argument("--difficulty", choices=("single", "spellings", "sets"),
                        help=N_("single: one spelling per value; spellings: mix a set's spellings; sets: mix face sets"))
    parser.add_argument("--show-numbers", action="store_true",
                        help=N_("with note or power faces, also say each half's value on the devices (beginners)"))
    parser.add_argument("--seed", type=int, metavar=N_("SEED"), help=N_("fix the deals (default: fresh every game)"))
    parser.add_argument("--lesson", metavar=N_("PACK"), help=N_("a whole-class lesson instead of a game: a pack id or file"))
    parser.add_argument("--host", metavar=N_("ADDRESS"), help=N_("address to listen on (default: $EDU_DOMINO_CLASS_HOST, else this "
                                "machine's address on the local network)"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, metavar=N_("PORT"),
                        help=N_("port (default: %(default)s; when it is taken, or 0: any free one)"))
    parser.add_argument("--lang", choices=("es", "pt", "en"), help=N_("language of the device page"))
    parser.add_argument("--pace", type=float, default=1.0, metavar=N_("SECONDS"), help=N_("seconds between computer moves (default: 1)"))
    parser.add_argument("--round-pause", type=float, default=8.0, metavar=N_("SECONDS"), help=N_("seconds the scores stay up between rounds"))
    parser.add_argument("--grace", type=float, default=15.0, metavar=N_("SECONDS"),
                        help=N_("seconds a device may be away on its turn before the computer stands in"))
    parser.add_argument("--join-grace", type=float, default=60.0, metavar=N_("SECONDS"),
                        help=N_("seconds a device seat nobody has joined may keep its turns waiting before "
                        "the computer plays it (default: 60)"))
    parser.add_argument("--team-phones", metavar=N_("SEAT:NAME+NAME,..."),
                        help=N_("a team of 2 to 5 pupils shares a device seat's hand, each on their own phone, "
                        "e.g. 0:Ana+Bruno,2:Carla+Dani (each member gets a link)"))
    parser.add_argument("--team-rule", choices=("captain", "majority"), default="captain",
                        help=N_("how a team agrees on a move: the first named says yes (default), or a majority"))
    parser.add_argument("--own-pace", action="store_true",
                        help=N_("with --lesson: each pupil does the pack at their own pace on their own device; "
                        "the teacher's live view opens in this machine's browser (its link is printed)"))
    parser.add_argument("--practice", nargs="?", const="aims", metavar=N_("TOPICS"),
                        help=N_("with --own-pace, instead of --lesson: each pupil practises the app's adaptive "
                        "drills on their own device, recorded as in the app; TOPICS: some of sums, spellings, "
                        "powers, listening, rhythm, comma separated (default: each pupil's practice aims)"))
    parser.add_argument("--leaderboard", action="store_true",
                        help=N_("own pace: show a list of names, most right answers first, on the live view"))
    parser.add_argument("--idle", type=float, default=90.0, metavar=N_("SECONDS"),
                        help=N_("own pace: seconds without a tap before a pupil is flagged idle (default: 90)"))
    parser.add_argument("--auto", metavar=N_("J,Q,C,A"), default="30,60,6,6",
                        help=N_("headless lesson: seconds to join (from the first pupil), then for each "
                        "question, chart and answer before moving on (default: 30,60,6,6)"))


def _auto(text: str) -> dict[str, float]:
    try:
        j, q, c, a = (float(x) for x in text.split(","))
    except ValueError:
        raise ValueError(_("{option}: give four numbers of seconds, e.g. {example}", option=f"--auto {text}",
                           example="30,60,6,6")) from None
    return {"joining": j, "question": q, "chart": c, "answer": a}


def _team_phones(text: str | None) -> dict[int, list[str]]:
    """`0:Ana+Bruno,2:Carla+Dani` -> {0: ["Ana", "Bruno"], 2: ["Carla", "Dani"]}."""
    teams: dict[int, list[str]] = {}
    for part in (text or "").split(","):
        seat, _colon, names = part.partition(":")
        if not part.strip():
            continue
        if not seat.strip().isdigit() or not names.strip():
            raise ValueError(_("{option}: write each team as SEAT:NAME+NAME, e.g. {example}", option=f"--team-phones {text}",
                               example="0:Ana+Bruno,2:Carla+Dani"))
        teams[int(seat)] = [n.strip() for n in names.split("+") if n.strip()]
    return teams


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.classplay import lan_address
    from edu_domino.classplay.session import open_game, open_lesson
    from edu_domino.i18n import current_language, set_language

    if args.lang:
        set_language(args.lang)
    lang = args.lang or current_language()
    if not 0 <= args.port <= 65535:
        return fail(_("{option}: use a port from 1024 to 65535 (or 0 for any free one)", option=f"--port {args.port}"))
    if args.own_pace:
        return _serve_own_pace(args, lang)
    try:
        if args.lesson:
            lesson, keys = open_lesson(args.lesson, lang, auto=_auto(args.auto) if args.headless else None)
            table = None
        else:
            names = [n.strip() for n in args.names.split(",")] if args.names else None
            table, keys = open_game(args.preset, args.players, args.teams, args.seats, names, args.faces,
                                    args.difficulty, args.seed, args.pace, args.round_pause, args.grace,
                                    show_numbers=args.show_numbers, join_grace=args.join_grace,
                                    team_phones=_team_phones(args.team_phones), team_rule=args.team_rule)
            lesson = None
    except ValueError as exc:
        return fail(str(exc))
    if args.headless and table is not None and any(s.control == "keyboard" for s in table.seats):
        table.close()
        return fail(_("{option}: a keyboard seat is played on the projector's window; without a window "
                      "use device or a computer level (random, greedy, expert)", option="--seats"))
    host = args.host or os.environ.get(HOST_VARIABLE) or lan_address()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from edu_domino.ui.face_images import face_pngs  # the projector's painter; no window needed

    images = face_pngs(keys)
    if not args.headless:
        from edu_domino.ui.class_app import run_class_app

        return run_class_app(table=table, lesson=lesson, images=images, host=host, port=args.port, lang=lang)
    return _serve_headless(table, lesson, images, host, args.port, lang)


def _serve_own_pace(args: argparse.Namespace, lang: str) -> int:
    from edu_domino.classplay import lan_address
    from edu_domino.classplay.ownpace_server import OwnPaceServer
    from edu_domino.classplay.session import open_ownpace

    if args.practice is not None and args.lesson:
        return fail(_("{options}: one of them per session; start the pack and the practice "
                      "as two sessions (two ports)", options="--practice, --lesson"))
    if not args.lesson and args.practice is None:
        return fail(_("--own-pace needs --lesson PACK (a pack id or a .toml file) or --practice [TOPICS]"))
    if args.idle <= 0:
        return fail(_("{option}: give the seconds without a tap before a pupil is flagged idle, e.g. 90",
                      option=f"--idle {args.idle}"))
    try:
        if args.practice is not None:
            lesson, keys = _open_practice(args, lang)
        else:
            lesson, keys = open_ownpace(args.lesson, lang, leaderboard=args.leaderboard, idle_after=args.idle)
    except ValueError as exc:
        return fail(str(exc))
    host = args.host or os.environ.get(HOST_VARIABLE) or lan_address()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # the painter only: no window
    from edu_domino.ui.face_images import face_pngs

    server = OwnPaceServer(ownpace=lesson, images=face_pngs(keys), host=host, port=args.port, lang=lang,
                           any_port_if_taken=True)

    def ready() -> None:
        if not args.headless:
            import webbrowser

            webbrowser.open(server.teacher_url())  # the live view, on this machine only

    return _serve_headless(None, lesson, None, host, args.port, lang, server=server, extra=lambda: {
        "teacher": server.teacher_url()}, ready=ready)


def _open_practice(args: argparse.Namespace, lang: str):
    """Practice on the devices: the topics given, the level and length the teacher set in the app."""
    from edu_domino.classplay.session import open_practice, parse_topics
    from edu_domino.ui import teacher

    teacher_file = teacher.load()
    if teacher_file.problem:
        print(f"edu-domino: {teacher_file.problem}", file=sys.stderr)
    return open_practice(parse_topics(args.practice), lang, aims_for=teacher_file.aims_for, idle_after=args.idle)


def _serve_headless(table, lesson, images, host: str, port: int, lang: str, server=None, extra=None,
                    ready=None) -> int:
    import asyncio
    import contextlib
    import signal

    from edu_domino.classplay.server import ClassServer

    if server is None:
        server = ClassServer(table=table, lesson=lesson, images=images, host=host, port=port, lang=lang,
                             any_port_if_taken=True)

    async def main() -> None:
        try:
            await server.start()
        except OSError as exc:
            raise SystemExit(fail(_("{address}: cannot listen ({why}); check --host (or {variable}) is an "
                                    "address of this machine", address=f"{host}:{port}", why=exc.strerror or exc,
                                    variable=HOST_VARIABLE))) from None
        if port and server.port != port:
            print("edu-domino: " + _("port {taken} is taken; serving on port {port}", taken=port, port=server.port),
                  file=sys.stderr, flush=True)
        print(json.dumps({"url": server.url, "room": server.room_code,
                          "seats": [{"seat": s["seat"], "join": s["join"]} for s in server.seat_links()],
                          **({"team_phones": [{"seat": m["seat"], "name": m["name"], "join": server.join_url(m["token"])}
                                              for m in table.member_links()]} if table and table.team_hands else {}),
                          **(extra() if extra else {})}),
              flush=True)
        if ready is not None:
            ready()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            # Windows has no signal handlers in asyncio: Ctrl+C still ends asyncio.run there.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await server.stop()

    try:
        asyncio.run(main())
    finally:
        (table or lesson).close()
    print("edu-domino: " + _("class play stopped"), file=sys.stderr)
    return 0
