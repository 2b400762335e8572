"""`cmake --install` puts the package where the system's Python finds it: installed into a
scratch prefix, `import utf8inspector` works from there, with the stub and py.typed beside it."""

import glob
import os
import subprocess
import sys

BUILD_DIR = os.environ.get("U8I_BUILD_DIR", "")


def test_cmake_install_gives_an_importable_package(tmp_path):
    assert os.path.isfile(os.path.join(BUILD_DIR, "CMakeCache.txt")), BUILD_DIR
    subprocess.run(["cmake", "--install", BUILD_DIR, "--prefix", str(tmp_path)], check=True,
                   capture_output=True)
    (package,) = glob.glob(str(tmp_path / "**" / "utf8inspector"), recursive=True)
    files = sorted(os.listdir(package))
    for name in ("__init__.py", "__init__.pyi", "py.typed", "pandas.py", "dask.py", "_report.py"):
        assert name in files
    assert any(f.startswith("_native.") and f.endswith(".so") for f in files), files
    site = os.path.dirname(package)
    assert "-packages" in site  # dist-packages or site-packages, as the interpreter's scheme says
    done = subprocess.run(
        [sys.executable, "-c",
         "import utf8inspector as u; print(u.__file__); print(u.check(b'\\xc0\\xaf').findings[0].kind)"],
        env={**os.environ, "PYTHONPATH": site}, capture_output=True, text=True, check=True)
    path, kind = done.stdout.split()
    assert path.startswith(str(tmp_path)) and kind == "overlong"
