import json

from edu_domino.cli import main


def test_bench_progress_prints_the_figures(capsys):
    code = main(["bench", "progress", "--json", "--answers", "300", "--classmates", "1",
                 "--repeat", "1"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["answers"] >= 300 + 300
    assert result["open_ms"] > 0 and result["file_bytes"] > 0
