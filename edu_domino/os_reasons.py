"""An operating-system error said in the user's language, with what to do about it. Pure.

Python's `strerror` is the C library's English ("No space left on device"), and a single "check
the folder is writable" was said for a full disk too. Each errno a person can act on gets its
own words and fix here; any other keeps the system's text in brackets.

>>> import errno
>>> reason(OSError(errno.ENOSPC, "No space left on device"))
'the disk is full'
"""

from __future__ import annotations

import errno

from edu_domino.i18n import N_, _

# errno -> (what happened, what to do), as message ids translated when said.
_WORDS: dict[int, tuple[str, str]] = {
    errno.ENOSPC: (N_("the disk is full"), N_("free some space on the disk, or choose another disk")),
    errno.EDQUOT: (N_("your disk quota is used up"), N_("free some space on the disk, or choose another disk")),
    errno.EACCES: (N_("permission denied"), N_("choose a folder you may write to, or ask who looks after the computer")),
    errno.EPERM: (N_("permission denied"), N_("choose a folder you may write to, or ask who looks after the computer")),
    errno.EROFS: (N_("the disk is read-only"), N_("choose a folder on a disk you may write to")),
    errno.EIO: (N_("the disk reported an input/output error"), N_("check the disk or the network drive, then try again")),
    errno.ENOENT: (N_("no such file or folder"), N_("check the path")),
    errno.ENOTDIR: (N_("a part of the path is a file, not a folder"), N_("check the path")),
    errno.EISDIR: (N_("this is a folder, not a file"), N_("give a file name inside the folder")),
    errno.ENAMETOOLONG: (N_("the file name is too long"), N_("choose a shorter name")),
    errno.EEXIST: (N_("a file of that name is already there"), N_("choose another name")),
}


def reason(exc: OSError) -> str:
    """What went wrong, in the user's language."""
    words = _WORDS.get(exc.errno or 0)
    if words is not None:
        return _(words[0])
    return exc.strerror or str(exc) or type(exc).__name__


def fix_for(exc: OSError, default: str = "") -> str:
    """What to do about it, in the user's language (`default` when this module has nothing better)."""
    words = _WORDS.get(exc.errno or 0)
    if words is not None:
        return _(words[1])
    return default or _("check the path and its permissions")


def cannot_write(path: object, exc: OSError) -> str:
    """`FILE: cannot be written (reason); fix`: one line for any writer."""
    if isinstance(exc, NotAFile):
        return str(exc)
    return _("{file}: cannot be written ({why}); {fix}", file=exc.filename or path, why=reason(exc), fix=fix_for(exc))


class NotAFile(OSError):
    """The output path holds something that is not an ordinary file (a device, a pipe, a link or
    a folder): writing would replace it, so a writer refuses. The message is whole and translated."""

    def __init__(self, path: object, what: str) -> None:
        super().__init__(errno.EEXIST, what, str(path))
        self.message = _("{file}: there is {what} at this path, not an ordinary file; give a new file name "
                         "(nothing was written)", file=path, what=what)

    def __str__(self) -> str:
        return self.message
