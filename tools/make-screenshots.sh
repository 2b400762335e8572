#!/usr/bin/env bash
# Regenerates every screenshot under resources/screenshots/ (the README's and the AppStream
# metainfo's) with the program's own `--screenshot`, offscreen, so no display is needed:
#   main-window-light.png, main-window-dark.png   the main window on resources/demo/tour.txt
#   main-window-de.png                             the same in German (the translation at work)
#   encoder.png, stepper.png, byte-map.png, exercises.png
#   encoder-normalization.png                      the encoder on e + U+0301 beside U+00E9, byte by byte
#                                                  the teaching tools (Learn menu), via --show
#   mojibake.png                                   the Mojibake panel on resources/demo/mojibake.csv
#   deceptive.png                                  deceptive text (Trojan Source) in resources/demo/deceptive/billing.py,
#                                                  the caret on its Cyrillic a
#   strings.png                                    the Strings panel on /usr/bin/ls (a real executable)
#
#   tools/make-screenshots.sh [BUILD_DIR]          (default: build, as tools/build.sh makes it)
#
# Each shot starts from an empty configuration (only the theme or the language is set), so no saved
# setting of yours changes it. Glyphs come from fonts-noto-core, fonts-noto-cjk and
# fonts-noto-color-emoji (U+1F41A in the tour and the encoder); pngquant, when installed, makes each
# file about three times smaller (the shots are meant to stay under ~150 KB).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
exe=$build/app/utf8-inspector
out=$root/resources/screenshots
say() { printf 'make-screenshots: %s\n' "$*" >&2; }

[ -x "$exe" ] || { say "no program at $exe: build first (tools/build.sh), or name the build directory"; exit 2; }
fonts=$(fc-list : family 2>/dev/null || true)
for font in "Noto Sans" "Noto Sans CJK" "Noto Color Emoji"; do
    grep -q "$font" <<<"$fonts" || say "warning: font '$font' is missing; some glyphs will show as boxes"
done
command -v pngquant >/dev/null || say "note: pngquant is not installed; the PNGs stay uncompressed (apt-get install pngquant)"

config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
mkdir -p "$out"

# shot NAME THEME LANGUAGE ARGS...: one screenshot with these settings, written to $out/NAME.png.
shot() {
    local name=$1 theme=$2 language=$3
    shift 3
    local home=$config/$name
    mkdir -p "$home/utf8-inspector"
    printf '[appearance]\ntheme=%s\n\n[ui]\nlanguage=%s\n' "$theme" "$language" \
        >"$home/utf8-inspector/utf8-inspector.conf"
    local locale=C.UTF-8
    [ "$language" = de ] && locale=de_DE.UTF-8 # German number formats too
    XDG_CONFIG_HOME=$home LANG=$locale LC_ALL=$locale LANGUAGE='' QT_LOGGING_RULES='qt.qpa.*=false' \
        "$exe" --screenshot "$out/$name.png" "$@" 2>"$config/$name.log" ||
        { cat "$config/$name.log" >&2; say "$name failed"; exit 1; }
    if command -v pngquant >/dev/null; then
        pngquant --quality=70-95 --speed 1 --strip --force --output "$out/$name.png" "$out/$name.png"
    fi
    say "$name.png: $(file -b "$out/$name.png" | cut -d, -f2 | tr -d ' '), $(($(stat -c %s "$out/$name.png") / 1024)) KiB"
}

# The themes by name: KSyntaxHighlighting's where the build has it, else the built-in palettes.
light=Light dark=Dark
if grep -q '^KF6SyntaxHighlighting_DIR:PATH=/' "$build/CMakeCache.txt" 2>/dev/null; then
    light="Breeze Light" dark="Breeze Dark"
fi

tour=$root/resources/demo/tour.txt
shot main-window-light "$light" en --size 1200x760 "$tour"
shot main-window-dark "$dark" en --size 1200x760 "$tour"
shot main-window-de "" de --size 1200x760 "$tour"
shot encoder "" en --size 1000x450 --show encoder=U+1F41A
shot encoder-normalization "" en --size 1000x560 --show "encoder=e$(printf '\xcc\x81')"
shot stepper "" en --size 1000x560 --show "stepper=F8 93 EA 80 B2 5C 00@5"
shot byte-map "" en --size 1000x900 --show byte-map=E2 "$tour"
shot exercises "" en --size 1000x560 --show "exercises=2:D9 8E"
shot mojibake "" en --size 1200x760 --show mojibake "$root/resources/demo/mojibake.csv"
shot deceptive "$light" en --size 1200x900 --show at=0xe8 "$root/resources/demo/deceptive/billing.py"
shot strings "" en --size 1200x760 --show strings /usr/bin/ls
