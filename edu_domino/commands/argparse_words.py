"""The command line's words in the user's language: argparse's own ("usage:", "the following
arguments are required", "invalid choice") and every command's help texts.

argparse says its own words through the standard library's gettext, in its default text domain.
`use_catalogs` makes that domain edu-domino's, so they are looked up in our catalogs
(edu_domino/locale), in the language `--lang` asks for, else the one the system's locale asks for
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG: as `edu_domino.i18n` does for the commands). The message ids
are argparse's own (Python 3.11 to 3.13), listed here so that the catalogs hold them; a message a
newer Python words differently stays in English.

The commands write their descriptions and option helps as English message ids (`N_("...")`);
`TranslatedParser` keeps them so and translates them only when the help is shown, through
`TranslatedHelp`. So a parser built once says its help in the language of the moment, and a test
can check every help id of every parser against the catalogs. The placeholders of the values
(`PACK`, `OUT.pdf`) are said when the parser is built (`say_metavars`), as argparse's errors
name them too ("the following arguments are required: PACK"). Help texts are `%`-formatted by
argparse (`%(default)s`), never `str.format`ted: a literal per cent sign is written `%%`.
"""

from __future__ import annotations

import argparse
import gettext

from edu_domino.i18n import DOMAIN, N_, catalog, current_language, locale_dir

ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("one of the arguments %s is required"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
)


def said(message: str) -> str:
    """`message` in the current language, as it is (no fields filled)."""
    return catalog(current_language()).gettext(message)


def use_catalogs() -> None:
    """From now on argparse speaks through edu-domino's catalogs, in the language a command's
    `--lang` asked for (else the app's saved setting, else the system's: cli.py chooses)."""
    gettext.bindtextdomain(DOMAIN, str(locale_dir()))
    gettext.textdomain(DOMAIN)
    # argparse calls its module's `_` and `ngettext` (imported from gettext): pointed at the
    # catalog of the language chosen now, so `--lang pt` is followed as LANGUAGE=pt would be.
    argparse._ = lambda message: said(message) if message else message  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: catalog(current_language()).ngettext(one, many, n)  # type: ignore[attr-defined]


class TranslatedHelp(argparse.HelpFormatter):
    """Says a parser's description and each option's help in the current language."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return said(action.help) if action.help else action.help

    def _format_text(self, text: str) -> str:
        return super()._format_text(said(text) if text else text)


class TranslatedParser(argparse.ArgumentParser):
    """An ArgumentParser whose help is said in the current language; its sub-command parsers are
    TranslatedParsers too (argparse makes them of the parent's class)."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", TranslatedHelp)
        super().__init__(*args, **kwargs)



def say_metavars(parser: argparse.ArgumentParser) -> None:
    """Every value placeholder of `parser` and its sub-command parsers in the current language
    (`PACK` -> `PAQUETE`), for the usage line and argparse's errors alike."""
    for action in parser._actions:
        if isinstance(action.metavar, str):
            action.metavar = said(action.metavar)
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                say_metavars(sub)
