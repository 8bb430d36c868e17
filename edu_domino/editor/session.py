"""One pack being edited: its file, its text with layout, checking, saving, and trying a step.

The page sends the whole pack as plain data; everything here works on that data and on the
pack's TOML text, through the same checker, runner and commands as `check-pack`, `run-pack`,
`screenshot lesson` and `worksheet`, so the editor shows exactly what they would say.
"""

from __future__ import annotations

import contextlib
import copy
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import tomlkit

from edu_domino.atomic import write_atomic
from edu_domino.editor.document import PackText
from edu_domino.editor.drawing import DrawingFailed, DrawingProcess
from edu_domino.i18n import _
from edu_domino.lesson.kinds import kind_of
from edu_domino.lesson.loader import loads_pack
from edu_domino.lesson.pack import Problem
from edu_domino.lesson.reading import pack_file
from edu_domino.resources import bundled_lessons_dir, user_lessons_dir

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg")
MAX_PICTURE = 8 * 1024 * 1024  # the checker's own limit for a picture (lesson/pictures.py)
RENDER_TIMEOUT = 120  # seconds a preview or a worksheet may take on a busy machine


class EditError(ValueError):
    """Something the teacher asked that cannot be done, said in their language."""


class DrawingDied(EditError):
    """The drawing process ended without an answer (killed, crashed, too slow): not the pack's fault."""


def new_pack_text(pack_id: str) -> str:
    """The text of a new pack: the few keys every pack needs, in the order the docs write them."""
    doc = tomlkit.document()
    doc["id"] = pack_id
    doc["version"] = 1
    doc["level"] = 1
    return tomlkit.dumps(doc)


def problem_json(p: Problem) -> dict:
    return {"path": list(p.path), "line": p.line, "what": p.what, "fix": p.fix, "warning": p.warning,
            "apply": fix_value(p)}


def fix_value(p: Problem) -> Any:
    """What a problem's Fix it button writes: the value its fix says (`write answer = 4` -> 4), or
    the name a "did you mean 'notes'?" names, as the value at its key or as that key's new name."""
    if p.meant and p.path:
        return {"rename": p.meant} if p.meant_key else {"value": p.meant}
    if not p.path or not isinstance(p.path[-1], str):
        return None
    key = p.path[-1]
    marker = f"{key} = "
    if marker not in p.fix:
        return None
    snippet = p.fix[p.fix.index(marker):].split(";")[0].strip().rstrip(".`")
    # The longest start of it that is a TOML line: `tolerance = "fair" (one of: ...)` -> "fair".
    ends = [len(snippet), *(i for i in range(len(snippet) - 1, len(marker), -1) if snippet[i] == " ")]
    for end in ends:
        try:
            value = tomlkit.parse(snippet[:end]).unwrap()[key]
        except Exception:  # prose after the value, or no value at all
            continue
        # A placeholder ("...") is for the teacher to fill in, not a value to write.
        return None if "..." in repr(value) else {"value": value}
    return None


@contextlib.contextmanager
def _writable() -> Iterator[None]:
    """EditError for a value TOML has no way to write (null), in the teacher's words."""
    try:
        yield
    except (TypeError, ValueError) as exc:
        raise EditError(_("this cannot be written in a pack file ({why})", why=exc)) from None


def _with_one_step(data: dict, index: int, drop_answer: bool) -> dict:
    steps = data.get("steps") or []
    if not 0 <= index < len(steps):
        raise EditError(_("there is no step {n}", n=index + 1))
    step = dict(steps[index])
    if drop_answer:
        step.pop("answer", None)
    return {**data, "steps": [step]}


class EditSession:
    def __init__(self, path: Path, lang: str) -> None:
        self.lang = lang
        self.path = pack_file(path) if path.is_dir() else path
        text = self.path.read_text(encoding="utf-8") if self.path.exists() else new_pack_text(self.path.stem)
        self.text = PackText(text)
        self.saved_text = text if self.path.exists() else ""
        self.drawing = DrawingProcess(lang, RENDER_TIMEOUT)  # started at the first picture

    def close(self) -> None:
        self.drawing.close()

    @property
    def folder(self) -> Path:
        return self.path.parent

    @property
    def bundled(self) -> bool:
        return self.path.resolve().parent == bundled_lessons_dir().resolve()

    def text_of(self, data: dict) -> str:
        doc = PackText(self.text.text())
        with _writable():
            doc.update(copy.deepcopy(data))
        return doc.text()

    def check(self, data: dict) -> list[Problem]:
        text = self.text_of(data)
        _pack, problems = loads_pack(text, self.path.name, self.folder)
        return problems

    def save(self, data: dict, draft: bool = False) -> list[Problem]:
        """Write the pack when it is good (or when a draft is asked for); the problems either way.
        A bundled pack is never written over: the app's own copy stays as shipped."""
        if self.bundled:
            raise EditError(_("this pack comes with the app and is not changed; duplicate it to make your own"))
        problems = self.check(data)
        if any(not p.warning for p in problems) and not draft:
            return problems
        self.text = PackText(self.text_of(data))
        text = self.text.text()
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, text.encode("utf-8"))
        self.saved_text = text
        return problems

    def duplicate(self, data: dict, new_id: str) -> Path:
        """A copy of the pack under a new id in the teacher's lessons folder; editing goes on there."""
        target = user_lessons_dir() / f"{new_id}.toml"
        if target.exists():
            raise EditError(_("{file} already exists; choose another id", file=target))
        data = {**copy.deepcopy(data), "id": new_id}
        for picture in self._pictures(data):
            source = self.folder / picture
            if source.is_file():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target.parent / picture)
        self.text = PackText(self.text_of(data))
        self.path = target
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(target, self.text.text().encode("utf-8"))
        self.saved_text = self.text.text()
        return target

    @staticmethod
    def _pictures(data: dict) -> list[str]:
        return [s["image"] for s in data.get("steps", []) if isinstance(s, dict) and isinstance(s.get("image"), str)]

    def add_picture(self, name: str, content: bytes) -> str:
        """Copy a dropped picture beside the pack; its file name (made safe and unique)."""
        stem, suffix = os.path.splitext(os.path.basename(name))
        suffix = suffix.lower()
        if suffix not in PICTURE_SUFFIXES:
            raise EditError(_("{name} is not a PNG or JPEG picture; save it as .png or .jpg", name=name))
        if len(content) > MAX_PICTURE:
            raise EditError(_("{name} is larger than 8 MB; make it smaller", name=name))
        safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in stem).strip("-")[:60] or "picture"
        target, n = self.folder / f"{safe}{suffix}", 1
        while target.exists() and target.read_bytes() != content:
            n += 1
            target = self.folder / f"{safe}-{n}{suffix}"
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(target, content)
        return target.name

    def picture_path(self, name: str) -> Path | None:
        """A picture beside the pack by its name; None for any other file (no folders, no
        other kinds of file: the editor shows pictures, it serves nothing else)."""
        if name != os.path.basename(name) or os.path.splitext(name)[1].lower() not in PICTURE_SUFFIXES:
            return None
        path = self.folder / name
        return path if path.is_file() else None

    # -- one step as the pupil sees it -------------------------------------------------------

    def one_step(self, data: dict, index: int, drop_answer: bool = False) -> str:
        """The pack's text with only step `index`: to preview or try one step while others are
        unfinished. The pack's id stays, so the choices come in the order pupils will see."""
        return self.text_of(_with_one_step(data, index, drop_answer))

    def try_step(self, data: dict, index: int, answer: Any) -> dict:
        """The verdict run-pack gives this answer to step `index`."""
        from edu_domino.lesson.scripted import check_answers, run_script

        pack, problems = loads_pack(self.one_step(data, index, drop_answer=True), self.path.name, self.folder)
        if pack is None:
            return {"problems": [problem_json(p) for p in problems if not p.warning]}
        step = pack.steps[0]
        answers = {step.id: answer}
        bad = check_answers(pack, answers)
        if bad:
            return {"unreadable": bad}
        result = run_script(pack, answers, self.lang)
        verdict = result.steps[0] if result.steps else None
        if verdict is None:
            return {"asks_nothing": True}
        return {"right": verdict.right, "given": verdict.given, "expected": verdict.expected}

    def tap_timeline(self, data: dict, index: int, taps: list[float]) -> dict:
        """The written onsets of a tap step's rhythm and how each recorded tap is judged."""
        pack, problems = loads_pack(self.one_step(data, index, drop_answer=True), self.path.name, self.folder)
        if pack is None:
            return {"problems": [problem_json(p) for p in problems if not p.warning]}
        step = pack.steps[0]
        return kind_of(step).timeline(step, taps) or {"problems": []}  # None: not a timed kind

    def _scratch(self, text: str) -> Path:
        """A hidden copy of the text beside the pack (its pictures resolve), else in a temp folder."""
        for folder in (self.folder, Path(tempfile.gettempdir())):
            try:
                fd, name = tempfile.mkstemp(prefix=".edit-", suffix=".toml", dir=folder)
            except OSError:
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            return Path(name)
        raise EditError(_("no folder to write a preview in"))

    def _made_by(self, text: str, suffix: str, command: list[str], cannot: str) -> bytes:
        """Run an edu-domino command on a scratch copy of `text` (`{pack}` and `{out}` in its
        arguments) in the drawing process and return the file it wrote; EditError with what it
        said when it could not (DrawingDied when the process ended without a word)."""
        scratch = self._scratch(text)
        out = scratch.with_suffix(suffix)
        args = [a.replace("{pack}", str(scratch)).replace("{out}", str(out)) for a in command]
        try:
            self.drawing.run(args)
            if not out.is_file():
                raise EditError(cannot)
            return out.read_bytes()
        except DrawingFailed as exc:
            # The scratch copy's name and lines mean nothing to the teacher: the message alone.
            said = re.sub(rf"{re.escape(str(scratch))}(:\d+)?: ", "", exc.said).strip()
            raise (EditError(said) if said else DrawingDied(cannot)) from None
        finally:
            scratch.unlink(missing_ok=True)
            out.unlink(missing_ok=True)

    def view_text(self, data: dict, index: int) -> str:
        """What step `index`'s pupil view is drawn from: the pack with that step alone, without
        its answer (the pupil never sees it, so one still wrong does not stop the drawing).
        Written afresh, not in the file's layout (a seventh of the time): the same content gives
        the same text, so views.py knows a step it has drawn already."""
        with _writable():
            return tomlkit.dumps(_with_one_step(data, index, drop_answer=True))

    def draw_view(self, text: str, size: str = "800x600") -> bytes:
        """The step in `text` (a view_text) drawn as the pupil sees it: `screenshot lesson`."""
        return self._made_by(text, ".png", ["screenshot", "lesson", "{out}", "--pack", "{pack}", "--step", "1",
                                            "--size", size, "--lang", self.lang], _("the step cannot be drawn yet"))

    def preview(self, data: dict, index: int, size: str = "800x600") -> bytes:
        """Step `index` drawn as the pupil sees it, at once (the server keeps them: views.py)."""
        return self.draw_view(self.view_text(data, index), size)

    def worksheet(self, data: dict) -> bytes:
        """The pack as `worksheet` prints it (PDF)."""
        return self._made_by(self.text_of(data), ".pdf", ["worksheet", "{pack}", "{out}", "--lang", self.lang],
                             _("the worksheet cannot be printed yet"))
