#!/bin/sh
# Times `utf8-inspector --check` as a whole process, page cache warm, side by side with the tools
# that read the same bytes, with hyperfine, and prints the ratios:
#   text      1 GiB of one script per paragraph: against iconv, moreutils' isutf8 and cat;
#   words     1 GiB whose script changes word by word: against cat;
#   pipe      the words file through a pipe (`cat F | utf8-inspector --check -`): against `cat F | wc -l`;
#   nul       a 4 GiB all-NUL sparse file (`--max 10`): against cat;
#   libraries 1 GiB of this machine's shared libraries (`--max 10`): against cat.
#
#   bench/check_vs_tools.sh [BUILD_DIR] [FILE]
#     BUILD_DIR  holds app/utf8-inspector and bench/bench_scan (default: build)
#     FILE       the text file (default: a 1 GiB generated file in ${TMPDIR:-/tmp}, made once)
# Environment: SIZE (default 1G) for the generated files, RUNS (default 5), ONLY (default
# "text words pipe nul libraries").
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
dir=${TMPDIR:-/tmp}
file=${2:-$dir/u8i-check-bench-${SIZE:-1G}.txt}
runs=${RUNS:-5}
only=${ONLY:-text words pipe nul libraries}
inspector=$build/app/utf8-inspector

for tool in hyperfine iconv isutf8 python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "check_vs_tools: $tool is missing (apt-get install hyperfine moreutils)" >&2; exit 2; }
done
[ -x "$inspector" ] || { echo "check_vs_tools: $inspector not built" >&2; exit 2; }

# make FILE CLASS: writes a content class of bench_scan (text: the paragraph text) once.
make() {
    [ -s "$1" ] && return 0
    [ -x "$build/bench/bench_scan" ] || { echo "check_vs_tools: $build/bench/bench_scan not built" >&2; exit 2; }
    echo "writing ${SIZE:-1G} of $2 to $1"
    if [ "$2" = text ]; then
        "$build/bench/bench_scan" --write-text "$1" --size "${SIZE:-1G}"
    else
        "$build/bench/bench_scan" --write-class "$2" "$1" --size "${SIZE:-1G}"
    fi
}

json=$(mktemp)
trap 'rm -f "$json"' EXIT

# compare TITLE FILE BASELINE NAME=COMMAND...: hyperfine, then the ratio of each command to the
# baseline (the last one) and GB/s of the file.
compare() {
    title=$1 input=$2
    shift 2
    set -- "$@"
    args=""
    for pair in "$@"; do
        args="$args -n '${pair%%=*}' '${pair#*=}'"
    done
    # -i: --check exits with 1 on input that is not UTF-8 (the libraries).
    eval hyperfine -i --warmup 1 --runs "$runs" --export-json "$json" "$args" >/dev/null
    python3 - "$json" "$input" "$title" <<'PY'
import json, os, sys
results = json.load(open(sys.argv[1]))["results"]
size = os.path.getsize(sys.argv[2])
base = results[-1]
print(f"\n{sys.argv[3]} ({size / 2**30:.2f} GiB), mean wall time of whole processes (user+sys CPU):")
for r in results:
    print(f"  {r['command']:12s} {r['mean']:8.3f} s  ({r['user'] + r['system']:6.3f} s CPU)  "
          f"{size / r['mean'] / 1e9:6.2f} GB/s  {r['mean'] / base['mean']:5.2f}x {base['command']}")
PY
}

for what in $only; do
    case $what in
    text)
        make "$file" text
        cat "$file" >/dev/null
        "$inspector" --check "$file" >/dev/null || { echo "check_vs_tools: --check says $file is not valid UTF-8" >&2; exit 2; }
        compare "one script per paragraph" "$file" \
            "check=$inspector --check $file >/dev/null" "iconv=iconv -f UTF-8 -t UTF-8 $file >/dev/null" \
            "isutf8=isutf8 $file >/dev/null" "cat=cat $file >/dev/null" ;;
    words|pipe)
        words=$dir/u8i-check-bench-words-${SIZE:-1G}.txt
        make "$words" words
        cat "$words" >/dev/null
        if [ "$what" = words ]; then
            compare "script changing word by word" "$words" \
                "check=$inspector --check $words >/dev/null" "cat=cat $words >/dev/null"
        else
            compare "the same through a pipe" "$words" \
                "check -=cat $words | $inspector --check - >/dev/null" "wc -l=cat $words | wc -l >/dev/null"
        fi ;;
    nul)
        nul=$dir/u8i-check-bench-nul-4G.bin
        [ -e "$nul" ] || truncate -s 4G "$nul"
        compare "all-NUL sparse file" "$nul" \
            "check=$inspector --check --max 10 $nul >/dev/null" "cat=cat $nul >/dev/null" ;;
    libraries)
        libs=$dir/u8i-check-bench-libraries-${SIZE:-1G}.bin
        make "$libs" libraries
        cat "$libs" >/dev/null
        compare "shared libraries of /usr/lib/x86_64-linux-gnu" "$libs" \
            "check=$inspector --check --max 10 $libs >/dev/null" "cat=cat $libs >/dev/null" ;;
    *) echo "check_vs_tools: unknown case $what" >&2; exit 2 ;;
    esac
done
