"""Edit a pack: the packs the Lessons screen lists (the app's own among them, to duplicate, and
drafts saved with problems, to fix), or any other pack file, opened in the browser's pack editor."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.widgets import MenuItem


class EditPackScene(MenuScene):
    heading = N_("Edit a pack in the browser")

    def __init__(self, app, entries: list, label: Callable[[object], str], on_file: Callable[[Path], None]) -> None:
        self.entries = entries  # the Lessons screen's: each with its `path`
        self.label = label
        self.on_file = on_file
        super().__init__(app)

    def build_items(self) -> list[MenuItem]:
        items = [MenuItem(partial(self.label, entry), partial(self._pick, entry.path)) for entry in self.entries]
        items.append(MenuItem(N_("Another pack file…"), self._browse))
        items.append(MenuItem(N_("Back"), self.app.pop))
        return items

    def _pick(self, path: Path) -> None:
        self.app.pop()
        self.on_file(path)

    def _browse(self) -> None:
        # The file as picked, not loaded: a draft with problems opens in the editor to be fixed.
        self.app.pop()
        self.app.open("files", on_file=self.on_file)
