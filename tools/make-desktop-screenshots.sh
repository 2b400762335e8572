#!/usr/bin/env bash
# Retakes the screenshots of the program on a desktop: under Xvfb with the openbox window manager
# (../shared/tools/xshot --wm), each from a fresh configuration, at 1400×900 and 800×600, light and
# dark (the dark ones with `[appearance] theme=Dark`). Unlike tools/make-screenshots.sh (offscreen,
# --screenshot), these show the window as a desktop draws it: its frame, the window manager's
# focus, and the theme as the platform applies it.
#   docs/screenshots/desktop-{light,dark}-{1400x900,800x600}.png     the main window on the tour
#   docs/screenshots/desktop-byte-map-{light,dark}-800x600.png       --show byte-map=E2
#   docs/screenshots/desktop-{byte-map-light-1400x900,encoder-light-800x600,mojibake-notice-1400x900,
#     strings-1400x900,errors-in-text-1400x900}.png      those docs/gui.md, strings.md, mojibake.md show
#   docs/screenshots/desktop-{data-inspector,find-all}-light-1400x900.png,
#     desktop-{checksums,statistics}-dark-800x600.png    the binary inspector's tools on /usr/bin/ls
#
#   tools/make-desktop-screenshots.sh [BUILD_DIR]      (default: build; needs xvfb, xdotool,
#                                                       imagemagick, openbox; pngquant makes them small)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
exe=$build/app/utf8-inspector
xshot=$root/../shared/tools/xshot
say() { printf 'make-desktop-screenshots: %s\n' "$*" >&2; }

[ -x "$exe" ] || { say "no program at $exe: build first (tools/build.sh)"; exit 2; }
[ -x "$xshot" ] || { say "no $xshot"; exit 2; }
homes=$(mktemp -d)
trap 'rm -rf "$homes"' EXIT

# shot OUT THEME SIZE [--no-fill] ARGS...: one screenshot of the program given ARGS, written to
# OUT; with --no-fill its first window keeps its own size (a tool window opened by --show).
shot() {
    local out=$1 theme=$2 size=$3 fill=()
    shift 3
    if [ "${1:-}" = --no-fill ]; then
        fill=(--no-fill)
        shift
    fi
    local home
    home=$(mktemp -d "$homes/home.XXXXXX")
    mkdir -p "$home/.config/utf8-inspector"
    printf '[appearance]\ntheme=%s\n' "$theme" >"$home/.config/utf8-inspector/utf8-inspector.conf"
    HOME=$home XDG_CONFIG_HOME=$home/.config LANG=C.UTF-8 QT_LOGGING_RULES='qt.qpa.*=false' \
        "$xshot" "$out" --wm --size "$size" --wait 3 "${fill[@]}" -- "$exe" "$@" >/dev/null
    if command -v pngquant >/dev/null; then
        pngquant --quality=70-95 --speed 1 --strip --force --output "$out" "$out"
    fi
    say "$(basename "$out"): $size $theme, $(($(stat -c %s "$out") / 1024)) KiB"
}

docs=$root/docs/screenshots
tour=$root/resources/demo/tour.txt
csv=$root/resources/demo/mojibake.csv
for theme in Light Dark; do
    lower=${theme,,}
    shot "$docs/desktop-$lower-1400x900.png" "$theme" 1400x900 "$tour"
    shot "$docs/desktop-$lower-800x600.png" "$theme" 800x600 "$tour"
    shot "$docs/desktop-byte-map-$lower-800x600.png" "$theme" 800x600 --show byte-map=E2 "$tour"
done
shot "$docs/desktop-byte-map-light-1400x900.png" Light 1400x900 --no-fill --show byte-map=C3 "$csv"
shot "$docs/desktop-encoder-light-800x600.png" Light 800x600 --no-fill --show encoder=U+1F41A
shot "$docs/desktop-mojibake-notice-1400x900.png" Light 1400x900 "$csv"
shot "$docs/desktop-strings-1400x900.png" Light 1400x900 --show strings /usr/bin/ls
shot "$docs/desktop-data-inspector-light-1400x900.png" Light 1400x900 --show data-inspector=0x18 /usr/bin/ls
shot "$docs/desktop-find-all-light-1400x900.png" Light 1400x900 --show find-all=GLIBC /usr/bin/ls
shot "$docs/desktop-checksums-dark-800x600.png" Dark 800x600 --show checksums /usr/bin/ls
shot "$docs/desktop-statistics-dark-800x600.png" Dark 800x600 --show statistics /usr/bin/ls
if [ -x "$build/tests/ui/errors_sample" ]; then
    shot "$docs/desktop-errors-in-text-1400x900.png" Light 1400x900 "$build/tests/ui/errors_sample"
else
    say "no $build/tests/ui/errors_sample (cmake --build $build --target errors_sample): kept"
fi
