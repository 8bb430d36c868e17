"""Every bundled pack: passes check-pack, and runs start to finish in es, pt and en, answered right
(100%) and answered wrong (feedback, hints, the right answer shown, wrong items coming back)."""

from __future__ import annotations

from pathlib import Path

import pytest
from lesson_pupil import play_game, right_answer, wrong_answer

from edu_domino.cli import main
from edu_domino.lesson import ExplainStep, GameStep, Runner, check_file, load_pack, pack_sounds
from edu_domino.lesson.texts import LANGUAGES
from edu_domino.resources import bundled_lessons_dir

PACKS = sorted(bundled_lessons_dir().glob("*.toml"))
REQUIRED = {
    "warmup-pips-numerals", "note-values-1", "note-values-2", "powers-of-two", "listening",
    "mixed-review", "game-notes", "game-powers",
}


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.5  # each look at the clock is a second and a half later
        return self.now


def test_the_required_packs_are_bundled():
    ids = {load_pack(p).id for p in PACKS}
    assert ids >= REQUIRED


def test_check_pack_passes_strict_on_every_bundled_pack(capsys):
    assert main(["check-pack", "--strict", str(bundled_lessons_dir())]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert len([line for line in out.out.splitlines() if line.startswith("ok ")]) == len(PACKS)


@pytest.mark.parametrize("path", PACKS, ids=lambda p: p.stem)
def test_pack_is_fully_written_in_every_language(path: Path):
    pack, problems = check_file(path)
    assert pack is not None and problems == []
    for text in (pack.title, pack.instructions):
        assert set(text.languages) == set(LANGUAGES)
    for step in pack.steps:
        for text in (step.prompt, step.hint, getattr(step, "text", None)):
            if text:
                assert set(text.languages) == set(LANGUAGES), (step.id, text)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", PACKS, ids=lambda p: p.stem)
def test_pupil_answering_right_scores_100_percent(path: Path, lang: str):
    pack = load_pack(path)
    runner = Runner(pack, lang, seed=11, clock=Clock())
    assert runner.title == pack.title.get(lang) and runner.instructions
    shown = 0
    while not runner.finished:
        step = runner.current
        shown += 1
        if isinstance(step, GameStep):
            assert runner.prompt()
            play_game(runner)
            continue
        if isinstance(step, ExplainStep):
            assert runner.text(step.text) == dict(step.text.items)[lang]
            assert runner.submit(None).done
            continue
        assert runner.prompt(), step.id
        fb = runner.submit(right_answer(step))
        assert fb.right and fb.done, (step.id, fb)
        assert fb.expected_text and fb.sounds[0].kind == "match" and fb.sounds[0].right is True
    result = runner.result()
    assert shown == len(pack.steps)  # nothing came back
    assert result.finished and result.score == result.out_of == pack.scored_steps
    assert all(a.right for a in result.answers if a.skill != "game")
    assert all(a.ms > 0 and a.pack_id == pack.id and a.item.startswith(f"lesson:{pack.id}:") for a in result.answers)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", PACKS, ids=lambda p: p.stem)
def test_pupil_answering_wrong_gets_feedback_and_the_items_come_back(path: Path, lang: str):
    pack = load_pack(path)
    runner = Runner(pack, lang, seed=5)
    wrong_once: dict[str, int] = {}  # step id -> how many showings ended wrong
    seen_again: set[str] = set()
    while not runner.finished:
        step = runner.current
        if isinstance(step, GameStep):
            play_game(runner)
            continue
        if isinstance(step, ExplainStep):
            runner.submit(None)
            continue
        if runner.showing > 1:
            seen_again.add(step.id)
        if runner.showing == 1:
            for attempt in range(1 + pack.retries):
                fb = runner.submit(wrong_answer(step))
                assert not fb.right and fb.hint, (step.id, fb)
                assert fb.sounds[0].kind == "match" and fb.sounds[0].right is False
                last = attempt == pack.retries
                assert fb.done == last
                assert bool(fb.expected_text) == last  # the answer is shown only after the last try
            assert fb.comes_back and fb.expected is not None
            wrong_once[step.id] = 1
        else:
            fb = runner.submit(right_answer(step))
            assert fb.right and fb.done
    scored = {s.id for s in pack.steps if s.scored}
    assert set(wrong_once) == scored
    assert seen_again == scored  # every item answered wrong came back later
    result = runner.result()
    assert result.score == 0 and result.out_of == len(scored)
    firsts = [a for a in result.answers if a.showing == 1 and a.skill != "game"]
    assert firsts and not any(a.right for a in firsts)


@pytest.mark.parametrize("path", PACKS, ids=lambda p: p.stem)
def test_every_bundled_pack_lists_sounds_the_audio_module_accepts(path: Path):
    from edu_domino.audio.sounds import request_sound

    requests, title = pack_sounds(path)
    assert title == load_pack(path).title.get("en")
    assert requests
    for r in requests:
        request_sound(r)  # raises on a request audio cannot play
