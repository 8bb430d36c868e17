"""Who is this? The pupils on this machine, a new one, and the optional PIN.

`PupilPickerScene` is shared by practice and lessons: it lists the pupils in the record, offers
"New pupil" (typed), and for lessons "Whole class (no record)". Choosing a pupil who has a PIN
asks for it first (typed, shown as dots). `PinScene` also sets a new PIN (typed twice).
"""

from __future__ import annotations

from collections.abc import Callable

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.widgets import MenuItem

PIN_DIGITS = (4, 8)  # as edu_domino.progress accepts them
MASK = "•"

# Called with the chosen pupil, or None for the whole class (nothing recorded). The callback
# moves on (pushes or replaces scenes); the picker is still on top when it is called.
Chosen = Callable[[object | None], None]


def open_record_safely():
    """The pupils' record, or (None, a one-line reason) when it cannot be opened at all."""
    from edu_domino.progress import ProgressError, open_record

    try:
        return open_record(), None
    except (ProgressError, OSError) as exc:
        return None, str(exc)


class PupilPickerScene(MenuScene):
    heading = N_("Who are you?")
    footer = N_("Up/Down: choose · Enter: select · Esc: back")

    def __init__(self, app, record, on_chosen: Chosen, *, heading: str | None = None,
                 allow_class: bool = False, owns_record: bool = False) -> None:
        self.record = record
        self.on_chosen = on_chosen
        self.allow_class = allow_class
        self.owns_record = owns_record  # close the record when this scene leaves the stack
        if heading is not None:
            self.heading = heading
        super().__init__(app)
        if record is not None and record.notice:
            self.message = record.notice

    # --- the rows ------------------------------------------------------------------------------
    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(lambda p=p: self._pupil_label(p), lambda p=p: self.choose(p)) for p in self.pupils()]
        items.append(MenuItem(N_("New pupil"), self._new))
        if self.allow_class:
            items.append(MenuItem(N_("Whole class (no record)"), lambda: self.on_chosen(None)))
        items += self.extra_items()
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items

    def extra_items(self) -> list[MenuItem]:
        return []

    def pupils(self) -> list:
        return self.record.pupils() if self.record is not None else []

    def _pupil_label(self, pupil) -> str:
        # A lock drawn as text would need a glyph the font may lack: say it in words.
        return f"{pupil.name} · {self._('PIN')}" if pupil.has_pin else pupil.name

    def enter(self) -> None:
        focus = self.menu.focus
        self.menu.items = self.build_items()
        self.menu.focus = min(focus, len(self.menu.items) - 1)

    def exit(self) -> None:
        if self.owns_record and self.record is not None:
            self.record.close()

    # --- choosing ------------------------------------------------------------------------------
    def choose(self, pupil) -> None:
        """A pupil was picked: ask for their PIN if they have one, then move on."""
        if not pupil.has_pin:
            self.on_chosen(pupil)
            return

        def check(pin: str) -> str | None:
            from edu_domino.progress import ProgressError

            try:
                right = self.record.check_pin(pupil, pin)
            except ProgressError as exc:
                return str(exc)
            if not right:
                return self._("That PIN is not right. Try again.")
            self.app.pop()  # the PIN scene; the picker is on top again
            self.on_chosen(pupil)
            return None

        self.app.push(PinScene(self.app, check, heading=self._("PIN of {name}").format(name=pupil.name)))

    def _new(self) -> None:
        if self.record is None:
            self.message = self._("The pupils' record cannot be opened, so no new pupil can be saved.")
            return
        self.app.push(NameScene(self.app, self._created))

    def _created(self, name: str) -> str | None:
        from edu_domino.progress import ProgressError

        try:
            pupil = self.record.create_pupil(name)
        except (ProgressError, ValueError) as exc:
            return str(exc)
        self.app.pop()  # the name scene
        self.menu.items = self.build_items()
        self.on_chosen(pupil)
        return None


class PinScene(NameScene):
    """Type a PIN: digits only, shown as dots. `done(pin)` returns a problem to show, or None."""

    def __init__(self, app, done: Callable[[str], str | None], heading: str) -> None:
        super().__init__(app, done, heading=heading)
        self.footer = N_("Type the PIN (digits) · Enter: done · Esc: back")

    def on_text(self, text: str) -> None:
        digits = "".join(ch for ch in text if ch.isdigit() and ch.isascii())
        self.text = (self.text + digits)[: PIN_DIGITS[1]]
        if digits != text:
            self.message = self._("A PIN is made of digits only.")

    def on_intent(self, intent) -> None:
        from edu_domino.ui.intents import Intent

        if intent is Intent.CONFIRM and self.text:
            problem = self.done(self.text)
            if problem:
                self.message = problem
                self.text = ""  # a wrong PIN: type it again from the start
            return
        super().on_intent(intent)

    def shown_text(self) -> str:
        return MASK * len(self.text)


def pin_problem(app, pin: str) -> str | None:
    """Why `pin` cannot be a PIN, in the pupil's language, or None."""
    low, high = PIN_DIGITS
    if not (pin.isascii() and pin.isdigit() and low <= len(pin) <= high):
        return app.i18n.gettext("A PIN has {low} to {high} digits.").format(low=low, high=high)
    return None


def set_pin_flow(app, record, pupil, done: Callable[[object], None]) -> None:
    """Ask for a new PIN twice and save it; `done(updated_pupil)` runs once it is saved."""
    _ = app.i18n.gettext

    def first(pin: str) -> str | None:
        problem = pin_problem(app, pin)
        if problem:
            return problem
        app.replace(PinScene(app, lambda again: second(pin, again), heading=_("Type the new PIN again")))
        return None

    def second(pin: str, again: str) -> str | None:
        from edu_domino.progress import ProgressError

        if again != pin:
            return _("The two PINs are not the same. Type it again.")
        try:
            updated = record.set_pin(pupil, pin)
        except (ProgressError, ValueError) as exc:
            return str(exc)
        app.pop()
        done(updated)
        return None

    app.push(PinScene(app, first, heading=_("New PIN ({low} to {high} digits)").format(low=PIN_DIGITS[0], high=PIN_DIGITS[1])))

