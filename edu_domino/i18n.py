"""Messages in the user's language, for every package: gettext from the standard library only.

The pure packages (lesson, progress) and the commands write their user-facing messages as
`_("no pupil named {name}; {hint}", name=..., hint=...)`: an English message id, translated
through edu_domino/locale/<lang>/LC_MESSAGES/edu_domino.mo, then filled with named fields. File
names, line numbers, keys and TOML snippets go in as fields, so they are never translated.

The language is the one piece of process state here: the app sets it from its settings
(`set_language`); the commands set it from `--lang`, else the app's saved setting (cli.py), else
leave it following the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English when none of
es/pt/en is asked for. Nothing happens at import.

>>> translate("en", "did you mean {name!r}?", name="answer")
"did you mean 'answer'?"
>>> translate("es", "did you mean {name!r}?", name="answer")
"¿querías decir 'answer'?"
>>> translate("pt", "a message nobody wrote for {who}", who="you")
'a message nobody wrote for you'
"""

from __future__ import annotations

import functools
import gettext as _gettext
import locale
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "edu_domino"
LANGUAGES: tuple[str, ...] = ("es", "pt", "en")
# Each language named in itself, so a pupil who cannot read the current one still finds theirs.
LANGUAGE_NAMES: dict[str, str] = {"es": "Español", "pt": "Português", "en": "English"}

_chosen: str | None = None  # set by the app; None follows the system locale


def locale_dir() -> Path:
    return Path(__file__).resolve().parent / "locale"


def N_(message: str) -> str:
    """Mark a string for translation where it is defined; translate it where it is shown."""
    return message


def system_language(env: Mapping[str, str] | None = None) -> str:
    """The first of es/pt/en the system's locale asks for; English when it names none of them."""
    env = os.environ if env is None else env
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            candidates.extend(value.split(":"))
    if env is os.environ:
        try:
            code = locale.getlocale()[0]
        except ValueError:
            code = None
        if code:
            candidates.append(code)
    for code in candidates:
        short = code.split(".")[0].split("_")[0].split("-")[0].lower()
        if short in LANGUAGES:
            return short
    return "en"


@functools.cache
def catalog(language: str) -> _gettext.NullTranslations:
    """The compiled catalog of a language (read once); English and a missing file: no-op."""
    if language not in LANGUAGES:
        language = "en"
    return _gettext.translation(DOMAIN, localedir=str(locale_dir()), languages=[language], fallback=True)


def set_language(language: str | None) -> None:
    """The language messages are written in from now on; None (or unknown) follows the system."""
    global _chosen
    _chosen = language if language in LANGUAGES else None


def chosen_language() -> str | None:
    """The language `set_language` chose (None: the system's), to give back after a command."""
    return _chosen


def current_language() -> str:
    return _chosen or system_language()


def fill(template: str, fields: Mapping[str, object], fallback: str) -> str:
    """`template` with its named fields filled; a translation with a broken field falls back to
    the English text, so a slip in a .po file can never turn a message into a traceback."""
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError):
        return fallback.format(**fields)


def translate(language: str, message: str, /, **fields: object) -> str:
    """`message` in `language`, with its named fields filled (always `str.format`: literal
    braces in a message are doubled)."""
    return fill(catalog(language).gettext(message), fields, message)


def _(message: str, /, **fields: object) -> str:
    """`message` in the current language, fields filled. The name xgettext and our extractor know."""
    return translate(current_language(), message, **fields)


gettext = _
