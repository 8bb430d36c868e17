"""Where packs are found: the bundled lessons, the user's lessons folder, and folders given."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from edu_domino.i18n import LANGUAGES, _
from edu_domino.lesson.loader import check_file, pack_paths
from edu_domino.lesson.pack import Pack, Problem
from edu_domino.lesson.positions import key_lines, line_of
from edu_domino.lesson.reading import pack_file
from edu_domino.reading import TOML_LIMIT, ReadError, read_text
from edu_domino.resources import bundled_lessons_dir, user_lessons_dir


@dataclass(frozen=True)
class PackEntry:
    origin: str  # "bundled", "user" or "folder"
    path: Path
    pack: Pack | None  # None when the pack has problems
    problems: tuple[Problem, ...]


def lesson_dirs(extra: Sequence[Path | str] | None = None) -> list[tuple[str, Path]]:
    dirs = [("bundled", bundled_lessons_dir()), ("user", user_lessons_dir())]
    dirs += [("folder", Path(d)) for d in extra or []]
    return dirs


def find_packs(dirs: list[tuple[str, Path]]) -> list[PackEntry]:
    """Every pack in `dirs` (missing folders are skipped), checked; ordered by `list_order`.

    A pack whose id an earlier pack already has (a copy of a bundled pack that kept its id) is
    listed with a problem and cannot be opened: pupils' answers are recorded under the pack id,
    so two packs sharing one would mix their records."""
    entries: list[PackEntry] = []
    owners: dict[str, Path] = {}
    seen: set[Path] = set()
    for origin, folder in dirs:
        if not folder.is_dir():
            continue
        for path in pack_paths(folder):
            real = pack_file(path).resolve()
            if real in seen:
                continue
            seen.add(real)
            pack, problems = check_file(path)
            if pack is not None and pack.id in owners:
                problems = [*problems, same_id_problem(path, pack, owners[pack.id])]
                pack = None
            elif pack is not None:
                owners[pack.id] = path
            entries.append(PackEntry(origin, path, pack, tuple(problems)))
    return sorted(entries, key=list_order)


def same_id_problem(path: Path, pack: Pack, other: Path) -> Problem:
    return Problem(str(pack_file(path)), line_of_id(pack), _("the id {id!r} is also used by {other}", id=pack.id, other=other),
                   _("give this pack its own id (pupils' answers are kept under it)"))


def line_of_id(pack: Pack) -> int:
    try:
        text = read_text(pack.source, TOML_LIMIT) if pack.source else ""
    except ReadError:
        return 1
    return line_of(key_lines(text), ("id",))


def list_order(e: PackEntry) -> tuple:
    """Broken packs last; then by level; within a level, packs with an `order` first (by it),
    then the others by id."""
    if e.pack is None:
        return (1, 0, 0, 0, str(e.path))
    p = e.pack
    return (0, p.level, p.order is None, p.order or 0, p.id)


def languages_note(languages: tuple[str, ...]) -> str:
    """"only in Spanish" for a pack written in fewer than the app's three languages ("" otherwise)."""
    if set(languages) >= set(LANGUAGES):
        return ""
    names = {"es": _("Spanish"), "pt": _("Portuguese"), "en": _("English")}
    return _("only in {languages}", languages=_(" and ").join(names[code] for code in languages))


def packs_by_id(dirs: list[tuple[str, Path]]) -> dict[str, Pack]:
    """The usable packs in `dirs` by id: how a pupil's record, which keeps only a pack's id and
    version, finds the pack's title in the pupil's language. A folder that cannot be read gives
    nothing rather than an error (the record is still shown, with its stored titles)."""
    try:
        entries = find_packs(dirs)
    except OSError:
        return {}
    return {entry.pack.id: entry.pack for entry in entries if entry.pack is not None}
