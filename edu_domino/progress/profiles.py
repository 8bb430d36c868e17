"""Pupil profiles: names and optional PINs (pure helpers; the record stores them).

A PIN only keeps classmates from practising in each other's name; it is not a password. It is
still never stored as typed: PBKDF2-SHA256 with a random salt per pupil, compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from dataclasses import dataclass

from ..i18n import _
from .errors import BadName, BadPin

MAX_NAME = 40
PIN_DIGITS = (4, 8)
_ALGORITHM = "pbkdf2_sha256"
# Enough to make guessing every 4-digit PIN from a copied file take a while, short enough that
# the pupil does not wait at the login screen (about 50 ms here).
_ITERATIONS = 100_000


@dataclass(frozen=True, slots=True)
class Pupil:
    id: int
    name: str
    has_pin: bool
    created_at: int
    last_seen_at: int | None


def clean_name(name: str) -> str:
    """The name as it will be shown: NFC, inner spaces collapsed; raises `BadName` if unusable."""
    text = " ".join(unicodedata.normalize("NFC", str(name)).split())
    if not text:
        raise BadName(_("a pupil's name cannot be empty; type at least one letter"))
    if len(text) > MAX_NAME:
        raise BadName(_("the name {name!r}... is too long; use at most {most} characters", name=text[:MAX_NAME],
                        most=MAX_NAME))
    if any(_is_control(text, i) for i in range(len(text))):
        raise BadName(_("the name {name!r} contains control characters; use letters, digits and spaces", name=text))
    return text


# Invisible characters that are part of writing, not control: the zero-width joiner and
# non-joiner (emoji sequences such as the family, Persian and Indic spellings), and the tag
# characters of flags such as Scotland's.
_JOINERS = frozenset("\u200c\u200d")
_TAGS = range(0xE0020, 0xE0080)


def _is_control(text: str, i: int) -> bool:
    """Whether text[i] is a control (or other invisible) character that has no place in a name.

    A joiner counts as writing only between two visible characters: alone, or next to a
    space, it only hides something.
    """
    ch = text[i]
    if not unicodedata.category(ch).startswith("C"):
        return False
    if ch in _JOINERS:
        return not (0 < i < len(text) - 1 and not text[i - 1].isspace() and not text[i + 1].isspace()
                    and text[i - 1] not in _JOINERS and text[i + 1] not in _JOINERS)
    return not (ord(ch) in _TAGS and i > 0)


def name_key(name: str) -> str:
    """What makes two names the same pupil: "Ana", "ANA" and " ana " are one."""
    return clean_name(name).casefold()


def check_pin_format(pin: str) -> str:
    text = str(pin).strip()
    low, high = PIN_DIGITS
    if not (text.isascii() and text.isdigit() and low <= len(text) <= high):
        raise BadPin(_("a PIN is {low} to {high} digits (0-9); got {n} characters", low=low, high=high, n=len(text)))
    return text


def hash_pin(pin: str, *, salt: bytes | None = None, iterations: int = _ITERATIONS) -> str:
    """The stored form of a PIN: "pbkdf2_sha256$iterations$salt_hex$hash_hex"."""
    text = check_pin_format(pin)
    salt = secrets.token_bytes(16) if salt is None else salt
    digest = hashlib.pbkdf2_hmac("sha256", text.encode(), salt, iterations)
    return f"{_ALGORITHM}${iterations}${salt.hex()}${digest.hex()}"


def verify_pin(pin: str, stored: str | None) -> bool:
    """True when `pin` matches `stored`; a pupil without a PIN (`stored` None) always passes."""
    if stored is None:
        return True
    try:
        algorithm, iterations, salt_hex, digest_hex = stored.split("$")
        if algorithm != _ALGORITHM:
            return False
        text = check_pin_format(pin)
        digest = hashlib.pbkdf2_hmac("sha256", text.encode(), bytes.fromhex(salt_hex), int(iterations))
    except (ValueError, BadPin):
        return False
    return hmac.compare_digest(digest.hex(), digest_hex)
