#!/usr/bin/env bash
# Installs what building, testing and running UTF-8 Inspector needs on Debian 12 or 13, and nothing
# when it is all there already (then apt is not touched at all).
#
#   tools/install-deps.sh [EXTRA-PACKAGE...]     e.g. tools/install-deps.sh clang libclang-rt-dev
#
# KSyntaxHighlighting (libkf6syntaxhighlighting-dev) is installed where the distribution has it
# (Debian 13 and later); Debian 12 builds without it. Runs as root, or through sudo otherwise.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config          # the build
    qt6-base-dev qt6-tools-dev qt6-l10n-tools # Qt Core, Gui, Widgets, Concurrent, Test; translations
    libicu-dev libgl-dev                      # character names and scripts; Qt Gui's OpenGL headers
    libuchardet-dev libmagic-dev              # the encoding detector: candidates, binary file types
    fonts-noto-core fonts-noto-color-emoji    # glyphs for the text view and the screenshots
    zlib1g-dev                                # CRC-32 of the Checksums tool
    qt6-translations-l10n                     # Qt's own buttons and dialogs (Close) in the UI language
    libeditorconfig-dev libtomlplusplus-dev   # --check's project rules: .editorconfig, .utf8-inspector.toml
    git                                       # --check walks git work trees; its tests need git
    binutils                                  # GNU strings, which tst_cli_strings compares with
    coreutils iso-codes                       # real text: gettext catalogs in many languages
    wngerman wfrench wspanish wportuguese wpolish # real words: Debian's word lists, and hunspell's
    hunspell-cs hunspell-hu hunspell-ru hunspell-uk hunspell-bg hunspell-el hunspell-tr # (tests/common/word_lists.h)
    man-db groff-base zsh fish                # the CLI suite renders the man page, parses completions
    pybind11-dev python3-pybind11 python3-dev # the Python module utf8inspector (python/)
    python3-pytest python3-numpy              # its tests (tests/python), with buffers from numpy
    python3-pandas python3-dask python3-distributed # utf8inspector.pandas and .dask, and their tests
    "$@"
)
optional=(libkf6syntaxhighlighting-dev)
# The test suites read real text from gettext catalogs (/usr/share/locale/*/LC_MESSAGES/*.mo):
# coreutils' (German, Russian, Greek, Japanese, Chinese) and iso-codes' (every language the
# deceptive-text suites read: Arabic, Persian, Armenian, Georgian, Thai, ...). Slim images leave
# /usr/share/locale out (a path-exclude in /etc/dpkg/dpkg.cfg.d, or deleted files): when this one is
# missing, the catalog packages are installed again with their catalogs.
catalog_packages=(coreutils iso-codes)
catalog_canary=/usr/share/locale/de/LC_MESSAGES/coreutils.mo

say() { printf 'install-deps: %s\n' "$*"; }

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    say "this script knows Debian and its derivatives only; install the equivalents of: ${packages[*]}" >&2
    exit 2
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { say "not root and no sudo: run me as root" >&2; exit 2; }
    sudo=(sudo)
fi

installed() { dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null | grep -qx installed; }
known() { apt-cache show --no-all-versions "$1" >/dev/null 2>&1; }
debian_major() { (. /etc/os-release 2>/dev/null && echo "${VERSION_ID%%.*}") || true; }

missing=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done

# An optional package is wanted when apt knows it, or when this is Debian 13 or later (whose package
# lists may simply not have been downloaded yet).
optional_wanted() {
    local p=$1 major
    installed "$p" && return 1
    known "$p" && return 0
    major=$(debian_major)
    [[ "$major" =~ ^[0-9]+$ ]] && [ "$major" -ge 13 ]
}
unsure=()
for p in "${optional[@]}"; do optional_wanted "$p" && unsure+=("$p"); done

catalogs_missing=0
[ -f "$catalog_canary" ] || catalogs_missing=1

if [ ${#missing[@]} -eq 0 ] && [ ${#unsure[@]} -eq 0 ] && [ "$catalogs_missing" -eq 0 ]; then
    say "everything is installed (${#packages[@]} packages)"
    exit 0
fi

export DEBIAN_FRONTEND=noninteractive
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 -y -q)
say "missing: ${missing[*]:-none}${unsure:+; optional: ${unsure[*]}}"
"${apt[@]}" update </dev/null

# Now that the lists are fresh, keep only the optional packages the distribution really has.
for p in "${unsure[@]}"; do
    if known "$p"; then
        missing+=("$p")
    else
        say "$p is not available here; building without it"
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    "${apt[@]}" install --no-install-recommends "${missing[@]}" </dev/null
fi
say "installed: ${missing[*]:-nothing new}"
if [ ! -f "$catalog_canary" ]; then
    excluded=$(grep -ls '^path-exclude.*/usr/share/locale' /etc/dpkg/dpkg.cfg.d/* 2>/dev/null | tr '\n' ' ' || true)
    say "no $catalog_canary${excluded:+ (excluded by $excluded)}: installing ${catalog_packages[*]} again with their catalogs"
    "${apt[@]}" install --reinstall --no-install-recommends \
        -o 'DPkg::Options::=--path-include=/usr/share/locale/*' "${catalog_packages[@]}" </dev/null
    [ -f "$catalog_canary" ] || { say "still no $catalog_canary" >&2; exit 1; }
fi
