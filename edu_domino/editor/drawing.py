"""The editor's side of its drawing process (render_child.py): start it when first needed, send
it one command at a time, start it again after it died, stop it when the editor stops.

One process for the whole editor: the machine is a school laptop, and a teacher edits one step
at a time. A command that takes longer than `timeout` seconds ends the process (the next one
starts a fresh one), so a picture that never comes cannot hold up the others.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
from typing import IO


class DrawingFailed(RuntimeError):
    """The command ran and said why it could not draw (its stderr), or the process died ("")."""

    def __init__(self, said: str) -> None:
        super().__init__(said)
        self.said = said


class DrawingProcess:
    def __init__(self, lang: str, timeout: float) -> None:
        self.lang = lang
        self.timeout = timeout
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()  # one command at a time on the pipe
        self.started = 0  # processes started so far (a test's and a benchmark's measure)
        self.cpu: list[float] = []  # the CPU seconds of each command run (the benchmark's measure)
        self._closed = False

    @property
    def pid(self) -> int | None:
        """The drawing process's id while it runs."""
        process = self._process
        return process.pid if process is not None and process.poll() is None else None

    def run(self, argv: list[str]) -> None:
        """Run `edu-domino ARGV...` in the drawing process; DrawingFailed with what it said.
        A process found dead is started again once (it may have died between two pictures)."""
        with self._lock:
            for again in (False, True):
                if self._closed:
                    raise DrawingFailed("")
                process = self._process if self._process and self._process.poll() is None else self._start()
                line, timed_out = self._ask(process, argv)
                if line:
                    break
                self._end(process)
                if timed_out or again:
                    raise DrawingFailed("")
            reply = json.loads(line)
            self.cpu.append(reply["cpu"])
            if not reply["ok"]:
                raise DrawingFailed(reply["said"])

    def _ask(self, process: subprocess.Popen[bytes], argv: list[str]) -> tuple[bytes, bool]:
        """The process's answer line (b"" when it ended first), and whether it took too long."""
        stdin, stdout = process.stdin, process.stdout
        assert stdin is not None and stdout is not None
        fired = threading.Event()

        def too_long() -> None:
            fired.set()
            process.kill()  # readline below then ends

        watchdog = threading.Timer(self.timeout, too_long)
        watchdog.start()
        try:
            stdin.write(json.dumps({"argv": argv}).encode("utf-8") + b"\n")
            stdin.flush()
            line = stdout.readline()
        except (OSError, ValueError):  # the pipe closed under it: the process is gone
            line = b""
        finally:
            watchdog.cancel()
        return line, fired.is_set()

    def _start(self) -> subprocess.Popen[bytes]:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": self.lang,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self._process = subprocess.Popen([sys.executable, "-m", "edu_domino.editor.render_child"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, env=env)
        self.started += 1
        return self._process

    def _end(self, process: subprocess.Popen[bytes]) -> None:
        """Close its pipes (it ends at the end of its stdin), and kill it if it does not end."""
        _close(process.stdin)
        _close(process.stdout)
        _wait_or_kill(process, 10)
        if self._process is process:
            self._process = None

    def close(self) -> None:
        """Stop the process: it finishes the picture it is drawing (its files are then removed
        by the editor, not left half-written beside the pack), then ends."""
        self._closed = True
        process = self._process
        if process is not None:
            _close(process.stdin)  # not stdout: a drawing may be reading its answer
            _wait_or_kill(process, self.timeout)


def _close(stream: IO[bytes] | None) -> None:
    with contextlib.suppress(OSError, ValueError):
        if stream is not None:
            stream.close()


def _wait_or_kill(process: subprocess.Popen[bytes], grace: float) -> None:
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
