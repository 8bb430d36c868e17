"""How long the pack editor makes a teacher wait for a step's pupil view, before and after the
views were drawn in the background by one drawing process.

    .venv/bin/python benchmarks/editor_views.py [--pack lessons/02-note-values-1.toml] [--pause 1] [--old 5]

Prints, with the load average (the machine is shared: the CPU figures move less than the wall ones):
- before: one `python -m edu_domino screenshot lesson` per view, as the editor ran on each click
  (`--old` of them): wall seconds and the child's CPU seconds, median;
- after, through the editor's own server on loopback, as the page asks:
  - opening: every step's view drawn after GET /api/pack (the first includes starting the process);
  - a click: the teacher opens step views one after the other, `--pause` seconds apart; the time
    from the click until the view is ready (the page then only fetches a PNG), median and worst;
  - an edit: one step's text changed, the time until its new view is ready, median;
  - the drawing process's CPU seconds per view, median (after the first).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the checkout being measured, not an installed copy


def old_way(text: str, runs: int) -> tuple[list[float], list[float]]:
    """A fresh Python per view, as before: wall and child CPU seconds of each."""
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as folder:
        pack = Path(folder) / "pack.toml"
        pack.write_text(text, encoding="utf-8")
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", "lesson", f"{folder}/out.png",
                            "--pack", str(pack), "--step", "1", "--size", "800x600", "--lang", "es"],
                           check=True, capture_output=True, env=env, cwd=ROOT)
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def ask(url: str, path: str, body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url + path.lstrip("/"), data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=300) as response:
        return json.loads(response.read())


def until_ready(url: str, key: str) -> None:
    """Ask how the view stands, as the page does, until it is drawn."""
    while ask(url, "/api/view-states", {"keys": [key]})["states"][key]["state"] == "drawing":
        time.sleep(0.02)


def new_way(path: Path, pause: float) -> dict:
    from edu_domino.editor.server import EditorServer
    from edu_domino.editor.session import EditSession

    session = EditSession(path, "es")
    server = EditorServer(session)
    server.start_in_thread()
    try:
        url = server.url
        opened = time.perf_counter()
        data = ask(url, "/api/pack")["data"]
        keys = [v["key"] for v in ask(url, "/api/views", {"data": data, "open": []})["views"]]
        for key in keys:
            until_ready(url, key)
        all_drawn = time.perf_counter() - opened

        # A second opening of the same pack: the teacher clicks the steps one after the other.
        server.stop()
        session = EditSession(path, "es")
        server = EditorServer(session)
        server.start_in_thread()
        url = server.url
        data = ask(url, "/api/pack")["data"]
        clicks = []
        for step in range(len(data["steps"])):
            time.sleep(pause)
            clicked = time.perf_counter()
            key = ask(url, "/api/views", {"data": data, "open": [step]})["views"][step]["key"]
            until_ready(url, key)
            clicks.append(time.perf_counter() - clicked)

        edits = []
        for step in range(min(5, len(data["steps"]))):
            data["steps"][step]["id"] = f"{data['steps'][step]['id']}-edited"  # a new text: drawn again
            edited = time.perf_counter()
            key = ask(url, "/api/views", {"data": data, "open": [step]})["views"][step]["key"]
            until_ready(url, key)
            edits.append(time.perf_counter() - edited)
        cpu = session.drawing.cpu[1:]
    finally:
        server.stop()
    return {"steps": len(keys), "all_drawn_s": all_drawn, "clicks_s": clicks, "edits_s": edits, "cpu_s": cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", default=str(ROOT / "lessons" / "02-note-values-1.toml"))
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between the teacher's clicks")
    parser.add_argument("--old", type=int, default=5, help="views drawn the old way")
    args = parser.parse_args()
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    from edu_domino.editor.session import EditSession

    first_step = EditSession(Path(args.pack), "es")
    text = first_step.view_text(first_step.text.data(), 0)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    walls, cpus = old_way(text, args.old)
    print(f"before: a fresh process per view: median {statistics.median(walls):.2f} s wall, "
          f"{statistics.median(cpus):.2f} s CPU ({args.old} views)")
    new = new_way(Path(args.pack), args.pause)
    clicks = new["clicks_s"]
    print(f"after: opening the pack: all {new['steps']} views drawn in {new['all_drawn_s']:.2f} s "
          f"(the process started once)")
    print(f"after: a click on a step, {args.pause:g} s after the last: the view ready in median "
          f"{statistics.median(clicks):.3f} s, worst {max(clicks):.3f} s ({len(clicks)} clicks)")
    print(f"after: an edit to a step: its new view ready in median {statistics.median(new['edits_s']):.2f} s")
    print(f"after: the drawing process's CPU per view: median {statistics.median(new['cpu_s']):.2f} s "
          f"({len(new['cpu_s'])} views)")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
