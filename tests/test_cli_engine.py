"""The engine's commands: presets, simulate, replay (bad input -> one line, exit 1)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from edu_domino.cli import main
from edu_domino.engine import OPTION_DOCS, PRESETS


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_presets_json_lists_every_preset_with_every_option_and_its_doc(capsys):
    code, out, err = run(capsys, "presets", "--json")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert list(data) == list(PRESETS)
    for name, preset in data.items():
        assert preset["source"].startswith("seed 00")
        assert set(preset["options"]) == set(OPTION_DOCS) - {"name"}
        for key, entry in preset["options"].items():
            assert entry["value"] == getattr(PRESETS[name], key)
            # the JSON says each meaning in English, its set limits (double-3 to double-15) filled
            assert entry["doc"] == OPTION_DOCS[key][1].format(low=3, high=15)


def test_presets_text_names_each_preset(capsys):
    code, out, _ = run(capsys, "presets")
    assert code == 0
    for name in PRESETS:
        assert f"\n{name}  (" in "\n" + out


@pytest.mark.parametrize(
    ("argv", "players", "teams"),
    [
        (["--preset", "clasico", "--players", "3"], 3, 0),
        (["--preset", "clasico", "--teams", "2"], 4, 2),
        (["--preset", "faraes"], 4, 2),
        (["--preset", "sala", "--set", "9", "--players", "6", "--teams", "3"], 6, 3),
        (["--preset", "doble-doce", "--players", "6"], 6, 0),
        (["--preset", "musica", "--players", "2"], 2, 0),
    ],
)
def test_simulate_json_summary_and_traces_that_replay_accepts(capsys, tmp_path, argv, players, teams):
    traces = tmp_path / "t.jsonl"
    code, out, err = run(capsys, "simulate", *argv, "--games", "4", "--seed", "2", "--json", "--traces", str(traces))
    assert code == 0, err
    s = json.loads(out)
    assert (s["games"], s["players"], s["teams"]) == (4, players, teams)
    for key in ("rounds", "moves", "passes", "draws", "closed_rounds", "wins_per_side", "round_wins_per_seat",
                "mean_points_per_side"):
        assert key in s
    assert sum(s["wins_per_side"]) + s["undecided_matches"] == 4
    assert len(s["round_wins_per_seat"]) == players
    assert len(traces.read_text().splitlines()) == 4
    code, out, err = run(capsys, "replay", str(traces), "--json")
    assert code == 0, err
    games = json.loads(out)
    assert len(games) == 4 and all(g["final"]["over"] for g in games)
    assert sum(len(g["rounds"]) for g in games) == s["rounds"]
    code, out, _ = run(capsys, "replay", str(traces))
    assert code == 0 and out.count("match over") == 4


def test_simulate_is_deterministic_for_a_seed(capsys):
    first = run(capsys, "simulate", "--preset", "sala", "--games", "3", "--seed", "5", "--json")[1]
    second = run(capsys, "simulate", "--preset", "sala", "--games", "3", "--seed", "5", "--json")[1]
    assert first == second


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["simulate", "--preset", "clasic"], "unknown preset 'clasic'; did you mean 'clasico'?"),
        (["simulate", "--preset", "clasico", "--players", "9"], "players=9"),
        (["simulate", "--preset", "faraes", "--teams", "3"], "teams"),
        (["simulate", "--preset", "clasico", "--seats", "random,random"], "--seats: 2 levels for 4 players"),
        (["simulate", "--preset", "clasico", "--seats", "nonsense-level"], "--seats"),
        (["simulate", "--preset", "clasico", "--games", "0"], "--games 0"),
        (["replay", "no/such/file.json"], "no/such/file.json: no such file"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_1(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 1 and out == ""
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_replay_of_an_illegal_action_in_a_real_process_is_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    doc = {"rules": {"preset": "clasico", "options": {"players": 2}}, "deal": {"seed": 1},
           "actions": ["0-0 L"]}
    bad.write_text(json.dumps(doc))
    proc = subprocess.run([sys.executable, "-m", "edu_domino", "replay", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.startswith(f"edu-domino: {bad}: actions[0]: ")
    assert proc.stderr.count("\n") == 1
