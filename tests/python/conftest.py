"""Shared pieces of the utf8inspector suites: the built program, and a rule that no test may be
skipped (a skip would hide a missing feature) and that a suite must run tests at all."""

import json
import os
import subprocess

import pytest

PROGRAM = os.environ.get("U8I_PROGRAM", "")
SOURCE_DIR = os.environ.get("U8I_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))

_skipped = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if session.testscollected == 0:
        session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
    elif _skipped and session.exitstatus == 0:
        print(f"\nfailed: {len(_skipped)} tests were skipped: {_skipped[:5]}")
        session.exitstatus = 1


@pytest.fixture(scope="module")
def sample_dir(tmp_path_factory):
    """The sample files of samples.py, written into a scratch folder, each named after its case."""
    from samples import SAMPLES
    root = tmp_path_factory.mktemp("samples")
    for name, data in SAMPLES.items():
        (root / name).write_bytes(data)
    return root


def run_program(*args, stdin=None):
    """The built utf8-inspector with `args`: (exit code, stdout bytes, stderr text)."""
    assert PROGRAM and os.access(PROGRAM, os.X_OK), f"U8I_PROGRAM is not the program: {PROGRAM!r}"
    done = subprocess.run([PROGRAM, *args], input=stdin, capture_output=True, check=False,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return done.returncode, done.stdout, done.stderr.decode("utf-8", "replace")


def cli_json_lines(*args):
    """The JSON objects the program writes, one per line."""
    code, out, err = run_program(*args)
    assert code in (0, 1), f"{args}: exit {code}: {err}"
    return [json.loads(line) for line in out.decode("utf-8").splitlines()]
