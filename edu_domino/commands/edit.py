"""`edu-domino edit [PACK]`: the lesson pack editor, in the browser, on this computer only.

Starts the editor's web server on the loopback address (127.0.0.1: nobody else on the network
can reach it) and opens the default browser on it, or prints the address when no browser can be
opened. Without PACK a new pack is started in the teacher's lessons folder. Stops on Ctrl+C.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from edu_domino.commands._errors import reports_user_errors
from edu_domino.i18n import N_

HELP = N_("edit a lesson pack in the browser (forms, pictures, the pupil's view, the checker), on this computer only")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pack", nargs="?", metavar=N_("PACK"), help=N_("a pack .toml file or pack folder (new when missing)"))
    parser.add_argument("--lang", choices=("es", "pt", "en"), default=None, help=N_("the editor's language (default: the saved setting or the system's)"))
    parser.add_argument("--port", type=int, default=0, metavar=N_("PORT"), help=N_("the port to listen on (default: any free one)"))
    parser.add_argument("--no-browser", action="store_true", help=N_("only print the address"))


def new_pack_path() -> Path:
    from edu_domino.resources import user_lessons_dir

    folder = user_lessons_dir()
    n = 1
    while (folder / f"my-pack-{n}.toml").exists():
        n += 1
    return folder / f"my-pack-{n}.toml"


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    import webbrowser

    from edu_domino.editor.server import EditorServer
    from edu_domino.editor.session import EditSession
    from edu_domino.i18n import _, current_language, set_language

    lang = args.lang or current_language()
    set_language(lang)
    path = Path(args.pack) if args.pack else new_pack_path()
    if path.exists() and not path.is_file() and not (path / "pack.toml").is_file():
        print(_("{file}: not a pack file or pack folder; give a .toml file", file=path), file=sys.stderr)
        return 1
    server = EditorServer(EditSession(path, lang), port=args.port)
    try:
        server.start_in_thread()
    except OSError as exc:
        print(_("the editor cannot listen on port {port} ({why}); try --port 0", port=args.port, why=exc.strerror),
              file=sys.stderr)
        return 1
    print(_("The pack editor is at {url} (Ctrl+C stops it)", url=server.url), flush=True)
    if not args.no_browser:
        try:
            opened = webbrowser.open(server.url)
        except webbrowser.Error:
            opened = False
        if not opened:
            print(_("No browser could be opened: open {url} in yours", url=server.url), flush=True)
    try:
        server.wait()
    except KeyboardInterrupt:
        server.stop()
    return 0
