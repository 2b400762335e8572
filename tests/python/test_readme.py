"""The Python examples of the README (its "## Python" section) and of docs/python.md run as they
are written: each ```python block is executed, with the built package, and what it prints is what
its comments show."""

import os
import re

import pytest

from conftest import SOURCE_DIR


def read(name):
    with open(os.path.join(SOURCE_DIR, name), encoding="utf-8") as f:
        return f.read()


def python_blocks():
    readme = read("README.md").split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", readme + read("docs/python.md"), re.S)


def test_the_readme_and_the_guide_have_python_pandas_and_dask_examples():
    blocks = python_blocks()
    assert len(blocks) >= 4
    assert any("utf8inspector.pandas" in b for b in blocks)
    assert any("utf8inspector.dask" in b for b in blocks)


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_readme_example_runs(index, capsys):
    code = python_blocks()[index]
    exec(compile(code, f"README.md python block {index + 1}", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    # Each line the example prints is in its comments, as the reader is told.
    shown = " ".join(code.split())
    for line in printed:
        assert " ".join(line.split()) in shown, f"printed {line!r}, which the README does not show"
