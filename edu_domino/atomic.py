"""Write a file so that a crash leaves either the old content or the new, never half of each.

Only an ordinary file (or nothing) is ever replaced: a device node, a pipe, a folder or a symbolic
link at the output path is refused (`NotAFile`), since renaming over it would replace the device
or the link itself and report success. On any error the temporary file is removed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from edu_domino.i18n import _
from edu_domino.os_reasons import NotAFile


def write_atomic(path: str | os.PathLike[str], data: bytes | str, encoding: str = "utf-8") -> None:
    target = Path(path)
    refuse_unless_file(target)
    if target.parent.exists() and not target.parent.is_dir():
        raise OSError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode(encoding) if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        # mkstemp makes the file private (0600); give it the mode a plain open() would, so a
        # teacher's sheets and exports can be shared like any other file.
        os.chmod(tmp, _existing_mode(target))
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def refuse_unless_file(target: Path) -> None:
    """`NotAFile` when `target` exists and is not an ordinary file (not followed if a link)."""
    try:
        mode = os.lstat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return  # nothing there yet (a missing folder is made, or fails with its own error)
    if stat.S_ISREG(mode):
        return
    if stat.S_ISLNK(mode):
        what = _("a link to another file")
    elif stat.S_ISDIR(mode):
        what = _("a folder")
    elif stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        what = _("a pipe")
    else:
        what = _("a device")
    raise NotAFile(target, what)


def _existing_mode(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except FileNotFoundError:
        return 0o666 & ~_current_umask()


def _current_umask() -> int:
    # Linux reports it without changing it; elsewhere set-and-restore (briefly process-wide).
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except OSError:
        pass
    umask = os.umask(0o022)
    os.umask(umask)
    return umask
