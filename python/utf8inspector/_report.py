"""The objects utf8inspector's functions return: plain Python, built from what the codec gives."""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Iterable, List, Optional


class Finding:
    """One finding of ``--check``: an ill-formed group (an error) or a run of notices.

    Its attributes are the fields of ``utf8-inspector --check --json``, by the same names, with
    ``kind`` for errors and notices alike (the JSON says ``notice`` for a notice) and ``level``
    for both (``"error"``, or ``"warning"`` for a notice). ``fields`` is the JSON object itself.
    """

    __slots__ = ("kind", "level", "offset", "length", "line", "column", "bytes", "message",
                 "replacements", "count", "decodes_to", "is_notice", "fields")

    def __init__(self, fields: Dict[str, Any]) -> None:
        self.fields = fields
        self.is_notice = "notice" in fields
        self.kind: str = fields["notice"] if self.is_notice else fields["kind"]
        self.level: str = fields.get("level", "error")
        self.offset: int = fields["offset"]
        self.length: int = fields["length"]
        self.line: int = fields["line"]
        self.column: int = fields["column"]
        self.bytes: str = fields["bytes"]
        self.message: str = fields["message"]
        self.replacements: int = fields["replacements"]
        self.count: int = fields.get("count", 1)
        self.decodes_to: Optional[str] = fields.get("decodes_to")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Finding) and other.fields == self.fields

    def __hash__(self) -> int:
        return hash((self.offset, self.kind))

    def __repr__(self) -> str:
        return (f"<Finding {self.level} {self.kind} at {self.line}:{self.column} "
                f"(offset {self.offset}): {self.message}>")


class Report:
    """What ``check()`` found in data or a file: its findings and its summary.

    ``valid`` says whether it is well-formed UTF-8. The counts are the summary fields of
    ``--check --json`` by the same names (``bytes``, ``characters``, ``sequences``,
    ``diagnostics`` and ``notices`` by kind, ``replacements``, ...); ``errors`` and ``warnings``
    add them up. ``detected`` is what a file that is not UTF-8 likely is ("Windows-1251 text
    (Russian)", "binary data (PNG image)"), or None. ``summary`` is the JSON object itself.
    """

    def __init__(self, path: Optional[str], findings: List[Finding],
                 summary: Dict[str, Any]) -> None:
        self.path = path
        self.findings = findings
        self.summary = summary
        self.valid: bool = summary["valid"]
        self.bytes: int = summary["bytes"]
        self.characters: int = summary["characters"]
        self.sequences: List[int] = summary["sequences"]
        self.diagnostics: Dict[str, int] = summary["diagnostics"]
        self.notices: Dict[str, int] = summary["notices"]
        self.replacements: int = summary["replacements"]
        self.notice_errors: int = summary.get("notice_errors", 0)
        self.listed: int = summary["listed"]
        self.unlisted: int = summary["unlisted"]
        self.binary: bool = summary.get("binary", False)
        self.detected: Optional[str] = summary.get("likely")

    @property
    def errors(self) -> int:
        """Ill-formed groups (and notices made errors)."""
        return sum(self.diagnostics.values()) + self.notice_errors

    @property
    def warnings(self) -> int:
        """Notices that are warnings."""
        return sum(self.notices.values()) - self.notice_errors

    def __repr__(self) -> str:
        what = "valid UTF-8" if self.valid else "not valid UTF-8"
        return (f"<Report {what}: {self.bytes} bytes, {self.errors} errors, "
                f"{self.warnings} warnings>")


def _unreadable(fields: Dict[str, Any], path: Optional[str]) -> OSError:
    import errno
    return OSError(errno.EIO, fields["error"], path)


def report_from_lines(lines: Iterable[str], path: Optional[str]) -> Report:
    """The Report of one file from its ``--check --json`` lines."""
    findings: List[Finding] = []
    for line in lines:
        fields = json.loads(line)
        if "error" in fields:
            raise _unreadable(fields, path)
        if "valid" in fields:
            return Report(path, findings, {k: v for k, v in fields.items() if k != "file"})
        findings.append(Finding(fields))
    raise RuntimeError("utf8inspector: the check ended without a summary")


def findings_from_lines(lines: Iterable[str], path: Optional[str]):
    """The Findings of one file's ``--check --json`` lines, one by one."""
    for line in lines:
        fields = json.loads(line)
        if "error" in fields:
            raise _unreadable(fields, path)
        if "valid" not in fields:
            yield Finding(fields)


class Detection:
    """What ``detect()`` says, as ``--detect --json``: ``kind`` (its ``class``: "utf-8",
    "utf-8-with-errors", "legacy", "binary", "empty"), ``verdict`` in words, ``encoding``,
    ``language``, ``confidence`` (0 to 1), ``binary_type``, ``same_reading`` (encodings that read
    the bytes as the same text), ``candidates`` (the encoding, then those) and ``evidence``
    (sentences, most telling first)."""

    def __init__(self, fields: Dict[str, Any]) -> None:
        self.fields = fields
        self.kind: str = fields["class"]
        self.verdict: str = fields["verdict"]
        self.encoding: str = fields["encoding"]
        self.language: str = fields["language"]
        self.confidence: float = fields["confidence"]
        self.binary_type: str = fields["binary_type"]
        self.same_reading: List[str] = fields["same_reading"]
        self.evidence: List[str] = fields["evidence"]
        self.candidates: List[str] = ([self.encoding] if self.encoding else []) + self.same_reading

    def __repr__(self) -> str:
        return f"<Detection {self.verdict}, confidence {self.confidence:.2f}>"


class Repair:
    """One repair of ``fix_mojibake()``: the ``chain`` of wrong decodings it undid (``source``
    first, then each charset the text was wrongly decoded as; ``description`` in words), the
    ``original`` and ``repaired`` text, the ``evidence``, where (``offset``, ``length`` in the
    input's UTF-8 bytes) and whether it was ``applied``, ``lossy`` or ``ambiguous`` (readings
    that give other text: each of the ``alternatives`` has its ``chain`` and ``repaired`` text,
    and the run is left as it is)."""

    def __init__(self, fields: Dict[str, Any]) -> None:
        self.fields = fields
        for key, value in fields.items():
            setattr(self, key, value)

    def __repr__(self) -> str:
        return f"<Repair {self.original!r} -> {self.repaired!r}: {self.description}>"


class MojibakeFix:
    """The result of ``fix_mojibake()``: ``text`` repaired, ``repairs`` made, ``changed``."""

    def __init__(self, text: str, repairs: List[Repair], changed: bool) -> None:
        self.text = text
        self.repairs = repairs
        self.changed = changed

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<MojibakeFix {len(self.repairs)} repairs: {self.text[:60]!r}>"


class LegacyText:
    """The result of ``decode_legacy()``: the ``text``, the ``encoding`` it was read as,
    ``undefined_bytes`` (bytes the encoding leaves undefined, each now U+FFFD) and the offset of
    the first (``first_undefined``), and for "auto" the ``detection``."""

    def __init__(self, fields: Dict[str, Any]) -> None:
        self.text: str = fields["text"]
        self.encoding: str = fields["encoding"]
        self.undefined_bytes: int = fields["undefined_bytes"]
        self.first_undefined: Optional[int] = fields["first_undefined"]
        detected = fields.get("detected")
        self.detection: Optional[Detection] = Detection(detected) if detected else None

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<LegacyText {self.encoding}: {self.text[:60]!r}>"


class FoundString:
    """A string that ``strings()`` found: ``offset`` and ``length`` in bytes, ``characters``,
    ``encoding`` ("utf-8", "utf-16le", "utf-16be"), ``scripts`` and ``text``, as
    ``--strings --json``."""

    __slots__ = ("offset", "length", "characters", "encoding", "scripts", "text")

    def __init__(self, fields: Dict[str, Any]) -> None:
        for key in self.__slots__:
            setattr(self, key, fields[key])

    def __repr__(self) -> str:
        return f"<FoundString {self.encoding} at {self.offset}: {self.text!r}>"


def path_or_none(data_or_path: Any) -> Optional[str]:
    """The path a check() argument names, or None for data."""
    if isinstance(data_or_path, str) or (
            hasattr(data_or_path, "__fspath__") and not isinstance(data_or_path, (bytes, bytearray))):
        return os.fspath(data_or_path)
    return None
