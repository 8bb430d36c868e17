"""One check per step kind: read its keys, resolve halves and tiles, and make sure a pupil can
answer it and that the teacher's `answer` is right (the engine checks chain and game positions)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from edu_domino.engine import (
    Deal,
    IllegalAction,
    Match,
    Play,
    Tile,
    get_preset,
    parse_action,
    preset_names,
)
from edu_domino.engine.errors import EngineError
from edu_domino.engine.replay import load_replay, run_replay
from edu_domino.engine.rules import OPTION_DOCS
from edu_domino.faces import (
    DIFFICULTIES,
    FACE_SETS,
    FaceOptions,
    Spelling,
    get_face_set,
    spelling_for_half,
)
from edu_domino.i18n import _
from edu_domino.lesson import opponents
from edu_domino.lesson.checker import (
    ASKS,
    GAME_PLAYS,
    KIND_KEYS,
    MEDIA_SUFFIXES,
    Checker,
    did_you_mean,
    split_message,
    type_name,
)
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.reading import file_beside, is_regular_file
from edu_domino.lesson.steps import (
    STEP_TYPES,
    BuildStep,
    ChainStep,
    ExplainStep,
    FacedTile,
    GameStep,
    ListenStep,
    MatchStep,
    Step,
    SumStep,
    worth,
)
from edu_domino.reading import shorten


def _explain(raw, path, ck: Checker, common, seed, source) -> Step | None:
    text = ck.text(raw, path, "text", required=True)
    tiles = [ck.tile(v, (*path, "tiles", i), seed) for i, v in enumerate(ck.items(raw, path, "tiles", False))]
    show = [ck.half(v, (*path, "show", i)) for i, v in enumerate(ck.items(raw, path, "show", False))]
    image = None
    name = ck.get(raw, path, "image", str, default=None, example='image = "quarter.png"')
    if isinstance(name, str):
        folder = source.parent.resolve()
        image = _beside(ck, (*path, "image"), source, name)
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
    if None in tiles or None in show:
        return None
    return ExplainStep(**common, text=text, tiles=tuple(tiles), show=tuple(show), image=image)


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
        ck.err((*path, "choices"), _("no choice has a half worth {value} (the value of {half}), so no pupil could answer",
                                     value=half.value, half=value),
               _("add a tile with a {value}", value=half.value))
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
    if given != step.matching:
        right = step.expected_text("en")
        ck.err(here, _("answer lists {given}, but the tiles that match {half} (worth {value}) are {right}",
                       given=step.given_text(given) or _("nothing"), half=half, value=step.half.value, right=right),
               _("write {snippet}", snippet="answer = [" + ", ".join(f'"{x}"' for x in right.split(", ")) + "]"))


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
                ck.err((*path, "answer"), what, _("write {snippet}", snippet=f"answer = {str(total == target).lower()}"))
        elif isinstance(answer, bool) or not isinstance(answer, int):
            ck.err((*path, "answer"), _("`{key}` must be a whole number, not {got}", key="answer", got=type_name(answer)),
                   _("write {snippet}", snippet=f"answer = {total}"))
        elif answer != total:
            ck.err((*path, "answer"), _("{given}, but these are worth {total}", given=f"answer = {answer}", total=total),
                   _("write {snippet}", snippet=f"answer = {total}"))
    offered: tuple[int, ...] = ()
    if choices is not None:
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
        offered = _number_choices(total)
    return SumStep(**common, show=tuple(shown), ask=ask, target=target, choices=offered)  # type: ignore[arg-type]


def _number_choices(total: int) -> tuple[int, ...]:
    """Four numbers around the right one: near misses are the useful wrong answers."""
    near = [total - 1, total + 1, total * 2, total + 2, total - 2, total // 2]
    picked: list[int] = []
    for n in near:
        if n >= 0 and n != total and n not in picked and len(picked) < 3:
            picked.append(n)
    return tuple(sorted([total, *picked]))


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
            ck.err(here, what, _("e.g. {snippet}", snippet=example))
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


def _chain(raw, path, ck: Checker, common, seed, source) -> Step | None:
    forms = {
        "line": "line" in raw or "hand" in raw,
        "actions": "preset" in raw or "actions" in raw,
        "moves": "replay" in raw or "moves" in raw,
    }
    if sum(forms.values()) != 1:
        ck.err(path, _("a chain step needs one position: {a}, or {b}, or {c}", a="`line` + `hand`",
                       b="`preset` + `actions`", c="`replay` + `moves`"),
               _("e.g. {snippet}", snippet='line = ["1-2", "2-5"], hand = ["5-3", "6-6"]'))
        return None
    game_keys = [k for k in ("options", "seed", "deal") if k in raw]
    if game_keys and not forms["actions"]:  # only `preset` + `actions` plays a game from a deal
        form = "`line` + `hand`" if forms["line"] else "`replay` + `moves`"
        for key in game_keys:
            ck.err((*path, key), _("`{key}` is not used by a chain step written as {form}", key=key, form=form),
                   _("remove it, or write the position as {other}", other="`preset` + `actions`"))
        return None
    if forms["line"]:
        result = _chain_line(raw, path, ck, seed)
    elif forms["actions"]:
        result = _chain_actions(raw, path, ck, seed)
    else:
        result = _chain_replay_file(raw, path, ck, seed, source)
    if result is None:
        return None
    line, hand, legal = result
    if not legal:
        where = (*path, "hand") if forms["line"] else (*path, "actions" if forms["actions"] else "moves")
        ck.err(where, _("no tile in the hand fits an open end, so no pupil could answer"),
               _("add a tile that fits, or change the line"))
        return None
    step = ChainStep(**common, line=line, hand=hand, legal=legal)
    if "answer" in raw:
        here = (*path, "answer")
        try:
            given = step.read(raw["answer"])
        except ValueError as exc:
            ck.err(here, f"answer: {exc}", _("write a tile and an end like {snippet}", snippet='"5-3 R"'))
            return step
        tile = given.tile if isinstance(given, Play) else given
        if not isinstance(tile, Tile):
            ck.err(here, _("answer {given!r}: a tile fits, so the pupil may not draw or pass", given=raw["answer"]),
                   _("write one of {moves}", moves=step.expected_text("en")))
        elif tile not in {f.tile for f in step.hand}:
            ck.err(here, _("answer {given!r}: {tile} is not in the hand", given=raw["answer"], tile=tile),
                   _("write one of {moves}", moves=step.expected_text("en")))
        elif not step.is_right(given):
            ck.err(here, _("answer {given!r} does not fit: the open ends are worth {left} and {right}",
                           given=raw["answer"], left=step.ends[0], right=step.ends[1]),
                   _("write one of {moves}", moves=step.expected_text("en")))
    return step


def _chain_line(raw, path, ck: Checker, seed) -> tuple | None:
    line = [ck.tile(v, (*path, "line", i), seed) for i, v in enumerate(ck.items(raw, path, "line", True))]
    hand = [ck.tile(v, (*path, "hand", i), seed) for i, v in enumerate(ck.items(raw, path, "hand", True))]
    if None in line or None in hand or not line or not hand:
        return None
    ok = True
    for i in range(1, len(line)):
        if line[i - 1].values[1] != line[i].values[0]:
            ok = False
            ck.err((*path, "line", i), _("{tile} does not join {before}: {a} meets {b}", tile=line[i].label,
                                         before=line[i - 1].label, a=line[i - 1].values[1], b=line[i].values[0]),
                   _("write the line left to right, each tile turned so touching halves are equal, e.g. {example}",
                     example="1-2, 2-5, 5-4"))
    seen: dict[Tile, str] = {}
    for where, tiles in (("line", line), ("hand", hand)):
        for i, t in enumerate(tiles):
            if t.tile in seen:
                ok = False
                what = (_("{tile} is in the line already; a set has each tile once", tile=t.label)
                        if seen[t.tile] == "line" else
                        _("{tile} is in the hand already; a set has each tile once", tile=t.label))
                ck.err((*path, where, i), what, _("remove one of them"))
            seen[t.tile] = where
    if not ok:
        return None
    ends = (line[0].values[0], line[-1].values[1])
    legal = tuple(Play(f.tile, end) for f in hand for end, v in zip("LR", ends, strict=True) if f.tile.has(v))
    return tuple(line), tuple(hand), legal


def _chain_actions(raw, path, ck: Checker, seed) -> tuple | None:
    """A position reached by playing `actions` from a preset's deal: the engine checks it all."""
    match = _make_match(raw, path, ck, "preset")
    if match is None:
        return None
    actions = ck.items(raw, path, "actions", True)
    if not actions:
        return None
    for i, text in enumerate(actions):
        here = (*path, "actions", i)
        if not isinstance(text, str):
            ck.err(here, _("an action is text like {snippet}, not {got}", snippet='"6-4 L"', got=type_name(text)),
                   _("write {a}, {b} or {c}", a='"6-4 L"', b='"draw"', c='"pass"'))
            return None
        try:
            action = parse_action(text)
            if isinstance(action, Tile):
                fits = [a for a in match.legal_actions() if isinstance(a, Play) and a.tile == action]
                if len(fits) != 1:
                    raise IllegalAction(_("{action} needs an end", action=text) if fits
                                        else _("{action} cannot be played now", action=text))
                action = fits[0]
            match.apply(action)
        except EngineError as exc:
            what, fix = split_message(str(exc))
            ck.err(here, _("action {action!r} is not allowed: {why}", action=text, why=what),
                   fix or _("fix this action or the ones before it"))
            return None
        if match.round_over:
            ck.err(here, _("the round is over after this action"), _("stop the actions while the round is still being played"))
            return None
    return _position(match, (*path, "actions"), ck, seed)


def _chain_replay_file(raw, path, ck: Checker, seed, source: Path) -> tuple | None:
    """The position after the first `moves` actions of a replay document saved beside the pack."""
    name = ck.get(raw, path, "replay", str, required=True, example='replay = "game.json"')
    moves = ck.get(raw, path, "moves", int, required=True, example="moves = 5")
    if not isinstance(name, str) or not isinstance(moves, int):
        return None
    folder = source.parent.resolve()
    file = _beside(ck, (*path, "replay"), source, name)
    if file is None:
        return None
    if not file.is_relative_to(folder):
        ck.err((*path, "replay"), _("replay {name!r} is outside the pack's folder", name=name),
               _("put the replay file beside the pack file"))
        return None
    try:
        doc = load_replay(file)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "replay"), what, fix or _("save the game again as a replay (.json)"))
        return None
    if not 1 <= moves <= len(doc.actions):
        ck.err((*path, "moves"), _("{given}, but {name} has {n} actions", given=f"moves = {moves}", name=name,
                                   n=len(doc.actions)),
               _("choose {key} from 1 to {n}", key="moves", n=len(doc.actions)))
        return None
    try:
        match = run_replay(dataclasses.replace(doc, actions=doc.actions[:moves], results=None))
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "replay"), what, fix or _("check the replay file"))
        return None
    if match.round_over:
        ck.err((*path, "moves"), _("the round is over after {n} moves", n=moves), _("choose fewer moves"))
        return None
    return _position(match, (*path, "moves"), ck, seed)


def _beside(ck: Checker, where: KeyPath, source: Path, name: str) -> Path | None:
    try:
        return file_beside(source, name)
    except ValueError as exc:
        ck.err(where, _("{name!r} cannot be a file name: {why}", name=shorten(name), why=exc),
               _("write the name of a file beside the pack, like {snippet}", snippet='"game.json"'))
        return None


def _position(match: Match, where: KeyPath, ck: Checker, seed: str) -> tuple | None:
    """(line, hand, legal plays) for the player to move, spelled with the pack's faces."""
    view = match.view(match.turn)
    if not view.line:
        ck.err(where, _("the table is empty"), _("go on until at least one tile is on the table"))
        return None
    options = FaceOptions(ck.faces, ck.difficulty)

    def faced(pair: tuple[int, int]) -> FacedTile:
        return FacedTile((spelling_for_half(options, seed, pair, 0), spelling_for_half(options, seed, pair, 1)))

    line = tuple(faced(p) for p in view.line)
    hand = tuple(faced((t.a, t.b)) for t in view.hand)
    legal = tuple(a for a in view.legal if isinstance(a, Play))
    return line, hand, legal


def _make_match(raw, path, ck: Checker, key: str) -> Match | None:
    name = ck.get(raw, path, key, str, default="musica", example=f'{key} = "musica"')
    options = ck.get(raw, path, "options", dict, default={}, example="options = { players = 2 }")
    seed = ck.get(raw, path, "seed", int, default=None, example="seed = 7")
    if not isinstance(name, str) or not isinstance(options, dict):
        return None
    unknown = [k for k in options if k not in OPTION_DOCS or k == "name"]
    for k in unknown:
        ck.err((*path, "options", k), _("unknown rule option `{key}`", key=k),
               did_you_mean(k, [o for o in OPTION_DOCS if o != "name"]))
    if unknown:
        return None
    try:
        rules = get_preset(name, **options)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        where = (*path, key) if name not in preset_names() else (*path, "options")
        ck.err(where, what, fix or _("see {command} for the rule sets and their options", command="`edu-domino presets`"))
        return None
    except (TypeError, ValueError) as exc:
        ck.err((*path, "options"), _("these options cannot be used: {why}", why=exc),
               _("see {command} for the options", command="`edu-domino presets`"))
        return None
    if rules.set_max > ck.set_max:
        ck.err((*path, "options"), _("the rules play double-{rules}, but the pack's set is double-{pack}",
                                     rules=rules.set_max, pack=ck.set_max),
               _("set {snippet} at the top of the pack, or {other}", snippet=f"`set = {rules.set_max}`",
                 other=f"options = {{ set_max = {ck.set_max} }}"))
        return None
    deals = None
    if "deal" in raw:
        deal = raw["deal"]
        try:
            deals = [Deal.from_json(deal)]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            ck.err((*path, "deal"), _("the deal cannot be read ({why})", why=exc),
                   _("write {snippet}", snippet='deal = { hands = [["6-6", ...], ...], boneyard = [...] }'))
            return None
    try:
        return Match(rules, seed=seed if seed is not None else 0, deals=deals)
    except EngineError as exc:
        what, fix = split_message(str(exc))
        ck.err((*path, "deal" if deals else "options"), what, fix or _("check the deal"))
        return None


def _game(raw, path, ck: Checker, common, seed, source) -> Step | None:
    probe = _make_match(raw, path, ck, "rules")
    faces = ck.choice(raw, path, "faces", FACE_SETS, ck.faces)
    difficulty = ck.choice(raw, path, "difficulty", DIFFICULTIES, ck.difficulty)
    play = ck.choice(raw, path, "play", GAME_PLAYS, "round")
    names = ck.get(raw, path, "opponents", list, default=["random"], example='opponents = ["random"]')
    game_seed = ck.get(raw, path, "seed", int, default=None)
    if probe is None or not isinstance(names, list):
        return None
    rules = probe.rules
    if get_face_set(faces).max_value < rules.set_max:
        ck.err((*path, "faces"), _("the {faces} faces stop at {top}, below double-{set}", faces=faces,
                                   top=get_face_set(faces).max_value, set=rules.set_max),
               _("choose a smaller set or other faces"))
        return None
    if not names or not all(isinstance(n, str) for n in names):
        ck.err((*path, "opponents"), _("`{key}` must list each opponent's level as text", key="opponents"),
               _("write {snippet}", snippet='opponents = ["random"]'))
        return None
    wanted = rules.players - 1
    if len(names) not in (1, wanted):
        ck.err((*path, "opponents"), _("{n} opponents for {players} players", n=len(names), players=rules.players),
               _("list 1 level (used for all) or {n}", n=wanted))
        return None
    for i, level in enumerate(names):
        problem = opponents.check_level(level)
        if problem:
            what, fix = split_message(problem)
            ck.err((*path, "opponents", i), what, fix)
    levels = tuple(names) if len(names) == wanted else tuple(names) * wanted
    return GameStep(**common, rules=rules, faces=faces, difficulty=difficulty, opponents=levels,
                    play=play, seed=game_seed)


BUILDERS = {
    "explain": _explain, "match": _match, "sum": _sum, "build": _build, "listen": _listen,
    "chain": _chain, "game": _game,
}
assert set(BUILDERS) == set(STEP_TYPES) == set(KIND_KEYS)
