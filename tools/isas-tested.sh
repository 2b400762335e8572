#!/usr/bin/env bash
# Says which instruction sets the last ctest run in a build directory really tested, and which the
# CPU lacks: the lines that the suites looping over ISAs print (tests/common/isa_coverage.h), taken
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
lines=$(grep -ao 'ISAs tested by .*' "$log" | sort -u || true)
if [ -z "$lines" ]; then
    say "no suite of the last ctest run in $dir said which ISAs it tested"
    exit 0
fi
say "on ${cpu:-this CPU} ($(uname -m)), the last ctest run in $dir:"
while IFS= read -r line; do say "  $line"; done <<<"$lines"
