"""The one entry point, `edu-domino`, with sub-commands.

Each sub-command lives in its own module under `edu_domino.commands` and is imported only when
it runs, so `edu-domino presets` never loads pygame and the app starts fast. A command module
defines `HELP` (one line), `add_arguments(parser)` and `run(args) -> int` (the exit code). `HELP`
and every option's help are English message ids (`N_`), said in the user's language when the help
is shown (commands/argparse_words.py); `bench` and `screenshot`, for developers, stay English.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from edu_domino.i18n import N_
from edu_domino.screen import missing_screen, opens_window
from edu_domino.terminal import SafeStream

# name -> module under edu_domino.commands
COMMANDS: dict[str, str] = {
    "play": "play",  # the app (the default when no sub-command is given)
    "presets": "presets",
    "simulate": "simulate",
    "replay": "replay",
    "bench": "bench",
    "gallery": "gallery",
    "export-midi": "export_midi",
    "check-pack": "check_pack",
    "run-pack": "run_pack",
    "worksheet": "worksheet",
    "lessons": "lessons",
    "screenshot": "screenshot",
    "serve": "serve",
    "export-progress": "export_progress",
    "edit": "edit",
    "record": "record",
}


# Commands whose `--lang` is the app's or a page's language, which they set themselves; every
# other command's `--lang` is the language it speaks in (Windows cmd cannot type
# `LANGUAGE=es edu-domino ...`).
OWN_LANGUAGE = {"play", "screenshot", "serve"}
# Commands for developers: English help, and the app's saved language does not change them.
DEVELOPERS_ONLY = {"bench", "screenshot"}
LANG_HELP = N_("the language of the messages: es, pt or en (default: the saved setting or the system's)")


def _load(name: str):
    return importlib.import_module(f"edu_domino.commands.{COMMANDS[name]}")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    from edu_domino.commands.argparse_words import TranslatedParser, say_metavars, use_catalogs

    use_catalogs()  # argparse's errors in the user's language too
    parser = TranslatedParser(prog="edu-domino", description=N_("Classroom dominoes."))
    sub = parser.add_subparsers(dest="command", metavar=N_("COMMAND"))
    for name in COMMANDS:
        if only is not None and name != only:
            # Keep `--help` complete without importing every command module.
            sub.add_parser(name)
            continue
        try:
            module = _load(name)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("edu_domino.commands"):
                continue  # not written yet
            raise
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        _take_lang(p)
    say_metavars(parser)
    return parser


def _take_lang(parser: argparse.ArgumentParser, default: object = None) -> None:
    """Every command speaks the language asked: `--lang` on it and on its own sub-commands
    (`record copy A B --lang es`), where it leaves the command's value alone when not given."""
    if "--lang" not in parser._option_string_actions:
        parser.add_argument("--lang", choices=("es", "pt", "en"), default=default, help=LANG_HELP)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                _take_lang(sub, argparse.SUPPRESS)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-") and argv[0] not in {"-h", "--help"}:
        argv = ["play", *argv]
    missing = missing_screen(os.environ) if opens_window(argv) else None
    if missing:  # else SDL says something unrelated and the app runs where nobody sees it
        print(missing, file=sys.stderr)
        return 1
    only = argv[0] if argv[0] in COMMANDS else None
    from edu_domino import i18n

    asked = _asked_language(argv)
    if asked is None and i18n.chosen_language() is None and only not in DEVELOPERS_ONLY:
        asked = _saved_language()  # the language the teacher chose in the app
    if asked is None:
        return _run(argv, only, i18n.chosen_language())
    before = i18n.chosen_language()  # the language a caller chose (the app, a test), given back after
    i18n.set_language(asked)  # the help and argparse's own errors in it too
    try:
        # the app or the page takes its language from `--lang` itself: it runs as called
        return _run(argv, only, before if only in OWN_LANGUAGE else asked)
    finally:
        i18n.set_language(before)


def _saved_language() -> str | None:
    """The app's saved language setting (its settings file only read, never pygame loaded)."""
    from edu_domino.ui.settings import saved_language

    return saved_language()


def _asked_language(argv: list[str]) -> str | None:
    """The language `--lang es` (or `--lang=es`) asks for, read before argparse runs."""
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--lang="):
            return word.partition("=")[2]
    return None


def _run(argv: list[str], only: str | None, run_language: str | None) -> int:
    """Parse `argv` (its help and usage errors in the language of the moment), then run the
    command in `run_language`."""
    from edu_domino import i18n

    args = build_parser(only).parse_args(argv)
    if args.command is None:
        build_parser().print_help()
        return 2
    i18n.set_language(run_language)
    # Everything the commands print goes through SafeStream: no control character or text
    # that cannot be encoded from a user's file ever reaches the terminal raw.
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = SafeStream(sys.stdout), SafeStream(sys.stderr)  # type: ignore[assignment]
    try:
        return int(_load(args.command).run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    finally:
        sys.stdout, sys.stderr = streams


if __name__ == "__main__":
    sys.exit(main())
