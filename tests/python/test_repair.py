"""detect(), fix_mojibake(), decode_legacy() and strings(): what --detect --json,
--fix-mojibake, --decode --from and --strings --json of the built program say of the same files."""

import json

import pytest

import utf8inspector as u8
from conftest import cli_json_lines, run_program
from samples import SAMPLES

DETECTED = ["ascii", "latin1-text", "cp1251-text", "random-binary", "png-like",
            "lines-of-errors", "mojibake", "empty", "invalid-byte-utf16-bom"]


@pytest.mark.parametrize("name", DETECTED)
def test_detect_says_what_detect_json_says(sample_dir, name):
    (expected,) = cli_json_lines("--detect", "--json", str(sample_dir / name))
    expected.pop("file")
    assert u8.detect(sample_dir / name).fields == expected
    assert u8.detect(SAMPLES[name]).fields == expected


def test_detect_names_encoding_language_and_evidence():
    d = u8.detect(SAMPLES["cp1251-text"])
    assert (d.kind, d.encoding, d.language) == ("legacy", "Windows-1251", "Russian")
    assert 0.5 < d.confidence <= 1 and d.evidence and d.candidates[0] == "Windows-1251"
    assert u8.detect(b"plain").kind == "utf-8"


# UTF-8 text, which --fix-mojibake repairs run by run as fix_mojibake() does (a file that the
# detector calls another encoding's text it converts whole: that is decode_legacy()).
FIXED = ["mojibake", "ascii", "c1-and-replacement", "confusable"]


@pytest.mark.parametrize("name", FIXED)
def test_fix_mojibake_gives_the_text_of_fix_mojibake(sample_dir, name):
    code, out, _ = run_program("--fix-mojibake", str(sample_dir / name))
    fixed = u8.fix_mojibake(SAMPLES[name])
    assert fixed.text.encode("utf-8", "surrogateescape") == out
    assert fixed.changed == (code == 0)


def test_fix_mojibake_repairs_text_with_its_chain_and_evidence():
    fixed = u8.fix_mojibake("Caf\u00c3\u00a9 cr\u00c3\u00a8me")
    assert fixed.text == "Café crème" and fixed.changed
    assert [(r.original, r.repaired, r.offset) for r in fixed.repairs] == [
        ("\u00c3\u00a9", "é", 3), ("\u00c3\u00a8", "è", 10)]
    for repair in fixed.repairs:
        assert repair.source == "UTF-8" and repair.chain == ["Windows-1252"] and repair.applied
        assert repair.evidence and "Windows-1252" in repair.description


def test_decode_legacy_converts_as_decode_from(sample_dir):
    path = sample_dir / "cp1251-text"
    code, out, _ = run_program("--decode", "--from", "windows-1251", str(path))
    assert code == 0
    assert u8.decode_legacy(path.read_bytes(), "windows-1251").text == out.decode("utf-8")
    auto = u8.decode_legacy(SAMPLES["cp1251-text"])
    assert auto.encoding == "Windows-1251" and auto.text == out.decode("utf-8")
    assert auto.detection is not None and auto.detection.language == "Russian"


def test_decode_legacy_counts_undefined_bytes():
    text = u8.decode_legacy(b"abc \x81 def", "windows-1252")
    assert text.undefined_bytes == 1 and text.first_undefined == 4


def test_decode_legacy_refuses_an_unknown_encoding_and_binary_data():
    with pytest.raises(ValueError, match="no encoding named 'klingon'"):
        u8.decode_legacy(b"abc", "klingon")
    with pytest.raises(ValueError, match="not text"):
        u8.decode_legacy(SAMPLES["png-like"])


def test_decode_legacy_auto_reads_utf8_as_utf8():
    assert u8.decode_legacy("grüße".encode()).text == "grüße"


STRINGS_CASES = {
    "utf-8": ["utf-8"],
    "utf-16le": ["utf-16le"],
    "all": ["utf-8", "utf-16le", "utf-16be"],
}


@pytest.mark.parametrize("case", sorted(STRINGS_CASES))
def test_strings_are_those_of_strings_json(tmp_path, case):
    data = (b"\x00\x01ELF\x02" + "Grüße aus Köln".encode() + b"\x00\xff\xfe" +
            "wide text".encode("utf-16le") + b"\x00\x00" + "big end".encode("utf-16be") +
            b"\x00ab\x00" + "Привет мир".encode())
    path = tmp_path / "blob.bin"
    path.write_bytes(data)
    encodings = STRINGS_CASES[case]
    expected = cli_json_lines("--strings", "--json", "--min", "5", "--encoding",
                              ",".join(encodings), str(path))
    for e in expected:
        e.pop("file")
    found = u8.strings(path, min=5, encodings=encodings)
    assert [{k: getattr(s, k) for k in s.__slots__} for s in found] == expected
    assert found and [vars_of(s) for s in u8.strings(data, 5, encodings)] == [vars_of(s)
                                                                              for s in found]


def vars_of(s):
    return {k: getattr(s, k) for k in s.__slots__}


def test_strings_refuses_an_unknown_encoding_and_a_zero_minimum():
    with pytest.raises(ValueError, match="no encoding named"):
        u8.strings(b"abcdef", encodings=["ebcdic"])
    with pytest.raises(ValueError, match="at least 1"):
        u8.strings(b"abcdef", min=0)


def test_text_where_bytes_are_needed_is_a_type_error():
    for call in (u8.decode, lambda s: u8.decode_legacy(s, "cp437")):
        with pytest.raises(TypeError):
            call("text")
    # fix_mojibake takes text; detect, strings and check take a str as a path.
    with pytest.raises(FileNotFoundError):
        u8.detect("no/such/file")


def test_help_shows_docstrings():
    for f in (u8.check, u8.iter_findings, u8.decode, u8.detect, u8.fix_mojibake,
              u8.decode_legacy, u8.strings):
        assert f.__doc__ and len(f.__doc__) > 80, f.__name__
    assert "check" in u8.__doc__
    assert json.dumps(u8.encodings()) and "Windows-1252" in u8.encodings()
