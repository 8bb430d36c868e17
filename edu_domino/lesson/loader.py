"""Loading a lesson pack: a file or folder -> a checked `Pack`, or every problem with its line.

All problems are collected (not just the first) so a teacher fixes a pack in one go; warnings
(a language missing) do not stop the pack from loading.
"""

from __future__ import annotations

import re
from pathlib import Path

from edu_domino.faces import DIFFICULTIES, FACE_SETS, FaceOptions, Spelling
from edu_domino.i18n import _
from edu_domino.lesson.checker import (
    COMMON_STEP_KEYS,
    ID_PATTERN,
    TOP_KEYS,
    VERSION_PATTERN,
    Checker,
    uppercase_key,
)
from edu_domino.lesson.choice_order import shown_order
from edu_domino.lesson.kinds import KINDS
from edu_domino.lesson.pack import Pack, PackError, Problem
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.reading import PACK_FILE, pack_file, parse_toml, read_text, see_doc
from edu_domino.lesson.steps import FacedTile, Step
from edu_domino.lesson.traps import backslash_problem, single_steps_table

TXT_SUFFIX = ".toml.txt"
# A pack is a lesson a class does in one sitting: the bundled ones have 3 to 16 steps. Past these
# a pack is a mistake (or a generated file), and checking, listing and printing it would take
# seconds to minutes: it is refused with the limit and the fix (docs/lesson-packs.md).
MAX_STEPS = 200
MAX_TEXT = 2000  # characters in one text (a title, a prompt, a page to read)


def _check_pack(data: dict, ck: Checker, source: Path) -> Pack | None:
    if _refuse_bad_texts(data, ck) or _too_many_steps(data, ck):
        return None
    ck.unknown_keys(data, (), TOP_KEYS)
    pack_id = ck.get(data, (), "id", str, required=True, default="", example='id = "notes-1"')
    if isinstance(pack_id, str) and pack_id and not ID_PATTERN.match(pack_id):
        ck.err(("id",), _("id {id!r} must be lowercase letters, digits and dashes", id=pack_id),
               _("e.g. {snippet}; keep it the same when you edit the pack, so pupils keep their history",
                 snippet='id = "notes-dotted"'))
    ck.pack_id = str(pack_id or "pack")
    version = ck.get(data, (), "version", (int, str), required=True, default="1", example="version = 1")
    if isinstance(version, int) and version < 1 or isinstance(version, str) and not VERSION_PATTERN.match(version):
        ck.err(("version",), _("version {version!r} is not a version number", version=version),
               _("write {snippet} or {other}; raise it when you change the pack", snippet="version = 2",
                 other='version = "1.2"'))
    languages = ck.pack_languages(data)
    title = ck.text(data, (), "title", required=True)
    instructions = ck.text(data, (), "instructions", required=True)
    level = ck.ranged(data, (), "level", 1, 10, 1)
    faces = ck.choice(data, (), "faces", FACE_SETS, "pips")
    ck.faces = faces
    ck.difficulty = ck.choice(data, (), "difficulty", DIFFICULTIES, "single")
    ck.shuffle = bool(ck.get(data, (), "shuffle", bool, default=True, example="shuffle = false"))
    tempo = ck.ranged(data, (), "tempo", 40, 208, 80)
    ck.tempo = tempo
    set_max = ck.ranged(data, (), "set", 3, 12, 6)
    top = FaceOptions(faces, ck.difficulty).max_value
    if set_max > top:
        ck.err(("set",), _("the {faces} faces go up to {top}, not {set}", faces=faces, top=top, set=set_max),
               _("use {snippet} or less", snippet=f"set = {top}"))
        set_max = top
    ck.set_max = set_max
    ck.set_written = "set" in data  # a game step deals the pack's set unless its options say otherwise
    ck.pack_spellings(data, level)
    retries = ck.ranged(data, (), "retries", 0, 5, 1)
    repeat_wrong = ck.ranged(data, (), "repeat_wrong", 0, 5, 2)
    order = ck.ranged(data, (), "order", 0, 999, 0) if "order" in data else None
    author = ck.get(data, (), "author", str, default="")
    if isinstance(data.get("steps"), dict):  # `[steps]`: one table, where `[[steps]]` makes a list
        ck.err(("steps",), *single_steps_table())
        return None
    raw_steps = ck.get(data, (), "steps", list, required=True, default=[],
                       example=_("{snippet} tables (one per step)", snippet="[[steps]]"))
    if isinstance(data.get("steps"), list) and not raw_steps:
        ck.err(("steps",), _("the pack has no steps"), _("add {snippet} tables; {doc}", snippet="[[steps]]", doc=see_doc()))
    steps: list[Step] = []
    seen_ids: dict[str, int] = {}
    ck.step_ids = {n: raw["id"] for n, raw in enumerate(raw_steps if isinstance(raw_steps, list) else [])
                   if isinstance(raw, dict) and isinstance(raw.get("id"), str)}
    for n, raw in enumerate(raw_steps if isinstance(raw_steps, list) else []):
        path: KeyPath = ("steps", n)
        if not isinstance(raw, dict):
            ck.err(path, _("step {n} must be a table", n=n + 1), _("write each step as a {snippet} table", snippet="[[steps]]"))
            continue
        step = _check_step(raw, path, n, ck, source)
        if step is None:
            continue
        if step.id in seen_ids:
            ck.err((*path, "id"), _("step id {id!r} is used twice (also step {n})", id=step.id, n=seen_ids[step.id] + 1),
                   _("give every step its own id"))
        seen_ids[step.id] = n
        steps.append(step)
    _numerals_beside_powers(steps, ck)
    if steps and not any(s.scored or KINDS[s.kind].is_game for s in steps):
        ck.warn(("steps",), _("the pack only explains: no step asks the pupil anything"),
                _("add a step of one of these kinds: {kinds}", kinds=", ".join(k for k in KINDS if not KINDS[k].is_page)))
    if any(not p.warning for p in ck.problems):
        return None
    return Pack(
        id=str(pack_id), version=str(version), title=title, instructions=instructions, level=level,
        faces=faces, difficulty=ck.difficulty, tempo=tempo, set_max=set_max, retries=retries,
        repeat_wrong=repeat_wrong, steps=tuple(steps), author=str(author), source=source,
        warnings=tuple(ck.problems), languages=languages, order=order,
    )


# Characters no text of a pack may hold: C0 controls (NUL, ESC...) except tab and line breaks,
# DEL and C1 controls. A NUL in a title once crashed the Lessons screen; none is ever typed.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# The control characters a TOML escape in double quotes makes from a Windows path (`\b`, `\f`).
_ESCAPED = {"\b": "\\b", "\f": "\\f"}


def _too_many_steps(data: dict, ck: Checker) -> bool:
    steps = data.get("steps")
    if not isinstance(steps, list) or len(steps) <= MAX_STEPS:
        return False
    ck.err(("steps",), _("the pack has {n} steps; a pack holds at most {most}", n=len(steps), most=MAX_STEPS),
           _("split it into packs of at most {most} steps, each with its own id", most=MAX_STEPS))
    return True


def _refuse_bad_texts(data: dict, ck: Checker) -> bool:
    """Every key and text of the document, walked without recursion: one problem per text that
    holds a control character (naming it) or is too long, on its line. True if any was."""
    before = len(ck.problems)
    stack: list[tuple[object, KeyPath]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                _refuse_in(str(key), path, ck)  # a key's own line cannot be found: its table's
                stack.append((item, (*path, key)))
        elif isinstance(value, list):
            stack.extend((item, (*path, n)) for n, item in enumerate(value))
        elif isinstance(value, str):
            _refuse_in(value, path, ck)
    return len(ck.problems) > before


def _refuse_in(text: str, path: KeyPath, ck: Checker) -> None:
    if len(text) > MAX_TEXT:
        ck.err(path, _("this text is {n} characters long; a text holds at most {most}", n=len(text), most=MAX_TEXT),
               _("shorten it, or split it over several steps"))
        return
    found = _CONTROL.search(text)
    if found is not None and found.group() in _ESCAPED:
        # `"imagenes\figuras.png"`: TOML read `\f` as a form feed; the teacher wrote a path.
        written = "".join(_ESCAPED.get(c, c) for c in text)
        ck.err(path, *backslash_problem(written))
        return
    if found is not None:
        code = f"U+{ord(found.group()):04X}"
        ck.err(path, _("this text holds an invisible control character ({code})", code=code),
               _("remove it (an escape such as {escape} in the quotes); write plain letters", escape="\\u0000"))


def faces_shown(step: Step) -> set[str]:
    """The face sets of every half a step shows (its question, choices, palette, line and hand)."""
    shown: list[object] = []
    for name in ("show", "tiles", "choices", "palette", "line", "hand"):
        shown += list(getattr(step, name, ()) or ())
    shown += [getattr(step, name) for name in ("half", "play") if isinstance(getattr(step, name, None), Spelling)]
    faces = set()
    for item in shown:
        for half in item.halves if isinstance(item, FacedTile) else (item,):
            if isinstance(half, Spelling):
                faces.add(half.face)
    return faces


def _numerals_beside_powers(steps: list[Step], ck: Checker) -> None:
    """docs/faces.md: numerals never share a game with powers (a written 8 would count 8 as a
    numeral and 3 as a power). A warning at the first step that shows both, or shows one when
    an earlier step showed the other."""
    seen: set[str] = set()
    for n, step in enumerate(steps):
        seen |= faces_shown(step)
        if {"numerals", "powers"} <= seen:
            ck.warn(("steps", n), _("this pack shows numerals and powers of two: a written 8 counts 8 as a numeral "
                                    "and 3 as a power"), _("write pips instead of numerals ({doc})", doc="docs/faces.md"))
            return


def _check_step(raw: dict, path: KeyPath, n: int, ck: Checker, source: Path) -> Step | None:
    kind = raw.get("kind")
    capital = next((k for k in raw if isinstance(k, str) and k.lower() == "kind" and k != "kind"), None)
    if kind is None and capital is not None:  # `Kind = "sum"`: said as what it is, not as a missing kind
        ck.err((*path, capital), *uppercase_key(capital))
        return None
    if kind is None:
        ck.err(path, _("step {n} has no kind", n=n + 1),
               _("add {snippet} with one of {kinds}", snippet='kind = "..."', kinds=", ".join(KINDS)))
        return None
    if not isinstance(kind, str) or kind not in KINDS:
        ck.err_unknown((*path, "kind"), _("step {n} has kind {kind!r}", n=n + 1, kind=kind), str(kind), KINDS)
        return None
    before = len(ck.problems)
    ck.unknown_keys(raw, path, (*COMMON_STEP_KEYS, *KINDS[kind].keys), kind)
    step_id = ck.get(raw, path, "id", str, default=f"step-{n + 1}", example='id = "quarter-is-2"')
    if isinstance(step_id, str) and not ID_PATTERN.match(step_id):
        ck.err((*path, "id"), _("step id {id!r} must be lowercase letters, digits and dashes", id=step_id),
               _("e.g. {snippet}", snippet='id = "dotted-quarter"'))
    common = {
        "id": str(step_id),
        "prompt": ck.text(raw, path, "prompt", required=False),
        "hint": ck.text(raw, path, "hint", required=False),
    }
    seed = f"{ck.pack_id}/{step_id}"  # the same tile looks the same every time the step is shown
    step = KINDS[kind].check(raw, path, ck, common, seed, source)
    if len([p for p in ck.problems[before:] if not p.warning]):
        return None
    # The pack's `shuffle`, or the step's own (lesson/choice_order.py).
    if step is not None and ck.get(raw, path, "shuffle", bool, default=ck.shuffle, example="shuffle = false"):
        step = shown_order(step, seed)
    return step



# -- entry points ---------------------------------------------------------------------------


def check_file(path: Path | str, label: str | None = None) -> tuple[Pack | None, list[Problem]]:
    """Read and check one pack (a .toml file or a pack folder): the pack, and every problem
    (warnings included). The pack is None when any problem is not a warning."""
    path = Path(path)
    toml_path = pack_file(path)
    label = label or str(toml_path)
    text, problems = read_text(toml_path, label)
    if text is None:
        return None, problems
    data, problems = parse_toml(text, label)
    if data is None:
        return None, problems
    ck = Checker(label, text, toml_path.parent)
    if toml_path.name.lower().endswith(TXT_SUFFIX):
        ck.warn((), _("the file name ends in .txt, so the app may not show it as a pack"),
                _("rename it to {name}", name=toml_path.name[: -len(".txt")]))
    try:
        pack = _check_pack(data, ck, toml_path)
    except (RecursionError, MemoryError):
        return None, [Problem(label, 1, _("the pack is nested too deeply to read"),
                              _("write steps as {snippet} tables", snippet="[[steps]]"))]
    except Exception as exc:  # a bug here must still not show a teacher a traceback
        return None, [*ck.problems, Problem(label, 1, _("the checker failed on this pack ({error})",
                                                       error=f"{type(exc).__name__}: {exc}"),
                                            _("please report it with the pack file"))]
    return pack, ck.problems


def load_pack(path: Path | str) -> Pack:
    """The checked pack; `PackError` (a ValueError listing every problem) when it cannot be used."""
    pack, problems = check_file(path)
    if pack is None:
        raise PackError([p for p in problems if not p.warning])
    return pack


def loads_pack(text: str, label: str = "<pack>", folder: Path | None = None) -> tuple[Pack | None, list[Problem]]:
    """Check a pack given as text (tests, the UI's preview)."""
    data, problems = parse_toml(text, label)
    if data is None:
        return None, problems
    base = folder or Path.cwd()
    ck = Checker(label, text, base)
    pack = _check_pack(data, ck, base / label)
    return pack, ck.problems


def is_pack_name(name: str) -> bool:
    """A pack file's name: .toml in any case (.TOML, as some editors save it), or .toml.txt (what
    Notepad saves when "All files" was not chosen; found, with a warning to rename it)."""
    lower = name.lower()
    return lower.endswith(".toml") or lower.endswith(TXT_SUFFIX)


def pack_paths(path: Path | str) -> list[Path]:
    """The packs a path names: a .toml file, a pack folder, or a folder of packs."""
    path = Path(path)
    if not path.is_dir() or (path / PACK_FILE).is_file():
        return [path]
    # Names starting with "." are editor and system files (.#pack.toml, ._pack.toml), not packs.
    entries = [p for p in sorted(path.iterdir()) if not p.name.startswith(".")]
    found = [p for p in entries if is_pack_name(p.name) and p.is_file()]
    found += [p for p in entries if p.is_dir() and (p / PACK_FILE).is_file()]
    return found
