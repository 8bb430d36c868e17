"""In chromium, on a phone's width, in Spanish: a pupil joins by the room code, names themselves,
reloads and is still named and seated; opening the room page again takes them back to their
seat without picking; a second tab is told plainly that the seat is held; a seat taken by
someone else between the list and the tap is said so. Every page axe-clean, none wider than
the phone."""

from __future__ import annotations

import os
from pathlib import Path

from browsers import open_browser, serious_violations
from classplay_helpers import running
from test_classplay_browser import wait_until
from test_ownpace_browser import emulate

from edu_domino.classplay.session import open_game
from edu_domino.ui.face_images import face_pngs

PHONE = (412, 915)
SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at
NAME = "<b>Bea</b>"  # a name that is also markup: every page must show it as typed


def sideways(web) -> int:
    """CSS px the page is wider than the window (0: no sideways scrolling)."""
    return web.execute_script("return document.documentElement.scrollWidth - window.innerWidth")


def look(web, where: str, problems: dict) -> None:
    if SHOTS.is_dir():
        web.save_screenshot(str(SHOTS / f"self-names-{where}.png"))
    found = serious_violations(web)
    if sideways(web) > 0:
        found.append(f"{sideways(web)} px wider than the phone")
    if found:
        problems[where] = found


def hand_shown(web) -> bool:
    return len(web.find_elements("css selector", "#hand .tile")) == 7


def phone_on_the_room_page(browsers, server):
    """A new phone (its own browser profile: nothing remembered) on the room page, in Spanish."""
    web = open_browser(PHONE)
    browsers.append(web)
    emulate(web, PHONE)
    web.get(f"{server.url}?lang=es")
    return web


def places_listed(web, code: str) -> list[str]:
    """Type the room code and join: the places offered (their data-seat), once listed."""
    web.find_element("id", "code").send_keys(code)
    web.find_element("id", "go").click()
    return wait_until(lambda: listed(web), "the places the room code opens")


def listed(web) -> list[str]:
    return [b.get_attribute("data-seat") for b in web.find_elements("css selector", "#seats button")]


def text_of(web, element_id: str) -> str:
    return web.find_element("id", element_id).text


def test_a_pupil_names_themselves_reloads_and_is_still_named_and_seated(browsers):
    table, keys = open_game("clasico", seats="device,device,device,greedy", seed=6, names=["Ana"], pace=0.3,
                            round_pause=0.3, grace=300.0, join_grace=300.0)
    problems: dict[str, list[str]] = {}
    with running(table, images=face_pngs(keys)) as server:
        web = phone_on_the_room_page(browsers, server)
        assert places_listed(web, table.room_code.lower()) == ["0", "1", "2"]
        web.find_element("css selector", "#seats button[data-seat='1']").click()
        wait_until(lambda: hand_shown(web), "the hand of the seat picked")
        seat_path = f"/join/{table.seats[1].token}"
        assert seat_path in web.current_url
        # the name is asked first, above the hand
        assert web.find_element("id", "naming").is_displayed()
        assert text_of(web, "my-name-label") == "Tu nombre"
        look(web, "asked", problems)
        field = web.find_element("id", "my-name")
        field.send_keys(NAME)
        web.find_element("id", "save-name").click()
        wait_until(lambda: table.seats[1].name == NAME, "the table to hold the pupil's name")
        wait_until(lambda: NAME in text_of(web, "who"), "the header to say the name")
        assert text_of(web, "name-note") == f"Guardado. La clase te ve como {NAME}."
        assert not web.find_elements("css selector", "#who b, #players b, #name-note b")  # text, never markup
        assert table.public_state()["names"][1] == NAME  # what the projector draws from
        look(web, "named", problems)

        web.refresh()  # same device, same link: still seated, still named
        wait_until(lambda: hand_shown(web), "the hand after a reload")
        wait_until(lambda: web.find_element("id", "my-name").get_attribute("value") == NAME, "the name kept")
        assert NAME in text_of(web, "who") and seat_path in web.current_url
        assert table.seats[1].name == NAME

        # the connection dropped and the pupil opens the address again: back to the seat, no picking
        web.get("about:blank")
        wait_until(lambda: table.seats[1].connections == 0, "the device to be gone")
        web.get(f"{server.url}?lang=es")
        wait_until(lambda: seat_path in web.current_url and hand_shown(web), "the room page to take them back")
        assert NAME in text_of(web, "who")

        # a second tab on the seat while the first is still on it: said plainly, the way back offered
        web.switch_to.new_window("tab")
        emulate(web, PHONE)
        web.get(f"{server.url}?lang=es")
        wait_until(lambda: web.find_elements("id", "back-anyway"), "the choice to go back anyway")
        assert text_of(web, "message") == (f"Ahora hay otro dispositivo en el puesto {NAME}. Si es el tuyo, "
                                           "vuelve a él. Si no, díselo a tu profe.")
        assert "/join/" not in web.current_url
        look(web, "held", problems)
        web.find_element("id", "back-anyway").click()
        wait_until(lambda: seat_path in web.current_url and hand_shown(web), "the seat, from the second tab")
    assert problems == {}


def test_a_seat_taken_between_the_list_and_the_tap_is_said_so(browsers):
    table, keys = open_game("clasico", seats="device,device,greedy,greedy", seed=6, pace=0.3, grace=300.0,
                            join_grace=300.0)
    problems: dict[str, list[str]] = {}
    with running(table, images=face_pngs(keys)) as server:
        web = phone_on_the_room_page(browsers, server)
        assert places_listed(web, table.room_code) == ["0", "1"]
        table.connect(0)  # another pupil's device joins seat 0 meanwhile (its QR code)
        web.find_element("css selector", "#seats button[data-seat='0']").click()
        wait_until(lambda: "acaba de coger" in text_of(web, "message"), "the page to say the seat went")
        assert text_of(web, "message") == "Otra persona acaba de coger el puesto Player 1. Elige otro."
        assert listed(web) == ["1"]  # the list as it is now
        look(web, "taken", problems)
        web.refresh()  # the code is remembered: the seats are shown again without typing it
        wait_until(lambda: listed(web) == ["1"], "the free seats again")
        assert web.find_element("id", "code").get_attribute("value") == table.room_code
    assert problems == {}


def test_a_team_member_without_a_camera_takes_a_place_by_the_room_code_and_names_themselves(browsers):
    table, keys = open_game("clasico", seats="device,greedy,greedy,greedy", seed=6, names=["Ana"], pace=0.3,
                            grace=300.0, join_grace=300.0, team_phones={0: ["Lia", "Ana (2)"]})
    table.team_hands[0].members[1].given = False  # as New game leaves a member nobody named
    problems: dict[str, list[str]] = {}
    with running(table, images=face_pngs(keys)) as server:
        web = phone_on_the_room_page(browsers, server)
        assert places_listed(web, table.room_code) == ["0.0", "0.1"]
        labels = [b.text for b in web.find_elements("css selector", "#seats button")]
        assert labels == ["Lia, del equipo de Ana", "Un sitio en el equipo de Ana"]
        look(web, "team-places", problems)
        web.find_element("css selector", "#seats button[data-seat='0.1']").click()
        member_path = f"/join/{table.member_links()[1]['token']}"
        wait_until(lambda: member_path in web.current_url and hand_shown(web), "the team's hand")
        web.find_element("id", "my-name").send_keys("Rui")
        web.find_element("id", "save-name").click()
        wait_until(lambda: table.team_hands[0].members[1].name == "Rui", "the member's name")
        web.refresh()
        wait_until(lambda: hand_shown(web) and "Rui" in text_of(web, "who"), "the member named after a reload")
        assert "Lia, Rui" in text_of(web, "team")
    assert problems == {}


def test_a_lesson_place_is_offered_back_with_one_button_never_jumped_to(browsers, tmp_path):
    from edu_domino.classplay.session import open_lesson
    from edu_domino.progress import open_record

    lesson, keys = open_lesson("warmup-pips-numerals", "en", opener=lambda: open_record(tmp_path / "p.sqlite"))
    problems: dict[str, list[str]] = {}
    with running(lesson=lesson, images=face_pngs(keys)) as server:
        web = phone_on_the_room_page(browsers, server)
        web.find_element("id", "code").send_keys(lesson.room_code)
        web.find_element("id", "name").send_keys("Ana")
        web.find_element("id", "go").click()
        wait_until(lambda: "/join/" in web.current_url and text_of(web, "who") == "Ana", "Ana's place")
        place = web.current_url.split("?")[0]
        web.get("about:blank")
        wait_until(lambda: all(p.connections == 0 for p in lesson.pupils.values()), "the tablet to be gone")
        web.get(f"{server.url}?lang=es")  # the next pupil at a shared tablet, or Ana again
        wait_until(lambda: web.find_elements("id", "back-anyway"), "the way back, offered")
        assert "/join/" not in web.current_url and web.find_element("id", "name").get_attribute("value") == ""
        assert web.find_element("id", "back-anyway").text == "Soy Ana: volver a mi sitio"
        look(web, "lesson-back", problems)
        web.find_element("id", "back-anyway").click()
        wait_until(lambda: web.current_url.split("?")[0] == place and text_of(web, "who") == "Ana", "back in")
    assert problems == {}
