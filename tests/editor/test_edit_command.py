"""`edu-domino edit PACK` serves the editor on the loopback address and prints where, so a teacher
whose browser cannot be opened still finds it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.request

from editor_page import WAIT, wait_until


def test_edit_prints_a_loopback_address_that_serves_the_pack(tmp_path):
    pack = tmp_path / "mine.toml"
    pack.write_text('id = "mine"\nversion = 1\n', encoding="utf-8")
    env = {**os.environ, "LANGUAGE": "en"}
    server = subprocess.Popen([sys.executable, "-m", "edu_domino", "edit", str(pack), "--no-browser"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = server.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert found, line
        url = found.group(0)
        opened = wait_until(lambda: json.load(urllib.request.urlopen(url + "api/pack", timeout=WAIT)), "the editor")
        assert opened["data"] == {"id": "mine", "version": 1}
        assert opened["file"] == str(pack)
    finally:
        server.terminate()
        server.wait(WAIT)
        server.stdout.close()
        server.stderr.close()
