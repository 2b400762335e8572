#!/bin/sh
# Times `utf8-inspector --dump` as a whole process beside hexyl (annotated hex rows) and xxd (plain
# hex rows), with hyperfine, on text whose script changes word by word and on random bytes, and
# prints throughput and the ratio to hexyl (output to /dev/null, page cache warm).
#
#   bench/dump_vs_tools.sh [BUILD_DIR]
# Environment: SIZE (default 100M) of the generated files, RUNS (default 3).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
dir=${TMPDIR:-/tmp}
runs=${RUNS:-3}
inspector=$build/app/utf8-inspector

for tool in hyperfine hexyl xxd python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "dump_vs_tools: $tool is missing (apt-get install hyperfine hexyl xxd)" >&2; exit 2; }
done
for program in "$inspector" "$build/bench/bench_scan"; do
    [ -x "$program" ] || { echo "dump_vs_tools: $program not built" >&2; exit 2; }
done

json=$(mktemp)
trap 'rm -f "$json"' EXIT
for class in words random; do
    file=$dir/u8i-dump-bench-$class-${SIZE:-100M}.bin
    [ -s "$file" ] || "$build/bench/bench_scan" --write-class "$class" "$file" --size "${SIZE:-100M}"
    cat "$file" >/dev/null
    # --dump exits with 1 on input that is not UTF-8 (random bytes): -i takes that as success.
    hyperfine -i --warmup 1 --runs "$runs" --export-json "$json" \
        -n dump "'$inspector' --dump '$file' >/dev/null" \
        -n hexyl "hexyl '$file' >/dev/null" \
        -n xxd "xxd '$file' >/dev/null" >/dev/null
    python3 - "$json" "$file" "$class" <<'PY'
import json, os, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
size = os.path.getsize(sys.argv[2])
print(f"\n--dump on {sys.argv[3]} ({size / 2**20:.0f} MiB), mean wall time (user+sys CPU):")
for name in ("dump", "hexyl", "xxd"):
    r = results[name]
    print(f"  {name:6s} {r['mean']:8.3f} s  ({r['user'] + r['system']:6.3f} s CPU)  "
          f"{size / r['mean'] / 1e6:7.1f} MB/s")
hexyl = results["hexyl"]
print(f"  dump throughput / hexyl throughput = {hexyl['mean'] / results['dump']['mean']:.2f}x "
      f"(wall), {(hexyl['user'] + hexyl['system']) / (results['dump']['user'] + results['dump']['system']):.2f}x (CPU)")
PY
done
