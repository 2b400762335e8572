#!/usr/bin/env bash
# Runs the test suites labelled needs-unprivileged (file permission tests, which root passes by
# reading every file) as an unprivileged user, against a build that tools/build.sh made:
#
#   tools/test-unprivileged.sh [BUILD_DIR]     (default: $U8I_BUILD_DIR, else build)
#
# As root (CI), the suites run as user nobody through `setpriv --reuid=nobody --regid=nogroup
# --clear-groups`; their temporary files go to /tmp, and ctest's log folder in the build is made
# world-writable (sticky, like /tmp) so that ctest can write its log there. The build must be
# readable by nobody (it is under a root-owned clone with the usual 755/644 modes). As any other
# user, the suites simply run as that user.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
build=$(readlink -f "${1:-${U8I_BUILD_DIR:-build}}")
say() { printf 'test-unprivileged: %s\n' "$*"; }

[ -f "$build/CTestTestfile.cmake" ] || { say "no build with tests in $build (run tools/build.sh first)" >&2; exit 2; }
cd "$build"
if [ "$(id -u)" -ne 0 ]; then
    say "running the needs-unprivileged suites as $(id -un)"
    exec ctest -L needs-unprivileged --output-on-failure
fi
as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/tmp TMPDIR=/tmp)
if ! "${as_nobody[@]}" test -r "$build/CTestTestfile.cmake" -a -x "$build"; then
    say "user nobody cannot read $build: make the clone readable by others" >&2
    exit 2
fi
mkdir -p Testing/Temporary
chmod 1777 Testing/Temporary
say "running the needs-unprivileged suites as user nobody (setpriv)"
"${as_nobody[@]}" ctest -L needs-unprivileged --output-on-failure
