"""The settings row "Pupils' record": this computer's file, or a school's PostgreSQL server.

Behind the teacher's lock. Enter opens a box to type the server's address
(`postgresql://user@host/database`); leaving only `postgresql://` goes back to this computer.
The record in use changes at the next start (the open one holds pupils' sessions). The address
is shown without its password (docs/progress.md: the password is better kept in ~/.pgpass).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from edu_domino.i18n import N_
from edu_domino.progress.server import SCHEMES, shown_url
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.widgets import MenuItem

PREFIX = SCHEMES[0]
HOST_SHOWN = 22  # characters of the server's name in the row: its label must stay readable


class AddressScene(NameScene):
    """The name box, for an address longer than the box: it shows the end being typed, and
    never the password."""

    def shown_text(self) -> str:
        text = _masked(self.text)
        theme = self.theme
        font = theme.font(theme.px(1.3))
        room = (min(self.app.screen.get_width() - theme.unit * 8, theme.body_px * 24) - theme.unit * 4
                - font.size("_")[0])
        if font.size(text)[0] <= room:
            return text
        while len(text) > 1 and font.size("…" + text)[0] > room:
            text = text[1:]
        return "…" + text


def _masked(text: str) -> str:
    try:
        password = urlsplit(text).password
    except ValueError:  # half typed
        return text
    return text.replace(f":{password}@", ":•••@", 1) if password else text


def record_item(scene: Any) -> MenuItem:
    """The row for the settings scene (`scene`: it has `app`, `visit` (the teacher lock) and `_`)."""
    app = scene.app

    def value() -> str:
        url = app.settings.school_record
        if not url:
            return scene._("This computer")
        host = urlsplit(url).hostname or shown_url(url)
        return host if len(host) <= HOST_SHOWN else host[: HOST_SHOWN - 1] + "…"

    def done(text: str) -> str | None:
        text = text.strip()
        if text in ("", PREFIX):
            url = None
        elif not text.startswith(SCHEMES) or not urlsplit(text).hostname or not urlsplit(text).path.strip("/"):
            return scene._("Type the server's address as postgresql://user@server/database, or leave only "
                           "postgresql:// to keep the record on this computer")
        else:
            url = text
        app.apply_settings(app.settings.with_(school_record=url))
        app.pop()
        return None

    def choose() -> None:
        entry = AddressScene(app, done, heading=N_("Pupils' record: the school's server (used from the next start)"),
                          text=app.settings.school_record or PREFIX, max_length=300)
        entry.footer = N_("Type the address · only postgresql://: this computer · Enter: done · Esc: back")
        scene.visit.run(lambda: app.push(entry))

    return MenuItem(N_("Pupils' record"), choose, value=value)
