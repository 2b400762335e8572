"""utf8inspector.dask.check_files on a distributed.LocalCluster with two worker processes: the
reports in the order of the paths, whole files and files cut into pieces alike, with the findings
of --check --json on one machine."""

import pytest
from distributed import Client, LocalCluster

from conftest import cli_json_lines
from samples import SAMPLES
from utf8inspector.dask import check_files


@pytest.fixture(scope="module")
def client():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as c:
        yield c


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("dask")
    names = ["overlong", "bom-and-zwnbsp", "cp1251-text", "random-binary", "bidi-trojan",
             "ascii"]
    paths = []
    for name in names:
        (root / f"{name}.txt").write_bytes(SAMPLES[name])
        paths.append(str(root / f"{name}.txt"))
    # A file cut into many pieces: a piece starts with U+FEFF (no BOM there), lines of errors,
    # notices and deceptive text end on both sides of the cuts.
    body = b"".join(b"row %d: caf\xe9 \xc0\xaf ok\n" % i + "\ufeffzw\u200bsp\n".encode() +
                    "p\u0430ypal \u202eevil\n".encode() for i in range(400))
    (root / "large.txt").write_bytes(b"\xef\xbb\xbf" + body)
    paths.append(str(root / "large.txt"))
    return root, paths


def cli_report(path, *extra):
    lines = cli_json_lines("--check", "--json", *extra, path)
    findings = [line for line in lines if "valid" not in line and "total" not in line]
    (summary,) = [line for line in lines if "valid" in line]
    summary.pop("file")
    return findings, summary


def test_reports_come_in_the_order_of_the_paths_with_the_findings_of_the_cli(client, files):
    _, paths = files
    reports = check_files(paths, client, chunk_bytes=4096)
    assert [r.path for r in reports] == paths
    for path, report in zip(paths, reports):
        findings, summary = cli_report(path)
        assert [f.fields for f in report.findings] == findings, path
        assert report.summary == summary, path


def test_a_glob_is_expanded_in_sorted_order(client, files):
    root, paths = files
    reports = check_files(str(root / "*.txt"), client, chunk_bytes=1 << 20)
    assert [r.path for r in reports] == sorted(paths)
    assert [r.valid for r in reports] == [cli_report(p)[1]["valid"] for p in sorted(paths)]


def test_without_a_client_the_checks_run_here(files):
    _, paths = files
    report, = check_files(paths[-1:], chunk_bytes=2048)
    findings, summary = cli_report(paths[-1])
    assert [f.fields for f in report.findings] == findings and report.summary == summary


def test_a_missing_file_is_an_oserror_with_its_path(client, files):
    root, _ = files
    with pytest.raises(FileNotFoundError):
        check_files([str(root / "missing.txt")], client)
    with pytest.raises(FileNotFoundError):
        check_files(str(root / "nothing-*.csv"), client)
