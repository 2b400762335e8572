#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test suite with ctest
# (as root, all but the permission suites: see tools/test-unprivileged.sh), then says which SIMD
# instruction sets the suites tested and which this CPU lacks (tools/isas-tested.sh).
# (The GUI suites set QT_QPA_PLATFORM=offscreen themselves: no display is needed.)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
tools/install-deps.sh
tools/build.sh "$@"
cd "${U8I_BUILD_DIR:-build}"
ctest_args=(--output-on-failure -j "$(nproc)")
if [ "$(id -u)" -eq 0 ]; then
    # Root reads every file, so the permission suites would prove nothing: they are left to
    # tools/test-unprivileged.sh, which runs them as user nobody (.ci/run does, after this).
    echo "test.sh: running as root: the suites labelled needs-unprivileged are left out (tools/test-unprivileged.sh runs them as user nobody)"
    ctest_args+=(-LE needs-unprivileged)
fi
rc=0
ctest "${ctest_args[@]}" || rc=$?
cd - >/dev/null
tools/isas-tested.sh "${U8I_BUILD_DIR:-build}" # which SIMD kernels ran, and which this CPU lacks
exit "$rc"
