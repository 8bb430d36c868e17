"""A second real process that holds the pupils' record locked until told to let go."""

from __future__ import annotations

import subprocess
import sys

HOLD = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("ROLLBACK")
"""


class HeldRecord:
    """`with HeldRecord(path) as held:` the file is locked by another process; `held.release()`
    (or leaving the block) lets go."""

    def __init__(self, path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.write("\n")
            self.proc.stdin.flush()
            assert self.proc.wait(timeout=30) == 0

    def __enter__(self) -> HeldRecord:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.release()
        else:
            self.proc.kill()
            self.proc.wait()
