"""Who plays a class-play seat, as the projector's screens say it and change it."""

from __future__ import annotations

from edu_domino.classplay import Control
from edu_domino.ui.i18n import N_

CONTROL_NAMES = {
    Control.DEVICE: N_("Device"),
    Control.COMPUTER: N_("Computer"),
    Control.KEYBOARD: N_("Projector keyboard"),
}
CONTROL_ORDER = (Control.DEVICE, Control.COMPUTER, Control.KEYBOARD)
JOINED, AWAY, AWAY_STAND_IN, WAITING = (N_("Joined"), N_("Away"), N_("Away: the computer plays"),
                                        N_("Waiting to join"))


def seat_status(theme, tr, seat) -> tuple[str, tuple[int, int, int]]:
    """A seat's line under its name: who plays it and whether its device is here."""
    p = theme.palette
    if seat.control is not Control.DEVICE:
        return tr(CONTROL_NAMES[seat.control]), p.text_muted
    if seat.connections > 0:
        return tr(JOINED), p.focus
    if seat.stand_in:
        return tr(AWAY_STAND_IN), p.warning
    if seat.joined:
        return tr(AWAY), p.warning
    return tr(WAITING), p.text_muted


def cycle_control(table, seat: int, step: int) -> None:
    current = table.seats[seat].control
    table.set_control(seat, CONTROL_ORDER[(CONTROL_ORDER.index(current) + step) % len(CONTROL_ORDER)])
