#!/usr/bin/env bash
# Configures (CMake preset `dev`: Ninja, RelWithDebInfo, warnings as errors) and builds everything:
# the program, the tests and the benchmarks. The build directory is build/ unless U8I_BUILD_DIR
# names another; extra arguments go to the configure step (e.g. -DU8I_BUILD_GUI=OFF).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
dir=${U8I_BUILD_DIR:-build}
launcher=()
if command -v ccache >/dev/null 2>&1; then
    # Work trees of one repository share compiled objects: paths relative to the tree, no cwd hash.
    export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset dev -B "$dir" "${launcher[@]}" "$@"
cmake --build "$dir" -j "$(nproc)"
