"""This computer's copy of the pupil list and PIN hashes, read while the school's server is away
(the stand-in record the app opens then): a copy written by hand is the oracle."""

from __future__ import annotations

import json

import pytest

from edu_domino.progress.errors import RecordAccessError
from edu_domino.progress.profiles import Pupil, hash_pin
from edu_domino.progress.pupil_copy import check_pin, copy_path, list_pupils
from edu_domino.progress.server_away import ServerAway


@pytest.fixture
def away(tmp_path):
    local = tmp_path / "school-record-abc"
    rows = [{"id": 7, "name": "Ana", "pin": hash_pin("2468"), "created_at": 100, "last_seen_at": None},
            {"id": 9, "name": "Bea", "pin": None, "created_at": 200, "last_seen_at": 300}]
    copy_path(local).write_text(json.dumps(rows), encoding="utf-8")
    return ServerAway("postgresql://school/record", local, "the server cannot be reached")


def test_the_list_and_the_pins_come_from_the_copy_while_the_server_is_away(away):
    pupils, from_copy = list_pupils(away)
    assert from_copy
    assert pupils == [Pupil(7, "Ana", True, 100, None), Pupil(9, "Bea", False, 200, 300)]
    ana, bea = pupils
    assert check_pin(away, ana, "2468")
    assert not check_pin(away, ana, "1357")
    assert check_pin(away, bea, "0000")  # no PIN: anyone may open it, as on the server
    assert not check_pin(away, Pupil(8, "Ciro", True, 0, None), "2468")  # not in the copy


def test_a_copy_damaged_by_hand_lists_nobody_and_opens_nobody(away):
    copy_path(away.local).write_text('[{"id": 7, "name": "Ana", "pin": ', encoding="utf-8")
    assert list_pupils(away) == ([], True)
    assert not check_pin(away, Pupil(7, "Ana", True, 100, None), "2468")
    copy_path(away.local).write_text('[{"id": 7, "name": "Ana", "pin": 2468}]', encoding="utf-8")
    assert not check_pin(away, Pupil(7, "Ana", True, 100, None), "2468")  # a hash is text: refused


def test_anything_else_on_the_stand_in_says_the_server_cannot_be_reached(away):
    with pytest.raises(RecordAccessError) as caught:
        away.create_pupil("Dora")
    assert caught.value.kind == "offline" and caught.value.retryable
