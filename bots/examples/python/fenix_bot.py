#!/usr/bin/env python3
"""A minimal Arbitre bot for Fenix: it keeps the game and answers a uniformly random legal action.

Start from here. The rules and the protocol are in docs/fenix.md; in short: the referee sends
START (you are red, player 1) or the opponent's last action (e.g. 3,1-5,3x3,2x4,3), you answer one
action per line on standard output and flush; RESULT ... or END means the game is over. Debug
output goes to standard error, never to standard output.

The game state has the same interface as the course's engine (FenixState with to_move(),
actions(), result(action), is_terminal(), utility(player); actions as FenixAction(start, end,
removed) named tuples, squares as (row, column)), so an agent written against one runs on the
other.
"""
import os
import random
import sys
from collections import namedtuple

ROWS, COLUMNS = 7, 8
SETUP_PLIES = 10
NO_CAPTURE_LIMIT = 50
ORTHOGONAL = ((-1, 0), (0, -1), (1, 0), (0, 1))
ALL_DIRECTIONS = ORTHOGONAL + ((-1, -1), (-1, 1), (1, 1), (1, -1))

FenixAction = namedtuple("FenixAction", ["start", "end", "removed"])


def inside(square):
    return 0 <= square[0] < ROWS and 0 <= square[1] < COLUMNS


class FenixState:
    """pieces maps (row, column) to +1/+2/+3 (red soldier, general, king) or -1/-2/-3 (black)."""

    def __init__(self):
        self.dim = (ROWS, COLUMNS)
        self.pieces = {}
        for r in range(ROWS):
            for c in range(COLUMNS):
                if r + c <= 5:
                    self.pieces[(r, c)] = 1
                elif r + c >= 8:
                    self.pieces[(r, c)] = -1
        self.turn = 0  # plies played
        self.current_player = 1  # 1 red, -1 black
        self.can_create_general = False  # for the player to move, this ply only
        self.can_create_king = False
        self.boring_turn = 0  # movement-phase plies since the last capture
        self.history_boring_turn_hash = []  # boards before each such ply

    def to_move(self):
        return self.current_player

    def _count(self, value):
        return sum(1 for v in self.pieces.values() if v == value)

    def actions(self):
        """The legal actions, each once: captures of the highest value if there are any."""
        me = self.current_player
        if self.turn < SETUP_PLIES:
            return self._setup_actions(me)
        found = {}
        for square, value in list(self.pieces.items()):
            if value * me > 0:
                self._jumps(me, square, square, abs(value), frozenset(), 0, found)
        best = max(found.values(), default=0)
        if best > 0:
            return [a for a, v in found.items() if v == best]
        return self._quiet_actions(me)

    def _setup_actions(self, me):
        general_ok = self._count(2 * me) < 4
        king_ok = self._count(3 * me) == 0
        actions = []
        for square, value in self.pieces.items():
            if value != me:
                continue
            for dr, dc in ORTHOGONAL:
                target = (square[0] + dr, square[1] + dc)
                there = self.pieces.get(target, 0)
                if there == me and general_ok or there == 2 * me and king_ok:
                    actions.append(FenixAction(square, target, frozenset()))
        return actions

    def _jumps(self, me, start, at, height, taken, value, found):
        # The board is not changed while a chain is built: the start square stays occupied and
        # the captured stacks stay in place, so nothing lands on them or jumps them twice.
        for dr, dc in (ALL_DIRECTIONS if height == 3 else ORTHOGONAL):
            over = (at[0] + dr, at[1] + dc)
            if height == 2:
                while inside(over) and over not in self.pieces:
                    over = (over[0] + dr, over[1] + dc)
            if not inside(over) or self.pieces.get(over, 0) * me >= 0 or over in taken:
                continue
            landings = []
            land = (over[0] + dr, over[1] + dc)
            while inside(land) and land not in self.pieces:
                landings.append(land)
                if height != 2:
                    break
                land = (land[0] + dr, land[1] + dc)
            now_taken = taken | {over}
            now_value = value + abs(self.pieces[over])
            for land in landings:
                found[FenixAction(start, land, now_taken)] = now_value
                self._jumps(me, start, land, height, now_taken, now_value, found)

    def _quiet_actions(self, me):
        actions = []
        for square, value in self.pieces.items():
            height = value * me
            if height <= 0:
                continue
            for dr, dc in (ALL_DIRECTIONS if height == 3 else ORTHOGONAL):
                target = (square[0] + dr, square[1] + dc)
                while inside(target):
                    there = self.pieces.get(target, 0) * me
                    if there == 0 or height == 1 and (there == 1 and self.can_create_general
                                                      or there == 2 and self.can_create_king):
                        actions.append(FenixAction(square, target, frozenset()))
                    if there != 0 or height != 2:
                        break
                    target = (target[0] + dr, target[1] + dc)
        return actions

    def result(self, action):
        """The state after a legal action (this state is left unchanged)."""
        state = FenixState.__new__(FenixState)
        state.__dict__.update(self.__dict__)
        state.pieces = dict(self.pieces)
        state.history_boring_turn_hash = list(self.history_boring_turn_hash)
        start, end, removed = action
        state.pieces[end] = state.pieces.get(end, 0) + state.pieces.pop(start)
        heights = [abs(state.pieces.pop(square)) for square in removed]
        state.can_create_general = 2 in heights
        state.can_create_king = 3 in heights
        state.turn += 1
        state.current_player = -self.current_player
        if removed:
            state.boring_turn = 0
            state.history_boring_turn_hash = []
        elif self.turn >= SETUP_PLIES:
            state.boring_turn += 1
            state.history_boring_turn_hash.append(frozenset(self.pieces.items()))
        return state

    def winner(self):
        """None while the game goes on, else 1 (red), -1 (black) or 0 (draw)."""
        mover = -self.current_player
        if self.history_boring_turn_hash.count(frozenset(self.pieces.items())) >= 3:
            return 0
        if self.boring_turn >= NO_CAPTURE_LIMIT:
            return 0
        if self.turn <= SETUP_PLIES and not self.actions():
            return mover
        if self.turn > SETUP_PLIES and self._count(3 * mover) == 0:
            return self.current_player
        red = any(v > 0 for v in self.pieces.values())
        black = any(v < 0 for v in self.pieces.values())
        if not red or not black:
            return 0 if not red and not black else (1 if red else -1)
        if not self.actions():
            return mover
        return None

    def is_terminal(self):
        return self.winner() is not None

    def utility(self, player):
        winner = self.winner()
        return 0 if not winner else (1 if winner == player else -1)


def format_action(action):
    """Canonical text: start-end, then x and each captured square sorted by row, then column."""
    start, end, removed = action
    text = "%d,%d-%d,%d" % (start[0], start[1], end[0], end[1])
    return text + "".join("x%d,%d" % (r, c) for r, c in sorted(removed))


def parse_action(text):
    """(start, end, removed) from the notation, or None when the text does not fit it."""
    parts = text.strip().lower().split("x")
    ends = parts[0].split("-")
    try:
        squares = [tuple(int(n) for n in s.split(",")) for s in ends + parts[1:]]
    except ValueError:
        return None
    if len(ends) != 2 or any(len(s) != 2 or not inside(s) for s in squares):
        return None
    return squares[0], squares[1], frozenset(squares[2:])


def main():
    seed = os.environ.get("ARBITRE_SEED")
    rng = random.Random(int(seed) if seed else None)
    start = os.environ.get("ARBITRE_START", "").strip()
    if start not in ("", "standard"):
        print("fenix_bot: cannot start from '%s', only from the start position" % start, file=sys.stderr)
        return 2
    state = FenixState()
    for line in sys.stdin:
        text = line.strip()
        if not text:
            continue
        if text.startswith("RESULT") or text.startswith("END"):
            print("fenix_bot: game over: " + text, file=sys.stderr)
            return 0
        if text != "START":
            parsed = parse_action(text)
            if parsed not in state.actions():
                print("fenix_bot: cannot play '%s' here" % text, file=sys.stderr)
                return 1
            state = state.result(FenixAction(*parsed))
        if state.is_terminal():
            continue  # the referee will send RESULT
        action = rng.choice(sorted(state.actions()))
        print(format_action(action), flush=True)
        state = state.result(action)
    return 0


if __name__ == "__main__":
    sys.exit(main())
