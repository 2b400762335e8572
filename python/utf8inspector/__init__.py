"""utf8inspector: which bytes of a file are not UTF-8, why, and what the fix is.

The engine of UTF-8 Inspector (its C++ codec) for Python. Data is any object with the buffer
protocol (bytes, bytearray, memoryview, mmap, numpy arrays); a path is a str or an os.PathLike.
The work runs with the GIL released.

    >>> import utf8inspector
    >>> report = utf8inspector.check(b"caf\\xe9 ok\\n")
    >>> report.valid, [(f.kind, f.line, f.column) for f in report.findings]
    (False, [('truncated', 1, 4)])

- ``check(data_or_path, *, all=False)``: every finding, as ``utf8-inspector --check --json``;
- ``iter_findings(path, *, all=False)``: the same, one by one, in bounded memory;
- ``decode(data, errors="replace")``: exactly ``bytes.decode("utf-8", errors)``;
- ``detect(data_or_path)``: UTF-8, a legacy encoding (with its language and evidence) or binary;
- ``fix_mojibake(text_or_bytes)``: "CafÃ©" repaired to "Café", with each repair's chain;
- ``decode_legacy(data, encoding="auto")``: text in a legacy encoding, as str;
- ``strings(data_or_path, min=4, encodings=("utf-8",))``: the runs of text in binary data.

``utf8inspector.pandas.check_column`` checks a column of bytes; ``utf8inspector.dask.check_files``
checks many files on a Dask cluster.
"""

from __future__ import annotations

import os
from typing import Any, Iterator, List, Optional, Sequence, Union

from . import _native
from ._report import (Detection, Finding, FoundString, LegacyText, MojibakeFix, Repair, Report,
                      findings_from_lines, path_or_none, report_from_lines)

__all__ = ["check", "iter_findings", "decode", "detect", "fix_mojibake", "decode_legacy",
           "strings", "encodings", "Report", "Finding", "Detection", "Repair", "MojibakeFix",
           "LegacyText", "FoundString"]

PathLike = Union[str, "os.PathLike[str]"]


def check(data_or_path: Any, *, all: bool = False, rules: bool = True,
          baseline: Optional[PathLike] = None) -> Report:
    """Checks data or a file for ill-formed UTF-8 and the notices of ``--check``.

    Returns a Report: ``valid``, the counts, ``findings`` (each with ``kind``, ``level``,
    ``offset``, ``length``, ``line``, ``column``, ``bytes`` and ``message`` exactly as
    ``utf8-inspector --check --json`` writes them) and ``detected`` (what a file that is not UTF-8
    likely is). A binary file lists its first 10 findings unless ``all=True`` (as ``--all``).

    A file given by its path follows the project's rules, as ``--check`` does: its
    ``.editorconfig`` charset, the ``.utf8-inspector.toml`` files above it and its inline
    allowances (``rules=False`` is ``--no-config``); ``baseline`` is a SARIF log of an earlier
    run, of which only new findings are listed and counted (``--baseline``).

    A str is a path: give text as bytes. Raises OSError with the path for a file that cannot be
    read (or a bad rule file or baseline, with its file, line and key), TypeError for an object
    that is neither data nor a path.
    """
    return report_from_lines(
        _native.check_json(data_or_path, bool(all), bool(rules),
                           None if baseline is None else os.fspath(baseline)),
        path_or_none(data_or_path))


def iter_findings(path: PathLike, *, all: bool = False, rules: bool = True) -> Iterator[Finding]:
    """The findings of ``check(path)``, one at a time, as the check goes on.

    Memory stays bounded whatever the size of the file: a file of 100 GB with a billion errors is
    read once, and findings wait for the reader (a thousand at most). Stopping early stops the
    check. Raises OSError with the path for a file that cannot be read.
    """
    if path_or_none(path) is None:
        raise TypeError("iter_findings() needs a path (str or os.PathLike); "
                        "check() takes data in memory")
    return findings_from_lines(_native.CheckStream(path, bool(all), bool(rules)), os.fspath(path))


def decode(data: Any, errors: str = "replace") -> str:
    """Decodes UTF-8 data to str: exactly ``bytes(data).decode("utf-8", errors)``.

    ``errors`` is one of CPython's handlers ``"replace"`` (one U+FFFD per maximal subpart),
    ``"strict"`` (UnicodeDecodeError with the same ``start``, ``end`` and reason as CPython's),
    ``"ignore"``, ``"backslashreplace"`` or ``"surrogateescape"``; another name raises
    LookupError. A str raises TypeError: it is decoded already.
    """
    return _native.decode(data, errors)


def detect(data_or_path: Any) -> Detection:
    """What data or a file is, as ``utf8-inspector --detect``: UTF-8 (with or without errors),
    text in a legacy encoding (its ``encoding``, ``language``, ``confidence``, ``candidates`` and
    ``evidence``) or binary data (``binary_type``)."""
    return Detection(_native.detect(data_or_path))


def fix_mojibake(text_or_bytes: Union[str, Any]) -> MojibakeFix:
    """Repairs mojibake ("CafÃ©" to "Café"), run by run, as ``--fix-mojibake`` does.

    Takes text (str) or UTF-8 bytes. Returns a MojibakeFix: ``text`` repaired, and ``repairs``,
    each with its ``chain`` of wrong decodings, ``original``, ``repaired`` and ``evidence``.
    Offsets count the UTF-8 bytes of the input. Ill-formed bytes inside the text are read as
    the legacy text of a field another program wrote (a repair of its own); text that is in
    another encoding as a whole is ``decode_legacy()``'s (``--fix-mojibake`` converts such a file
    whole).
    """
    if isinstance(text_or_bytes, str):
        text_or_bytes = text_or_bytes.encode("utf-8", "surrogateescape")
    text, repairs, changed = _native.fix_mojibake(text_or_bytes)
    return MojibakeFix(text, [Repair(r) for r in repairs], changed)


def decode_legacy(data: Any, encoding: str = "auto") -> LegacyText:
    """Decodes data written in a legacy encoding, as ``--decode --from``.

    ``encoding`` is a name such as ``"windows-1251"``, ``"cp437"``, ``"shift_jis"`` (see
    ``encodings()``), or ``"auto"``: the encoding ``detect()`` finds (UTF-8 text is decoded as
    UTF-8, with U+FFFD for ill-formed bytes). Raises ValueError for an unknown encoding, or for
    binary data with "auto", TypeError for a str (it is decoded already).
    """
    return LegacyText(_native.decode_legacy(data, encoding))


def strings(data_or_path: Any, min: int = 4,
            encodings: Sequence[str] = ("utf-8",)) -> List[FoundString]:
    """The runs of text of at least ``min`` characters in data or a file, in order, as
    ``utf8-inspector --strings`` finds them; ``encodings`` from "utf-8", "utf-16le",
    "utf-16be"."""
    if isinstance(encodings, str):
        encodings = [encodings]
    return [FoundString(s) for s in _native.strings(data_or_path, min, list(encodings))]


def encodings() -> List[str]:
    """The legacy encodings ``decode_legacy()`` knows."""
    return _native.encodings()
