#!/usr/bin/env python3
"""A bot that thinks its first move in work it spreads where a count of live threads misses it.

    spread_thinker.py MODE MS

It uses MS milliseconds of CPU time, in one of three ways, then plays a random legal move as the
example bot (bot.py beside it) does:
  threads   a chain of threads, each busy 5 ms of CPU and gone
  children  a chain of child processes, each busy 5 ms of CPU, waited for
  orphans   a chain of grandchildren, each busy 20 ms of CPU, left to be adopted (their parent
            exits at once)
"""
import os
import random
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bot import Board  # noqa: E402


def spin(seconds, clock):
    until = clock() + seconds
    while clock() < until:
        pass


def used():
    """CPU time of this process, its exited threads and its waited children included."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def think(mode, ms):
    budget = ms / 1000.0
    start = used()
    spent = 0.0
    while spent < budget:
        if mode == "threads":
            worker = threading.Thread(target=spin, args=(0.005, time.thread_time))
            worker.start()
            worker.join()
            spent = used() - start
        elif mode == "children":
            pid = os.fork()
            if pid == 0:
                spin(0.005, time.process_time)
                os._exit(0)
            os.waitpid(pid, 0)
            spent = used() - start
        elif mode == "orphans":
            pid = os.fork()
            if pid == 0:
                if os.fork() == 0:
                    spin(0.02, time.process_time)
                os._exit(0)
            os.waitpid(pid, 0)
            spent += 0.02
            time.sleep(0.005)
        else:
            raise SystemExit("unknown mode " + mode)


def main():
    mode, ms = sys.argv[1], int(sys.argv[2])
    board = Board(os.environ.get("ARBITRE_RULES", "official"))
    rng = random.Random(1)
    thought = False
    for line in sys.stdin:
        line = line.strip()
        if line.startswith("RESULT") or line.startswith("END"):
            return
        if line != "START":
            board.play(line.upper())
        if not thought:
            think(mode, ms)
            thought = True
        move = rng.choice(board.legal_moves())
        board.play(move)
        print(move, flush=True)


if __name__ == "__main__":
    main()
