#!/bin/sh
# Times `utf8-inspector --check` on a 1 GiB UTF-8 text file, as a whole process with the file in the
# page cache, against `iconv -f UTF-8 -t UTF-8`, moreutils' `isutf8` and `cat`, with hyperfine,
# and prints the ratios.
#
#   bench/check_vs_tools.sh [BUILD_DIR] [FILE]
#     BUILD_DIR  holds app/utf8-inspector and bench/bench_scan (default: build)
#     FILE       the text file (default: a 1 GiB generated file in ${TMPDIR:-/tmp}, made once)
# Environment: SIZE (default 1G) for the generated file, RUNS (default 5).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
file=${2:-${TMPDIR:-/tmp}/u8i-check-bench-${SIZE:-1G}.txt}
runs=${RUNS:-5}
inspector=$build/app/utf8-inspector

for tool in hyperfine iconv isutf8 python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "check_vs_tools: $tool is missing (apt-get install hyperfine moreutils)" >&2; exit 2; }
done
[ -x "$inspector" ] || { echo "check_vs_tools: $inspector not built" >&2; exit 2; }

if [ ! -s "$file" ]; then
    [ -x "$build/bench/bench_scan" ] || { echo "check_vs_tools: $build/bench/bench_scan not built" >&2; exit 2; }
    echo "writing ${SIZE:-1G} of mixed-script text to $file"
    "$build/bench/bench_scan" --write-text "$file" --size "${SIZE:-1G}"
fi

# Warm the page cache, and check that every tool agrees that the file is valid.
cat "$file" >/dev/null
cat "$file" >/dev/null
"$inspector" --check "$file" >/dev/null || { echo "check_vs_tools: --check says the file is not valid UTF-8" >&2; exit 2; }
isutf8 "$file" >/dev/null || { echo "check_vs_tools: isutf8 says the file is not valid UTF-8" >&2; exit 2; }

json=$(mktemp)
trap 'rm -f "$json"' EXIT
hyperfine --warmup 1 --runs "$runs" --export-json "$json" \
    -n check "'$inspector' --check '$file' >/dev/null" \
    -n iconv "iconv -f UTF-8 -t UTF-8 '$file' >/dev/null" \
    -n isutf8 "isutf8 '$file' >/dev/null" \
    -n cat "cat '$file' >/dev/null"

python3 - "$json" "$file" <<'PY'
import json, os, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
size = os.path.getsize(sys.argv[2])
t = {name: results[name]["mean"] for name in results}
print()
print(f"file: {sys.argv[2]} ({size / 2**30:.2f} GiB), mean wall time of whole processes:")
for name in ("check", "iconv", "isutf8", "cat"):
    print(f"  {name:7s} {t[name]:8.3f} s  {size / t[name] / 1e9:6.2f} GB/s")
def verdict(ok):
    return "ok" if ok else "MISSED"
print(f"iconv  / check = {t['iconv'] / t['check']:6.2f}x  (target >= 10x: {verdict(t['iconv'] / t['check'] >= 10)})")
print(f"isutf8 / check = {t['isutf8'] / t['check']:6.2f}x  (target >= 4x:  {verdict(t['isutf8'] / t['check'] >= 4)})")
print(f"check  / cat   = {t['check'] / t['cat']:6.2f}x  (target <= 2x:  {verdict(t['check'] / t['cat'] <= 2)})")
PY
