"""The README's Python examples run as they are written: each ```python block of its "## Python"
section is executed in order, with the built package."""

import os
import re

import pytest

from conftest import SOURCE_DIR


def python_blocks():
    with open(os.path.join(SOURCE_DIR, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    section = readme.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_has_python_examples():
    assert len(python_blocks()) >= 2


@pytest.mark.parametrize("index", range(len(python_blocks())))
def test_readme_example_runs(index, capsys):
    code = python_blocks()[index]
    exec(compile(code, f"README.md python block {index + 1}", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    # Each line the example prints is in its comments, as the reader is told.
    shown = " ".join(code.split())
    for line in printed:
        assert " ".join(line.split()) in shown, f"printed {line!r}, which the README does not show"
