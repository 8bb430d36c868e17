"""A teacher builds a pack with all eight step kinds in the editor, in a real chromium, by clicks,
pictures and taps (no TOML typed): the saved file passes `check-pack --strict`, `run-pack` gives
full marks to its own answers, the worksheet prints from the page, and axe-core finds no serious
or critical accessibility violation on the page."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

from editor_page import axe_violations, click, editor, settled, type_into, wait_until

# The tap step's rhythm: q+e+e at tempo 120 sounds at 0, 0.5 and 0.75 s (a quarter is 0.5 s).
TEMPO = "120"
TAP_TIMES_MS = (0, 500, 750)
# The scored steps the pack gets (explain and game are not asked), worked out by hand.
SCORED = 6


def step_css(n: int, field: str) -> str:
    return f'#step-{n} .slot[data-field="{field}"]'


def add_step(web, kind: str) -> int:
    from selenium.webdriver.support.select import Select

    Select(web.find_element("id", "new-kind")).select_by_value(kind)
    click(web, "#add-step")
    n = len(web.find_elements("css selector", "#steps > .step")) - 1
    settled(web)
    return n


def compose(web, n: int, field: str, notes: list[str]) -> None:
    """Write one half from the note palette: a note's code, or "." for a dot, "_" to tie."""
    base = step_css(n, field)
    for note in notes:
        if note == ".":
            click(web, f'{base} [data-tool="dot"]')
        elif note == "_":
            click(web, f'{base} [data-tool="tie"]')
        else:
            click(web, f'{base} [data-note="{note}"]')
    click(web, f'{base} [data-tool="done"]')
    settled(web)


def pick_tiles(web, n: int, field: str, tiles: list[str]) -> None:
    for tile in tiles:
        click(web, f'{step_css(n, field)} [data-tile="{tile}"]')
        settled(web)


def select(web, css: str, value: str) -> None:
    from selenium.webdriver.support.select import Select

    Select(web.find_element("css selector", css)).select_by_value(value)
    settled(web)


def record_taps(web, n: int) -> None:
    """Record the taps as a teacher would: the count-in, then Space on each note (synthetic key
    events, timed by a stand-in clock so a busy machine cannot shift them), then Esc."""
    click(web, f'{step_css(n, "answer")} [data-tool="record"]')
    wait_until(lambda: web.execute_script(
        f"return document.querySelector('{step_css(n, 'answer')} .pad').dataset.recording") == "1", "the count-in")
    web.execute_script(
        "let now = 5000; window.editorClock = () => now;"
        "for (const t of arguments[0]) { now = 5000 + t;"
        "  document.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true})); }"
        "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));",
        list(TAP_TIMES_MS))
    settled(web)


def build_pack(web) -> None:
    type_into(web, '#pack-form [data-field="id"] input', "my-eight-kinds")
    type_into(web, '#pack-form [data-field="version"] input', "1")
    click(web, '#pack-form [data-field="languages"] input[data-choice="en"]')
    settled(web)
    type_into(web, '#pack-form [data-field="title"] [data-lang="en"]', "Eight kinds")
    type_into(web, '#pack-form [data-field="instructions"] [data-lang="en"]', "Every kind of step, once.")
    select(web, '#pack-form [data-field="faces"] select', "notes")
    type_into(web, '#pack-form [data-field="tempo"] input', TEMPO)
    settled(web)

    n = add_step(web, "explain")
    type_into(web, f'{step_css(n, "text")} [data-lang="en"]', "A dot adds half the value.")
    compose(web, n, "show", ["q", "."])

    n = add_step(web, "sum")
    compose(web, n, "show", ["q", "."])
    type_into(web, f'{step_css(n, "answer")} input', "3")

    n = add_step(web, "match")
    compose(web, n, "half", ["q", "."])
    pick_tiles(web, n, "choices", ["3-1", "2-0", "4-2"])
    click(web, f'{step_css(n, "answer")} input[data-item="3-1"]')
    settled(web)

    n = add_step(web, "build")
    type_into(web, f'{step_css(n, "target")} input', "5")
    for note in ("e", "q", "h"):
        compose(web, n, "palette", [note])
    for item in ("q", "q", "e"):
        click(web, f'{step_css(n, "answer")} button[data-item="{item}"]')
        settled(web)

    n = add_step(web, "listen")
    compose(web, n, "play", ["q", "."])
    compose(web, n, "choices", ["q", "e"])
    compose(web, n, "choices", ["q", "."])
    click(web, f'{step_css(n, "answer")} input[data-item="q."]')
    settled(web)

    n = add_step(web, "chain")
    pick_tiles(web, n, "line", ["1-3", "3-5"])
    pick_tiles(web, n, "hand", ["5-2", "6-6"])
    click(web, f'{step_css(n, "answer")} input[data-item="5-2"]')
    click(web, f'{step_css(n, "answer")} input[data-end="R"]')
    settled(web)

    n = add_step(web, "game")
    select(web, f'{step_css(n, "play")} select', "round")

    n = add_step(web, "tap")
    compose(web, n, "play", ["q", "e", "e"])
    record_taps(web, n)
    # The recorded taps on the judged timeline: each exactly on its note, so each "on time".
    label = wait_until(lambda: web.execute_script(
        f"const s = document.querySelector('{step_css(n, 'answer')} svg.timeline');"
        "return s && s.getAttribute('aria-label')"), "the timeline")
    assert label == "on time, on time, on time"
    # ... and read back as notes: a quarter (0.5 s to the next tap), then two eighths.
    heard = web.execute_script(f"return document.querySelector('{step_css(n, 'answer')} .heard').dataset.heard")
    assert heard == "q e e"


def test_a_teacher_builds_all_eight_kinds_by_clicking(tmp_path):
    pack = tmp_path / "eight.toml"
    with editor(pack, size=(1280, 800)) as (web, _server):
        build_pack(web)
        problems = web.execute_script("return Array.from(document.querySelectorAll('.problem')).map(p => p.textContent)")
        assert problems == [], problems
        click(web, "#save")
        wait_until(lambda: web.execute_script("return document.body.dataset.saved") == "1", "the save")

        # The checker at its field: a wrong answer is named there, and its fix is a button.
        type_into(web, f'{step_css(1, "answer")} input', "4")
        settled(web)
        fix = wait_until(lambda: web.find_elements("css selector", f'{step_css(1, "answer")} .problem [data-fix]'),
                         "the problem at the answer")
        fix[0].click()
        settled(web)
        assert web.find_element("css selector", f'{step_css(1, "answer")} input').get_attribute("value") == "3"
        assert web.find_elements("css selector", ".problem") == []
        click(web, "#save")
        wait_until(lambda: "eight.toml" in web.find_element("id", "status").text, "the save")

        # The worksheet, printed from the page.
        click(web, "#print")
        size = wait_until(lambda: web.execute_script("return document.body.dataset.worksheetBytes"), "the worksheet")
        assert int(size) > 1000

        # Try it: the run-pack verdict for a wrong and for the right answer of the sum step.
        type_into(web, '#step-1 .try input', "4")
        click(web, '#step-1 [data-tool="try"]')
        wait_until(lambda: web.execute_script("return document.querySelector('#step-1 .verdict').dataset.right") == "0",
                   "a wrong verdict")
        type_into(web, '#step-1 .try input', "3")
        click(web, '#step-1 [data-tool="try"]')
        wait_until(lambda: web.execute_script("return document.querySelector('#step-1 .verdict').dataset.right") == "1",
                   "a right verdict")

        violations = axe_violations(web)
        assert violations == [], [(v["id"], v["description"], [n["target"] for n in v["nodes"]][:3]) for v in violations]

    data = tomllib.loads(pack.read_text(encoding="utf-8"))
    assert [s["kind"] for s in data["steps"]] == ["explain", "sum", "match", "build", "listen", "chain", "game", "tap"]
    tap = data["steps"][-1]
    assert tap["answer"] == [t / 1000 for t in TAP_TIMES_MS]

    check = subprocess.run([sys.executable, "-m", "edu_domino", "check-pack", "--strict", str(pack)],
                           capture_output=True, text=True, check=False)
    assert check.returncode == 0, check.stderr

    answers = {s["id"]: s["answer"] for s in data["steps"] if "answer" in s}
    answers_file = tmp_path / "answers.json"
    answers_file.write_text(json.dumps(answers), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "edu_domino", "run-pack", str(pack), "--answers", str(answers_file),
                          "--json"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert (result["score"], result["out_of"]) == (SCORED, SCORED), result


def test_the_worksheet_the_page_prints_is_a_pdf(tmp_path):
    source = Path(__file__).resolve().parents[2] / "lessons" / "02-note-values-1.toml"
    pack = tmp_path / "p.toml"
    pack.write_bytes(source.read_bytes())
    with editor(pack) as (web, server):
        head = web.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/api/pack').then(r => r.json()).then(p => fetch('/api/worksheet', {method: 'POST',"
            " headers: {'Content-Type': 'application/json'}, body: JSON.stringify({data: p.data})}))"
            ".then(r => r.arrayBuffer()).then(b => done(String.fromCharCode(...new Uint8Array(b.slice(0, 5)))))")
        assert head == "%PDF-"


def test_every_bundled_pack_opened_in_the_page_and_saved_is_byte_identical(tmp_path):
    """The page itself changes nothing it was not asked to: each bundled pack, opened in chromium
    and saved with no edit, is the same file, byte for byte."""
    lessons = sorted((Path(__file__).resolve().parents[2] / "lessons").glob("*.toml"))
    assert len(lessons) >= 8
    for source in lessons:
        pack = tmp_path / source.name
        pack.write_bytes(source.read_bytes())
        with editor(pack) as (web, _server):
            assert web.find_elements("css selector", ".problem") == [], source.name
            pack.write_bytes(b"")  # the save must write it all again
            click(web, "#save")
            wait_until(lambda: web.execute_script("return document.body.dataset.saved") == "1", "the save")
        assert pack.read_bytes() == source.read_bytes(), source.name
