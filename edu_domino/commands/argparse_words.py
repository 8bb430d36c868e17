"""argparse's own words ("usage:", "the following arguments are required", "invalid choice") in
the user's language, like every other message of the command line.

argparse says them through the standard library's gettext, in its default text domain. `use_catalogs`
makes that domain edu-domino's, so they are looked up in our catalogs (edu_domino/locale), in the
language `--lang` asks for, else the one the system's locale asks for (LANGUAGE, LC_ALL,
LC_MESSAGES, LANG: as `edu_domino.i18n` does for the commands). The message ids are argparse's own (Python 3.11 to 3.13), listed here so
that the catalogs hold them; a message a newer Python words differently stays in English.
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
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("one of the arguments %s is required"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
)


def use_catalogs() -> None:
    """From now on argparse speaks through edu-domino's catalogs, in the language a command's
    `--lang` asked for (else the system's)."""
    gettext.bindtextdomain(DOMAIN, str(locale_dir()))
    gettext.textdomain(DOMAIN)
    # argparse calls its module's `_` and `ngettext` (imported from gettext): pointed at the
    # catalog of the language chosen now, so `--lang pt` is followed as LANGUAGE=pt would be.
    argparse._ = lambda message: catalog(current_language()).gettext(message)  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: catalog(current_language()).ngettext(one, many, n)  # type: ignore[attr-defined]
