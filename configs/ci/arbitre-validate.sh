#!/usr/bin/env bash
# Validates a bot with a release of Arbitre, for CI: takes the release (an archive at hand, or the
# pinned version downloaded and checked against its SHA-256), runs `arbitre validate` on the bot
# with the sandbox, and writes the JUnit report (and the same as JSON beside it). The GitHub Action
# (action.yml at the top of Arbitre's repository) and the CI templates beside this file run it.
#
# Settings, from the environment:
#   ARBITRE_BOT        the bot's command line, run in the current folder (required)
#   ARBITRE_BOT_P2     its command line when it plays second, if different
#   ARBITRE_VERSION    the release to download (default: the one this script belongs to)
#   ARBITRE_ARCHIVE    a release archive already here (a path): used instead of a download
#   ARBITRE_RELEASES   where releases are downloaded from: <ARBITRE_RELEASES>/v<VERSION>/<archive>
#   ARBITRE_SANDBOX    true (the default: as a tournament runs the bot) or false
#   ARBITRE_OPTIONS    more options for `arbitre validate`, split at spaces (e.g. --games 6 --min-score 0.5)
#   ARBITRE_REPORT     the JUnit XML report (default: validate-report.xml); the JSON goes beside it
#   ARBITRE_LOGS       the folder of the match logs (default: validate-logs)
#   ARBITRE_HOME       where the release is unpacked (default: a folder under RUNNER_TEMP or TMPDIR)
# Exits as `arbitre validate` does: 0 when every check passed, 1 when one failed, 2 or 3 on bad
# settings or files (see `arbitre validate --help`).
set -euo pipefail

default_version=0.1.0

die() {
    echo "arbitre-validate: $*" >&2
    exit 2
}

[ -n "${ARBITRE_BOT:-}" ] || die "ARBITRE_BOT is not set: the bot's command line, e.g. 'python3 bot.py'"
version="${ARBITRE_VERSION:-$default_version}"
version="${version#v}"
report="${ARBITRE_REPORT:-validate-report.xml}"
logs="${ARBITRE_LOGS:-validate-logs}"
home="${ARBITRE_HOME:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/arbitre-release}"

# The archive: with its own Java runtime on Linux x86-64, else the one for any Java 17 or newer.
if [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    name="arbitre-$version-linux-x64.tar.gz"
else
    name="arbitre-$version.tar.gz"
fi

fetch() {  # url file
    if command -v curl >/dev/null 2>&1; then
        curl -fsSL --retry 3 -o "$2" "$1"
    elif command -v wget >/dev/null 2>&1; then
        wget -q -O "$2" "$1"
    else
        die "neither curl nor wget is installed to download $1"
    fi
}

archive="${ARBITRE_ARCHIVE:-}"
if [ -z "$archive" ]; then
    [ -n "${ARBITRE_RELEASES:-}" ] || die "ARBITRE_RELEASES is not set: where to download Arbitre's releases from (or set ARBITRE_ARCHIVE)"
    mkdir -p "$home"
    archive="$home/$name"
    echo "arbitre-validate: downloading $name"
    fetch "${ARBITRE_RELEASES%/}/v$version/$name" "$archive"
    fetch "${ARBITRE_RELEASES%/}/v$version/$name.sha256" "$archive.sha256"
    (cd "$home" && sha256sum -c --quiet "$name.sha256") || die "$name does not match its SHA-256"
fi
[ -f "$archive" ] || die "no release archive at $archive"

rm -rf "$home/unpacked"
mkdir -p "$home/unpacked"
case "$archive" in
    *.zip) unzip -q "$archive" -d "$home/unpacked" ;;
    *) tar -xzf "$archive" -C "$home/unpacked" ;;
esac
arbitre="$(echo "$home"/unpacked/arbitre-*/bin/arbitre)"
[ -x "$arbitre" ] || die "$archive holds no arbitre-*/bin/arbitre: is it a release of Arbitre?"
"$arbitre" --version

set -- validate --bot "$ARBITRE_BOT" --output "$logs" --junit "$report" --json "${report%.xml}.json"
if [ -n "${ARBITRE_BOT_P2:-}" ]; then
    set -- "$@" --bot-p2 "$ARBITRE_BOT_P2"
fi
if [ "${ARBITRE_SANDBOX:-true}" = true ]; then
    set -- "$@" --sandbox
fi
status=0
# shellcheck disable=SC2086
"$arbitre" "$@" ${ARBITRE_OPTIONS:-} || status=$?
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    echo "report=$report" >>"$GITHUB_OUTPUT"
fi
exit "$status"
