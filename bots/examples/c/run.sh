#!/bin/sh
# Builds the C example bot when it is missing or older than its source, then runs it.
# The build goes to a temporary name first, so that matches started at once never run half a file.
set -e
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$here/bot" ] || [ "$here/bot.c" -nt "$here/bot" ]; then
    if [ ! -w "$here" ]; then
        echo "run.sh: $here/bot is missing or older than bot.c, and this folder cannot be written here" \
            "(a sandboxed bot sees its folder read-only): build it first with: cc -O2 -o $here/bot $here/bot.c" >&2
        exit 1
    fi
    tmp="$here/.bot.$$"
    cc -O2 -o "$tmp" "$here/bot.c"
    mv -f "$tmp" "$here/bot"
fi
exec "$here/bot" "$@"
