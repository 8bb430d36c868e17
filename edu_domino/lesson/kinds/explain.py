"""The `explain` step kind: a page of text (and halves, tiles or a picture) the pupil reads and continues."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from edu_domino.faces import Spelling
from edu_domino.i18n import N_, _
from edu_domino.lesson.checker import MEDIA_SUFFIXES, Checker, all_present
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    SoundJson,
    StepKind,
    shown_json,
)
from edu_domino.lesson.kinds.fields import Field
from edu_domino.lesson.pictures import PictureError, check_picture
from edu_domino.lesson.play_step_checks import pack_file_beside
from edu_domino.lesson.reading import is_regular_file
from edu_domino.lesson.step_base import (
    FacedTile,
    Shown,
    Step,
    sound_of,
)
from edu_domino.lesson.texts import Text
from edu_domino.play import SoundCue


@dataclass(frozen=True)
class ExplainStep(Step):
    text: Text = field(default_factory=Text)
    tiles: tuple[FacedTile, ...] = ()
    show: tuple[Spelling, ...] = ()
    image: Path | None = None
    kind: ClassVar[str] = "explain"
    scored: ClassVar[bool] = False

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        shown: tuple[Shown, ...] = (*self.show, *self.tiles)
        return tuple(sound_of(x, tempo) for x in shown)


def _explain(raw, path, ck: Checker, common, seed, source) -> Step | None:
    text = ck.text(raw, path, "text", required=True)
    tiles = [ck.tile(v, (*path, "tiles", i), seed) for i, v in enumerate(ck.items(raw, path, "tiles", False))]
    show = [ck.half(v, (*path, "show", i)) for i, v in enumerate(ck.items(raw, path, "show", False))]
    image = None
    name = ck.get(raw, path, "image", str, default=None, example='image = "quarter.png"')
    if isinstance(name, str):
        folder = source.parent.resolve()
        image = pack_file_beside(ck, (*path, "image"), source, name)
        if image is None:
            pass
        elif not image.is_relative_to(folder):
            ck.err((*path, "image"), _("image {name!r} is outside the pack's folder", name=name), _("put the picture beside the pack file"))
        elif image.suffix.lower() not in MEDIA_SUFFIXES:
            ck.err((*path, "image"), _("image {name!r} is not a picture the app shows", name=name),
                   _("use {kinds}", kinds=", ".join(MEDIA_SUFFIXES)))
        elif not is_regular_file(image):
            ck.err((*path, "image"), _("image {name!r} is not in {folder}", name=name, folder=folder),
                   _("check the file name (capitals count)"))
        else:
            try:
                check_picture(image)  # read through: size, damage, text named .png
            except PictureError as exc:
                ck.err((*path, "image"), _("image {name!r}: {what}", name=name, what=exc.what), exc.fix)
    tiles_ok, show_ok = all_present(tiles), all_present(show)
    if tiles_ok is None or show_ok is None:
        return None
    return ExplainStep(**common, text=text, tiles=tuple(tiles_ok), show=tuple(show_ok), image=image)


class ExplainKind(StepKind[ExplainStep]):
    name = "explain"
    title = N_("Explain")
    step_type = ExplainStep
    fields = (
        Field("text", "texts", N_("the page the pupil reads"), required=True, per_language=True),
        Field("show", "halves", N_("halves drawn beside the text")),
        Field("tiles", "tiles", N_("tiles drawn beside the text")),
        Field("image", "file", N_("a .png or .jpg picture shown beside the text, scaled to fit")),
    )
    is_page = True
    in_class = True

    def check(self, raw, path, ck, common, seed, source):
        return _explain(raw, path, ck, common, seed, source)

    def intro_pictures(self, step: ExplainStep) -> tuple[Shown, ...]:
        return (*step.show, *step.tiles)

    device_pictures = intro_pictures

    def worksheet_parts(self, step: ExplainStep, say: Say, lang: str) -> Parts:
        out: Parts = [("text", step.text.get(lang))]
        if step.show or step.tiles:
            out.append(("pictures", [*step.show, *step.tiles]))
        if step.image is not None:
            out.append(("picture", step.image))
        return out

    def own_pace_question(self, step: ExplainStep, lang: str, tempo: int, sound_json: SoundJson) -> dict:
        """The page's text and its pictures (the pupil reads, then goes on)."""
        return {"answer": "none", "text": step.text.get(lang),
                "show": [shown_json(x, lang) for x in self.intro_pictures(step)]}


KIND = ExplainKind()
