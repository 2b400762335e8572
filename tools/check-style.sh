#!/usr/bin/env bash
# Checks the house rules that a machine can check, on the files git tracks; CI runs it (.ci/run,
# step `style`). Exit code 0 when all hold, 1 when one does not (every offence is listed):
#   1. format: every .cpp/.h in codec/ ui/ app/ python/ tests/ bench/ fuzz/ is as clang-format (the
#      repository's .clang-format) leaves it: `clang-format --dry-run --Werror`;
#   2. file length: no .cpp/.h in codec/ ui/ app/ python/ tests/ bench/ fuzz/ over 600 lines;
#   3. function length: no function in codec/ ui/ app/ python/ with a body over 80 lines
#      (tools/function_lengths.py, whose header says how it finds functions), except the SIMD
#      kernels (codec/src/simd/*);
#   4. translations: every string the GUI translates has a finished German translation, in the
#      context lupdate gives it (a hand-written context that lupdate does not give is never used).
#   5. waits: no test in tests/ waits a fixed time (QTest::qWait); it waits on a condition (QTRY_*,
#      QTest::qWaitFor, a settled() query, tests/common/posted_events.h), which a slow machine
#      cannot pass vacuously;
#   6. skips: no bare QSKIP in tests/; every skip goes through U8I_SKIP_OUTSIDE_CI
#      (tests/common/ci_skip.h), which fails in CI.
# To fix a format drift: clang-format -i FILE.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."

max_file_lines=600
max_function_lines=80
failed=0
say() { printf 'check-style: %s\n' "$*"; }

if ! command -v clang-format >/dev/null 2>&1; then
    tools/install-deps.sh clang-format
fi

# 1. format
mapfile -t formatted < <(git ls-files -- 'codec/*.cpp' 'codec/*.h' 'ui/*.cpp' 'ui/*.h' 'app/*.cpp' 'app/*.h' 'python/*.cpp' 'python/*.h' \
    'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h' 'fuzz/*.cpp' 'fuzz/*.h')
drifted=()
for f in "${formatted[@]}"; do
    clang-format --style=file --dry-run --Werror "$f" >/dev/null 2>&1 || drifted+=("$f")
done
if [ ${#drifted[@]} -eq 0 ]; then
    say "format: ${#formatted[@]} files as clang-format $(clang-format --version | grep -oE '[0-9]+\.[0-9.]+' | head -n 1) leaves them"
else
    for f in "${drifted[@]}"; do
        say "format: $f drifts from .clang-format (run: clang-format -i $f)"
    done
    failed=1
fi

# 2. and 3. lengths
mapfile -t measured < <(git ls-files -- 'codec/*.cpp' 'codec/*.h' 'ui/*.cpp' 'ui/*.h' 'app/*.cpp' 'app/*.h' 'python/*.cpp' 'python/*.h')
too_long=0
for f in "${formatted[@]}"; do
    n=$(wc -l <"$f")
    if [ "$n" -gt "$max_file_lines" ]; then
        say "file length: $f has $n lines (limit $max_file_lines)"
        too_long=1
    fi
done
if [ "$too_long" -eq 0 ]; then
    say "file length: ${#formatted[@]} files, none over $max_file_lines lines"
else
    failed=1
fi

functions=()
for f in "${measured[@]}"; do
    case $f in codec/src/simd/*) ;; *) functions+=("$f") ;; esac # SIMD kernels are exempt
done
if report=$(python3 tools/function_lengths.py --limit "$max_function_lines" "${functions[@]}"); then
    say "function length: no function over $max_function_lines lines in ${#functions[@]} files (codec/src/simd/* exempt)"
else
    [ -n "$report" ] || report="tools/function_lengths.py failed (see above)"
    while IFS= read -r line; do say "function length: $line"; done <<<"$report"
    failed=1
fi

# 4. translations
lupdate=/usr/lib/qt6/bin/lupdate
[ -x "$lupdate" ] || tools/install-deps.sh qt6-l10n-tools
ts=resources/translations/utf8-inspector_de.ts
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$ts" "$scratch/de.ts"
"$lupdate" -silent -no-obsolete -locations none ui/*/*.cpp ui/*/*.h ui/features/*/*.cpp ui/features/*/*.h \
    app/main.cpp codec/include/u8i/utf8/kind_descriptors.h codec/include/u8i/utf8/message_templates.h codec/include/u8i/utf8/teach_templates.h -tr-function-alias QT_TRANSLATE_NOOP+=U8I_TR_NOOP \
    -ts "$scratch/de.ts"
unfinished=$(grep -c 'type="unfinished"' "$scratch/de.ts" || true)
if [ "$unfinished" -eq 0 ] && cmp -s "$ts" "$scratch/de.ts"; then
    say "translations: every GUI string has a German translation in $ts"
else
    say "translations: $ts lacks $unfinished translation(s) or is not as lupdate leaves it; run:"
    say "  $lupdate -no-obsolete -locations none ui/*/*.cpp ui/*/*.h ui/features/*/*.cpp ui/features/*/*.h app/main.cpp codec/include/u8i/utf8/kind_descriptors.h codec/include/u8i/utf8/message_templates.h codec/include/u8i/utf8/teach_templates.h -tr-function-alias QT_TRANSLATE_NOOP+=U8I_TR_NOOP -ts $ts"
    say "  then translate every message of type=\"unfinished\""
    failed=1
fi

# 5. and 6. waits and skips in the tests
waits=$(git grep -nE '\bqWait[[:space:]]*\(' -- 'tests/*' || true)
if [ -z "$waits" ]; then
    say "waits: no fixed wait (QTest::qWait) in tests/"
else
    while IFS= read -r line; do say "waits: $line: a fixed wait; wait on a condition (QTRY_*)"; done <<<"$waits"
    failed=1
fi
skips=$(git grep -nE '\bQSKIP[[:space:]]*\(' -- 'tests/*' ':!tests/common/ci_skip.h' || true)
if [ -z "$skips" ]; then
    say "skips: every skip in tests/ goes through U8I_SKIP_OUTSIDE_CI (tests/common/ci_skip.h)"
else
    while IFS= read -r line; do say "skips: $line: use U8I_SKIP_OUTSIDE_CI, which fails in CI"; done <<<"$skips"
    failed=1
fi

if [ "$failed" -ne 0 ]; then
    say "FAILED"
fi
exit "$failed"
