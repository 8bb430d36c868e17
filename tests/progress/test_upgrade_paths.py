"""Every upgrade path, on both backends: a record left at version 1 or 2 by an older edu-domino
opens at the newest version with every row kept, a unique id on each answer and lesson result,
and the schedule rebuilt from the answers (a hand-worked example: the replay of the table below)."""

from __future__ import annotations

import sqlite3

import pytest

from edu_domino.progress import open_record, pupil_progress
from edu_domino.progress.record import default_path
from edu_domino.progress.schema import SCHEMA_VERSION, migrate, read_version
from edu_domino.progress.school import _bootstrap
from edu_domino.progress.server import ServerConnection

# (item, skill, given, expected, right) answered by Ana, oldest first
ANSWERS = [
    ("sum:notes:q", "sums", "2", "2", 1),
    ("sum:notes:q", "sums", "3", "2", 0),
    ("pow:powers:2^3", "powers", "8", "8", 1),
    ("sum:notes:q", "sums", "2", "2", 1),
]
# The schedule after them, worked by hand from docs/progress.md: right moves up a box, wrong drops
# two (not below 0); "sum:notes:q" went 0 -> 1 -> 0 -> 1, "pow:powers:2^3" 0 -> 1.
BOXES = {"sum:notes:q": 1, "pow:powers:2^3": 1}


def _old_record(backend: str, target: str | None, version: int):
    """A record as edu-domino `version` left it, with Ana's answers and one lesson result."""
    if backend == "sqlite":
        default_path().parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(default_path(), isolation_level=None)
        assert migrate(conn, target=version) == version
    else:
        conn = ServerConnection(target)
        _bootstrap(conn)
        assert migrate(conn, target=version, server=True) == version
    (ana,) = conn.execute("INSERT INTO pupils (name, name_key, created_at) VALUES ('Ana', 'ana', 1700000000)"
                          " RETURNING id").fetchone()
    items: dict[str, int] = {}
    for n, (key, skill, given, expected, right) in enumerate(ANSWERS):
        if key not in items:
            (items[key],) = conn.execute("INSERT INTO items (key, skill) VALUES (?, ?) RETURNING id",
                                         (key, skill)).fetchone()
        conn.execute("INSERT INTO answers (pupil_id, item_id, given, expected, correct, ms, at, day)"
                     " VALUES (?, ?, ?, ?, ?, 900, ?, 739000)", (ana, items[key], given, expected, right, 1700000000 + n))
    conn.execute("INSERT INTO lesson_results (pupil_id, pack_id, pack_version, score, out_of, at, day)"
                 " VALUES (?, 'notes-1', '2', 8, 10, 1700000100, 739000)", (ana,))
    if version >= 2:  # what version 2's own saves kept up to date
        conn.execute("UPDATE pupils SET steps = ? WHERE id = ?", (len(ANSWERS), ana))
    conn.close()


@pytest.mark.parametrize("version", [1, 2])
def test_an_old_record_upgrades_on_either_backend_and_keeps_everything(backend, record_target, version):
    _old_record(backend, record_target, version)
    with open_record(record_target) as record:
        assert record.notice is None
        ana = record.find_pupil("Ana")
        assert [(a.item, a.given, a.correct) for a in record.answers(ana)] == [
            (k, g, bool(r)) for k, _s, g, _e, r in ANSWERS]
        assert [(r.pack_id, r.score) for r in record.lesson_results(ana)] == [("notes-1", 8)]
        uids = [u for (u,) in record.query("SELECT uid FROM answers UNION ALL SELECT uid FROM lesson_results")]
        assert len(uids) == len(ANSWERS) + 1 and None not in uids and len(set(uids)) == len(uids)
        if version == 1:  # the schedule table came with version 2: rebuilt from the answers
            assert {k: s.box for k, s in record.item_states(ana).items()} == BOXES
            assert record.steps(ana) == len(ANSWERS)
        assert pupil_progress(record, ana).answered == len(ANSWERS)
        # and the upgraded record takes new answers, with ids of their own
        record.record_answer(ana, "sum:notes:q", "sums", "2", "2", True, 500)
        assert len(record.answers(ana)) == len(ANSWERS) + 1


def test_a_server_record_from_a_newer_edu_domino_is_refused_untouched(postgres_server):
    from edu_domino.progress import RecordUnusable

    url = postgres_server.fresh_url()
    open_record(url).close()
    conn = ServerConnection(url)
    conn.execute("UPDATE edu_domino_version SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(RecordUnusable, match=f"record version {SCHEMA_VERSION + 1}; this edu-domino reads up to"):
        open_record(url)
    assert read_version(conn, server=True) == SCHEMA_VERSION + 1
    conn.close()
