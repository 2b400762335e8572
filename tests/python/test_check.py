"""check() and iter_findings(): the findings and the summary of --check --json, from the same
engine, on data and on files, with Python's exceptions for bad input."""

import mmap
import os
import pathlib

import numpy
import pytest

import utf8inspector as u8
from conftest import cli_json_lines
from samples import SAMPLES


def cli_check(path, *extra):
    lines = cli_json_lines("--check", "--json", *extra, str(path))
    findings = [line for line in lines if "valid" not in line and "total" not in line]
    summaries = [line for line in lines if "valid" in line]
    assert len(summaries) == 1, lines
    return findings, summaries[0]


def without_file(fields):
    return {k: v for k, v in fields.items() if k != "file"}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_findings_of_a_file_equal_check_json(sample_dir, name):
    path = sample_dir / name
    findings, summary = cli_check(path)
    report = u8.check(path)
    assert [f.fields for f in report.findings] == findings
    assert report.summary == without_file(summary)
    assert report.path == str(path)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_findings_of_data_equal_those_of_its_file(sample_dir, name):
    findings, summary = cli_check(sample_dir / name)
    report = u8.check(SAMPLES[name])
    assert [without_file(f.fields) for f in report.findings] == [without_file(f) for f in findings]
    assert report.summary == without_file(summary)
    assert report.path is None


@pytest.mark.parametrize("name", ["random-binary", "png-like", "lines-of-errors"])
def test_all_lists_what_binary_files_summarise(sample_dir, name):
    findings, summary = cli_check(sample_dir / name, "--all")
    report = u8.check(sample_dir / name, all=True)
    assert [f.fields for f in report.findings] == findings
    assert report.summary == without_file(summary)


def test_finding_attributes_are_the_json_fields():
    report = u8.check(b"\xef\xbb\xbfok \xc0\xaf\n")
    bom, overlong = report.findings
    assert (bom.kind, bom.level, bom.is_notice) == ("bom", "warning", True)
    assert (bom.offset, bom.length, bom.line, bom.column, bom.bytes) == (0, 3, 1, 1, "EF BB BF")
    assert (overlong.kind, overlong.level, overlong.is_notice) == ("overlong", "error", False)
    assert (overlong.offset, overlong.length, overlong.line, overlong.column) == (6, 2, 1, 5)
    assert overlong.bytes == "C0 AF"
    assert overlong.decodes_to == "U+002F"
    assert overlong.message == overlong.fields["message"] and "U+002F" in overlong.message
    assert report.valid is False
    assert (report.errors, report.warnings) == (1, 1)
    assert report.diagnostics["overlong"] == 1 and report.notices["bom"] == 1


def test_valid_text_has_no_findings_and_no_verdict():
    report = u8.check("grüße, 👋\n".encode())
    assert report.valid and report.findings == [] and report.detected is None
    assert report.characters == 9 and report.sequences == [6, 2, 0, 1]


def test_detected_names_text_in_another_encoding():
    report = u8.check(SAMPLES["cp1251-text"])
    assert not report.valid
    assert report.detected is not None and "Windows-1251" in report.detected


BUFFERS = {
    "bytes": lambda b: b,
    "bytearray": bytearray,
    "memoryview": memoryview,
    "numpy-uint8": lambda b: numpy.frombuffer(b, dtype=numpy.uint8),
    "memoryview-slice": lambda b: memoryview(b"xx" + b + b"yy")[2:-2],
}


@pytest.mark.parametrize("kind", sorted(BUFFERS))
def test_any_buffer_is_data(kind):
    data = SAMPLES["truncated-inside"]
    expected = [f.fields for f in u8.check(data).findings]
    assert [f.fields for f in u8.check(BUFFERS[kind](data)).findings] == expected


def test_mmap_is_data(sample_dir):
    with open(sample_dir / "overlong", "rb") as f, mmap.mmap(f.fileno(), 0,
                                                          access=mmap.ACCESS_READ) as m:
        assert [x.kind for x in u8.check(m).findings] == ["overlong"]
        assert u8.decode(m) == SAMPLES["overlong"].decode("utf-8", "replace")


def test_paths_are_str_and_pathlike(sample_dir):
    as_str = u8.check(str(sample_dir / "overlong"))
    as_path = u8.check(pathlib.Path(sample_dir / "overlong"))
    assert [f.fields for f in as_str.findings] == [f.fields for f in as_path.findings]
    assert len(as_str.findings) == 1


def test_a_missing_file_is_an_oserror_with_its_path(tmp_path):
    missing = tmp_path / "no such file.txt"
    with pytest.raises(FileNotFoundError) as caught:
        u8.check(missing)
    assert caught.value.filename == str(missing)
    with pytest.raises(FileNotFoundError):
        list(u8.iter_findings(missing))


def test_a_directory_is_an_oserror_with_its_path(tmp_path):
    with pytest.raises(IsADirectoryError) as caught:
        u8.check(tmp_path)
    assert caught.value.filename == str(tmp_path)


def test_a_device_is_refused_with_its_path():
    with pytest.raises(OSError) as caught:
        u8.check("/dev/zero")
    assert caught.value.filename == "/dev/zero" and "device" in caught.value.strerror


@pytest.mark.parametrize("bad", [42, 3.5, None, ["a"]])
def test_what_is_neither_data_nor_path_is_a_type_error(bad):
    with pytest.raises(TypeError):
        u8.check(bad)


def test_iter_findings_gives_the_findings_of_check(sample_dir):
    path = sample_dir / "lines-of-errors"
    streamed = list(u8.iter_findings(path))
    assert [f.fields for f in streamed] == [f.fields for f in u8.check(path).findings]
    assert len(streamed) == 600


def test_iter_findings_streams_a_large_file_and_stops_early(tmp_path):
    path = tmp_path / "many-errors.txt"
    line = b"fine text, then a stray \x80 byte and a cut \xe2\x82\n"
    with open(path, "wb") as f:
        for _ in range(20):
            f.write(line * 10000)
    count = sum(1 for _ in u8.iter_findings(path))
    findings, summary = cli_check(path)
    assert count == len(findings) == 400000
    first = u8.iter_findings(path)
    taken = [next(first) for _ in range(3)]
    assert [f.offset for f in taken] == [24, 41, 24 + len(line)]
    first.close()  # the check on its thread stops at its next line


def test_iter_findings_needs_a_path():
    with pytest.raises(TypeError):
        u8.iter_findings(b"\xff")
