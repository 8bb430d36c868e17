"""Four real browsers (headless chromium) join a clasico class game by their links and play a
whole match by tapping tiles and ends on the device page; one drops and rejoins on the way."""

from __future__ import annotations

import time

import pytest
from browsers import close_browser, open_browser
from browsers import wait_until as wait_for
from classplay_helpers import fast_game, running

from edu_domino.ui.face_images import face_pngs

# Counts the page's turn cues: headless chromium has no vibration motor, so record the calls.
COUNT_BUZZES = "window.buzzes = []; navigator.vibrate = (pattern) => { window.buzzes.push(pattern); return true; };"
MAX_TAPS = 600  # a clasico match to 50 points: a few rounds of at most 28 plays (and passes)
WAIT = 60.0  # seconds one step may take before the test fails (a loaded machine: a passing wait is no slower)


def wait_until(test, what: str, timeout: float = WAIT):
    return wait_for(test, what, timeout)


def my_turn(web) -> bool:
    status = web.find_element("id", "status")
    return status.get_attribute("data-your-turn") == "1"


def tap_a_move(web) -> str:
    """What a pupil does on their turn: tap a highlighted tile (and an end if asked), or the
    draw / pass button when that is all there is. Returns what was tapped. The page redraws
    whenever a state arrives, so an element found a moment ago may be gone: look again."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(20):
        try:
            return _tap(web)
        except StaleElementReferenceException:
            time.sleep(0.05)
    raise AssertionError("the page kept redrawing under the pupil's finger")


def _tap(web) -> str:
    from selenium.webdriver.common.by import By

    tiles = web.find_elements(By.CSS_SELECTOR, "#hand .tile.playable")
    if tiles:
        tile = tiles[-1]
        name = tile.get_attribute("data-tile")
        tile.click()
        ends = web.find_elements(By.CSS_SELECTOR, "#choose-end button[data-end]")
        if ends and ends[0].is_displayed():
            end = ends[-1].get_attribute("data-end")
            ends[-1].click()
            return f"{name} {end}"
        return name
    for button in ("draw", "pass"):
        element = web.find_element("id", button)
        if element.is_displayed():
            element.click()
            return button
    raise AssertionError("a pupil's turn with nothing to tap")


@pytest.fixture
def browsers():
    opened = []
    try:
        yield opened
    finally:
        for web in opened:
            close_browser(web)


def test_four_browsers_play_a_whole_clasico_match_by_their_links(browsers):
    table, keys = fast_game(seed=3, round_pause=0.3)
    with running(table, images=face_pngs(keys)) as server:
        for seat in table.seats:
            web = open_browser()
            browsers.append(web)
            web.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_BUZZES})
            web.get(server.join_url(seat.token))
        wait_until(lambda: all(s.connections for s in table.seats), "four devices to join")
        for seat, web in zip(table.seats, browsers, strict=True):
            wait_until(lambda w=web: len(w.find_elements("css selector", "#hand .tile")) == 7, "a hand")
            assert seat.name in web.find_element("id", "who").text
            # the hand shows the seat's own faces, as pictures the server painted
            image = web.find_element("css selector", "#hand .tile img")
            assert image.get_attribute("naturalWidth") not in (None, "0")
        taps = 0
        dropped = False
        while not table.over:
            assert taps < MAX_TAPS, "the match did not end"
            turn = table.turn
            web = browsers[turn]
            if table.game.round_over:  # the scores are up; the next round is dealt by itself
                wait_until(lambda: not table.game.round_over or table.over, "the next round")
                continue
            wait_until(lambda w=web: my_turn(w), f"seat {turn}'s page to say it is their turn")
            if taps == 5 and not dropped:  # a phone sleeps on its turn and comes back with its link
                hand = sorted(t.get_attribute("data-tile") for t in web.find_elements("css selector", "#hand .tile"))
                web.get("about:blank")
                wait_until(lambda s=turn: table.seats[s].connections == 0, "the device to be gone")
                web.get(server.join_url(table.seats[turn].token))
                wait_until(lambda w=web: my_turn(w), "the rejoined page to show the turn")
                again = sorted(t.get_attribute("data-tile") for t in web.find_elements("css selector", "#hand .tile"))
                assert again == hand
                dropped = True
            version = table.version
            tap_a_move(web)
            taps += 1
            wait_until(lambda v=version: table.version != v, "the move to reach the table")
        assert dropped
        # each page buzzed when its turn came (the rejoined page counts anew, from its first state)
        buzzes = [web.execute_script("return window.buzzes.length") for web in browsers]
        assert all(b >= 1 for b in buzzes), buzzes
        wait_until(lambda: all("over" in w.find_element("id", "status").text for w in browsers),
                   "every page to say the match is over")
        result = table.public_state()
        assert result["match_over"] and max(result["scores"]) >= table.setup.rules.match_target


def test_a_tap_on_a_tile_that_cannot_be_laid_says_why_on_the_device(browsers):
    table, keys = fast_game()
    opener = next(s.seat for s in table.seats if table.game.seat_view(s.seat).legal)
    with running(table, images=face_pngs(keys)) as server:
        # (seat, page language, the tile tapped, what the page must say) -- the wording is the
        # catalogs': "Wait for your turn." and "You have a tile that fits: play it." in Spanish
        cases = [((opener + 1) % 4, "es", "#hand .tile", "Espera tu turno."),
                 (opener, "en", "#hand .tile.dim", "You have a tile that fits: play it.")]
        for seat, lang, selector, said in cases:
            web = open_browser()
            browsers.append(web)
            web.get(f"{server.join_url(table.seats[seat].token)}?lang={lang}")
            wait_until(lambda w=web: len(w.find_elements("css selector", "#hand .tile")) == 7, "a hand")
            web.find_elements("css selector", selector)[0].click()
            wait_until(lambda w=web, s=said: w.find_element("id", "message").text == s, f"the page to say {said!r}")
        assert table.public_state()["line"] == []  # neither tap laid anything
