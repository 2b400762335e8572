"""utf8inspector.pandas.check_column: a column's findings as a DataFrame, row by row."""

import pandas as pd
import pytest

import utf8inspector as u8
from utf8inspector.pandas import check_column


def test_findings_of_a_column_with_their_rows():
    column = pd.Series([b"fine", b"caf\xe9", None, bytearray(b"\xc0\xaf and \xef\xbb\xbf"),
                        float("nan")], index=[10, 11, 12, 13, 14])
    frame = check_column(column)
    assert list(frame.columns) == ["row", "offset", "length", "kind", "level", "message"]
    assert frame[["row", "offset", "length", "kind", "level"]].values.tolist() == [
        [11, 3, 1, "truncated", "error"],
        [13, 0, 2, "overlong", "error"],
        [13, 7, 3, "zwnbsp", "warning"],
    ]
    assert frame["message"].tolist() == [f.message for v in (b"caf\xe9", b"\xc0\xaf and \xef\xbb\xbf")
                                         for f in u8.check(v).findings]


def test_a_clean_column_gives_an_empty_frame_with_the_columns():
    frame = check_column(pd.Series([b"a", b"b"]))
    assert frame.empty and list(frame.columns) == ["row", "offset", "length", "kind", "level",
                                                   "message"]


def test_a_column_of_str_is_a_type_error():
    with pytest.raises(TypeError, match="str, not bytes"):
        check_column(pd.Series(["text"]))
