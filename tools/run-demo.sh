#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and opens the program on the bundled
# demo file (or on the files given as arguments, relative to the current directory).
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
"$root/tools/install-deps.sh"
"$root/tools/build.sh"
build=${U8I_BUILD_DIR:-build}
[[ "$build" = /* ]] || build="$root/$build"
program="$build/app/utf8-inspector"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run-demo: no DISPLAY or WAYLAND_DISPLAY here; the window needs one (or try:" \
         "$program --screenshot shot.png $root/resources/demo/tour.txt)" >&2
fi
if [ $# -eq 0 ]; then
    set -- "$root/resources/demo/tour.txt"
fi
exec "$program" "$@"
