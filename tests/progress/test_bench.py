import json

from edu_domino.cli import main


def test_bench_progress_prints_the_figures(capsys):
    code = main(["bench", "progress", "--json", "--answers", "300", "--classmates", "1",
                 "--repeat", "1"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["answers"] >= 300 + 300
    assert result["open_ms"] > 0 and result["file_bytes"] > 0


def test_bench_progress_on_a_server_prints_both_backends_side_by_side(capsys, postgres_server):
    url = postgres_server.fresh_url()
    code = main(["bench", "progress", "--json", "--backend", "postgresql", "--url", url, "--answers", "200",
                 "--classmates", "1", "--classmate-answers", "50", "--repeat", "1"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"sqlite", "postgresql"}
    for figures in result.values():
        assert figures["answers"] == 200 + 50 + 200  # the record plus the timed answers
        assert figures["answers_per_s"] > 0 and figures["class_view_ms"] > 0
