#!/usr/bin/env bash
# Configures (CMake preset `dev`: Ninja, RelWithDebInfo, warnings as errors) and builds everything:
# the program, the tests and the benchmarks. The build directory is build/ unless U8I_BUILD_DIR
# names another; extra arguments go to the configure step (e.g. -DU8I_BUILD_GUI=OFF).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
dir=${U8I_BUILD_DIR:-build}
cmake --preset dev -B "$dir" "$@"
cmake --build "$dir" -j "$(nproc)"
