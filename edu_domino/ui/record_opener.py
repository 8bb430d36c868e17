"""Which record the app opens, on the record worker's thread (edu_domino.ui.records).

`--record` / EDU_DOMINO_RECORD first, then the school's server chosen in the settings, else the
laptop's own file; the saves a last closing could not make are merged in. A school's server that
cannot be reached at start gives a stand-in (edu_domino.progress.server_away) so the pupils can
start from this computer's copies; the worker opens the record again later.
"""

from __future__ import annotations

from typing import Any


def open_app_record() -> Any:
    """The app's record, with the saves kept from a last closing that could not make them merged
    in (their message joins the record's notice)."""
    from edu_domino.progress import open_record
    from edu_domino.progress.errors import RecordAccessError
    from edu_domino.progress.school import chosen_record, local_stand_in
    from edu_domino.progress.server import is_server_url, shown_url
    from edu_domino.progress.server_away import ServerAway
    from edu_domino.progress.unsaved import merge_unsaved
    from edu_domino.ui.settings import load

    # `--record` / EDU_DOMINO_RECORD first, then the school's server chosen in the settings.
    target = chosen_record() or load()[0].school_record
    try:
        record = open_record(target)
    except RecordAccessError as exc:
        if not (is_server_url(target) and exc.kind == "offline"):
            raise
        # The server is away: start from this computer's copies; the worker opens it again later.
        local = local_stand_in(str(target))
        local.parent.mkdir(parents=True, exist_ok=True)
        return ServerAway(shown_url(str(target)), local, str(exc))
    try:
        _counted, message = merge_unsaved(record)
    except Exception:
        record.close()
        raise
    if message:
        record.notice = f"{record.notice}\n{message}" if record.notice else message
    return record
