import contextlib
import sqlite3

from edu_domino.progress import open_record, pupil_progress
from edu_domino.progress.record import default_path
from edu_domino.progress.scheduler import replay
from edu_domino.progress.schema import APPLICATION_ID, SCHEMA_VERSION, migrate

ANSWERS = [
    ("sum:notes:q", "sums", "2", "2", 1),
    ("sum:notes:q", "sums", "3", "2", 0),
    ("pow:powers:2^3", "powers", "8", "8", 1),
    ("sum:notes:q", "sums", "2", "2", 1),
    ("pow:powers:2^3", "powers", "8", "8", 1),
    ("sum:notes:q", "sums", "2", "2", 1),
]


def _version_1_file():
    """A record as the first version wrote it: no schedule table, no step counter."""
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, target=1) == 1
    conn.execute("INSERT INTO pupils (name, name_key, created_at) VALUES ('Ana', 'ana', 1700000000)")
    conn.execute("INSERT INTO pupils (name, name_key, created_at) VALUES ('Bruno', 'bruno', 1700000000)")
    items = {}
    for key, skill, *_ in ANSWERS:
        if key not in items:
            items[key] = conn.execute("INSERT INTO items (key, skill) VALUES (?, ?)", (key, skill)).lastrowid
    for n, (key, _skill, given, expected, ok) in enumerate(ANSWERS):
        conn.execute(
            "INSERT INTO answers (pupil_id, item_id, given, expected, correct, ms, at, day)"
            " VALUES (1, ?, ?, ?, ?, 900, ?, 739000)",
            (items[key], given, expected, ok, 1700000000 + n),
        )
    conn.execute(
        "INSERT INTO lesson_results (pupil_id, pack_id, pack_version, score, out_of, at, day)"
        " VALUES (1, 'notes-1', '2', 8, 10, 1700000100, 739000)"
    )
    conn.close()
    return path


def test_an_old_version_file_upgrades_and_keeps_everything():
    path = _version_1_file()
    with open_record() as rec:
        assert rec.notice is None
        (version,) = rec.query("PRAGMA user_version")[0]
        (app_id,) = rec.query("PRAGMA application_id")[0]
        assert version == SCHEMA_VERSION and app_id == APPLICATION_ID
        ana = rec.find_pupil("Ana")
        # every answer and lesson result is still there
        assert [(a.item, a.given, a.correct) for a in rec.answers(ana)] == [
            (k, g, bool(ok)) for k, _s, g, _e, ok in ANSWERS
        ]
        assert [(r.pack_id, r.pack_version, r.score) for r in rec.lesson_results(ana)] == [
            ("notes-1", "2", 8)
        ]
        # the new schedule table was rebuilt from the answers
        expected, steps = replay((k, bool(ok)) for k, _s, _g, _e, ok in ANSWERS)
        assert rec.steps(ana) == steps == len(ANSWERS)
        assert rec.item_states(ana) == expected
        assert rec.steps(rec.find_pupil("Bruno")) == 0
        progress = pupil_progress(rec, ana)
        assert progress.answered == len(ANSWERS)
    assert not list(path.parent.glob("*.corrupt-*"))


def test_migrating_twice_does_nothing_more():
    _version_1_file()
    open_record().close()
    with open_record() as rec:
        ana = rec.find_pupil("Ana")
        assert rec.steps(ana) == len(ANSWERS)


def test_a_failed_migration_leaves_the_old_version_intact(monkeypatch):
    from edu_domino.progress import schema

    path = _version_1_file()

    def broken(conn):
        conn.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("power cut")

    monkeypatch.setattr(schema, "MIGRATIONS", (schema.MIGRATIONS[0], broken))
    conn = sqlite3.connect(path, isolation_level=None)
    with contextlib.suppress(RuntimeError):
        migrate(conn, target=2)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")}
    assert "half_done" not in tables
    conn.close()
