"""Languages through gettext catalogs, switchable while the app runs.

Catalogs live in edu_domino/locale/<lang>/LC_MESSAGES/edu_domino.mo (compiled from the .po beside
it by scripts/compile_catalogs.py). English is the source language: a missing catalog or entry
shows the English text, never a crash.
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "edu_domino"
LANGUAGES: tuple[str, ...] = ("es", "pt", "en")
# Each language named in itself, so a pupil who cannot read the current one still finds theirs.
LANGUAGE_NAMES: dict[str, str] = {"es": "Español", "pt": "Português", "en": "English"}


def locale_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "locale"


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


class Translator:
    """The current language's catalog; `set_language` swaps it without a restart."""

    def __init__(self, language: str = "en") -> None:
        self.language = "en"
        self._catalog: gettext.NullTranslations = gettext.NullTranslations()
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        self.language = language
        self._catalog = gettext.translation(
            DOMAIN, localedir=str(locale_dir()), languages=[language], fallback=True
        )

    def gettext(self, message: str) -> str:
        return self._catalog.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._catalog.ngettext(singular, plural, n)
