"""Mutated record files (flipped bytes in the header, the schema, the cells; cut short; empty):
the app either opens the record or keeps the file aside with one clear line, and every page it
shows still works; `export-progress` exports what it can or says why not. Never a traceback."""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from edu_domino.cli import main
from edu_domino.progress import ProgressError, class_view, open_record, pupil_progress
from edu_domino.progress.export import read


@functools.cache
def _healthy() -> bytes:
    """A small record with two pupils, practice and lesson answers, a lesson and a schedule."""
    folder = Path(tempfile.mkdtemp())
    try:
        with open_record(folder / "progress.sqlite3", clock=lambda: 1_700_000_000.0) as record:
            for name in ("Ana", "Bruno"):
                pupil = record.create_pupil(name, pin="2468" if name == "Ana" else None)
                for i in range(40):
                    record.record_answer(pupil, f"pow:powers:2^{i % 5}", "powers", str(i), "4", i % 3 > 0, 700)
                record.record_answer(pupil, "lesson:w:1", "sums", "3", "3", True, 900, source="lesson")
                record.record_lesson(pupil, "warmup", 2, 4, 5, lesson="Warm-up", seconds=30)
        return (folder / "progress.sqlite3").read_bytes()
    finally:
        shutil.rmtree(folder)


def _regions(data: bytes) -> dict[str, tuple[int, int]]:
    page = int.from_bytes(data[16:18], "big")
    marker = data.index(b"CREATE TABLE")
    return {
        "header": (0, 100),
        "schema": (marker, page),  # the schema text, on page 1
        "cells": (page, len(data)),  # every other page: rows and indexes
        "anywhere": (0, len(data)),
    }


@st.composite
def mutations(draw) -> tuple:
    """How to damage the healthy record (small, so a failing example reads well): see `_apply`."""
    size = len(_healthy())
    kind = draw(st.sampled_from(["flip", "flip", "flip", "truncate", "empty", "zeros"]))
    if kind == "empty":
        return (kind,)
    if kind == "truncate":
        return (kind, draw(st.integers(1, size - 1)))
    region = draw(st.sampled_from(["header", "schema", "cells", "anywhere"]))
    low, high = _regions(_healthy())[region]
    spots = draw(st.lists(st.tuples(st.integers(low, high - 1), st.sampled_from([0x01, 0x20, 0x80, 0xFF])),
                          min_size=1, max_size=6))
    return (kind, region, tuple(spots))


def _apply(mutation: tuple) -> bytes:
    data = bytearray(_healthy())
    kind = mutation[0]
    if kind == "empty":
        return b""
    if kind == "truncate":
        return bytes(data[: mutation[1]])
    for at, bits in mutation[2]:
        if kind == "zeros":
            data[at : at + 64] = bytes(min(64, len(data) - at))
        else:
            data[at] ^= bits
    return bytes(data)


def _check_app_open(folder: Path, data: bytes) -> None:
    path = folder / "progress.sqlite3"
    path.write_bytes(data)
    record = open_record(path)
    try:
        kept = sorted(p for p in folder.iterdir() if p.name.startswith("progress.sqlite3."))
        if record.notice is None:
            assert kept == []
        else:
            assert "\n" not in record.notice and str(path) in record.notice
            assert len(kept) == 1 and kept[0].name in record.notice
            assert kept[0].read_bytes() == data  # kept byte for byte (moved, or copied before mending)
        # every page the app shows works on what was opened
        class_view(record)
        for pupil in record.pupils():
            pupil_progress(record, pupil)
            record.check_pin(pupil, "2468")
        for kind in ("answers", "lessons", "skills"):
            read(record, kind)
        pupil = record.create_pupil("Nuevo")  # and it takes new answers
        record.record_answer(pupil, "pow:powers:2^1", "powers", "2", "2", True, 500)
    finally:
        record.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutation=mutations())
def test_the_app_opens_a_mutated_record_or_keeps_it_aside(mutation):
    data = _apply(mutation)
    folder = Path(tempfile.mkdtemp())
    try:
        _check_app_open(folder, data)
    finally:
        shutil.rmtree(folder)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutation=mutations(), kind=st.sampled_from(["answers", "lessons", "skills"]))
def test_export_reads_a_mutated_record_or_says_why_not(mutation, kind, capsys):
    data = _apply(mutation)
    folder = Path(tempfile.mkdtemp())
    try:
        path = folder / "copy.sqlite3"
        path.write_bytes(data)
        out = folder / "out.csv"
        code = main(["export-progress", str(out), "--record", str(path), "--kind", kind])
        err = capsys.readouterr().err
        assert code in (0, 1) and "Traceback" not in err
        assert path.read_bytes() == data  # reading never changes the file
        lines = [line for line in err.splitlines() if line]
        assert all(str(path) in line for line in lines), lines  # every line names the file
        assert (code == 0) == out.exists()
        if code == 1:
            assert len(lines) == 1  # one clear message
        assert sorted(os.listdir(folder)) == sorted(["copy.sqlite3"] + (["out.csv"] if code == 0 else []))
    finally:
        shutil.rmtree(folder)


def test_the_healthy_record_exports_everything_without_a_word(tmp_path, capsys):
    """The fuzz's starting point is sound: 82 answers, 2 lessons, nothing said."""
    path = tmp_path / "copy.sqlite3"
    path.write_bytes(_healthy())
    assert main(["export-progress", str(tmp_path / "a.csv"), "--record", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and "82 rows" in captured.out
    try:
        open_record(path, keep_aside=False).close()
    except ProgressError as exc:  # pragma: no cover - the message is the failure
        raise AssertionError(str(exc)) from None
