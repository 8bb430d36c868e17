"""The checker's primitives: typed look-ups, halves, tiles and texts, each problem with its line.

Every check appends a `Problem` and returns a usable default, so one pass reports everything wrong
in a pack instead of stopping at the first slip.
"""

from __future__ import annotations

import difflib
import random
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TypeVar

from edu_domino.faces import FaceOptions, Spelling, get_face_set, parse_spelling, spelling_for_half
from edu_domino.i18n import N_, _
from edu_domino.lesson.pack import Problem
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.positions import key_lines, line_of
from edu_domino.lesson.reading import see_doc
from edu_domino.lesson.step_base import FacedTile, Shown
from edu_domino.lesson.texts import LANGUAGES, Text
from edu_domino.lesson.traps import meant_choice, spelling_trap

MEDIA_SUFFIXES = (".png", ".jpg", ".jpeg")

ID_PATTERN = re.compile(r"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$")
# ASCII digits only ([0-9], not \d, which takes "٣" too), few of them: int() never refuses.
TILE_PATTERN = re.compile(r"^\s*\[?\s*([0-9]{1,4})\s*[-|]\s*([0-9]{1,4})\s*\]?\s*$")
VERSION_PATTERN = re.compile(r"^[0-9]{1,9}(?:\.[0-9]{1,9}){0,5}$")

TOP_KEYS = (
    "id", "version", "title", "instructions", "level", "faces", "difficulty", "tempo", "set",
    "retries", "repeat_wrong", "author", "steps", "languages", "order", "spellings", "shuffle",
)
COMMON_STEP_KEYS = ("kind", "id", "prompt", "hint")
ASKS = ("value", "number")


def kind_keys() -> dict[str, tuple[str, ...]]:
    """Each step kind's own keys, as its module describes them (lesson/kinds)."""
    from edu_domino.lesson.kinds import KINDS  # the kinds check their steps with this module

    return {name: kind.keys for name, kind in KINDS.items()}
GAME_PLAYS = ("round", "match")

TYPE_NAMES = {
    bool: N_("true or false"), int: N_("a whole number"), str: N_("text in quotes"), list: N_("a list [...]"),
    dict: N_("a table"), float: N_("a decimal number"),
}
LANG_SNIPPET = '{key} = {{ es = "...", pt = "...", en = "..." }}'  # TOML, never translated


T = TypeVar("T")


def all_present(items: Sequence[T | None]) -> list[T] | None:
    """The items when none is missing (each missing one has been reported already), else None."""
    present = [x for x in items if x is not None]
    return present if len(present) == len(items) else None


def type_name(value: object) -> str:
    for t, name in TYPE_NAMES.items():
        if type(value) is t:
            return _(name)
    return type(value).__name__


def closest(word: str, known: Iterable[str]) -> str:
    """The one of `known` that `word` was most likely meant to be ("" when none is close)."""
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return close[0] if close else ""


def did_you_mean(word: str, known: Iterable[str]) -> str:
    known = list(known)
    close = closest(word, known)
    if close:
        return _("did you mean {name!r}?", name=close)
    return _("use one of {names}", names=", ".join(known))


def split_message(message: str) -> tuple[str, str]:
    """An error message 'what; how to fix' from another package, in our two parts."""
    what, _, fix = str(message).partition("; ")
    return what, fix




class Checker:
    def __init__(self, label: str, text: str, folder: Path) -> None:
        self.label = label
        self.lines = key_lines(text)
        self.text_lines = text.splitlines()
        self.folder = folder
        self.problems: list[Problem] = []
        self.faces = "pips"
        self.difficulty = "single"
        self.set_max = 6
        self.pack_id = "pack"
        self.languages: tuple[str, ...] = LANGUAGES  # the languages every text must give
        self.shuffle = True  # the pack's `shuffle`: choices in a seeded order (lesson/choice_order.py)
        self.tempo = 80  # the pack's, in quarter notes a minute (tap steps judge at it)
        self.allowed: Callable[[Spelling], bool] | None = None  # `spellings`: which may be drawn
        self.set_written = False  # the pack wrote `set` (its game steps deal it)
        self.step_ids: dict[int, str] = {}  # each step's own id, by its place: messages name steps by it

    # reporting
    def err(self, path: KeyPath, what: str, fix: str = "", *, meant: str = "", meant_key: bool = False) -> None:
        self.problems.append(Problem(self.label, line_of(self.lines, path), what, fix, path=tuple(path),
                                     meant=meant, meant_key=meant_key))

    def err_unknown(self, path: KeyPath, what: str, word: str, known: Iterable[str], *, key: bool = False) -> None:
        """`word`, the value at `path` (with `key`: that key's own name), is none of `known`: the
        fix names the closest ("did you mean ...?"), and the problem carries it for the editor."""
        known = list(known)
        self.err(path, what, did_you_mean(word, known), meant=closest(word, known), meant_key=key)

    def line_text(self, path: KeyPath) -> str:
        """The text of the line `path` is written on (what a slip looks like as typed)."""
        n = line_of(self.lines, path)
        return self.text_lines[n - 1] if 0 < n <= len(self.text_lines) else ""

    def warn(self, path: KeyPath, what: str, fix: str = "") -> None:
        self.problems.append(Problem(self.label, line_of(self.lines, path), what, fix, warning=True, path=tuple(path)))

    def name(self, path: KeyPath) -> str:
        """A key path as a teacher reads it, in quotes: `prompt` of step "dotted-quarter" (a step
        by its id, which the teacher finds with Notepad's search; by its number without one)."""
        if len(path) > 2 and path[0] == "steps" and isinstance(path[1], int):
            step_id = self.step_ids.get(path[1])
            rest = f"`{_dotted(path[2:])}`"
            if step_id:
                return _("{key} of step {id}", key=rest, id=f'"{step_id}"')
            return _("{key} of step {n}", key=rest, n=path[1] + 1)
        return f"`{_dotted(path)}`"

    # structure
    def unknown_keys(self, table: dict, path: KeyPath, allowed: Iterable[str], kind: str = "") -> None:
        allowed = list(allowed)
        for key in table:
            if key in allowed:
                continue
            if isinstance(key, str) and key.lower() in allowed:  # `Kind = "sum"`: Notepad's autocapital
                self.err((*path, key), uppercase_key(key)[0], uppercase_key(key)[1])
                continue
            owners = [k for k, keys in kind_keys().items() if key in keys]
            if kind and owners:
                self.err((*path, key), _("`{key}` is not used by a {kind} step (it belongs to {owners} steps)",
                                         key=key, kind=kind, owners=", ".join(owners)),
                         _("remove it, or change kind; {kind} steps take {keys}", kind=kind, keys=", ".join(allowed)))
            elif kind:
                self.err_unknown((*path, key), _("unknown key `{key}` in a {kind} step", key=key, kind=kind),
                                 key, allowed, key=True)
            else:
                self.err_unknown((*path, key), _("unknown key `{key}` in a lesson pack", key=key), key, allowed,
                                 key=True)

    def get(self, table: dict, path: KeyPath, key: str, typ: type | tuple[type, ...],
            required: bool = False, default: object = None, example: str = "") -> object:
        here = (*path, key)
        if key not in table:
            if required:
                hint = _("add {snippet}", snippet=example or f"`{key} = ...`")
                self.err(path, _("`{key}` is missing", key=key), hint)
            return default
        value = table[key]
        types = typ if isinstance(typ, tuple) else (typ,)
        ok = isinstance(value, types) and not (isinstance(value, bool) and bool not in types)
        if not ok:
            wanted = _(" or ").join(_(TYPE_NAMES[t]) if t in TYPE_NAMES else t.__name__ for t in types)
            fix = _("write it like {snippet}", snippet=example) if example else _("write {what}", what=wanted)
            if isinstance(value, float) and value.is_integer() and int in types:
                fix = _("write {snippet}, without the decimal point", snippet=f"{key} = {int(value)}")
            self.err(here, _("`{key}` must be {wanted}, not {got} ({value!r:.40})",
                             key=key, wanted=wanted, got=type_name(value), value=value), fix)
            return default
        return value

    def ranged(self, table: dict, path: KeyPath, key: str, low: int, high: int, default: int) -> int:
        value = self.get(table, path, key, int, default=default, example=f"{key} = {default}")
        if isinstance(value, int) and not low <= value <= high:
            self.err((*path, key), _("`{key}` is {value}, outside {low} to {high}", key=key, value=value, low=low, high=high),
                     _("choose a number from {low} to {high}", low=low, high=high))
            return default
        return value  # type: ignore[return-value]

    def choice(self, table: dict, path: KeyPath, key: str, options: Iterable[str], default: str) -> str:
        options = list(options)
        value = self.get(table, path, key, str, default=default, example=f'{key} = "{options[0]}"')
        if isinstance(value, str) and value not in options:
            meant = meant_choice(key, value)
            if meant in options:  # `tolerance = "facil"`: the teacher's word, not the pack's name
                self.err((*path, key), _("`{key}` is {value!r}, which is not one of its names", key=key, value=value),
                         _("write {snippet} (one of {names})", snippet=f'{key} = "{meant}"', names=", ".join(options)))
                return default
            self.err_unknown((*path, key), _("`{key}` is {value!r}", key=key, value=value), value, options)
            return default
        return value  # type: ignore[return-value]

    def text(self, table: dict, path: KeyPath, key: str, required: bool) -> Text:
        value = table.get(key)
        here = (*path, key)
        if value is None:
            if required:
                self.err(path, _("`{key}` is missing", key=key), _("add {snippet}", snippet=LANG_SNIPPET.format(key=key)))
            return Text()
        if isinstance(value, str):
            self.err(here, _("`{key}` must give each language", key=key),
                     _("write {snippet}", snippet=LANG_SNIPPET.format(key=key)))
            return Text()
        if not isinstance(value, dict):
            self.err(here, _("`{key}` must be a table of languages, not {got}", key=key, got=type_name(value)),
                     _("write {snippet}", snippet=LANG_SNIPPET.format(key=key)))
            return Text()
        items: list[tuple[str, str]] = []
        before = len(self.problems)
        for lang, words in value.items():
            if lang not in LANGUAGES and self.is_key(lang, path):
                # A key written after `[steps.prompt]` lands in that table, not in the step.
                header = f"[{'.'.join(str(p) for p in here if not isinstance(p, int))}]"
                self.err((*here, lang), _("`{key}` is under `{table}`: move it above that line", key=lang, table=header),
                         _("a [table] line takes every key after it; write the step's keys before it"))
                continue
            if lang not in LANGUAGES:
                self.err_unknown((*here, lang), _("`{lang}` is not a language of the app", lang=lang), lang, LANGUAGES,
                                 key=True)
                continue
            if not isinstance(words, str) or not words.strip():
                self.err((*here, lang), _("`{key}` must be text in quotes, not {got}", key=f"{key}.{lang}",
                                          got=type_name(words)), _("write {snippet}", snippet=f'{lang} = "..."'))
                continue
            items.append((lang, words.strip()))
        missing = [lang for lang in self.languages if lang not in value]
        if items and missing:
            instead = Text(tuple(items)).language_for(missing[0])
            self.warn(here, _("{key} has no {languages} text", key=self.name(here), languages=_(" or ").join(missing)),
                      _("add {snippet} (until then those pupils read the {language} text)",
                        snippet=f'{missing[0]} = "..."', language=instead))
        if not items and len(self.problems) == before:
            self.err(here, _("`{key}` has no text", key=key),
                     _("write at least one of {snippet}", snippet='es = "...", pt = "...", en = "..."'))
        return Text(tuple(items))

    def pack_languages(self, data: dict) -> tuple[str, ...]:
        """`languages = ["es", "pt"]`: the languages the pack is written in (all three by default)."""
        value = self.get(data, (), "languages", list, default=list(LANGUAGES), example='languages = ["es", "pt"]')
        chosen: list[str] = []
        if not isinstance(value, list):  # `get` said what is wrong
            value = list(LANGUAGES)
        for n, lang in enumerate(value):
            if lang in LANGUAGES and lang not in chosen:
                chosen.append(lang)
            elif lang not in LANGUAGES:
                self.err_unknown(("languages", n), _("`{lang}` is not a language of the app", lang=lang),
                                 str(lang), LANGUAGES)
        if isinstance(value, list) and not value:
            self.err(("languages",), _("`languages` is empty"), _("write {snippet}", snippet='languages = ["es"]'))
        self.languages = tuple(chosen) or LANGUAGES
        return self.languages

    @staticmethod
    def is_key(name: str, path: KeyPath) -> bool:
        """Whether `name` is a key of the table `path` would be in (a step's, or the pack's)."""
        if path and path[0] == "steps":
            return name in COMMON_STEP_KEYS or any(name in keys for keys in kind_keys().values())
        return name in TOP_KEYS

    # halves and tiles
    def half(self, value: object, path: KeyPath, in_set: bool = False) -> Spelling | None:
        if not isinstance(value, str):
            self.err(path, _("a half must be text in quotes, not {got} ({value!r:.40})", got=type_name(value), value=value),
                     _("write it as a spelling like {snippet}", snippet=f'"{self.example_half()}"'))
            return None
        try:
            spelling = parse_spelling(value) if ":" in value else get_face_set(self.faces).parse(value)
        except ValueError as exc:
            trap = spelling_trap(value, self.faces)
            if trap is not None:
                self.err(path, *trap)
                return None
            what, fix = split_message(str(exc))
            self.err(path, what, fix or see_doc())
            return None
        if in_set and spelling.value > self.set_max:
            self.err(path, _("{half} is worth {value}, outside the double-{top} set", half=value, value=spelling.value,
                             top=self.set_max),
                     _("use halves worth 0 to {top}, or set {snippet}", top=self.set_max,
                       snippet=f"`set = {max(spelling.value, 6)}`"))
            return None
        return spelling

    def example_half(self) -> str:
        return {"notes": "notes:q+e", "powers": "powers:2^3", "numerals": "numerals:5"}.get(self.faces, "pips:5")

    def tile(self, value: object, path: KeyPath, seed: str) -> FacedTile | None:
        """A tile written `3-1` (spelled with the pack's faces) or as two halves ["q.", "e"]."""
        if isinstance(value, str):
            m = TILE_PATTERN.match(value)
            if m is None:
                self.err(path, _("{value!r} is not a tile", value=value), self._tile_fix())
                return None
            a, b = int(m.group(1)), int(m.group(2))
            if max(a, b) > self.set_max:
                self.err(path, _("{tile} is not a tile of the double-{top} set", tile=value, top=self.set_max),
                         _("use halves 0 to {top}, or set {snippet} at the top of the pack", top=self.set_max,
                           snippet=f"`set = {max(a, b)}`"))
                return None
            options = FaceOptions(self.faces, self.difficulty)
            return FacedTile((self.drawn(options, seed, (a, b), 0), self.drawn(options, seed, (a, b), 1)))
        if isinstance(value, list) and len(value) == 2:
            left = self.half(value[0], (*path, 0), in_set=True)
            right = self.half(value[1], (*path, 1), in_set=True)
            return FacedTile((left, right)) if left and right else None
        self.err(path, _("{value!r:.40} is not a tile", value=value), self._tile_fix())
        return None

    def drawn(self, options: FaceOptions, seed: str, tile: tuple[int, int], half: int) -> Spelling:
        """The spelling a tile written `3-1` shows: the game's own, unless `spellings` rules it out;
        then another of the pack's spellings for that value (seeded), else the plain one."""
        spelling = spelling_for_half(options, seed, tile, half)
        if self.allowed is None or self.allowed(spelling):
            return spelling
        face_set = next(fs for fs in options.pool if fs.kind == spelling.face)
        every = face_set.spellings(spelling.value)
        fits = [sp for sp in every if self.allowed(sp)]
        return random.Random(f"{seed}/{tile}/{half}").choice(fits) if fits else every[0]

    def pack_spellings(self, data: dict, level: int) -> None:
        """`spellings`: which spellings tiles written `3-1` may show. A list names them
        (`["q.", "q+e"]`); "level" (or a level number) keeps to what a pupil has met by then."""
        if "spellings" not in data:
            return
        value = data["spellings"]
        if value == "level" or isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 10:
            met = level if value == "level" else int(value)  # type: ignore[arg-type]
            self.allowed = lambda sp: spelling_met(sp, met)
            return
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            keys = {self.half(v, ("spellings", i)) for i, v in enumerate(value)}
            named = {sp.key for sp in keys if sp is not None}
            self.allowed = lambda sp: sp.key in named
            return
        self.err(("spellings",), _("`spellings` is {value!r:.40}", value=value),
                 _("write a list like {names}, or {level} (what pupils have met by the pack's level), or a level "
                   "from 1 to 10", names='spellings = ["q", "e+e", "q."]', level='spellings = "level"'))

    @staticmethod
    def _tile_fix() -> str:
        return _("write a tile as {snippet}, or as two halves like {halves}", snippet='"3-1"',
                 halves='["notes:q.", "notes:e"]')

    def shown(self, value: object, path: KeyPath, seed: str) -> Shown | None:
        if isinstance(value, list) or (isinstance(value, str) and TILE_PATTERN.match(value)):
            return self.tile(value, path, seed)
        return self.half(value, path)

    def items(self, table: dict, path: KeyPath, key: str, required: bool, least: int = 1) -> list:
        value = self.get(table, path, key, list, required=required, default=[], example=f'{key} = ["...", "..."]')
        if key in table and isinstance(value, list) and len(value) < least:
            if least == 1:
                self.err((*path, key), _("`{key}` needs at least one entry", key=key), _("add one"))
            else:
                self.err((*path, key), _("`{key}` needs at least {least} entries", key=key, least=least), _("add more"))
        return value  # type: ignore[return-value]


# The note spellings a pupil has met by each level of the bundled path: eighths, quarters, halves
# and wholes first; dots and ties at level 3; sixteenths and rests only from level 5.
def spelling_met(spelling: Spelling, level: int) -> bool:
    if not spelling.kind.rhythm or spelling.body == "empty":
        return True
    body = spelling.body
    if level <= 2:
        return not any(c in body for c in "._sr")
    if level <= 4:
        return not any(c in body for c in "sr")
    return True


def _dotted(path: KeyPath) -> str:
    """`("prompt", "es")` -> prompt.es; list places counted from 1: choices[2]."""
    parts: list[str] = []
    for p in path:
        if isinstance(p, int) and parts:
            parts[-1] += f"[{p + 1}]"
        else:
            parts.append(str(p))
    return ".".join(parts)


def uppercase_key(key: str) -> tuple[str, str]:
    """(what, fix) for a key written with capitals: TOML keys are case-sensitive."""
    return (_("`{key}` has capitals: keys are written in lowercase", key=key),
            _("write {snippet}", snippet=f"`{key.lower()}`"))
