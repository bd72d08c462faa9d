#!/usr/bin/env python3
"""A minimal Arbitre bot: it keeps the board and answers a uniformly random legal move.

Start from here. The rules are in docs/awale.md and the protocol in docs/protocol.md; in short:
the referee sends START (you move first) or the opponent's move (e.g. 14TB), you answer
one move per line on standard output and flush; RESULT ... or END means the game is over.
Offered ARBITRE_STAY_UP=1, it says STAY-UP first and plays each next game, opened by GAME 1 or
GAME 2, on the same process.
A game may start from an opening: OPENING 3R 14B ... comes first, the moves both players
already made; play them on your board and wait for START or the opponent's move.
Debug output goes to standard error, never to standard output.
"""
import os
import random
import sys

HOLES = 16
MOVE_LIMIT = 400


class Board:
    """Holes 1..16 are indices 0..15; players are 1 and 2."""

    def __init__(self, rules):
        if rules not in ("official", "report"):
            raise ValueError("unknown rule set " + rules)
        self.rules = rules
        self.red = [2] * HOLES
        self.blue = [2] * HOLES
        self.transparent = [2] * HOLES
        self.captured = {1: 0, 2: 0}
        self.to_move = 1
        self.ply = 0
        self.over = False

    def owner(self, i):
        if self.rules == "official":
            return 1 if i % 2 == 0 else 2  # odd holes (1, 3, ...) are player 1's
        return 1 if i < 8 else 2  # holes 1-8 are player 1's

    def seeds(self, i):
        return self.red[i] + self.blue[i] + self.transparent[i]

    def legal_moves(self):
        if self.over:
            return []
        moves = []
        for i in range(HOLES):
            if self.owner(i) != self.to_move:
                continue
            if self.red[i]:
                moves.append("%dR" % (i + 1))
            if self.blue[i]:
                moves.append("%dB" % (i + 1))
            if self.transparent[i]:
                moves.append("%dTR" % (i + 1))
                moves.append("%dTB" % (i + 1))
        return moves

    def play(self, move):
        """Plays a move in canonical form (e.g. 3R, 14TB); raises ValueError if illegal."""
        if move not in self.legal_moves():
            raise ValueError("illegal move " + move)
        digits = len(move) - (2 if "T" in move else 1)
        origin = int(move[:digits]) - 1
        kind = move[digits:]
        color = kind[-1]
        mover = self.to_move

        # Take the seeds: the transparent ones (for TR/TB) and those of the color.
        count_t = self.transparent[origin] if kind.startswith("T") else 0
        self.transparent[origin] -= count_t
        if color == "R":
            count_c, self.red[origin] = self.red[origin], 0
        else:
            count_c, self.blue[origin] = self.blue[origin], 0

        # Sow, transparent seeds first. Red-like seeds go into every hole, blue-like seeds
        # only into the opponent's holes; the origin is always skipped.
        pos = origin
        for seed in ["T"] * count_t + [color] * count_c:
            while True:
                pos = (pos + 1) % HOLES
                if pos == origin:
                    continue
                if color == "B" and self.owner(pos) == mover:
                    continue
                break
            if seed == "T":
                self.transparent[pos] += 1
            elif seed == "R":
                self.red[pos] += 1
            else:
                self.blue[pos] += 1

        # Capture: from the last hole backwards, while holes hold 2 or 3 seeds.
        gained = 0
        while self.seeds(pos) in (2, 3):
            gained += self.seeds(pos)
            self.red[pos] = self.blue[pos] = self.transparent[pos] = 0
            pos = (pos - 1) % HOLES
        self.captured[mover] += gained
        self.to_move = 3 - mover
        self.ply += 1

        # End of game, in the order of the rules.
        on_board = sum(self.seeds(i) for i in range(HOLES))
        opponent_seeds = sum(self.seeds(i) for i in range(HOLES) if self.owner(i) == self.to_move)
        if opponent_seeds == 0:  # starvation: the mover takes every seed left
            self.captured[mover] += on_board
            for i in range(HOLES):
                self.red[i] = self.blue[i] = self.transparent[i] = 0
            self.over = True
        elif on_board < 10:
            self.over = True
        elif self.rules == "official" and max(self.captured.values()) >= 49:
            self.over = True
        elif self.ply >= MOVE_LIMIT:
            self.over = True


def main():
    rules = os.environ.get("ARBITRE_RULES", "official").strip().lower() or "official"
    board = Board(rules)
    rng = random.Random(os.environ.get("ARBITRE_SEED"))  # set by tournaments; None seeds from the clock
    # A referee that can keep this process for its next game offers it; saying so, before reading
    # anything, saves the start of a process per game (docs/protocol.md, staying up).
    stay_up = os.environ.get("ARBITRE_STAY_UP") == "1"
    if stay_up:
        print("STAY-UP", flush=True)
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0  # end of input
        line = line.strip()
        if not line:
            continue
        if line.startswith("RESULT") or line.startswith("END"):
            if line.startswith("RESULT"):
                print("game over: " + line, file=sys.stderr)
            if not stay_up:
                return 0
            continue  # wait for GAME <side> (the next game) or the end of input
        if line.startswith("GAME"):
            board = Board(rules)  # a new game, from the start; the side comes from its first line
            continue
        if line.startswith("OPENING"):
            try:
                for move in line.split()[1:]:
                    board.play(move.upper())
            except ValueError as e:
                print("cannot apply the opening: %s" % e, file=sys.stderr)
                return 1
            continue  # the request follows
        if line != "START":
            try:
                board.play(line.upper())
            except ValueError as e:
                print("cannot apply the opponent's move: %s" % e, file=sys.stderr)
                return 1
        if board.over:
            continue  # wait for RESULT
        move = rng.choice(board.legal_moves())
        board.play(move)
        print(move, flush=True)


if __name__ == "__main__":
    sys.exit(main())
