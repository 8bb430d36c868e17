"""One check per step kind: read its keys, resolve halves and tiles, and make sure a pupil can
answer it and that the teacher's `answer` is right (the engine checks chain and game positions)."""

from __future__ import annotations

from edu_domino.choices import number_line
from edu_domino.engine import (
    Tile,
)
from edu_domino.faces import (
    Spelling,
)
from edu_domino.i18n import _
from edu_domino.lesson.checker import (
    ASKS,
    KIND_KEYS,
    MEDIA_SUFFIXES,
    Checker,
    all_present,
    type_name,
)
from edu_domino.lesson.pictures import PictureError, check_picture
from edu_domino.lesson.play_step_checks import check_chain, check_game, pack_file_beside
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.reading import is_regular_file
from edu_domino.lesson.rest_words import first_rest, rest_reminder, without_rests
from edu_domino.lesson.steps import (
    STEP_TYPES,
    BuildStep,
    ExplainStep,
    ListenStep,
    MatchStep,
    Step,
    SumStep,
    worth,
)
from edu_domino.lesson.tap_check import check_tap


def _explain(raw, path, ck: Checker, common, seed, source) -> Step | None:
    text = ck.text(raw, path, "text", required=True)
    tiles = [ck.tile(v, (*path, "tiles", i), seed) for i, v in enumerate(ck.items(raw, path, "tiles", False))]
    show = [ck.half(v, (*path, "show", i)) for i, v in enumerate(ck.items(raw, path, "show", False))]
    image = None
    name = ck.get(raw, path, "image", str, default=None, example='image = "quarter.png"')
    if isinstance(name, str):
        folder = source.parent.resolve()
        image = pack_file_beside(ck, (*path, "image"), source, name)
        if image is None:
            pass
        elif not image.is_relative_to(folder):
            ck.err((*path, "image"), _("image {name!r} is outside the pack's folder", name=name), _("put the picture beside the pack file"))
        elif image.suffix.lower() not in MEDIA_SUFFIXES:
            ck.err((*path, "image"), _("image {name!r} is not a picture the app shows", name=name),
                   _("use {kinds}", kinds=", ".join(MEDIA_SUFFIXES)))
        elif not is_regular_file(image):
            ck.err((*path, "image"), _("image {name!r} is not in {folder}", name=name, folder=folder),
                   _("check the file name (capitals count)"))
        else:
            try:
                check_picture(image)  # read through: size, damage, text named .png
            except PictureError as exc:
                ck.err((*path, "image"), _("image {name!r}: {what}", name=name, what=exc.what), exc.fix)
    tiles_ok, show_ok = all_present(tiles), all_present(show)
    if tiles_ok is None or show_ok is None:
        return None
    return ExplainStep(**common, text=text, tiles=tuple(tiles_ok), show=tuple(show_ok), image=image)


def _match(raw, path, ck: Checker, common, seed, source) -> Step | None:
    value = ck.get(raw, path, "half", str, required=True, example=f'half = "{ck.example_half()}"')
    half = ck.half(value, (*path, "half"), in_set=True) if value is not None else None
    raw_choices = ck.items(raw, path, "choices", True, least=2)
    choices = [ck.tile(v, (*path, "choices", i), seed) for i, v in enumerate(raw_choices)]
    if half is None or None in choices or len(choices) < 2:
        return None
    step = MatchStep(**common, half=half, choices=tuple(choices))  # type: ignore[arg-type]
    seen: dict[Tile, int] = {}
    for i, c in enumerate(step.choices):
        if c.tile in seen:
            ck.err((*path, "choices", i), _("{tile} is offered twice", tile=c.label), _("offer each tile once"))
        seen[c.tile] = i
    if not step.matching:
        what = _("no choice has a half worth {value} (the value of {half}), so no pupil could answer",
                 value=half.value, half=value)
        if any(without_rests([half]) in c.values for c in step.choices):  # the rest was meant as 0
            what = _rests_meant_as_zero(what, [half], without_rests([half]))
        ck.err((*path, "choices"), what, _("add a tile with a {value}", value=half.value))
    elif len(step.matching) == len(step.choices):
        ck.warn((*path, "choices"), _("every choice matches {half}", half=value),
                _("add a tile that does not, so the pupil has to look"))
    if "answer" in raw:
        _check_match_answer(raw["answer"], step, path, ck, str(value))
    return step


def _check_match_answer(answer: object, step: MatchStep, path: KeyPath, ck: Checker, half: str) -> None:
    here = (*path, "answer")
    if isinstance(answer, str):
        answer = [answer]
    if not isinstance(answer, list):
        ck.err(here, _("`{key}` must be a list of tiles, not {got}", key="answer", got=type_name(answer)),
               _("write {snippet}", snippet='answer = ["3-1", "3-0"]'))
        return
    try:
        given = step.read(answer)
    except ValueError as exc:
        ck.err(here, f"answer: {exc}", _("list tiles from {key}", key="`choices`"))
        return
    if not step.matching:
        return  # no choice matches: said on `choices`, and no answer could be right
    if given != step.matching:
        assert step.half is not None  # a match step is built with its half
        right = step.expected_text("en")
        what = _("answer lists {given}, but the tiles that match {half} (worth {value}) are {right}",
                 given=step.given_text(given) or _("nothing"), half=half, value=step.half.value, right=right)
        meant = {without_rests([step.half])}
        if given and all(meant & set(step.choices[i].values) for i in given):
            what = _rests_meant_as_zero(what, [step.half], without_rests([step.half]))
        ck.err(here, what, _("write {snippet}", snippet="answer = [" + ", ".join(f'"{x}"' for x in right.split(", ")) + "]"))


def _rests_meant_as_zero(what: str, halves: list, answered: object) -> str:
    """`what`, with the reminder that a rest lasts as long as its note where the answer is what
    the halves would be worth with their rests taken as 0."""
    rest = first_rest(halves)
    if rest is None or answered != without_rests(halves):
        return what
    return f"{what}: {rest_reminder(rest)}"


def _sum(raw, path, ck: Checker, common, seed, source) -> Step | None:
    shown = [ck.shown(v, (*path, "show", i), seed) for i, v in enumerate(ck.items(raw, path, "show", True))]
    ask = ck.choice(raw, path, "ask", ASKS, "value")
    target = ck.get(raw, path, "target", int, default=None, example="target = 5")
    choices = ck.get(raw, path, "choices", list, default=None, example="choices = [3, 4, 5]")
    if None in shown or not shown:
        return None
    if ask == "number" and not any(isinstance(s, Spelling) and s.kind.written_differently for s in shown):
        ck.warn((*path, "ask"), _("{snippet} only changes powers of two", snippet='ask = "number"'),
                _("remove it, or show a power like {example}", example='"powers:2^3"'))
    probe = SumStep(**common, show=tuple(shown), ask=ask, target=target)  # type: ignore[arg-type]
    total = probe.total
    if "answer" in raw:
        answer = raw["answer"]
        if target is not None:
            if not isinstance(answer, bool):
                ck.err((*path, "answer"), _("with a target, `answer` is true or false, not {value!r:.40}", value=answer),
                       _("write {snippet}", snippet=f"answer = {'true' if total == target else 'false'}"))
            elif answer != (total == target):
                given = f"answer = {str(answer).lower()}"
                what = (_("{given}, but they do add up to {target}", given=given, target=target) if total == target
                        else _("{given}, but they add up to {total}, not {target}", given=given, total=total, target=target))
                what = _rests_meant_as_zero(what, shown, target if answer else None)
                ck.err((*path, "answer"), what, _("write {snippet}", snippet=f"answer = {str(total == target).lower()}"))
        elif isinstance(answer, bool) or not isinstance(answer, int):
            ck.err((*path, "answer"), _("`{key}` must be a whole number, not {got}", key="answer", got=type_name(answer)),
                   _("write {snippet}", snippet=f"answer = {total}"))
        elif answer != total:
            what = _("{given}, but these are worth {total}", given=f"answer = {answer}", total=total)
            ck.err((*path, "answer"), _rests_meant_as_zero(what, shown, answer), _("write {snippet}", snippet=f"answer = {total}"))
    offered: tuple[int, ...] = ()
    if isinstance(choices, list):
        if target is not None:
            ck.err((*path, "choices"), _("a yes/no question has no number choices"),
                   _("remove {key}, or remove {other}", key="`choices`", other="`target`"))
        elif not all(isinstance(c, int) and not isinstance(c, bool) for c in choices) or len(set(choices)) != len(choices):
            ck.err((*path, "choices"), _("`{key}` must be different whole numbers", key="choices"),
                   _("write {snippet}", snippet="choices = [3, 4, 5]"))
        elif total not in choices:
            ck.err((*path, "choices"), _("the right answer {total} is not among the choices, so no pupil could answer",
                                         total=total),
                   _("add {total} to {key}", total=total, key="`choices`"))
        else:
            offered = tuple(choices)
    elif target is None:
        offered = _number_choices(total, seed)
    return SumStep(**common, show=tuple(shown), ask=ask, target=target, choices=offered)  # type: ignore[arg-type]


def _number_choices(total: int, seed: str) -> tuple[int, ...]:
    """Four numbers around the right one (near misses are the useful wrong answers), as a number
    line with the right one at a place seeded by the step: not always second."""
    near = [total - 1, total + 1, total * 2, total + 2, total - 2, total // 2]
    return number_line(f"edu-domino/choices/{seed}", total, near, max(total * 2, total + 3))


def _build(raw, path, ck: Checker, common, seed, source) -> Step | None:
    target = ck.get(raw, path, "target", int, required=True, example="target = 5")
    palette = [ck.half(v, (*path, "palette", i)) for i, v in enumerate(ck.items(raw, path, "palette", True))]
    max_parts = ck.ranged(raw, path, "max_parts", 1, 12, 6)
    ask = ck.choice(raw, path, "ask", ASKS, "value")
    if not isinstance(target, int) or None in palette or not palette:
        return None
    if target < 1:
        ck.err((*path, "target"), _("target {target} leaves nothing to build", target=target), _("use a target of 1 or more"))
        return None
    keys = [p.key for p in palette]  # type: ignore[union-attr]
    for i, k in enumerate(keys):
        if k in keys[:i]:
            ck.err((*path, "palette", i), _("{half} is in the palette twice", half=k),
                   _("list each note once; the pupil may pick it again"))
    solution = _solve(target, [worth(p, ask) for p in palette], max_parts)  # type: ignore[arg-type]
    if solution is None:
        ck.err((*path, "target"), _("no choice of at most {most} from the palette adds up to {target}, so no pupil could answer",
                                    most=max_parts, target=target),
               _("add a shorter note to the palette, raise {key} or change the target", key="max_parts"))
        return None
    step = BuildStep(**common, target=target, palette=tuple(palette), max_parts=max_parts, ask=ask, solution=solution)  # type: ignore[arg-type]
    if "answer" in raw:
        answer = raw["answer"]
        here = (*path, "answer")
        try:
            given = step.read(answer if isinstance(answer, list) else [answer])
        except ValueError as exc:
            ck.err(here, f"answer: {exc}", _("use notes from the palette"))
            return step
        if not step.is_right(given):
            example = f"answer = [{', '.join(chr(34) + palette[i].body + chr(34) for i in solution)}]"  # type: ignore[union-attr]
            if len(given) > max_parts:
                what = _("answer {given} adds up to {total}, not {target} (or uses more than {most})",
                         given=step.given_text(given), total=step.total_of(given), target=target, most=max_parts)
            else:
                what = _("answer {given} adds up to {total}, not {target}",
                         given=step.given_text(given), total=step.total_of(given), target=target)
            picked = [palette[i] for i in given]
            ck.err(here, _rests_meant_as_zero(what, picked, target), _("e.g. {snippet}", snippet=example))
    return step


def _solve(target: int, worths: list[int], most: int) -> tuple[int, ...] | None:
    """Palette indices adding up to target with the fewest parts (breadth-first over sums)."""
    best: dict[int, tuple[int, ...]] = {0: ()}
    frontier = [0]
    for _round in range(most):
        nxt = []
        for total in frontier:
            for i, w in enumerate(worths):
                s = total + w
                if w > 0 and s <= target and s not in best:
                    best[s] = (*best[total], i)
                    nxt.append(s)
        if target in best:
            return best[target]
        frontier = nxt
    return None


def _listen(raw, path, ck: Checker, common, seed, source) -> Step | None:
    value = ck.get(raw, path, "play", str, required=True, example=f'play = "{ck.example_half()}"')
    play = ck.half(value, (*path, "play")) if value is not None else None
    choices = [ck.half(v, (*path, "choices", i)) for i, v in enumerate(ck.items(raw, path, "choices", True, least=2))]
    if play is None or None in choices or len(choices) < 2:
        return None
    step = ListenStep(**common, play=play, choices=tuple(choices))  # type: ignore[arg-type]
    keys = [c.key for c in step.choices]
    for i, k in enumerate(keys):
        if k in keys[:i]:
            ck.err((*path, "choices", i), _("{half} is offered twice", half=k), _("offer each once"))
    right = step.right_choices
    if not right:
        ck.err((*path, "choices"), _("no choice sounds like {half}, so no pupil could answer", half=value),
               _("add {snippet} to the choices", snippet=f'"{play.key}"'))
    elif len(right) == len(choices):
        ck.err((*path, "choices"), _("every choice sounds like {half}, so the pupil cannot tell them apart", half=value),
               _("add a choice that sounds different"))
    if "answer" in raw and right:
        answer = raw["answer"]
        try:
            given = step.read(answer)
        except ValueError as exc:
            ck.err((*path, "answer"), f"answer: {exc}", _("write one of the choices"))
        else:
            if given not in right:
                ck.err((*path, "answer"), _("answer {given} does not sound like {half}", given=step.choices[given].key,
                                            half=play.key),
                       _("write {snippet}", snippet=f'answer = "{step.expected_text("en")}"'))
    return step


BUILDERS = {
    "explain": _explain, "match": _match, "sum": _sum, "build": _build, "listen": _listen,
    "chain": check_chain, "tap": check_tap, "game": check_game,
}
assert set(BUILDERS) == set(STEP_TYPES) == set(KIND_KEYS)
