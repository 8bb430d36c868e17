"""The scenes of the app, one module each, found by name.

A scene opens another by name (`app.open("pause")`, `app.make_scene("results", ...)`), so no
scene imports another and the modules form no import rings; each is imported on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from edu_domino.ui.scene import Scene

SCENES: dict[str, str] = {
    "title": "title:TitleScene",
    "setup": "setup:SetupScene",
    "table": "table:TableScene",
    "pass": "pass_screen:PassScene",
    "results": "results:ResultsScene",
    "pause": "pause:PauseScene",
    "settings": "settings_scene:SettingsScene",
    "lessons": "lessons:LessonListScene",
    "lesson": "lesson_screen:LessonScene",
    "practice": "practice:PracticeScene",
    "pupil": "practice:PupilScene",
    "teacher-pupil": "practice:TeacherPupilScene",
    "drill": "practice_drill:DrillScene",
    "challenge": "practice_challenge:ChallengeScene",
    "practice-summary": "practice_summary:SummaryScene",
    "practice-aims": "practice_aims:AimsScene",
    "progress": "progress:ProgressScene",
    "class-progress": "progress_pages:ClassScene",
    "classes": "classes:ClassesScene",
    "class-teachers": "classes:TeachersScene",
    "class-page": "class_page:ClassPageScene",
    "class-add-pupil": "class_page:AddPupilScene",
    "class-pupil": "class_page:PupilInClassScene",
    "files": "files:FileBrowserScene",
    "edit-pack": "edit_pack:EditPackScene",
    "pupils": "pupils:PupilPickerScene",
    "name": "name_entry:NameScene",
    "class-join": "class_join:ClassJoinScene",
    "class-table": "class_table:ClassTableScene",
    "class-lesson": "class_lesson:ClassLessonScene",
    "own-pace": "own_pace:OwnPaceScene",
    "tap": "tap:TapScene",
    "tap-calibrate": "tap_calibrate:CalibrateScene",
    "tap-class": "tap_class:ClapLineScene",
    "tap-drill": "tap_drill:TapDrillScene",
    "confirm": "confirm:ConfirmScene",
}


def scene_class(name: str) -> type[Scene]:
    """The scene class registered as `name`; KeyError names the scenes there are."""
    try:
        module, cls = SCENES[name].split(":")
    except KeyError:
        raise KeyError(f"no scene called {name!r}; there are {', '.join(SCENES)}") from None
    return getattr(importlib.import_module(f"edu_domino.ui.scenes.{module}"), cls)
