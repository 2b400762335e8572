#!/usr/bin/env bash
# Says which SIMD implementations the last ctest run in a build directory really tested, and which
# the CPU lacks: the lines that the suites print through tests/common/simd_implementations.h, taken
# from ctest's log. tools/test.sh and CI's sanitize step (.ci/run) call it after ctest.
#
#   tools/isas-tested.sh [BUILD-DIR]     (build/ by default)
set -euo pipefail
dir=${1:-build}
log=$dir/Testing/Temporary/LastTest.log
say() { printf 'isas-tested: %s\n' "$*"; }

cpu=$(grep -m 1 '^model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)
if [ ! -f "$log" ]; then
    say "no ctest log in $dir"
    exit 0
fi
# "SIMD implementations: scalar; sse2; avx2; avx512 NOT TESTED (this CPU lacks …)" from every suite
# that loops over them, and "running: avx2" from a suite that tests the active one, by suite.
lines=$(grep -a '^QINFO' "$log" |
        sed -n -e 's/^QINFO *: .*) \(SIMD implementations:.*\)$/\1/p' \
               -e 's/^QINFO *: \([A-Za-z0-9_]*\)::.*) \(running:.*\)$/\1 \2/p' | sort -u || true)
if [ -z "$lines" ]; then
    say "no suite of the last ctest run in $dir said which SIMD implementations it tested"
    exit 0
fi
say "on ${cpu:-this CPU} ($(uname -m)), the last ctest run in $dir:"
while IFS= read -r line; do say "  $line"; done <<<"$lines"
