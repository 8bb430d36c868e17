"""Where packs are found: the bundled lessons, the user's lessons folder, and folders given."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from edu_domino.lesson.loader import check_file, pack_paths
from edu_domino.lesson.pack import Pack, Problem
from edu_domino.lesson.reading import pack_file
from edu_domino.resources import bundled_lessons_dir, user_lessons_dir


@dataclass(frozen=True)
class PackEntry:
    origin: str  # "bundled", "user" or "folder"
    path: Path
    pack: Pack | None  # None when the pack has problems
    problems: tuple[Problem, ...]


def lesson_dirs(extra: list[Path | str] | None = None) -> list[tuple[str, Path]]:
    dirs = [("bundled", bundled_lessons_dir()), ("user", user_lessons_dir())]
    dirs += [("folder", Path(d)) for d in extra or []]
    return dirs


def find_packs(dirs: list[tuple[str, Path]]) -> list[PackEntry]:
    """Every pack in `dirs` (missing folders are skipped), checked; ordered by level, then id."""
    entries: list[PackEntry] = []
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
            entries.append(PackEntry(origin, path, pack, tuple(problems)))

    def order(e: PackEntry) -> tuple:
        return (e.pack is None, e.pack.level if e.pack else 0, e.pack.id if e.pack else str(e.path))

    return sorted(entries, key=order)
