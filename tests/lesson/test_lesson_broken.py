"""A corpus of broken packs, each with the messages it must produce (its `# expect:` lines), and
files no text editor should produce: none may end in a traceback."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from edu_domino.cli import main
from edu_domino.lesson import PackError, check_file, load_pack
from edu_domino.lesson.reading import MAX_BYTES

BROKEN = Path(__file__).parent / "broken"
CASES = sorted(BROKEN.glob("*.toml"))
_EXPECT = re.compile(r"^# expect: (\d+): (.+)$", re.M)


def expectations(path: Path) -> list[tuple[int, str]]:
    return [(int(n), text.rstrip()) for n, text in _EXPECT.findall(path.read_text(encoding="utf-8"))]


def test_the_corpus_is_there():
    assert len(CASES) >= 40
    assert all(expectations(p) for p in CASES)


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_broken_pack_gives_its_expected_messages(path: Path, capsys):
    code = main(["check-pack", "--strict", str(path)])
    err = capsys.readouterr().err
    assert code == 1
    lines = err.splitlines()
    for line_no, text in expectations(path):
        prefix = f"{path}:{line_no}: "
        assert any(line.startswith(prefix) and text in line for line in lines), (prefix, text, err)
    # every line is `file:line: what; how` (a fix after the semicolon), never a traceback
    assert "Traceback" not in err
    for line in lines:
        assert re.match(rf"^{re.escape(str(path))}:\d+: .+; .+", line), line


def test_a_warning_alone_passes_without_strict(capsys):
    path = BROKEN / "missing-language.toml"
    assert main(["check-pack", str(path)]) == 0
    out = capsys.readouterr()
    assert "warning: `title` has no pt text" in out.err
    assert out.out.startswith(f"ok {path}: broken v1") and "(1 warning)" in out.out
    pack = load_pack(path)
    assert pack.title.get("pt") == "Broken"  # pt asked, none written: en comes first


def test_load_pack_raises_a_value_error_listing_every_problem():
    with pytest.raises(PackError) as info:
        load_pack(BROKEN / "unknown-language.toml")
    assert isinstance(info.value, ValueError)
    assert [p.line for p in info.value.problems] == [5]
    assert "unknown-language.toml:5: `ne` is not a language" in str(info.value)


def _check_bytes(tmp_path: Path, data: bytes, name: str = "p.toml") -> list[str]:
    path = tmp_path / name
    path.write_bytes(data)
    pack, problems = check_file(path)
    assert pack is None
    return [str(p) for p in problems]


def test_empty_and_blank_files(tmp_path):
    assert _check_bytes(tmp_path, b"")[0].endswith(":1: the file is empty; start with id = \"my-pack\", version = 1, a title and steps; see docs/lesson-packs.md")
    assert "the file is empty" in _check_bytes(tmp_path, b"  \n\n\t\n")[0]


def test_binary_file(tmp_path):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))
    assert "p.toml:3: the file holds binary data, not text" in _check_bytes(tmp_path, png)[0]


def test_huge_file_is_refused_without_reading_it_all(tmp_path):
    message = _check_bytes(tmp_path, b"# " + b"x" * (MAX_BYTES + 10))[0]
    assert "p.toml:1: the file is larger than 512 KB; a lesson pack is a short text file" in message


def test_wrong_encodings(tmp_path):
    latin1 = 'id = "a"\ntitle = { es = "Canción" }\n'.encode("latin-1")
    assert "p.toml:2: this line is not UTF-8 text (byte 0xF3); save the file as UTF-8" in _check_bytes(tmp_path, latin1)[0]
    utf16 = 'id = "a"\n'.encode("utf-16")
    assert "p.toml:1: the file is saved as UTF-16; save it as UTF-8" in _check_bytes(tmp_path, utf16)[0]


def test_a_utf8_byte_order_mark_is_fine(tmp_path):
    text = (Path(__file__).parents[2] / "lessons" / "01-warmup-pips-numerals.toml").read_bytes()
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + text)
    pack, problems = check_file(path)
    assert pack is not None and problems == []


def test_deep_nesting_and_garbage_never_raise(tmp_path):
    for data in (b"a = " + b"[" * 100000, b"[[[[", b"=", b"steps = 3", b"[[steps]]\n" * 50, b"id = 1\nsteps = [1, 'x', {}]"):
        problems = _check_bytes(tmp_path, data)
        assert problems and all(re.match(r"^.+:\d+: .+", p) for p in problems)


def test_missing_paths_and_empty_folders(tmp_path, capsys):
    assert main(["check-pack", str(tmp_path / "nope.toml"), str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{tmp_path / 'nope.toml'}:1: no such file or folder; check the path" in err
    assert f"{tmp_path}:1: no lesson packs in this folder" in err
