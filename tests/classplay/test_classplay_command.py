"""`edu-domino serve --headless` as a teacher (or a test) runs it, and the package's purity."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import pytest


def test_the_class_play_package_and_its_server_load_no_pygame_and_no_mido():
    code = (
        "import sys, edu_domino.classplay, edu_domino.classplay.server, edu_domino.classplay.session\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'mido'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def serve(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "edu_domino", "serve", "--headless", "--host", "127.0.0.1", "--port", "0", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as reply:
            return reply.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_headless_serve_prints_one_json_line_with_a_join_link_per_device_seat():
    process = serve("--preset", "clasico", "--players", "4", "--seats", "device,device,greedy,expert")
    try:
        line = process.stdout.readline()
        ready = json.loads(line)
        assert ready["url"].startswith("http://127.0.0.1:") and ready["url"].endswith("/")
        assert [s["seat"] for s in ready["seats"]] == [0, 1]
        for seat in ready["seats"]:
            assert seat["join"].startswith(ready["url"] + "join/")
            assert status(seat["join"]) == 200
        assert status(ready["url"] + "join/made-up-token") == 404
        assert status(ready["url"]) == 200  # the room page, for typing the room code
        assert len(ready["room"]) == 5
    finally:
        process.terminate()
        process.wait(15)
    assert process.returncode == 0


def test_headless_serve_of_a_class_lesson_has_no_seats_and_a_room_code():
    process = serve("--lesson", "warmup-pips-numerals")
    try:
        ready = json.loads(process.stdout.readline())
        assert ready["seats"] == [] and len(ready["room"]) == 5
    finally:
        process.terminate()
        process.wait(15)


@pytest.mark.parametrize(("args", "words"), [
    (("--seats", "device,robot,device,device"), "not a seat"),
    (("--seats", "device,device"), "2 seats for 4 players"),
    (("--lesson", "no-such-pack"), "no such pack"),
    (("--seats", "keyboard,device,device,device"), "without a window"),
    (("--preset", "clasico", "--players", "11"), "players"),
])
def test_bad_choices_say_what_to_fix_in_one_line(args, words):
    out = subprocess.run([sys.executable, "-m", "edu_domino", "serve", "--headless", "--host", "127.0.0.1",
                          "--port", "0", *args], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert words in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_headless_serve_listens_on_edu_domino_class_host_when_no_host_is_given():
    env = {**os.environ, "EDU_DOMINO_CLASS_HOST": "127.0.0.3"}
    process = subprocess.Popen([sys.executable, "-m", "edu_domino", "serve", "--headless", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        ready = json.loads(process.stdout.readline())
        assert ready["url"].startswith("http://127.0.0.3:")
        assert status(ready["url"]) == 200
    finally:
        process.terminate()
        process.wait(15)


def test_headless_serve_moves_to_a_free_port_when_its_port_is_taken():
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        taken = holder.getsockname()[1]
        process = subprocess.Popen(
            [sys.executable, "-m", "edu_domino", "serve", "--headless", "--host", "127.0.0.1", "--port", str(taken)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            ready = json.loads(process.stdout.readline())
            port = int(ready["url"].rstrip("/").rsplit(":", 1)[1])
            assert port != taken and status(ready["url"]) == 200
            assert status(ready["seats"][0]["join"]) == 200
        finally:
            process.terminate()
            _out, err = process.communicate(timeout=15)
        assert f"port {taken} is taken; serving on port {port}" in err
        assert process.returncode == 0
