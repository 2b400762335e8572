# Type stub of utf8inspector (see __init__.py for what each function does).
import os
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union

_Data = Any  # an object with the buffer protocol: bytes, bytearray, memoryview, mmap, numpy
_Path = Union[str, os.PathLike[str]]

class Finding:
    kind: str
    level: str
    offset: int
    length: int
    line: int
    column: int
    bytes: str
    message: str
    replacements: int
    count: int
    decodes_to: Optional[str]
    is_notice: bool
    fields: Dict[str, Any]

class Report:
    path: Optional[str]
    findings: List[Finding]
    summary: Dict[str, Any]
    valid: bool
    bytes: int
    characters: int
    sequences: List[int]
    diagnostics: Dict[str, int]
    notices: Dict[str, int]
    replacements: int
    notice_errors: int
    listed: int
    unlisted: int
    binary: bool
    detected: Optional[str]
    @property
    def errors(self) -> int: ...
    @property
    def warnings(self) -> int: ...

class Detection:
    fields: Dict[str, Any]
    kind: str
    verdict: str
    encoding: str
    language: str
    confidence: float
    binary_type: str
    same_reading: List[str]
    candidates: List[str]
    evidence: List[str]

class Repair:
    fields: Dict[str, Any]
    kind: str
    offset: int
    length: int
    repaired_offset: int
    repaired_length: int
    source: str
    chain: List[str]
    description: str
    original: str
    repaired: str
    evidence: str
    lossy: bool
    ambiguous: bool
    alternatives: List[Dict[str, Any]]
    alike: List[str]
    applied: bool

class MojibakeFix:
    text: str
    repairs: List[Repair]
    changed: bool

class LegacyText:
    text: str
    encoding: str
    undefined_bytes: int
    first_undefined: Optional[int]
    detection: Optional[Detection]

class FoundString:
    offset: int
    length: int
    characters: int
    encoding: str
    scripts: List[str]
    text: str

def check(data_or_path: Union[_Data, _Path], *, all: bool = ..., rules: bool = ...,
          baseline: Optional[_Path] = ...) -> Report: ...
def iter_findings(path: _Path, *, all: bool = ..., rules: bool = ...) -> Iterator[Finding]: ...
def decode(data: _Data, errors: str = ...) -> str: ...
def detect(data_or_path: Union[_Data, _Path]) -> Detection: ...
def fix_mojibake(text_or_bytes: Union[str, _Data]) -> MojibakeFix: ...
def decode_legacy(data: _Data, encoding: str = ...) -> LegacyText: ...
def strings(data_or_path: Union[_Data, _Path], min: int = ...,
            encodings: Sequence[str] = ...) -> List[FoundString]: ...
def encodings() -> List[str]: ...
