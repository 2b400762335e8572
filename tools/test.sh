#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test suite with ctest.
# (The GUI suites set QT_QPA_PLATFORM=offscreen themselves: no display is needed.)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
tools/install-deps.sh
tools/build.sh "$@"
cd "${U8I_BUILD_DIR:-build}"
ctest --output-on-failure -j "$(nproc)"
