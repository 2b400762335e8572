#!/bin/sh
# Times `utf8-inspector --strings` against GNU strings (binutils) on a large binary, as whole
# processes with the file in the page cache, with hyperfine, and prints the ratios; also counts
# what each finds.
#
#   bench/strings_vs_gnu.sh [BUILD_DIR] [FILE]
#     BUILD_DIR  holds app/utf8-inspector (default: build)
#     FILE       the binary (default: the largest libLLVM-*.so* under /usr/lib, else /usr/bin/bash)
# Environment: RUNS (default 5).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
inspector=$build/app/utf8-inspector
file=${2:-$(ls -S /usr/lib/*/libLLVM-*.so* 2>/dev/null | head -n 1)}
file=${file:-/usr/bin/bash}
runs=${RUNS:-5}

for tool in hyperfine strings python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "strings_vs_gnu: $tool is missing (apt-get install hyperfine binutils)" >&2; exit 2; }
done
[ -x "$inspector" ] || { echo "strings_vs_gnu: $inspector not built" >&2; exit 2; }

echo "$file: $(stat -L -c %s "$file") bytes"
cat "$file" >/dev/null
echo "strings found (4 characters or more): GNU strings -a $(strings -a "$file" | wc -l)," \
     "--strings $("$inspector" --strings "$file" | wc -l);" \
     "GNU strings -a -e l $(strings -a -e l "$file" | wc -l)," \
     "--strings --encoding utf-16le $("$inspector" --strings --encoding utf-16le "$file" | wc -l);" \
     "GNU strings -a -e b $(strings -a -e b "$file" | wc -l)," \
     "--strings --encoding utf-16be $("$inspector" --strings --encoding utf-16be "$file" | wc -l)"

json=$(mktemp)
trap 'rm -f "$json"' EXIT
hyperfine --warmup 1 --runs "$runs" --export-json "$json" \
    -n gnu "strings -a '$file' >/dev/null" \
    -n ours "'$inspector' --strings '$file' >/dev/null" \
    -n ours-json "'$inspector' --strings --json '$file' >/dev/null" \
    -n gnu-utf16le "strings -a -e l '$file' >/dev/null" \
    -n ours-utf16le "'$inspector' --strings --encoding utf-16le '$file' >/dev/null" \
    -n gnu-utf16be "strings -a -e b '$file' >/dev/null" \
    -n ours-utf16be "'$inspector' --strings --encoding utf-16be '$file' >/dev/null" \
    -n ours-all "'$inspector' --strings --encoding utf-8,utf-16le,utf-16be '$file' >/dev/null" >&2

python3 - "$json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
def t(name): return r[name]["mean"]
def user(name): return r[name]["user"]
print("| command | mean wall time | user CPU | ratio |")
print("|---|---|---|---|")
for name, base in (("gnu", None), ("ours", "gnu"), ("ours-json", "gnu"), ("gnu-utf16le", None),
                   ("ours-utf16le", "gnu-utf16le"), ("gnu-utf16be", None),
                   ("ours-utf16be", "gnu-utf16be"), ("ours-all", "gnu")):
    ratio = f"{t(name) / t(base):.2f}x the time of {base}" if base else ""
    print(f"| {name} | {t(name):.3f} s | {user(name):.3f} s | {ratio} |")
PY
