"""Classes and teachers, on both backends: a pupil belongs to several classes, a teacher sees the
classes they teach, and the class view and the export take one class's pupils."""

from __future__ import annotations

import csv

import pytest

from edu_domino.cli import main
from edu_domino.progress import BadName, class_view
from edu_domino.progress.classes import (
    UnknownClass,
    add_teacher,
    class_names,
    class_pupils,
    class_teachers,
    join_class,
    leave_class,
    make_class,
    new_class,
    pupil_classes,
    rename_class,
    teacher_names,
)


@pytest.fixture
def school(record):
    pupils = {name: record.create_pupil(name) for name in ("Ana", "Bruno", "Carla", "Dani")}
    for name in ("4B", "Music 2"):
        make_class(record, name)
    for name in ("Ana", "Bruno"):
        join_class(record, "4b", pupils[name])  # any case, like pupils' names
    for name in ("Bruno", "Carla"):
        join_class(record, "Music 2", pupils[name])
    add_teacher(record, "Marta", "4B")
    add_teacher(record, "Luis", "Music 2")
    add_teacher(record, "Luis", "4B")  # two teachers share 4B
    return pupils


def test_a_pupil_belongs_to_classes_and_a_teacher_sees_theirs(record, school):
    assert [p.name for p in class_pupils(record, "4B")] == ["Ana", "Bruno"]
    assert [p.name for p in class_pupils(record, "MUSIC 2")] == ["Bruno", "Carla"]
    assert pupil_classes(record, school["Bruno"]) == ["4B", "Music 2"]
    assert pupil_classes(record, school["Dani"]) == []
    assert class_names(record, teacher="marta") == ["4B"]
    assert class_names(record, teacher="Luis") == ["4B", "Music 2"]
    assert class_names(record) == ["4B", "Music 2"]
    join_class(record, "4B", school["Ana"])  # twice: still once
    leave_class(record, "4B", school["Bruno"])
    assert [p.name for p in class_pupils(record, "4B")] == ["Ana"]


def test_the_class_view_of_one_class(record, school):
    record.record_answer(school["Ana"], "pow:powers:2^1", "powers", "2", "2", True, 500)
    record.record_answer(school["Carla"], "pow:powers:2^1", "powers", "3", "2", False, 500)
    rows = class_view(record, pupils=class_pupils(record, "Music 2"))
    assert [(r.pupil.name, r.answered, r.correct) for r in rows] == [("Bruno", 0, 0), ("Carla", 1, 0)]


def test_an_unknown_class_names_the_classes(record, school):
    with pytest.raises(UnknownClass, match="no class named '5A'; the classes are: 4B, Music 2"):
        class_pupils(record, "5A")


def test_export_progress_of_one_class(record, school, tmp_path, record_target):
    for name in ("Ana", "Carla", "Bruno"):
        record.record_answer(school[name], "pow:powers:2^1", "powers", "2", "2", True, 500)
    out = tmp_path / "4b.csv"
    args = ["export-progress", str(out), "--class", "4B"] + (["--record", record_target] if record_target else [])
    assert main(args) == 0
    with out.open(encoding="utf-8-sig", newline="") as f:
        assert [row[0] for row in csv.reader(f)][1:] == ["Ana", "Bruno"]


def test_renaming_a_class_keeps_its_pupils_and_teachers_and_refuses_a_taken_name(record):
    ana = record.create_pupil("Ana")
    assert new_class(record, " 4B ") == "4B"
    new_class(record, "5A")
    with pytest.raises(BadName, match="there is already a class named 4b"):
        new_class(record, "4b")
    join_class(record, "4B", ana)
    add_teacher(record, "Marta", "4B")
    add_teacher(record, "Joana", "4B")
    add_teacher(record, "Marta", "5A")
    with pytest.raises(BadName, match="there is already a class named 5a"):
        rename_class(record, "4B", "5a")
    assert rename_class(record, "4b", "4C") == "4C"
    assert class_names(record) == ["4C", "5A"]
    assert [p.name for p in class_pupils(record, "4C")] == ["Ana"]
    assert class_teachers(record, "4C") == ["Joana", "Marta"]
    assert teacher_names(record) == ["Joana", "Marta"]
    assert class_names(record, teacher="Marta") == ["4C", "5A"]
    assert rename_class(record, "4C", "4c") == "4c"  # its own name in another case is fine
