"""The editor's drawing process: `screenshot lesson` run again and again in one Python process.

A fresh `python -m edu_domino screenshot ...` per step spends most of its second importing
pygame and the app; this process pays that once. The editor writes one JSON line per picture
(`{"argv": [...]}`, the same arguments `edu-domino` takes) on stdin and reads one line back:
`{"ok": true, ...}` or `{"ok": false, "said": "what the command printed on stderr", ...}`, with the
CPU seconds it took (`cpu`). It ends when stdin closes, so it never outlives the editor.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
import time
from typing import BinaryIO


def serve(requests: BinaryIO, replies: BinaryIO) -> None:
    from edu_domino.cli import main

    for line in requests:
        argv = json.loads(line)["argv"]
        said = io.StringIO()
        started = time.process_time()
        # What the command prints goes to `said`: the reply line is the only thing on stdout.
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(said):
            try:
                code = main(argv)
            except SystemExit as exc:  # argparse refusing the arguments
                code = exc.code if isinstance(exc.code, int) else 2
            except Exception as exc:  # noqa: BLE001 - one step's bug must not stop the others' pictures
                print(f"{type(exc).__name__}: {exc}", file=said)
                code = 1
        replies.write(json.dumps({"ok": code == 0, "said": said.getvalue(),
                                 "cpu": time.process_time() - started}).encode("utf-8") + b"\n")
        replies.flush()


if __name__ == "__main__":
    serve(sys.stdin.buffer, sys.stdout.buffer)
