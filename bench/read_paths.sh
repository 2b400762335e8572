#!/bin/sh
# Builds bench/read_paths.c and runs each way of reading FILE (page cache warm) RUNS times under
# perf stat, printing the median run's (by CPU) CPU time (task-clock), wall time and page faults,
# beside cat:
#   bench/read_paths.sh FILE...      (RUNS, default 5)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-5}
bin=$(mktemp)
trap 'rm -f "$bin" "$bin.t"' EXIT
cc -O2 -o "$bin" "$here/read_paths.c"
command -v perf >/dev/null 2>&1 || { echo "read_paths: perf is missing" >&2; exit 2; }
echo "read_paths: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), runs $runs"
for file in "$@"; do
    cat "$file" >/dev/null
    echo "$file ($(stat -c %s "$file") bytes): wall, CPU, page faults (median of $runs)"
    for mode in fault populate read pread4m cat; do
        : >"$bin.t"
        i=0
        while [ "$i" -lt "$runs" ]; do
            if [ "$mode" = cat ]; then cmd="cat $file"; else cmd="$bin $mode $file"; fi
            start=$(date +%s.%N)
            perf stat -x, -e task-clock,page-faults -o "$bin.s" sh -c "exec $cmd >/dev/null" 2>/dev/null
            wall=$(echo "$(date +%s.%N) - $start" | bc)
            awk -F, -v w="$wall" '/task-clock/ {c = $1 / 1000} /page-faults/ {f = $1} END {printf "%.3f %.3f %d\n", c, w, f}' "$bin.s" >>"$bin.t"
            i=$((i + 1))
        done
        sort -n "$bin.t" | awk -v n="$runs" -v m="$mode" 'NR == int((n + 1) / 2) { printf "  %-9s %7.3f s CPU %7.3f s wall %8d faults\n", m, $1, $2, $3 }'
    done
done
rm -f "$bin.s"
