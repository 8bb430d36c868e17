"""A throwaway PostgreSQL server for the school record's tests and benchmarks: its own data
folder in a temporary directory, listening on a free loopback port and a socket in that directory.

PostgreSQL refuses to run as root; as root (CI) the server runs as the unprivileged user
`EDU_DOMINO_PG_USER` (default `nobody`). Each test gets a schema of its own (`fresh_url`), which
is much cheaper than a database of its own.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

ROLE = "edu"
DATABASE = "school"


def binaries() -> Path | None:
    """The folder of Debian's (or any) initdb/pg_ctl, newest version first; None when missing."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda f: int(f.split("/")[-2]), reverse=True):
        if Path(folder, "initdb").exists():
            return Path(folder)
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


MISSING = ("PostgreSQL's server programs (initdb, pg_ctl) are not installed: the school record's tests need "
           "them; install Debian's postgresql package (apt-get install postgresql), as .ci/run does (for the "
           "tests: or run only the SQLite half with -k 'not postgresql')")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PostgresServer:
    def __init__(self) -> None:
        folder = binaries()
        if folder is None:
            raise RuntimeError(MISSING)
        self.bin = folder
        self.root = Path(tempfile.mkdtemp(prefix="edu-domino-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._schemas = itertools.count(1)
        self._user: dict = {}
        if os.geteuid() == 0:
            account = pwd.getpwnam(os.environ.get("EDU_DOMINO_PG_USER", "nobody"))
            os.chown(self.root, account.pw_uid, account.pw_gid)
            self._user = {"user": account.pw_uid, "group": account.pw_gid, "extra_groups": []}
        self._run("initdb", "-D", str(self.data), "-U", ROLE, "--auth=trust", "--encoding=UTF8",
                  "--locale=C", "-N")
        self.start()
        self.sql(f"CREATE DATABASE {DATABASE}", database="postgres")

    def _run(self, program: str, *args: str) -> None:
        subprocess.run([str(self.bin / program), *args], check=True, capture_output=True, cwd=self.root,
                       **self._user)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=60"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.root / "log"), "-w", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def restart(self) -> None:
        """A crash-like stop (no checkpoint, like a power cut of the server process) and a start."""
        self.stop("immediate")
        self.start()

    def url(self, database: str = DATABASE, schema: str | None = None) -> str:
        url = f"postgresql://{ROLE}@127.0.0.1:{self.port}/{database}"
        return f"{url}?options=-csearch_path%3D{schema}" if schema else url

    def sql(self, statement: str, database: str = DATABASE) -> None:
        import psycopg

        with psycopg.connect(self.url(database), autocommit=True) as conn:
            conn.execute(statement)

    def fresh_url(self) -> str:
        """A URL whose tables go into a new, empty schema."""
        schema = f"t{next(self._schemas)}"
        self.sql(f"CREATE SCHEMA {schema}")
        return self.url(schema=schema)

    def close(self) -> None:
        try:
            self.stop("immediate")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
