"""A school's server that goes away while pupils answer: the answers waiting for it are written to
a side file on this computer at once, the app says "not saved to the school yet", and when the
server is back they are sent: every answer in the record exactly once, the side file gone."""

from __future__ import annotations

import json
import time

from edu_domino.i18n import set_language
from edu_domino.progress import open_record
from edu_domino.progress.unsaved import answer_entry, merge_unsaved, side_files
from edu_domino.ui.records import RecordWorker, closing_line, waiting_line


def _answer(pupil, n: int) -> dict:
    return answer_entry(pupil, f"pow:powers:2^{n % 4}", "powers", str(2 ** (n % 4)), str(2 ** (n % 4)), True, 900,
                        source="practice", at=1_700_000_000 + n)


def _wait_for(condition, worker: RecordWorker, most_s: float = 120.0) -> None:
    """Deliver the worker's news until `condition()` holds (a bound, not a timing check)."""
    end = time.monotonic() + most_s
    while not condition():
        assert time.monotonic() < end, "the worker never got there"
        worker.poll()
        time.sleep(0.05)


def test_answers_wait_in_a_side_file_while_the_server_is_down_then_reach_it_once(postgres_server):
    url = postgres_server.fresh_url()
    with open_record(url) as record:
        ana = record.create_pupil("Ana")
        local = record.local
    worker = RecordWorker(opener=lambda: open_record(url))
    entries = [_answer(ana, n) for n in range(5)]
    worker.submit_entry(entries[0])
    assert worker.flush()
    postgres_server.stop()
    try:
        for entry in entries[1:]:
            worker.submit_entry(entry)
        _wait_for(lambda: bool(worker.retrying), worker)
        assert "not saved to the school yet" in worker.retrying
        assert worker.offline  # the screens say it in words a teacher reads from the back of the room
        assert waiting_line(worker) == "Not saved to the school yet: the server cannot be reached; trying again…"
        set_language("es")
        assert waiting_line(worker) == ("Aún no se ha guardado en el centro: no se puede conectar con el "
                                        "servidor; volviendo a intentarlo…")
        set_language("pt")
        assert closing_line(worker) == f"Ainda não foi salvo na escola; tentando de novo… (faltam {worker.pending})"
        set_language(None)
        # on this computer's disk while the server is away: the four answers not sent
        _wait_for(lambda: len(side_files(local)) == 1 and len(_read(side_files(local)[0])) == 4, worker)
        assert [e["uid"] for e in _read(side_files(local)[0])] == [e["uid"] for e in entries[1:]]
    finally:
        postgres_server.start()
    assert worker.flush()
    assert worker.retrying is None and worker.failures == 0
    assert side_files(local) == []  # all of it reached the school
    worker.close()
    with open_record(url) as record:
        uids = [u for (u,) in record.query("SELECT uid FROM answers ORDER BY id")]
        assert uids == [e["uid"] for e in entries]
        assert record.steps(ana) == 5


def test_a_side_file_merged_after_its_answers_got_through_adds_nothing(record, clock):
    ana = record.create_pupil("Ana")
    entries = [_answer(ana, n) for n in range(3)]
    from edu_domino.progress.unsaved import keep_unsaved, save_entry

    save_entry(record, entries[0])  # this one got through before the connection went
    keep_unsaved(record.local, entries)
    counted, _message = merge_unsaved(record)
    assert (counted.answers, counted.lessons) == (2, 0)
    assert sorted(u for (u,) in record.query("SELECT uid FROM answers")) == sorted(e["uid"] for e in entries)
    save_entry(record, entries[1])  # and a retry of one already saved changes nothing
    assert len(record.answers(ana)) == 3 and record.steps(ana) == 3


def _read(side) -> list[dict]:
    return [json.loads(line) for line in side.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_app_opens_the_record_its_settings_or_its_command_line_name(postgres_server, monkeypatch, tmp_path):
    from edu_domino.ui.settings import Settings, save

    url = postgres_server.fresh_url()
    save(Settings(school_record=url))
    opened: list = []
    worker = RecordWorker()  # the app's own opener
    worker.submit(lambda record: (record.path, record.on_server), opened.append)
    assert worker.flush()
    worker.close()
    assert opened == [(url, True)]
    # --record / EDU_DOMINO_RECORD comes first: here a file
    monkeypatch.setenv("EDU_DOMINO_RECORD", str(tmp_path / "class.sqlite3"))
    worker = RecordWorker()
    worker.submit(lambda record: (str(record.path), record.on_server), opened.append)
    assert worker.flush()
    worker.close()
    assert opened[1] == (str(tmp_path / "class.sqlite3"), False)


def test_a_class_lessons_saves_wait_in_the_outbox_while_the_server_is_down(postgres_server):
    from edu_domino.classplay import ClassRecorder
    from edu_domino.progress.unsaved import lesson_entry

    url = postgres_server.fresh_url()
    with open_record(url) as record:
        pupils = [record.create_pupil(name) for name in ("Ana", "Rui")]
        local = record.local
    recorder = ClassRecorder(opener=lambda: open_record(url))
    assert recorder.call(lambda record: record.pupils()).result(60)  # the class joined while it was up
    entries = [_answer(p, n) for n in range(3) for p in pupils]
    entries += [lesson_entry(p, "class-pack", "1", 3, 3, lesson="class", seconds=40) for p in pupils]
    postgres_server.stop()
    try:
        futures = [recorder.save(entry) for entry in entries]  # nobody waits: the class goes on
        end = time.monotonic() + 120
        while not (side_files(local) and len(_read(side_files(local)[0])) == len(entries)):
            assert time.monotonic() < end, "the saves never reached this computer's disk"
            time.sleep(0.05)
        assert not any(f.done() for f in futures)
    finally:
        postgres_server.start()
    assert recorder.flush(120)
    assert all(f.exception() is None for f in futures) and recorder.problems == []
    recorder.close()
    assert side_files(local) == []
    with open_record(url) as record:
        assert sorted(u for (u,) in record.query("SELECT uid FROM answers")) == sorted(
            e["uid"] for e in entries if e["kind"] == "answer")
        assert sorted(u for (u,) in record.query("SELECT uid FROM lesson_results")) == sorted(
            e["uid"] for e in entries if e["kind"] == "lesson")


def test_two_side_files_written_in_the_same_second_by_one_process_both_stay(tmp_path, clock):
    """The app's record thread and a class server's recorder may both keep what they could not
    save at the same moment: neither file replaces the other, and the next start merges both."""
    from edu_domino.progress.unsaved import keep_unsaved, pending_entries

    with open_record(tmp_path / "progress.sqlite3", clock=clock) as record:
        ana, bruno = record.create_pupil("Ana"), record.create_pupil("Bruno")
        from_the_app = [_answer(ana, n) for n in range(2)]
        from_the_server = [_answer(bruno, n) for n in range(3)]
        first = keep_unsaved(record.path, from_the_app)
        second = keep_unsaved(record.path, from_the_server)
        assert first != second and first.exists() and second.exists()
        assert sorted(e["uid"] for e in pending_entries(record.path)) == sorted(
            e["uid"] for e in from_the_app + from_the_server)
        counted, _message = merge_unsaved(record)
        assert (counted.answers, counted.lessons) == (5, 0)
        assert len(record.answers(ana)) == 2 and len(record.answers(bruno)) == 3
