#!/bin/sh
# Times `utf8-inspector --check` as a whole process, page cache warm, beside the tools that read
# the same bytes, on files made the way users make them, and prints for each command its wall and
# CPU time, its page faults (those taken, from perf stat when there is perf; minor/major, from
# /usr/bin/time), its largest resident size and its ratio to the baseline:
#   words-small  1 GiB whose script changes word by word, written one line per write() the way a
#                logger writes (bench/write_mixed_words.py: words of the dict word lists and
#                gettext catalogs of this machine, 200k-word blocks): against cat;
#   words-cp     the same file copied with cp: against cat;
#   words-dd     the same file rewritten with dd bs=16M: against cat;
#   words-bench  bench_scan's own word-by-word text (--write-class words): against cat;
#   text         1 GiB of one script per paragraph (bench_scan --write-text): against iconv,
#                moreutils' isutf8 (when installed) and cat;
#   pipe         words-small through a pipe (`cat F | utf8-inspector --check -`): against
#                `cat F | wc -l`;
#   nul          a 4 GiB all-NUL sparse file (truncate; `--max 10`): against cat;
#   libraries    1 GiB of this machine's shared libraries (.so files of /usr/lib concatenated;
#                `--max 10`): against cat;
#   notice-small, notice-cp, notice-sparse  the mojibake notice's cost: --check and --check
#                --no-warn mojibake on words-small, on words-cp, and on a sparse file (truncate -s
#                SIZE) holding four 16 MiB pieces of words-small written into it with dd: against
#                cat (SIZE=256M is the README's row).
# Each --check runs with each instruction set of ISAS (default: "default avx2"; "default" leaves
# U8I_FAST_ISA unset: the best one, AVX-512 where there is one). Each command runs RUNS times
# after one warm-up run; the run of median wall time is shown.
#
#   bench/check_vs_tools.sh [BUILD_DIR]
#     BUILD_DIR  holds app/utf8-inspector and bench/bench_scan (default: build)
# Environment: SIZE (default 1G) for the generated files, RUNS (default 5), ONLY (default: every
# case above), ISAS, TMPDIR (where the files are made, once, and kept; see `df` first: about
# 6 GiB for SIZE=1G, the sparse file taking no room), ARGS (more arguments for every --check but
# the notice cases', e.g. "--no-warn mojibake").
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
dir=${TMPDIR:-/tmp}
size=${SIZE:-1G}
runs=${RUNS:-5}
only=${ONLY:-words-small words-cp words-dd words-bench text pipe nul libraries notice-small notice-cp notice-sparse}
isas=${ISAS:-default avx2}
inspector=$build/app/utf8-inspector

for tool in python3 iconv; do
    command -v "$tool" >/dev/null 2>&1 || { echo "check_vs_tools: $tool is missing" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "check_vs_tools: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
[ -x "$inspector" ] || { echo "check_vs_tools: $inspector not built" >&2; exit 2; }

# bench_scan FILE CLASS: writes a content class of bench_scan (text: the paragraph text) once.
bench_scan() {
    [ -s "$1" ] && return 0
    [ -x "$build/bench/bench_scan" ] || { echo "check_vs_tools: $build/bench/bench_scan not built" >&2; exit 2; }
    echo "writing $size of $2 to $1 (bench_scan)"
    if [ "$2" = text ]; then
        "$build/bench/bench_scan" --write-text "$1" --size "$size"
    else
        "$build/bench/bench_scan" --write-class "$2" "$1" --size "$size"
    fi
}

small=$dir/u8i-check-bench-words-small-writes-$size.txt
# The logger's file, then its copies: cp, and dd in 16 MiB blocks.
words() {
    if [ ! -s "$small" ]; then
        echo "writing $size of word-by-word text to $small, one line per write()" >&2
        python3 "$here/bench/write_mixed_words.py" "$small" "$size"
    fi
    case $1 in
    small) echo "$small" ;;
    cp) [ -s "$dir/u8i-check-bench-words-cp-$size.txt" ] || cp "$small" "$dir/u8i-check-bench-words-cp-$size.txt"
        echo "$dir/u8i-check-bench-words-cp-$size.txt" ;;
    dd) [ -s "$dir/u8i-check-bench-words-dd-$size.txt" ] ||
            dd if="$small" of="$dir/u8i-check-bench-words-dd-$size.txt" bs=16M status=none
        echo "$dir/u8i-check-bench-words-dd-$size.txt" ;;
    esac
}

results=$(mktemp)
trap 'rm -f "$results" "$results.t" "$results.p"' EXIT

# With perf, the warm-up run is counted by perf stat: its page-faults are the faults taken
# (rusage's minor faults, from time, also count the pages that madvise(MADV_POPULATE_READ) maps in
# at once, without a fault); the timed runs are not under perf.
perf=$(command -v perf 2>/dev/null || true)

# measure NAME COMMAND: runs `sh -c COMMAND` (a whole pipeline, its children counted) once to
# warm up, then RUNS times, and appends "wall cpu minor major rss faults NAME" of the median run
# (faults: perf's page-faults of the warm-up run, or "-" without perf; rss: the largest resident
# size of a process of the run, in KiB).
measure() {
    faults=-
    if [ -n "$perf" ]; then
        "$perf" stat -x, -e task-clock,page-faults -o "$results.p" sh -c "$2" >/dev/null 2>&1 || true
        faults=$(awk -F, '/page-faults/ { print $1 }' "$results.p")
    else
        sh -c "$2" >/dev/null 2>&1 || true
    fi
    : >"$results.t"
    i=0
    while [ "$i" -lt "$runs" ]; do
        /usr/bin/time -o "$results.t" -a -f "%e %U %S %R %F %M" sh -c "$2" >/dev/null 2>&1 || true
        i=$((i + 1))
    done
    # (time adds "Command exited with non-zero status 1" for --check on what is not UTF-8)
    grep -v '^Command' "$results.t" | sort -n | awk -v name="$1" -v n="$runs" \
        -v faults="${faults:--}" \
        'NR == int((n + 1) / 2) { printf "%s %.2f %s %s %s %s %s\n", $1, $2 + $3, $4, $5, $6, faults, name }' >>"$results"
}

# report TITLE FILE: the measured commands, each against the last one (the baseline).
report() {
    python3 - "$results" "$2" "$1" <<'PY'
import os, sys
rows = [line.split(maxsplit=6) for line in open(sys.argv[1]) if line.strip()]
rows = [(name.strip(), wall, cpu, minor, major, rss, faults)
        for wall, cpu, minor, major, rss, faults, name in rows]
size = os.path.getsize(sys.argv[2])
base = rows[-1]
print(f"\n{sys.argv[3]} ({size / 2**30:.2f} GiB): wall, CPU (user+sys), page faults taken"
      " (perf), minor/major (rusage), max resident; wall and CPU against the baseline")
for name, wall, cpu, minor, major, rss, faults in rows:
    wall = max(float(wall), 0.005)
    print(f"  {name:22s} {wall:7.2f} s  {float(cpu):6.2f} s CPU  {faults:>8s} faults"
          f"  {int(minor):8d} / {int(major):<4d} {int(rss) / 1024:6.1f} MB"
          f" {size / wall / 1e9:6.2f} GB/s  {wall / max(float(base[1]), 0.005):5.2f}x"
          f" {float(cpu) / max(float(base[2]), 0.005):6.2f}x CPU {base[0]}")
PY
    : >"$results"
}

# checks ARGS FILE: --check on FILE with each instruction set, named check/ISA.
checks() {
    for isa in $isas; do
        if [ "$isa" = default ]; then
            measure "check${1:+ $1}/default" "$inspector --check $1 $2"
        else
            measure "check${1:+ $1}/$isa" "U8I_FAST_ISA=$isa $inspector --check $1 $2"
        fi
    done
}
args=${ARGS:-}

echo "check_vs_tools: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), runs $runs"
for what in $only; do
    case $what in
    words-small | words-cp | words-dd)
        file=$(words "${what#words-}")
        cat "$file" >/dev/null
        checks "$args" "$file"
        measure cat "cat $file"
        report "word by word, $(case $what in words-small) echo "written one line per write()" ;;
            words-cp) echo "copied with cp" ;; *) echo "rewritten with dd bs=16M" ;; esac)" "$file" ;;
    words-bench)
        file=$dir/u8i-check-bench-words-$size.txt
        bench_scan "$file" words
        cat "$file" >/dev/null
        checks "$args" "$file"
        measure cat "cat $file"
        report "word by word, bench_scan --write-class words" "$file" ;;
    text)
        file=$dir/u8i-check-bench-$size.txt
        bench_scan "$file" text
        cat "$file" >/dev/null
        "$inspector" --check "$file" >/dev/null || { echo "check_vs_tools: --check says $file is not valid UTF-8" >&2; exit 2; }
        checks "" "$file"
        measure iconv "iconv -f UTF-8 -t UTF-8 $file"
        if command -v isutf8 >/dev/null 2>&1; then measure isutf8 "isutf8 $file"; fi
        measure cat "cat $file"
        report "one script per paragraph, bench_scan --write-text" "$file" ;;
    pipe)
        file=$(words small)
        cat "$file" >/dev/null
        for isa in $isas; do
            env=$([ "$isa" = default ] || echo "U8I_FAST_ISA=$isa")
            measure "check${args:+ $args} -/$isa" "cat $file | $env $inspector --check $args -"
        done
        measure "wc -l" "cat $file | wc -l"
        report "word by word through a pipe, against cat | wc -l" "$file" ;;
    nul)
        file=$dir/u8i-check-bench-nul-4G.bin
        [ -e "$file" ] || truncate -s 4G "$file"
        checks "--max 10" "$file"
        measure cat "cat $file"
        report "all-NUL sparse file (truncate -s 4G)" "$file" ;;
    libraries)
        file=$dir/u8i-check-bench-libraries-$size.bin
        bench_scan "$file" libraries
        cat "$file" >/dev/null
        checks "--max 10" "$file"
        measure cat "cat $file"
        report "shared libraries of /usr/lib, concatenated" "$file" ;;
    notice-small | notice-cp | notice-sparse)
        case $what in
        notice-sparse)
            file=$dir/u8i-check-bench-words-sparse-$size.txt
            if [ ! -s "$file" ]; then
                words=$(words small)
                truncate -s "$size" "$file"
                quarter=$(($(stat -c %s "$file") / 4 / 1048576))
                for i in 0 1 2 3; do
                    dd if="$words" of="$file" bs=1M count=16 seek=$((i * quarter)) conv=notrunc status=none
                done
            fi ;;
        *) file=$(words "${what#notice-}") ;;
        esac
        cat "$file" >/dev/null
        checks "" "$file"
        checks "--no-warn mojibake" "$file"
        measure cat "cat $file"
        report "the mojibake notice's cost: --check, then with --no-warn mojibake ($what)" "$file" ;;
    *) echo "check_vs_tools: unknown case $what" >&2; exit 2 ;;
    esac
done
