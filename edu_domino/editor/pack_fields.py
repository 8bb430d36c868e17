"""The keys at the top of a pack, described as the step kinds describe theirs (lesson/kinds/fields.py):
the editor's "The pack" form is generated from these."""

from __future__ import annotations

from edu_domino.faces import DIFFICULTIES
from edu_domino.i18n import N_
from edu_domino.lesson.kinds import Field

FACES = ("pips", "numerals", "notes", "notes-rests", "powers")

PACK_FIELDS = (
    Field("id", "text", N_("lowercase letters, digits and dashes; never change it"), required=True),
    Field("version", "text", N_("1, 2, 3…; raise it when you change the questions"), required=True),
    Field("title", "texts", N_("the pack's name in each language"), required=True, per_language=True),
    Field("instructions", "texts", N_("what the pupil will do, in each language"), required=True, per_language=True),
    Field("level", "int", N_("where the pack sits in the pupils' path, from 1 to 10"), default=1, low=1, high=10),
    Field("faces", "choice", N_("how halves are drawn"), default="pips", choices=FACES),
    Field("difficulty", "choice", N_("how tiles written as 3-1 are drawn"), default="single", choices=tuple(DIFFICULTIES)),
    Field("tempo", "int", N_("how fast rhythms are played and tapped"), default=80, low=40, high=208),
    Field("set", "int", N_("the largest number on a tile: 6 for a double-six set"), default=6, low=3, high=12),
    Field("retries", "int", N_("tries after a wrong one, before the right answer is shown"), default=1, low=0, high=5),
    Field("repeat_wrong", "int", N_("a question answered wrong comes back later in the lesson; 0: never"), default=2, low=0, high=5),
    Field("author", "text", N_("your name")),
    Field("languages", "levels", N_("the languages the pack is written in"), choices=("es", "pt", "en")),
    Field("shuffle", "bool", N_("no: every step's choices stay in the order written"), default=True),
    Field("order", "int", N_("where the pack sits among the packs of its level"), low=0, high=999),
)

PACK_LABELS: dict[str, str] = {
    "id": N_("Pack id"), "version": N_("Version"), "title": N_("Title"), "instructions": N_("Instructions"),
    "level": N_("Level"), "faces": N_("Faces"), "difficulty": N_("Spellings shown"),
    "tempo": N_("Tempo (quarter notes a minute)"), "set": N_("Domino set (double-N)"), "retries": N_("Extra tries"),
    "repeat_wrong": N_("Times a wrong question comes back"), "author": N_("Author"), "languages": N_("Languages"),
    "shuffle": N_("Shuffle the choices"), "order": N_("Order within the level"),
}
