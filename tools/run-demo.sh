#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and opens the program on the bundled
# demo file (or on the files given as arguments).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
tools/install-deps.sh
tools/build.sh
program="${U8I_BUILD_DIR:-build}/app/utf8-inspector"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run-demo: no DISPLAY or WAYLAND_DISPLAY here; the window needs one (or try:" \
         "$program --screenshot shot.png resources/demo/tour.txt)" >&2
fi
if [ $# -eq 0 ]; then
    set -- resources/demo/tour.txt
fi
exec "$program" "$@"
