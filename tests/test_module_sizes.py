"""Small modules (issue 13): no module of edu_domino is over 500 lines, so each says what it holds."""

from __future__ import annotations

from pathlib import Path

import edu_domino

PACKAGE = Path(edu_domino.__file__).parent
MOST_LINES = 500


def test_no_module_is_over_500_lines():
    too_long = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MOST_LINES:
            too_long[str(path.relative_to(PACKAGE.parent))] = lines
    assert too_long == {}, f"split these into modules that say what they hold: {too_long}"
