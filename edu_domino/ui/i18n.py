"""Languages for the UI, switchable while the app runs: a thin layer over `edu_domino.i18n`.

Catalogs live in edu_domino/locale/<lang>/LC_MESSAGES/edu_domino.mo (compiled from the .po beside
it by scripts/compile_catalogs.py). English is the source language: a missing catalog or entry
shows the English text, never a crash. Setting the UI's language also sets the language of the
pure packages' messages (a lesson pack's problems, a pupil-record error), so both agree.
"""

from __future__ import annotations

from edu_domino import i18n as core
from edu_domino.i18n import LANGUAGE_NAMES, LANGUAGES, N_, locale_dir, system_language

DOMAIN = core.DOMAIN
__all__ = ["DOMAIN", "LANGUAGES", "LANGUAGE_NAMES", "N_", "Translator", "locale_dir", "system_language"]


class Translator:
    """The current language's catalog; `set_language` swaps it without a restart."""

    def __init__(self, language: str = "en") -> None:
        self.language = "en"
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        self.language = language
        core.set_language(language)  # lesson/progress messages follow the UI's language

    def gettext(self, message: str) -> str:
        return core.catalog(self.language).gettext(message)

    def translate(self, message: str, /, **fields: object) -> str:
        """The one way the UI words a message: gettext, then the fields filled safely."""
        if not fields:
            return self.gettext(message)
        return core.translate(self.language, message, **fields)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return core.catalog(self.language).ngettext(singular, plural, n)
