"""Screenshots of the teacher's classes (`classes`, `classes-page`, `classes-teachers`,
`classes-take-out`): a record with two classes, their pupils and two teachers."""

from __future__ import annotations


def stage_classes(app, scene: str) -> None:
    from edu_domino.progress import open_record
    from edu_domino.progress.classes import add_teacher, join_class, make_class

    with open_record() as record:  # a throw-away folder for screenshots
        pupils = {name: record.create_pupil(name) for name in ("Ana", "Bruno", "Carla", "Dário", "Eva")}
        for class_name, names in (("4B", ("Ana", "Bruno", "Carla", "Dário")), ("5A", ("Eva",))):
            make_class(record, class_name)
            for name in names:
                join_class(record, class_name, pupils[name])
        for teacher, class_name in (("Marta", "4B"), ("Marta", "5A"), ("Joana", "4B")):
            add_teacher(record, teacher, class_name)
    app.open("practice")
    app.open("classes")
    if scene == "classes-page":
        app.open("class-page", name="4B")
    elif scene == "classes-teachers":
        app.open("class-teachers")
    elif scene == "classes-take-out":  # Ana's page in 4B, "take her out?" asked
        app.open("class-page", name="4B")
        app.records.flush()
        page = app.top
        app.open("class-pupil", page=page, pupil=page.pupils[0])
        app.top._ask_take_out()
    app.records.flush()
