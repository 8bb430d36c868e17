"""A pack's TOML text as the editor keeps it: plain data for the page, and the text rewritten
only where the teacher changed something.

The page sends the whole pack back as plain data after each change; `merge` walks it beside the
parsed document (tomlkit, which keeps comments, order and layout) and touches only the keys whose
value differs. So a comment, a blank line or an inline table the teacher did not edit is kept as
written, and an unchanged pack is written back byte for byte.
"""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.items import AoT, Table

BOM = "\ufeff"


class PackText:
    """One pack file's text, parsed with its layout."""

    def __init__(self, text: str) -> None:
        self.bom = text.startswith(BOM)
        self.doc = tomlkit.parse(text[1:] if self.bom else text)

    def data(self) -> dict[str, Any]:
        """The pack as plain data (dicts, lists, strings, numbers, booleans)."""
        return self.doc.unwrap()

    def text(self) -> str:
        return (BOM if self.bom else "") + tomlkit.dumps(self.doc)

    def update(self, new: dict[str, Any]) -> None:
        """Make the document hold `new`, rewriting only what differs."""
        merge(self.doc, new)


def _plain(value: Any) -> Any:
    return value.unwrap() if hasattr(value, "unwrap") else value


def merge(table: Any, new: dict[str, Any]) -> None:
    """Make the table (a document, table or inline table) hold `new`, keeping what is equal."""
    for key in [k for k in table if k not in new]:
        del table[key]
    for key, value in new.items():
        if key not in table:
            table[key] = _fresh(key, value)
            continue
        old = table[key]
        if _plain(old) == value:
            continue  # untouched: its comments and layout stay as they are
        if isinstance(value, dict) and isinstance(_plain(old), dict):
            merge(old, value)
        elif isinstance(old, AoT) and isinstance(value, list) and all(isinstance(v, dict) for v in value):
            _merge_tables(old, value)
        else:
            table[key] = value


def _fresh(key: str, value: Any) -> Any:
    """A new key's value: a list of tables (new steps) written as [[key]] tables."""
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        aot = tomlkit.aot()
        for item in value:
            table = _table(item)
            table.trivia.indent = "\n"
            aot.append(table)
        return aot
    return value


def _table(value: dict[str, Any]) -> Table:
    table = tomlkit.table()
    for key, item in value.items():
        # The texts of a step (prompt, text...) as tables of their own, as the docs write them.
        table[key] = _table(item) if isinstance(item, dict) and key != "options" else item
    return table


def _merge_tables(aot: AoT, new: list[dict[str, Any]]) -> None:
    """The steps, possibly added, removed or moved: each new step reuses the old table it came
    from (the same id, else the same place), so its comments move with it."""
    old = list(aot.body)
    by_id = {_plain(t).get("id"): t for t in old if _plain(t).get("id") is not None}
    new_ids = {v.get("id") for v in new}
    # Tables a new step keeps by its id; the others may be reused in place (an id edited).
    kept = {id(t) for key, t in by_id.items() if key in new_ids}
    taken: set[int] = set()
    tables: list[Table] = []
    for n, value in enumerate(new):
        match = by_id.get(value.get("id"))
        if match is None and n < len(old) and id(old[n]) not in kept:
            match = old[n]
        if match is not None and id(match) not in taken:
            taken.add(id(match))
            merge(match, value)
            tables.append(match)
        else:
            table = _table(value)
            table.trivia.indent = "\n"  # a blank line before a new step's [[steps]], as the docs write them
            tables.append(table)
    if [id(t) for t in tables] == [id(t) for t in old]:
        return
    while len(aot):
        del aot[len(aot) - 1]
    for table in tables:
        aot.append(table)
