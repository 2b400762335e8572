"""utf8inspector on a Dask cluster: check many files, or large files in pieces, on its workers.

    >>> from distributed import Client, LocalCluster
    >>> from utf8inspector.dask import check_files
    >>> with LocalCluster(n_workers=2, processes=True) as cluster, Client(cluster) as client:
    ...     reports = check_files("exports/*.csv", client)           # or "s3://bucket/*.csv"
    ...     bad = [(r.path, f.line, f.kind) for r in reports for f in r.findings]

The same code runs on a cluster of many machines: give ``Client("tcp://scheduler:8786")``
instead of the local cluster, and paths that every worker can read (a shared file system, or an
fsspec URL such as ``s3://``, ``gs://``, ``hdfs://`` with its fsspec package installed on the
workers). Without a client, the checks run on threads of this process (the GIL is released).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import dask
import fsspec

from . import _native
from ._report import Finding, Report, report_from_lines

#: Files larger than this are checked in pieces of about this size, cut after a line feed.
CHUNK_BYTES = 64 << 20
#: How much of a file the encoding detector reads (charsets::kDetectionHead).
_HEAD_BYTES = 1 << 20


def check_files(paths: Union[str, Sequence[str]], client: Any = None, *, all: bool = False,
                chunk_bytes: int = CHUNK_BYTES) -> List[Report]:
    """Checks files on a Dask cluster and returns their Reports in the order of ``paths``.

    ``paths`` is a list of paths or fsspec URLs, or one glob (``"logs/*.txt"``,
    ``"s3://bucket/exports/*.csv"``). Each file is checked as ``utf8inspector.check`` checks it;
    a file larger than ``chunk_bytes`` whose start the encoding detector reads as UTF-8 (with or
    without errors) is checked in pieces cut after line feeds, one task each, and its findings are
    gathered with their offsets, lines and counts in the whole file: the same findings as
    ``utf8-inspector --check --json`` on one machine. ``client`` is a ``distributed.Client``; None
    runs the tasks on threads here.
    """
    files = _expand(paths)
    tasks: List[Any] = []
    spans: List[Tuple[int, int]] = []
    for fs, path in files:
        pieces = _pieces(fs, path, chunk_bytes)
        spans.append((len(tasks), len(pieces)))
        tasks += [dask.delayed(_check_piece, pure=True)(fs, path, start, end, all)
                  for start, end in pieces]
    if client is None:
        results = dask.compute(*tasks, scheduler="threads") if tasks else ()
    else:
        results = client.gather(client.compute(tasks)) if tasks else []
    return [_merge(name, results[first:first + count])
            for (fs, name), (first, count) in zip(files, spans)]


def _expand(paths: Union[str, Sequence[str]]) -> List[Tuple[Any, str]]:
    if isinstance(paths, str):
        fs, _, found = fsspec.get_fs_token_paths(paths)
        if not found:
            raise FileNotFoundError(2, "no file matches", paths)
        return [(fs, _named(fs, p, paths)) for p in sorted(found)]
    out = []
    for p in paths:
        fs, _, (resolved,) = fsspec.get_fs_token_paths(p)
        out.append((fs, resolved if _is_local(fs) else p))
    return out


def _named(fs: Any, path: str, pattern: str) -> str:
    if _is_local(fs):
        return path
    protocol = pattern.split("://", 1)[0]
    return path if "://" in path else f"{protocol}://{path}"


def _is_local(fs: Any) -> bool:
    return "file" in (fs.protocol if isinstance(fs.protocol, tuple) else (fs.protocol,))


def _pieces(fs: Any, path: str, chunk_bytes: int) -> List[Tuple[int, Optional[int]]]:
    """(start, end) of each task's nominal byte range; (0, None) for the whole file."""
    try:
        size = fs.size(path)
    except FileNotFoundError:
        raise FileNotFoundError(2, "No such file or directory", path) from None
    if size is None or size <= chunk_bytes:
        return [(0, None)]
    with fs.open(path, "rb") as f:
        head = f.read(_HEAD_BYTES)
    # Only files whose start reads as UTF-8 are cut: for them --check names no other encoding and
    # does not summarise the file as binary data, which are decisions about the whole file.
    if _native.detect(head)["class"] not in ("utf-8", "utf-8-with-errors"):
        return [(0, None)]
    return [(start, min(start + chunk_bytes, size)) for start in range(0, size, chunk_bytes)]


def _read_piece(f: Any, start: int, end: int) -> Tuple[int, bytes]:
    """The bytes from the first line start at or after `start` to the first line start at or
    after `end` (so every line falls in exactly one piece), with where they begin."""
    begin = start
    if start > 0:
        f.seek(start - 1)
        skipped = f.readline()  # the rest of a line that started before
        begin = start - 1 + len(skipped)
    f.seek(begin)
    data = f.read(max(0, end - begin))
    if data and end > begin and not data.endswith(b"\n"):
        data += f.readline()
    return begin, data


def _check_piece(fs: Any, path: str, start: int, end: Optional[int], all: bool):
    """One task: the --check --json lines of a whole file, or of one piece of it (with a line feed
    before a piece that does not start the file, so that its first character is judged as one
    inside the file is: a U+FEFF there is no byte order mark)."""
    if end is None:
        if _is_local(fs):
            return 0, 0, list(_native.check_json(path, all))
        with fs.open(path, "rb") as f:
            data = f.read()
        return 0, 0, list(_native.check_json(data, all))
    with fs.open(path, "rb") as f:
        begin, data = _read_piece(f, start, end)
    if begin > 0:
        return begin, data.count(b"\n"), list(_native.check_json(b"\n" + data, True))
    return begin, data.count(b"\n"), list(_native.check_json(data, True))


def _merge(path: str, pieces: Sequence[Tuple[int, int, List[str]]]) -> Report:
    if len(pieces) == 1 and pieces[0][0] == 0:
        report = report_from_lines(pieces[0][2], path)
        for f in report.findings:
            f.fields["file"] = path
        return report
    # --check lists a file's ill-formed groups and character notices first, then its deceptive
    # text: the pieces' findings are put in that order.
    deceptive_kinds = set(_native.deceptive_notices())
    items: List[Finding] = []
    deceptive: List[Finding] = []
    summary: Dict[str, Any] = {}
    lines_before = 0
    for begin, line_feeds, lines in pieces:
        part = report_from_lines(lines, path)
        shift = 1 if begin > 0 else 0  # the line feed put before the piece
        for f in part.findings:
            fields = dict(f.fields, file=path, offset=f.offset - shift + begin,
                          line=f.line - shift + lines_before)
            (deceptive if f.is_notice and f.kind in deceptive_kinds else items).append(
                Finding(fields))
        _add(summary, part.summary, shift)
        lines_before += line_feeds
    findings = items + deceptive
    summary["valid"] = sum(summary["diagnostics"].values()) == 0
    summary["listed"] = len(findings)
    return Report(path, findings, summary)


def _add(total: Dict[str, Any], part: Dict[str, Any], shift: int) -> None:
    part = dict(part)
    part["bytes"] -= shift
    part["characters"] -= shift
    part["sequences"] = [part["sequences"][0] - shift] + part["sequences"][1:]
    if not total:
        total.update(part)
        return
    for key, value in part.items():
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            total[key] = total.get(key, 0) + value
        elif isinstance(value, list):
            total[key] = [a + b for a, b in zip(total[key], value)]
        elif isinstance(value, dict):
            total[key] = {k: total[key].get(k, 0) + v for k, v in value.items()}
