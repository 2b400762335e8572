"""utf8inspector for pandas: the findings of a column of bytes as a DataFrame.

    >>> import pandas as pd
    >>> from utf8inspector.pandas import check_column
    >>> column = pd.Series([b"ok", b"caf\\xe9", None, b"\\xc0\\xaf"], name="city")
    >>> check_column(column)[["row", "offset", "kind", "level"]].values.tolist()
    [[1, 3, 'truncated', 'error'], [3, 0, 'overlong', 'error']]

Works with pandas 1.5 (Debian 12) and 2.2 (Debian 13).
"""

from __future__ import annotations

from typing import Any

import pandas as _pd

from . import check

COLUMNS = ["row", "offset", "length", "kind", "level", "message"]


def check_column(series: "_pd.Series", *, all: bool = False) -> "_pd.DataFrame":
    """Checks each value of a column of bytes (bytes, bytearray, memoryview; missing values are
    skipped) as ``utf8inspector.check`` does, and returns every finding as a row of a DataFrame
    with the columns ``row`` (the value's index label), ``offset``, ``length`` (in the value's
    bytes), ``kind``, ``level`` ("error" or "warning") and ``message``, in the column's order.

    A str value raises TypeError: a column of str is decoded already (read the file with
    ``dtype=bytes``, or encode the column first).
    """
    rows = []
    for label, value in series.items():
        if value is None or (not isinstance(value, (bytes, bytearray, memoryview, str))
                             and _pd.isna(value)):
            continue
        if isinstance(value, str):
            raise TypeError(f"check_column(): row {label!r} is str, not bytes: a column of text "
                            "is decoded already; give the bytes as they were read")
        for f in _findings(value, all):
            rows.append((label, f.offset, f.length, f.kind, f.level, f.message))
    frame = _pd.DataFrame.from_records(rows, columns=COLUMNS)
    return frame.astype({"offset": "int64", "length": "int64"})


def _findings(value: Any, all: bool):
    return check(value, all=all).findings
