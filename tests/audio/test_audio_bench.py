"""`edu-domino bench audio --json` runs and reports the fields the issue asks for (the figures
themselves are measurements, checked by people, not by tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_audio_reports_lag_and_buffer_latency():
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-m", "edu_domino", "bench", "audio", "--json", "--seconds", "0.5",
         "--driver", "dummy", "--buffer", "256"],
        capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["output"] == "synth" and result["audio_driver"] == "dummy"
    assert set(result["lag_ms"]) >= {"median", "max"} and result["lag_ms"]["count"] > 0
    assert result["mixer_buffer_frames"] == 256
    assert result["buffer_latency_ms"] == round(1000 * 256 / result["sample_rate"], 3)
    assert isinstance(result["ok"], bool)
