"""The teacher aims practice: which topics, up to which level, how many questions a sitting has.
For the whole class, or for one pupil (who otherwise follows the class). Reached only through the
teacher lock; each change is saved at once (`ui/teacher.py`, an atomic write)."""

from __future__ import annotations

from edu_domino.progress.aims import LENGTHS, LEVELS, PracticeAims
from edu_domino.progress.items import LISTENING, SKILLS
from edu_domino.ui import teacher
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.widgets import MenuItem


def _step(options: tuple, current: object, step: int) -> object:
    index = options.index(current) if current in options else 0
    return options[(index + step) % len(options)]


class AimsScene(MenuScene):
    def __init__(self, app, pupil) -> None:
        """`pupil`: whose practice this aims (None: the whole class's)."""
        self.pupil = pupil
        self.teacher = teacher.load_telling(app)  # read once; each change saved and kept here
        super().__init__(app)

    def heading_text(self) -> str:
        if self.pupil is None:
            return self._("Practice topics for the class")
        return self._("Practice topics for {name}", name=self.pupil.name)

    def _pupil_id(self) -> int | None:
        return None if self.pupil is None else self.pupil.id

    def aims(self) -> PracticeAims:
        return self.teacher.aims_for(self._pupil_id())

    def own(self) -> bool:
        """This pupil has aims of their own (not the class's)."""
        return self.pupil is not None and self.pupil.id in self.teacher.pupil_aims

    def _save(self, aims: PracticeAims | None) -> None:
        try:
            changed = teacher.load().with_aims(self._pupil_id(), aims)
            teacher.save(changed)
            self.teacher, self.message = changed, None
        except OSError as exc:
            self.message = self._("Not saved: {file} cannot be written ({why}). Check that the folder can be "
                                  "written to.", file=teacher.default_path(), why=exc.strerror or exc)

    def _change(self, **what) -> None:
        from dataclasses import replace

        self._save(replace(self.aims(), **what))

    def _toggle(self, skill: str) -> None:
        aims = self.aims()
        turned = aims.with_topic(skill, skill not in aims.topics)
        if turned == aims:
            self.message = self._("Keep at least one topic.")
            return
        self._save(turned)

    def _follow(self, step: int) -> None:
        self._save(None if self.own() else self.aims())

    def _topic_item(self, skill: str) -> MenuItem:
        """A topic's row: its name, on or off; Enter or left/right switch it."""
        return MenuItem(lambda: self._topic_label(skill), value=lambda: self._onoff(skill),
                        on_change=lambda _d: self._toggle(skill), on_activate=lambda: self._toggle(skill))

    def build_items(self) -> list[MenuItem]:
        items = []
        if self.pupil is not None:
            items.append(MenuItem(N_("Topics chosen"), value=self._follow_label, on_change=self._follow,
                                  on_activate=lambda: self._follow(1)))
        items += [self._topic_item(skill) for skill in SKILLS]
        items += [
            MenuItem(N_("Level"), value=self._level_label,
                     on_change=lambda d: self._change(top_level=_step(LEVELS, self.aims().top_level, d))),
            MenuItem(N_("Questions each time"), value=lambda: str(self.aims().length),
                     on_change=lambda d: self._change(length=_step(LENGTHS, self.aims().length, d))),
            MenuItem(N_("Back"), self.app.pop),
        ]
        return items

    def _follow_label(self) -> str:
        return self._("Own choice") if self.own() else self._("The same as the class")

    def _topic_label(self, skill: str) -> str:
        name = self._(SKILL_NAMES[skill])
        return self._("{topic} (needs sound)", topic=name) if skill == LISTENING else name

    def _onoff(self, skill: str) -> str:
        return self._("On") if skill in self.aims().topics else self._("Off")

    def _level_label(self) -> str:
        level = self.aims().top_level
        if level is None:
            return self._("As far as the pupil has got")
        if level == 1:
            return self._("First steps only")
        return self._("Up to level {n}", n=level)
