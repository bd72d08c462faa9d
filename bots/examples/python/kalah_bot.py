#!/usr/bin/env python3
"""A minimal Arbitre Kalah bot: it keeps the board and answers a uniformly random legal pit.

Start from here. The rules are in docs/kalah.md and the protocol in docs/protocol.md; in short:
  POSITION a0 .. a13   the start position, 14 numbers (first line; no answer)
  START                you are South (player 1): play a pit
  3 6                  the opponent's whole turn, every pit it played: your turn, play a pit
  AGAIN                your last pit ended in your store: play another one
  RESULT ... / END     the game is over: exit
A move is one pit number of your own, 1 to 6, one per line on standard output, flushed.
Debug output goes to standard error, never to standard output.
"""
import os
import random
import sys

SOUTH_STORE = 6
NORTH_STORE = 13


class Board:
    """The 14 places in board-vector order: South's pits 1..6 at indices 0..5, South's store at 6,
    North's pits 1..6 at 7..12, North's store at 13. Players are 1 (South) and 2 (North)."""

    def __init__(self, places):
        if len(places) != 14 or any(n < 0 for n in places) or sum(places) != 48:
            raise ValueError("a position is 14 non-negative numbers summing to 48, got %s" % places)
        self.places = list(places)
        self.to_move = 1  # South always moves first
        self.over = False

    def legal_pits(self):
        if self.over:
            return []
        base = 0 if self.to_move == 1 else 7
        return [pit for pit in range(1, 7) if self.places[base + pit - 1] > 0]

    def play(self, pit):
        """Plays a pit (1..6) of the player to move; returns True when that player moves again."""
        if pit not in self.legal_pits():
            raise ValueError("pit %d is not legal for player %d in %s" % (pit, self.to_move, self.places))
        mover = self.to_move
        base = 0 if mover == 1 else 7
        store = base + 6
        skipped = NORTH_STORE if mover == 1 else SOUTH_STORE
        pos = base + pit - 1
        seeds = self.places[pos]
        self.places[pos] = 0
        while seeds > 0:  # sow counter-clockwise, skipping only the opponent's store
            pos = (pos + 1) % 14
            if pos == skipped:
                continue
            self.places[pos] += 1
            seeds -= 1
        again = pos == store
        if not again and base <= pos < store and self.places[pos] == 1:
            # The last seed fell into an empty pit of the mover: it and the opposite pit's seeds
            # go to the mover's store (even when the opposite pit is empty).
            opposite = 12 - pos
            self.places[store] += 1 + self.places[opposite]
            self.places[pos] = self.places[opposite] = 0
        south, north = sum(self.places[0:6]), sum(self.places[7:13])
        if south == 0 or north == 0:  # a side is empty: each player banks their own pits
            self.places[SOUTH_STORE] += south
            self.places[NORTH_STORE] += north
            for i in list(range(0, 6)) + list(range(7, 13)):
                self.places[i] = 0
            self.over = True
            return False
        if not again:
            self.to_move = 3 - mover
        return again


def main():
    rng = random.Random(os.environ.get("ARBITRE_SEED"))  # set by tournaments; None seeds from the clock
    board = None
    me = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0  # end of input
        line = line.strip()
        if not line:
            continue
        if line.startswith("RESULT") or line.startswith("END"):
            print("game over: " + line, file=sys.stderr)
            return 0
        try:
            if line.startswith("POSITION"):
                board = Board([int(word) for word in line.split()[1:]])
                continue
            if board is None:
                board = Board([4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0])
            if line == "START":
                me = 1
            elif line != "AGAIN":
                if me == 0:
                    me = 2
                for word in line.split():  # the opponent's whole turn
                    board.play(int(word))
        except ValueError as e:
            print("cannot follow '%s': %s" % (line, e), file=sys.stderr)
            return 1
        if board.over:
            continue  # wait for RESULT
        if board.to_move != me:
            print("asked to play while player %d is to move" % board.to_move, file=sys.stderr)
            return 1
        pit = rng.choice(board.legal_pits())
        board.play(pit)
        print(pit, flush=True)
        print("played %d, board %s" % (pit, board.places), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
