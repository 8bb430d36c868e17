"""The names of the practice skills, and the progress package's own message ids (drill prompts,
suggestions), marked here so the catalogs translate them (see scripts/compile_catalogs.py)."""

from edu_domino.ui.i18n import N_

SKILL_NAMES = {
    "sums": N_("Note sums"),
    "spellings": N_("Same value, other notes"),
    "powers": N_("Powers of two"),
    "listening": N_("Listening"),
    "rhythm": N_("Rhythm"),
}
# Column headings of the teacher's class view: short, but each says its skill.
SKILL_HEADINGS = {
    "sums": N_("Sums"),
    "spellings": N_("Same value"),
    "powers": N_("Powers"),
    "listening": N_("Listening"),
    "rhythm": N_("Rhythm"),
}
# The progress package's own message ids, translated here (see scripts/compile_catalogs.py).
PROGRESS_MESSAGES = (
    N_("How many eighth notes is this worth?"),
    N_("How many eighth notes do these two make together?"),
    N_("Which one is worth the same?"),
    N_("What number is this power of two?"),
    N_("Two to the power of what gives this number?"),
    N_("Listen. Which one did you hear?"),
    N_("Tap this rhythm: one tap for each note, none for a rest."),
    N_("Go over the ones you got wrong."),
    N_("Some questions are due for review."),
    N_("Ready for something new."),
    N_("All mastered! Try the timed challenge."),
    N_("Start here."),
)
