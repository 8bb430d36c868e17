"""Class play with note or power faces: every tile a device gets carries its halves' words in the
page's language, as the faces say them ("negra", "2³"), so the page's picture alternative text
and what a screen reader says never give a value away (they were "4" and "4-4"); the numbers
only with the teacher's "show numbers". Checked in the JSON a device gets, over a real
WebSocket, and in the page itself in headless chromium."""

from __future__ import annotations

import asyncio
import re

import aiohttp
import pytest
from classplay_helpers import Device, running, ws_url

from edu_domino.classplay.session import open_game
from edu_domino.engine import Play

# The note values 0-6 with single spellings (empty, e, q, q., h, h_e, h.), named by hand.
TILE_JOIN = {"es": " y ", "pt": " e ", "en": " and "}  # a tile's two halves in words (faces/words.py)
NOTE_WORDS = {
    "es": ["vacía", "corchea", "negra", "negra con puntillo", "blanca", "blanca ligada a corchea",
           "blanca con puntillo"],
    "pt": ["vazia", "colcheia", "semínima", "semínima pontuada", "mínima", "mínima ligada a colcheia",
           "mínima pontuada"],
    "en": ["empty", "eighth note", "quarter note", "dotted quarter note", "half note",
           "half note tied to eighth note", "dotted half note"],
}
POWER_WORDS = ["2⁰", "2¹", "2²", "2³", "2⁴", "2⁵", "2⁶"]


def _game(faces: str, show_numbers: bool = False):
    """Four devices; four moves made, so the line has tiles to name too."""
    table, keys = open_game("clasico", seats="device,device,device,device", faces=faces, difficulty="single",
                            seed=4, pace=0.0, show_numbers=show_numbers)
    for _ in range(4):
        seat = table.game.turn
        legal = table.game.legal(seat)
        table.act(seat, next((a for a in legal if isinstance(a, Play)), legal[0]))
    return table, keys


def _tiles(state: dict) -> list[dict]:
    return state["you"]["hand"] + state["table"]["line"]


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_note_tiles_are_named_by_their_faces(lang):
    table, _ = _game("notes")
    try:
        for seat in (0, 1):
            tiles = _tiles(table.seat_state(seat, lang))
            assert len(tiles) >= 6
            for tile in tiles:
                words = [NOTE_WORDS[lang][tile["a"]], NOTE_WORDS[lang][tile["b"]]]
                assert tile["words"] == words
                assert tile["name"] == f"{words[0]}{TILE_JOIN[lang]}{words[1]}"
                assert not re.search(r"\d", tile["name"])  # nothing a screen reader says is a number
    finally:
        table.close()


def test_power_tiles_are_named_as_written():
    table, _ = _game("powers")
    try:
        for tile in _tiles(table.seat_state(0, "es")):
            assert tile["words"] == [POWER_WORDS[tile["a"]], POWER_WORDS[tile["b"]]]
    finally:
        table.close()


def test_show_numbers_puts_the_values_in_the_words():
    table, _ = _game("notes", show_numbers=True)
    try:
        for tile in _tiles(table.seat_state(0, "es")):
            a, b = tile["a"], tile["b"]
            assert tile["words"] == [f"{NOTE_WORDS['es'][a]} ({a})", f"{NOTE_WORDS['es'][b]} ({b})"]
    finally:
        table.close()


def test_pips_are_their_numbers():
    table, _ = _game("pips")
    try:
        for tile in _tiles(table.seat_state(0, "en")):
            assert tile["words"] == [str(tile["a"]), str(tile["b"])]
            assert tile["name"] == f"{tile['a']}-{tile['b']}"
    finally:
        table.close()


def test_each_device_gets_the_words_in_its_pages_language():
    """Two phones on one game, one page in Portuguese, one in English (the link's ?lang=)."""
    table, _ = _game("notes")
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                pt = await Device(http, ws_url(server, table.seats[0].token) + "?lang=pt").open()
                en = await Device(http, ws_url(server, table.seats[1].token) + "?lang=en").open()
                got = [await d.wait_for(lambda m: m.get("type") == "state") for d in (pt, en)]
                await pt.close()
                await en.close()
                return got

        got_pt, got_en = asyncio.run(asyncio.wait_for(main(), 60))
    for state, lang in ((got_pt, "pt"), (got_en, "en")):
        for tile in _tiles(state):
            assert tile["words"] == [NOTE_WORDS[lang][tile["a"]], NOTE_WORDS[lang][tile["b"]]]


def test_the_device_page_says_the_faces_not_the_values():
    """In the page (headless chromium): with no pictures served (a picture that fails to load),
    each hand tile's aria-label and each half's alternative text are the words; the open ends
    carry no value either."""
    from browsers import close_browser, open_browser
    from test_classplay_browser import wait_until

    table, _ = _game("notes")
    web = None
    with running(table, images={}) as server:
        try:
            web = open_browser()
            web.get(server.join_url(table.seats[0].token) + "?lang=es")
            wait_until(lambda: len(web.find_elements("css selector", "#hand .tile")) >= 1, "a hand")
            wait_until(lambda: len(web.find_elements("css selector", "#ends .end")) == 2, "the open ends")
            hand = table.seat_state(0, "es")["you"]["hand"]
            labels = [t.get_attribute("aria-label") for t in web.find_elements("css selector", "#hand .tile")]
            assert labels == [f"{NOTE_WORDS['es'][t['a']]} y {NOTE_WORDS['es'][t['b']]}" for t in hand]
            alts = [i.get_attribute("alt") for i in web.find_elements("css selector", "#hand .tile img")]
            assert alts == [NOTE_WORDS["es"][v] for t in hand for v in (t["a"], t["b"])]
            ends = web.find_elements("css selector", "#ends .end")
            assert all(e.get_attribute("data-end-value") is None for e in ends)
            end_alts = [e.find_element("css selector", "img").get_attribute("alt") for e in ends]
            assert all(a in NOTE_WORDS["es"] for a in end_alts), end_alts
            page_text = " ".join(labels + alts + end_alts)
            assert not re.search(r"\d", page_text)
        finally:
            if web is not None:
                close_browser(web)
