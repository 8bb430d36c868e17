"""The words of the editor page, translated on the server and handed to the page as JSON:
the page's script holds no text of its own."""

from __future__ import annotations

from edu_domino.i18n import N_, catalog

PAGE_TEXTS: dict[str, str] = {
    "title": N_("edu-domino: lesson pack editor"),
    "pack": N_("The pack"),
    "steps": N_("Steps"),
    "step_n": N_("Step {n}"),
    "add_step": N_("Add a step:"),
    "add": N_("Add"),
    "remove": N_("Remove this step"),
    "up": N_("Move up"),
    "down": N_("Move down"),
    "save": N_("Save"),
    "save_draft": N_("Save a draft"),
    "saved": N_("Saved: {file}"),
    "draft_saved": N_("Draft saved (it still has problems): {file}"),
    "not_saved": N_("Not saved: the pack has problems. Fix them, or save a draft."),
    "duplicate": N_("Duplicate"),
    "duplicate_id": N_("Id of the copy"),
    "bundled": N_("This pack comes with the app. Duplicate it to make your own version."),
    "worksheet": N_("Print the worksheet"),
    "preview": N_("Pupil's view"),
    "show_preview": N_("Show the pupil's view"),
    "try_it": N_("Try it"),
    "try_answer": N_("Your answer as a pupil"),
    "right": N_("Right at the first try"),
    "wrong": N_("Wrong ({given}); the right answer is {answer}"),
    "fix": N_("Fix it"),
    "ok": N_("No problems: the pack is ready."),
    "problems": N_("{n} problems"),
    "warning": N_("Warning"),
    "clear": N_("Clear"),
    "remove_item": N_("Remove {item}"),
    "dot": N_("Dot"),
    "tie": N_("Tie to the next note"),
    "new_note": N_("Next note"),
    "new_half": N_("Add this half"),
    "half_now": N_("Half being written"),
    "yes": N_("yes"),
    "no": N_("no"),
    "none": N_("(none)"),
    "by_default": N_("(default: {value})"),
    "left_end": N_("Left end"),
    "right_end": N_("Right end"),
    "record": N_("Record by tapping"),
    "recording": N_("Listen to the count-in, then tap Space, Enter or here for each note. Press Esc when done."),
    "tap_here": N_("Tap here"),
    "stop": N_("Stop"),
    "taps_none": N_("No taps recorded yet."),
    "heard": N_("Tapped as"),
    "tied_to": N_("tied to"),
    "on_time": N_("on time"),
    "early": N_("early"),
    "late": N_("late"),
    "missing": N_("missing"),
    "extra": N_("extra"),
    "drop_picture": N_("Drop a picture here, or choose one"),
    "value": N_("Value"),
    "name": N_("Name"),
    "add_row": N_("Add a row"),
    "language": N_("Language"),
    "es": N_("Spanish"),
    "pt": N_("Portuguese"),
    "en": N_("English"),
    "tile_picker": N_("Click a tile to add it"),
    "half_picker": N_("Click a half to add it"),
    "working": N_("Working…"),
}


def page_texts(lang: str) -> dict[str, str]:
    # Unfilled: the page fills {n}, {file}... itself (say() in editor.js).
    translations = catalog(lang)
    return {key: translations.gettext(text) for key, text in PAGE_TEXTS.items()}
