"""The record's user errors in the pupil's or teacher's language (the UI sets it; commands follow
the system locale), with names, files and the "did you mean" suggestion kept as they are."""

from __future__ import annotations

import contextlib
import sqlite3

import pytest

from edu_domino import i18n
from edu_domino.progress import BadName, BadPin, UnknownPupil, open_record
from edu_domino.progress.profiles import check_pin_format


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "no pupil named 'Anna'; did you mean 'Ana'?"),
    ("es", "no hay ningún alumno llamado 'Anna'; ¿querías decir 'Ana'?"),
    ("pt", "não há nenhum aluno chamado 'Anna'; você quis dizer 'Ana'?"),
])
def test_unknown_pupil_did_you_mean(record, language, expected):
    record.create_pupil("Ana")
    i18n.set_language(language)
    with pytest.raises(UnknownPupil) as info:
        record.find_pupil("Anna")
    assert str(info.value) == f"{record.path}: {expected}"


def test_pin_rules_and_taken_names_follow_the_system_locale(record, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    with pytest.raises(BadPin, match=r"^um PIN tem de 4 a 8 algarismos \(0-9\); foram digitados 2 caracteres$"):
        check_pin_format("12")
    record.create_pupil("Bea")
    monkeypatch.setenv("LANGUAGE", "es")
    with pytest.raises(BadName, match="^ya hay un alumno llamado 'Bea'; elige ese nombre o añade una inicial$"):
        record.create_pupil("BEA")


def test_a_newer_record_kept_aside_says_so_in_spanish(tmp_path):
    path = tmp_path / "progress.sqlite3"
    with open_record(path):
        pass
    with contextlib.closing(sqlite3.connect(path)) as conn:  # as a newer edu-domino leaves it
        conn.execute("PRAGMA user_version = 99")
        conn.commit()
    i18n.set_language("es")
    with open_record(path) as fresh:
        notice = fresh.notice
    assert notice.startswith(f"{path}: lo escribió un edu-domino más nuevo (versión del registro 99; "
                             "este edu-domino lee hasta la ")
    assert "se guardó aparte como progress.sqlite3.newer-" in notice
    assert "ciérralo y vuelve a llamar progress.sqlite3 a progress.sqlite3.newer-" in notice


@pytest.mark.parametrize(("byte", "language", "words"), [
    (18, "es", "la cabecera del archivo está alterada"),
    (19, "pt", "o cabeçalho do arquivo foi alterado"),
])
def test_a_record_whose_format_bytes_were_changed_is_kept_aside_and_saves_again(tmp_path, byte, language, words):
    """A flipped format byte makes SQLite open the file read-only: kept aside, not failing on the first save."""
    path = tmp_path / "progress.sqlite3"
    with open_record(path) as record:
        record.create_pupil("Bea")
    data = bytearray(path.read_bytes())
    data[byte] ^= 0x20
    path.write_bytes(bytes(data))
    i18n.set_language(language)
    with open_record(path) as fresh:
        assert words in fresh.notice
        fresh.create_pupil("Ana")  # the new record saves
