"""A project's own rules through check(path): .editorconfig's charset, .utf8-inspector.toml,
inline allowances and a SARIF baseline, each with its negatives, and always the findings that
``utf8-inspector --check --json`` gives for the same file."""

import pytest

import utf8inspector as u8
from conftest import cli_json_lines, run_program


def kinds(report):
    return [(f.kind, f.level, f.line, f.column) for f in report.findings]


def same_as_cli(path, report, *extra):
    lines = cli_json_lines("--check", "--json", *extra, str(path))
    assert [f.fields for f in report.findings] == [
        line for line in lines if "valid" not in line and "total" not in line]


@pytest.mark.parametrize("charset, data, expected", [
    ("latin1", b"caf\xe9\n", []),
    ("latin1", b"a\x93b\n", [("charset-mismatch", "error", 1, 2)]),
    ("utf-16le", "h\u00e9\n".encode("utf-16-le"), []),
    ("utf-16le", b"a\x00\x3d\xd8", [("charset-mismatch", "error", 1, 2)]),
    ("utf-16be", b"\x00a\x00", [("charset-mismatch", "error", 1, 2)]),
    ("utf-8-bom", b"text\n", [("bom-missing", "error", 1, 1)]),
    ("utf-8-bom", b"\xef\xbb\xbftext\n", []),
    ("utf-8", b"\xef\xbb\xbftext\n", [("bom", "error", 1, 1)]),
])
def test_editorconfig_charset(tmp_path, charset, data, expected):
    (tmp_path / ".editorconfig").write_text(f"root = true\n[*]\ncharset = {charset}\n")
    path = tmp_path / "a.txt"
    path.write_bytes(data)
    report = u8.check(path)
    assert kinds(report) == expected
    same_as_cli(path, report)


def test_editorconfig_not_for_data(tmp_path):
    (tmp_path / ".editorconfig").write_text("[*]\ncharset = latin1\n")
    path = tmp_path / "a.txt"
    path.write_bytes(b"caf\xe9\n")
    assert kinds(u8.check(path)) == []
    # data in memory has no directory: it is read as UTF-8
    assert [f.kind for f in u8.check(path.read_bytes()).findings] == ["truncated"]
    assert [f.kind for f in u8.check(path, rules=False).findings] == ["truncated"]


def test_toml_allow_rules_and_root(tmp_path):
    (tmp_path / ".utf8-inspector.toml").write_text(
        'root = true\nallow = ["U+00A0"]\n[[rules]]\npaths = ["docs/**"]\nerror = ["bom"]\n')
    (tmp_path / "docs").mkdir()
    (tmp_path / "src").mkdir()
    nbsp = tmp_path / "nbsp.txt"
    nbsp.write_bytes("a\u00a0b\n".encode())
    assert kinds(u8.check(nbsp)) == []
    assert [f.kind for f in u8.check(nbsp, rules=False).findings] == ["nonstandard-space"]
    for folder, level in (("docs", "error"), ("src", "warning")):
        path = tmp_path / folder / "a.txt"
        path.write_bytes(b"\xef\xbb\xbfx\n")
        report = u8.check(path)
        assert kinds(report) == [("bom", level, 1, 1)]
        same_as_cli(path, report)
    (tmp_path / "docs" / ".utf8-inspector.toml").write_text("root = true\n")
    assert kinds(u8.check(tmp_path / "docs" / "a.txt")) == [("bom", "warning", 1, 1)]


@pytest.mark.parametrize("toml, where", [
    ('root = true\nalow = ["U+00A0"]\n', ".utf8-inspector.toml:2: key 'alow'"),
    ('[[rules]]\nerror = ["boom"]\n', ".utf8-inspector.toml:2: key 'rules.error'"),
    ('allow = ["NBSP"]\n', ".utf8-inspector.toml:1: key 'allow'"),
    ('allow = [\n', ".utf8-inspector.toml:"),
])
def test_a_bad_toml_file_is_named(tmp_path, toml, where):
    (tmp_path / ".utf8-inspector.toml").write_text(toml)
    path = tmp_path / "a.txt"
    path.write_bytes(b"ok\n")
    with pytest.raises(OSError) as raised:
        u8.check(path)
    assert where in str(raised.value)
    code, _, err = run_program("--check", str(path))
    assert code == 2 and where in err


@pytest.mark.parametrize("text, expected", [
    (b"x\x01y # utf8-inspector: allow control\n", []),
    (b"# utf8-inspector: allow U+0001\nx\x01y\n", []),
    (b"# utf8-inspector: allow control\n\nx\x01y\n",
     [("control", "warning", 3, 2), ("unused-allowance", "warning", 1, 25)]),
    (b"x\x01y # utf8-inspector: allow controls\n",
     [("control", "warning", 1, 2), ("bad-allowance", "error", 1, 29)]),
])
def test_inline_allowances(tmp_path, text, expected):
    path = tmp_path / "a.txt"
    path.write_bytes(text)
    report = u8.check(path)
    assert kinds(report) == expected
    assert report.valid
    same_as_cli(path, report)


def test_baseline_lists_only_new_findings(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"one\ntwo \xff\n")
    code, log, _ = run_program("--check", "--format=sarif", str(path))
    assert code == 1
    baseline = tmp_path / "base.sarif"
    baseline.write_bytes(log)
    path.write_bytes(b"zero\none \xfe\n  two   \xff\n")
    report = u8.check(path, baseline=baseline)
    assert kinds(report) == [("invalid-byte", "error", 2, 5)]
    assert report.errors == 1
    same_as_cli(path, report, "--baseline", str(baseline))
    path.write_bytes(b"zero\n  two   \xff\n")
    report = u8.check(path, baseline=baseline)
    assert kinds(report) == [] and report.valid
    assert len(u8.check(path).findings) == 1


def test_a_missing_baseline_is_an_error(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"ok\n")
    with pytest.raises(OSError) as raised:
        u8.check(path, baseline=tmp_path / "none.sarif")
    assert "none.sarif" in str(raised.value)
