"""`edu-domino run-pack PACK --answers ANSWERS.json [--json]`: try a pack without the app.

The answers file is a JSON object `{"step-id": answer, ...}` with the values a pack's `answer =`
takes (see edu_domino/lesson/scripted.py and docs/lesson-packs.md). Prints each question's verdict
(right at the first try or not) and the score; `--json` prints
`{"score": 5, "out_of": 7, "steps": [{"id": ..., "right": true, ...}, ...], ...}` instead.
Exit 0 when the pack ran, 1 when the pack or the answers file cannot be used (every problem is
printed as `file: what; how to fix it`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from edu_domino.commands._errors import UserError, reports_user_errors
from edu_domino.i18n import N_
from edu_domino.reading import INVALID, MISSING, ReadError, parse_json, read_bytes

HELP = N_("try a lesson pack with scripted answers (a JSON file) and print each verdict and the score")
MAX_ANSWERS_BYTES = 256 * 1024  # an answers file is a short list a teacher writes


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pack", metavar=N_("PACK"), help=N_("a pack .toml file or pack folder"))
    parser.add_argument("--answers", required=True, metavar=N_("ANSWERS.json"),
                        help=N_('a JSON object {"step-id": answer, ...}, answers written as in the pack'))
    parser.add_argument("--json", action="store_true", help=N_("print the result as JSON"))
    parser.add_argument("--lang", choices=("es", "pt", "en"), default=None,
                        help=N_("language of the right answers shown (default: the saved setting or the system's)"))


def read_answers(path: Path) -> dict[str, object]:
    """The answers object, or UserError naming the file, the place and the fix."""
    from edu_domino.i18n import _

    # Through edu_domino.reading: regular files only (a FIFO never blocks), the size checked
    # before reading, nesting, number size and duplicate keys bounded.
    try:
        data = read_bytes(path, MAX_ANSWERS_BYTES, str(path))
    except ReadError as exc:
        if exc.kind == MISSING:
            raise UserError(_("{file}: no such file; check the path", file=path)) from None
        if exc.too_big:
            raise UserError(_("{file}: larger than {size} KB; an answers file lists one answer per step",
                              file=path, size=MAX_ANSWERS_BYTES // 1024)) from None
        raise UserError(str(exc)) from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        value = parse_json(data.decode("utf-8"), str(path))
    except UnicodeDecodeError:
        raise UserError(_("{file}: not UTF-8 text; save it as UTF-8", file=path)) from None
    except ReadError as exc:
        if exc.kind != INVALID:  # nesting, numbers, duplicate keys: the reader's own message
            raise UserError(str(exc)) from None
        raise UserError(_("{file}:{line}: not valid JSON ({detail}); write {example}", file=path, line=exc.line,
                          detail=exc.detail, example='{"step-id": 3, "other-step": ["3-1"]}')) from None
    if not isinstance(value, dict):
        raise UserError(_("{file}: the answers must be one JSON object; write {example}", file=path,
                          example='{"step-id": 3, "other-step": ["3-1"]}'))
    return value


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.i18n import _, current_language
    from edu_domino.lesson.loader import check_file
    from edu_domino.lesson.scripted import check_answers, run_script

    pack, problems = check_file(Path(args.pack))
    if pack is None:
        for p in problems:
            print(p, file=sys.stderr)
        return 1
    answers_path = Path(args.answers)
    answers = read_answers(answers_path)
    bad = check_answers(pack, answers)
    for message in bad:
        print(f"{answers_path}: {message}", file=sys.stderr)
    if bad:
        return 1
    result = run_script(pack, answers, args.lang or current_language())
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, indent=2))
        return 0
    width = max((len(v.id) for v in result.steps), default=0)
    for v in result.steps:
        if v.right:
            verdict = _("right at the first try")
        elif v.id in result.missing:
            verdict = _("no answer; the right answer is {answer}", answer=v.expected)
        else:
            verdict = _("wrong ({given}); the right answer is {answer}", given=v.given, answer=v.expected)
        print(f"{v.id:{width}}  {verdict}")
    for step_id in result.skipped:
        print(f"{step_id:{width}}  " + _("a game: played in the app, not scored"))
    print(_("score: {score} of {out_of}", score=result.score, out_of=result.out_of))
    return 0
