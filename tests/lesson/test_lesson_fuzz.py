"""Whatever a file holds, checking it never raises, and every problem points inside the file."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edu_domino.lesson import check_file
from edu_domino.resources import bundled_lessons_dir

SOURCES = [p.read_text(encoding="utf-8") for p in sorted(bundled_lessons_dir().glob("*.toml"))]


def _check(tmp_path, data: bytes) -> None:
    path = tmp_path / "fuzz.toml"
    path.write_bytes(data)
    pack, problems = check_file(path)
    lines = data.count(b"\n") + 1
    assert pack is not None or any(not p.warning for p in problems)
    for p in problems:
        assert 1 <= p.line <= lines, (p, lines)
        assert p.what and str(p).startswith(f"{path}:{p.line}: ")
        assert "the checker failed" not in p.what, p  # the last-resort catch is for bugs only


@st.composite
def mutated_pack(draw) -> str:
    """A bundled pack with a few lines deleted, duplicated, swapped or retyped."""
    lines = draw(st.sampled_from(SOURCES)).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["delete", "duplicate", "swap", "retype", "truncate"]))
        if action == "delete":
            del lines[i]
        elif action == "duplicate":
            lines.insert(i, lines[i])
        elif action == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif action == "retype":
            lines[i] = draw(st.sampled_from(['answer = 99', 'kind = "sum"', 'show = ["9-9"]', 'half = 3',
                                             'choices = []', 'answer = ["0-0"]', 'level = "x"', 'set = 3',
                                             'faces = "powers"', 'hand = ["1-1"]', 'play = "w."', "[[steps]]"]))
        elif lines[i]:
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i]) - 1))]
        if not lines:
            break
    return "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutated_pack())
def test_mutated_packs_never_raise(tmp_path, text):
    _check(tmp_path, text.encode("utf-8"))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400))
def test_random_bytes_never_raise(tmp_path, data):
    _check(tmp_path, data)


ANSWERS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 40), st.floats(allow_nan=True), st.text(max_size=12),
    st.lists(st.one_of(st.integers(-2, 8), st.text(max_size=6)), max_size=5),
    st.sampled_from(["6-4 L", "3-1", "draw", "pass", "sí", "notes:q.", "q+e", "2^3", "99-1 R", "L"]),
)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(bundled_lessons_dir().glob("*.toml"))), st.lists(ANSWERS, min_size=1, max_size=60))
def test_any_answer_gets_feedback_never_an_exception(path, answers):
    from edu_domino.lesson import Runner, load_pack

    runner = Runner(load_pack(path), "pt", seed=1)
    for answer in answers:
        if runner.finished:
            break
        game = runner.game
        if game is not None and not game.done and not game.to_move(0) and not game.between_rounds:
            game.computer_move()
            continue
        fb = runner.submit(answer)
        assert isinstance(fb.right, bool) and (fb.right or fb.hint or fb.unreadable or fb.done)
