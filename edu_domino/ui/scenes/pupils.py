"""Who is this? The pupils on this machine, a new one, and the optional PIN.

`PupilPickerScene` is shared by practice and lessons: it lists the pupils in the record, offers
"New pupil" (typed), and for lessons "Whole class (no record)". Choosing a pupil who has a PIN
asks for it first (typed, shown as dots). `PinScene` also sets a new PIN (typed twice).

Every call on the record (listing, creating, checking or setting a PIN) goes through the app's
record worker (`ui/records.py`): the PIN hash and the disk never hold up a frame. While a call is
on its way the scene says so ("Checking…", "Saving…") and ignores Enter; Esc still goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from edu_domino.progress.pupil_copy import check_pin, list_pupils
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.widgets import MenuItem

PIN_DIGITS = (4, 8)  # as edu_domino.progress accepts them
SERVER_AWAY = N_("The school's server cannot be reached: answers are kept on this computer and sent later")
MASK = "● "  # a big dot per digit: the pupil counts what was typed from the back of the room

# Called with the chosen pupil, or None for the whole class (nothing recorded). The callback
# moves on (pushes or replaces scenes); the picker is still on top when it is called.
Chosen = Callable[[object | None], None]


class PupilPickerScene(MenuScene):
    heading = N_("Who are you?")
    footer = N_("Up/Down: choose · Enter: select · Esc: back")

    def __init__(self, app, on_chosen: Chosen, *, heading: str | None = None, allow_class: bool = False,
                 on_class_devices: Callable[[], object] | None = None, subject: Callable[[], str] | None = None,
                 on_own_pace: Callable[[], object] | None = None) -> None:
        """`on_class_devices`: offered as "Whole class, each on their own device" (class play);
        `on_own_pace`: "Each pupil at their own pace, on their own device" (own-pace class play);
        `subject`: what the choice is for, said above the names ("Lesson: Note values")."""
        self.on_chosen = on_chosen
        self.subject = subject
        self.allow_class = allow_class
        self.on_class_devices = on_class_devices
        self.on_own_pace = on_own_pace
        self.loaded: list | None = None  # the pupils, once the record has listed them
        if heading is not None:
            self.heading = heading
        super().__init__(app)

    # --- the rows ------------------------------------------------------------------------------
    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(partial(self._pupil_label, p), partial(self.choose, p)) for p in self.pupils()]
        if self.loaded is not None:  # "New pupil" first appears with the names, never in their place
            items.append(MenuItem(N_("New pupil"), self._new))
        if self.allow_class:
            items.append(MenuItem(N_("Whole class (no record)"), lambda: self.on_chosen(None)))
        if self.on_class_devices is not None:
            items.append(MenuItem(N_("Whole class, each on their own device"), self.on_class_devices))
        if self.on_own_pace is not None:
            items.append(MenuItem(N_("Each pupil at their own pace, on their own device"), self.on_own_pace))
        if self.loaded is not None:
            items += self.extra_items()
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items

    def extra_items(self) -> list[MenuItem]:
        return []

    def draw_extra(self, surface, area):
        """What the choice is for (the lesson's title), above the names, when there is a subject."""
        if self.subject is None:
            return area
        theme = self.theme
        size = theme.px(1.2)
        line_h = theme.font(size).get_linesize()
        y = area.top
        for line in theme.wrap(self.subject(), area.width, size)[:2]:
            image = theme.text(line, size, theme.palette.focus)
            surface.blit(image, image.get_rect(midtop=(area.centerx, y)))
            y += line_h
        return area.clip(area.move(0, y - area.top + theme.unit))

    def pupils(self) -> list:
        return self.loaded or []

    def _pupil_label(self, pupil) -> str:
        # A lock drawn as text would need a glyph the font may lack: say it in words.
        return f"{pupil.name} · {self._('PIN')}" if pupil.has_pin else pupil.name

    def forget(self, pupil) -> None:
        """A pupil was removed: drop them from the list now (the record lists them again too)."""
        if self.loaded is not None:
            self.loaded = [p for p in self.loaded if p.id != pupil.id]
            self._rebuild()

    def _rebuild(self) -> None:
        focus = self.menu.focus
        self.menu.items = self.build_items()
        self.menu.focus = min(focus, len(self.menu.items) - 1)

    def enter(self) -> None:
        self._rebuild()
        if self.loaded is None:
            self.message = self._("Looking for the pupils…")
        self.app.records.submit(list_pupils, self.show_list, self._unreadable)

    def show_list(self, listed: tuple[list, bool]) -> None:
        """The pupils, and whether they are this computer's copy (the school's server is away)."""
        pupils, from_copy = listed
        first = self.loaded is None
        self.loaded = pupils
        if from_copy:  # the school's server is away: the list as last read on this computer
            self.message = self._(SERVER_AWAY)
        elif first:
            self.message = self.app.records.take_notice()  # a damaged file kept aside: said once
        elif self.message == self._(SERVER_AWAY):
            self.message = None
        self._rebuild()

    def _unreadable(self, problem: str) -> None:
        self.loaded = []
        self.message = problem
        self._rebuild()

    # --- choosing ------------------------------------------------------------------------------
    def choose(self, pupil) -> None:
        """A pupil was picked: ask for their PIN if they have one, then move on."""
        if not pupil.has_pin:
            self.on_chosen(pupil)
            return
        pin_scene: PinScene

        def check(pin: str) -> str | None:
            pin_scene.wait(self._("Checking…"))
            self.app.records.submit(lambda record: check_pin(record, pupil, pin),
                                    lambda right: checked(right), pin_scene.fail)
            return None

        def checked(right: bool) -> None:
            if self.app.top is not pin_scene:
                return  # the pupil went back while the PIN was being checked
            if not right:
                pin_scene.fail(self._("That PIN is not right. Try again."))
                return
            self.app.pop()  # the PIN scene; the picker is on top again
            self.on_chosen(pupil)

        pin_scene = PinScene(self.app, check, heading=self._("PIN of {name}", name=pupil.name))
        self.app.push(pin_scene)

    def _new(self) -> None:
        if self.app.records.problem:
            self.message = self._("The pupils' record cannot be opened, so no new pupil can be saved.")
            return
        name_scene: NameScene = NameScene(self.app, lambda name: self._create(name, name_scene))
        self.app.push(name_scene)

    def _create(self, name: str, name_scene: NameScene) -> str | None:
        def created(pupil) -> None:
            self.loaded = [*(self.loaded or []), pupil]
            if self.app.top is not name_scene:
                self._rebuild()
                return  # saved, but the teacher went back meanwhile: just list the new name
            self.app.pop()  # the name scene
            self._rebuild()
            self.on_chosen(pupil)

        name_scene.wait(self._("Saving…"))
        self.app.records.submit(lambda record: record.create_pupil(name), created, name_scene.fail)
        return None


class PinScene(NameScene):
    """Type a PIN: digits only, shown as dots. `done(pin)` returns a problem to show, or None."""

    def __init__(self, app, done: Callable[[str], str | None], heading: str) -> None:
        super().__init__(app, done, heading=heading)
        self.footer = N_("Type the PIN (digits) · Enter: done · Esc: back")

    def on_text(self, text: str) -> None:
        if self.waiting:
            return
        digits = "".join(ch for ch in text if ch.isdigit() and ch.isascii())
        self.text = (self.text + digits)[: PIN_DIGITS[1]]
        if digits != text:
            self.message = self._("A PIN is made of digits only.")

    def fail(self, problem: str) -> None:
        super().fail(problem)
        self.text = ""  # a wrong PIN: type it again from the start

    def on_intent(self, intent) -> None:
        from edu_domino.ui.intents import Intent

        if intent is Intent.CONFIRM and self.text and not self.waiting:
            problem = self.done(self.text)
            if problem:
                self.fail(problem)
            return
        super().on_intent(intent)

    def shown_text(self) -> str:
        return MASK * len(self.text)


def pin_problem(app, pin: str) -> str | None:
    """Why `pin` cannot be a PIN, in the pupil's language, or None."""
    low, high = PIN_DIGITS
    if not (pin.isascii() and pin.isdigit() and low <= len(pin) <= high):
        _ = app.i18n.translate
        return _("A PIN has {low} to {high} digits.", low=low, high=high)
    return None


def set_pin_flow(app, pupil, done: Callable[[object], None]) -> None:
    """Ask for a pupil's new PIN twice and save it; `done(updated_pupil)` runs once it is saved."""
    _ = app.i18n.translate

    def store(pin: str, scene: PinScene) -> None:
        def saved(updated) -> None:
            if app.top is scene:
                app.pop()
            done(updated)  # saved either way: the pupil's page shows the new state

        scene.wait(_("Saving…"))
        app.records.submit(lambda record: record.set_pin(pupil, pin), saved, scene.fail)

    new_pin_flow(app, store)


def new_pin_flow(app, store: Callable[[str, PinScene], None], heading: str | None = None) -> None:
    """Ask for a new PIN twice (a pupil's or the teacher's); `store(pin, scene)` keeps it and
    takes the second PIN scene away."""
    _ = app.i18n.translate

    def first(pin: str) -> str | None:
        problem = pin_problem(app, pin)
        if problem:
            return problem
        again_scene = PinScene(app, lambda again: second(pin, again, again_scene), heading=_("Type the new PIN again"))
        app.replace(again_scene)
        return None

    def second(pin: str, again: str, scene: PinScene) -> str | None:
        if again != pin:
            return _("The two PINs are not the same. Type it again.")
        store(pin, scene)
        return None

    app.push(PinScene(app, first, heading=heading or _("New PIN ({low} to {high} digits)", low=PIN_DIGITS[0],
                                                              high=PIN_DIGITS[1])))
