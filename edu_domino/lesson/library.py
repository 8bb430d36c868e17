"""Where packs are found: the bundled lessons, the user's lessons folder, and folders given."""

from __future__ import annotations

import re
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

    Packs sharing an id cannot both be opened: pupils' answers are recorded under the pack id,
    so two packs sharing one would mix their records. The original is kept (`original_first`)
    and every copy is listed with a problem saying to change the copy's id."""
    found: list[tuple[str, Path, Pack | None, list[Problem]]] = []
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
            found.append((origin, path, pack, problems))
    kept = kept_paths([(ORIGIN_RANK.get(origin, 9), path, pack) for origin, path, pack, _problems in found])
    entries: list[PackEntry] = []
    for origin, path, pack, problems in found:
        if pack is not None and kept[pack.id] != path:
            problems = [*problems, same_id_problem(path, pack, kept[pack.id])]
            pack = None
        entries.append(PackEntry(origin, path, pack, tuple(problems)))
    return sorted(entries, key=list_order)


ORIGIN_RANK = {"bundled": 0, "user": 1, "folder": 2}
# What a file manager or a teacher adds to a copy's name: "pack - Copy.toml", "pack (1).toml",
# "copia de pack.toml", "pack-copia.toml", "cópia de pack.toml".
COPY_NAME = re.compile(r"cop(y|ia)|cópia|\(\d+\)|\bcopie\b|_old|-old|\.bak", re.IGNORECASE)


def original_first(rank: int, path: Path) -> tuple:
    """Which of the packs sharing an id is the original, smallest first: a bundled pack before
    the user's, a name without "copy" before one with it, the older file before the newer (by
    its last change, then by st_ctime: on Windows the creation time, which a copy renews while
    it keeps the modification time)."""
    try:
        info = pack_file(path).stat()
        age: tuple[float, float] = (info.st_mtime, info.st_ctime)
    except OSError:
        age = (float("inf"), float("inf"))
    return (rank, COPY_NAME.search(path.name) is not None, age, str(path))


def kept_paths(packs: list[tuple[int, Path, Pack | None]]) -> dict[str, Path]:
    """For each pack id, the path of the pack kept (the original): (origin rank, path, pack)."""
    kept: dict[str, tuple[tuple, Path]] = {}
    for rank, path, pack in packs:
        if pack is None:
            continue
        order = original_first(rank, path)
        if pack.id not in kept or order < kept[pack.id][0]:
            kept[pack.id] = (order, path)
    return {pack_id: path for pack_id, (_, path) in kept.items()}


def same_id_problem(path: Path, pack: Pack, original: Path) -> Problem:
    return Problem(str(pack_file(path)), line_of_id(pack),
                   _("the id {id!r} is also used by {other}, the pack kept (pupils' answers are recorded under its id)",
                     id=pack.id, other=original),
                   _("give this copy its own id, e.g. {snippet}", snippet=f'id = "{pack.id}-2"'))


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
