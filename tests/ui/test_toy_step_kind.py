"""A new step kind is its own module and one registry line: a toy kind, made and registered
here, works in the checker (check-pack), the runner, the worksheet, a class lesson and an
own-pace lesson with no change anywhere else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pypdfium2 as pdfium
import pytest

from edu_domino.classplay import ClassLesson, ClassRecorder, Phase
from edu_domino.cli import main
from edu_domino.lesson import Runner, loads_pack
from edu_domino.lesson.kinds import Field, StepKind, register, shown_json, unregister
from edu_domino.lesson.scripted import check_answers, run_script
from edu_domino.lesson.step_base import Step, read_int
from edu_domino.progress import open_record


@dataclass(frozen=True)
class CountStep(Step):
    """How many halves are shown? (not their value: how many)."""

    show: tuple = ()
    kind: ClassVar[str] = "count"

    def default_prompt(self, lang: str) -> str:
        return "How many halves?"

    def read(self, answer: object) -> int:
        return read_int(answer)

    def is_right(self, given: object) -> bool:
        return given == len(self.show)

    def expected(self) -> int:
        return len(self.show)

    def expected_text(self, lang: str) -> str:
        return str(len(self.show))


class CountKind(StepKind):
    name = "count"
    step_type = CountStep
    fields = (Field("show", "halves", "the halves to count", required=True, low=1),)
    in_class = True
    scripted = True

    def check(self, raw, path, ck, common, seed, source):
        show = [ck.half(v, (*path, "show", i)) for i, v in enumerate(ck.items(raw, path, "show", True))]
        if None in show or not show:
            return None
        return CountStep(**common, show=tuple(show))

    def script_answer(self, value: object) -> object:
        return value

    def worksheet_parts(self, step, say, lang):
        return [("pictures", list(step.show)), ("box", "How many?")]

    def question(self, step, lang):
        return {"answer": "number", "show": [shown_json(h, lang) for h in step.show]}

    def device_pictures(self, step):
        return step.show

    def right_labels(self, step):
        return {str(len(step.show))}


PACK = '''
id = "toy-count"
version = 1
title = { es = "Contar", pt = "Contar", en = "Counting" }
instructions = { es = "Cuenta.", pt = "Conte.", en = "Count them." }

[[steps]]
kind = "count"
id = "three-halves"
show = ["pips:5", "pips:1", "pips:6"]

[[steps]]
kind = "sum"
id = "five-two"
show = ["5-2"]
answer = 7
'''


@pytest.fixture
def count_kind():
    register(CountKind())
    yield
    unregister("count")


def test_the_checker_reads_a_toy_kind_and_names_its_keys(count_kind, tmp_path, capsys):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    assert [s.kind for s in pack.steps] == ["count", "sum"]
    assert pack.steps[0].show[1].value == 1
    # A key of another kind is refused with its owner; a missing required key with its line.
    wrong = PACK.replace('id = "three-halves"', 'id = "three-halves"\npalette = ["q"]')
    _pack, problems = loads_pack(wrong)
    assert any("`palette` is not used by a count step (it belongs to build steps)" in str(p) for p in problems)
    path = tmp_path / "toy.toml"
    path.write_text(PACK.replace('show = ["pips:5", "pips:1", "pips:6"]\n', ""), encoding="utf-8")
    assert main(["check-pack", str(path)]) != 0
    out = capsys.readouterr()
    assert "toy.toml:7: `show` is missing" in out.err  # the count step's [[steps]] line
    path.write_text(PACK, encoding="utf-8")
    assert main(["check-pack", str(path)]) == 0


def test_the_runner_asks_a_toy_kind_and_scores_it(count_kind):
    pack, _problems = loads_pack(PACK)
    runner = Runner(pack, "en", seed=0, clock=lambda: 0.0)
    runner.submit(None)  # the instructions page
    assert runner.current.id == "three-halves" and runner.prompt() == "How many halves?"
    assert runner.submit("4").right is False  # 4 halves? three are shown
    assert runner.submit(3).right is True
    assert runner.submit(7).right is True
    assert (runner.score, runner.out_of) == (1, 2)
    assert [(a.item, a.given, a.expected, a.right) for a in runner.answers[:2]] == [
        ("lesson:toy-count:three-halves", "4", "3", False), ("lesson:toy-count:three-halves", "3", "3", True)]
    # an answers file answers it too (run-pack)
    assert check_answers(pack, {"three-halves": 3, "five-two": 7}) == []
    result = run_script(pack, {"three-halves": 3, "five-two": 6})
    assert (result.score, [v.right for v in result.steps]) == (1, [True, False])


def test_the_worksheet_prints_a_toy_kind_and_its_key(count_kind, tmp_path):
    path = tmp_path / "toy.toml"
    path.write_text(PACK, encoding="utf-8")
    out = tmp_path / "toy.pdf"
    assert main(["worksheet", str(path), str(out), "--lang", "en"]) == 0
    document = pdfium.PdfDocument(str(out))
    texts = [" ".join(page.get_textpage().get_text_range().split()) for page in document]
    images = [len(list(page.get_objects(filter=[pdfium.raw.FPDF_PAGEOBJ_IMAGE]))) for page in document]
    document.close()
    body, key = "\n".join(texts[:-1]), texts[-1]
    assert "1. How many halves? How many? 2." in body
    assert images[0] >= 3 + 1  # the three halves, and the sum's tile
    assert "1. 3 2. 7" in key


def test_a_class_lesson_asks_a_toy_kind_on_the_devices_and_charts_it(count_kind, tmp_path):
    pack, _problems = loads_pack(PACK)
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(tmp_path / "progress.sqlite3")))
    try:
        ana, bea = lesson.join("Ana"), lesson.join("Bea")
        assert lesson.advance() is Phase.QUESTION
        question = lesson.public_state()["question"]
        assert question["kind"] == "count" and question["answer"] == "number"
        assert [h["faces"] for h in question["show"]] == [["pips:5"], ["pips:1"], ["pips:6"]]
        assert lesson.answer(ana, "3") == (True, "")
        assert lesson.answer(bea, "2") == (True, "")
        assert lesson.advance() is Phase.CHART
        assert {b["label"]: (b["count"], b["right"]) for b in lesson.chart()} == {"3": (1, True), "2": (1, False)}
        assert lesson.advance() is Phase.ANSWER
        assert lesson.public_state()["right_answer"] == "3"
        assert [p.score for p in lesson.pupils.values()] == [1, 0]
    finally:
        lesson.close()


def test_an_own_pace_lesson_asks_a_toy_kind_on_a_pupils_device(count_kind, tmp_path):
    """Its device form is the class question (the default `own_pace_question`); an answer message
    is read by the step (the default `device_answer`): a word where a number is asked is refused."""
    from edu_domino.classplay.ownpace import OwnPaceLesson

    pack, _problems = loads_pack(PACK)
    lesson = OwnPaceLesson(pack, "en", ClassRecorder(lambda: open_record(tmp_path / "progress.sqlite3")), seed=5)
    try:
        token = lesson.join("Ana")
        lesson.act(token, {"type": "continue"})  # the instructions page
        step = lesson.pupil_state(token)["step"]
        assert (step["id"], step["kind"], step["answer"]) == ("three-halves", "count", "number")
        assert [h["faces"] for h in step["show"]] == [["pips:5"], ["pips:1"], ["pips:6"]]
        assert lesson.act(token, {"type": "answer", "value": "three"}) == {"type": "refused", "code": "unreadable"}
        assert lesson.act(token, {"type": "answer", "value": "3"}) == {"type": "done"}
        assert lesson.pupil_state(token)["feedback"]["right"] is True
    finally:
        lesson.close()
