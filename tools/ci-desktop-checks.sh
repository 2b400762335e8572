#!/usr/bin/env bash
# Desktop integration and packaging checks, run by CI after a build (inside the Debian 13 root):
#   1. `cmake --install` into a staging directory installs the program, the .desktop file, the
#      AppStream metainfo and the hicolor SVG icon under one application id;
#   2. desktop-file-validate and `appstreamcli validate` pass on the installed copies;
#   3. `cpack -G DEB` makes a .deb whose dependencies dpkg-shlibdeps computed (Qt, ICU, and
#      KSyntaxHighlighting when the build found it);
#   4. the .deb installs with apt (which resolves those dependencies), and the installed program
#      runs: `--check` on a valid and an invalid file (exit codes 0 and 1), and `--screenshot`
#      of the bundled demo file (a PNG);
#   5. the package is removed again, so the root stays as it was.
#
#   tools/ci-desktop-checks.sh [BUILD_DIR]     (default: $U8I_BUILD_DIR, else build)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
src=$(pwd)
build=$(readlink -f "${1:-${U8I_BUILD_DIR:-build}}")
app_id=io.github.utf8inspector.Utf8Inspector
say() { printf 'desktop-checks: %s\n' "$*"; }
fail() { printf 'desktop-checks: FAILED: %s\n' "$*" >&2; exit 1; }

[ -f "$build/CMakeCache.txt" ] || fail "no configured build in $build (run tools/build.sh first)"
tools/install-deps.sh appstream desktop-file-utils dpkg-dev file

work=$(mktemp -d /tmp/u8i-desktop.XXXXXX)
installed_pkg=""
cleanup() {
    if [ -n "$installed_pkg" ]; then
        say "removing the package again"
        env DEBIAN_FRONTEND=noninteractive apt-get -y -q remove utf8-inspector >/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# 1. cmake --install
cmake --build "$build" --target utf8-inspector
stage="$work/stage"
DESTDIR="$stage" cmake --install "$build" --prefix /usr >/dev/null
for f in usr/bin/utf8-inspector \
         "usr/share/applications/$app_id.desktop" \
         "usr/share/metainfo/$app_id.metainfo.xml" \
         "usr/share/icons/hicolor/scalable/apps/$app_id.svg"; do
    [ -f "$stage/$f" ] || fail "cmake --install did not install /$f"
    say "installed /$f"
done

# 2. validators
desktop-file-validate "$stage/usr/share/applications/$app_id.desktop" || fail "desktop-file-validate"
say "desktop-file-validate: ok"
appstreamcli validate --no-net "$stage/usr/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"
say "appstreamcli validate: ok"

# 3. cpack -G DEB
(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null) || fail "cpack -G DEB"
deb=$(ls "$work"/deb/utf8-inspector_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "cpack made no utf8-inspector_*.deb"
depends=$(dpkg-deb -f "$deb" Depends)
say "$(basename "$deb"): Depends: $depends"
for lib in libqt6widgets6 libqt6core6 libicu; do
    grep -q "$lib" <<<"$depends" || fail "the package's dependencies lack $lib"
done
if grep -q '^KF6SyntaxHighlighting_DIR:PATH=/' "$build/CMakeCache.txt"; then
    grep -q libkf6syntaxhighlighting <<<"$depends" || fail "built with KSyntaxHighlighting but the package does not depend on it"
fi
dpkg-deb -c "$deb" >"$work/contents.txt"
for f in usr/bin/utf8-inspector "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml" \
         "usr/share/icons/hicolor/scalable/apps/$app_id.svg"; do
    grep -q "\./$f\$" "$work/contents.txt" || fail "the .deb lacks /$f"
done

# 4. install and run the installed copy
env DEBIAN_FRONTEND=noninteractive apt-get -y -q -o DPkg::Lock::Timeout=600 install "$deb" >/dev/null ||
    fail "apt-get install $(basename "$deb")"
installed_pkg=yes
exe=/usr/bin/utf8-inspector
[ -x "$exe" ] || fail "$exe missing after installing the package"
printf 'caf\xc3\xa9 \xe2\x82\xac\n' >"$work/valid.txt"
printf 'caf\xe9 \xc0\xaf\n' >"$work/invalid.txt"
"$exe" --check "$work/valid.txt" || fail "--check on valid UTF-8 did not exit 0"
rc=0
"$exe" --check "$work/invalid.txt" >"$work/check.out" || rc=$?
[ "$rc" -eq 1 ] || fail "--check on ill-formed UTF-8 exited $rc, not 1"
grep -q 'overlong' "$work/check.out" || fail "--check did not report the overlong C0 AF: $(cat "$work/check.out")"
say "installed --check: exit 0 on valid, 1 on ill-formed ($(head -n 1 "$work/check.out"))"
# A project's rules through the installed libraries (libeditorconfig, toml++): a latin1 file.
mkdir -p "$work/project"
printf 'root = true\n[*]\ncharset = latin1\n' >"$work/project/.editorconfig"
printf 'root = true\n' >"$work/project/.utf8-inspector.toml"
printf 'caf\xe9\n' >"$work/project/latin1.txt"
"$exe" --check "$work/project/latin1.txt" >/dev/null || fail "installed --check did not read latin1.txt as .editorconfig declares"
# The Python module from the package, outside the source tree.
if grep -q '^U8I_BUILD_PYTHON:BOOL=ON' "$build/CMakeCache.txt"; then
    grep -q "/utf8inspector/__init__.py\$" "$work/contents.txt" || fail "the .deb lacks the Python module utf8inspector"
    (cd / && python3 -c "import utf8inspector as u; assert u.check(b'\\xc0\\xaf').findings[0].kind == 'overlong'") ||
        fail "python3 -c 'import utf8inspector' failed after installing the package"
    say "installed Python module: import utf8inspector works"
fi
"$exe" --screenshot "$work/shot.png" "$src/resources/demo/tour.txt" || fail "--screenshot"
[ "$(head -c 8 "$work/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "--screenshot did not write a PNG"
say "installed --screenshot: $(file -b "$work/shot.png")"
say "all desktop checks passed"
