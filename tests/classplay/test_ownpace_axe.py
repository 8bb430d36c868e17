"""axe-core in chromium over every page of own pace and class play: no serious or critical
violation (WCAG 2.2 AA rules: contrast, names, roles, the page's language, ...) on the room
page, the pupil's page at every step kind, its verdicts and its end, the teacher's live view and
a pupil's answers there, and the class game's device page, at phone and tablet sizes."""

from __future__ import annotations

import os
from pathlib import Path

from browsers import open_browser, serious_violations
from classplay_helpers import fast_game, running
from ownpace_helpers import RIGHT, WRONG, join, own_pace_pack, ownpace_server
from test_classplay_browser import wait_until
from test_ownpace_browser import PHONE, TABLET, emulate, step_on

from edu_domino.classplay.faces_needed import ownpace_face_keys
from edu_domino.ui.face_images import face_pngs

MIN_TARGET = 44  # CSS px: WCAG 2.2's enhanced target size, asked by the issue for every control
SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at



def small_targets(web) -> list[str]:
    """Buttons and pressable tiles smaller than 44 x 44 CSS px (hidden ones left out)."""
    return web.execute_script("""
        const out = [];
        for (const e of document.querySelectorAll("button, [role=button], input, a[href]")) {
          const r = e.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (r.width < arguments[0] || r.height < arguments[0]) out.push(`${e.id || e.className || e.tagName} ${r.width}x${r.height}`);
        }
        return out;""", MIN_TARGET)


def check(web, where: str, problems: dict) -> None:
    if SHOTS.is_dir():
        web.save_screenshot(str(SHOTS / (where.replace(" ", "-").replace("'", "").replace(",", "") + ".png")))
    found = serious_violations(web) + [f"small target: {t}" for t in small_targets(web)]
    if found:
        problems[where] = found


def walk_the_lesson(web, server, lesson, size, problems: dict) -> None:
    """One pupil through every step (the answers sent on the server's side, the page drawing
    each state), each new page checked: every step kind, a hint, a verdict, the end."""
    web.get(server.url)
    check(web, f"room page {size}", problems)
    token = join(server, f"Pupil {size[0]}")
    web.get(f"{server.url}join/{token}")
    pupil = lesson.pupil_for_token(token)
    seen = []
    while not pupil.runner.finished:
        step = pupil.runner.current
        wait_until(lambda step=step: step_on(web) == step.id, f"step {step.id}")
        if step.id not in seen:
            seen.append(step.id)
            check(web, f"{step.id} {size}", problems)
        if step.kind == "game":
            game = pupil.runner.game
            if game.done:
                lesson.act(token, {"type": "continue"})
            elif game.to_move(0):
                move = game.legal(0)[0]
                lesson.act(token, {"type": "play", "tile": str(move.tile), "end": move.end}
                           if hasattr(move, "tile") else {"type": str(move).lower()})
            else:
                lesson.tick(1.0)
        elif step.kind == "explain":
            lesson.act(token, {"type": "continue"})
        else:
            if step.id == "two-quarters" and size == PHONE:  # a hint and a verdict on the way
                lesson.act(token, WRONG[step.id])
                wait_until(lambda: "Not yet" in web.find_element("id", "own-verdict").text, "the hint")
                check(web, f"hint {size}", problems)
            lesson.act(token, RIGHT[step.id])
            wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
            if step.id == "two-quarters":
                check(web, f"verdict {size}", problems)
            lesson.act(token, {"type": "seen"})
    wait_until(lambda: web.find_elements("id", "again"), "the end of the lesson")
    check(web, f"finished {size}", problems)


def test_no_serious_violation_on_any_own_pace_page(browsers, tmp_path):
    images = face_pngs(ownpace_face_keys(own_pace_pack()))
    problems: dict[str, list[str]] = {}
    with ownpace_server(tmp_path / "progress.sqlite", images=images, leaderboard=True) as (server, lesson):
        for size in (PHONE, TABLET):
            web = open_browser(size)
            browsers.append(web)
            emulate(web, size)
            walk_the_lesson(web, server, lesson, size, problems)
        teacher = open_browser(TABLET)
        browsers.append(teacher)
        emulate(teacher, TABLET)
        teacher.get(server.teacher_url())
        wait_until(lambda: teacher.find_elements("css selector", "button.pupil"), "the grid")
        check(teacher, "teacher's view", problems)
        teacher.find_elements("css selector", "button.pupil")[0].click()
        wait_until(lambda: teacher.find_element("id", "answers-box").is_displayed(), "a pupil's answers")
        check(teacher, "teacher's view with answers", problems)
    assert problems == {}


def test_no_serious_violation_on_the_class_game_device_page(browsers):
    table, keys = fast_game(seats="device,greedy,greedy,greedy", pace=0.5)
    with running(table, images=face_pngs(keys)) as server:
        web = open_browser(PHONE)
        browsers.append(web)
        emulate(web, PHONE)
        web.get(server.seat_links()[0]["join"])
        wait_until(lambda: web.find_elements("css selector", "#hand .tile"), "the hand")
        problems: dict[str, list[str]] = {}
        check(web, "class game device page", problems)
    assert problems == {}


def test_no_serious_violation_on_the_class_lesson_device_page(browsers, tmp_path):
    from edu_domino.classplay.session import open_lesson
    from edu_domino.progress import open_record

    lesson, keys = open_lesson("warmup-pips-numerals", "en", opener=lambda: open_record(tmp_path / "p.sqlite"))
    problems: dict[str, list[str]] = {}
    with running(lesson=lesson, images=face_pngs(keys)) as server:
        web = open_browser(PHONE)
        browsers.append(web)
        emulate(web, PHONE)
        web.get(f"{server.url}join/{join(server, 'Ana')}")
        wait_until(lambda: web.find_element("id", "status").text, "the waiting page")
        check(web, "class lesson, joining", problems)
        while lesson.step is None or lesson.step.kind == "explain":
            lesson.advance()
        wait_until(lambda: web.find_elements("css selector", "#answers button, #answers input"), "the question")
        check(web, "class lesson, a question", problems)
    assert problems == {}


def test_no_serious_violation_on_a_team_phone_with_a_proposal(browsers):
    table, keys = fast_game(seats="device,greedy,greedy,greedy", pace=0.2, team_phones={0: ["Ana", "Bruno"]})
    problems: dict[str, list[str]] = {}
    with running(table, images=face_pngs(keys)) as server:
        ana = next(m for m in table.member_links() if m["name"] == "Ana")
        web = open_browser(PHONE)
        browsers.append(web)
        emulate(web, PHONE)
        web.get(server.join_url(ana["token"]))
        wait_until(lambda: table.game.to_move(0), "the team's turn")
        table.team_move(0, 1, table.game.legal(0)[0])  # Bruno proposes from his phone
        wait_until(lambda: web.find_elements("id", "team-yes"), "the captain's yes and no")
        check(web, "a team's captain, a proposal to confirm", problems)
    assert problems == {}
