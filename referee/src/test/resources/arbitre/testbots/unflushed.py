"""The example Python bot with the commonest student bug: it never flushes its moves.

Run as `python3 unflushed.py PATH/TO/bot.py`. Standard output is a pipe, so Python buffers it:
each move stays in the buffer until the program exits, when Python flushes it. The buffer is set
up here, so that PYTHONUNBUFFERED in the environment does not hide the bug.
"""
import builtins
import importlib.util
import io
import sys

sys.stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(sys.stdout.fileno(), "w", closefd=False), 8192),
                              encoding="ascii", line_buffering=False)

spec = importlib.util.spec_from_file_location("example_bot", sys.argv[1])
bot = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bot)


def print_without_flush(*args, flush=False, **kwargs):
    builtins.print(*args, **kwargs)


bot.print = print_without_flush
bot.main()
